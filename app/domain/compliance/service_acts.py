"""One act refused on a code host's tools ("Don't merge PRs with the GitHub tools", "不要用 GitHub
工具合併 PR", "Ne fusionne pas de PR avec les outils GitHub"): the host's tools that do that act
(`merge_pull_request`), not every tool of the host — read as the host's every tool, a read
(`get_pull_request`, `list_pull_requests`) was denied (probe-zf).

Read by the rule's words (app.domain.compliance.named_terms) when a service is named beside the
word for a tool; the act must stand in the service's own clause, and be the one act the rule refuses
there: another act beside it ("Don't use the GitHub tools to review or merge PRs"), or in a clause
that refuses it with them too ("…; and don't create issues with them either"), keeps the host's
every tool refused, as at the start (review-zf).

(check-zg-east) In Japanese, Korean and Chinese the host is often named as the place of the act,
with no word for its tools ("GitHub で PR をマージするのはご遠慮ください", "깃허브에서 PR 머지는 하지
마십시오", "请不要在 GitHub 上合并 PR"): the host's merge is its merge tool all the same
(`host_places`), its reads and its other acts are not refused."""

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


# (check-zg-east) a code host named as the place of an act or whose thing it is, in the east's
# words: "GitHub で", "GitHub 上での", "GitHub の PR", "GitHub 側", "깃허브에서", "GitHub 의",
# "在 GitHub 上", "GitHub 上的", "喺 GitHub 度"; Hangul's and katakana's spellings of the hosts too
_HOST_PLACE = Lazy(
    r"(?:在|喺|於|于)\s*(?P<a>github|gitlab|bitbucket)\s*(?:上|度|裡|里)"
    r"|(?<![\w.-])(?P<b>github|gitlab|bitbucket)\s*(?:の\s*)?(?:ツール|工具|도구|mcp)?"
    r"\s*(?:上\s*(?:で|の|的)?|側|で|の|에서|의|로|으로|度|里|裡)"
    r"|(?P<c>깃허브|깃헙|깃랩|ギットハブ)",
    re.IGNORECASE,
)
_ALIAS = {"깃허브": "github", "깃헙": "github", "깃랩": "gitlab", "ギットハブ": "github"}
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def host_places(text: str) -> list[tuple[int, int, int, str, str]]:
    """The code hosts an eastern rule names as the place (or owner) of its one refused act, the
    merge: (where the host is named, start and end of the merge's word, the tools of that act, the
    host) each; none where the act is not a merge alone."""
    if not _EAST.search(text):
        return []
    found = []
    for m in _HOST_PLACE.finditer(text):
        group = "a" if m.group("a") else "b" if m.group("b") else "c"
        name = m.group(group).lower()
        host = _ALIAS.get(name, name)
        act = act_of(text, m.start(group), host)
        if act:
            # the merge's own word, where its refusal's polarity is read (the host stands before
            # the verb that refuses, in these languages, out of a negation's reach)
            left, right = next(((a, b) for a, b in clauses(text) if a <= m.start(group) < b))
            merge = _MERGE.search(text, left, right)
            found.append((m.start(group), merge.start(), merge.end(), act, host))
    return found


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
