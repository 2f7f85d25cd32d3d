"""Issue 33, twenty-sixth round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai and keigo, Korean with 반말 and 존댓말: suggestions and explicit requests).

The round's set (dev33z, dev33z_frozen: 40 messages per language) was written and frozen before the
judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 5880c4bd); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33Z, DEV33Z_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_sixth_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33Z, DEV33Z_FROZEN, LANGS, "twenty-sixth-round")


# the east's note heading read by its shape: a short noun phrase of keeping, a record or the memory
# alone before the colon that opens the message (存个底：…, 归档备用：…, 留底備用：…, 記録用メモ：…,
# 忘れないための控え：…, 저장용 메모: …, 적어 둘 내용: …): what follows the colon is kept whole; a noun of
# the record inside a longer head (日志记录：…, 会议记录本：…), storage (存储：…), the noun with no colon
# and an empty memo field stay as they were
# [general: mends frozen33y-zh_Hant-504; memory_notes.py's eastern heading (new lines beside the
# western _NOTE)]
HEADINGS = [
    ("留底备用：行山會嘅急救箱喺二號櫃。", "行山會嘅急救箱喺二號櫃"),
    ("存个底：面包店的冷库温度设在零下十八度。", "面包店的冷库温度设在零下十八度"),
    ("归档备用：澡堂的锅炉检修电话是 8812 3307。", "澡堂的锅炉检修电话是 8812 3307"),
    ("記録用メモ：パン屋の仕入れ先は北村製粉。", "パン屋の仕入れ先は北村製粉"),
    ("忘れないための控え：幼稚園の連絡帳は毎週月曜に提出。", "幼稚園の連絡帳は毎週月曜に提出"),
    ("저장용 메모: 인쇄소 사장님 번호는 010-5512-7780.", "인쇄소 사장님 번호는 010-5512-7780"),
    ("적어 둘 내용: 산악회 회비는 한 달에 만 원.", "산악회 회비는 한 달에 만 원"),
]
HEADINGS_NEAR = [
    ("suggest", "日志记录：统一用 JSON 格式。"),
    ("suggest", "存储：图片都放到 OSS 上。"),
    ("suggest", "会议记录本：放在前台。"),
    ("none", "메모용 볼펜은 서랍에 있어."),
    ("none", "控えの書類は金庫にしまってある。"),
    ("none", "기록용: 없음"),
]

# remember asked as a question in new verbs, the fact in the next sentence: a lead asking the favour
# (麻烦你, 唔該, お手数ですが), Cantonese 帮手 and 得唔得 / 好唔好, 记着点 / 记点东西 / 記低啲嘢, any Japanese
# verb of keeping with its auxiliary (心に留めといて, 頭に入れといて, 記憶しといて) or a memo asked as a
# favour (記録をお願いできますか), Korean 외워 / 적어 / 저장해 with 둘 / 두실 수 있…, what it is about named
# before "one thing" (산악회 일 한 가지만 …): the next sentence is kept; another favour (买点东西,
# 予約をお願い) and a question about what the agent remembers stay as they were
# [general: mends dev33y-zh_Hant-510, dev33y-ja-510, dev33y-ko-509, frozen33y-ja-509; zh.py's, ja.py's
# and ko.py's remember_back (in place)]
ASKED_FIRST = [
    ("麻烦你帮我记点东西好吗？面包店的老板娘姓谭。", "面包店的老板娘姓谭"),
    ("幫手記住一樣嘢得唔得？行山會嘅會長叫阿祖。", "行山會嘅會長叫阿祖"),
    ("唔該幫我記低啲嘢好唔好？藥房嘅老闆姓鄺。", "藥房嘅老闆姓鄺"),
    ("心に留めといてもらえますか？幼稚園の園長は松岡先生です。", "幼稚園の園長は松岡先生です"),
    (
        "お手数ですが、記録をお願いできますか？印刷所の担当は西田さんです。",
        "印刷所の担当は西田さんです",
    ),
    ("산악회 일 한 가지만 외워 줄래? 총무 이름은 김하늘이야.", "총무 이름은 김하늘이야"),
    (
        "이것 좀 적어 두실 수 있을까요? 빵집 사장님 성함은 오정민이에요.",
        "빵집 사장님 성함은 오정민이에요",
    ),
]
ASKED_FIRST_NEAR = [
    ("none", "麻烦你帮我买点东西好吗？面包店的吐司卖完了。"),
    ("none", "你还记得那家面包店吗？澡堂就在它隔壁。"),
    ("none", "あの日のこと、記憶してる？雨がひどかったよね。"),
    ("none", "그 빵집 이름 외웠어? 나는 벌써 까먹었어."),
    ("none", "お手数ですが、予約をお願いできますか？印刷所の担当は西田さんです。"),
]

# an eastern span or start put first in new words: a start to come said with 从 / Cantonese 由 …起 /
# 開始 (从下学期起，…, 由下個禮拜開始，…), the rainy season taken whole (成個梅雨季，…), a season's turn
# (工事が終わるまでは、…), next season (来シーズンから、…), this summer or the rainy season throughout
# (이번 여름 동안 …, 장마철 동안 …): read as "from now on" is, the rule read from what follows; the
# speaker's own doing, the past and a question after the span stay as they were
# [general: mends frozen33y-zh_Hant-002; east_spans.py (in its patterns and terms)]
SPAN_FIRST = [
    ("suggest", "从下学期起，幼儿园的午饭改成自助餐。"),
    ("suggest", "由下個禮拜開始，我哋印刷舖星期日唔開門。"),
    ("suggest", "成個梅雨季，麵包舖嘅法包減半出爐。"),
    ("suggest", "来シーズンから、山岳会の冬山講習は二回に増えます。"),
    ("suggest", "工事が終わるまでは、銭湯の露天風呂は使えません。"),
    ("suggest", "이번 여름 동안 산악회 야간 산행은 쉬어요."),
    ("suggest", "장마철 동안 라멘 포차는 밤 열 시에 문 닫아."),
]
SPAN_FIRST_NEAR = [
    ("none", "从下周起，我就要去驾校练车了。"),
    ("none", "来年度から、教習所に通うつもりだった。"),
    ("none", "이번 여름 동안 너무 더웠어요."),
    ("none", "由下個月開始，你會唔會得閒？"),
]

# a Chinese requirement as a case of lacking, then any house or its thing and its standing refusal
# said with 是 … 的 closing the sentence (…驾校的模拟器是不让用的, …山屋是不收的, …这种眼药水药店是不卖
# 的; 没穿 among the verbs of lacking): a requirement, as "…这边不会…" is; the speaker's own (我是不会
# 出门的), a third person's (他是不会回来的), a question and a refusal with no case stay as they were
# [general: mends frozen33y-zh_Hans-006; zh_rules.py's requirement (in place)]
WITHOUT_IT_REFUSED = [
    ("suggest", "没有学员证的话，驾校的模拟器是不让用的。"),
    ("suggest", "没有处方单的话，这种眼药水药店是不卖的。"),
    ("suggest", "沒帶登山證的話，山屋是不收的。"),
    ("suggest", "没有驾驶证的话，教练车是不让开的。"),
    ("suggest", "没穿泳帽的话，澡堂的泳池是不让下的。"),
]
WITHOUT_IT_REFUSED_NEAR = [
    ("none", "没带伞的话，我是不会出门的。"),
    ("none", "没有学员证的话，驾校是不让练车的吗？"),
    ("none", "那天没带钱包的话，他是不会回来的。"),
    ("none", "没有大人陪着，小朋友是不让下大池子的。"),
]

# a Korean reminiscence with a cadence closed by any past in ㅆ (…끓여 줬어, …데려갔어, …쪄 줬어,
# …데려다줬어요): the past, no one's practice now, as 었 / 았 / 했 already were; the present (끓여 줘),
# being (있어) and what will be (끓이겠어) stay as they were
# [general: mends frozen33y-ko-021; ko.py's past (in place, ko_rules.final_syllables)]
KO_PAST_CADENCE = [
    ("none", "초등학생 때 아빠는 토요일마다 라면을 끓여 줬어."),
    ("none", "어릴 때 삼촌은 명절마다 연을 만들어 줬지."),
    ("none", "중학교 때 형은 매일 아침 나를 학교에 데려다줬어요."),
    ("none", "유치원 때 선생님은 금요일마다 동화책을 읽어 줬어."),
    ("none", "대학생 때 선배들은 매달 산에 데려갔어."),
    ("none", "어릴 적 할머니는 겨울마다 고구마를 쪄 줬어."),
]
KO_PAST_CADENCE_NEAR = [
    ("suggest", "요즘 아빠는 토요일마다 라면을 끓여 줘."),
    ("suggest", "우리 빵집은 매주 월요일에 휴무가 있어."),
    ("suggest", "앞으로 토요일마다 라면은 내가 끓이겠어."),
    ("suggest", "매주 금요일에 동화책을 읽어 줘."),
]

# the speaker's own want in Chinese: the speaker as the one told, recommended to or explained to, in
# a clause of its time before the rule (跟我讲药的用法时，…, 同我推薦行山路線嘅時候，…), or what is sent or
# given to the speaker (傳印刷報價給我，…, Cantonese 畀我嘅…收據，…): Personal; another receiver (给客户…), us
# (跟我们讲…), the agent's replies (回覆我的時候…) and a bare "talk to me" (跟我講話請用…) stay the team's,
# as the corpus labels them
# [general: mends frozen33y-zh_Hans-012, dev33x-zh_Hans-012, dev33y-zh_Hant-012; errands.py's
# _OWN_EAST_ZH, two alternatives]
OWN_WANT_ZH = [
    "以后跟我讲药的用法时，用大白话就行。",
    "同我推薦行山路線嘅時候，唔好揀太斜嘅。",
    "跟我推薦行山路線的時候，不要選太陡的。",
    "以後傳印刷報價給我，請直接附 PDF。",
    "之後畀我嘅駕訓班收據，用電郵寄就得。",
]
OWN_WANT_ZH_NEAR = [
    ("space", "给客户推荐药的时候，尽量挑不含酒精的。"),
    ("space", "跟我们讲驾校的安排时，别用缩写。"),
    ("space", "回覆我的時候，盡量用條列式。"),
    ("space", "之後跟我講話請用香港的用語。"),
]

# OUTSIDE THE RULE OF EVIDENCE (no pool message mended; its own commit): the speaker's own want in
# Japanese and Korean, what is sent named before the speaker as its receiver (山岳会の日程を僕に連絡する
# ときは、…), talking with the speaker (私と話すときは、…), or what is told named in more words between
# 나한테 / 저한테 and 때는 (나한테 약국 영업시간 알려 줄 때는 …): Personal; another receiver (お客様と…,
# 店長に…, 팀장님한테…) stays the team's
# [errands.py's _OWN_EAST, in place]
OWN_WANT_JA_KO = [
    "今後、山岳会の日程を僕に連絡するときは、前の週にしてほしい。",
    "私と話すときは、難しい言葉は避けてください。",
    "私としゃべるときは、ゆっくり話してほしい。",
    "나한테 약국 영업시간 알려 줄 때는 요일별로 정리해 줘.",
    "저한테 빵집 신메뉴 소개할 때는 가격부터 말해 주세요.",
]
OWN_WANT_JA_KO_NEAR = [
    ("space", "お客様と話すときは、敬語を使ってください。"),
    ("space", "店長に連絡するときは、前日の夜にしてください。"),
    ("space", "팀장님한테 일정 알려 줄 때는 요일별로 정리해 줘."),
]

# the Chinese frame closing the sentence in new words, with or without its full stop: 記在心上 (kept
# on the heart) and Cantonese 記住先 (先, "for now", a particle of the asking, not the fact): what
# stands before the comma is kept; a third person's keeping, the speaker's own and the frame first
# stay as they were
# [general: mends dev33w-zh_Hant-506; request_parts.py's Chinese retain and tail particles, zh.py's
# closing remember form (in place)]
ZH_FRAME_AT_END = [
    ("行山會嘅集合點係太子站，你記住先。", "行山會嘅集合點係太子站"),
    ("藥房嘅老闆姓岑，你記住先", "藥房嘅老闆姓岑"),
    ("麵包店的酵母放在冷藏櫃，幫我記在心上", "麵包店的酵母放在冷藏櫃"),
    ("幼兒園的娃娃車七點半出發，你記在心上", "幼兒園的娃娃車七點半出發"),
    ("印刷舖嘅切紙機逢禮拜三保養，幫我記在心上。", "印刷舖嘅切紙機逢禮拜三保養"),
]
ZH_FRAME_AT_END_NEAR = [
    ("none", "佢已經將件事記在心上。"),
    ("none", "我記住先，遲啲再講。"),
    ("explicit", "你記住先，唔好亂嚟。"),
]

# an eastern machine acting by itself (自动 / 自動, 자동으로 after a system named as its subject), where
# the engine found no rule and the second opinion would have suggested it (a cadence, or "each time it
# finishes …就"): how a tool works, no one's rule, as the rule reading already refuses it
# (rules.by_itself, asked now by the engine of the east's second-opinion candidates); an order to the
# one addressed (…入れてください, …예열해 주세요) and "we" stay as they were
# [general: mends dev33w-ko-016; rules.by_itself (the rule reading's test, made a function) asked
# in engine.judge]
EAST_MACHINE_BY_ITSELF = [
    ("none", "약국 재고 시스템이 매일 밤 자동으로 정산에 들어가요."),
    ("none", "목욕탕 보일러 시스템이 매일 새벽에 자동으로 청소 모드로 바뀌어요."),
    ("none", "운전학원 예약 시스템이 매일 자정에 자동으로 초기화돼요."),
    ("none", "澡堂的熱水器每燒完一缸水就自動關火。"),
    ("none", "面包店的烤箱每烤完一盘就自动响铃。"),
]
EAST_MACHINE_BY_ITSELF_NEAR = [
    ("suggest", "印刷機は毎朝八時に自動で電源を入れてください。"),
    ("suggest", "빵집 오븐은 매일 새벽 다섯 시에 자동으로 예열해 주세요."),
    ("none", "我们每天早上八点自动开机。"),
]

# OUTSIDE THE RULE OF EVIDENCE (no pool message mended; its own commit): the world's state in
# Chinese read by its shape, the always at once before a degree word and one or two characters
# closing the clause (总是特别泥泞, 總是非常擠, 总是格外暖和) or a proneness (總是容易塌方): no one's
# practice; with the team, the one addressed or a verb between (总是保持特别安静) it stays as it was
# [east_world.py's Chinese states, one alternative]
ZH_STATE_SHAPE = [
    ("none", "梅雨季的登山步道总是特别泥泞。"),
    ("none", "過年前後，麵包店總是非常擠。"),
    ("none", "雨季的山路總是容易塌方。"),
    ("none", "冬天的澡堂总是格外暖和。"),
    ("none", "周末的拉面摊总是特别挤。"),
]
ZH_STATE_SHAPE_NEAR = [
    ("suggest", "雨后步道总是特别滑，所以我们出发前一定要检查鞋底。"),
    ("suggest", "我们澡堂总是特别干净。"),
    ("suggest", "请总是保持特别安静。"),
    ("suggest", "你总是特别忙。"),
]

# a Korean want of the speaker's own with its ground first: the speaker's state (나는 / 저는 …으니까,
# …라서, …어서) before what is asked for the speaker (…추천할 때 …골라 줘): Personal; the team's or the
# customers' state (우리 가게는 …, 손님들은 …) stays the team's, and a state with no order is no rule
# [general: mends dev33y-ko-011; errands.py's _OWN_EAST, one alternative]
OWN_GROUND_KO = [
    "나는 우유를 못 마시니까 빵 추천할 때 우유 없는 걸로 골라 줘.",
    "나는 무릎이 안 좋으니까 산행 코스 추천할 때 완만한 길로 골라 줘.",
    "저는 한자를 잘 몰라서 자료 만들 때는 한글로만 써 주세요.",
    "난 아침에 약하니까 수업 예약할 때 오후 시간으로 잡아 줘.",
    "저는 카페인에 예민해서 음료 추천할 때 디카페인으로 골라 주세요.",
]
OWN_GROUND_KO_NEAR = [
    ("space", "우리 가게는 좁아서 예약 받을 때 네 명까지만 받아 줘."),
    ("space", "손님들은 매운 걸 못 먹으니까 메뉴 추천할 때 순한 걸로 골라 줘."),
]

# "next time" as what a house's practice reminds of, books or announces (…都會提醒下次領藥日期, …都会通知
# 下次上课的时间, …都会约下次取货时间): the next occasion is the practice's object, not one occasion the
# sentence is for; "next time" as when something is done (下次记得带伞, 我下次再去…) stays one
# [general: mends dev33v-zh_Hant-008; zh.py's one_off (in place)]
NEXT_TIME_OBJECT = [
    ("suggest", "我们驾校每次上完课都会通知下次上课的时间。"),
    ("suggest", "我們藥局每次領完慢性處方箋都會提醒下次領藥日期。"),
    ("suggest", "我哋澡堂每次客人走都會提醒下次帶毛巾。"),
    ("suggest", "我们幼儿园每次家长会后都会告知下次开会的日子。"),
    ("suggest", "我们面包店每次接订单都会约下次取货时间。"),
]
NEXT_TIME_OBJECT_NEAR = [
    ("none", "下次记得带伞。"),
    ("none", "我下次再去驾校。"),
    ("none", "你提醒我下次带毛巾。"),
]

# request siblings: (text, the fact kept)
WORDS: dict[str, list[tuple[str, str]]] = {
    "HEADINGS": HEADINGS,
    "ASKED_FIRST": ASKED_FIRST,
    "ZH_FRAME_AT_END": ZH_FRAME_AT_END,
}
# rule classes: (wanted reading, text)
CLASSES: dict[str, list[tuple[str, str]]] = {
    "SPAN_FIRST": SPAN_FIRST,
    "WITHOUT_IT_REFUSED": WITHOUT_IT_REFUSED,
    "KO_PAST_CADENCE": KO_PAST_CADENCE,
    "EAST_MACHINE_BY_ITSELF": EAST_MACHINE_BY_ITSELF,
    "ZH_STATE_SHAPE": ZH_STATE_SHAPE,
    "NEXT_TIME_OBJECT": NEXT_TIME_OBJECT,
}
# scope siblings: the speaker's own rule, Personal
PERSONAL: dict[str, list[str]] = {
    "OWN_WANT_ZH": OWN_WANT_ZH,
    "OWN_WANT_JA_KO": OWN_WANT_JA_KO,
    "OWN_GROUND_KO": OWN_GROUND_KO,
}
# scope near misses: (scope, text), a rule of that scope before and after
SCOPE_NEAR_MISSES: list[tuple[str, str]] = (
    OWN_WANT_ZH_NEAR + OWN_WANT_JA_KO_NEAR + OWN_GROUND_KO_NEAR
)
NEAR_MISSES: list[tuple[str, str]] = (
    HEADINGS_NEAR
    + ASKED_FIRST_NEAR
    + SPAN_FIRST_NEAR
    + WITHOUT_IT_REFUSED_NEAR
    + KO_PAST_CADENCE_NEAR
    + EAST_MACHINE_BY_ITSELF_NEAR
    + ZH_STATE_SHAPE_NEAR
    + NEXT_TIME_OBJECT_NEAR
    + [("none", "나는 바빠서 못 가.")]
    + ZH_FRAME_AT_END_NEAR
)

# The pool messages each reading mends (earlier rounds' sets), read as labelled, words and scope.
POOL = {
    "HEADINGS": ["frozen33y-zh_Hant-504"],
    "ASKED_FIRST": [
        "dev33y-zh_Hant-510",
        "dev33y-ja-510",
        "dev33y-ko-509",
        "frozen33y-ja-509",
    ],
    "SPAN_FIRST": ["frozen33y-zh_Hant-002"],
    "WITHOUT_IT_REFUSED": ["frozen33y-zh_Hans-006"],
    "KO_PAST_CADENCE": ["frozen33y-ko-021"],
    "ZH_FRAME_AT_END": ["dev33w-zh_Hant-506"],
    "EAST_MACHINE_BY_ITSELF": ["dev33w-ko-016"],
    "OWN_GROUND_KO": ["dev33y-ko-011"],
    "NEXT_TIME_OBJECT": ["dev33v-zh_Hant-008"],
    "OWN_WANT_ZH": [
        "frozen33y-zh_Hans-012",
        "dev33x-zh_Hans-012",
        "dev33y-zh_Hant-012",
    ],
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


@pytest.mark.parametrize(("scope", "text"), SCOPE_NEAR_MISSES)
def test_the_scope_near_misses_keep_their_scope(scope, text):
    """Another receiver, "us", the agent's replies: the team's rule still, as before."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope.value == scope, text


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    """The same surface with nothing of the reading reads as it did before the round."""
    assert reading(text) == want, text


@pytest.mark.parametrize("case_id", [i for ids in POOL.values() for i in ids])
def test_each_reading_mends_its_pool_messages(case_id):
    """Each reading mends the earlier rounds' messages named for it, as labelled."""
    (case,) = pool(case_id)
    assert judge_case(case).problems() == [], case.text
