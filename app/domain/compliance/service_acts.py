"""One act refused on a code host's tools ("Don't merge PRs with the GitHub tools", "不要用 GitHub
工具合併 PR", "Ne fusionne pas de PR avec les outils GitHub"): the host's tools that do that act
(`merge_pull_request`), not every tool of the host — read as the host's every tool, a read
(`get_pull_request`, `list_pull_requests`) was denied (probe-zf).

Read by the rule's words (app.domain.compliance.named_terms) when a service is named beside the
word for a tool; the act must stand in the service's own clause, and be the one act the rule refuses
there: another act beside it ("Don't use the GitHub tools to review or merge PRs"), or in a clause
that refuses it with them too ("…; and don't create issues with them either"), keeps the host's
every tool refused, as at the start (review-zf)."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.forbidding import negated
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
    cut = clauses(text)
    left, right = next(((a, b) for a, b in cut if a <= at < b), (0, len(text)))
    if not _MERGE.search(text, left, right):
        return None
    if _OTHER_ACT.search(text, left, right):
        return None  # "to review or merge PRs": the review's tools are refused too
    for a, b in cut:
        part = text[a:b]
        # "and don't close issues with them", "y tampoco crees issues con ellas": refused again
        if (
            (a, b) != (left, right)
            and _OTHER_ACT.search(part)
            and _WITH_THEM.search(part)
            and (negated(part) or _NOT_EITHER.search(part))
        ):
            return None
    return MERGE_TOOLS


# an act done on a code host other than a merge, in the eleven languages ("create issues",
# "close", "review", "comment", "approve", "push", "delete"; not "use", the means)
_OTHER_ACT = Lazy(
    r"(?<![\w-])(?:creat\w*|open(?:s|ing)?|clos\w*|reopen\w*|comment\w*|review\w*|approv\w*|"
    r"edit\w*|updat\w*|delet\w*|label\w*|assign\w*|push\w*|commit\w*|tag(?:s|ging)?|"
    r"erstell\w*|anleg\w*|anzuleg\w*|schließ\w*|kommentier\w*|genehmig\w*|bearbeit\w*|lösch\w*|"
    r"öffne\w*|eröffn\w*|cré\w*|ouvr\w*|ferm\w*|approuv\w*|supprim\w*|"
    r"cre[ae]\w*|abr[ae]\w*|cierr\w*|cerr\w*|coment\w*|aprueb\w*|aprob\w*|borr\w*|elimin\w*|"
    r"apri\w*|chiud\w*|approv\w*|cancell\w*|"
    r"созда\w*|открыва\w*|откро\w*|закрыва\w*|закро\w*|комментир\w*|одобр\w*|удаля\w*|удали\w*|"
    r"пуш\w*)(?!\w)|创建|創建|新建|关闭|關閉|评论|評論|审查|審查|审核|審核|批准|删除|刪除|编辑|編輯|推送|"
    r"作成|クローズ|閉じ|レビュー|承認|コメント|削除|編集|プッシュ|생성|만들|닫|리뷰|승인|댓글|코멘트|삭제|"
    r"편집|푸시|(?<![\u0600-\u06ff])(?:تنشئ|أنشئ|انشئ|تغلق|أغلق|اغلق|تعلق|تحذف|احذف|تراجع|راجع)",
    re.IGNORECASE,
)
# the host's tools said again in another clause ("with them", "either", "auch damit", "非 plus")
_WITH_THEM = Lazy(
    r"(?<!\w)(?:with\s+them|using\s+them|through\s+them|either|too|as\s+well|neither|nor|"
    r"damit|mit\s+ihnen|auch|avec|non\s+plus|con\s+ellas?|con\s+ellos|tampoco|con\s+essi|"
    r"nemmeno|neanche|anche|ими|тоже|также|بها|أيضا|أيضًا)(?!\w)|也|同样|同樣|も",
    re.IGNORECASE,
)
_NOT_EITHER = Lazy(r"(?<!\w)(?:neither|nor|tampoco|nemmeno|neanche|non\s+plus|ни)(?!\w)", re.I)
