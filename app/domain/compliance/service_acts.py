"""One act refused on a code host's tools ("Don't merge PRs with the GitHub tools", "不要用 GitHub
工具合併 PR", "Ne fusionne pas de PR avec les outils GitHub"): the host's tools that do that act
(`merge_pull_request`), not every tool of the host — read as the host's every tool, a read
(`get_pull_request`, `list_pull_requests`) was denied (probe-zf).

Read by the rule's words (app.domain.compliance.named_terms) when a service is named beside the
word for a tool; the act must stand in the service's own clause."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.lexicon import Lazy

# the hosts whose tools merge a request
_CODE_HOSTS = frozenset({"github", "gitlab", "bitbucket"})
# a merge, in the eleven languages
_MERGE = Lazy(
    r"(?<![\w-])(?:merg\w*|fusion\w*|zusammenführ\w*|zusammen|fusiona\w*|fonde\w*|fondi|"
    r"слива\w*|слить|слей|смерж\w*|мерж\w*)(?!\w)|合并|合併|マージ|병합|머지|"
    r"(?<![\u0600-\u06ff])(?:تدمج|ادمج|يدمج|دمج)",
    re.IGNORECASE,
)
# the tools that merge
MERGE_TOOLS = "merge_*"


def act_of(text: str, at: int, service: str) -> str | None:
    """The tools of the one act the rule refuses on `service` (named at `at`), or None when
    no single act is said in its clause."""
    if service not in _CODE_HOSTS:
        return None
    left, right = next(((a, b) for a, b in clauses(text) if a <= at < b), (0, len(text)))
    return MERGE_TOOLS if _MERGE.search(text, left, right) else None
