"""What a Korean rule says of a reply's layout (reply_layout, in the format family; the other
languages' words are read_reply's): "답변에 표는 쓰지
마세요", "목록으로 나열하지 말고 문단으로 설명해 주십시오", "설명은 항상 글머리 기호 목록으로 해
줘", "제목(#, ##) 같은 헤더는 쓰지 말 것", "코드 블록에는 꼭 언어 이름을 붙여 주세요", "답변은 5줄
넘기지 마", "응답은 300자 이내로 부탁드립니다".

Read by the element's word (표, 목록/리스트/글머리 기호/불릿, 헤더/헤딩, a code block with 언어 and
a verb of naming), whether the rule forbids it (the lexicon's negations, in the element's clause),
and a length said with 줄 or 자 beside a word for the reply and a bound (이내, 이하, 넘기지, 까지).
A rule about commits, pull requests, code or files is not the reply's ("커밋 메시지는 50자 이내로",
"파이썬은 79자 제한").
"""

from __future__ import annotations

from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.lexicon import KO_HANGUL, Lazy, negated
from app.domain.compliance.polarity import FORBIDDEN, polarity

# 표 as a word of its own (표는, 표로, 표를), not inside 표기, 표현, 대표, 목표…
_TABLE = Lazy(
    r"(?<![가-힣])표(?=\s|$|[는로를가도만나와,.)(]|\s*형식)|마크다운\s*테이블|markdown\s*table"
)
_LIST = Lazy(r"목록|리스트|글머리(?:\s*기호)?|불릿|불렛|bullet|번호\s*매긴\s*목록|나열")
_HEADING = Lazy(r"헤더|헤딩|머리글|#\s*제목|제목\s*\(\s*#")
# (check-x-east) bold ("굵은 글씨", "볼드체"): refused only, never asked as a reply's element
_BOLD = Lazy(r"굵은\s*(?:글씨|글자|폰트)|볼드")
_CODE_BLOCK = Lazy(r"코드\s*(?:블록|블럭|펜스)|```")
_LANG_NAME = Lazy(r"언어\s*(?:이름|명|표시|태그)?")
_NAME_IT = Lazy(r"붙여|붙이|달아|달|적어|명시|표시|써|쓰|넣어|넣")
_PERMITTED = Lazy(r"\s*(?:은|는|도)?\s*(?:괜찮|상관\s*없|써도|돼|됩니다|됨|ok|허용)")
_REPLY = Lazy(
    r"답변|응답|답장|대답|설명|답은|답을|답이|(?<![가-힣])답(?:해|하)|reply|replies|answer"
)
_NOT_REPLY = Lazy(
    r"커밋|commit|pr\b|풀\s*리퀘|제목|코드|파일|함수|줄\s*길이|라인|한\s*줄에|파이썬|python|"
    r"자바스크립트|javascript|타입스크립트|typescript|\bgo\b|java\b"
)
# "세 줄 이내로", "두 문장으로": a count said in Korean's native numerals, before 줄 or 문장
_KO_NUMBERS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
               "아홉": 9, "열": 10}  # fmt: skip
_KO_NUMBER = Lazy(r"(?<![가-힣])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)(?=\s*(?:줄|행|문장))")
_LINES = Lazy(
    r"(\d{1,3})\s*(?:줄|행)\s*(?:이내|이하|안으로|까지|넘기지|넘지|넘으면|넘게|를\s*넘|을\s*넘|으로|로|만)"
)
# "다섯 문장 이내로", "두 문장으로": sentences, not lines (a sentence may run over several lines, and
# several may share one)
_SENTENCES = Lazy(
    r"(\d{1,3})\s*문장\s*(?:이내|이하|안으로|까지|넘기지|넘지|넘으면|넘게|를\s*넘|을\s*넘|으로|로|만)"
)
_CHARS = Lazy(
    r"(\d{2,5})\s*(?:자|글자|characters?|chars?)\s*(?:이내|이하|안으로|까지|넘기지|넘지|넘으면|넘게|를\s*넘|을\s*넘|으로|로|만)"
)


# (check-zb-east) the element's word as the object of a verb that describes a thing named after it
# ("곡 목록을 받는 서버에서는 rm -rf 금지", "메뉴 표를 인쇄하는 서버에서는 sudo 금지"): that thing's, no layout
# of the reply — unless the thing is the reply ("표를 쓰는 답변은 하지 마")
_IN_MODIFIER = Lazy(r"\s*(?:을|를)\s+[가-힣]{1,6}(?:는|던)\s+([가-힣]+)")


def _object_of_a_thing(text: str, end: int) -> bool:
    m = _IN_MODIFIER.match(text, end)
    return m is not None and not _REPLY.match(m.group(1))


def reply_formats(text: str) -> list[FormatRule]:
    """The reply-layout readings of a Korean rule's words (normalised); empty for any other."""
    if not KO_HANGUL.search(text):
        return []
    out: list[FormatRule] = []
    # each element by its last word ("제목(#, ##) 같은 헤더는": 헤더, nearest its predicate)
    named = [
        (found[-1].start(), found[-1].end(), element)
        for rx, element in (
            (_TABLE, "table"),
            (_LIST, "list"),
            (_HEADING, "heading"),
            (_BOLD, "bold"),  # (check-x-east)
        )
        for found in [list(rx.finditer(text))]
        if found
    ]
    named.sort()
    # "표 말고 목록으로", "리스트 쓰지 말고 표로": which is refused, which asked for
    pols = polarity(text, [(s, e) for s, e, _el in named])
    for (_s, e, element), pol in zip(named, pols, strict=True):
        if _object_of_a_thing(text, e):  # (check-zb-east) "곡 목록을 받는 서버"
            continue
        if pol != FORBIDDEN and _PERMITTED.match(text, e):
            continue  # "헤더는 괜찮은데 표는 쓰지 마": allowed, not asked for
        if element == "bold" and pol != FORBIDDEN:
            continue  # (check-x-east) bold asked for is no layout the checker reads
        layout = f"no_{element}" if pol == FORBIDDEN else f"with_{element}"
        out.append(FormatRule("reply_layout", layout))
    block = _CODE_BLOCK.search(text)
    named = block and _LANG_NAME.search(text, block.end()) and _NAME_IT.search(text, block.end())
    if named and not negated(text):
        out.append(FormatRule("reply_layout", "fence_language"))
    text = _KO_NUMBER.sub(lambda m: str(_KO_NUMBERS[m.group(1)]), text)
    if not out and _REPLY.search(text) and not _NOT_REPLY.search(text):
        for rx, unit in ((_LINES, "lines"), (_SENTENCES, "sentences"), (_CHARS, "chars")):
            m = rx.search(text)
            if m is not None:
                out.append(FormatRule("reply_length", f"{unit}:{int(m.group(1))}"))
                break
    return out
