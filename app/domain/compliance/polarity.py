"""Which of the things a rule names it forbids and which it asks for: "use pnpm, not npm",
"pnpm instead of npm", "不要用 npm，用 pnpm", "npm の代わりに pnpm を使う", "Verwende npm nicht".

Read clause by clause (commas, semicolons and the like cut clauses). A named thing is
*forbidden* when a forbidding word stands before it in its clause ("never", "不要", "jamais",
"не", "لا"), or one stands right after it (Japanese and Korean verbs, "X is forbidden", German
"nicht" at the clause's end), or it is the alternative ("instead of X", "X の代わりに"). Otherwise
it is *required* when the rule asks for something ("use", "only", "用", "使う", "verwende", …),
and *neutral* when it only names it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from app.domain.compliance.forbidding import MEANS_BEFORE, MEANS_CLOSES, undone
from app.domain.compliance.lexicon import (
    ALTERNATIVE_AFTER,
    ALTERNATIVE_BEFORE,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    NICHT_AT_END,
    USE,
    Lazy,
    clauses,
)

FORBIDDEN, REQUIRED, NEUTRAL = "forbidden", "required", "neutral"
_LIST_GLUE = Lazy(
    # a list may close a parenthesis of examples: "웃음 표시(ㅋㅋ, ㅎㅎ 등) 금지"; a gloss opens one
    # on the same word ("레거시(legacy)라는 표현은 쓰지 마")
    r"^(?:\s|,|、|/|\)|）|\(|（|등|など|等|\bor\b|\band\b|\bou\b|\bet\b|\boder\b|\bund\b|\bo\b|\by\b|\be\b|\bили\b|\bи\b|"
    r"أو|و|或|和|与|與|や|と|나|이나|또는|및|"
    # a Korean word named as one: "'유저'라는 단어 대신", "레거시라는 말은"
    r"(?:이)?라는\s*(?:표현|말|단어|용어|이름|표기|낱말|호칭)(?:은|는|을|를)?)*$",
    re.IGNORECASE,
)


_clauses = clauses


def polarity(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """For each (start, end) span of `text` (the things the rule names, in order), whether the
    rule forbids it, requires it, or only names it."""
    asks = USE.search(text) is not None or ALTERNATIVE_BEFORE.search(text) is not None
    cuts = _clauses(text)
    where = [next(((a, b) for a, b in cuts if a <= s < b), (0, len(text))) for s, _e in spans]
    # A list of named things is one whatever its commas cut ("npm, yarn 쓰지 마", "Don't use
    # npm, yarn or bun"): two things one after another, with only list words between them and in
    # different clauses, share both clauses when the first clause says nothing of its own (no
    # word that forbids or asks: its predicate comes later) or the second holds nothing but
    # named things and list words (the list going on). "Use pnpm, npm is forbidden" stays two.
    order = sorted(range(len(spans)), key=lambda i: spans[i])
    for i, j in pairwise(order):
        (a0, a1), (b0, b1) = where[i], where[j]
        if (a0, a1) == (b0, b1) or not _LIST_GLUE.match(text[spans[i][1] : spans[j][0]]):
            continue
        first = text[a0:a1]
        silent = not (
            # a means named last in the first clause says its own clause's word: "Ausgerollt wird
            # per helm upgrade, kubectl apply nutzt hier niemand" asks for helm upgrade
            _means_last(text, spans[i], a0)
            or NEGATION_BEFORE.search(first)
            or NEGATION_AFTER.search(first)
            or USE.search(first)
            or ALTERNATIVE_BEFORE.search(first)
            or ALTERNATIVE_AFTER.search(first)
        )
        end = b0 + len(text[b0:b1].rstrip(" .。!！"))
        if silent or _only_list_between(text, spans, b0, end):
            merged = (a0, b1)
            where = [merged if w in ((a0, a1), (b0, b1)) else w for w in where]
    # A clause of named things alone ("lodash, moment 같은 라이브러리 쓰지 마세요": "lodash") waits
    # for the predicate of the clause after it.
    for k, (c0, c1) in enumerate(where):
        nxt = next(((a, b) for a, b in cuts if a >= c1 and a > c0), None)
        if (
            nxt is not None
            and text[c1 : nxt[0]].strip() in (",", "，", "、")
            and _only_list_between(text, spans, c0, c1)
        ):
            where[k] = (c0, nxt[1])
    out = []
    for (s, e), (c0, c1) in zip(spans, where, strict=True):
        out.append(_one(text, spans, s, e, c0, c1, asks))
    return out


def _means_last(text: str, span: tuple[int, int], c0: int) -> bool:
    """The thing at span is named after the preposition of means and closes its clause."""
    return bool(MEANS_BEFORE.search(text[c0 : span[0]]) and MEANS_CLOSES.match(text[span[1] :]))


def _others_between(spans, a: int, b: int) -> list[tuple[int, int]]:
    return [(s, e) for s, e in spans if a <= s and e <= b]


def _only_list_between(text: str, spans, a: int, b: int) -> bool:
    """Between a and b stand only other named things and list words ("npm, yarn or bun")."""
    rest = text[a:b]
    for s, e in sorted(_others_between(spans, a, b), reverse=True):
        rest = rest[: s - a] + " " * (e - s) + rest[e - a :]
    return bool(_LIST_GLUE.match(rest))


# "Other than X" beside a thing: the thing is the one asked for, the rest of the kind refused
# ("pnpm 말고 다른 패키지 매니저는 쓰지 마", "pnpm 이외의 …", "any package manager other than pnpm").
_OTHER_THAN_AFTER = Lazy(
    r"^\s*(?:(?:을|를|은|는)\s*)?(?:말고\s*다른|이외의?|이외에는|외의|외에는|외에|제외한|제외하고|"
    # "yarn 말고는 쓰지 마", "yarn 빼곤 금지" (nothing but yarn)
    r"말고(?:는|선|엔)|말곤|빼고(?:는|선)|빼곤)(?![가-힣])"
)
# The verbs with which "not even" refuses the thing itself: touching, using, running, installing,
# looking at or naming it ("ni lo toques", "neanche installarlo", "даже не запускай", "don't even
# touch it"). Any other verb after "not even" refuses that act ("pnpm, ni lo cambies, que
# funciona", "pnpm даже не меняй", "don't even swap it out": keep pnpm), not the thing.
_NOT_EVEN_VERBS = (
    r"(?:toc|toqu|tocc|us|ús|utiliz|utilic|instal|ejecut|esegu|lanz|lanc|mir|guard|nombr|nomin|"
    r"mencion|menzion|трог|запуск|став|постав|устан|использ|пользу|смотр|гляд|упомин|называ|"
    r"touch|run|execute|install|look\s+at|mention)\w*"
)
_RESUMED = Lazy(
    r"[^\w]*(?:[\w']+\s+){0,5}?(?:"
    r"(?:no|non|ne|n')\s*(?:la|lo|las|los|le|les|li|l')(?:\s|\b)|"
    # French takes a thing up with "en" or "y" too ("kubectl apply, on ne s'en sert pas",
    # "le dossier legacy/, on n'y touche pas", "npm, on n'en veut plus")
    r"(?:ne\s+|n')(?:s'|se\s+|m'|me\s+|nous\s+|vous\s+)?(?:en|y)(?!\w)|"
    # (fix-z-frozen) "not even" before the verb that takes it up, in Spanish and Italian ("npm ni
    # lo toques", "a npm ni siquiera lo mires", "npm, ni tocarlo", "npm, ni se te ocurra", "npm
    # neanche lo tocchi", "npm, nemmeno toccarlo"): "ni" there negates a verb, not "nor" or
    # "without" a noun; only a verb of the thing's use refuses it (_NOT_EVEN_VERBS), not "ni lo
    # dudes" (no doubt), "ni lo pienses" (don't think twice) or "ni lo cambies" (keep it)
    r"(?:ni(?:\s+siquiera)?|neanche|nemmeno|neppure)\s+(?:(?:la|lo|las|los|le|les|li|l')\s*"
    + _NOT_EVEN_VERBS
    + r"|"
    + _NOT_EVEN_VERBS
    + r"[aei]r(?:la|lo|las|los|le|les|li)(?!\w)|se\s+te\s+ocurr)|"
    # (and "even" between, a verb of its use after: "npm, don't even touch it"; fix-z-frozen)
    r"(?:don'?t|do\s+not|never|please\s+don'?t)\s+(?:even\s+"
    + _NOT_EVEN_VERBS
    + r"|\w+)\s+(?:it|them)\b|"
    r"не\s+(?:\w+\s+)?(?:его|её|ее|их)\b|(?:его|её|ее|их)\s+не\b|"
    r"nichts\s+(?:zu\s+suchen|verloren)|n'a\s+rien\s+à\s+faire)",
    re.IGNORECASE,
)
_OTHER_THAN_BEFORE = Lazy(r"(?:other\s+than|anything\s+but|except(?:\s+for)?)\s+$", re.IGNORECASE)


_KO_PARTICLE = Lazy(r"\s*(?:이|가|은|는|을|를)\s*")
# or the noun of its kind, then a particle: "print문 대신", "rm -rf 명령 말고", "moment 라이브러리가
# 아니라", "lodash 같은 거 대신"
_KO_KIND_NOUN = Lazy(
    r"\s*(?:문|구문|함수|메서드|메소드|명령어?|커맨드|라이브러리|패키지|모듈|툴|도구|키워드|옵션|"
    r"플래그|타입|방식|같은\s*(?:거|것|걸|건))\s*(?:이|가|은|는|을|를)?\s*"
)
_WITHOUT = Lazy(r"없이")  # "(하이픈 없이)", "(공백 없이)": without the noun the gloss names


_HANGUL_END = Lazy(r"[가-힣]\s*$")


# (English, check-v-en) what is kept or left out of a text, the verb opening the clause ("Keep
# markdown out of the SMS reminders", "Leave emoji out of the notices"): refused there
_KEPT_OUT = Lazy(r"^\s*(?:please\s+)?(?:keep|leave)\s+(?:the\s+|any\s+|all\s+)?$", re.IGNORECASE)
_OUT_OF = Lazy(r"\s*(?:[\w-]+\s+){0,2}?out\s+of\b", re.IGNORECASE)


# (English, check-w-en) the thing as the subject that stays out of a place, or off it ("npm stays
# out of the food bank's repo, we're a pnpm shop", "sudo is kept out of the kiosk scripts", "DROP
# TABLE stays off the keyboard"): refused there
_STAYS_OUT = Lazy(
    r"\s*(?:stays?|remains?|(?:is|are)\s+(?:always\s+)?kept)\s+(?:out\s+of|off)\b",
    re.IGNORECASE,
)


_SINGULAR = Lazy(r"is(?:n't|\s)", re.IGNORECASE)


def _negation_after(clause_after: str):
    """The first forbidding word after a thing, but not Korean "없이" (without) after a noun of its
    own inside a bracket opened after it: "docker compose (하이픈 없이) 쓰기" — the gloss leaves
    out the hyphen, not the thing before the bracket ("npm (절대 쓰지 마)" still forbids npm)."""
    for m in NEGATION_AFTER.finditer(clause_after):
        before = clause_after[: m.start()]
        opened = max(before.rfind("("), before.rfind("（"))
        inside = opened >= 0 and max(before.rfind(")"), before.rfind("）")) < opened
        if inside and _WITHOUT.fullmatch(m.group()) and before[opened + 1 :].strip():
            continue
        return m
    return None


def _one(text, spans, s, e, c0, c1, asks) -> str:
    clause_before = text[c0:s]
    clause_after = text[e:c1]
    if _OTHER_THAN_AFTER.match(clause_after) or _OTHER_THAN_BEFORE.search(clause_before):
        return REQUIRED
    # "instead of X", "rather than X", "而不是 X": X is the one not to use
    for m in ALTERNATIVE_BEFORE.finditer(clause_before):
        if _only_list_between(text, spans, c0 + m.end(), s):
            return FORBIDDEN
    # "X の代わりに", "X 대신", "X 말고": likewise, with the marker after the word
    for m in ALTERNATIVE_AFTER.finditer(clause_after):
        # with a Korean particle between: "'데이타'가 아니라 '데이터'로", "npm은 말고"
        if (
            _only_list_between(text, spans, e, e + m.start())
            or _KO_PARTICLE.fullmatch(clause_after[: m.start()])
            or _KO_KIND_NOUN.fullmatch(clause_after[: m.start()])
        ):
            # the verb after the other thing negated: "'사용자' 대신 '유저'라는 말 쓰지 마", "print
            # の代わりに logging を使わないで" refuse the other thing, and the thing before the
            # marker is the one kept
            others = _others_between(spans, e + m.end(), c1)
            if others and _negation_after(text[max(oe for _os, oe in others) : c1]) is not None:
                return REQUIRED
            return FORBIDDEN
    if _KEPT_OUT.search(clause_before) and _OUT_OF.match(clause_after):
        return FORBIDDEN
    if _STAYS_OUT.match(clause_after):  # (English, check-w-en)
        return FORBIDDEN
    # a forbidding word before it in its clause, with no new "use …" after another named thing
    # (mend-za-words) not one the rest of its clause undoes ("Запрета на sudo больше нет",
    # "Neither npm nor yarn is banned")
    # (review zc b: the clause's closing mark too, "?" for "Skip emoji or keep them?")
    negs = [
        n
        for n in NEGATION_BEFORE.finditer(clause_before)
        if not undone(n.group(), text[c0 + n.end() : c1 + 1])
    ]
    if negs:
        last = negs[-1]
        between = text[c0 + last.end() : s]
        others = _others_between(spans, c0 + last.end(), s)
        restarted = any(USE.search(text[oe:s]) for _os, oe in others)
        if not restarted or _only_list_between(text, spans, c0 + last.end(), s) or not between:
            return FORBIDDEN
    # a forbidding word after it (SOV verbs, "X is forbidden"), for the things just before it
    m = _negation_after(clause_after)
    if m is not None:
        gap_start, gap_end = e, e + m.start()
        between = text[gap_start:gap_end]
        others = _others_between(spans, gap_start, gap_end)
        listed = not others or _only_list_between(text, spans, gap_start, gap_end)
        if others and not listed:
            # the list ends before the verb it shares: "npm, yarn 쓰지 마" (쓰 after yarn)
            last = max(oe for _os, oe in others)
            if _only_list_between(text, spans, gap_start, last):
                listed, between = True, text[last:gap_end]
        # a singular copula after two things joined is the last one's ("with pnpm and npm is not
        # used", "pnpm and yarn is banned"): "are" would say both
        singular = others and _SINGULAR.match(m.group())
        if listed and not singular and (not USE.search(between) or len(between) <= 12):
            return FORBIDDEN
        # "'픽스하다'처럼 영어를 그대로 동사로 쓰지 마": the verb just before the negation is the
        # one it negates; only a verb of using before that starts a request of its own
        if listed and _HANGUL_END.search(between):
            head = between.rstrip()
            head = head[: len(head) - len(head.split()[-1])] if head.split() else head
            if not USE.search(head):
                return FORBIDDEN
    if NICHT_AT_END.search(clause_after) and not _others_between(spans, e, c1):
        return FORBIDDEN
    # the thing as its clause's topic, the verb after it negated ("rm -rf 一律不准用", "npm 不要用",
    # "rm -rf non si usa mai", "npm не используем"): what is refused, with nothing else named after
    if _topic_refused(text, spans, s, e, c0, c1):
        return FORBIDDEN
    if _listed_topics_refused(text, spans, c0, c1):  # (zh, check-z-east)
        return FORBIDDEN
    # the thing as the topic, its prohibition after it taking it up with a pronoun ("la palabra
    # «password» no la quiero ver", "«Login», ne l'utilise pas", "'simply' — never write it",
    # "»Login« hat in der Doku nichts verloren"): what is refused, with nothing else named after
    if _RESUMED.match(clause_after) and not _others_between(spans, e, c1):
        return FORBIDDEN
    if MEANS_BEFORE.search(clause_before) and MEANS_CLOSES.match(clause_after):
        return REQUIRED
    if _taken_up_and_refused(text, spans, e, c1):
        return FORBIDDEN
    return REQUIRED if asks else NEUTRAL


# The thing said first, then taken up after a comma by a pronoun and its copula, which refuses
# it ("Un rm -rf sur le NAS, c'est hors de question", "sudo — that's a no-go here", "Force-Push,
# das ist tabu", "rm -rf, eso está prohibido", "rm -rf, questo è vietato", "rm -rf — это
# запрещено", "rm -rf，这个不行"): the clause after is the thing's predicate.
_TAKEN_UP = Lazy(
    r"\s*[,，、—–-]\s*(?:c'est|ce\s+n'est|that'?s|that\s+is|it'?s|it\s+is|das\s+ist|das\s+geht|"
    r"eso\s+(?:es|está|no)|esto\s+(?:es|está|no)|questo\s+è|questo\s+non|è|это|такое|هذا|"
    r"这个|這個|这|這|それは|それ|그건|그거)(?!\w)",
    re.IGNORECASE,
)


_PLACE_AFTER = Lazy(
    r"\s+(?:sur|on|in|at|auf|im|en|su|sul|sulla|nel|nella|на|в|во|في|على)\s+[^\d]{1,40}",
    re.IGNORECASE,
)


def _taken_up_and_refused(text, spans, e, c1) -> bool:
    if _curt_no_after(text, e) and not _others_between(spans, e, len(text)):
        return True  # (ru de fr it es ar; check-zc-west) "Таблицы — мимо", "Emojis, no."
    after = text[e:c1]
    if (after.strip() and not _PLACE_AFTER.fullmatch(after)) or _others_between(
        spans, e, len(text)
    ):
        return False  # the thing closes its clause, or a place does; nothing else named after
    m = _TAKEN_UP.match(text, c1)
    if m is None:
        # or a dash standing for the copula, the refusal alone after it ("Эмодзи в письмах —
        # нельзя", "sudo — untersagt", "الإيموجي — ممنوع")
        m = _COPULA_DASH.match(text, c1)
        if m is None:
            return False
        rest = text[m.end() :]
        cut = re.search(r"[.;。；!！?？,，]", rest)
        rest = rest[: cut.start()] if cut else rest
        return len(rest.split()) <= 4 and bool(NEGATION_AFTER.match(rest.strip()))
    rest = text[m.end() :]
    cut = re.search(r"[.;。；!！?？]", rest)
    rest = rest[: cut.start()] if cut else rest
    return bool(NEGATION_AFTER.search(rest) or NEGATION_BEFORE.search(rest))


_COPULA_DASH = Lazy(r"\s+[—–-]\s+")
# (ru de fr it es ar; check-zc-west) The thing said first, then after a dash, colon or comma a curt
# "no" alone closing its clause ("Таблицы — мимо", "Заголовки — нафиг", "Жирный шрифт — не надо",
# "Tabelle — no", "Überschriften – weglassen", "Les émojis : non merci", "Emojis, no."): the
# refusal stands for the predicate. Not a "no" with words of its own after it ("Tablas, no listas",
# "Markdown: no problem"), nor one asked ("Tabellen — nein?"), nor a comma's "no" with a clause
# after it ("Tabellen, nein, die sind okay").
_CURT_SEP = Lazy(r"\s*[—–:,-]\s*")
_CURT_NO = Lazy(
    r"(?:мимо|нафиг|нафиг\s+не\s+надо|не\s+надо|не\s+нужно|no|non|non\s+merci|nein|nein\s+danke|"
    r"weglassen|lass\s+weg|lasst\s+weg|no\s+grazie|no\s+gracias)\s*[.!…]*",
    re.IGNORECASE,
)


# (review zc b) A "no" taken back after its comma ("Emojis in replies — no, wait, yes, they are
# fine", "Tabellen — nein, doch, die gehen"): a correction word opens what follows, the "no" is
# said over — not a reason ("Tables — no, they break the pager")
_TAKEN_BACK = Lazy(
    r"\s*(?:wait|actually|yes|yeah|sorry|scratch\s+that|i\s+mean|(?:just\s+)?kidding|on\s+second"
    r"\s+thought|hmm+|warte|doch|moment|ja|attends|en\s+fait|oui|si|sí|espera|aspetta|anzi|да|"
    r"подожди|хотя|стоп)(?!\w)",
    re.IGNORECASE,
)
# the texts it is kept from may come between ("Tabellen in den Antworten — weglassen")
_CURT_PLACE = Lazy(
    r"\s+(?:in|im|en|dans|nei|nelle|negli|в|во|на|في)\s+[^—–:,.;!?\d]{1,30}?(?=\s*[—–:,])",
    re.IGNORECASE,
)


def _curt_no_after(text: str, c1: int) -> bool:
    place = _CURT_PLACE.match(text, c1)
    m = _CURT_SEP.match(text, place.end() if place else c1)
    if m is None:
        return False
    rest = text[m.end() :]
    cut = re.search(r"[.;。；!！?？,，]", rest)
    if cut is not None and rest[cut.start()] in "?？":
        return False
    if "," in text[c1 : m.end()] and cut is not None and rest[cut.start()] in ",，;；":
        return False  # after a comma, the "no" closes its sentence ("Emojis, no."), no aside
    if cut is not None and rest[cut.start()] in ",，" and _TAKEN_BACK.match(rest, cut.end()):
        return False  # (review zc b) after a dash too, a "no" taken back is no curt refusal
    return bool(_CURT_NO.fullmatch(rest[: cut.start()] if cut else rest))


# Before a topic only list words and particles; between it and its negated verb only adverbs of
# always and never ("一律", "绝对", "都", "也").
_TOPIC_OPENS = Lazy(r"^[\s\W]*$")
_EVEN = Lazy(r"(?<!\w)(?:даже|вообще)(?!\w)", re.IGNORECASE)
_NOT_EVEN_VERB = Lazy(_NOT_EVEN_VERBS, re.IGNORECASE)
_TOPIC_GAP = Lazy(
    r"^\s*(?:(?:一律|一概|绝对|絕對|都|也|就|千万|千萬|永远|永遠|从来|從來|坚决|堅決|可|再|"
    # or the passive's auxiliary ("rm -rf is never run", "npm wird nie benutzt")
    r"is|are|was|were|gets?|wird|werden|est|sont|è|sono|es|son)\s*)*$"
)


# (zh, check-z-east) Things listed as their clause's topic, the verb they share negated after them
# with adverbs of all alone between ("npm 和 yarn 都别用", "npm、yarn 都不要用了", "moment 跟 lodash
# 一律不准用"): each is refused, where the negation before the verb was read as the list's use.
# (a place may come first: "旅游小程序里 axios 和 jquery 都别用")
_ALL_ADVERBS = Lazy(r"\s*(?:都|也|一律|一概|全部|全都|通通|统统|統統|就)?\s*")
_PLACE_FIRST = Lazy(r"(?:里|裡|中|上|内|內)\s*$")


def _listed_topics_refused(text, spans, c0, c1) -> bool:
    items = _others_between(spans, c0, c1)
    if len(items) < 2:
        return False
    before = text[c0 : items[0][0]]
    if before.strip(" ，,、") and not _PLACE_FIRST.search(before):
        return False
    last = max(b for _a, b in items)
    if not _only_list_between(text, spans, items[0][0], last):
        return False
    neg = NEGATION_BEFORE.search(text, last, c1)
    if neg is None or not _ALL_ADVERBS.fullmatch(text[last : neg.start()]):
        return False
    rest = text[neg.end() : c1].rstrip(_STOPS + "了")
    return len(rest.strip()) <= 3  # the negated verb closes the clause


def _topic_refused(text, spans, s, e, c0, c1) -> bool:
    """A named thing that opens its clause (the topic) and is followed, after adverbs alone, by a
    word that forbids what follows it — the negated verb of which the thing is the object — with
    no other thing named after it in the clause."""
    before = text[c0:s]
    if _others_between(spans, e, c1) or _others_between(spans, c0, s):
        return False
    if not _TOPIC_OPENS.match(before) and (
        USE.search(before)
        or NEGATION_BEFORE.search(before)
        or NEGATION_AFTER.search(before)
        or ALTERNATIVE_BEFORE.search(before)
    ):
        return False  # a place may come first ("En producción rm -rf no se usa"), no verb
    neg = NEGATION_BEFORE.search(text, e, c1)
    if neg is None or _WITHOUT_WORD.fullmatch(neg.group().strip()):
        return False  # "pytest without coverage": a preposition, no verb negated
    # the negated verb closes the clause ("不准用", "no se usa nunca"): one with an object of its
    # own ("JavaScript … non devono superare 100 caratteri") refuses that, not the topic
    # (a place after the verb or before the negation is where, not another object: "sudo is not
    # used on the build servers", "sudo wird auf den Build-Servern nicht verwendet")
    # (the sentence's closing stop is no word of it: "… on the build servers.")
    rest = _PLACE_TAIL.sub("", text[neg.end() : c1].rstrip(_STOPS))
    if len(rest.split()) > 3 or any(ch.isdigit() for ch in rest):
        return False
    gap = text[e : neg.start()]
    # (fix-z-frozen) Russian's "even" or "at all" before the negation ("npm даже не трогай", "npm
    # вообще не трогай") refuses the thing with a verb of its use alone: "pnpm даже не меняй"
    # (don't even change it) keeps pnpm
    if _EVEN.search(gap):
        if not _NOT_EVEN_VERB.match(text[neg.end() :].lstrip()):
            return False
        gap = _EVEN.sub(" ", gap)
    if _TOPIC_GAP.match(gap) or _MANNER_GAP.fullmatch(gap):
        return True
    if _PLACE_IN_GAP.search(gap) and _TOPIC_GAP.match(_PLACE_IN_GAP.sub(" ", gap)):
        return True
    # in Chinese and Japanese, a few words may stand between ("pip 这个东西我们这边一概不用"), none
    # of them asking and no Latin word (another thing) after the negation
    return bool(
        _CJK_GAP.fullmatch(gap)
        and not USE.search(gap)
        and not _CJK_WHEN.search(gap)
        and not re.search(r"[a-z]", rest, re.I)
    )


_STOPS = " .!…。！"
_ARTICLE = r"(?:(?:dem|den|der|die|das|le|la|les|l'|the|el|los|las|il|lo|i|gli)\s*)?"
_PLACE_TAIL = Lazy(
    r"\s+(?:on|in|at|auf|im|am|sur|dans|en|su|sul|sulla|sui|sugli|sulle|nel|nella|nei|negli|nelle|на|в|во)\s+"
    + _ARTICLE
    + r"[\w' -]{1,40}?\s*$",
    re.IGNORECASE,
)
_PLACE_IN_GAP = Lazy(
    r"\s(?:auf|im|am|an|bei|in|sur|dans|on|at|en|su|sul|sulla|nel|nella|на|в|во)\s+"
    + _ARTICLE
    + r"[\w-]+(?:\s+[\w-]+)?\s",
    re.IGNORECASE,
)
# or how or where the act is done, in a word or two ("kubectl apply руками не используем",
# "kubectl apply hier nicht", "rm -rf a mano no se usa", "sudo by hand is never run")
_MANNER_GAP = Lazy(
    r"\s*(?:(?:by\s+hand|manually|directly|here|locally|à\s+la\s+main|manuellement|directement|ici|"
    r"von\s+hand|manuell|direkt|hier|lokal|bei\s+uns|a\s+mano|manualmente|directamente|aquí|acá|"
    r"direttamente|qui|da\s+noi|руками|вручную|напрямую|здесь|тут|у\s+нас|локально|يدويا|يدوياً|هنا|"
    r"عندنا|مباشرة)\s*){1,2}(?:is|are|was|were|gets?|wird|werden|est|sont|è|sono|es|son)?\s*",
    re.IGNORECASE,
)
# no condition among those words ("pytest 跑不过的时候不要提交": when it fails, not pytest refused)
_CJK_WHEN = Lazy(r"时候|時候|的话|的話|如果|要是|时|時|なら|たら|場合")
_CJK_GAP = Lazy(r"\s*[\u3040-\u30ff\u3400-\u9fff]{1,10}\s*")


_WITHOUT_WORD = Lazy(
    r"without|sans|ohne|sin|senza|без|بدون|دون|من\s+غير|nor|ni|nie|none\s+of|no\s+more|nada\s+de|"
    r"никаких|ning[uú]n\w*|nessun\w*|kein\w*|aucun\w*",
    re.IGNORECASE,
)
