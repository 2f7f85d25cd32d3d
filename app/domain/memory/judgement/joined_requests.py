"""Two explicit requests in one sentence (issue 33, nineteenth round): a liking of the speaker's
joined by "and" to a retention request, after what it keeps ("Remember that the site office shuts
at 3pm on Fridays, and I prefer texts over calls"), each read as a request of its own."""

from __future__ import annotations

import re

from app.domain.memory.judgement.groups import Group
from app.domain.memory.judgement.model import ExplicitRequest
from app.domain.memory.judgement.requests import explicit_request
from app.domain.memory.judgement.text import Sentence, word_count

# A liking of the speaker's joined to a retention by "and" ("Remember that the site office shuts at
# 3pm, and I prefer texts over calls"; "… et je préfère …", "… und ich bevorzuge …"): two requests.
# Without a comma, what is kept before "and" is a clause of its own only when it is long enough.
_AND_PREFER = re.compile(
    r"(?:,\s*|\s+)(?:and|et|und|y|e|и)\s+(?=(?:(?:I|je|ich|yo|io|я)\s+)?"
    r"(?:also\s+|aussi\s+|auch\s+|también\s+|anche\s+|ещё\s+|еще\s+)?"
    r"(?:prefer|préfère|prefere|bevorzuge|prefiero|preferisco|предпочитаю)\b)"
    # (Chinese after a comma, by "besides": 另外, 还有, 顺便说一下: "请记住我的工号是A2047，另外我比较
    # 喜欢简短的回复")
    r"|[，,]\s*(?:另外|还有|還有|顺便说一下|順便說一下|顺便|順便)\s*[，,]?\s*(?=我\s*(?:比较|比較|更|也|还是|還是)?\s*"
    r"(?:喜欢|喜歡|偏好|倾向于|傾向於))",
    re.I,
)


def joined_requests(
    request: ExplicitRequest, sentence: Sentence, work: str, group: Group
) -> list[ExplicitRequest]:
    """The request a sentence opens with, and a liking joined to it by "and" after what it keeps,
    each read as a request of its own."""
    joint = _AND_PREFER.search(work) if request.form == "remember" else None
    if joint is None:
        return [request]
    a, b = joint.span()
    if "," not in joint.group() and "，" not in joint.group() and word_count(work[:a]) < 7:
        return [request]  # "Remember that Tom and I prefer …": one subject, two people
    first = Sentence(sentence.start, sentence.text[:a], sentence.masked[:a])
    second = Sentence(sentence.start + b, sentence.text[b:], sentence.masked[b:])
    kept = explicit_request(first, work[:a], group)
    liked = explicit_request(second, work[b:], group)
    if kept is None or liked is None or (kept.form, liked.form) != ("remember", "prefer"):
        return [request]
    return [kept, liked]
