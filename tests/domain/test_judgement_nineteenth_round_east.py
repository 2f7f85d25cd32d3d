"""Issue 33, nineteenth round (Chinese in both scripts with Cantonese and Taiwanese, Japanese with
Kansai, Korean with 반말: suggestions and explicit requests).

The round's set (dev33s, dev33s_frozen: 40 messages for each Chinese script, its explicit part
weighted to requests said as an errand, and 36 for Japanese and Korean) was written and frozen before
the judgement was touched. A reading landed only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here
before it, and a message of an earlier round's set (the pool) that it mends besides. Each class's
siblings fail on the code before this round (base 5ff8199f); its near misses are read right there
and stay so. Readings marked [pool-driven] are each in a commit of their own (see the data README). None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, judge
from benchmarks.judge import DEV33H, DEV33R, DEV33R_FROZEN, DEV33S, DEV33S_FROZEN
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    round_part,
    wrong_readings,
)

CHINESE = ("zh_Hans", "zh_Hant")
JAPANESE_KOREAN = ("ja", "ko")


def test_the_nineteenth_round_east_set_has_its_shape():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024); explicit requests and near misses (ids 501-): 11 and 5 in each Chinese script (40 lines),
    8 and 4 in Japanese and Korean (36 lines); the frozen third chosen by the SHA-256 of each text, and
    none in any other set (the frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33S,
        DEV33S_FROZEN,
        CHINESE,
        "nineteenth-round",
        {"suggest": 14, "none": 15, "explicit": 11},
        range(1, 1000),
    )
    assert_round_set(
        DEV33S,
        DEV33S_FROZEN,
        JAPANESE_KOREAN,
        "nineteenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 1000),
    )
    for lang in CHINESE + JAPANESE_KOREAN:
        rules = round_part(DEV33S, lang, range(1, 500)) + round_part(
            DEV33S_FROZEN, lang, range(1, 500)
        )
        assert sorted(c.label for c in rules) == ["none"] * 10 + ["suggest"] * 14, lang
        asks = round_part(DEV33S, lang, range(501, 1000)) + round_part(
            DEV33S_FROZEN, lang, range(501, 1000)
        )
        want = (11, 5) if lang in CHINESE else (8, 4)
        assert sorted(c.label for c in asks) == ["explicit"] * want[0] + ["none"] * want[1], lang


# a retention asked as an errand: 记个事, 记起来, Cantonese 記實, 存个 / 做個备忘, after 顺手 / 顺便
# / 唔該; 不对 opening another word (不对外办公) is no verdict taking it back [general]
ZH_ERRAND = [
    ("explicit", "对了，帮我记个事：下周一起园区东门封闭施工。"),
    ("explicit", "麻烦你记个事儿，供应商的开票抬头改成深圳分公司了。"),
    ("explicit", "幫我記起來，台南店週一公休。"),
    ("explicit", "你给我记起来：三楼会议室的投影仪要提前一天借。"),
    ("explicit", "唔該你記實呀：荃灣倉星期日唔收貨。"),
    ("explicit", "麻烦帮我存个备忘：物业费每季度初交。"),
    ("explicit", "幫我做個備忘：保險續約日是八月三號。"),
    ("explicit", "顺手帮我记个事，下个月起打印纸由行政统一领。"),
    ("explicit", "帮我记个事：档案室周五不对外开放。"),
    ("explicit", "幫我記起來：機房週末不對外開放。"),
]
ZH_ERRAND_NEAR = [
    ("none", "我记起来了，上次就是他签的字。"),
    ("none", "你还记得上个月那个报价单号吗？"),
    ("none", "我记得以前这个仓库周日也收货"),
    ("none", "这个不用帮我记，随便说说"),
    ("none", "你記實未？"),
    ("none", "他老是让我帮他记个事，烦死了"),
    ("none", "我想起来了，供应商上周改过抬头"),
    ("none", "会议室周五不对外开放"),
]
# Cantonese 先 after the verb ("你記住先：…") is not kept with the fact [general: words]
ZH_FIRST_AFTER_THE_VERB = [
    ("你記住先：元朗店嘅鎖匙喺保安處。", "元朗店嘅鎖匙喺保安處"),
    ("你记住先，观塘仓星期六唔开。", "观塘仓星期六唔开"),
]

# no need to note it, said for the speaker (不用帮我记), by 没必要 / 不必 / 用不着 or Cantonese 唔使, the
# retention verb closing its clause: neither a request nor a waiver rule; a task waived (…记会议纪要,
# …存档) stays a rule [general]
ZH_NO_NEED_TO_NOTE = [
    ("none", "不用帮我记，我自己有本子。"),
    ("none", "不用帮我记个事，我自己有本子。"),
    ("none", "唔使幫我記低，我寫咗喺白板。"),
    ("none", "不用帮我记下来，我拍照了"),
    ("none", "没必要记下来，系统里都有"),
    ("none", "不必帮我保存，草稿而已"),
    ("none", "你不用帮我记住，我贴在墙上了"),
    ("none", "唔使幫我記住，我有寫低"),
]
ZH_NO_NEED_TO_NOTE_NEAR = [
    ("suggest", "以后不用帮我记会议纪要，行政会整理"),
    ("suggest", "报销单不用帮我存档，财务那边会留底"),
    ("explicit", "帮我记一下：这批货不用存冷库。"),
]

# Korean crowding, a jam or a delay said as what tends to happen, closing the sentence, is the
# world's state; a rule said after it stays a rule [general]
KO_CROWDING_IS_THE_WORLD = [
    ("none", "월말에는 은행 창구가 항상 붐빈다"),
    ("none", "금요일 저녁엔 강변북로가 늘 막혀요"),
    ("none", "개학 첫 주에는 교무실 전화가 늘 불이 난다"),
    ("none", "명절 앞두고는 마트 주차장이 매번 꽉 찬다"),
    ("none", "금요일 오후엔 민원실 대기 줄이 항상 길다"),
    ("none", "장날엔 읍내 도로가 언제나 북적여요"),
]
KO_CROWDING_IS_THE_WORLD_NEAR = [
    ("suggest", "금요일 저녁엔 강변북로가 늘 막히니까 회의는 네 시 전에 끝내 주세요"),
    ("suggest", "고속도로가 막히면 납품 시간을 고객한테 미리 알려 줘"),
    ("suggest", "월말에는 은행 업무를 항상 오전에 처리해요"),
    ("suggest", "보고서는 항상 두 쪽을 넘지 않게 짧게 써 줘"),
]

# a Korean gate: a kind as the topic, a step done with -아야/-어야, then what can be done only then
# (…수 있어요 / 있어 / 있다) [general]
KO_GATE_CAN_ONLY_THEN = [
    ("suggest", "반품은 검수팀 확인이 끝나야 환불해 줄 수 있어요"),
    ("suggest", "신규 거래처는 신용 조회를 마쳐야 발주 넣을 수 있어요"),
    ("suggest", "야간 작업은 안전 교육을 받아야 현장에 들어갈 수 있어"),
    ("suggest", "시험 문제는 교과 협의회를 거쳐야 출제할 수 있다"),
    ("suggest", "휴가는 대체 근무자를 정해야 올릴 수 있어요"),
]
KO_GATE_CAN_ONLY_THEN_NEAR = [
    ("none", "오늘은 병원에 가야 해서 회의에 늦을 수 있어요"),
    ("none", "이 견적서는 결재가 나야 보낼 수 있어요"),
    ("none", "결재가 나야 보낼 수 있어요?"),
    ("none", "많아야 세 명 정도 올 수 있어요"),
    ("none", "나는 커피를 마셔야 일할 수 있어"),
    ("none", "어제 견적서는 결재가 나야 보낼 수 있었어요"),
]

# a Korean plan denied or refused, closing the sentence (…할 생각이 전혀 없습니다, …할 마음 없어,
# …할 계획은 없어요): no way of working [pool-driven: written from the brief's frozen33r-ko-021]
KO_PLAN_REFUSED = [
    ("none", "저희 회사는 야간 배송을 도입할 생각이 없어요"),
    ("none", "우리는 가격표를 바꿀 계획은 없습니다"),
    ("none", "본사는 지방 사무소를 닫을 의향이 전혀 없습니다"),
    ("none", "우리 병원은 주말 진료를 늘릴 생각은 조금도 없어요"),
    ("none", "저희 팀은 코드 리뷰를 생략할 생각이 절대 없습니다"),
]
KO_PLAN_REFUSED_NEAR = [
    ("suggest", "고객한테 배송비를 올린다는 말은 절대 하지 마세요"),
    ("suggest", "생각 없이 답하지 말고 근거를 꼭 붙여 줘"),
    ("suggest", "견적서에 할인 계획이 없으면 해당 없음이라고 적어 주세요"),
]

# a Japanese delegated authority split at a bound (…までは担当の判断、それ以上は部長決裁や), and それ
# 以上 after the sentence's own bound points at it [pool-driven: written from the brief's
# frozen33r-ja-008]
JA_AUTHORITY_SPLIT_AT_A_BOUND = [
    ("suggest", "返金は一万円までは店長の判断、それ以上は本部決裁です"),
    ("suggest", "経費は五千円までは各自の判断でええけど、それより上は経理に回してや"),
    ("suggest", "値引きは三%までは現場判断、三%を超えたら本社決裁です"),
    ("suggest", "発注は十万円までは課長決裁、それ以上は役員決裁"),
    ("suggest", "有給の承認は三日以内なら課長の判断、それを超える場合は部長の承認が要ります"),
]
JA_AUTHORITY_SPLIT_AT_A_BOUND_NEAR = [
    ("none", "今回の値引きは一割までで部長が決裁した"),
    ("none", "値引きは一割までは担当の判断、それ以上は部長決裁ですか？"),
    ("none", "この案件は一割までは担当の判断、それ以上は部長決裁やった"),
    ("none", "それ以上は部長の判断です"),
]

CLASSES = {
    "ZH_ERRAND": ZH_ERRAND,
    "ZH_NO_NEED_TO_NOTE": ZH_NO_NEED_TO_NOTE,
    "KO_CROWDING_IS_THE_WORLD": KO_CROWDING_IS_THE_WORLD,
    "KO_GATE_CAN_ONLY_THEN": KO_GATE_CAN_ONLY_THEN,
    "KO_PLAN_REFUSED": KO_PLAN_REFUSED,
    "JA_AUTHORITY_SPLIT_AT_A_BOUND": JA_AUTHORITY_SPLIT_AT_A_BOUND,
}
NEAR_MISSES = (
    ZH_ERRAND_NEAR
    + ZH_NO_NEED_TO_NOTE_NEAR
    + KO_CROWDING_IS_THE_WORLD_NEAR
    + KO_GATE_CAN_ONLY_THEN_NEAR
    + KO_PLAN_REFUSED_NEAR
    + JA_AUTHORITY_SPLIT_AT_A_BOUND_NEAR
)

# The pool messages each reading mends (earlier rounds' sets, none written for this round).
POOL = {
    "ZH_ERRAND": [
        (DEV33R_FROZEN, "frozen33r-zh_Hans-503"),
        (DEV33R_FROZEN, "frozen33r-zh_Hant-501"),
    ],
    "ZH_NO_NEED_TO_NOTE": [(DEV33R, "dev33r-zh_Hans-511")],
    "KO_CROWDING_IS_THE_WORLD": [(DEV33R, "dev33r-ko-018")],
    "KO_PLAN_REFUSED": [(DEV33R_FROZEN, "frozen33r-ko-021")],
    "JA_AUTHORITY_SPLIT_AT_A_BOUND": [(DEV33R_FROZEN, "frozen33r-ja-008")],
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


@pytest.mark.parametrize(("folder", "case_id"), [pair for pairs in POOL.values() for pair in pairs])
def test_each_reading_mends_its_pool_messages(folder, case_id):
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text


@pytest.mark.parametrize(("text", "content"), ZH_FIRST_AFTER_THE_VERB)
def test_cantonese_first_after_the_verb_is_not_kept(text, content):
    (found,) = judge(text).explicit
    assert found.content.rstrip("。") == content


def test_first_after_the_verb_mends_its_pool_message_words():
    case = _pool_case(DEV33H, "dev33h-zh_Hant-023")
    (found,) = judge(case.text).explicit
    assert not found.content.startswith("先")


def test_the_gate_is_read_by_the_engine_in_its_pool_message():
    # the second opinion had found it; the engine reads it now by its structure
    case = _pool_case(DEV33R, "dev33r-ko-001")
    assert case.label == "suggest" and engine.read(case.text).suggestion


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases]
        + [t for _, t in NEAR_MISSES]
        + [t for t, _ in ZH_FIRST_AFTER_THE_VERB]
    )
