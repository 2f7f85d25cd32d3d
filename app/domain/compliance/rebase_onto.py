"""A rebase onto a branch refused: "No rebasing onto main, ever", "Rebase niemals auf main", "Ne
rebase jamais sur main", "Nunca hagas rebase sobre main", "Non fare mai rebase su main", "Никогда не
делай ребейз на main", "لا تعمل rebase على main", "main に rebase しないで", "不要 rebase 到 main 上",
"main 으로 리베이스하지 마세요" (fix-zb-noticed, issue 33). The checker read no act in these (a rebase
was no word of its), so every command was unknown. The agent's rebase of its branch onto one named
(`git rebase main`, `git rebase origin/main`, `git pull --rebase origin main`) is the act refused;
a rebase onto another branch keeps the rule, a push or a commit gives it no occasion. A branch
named with no word of "onto" is the one rebased: any rebase while it is checked out is refused. Asked in
read_actions where a rule names no push: "rebase before you push to main" asks for one.

The refusal and the rebase are read in one clause: a rebase asked for in place of a refused merge
("Don't merge main into your branch, rebase onto main instead") or allowed beside a refused one
("Never rebase main; rebasing your own branch on main is fine") is no rebase refused, and a word of
"onto" counts only in the refused clause, before a branch named ("Don't rebase main onto
anything" rebases main) — review of the twenty-eighth round."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import clauses
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
# the west's words of "onto", before the branch ("on top of" is read by its first word)
_WEST_ONTO = ("onto", "on", "auf", "sur", "sobre", "su", "на", "على", "إلى")
_ONTO = Lazy(
    rf"(?<!\w)(?:on\s+top\s+of|{'|'.join(_WEST_ONTO)})(?!\w)|(?:に|へ)\s*(?:rebase|リベース)|"
    r"(?:rebase|变基|變基)\s*(?:到|在)|(?:으로|로)\s*(?:rebase|리베이스)",
    re.IGNORECASE,
)


# a clause that asks for the rebase in place of something refused, or allows it
_INSTEAD_OR_ALLOWED = Lazy(
    r"(?<!\w)(?:instead|rather|stattdessen|lieber|plutôt|à\s+la\s+place|en\s+su\s+lugar|en\s+cambio"
    r"|invece|вместо\s+этого|лучше|بدلا|بدلًا|is\s+fine|are\s+fine|is\s+ok(?:ay)?|ok(?:ay)?|erlaubt"
    r"|in\s+ordnung|passt|est\s+permis|c['’]est\s+bon|permis|está\s+bien|se\s+puede|va\s+bene"
    r"|si\s+può|можно|разрешено|لا\s+بأس|مسموح)(?!\w)|代わりに|してもいい|而是|可以|대신|괜찮",
    re.IGNORECASE,
)


def rebase_refused(plain: str, names: frozenset[str] | tuple[str, ...]) -> str | None:
    """What of a rebase the rule (words normalised) refuses (see the module): REBASE (the rebase
    onto its branches) or REBASED (its branches rebased); None where it refuses none: no word for
    one, no refusal in its clause, or a word that asks for it or allows it. `names`: the branches
    named, one of which must follow a western word of "onto"."""
    if not REBASE_WORD.search(plain) or _ASKED.search(plain):
        return None
    refused = [
        plain[a:b]
        for a, b in clauses(plain)
        if REBASE_WORD.search(plain, a, b)
        and negated(plain[a:b])
        and not _INSTEAD_OR_ALLOWED.search(plain, a, b)
    ]
    if not refused:
        return None
    return REBASE if any(_onto(c, names) for c in refused) else REBASED


def _onto(clause: str, names) -> bool:
    """Whether the clause rebases onto a branch: a western word of "onto" with a branch named
    within two words after it, or the east's own form."""
    for m in _ONTO.finditer(clause):
        if m.group().split()[0].lower() not in _WEST_ONTO:
            return True  # "main に rebase", "rebase 到 main", "main 으로 리베이스"
        after = clause[m.end() : m.end() + 60]
        if any(_within_two_words(after, n) for n in names):
            return True
    return False


def _within_two_words(after: str, name: str) -> bool:
    return bool(re.match(rf"\W*(?:\S+\s+){{0,2}}?{re.escape(name)}(?![\w/])", after))
