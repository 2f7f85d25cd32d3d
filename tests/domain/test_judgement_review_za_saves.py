"""Issue 33, twenty-seventh round, the last read's findings on readings that saved at once: each
mend as a class, its siblings (saved wrongly on 8372d98e, not saved after) and its near misses
(the forms the round's reading was written for, read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

# 1: a Chinese retention verb closing the sentence with 我 its subject is the speaker's own memory
# told, never a request; the tail keeps only what follows a comma or is asked of the hearer
OWN_MEMORY = [
    "这首歌我一直记在脑子里。",
    "那天的事我一直记在脑海里。",
    "妈妈说的话，我会记在脑海里。",
    "这些单词我已经存进记忆里了。",
    "你要把课文存进脑子里。",
    # the same class with the older verbs (记在心里, 记着)
    "老师说的话，我会记在心里。",
    "老师的话我一直记着。",
    "这段旋律我一直记在脑子里。",
]
KEPT_TAIL = [
    ("网吧的夜宵套餐十八块，你替我存进脑子里", "网吧的夜宵套餐十八块"),
    ("寺里的斋饭一份十五块，你替我记在脑子里。", "寺里的斋饭一份十五块"),
    ("出租車行的夜班經理姓溫，請幫我記在腦海裡", "出租車行的夜班經理姓溫"),
    ("我的密码是1234，记住。", "我的密码是1234"),
    ("周五交报告，好好记着。", "周五交报告"),
]


@pytest.mark.parametrize("text", OWN_MEMORY)
def test_the_speakers_own_memory_told_is_not_saved(text):
    assert not judge(text).explicit


@pytest.mark.parametrize(("text", "content"), KEPT_TAIL)
def test_a_retention_asked_after_a_comma_is_still_saved(text, content):
    found = judge(text).explicit
    assert found and found[0].content.rstrip("。") == content
