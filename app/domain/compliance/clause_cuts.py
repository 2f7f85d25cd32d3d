"""Where a rule's clauses begin and end: the marks that cut a sentence (commas, full stops before a
space, dashes, "but" in every language) and Korean's connective endings, which close a clause as a
comma would. A rule's terms are read clause by clause."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy

# Clauses: a rule's terms are read clause by clause.
CLAUSE = Lazy(
    # a full stop before a space ends a sentence ("…영어로 써 줘. 한국어로 물어봐도."); inside a
    # word ("README.md", "e.g") it does not; nor does a colon or semicolon that is an emoticon's
    # eyes, given as an example in the rule ("이모티콘(:) 같은 거)", "顔文字（;-Pなど）")
    r"[,，；：。、!！?？\n،؛]|[;:](?!['-]?(?:[)(\]\[|*]|[DPp](?![A-Za-z0-9])))|"
    r"(?<![A-Za-z]\.[A-Za-z])(?<!\be\.g)(?<!\bi\.e)\.(?=\s)|\s[-–—]\s|"
    r"\s+(?:but|aber|mais|pero|ma|но|لكن)\s+",
    re.IGNORECASE,
)


# A sentence, its stops with it (a dot inside a word cuts it too: a coarse cut, for the readings
# that blank a sentence's part: said_over, lifted_later)
SENTENCE = Lazy(r"[^.!?;。！？；]+[.!?;。！？；]*")


# Korean joins two predicates in one sentence by a connective ending on the first verb ("main에는
# 푸시하지 말고 feature/*에만 푸시해", "푸시는 하되 main에는 하지 마", "staging은 되지만
# production은 안 돼"): the ending closes a clause as a comma would. A word (Hangul followed by a
# space) closes a clause when it ends in one of these endings after a stem of at least one
# syllable; "지 말고" closes one even without the space ("하지말고feature/*에만"). Not read as
# connectives: quotation ("'WIP'라고 쓰지 마"), "X 말고 Y" after a noun ("not X but Y": the
# alternative, read by ALTERNATIVE_AFTER), nouns that end alike (최고, 참고, 경고…), and "-거나"
# ("or"), whose prohibition holds for both predicates.
_KO_CONNECTIVE = ("지만", "는데", "은데", "인데", "되", "으며", "며", "고")
_KO_NOT_CONNECTIVE = frozenset(
    [
        "라고",
        "이라고",
        "다고",
        "냐고",
        "자고",
        "말고",
        "최고",
        "참고",
        "경고",
        "광고",
        "보고",
        "창고",
        "사고",
        "재고",
        "원고",
        "신고",
        "안되",
    ]
)
_KO_SUCH_AFTER = Lazy(r"\s+(?:막\s+)?(?:그러|그런\s*거|그런\s*짓|하지\s*마|하면\s*안)")
_KO_WORD = Lazy(r"(?<![가-힣])[가-힣]+(?=\s+\S)")
_KO_DONT_AND = Lazy(r"지\s*말고(?=\S)|(?<=지\s)말고(?=\s+\S)")


def _korean_breaks(text: str) -> list[int]:
    """Where a Korean connective ending closes a clause (see _KO_CONNECTIVE): the offsets just
    after it."""
    out = [m.end() for m in _KO_DONT_AND.finditer(text)]
    for m in _KO_WORD.finditer(text):
        word = m.group()
        if (
            any(word.endswith(q) for q in ("라고", "다고", "냐고", "자고"))
            or word in _KO_NOT_CONNECTIVE
        ):
            continue
        if word.endswith("고") and _KO_SUCH_AFTER.match(text, m.end()):
            continue  # "sudo 붙여서 뭐 깔고 그러지 마": "X and the like", refused whole
        if any(word.endswith(e) and len(word) > len(e) for e in _KO_CONNECTIVE):
            out.append(m.end())
    return out


def clauses(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of a rule's clauses."""
    cuts = [0]
    found = [(m.start(), m.end()) for m in CLAUSE.finditer(text)]
    if any("\uac00" <= ch <= "\ud7a3" for ch in text):
        found = sorted(found + [(i, i) for i in _korean_breaks(text)])
    inside = [m.span() for m in _PARENTHESES.finditer(text)] if "(" in text or "（" in text else []
    for start, end in found:
        if start < cuts[-1]:  # inside a cut already made
            continue
        if text[start:end] in _LIST_COMMAS and any(a < start < b for a, b in inside):
            continue  # a list of examples in parentheses: "웃음 표시(ㅋㅋ, ㅎㅎ) 금지"
        if text[start:end] == "、" and text.endswith(_ACT_AS_TOPIC, 0, start):
            continue  # an act as the topic, its predicate after: "Pod を消すのは、やめとこう"
        cuts += [start, end]
    cuts.append(len(text))
    return [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]


_PARENTHESES = Lazy(r"[(（][^()（）\n]{1,80}[)）]")
_LIST_COMMAS = frozenset({",", "，", "、"})
_ACT_AS_TOPIC = ("のは", "んは", "ことは")


KO_HANGUL = Lazy(r"[\uac00-\ud7a3]")
