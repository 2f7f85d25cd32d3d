"""Issue 33, eighteenth round (Chinese in both scripts with Cantonese and Taiwanese, Japanese, Korean:
suggestions and explicit requests).

The round's set (dev33r, dev33r_frozen: 36 messages a language) was written and frozen before the
judgement was touched. A reading landed only with evidence of generality: five siblings (other words,
domain, voice, order) and three near misses (the same surface with no rule or no request) written
here before it, and at least one message of an earlier round's set (the pool: dev sets and the
fourteenth to seventeenth rounds' spent frozen thirds) that it mends besides. Each class's siblings
fail on the code before this round (base 23edb820); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import (
    DEV33N_FROZEN,
    DEV33O_FROZEN,
    DEV33P_FROZEN,
    DEV33Q,
    DEV33Q_FROZEN,
    DEV33R,
    DEV33R_FROZEN,
)
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    round_part,
    wrong_readings,
)

EIGHTEENTH_ROUND_EAST = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_eighteenth_round_east_set_has_its_shape():
    """36 messages per language, dev part and frozen third together: 14 lasting rules and 10 hard
    negatives (ids 001-024), 8 explicit requests and 4 near misses (ids 501-512); the frozen third
    (12) chosen by the SHA-256 of each text over all 36, and none in any other set (the frozen third
    is loaded, never judged)."""
    assert_round_set(
        DEV33R,
        DEV33R_FROZEN,
        EIGHTEENTH_ROUND_EAST,
        "eighteenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 1000),
    )
    for lang in EIGHTEENTH_ROUND_EAST:
        rules = round_part(DEV33R, lang, range(1, 500)) + round_part(
            DEV33R_FROZEN, lang, range(1, 500)
        )
        asks = round_part(DEV33R, lang, range(501, 1000)) + round_part(
            DEV33R_FROZEN, lang, range(501, 1000)
        )
        assert sorted(c.label for c in rules) == ["none"] * 10 + ["suggest"] * 14, lang
        assert sorted(c.label for c in asks) == ["explicit"] * 8 + ["none"] * 4, lang


# a role or the team (我们, 我哋 and its unit) as the subject, then a recurring time (每…, 逢…,
# 每两小时) and a bare act; and under a recurring time, the period after it (下周) is the
# occurrence's own: who does what at each time, the team's schedule [general]
ZH_SUBJECT_AT_RECURRING_TIME = [
    ("suggest", "仓管每周一早上把上周的出入库单整理好交给财务"),
    ("suggest", "我哋诊所逢星期日朝早消毒候诊区"),
    ("suggest", "值班的同事每两小时看一次监控告警"),
    ("suggest", "教務處每學期初把課表發到各班群組"),
    ("suggest", "我们仓库每周二下午把退货寄回厂家"),
]
ZH_SUBJECT_AT_RECURRING_TIME_NEAR = [
    ("none", "出纳每周五都很忙"),
    ("none", "我们每周五部署吗？"),
    ("none", "他们每周五开会"),
    ("none", "我们上周五部署了新版本"),
]

# the obligation -아야/-어야 of any verb with 해요, 돼요, 해, 돼 or 됩니다 closes a kind's rule as
# -아야 합니다 does; voice typing's filler 그 뭐냐 / 그 뭐지 is set aside as 음 is [general]
KO_MUST_EVERY_REGISTER = [
    ("suggest", "반품 상품은 검수 후에 창고 B동으로 옮겨야 돼요"),
    ("suggest", "회의록은 회의 끝나고 당일 안에 팀 채널에 공유해야 해요"),
    ("suggest", "처방전은 발행일로부터 3일 안에 약국에 내야 돼요"),
    ("suggest", "수업 자료는 전날까지 학습 게시판에 올려 둬야 해"),
    ("suggest", "그 뭐지, 택배 반품은 사진 찍고 나서 접수해야 돼요"),
]
KO_MUST_EVERY_REGISTER_NEAR = [
    ("none", "나 오늘 병원 가야 돼"),
    ("none", "이 보고서는 내일까지 끝내야 돼요"),
    ("none", "출장비 정산은 언제까지 올려야 돼요?"),
    ("none", "그 뭐냐 음 오늘 점심 뭐 먹지"),
]

# a が inside the step that opens a way (…の承認が下りてから, …が届いてから) is that step's own
# subject, not someone's act: the way after it is read [general]
JA_GATE_WITH_ITS_OWN_SUBJECT = [
    ("suggest", "発注書は部長の決裁が下りてから取引先に送ります"),
    ("suggest", "新しいアカウントは上長の許可が出てから発行する"),
    ("suggest", "教材は著作権の確認が取れてから配布します"),
    ("suggest", "返金は商品が倉庫に届いてから処理します"),
    ("suggest", "掲載原稿は先方のOKが出てから入稿します"),
    ("suggest", "新規の取引先は与信審査が済んでから契約を結ぶ"),
]
JA_GATE_WITH_ITS_OWN_SUBJECT_NEAR = [
    ("none", "課長の承認が下りてから連絡します"),
    ("none", "見積書は承認が下りてから送るんですか？"),
    ("none", "昨日、承認が下りてから見積書を送りました"),
    ("none", "彼女が戻ってから始めます"),
]

# a document of the work as the topic (견적서, 청구서, 시안, 전표, 영수증 …) says the sentence is
# about work, so its 해요 and 반말 ways are read [general]
KO_WORK_DOCUMENT_TOPIC = [
    ("suggest", "청구서는 월말에 한꺼번에 모아서 보내요"),
    ("suggest", "계약서는 두 부 출력해서 한 부는 고객한테 줘요"),
    ("suggest", "시안은 흑백이랑 컬러 두 가지로 뽑아 줘"),
    ("suggest", "전표는 날짜순으로 묶어서 금고에 넣어 둬"),
    ("suggest", "영수증은 사진 찍어서 원본은 따로 모아 둬요"),
]
KO_WORK_DOCUMENT_TOPIC_NEAR = [
    ("none", "보고서는 어제 다 썼어요"),
    ("none", "이 견적서는 내일 보내 줘"),
    ("none", "계약서는 어디에 있어요?"),
    ("none", "견적서는 좀 어려워요"),
]

# crowding, a jam or running out said as what tends to happen is the world's state, no one's
# practice; a case a rule answers stays a rule (its near misses) [general]
ZH_CROWDING_IS_THE_WORLD = [
    ("none", "一到饭点食堂就排长队"),
    ("none", "每逢连假高速公路一定塞车"),
    ("none", "月底打印纸总是断货"),
    ("none", "演唱会的票每次都一票难求"),
    ("none", "春节前火车站总是人挤人"),
]
ZH_CROWDING_IS_THE_WORLD_NEAR = [
    ("suggest", "缺货的话先通知客户再退款"),
    ("suggest", "仓库爆仓的时候，新到的货先放二号库"),
    ("suggest", "每逢连假前一天，司机要提前出发避开塞车"),
]

# the remember frame's verbs in the registers it lacked: Japanese 記憶しておいて / メモしといて and
# the purpose 忘れないように before them, Korean 합쇼체 기억해 두십시오 / 주십시오, 기억하십시오,
# 메모해 두십시오 [pool-driven: each piece written looking at the one spent-frozen message it mends,
# see the data README; its own commit]
RETAIN_IN_EVERY_REGISTER = [
    ("explicit", "記憶しといて：第二倉庫の鍵は守衛室で借りる。"),
    ("explicit", "記憶しておいてください：月次の締めは毎月25日です。"),
    ("explicit", "これ、忘れないように覚えておいて：神戸の現場は土曜も稼働。"),
    ("explicit", "忘れないようにメモしといて：検診の予約は毎年四月。"),
    ("explicit", "忘れないように、心に留めておいて：返品は到着から七日以内。"),
    ("explicit", "메모해 두십시오: 본사 대표 번호는 02-123-4567입니다."),
    ("explicit", "기억해 주십시오: 저희 창고 마감은 오후 다섯 시입니다."),
    ("explicit", "기억하십시오: 설계 변경은 주간 회의에서만 승인됩니다."),
    ("explicit", "감사합니다. 기억해 두십시오, 제 사번은 H-5521입니다."),
]
RETAIN_IN_EVERY_REGISTER_NEAR = [
    ("none", "記憶しておく必要はありません。今日だけのパスワードです。"),
    ("none", "昨日記憶しておいたはずなのに、もう忘れてしまった"),
    ("none", "기억해 두실 필요는 없습니다. 오늘만 쓰는 번호예요."),
    ("none", "제가 기억해 두라고 했던 거 기억하십니까?"),
]

CLASSES = {
    "ZH_SUBJECT_AT_RECURRING_TIME": ZH_SUBJECT_AT_RECURRING_TIME,
    "KO_MUST_EVERY_REGISTER": KO_MUST_EVERY_REGISTER,
    "JA_GATE_WITH_ITS_OWN_SUBJECT": JA_GATE_WITH_ITS_OWN_SUBJECT,
    "KO_WORK_DOCUMENT_TOPIC": KO_WORK_DOCUMENT_TOPIC,
    "ZH_CROWDING_IS_THE_WORLD": ZH_CROWDING_IS_THE_WORLD,
    "RETAIN_IN_EVERY_REGISTER": RETAIN_IN_EVERY_REGISTER,
}
NEAR_MISSES = (
    ZH_SUBJECT_AT_RECURRING_TIME_NEAR
    + KO_MUST_EVERY_REGISTER_NEAR
    + JA_GATE_WITH_ITS_OWN_SUBJECT_NEAR
    + KO_WORK_DOCUMENT_TOPIC_NEAR
    + ZH_CROWDING_IS_THE_WORLD_NEAR
    + RETAIN_IN_EVERY_REGISTER_NEAR
)

# whichever case or client the work is for (不管哪个客户, 无论哪个案子, 不管什么案件) scopes a rule to
# the user, as whichever project does [general]; near misses: one client's or any client's things
# named with no "whichever" keep their scope
ZH_WHICHEVER_CASE_IS_THE_USER = [
    "无论哪个案子，合同都要法务先看",
    "不管哪一个客户，报价单都用新模板",
    "不管什么案件，卷宗都要扫描存档",
    "无论是哪个案子，开庭前一天都要再核对一次证据目录",
    "不管是哪个客户，发票都开电子的",
]
ZH_WHICHEVER_CASE_IS_THE_USER_NEAR = [
    ("这个客户的报价单都用新模板", None),
    ("客户的合同都要法务先看", "space"),
    ("这个案子的合同要法务先看", None),
]

# The pool messages each reading mends (earlier rounds' sets, none written for this round's readings).
POOL = {
    "ZH_SUBJECT_AT_RECURRING_TIME": [
        (DEV33N_FROZEN, "frozen33n-zh_Hans-001"),
        (DEV33N_FROZEN, "frozen33n-zh_Hant-005"),
        (DEV33O_FROZEN, "frozen33o-zh_Hant-016"),
        (DEV33Q_FROZEN, "frozen33q-zh_Hans-007"),
    ],
    "KO_MUST_EVERY_REGISTER": [(DEV33Q, "dev33q-ko-014"), (DEV33Q_FROZEN, "frozen33q-ko-006")],
    "JA_GATE_WITH_ITS_OWN_SUBJECT": [(DEV33Q, "dev33q-ja-002")],
    "KO_WORK_DOCUMENT_TOPIC": [
        (DEV33N_FROZEN, "frozen33n-ko-002"),
        (DEV33P_FROZEN, "frozen33p-ko-013"),
    ],
    "ZH_CROWDING_IS_THE_WORLD": [(DEV33Q, "dev33q-zh_Hans-018")],
    "RETAIN_IN_EVERY_REGISTER": [
        (DEV33Q_FROZEN, "frozen33q-ja-506"),
        (DEV33P_FROZEN, "frozen33p-ja-507"),
        (DEV33Q_FROZEN, "frozen33q-ko-506"),
    ],
}


def _pool_case(folder, case_id):
    lang = case_id.split("-")[1]
    (case,) = [c for c in round_part(folder, lang, range(1, 1000)) if c.id == case_id]
    return case


def _scope(text):
    found = judge(text).suggestion
    return found and found.scope.value


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


@pytest.mark.parametrize(("folder", "case_id"), [pair for pairs in POOL.values() for pair in pairs])
def test_each_reading_mends_its_pool_messages(folder, case_id):
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text


@pytest.mark.parametrize("text", ZH_WHICHEVER_CASE_IS_THE_USER)
def test_whichever_case_or_client_scopes_the_rule_to_the_user(text):
    assert _scope(text) == "user", text


@pytest.mark.parametrize(("text", "scope"), ZH_WHICHEVER_CASE_IS_THE_USER_NEAR)
def test_one_case_or_any_clients_things_keep_their_scope(text, scope):
    assert _scope(text) == scope, text


def test_whichever_case_mends_its_pool_message_scope():
    case = _pool_case(DEV33Q, "dev33q-zh_Hant-010")
    assert _scope(case.text) == case.suggest["scope"] == "user"


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases]
        + [t for _, t in NEAR_MISSES]
        + ZH_WHICHEVER_CASE_IS_THE_USER
        + [t for t, _ in ZH_WHICHEVER_CASE_IS_THE_USER_NEAR]
    )
