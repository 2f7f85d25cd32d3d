"""Issue 33, twenty-fifth round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai and keigo, Korean with 반말 and 존댓말: suggestions and explicit requests).

The round's set (dev33y, dev33y_frozen: 40 messages per language) was written and frozen before the
judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 9e0d11b6); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33Y, DEV33Y_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_fifth_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33Y, DEV33Y_FROZEN, LANGS, "twenty-fifth-round")


# a note's heading in new nouns, or a heading noun with its measure, opening the message before its
# colon (备查：…, 便签：…, 存档一条：…, 控え：…, 記録：…, 비망록: …, 참고 사항: …): what follows the colon
# is kept whole; the noun without its colon (提醒自己，…, 备查文件…, 控えの書類…), a memo field's "비고: 없음"
# stay as they were
# [general: mends dev33x-zh_Hans-510, dev33x-zh_Hans-511, dev33x-zh_Hant-511, dev33x-zh_Hant-512,
# dev33x-ko-511, frozen33x-zh_Hans-512, frozen33x-ja-510, frozen33x-ja-512, frozen33x-ko-510,
# frozen33x-ko-512; request_slots.py's Chinese heading (in place), ja.py, ko.py]
HEADINGS = [
    ("备查：KTV的发票抬头写公司全称。", "KTV的发票抬头写公司全称"),
    ("便签：出租车公司的夜班主管姓韩。", "出租车公司的夜班主管姓韩"),
    ("存档一条：书法班的宣纸在二号柜。", "书法班的宣纸在二号柜"),
    ("控え：歯科の駐車場は裏手の三台分。", "歯科の駐車場は裏手の三台分"),
    ("記録：屋台の仕込みは午後四時から。", "屋台の仕込みは午後四時から"),
    ("비망록: 찻집 보일러 점검은 3월이야.", "찻집 보일러 점검은 3월이야"),
    ("참고 사항: 빨래방 세제 자판기는 카드만 돼요.", "빨래방 세제 자판기는 카드만 돼요"),
]
HEADINGS_NEAR = [
    ("none", "提醒自己，明天早点起。"),
    ("none", "备查文件已经发给你了。"),
    ("none", "控えの書類はもう送ったよ。"),
    ("none", "비고: 없음"),
    ("none", "메모 한 줄 남기고 나갔어."),
]

# "keep it for me" closing the sentence after a comma, the fact pointed back at by 它 or Cantonese 佢
# (…，帮我记住它。, …，幫我記低佢。) or kept by 记起来 (…，幫我記起來喇。): what stands before the comma is
# kept; someone remembered (…，我会一辈子记住他。), the speaker's own recalling (我而家都記起來喇) stay
# as they were
# [general: mends frozen33x-zh_Hant-508, frozen33x-zh_Hant-509; request_parts.py's Chinese tail and
# refusal (in place)]
ZH_KEEP_IT_AT_END = [
    ("夜市的停车场晚上十点关门，帮我记住它。", "夜市的停车场晚上十点关门"),
    ("茶行的包种茶一斤一千二，你帮我记下它。", "茶行的包种茶一斤一千二"),
    ("卡拉OK房嘅最低消費係三百蚊，幫我記低佢。", "卡拉OK房嘅最低消費係三百蚊"),
    ("洗衣舖逢星期日休息，幫我記起來喇。", "洗衣舖逢星期日休息"),
    ("書法班的學費是每月兩千五，你幫我記住它。", "書法班的學費是每月兩千五"),
    ("KTV的包厢最多坐十二个人，给我记起来。", "KTV的包厢最多坐十二个人"),
]
ZH_KEEP_IT_AT_END_NEAR = [
    ("none", "那个救了我的医生，我会一辈子记住他。"),
    ("none", "細個嗰陣嘅事，我而家都記起來喇。"),
    ("none", "我帮他记起来了。"),
]

# a Korean statement with its topic, then "don't forget" after a comma (…는 화요일에 쉬어, 잊지 마., …은
# 건물 뒤편이에요, 꼭 잊지 마세요.): the statement is kept; an errand with no topic (우산 챙겨, 잊지 마.) and
# "don't forget that day" with no comma stay as they were
# [general: mends dev33w-ko-509; ko.py's remember forms]
KO_DONT_FORGET_AT_END = [
    ("노래방 단체실은 열 명까지야, 잊지 마.", "노래방 단체실은 열 명까지야"),
    ("치과 주차장은 건물 뒤편이에요, 꼭 잊지 마세요.", "치과 주차장은 건물 뒤편이에요"),
    ("서예 교실 붓은 각자 챙겨 와야 돼요, 잊지 마요.", "서예 교실 붓은 각자 챙겨 와야 돼요"),
    ("빨래방 건조기는 40분에 삼천 원이야, 잊지 말아 줘.", "빨래방 건조기는 40분에 삼천 원이야"),
    ("택시 회사 야간 배차는 밤 열 시부터야, 잊지 마.", "택시 회사 야간 배차는 밤 열 시부터야"),
]
KO_DONT_FORGET_AT_END_NEAR = [
    ("none", "내일 우유 사 와, 잊지 마."),
    ("suggest", "우산 챙겨, 잊지 마."),
    ("none", "어제 한 얘기는 잊지 마."),
    ("suggest", "그날 일은 잊지 마."),
]

# an eastern span or start put first, before what holds over it (这个寒假里，…, 到国庆为止，…, 這個寒假內，…,
# 今年いっぱい、…, 今学期いっぱいは、…, 이번 학기까지는 …, 이번 달 말까지 …, 다음 학기부터 …): read as "from
# now on" is, the rule read from what follows; the speaker's own doing or state, the past and a question
# after the span stay as they were
# [general: mends frozen33x-zh_Hans-009, frozen33x-zh_Hant-009, frozen33x-zh_Hant-010,
# frozen33x-ja-008, dev33x-ko-008; east_spans.py (new), called by rules.py beside starts.masked]
SPAN_FIRST = [
    ("suggest", "这个寒假里，书法班的练习课都提前到八点。"),
    ("suggest", "到国庆为止，洗车店的打蜡都送一次。"),
    ("suggest", "這個寒假內，卡拉OK包廂的學生價都只限白天。"),
    ("suggest", "今年いっぱい、屋台のラムネは百円です。"),
    ("suggest", "今学期いっぱいは、書道教室の体験レッスンは無料です。"),
    ("suggest", "이번 학기까지는 서예 교실 붓을 무료로 빌려줘요."),
    ("suggest", "다음 학기부터 서예 교실 토요반은 운영하지 않아요."),
    ("suggest", "이번 달 말까지 노래방 평일 요금은 시간당 만 원이에요."),
]
SPAN_FIRST_NEAR = [
    ("none", "这个暑假里，我们去了三亚玩。"),
    ("none", "整个寒假，我都在家里打游戏。"),
    ("none", "到月底为止，还剩多少预算？"),
    ("none", "年度末までは、本当に忙しかった。"),
    ("none", "이번 달까지는 너무 바빠요."),
    ("none", "다음 주부터 나는 휴가야."),
]

# a reminiscence with a cadence: a childhood named first (小时候, 儿时, Cantonese 細個嗰陣) or a Korean
# honorific past closing the sentence (…가셨어, …시키셨어): what a grandparent did every morning then is
# no one's practice now; an hourly worker (小時工), "every hour" (每小时) and the honorific present
# (…확인하셔) stay rules as they were
# [general: mends dev33x-zh_Hans-020, dev33x-zh_Hant-020, frozen33x-ko-020; zh.py's past (in place),
# ko.py's past (in place)]
REMINISCENCE = [
    ("none", "小时候奶奶每个周末都带我去庙会。"),
    ("none", "細個嗰陣，阿公逢星期日都帶我去海邊釣魚。"),
    ("none", "儿时外婆每年腊月都腌腊肉。"),
    ("none", "어렸을 때 아버지는 주말마다 산에 가셨어."),
    ("none", "초등학생 때 선생님은 매주 금요일에 받아쓰기를 시키셨어."),
]
REMINISCENCE_NEAR = [
    ("suggest", "每小时记得给病人量一次体温。"),
    ("suggest", "小時工每個禮拜六都要打掃茶樓。"),
    ("suggest", "사장님은 매주 월요일에 재고를 확인하셔."),
]

# a shop's or a workshop's hand named as the trade calls them (师傅, 掌柜, 老板娘, Cantonese 阿叔 / 阿姐),
# then a cadence (每朝, 逢禮拜二, 逢初一十五) and a bare act: who does what at each time, as a role with
# its title is; the hand's state (很忙), one day done (昨天去了) or a day off (休息) stay as they were
# [general: mends frozen33x-zh_Hant-005; zh_rules.py's ROLE and its cadence words (in place)]
ZH_HAND_CADENCE = [
    ("suggest", "糖水舖師傅逢禮拜二換一次糖漿。"),
    ("suggest", "茶行掌柜逢初一換新茶單。"),
    ("suggest", "K房阿叔每朝十點去街市買生果。"),
    ("suggest", "面馆师傅逢周一磨一次刀。"),
    ("suggest", "茶楼掌柜逢星期三去茶山收茶。"),
    ("suggest", "夜市阿姐每晚收攤都會掃地。"),
]
ZH_HAND_CADENCE_NEAR = [
    ("none", "我师傅每天都很忙。"),
    ("none", "掌柜的昨天去了茶山。"),
    ("none", "師傅逢禮拜一休息。"),
]

# a requirement as a case of lacking in new words: Chinese by the verb of not bringing or handing in
# (没带 / 没交 …的话) with the house by its trade and 这边 or a 是…的 refusal (我们KTV是不给打折的, 洗衣房
# 这边不会给钥匙); Korean by a text, a coupon or a ticket lacking and the act refused with 못 or 안 돼
# after its noun (…파티룸은 못 들어가요, …할인은 안 돼요); the speaker's own (我…是不会回家的), a plight of
# today (…今天就别出门了), a device (비밀번호 … 와이파이) and the speaker in Korean stay as they were
# [general: mends frozen33x-zh_Hans-001, frozen33x-ko-002; zh_rules.py and ko_rules.py (in place)]
WITHOUT_IT_NOT = [
    ("suggest", "没带会员卡的话，我们KTV是不给打折的。"),
    ("suggest", "没交押金的话，洗衣房这边不会给钥匙。"),
    ("suggest", "할인 쿠폰이 없으면 빨래방 건조기 할인은 안 돼요."),
    ("suggest", "입장 티켓이 없으면 노래방 파티룸은 못 들어가요."),
    ("suggest", "没拿号码牌的话，面馆这边是不给排队的。"),
]
WITHOUT_IT_NOT_NEAR = [
    ("none", "我没带钥匙的话，我是不会回家的。"),
    ("none", "没带伞的话，今天就别出门了。"),
    ("none", "비밀번호가 없으면 와이파이는 못 써요."),
    ("none", "나는 카드가 없으면 택시를 못 타."),
]

# a Chinese frame with its pronoun before the comma or the colon (记住它，…, 记下它，…, Cantonese 記低佢，…,
# 記住佢：…): the pronoun is the frame's, the fact after it kept without it; "remember his face?", the
# speaker's "got it" (我记住它了) and a third person noting (佢記低咗…) stay as they were
# [general: mends frozen33x-zh_Hant-507; zh.py's remember form (in place)]
ZH_FRAME_PRONOUN = [
    ("记住它，茶馆的包间最低消费是三百。", "茶馆的包间最低消费是三百"),
    ("記低佢，洗衣舖嘅阿姐叫阿芳。", "洗衣舖嘅阿姐叫阿芳"),
    ("记下它，出租车公司的调度电话是 96106。", "出租车公司的调度电话是 96106"),
    ("記住佢：書法班嘅宣紙喺第三格。", "書法班嘅宣紙喺第三格"),
    ("帮我记下它，KTV的停车券要在前台盖章。", "KTV的停车券要在前台盖章"),
]
ZH_FRAME_PRONOUN_NEAR = [
    ("none", "记住他的样子了吗？"),
    ("none", "我记住它了。"),
    ("none", "佢記低咗我嘅電話。"),
]

# the world's state with an eastern always in new words: a fog or a storm that comes on at once
# (暴雨总是来得特别急), a fog hanging or a street teeming (霧が立ち込めてる, 人で賑わっている), a rough sea
# or wind (파도가 사나워요, 물살이 거칠어): no one's practice; with the team or an order in the sentence
# it stays a rule as before
# [general: mends frozen33x-zh_Hans-017; east_world.py's states]
WORLD_ALWAYS_MORE = [
    ("none", "厦门的台风季，暴雨总是来得特别急。"),
    ("none", "冬の摩周湖はいつも霧が立ち込めてる。"),
    ("none", "連休の嵐山はいつも人で賑わっている。"),
    ("none", "동해 바다는 겨울이면 늘 파도가 사나워요."),
    ("none", "울릉도 가는 뱃길은 항상 물살이 거칠어."),
]
WORLD_ALWAYS_MORE_NEAR = [
    ("suggest", "雾总是来得很突然，所以我们出海前一定要看预报。"),
    ("suggest", "霧が立ちこめている日は、いつも必ずフォグランプをつけてください。"),
    ("suggest", "바람이 거세면 우리 가게는 항상 파라솔을 접어요."),
]

# a Korean app or machine named as the subject of its own act with a cadence (…앱은 알아서 매주 …만들어 줘,
# …키오스크는 알아서 매달 …정리해 줘, …어플은 자동으로 매주 …보내 줘): its 줘 is what it does for the user,
# no order; "you" (네가 알아서 …), an order with no subject (매주 알아서 …만들어 줘) and a prohibition
# (…하지 않게 해 줘) stay rules as they were
# [general: mends frozen33x-ko-019; rules.py beside _BY_ITSELF]
KO_APP_BY_ITSELF = [
    ("none", "이 영수증 앱은 알아서 매주 정산표를 만들어 줘."),
    ("none", "택시 앱은 알아서 매일 아침 출근 콜을 잡아 줘."),
    ("none", "빨래방 키오스크는 알아서 매달 포인트를 정리해 줘."),
    ("none", "노래방 기계가 알아서 매번 점수를 저장해 줘."),
    ("none", "그 가계부 어플은 자동으로 매주 월요일에 요약을 보내 줘."),
]
KO_APP_BY_ITSELF_NEAR = [
    ("suggest", "네가 알아서 매주 정리해 줘."),
    ("suggest", "매주 알아서 보고서를 만들어 줘."),
    ("suggest", "앱이 매주 알아서 하지 않게 해 줘."),
]

# OUTSIDE THE RULE OF EVIDENCE (no pool message mended; its own commit): a Japanese rule for what is
# sent to the speaker, said as "to me" (私への報告は、…, 僕への見積もりは、…): the speaker's own,
# Personal, as 私宛ての… already is; another receiver (お客様への, 店長への) stays the team's.
# (dev33x-ja-011 "私への連絡は、電話よりLINEでお願いします" is read by another path, a contrast of two
# ways, and stays the team's: the reading does not reach it.)
# [errands.py's _OWN_EAST, one alternative in place]
OWN_RECEIVER_JA = [
    "私への報告は、今後は結論から先に書いてほしい。",
    "僕への見積もりは、これからは税込みで出してほしい。",
    "わたしへの返信は、今後は短めにしてほしいです。",
    "私への請求書は、今後は月末締めでお願いしたい。",
    "僕への連絡は、これからはメールだけにしてほしい。",
]
OWN_RECEIVER_JA_NEAR = [
    ("space", "お客様への連絡は、夜九時を過ぎたら控えてほしい。"),
    ("space", "店長への報告は、今後は結論から先に書いてほしい。"),
    ("space", "部長への連絡は、夜十時を過ぎたら控えてほしい。"),
]

# request siblings: (text, the fact kept)
WORDS: dict[str, list[tuple[str, str]]] = {
    "HEADINGS": HEADINGS,
    "ZH_KEEP_IT_AT_END": ZH_KEEP_IT_AT_END,
    "KO_DONT_FORGET_AT_END": KO_DONT_FORGET_AT_END,
    "ZH_FRAME_PRONOUN": ZH_FRAME_PRONOUN,
}
# rule classes: (wanted reading, text)
CLASSES: dict[str, list[tuple[str, str]]] = {
    "SPAN_FIRST": SPAN_FIRST,
    "REMINISCENCE": REMINISCENCE,
    "ZH_HAND_CADENCE": ZH_HAND_CADENCE,
    "WITHOUT_IT_NOT": WITHOUT_IT_NOT,
    "WORLD_ALWAYS_MORE": WORLD_ALWAYS_MORE,
    "KO_APP_BY_ITSELF": KO_APP_BY_ITSELF,
}
# scope siblings: the speaker's own rule, Personal
PERSONAL: dict[str, list[str]] = {"OWN_RECEIVER_JA": OWN_RECEIVER_JA}
NEAR_MISSES: list[tuple[str, str]] = (
    HEADINGS_NEAR
    + ZH_KEEP_IT_AT_END_NEAR
    + KO_DONT_FORGET_AT_END_NEAR
    + SPAN_FIRST_NEAR
    + REMINISCENCE_NEAR
    + ZH_HAND_CADENCE_NEAR
    + WITHOUT_IT_NOT_NEAR
    + ZH_FRAME_PRONOUN_NEAR
    + WORLD_ALWAYS_MORE_NEAR
    + KO_APP_BY_ITSELF_NEAR
)
# scope near misses: (scope, text), a rule of that scope before and after
SCOPE_NEAR_MISSES: list[tuple[str, str]] = OWN_RECEIVER_JA_NEAR

# The pool messages each reading mends (earlier rounds' sets), read as labelled, words and scope.
POOL = {
    "HEADINGS": [
        "dev33x-zh_Hans-510",
        "dev33x-zh_Hans-511",
        "dev33x-zh_Hant-511",
        "dev33x-zh_Hant-512",
        "dev33x-ko-511",
        "frozen33x-zh_Hans-512",
        "frozen33x-ja-510",
        "frozen33x-ja-512",
        "frozen33x-ko-510",
        "frozen33x-ko-512",
    ],
    "ZH_KEEP_IT_AT_END": ["frozen33x-zh_Hant-508", "frozen33x-zh_Hant-509"],
    "KO_DONT_FORGET_AT_END": ["dev33w-ko-509"],
    "SPAN_FIRST": [
        "frozen33x-zh_Hans-009",
        "frozen33x-zh_Hant-009",
        "frozen33x-zh_Hant-010",
        "frozen33x-ja-008",
        "dev33x-ko-008",
    ],
    "REMINISCENCE": ["dev33x-zh_Hans-020", "dev33x-zh_Hant-020", "frozen33x-ko-020"],
    "ZH_HAND_CADENCE": ["frozen33x-zh_Hant-005"],
    "WITHOUT_IT_NOT": ["frozen33x-zh_Hans-001", "frozen33x-ko-002"],
    "ZH_FRAME_PRONOUN": ["frozen33x-zh_Hant-507"],
    "WORLD_ALWAYS_MORE": ["frozen33x-zh_Hans-017"],
    "KO_APP_BY_ITSELF": ["frozen33x-ko-019"],
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
