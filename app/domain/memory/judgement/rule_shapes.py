"""The shapes `rules.lasting_rule` asks a sentence about: the team asking (`WE`, `TEAM_ASKS`), a
rule's form said of a kind, a note and an order after it, an announcement before a colon,
hedging, a topic before a separator, a denial."""

from __future__ import annotations

import re

from app.domain.memory.judgement import clauses, conditions, forms, places
from app.domain.memory.judgement.first_chars import led
from app.domain.memory.judgement.groups import (
    Group,
    own_language,
)
from app.domain.memory.judgement.needed_words import gate, may_match
from app.domain.memory.judgement.text import GAP, word_count

# A request in the conditional mood ("could you", "potresti", "pourrais-tu", "podrías",
# "könntest du", "мог бы"), and "always" said of what it asks: a polite standing request.


WE = re.compile(r"\s*(?:we|wir|nous|on|noi|nosotros|мы)(?!\w)", re.I)


# A performative request opening the sentence ("I ask you not to …", "Je vous demande de …", "Te
# pido que …", "Ti chiedo di …", "Ich bitte dich, …", "Настоятельно прошу …", "أطلب منك …"): the
# order is what follows it. (German's "Ich bitte dich, …" is kept whole in the stored words, as
# the team's "Wir bitten Sie, …": the rules read the infinitive after it as they read it alone.)
ASK_FRAME = re.compile(
    r"^\s*(?:I\s+(?:(?:would|must)\s+)?(?:ask|beg|urge)\s+you\s+(?=(?:not\s+)?to\s)|"
    r"je\s+(?:te|vous)\s+(?:demande|prie)\s+(?=d['’e]|de\s)|(?:te|os|les?)\s+(?:pido|ruego)\s+que\s+|"
    r"(?:ti|vi|la)\s+(?:chiedo|prego)\s+di\s+|"
    r"(?:(?:настоятельно|очень|убедительно)\s+)?прошу(?:\s+(?:тебя|вас))?\s+(?=(?:не\s+)?[а-яё]+ть(?:ся)?(?![а-яё]))|"
    r"(?:أرجو|أطلب)\s+منك\s+)",
    re.I,
)

# The team's performative request, opening the sentence: kept in the stored words.
TEAM_ASKS = re.compile(
    r"^\s*(?:we\s+(?:would\s+)?(?:ask|urge)\s+you\s+(?=(?:not\s+)?to\s)|nous\s+vous\s+(?:demandons|prions)\s+"
    r"(?=d['’e]|de\s)|wir\s+bitten\s+(?:dich|euch|Sie)\s*,?\s+)",
    re.I,
)

# Someone else's claim: a verb of claiming or insisting in the third person, with its subject
# before it ("Our CTO keeps saying we should …", "Il team di sicurezza sostiene che …", "Mi jefe
# insiste en que …", "Le lead dev affirme qu'…"): reported, not the speaker's rule.
CLAIMED = led(
    re.compile(
        # ("claims" a noun before a verb or what narrows it: "Expense claims under fifty euros are …",
        # issue 33, fourteenth round)
        r"(?<=\w)\s+(?<!\bI\s)(?:keeps\s+(?:saying|telling\s+\w+)|insists|argues|maintains|"
        r"claims(?!\s+(?:are|were|get|go|need|must|should|under|over|above|below|from|for|of|with)\b)|"
        r"sostiene|afferma|insiste|affirme|soutient|prétend|afirma|asegura|behauptet|besteht\s+darauf|"
        r"beharrt\s+darauf)(?!\w)",
        re.I,
    )
)

# A prohibition said by a word of taboo ("ist tabu", "is off-limits", "c'est tabou", "es tabú",
# "è tabù", "— табу") or by "forbidden to" opening the sentence ("Interdit de …", "Prohibido …",
# "Vietato …", "Verboten, …", "Запрещено …").
TABOO = re.compile(
    r"(?<!\w)(?:taboo|off[-\s]limits|a\s+no[-\s]go|tabu|tabou|tabú|tabù|табу)(?!\w)"
    r"|^\s*(?:strictly\s+)?(?:forbidden\s+to|interdit\s+d['’e]|prohibido|vietato|verboten\s*,|запрещено)(?!\w)",
    re.I,
)


# A kind of item in the plural set apart first by "for" ("For hotfixes, …", "Pour les hotfixes,
# …", "Für Hotfixes …", "Para los hotfixes, …", "Per i hotfix, …"): what follows holds for each.
_FOR_KIND = re.compile(
    r"^\s*(?:for|pour|für|para|per)\s+(?:all\s+|alle\s+|tous\s+les\s+|toutes\s+les\s+|les\s+|los\s+|las\s+|"
    r"i\s+|gli\s+|le\s+)?(?!(?:the|this|that|these|those|your|my|our|a|an|me|you|us|it|now|today)\b)"
    r"(?:[\w'’-]+\s+){0,2}?[\w'’-]{2,}(?:s|en|n|e|i|x)\s*(?:[,:]\s*|\s(?=\S))",
    re.I,
)


def for_kind(probe: str, own: Group) -> bool:
    """ "For hotfixes, cherry-pick onto the release branch", "Pour les hotfixes, fais un
    cherry-pick", "Für Hotfixes bitte einen Cherry-Pick …, nicht mergen": a kind set apart first,
    then an order or a note: how each item of the kind is handled."""
    m = _FOR_KIND.match(probe)
    if m is None or own.specific.search(probe) or own.occasion.search(probe):
        return False
    rest = probe[m.end() :]
    return bool(rest.strip()) and bool(
        own.directive.search(rest) or note(rest, own) or note_then_order(rest, own)
    )


# A noun of "a thing" in a short lead before a colon ("one thing:", "une chose :", "una cosa:",
# "eine Sache:", "ещё одно:", "شي واحد:"): it announces the point after the colon.
_A_THING = re.compile(r"(?<!\w)(?:thing|chose|cosa|Sache|вещь|одно|شي|شيء|حاجة)(?!\w)", re.I)

# A permission under a condition on the addressee ("It's fine if you …", "C'est ok si tu …", "Es
# ist okay, wenn du …", "Нормально, если ты …", "عادي لو …"), as "Va bene se …" is read.
FINE_IF = re.compile(
    r"^\s*(?:it['’]?s|it\s+is)\s+(?:fine|ok|okay|alright|all\s+right)\s+(?:if|when)\s+you(?!\w)|"
    r"^\s*c['’]est\s+(?:ok|okay|bon|correct)\s+(?:si\s+tu|quand\s+tu|s['’]il)(?!\w)|"
    r"^\s*es\s+ist\s+(?:ok|okay|in\s+Ordnung|kein\s+Problem)\s*,?\s+wenn\s+du(?!\w)|"
    r"^\s*(?:нормально|ничего\s+страшного|не\s+страшно)\s*,?\s+если\s+(?:ты|вы)(?![а-яё])|"
    r"^\s*(?:عادي|مافي\s+مشكلة|ما\s+في\s+مشكلة|مش\s+مشكلة)\s+(?:لو|إذا|اذا)\s+",
    re.I,
)


# A clause giving the speaker's ground, after the rule ("because", "since", "porque", "que" after a
# comma or "porfa", "parce que", "car", "perché", "weil", "denn", "потому что", "а то", "لأن", "عشان").
GROUND = re.compile(
    r"(?:[,;—–]\s*|\s)(?:because|since|cause|['’]cause|porque|ya\s+que|parce\s+qu['’e]|car|puisque|perché|"
    r"poiché|weil|denn|потому\s+что|так\s+как|а\s+то|ведь|لأن|لان|لأنه|لانه|عشان|علشان)(?!\w)"
    r"|(?:,|porfa|por\s+favor)\s+que(?!\w)",
    re.I,
)


def rule_form(probe: str, own: Group) -> bool:
    """The sentence has a standing rule's form (`rule`) said of the addressee's conduct, not of
    one thing made: after "Write a function that …", "Fai in modo che il pulsante …" (`made_one`)
    an "always" or "never" is that thing's behaviour, and the sentence one piece of work."""
    if not own.rule.search(probe) or own.made_one.search(probe):
        return False
    # "Mets le timeout à 30 secondes dans config.py": an order whose place is one named file, with
    # no word that makes it last, sets one thing once
    return not (
        own.directive.search(probe)
        and places.in_one_file(probe)
        and not own.universal.search(probe)
        and not forms.restricts(probe)
    )


# A lead of a few words before a colon, with words after it.
# A lead naming the rule and saying what it is, in the present (issue 33, sixteenth round): "The
# rule here is that …", "Our policy is simple: …", "La règle, c'est que …", "La consigne est
# que …", "Es gilt die Regel, dass …", "Bei uns gilt die Regel, dass …", "Die Regel ist, dass …".
# Never a past ("Die Regel war früher, dass …") nor the noun with a clause of its own ("The rule
# that … was dropped").
_RULE_IS = re.compile(
    r"^\s*(?:(?:the|our|my|one|a)\s+)?(?:(?:house|team|golden|only|simple|basic)\s+)?"
    r"(?:rule|policy|convention|principle)(?:\s+(?:here|around\s+here|with\s+us|for\s+us))?\s+is"
    r"(?:\s+(?:simple|simply))?\s*(?:[,:]\s*|\s+)(?:that\s+)?(?=\w)|"
    r"^\s*(?:(?:la|notre|une)\s+)?(?:règle|consigne|politique|convention)(?:\s+(?:ici|chez\s+nous|maison))?\s*"
    r"(?:,\s*c['’]est|est)\s+(?:simple\s*:\s*)?(?:que\s+|qu['’])|"
    r"^\s*(?:(?:es|hier|bei\s+uns|intern)\s+)?gilt\s+(?:(?:hier|bei\s+uns|intern)\s+)?(?:die|folgende|eine)\s+"
    r"(?:\w+\s+)?(?:Regel|Vorgabe|Richtlinie|Konvention)\s*(?:[:,]\s*|\s+)(?=\w)|"
    r"^\s*(?:die|unsere)\s+(?:\w+\s+)?(?:Regel|Vorgabe|Richtlinie|Konvention)(?:\s+(?:hier|bei\s+uns))?\s+ist\s*"
    r"(?:[:,]\s*|\s+)(?=\w)",
    re.I,
)


def names_rule(probe: str) -> bool:
    """ "The policy is that …", "Es gilt die Regel, dass …": the sentence says what follows is a rule."""
    # (a plain substring test first: the pattern costs microseconds a sentence)
    low = probe[:60].lower()
    return _HAS_RULE_NOUN(low) is not None and _RULE_IS.match(probe) is not None


_RULE_NOUNS = (
    "rule",
    "polic",
    "conven",
    "princip",
    "règle",
    "consigne",
    "politique",
    "regel",
    "vorgabe",
    "richtlinie",
)
_HAS_RULE_NOUN = gate(_RULE_NOUNS)  # (one scan for them all: needed_words.gate)


_DASS = re.compile(r"dass(?!\w)", re.I)
_THAT = re.compile(r"\s*(?:that|dass|que|qu['’])(?!\w)", re.I)
_COLON_LEAD = re.compile(r"^[^:：\n]{1,80}?[:：]\s*(?=\S)")
_COMMA_LEAD = re.compile(r"[^,，:：\n]{1,40}?[,，]\s*(?=\S)")


def announced(probe: str, work: str, group: Group) -> int:
    """Where a lead that announces a rule ends (0 when there is none): a few words before a
    colon that say what follows holds in general or is a rule (`announce`: "in general", "une
    règle pour la suite", "規定"), point forward at it ("do it like this:", "以後都這樣做："), or
    held a lead-in or scope phrase already blanked ("Un'ultima cosa, e vale d'ora in poi: …").
    A lead that is a clause of its own (a condition, a question) announces nothing."""
    # (its needed words first: after a lead-in blanked to spaces, the match gives them back one by
    # one, ~7 µs; each of the colon lead's matches holds its colon)
    if may_match(_RULE_IS, probe) and (m := _RULE_IS.match(probe)) is not None:
        # "The policy is that …", "La règle, c'est que …": the rule is what follows; a German
        # "dass" clause keeps its lead ("Es gilt die Regel, dass …": its verb comes last)
        return 0 if _DASS.match(probe, m.end()) else m.end()
    m = _COLON_LEAD.match(probe) if ":" in probe or "：" in probe else None
    if m is None:
        # "And generally, sort by …", "En règle générale, …", "Grundsätzlich, …": a lead of a
        # few words that only says what follows holds in general, with a comma for a colon
        # (from the lead's first word: the words before it may be blanked, a clause read alone)
        m = _COMMA_LEAD.match(probe, len(probe) - len(probe.lstrip()))
        # ("one thing doesn't change, …", "une chose ne bouge pas, …": a thing and what holds of it,
        # up to five words, none of them a universal one: "И одно правило каждый раз, …" keeps its
        # "every time")
        if (
            m is None
            # (a clause said of the lead's noun is no rule after it: "Die Regel, dass …, gibt es
            # nicht mehr")
            or _THAT.match(probe, m.end())
            or word_count(m.group())
            > (5 if _A_THING.search(m.group()) and not group.universal.search(m.group()) else 3)
            or not group.announce.search(m.group())
        ):
            return 0
        return 0 if group.condition_lead.search(m.group()) else m.end()
    lead = m.group()
    if group.condition_lead.search(lead) or group.question.search(lead):
        return 0
    if group.announce.search(lead) or group.context_less.search(lead) or GAP in work[: m.end()]:
        return m.end()
    if (
        _A_THING.search(lead)
        and (
            word_count(lead) <= 4
            # the thing and for whom it is said ("Una cosa para los nuevos: …", "Одно для новеньких: …")
            or (word_count(lead) <= 6 and _A_THING.search(" ".join(lead.split()[:2])))
        )
    ):
        return (
            m.end()
        )  # "Oye, una cosa: aquí no usamos lodash", "One more thing: …": a point follows
    # "Già che ci sei: quando un test ha bisogno della rete, marcalo …", "شيء آخر: كلما …": a
    # lead of a few words, then a rule by its structure (a condition governing an order)
    own = own_language(probe, group)
    if word_count(lead) <= 5 and conditions.conditional_order(probe[m.end() :], own):
        return m.end()
    return 0


# A relative clause said of the one addressed, closing a sentence ("… in the code you push",
# "… en el código que subas", "… nel codice che carichi", "… dans le code que tu pousses", "… im
# Code, den du hochlädst"): it tells the kind of the addressee's work a note is about.
_YOUR_KIND = led(
    re.compile(
        r"(?:,?\s+(?:that|which|que|qu['’]|che|den|die|das|dem)\s+(?:(?:tu|tú|du)\s+|(?:me|te|mi|ci)\s+)?"
        # (or the present of the third person after "que" / "che": "… en el código que llega a main";
        # not after "lo que" / "ciò che", nor the past of the one addressed: "Nada de lo que dijiste")
        r"(?:(?<=tu\s)|(?<=tú\s)|(?<=du\s)|(?=\w{2,}(?:as|es|i)\b)|(?<=que\s)(?<!lo\sque\s)(?=\w{2,}(?:a|e|an|en)\b)(?!\w*ste\b)"
        r"|(?<=che\s)(?<!ciò\sche\s)(?=\w{2,}(?:a|e|ano|ono)\b))\w+"
        r"|\s+you\s+\w+)(?:\s+[\w./-]+){0,4}\s*[.!]*\s*$",
        re.I,
    )
)


def note(probe: str, own: Group) -> bool:
    """A note with no verb ("tabs, not spaces", "Nada de console.log en el código"), the kind it
    speaks of told by a relative clause about the addressee's work or not ("Nada de console.log
    en el código que subas", "No console.log in the code you push")."""
    if own.contrast.search(probe):
        return True
    m = _YOUR_KIND.search(probe)
    return bool(m) and m.start() > 0 and bool(own.contrast.search(probe[: m.start()] + "."))


# (a colon parts them too: "Nada de estilos en línea: todo va en el módulo CSS")
_FIRST_PIECE = re.compile(r"^([^,，、،;；:：]+)[,，、،;；:：]\s*(\S.*)$", re.S)


def note_then_order(probe: str, own: Group) -> bool:
    """ "Niente print per il debug, usa il logger", "Pas de print pour déboguer, passe par le
    logger", "No print statements, use the logger": a note with no verb that excludes a thing,
    then an order saying what to do instead; each piece read as it would be alone."""
    m = _FIRST_PIECE.match(probe)
    if m is None:
        return False
    first, second = m.group(1), m.group(2)
    if own.contrast.search(first):
        return bool(
            own.directive.search(second)
            or _EVERYTHING.match(second)
            or _ALL_OF_THEM.search(second)
            # or a piece that narrows the exclusion or insists on it ("No hex colours in
            # components, only the design tokens", "…, ever", "Kein console.log im Code, echt
            # nicht", "Aucun mot de passe dans Jira, même temporaire"), or says what alone is
            # used ("Niente dati veri nei test, solo dati finti", "Никаких магических чисел,
            # только константы")
            or clauses.ONLY_NOTE.match(second)
            or clauses.only_piece(second, own)
            or _INSISTS.match(second)
            or own.negated.match(second)
            or own.universal.match(second)
            # or what is done instead, said of no one or of the team ("Nada de console.log en los
            # commits, se usa el logger", "…, si usa il logger", "…, используем логгер")
            or clauses.WE_DO.match(second)
            # or how the kind it is done with instead is kept or run ("Nessun cron job sul server
            # dei clienti: i lavori periodici girano su Airflow", "Nada de FTP: los ficheros se suben
            # por SFTP"): the way in place of the one excluded
            or own.kind_made.match(second)
        )
    # "Per le icone solo SVG, niente PNG", "Для запросов только httpx, никакого requests",
    # "التواريخ بصيغة ISO فقط، لا صيغ محلية": what alone is used, then what is excluded
    return clauses.only_piece(first, own) and bool(own.contrast.search(second))


# A word that insists, opening the piece after an exclusion ("…, ever", "…, even in tests",
# "…, jamais", "…, même temporaire", "…, echt nicht", "…, auch nicht …", "…, nunca", "…, mai",
# "…, никогда", "…, أبدا").
_INSISTS = re.compile(
    r"\s*(?:ever|even|really|not\s+even|jamais|même|vraiment|surtout\s+pas|nie|niemals|auch|selbst|echt|"
    r"wirklich|nicht\s+mal|nunca|jamás|ni\s+siquiera|mai|neanche|nemmeno|nemmeno|anche|никогда|даже|"
    r"أبدا|أبداً|ابدا|حتى)(?!\w)",
    re.I,
)


# "…, everything through the config", "…, tout passe par la config", "…, alles über die Config",
# "…, всё через конфиг": after a note excluding a thing, where all of it goes instead.
_ALL_OF_THEM = re.compile(
    r"(?<!\w)(?:all\s+of\s+them|they\s+all|toutes|tous|todas|todos|tutte|tutti|alle|все|كلها|كلهم)(?!\w)",
    re.I,
)
_EVERYTHING = re.compile(
    r"^\s*(?:everything|all\s+of\s+it|tout|todo|tutto|alles|вс[её]|كل\s+شي|كله|كلها)(?!\w)\s+\S",
    re.I,
)


def hedged(probe: str, own: Group) -> bool:
    """True when the sentence hedges its rule. A hedge word inside a condition clause that says
    more than the hedge is the condition's own content, not the speaker's doubt: "If you're not
    sure about a migration, ask me first", "遇到不确定的需求，先问我"; "If possible, …" hedges."""
    condition, main = conditions.split(probe, own)
    if not condition or own.hedge.search(main):
        return True
    rest = condition
    for pattern in own.hedge.patterns:
        rest = pattern.sub(" ", rest)
    return word_count(rest) < 3


# What parts a topic from its comment: a colon or dash, or a comma and a pronoun copula
# ("Les noms de branches, c'est …"); a comma alone goes on with a clause ("The tests, they …").
_SEPARATOR = re.compile(
    r"\s*(?:[:：=—–]|\s-\s|,\s*(?:c['’]est|ce\s+sont|das\s+(?:ist|sind)|es|son|è|sono|это|هي|هو)(?!\w))",
    re.I,
)


# The topic may run on a few words before its separator ("Les noms de tables en base, c'est …").
_SEPARATOR_AFTER = re.compile(r"(?:\s+[\w'’./-]+){1,3}?" + _SEPARATOR.pattern, re.I)


def topical(probe: str, own: Group, polite: bool) -> bool:
    """ "Commit messages: imperative mood", "Названия веток — только латиницей", "Commit-Messages
    bitte auf Englisch": a thing work makes, then how it is made, with no verb between."""
    m = own.topic.match(probe)
    if m is None or not probe[m.end() :].strip() or _TALLY.search(probe, m.end()):
        return False  # "Tests: 3 failed, 2 passed" reports, it does not rule
    if polite or _SEPARATOR.match(probe, m.end()) or _SEPARATOR_AFTER.match(probe, m.end()):
        return True
    # "Variablennamen auf Englisch", "Имена веток латиницей": how it is made, with no verb; a
    # recurring time says when it happens ("Deploys on Fridays" describes, as "Deploys happen
    # on Fridays" does)
    rest = probe[m.end() :]
    # a comma may part the topic, or the topic and a few words of its own, from how it is made
    # ("Los mensajes de error hacia el usuario, en español neutro")
    parted = _TOPIC_COMMA.match(rest)
    return any(
        p.match(rest) or (parted is not None and p.match(" " + rest[parted.end() :]))
        for p in own.manner.patterns
    ) and not own.recurring.search(rest)


_TOPIC_COMMA = re.compile(r"(?:\s+[\w'’./-]+){0,3}?\s*[,،]\s*")


_TALLY = re.compile(r"\d+\s*\S+\s*[,;/、，]\s*\d+\s*\S+")


def denies(probe: str, own: Group) -> bool:
    """ "No, we don't deploy on Fridays": an answer that opens with "no" and goes on with a
    negated statement denies what was asked or assumed; "No, never deploy on Fridays" (an
    order) and "No, we use pnpm" (a statement of what is done) still state a rule."""
    m = own.answer_no.match(probe)
    if m is None:
        return False
    rest = probe[m.end() :]
    return bool(own.negated.search(rest)) and not own.directive.search(rest)
