"""An "only" said of the means, not the place: "main only takes changes through a reviewed PR",
"nur über Merge-Requests", "只能通过 PR 合并", "PR 로만 머지" restrict how work reaches a branch, never
which branch a push may land on (read_branches.only_branches asks here)."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import NE_QUE, ONLY
from app.domain.compliance.lexicon import Lazy

# "only" said of the way, not the place ("fixes reach main only through a reviewed PR", "nur über
# Merge-Requests", "solo tramite PR", "только через ревью"): it restricts how work arrives.
_ONLY_BY_MEANS = Lazy(
    r"\s*(?:(?:by\s+way\s+of|through|via|by|über|per|tramite|attraverso|через|par|mediante|"
    r"a\s+través\s+de|por\s+medio\s+de|عبر|عن\s+طريق|通过|透過|經由|经由|を通して|経由)(?!\w)|"
    r"(?:通过|透過|經由|经由))",
    re.IGNORECASE,
)


# or a few words after it, its verb between ("main only takes changes through reviewed pull
# requests", "is only ever updated by merging")
_ONLY_THEN_MEANS = Lazy(
    # (no place's preposition between: "push only to feature/* through the day" says where)
    r"(?:\s+(?!(?:to|onto|into|on|in|auf|nach|sur|vers|a|en|su|в|на)\b)[\w'-]+){1,3}?\s+"
    r"(?:through|via|by\s+way\s+of|by\s+merging|über|tramite|attraverso|"
    r"через|mediante|a\s+través\s+de|عبر)(?!\w)",
    re.IGNORECASE,
)


# (probe-ze, found driving the hook) the means said with a word of may before it, or by the request
# alone, in Chinese ("main 分支只能通过 PR 合并", "只能走 PR", "只能用 merge request 合进去"), or
# after a French "ne … que" ("main ne se modifie que par PR"); and the request as the instrument
# before Korean's 로만 ("PR 로만 머지") or before Japanese's のみ/だけ ("PR 経由でのみマージ"): each
# read as the branch pushes land on alone, so every feature push was denied and main's went on.
_ONLY_MAY_MEANS = Lazy(
    r"\s*(?:能|可以|可|能够|能夠)?\s*(?:通过|透過|經由|经由|走|用|靠)\s*"
    r"(?:PR|MR|pull\s*requests?|merge\s*requests?)(?![A-Za-z])",
    re.IGNORECASE,
)
_REQUEST_AS_MEANS = Lazy(
    r"(?:(?<![A-Za-z])(?:PR|MR)s?|pull\s*requests?|merge\s*requests?)\s*"
    r"(?:経由で|を通して|を通じて|で|通じて)?\s*$",
    re.IGNORECASE,
)
_EAST_MEANS_ONLY = Lazy(r"로만|のみ|だけ")


# (probe-zf, found driving the hook) the "only" said of the request itself, its verb of receiving
# between or none ("main only gets PRs", "main ne reçoit que des PR", "main bekommt nur PRs",
# "main solo recibe PRs", "main riceve solo PR", "main 只接受 PR"): the branch takes no direct push.
# Beside a clause that pushes elsewhere ("feature branches get pushed directly") it was read as
# the branch pushes land on alone: every feature push denied, main's let through.
_ONLY_THE_REQUEST = Lazy(
    r"(?:\s+(?!(?:to|onto|into|on|in|against|auf|nach|gegen|sur|vers|contre|a|en|contra|su|"
    r"verso|в|на|к|إلى|على)\b)[\w'-]+){0,2}?\s*(?:(?<![A-Za-z])(?:PR|MR)s?|pull[\s-]*requests?|"
    r"merge[\s-]*requests?)(?![\w-])(?!\s+(?:to|onto|into|against|auf|nach|gegen|sur|vers|a|en|su|"
    r"в|на)\b)"
    r"|\s*(?:接受|接收|收)\s*(?:PR|MR|pull\s*requests?|merge\s*requests?)(?![A-Za-z])",
    re.IGNORECASE,
)


def only_requests(part: str) -> bool:
    """Whether an "only" (or "ne … que") of the clause is said of the request alone ("main only
    gets PRs"): the branch it names takes no direct push."""
    found = list(ONLY.finditer(part)) + list(NE_QUE.finditer(part))
    return any(
        _ONLY_THE_REQUEST.match(part, m.end())
        # or after it, no place following ("main takes PRs only"; not the east's "only", whose
        # place follows unmarked: "PR 只能合到 develop" says where PRs go)
        or (
            not _EAST_WORD.match(m.group())
            and _REQUEST_AS_MEANS.search(part, max(0, m.start() - 24), m.start())
            and not _TO_A_PLACE.match(part, m.end())
        )
        for m in found
    )


_EAST_WORD = Lazy(r"[\u3040-\u9fff\uac00-\ud7a3]")
_TO_A_PLACE = Lazy(r"\s+(?:to|into|onto|against|auf|nach|sur|vers|a|en|su|в|на)(?!\w)", re.I)


def by_means(part: str, m) -> bool:
    """Whether the "only" (or French "ne … que") matched at `m` is said of the means."""
    if (
        _ONLY_BY_MEANS.match(part, m.end())
        or _ONLY_THEN_MEANS.match(part, m.end())
        or _ONLY_MAY_MEANS.match(part, m.end())
        or _ONLY_THE_REQUEST.match(part, m.end())
    ):
        return True
    return bool(
        _EAST_MEANS_ONLY.fullmatch(m.group())
        and _REQUEST_AS_MEANS.search(part, max(0, m.start() - 24), m.start())
    )


def only_where(part: str) -> bool:
    """An "only" in the clause that restricts where, not by what means."""
    return any(not by_means(part, m) for m in ONLY.finditer(part))
