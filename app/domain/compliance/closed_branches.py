"""A branch said closed, frozen or shut in the east (ko ja zh; the twenty-fourth round's east):
"hotfix/spring 브랜치는 동결 상태입니다", "release/2 はもう閉じたブランチなので", "珍奶連鎖店的 hotfix/boba
分支目前凍結中", "release/3.2 已经封版冻结", "release/5 分支已經收咗". A branch's state, not an act
refused: nothing more lands on it — no push, no commit — while other branches stay free
(read_actions asks). A freeze said lifted ("동결이 풀렸어요", "凍結解除", "已经解冻") closes nothing."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# The state words: closed, frozen, locked, shut (Cantonese 收咗), sealed for a release (封版).
_CLOSED = Lazy(
    r"닫혔|닫혀\s*있|닫힌|동결|잠겨\s*있|잠긴|"
    r"閉じ(?:た|て|られ|ました)|凍結|フリーズ|クローズ(?:した|され|済み)|"
    r"冻结|封版|封存|关掉了|關掉了|关闭了|關閉了|收咗|锁定了|鎖定了"
)
# A freeze lifted or a state asked about: nothing closed.
_LIFTED = Lazy(
    r"해제|풀렸|풀었|풀어|풀린|解除|解冻|解凍|解封|打开了|打開了|開咗|[?？]|ですか|인가요|나요|吗|嗎|咩|っけ"
)
# The word for a branch, so a folder or an issue said closed is not one.
_BRANCH_WORD = Lazy(r"브랜치|ブランチ|分支|branch", re.IGNORECASE)
# A branch's name as the east writes it before its topic marker: "release/2 は", "release/3.2 已经".
_SLASHED = Lazy(r"(?<![\w./*:-])([a-z0-9][a-z0-9_.-]*/[a-z0-9_.-]+)(?![\w/*-])")
# With no word for a branch, a name of a branch's family says it is one ("release/3.2 已经封版冻结");
# a folder ("docs/legacy/ 폴더는 동결") is not.
_FAMILY_NAME = Lazy(r"(?:release|hotfix|main|master|develop|production|staging|support)\b")


def closed_branches(text: str, named: frozenset[str]) -> frozenset[str]:
    """The branches the words (normalised) say closed or frozen: those named (`named`, as
    read_branches reads them) or slashed names, in a rule that says a branch's state."""
    if not _CLOSED.search(text) or _LIFTED.search(text):
        return frozenset()
    names = set(named) | set(_SLASHED.findall(text))
    if not names or not (_BRANCH_WORD.search(text) or any(map(_FAMILY_NAME.match, names))):
        return frozenset()
    return frozenset(names)
