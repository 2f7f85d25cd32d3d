"""The words an explicit request saves at once are the fact alone, not a piece of its frame.

Three classes misread on the twenty-sixth round's frozen third (scored and spent, so in the pool):
a Chinese closing frame with how firmly ("…，你给我牢牢记住": 牢牢 was kept in the fact), the Japanese
honorific お before 心に留めて ("…、お心に留めておいてください": お was kept), and the Arabic formal ask
("هل تتكرم بتدوين معلومة في ذاكرتك؟ …": the placeholder and the place were saved instead of the fact
in the next sentence). A request saves at once (SPEC §1): a wrong word is a wrong Memory entry.
"""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import pool

SIBLINGS = {
    # Chinese: how firmly, between the speaker and the verb
    "打印店周六不营业，你给我牢牢记住": "打印店周六不营业",
    "值班医生姓陈，好好记着": "值班医生姓陈",
    "备用钥匙挂在门后，你一定要记住": "备用钥匙挂在门后",
    "停车场晚上十点关门，千万记住啊": "停车场晚上十点关门",
    "会员卡号是 8812，给我牢牢地记住": "会员卡号是 8812",
    # Japanese: the honorific お of the heart, and the please of the asking before the frame
    "鍵は事務所の棚です、どうぞ覚えておいてください": "鍵は事務所の棚です",
    "集合は駅の東口です、くれぐれも覚えといてね": "集合は駅の東口です",
    "受付は九時からです、お心に留めておいてください": "受付は九時からです",
    "駐車場は裏手にございます、お心に留めてください": "駐車場は裏手にございます",
    "担当の者は佐伯と申します、どうぞお心に留めておいてくださいませ": "担当の者は佐伯と申します",
    "定休日は水曜です、お心に留めといてください": "定休日は水曜です",
    "窓口は二階に移りました、お心に留めておいてくださいね": "窓口は二階に移りました",
    # Arabic: the formal ask, the thing and the memory named, the fact after
    "هل تتكرم بحفظ معلومة في ذاكرتك؟ المطبخ يفتح الساعة السادسة.": "المطبخ يفتح الساعة السادسة",
    "هل تتفضل بتسجيل اسم في ذاكرتك؟ مديرة الأرشيف اسمها سلمى.": "مديرة الأرشيف اسمها سلمى",
    "تتكرم بحفظ رقم في ذاكرتك؟ رقم الخزنة ٤٤١٢.": "رقم الخزنة ٤٤١٢",
    "هل تتكرمين بتدوين معلومة في ذاكرتك؟ الحافلة تمر كل ربع ساعة.": "الحافلة تمر كل ربع ساعة",
    "ممكن تحفظ معلومة في ذاكرتك؟ المخزن يقفل الساعة خمسة.": "المخزن يقفل الساعة خمسة",
    "هل تتفضلين بتخزين تفصيلة في ذاكرتك؟ الفرن يسخن في عشرين دقيقة.": "الفرن يسخن في عشرين دقيقة",
}

# the same surfaces with nothing of the reading: no request, or a request read as before
NEAR_MISSES = {
    "你一定要来": [],
    "这个牢牢的锁很好用": [],
    "明天一定记得带伞": [],
    "お心遣いありがとうございます": [],
    "どうぞよろしくお願いします": [],
    "会議は十時からです、心に留めておいてください": ["会議は十時からです"],
    "ماذا في ذاكرتك عن المكتب؟": [],
    "هل تتكرم بإرسال الملف؟": [],
}

POOL = ("frozen33z-zh_Hans-512", "frozen33z-ja-512", "frozen33z-ar-508")


def _saved(text: str) -> list[str]:
    return [request.content for request in judge(text).explicit]


@pytest.mark.parametrize("text", SIBLINGS)
def test_the_fact_alone_is_saved(text):
    assert _saved(text) == [SIBLINGS[text]]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_the_near_misses_read_as_before(text):
    assert _saved(text) == NEAR_MISSES[text]


def test_the_spent_frozen_thirds_messages_save_their_facts():
    for case in pool(*POOL):
        assert [r.content for r in judge(case.text).explicit] == [
            e["content"] for e in case.explicit
        ], case.id
