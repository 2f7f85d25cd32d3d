"""Issue 33, twenty-seventh round, the last read's findings the saves' mends had no time for: each
mend as a class, its siblings (saved wrongly on 63ce6c46, not saved after) and its near misses
(the forms the round's reading was written for, read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

# 1: an east note heading over a diary's entry (the speaker's own day told, no hour or deadline)
# or over a list of things to see later keeps nothing
DIARY_OR_LIST = [
    "随手记：今天天气不错，去公园走了走。",
    "隨手記一條：今天很開心。",
    "나중에 볼 것: 넷플릭스 추천",
    "보관용 메모: 오늘 너무 피곤했다.",
    "控えとして：今日はいい天気だった。",
]
NOTE_KEPT = [
    ("随手记一条：网吧的夜间包房在三楼。", "网吧的夜间包房在三楼"),
    ("随手记：夜市的炒栗子摊只收现金。", "夜市的炒栗子摊只收现金"),
    ("나중에 볼 메모: 온천 여관 체크아웃은 열한 시.", "온천 여관 체크아웃은 열한 시"),
    # the day's plan with its hour is a note of its own
    ("备忘：今天下午3点开会。", "今天下午3点开会"),
    ("控えとして：今日の会議は3時から。", "今日の会議は3時から"),
]


def _remembered(text):
    return [r.content for r in judge(text).explicit if r.form == "remember"]


@pytest.mark.parametrize("text", DIARY_OR_LIST)
def test_a_diary_or_a_watch_list_under_a_note_heading_is_not_saved(text):
    assert _remembered(text) == []


@pytest.mark.parametrize(("text", "content"), NOTE_KEPT)
def test_a_note_under_its_heading_is_still_saved(text, content):
    assert [c.rstrip("。.") for c in _remembered(text)] == [content]
