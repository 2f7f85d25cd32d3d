"""Issue 33, twenty-first round (Chinese in both scripts with Cantonese and Taiwanese, Japanese with
Kansai and keigo, Korean with 반말: suggestions and explicit requests).

The round's set (dev33u, dev33u_frozen: 40 messages per language, weighted to explicit requests) was
written and frozen before the judgement was touched. A reading landed only with evidence of
generality: siblings (other words, domain, voice, order) and near misses (the same surface with no
rule or no request) written here, and a message of an earlier round's set (the pool) that it mends
besides. Each class's siblings are misread on the code before this round (base 9f0d7264: a request
missed or its words wrong, a false suggestion); its near misses are read right there and stay so.
None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, judge
from benchmarks.judge import (
    DEV33H,
    DEV33R,
    DEV33T,
    DEV33T_FROZEN,
    DEV33U,
    DEV33U_FROZEN,
)
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    reading,
    round_part,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_first_round_east_set_has_its_shape():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33U, DEV33U_FROZEN, LANGS, "twenty-first-round")


# Korean writing it down before a colon or a comma (적어 두세요:, 적어 놔,, 기록해 주세요:, 메모 좀 해 줘:,
# 기록 좀 해 둬:): a retention as 기억해 둬: is, what follows kept whole even where it names someone
# (…과장님이에요) [general: the brief's frozen33t-ko-505; mends dev33t-ko-507 besides]
KO_WRITE_IT_DOWN = [
    ("적어 둬: 창고장님도 토요일엔 안 나와.", "창고장님도 토요일엔 안 나와."),
    (
        "기록해 주세요: 보건소 담당 주무관님이 다음 달에 바뀌세요.",
        "보건소 담당 주무관님이 다음 달에 바뀌세요.",
    ),
    (
        "메모 좀 해 줘: 납품처 김 대리님 번호는 010-2231-4470이야.",
        "납품처 김 대리님 번호는 010-2231-4470이야.",
    ),
    ("적어 놔, 객실 302호 손님은 늦게 체크아웃하셔.", "객실 302호 손님은 늦게 체크아웃하셔."),
    (
        "꼭 적어 두세요, 민원 접수는 박 주무관님이 맡고 계세요.",
        "민원 접수는 박 주무관님이 맡고 계세요.",
    ),
    (
        "기록 좀 해 둬: 물류팀 이 과장님이 이번 달부터 야간조야.",
        "물류팀 이 과장님이 이번 달부터 야간조야.",
    ),
]
KO_WRITE_IT_DOWN_NEAR = [
    ("none", "아까 적어 둔 메모 어디 갔지?"),
    ("none", "적어 둔 번호가 틀렸어요."),
    ("none", "팀장님이 이거 적어 두라고 하셨어요."),
    ("none", "메모 좀 해 줘."),
]

# a Chinese particle of the asking right after the retention verb (记着点, 記住喇, 記住啰, 记着咯, 記低喇) is
# the frame's, not the first word of what is kept [general: mends dev33h-zh_Hans-022 and
# dev33t-zh_Hans-506]
ZH_PARTICLE_OF_ASKING = [
    ("記住啰，收銀機嘅備用鎖匙喺經理房。", "收銀機嘅備用鎖匙喺經理房。"),
    ("记着咯：下周的排班表周五才出。", "下周的排班表周五才出。"),
    ("記低喇：供應商嘅送貨時間係朝早九點。", "供應商嘅送貨時間係朝早九點。"),
    ("记住点：三号仓周日不收货。", "三号仓周日不收货。"),
    ("你记好点，住院部探视到晚上八点为止", "住院部探视到晚上八点为止"),
    ("記住點：倉庫後門六點後鎖上。", "倉庫後門六點後鎖上。"),
    ("记住点 我的车牌是沪A12345", "我的车牌是沪A12345"),
]
ZH_PARTICLE_OF_ASKING_NEAR = [
    ("none", "记住点什么了吗？"),
    ("none", "他说要记住点细节"),
]

# a Japanese noting verb in its bare te-form before a colon or a comma (メモして：, メモって、,
# 頭に入れてね、), 頭に入れといて, and a retention typed by voice with a space for its colon
# [general: mends dev33t-ja-507 (メモって、…), and dev33u-ja-508]
JA_BARE_NOTING = [
    ("メモして：総務の窓口は田中課長が担当です。", "総務の窓口は田中課長が担当です。"),
    ("メモして、駐車場は地下二階です。", "駐車場は地下二階です。"),
    ("メモって：冷凍便の締めは十五時。", "冷凍便の締めは十五時。"),
    ("覚えといて 夜勤明けの日は午後から出る", "夜勤明けの日は午後から出る"),
    ("メモっといて ぼくの内線は三二〇", "ぼくの内線は三二〇"),
]
JA_BARE_NOTING_NEAR = [
    ("none", "メモってどういう意味？"),
    ("none", "メモって何ですか"),
    ("none", "メモして送ってくれる？"),
    ("none", "覚えて帰ってね"),
    ("none", "メモしてって言ったのに、忘れてたでしょ"),
    ("none", "頭に入れといてって言われても無理"),
]

# a Japanese requirement said as what cannot be done without it (…がないとできません, …がなければお渡し
# できません, …なしでは受け付けられません), after a topic or a comma [general: the brief's
# frozen33t-ja-007; mends dev33u-ja-014; the engine reads it]
JA_CANNOT_WITHOUT = [
    ("suggest", "印鑑証明の発行は、登録カードがないとできません"),
    ("suggest", "夜間の荷受けは、事前の連絡がないとお受けできません"),
    ("suggest", "チェックインは身分証がないとできません"),
    ("suggest", "お薬の受け取りは、処方箋がなければお渡しできません"),
    ("suggest", "郵送での請求は、返信用封筒なしでは受け付けられません"),
]
JA_CANNOT_WITHOUT_NEAR = [
    ("none", "今日は雨だから、傘がないとできませんね"),
    ("none", "これ、パソコンがないとできませんか？"),
    ("none", "昨日は鍵がないとできませんでした"),
    ("none", "私は眼鏡がないと運転できません"),
    ("none", "この作業は、田中さんがいないとできません"),
    ("none", "いまは、鍵がないと入れません"),
    ("none", "Wi-Fiは、パスワードがないと接続できません"),
    ("none", "アプリは、再起動しないと更新できません"),
]

# a Korean rule given up in the same sentence on second thought (…하려다가, 생각해 보니 그럴 필요
# 없겠네요): taken back; a rule said after 생각해 보니, or "no need" of one part, stays a rule
# [pool-driven: written from the brief's frozen33t-ko-020, which it mends]
KO_GIVEN_UP = [
    ("none", "앞으로 보고서는 표로 정리해 달라고 하려다가, 생각해 보니 그럴 필요 없겠네요"),
    ("none", "매주 금요일마다 재고 현황을 보내 달라고 하려다가 다시 생각해 보니 필요 없겠어요"),
    ("none", "외래 예약 문자는 하루 전에 보내자고 하려다가, 생각해 보니까 그럴 필요 없네요"),
    ("none", "객실 배정은 항상 고층부터 하자고 하려고 했는데 생각해 보니 굳이 필요 없겠다"),
    ("none", "앞으로 출고 전표는 두 장씩 뽑아 달라고 하려다가, 생각해 보니 필요는 없겠네"),
]
KO_GIVEN_UP_NEAR = [
    ("suggest", "생각해 보니 앞으로 회의록은 영어로 쓰는 게 좋겠네요"),
    ("suggest", "앞으로 회의록은 영어로 써 주세요, 요약은 필요 없어요"),
    ("none", "생각해 보니 이번 보고서에는 표가 필요 없겠네요"),
]

# after a question that calls up a shared past (你記不記得…？, 記唔記得…？, 还记得…吗？, 기억나?), the next
# sentence tells that memory: no rule, unless it says it is for the time to come (以后, 以後) or
# gives an order (一定, 必须, 一律, 必ず, 꼭, 주세요)
# [general: mends dev33r-zh_Hant-509 and dev33u-zh_Hant-514; recalled.py]
RECALLED_PAST = [
    ("none", "你记不记得去年双十一？仓库每天都加班到半夜"),
    ("none", "還記得舊系統嗎？每次都要手動匯出報表"),
    ("none", "你还记得老门诊楼吗？挂号每次都要排一个钟头"),
    ("none", "記唔記得以前嘅紙本出貨單？每張都要人手抄一次"),
    ("none", "예전 시스템 기억나? 매번 수작업으로 엑셀 정리해야 했잖아"),
]
RECALLED_PAST_NEAR = [
    ("suggest", "还记得那个客户吗？以后给他的报价一律用美元"),
    ("suggest", "還記得上次那批退貨嗎？以後退貨一律要拍照存檔"),
    ("suggest", "你知道吗？报表每次都要手动导出"),
    ("suggest", "还记得我们上次说的吗？PR 一定要有测试"),
    ("suggest", "還記得上次講的嗎？報價單一律要經理簽名"),
    ("suggest", "前に話したテストの件、覚えてる？PRには必ずテストを付けてね"),
    ("suggest", "지난번에 얘기한 거 기억나? PR에는 꼭 테스트를 붙여 줘"),
    ("suggest", "你记不记得上次的事故？上线前必须先备份数据库"),
]

WORDS = {
    "KO_WRITE_IT_DOWN": KO_WRITE_IT_DOWN,
    "ZH_PARTICLE_OF_ASKING": ZH_PARTICLE_OF_ASKING,
    "JA_BARE_NOTING": JA_BARE_NOTING,
}
CLASSES = {
    "JA_CANNOT_WITHOUT": JA_CANNOT_WITHOUT,
    "KO_GIVEN_UP": KO_GIVEN_UP,
    "RECALLED_PAST": RECALLED_PAST,
}
NEAR_MISSES = (
    KO_WRITE_IT_DOWN_NEAR
    + ZH_PARTICLE_OF_ASKING_NEAR
    + JA_BARE_NOTING_NEAR
    + JA_CANNOT_WITHOUT_NEAR
    + KO_GIVEN_UP_NEAR
    + RECALLED_PAST_NEAR
)

# The pool messages each reading mends (earlier rounds' sets), and this round's own dev messages.
POOL = {
    "KO_WRITE_IT_DOWN": [(DEV33T_FROZEN, "frozen33t-ko-505"), (DEV33T, "dev33t-ko-507")],
    "ZH_PARTICLE_OF_ASKING": [(DEV33H, "dev33h-zh_Hans-022"), (DEV33T, "dev33t-zh_Hans-506")],
    "JA_BARE_NOTING": [(DEV33T, "dev33t-ja-507"), (DEV33U, "dev33u-ja-508")],
    "JA_CANNOT_WITHOUT": [(DEV33T_FROZEN, "frozen33t-ja-007"), (DEV33U, "dev33u-ja-014")],
    "KO_GIVEN_UP": [(DEV33T_FROZEN, "frozen33t-ko-020")],
    "RECALLED_PAST": [(DEV33R, "dev33r-zh_Hant-509"), (DEV33U, "dev33u-zh_Hant-514")],
}


def _pool_case(folder, case_id):
    lang = case_id.split("-")[1]
    (case,) = [c for c in round_part(folder, lang, range(1, 1000)) if c.id == case_id]
    return case


@pytest.mark.parametrize(("text", "kept"), [pair for pairs in WORDS.values() for pair in pairs])
def test_a_retention_frame_keeps_only_what_follows_it(text, kept):
    found = judge(text).explicit
    assert [(r.form, r.content) for r in found] == [("remember", kept)], text


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


def test_the_engine_reads_the_cannot_without_requirement_by_itself():
    assert all(engine.read(text).suggestion for _, text in JA_CANNOT_WITHOUT)


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


@pytest.mark.parametrize(("folder", "case_id"), [pair for pairs in POOL.values() for pair in pairs])
def test_each_reading_mends_its_pool_messages(folder, case_id):
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text
    if case.label == "explicit" and case.explicit[0]["content"]:
        found = judge(case.text).explicit
        assert found[0].content.rstrip("。.") == case.explicit[0]["content"].rstrip("。."), (
            case.text
        )


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [text for pairs in WORDS.values() for text, _ in pairs]
        + [text for cases in CLASSES.values() for _, text in cases]
        + [text for _, text in NEAR_MISSES]
    )
