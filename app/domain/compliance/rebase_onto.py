"""A rebase onto a branch refused: "No rebasing onto main, ever", "Rebase niemals auf main", "Ne
rebase jamais sur main", "Nunca hagas rebase sobre main", "Non fare mai rebase su main", "Никогда не
делай ребейз на main", "لا تعمل rebase على main", "main に rebase しないで", "不要 rebase 到 main 上",
"main 으로 리베이스하지 마세요" (fix-zb-noticed, issue 33). The checker read no act in these (a rebase
was no word of its), so every command was unknown. The agent's rebase of its branch onto one named
(`git rebase main`, `git rebase origin/main`, `git pull --rebase origin main`) is the act refused;
a rebase onto another branch keeps the rule, a push or a commit gives it no occasion. A branch
named with no word of "onto" is the one rebased: any rebase while it is checked out is refused. Asked in
read_actions where a rule names no push: "rebase before you push to main" asks for one."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.model import REBASE, REBASED

REBASE_WORD = Lazy(
    r"(?<![\w-])(?:rebas\w*|ребейз\w*|ребэйз\w*|ребейзи\w*|ريبيس)(?!\w)|リベース|变基|變基|리베이스",
    re.IGNORECASE,
)
# the rebase as what the rule asks for ("rebase on main before you push", "always rebase onto
# main"): said with no refusal, or asked ("make sure to"), it is no rule of refusal
_ASKED = Lazy(
    r"(?<!\w)(?:always|immer|toujours|siempre|sempre|всегда|دائما|دائمًا|make\s+sure|before|vor\s+dem|"
    r"avant\s+de|antes\s+de|prima\s+di|перед)(?!\w)|必ず|一定要|반드시|항상",
    re.IGNORECASE,
)


# the branch after a word of "onto" (or before Japanese's に, Korean's 으로, after Chinese's 到): the
# branch rebased onto; otherwise the branch named is the one rebased ("Rebasing the shared release
# branch is a no-go", "Never rebase main", "main を rebase しない": it is rewritten — dev33s en-019)
_ONTO = Lazy(
    r"(?<!\w)(?:onto|on\s+top\s+of|on|auf|sur|sobre|su|на|على|إلى)(?!\w)|(?:に|へ)\s*(?:rebase|リベース)|"
    r"(?:rebase|变基|變基)\s*(?:到|在)|(?:으로|로)\s*(?:rebase|리베이스)",
    re.IGNORECASE,
)


def rebase_refused(plain: str) -> str | None:
    """What of a rebase the rule (words normalised) refuses (see the module): REBASE (the rebase
    onto its branches) or REBASED (its branches rebased); None where it refuses none: no word for
    one, no refusal, or a word that asks for it."""
    if not REBASE_WORD.search(plain) or not negated(plain) or _ASKED.search(plain):
        return None
    return REBASE if _ONTO.search(plain) else REBASED
