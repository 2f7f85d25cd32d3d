"""Issue 33, seventeenth round (Chinese in both scripts with Cantonese and Taiwanese, Japanese, Korean:
suggestions and explicit requests).

The round's set (dev33q, dev33q_frozen: 36 messages a language) was written and frozen before the
judgement was touched. A reading landed only with evidence of generality: five siblings (other words,
domain, voice, order) and three near misses (the same surface with no rule or no request) written
here before it, and at least one message of an earlier round's set (the pool: dev sets and the
fourteenth to sixteenth rounds' spent frozen thirds) that it mends besides. Each class's siblings
fail on the code before this round (base 8d3876b4); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from benchmarks.judge import (
    DEV33N_FROZEN,
    DEV33O_FROZEN,
    DEV33P,
    DEV33P_FROZEN,
    DEV33Q,
    DEV33Q_FROZEN,
)
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    round_part,
    wrong_readings,
)

SEVENTEENTH_ROUND_EAST = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_seventeenth_round_east_set_has_its_shape():
    """36 messages per language, dev part and frozen third together: 14 lasting rules and 10 hard
    negatives (ids 001-024), 8 explicit requests and 4 near misses (ids 501-512); the frozen third
    (12) chosen by the SHA-256 of each text over all 36, and none in any other set (the frozen third
    is loaded, never judged)."""
    assert_round_set(
        DEV33Q,
        DEV33Q_FROZEN,
        SEVENTEENTH_ROUND_EAST,
        "seventeenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 1000),
    )
    for lang in SEVENTEENTH_ROUND_EAST:
        rules = round_part(DEV33Q, lang, range(1, 500)) + round_part(
            DEV33Q_FROZEN, lang, range(1, 500)
        )
        asks = round_part(DEV33Q, lang, range(501, 1000)) + round_part(
            DEV33Q_FROZEN, lang, range(501, 1000)
        )
        assert sorted(c.label for c in rules) == ["none"] * 10 + ["suggest"] * 14, lang
        assert sorted(c.label for c in asks) == ["explicit"] * 8 + ["none"] * 4, lang


# 記得要 + an act, and Cantonese 記得啲 <kind> 要 + an act: Taiwanese and Cantonese "make sure to", an
# order that stands (a cadence, a kind of item), not a fact to remember [general]
ZH_REMEMBER_TO_DUTY = [
    ("suggest", "记得要在每月三号前把考勤表交给人事哦"),
    ("suggest", "記得要每晚關店前點一次收銀機嘅錢"),
    ("suggest", "记得要下班前锁好档案柜"),
    ("suggest", "記得啲外賣單要影低先交俾廚房"),
    ("suggest", "记得啲病人转院要先开转诊单呀"),
]
ZH_REMEMBER_TO_DUTY_NEAR = [
    ("none", "記得要幫我訂明天的會議室喔"),
    ("none", "我记得要交三份材料，对吗？"),
    ("none", "记得明天要早点到"),
]

# Cantonese 記低 ("note it down"), after 幫我 / 你 / 麻煩你 / 唔該, then a colon or a comma: the fact
# after it is to remember [general]
ZH_NOTE_DOWN_CANTONESE = [
    ("explicit", "幫我記低呀，荃灣倉星期日唔收貨。"),
    ("explicit", "唔該你記低：我哋間診所星期六只開半日。"),
    ("explicit", "帮我记低呀，旺角店嘅Wi-Fi密码系 mk2024shop。"),
    ("explicit", "順便記低呀：沙田校區嘅家長日係每年十一月。"),
    ("explicit", "唔該幫我記低，新界區嘅送貨要預多一日。"),
]
ZH_NOTE_DOWN_CANTONESE_NEAR = [
    ("none", "唔使記低呀，呢個只係暫時嘅安排。"),
    ("none", "我琴日有冇叫你記低個地址？"),
    ("none", "佢記低咗所有客嘅電話。"),
]

# "keep it in mind" with the fact pointed at (这个 / 这点 / 这条 / 这件事 你…) or the mind named
# (心里记着), after the fact or before a colon, after 往后 / 以后 too [general; pool-driven, from no
# dev miss: each piece was written looking at the pool message it mends, see the data README]
ZH_KEEP_IN_MIND_POINTED = [
    ("explicit", "周末仓库只留一个人值班，这个你心里有个数。"),
    ("explicit", "這點你心裡有個數：工地的吊車每個月第一個禮拜一停機保養。"),
    ("explicit", "以后你心里记着：门诊的预约号每天早上七点放出来。"),
    ("explicit", "這件事你替我記著：我們的標案押標金一律用銀行本票。"),
    ("explicit", "往后这条你心里记着，出租车票不能报。"),
]
ZH_KEEP_IN_MIND_POINTED_NEAR = [
    ("none", "他心里记着呢，你别操心。"),
    ("none", "这个你心里有数吗？"),
    ("none", "你心里有个数吗：下周要交几份报告？"),
]

# a kind, then 都是 and who does each item, a role and 在 and the act (Taiwan's habitual progressive,
# closed by 的 or not), or where, 在 a place of the work and the act: the cleft of who or where, as
# the cleft of when and how; not the past, one lot pointed at, a question, someone's own [general]
ZH_CLEFT_WHO_WHERE = [
    ("suggest", "病歷複印都是病歷室在辦的喔"),
    ("suggest", "退貨都是倉管在點收"),
    ("suggest", "报销单都是在系统里提交"),
    ("suggest", "家长会签到都是在群里接龙"),
    ("suggest", "住院押金都是收費處在收的"),
]
ZH_CLEFT_WHO_WHERE_NEAR = [
    ("none", "請款單以前都是會計在處理"),
    ("none", "那張請款單都是會計在處理嗎？"),
    ("none", "这个月的请款单都是会计在处理"),
    ("none", "我们这边快递都是在路上丢的"),
]

# a way, then what is only said set aside as not counting (口头说的不算, 电话里说的不算, 事后说了不算):
# the way's own bound, no report of someone's saying [general in form: 说 before (的|了)不算]
ZH_SAID_DOES_NOT_COUNT = [
    ("suggest", "报销一律走系统，口头说的不算"),
    ("suggest", "采购单必须主管签字，电话里说的不算"),
    ("suggest", "报价一律以系统为准，群里说的不算"),
    ("suggest", "加班要提前在系统申请，事后说了不算"),
    ("suggest", "退款只认系统记录，嘴上说的不算"),
]
ZH_SAID_DOES_NOT_COUNT_NEAR = [
    ("none", "我刚才说的不算"),
    ("none", "老板说报销一律走系统"),
    ("none", "他说的不算，你听我的"),
]

CLASSES = {
    "ZH_REMEMBER_TO_DUTY": ZH_REMEMBER_TO_DUTY,
    "ZH_NOTE_DOWN_CANTONESE": ZH_NOTE_DOWN_CANTONESE,
    "ZH_KEEP_IN_MIND_POINTED": ZH_KEEP_IN_MIND_POINTED,
    "ZH_CLEFT_WHO_WHERE": ZH_CLEFT_WHO_WHERE,
    "ZH_SAID_DOES_NOT_COUNT": ZH_SAID_DOES_NOT_COUNT,
}
NEAR_MISSES = (
    ZH_REMEMBER_TO_DUTY_NEAR
    + ZH_NOTE_DOWN_CANTONESE_NEAR
    + ZH_KEEP_IN_MIND_POINTED_NEAR
    + ZH_CLEFT_WHO_WHERE_NEAR
    + ZH_SAID_DOES_NOT_COUNT_NEAR
)

# The pool messages each reading mends (earlier rounds' sets, none written for this round's readings).
POOL = {
    "ZH_REMEMBER_TO_DUTY": [
        (DEV33P, "dev33p-zh_Hant-008"),
        (DEV33N_FROZEN, "frozen33n-zh_Hant-001"),
    ],
    "ZH_NOTE_DOWN_CANTONESE": [(DEV33P_FROZEN, "frozen33p-zh_Hant-507")],
    "ZH_KEEP_IN_MIND_POINTED": [
        (DEV33N_FROZEN, "frozen33n-zh_Hans-504"),
        (DEV33N_FROZEN, "frozen33n-zh_Hans-508"),
        (DEV33O_FROZEN, "frozen33o-zh_Hans-502"),
        (DEV33P_FROZEN, "frozen33p-zh_Hans-506"),
    ],
    # (read by the two together: 都是在钉钉上提, and 口头说的不算 after it)
    "ZH_CLEFT_WHO_WHERE": [(DEV33O_FROZEN, "frozen33o-zh_Hans-014")],
    "ZH_SAID_DOES_NOT_COUNT": [(DEV33O_FROZEN, "frozen33o-zh_Hans-014")],
}


def _pool_case(folder, case_id):
    lang = case_id.split("-")[1]
    (case,) = [c for c in round_part(folder, lang, range(1, 1000)) if c.id == case_id]
    return case


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


@pytest.mark.parametrize(
    ("folder", "case_id"), [pair for name in sorted(POOL) for pair in POOL[name]]
)
def test_each_reading_mends_its_pool_messages(folder, case_id):
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases] + [t for _, t in NEAR_MISSES]
    )
