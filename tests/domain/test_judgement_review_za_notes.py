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


# 2: what follows the remember asked ahead is an order to the hearer (the east's te-form, the Korean
# imperative, the Chinese order with no subject; the west's errand), no fact to keep
ORDER_AFTER_ASK = [
    "頭に入れてくれる？この資料、明日までに読んでおいて。",
    "記憶に残しといてもらえる？帰りに牛乳を買ってきて。",
    "覚えといてくれる？明日の朝、課長に電話して。",
    "머리에 새겨 둘 수 있어? 이 자료 내일까지 읽어 둬.",
    "기억해 둘 수 있어? 내일 아침에 과장님께 전화해 주세요.",
    "你能帮我记个事吗？明天把这份资料读完。",
    "Can you remember something for me? Pick up the kids at 3.",
]
FACT_AFTER_ASK = [
    ("頭に入れてくれる？会議は三時からです。", "会議は三時からです"),
    ("覚えといてくれる？北野の縁日は月末の土曜やで。", "北野の縁日は月末の土曜やで"),
    ("覚えといてくれる？明日の会議は中止だって。", "明日の会議は中止だって"),
    ("頭に入れてくれる？集合は駅の東口で。", "集合は駅の東口で"),
    ("머리에 새겨 둘 수 있어? 회의실 비밀번호는 4417이야.", "회의실 비밀번호는 4417이야"),
    # (the honorific -세요 tells of someone, no order: "할머니는 매일 아침 산책하세요")
    (
        "기억해 둘 수 있어? 할머니는 매일 아침 여섯 시에 산책하세요.",
        "할머니는 매일 아침 여섯 시에 산책하세요",
    ),
    ("你能帮我记个事吗？幼儿园的放学时间是四点半。", "幼儿园的放学时间是四点半"),
    ("Can you remember something for me? The gate code is 4417.", "The gate code is 4417"),
    ("覚えておいて。本番のドメインは example.jp。", "本番のドメインは example.jp"),
]


@pytest.mark.parametrize("text", ORDER_AFTER_ASK)
def test_an_order_after_the_remember_asked_ahead_is_not_saved(text):
    assert _remembered(text) == []


@pytest.mark.parametrize(("text", "content"), FACT_AFTER_ASK)
def test_a_fact_after_the_remember_asked_ahead_is_still_saved(text, content):
    assert [c.rstrip("。.") for c in _remembered(text)] == [content]
