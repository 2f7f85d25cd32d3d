"""Whose branches a rule names (read_actions.py asks): one's own ("your own branches"), the shared
ones listed after their noun, and a branch for each person or each task."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import (
    BRANCH,
    COMMIT,
    EVERY,
    PUSH,
    REQUEST,
    SHARED,
    TASK,
)
from app.domain.compliance.lexicon import (
    Lazy,
    blank,
    clauses,
    table,
)
from app.domain.compliance.read_branches import (
    PERMIT,
    branches_named,
)

# the shared branches listed in brackets after their noun ("共有ブランチ（develop・release/*）",
# "shared branches (develop, release/*)"): the list is what "shared" means here, no example; the
# noun may keep its genitive ("shared branches of the billing repo (…)", "общих ветках
# бухгалтерского репо (…)")
_SHARED_LISTED = Lazy(
    "(?:" + SHARED.pattern + r")[^()（）。.;；]{0,40}?[(（]([^()（）]+)[)）]", re.IGNORECASE
)


OWN = table(
    r"(?:your|my|their)\s+own;own\s+branch\w*;personal;private;自分の;個人;自己的;개인;본인;각자;"
    r"propres?;eigene\w*;propi[ao]s?;tuoi;свои\w*;личн\w*;الخاصة"
)


def own_branches(part: str) -> bool:
    """Whether words name one's own branches ("각자 작업 브랜치는 괜찮아요", "your own branches are
    fine"): where pushes are allowed, no exception to the branches a rule protects."""
    return bool(BRANCH.search(part) and OWN.search(part))


def shared_listed(plain: str, names) -> bool:
    """The brackets after the word for shared hold the branches named (not "(force push)"), or
    Chinese's "these" after the names points back at them ("develop 和 release/* 这些公共分支")."""
    if any(any(n in m.group(1) for n in names) for m in _SHARED_LISTED.finditer(plain)):
        return True
    m = _THESE_SHARED.search(plain)
    return bool(m) and all(plain.find(n) < m.start() for n in names if n in plain)


# Chinese's demonstrative of the branches just named, before the word for shared: "develop 和
# release/* 这些公共分支", "develop 跟 release/* 這種大家共用的分支".
_THESE_SHARED = Lazy(
    r"(?:这些|這些|这几个|這幾個|这种|這種|这类|這類)\s*[^，,。；;]{0,4}?(?:"
    + SHARED.pattern
    + ")",
    re.IGNORECASE,
)


_CLAUSE_CUT = Lazy(r"[.!?;](?=\s|$)|[。！？；]")
_COLON = Lazy(r"[:：]")


def own_named(text: str, plain: str) -> frozenset[str]:
    """The branches named in a clause that allows one's own (see _OWN and PERMIT)."""
    return frozenset(
        name
        for a, b in clauses(plain)
        if OWN.search(plain, a, b) and PERMIT.search(plain, a, b)
        for name in branches_named(text[a:b])
    )


# (ko zh; check-zb-east) "each" said of the people ("올릴 거면 각자 feature 브랜치에 올려 주세요": each
# of you, to a feature branch) or of a request asked for every change, in a comma's clause naming no
# branch ("main 分支大家都不直接推，每個改動都要先開合併請求給組長審"): no branch made for each task
# (각각 after a task's noun is each task: "작업은 각각 새 브랜치에서 해 주세요", a branch per task asked)
_EACH_PERSON = Lazy(r"각자|각각|(?<![가-힣])각\s*자기")
_TASK = Lazy(r"(?<![가-힣])(?:작업|업무|이슈|티켓|변경\w*|기능|일)\s*[은는을를도]?\s*$")
_COMMA_CLAUSE = Lazy(r"[^,，、]+")


def _each_said_elsewhere(plain: str) -> str:
    spans = [m.span() for m in _EACH_PERSON.finditer(plain) if not _TASK.search(plain[: m.start()])]
    for m in _COMMA_CLAUSE.finditer(plain):
        part = m.group()
        if EVERY.search(part) and REQUEST.search(part) and not BRANCH.search(part):
            spans.append(m.span())
    return blank(plain, spans) if spans else plain


def per_task(plain: str) -> bool:
    """A branch for every task said in one clause ("Un ramo per ogni modifica", "Branches: one
    for each task"), not a push or commit to a branch before a colon and every change's review
    after it ("nessuno manda commit sul ramo main: ogni modifica aspetta la revisione")."""
    if not (TASK.search(plain) and EVERY.search(plain)):
        return False
    plain = _each_said_elsewhere(plain)  # (ko zh; check-zb-east)
    parts = []
    for part in _CLAUSE_CUT.split(plain):
        colon = _COLON.search(part)
        if colon and (PUSH.search(part, 0, colon.start()) or COMMIT.search(part, 0, colon.start())):
            parts += [part[: colon.start()], part[colon.end() :]]
        else:
            parts.append(part)
    return any(BRANCH.search(p) and TASK.search(p) and EVERY.search(p) for p in parts)
