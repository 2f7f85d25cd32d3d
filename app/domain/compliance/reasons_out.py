"""A rule's reasons read out of its words before the readings (reader.read_words asks): the
reason clauses of every language, a concession naming a tool, the past told, and the languages a
Korean reason names as the user's."""

from __future__ import annotations

from app.domain.compliance.korean_asides import (
    korean_reasons,
)
from app.domain.compliance.language import (
    NAME_RX,
    languages_named,
)
from app.domain.compliance.lexicon import (
    USE,
    Lazy,
    blank,
    concessive,
    negated,
    reason_clauses,
)
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.read_language import REPLY
from app.domain.compliance.told import past_clauses


def without_reasons(text: str) -> str:
    """A Korean rule's words without its reason clauses (korean_asides.korean_reasons), when the rest
    asks something: a language the reason names is the user's, not the reply's ("영어가 서툴러서
    한국어로", "한국어 공부 중이라") unless said with (으)로; a program or library it names (its
    topic too) is the rule's only when the rest names none ("lodash 때문에 번들이 커지니까 쓰지
    마세요", "npm은 느려서 쓰지 마": the object the verb leaves out), else the reason's alone
    ("yarn이 느려서 pnpm으로 설치해 주세요", "npm은 느려서 pnpm 써"). The other languages' reasons
    (lexicon.reason_clauses) and clauses that tell of the past (told.past_clauses: "以后用 pnpm，
    以前我们用过 yarn") are read so too."""
    past = past_clauses(text)
    # (a concession's clause that names a tool and no language too: "Even though the wiki says
    # yarn, we install with npm"; one naming a language is the language reading's)
    conceded = [
        (a, b)
        for a, b in concessive(text)
        if find_terms(text[a:b], None, []) and not languages_named(text[a:b])
    ]
    reasons = korean_reasons(text) + reason_clauses(text) + past + conceded
    if not reasons:
        return text
    rest = blank(text, reasons)
    if not (negated(rest) or USE.search(rest) or REPLY.search(rest)):
        return text  # "main에 푸시하면 안 되니까 조심해": the reason is the rule
    rest_terms = bool(find_terms(rest, None, []))
    out = text
    for a, b in reversed(reasons):
        part = text[a:b]
        keep = [(m.start(), m.end()) for m in _LANGUAGE_WITH_RO.finditer(part)]
        # (a past clause's only when the rest has a verb of using: "以前は Jenkins を使ってたけど、今は
        # もう使わないで" refuses it, "前は yarn を使ってたけど、今は特に決まってないです" nothing)
        if not rest_terms and ((a, b) not in past or USE.search(rest)):
            keep += [(f.start, f.end) for f in find_terms(part, None, [])]
        pieces = " ".join(part[s:e] for s, e in sorted(keep))
        out = out[:a] + (f" {pieces} " if pieces else " ") + out[b:]
    return " ".join(out.split())


def reason_languages_out(text: str) -> str:
    """A Korean rule's words without the languages its reason clauses name as the user's ("영어가
    서툴러서", "한국어 공부 중이라") or beside another the rest names ("영어로 쓰면 팀원들이 못
    읽으니까 커밋 메시지는 한국어로": the commits' language is Korean); a language said with (으)로
    where the rest names none stays ("영어로 써야 하니까 그렇게 해 줘"). Blanked, so every reading,
    the actions' too, reads the same offsets."""
    reasons = korean_reasons(text) + reason_clauses(text)
    if not reasons:
        return text
    rest_names = bool(languages_named(blank(text, reasons)))
    # a reason in brackets after the rule ("英語で書いてください（日本語だと読めないので）") is
    # blanked whole: its negation is the reason's, not the rule's
    spans = [(a, b) for a, b in reasons if text[a : a + 1] in "（("]
    for a, b in reasons:
        for lang in languages_named(text[a:b]):
            for m in NAME_RX[lang].finditer(text, a, b):
                said_with_ro = _RO_AFTER.match(text, m.end()) is not None
                if rest_names or not said_with_ro:
                    spans.append(m.span())
    return blank(text, spans) if spans else text


_RO_AFTER = Lazy(r"\s*(?:으)?로(?![가-힣])")
_LANGUAGE_WITH_RO = Lazy(r"[가-힣]+어\s*(?:으)?로(?![가-힣])")
