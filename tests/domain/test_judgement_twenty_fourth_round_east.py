"""Issue 33, twenty-fourth round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai and keigo, Korean with 반말 and 존댓말: suggestions and explicit requests).

The round's set (dev33x, dev33x_frozen: 40 messages per language) was written and frozen before the
judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 44b0b69c); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33X, DEV33X_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_fourth_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33X, DEV33X_FROZEN, LANGS, "twenty-fourth-round")


# the world's state said with an eastern always, led by its season, place or train (…的冬天总是零下…,
# …總是悶到不行, …いつも道が凍ってる, …いつもすし詰めやで, …은 항상 혼잡해요, …늘 사람으로 북적여): no
# one's practice; never with the team, the speaker or an order in the sentence
# [general: mends frozen33w-zh_Hans-017, frozen33w-zh_Hans-018, frozen33w-ja-017, frozen33w-ja-018,
# frozen33w-ko-018, dev33w-zh_Hant-018, dev33w-ko-017; east_world.py, the tables' weather slot]
WORLD_ALWAYS = [
    ("none", "青岛的春天总是雾蒙蒙的。"),
    ("none", "台南的夏天下午總是悶到不行。"),
    ("none", "新潟の冬はいつも道が凍ってる。"),
    ("none", "祇園祭の夜の四条通はいつもすし詰めやで。"),
    ("none", "北海道の冬の朝はいつも道路がツルツルや。"),
    ("none", "명절 전날 부산역은 항상 혼잡해요."),
    ("none", "여름 해운대는 늘 사람으로 북적여."),
    ("none", "출근길 신도림역은 늘 사람이 꽉 차 있어."),
]
WORLD_ALWAYS_NEAR = [
    ("suggest", "下雪的时候，我们总是先把门口的雪铲干净。"),
    ("suggest", "天氣總是陰陰的時候，記得把除濕機打開。"),
    ("suggest", "電車がいつも混んでいるので、早めに出社してください。"),
    ("suggest", "雨の日はいつも、うちの店では傘袋を入口に置いています。"),
    ("suggest", "항상 사람이 꽉 차니까 미리 예약해 주세요."),
    ("suggest", "비가 자주 오면 우리 가게는 테라스를 닫아요."),
]

# a requirement said as a case of lacking, then what the house cannot or will not do (…的话，我们
# 洗车店没办法…, 冇…嘅話，我哋唔會…, …がないと、当院では…できません, …券がないと…取れません, …이 없으면
# … ㄹ 수 없어요, … 진행이 안 됩니다): a rule for every customer; never a plight of now with no case, a
# device's workings (パスワード, 비밀번호) nor the speaker's own (私は…)
# [general: mends frozen33w-zh_Hant-004, frozen33w-zh_Hant-005, frozen33w-ko-004; zh_rules.py,
# ja_rules.py, ko_rules.py]
CANNOT_WITHOUT = [
    ("suggest", "冇會員卡嘅話，我哋唔會俾折扣。"),
    ("suggest", "没有预约单的话，我们洗车店没办法给您排号。"),
    ("suggest", "領収書がないと、当院では返金ができません。"),
    ("suggest", "診察券がないと、受付で次回の予約が取れません。"),
    ("suggest", "학생증이 없으면 도서관에서 책을 빌릴 수 없어요."),
    ("suggest", "진료 예약이 없으면 검진 진행이 안 됩니다."),
]
CANNOT_WITHOUT_NEAR = [
    ("none", "没有钥匙，我们没办法进去。"),
    ("none", "パスワードがないと、ログインできません。"),
    ("none", "비밀번호가 없으면 로그인할 수 없어요."),
    ("none", "私は保険証がないと、病院に行けません。"),
]

# a Korean role named with its honorific, then a cadence at once (약사님이 매일 아침 …, 원장님은 매달 …,
# 기사님께서 매일 …, 매니저님은 주말마다 …): the house's duty at its time, its practice, no longer refused
# as a third person's doings; a name with 씨, a one-off (어제, 이번 주), a coming or a meeting held (the
# fifteenth round's 택배 기사님이 매일 … 오세요, 원장님은 매주 … 회의를 하세요) stay as they were
# [general: mends frozen33w-ko-012, dev33v-ko-001, dev33v-ko-013; ko.py's reported slot]
KO_ROLE_CADENCE = [
    ("suggest", "약사님이 매일 아침 냉장 보관 약품 온도를 확인하세요."),
    ("suggest", "원장님은 매달 마지막 주에 강의실 비품을 점검하십니다."),
    ("suggest", "주방장님이 매주 수요일에 냉동고 정리를 해요."),
    ("suggest", "기사님께서 매일 출발 전에 타이어 공기압을 점검하세요."),
    ("suggest", "매니저님은 주말마다 매장 재고를 세요."),
]
KO_ROLE_CADENCE_NEAR = [
    ("none", "민수 씨가 매일 커피를 사 와요."),
    ("none", "팀장님이 어제 재고 실사를 했어요."),
    ("none", "사장님이 이번 주에 휴가 가세요."),
    ("none", "기사님이 매일 아침 여덟 시에 오세요."),
    ("none", "관장님은 매달 첫째 주에 운영 회의를 하세요."),
]

# remember asked as a question with a tag or a casual ending, the fact in the next sentence (…记件事
# 不？, …记一下行不行？, Cantonese …記低好唔好？, Kansai …覚えといてもらえへん？, メモしといてくれる？, …메모해
# 둘래?): the question keeps nothing of its own, the fact after it is kept whole; never "do you
# remember" (还记得…吗？, 覚えてる？, 기억나?) nor a question about memory
# [general: mends frozen33w-zh_Hans-507; zh.py's remember_back (in place), request_parts.py's
# Chinese refusal of the placeholder, ja.py, ko.py]
ASKED_AHEAD = [
    ("能帮我记件事不？阿黄的笼子在三号房。", "阿黄的笼子在三号房"),
    ("你替我记一下行不行？车行的保养电话是 020-3398 1172。", "车行的保养电话是 020-3398 1172"),
    ("幫我記低好唔好？間舖嘅冷氣師傅姓關。", "間舖嘅冷氣師傅姓關"),
    ("这个你可以记住不？药房的夜班是小周。", "药房的夜班是小周"),
    ("覚えといてもらえへん？うちの猫の保険番号はP-5521。", "うちの猫の保険番号はP-5521"),
    ("メモしといてくれる？スタジオの予約番号は7734。", "スタジオの予約番号は7734"),
    ("이것 좀 메모해 둘래? 방앗간 전화번호는 031-555-0192야.", "방앗간 전화번호는 031-555-0192야"),
]
ASKED_AHEAD_NEAR = [
    ("none", "你还记得那个渡口吗？"),
    ("none", "私のこと、まだ覚えてる？"),
    ("none", "그 목욕탕 기억나?"),
    ("none", "你能记住多少东西？"),
]

# a casual or Kansai imperative of keeping, its particle before the comma or the space (给我记牢了，…,
# 记好了，…, 记住喽，…, 覚えときや、…, 覚えときな、…): a frame, the fact after it kept; never the
# speaker's "got it" (我记住了), a question (记好了吗？) nor the frame alone (覚えとき。)
# [general: mends frozen33w-ja-511, dev33w-zh_Hans-511, dev33u-zh_Hans-508; zh.py (in place), ja.py]
CASUAL_FRAME = [
    ("给我记牢了，药房的夜班电话是 0755-8811 2093。", "药房的夜班电话是 0755-8811 2093"),
    ("记好了，车行的保养周期是五千公里。", "车行的保养周期是五千公里"),
    ("记住喽，阿黄的笼子在三号房。", "阿黄的笼子在三号房"),
    ("覚えときや、車検は来年の五月やで。", "車検は来年の五月やで"),
    ("覚えときな、スタジオの駐車場は二台まで。", "スタジオの駐車場は二台まで"),
]
CASUAL_FRAME_NEAR = [
    ("none", "我记住了，谢谢你。"),
    ("none", "记好了吗？"),
    ("none", "覚えとき。"),
]

# a Chinese start said by this week, today or tomorrow with 开始 / 起 (从这周起，…, 从明天起，…, 由今日開始，
# …, 從明天開始，…): a time the rule holds from, no longer one occasion by its 这周 or 明天; one
# occasion (这周先别…, 下周开会的时候…) and 起 of getting up (今天起得太早了) stay as they were
# [general: mends dev33w-zh_Hans-002; zh.py's one_off and occasion (in place)]
ZH_START = [
    ("suggest", "从这周起，洗车店的会员卡都要实名登记。"),
    ("suggest", "从明天起，健身房的毛巾每人只发一条。"),
    ("suggest", "由今日開始，我哋車房嘅收據一律打印。"),
    ("suggest", "从这周开始，车行的试驾都要先预约。"),
    ("suggest", "從明天開始，糖水舖嘅外賣單都要寫電話。"),
]
ZH_START_NEAR = [
    ("none", "这周先别发货。"),
    ("none", "下周开会的时候提醒我一下。"),
    ("none", "今天起得太早了。"),
    ("none", "明天开始下雨。"),
]

# 临时 as the attribute of a place the work moves to over a span (…转到二楼的临时病房, …放到东门的临时
# 柜台, …泊喺後面嘅臨時停車場): a temporary room or counter is a thing, the rule holds over the span;
# 临时 as "for now" or "unexpectedly" (这周临时加个班, 临时有事) and the temporary folder stay as they were
# [general: mends dev33w-zh_Hans-003; zh.py's one_off (in place)]
ZH_TEMPORARY_PLACE = [
    ("suggest", "施工期间，快递一律放到东门的临时柜台。"),
    ("suggest", "翻修期间，学生一律去三号楼的临时教室上课。"),
    ("suggest", "搬迁期间，所有货品一律先存进后院的临时仓库。"),
    ("suggest", "修路期间，病人都从北边的临时入口进。"),
    ("suggest", "整修期間，我哋啲車一律泊喺後面嘅臨時停車場。"),
]
ZH_TEMPORARY_PLACE_NEAR = [
    ("none", "这周临时加个班。"),
    ("none", "临时有事，先走了。"),
    ("none", "先放临时文件夹里。"),
]

# OUTSIDE THE RULE OF EVIDENCE (no pool message mended; its own commit): the speaker as the receiver,
# with a two-word act in Korean (저한테 견적서 넘기실 때는 …, 제게 자료 보내실 땐 …) or a Japanese
# "when you report or reply to me" (私に報告するときは、…, Kansai うちに返事するときは、…): the rule is
# the speaker's own, Personal; another receiver (팀장님한테, 우리 팀한테, お客様に) stays the team's.
# (The Chinese "你回复我…" is left alone: the corpus labels it the team's, dev33h-zh_Hans-009.)
# [errands.py]
OWN_RECEIVER_MORE = [
    "나한테 문자 보낼 땐 주소부터 적어 줘.",
    "저한테 견적서 넘기실 때는 부가세 포함으로 해 주세요.",
    "제게 자료 보내실 땐 PDF로 부탁드려요.",
    "私に報告するときは、数字から先にお願いします。",
    "私に連絡するときは、メールでお願いします。",
]
OWN_RECEIVER_MORE_NEAR = [
    ("space", "팀장님한테 견적서 넘기실 때는 부가세 포함으로 해 주세요."),
    ("space", "우리 팀한테 문자 보낼 땐 주소부터 적어 줘."),
    ("space", "お客様に連絡するときは、必ず敬語でお願いします。"),
]

# request siblings: (text, the fact kept)
WORDS: dict[str, list[tuple[str, str]]] = {
    "ASKED_AHEAD": ASKED_AHEAD,
    "CASUAL_FRAME": CASUAL_FRAME,
}
# rule classes: (wanted reading, text)
CLASSES: dict[str, list[tuple[str, str]]] = {
    "WORLD_ALWAYS": WORLD_ALWAYS,
    "CANNOT_WITHOUT": CANNOT_WITHOUT,
    "KO_ROLE_CADENCE": KO_ROLE_CADENCE,
    "ZH_START": ZH_START,
    "ZH_TEMPORARY_PLACE": ZH_TEMPORARY_PLACE,
}
# scope siblings: the speaker's own rule, Personal
PERSONAL: dict[str, list[str]] = {"OWN_RECEIVER_MORE": OWN_RECEIVER_MORE}
NEAR_MISSES: list[tuple[str, str]] = (
    WORLD_ALWAYS_NEAR
    + CANNOT_WITHOUT_NEAR
    + KO_ROLE_CADENCE_NEAR
    + ASKED_AHEAD_NEAR
    + CASUAL_FRAME_NEAR
    + ZH_START_NEAR
    + ZH_TEMPORARY_PLACE_NEAR
)
# scope near misses: (scope, text), a rule of that scope before and after
SCOPE_NEAR_MISSES: list[tuple[str, str]] = OWN_RECEIVER_MORE_NEAR

# The pool messages each reading mends (earlier rounds' sets), read as labelled, words and scope.
POOL = {
    "WORLD_ALWAYS": [
        "frozen33w-zh_Hans-017",
        "frozen33w-zh_Hans-018",
        "frozen33w-ja-017",
        "frozen33w-ja-018",
        "frozen33w-ko-018",
        "dev33w-zh_Hant-018",
        "dev33w-ko-017",
    ],
    "CANNOT_WITHOUT": ["frozen33w-zh_Hant-004", "frozen33w-zh_Hant-005", "frozen33w-ko-004"],
    "KO_ROLE_CADENCE": ["frozen33w-ko-012", "dev33v-ko-001", "dev33v-ko-013"],
    "ASKED_AHEAD": ["frozen33w-zh_Hans-507"],
    "CASUAL_FRAME": ["frozen33w-ja-511", "dev33w-zh_Hans-511", "dev33u-zh_Hans-508"],
    "ZH_START": ["dev33w-zh_Hans-002"],
    "ZH_TEMPORARY_PLACE": ["dev33w-zh_Hans-003"],
}


def test_the_probes_are_in_no_set():
    """Every sibling and near miss written here is new: in no labelled set, and each once."""
    texts = [t for pairs in WORDS.values() for t, _ in pairs]
    texts += [t for cases in CLASSES.values() for _, t in cases]
    texts += [t for texts_ in PERSONAL.values() for t in texts_]
    texts += [t for _, t in NEAR_MISSES + SCOPE_NEAR_MISSES]
    assert_probes_apart(texts)


@pytest.mark.parametrize(("text", "kept"), [pair for pairs in WORDS.values() for pair in pairs])
def test_a_retention_asked_keeps_only_what_it_points_at(text, kept):
    """Each request sibling is one remember request of exactly the fact, nothing suggested."""
    found = judge(text)
    assert [(r.form, r.content.rstrip("。.")) for r in found.explicit] == [("remember", kept)], text
    assert found.suggestion is None, text


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    """Each rule class reads every sibling written for it."""
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize("text", [t for texts in PERSONAL.values() for t in texts])
def test_the_speakers_own_rule_is_personal(text):
    """Each scope sibling is a rule of the speaker's own: Personal."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope is Scope.USER, text


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    """The same surface with nothing of the reading reads as it did before the round."""
    assert reading(text) == want, text


@pytest.mark.parametrize(("scope", "text"), SCOPE_NEAR_MISSES)
def test_the_scope_near_misses_keep_their_scope(scope, text):
    """Another receiver, "us", or a rule with no want: the team's rule still, as before."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope.value == scope, text


@pytest.mark.parametrize("case_id", [i for ids in POOL.values() for i in ids])
def test_each_reading_mends_its_pool_messages(case_id):
    """Each reading mends the earlier rounds' messages named for it, as labelled."""
    (case,) = pool(case_id)
    assert judge_case(case).problems() == [], case.text
