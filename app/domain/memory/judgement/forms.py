"""The forms that make a sentence a rule with no word of lasting in it, read alike in every
language: a bound on the work ("300 lignes max", "at least two reviewers per PR"), a gate
("code without tests does not enter main"), words saying it lasts, a restriction by "only",
every item of a kind to come or of the user's own work as the subject ("every new env variable
gets listed"), a habit said at a note's close (", every time"), a bound named with its number
("Die maximale Zeilenlänge ist 100"), a naming convention ("Las ramas se llaman feat/…"), the
team's way after the team's place ("Nel nostro team le funzioni asincrone finiscono con _async").

`rules.lasting_rule` asks them of a sentence once its structure (`clauses`) is read.
"""

from __future__ import annotations

import re

from app.domain.memory.judgement import clauses, conditions, duties
from app.domain.memory.judgement.clauses import Group
from app.domain.memory.judgement.first_chars import led
from app.domain.memory.judgement.needed_words import gate
from app.domain.memory.judgement.text import word_count

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
    m = next((m for p in group.limit.runnable(probe) if (m := p.search(probe))), None)
    if m is None:
        return False
    if group.directive.search(probe):
        return True
    condition, main = conditions.split(probe, group)
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
_PROMPTLY = led(
    re.compile(
        r"(?<!\w)(?:immediately|right\s+away|straight\s+away|at\s+once|tout\s+de\s+suite|immédiatement|"
        r"sofort|umgehend|de\s+inmediato|inmediatamente|enseguida|en\s+seguida|subito|immediatamente|"
        r"сразу|немедленно|فورا|فوراً|على\s+الفور)(?!\w)"
        # words in scripts without spaces stand next to other letters
        r"|马上|馬上|立刻|立即|即刻|すぐに|すぐ|直ちに|바로|즉시|곧바로",
        re.I,
    )
)


def without_promptly(probe: str, group: Group) -> str:
    """The sentence as its refusals read it: in a sentence with a condition, "promptly" is as soon
    as the condition holds ("If CI fails, tell me immediately", "Se la CI fallisce, avvisami
    subito", "如果 CI 失败了，马上告诉我"), no one-off; elsewhere it stays ("Deploy it right away")."""
    # (a subject named by what it does is a condition too: "Il commerciale che chiude un contratto
    # aggiorna subito il CRM"; issue 33, fifteenth round)
    if not _PROMPTLY.search(probe) or not (
        conditions.split(probe, group)[0] or duties.whoever(probe, group)
    ):
        return probe
    return _PROMPTLY.sub(lambda m: " " * len(m.group()), probe)


# Without what, into which protected place ("Du nouveau code sans tests ne rentre pas dans main",
# "새 코드는 테스트 없으면 main에 못 들어가요"): a gate on the work, said of whatever reaches it.
_WITHOUT = re.compile(
    r"(?<!\w)(?:without|sans|ohne|sin|senza|без|بدون|دون)(?!\w)|없이|없으면|没有|沒有|なしで|なしに|ないと",
    re.I,  # "Sin PR no entra nada en main": the gate may open the sentence
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
        or clauses.NEGATIVE_DETERMINER.match(probe.lstrip())
    ):
        return True
    if clauses.NEGATIVE_DETERMINER.match(probe.lstrip()) and _WITHOUT.search(probe):
        return True  # "Pas de migration de données sans qu'on en ait parlé avant": none without it
    if _KIND_WITHOUT_NOT.match(probe):
        return True  # "Pull Requests ohne Beschreibung werden nicht reviewt": none without it
    if _none_without(probe):
        return True  # "Nothing leaves the lab without …", "Hier wird kein Code ohne Review gemergt"
    if _LACK_FIRST.match(probe) and not _GATE_PAST.search(probe):
        return True  # "Si le chien a pas son carnet, le chenil le prend pas": the gate as an if
    if not _WITHOUT.search(probe):
        return False
    if _gate_first(probe):
        return True  # "Without a signed form, we don't release the keys": the gate said first
    return bool(_PROTECTED.search(probe) and group.negated.search(probe))


# The gate said first, then the team's or nobody's negated present (issue 33, twenty-second
# round): "Without a signed consent form, we don't start any extraction", "À l'auberge, sans pièce
# d'identité on ne donne pas de lit", "Sin la hoja firmada no empezamos ningún tratamiento", "Senza
# il consenso non iniziamo nessuna cura", "На стройке без каски никто не ходит": what is not done
# without it is a requirement, as the same words with the gate last are read (en_kinds and
# fr_kinds' TEAM_REFUSES). A place may lead ("À l'auberge, …", "На стройке …"). Never what can be
# done, is known or works without it (`_NOT_A_GATE`: "Without the VPN nothing works", "Sans badge
# on ne peut rien faire"), nor a past.
_GATE_FIRST = re.compile(
    r"^\s*(?:(?:at|in|on|à|au|aux|en|dans|chez|im|am|en|el|nel|nella|nei|al|da|на|в|во|у)\s+[^,.!?]{1,30}?[,\s]\s*)?"
    r"(?:without|sans|sin|senza|без)\s+[^,.!?]{2,60}?\s*,?\s*"
    r"(?:we\s+(?:don['’]?t|do\s+not|never)\s+[a-z]{3,}"
    r"|(?:on|nous)\s+(?:ne\s+|n['’]\s*)[\w'’-]{3,}\s+(?:pas|jamais|aucune?|rien|personne)"
    r"|no\s+[a-záéíóúñ]{2,}(?:amos|emos|imos)|non\s+[a-zàèéìòù]{2,}iamo"
    r"|(?:nobody|no\s+one|nadie|nessuno|никто\s+не|мы\s+не)\s+[\wа-яё]{3,}"
    # (twenty-seventh round: Russian's nobody as the object, "Без расписки никого не пускают …",
    # "Без расписки мы никого к печи не подпускаем"; its impersonal plural is `_GATE_IMPERSONAL`)
    r"|(?:мы\s+)?никого\s+(?:[а-яё]+\s+){0,3}?не\s+[а-яё]{3,})(?!\w)",
    re.I,
)
# (mend of issue 33's twenty-seventh-round review) Russian's impersonal plural, "Без пропуска в цех
# не пускают": only with no subject before it (the gate's own adjective and noun, then at most a
# place it leads to: "Без интернета дети не делают уроки" tells what children do), of a verb of
# admitting or serving (a place's practice, never "не засыпают"), and not hedged ("…, я знаю").
_GATE_IMPERSONAL = re.compile(
    r"^\s*(?:(?:на|в|во|у)\s+[^,.!?]{1,30}?[,\s]\s*)?без\s+(?:[а-яё-]+(?:ого|его|ой|ей|ых|их)\s+)?[а-яё-]+\s*,?\s*"
    r"(?:(?:в|во|на|к|ко|за)\s+(?:[а-яё-]+\s+)?[а-яё-]+\s+|(?:сюда|туда|здесь|тут)\s+)?не\s+"
    r"(?:(?:в|вы|до|под|про|от)?пуска|принима|обслужива|выда|прода|заселя|оформля)ют(?![а-яё])"
    r"(?![^.!?]*,\s*(?:я|мне|по-моему|кажется|вроде|наверное|говорят)(?![а-яё]))",
    re.I,
)
# (issue 33, twenty-ninth round) the same gate said as a condition of lacking, then a place's
# negated admitting ("If the dog hasn't its card, the kennel won't take it", "Si t'as pas ton
# brevet, la salle te laisse pas grimper", "Se il cane non ha il libretto, la pensione non lo
# prende", "Если у собаки нет прививок, гостиница её не берёт", "إذا الولد ما معه شهادة، الصالة ما
# بتخليه يطلع"): only a verb of taking in, letting or serving, never "If the dog hasn't eaten, it
# won't sleep"; one lacking is anyone of a kind, never one person ("If he doesn't have his passport")
_LACK_FIRST = re.compile(
    r"^\s*(?:if|unless)\s+(?!(?:he|she|I|his|her|my)\b|(?-i:[A-Z][a-z]+)\s+(?:hasn|haven|has|have|doesn|don))[^,]{2,60}?\b(?:hasn['’]?t|haven['’]?t|has\s+no|have\s+no|doesn['’]t\s+have"
    r"|don['’]t\s+have)\b[^,]*,\s*[^,.!?]*?\b(?:won['’]t|doesn['’]t|don['’]t|will\s+not|does\s+not)\s+"
    r"(?:\w+\s+){0,2}?(?:take|accept|let|admit|serve|board)\s+(?:it|them|him|her|you|in)\b"
    r"|^\s*si\s+(?!(?:elle|je|j['’]|mon|ma|sa|son)\b)[^,]{2,60}?(?:n['’]\s*)?(?:a|as|ont|avez)\s+pas\b[^,]*,\s*[^,.!?]*?"
    r"(?:prend|accepte|laisse|admet|sert)\w*\s+(?:[\w'’]+\s+){0,2}?pas\b"
    r"|^\s*si\s+(?!(?:él|ella|yo|mi|su)\b)[^,]{2,60}?\bno\s+(?:tiene|trae|lleva)\b[^,]*,\s*[^,.!?]*?\bno\s+(?:\S+\s+){0,2}?"
    r"(?:acepta|deja|admite|recibe|atiende)\w*"
    r"|^\s*(?:se|si)\s+(?!(?:lui|lei|io|mio|mia|suo|sua)\b)[^,]{2,60}?\b(?:non|nun)\s+(?:ha|havi|hai|avi)\b[^,]*,\s*[^,.!?]*?\b(?:non|nun)\s+"
    r"(?:\S+\s+){0,2}?(?:prende|accetta|lascia|fa|ammette|serve)\w*"
    r"|^\s*если\s+(?!у\s+(?:него|неё|нее|меня|моего|моей)(?![а-яё]))[^,]{2,60}?(?<![а-яё])нет(?![а-яё])[^,]*,\s*[^,.!?]*?(?<![а-яё])не\s+(?:\S+\s+){0,2}?"
    r"(?:пуска|принима|бер|допуска|обслужива)\w*"
    r"|^\s*(?:إذا|اذا|لو)\s+[^،,]{2,60}?(?:ما\s+معه|ما\s+عنده|مش\s+معاه|ما\s+عندوش|ماعندوش|معندوش)[^،,]*[،,]\s*"
    r"[^.!?]*?(?<!\S)(?:ما|مش)\s+\S*(?:قبل|خلي|دخل|اخد|خذ)",
    re.I,
)
_GATE_PAST = re.compile(
    r"(?<!\w)(?:didn['’]?t|did\s+not|was|were|had|avait|étaient|était|ont|hemos|había|abbiamo|aveva|"
    r"[а-яё]{2,}(?:ал|ял|ил|ел)(?:а|и|о)?)(?!\w)",
    re.I,
)


def _gate_first(probe: str) -> bool:
    m = _GATE_FIRST.match(probe) or _GATE_IMPERSONAL.match(probe)
    return bool(m and not _NOT_A_GATE.search(probe) and not _GATE_PAST.search(probe))


# A negative pronoun or determiner among a clause's first words ("Nothing leaves …", "Nobody gets …",
# "Hier wird kein Paket …", "In der Buchhaltung wird nichts …"), then "without" after it: none of
# the work is done without the gate, a rule (issue 33, sixteenth round). Never what a thing or a
# person can do or how something works ("Nothing works without the VPN", "Nobody can open the safe
# without the code", "Je ne peux rien faire sans …"), what is ("There is nothing without risk",
# "Nothing beats …"), knowing ("On ne connaît personne sans badge"), nor the speaker's own account
# ("I …", "je …").
_NONE_FIRST = re.compile(
    r"^\s*(?:[\w'’-]+\s+){0,4}?(?:(?:nothing|nobody|no\s+one|nichts|niemand|rien|personne)(?!\w)|"
    r"kein(?:e|en|er|es|em)?\s+\w|aucun(?:e)?\s+\w)",
    re.I,
)
_NONE_WORDS = (
    "nothing",
    "nobody",
    "no one",
    "nichts",
    "niemand",
    "rien",
    "personne",
    "kein",
    "aucun",
)
# (one scan for each list: needed_words.gate)
_HAS_WITHOUT = gate(("without", "sans", "ohne"))
_HAS_NONE_WORD = gate(_NONE_WORDS)
_NOT_A_GATE = re.compile(
    r"(?<!\w)(?:i|je|j['’]|ich|there|is|are|was|were|beats?|ist|sind|gibt|est|sont|y\s+a|can|could|cannot|can't|will|would|works?|worked|working|runs?|loads?|happens?|"
    r"peux|peut|peuvent|pouvait|marche|marchait|fonctionne|kann|können|konnte|läuft|funktioniert|klappt|"
    # (nor knowing: "On ne connaît personne sans badge")
    r"knows?|knew|connaît|connais|connaissons|sait|sais|kennt|kenne|kennen|weiß)(?!\w)",
    re.I,
)


def _none_without(probe: str) -> bool:
    # (plain substring tests first: the pattern costs microseconds a sentence)
    low = probe.lower()
    if _HAS_WITHOUT(low) is None or _HAS_NONE_WORD(low, 0, 80) is None:
        return False
    m = _NONE_FIRST.match(probe)
    if m is None:
        return False
    w = _WITHOUT.search(probe, m.end())  # (after the negative word)
    return w is not None and not _NOT_A_GATE.search(probe, 0, w.start())


# A kind narrowed by "without", then a negated present said of every such item ("PRs without a
# description are not reviewed", "Les PR sans description ne sont pas relues", "Pull Requests
# ohne Beschreibung werden nicht reviewt"); a past ("n'ont pas été relues", "were not") is a report.
_KIND_WITHOUT_NOT = re.compile(
    r"^\s*(?:[\w'’.-]+\s+){1,4}?(?:without|sans|ohne)\s+(?:[\w'’.-]+\s+){1,3}?"
    r"(?:(?:are|is|get|gets)\s+(?:never|not)\s+\w+|"
    r"(?:ne|n['’])\s*(?!(?:ont|a|avait|avaient|étaient|était|fut|furent)\b)\w+\s+(?:pas|jamais|plus)\s+\w+|"
    r"(?:werden|wird|kommen|kommt|gehen|geht)\s+(?:\w+\s+)?(?:nicht|nie|niemals)\s+\w+)",
    re.I,
)


_EDGE = " \t,，、،;；:："


def says_it_lasts(probe: str, group: Group) -> bool:
    """In a long task message, whether a sentence says its rule lasts: a universal word
    ("always", "every time", "每次", "마다") in its main clause, or opening or closing its
    condition ("Whenever you touch billing/, …", "…바꿀 때마다 …"); a quantifier inside a
    condition ("If any test fails, tell me") is about this task's items, a step."""
    condition, main = conditions.split(probe, group)
    if not condition:
        return bool(group.universal.search(probe))
    if group.universal.search(main):
        return True
    inner = condition.strip(_EDGE)
    for pattern in group.universal.runnable(inner):
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
    if conditions.SUBORDINATOR.match(probe) or group.question.search(probe):
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
        clauses.slot_spans(group.quantified, before, group)
        or group.universal.search(before)
        or clauses.WE_DO.match(before)
        or group.contrast.search(before)
        or (group.topic.match(before) and not group.past.search(before))
    )


# A bound named as a noun, then its number ("Die maximale Zeilenlänge ist 80", "El límite de
# línea es de 100 caracteres", "the max line length is 100", "Максимальная длина строки — 120",
# "الحد الأقصى لطول السطر 100"): a limit set on the work, as "at most 80" is.
_BOUND_NOUN = led(
    re.compile(
        r"(?<!\w)(?:max(?:imum|imal)?|limit|cap|la\s+limite|limite|m[áa]xim[oa]|l[íi]mite|massim[oa]|"
        r"maximale[rn]?|Obergrenze|Grenze|Limit|максимальн\w+|лимит|предел|الحد\s+الأقصى|أقصى|حد)(?!\w)"
        # the noun it bounds between ("max *PR size* is 400", "Максимальная *длина строки* 80"): "al
        # massimo 300", "at most 300" is an adverb, said of what is as often as of what is to be
        r"\s+[^\W\d][^.!?\d]{0,40}?(?:\s(?:is|are|es|est|è|ist|liegt\s+bei|sont|son|sono|sind)(?:\s+(?:de|di|bei|à|a))?\s+|\s*[:=—–]\s*|\s+)"
        r"\d+(?!\.\d)",
        re.I,
    )
)


def bound_named(probe: str) -> bool:
    """ "The maximum line length is 100": a limit named as a noun and given a number, in a note
    of a dozen words at most."""
    m = _BOUND_NOUN.search(probe)
    return m is not None and word_count(probe) <= 12


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


# --- the team's way: the team's place, then how work is done there


def team_way(probe: str, group: Group) -> int:
    """Where a lead naming the team's place ends ("Qui da noi", "Chez nous", "Aquí", `team_here`)
    when what follows it is said of the team or of no one (`WE_DO`: "i test si scrivono con
    pytest", "les tests s'écrivent avec pytest", "los tests se escriben con pytest", "werden
    Tests … geschrieben"): how the team works, a convention. 0 when it is not; never what the
    team has ("qui da noi si ha un problema") or asks."""
    m = group.team_here.match(probe)
    if m is None or not m.group().strip():
        return 0
    rest = probe[m.end() :]
    if (
        (
            clauses.WE_DO.match(rest)
            or _DONE_NOW.match(rest)
            or _KIND_DOES.match(rest)
            or _THEIR_WAY.match(rest)
            or group.kind_made.match(rest)  # "Chez nous, les noms de buckets sont en minuscules"
            or _EACH_DOES.match(rest)  # "Dans l'équipe mobile, chaque version passe trois jours …"
        )
        and not clauses.having(" ".join(rest.split()[:4]), group)
        and not group.everyday.search(rest)
        and not group.runtime.search(rest)
        and not group.question.search(rest)
        and not group.past.search(rest)
    ):
        return m.end()
    return 0


# A kind of thing in the plural, then a verb of how it is kept or made in the plain present
# ("Kafka topic names use dots", "feature branches start with feat/", "secrets live in Vault",
# "migrations go through review"): after the team's place, how things are done there.
_KIND_DOES = re.compile(
    r"^\s*(?:[\w./-]+\s+){0,3}?[\w-]+s\s+(?:(?:only|always|never|all)\s+)?(?:ever\s+)?(?:use|go|live|get|follow|start|end|stay|carry|sit|"
    r"need|belong|keep)(?!\w)"
    # (issue 33, thirteenth round) or any verb of doing in the plain present, after a kind in the
    # plural and before its object ("new hires shadow a senior", "les fournisseurs reçoivent leur
    # paiement", "les candidats rencontrent deux personnes"): how each is handled there; never a
    # copula, a modal, a verb of feeling or trouble, the people a product serves, a time of now
    r"|^(?![^.!?]*(?<!\w)(?:currently|right\s+now|these\s+days|again|often|sometimes|a\s+lot|en\s+ce\s+moment|"
    r"depuis|souvent|parfois|beaucoup|encore|trop|en\s+panne|actuellement|cette\s+semaine|this\s+week)(?!\w))"
    r"(?:\s*(?!(?:los|las|el|la|les|lo|il|i|gli|le|un|una|die|der|das|den|nos)\b)(?:(?:the|our|all|new)\s+)?"
    r"(?!(?:users|customers|people|clients|visitors|folks|prices|things)\b)"
    r"(?:[\w-]+\s+){0,2}?[\w-]+s\s+(?!(?:are|were|have|had|do|did|can|could|will|would|should|must|may|might|"
    r"seem|look|feel|hate|love|like|want|think|know|complain|break|crash|fail|leave|wait)\b)[a-z]{3,}\s+"
    r"(?:an?|the|their|our|two|three|one|each|every|all)\s+\w"
    r"|\s*(?:les|nos)\s+(?!(?:gens|utilisat\w+|clients?|clientes?|visiteurs?|prix|usagers)(?!\w))"
    r"(?:[\w'’.-]+\s+){0,4}?(?!(?:sont|ont|font|vont|étaient|avaient|peuvent|doivent|tombent|plantent|cassent|"
    r"augmentent|baissent|attendent|partent|manquent|semblent|adorent|détestent|aiment)(?!\w))"
    r"[a-zéèêàâîôûç]{3,}ent\s+(?:une?|le|la|les|l['’]|leur|leurs|deux|trois|chaque|toute?s?|par|à|au|aux|en|sous|dans)"
    r"(?!\w))",
    re.I,
)


# Every item of a kind as the subject, then its verb in the plain present ("every release goes
# through QA", "chaque version passe trois jours en bêta", "geht jede Version drei Tage in die
# Beta", the verb second in German after the place): after the team's place, how each is handled.
_EACH_DOES = re.compile(
    r"^\s*(?:every|each|chaque|jede[rs]?)\s+(?:[\w'’.-]+\s+){1,3}?(?!(?:is|was|has|had|est|était|a|avait|ist|war|hat)\b)"
    r"[a-zäöüéèêâîôû]+(?:s|e|t)(?!\w)"
    r"|^\s*(?!(?:ist|war|hat|hatte|wird|wurde|kann|muss|soll|darf)\b)[a-zäöü]+t\s+(?:jede[rs]?|alle)\s+\w",
    re.I,
)


# A kind named by its article (or, in Arabic, as a definite noun or one joined to a definite
# noun: "الإصدارات", "أسماء الفروع"), then a verb in the present of the third person, then how,
# where or by whom ("le funzioni asincrone finiscono con _async", "los tests van junto al
# archivo", "أسماء الفروع تبدأ برقم التذكرة"), or with the kind taken up by a pronoun before the
# verb ("i numeri di versione li decide solo il release manager", "el formateo lo hace Biome"):
# after the team's place, how things are done there.
_THEIR_WAY = re.compile(
    # (the users or the clients are no kind the team makes: "Da noi gli utenti usano Safari")
    r"^\s*(?!(?:gli|i|le|los|las)\s+(?:utenti|clienti|usuari[oa]s|clientes|visitatori|visitantes)(?!\w))"
    r"(?:(?:il|lo|la|i|gli|le|el|los|las)\s+|l['’]\s*)[\w'’.-]+(?:\s+[\w'’.-]+){0,4}?\s+"
    r"(?:(?:(?:li|le|lo|la|los|las)\s+)[a-záéíóúàèìòù]+\s+\S"
    r"|(?:sono\s+(?:tutt[ie]\s+)?|es\s+|son\s+)?[a-záéíóúàèìòù]+(?:a|e|o|an|en|ano|ono)\s+(?:tutt[ie]\s+|tod[oa]s\s+)?"
    r"(?:con|col|coi|in|nel|nella|nei|nelle|a|al|alla|ai|alle|su|sul|sulla|da|dal|per|solo|sempre|en|junto|por|"
    r"sólo|siempre|con|de|del|desde|tramite|via)\s+\S"
    # or a verb of following or using a convention, with its object ("le versioni dell'app
    # seguono il calendar versioning", "los servicios usan gRPC")
    r"|(?:seguono|usano|utilizzano|adottano|rispettano|siguen|usan|utilizan|adoptan|respetan)\s+\S)"
    r"|^\s*(?:[\u0621-\u064a]+\s+)?ال[\u0621-\u064a\u064b-\u0652]+\s+(?:[يت][\u0621-\u064a\u064b-\u0652]{2,})\s+"
    r"(?:ب[\u0621-\u064a]*|في|جنب|مع|فقط|بس|من|حسب|على|عند|قبل|بعد)\s*\S",
    re.I,
)


# A present said of no one after a subject of a few words: an impersonal ("i numeri di telefono si
# salvano", "los ficheros se guardan") or a passive by its participle ("les fichiers sont découpés",
# "the files are split", "i file sono divisi", "die Dateien werden geteilt").
_DONE_NOW = re.compile(
    r"^\s*(?:[\w'’.-]+\s+){0,5}?(?:(?:si|se)\s+\w+|s['’]\w+|"
    r"(?:est|sont|è|sono|es|son|is|are|ist|sind|wird|werden)\s+(?:(?:toujours|always|sempre|siempre|immer)\s+)?"
    r"\w+(?:é|ée|és|ées|ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute|ado|ada|ados|adas|ido|ida|idos|idas|ed|en|t))(?!\w)",
    re.I,
)


# --- a prohibition by form: no one as the subject of a plain present


# No one as the subject, then a verb of its own in the plain present ("Nobody touches the
# generated files", "Die generierten Dateien fasst niemand an", "Während … deployt keiner",
# "personne ne touche aux fichiers générés"): what no one does here, a prohibition said of no
# one. Never what no one knows, likes or needs, nor a pro-verb alone ("but nobody does").
_NOBODY = led(
    re.compile(
        r"(?<!\w)(?:nobody|no[\s-]one)\s+(?:(?:ever|really|actually)\s+)?"
        r"(?!(?:is|was|has|had|does|did|will|would|can|could|may|might|should|must|knows|cares|likes|loves|"
        r"wants|needs|understands|remembers|reads|seems|gets|got|says|said|thinks|believes|notices|uses|"
        r"bothers|dares)\b)[a-z]+(?<!ss)s(?!\w)"
        # German: the verb next to it, either way round (a verb second, the object put first)
        r"|(?<!\w)(?:niemand|keiner)\s+(?!(?:ist|war|hat|hatte|wird|würde|kann|könnte|muss|soll|darf|will|"
        r"weiß|mag|braucht|kennt|versteht|merkt|liest|sagt|denkt|glaubt|nutzt|benutzt)\b)[a-zäöü]+t(?!\w)"
        r"|(?<!\w)(?!(?:ist|war|hat|hatte|wird|würde|kann|könnte|muss|soll|darf|will|weiß|mag|braucht|kennt|"
        r"versteht|merkt|liest|sagt|denkt|glaubt|nutzt|benutzt)\b)[a-zäöü]{3,}t\s+(?:niemand|keiner)(?!\w)"
        # French: "personne ne" / "nul ne" and a present ("personne ne touche", "personne n'édite")
        r"|(?<!\w)(?<!une\s)(?<!la\s)(?<!cette\s)(?<!chaque\s)(?<!seule\s)(?:personne|nul)\s+(?:ne\s+|n['’])(?:(?:le|la|les|l['’]|y|en|lui|leur)\s*)?"
        r"(?!(?:est|était|a|avait|sera|peut|pourrait|doit|sait|connaît|aime|veut|comprend|lit|dit|pense|"
        r"utilise|s['’]en)\b)[a-zéèêàâîôûç]{3,}(?:e|t)(?!\w)",
        re.I,
    )
)
# what is true now or no longer ("right now", "anymore", "im Moment", "mehr", "pour l'instant",
# "plus"): a description of today, not a rule
_NOW_OR_NO_MORE = re.compile(
    r"(?<!\w)(?:right\s+now|currently|at\s+the\s+moment|for\s+now|anymore|any\s+more|any\s+longer|yet|these\s+days|"
    r"im\s+Moment|gerade|derzeit|aktuell|momentan|zurzeit|mehr|noch|pour\s+l['’]instant|pour\s+le\s+moment|"
    r"actuellement|en\s+ce\s+moment|plus|encore)(?!\w)"
    # nor the speaker's own things ("Nobody reviews my PRs"), nor a verdict after it ("…, it's a
    # disaster", "…, c'est pénible", "…, das nervt"): a complaint
    r"|(?<!\w)(?:my|mine|meine?[nmrs]?|mir|mich|mon|ma|mes)(?!\w)"
    r"|[,;—–-]\s*(?:and\s+|et\s+|und\s+)?(?:it['’]?s|that['’]?s|which\s+is|c['’]est|ça|das\s+(?:ist|nervt)|es\s+ist)(?!\w)",
    re.I,
)


def nobody_does(probe: str, group: Group) -> bool:
    """ "Nobody merges into the billing branch", "Die generierten Dateien fasst niemand von Hand
    an", "Personne ne touche au schéma": no one as the subject of a plain present, said of no
    one thing pointed at and of no moment: what no one does here."""
    return (
        _NOBODY.search(probe) is not None
        and not _NOW_OR_NO_MORE.search(probe)
        and not group.question.search(probe)
        and not group.past.search(probe)
        and not group.specific.search(probe)
    )
