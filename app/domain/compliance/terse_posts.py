"""(English, check-z-en) A post said alone in a terse tail, as a log line or a notice keeps an act
to someone: "Pushes to production: shift supervisor only.", "deploy branch: kitchen manager,
nobody else", "main — plot secretary only". The post is named by a noun no role table holds (a
purser, a route setter, a plot secretary), so the tail's shape says who it is: after a colon, a
pipe or a dash, a short phrase whose last word names a doer, closed by "only", "alone" or "nobody
else". Not where a thing or a time stands there ("main: read only", "pushes: weekdays only",
"deploys: main only"): that says where or when, not who (reserved.reserving_clauses asks)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# The tail: a colon or a pipe before it, or nothing (the clause itself began after a dash); up to
# three words before the doer's noun; then only, alone, or nobody else, and the clause's end.
_TAIL = Lazy(
    r"(?:(?P<mark>[:|])\s*|^\s*)(?:the\s+)?(?P<post>(?:[a-z][a-z'.-]*\s+){0,3}?"
    r"(?P<head>[a-z][a-z'-]*))"
    r"(?:\s+only|\s+alone|,?\s+(?:and\s+)?(?:by\s+)?(?:nobody|no\s+one|no-one)\s+else)"
    r"(?:,?\s+please)?\s*[.!]?\s*(?:\([^()]*\)\s*[.!]?\s*)?$"
)
# a doer's noun: an agent's ending (a supervisor, a purser, a route setter, a secretary, a
# librarian, a steward) or a post said by its own word (a lead, a head, a chief, a coach)
_DOER = Lazy(
    r"(?:[a-z]{2,}(?:er|or|ist|ian|ary|ant|ent|ess|man|woman|person)s?"
    r"|leads?|heads?|chiefs?|coach(?:es)?|chefs?|captains?|stewards?|wardens?|owners?|admins?)"
)
# words of that shape that name a thing, a time or a branch, not a doer ("paper only", "winter
# only", "master only", "members of staff" is a doer and is kept)
_NOT_DOERS = frozenset(
    {"paper", "water", "number", "winter", "summer", "folder", "order", "letter", "other",
     "master", "after", "never", "ever", "either", "together", "later", "under", "over", "cover",
     "server", "servers", "computer", "computers", "register", "filter", "footer", "header",
     "cluster", "container", "buffer", "printer", "counter", "corner", "quarter", "october",
     "november", "december", "september", "content", "current", "recent", "present", "event",
     "client", "clients", "agent", "agents", "assistant", "parent", "percent", "environment",
     "document", "payment", "deployment", "development", "management", "department", "plan",
     "human", "german", "woman's", "library", "summary", "temporary", "primary", "secondary",
     "binary", "dictionary", "glossary", "vocabulary", "january", "february", "anniversary"}
)  # fmt: skip


def terse_post(part: str) -> str | None:
    """How a clause keeps its act to a post in a terse tail (see the module): "mark" when the
    tail follows a colon or a pipe in the clause, "whole" when the clause is the post alone (it
    began after a dash: the act is in the clause before it), else None."""
    if "only" not in part and "alone" not in part and "else" not in part:
        return None
    m = _TAIL.search(part)
    if not m or m["head"] in _NOT_DOERS or not _DOER.fullmatch(m["head"]):
        return None
    # the agent itself is no post ("pushes: you only" asks the agent)
    if m["head"] in ("you", "yourself") or "you" in m["post"].split():
        return None
    return "mark" if m["mark"] else "whole"


_CUT = Lazy(r"[.!?;](?=\s|$)|\s[-–—]\s")


def terse_kept(plain: str):
    """(read_actions asks, where a branch is named and no verb of pushing is said) "main: plot
    secretary only", "deploy branch: kitchen manager, nobody else": a branch kept to a post in a
    terse tail is kept from pushes — the tail's match, or None."""
    if "only" not in plain and "alone" not in plain and "else" not in plain:
        return None
    for part in _CUT.split(plain):
        if terse_post(part):
            return _TAIL.search(part)
    return None


# the name at a terse line's head, before the dash that opens the post's clause: after a colon or
# at the line's start, one word with a dash, a slash or a digit in it, as a branch's is
# ("climb-prod — head route setter only", "Ferry booking API: release/ferry-5 — harbour IT lead,
# no one else"); not a plain word ("Bakery — manager only" names no branch)
_HEAD_NAME = Lazy(
    r"(?:^|[:.]\s+|^\s+)([a-z][a-z0-9_]*(?:[-/][a-z0-9_.]+)+|[a-z]+\d[a-z0-9_.]*)\s+[-–—]\s+(?=[^-–—]+$)"
)


# a log line's field that names the branch between pipes ("marathon-results | branch live |
# pushes: race director only"): English's "branch" is otherwise followed by its own words ("branch
# protection"), but a field holds the name alone
_FIELD_BRANCH = Lazy(r"(?:^|\|)\s*branch:?\s+([a-z0-9][a-z0-9_./-]*)\s*(?=\|)")
# (a name with a dash, a slash or a digit, or a line's word: "branch protection" is no name)
_LINE_WORDS = frozenset(
    {"main", "master", "live", "stable", "prod", "production", "staging", "release", "develop",
     "dev", "beta", "nightly", "trunk", "next", "edge", "canary", "preview", "hotfix"}
)  # fmt: skip
_MARKED = Lazy(r"[-/.\d]")


def terse_head_names(text: str) -> set[str]:
    """(read_branches asks) The branch named at a terse line's head, before a dash whose clause
    keeps the act to a post (see _HEAD_NAME and terse_post), or in a log line's field."""
    if " " not in text or ("only" not in text and "alone" not in text and "else" not in text):
        return set()
    found = set()
    if "|" in text and any(terse_post(part) for part in _CUT.split(text)):
        named = (m.group(1).rstrip(".") for m in _FIELD_BRANCH.finditer(text))
        found |= {n for n in named if n in _LINE_WORDS or _MARKED.search(n)}
    for m in _HEAD_NAME.finditer(text):
        if terse_post(text[m.end() :]) == "whole":
            found.add(m.group(1).rstrip("."))
    return found
