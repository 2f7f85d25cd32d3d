"""A role's duty and the team's terms, said in the plain present with no rule word (issue 33,
fourteenth round), in English, French and German: whoever does a part of the work, named by the
role, a present of doing and what makes it a duty — every item it handles, a deadline, a step it
comes before, a way refused and the way taken instead ("Legal signs off on every NDA before it goes
out", "Le support répond aux réclamations sous 48 heures", "Der Empfang bestätigt jede Raumbuchung
innerhalb eines Werktags"); the team's terms, a rate per unit ("We bill by the hour", "On facture au
mois", "Hier wird nach Aufwand abgerechnet"); a kind needing a count of its gate ("Bestellungen …
brauchen zwei Unterschriften vom Einkauf"); a kind's deadline ("Timesheets are due every Monday
by noon"); and (issue 33, fifteenth round) a way the team refuses, a negated present with a
bound ("We don't share raw survey responses outside the research team", "On n'accorde pas de remise
… sans l'accord de Claire", "Wir geben keine Preise am Telefon heraus"), a weekday named as the
team's kind of day and what is not done then ("Montag ist Planungstag, da werden keine
Kundentermine gelegt"), every item receiving its due within a span ("Chaque incident de prod fait
l'objet d'un post-mortem dans la semaine"). The readings are the tables' (en_kinds, fr_kinds,
de_kinds); this room asks them last of a sentence nothing else read, and only where the words
they need are there at all (a plain substring test, far cheaper than the patterns: a role's name
is an alternation tried at each of the first words)."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement import (
    ar_kinds,
    de_kinds,
    en_kinds,
    es_kinds,
    fr_kinds,
    it_kinds,
    ru_kinds,
)
from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.lexicon import rx
from app.domain.memory.judgement.needed_words import gate

# `group` below is groups.Group: the tables tried on one sentence.
Group = Any

# (words one of which the reading needs, lowercased, "|" between them; the reading)
_READINGS = {
    "en": (
        (
            "every|each| any | anything| all |within|later than| by |before|prior to|ahead of|instead of|"
            "same day|next day|working day|business day",
            en_kinds.DUTY,
        ),
        ("n't |n’t | not |never ", en_kinds.DUTY_INSTEAD),
        ("we |our ", en_kinds.TEAM_RATE),
        (" due ", en_kinds.DUE),
        ("n't |n’t | not |dont ", en_kinds.TEAM_REFUSES),
        (" get | receive| given ", en_kinds.KIND_NOT_GIVEN),
        ("appear|show up|end up| go | get |make it", en_kinds.KIND_KEPT_OUT),
        ("day", en_kinds.DAY_OF),
        (" go | goes | get | gets | are | is | land| move", en_kinds.MADE_BY_ROLE),
        ("whoever|anyone who|person who|one who|colleague who|staff who", en_kinds.WHOEVER),
    ),
    "fr": (
        (
            "chaque|tous les|toutes les|tout|sous |en moins de|avant|au plus tard|journée|jour même|veille|"
            "lendemain|jour ouvr|au lieu de|plutôt que| pas |jamais",
            fr_kinds.DUTY,
        ),
        ("on |nous ", fr_kinds.TEAM_RATE),
        (
            " à rendre| à remettre| à envoyer| à déposer| à transmettre| à saisir| à soumettre| dus | dues |attendu",
            fr_kinds.DUE,
        ),
        ("demand|nécessit|exig|requi|besoin", fr_kinds.GATE_COUNT),
        ("on n|on ne |nous n", fr_kinds.TEAM_REFUSES),
        ("jour", fr_kinds.DAY_OF),
        ("chaque|tout", fr_kinds.EACH_GETS),
        (" que | qu'| qu’", fr_kinds.MADE_BY_ROLE),
        ("celui qui|celle qui|ceux qui|celles qui", fr_kinds.WHOEVER),
    ),
    "de": (
        (
            "jede|alle|sämtliche|innerhalb|binnen|spätestens|bis |vor |selben tag|gleichen tag|vortag|vorabend|"
            "vorab|werktag|arbeitstag|bevor",
            de_kinds.DUTY[0],
        ),
        (" der | die | das ", de_kinds.DUTY[1]),
        ("wir |man |hier |bei uns |intern ", de_kinds.TEAM_RATE),
        (
            "fällig|abzugeben|einzureichen|einzutragen|vorzulegen|hochzuladen|zu erledigen",
            de_kinds.DUE,
        ),
        ("brauch|benötig|erforder|verlang", de_kinds.GATE_COUNT),
        (" vor | nach ", de_kinds.PROCEDURE),
        ("wir |man ", de_kinds.TEAM_REFUSES),
        (" wird | werden ", de_kinds.PLACE_PASSIVE),
        ("tag", de_kinds.DAY_OF),
        ("jede", de_kinds.EACH_GETS),
        (", der |, die |, welche", de_kinds.WHO_DOES),
        ("wer ", de_kinds.WHOEVER),
    ),
    # (issue 33, fifteenth round) a role's duty with what makes it one, and whoever does a part of
    # the work named by what they do, in Spanish, Italian, Russian and Arabic
    "es": (
        (
            "cada|antes|al menos|mínimo|dentro|menos de|mismo día|más tarde|tardar|primer|nunca|solo|sólo|"
            "únicamente|solamente|, no |, y no ",
            es_kinds.DUTY,
        ),
        ("que |quien", es_kinds.WHOEVER),
    ),
    "it": (
        (
            "ogni|prima|almeno|entro|oltre|stesso giorno|in giornata|subito|primo giorno|rientro|mai|solo|"
            "soltanto|unicamente|, non |, e non ",
            it_kinds.DUTY,
        ),
        (" che ", it_kinds.MADE_BY_ROLE),
        ("non ", it_kinds.TEAM_REFUSES),
        ("chi |che ", it_kinds.WHOEVER),
    ),
    "ru": (
        (
            "кажд|перед|до |позже|позднее|в тот же|в день|сразу|только|по |через|в течение|первый|заранее|"
            "минимум|никогда|лично|накануне|вручную|под |а не ",
            ru_kinds.DUTY,
        ),
        (", а не |не ", ru_kinds.DUTY_NOT_OTHER),
        ("ают |яют |уют |еют ", ru_kinds.INDEFINITE),
        ("кто ", ru_kinds.WHOEVER),
    ),
    "ar": (
        (
            "كل|قبل|خلال|نفس|أول|فور|على طول|بس|فقط|مش|مو|مب|وليس|لا|عن طريق|عبر",
            ar_kinds.DUTY,
        ),
        ("اللي|إللي|يلي|الي |من ", ar_kinds.WHOEVER),
    ),
}


class _AtStart:
    """A reading anchored at the sentence's start (its source opens with "^" in every branch), tried
    there only: Python's search tries an anchor at every position of the text, each try failing at
    once but costing a few µs a sentence over all the readings (issue 33, eighteenth round)."""

    __slots__ = ("pattern",)

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.match(text)


def _anchored(source: str) -> bool:
    """True when the pattern can match only at the text's start (no MULTILINE: the tables' flags):
    it opens with "^" and has no branch at its top level (read by a scan of its brackets, so no
    pattern is parsed again: `make patterns` keeps the compiled ones)."""
    if not source.startswith("^"):
        return False
    depth, in_class, escaped = 0, False, False
    for ch in source:
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            return False
    return True


def _compiled(code: str, reading: str):
    pattern = (ax if code == "ar" else rx)(reading)
    return _AtStart(pattern) if _anchored(reading) else pattern


# (Arabic is written plainly and compiled so that every letter may carry diacritics and tatweel)
_COMPILED = {
    code: tuple(
        (gate(tuple(words.split("|"))), _compiled(code, reading)) for words, reading in readings
    )
    for code, readings in _READINGS.items()
}


def duty(probe: str, group: Group) -> bool:
    """True when the sentence (its probe, in the tables of its own language) states a role's duty
    or the team's terms in the plain present."""
    low = probe.lower()
    # (where two tables tie for the sentence's language, each reads it: "Chi riceve un reclamo lo
    # registra …" uses as many Spanish function words as Italian ones; issue 33, fifteenth round)
    for lexicon in group.lexicons:
        for needed, reading in _COMPILED.get(lexicon.code, ()):
            if needed(low) is not None and reading.search(probe):
                return True
    return False


# whoever does a part of the work, named by what they do: a condition in the subject ("Chi prende il
# furgone …", "Кто берёт машину, …"), so "at once" after it is as soon as it holds (forms.without_promptly)
_WHOEVER = {
    code: readings[-1][1]
    for code, readings in _COMPILED.items()
    if code in ("es", "it", "ru", "ar", "en", "fr", "de")
}


def whoever(probe: str, group: Group) -> bool:
    """True when the sentence's subject is whoever does a part of the work, named by what they do."""
    return any(
        (reading := _WHOEVER.get(lexicon.code)) is not None and reading.search(probe) is not None
        for lexicon in group.lexicons
    )
