"""The structure of one sentence, read alike in every language from each table's words.

A sentence states a lasting rule by its *structure* as much as by its words. Rather than one
pattern per wording, the engine asks the same questions of every sentence, and each
language's table (`lexicon.Lexicon`) only says which words play which part:

- **Clauses.** A condition clause (`condition_lead`: "If a test fails, …", "Wenn …, …",
  "如果…，…", "…たら、…", "…하면 …"; `condition_tail`: "… before you delete any file") and the
  main clause it governs (split in `conditions`). A condition makes a directive a standing rule:
  "Ask me before you delete any file" is said of every deletion to come.
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

from app.domain.memory.judgement import consequences, de_kinds, en_kinds, fr_kinds, times
from app.domain.memory.judgement.conditions import IT_MUST, governed, split_parts
from app.domain.memory.judgement.lexicon import Slot, rx
from app.domain.memory.judgement.needed_words import may_match
from app.domain.memory.judgement.role_duties import TEAM_DOES
from app.domain.memory.judgement.taking_back import AFTER_RETRACTION

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# The team as the subject of a verb ("we", "on", "wir", "noi", "мы", or a first person plural
# ending: "обновляем", "actualizamos", "aggiorniamo", "نحدّث" first): under a recurring time, what
# the team does then is its convention ("Зависимости обновляем каждого месяца …").
WE_DO = re.compile(
    r"^\s*(?:[\w-]+\s+){0,2}?(?:(?:we|wir|nous|on|noi|nosotros|мы)\s+\w+|\w+(?:ons|amos|emos|imos|iamo)|"
    r"[а-яё]+(?:ем|им|ём)(?![а-яё]))(?!\w)|^\s*ن[\u0621-\u064a\u064b-\u0652]{2,}|"
    r"^[^.!?]*?(?<![а-яё])не\s+[а-яё]+(?:ем|им|ём)(?:\s+(?:вообще|совсем|никогда|ни\s+в\s+коем\s+случае))?\s*[.!]?\s*$|"
    # or no one named: an impersonal or passive present ("si congela", "se congela", "wird …
    # eingefroren", "замораживается", "يُجمَّد")
    r"^\s*(?:[\w-]+\s+){0,2}?(?:(?:si|se)\s+|s['’])\w+|^[^.!?]*?(?<!\w)(?:wird|werden)(?!\w)|"
    # (or after a kind in the plural of three or four words, none of them a possessive: "Las reuniones
    # de equipo se hacen los jueves", not "Il mio capo si arrabbia il lunedì" nor a person's own "se")
    r"^\s*(?:los|las|i|gli|le)\s+(?!(?:[\w-]+\s+){0,2}?(?:mi|mis|mio|mia|miei|mie|tu|tus|tuo|tua|tuoi|su|sus|suo|sua|suoi)\s)"
    r"(?:[\w-]+\s+){2,3}?(?:si|se)\s+(?!(?:me|te|le|nos|os|les|mi|ti|gli|ci|vi)\s)\w+|"
    r"^[^.!?]*?[а-яё]+(?:ется|ются|ится|ятся)(?![а-яё])|^\s*(?:\S+\s+){0,2}?[يت]\u064f\S+",
    re.I,
)
NEGATIVE_DETERMINER = re.compile(
    r"(?<!\w)(?:kein(?:e|en|er|es|em)?|aucun(?:e)?|pas\s+d['’]|pas\s+de|ningún|ninguna|nessun[oa]?|niente|"
    # "zero" and "nothing of" as determiners ("Cero dependencias nuevas sin …", "Nada de
    # migraciones sin …", "Zero dipendenze senza …")
    r"cero|zero|nada\s+de|"
    r"никаких|никакой|никакие|никакого|никакую|لا|"
    # the Arabic existential negated ("ما في دمج", "مافيش", "لا يوجد"): none of it
    r"ما\s+في|مافي|ما\s+فيه|مفيش|مافيش|لا\s+يوجد)\s*(?!(?:problem|souci|problème|problema|Problem|проблем|مشكلة)\w*)\w",
    re.I,
)


class _Shared:
    """A pattern shared by every language, read where a table's slot is (`slot_spans`)."""

    def __init__(self, *patterns: re.Pattern[str]) -> None:
        self.patterns = patterns

    def runnable(self, text: str) -> list[re.Pattern[str]]:
        # (a pattern lacking its needed words finds nothing: not scanned, as a slot's is not.
        # `times.EVERY_UNIT` opens on no literal, ~60 µs a scan of a long sentence, and is asked
        # of 0.2 sentences a message: ~3 % of the judgement, ~1 % with its words asked first, one
        # sentence in seven holding one; issue 33, thirty-second round)
        return [p for p in self.patterns if may_match(p, text)]


_EVERY_UNIT_SLOT = _Shared(times.EVERY_UNIT)
# A closed class: the negative pronouns ("nothing", "nichts", "rien", "nada", "niente", "ничего",
# "لا شيء"): "Freitags wird nichts ausgerollt" says what is not done, as "nicht" does.
NEGATIVE_PRONOUN = re.compile(
    r"(?<!\w)(?:nothing|nobody|no\s+one|nichts|niemand|keiner|rien|personne|nada|nadie|niente|nulla|nessuno|"
    r"ничего|никто|никому|لا\s+شيء|لا\s+أحد)(?!\w)",
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
        slot_spans(group.universal, probe, group)
        or NEGATIVE_PRONOUN.search(probe)
        or NEGATIVE_DETERMINER.search(probe)
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
# (issue 33, sixteenth round) or Arabic's and Russian's "at" before "every …" ("في كل زيارة …",
# "На каждой планёрке …"): the time frame still opens the sentence
_AT_EACH = re.compile(r"\s*(?:في|на|при)\s+")
# (the same point closing what comes before a time: "Кладовщик в конце каждой смены …")
_POINT_IN_END = re.compile(
    r"(?:"
    + _POINT_IN.pattern
    + r"|\s*(?:в|во)\s+(?:конце|начале)\s+|\s*(?:في\s+)?(?:نهاية|بداية|آخر|أول)\s+)$",
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
        for p in group.specific.runnable(probe)
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
    whole = probe
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
    parts = split_parts(probe, group)
    if parts is not None:
        condition, main = parts
        if group.runtime.search(condition):
            return False  # "When the user clicks Save, validate the form": the code's spec
        if group.specific.search(probe):
            return False  # "Push this hotfix once CI is green": one thing, once
        if _ONLY_ANY.search(main) and not _NOT_ONLY.search(main) and _UP_TO.search(main):
            # "Once the code freeze starts on the 15th, only hotfixes get merged until the release
            # ships": a restriction from one event up to another, a stretch named by its ends
            return True
        if group.single_event.search(condition) and not (
            group.generic.search(condition) or group.generic.search(main)
        ):
            return False  # "Push the hotfix once CI is green": the condition happens once
        if times.HOUR_LEAD.fullmatch(condition):
            return _after_hours(probe, group)  # "After 6pm, …": only a prohibition lasts
        if times.DURING.match(probe):
            # "Пока идёт заморозка релиза, в main мержим только исправления багов": under a
            # stretch of time read as a condition, a restriction holds whenever it comes round;
            # an order then is a job then ("Mientras dure la reunión, apaga las notificaciones")
            return _during_period(probe, group)
        if governed(main, group):
            return True
        if IT_MUST.match(main) and group.generic.search(condition):
            return True  # "Dès qu'un test touche au réseau, il doit être marqué …": any such item
        if consequences.case_then_done(condition, main, group):
            # "Sobald ein Test länger als fünf Sekunden braucht, kommt er in die Slow-Suite", "Si un
            # webhook échoue trois fois, on coupe l'abonnement": what happens to any such item, or
            # what the team does then, in the plain present
            return True
        if times.UNTIL.match(probe) and _during_period(probe, group):
            return True  # "لحد ما نخلص الترحيل، ما في أي تعديل …": a restriction up to then
        # "Le week-end, ne me ping pas sauf si …": the main clause may be tied to a time itself
        probe = main
    if (
        slot_spans(group.quantified, probe, group)
        and not group.specific.search(probe)
        and not group.task.search(probe)
        and governed(probe, group)
    ):
        return True  # "Tag me on any PR that touches billing"
    # a quantified object under a fronted time ("في عطلة نهاية الأسبوع لا تشغّل أي ترحيل",
    # "Le week-end, ne lance aucun job") is read by the time, as without it
    # "Deploy on Fridays", "每周一早上更新依赖": the rest of the sentence, its time taken out,
    # must ask for an act in so many words ("Deploys happen on Fridays" only describes).
    # A time fronted before the verb ("Le lundi, commence par …", "Montags fass mir …") lets
    # the verb open the rest, as a condition does.
    spans = slot_spans(group.recurring, probe, group)
    for c, d in slot_spans(_EVERY_UNIT_SLOT, probe, group):
        # a longer frame read by its parts takes in a table's shorter one ("les jours" of "les
        # jours de release")
        spans = [(a, b) for a, b in spans if not (c <= a and b <= d)]
        if not any(a <= c < b for a, b in spans):
            spans.append((c, d))
    spans.sort()
    if spans and cadenced(whole, group):
        return True  # "Payroll runs on the last working day of the month": a schedule
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
        hour = times.AT_HOUR.match(probe, b)  # (and the hour: "По вторникам в девять утра …")
        b = hour.end() if hour else b
        a = 0 if _AT_EACH.fullmatch(probe[:a]) else a  # ("في كل زيارة …": "at" is the frame's)
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
        and not HAVING.search(rest, subject.end())
    ):
        return True  # "Le vendredi, on ne déploie rien": what is not done then, by anyone
    if (
        # (or a team named as the subject, or a kind and how each is kept or made: "Los sábados el
        # entorno de QA se apaga …")
        (
            WE_DO.match(rest)
            or (fronted and (TEAM_DOES.match(rest) or group.kind_made.match(rest.lstrip())))
        )
        and not having(" ".join(rest.split()[:3]), group)  # "le lundi on a …": a schedule
        and not group.question.search(rest)
    ):
        return True  # "Зависимости обновляем в первый понедельник каждого месяца": the team's way
    if (
        fronted
        and NEGATIVE_PRONOUN.search(" ".join(rest.split()[:3]))
        and not HAVING.search(" ".join(rest.split()[:3]))
        and not group.question.search(rest)
    ):
        return True  # "Am letzten Werktag im Quartal fasst keiner … an": no one does it then
    if fronted and NEGATIVE_DETERMINER.match(rest.lstrip()):
        return True  # "En dehors des heures de bureau, pas de déploiement": none of it then
    if fronted and (
        ONLY_NOTE.match(rest.lstrip(" ,،"))
        or (_ONLY_ANY.search(rest) and not _NOT_ONLY.search(rest) and not group.past.search(rest))
    ):
        return True  # "During code freezes, only bug fixes get merged": a restriction, then
    if not fronted:
        # "I backup girano ogni notte alle 3: non programmare altri job a quell'ora": a statement
        # holding the recurring time, then after a colon or dash the order it governs
        colon = _AFTER_FRAME.search(rest, max(b for _, b in spans))
        if colon and governed(rest[colon.end() :], group):
            return True
    if not fronted and _role_does(probe, spans, group):
        return True  # "Кладовщик в конце каждой смены пересчитывает остатки": the role's duty then
    return governed(rest, group) if fronted else bool(group.directive.search(rest))


def _role_does(probe: str, spans: list[tuple[int, int]], group: Group) -> bool:
    """A recurring time inside or after a clause of who does what (issue 33, fourteenth round): the
    sentence, the time and a point within it taken out, read as a role or a team and its doing
    ("La enfermera de turno actualiza la hoja … al final de cada turno", "Диспетчер каждое утро в
    семь рассылает …", "المعلم يصحح الواجبات كل يوم اثنين")."""
    rest = probe
    for a, b in spans:
        part = times.PART_OF_DAY.match(probe, b)
        b = part.end() if part else b
        hour = times.AT_HOUR.match(probe, b)
        b = hour.end() if hour else b
        point = _POINT_IN_END.search(probe, 0, a)
        a = point.start() if point else a
        rest = rest[:a] + " " * (b - a) + rest[b:]
    rest = " ".join(times.CLOCK.sub(" ", rest).split())
    rest = rest[:1].lower() + rest[1:]  # (the role opening the sentence: "Кладовщик …")
    return bool(
        TEAM_DOES.match(rest)
        and not having(" ".join(rest.split()[:3]), group)
        and not group.question.search(rest)
        and not group.past.search(rest)
    )


# "Only" opening a clause or a note ("only bug fixes get merged", "seulement des correctifs", "nur
# Hotfixes", "solo fix di sicurezza"): under a time frame put first, what is allowed then.
ONLY_NOTE = re.compile(
    r"(?:only|just|seulement|uniquement|solo|soltanto|solamente|únicamente|nur|ausschließlich|только)\s+\S",
    re.I,
)
_AFTER_FRAME = re.compile(r"\s*(?:[:：]|\s[—–-])\s*")


def _during_period(probe: str, group: Group) -> bool:
    """ "Pendant le gel de code de fin d'année, seulement des correctifs de sécurité", "During the
    code freeze, no refactoring": under a stretch of time put first, a restriction or a
    prohibition holds whenever the stretch comes round (an order then is a job then: "During the
    demo, keep the logs open"); never for one pointed at ("during this sprint")."""
    m = times.DURING.match(probe) or times.UNTIL.match(probe)
    if (
        m is None
        or group.specific.search(m.group())
        or group.occasion.search(m.group())
        or _SPEAKER.search(m.group())  # "Bis zum Meeting hab ich keine Zeit": the speaker's day
    ):
        return False
    rest = probe[m.end() :]
    if not rest.strip():
        return False
    # German puts no comma after the frame: "Während der Feiertage nur Hotfixes, sonst nichts"
    # (the frame read up to the comma holds the restriction)
    if _ONLY_ANY.search(m.group(), 8) and not _NOT_ONLY.search(m.group()):
        return True
    if ONLY_NOTE.match(rest) or NEGATIVE_DETERMINER.match(rest) or NEGATIVE_PRONOUN.match(rest):
        return True
    if _ONLY_ANY.search(rest) and not _NOT_ONLY.search(rest):
        # "seuls les correctifs urgents passent", "si fanno solo hotfix", "النشر يكون بعد الفطار
        # بس": "only" anywhere in what holds then restricts it
        return True
    if group.negated.search(rest) and WE_DO.match(rest) and not _WE_ARE.match(rest):
        # "Bis die Umstellung abgeschlossen ist, werden … keine neuen Spalten angelegt": a
        # prohibition said of no one (a passive, an impersonal) or of the team holds then too
        return True
    if group.negated.search(rest) and governed(rest, group):
        return True
    # up to an event: what every item of a kind gets then ("Hasta que cerremos la auditoría, cada
    # componente nuevo lleva su etiqueta aria"), or what no one does then, said impersonally or
    # by the team ("Fino al rilascio della 3.0 non si toccano le API pubbliche")
    until = times.UNTIL.match(probe)
    if until is None or _SPEAKER.search(until.group()):
        return False
    after = probe[until.end() :]
    return bool(_EVERY_ITEM.match(after) or _NONE_DOES.match(after) or _KEPT_SO.match(after))


_NONE_DOES = re.compile(
    # (the thing may come first: "…, il branch main non si tocca")
    r"\s*(?:(?:il|lo|la|l['’]|i|gli|le|el|los|las)\s*[\w'’./-]+(?:\s+[\w'’./-]+){0,3}?\s+)?"
    r"(?:non\s+si\s+\w+|no\s+se\s+\w+|не\s+[а-яё]+(?:ем|им|ём|ется|ются|ится|атся|ятся))(?!\w)",
    re.I,
)

# A thing that stays as it is up to an event ("Fino alla demo, il branch main resta congelato",
# "Hasta la auditoría, la rama main se queda congelada", "До релиза ветка main остаётся
# замороженной", "حتى الإطلاق، الفرع main يبقى مجمداً"): a state held, a restriction then.
_KEPT_SO = re.compile(
    r"\s*(?:[\w'’./-]+\s+){1,4}?(?:resta|restano|rimane|rimangono|se\s+queda|se\s+quedan|sigue|siguen|permanece|"
    r"permanecen|остаётся|остается|остаются|stays|stay|remains|remain|bleibt|bleiben|reste|restent|demeure|"
    r"يبقى|تبقى|يظل|تظل|بيضل|بتضل|يضل|تضل)\s+\w",
    re.I,
)

# Every item of a kind opening what holds up to an event (not a unit of time: "cada día")
_EVERY_ITEM = re.compile(
    r"\s*(?:every|each|chaque|cada|ogni|jede[nmrs]?|кажд(?:ый|ая|ое|ую|ого|ой)|كل)\s+"
    r"(?!(?:" + times.UNIT + r")(?!\w))\w",
    re.I,
)


# Up to an event, inside a clause ("… until the release ships", "… jusqu'à la sortie", "… bis
# zum Release").
_UP_TO = re.compile(
    r"(?<!\w)(?:until|till|jusqu['’](?:à|au|aux)|bis\s+(?:zum|zur|die|der|das))(?!\w)", re.I
)

# The team in a state, not at work ("Until Monday we are not in the office").
_WE_ARE = re.compile(
    r"\s*(?:we|wir|nous|on)\s+(?:are|were|sind|waren|sommes|est|était)(?!\w)", re.I
)

# The speaker as a subject inside what was read as a frame ("Bis zum Meeting hab ich …").
_SPEAKER = re.compile(r"(?<!\w)(?:I|ich|je|j['’]|yo|io|я)(?!\w)")

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


def only_piece(piece: str, group: Group) -> bool:
    """A short piece that says what alone is used or allowed, with "only" anywhere in it ("solo
    dati finti", "только httpx", "بصيغة ISO فقط", "solo en los plugins"), not widened ("not only")
    not a report of the past and not one occasion: beside a piece that excludes a thing, one convention."""
    return (
        bool(_ONLY_ANY.search(piece))
        and not _NOT_ONLY.search(piece)
        and len(piece.split()) <= 8
        and not group.past.search(piece)
        and not group.question.search(piece)
        # "في هذه المهمة فقط", "solo per questo task": only this once, no convention
        and not group.specific.search(piece)
        and not group.one_off.search(piece)
        and not group.occasion.search(piece)
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
HAVING = re.compile(
    r"(?<!\w)(?:have|has|had|a|avons|ont|haben|hat|gibt|gab|tenemos|hay|abbiamo|c['’]è|ci\s+sono|есть|нет|"
    r"لدينا|عندنا)(?!\w)",
    re.I,
)
# English has no French "a" of having: "we run a full pass", "new hires shadow a senior" name an
# object with an article (issue 33, thirteenth round); the other tables read HAVING whole.
_HAVING_EN = re.compile(r"(?<!\w)(?:have|has|had)(?!\w)", re.I)
# nor have Spanish and Italian, where "a" is "to" ("Aquí las ofertas a clientes grandes las firma …";
# issue 33, fifteenth round)
_HAVING_NOT_A = re.compile(HAVING.pattern.replace("|a|", "|"), re.I)


def having(text: str, group: Group) -> bool:
    """What a team has (HAVING), read with the sentence's own language."""
    code = group.lexicons[0].code
    return bool(
        (_HAVING_EN if code == "en" else _HAVING_NOT_A if code in ("es", "it") else HAVING).search(
            text
        )
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
    return bool(group.negated.search(rest)) and governed(rest, group)


def slot_spans(slot: Slot, probe: str, group: Group) -> list[tuple[int, int]]:
    """Where the slot's patterns match, leaving out what stands inside a relative clause
    ("Write a function that returns every Friday": the Fridays are the function's)."""
    # (a pattern lacking its needed words finds nothing: not scanned, `Slot.runnable`)
    spans = [m.span() for p in slot.runnable(probe) for m in p.finditer(probe)]
    if not spans or not group.relative.patterns:
        return spans
    relatives = [m.span() for p in group.relative.runnable(probe) for m in p.finditer(probe)]
    if not relatives:
        return spans
    head_final = any(lex.head_final for lex in group.lexicons)

    def inside(span: tuple[int, int]) -> bool:
        if head_final:  # "모든 금요일을 반환하는 함수": the clause comes before its noun
            return any(span[1] <= r[0] for r in relatives)
        return any(r[1] <= span[0] for r in relatives)

    return [span for span in spans if not inside(span)]


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


# A cadence said of the work (issue 33, thirteenth round): a time that comes round and says how often
# or at which slot (times.CADENCE), with a subject and a plain present of doing, in the tables of the
# languages that read it (en_kinds, fr_kinds, de_kinds `CADENCED`): "Payroll runs on the last working
# day of the month", "L'astreinte change de main le lundi à dix heures", "Jeden zweiten Dienstag
# fährt die QA …". Asked only where `lasting` found a recurring time (its spans), each reading holding
# the cadence it needs.
_CADENCED = {
    "en": rx(*en_kinds.CADENCED),
    "fr": rx(*fr_kinds.CADENCED),
    "de": rx(*de_kinds.CADENCED),
}


def cadenced(probe: str, group: Group) -> bool:
    reading = _CADENCED.get(group.lexicons[0].code)
    return bool(reading is not None and reading.search(probe))
