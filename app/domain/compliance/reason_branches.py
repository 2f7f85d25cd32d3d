"""(ko ja zh; check-zf-east) A branch named in the reason a rule gives, not in what it refuses: "QA
검수가 staging 에서 안 끝났으니 release 로 머지하는 건 참아 주세요", "develop がまだ不安定だから release
には push しないで", "因為 develop 仲未穩定，唔好 push 去 release", and Chinese's reason said bare, a
clause of the branch's state before the refusal ("develop 还不稳定，先别往 release 推"). The reason's
branch is why, the refusal's is where: a push onto the reason's branch keeps the rule. Read as
one of the refused branches, a push there was denied (a false "violated").

Only where the rest of the rule names a branch of its own and refuses; not where the refusal says
"also" or "too" (也, 도, も: "develop 是共享的，release 也别推" refuses both), and not where the reason's
branch is named in the refusal too."""

from __future__ import annotations

from app.domain.compliance.action_words import PUSH
from app.domain.compliance.korean_asides import korean_reasons
from app.domain.compliance.lexicon import Lazy, blank, clauses, negated, reason_clauses
from app.domain.compliance.read_branches import branches_named

# the east's scripts: the reading is theirs
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# "also", "too", "likewise" in the refusal: the reason's branch is refused beside it
_ALSO = Lazy(
    r"也|亦|同样|同樣|一样|一樣|照样|照樣|도(?![가-힣])|에도|も(?!う)|(?<!\w)(?:also|too)(?!\w)"
)
# (zh) a clause that says a branch's state, bare: "still not" or "still in" (还不稳定, 仲未穩定,
# 還在壓測, 还没测完) or a state's word (不稳定, 有问题, 在测试), no act of its own
_ZH_STATE = Lazy(
    r"(?:还|還|仲|尚)\s*(?:不|未|没|沒|在|喺)|不稳定|不穩定|有问题|有問題|有bug|在测试|在測試|"
    r"在压测|在壓測|测试中|測試中"
)
_HAN = Lazy(r"[\u3400-\u9fff]")
_KANA_HANGUL = Lazy(r"[\u3040-\u30ff\uac00-\ud7a3]")
# an act said in the clause: a merge or a deletion beside the push's words
_ACT = Lazy(r"合并|合併|merge|删|刪|剷|推|push|改|commit|提交")


def _stated_zh(text: str, plain: str) -> list[tuple[int, int]]:
    """(zh) The clauses before the last that say a branch's state, bare (see _ZH_STATE)."""
    if not _HAN.search(plain) or _KANA_HANGUL.search(plain):
        return []
    parts = clauses(plain)
    return [
        (a, b)
        for a, b in parts[:-1]
        if _ZH_STATE.search(plain, a, b)
        and not _ACT.search(plain, a, b)
        and not negated(plain[a:b])
        and branches_named(text[a:b])
    ]


def reasons_branches(text: str, plain: str, names: frozenset[str]) -> frozenset[str]:
    """The branches of `names` the rule names only in its reasons (see the module's doc): out of
    what it refuses."""
    if len(names) < 2 or not _EAST.search(plain):
        return frozenset()
    spans = korean_reasons(plain) + reason_clauses(plain) + _stated_zh(text, plain)
    if not spans:
        return frozenset()
    rest = blank(plain, spans)
    rest_text = blank(text, spans)
    own = branches_named(rest_text)
    if not own or not negated(rest) or _ALSO.search(rest):
        return frozenset()
    if not PUSH.search(rest) and not _ACT.search(rest):
        return frozenset()
    told = frozenset().union(*(branches_named(text[a:b]) for a, b in spans))
    return frozenset(n for n in names if n in told and n not in own)
