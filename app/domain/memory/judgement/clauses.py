"""The structure of one sentence, read alike in every language from each table's words.

A sentence states a lasting rule by its *structure* as much as by its words. Rather than one
pattern per wording, the engine asks the same questions of every sentence, and each
language's table (`lexicon.Lexicon`) only says which words play which part:

- **Clauses.** A condition clause (`condition_lead`: "If a test fails, …", "Wenn …, …",
  "如果…，…", "…たら、…", "…하면 …"; `condition_tail`: "… before you delete any file") and the
  main clause it governs. A condition makes a directive a standing rule: "Ask me before you
  delete any file" is said of every deletion to come.
- **Modality.** Whether the main clause asks for an act (`directive`: an imperative, "you
  must", "il faut", "нужно", "يجب", "…てください", "…하세요"), and whether the sentence permits or
  waives (`permission`: "pushing to main is allowed", "tests are optional", "CI can be
  skipped", "允许…", "…해도 됩니다"): a permission is a rule as much as an order is.
- **Time.** A recurring time (`recurring`: "on Fridays", "freitags", "le vendredi", "по
  пятницам", "每周五") or a restriction to one (`restricted`: "only on Fridays", "Deployt wird
  nur freitags", "只在周五") is lasting; a single occasion (`occasion`: "this Friday", "diesen
  Freitag", "ce vendredi", "这周五", "今週の金曜日") is not, whatever else the sentence says. The
  times shared by every language (clock, parts of the day, frames put first) are found by `times`.
- **Retraction as a span** (`taking_back`). A retraction ("No, actually, forget it", "算了，当我
  没说", "Nein, vergiss es") takes back everything said before it in the message, and only that:
  words after it may state a rule of their own ("Use tabs. Actually no, use four spaces.").

Questions, hedges, the past, reported speech and quotations are refused by the engine before
it asks these questions (`groups.REFUSALS`; quotations and pasted text are masked by
`text.prepare`).
"""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement import times
from app.domain.memory.judgement.lexicon import Slot
from app.domain.memory.judgement.taking_back import AFTER_RETRACTION
from app.domain.memory.judgement.text import word_count

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# The team as the subject of a verb ("we", "on", "wir", "noi", "мы", or a first person plural
# ending: "обновляем", "actualizamos", "aggiorniamo", "نحدّث" first): under a recurring time, what
# the team does then is its convention ("Зависимости обновляем каждого месяца …").
_WE_DO = re.compile(
    r"^\s*(?:[\w-]+\s+){0,2}?(?:(?:we|wir|nous|on|noi|nosotros|мы)\s+\w+|\w+(?:ons|amos|emos|imos|iamo)|"
    r"[а-яё]+(?:ем|им|ём)(?![а-яё]))(?!\w)|^\s*ن[\u0621-\u064a\u064b-\u0652]{2,}|"
    r"^[^.!?]*?(?<![а-яё])не\s+[а-яё]+(?:ем|им|ём)\s*[.!]?\s*$|"
    # or no one named: an impersonal or passive present ("si congela", "se congela", "wird …
    # eingefroren", "замораживается", "يُجمَّد")
    r"^\s*(?:[\w-]+\s+){0,2}?(?:(?:si|se)\s+|s['’])\w+|^[^.!?]*?(?<!\w)(?:wird|werden)(?!\w)|"
    r"^[^.!?]*?[а-яё]+(?:ется|ются|ится|ятся)(?![а-яё])|^\s*(?:\S+\s+){0,2}?[يت]\u064f\S+",
    re.I,
)
_NEGATIVE_DETERMINER = re.compile(
    r"(?<!\w)(?:kein(?:e|en|er|es|em)?|aucun(?:e)?|pas\s+d['’]|pas\s+de|ningún|ninguna|nessun[oa]?|niente|"
    r"никаких|никакой|никакие|لا)\s*(?!(?:problem|souci|problème|problema|Problem|проблем|مشكلة)\w*)\w",
    re.I,
)


class _Shared:
    """A pattern shared by every language, read where a table's slot is (`_spans`)."""

    def __init__(self, *patterns: re.Pattern[str]) -> None:
        self.patterns = patterns


_EVERY_UNIT_SLOT = _Shared(times.EVERY_UNIT)
# A closed class: the negative pronouns ("nothing", "nichts", "rien", "nada", "niente", "ничего",
# "لا شيء"): "Freitags wird nichts ausgerollt" says what is not done, as "nicht" does.
NEGATIVE_PRONOUN = re.compile(
    r"(?<!\w)(?:nothing|nobody|no\s+one|nichts|niemand|keiner|rien|personne|nada|nadie|niente|nulla|nessuno|"
    r"ничего|никто|никому|لا\s+شيء|لا\s+أحد)(?!\w)",
    re.I,
)


def team_way(probe: str, group: Group) -> int:
    """Where a lead naming the team's place ends ("Qui da noi", "Chez nous", "Aquí", `team_here`)
    when what follows it is said of the team or of no one (`_WE_DO`: "i test si scrivono con
    pytest", "les tests s'écrivent avec pytest", "los tests se escriben con pytest", "werden
    Tests … geschrieben"): how the team works, a convention. 0 when it is not; never what the
    team has ("qui da noi si ha un problema") or asks."""
    m = group.team_here.match(probe)
    if m is None or not m.group().strip():
        return 0
    rest = probe[m.end() :]
    if (
        (_WE_DO.match(rest) or _DONE_NOW.match(rest))
        and not _HAVING.search(" ".join(rest.split()[:4]))
        and not group.question.search(rest)
        and not group.past.search(rest)
    ):
        return m.end()
    return 0


# A present said of no one after a subject of a few words: an impersonal ("i numeri di telefono si
# salvano", "los ficheros se guardan") or a passive by its participle ("les fichiers sont découpés",
# "the files are split", "i file sono divisi", "die Dateien werden geteilt").
_DONE_NOW = re.compile(
    r"^\s*(?:[\w'’.-]+\s+){0,5}?(?:(?:si|se)\s+\w+|s['’]\w+|"
    r"(?:est|sont|è|sono|es|son|is|are|ist|sind|wird|werden)\s+(?:(?:toujours|always|sempre|siempre|immer)\s+)?"
    r"\w+(?:é|ée|és|ées|ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute|ado|ada|ados|adas|ido|ida|idos|idas|ed|en|t))(?!\w)",
    re.I,
)


def normative(probe: str, group: Group) -> bool:
    """ "Bisogna documentare ogni nuova variabile", "Se debe revisar cada migración", "لا بد من
    توثيق كل متغير": a necessity said impersonally or of anyone (`norm`: "il faut", "bisogna",
    "se debe", "man sollte", "нужно", "لا بد من"), over every item of a kind or never (`universal`,
    outside a relative clause) or with a negative pronoun: a norm, not one job."""
    if not group.norm.search(probe) or group.specific.search(probe) or group.occasion.search(probe):
        return False  # "Se debe revisar cada línea de este PR": one thing, once
    return bool(
        _spans(group.universal, probe, group)
        or NEGATIVE_PRONOUN.search(probe)
        or _NEGATIVE_DETERMINER.search(probe)
    )


# One thing pointed at by a pronoun or demonstrative ("merge it yourself", "hazlo tú mismo",
# "farlo da solo", "смержи этот PR сам", "هذا"): a waiver for it is for once.
_POINTED = re.compile(
    r"(?<!\w)(?:it|this|that|them|ce|cet|cette|ces|este|esta|esto|ese|esa|eso|questo|questa|quello|"
    # (not "это" as the subject of a comment on what was said: "…, это норм", "это важно")
    r"quella|dies(?:e[nrs]?)?|den|das|этот|эту|это(?!\s+(?:норм\w*|ок|окей|важно|нормально)(?!\w))|этого|эти|هذا|هذه|ذلك)(?!\w)|"
    r"(?<!\w)\w+(?:ar|er|ir|re)(?:lo|la|los|las|li|le)(?!\w)|(?<!\w)(?:le|la|les|l['’])\s*\w+(?:er|ir|re)\s",
    re.I,
)
# A kind put first and parted by a comma, then the clause that takes it up by a pronoun ("Les
# montées de version de Node, tu peux les faire toi-même", "Los tests de humo, puedes lanzarlos
# tú"): the pronoun stands for the kind, no thing pointed at, unless the kind itself is pointed.
_DISLOCATED = re.compile(
    r"^\s*(?:les|los|las|gli|le|i|die|the|tous\s+les|toutes\s+les|todos\s+los|todas\s+las|tutti\s+i|"
    r"tutte\s+le|alle)\s+[^,;:]{3,80},\s*",
    re.I,
)


def _points(probe: str) -> bool:
    m = _DISLOCATED.match(probe)
    return bool(_POINTED.search(probe[: m.end()] if m else probe))


# What follows "without" is the gate waived, no offer ("sin preguntarme", "не спрашивая меня").
_GATE_WAIVED = re.compile(
    r"(?<!\w)(?:without|sans|sin|senza|ohne|без|بدون|دون|не)\s+\S+"
    # or asking negated ("t'embête pas à me demander", "no need to ask me")
    r"|(?<!\w)(?<!hésite\s)(?<!hésitez\s)(?:pas\s+(?:à|de|d['’])\s*me|no\s+need\s+to)\s+\S+",
    re.I,
)
# An offer to be asked or told ("feel free to ask", "n'hésite pas à demander", "sentiti libero di
# dirmi", "не стесняйся спрашивать", "لا تتردد في سؤالي"): politeness, not a rule for work.
_OFFER = re.compile(
    r"(?<!\w)(?:ask|tell\s+me|reach\s+out|ping\s+me|demander|me\s+dire|préguntar|preguntar|preguntarme|decirme|"
    r"chiedere|chiedermi|dirmi|fragen|nachfragen|melden|спрашивать|спросить|писать\s+мне|обращаться|"
    r"سؤالي|السؤال|تسأل|تسألني)(?!\w)",
    re.I,
)


_POINT_IN = re.compile(
    r"\s*(?:at|by|towards|à|en|vers|al|a|alla|am|zum|zu|gegen)\s+(?:the\s+|la\s+|l['’]\s*|el\s+)?"
    r"(?:end|start|beginning|close|fin|début|final|principio|comienzo|fine|inizio|Ende|Anfang|Schluss)\s+"
    r"(?:of\s+|de\s+|du\s+|de\s+la\s+|des\s+|del\s+|di\s+|della\s+|dello\s+)?",
    re.I,
)
_JOINED = re.compile(r"\s*(?:,|and|et|e|y|und|or|ou|o|oder)\s*", re.I)
# "only" after one thing pointed at ("For this hotfix only", "pour cette PR uniquement", "solo per
# questa", "nur für diesen Branch"): that thing alone, once.
_ONLY_AFTER = re.compile(
    r"\s*(?:only|alone|seulement|uniquement|solo|soltanto|solamente|únicamente|nur|allein)(?!\w)",
    re.I,
)


# A permission restricted to a kind of change ("…, but only for config fixes", "uniquement pour des
# correctifs", "solo per i fix", "nur für Hotfixes", "solo para cambios de …").
_ONLY_FOR_KIND = re.compile(
    r"(?<!\w)(?:only|uniquement|seulement|solo|soltanto|solamente|únicamente|nur|ausschließlich)\s+"
    r"(?:for|pour|per|para|für|bei)\s+(?:(?:les|des|le|la|los|las|i|gli|le|die|den|the)\s+)?\w",
    re.I,
)


def _only_this(probe: str, group: Group) -> bool:
    return any(
        _ONLY_AFTER.match(probe, m.end())
        for p in group.specific.patterns
        for m in p.finditer(probe)
    )


def lasting(probe: str, group: Group) -> bool:
    """True when the structure of a sentence (its masked view, lead-ins and greetings
    blanked) makes it a standing rule: a conditional or recurring directive, a directive over
    every item of a kind, a permission or waiver, a restriction to a recurring time; never
    what is tied to one occasion or one thing pointed at. The questions are asked cheapest
    first, and only as far as the answer needs."""
    if group.occasion.search(probe) or _only_this(probe, group):
        return False
    if group.restricted.search(probe) or group.permission.search(probe):
        return True
    if (
        group.may.search(probe)
        and _ONLY_FOR_KIND.search(probe)
        and not group.specific.search(probe)
        and not _POINTED.search(probe[: _ONLY_FOR_KIND.search(probe).start()])
    ):
        return True  # "Tu peux pusher direct sur staging, mais uniquement pour des correctifs de config"
    if (
        group.waiver.search(probe)
        and not group.specific.search(probe)
        and not _points(probe)
        and not _OFFER.search(_GATE_WAIVED.sub(" ", probe))
    ):
        return True  # "Lockfiles darfst du jederzeit ohne Rückfrage aktualisieren"
    probe = times.day_parts_blanked(probe, group)
    parts = _split(probe, group)
    if parts is not None:
        condition, main = parts
        if group.runtime.search(condition):
            return False  # "When the user clicks Save, validate the form": the code's spec
        if group.specific.search(probe):
            return False  # "Push this hotfix once CI is green": one thing, once
        if group.single_event.search(condition) and not (
            group.generic.search(condition) or group.generic.search(main)
        ):
            return False  # "Push the hotfix once CI is green": the condition happens once
        if times.HOUR_LEAD.fullmatch(condition):
            return _after_hours(probe, group)  # "After 6pm, …": only a prohibition lasts
        if _governed(main, group):
            return True
        # "Le week-end, ne me ping pas sauf si …": the main clause may be tied to a time itself
        probe = main
    if (
        _spans(group.quantified, probe, group)
        and not group.specific.search(probe)
        and not group.task.search(probe)
        and _governed(probe, group)
    ):
        return True  # "Tag me on any PR that touches billing"
    # a quantified object under a fronted time ("في عطلة نهاية الأسبوع لا تشغّل أي ترحيل",
    # "Le week-end, ne lance aucun job") is read by the time, as without it
    # "Deploy on Fridays", "每周一早上更新依赖": the rest of the sentence, its time taken out,
    # must ask for an act in so many words ("Deploys happen on Fridays" only describes).
    # A time fronted before the verb ("Le lundi, commence par …", "Montags fass mir …") lets
    # the verb open the rest, as a condition does.
    spans = _spans(group.recurring, probe, group)
    for c, d in _spans(_EVERY_UNIT_SLOT, probe, group):
        # a longer frame read by its parts takes in a table's shorter one ("les jours" of "les
        # jours de release")
        spans = [(a, b) for a, b in spans if not (c <= a and b <= d)]
        if not any(a <= c < b for a, b in spans):
            spans.append((c, d))
    spans.sort()
    # "Il sabato e la domenica …", "Les lundis et les jeudis …": times joined by "and" are one frame
    for i in range(len(spans) - 1, 0, -1):
        (a, b), (c, d) = spans[i - 1], spans[i]
        if b <= c and _JOINED.fullmatch(probe[b:c]):
            spans[i - 1 : i + 1] = [(a, d)]
    if not spans:
        return _after_hours(probe, group) or _during_period(probe, group)
    rest = probe
    for a, b in spans:
        # the part of the day belongs to the time frame ("Il venerdì pomeriggio …")
        part = times.PART_OF_DAY.match(probe, b)
        b = part.end() if part else b
        rest = rest[:a] + " " * (b - a) + rest[b:]
    rest = times.CLOCK.sub(lambda m: " " * len(m.group()), rest)
    rest = rest[AFTER_RETRACTION.match(rest).end() :]
    # an hour after the day ("كل ليلة بعد الساعة الثامنة، …", "Every night after 8, …") belongs
    # to the time frame as a part of the day does
    hour = times.HOUR_LEAD.match(rest)
    if hour and rest[hour.end() :].strip():
        rest = " " * hour.end() + rest[hour.end() :]
    if not rest.strip():
        return False
    # a point within the recurring stretch belongs to it ("At the end of each day, …", "À la fin
    # de chaque sprint, …", "Al final de cada mes, …", "Am Ende jeder Woche …")
    fronted = not probe[: min(a for a, _ in spans)].strip() or bool(
        _POINT_IN.fullmatch(probe[: min(a for a, _ in spans)])
    )
    if (
        fronted
        and (subject := _GENERIC_SUBJECT.match(rest))
        and (group.negated.search(rest) or NEGATIVE_PRONOUN.search(rest))
        and not _HAVING.search(rest, subject.end())
    ):
        return True  # "Le vendredi, on ne déploie rien": what is not done then, by anyone
    if (
        _WE_DO.match(rest)
        and not _HAVING.search(" ".join(rest.split()[:3]))  # "le lundi on a …": a schedule
        and not group.question.search(rest)
    ):
        return True  # "Зависимости обновляем в первый понедельник каждого месяца": the team's way
    if (
        fronted
        and NEGATIVE_PRONOUN.search(" ".join(rest.split()[:3]))
        and not _HAVING.search(" ".join(rest.split()[:3]))
        and not group.question.search(rest)
    ):
        return True  # "Am letzten Werktag im Quartal fasst keiner … an": no one does it then
    if fronted and _NEGATIVE_DETERMINER.match(rest.lstrip()):
        return True  # "En dehors des heures de bureau, pas de déploiement": none of it then
    if fronted and (
        _ONLY_NOTE.match(rest.lstrip(" ,،"))
        or (_ONLY_ANY.search(rest) and not _NOT_ONLY.search(rest) and not group.past.search(rest))
    ):
        return True  # "During code freezes, only bug fixes get merged": a restriction, then
    if not fronted:
        # "I backup girano ogni notte alle 3: non programmare altri job a quell'ora": a statement
        # holding the recurring time, then after a colon or dash the order it governs
        colon = _AFTER_FRAME.search(rest, max(b for _, b in spans))
        if colon and _governed(rest[colon.end() :], group):
            return True
    return _governed(rest, group) if fronted else bool(group.directive.search(rest))


# "Only" opening a clause or a note ("only bug fixes get merged", "seulement des correctifs", "nur
# Hotfixes", "solo fix di sicurezza"): under a time frame put first, what is allowed then.
_ONLY_NOTE = re.compile(
    r"(?:only|just|seulement|uniquement|solo|soltanto|solamente|únicamente|nur|ausschließlich|только)\s+\S",
    re.I,
)
_AFTER_FRAME = re.compile(r"\s*(?:[:：]|\s[—–-])\s*")


def _during_period(probe: str, group: Group) -> bool:
    """ "Pendant le gel de code de fin d'année, seulement des correctifs de sécurité", "During the
    code freeze, no refactoring": under a stretch of time put first, a restriction or a
    prohibition holds whenever the stretch comes round (an order then is a job then: "During the
    demo, keep the logs open"); never for one pointed at ("during this sprint")."""
    m = times.DURING.match(probe)
    if m is None or group.specific.search(m.group()) or group.occasion.search(m.group()):
        return False
    rest = probe[m.end() :]
    if not rest.strip():
        return False
    if _ONLY_NOTE.match(rest) or _NEGATIVE_DETERMINER.match(rest) or NEGATIVE_PRONOUN.match(rest):
        return True
    if _ONLY_ANY.search(rest) and not _NOT_ONLY.search(rest):
        # "seuls les correctifs urgents passent", "si fanno solo hotfix", "النشر يكون بعد الفطار
        # بس": "only" anywhere in what holds then restricts it
        return True
    return bool(group.negated.search(rest)) and _governed(rest, group)


# "Only" as a word of its own anywhere in a clause ("seuls les correctifs", "si fanno solo hotfix",
# "nur Hotfixes", "лишь", "بس"), and "not only" which widens instead.
_ONLY_ANY = re.compile(
    r"(?<!\w)(?:only|seul(?:e|s|es)?|seulement|uniquement|solo|soltanto|solamente|sólo|únicamente|nur|"
    r"ausschließlich|только|лишь|فقط|بس)(?!\w)",
    re.I,
)
_NOT_ONLY = re.compile(
    r"(?<!\w)(?:not\s+only|pas\s+seulement|pas\s+que|non\s+solo|no\s+solo|no\s+sólo|nicht\s+nur|не\s+только|"
    r"مش\s+بس|ليس\s+فقط)(?!\w)",
    re.I,
)


# A subject that stands for anyone on the team ("on", "we", "man", "si", "se", "мы"), with the
# negation some languages put first ("non si …", "no se …"): under a recurring time, what is not
# done then is a convention, as an order would be.
_GENERIC_SUBJECT = re.compile(
    r"^[\s,،]*(?:(?:non|no|ne|n['’])\s*)?(?:on|nous|we|man|wir|se|si|noi|nosotros|мы|у\s+нас|نحن)(?!\w)",
    re.I,
)
# What a team has or has not then ("On Fridays we don't have standup", "le lundi on n'a pas de
# réunion"): a schedule described, not work ruled out.
_HAVING = re.compile(
    r"(?<!\w)(?:have|has|had|a|avons|ont|haben|hat|tenemos|hay|abbiamo|c['’]è|ci\s+sono|есть|нет|"
    r"لدينا|عندنا)(?!\w)",
    re.I,
)


def _after_hours(probe: str, group: Group) -> bool:
    """ "After 6pm, no deploys", "Dopo le 18 niente deploy": a prohibition from a time of day
    on is a standing restriction; an order at a time of day ("After 6pm, deploy the hotfix")
    is one job at one time, not a rule."""
    m = times.HOUR_LEAD.match(probe)
    if m is None:
        return False
    rest = probe[m.end() :]
    if not rest.strip():
        return False
    if _ABSTAIN.search(rest):
        return True  # "After 8pm, leave the production database alone"
    if _GENERIC_SUBJECT.match(rest) and (
        group.negated.search(rest) or NEGATIVE_PRONOUN.search(rest)
    ):
        return True  # "Après 20 h, on ne touche plus à la base de prod": by anyone, then
    return bool(group.negated.search(rest)) and _governed(rest, group)


def _spans(slot: Slot, probe: str, group: Group) -> list[tuple[int, int]]:
    """Where the slot's patterns match, leaving out what stands inside a relative clause
    ("Write a function that returns every Friday": the Fridays are the function's)."""
    spans = [m.span() for p in slot.patterns for m in p.finditer(probe)]
    if not spans or not group.relative.patterns:
        return spans
    relatives = [m.span() for p in group.relative.patterns for m in p.finditer(probe)]
    if not relatives:
        return spans
    head_final = any(lex.head_final for lex in group.lexicons)

    def inside(span: tuple[int, int]) -> bool:
        if head_final:  # "모든 금요일을 반환하는 함수": the clause comes before its noun
            return any(span[1] <= r[0] for r in relatives)
        return any(r[1] <= span[0] for r in relatives)

    return [span for span in spans if not inside(span)]


def conditional_order(probe: str, group: Group) -> bool:
    """A condition clause that governs an order ("If a test fails, fix it first")."""
    parts = _split(probe, group)
    return parts is not None and bool(parts[0].strip()) and _governed(parts[1], group)


# Keeping away from a thing, said without a negation ("leave the database alone", "lass … in
# Ruhe", "laisse … tranquille", "deja … en paz", "lascia stare …", "stay away from", "تجنب",
# "ابتعد عن"): a prohibition as much as "don't touch" is.
_ABSTAIN = re.compile(
    r"(?<!\w)(?:leave\s+(?:\w+\s+){0,4}?alone|stay\s+away\s+from|keep\s+(?:your\s+)?hands\s+off|hands\s+off|"
    r"laisse[rz]?\s+(?:\w+\s+){0,4}?tranquilles?|lass\s+(?:\w+\s+){0,4}?in\s+Ruhe|lässt\s+du\s+(?:\w+\s+){0,4}?in\s+Ruhe|"
    r"deja\s+(?:\w+\s+){0,4}?en\s+paz|lascia\s+(?:stare|in\s+pace)|оставь\s+(?:\w+\s+){0,3}?в\s+покое|"
    # avoiding ("avoid running …", "évite de lancer …", "evita di …", "evita …", "vermeide …")
    r"avoid|évite[zr]?|evita(?:te|re)?|vermeide[tn]?)(?!\w)"
    r"|(?<![\u0621-\u064a])(?:تجنب|ابتعد\s+عن|اترك\s+\S+\s+\S*\s*في\s+حاله)",
    re.I,
)


def _governed(main: str, group: Group) -> bool:
    """True when a clause asks for an act: a directive in so many words, or a clause that
    opens with its verb in every language the sentence may be in (when the function words do
    not tell French from Italian, "me tomo la tarde" must read as a verb in both)."""
    if not main.strip():
        return False
    lead = SEQUENCE_LEAD.match(main)
    if lead and lead.end() and main[lead.end() :].strip():
        main = main[lead.end() :]  # "Каждое утро первым делом проверяй …": the verb after it
    if group.directive.search(main) or group.may.search(main):
        return True  # an order, or a permission ("…, you can push to main")
    patterns = group.verb_first.patterns
    return bool(patterns) and all(p.search(main) for p in patterns)


def split(probe: str, group: Group) -> tuple[str, str]:
    """(condition clause, main clause) of a sentence; ("", the sentence) when it has no
    condition: "If a test fails, fix it" says nothing everyday ("it fails") of its own."""
    parts = _split(probe, group)
    return ("", probe) if parts is None else parts


def _split(probe: str, group: Group) -> tuple[str, str] | None:
    main = _main_clause(probe, group)
    if main is None:
        return None
    condition = probe[len(main) :] if probe.startswith(main) else probe[: len(probe) - len(main)]
    return condition, main


def _main_clause(probe: str, group: Group) -> str | None:
    """The main clause a condition clause governs ("If a test fails, *fix it first*", "*Ask
    me* before you delete any file"), or None when the sentence has no condition clause."""
    lead = group.condition_lead.match(probe)
    if lead and lead.end() < len(probe.rstrip()):
        return probe[lead.end() :]
    tail = _first(group.condition_tail, probe)
    if tail is not None and probe[:tail].strip():
        # "Add a section explaining that contributors must sign before their first PR": a
        # condition after a relative or complement clause's opening is that clause's own.
        if any(p.search(probe, 0, tail) for p in group.relative.patterns) and not any(
            lex.head_final for lex in group.lexicons
        ):
            return None
        return probe[:tail]
    return _unpunctuated_main(probe, group)


# A word after which an order is the object of a wish or a modal, not a main clause ("if you
# could fix …", "si tu peux regarder …"): no clause boundary there.
_MODAL_BEFORE = re.compile(
    r"(?:could|would|can|will|should|may|might|must|want|wanna|like|need|needs|have|has|to|please|"
    r"pourrais|pourriez|peux|pouvez|veux|voulez|puedes|podrías|quieres|puoi|potresti|vuoi|"
    r"kannst|könntest|willst|möchtest|musst|sollst|de|d['’]|à|di|a|zu)",
    re.I,
)
_WORD_START = re.compile(r"(?<=\s)(?=\w)")
# A conjunction opening a condition clause (a preposition, "after the migration", opens none).
_SUBORDINATOR = re.compile(
    r"^\s*(?:if|when|whenever|once|as\s+soon\s+as|si|s['’]|quand|lorsque?|dès\s+que|chaque\s+fois\s+que|cuando|"
    r"siempre\s+que|en\s+cuanto|se|quando|ogni\s+volta\s+che|appena|wenn|falls|sobald|immer\s+wenn|"
    r"если|когда|как\s+только|إذا|اذا|لو|عندما|كلما)(?!\w)",
    re.I,
)


def _unpunctuated_main(probe: str, group: Group) -> str | None:
    """The main clause of a condition said with no punctuation at all, as voice-typed text has it
    ("if the build breaks on main drop everything and fix it first", "cuando termines una tarea
    muévela a hecho"): the condition clause runs until the first word from which an order is read
    (not after a modal or "to": "if you could fix …" is a request, no rule)."""
    if (
        any(c in probe for c in ",;:，；：")
        or not _SUBORDINATOR.match(probe)
        or not group.condition_lead.match(probe.rstrip(" .!") + ",")
    ):
        return None
    words = 0
    for m in _WORD_START.finditer(probe):
        words += 1
        k = m.start()
        if words < 3:
            continue
        before = probe[:k].split()
        if before and _MODAL_BEFORE.fullmatch(before[-1]):
            continue
        if group.directive.match(probe[k:]):
            return probe[k:]
    return None


def _first(slot: Slot, text: str) -> int | None:
    """Where the first of the slot's patterns matches first in `text`, or None."""
    found = [m.start() for p in slot.patterns if (m := p.search(text))]
    return min(found) if found else None


# A lower bound ("at least", "au moins", "almeno", "至少", "최소") sets a rule as a rate ("per PR",
# "par PR", "pro PR", "لكل", "每个", "마다"); alone it often counts what is.
_MINIMUM = re.compile(
    r"at\s+least|min(?:imum)?|au\s+moins|mindestens|minimal|al\s+menos|m[ií]nimo|almeno|минимум|"
    r"не\s+меньше|не\s+менее|على\s+الأقل|كحد\s+أدنى|至少|最少|起码|起碼|最低|少なくとも|최소|적어도",
    re.I,
)
_RATE = re.compile(
    r"(?<!\w)(?:per|par|pro|por|pour\s+chaque|for\s+(?:each|every)|на\s+кажд\w+|на|لكل|في\s+كل)(?!\w)|"
    r"每|마다|ごと|につき",
    re.I,
)
_PIECE_START = ",，、،:：;；—"
_PIECE_END = ",，、،;；。"


def limited(probe: str, group: Group) -> bool:
    """ "Des PR courtes, 300 lignes max", "Keep functions at most 40 lines", "build 失敗的話，
    最多重試兩次": a bound on a number set on the work, in a clause that asks for an act, under a
    condition, or as a note of its own of a few words; "The PR has at most 300 lines, fine"
    describes."""
    m = next((m for p in group.limit.patterns if (m := p.search(probe))), None)
    if m is None:
        return False
    if group.directive.search(probe):
        return True
    condition, main = split(probe, group)
    if condition and group.limit.search(main):
        return True
    a = max(probe.rfind(c, 0, m.start()) for c in _PIECE_START) + 1
    ends = [i for c in _PIECE_END if (i := probe.find(c, m.end())) >= 0]
    piece = probe[a : min(ends, default=len(probe))]
    if _MINIMUM.search(m.group()) and not _RATE.search(piece):
        return False  # "At least two tests fail" counts what is; "at least two per PR" sets a rate
    # a note opening with its bound may run longer ("Au moins deux approbations par PR")
    return word_count(piece) <= (8 if not probe[a : m.start()].strip() else 4)


# Promptly ("immediately", "tout de suite", "subito", "сразу", "فورا", "马上", "すぐ", "바로"): said
# of now, a one-off; said in a sentence with a condition, as soon as the condition holds.
_PROMPTLY = re.compile(
    r"(?<!\w)(?:immediately|right\s+away|straight\s+away|at\s+once|tout\s+de\s+suite|immédiatement|"
    r"sofort|umgehend|de\s+inmediato|inmediatamente|enseguida|en\s+seguida|subito|immediatamente|"
    r"сразу|немедленно|فورا|فوراً|على\s+الفور)(?!\w)"
    # words in scripts without spaces stand next to other letters
    r"|马上|馬上|立刻|立即|即刻|すぐに|すぐ|直ちに|바로|즉시|곧바로",
    re.I,
)


def without_promptly(probe: str, group: Group) -> str:
    """The sentence as its refusals read it: in a sentence with a condition, "promptly" is as soon
    as the condition holds ("If CI fails, tell me immediately", "Se la CI fallisce, avvisami
    subito", "如果 CI 失败了，马上告诉我"), no one-off; elsewhere it stays ("Deploy it right away")."""
    if not _PROMPTLY.search(probe) or not split(probe, group)[0]:
        return probe
    return _PROMPTLY.sub(lambda m: " " * len(m.group()), probe)


# Without what, into which protected place ("Du nouveau code sans tests ne rentre pas dans main",
# "새 코드는 테스트 없으면 main에 못 들어가요"): a gate on the work, said of whatever reaches it.
_WITHOUT = re.compile(
    r"(?<!\w)(?:without|sans|ohne|sin|senza|без|بدون|دون)(?!\w)|없이|없으면|没有|沒有|なしで|なしに|ないと"
)
_PROTECTED = re.compile(
    r"(?<![\w/-])(?:main|master|trunk|develop|release|prod|production|produzione|producción|"
    r"производств\w*|прод|الإنتاج|الانتاج)(?![A-Za-z0-9_-])|本番|운영|正式環境|正式环境|生产环境|生產環境",
    re.I,
)


# Without the speaker's own consent ("without my OK", "sans mon accord", "sin mi permiso", "senza
# il mio via libera", "ohne meine Freigabe", "без моего согласия", "بدون موافقتي", "دون إذني").
_WITHOUT_MINE = re.compile(
    r"(?<!\w)(?:without|sans|ohne|sin|senza|без|بدون|دون)\s+(?:my|mon|ma|mes|mi|mis|(?:il|la)\s+mi[oa]|"
    r"meine?[nrs]?|моего|моей|моих|мое)(?!\w)|(?<!\w)(?:بدون|دون)\s+\S+(?:ي|تي)(?![\u0621-\u064a])",
    re.I,
)


def gated(probe: str, group: Group) -> bool:
    """ "Il codice nuovo senza test non entra in main", "الكود بدون مراجعة لا يدخل main": what may
    not reach a protected branch or production without something is a rule for whatever does;
    so is what is excluded without the speaker's own consent ("Pas de nouvelle dépendance sans mon
    accord", "No new dependencies without my OK")."""
    if _WITHOUT_MINE.search(probe) and (
        any(p.match(probe) for p in group.directive.patterns)  # an order, from its start
        or _NEGATIVE_DETERMINER.match(probe.lstrip())
    ):
        return True
    if _NEGATIVE_DETERMINER.match(probe.lstrip()) and _WITHOUT.search(probe):
        return True  # "Pas de migration de données sans qu'on en ait parlé avant": none without it
    return bool(_WITHOUT.search(probe) and _PROTECTED.search(probe) and group.negated.search(probe))


_EDGE = " \t,，、،;；:："


def says_it_lasts(probe: str, group: Group) -> bool:
    """In a long task message, whether a sentence says its rule lasts: a universal word
    ("always", "every time", "每次", "마다") in its main clause, or opening or closing its
    condition ("Whenever you touch billing/, …", "…바꿀 때마다 …"); a quantifier inside a
    condition ("If any test fails, tell me") is about this task's items, a step."""
    condition, main = split(probe, group)
    if not condition:
        return bool(group.universal.search(probe))
    if group.universal.search(main):
        return True
    inner = condition.strip(_EDGE)
    for pattern in group.universal.patterns:
        for m in pattern.finditer(inner):
            if m.start() <= 1 or m.end() >= len(inner) - 1:
                return True
    return False


# "Only" ("solo", "uniquement", "nur", "только", "فقط", "只", "だけ", "만"): what a restriction says.
# In Latin and Cyrillic script, "only" restricts a way or a place when a preposition follows it
# ("only in read-only mode", "uniquement en lecture seule"); "only the tests failed" counts.
_ONLY = re.compile(
    r"(?<!\w)(?:only|solo|soltanto|solamente|uniquement|seulement|nur|únicamente|только)\s+"
    r"(?:in|on|at|via|with|through|from|en|dans|sur|avec|par|depuis|su|con|tramite|da|mit|im|auf|über|"
    r"über|por|desde|в|на|через|по|с)(?!\w)"
    r"|(?<!\w)(?:فقط|بس)(?!\w)|只能|只用|只在|だけ|のみ|[가-힣]만(?=\s|$|[.,])",
    re.I,
)


def restricts(probe: str) -> bool:
    """True when a sentence restricts what it speaks of to some way or place ("only")."""
    return bool(_ONLY.search(probe))


# Issue 33, eighth round: three shared classes, each a part a sentence plays in every language.

# Every item of a kind *to come* ("every new env variable", "chaque nouvelle route", "jede neue
# Funktion", "каждая новая таблица", "كل مكتبة جديدة"), or every item of the addressee's own work
# ("each module you write", "chaque module que tu écris", "jedes Modul, das du anlegst"): a
# sentence about them, whatever its verb ("… gets its own README", "… se documenta"), is said of
# work not yet done, a rule, as a universal object under an order is.
_UNIVERSAL_DET = (
    r"(?:each|every|all|any|chaque|tou(?:te|s|tes)|cada|tod[oa]s(?:\s+l[oa]s)?|ogni|tutt[ie](?:\s+[il]\s*)?|"
    r"jede[rsnm]?|alle|кажд(?:ый|ая|ое|ую|ого|ой)|любо(?:й|е|ая|ую)|все|كل)"
)
_NEW = (
    r"(?:new|nouve(?:au|l|lle|aux|lles)|nuev[oa]s?|nuov[oaie]|neue[rsnm]?|нов(?:ый|ая|ое|ую|ые|ого|ой)|"
    r"جديد(?:ة)?)"
)
_TO_COME = re.compile(
    r"^\s*(?:(?:and|et|y|e|und|и)\s+)?"
    + _UNIVERSAL_DET
    + r"\s+(?:[\w'’.-]+\s+){0,3}?"
    + _NEW
    + r"(?!\w)",
    re.I,
)
_OF_YOURS = re.compile(
    r"^\s*(?:(?:and|et|y|e|und|и)\s+)?"
    + _UNIVERSAL_DET
    # "every time you …" is a condition, not an item of work
    + r"\s+(?!(?:time|times|fois|vez|veces|volta|volte|Mal|раз|مرة)(?!\w))(?:[\w'’.-]+,?\s+){1,3}?"
    r"(?:(?:(?:that|which)\s+)?you\s+(?!are|were|have|had|did)\w+|"
    r"(?:que|qu['’]|che|den|die|das|который|которую|которое|которые)\s+(?:tu|tú|du|ты|вы)\s+\w+|"
    r"(?:que|che)\s+\w{2,}(?:es|as|i)(?!\w))",
    re.I,
)
# An arabic universal over a noun then "new" ("كل مكتبة جديدة", "كل دالة عامة جديدة").
_TO_COME_AR = re.compile(r"^\s*و?كل\s+(?:\S+\s+){1,3}?جديد(?:ة)?(?![\u0621-\u064a])")


def of_kind_to_come(probe: str, group: Group) -> bool:
    """ "Each Terraform module you write gets its own README", "and every new env variable gets
    listed in .env.example": a sentence about every item of a kind still to be made, or every
    item of the addressee's own work (not a condition: "If every test passes, …" is a clause)."""
    if _SUBORDINATOR.match(probe) or group.question.search(probe):
        return False
    m = _TO_COME.match(probe) or _TO_COME_AR.match(probe)
    if m is None:
        m = _OF_YOURS.match(probe)
        if m is None:
            return False
    rest = probe[m.end() :]
    return word_count(rest) >= 2 and not _MEASURE.search(rest)


# A verb of measure ("takes ten minutes", "dauert", "coûte", "занимает"): "Each new build takes ten
# minutes" describes the items; it rules nothing.
_MEASURE = re.compile(
    r"(?<!\w)(?:takes?|lasts?|costs?|weighs?|dure|durent|coûte|coûtent|prend|prennent|tarda|tardan|dura|"
    r"duran|cuesta|cuestan|richiede|richiedono|costa|costano|dauert|dauern|kostet|kosten|braucht|brauchen|"
    r"занима\w+|дл[ия]тся|стоит|стоят|يستغرق|تستغرق|تكلف|يكلف)(?!\w)",
    re.I,
)


# A habit said at the close of a note or statement ("Screenshots in PRs for any UI change, every
# time.", "Las variables de entorno se documentan en el README, todas.", "…, immer.", "…, всегда."):
# the closing universal makes what precedes it hold each time.
_HABIT_CLOSE = re.compile(
    r"[,;—–]\s*(?:every\s+(?:single\s+)?time|each\s+time|always|all\s+of\s+them|without\s+exception|"
    r"à\s+chaque\s+fois|toujours|sans\s+exception|tou(?:s|tes)|siempre|cada\s+vez|sin\s+excepci[oó]n|"
    r"tod[oa]s|sempre|ogni\s+volta|senza\s+eccezioni?|tutt[ie]|immer|jedes\s+Mal|ohne\s+Ausnahme|alle|"
    r"всегда|каждый\s+раз|без\s+исключени[йя]|все|دائما|دائماً|دايما|دايماً|كل\s+مرة|كلها|بدون\s+استثناء)"
    r"\s*[.!]*\s*$",
    re.I,
)


def habit_closes(probe: str, group: Group) -> bool:
    """A note or statement of at least two words, closed by "every time", "always", "all of them"."""
    m = _HABIT_CLOSE.search(probe)
    if m is None or word_count(probe[: m.start()]) < 2 or group.question.search(probe):
        return False
    # what it closes: a note over any item of a kind, the team's or no one's present, or a thing
    # work makes then how ("The build failed, every time" reports)
    before = probe[: m.start()]
    return bool(
        _spans(group.quantified, before, group)
        or group.universal.search(before)
        or _WE_DO.match(before)
        or group.contrast.search(before)
        or (group.topic.match(before) and not group.past.search(before))
    )


# A bound named as a noun, then its number ("Die maximale Zeilenlänge ist 80", "El límite de
# línea es de 100 caracteres", "the max line length is 100", "Максимальная длина строки — 120",
# "الحد الأقصى لطول السطر 100"): a limit set on the work, as "at most 80" is.
_BOUND_NOUN = re.compile(
    r"(?<!\w)(?:max(?:imum|imal)?|limit|cap|la\s+limite|limite|m[áa]xim[oa]|l[íi]mite|massim[oa]|"
    r"maximale[rn]?|Obergrenze|Grenze|Limit|максимальн\w+|лимит|предел|الحد\s+الأقصى|أقصى|حد)(?!\w)"
    # the noun it bounds between ("max *PR size* is 400", "Максимальная *длина строки* 80"): "al
    # massimo 300", "at most 300" is an adverb, said of what is as often as of what is to be
    r"\s+[^\W\d][^.!?\d]{0,40}?(?:\s(?:is|are|es|est|è|ist|liegt\s+bei|sont|son|sono|sind)(?:\s+(?:de|di|bei|à|a))?\s+|\s*[:=—–]\s*|\s+)"
    r"\d+(?!\.\d)",
    re.I,
)


def bound_named(probe: str) -> bool:
    """ "The maximum line length is 100": a limit named as a noun and given a number, in a note
    of a dozen words at most."""
    m = _BOUND_NOUN.search(probe)
    return m is not None and word_count(probe) <= 12


# An adverb of sequence before the verb ("first thing", "первым делом", "en premier", "zuerst",
# "lo primero", "per prima cosa", "أول شي"): the order opens after it.
SEQUENCE_LEAD = re.compile(
    r"^\s*(?:first\s+thing|first\s+of\s+all|first\s+off|first|d['’]abord|en\s+premier|avant\s+tout|"
    r"tout\s+d['’]abord|zuerst|als\s+Erstes|erst\s+mal|erstmal|primero|lo\s+primero|antes\s+que\s+nada|"
    r"prima\s+di\s+tutto|per\s+prima\s+cosa|innanzitutto|первым\s+делом|в\s+первую\s+очередь|"
    r"прежде\s+всего|أول\s+شي|أولاً|أولا|قبل\s+كل\s+شيء)(?!\w)\s*,?\s*",
    re.I,
)


# How a kind is named: a verb of naming or a noun of prefix, then a name of code ("Branches heißen
# feat/…", "Las ramas se llaman feat/<ticket>", "Les clés Redis ont le préfixe svc:", "Ветки
# называются feat/…"): a convention for every item of the kind, as "are prefixed with" is.
_NAMED = re.compile(
    r"(?<!\w)(?:are\s+(?:named|called)|s['’]appellent|se\s+nomment|sont\s+nommée?s|se\s+llaman|se\s+nombran|"
    r"si\s+chiamano|vengono\s+chiamat[ie]|heißen|werden\s+(?:\w+\s+)?(?:benannt|genannt)|называются|именуются|"
    r"اسمها|اسمهم|تتسمى|تسمى)\s+\S*[/_:<>.\-…]"
    r"|(?<!\w)(?:the\s+prefix|le\s+préfixe|el\s+prefijo|il\s+prefisso|das\s+Präfix|den\s+Präfix|префикс|البادئة)"
    r"\s+\S+",
    re.I,
)
_POINTED_FIRST = re.compile(
    r"^\s*(?:this|that|ce|cet|cette|este|esta|ese|esa|questo|questa|quel|quella|dies(?:e[nrs]?)?|"
    r"der\s+\w+\s+hier|этот|эта|это|هذا|هذه)(?!\w)",
    re.I,
)


def named_kind(probe: str, group: Group) -> bool:
    """A kind named by a pattern of code, said of no one thing pointed at."""
    return (
        _NAMED.search(probe) is not None
        and not _POINTED_FIRST.match(probe)
        and not group.specific.search(probe)
        and not group.question.search(probe)
    )
