"""Issue 33, twenty-second round (Chinese in both scripts with Cantonese and Taiwanese, Japanese with
Kansai and keigo, Korean with 반말 and 존댓말: suggestions and explicit requests).

The round's set (dev33v, dev33v_frozen: 40 messages per language) was written and frozen before the
judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 505a89ad); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33U, DEV33U_FROZEN, DEV33V, DEV33V_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    reading,
    round_part,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_second_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33V, DEV33V_FROZEN, LANGS, "twenty-second-round")


# remember asked as a question with nothing named to keep (覚えておいてもらえますか？, 覚えといてくれる？,
# 기억해 줄 수 있어요?, 기억 좀 해 줄래?, 你能帮我记个事吗？, 你可唔可以幫我記住啲嘢？): the plain statement
# of the next sentence is what it asks to keep, as after 覚えておいて。 [general: mends
# frozen33u-ja-504, frozen33u-ko-504, frozen33u-ko-509]
REMEMBER_ASKED_AHEAD = [
    ("覚えておいてもらえますか？当院の面会は午後二時からです。", "当院の面会は午後二時からです"),
    ("一つ覚えておいていただけますか。弊社の決算月は三月です。", "弊社の決算月は三月です"),
    ("メモしておいてくれる？倉庫の暗証番号は4471。", "倉庫の暗証番号は4471"),
    (
        "메모 좀 해 줄 수 있어요? 저희 창고 출입 번호는 4471이에요.",
        "저희 창고 출입 번호는 4471이에요",
    ),
    ("기억해 주시겠어요? 제 면허 번호는 22-118이에요.", "제 면허 번호는 22-118이에요"),
    ("可以帮我记个东西吗？诊所的传真号是6612。", "诊所的传真号是6612"),
    ("你可唔可以幫我記個嘢？我哋舖頭逢星期三休息。", "我哋舖頭逢星期三休息"),
]
REMEMBER_ASKED_AHEAD_NEAR = [
    ("none", "覚えておいてもらえますか？"),
    ("none", "覚えてくれる？私のこと"),
    ("none", "기억해 줄 수 있어요? 아니면 제가 따로 적을까요?"),
    ("none", "你能记住我们上次聊的内容吗？那次说到了预算"),
    ("none", "可以帮我记一下吗？"),
    ("none", "你还记得吗？那家店以前很便宜"),
]

# the agent's memory named as where to put it (把这个加到你的记忆里：, 帮我存到记忆里，, 加入你的記憶：,
# メモリに追加しておいて：, 記憶に残しといて、, 메모리에 추가해 주세요:, 메모리에 저장해 둬,): what follows is
# kept; a memory card, RAM (記憶體), a reminiscence (记忆里，…) or a question are not
# [general: mends dev33u-zh_Hans-506; request_slots.py, Chinese, Japanese and Korean frames only]
ADD_TO_MEMORY = [
    ("加進你的記憶：我們藥局週日只開到中午", "我們藥局週日只開到中午"),
    ("放进你的记忆里：仓库的叉车钥匙挂在门后。", "仓库的叉车钥匙挂在门后"),
    ("把這個加到你的記憶裡：我們診所的統編是 53817702。", "我們診所的統編是 53817702"),
    ("帮我存到记忆里，我家孩子对芒果过敏", "我家孩子对芒果过敏"),
    ("メモリに追加しておいて：歯科の予約は毎回火曜の夕方です。", "歯科の予約は毎回火曜の夕方です"),
    (
        "あなたの記憶に残しといて、うちのスタジオの締め日は二十五日やで。",
        "うちのスタジオの締め日は二十五日やで",
    ),
    (
        "메모리에 추가해 주세요: 저희 약국 야간 당번은 목요일이에요.",
        "저희 약국 야간 당번은 목요일이에요",
    ),
    (
        "메모리에 저장해 둬, 우리 창고 지게차 열쇠는 문 뒤에 걸려 있어.",
        "우리 창고 지게차 열쇠는 문 뒤에 걸려 있어",
    ),
]
ADD_TO_MEMORY_NEAR = [
    ("none", "記憶體：16GB，硬碟：512GB"),
    ("none", "记忆卡：64G，备用两张"),
    ("none", "记忆里，小时候的夜市很热闹"),
    ("none", "メモリに追加して何が変わるの？"),
    ("none", "메모리에 추가해 줘 (램 얘기야)"),
    ("none", "你的记忆里有我的电话吗？"),
]

# the roads' jams and the weather said as what tends to be (…永远堵成停车场, …到处都堵, …总是会下大雷雨,
# …いつもひどい渋滞です, …いつも曇りか雪です, …늘 바람이 세요): the world's state, no one's act; a rule
# under a weather condition, an order to keep a way clear (消防通道不能堵) stay rules
# [general: mends dev33u-zh_Hans-021; the everyday slot of zh.py, ja.py, ko.py]
WORLD_WEATHER_AND_ROADS = [
    ("none", "周一早上的中山路总是堵得动不了"),
    ("none", "下班高峰的时候内环上都堵"),
    ("none", "成都的冬天老是起大雾"),
    ("none", "廈門颱風季的時候常常下暴雨"),
    ("none", "お盆の時期の東名はいつも大渋滞"),
    ("none", "三月の札幌はいつも雪だよ"),
    ("none", "제주는 봄에도 늘 바람이 불어요"),
    ("none", "여름 오후엔 늘 비가 와요"),
]
WORLD_WEATHER_AND_ROADS_NEAR = [
    ("suggest", "下雨天一定要把货物盖好"),
    ("suggest", "如果一直下雨，户外课就改到室内"),
    ("none", "把漏洞都堵上"),
    ("suggest", "消防通道不能堵"),
    ("suggest", "楼道里不许堆杂物，消防通道更不能堵"),
    ("suggest", "雪の日は、いつも出勤前に駐車場の雪かきをしてください"),
    ("suggest", "いつも雨の日は配達を午前中に回してます"),
    ("suggest", "비가 오면 항상 창문 닫아 주세요"),
    ("suggest", "늘 확인하세요"),
]

# the fact, then これ / それ / このこと pointing back at it before a Japanese retention closing the
# sentence (…休みです、これ覚えといて): これ is the frame's, not the fact's last word
# [general: mends dev33u-ja-507's words (dev33n-ja-505's too, whose label keeps any words)]
JA_THIS_BEFORE_RETENTION = [
    ("港の倉庫は日曜が休みです、これ覚えといて", "港の倉庫は日曜が休みです"),
    ("うちの園のお昼寝は一時からやで、これメモしといてな", "うちの園のお昼寝は一時からやで"),
    (
        "薬局の夜間受付は救急外来の横です、それ覚えておいてください",
        "薬局の夜間受付は救急外来の横です",
    ),
    ("新作のロゴは青が基調、このこと記録しておいて", "新作のロゴは青が基調"),
    ("園長先生の車は白いワゴンです、これ覚えておいてください", "園長先生の車は白いワゴンです"),
]
JA_THIS_BEFORE_RETENTION_NEAR = [
    ("none", "これ覚えといてって言ったよね、昨日"),
    ("none", "これ、覚えておいて"),
    ("none", "これ覚えといて"),
    ("none", "昨日の件、これ覚えてる？"),
]

# a Korean requirement said as what an office cannot do without it (…없으면 접수 못 해요, …안 주시면
# …데려가실 수 없어요, …없으면 여권 발급이 안 됩니다); not the speaker's, today's, a question, the past,
# nor what a tool or a key cannot do [general: mends frozen33u-ko-013; ko_rules.py]
KO_CANNOT_WITHOUT = [
    ("suggest", "원본 대조필 도장 없으면 접수 못 해요"),
    ("suggest", "서류는 도장 없으면 접수 못 해 드려요"),
    ("suggest", "진단서 없으면 환불 못 해요"),
    ("suggest", "예약증이 없으면 입장하실 수 없어요"),
    ("suggest", "신분증을 안 가져오시면 택배를 찾아가실 수 없어요"),
    ("suggest", "동의서를 안 주시면 아이를 데려가실 수 없어요"),
    ("suggest", "사진이 없으면 여권 발급이 안 됩니다"),
]
KO_CANNOT_WITHOUT_NEAR = [
    ("none", "비밀번호가 없으면 로그인할 수 없어요"),
    ("none", "저는 안경이 없으면 운전 못 해요"),
    ("none", "오늘은 도장이 없으면 접수 못 해요"),
    ("none", "열쇠가 없으면 못 들어가요"),
    ("none", "도장 없으면 접수 못 해요?"),
    ("none", "어제는 서류가 없어서 접수 못 했어요"),
]

# a Korean retention typed by voice, a space for its comma, before a statement of three words or more
# with a subject or a topic (기억해 줘 내 사원 번호는 …이야, 적어 둬 이번 달 …): what follows is kept
# [general: with KO_FROM_TOMORROW, mends frozen33u-ko-508 (참고로 적어 놔 내일부터 …)]
KO_VOICE_TYPED_FRAME = [
    ("기억해 둬 우리 약국 야간 당번은 목요일이야", "우리 약국 야간 당번은 목요일이야"),
    ("적어 둬 이번 달 택배 마감은 오후 네 시야", "이번 달 택배 마감은 오후 네 시야"),
    ("기억해 주세요 저희 병원 주차장은 지하 이층입니다", "저희 병원 주차장은 지하 이층입니다"),
    (
        "메모해 둬 우리 어린이집 원장님 성함은 김미숙이야",
        "우리 어린이집 원장님 성함은 김미숙이야",
    ),
    ("기억해 줘 내 사원 번호는 A-3391이야", "내 사원 번호는 A-3391이야"),
]
KO_VOICE_TYPED_FRAME_NEAR = [
    ("none", "기억해 줘 나도 잊어버릴 것 같아요"),
    ("none", "기억해 둬 제발 부탁이야"),
    ("none", "기억해 줘 고마워"),
]

# 내일부터 ("from tomorrow on") in what a Korean retention keeps is lasting, not one near day (내일
# alone still is) [general: with KO_VOICE_TYPED_FRAME, mends frozen33u-ko-508; request_parts.py,
# the Korean line of the one-day words only]
KO_FROM_TOMORROW = [
    ("기억해 둬: 내일부터 야시장은 여섯 시에 열어", "내일부터 야시장은 여섯 시에 열어"),
    (
        "적어 두세요, 내일부터 외래 접수는 여덟 시 반에 시작합니다.",
        "내일부터 외래 접수는 여덟 시 반에 시작합니다",
    ),
    ("메모해 줘: 내일부터 내 출근 시간은 아홉 시야", "내일부터 내 출근 시간은 아홉 시야"),
    (
        "기억해 주세요: 내일부터 저희 약국은 토요일에도 문을 엽니다.",
        "내일부터 저희 약국은 토요일에도 문을 엽니다",
    ),
    ("잊지 마, 내일부터 라멘집 휴무는 월요일이야", "내일부터 라멘집 휴무는 월요일이야"),
]
KO_FROM_TOMORROW_NEAR = [
    ("none", "기억해 둬: 내일 회의는 세 시야"),
    ("none", "적어 둬, 내일 택배 기사님이 두 시에 오셔"),
    ("none", "기억해 줘: 이번 주 당번은 나야"),
]

# a pointer or an adverb between a Korean fact and the retention closing it (…8812야 이거 기억해 둬,
# …네 시 반이에요 꼭 기억해 주세요, …세 번째야 잘 기억해 둬): the frame's, not the fact's last word
# [general: mends dev33u-ko-507's words]
KO_POINTER_BEFORE_RETENTION = [
    ("창고 비밀번호는 8812야 이거 기억해 둬", "창고 비밀번호는 8812야"),
    ("어린이집 하원 시간은 네 시 반이에요 꼭 기억해 주세요", "어린이집 하원 시간은 네 시 반이에요"),
    (
        "우리 팀 회식은 매달 셋째 주 금요일이야 이거 잘 기억해 둬",
        "우리 팀 회식은 매달 셋째 주 금요일이야",
    ),
    ("약국 문 닫는 시간은 여덟 시예요, 이거 기억해 주세요", "약국 문 닫는 시간은 여덟 시예요"),
    ("내 자리는 창가 쪽 세 번째야 잘 기억해 둬", "내 자리는 창가 쪽 세 번째야"),
]
KO_POINTER_BEFORE_RETENTION_NEAR = [
    ("none", "이거 기억해 둬"),
    ("none", "이거 꼭 기억해 둬"),
    ("none", "그때 일 기억나?"),
]

# the house's standing request in the humble register (…までにお願いしております, …でお願いしております,
# …いただくようお願いしております): a practice asked of everyone, as お願いします is; not a report of
# asking a party (先方に / 田中さんに / 何度もお願いしております) [general: mends frozen33u-ja-011]
JA_STANDING_REQUEST = [
    ("suggest", "お支払いは現金のみでお願いしております"),
    ("suggest", "検体の提出は朝九時までにお願いしております"),
    ("suggest", "見学の際は、上履きをご持参いただくようお願いしております"),
    ("suggest", "お支払いは現金でお願いしております"),
    ("suggest", "駐車場のご利用は二時間以内でお願いしております"),
    ("suggest", "お問い合わせはメールでお願いしております"),
]
JA_STANDING_REQUEST_NEAR = [
    ("none", "先方にお願いしております"),
    ("none", "何度もお願いしております"),
    ("none", "田中さんにお願いしております"),
    ("none", "その件は業者にお願いしております"),
    ("none", "昨日、課長に確認をお願いしております"),
]

# a note's heading opening the message (備註：, 备注：), as 备忘： is: what follows is kept; not a field
# of something (订单备注：), an empty note (备注：无) or a question about one
# [general: mends dev33u-zh_Hant-501; request_slots.py, the Chinese frame only]
ZH_NOTE_HEADING = [
    ("备注：仓库后门的钥匙在保安室。", "仓库后门的钥匙在保安室"),
    ("備註：我們診所的健保代碼是 3501200。", "我們診所的健保代碼是 3501200"),
    ("备注：我儿子幼儿园的老师姓周。", "我儿子幼儿园的老师姓周"),
    ("備註：夜市攤位的電錶在攤子左後方。", "夜市攤位的電錶在攤子左後方"),
    ("备注：本店拉面汤底用的是猪骨。", "本店拉面汤底用的是猪骨"),
]
ZH_NOTE_HEADING_NEAR = [
    ("none", "备注：无"),
    ("suggest", "订单备注：不要辣"),
    ("none", "备注栏写了什么？"),
    ("none", "备注："),
    ("none", "这个备注：太长了"),
]

# what is kept pointed at (이거, 이것만, 이건, 이거 하나, 하나만) before the Korean frame that opens the sentence,
# 잊지 마 and the writing-down forms with their comma or colon: what follows is kept
# [general: mends frozen33u-ko-506 (이거 잊지 마, …) and dev33u-ko-505 (…하나만 기억해 주세요, …)]
KO_POINTER_BEFORE_FRAME = [
    (
        "이거 잊지 마, 우리 어린이집 낮잠 시간은 한 시부터야",
        "우리 어린이집 낮잠 시간은 한 시부터야",
    ),
    ("이것만 잊지 마세요, 저희 치과 주차는 건물 뒤편이에요", "저희 치과 주차는 건물 뒤편이에요"),
    (
        "이거 하나 메모해 줘: 관세사 사무실 팩스는 02-555-0148이야",
        "관세사 사무실 팩스는 02-555-0148이야",
    ),
    ("이거 잊지 마세요, 저희 약국은 일요일에 쉽니다", "저희 약국은 일요일에 쉽니다"),
    ("이건 잊지 말아 줘, 내 비행기 편명은 KE123이야", "내 비행기 편명은 KE123이야"),
    ("하나만 기억해 둬, 우리 가게 배달은 두 시까지야", "우리 가게 배달은 두 시까지야"),
    (
        "딱 하나만 적어 두세요: 저희 원무과 직통은 02-740-0193입니다.",
        "저희 원무과 직통은 02-740-0193입니다",
    ),
]
KO_POINTER_BEFORE_FRAME_NEAR = [
    ("none", "이거 잊지 마"),
    ("none", "이거 잊지 마, 알았지?"),
    ("none", "이건 잊어버려, 별거 아니야"),
    ("none", "하나만 물어볼게, 내일 와?"),
]

# remember asked with the fact inside the question, said by 是 / 叫 / 姓 / 在 (你能帮我记住…是…吗？,
# 你可以帮我记下…在…吗？): the fact is kept; a question of what was said, or a question word inside, is not
# [outside the rule of evidence: written from the pool's dev33u-zh_Hans-503, which it mends, and no
# other pool message; the set of this round has no such line]
ZH_REMEMBER_ASKED_INSIDE = [
    ("你可以帮我记下我的车位在B2吗？", "我的车位在B2"),
    ("你能幫我記住我女兒叫小米嗎？", "我女兒叫小米"),
    ("你能记住我们的仓库在南门吗？", "我们的仓库在南门"),
    ("您能帮我记住我的医保卡号是8831吗？", "我的医保卡号是8831"),
    ("你可以帮我记住我家狗叫豆豆吗？", "我家狗叫豆豆"),
]
ZH_REMEMBER_ASKED_INSIDE_NEAR = [
    ("none", "你能记住我们上周讨论的方案吗？"),
    ("none", "你能记住我是谁吗？"),
    ("none", "你能记住现在的进度吗？"),
    ("none", "你能记住这么多东西吗？"),
]

WORDS = {
    "REMEMBER_ASKED_AHEAD": REMEMBER_ASKED_AHEAD,
    "ADD_TO_MEMORY": ADD_TO_MEMORY,
    "JA_THIS_BEFORE_RETENTION": JA_THIS_BEFORE_RETENTION,
    "KO_VOICE_TYPED_FRAME": KO_VOICE_TYPED_FRAME,
    "KO_FROM_TOMORROW": KO_FROM_TOMORROW,
    "KO_POINTER_BEFORE_RETENTION": KO_POINTER_BEFORE_RETENTION,
    "ZH_NOTE_HEADING": ZH_NOTE_HEADING,
    "KO_POINTER_BEFORE_FRAME": KO_POINTER_BEFORE_FRAME,
    "ZH_REMEMBER_ASKED_INSIDE": ZH_REMEMBER_ASKED_INSIDE,
}
CLASSES = {
    "WORLD_WEATHER_AND_ROADS": WORLD_WEATHER_AND_ROADS,
    "KO_CANNOT_WITHOUT": KO_CANNOT_WITHOUT,
    "JA_STANDING_REQUEST": JA_STANDING_REQUEST,
}
NEAR_MISSES = (
    REMEMBER_ASKED_AHEAD_NEAR
    + ADD_TO_MEMORY_NEAR
    + WORLD_WEATHER_AND_ROADS_NEAR
    + JA_THIS_BEFORE_RETENTION_NEAR
    + KO_CANNOT_WITHOUT_NEAR
    + KO_VOICE_TYPED_FRAME_NEAR
    + KO_FROM_TOMORROW_NEAR
    + KO_POINTER_BEFORE_RETENTION_NEAR
    + JA_STANDING_REQUEST_NEAR
    + ZH_NOTE_HEADING_NEAR
    + KO_POINTER_BEFORE_FRAME_NEAR
    + ZH_REMEMBER_ASKED_INSIDE_NEAR
)

# The pool messages each reading mends (earlier rounds' sets).
POOL = {
    "REMEMBER_ASKED_AHEAD": [
        (DEV33U_FROZEN, "frozen33u-ja-504"),
        (DEV33U_FROZEN, "frozen33u-ko-504"),
        (DEV33U_FROZEN, "frozen33u-ko-509"),
    ],
    "ADD_TO_MEMORY": [(DEV33U, "dev33u-zh_Hans-506")],
    "WORLD_WEATHER_AND_ROADS": [(DEV33U, "dev33u-zh_Hans-021")],
    "JA_THIS_BEFORE_RETENTION": [(DEV33U, "dev33u-ja-507")],
    "KO_CANNOT_WITHOUT": [(DEV33U_FROZEN, "frozen33u-ko-013")],
    "KO_VOICE_TYPED_FRAME": [(DEV33U_FROZEN, "frozen33u-ko-508")],
    "KO_FROM_TOMORROW": [(DEV33U_FROZEN, "frozen33u-ko-508")],
    "KO_POINTER_BEFORE_RETENTION": [(DEV33U, "dev33u-ko-507")],
    "JA_STANDING_REQUEST": [(DEV33U_FROZEN, "frozen33u-ja-011")],
    "ZH_NOTE_HEADING": [(DEV33U, "dev33u-zh_Hant-501")],
    "KO_POINTER_BEFORE_FRAME": [
        (DEV33U_FROZEN, "frozen33u-ko-506"),
        (DEV33U, "dev33u-ko-505"),
    ],
    # (outside the rule of evidence: the message it was written from)
    "ZH_REMEMBER_ASKED_INSIDE": [(DEV33U, "dev33u-zh_Hans-503")],
}


def _pool_case(folder, case_id):
    lang = case_id.split("-")[1]
    (case,) = [c for c in round_part(folder, lang, range(1, 1000)) if c.id == case_id]
    return case


def test_the_probes_are_in_no_set():
    """Every sibling and near miss written here is new: in no labelled set, and each once."""
    texts = [t for pairs in WORDS.values() for t, _ in pairs]
    texts += [t for cases in CLASSES.values() for _, t in cases]
    assert_probes_apart(texts + [t for _, t in NEAR_MISSES])


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


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    """The same surface with nothing of the reading reads as it did before the round."""
    assert reading(text) == want, text


@pytest.mark.parametrize(("folder", "case_id"), [pair for pairs in POOL.values() for pair in pairs])
def test_each_reading_mends_its_pool_messages(folder, case_id):
    """Each reading mends the earlier rounds' messages named for it, words and all."""
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text
    if case.label == "explicit" and case.explicit[0]["content"]:
        found = judge(case.text).explicit
        assert found[0].content.rstrip("。.") == case.explicit[0]["content"].rstrip("。."), (
            case.text
        )
