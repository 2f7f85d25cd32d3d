"""A question that calls up a shared past ("你記不記得以前用傳真機下單的年代？", "記唔記得舊年個倉水浸？",
"去年の棚卸し覚えてる？", "작년 재고 조사 기억나?"): the sentence after it, in the same message, goes on
with that memory ("每天都在等紙出來"), so a way of working read in it is the past told, not a rule;
unless it says it is for the time to come (以后 / 以後 / 今後 / これから / 앞으로) or gives an order
(一定, 必须, 请, 必ず, ください, 꼭, 주세요), which is a rule said after the question
("你记得上次那个客户吗？以后他的单子都要经理签字", "还记得我们上次说的吗？PR 一定要有测试").

The words are Chinese (both scripts, Cantonese), Japanese and Korean: the question is read by its
verb of remembering asked, closing the sentence with its question mark."""

from __future__ import annotations

import re

_RECALL = re.compile(
    # Chinese: 记不记得 / 還記得 … 吗 / Cantonese 記唔記得, 記得…嗎
    r"(?:[记記](?:不|唔)[记記]得|[还還仲]?[记記]得[^？?。]{1,40}?(?:吗|嗎|么|麼|嘛|冇|無|咩)"
    # Japanese: 覚えてる？ / 覚えてますか / 覚えていますか
    r"|覚えて(?:る|ます|います|い?ない)(?:か|の|よね|やろ)?"
    # Korean: 기억나(요)? / 기억하지? / 기억해?
    r"|기억\s?(?:나(?:요|세요|니)?|나지|하지|해|하세요|하시죠|하시나요))"
    r"[^？?。]{0,12}?[？?]\s*$"
)
# What makes the next sentence a rule of now all the same: a word of the time to come, or of an order
# or a duty kept ("还记得我们上次说的吗？PR 一定要有测试", "…覚えてる？PRには必ずテストを付けてね", "…기억나? PR
# 에는 꼭 테스트를 붙여 줘"); a plain 都要 ("每次都要手動匯出報表") is what it took then
_STILL_RULES = re.compile(
    r"以后|以後|今后|今後|往后|往後|これから|앞으로|이제부터|"
    r"一定|必须|必須|务必|務必|一律|统一|統一|请|請|[别別](?!人)|不要|不准|不许|不許|记得|記得|千万|千萬|唔好|"
    r"必ず|ください|下さい|てね|でね|ように|こと\s*[。!！]?\s*$|"
    r"꼭|주세요|줘(?!서)|하세요|마세요|말아|해야\s?(?:해|합니다|돼|됩니다)(?!\s?었|\s?했)"
)


def recalls(sentence: str) -> bool:
    """The sentence asks whether the agent remembers a shared past."""
    return ("?" in sentence or "？" in sentence) and _RECALL.search(sentence) is not None


def goes_on(sentence: str) -> bool:
    """A sentence after such a question that tells the memory: no word of the time to come, of an
    order or of a duty kept."""
    return _STILL_RULES.search(sentence) is None
