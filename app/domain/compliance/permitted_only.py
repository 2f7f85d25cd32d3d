"""A Japanese or Chinese rule that only permits emoji ("社内 Slack のスレッドでは絵文字を使っても大丈夫です",
"SNS 投稿なら絵文字ありで構いません", "朋友圈文案可以加几个表情", "IG 貼文用 emoji 都 OK 嘅"): it
forbids nothing and asks for nothing, so no output breaks or keeps it — `not_applicable`, where
it had been in doubt (`unknown`). Korean's permissions are korean_asides' (korean_permissions).

Read only where the checker has no reading of the rule (reader.asks_nothing): a permission beside a
refusal ("PR の作成は構いませんが、マージはご遠慮ください") is read by the refusal's reading. Not
a permission denied or asked ("使ってもいいですか", "可以用 emoji 吗"), nor a request ("可以帮我…",
"…てもいいので…ください"), nor one with a refusal in its words beside it. Only emoji's: a deed
permitted ("也可以推 beta", "Dockerfile 可以改", "PDF ファイルは消してもいいです") may be the exception
to a ban said elsewhere, and the earlier rounds read it in doubt (test_compliance_left_zc,
…_twenty_ninth_round_east, …_thirtieth_round_east, …_thirty_first_round_east)."""

from __future__ import annotations

import re

from app.domain.compliance.forbidding import negated
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.named_terms import EMOJI_WORDS
from app.domain.compliance.word_tables import blank

# may, in Japanese and Chinese: "…てもいい", "…ても大丈夫", "…ありで構いません", "可以", "没关系",
# "都 OK", "随便用"
_MAY = Lazy(
    r"て\s*も\s*(?:いい|良い|よい|ok|大丈夫|構いません|構わない|かまいません|かまわない)"
    r"|(?:あり|OK)\s*で\s*(?:構いません|かまいません|大丈夫|いい)|構いません|かまいません"
    r"|可以|没关系|沒關係|冇問題|没问题|沒問題|随便|隨便|无所谓|無所謂|都\s*ok|係\s*ok",
    re.IGNORECASE,
)
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff]")
_HANGUL = Lazy(r"[\uac00-\ud7a3]")
# asked of the agent, a request ("可以帮我…", "請…"), not a permission
_REQUEST = Lazy(r"帮|幫|请|請|麻烦|麻煩|给我|給我|畀我|ください|下さい|お願い")
# asked, not said: a question's mark or particle at the end
_ASKED = Lazy(r"(?:[?？]|か|吗|嗎|咩|呢)\s*[。.!！]*\s*$")


def permits_only(text: str) -> bool:
    """Whether the rule's (normalised) words only permit emoji, in Japanese or Chinese."""
    if not _EAST.search(text) or _HANGUL.search(text):
        return False
    spans = [m.span() for m in _MAY.finditer(text)]
    if not spans or _ASKED.search(text) or _REQUEST.search(text) or not EMOJI_WORDS.search(text):
        return False
    return not negated(blank(text, spans))
