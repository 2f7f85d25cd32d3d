"""Issue 33, twenty-eighth round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai, Hakata and keigo, Korean with 반말, 존댓말 and 하십시오체: suggestions and
explicit requests).

The round's set (dev33zb, dev33zb_frozen: 40 messages per language) was written and frozen before
the judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 7bb3446c); its near misses are read right there and
stay so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_eighth_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZB, DEV33ZB_FROZEN, LANGS, "twenty-eighth-round")


# the world's state by its shape (east_world.py's Chinese and Japanese states, in place): the always at
# once before a doubled word closing the clause (ABB, AABB: 滑溜溜的, 油油腻腻, 黑漆漆的), or before a
# smell that hangs with its measure (飘着一股油条香); a doubled mimetic word closing the sentence
# with at most a copula (ぬるぬるです, ガヤガヤや, べちょべちょだ), a place full of some crowd (…でいっぱいだ),
# a smell or sound that hangs (…の香りがする); the team, an order or a verb of doing between stay rules
# [general: mends frozen33za-zh_Hans-019, frozen33za-ja-018, frozen33za-ja-019, dev33za-zh_Hant-019]
WORLD_SHAPE = [
    ("none", "码头边的石阶总是滑溜溜的。"),
    ("none", "后厨的地砖成日都油油腻腻。"),
    ("none", "车站地下通道总是闹哄哄的。"),
    ("none", "老街的早市总是飘着一股油条香。"),
    ("none", "夜里的停车场總是黑漆漆的。"),
    ("none", "市場の床はいつもぬるぬるです。"),
    ("none", "駅前の路地はいつもガヤガヤや。"),
    ("none", "あの銭湯の脱衣所は、いつも石鹸の香りがする。"),
    ("none", "夜の商店街はいつも酔っ払いでいっぱいだ。"),
    ("none", "港の岸壁はいつもべちょべちょだ。"),
]
WORLD_SHAPE_NEAR = [
    ("suggest", "我们店的地板总是擦得干干净净的。"),
    ("suggest", "店里的桌子每天都要擦得干干净净。"),
    ("suggest", "这家店的汤总是香喷喷的，我很喜欢。"),
    ("suggest", "うちの店の床はいつもピカピカにしとる。"),
    ("suggest", "床はいつもピカピカにしておいてください。"),
    ("suggest", "お客様にはいつもにこにこ対応してください。"),
]

# a Chinese machine acting by itself (rules.py's `_BY_ITSELF`, a new alternative): a machine named by its
# head character (机 / 器 / 柜 / 炉) at the sentence's start with no one handling it, then 自己 after 就 /
# 会 before its act; a person before it, 机会 (a chance), an order, a leave stay as they were
# [general: mends frozen33za-zh_Hans-020, frozen33za-zh_Hant-020]
MACHINE_ITSELF = [
    ("none", "自助洗衣機洗完一輪就會自己開門。"),
    ("none", "熨烫机一到两百度就自己停止加热了。"),
    ("none", "牙科诊所的吸唾器用完就会自己冲一遍管子。"),
    ("none", "洗車場的噴水機噴完一輪就會自己收喉。"),
    ("none", "温泉旅馆的过滤器用满一周就会自己反冲洗。"),
    ("none", "卡拉OK的点歌机闲置十分钟就会自己回到首页。"),
]
MACHINE_ITSELF_NEAR = [
    ("suggest", "学员用完发球机以后会自己收好。"),
    ("suggest", "店员每晚关机器前会自己检查一遍。"),
    ("suggest", "客人用完洗衣机会自己把衣服拿走。"),
    ("suggest", "别让咖啡机自己待机一整晚。"),
    ("suggest", "下班前要把咖啡机自己清洗一遍。"),
    ("none", "有机会自己去鱼市场看看。"),
]

# the speaker's own want in Chinese, Personal, by its shape (errands.py's `_OWN_EAST_ZH`, a new
# alternative): the speaker as the one served or sent to in the clause after "from now on", whatever
# the verb (替我订, 给我挑, 寄…畀我, 传我邮箱, 发我微信), after the speaker's own ground at most (我这人…，);
# "us", with me together, whoever comes to me, how the agent writes, talks or works stay the team's
# [general: mends frozen33za-zh_Hans-014, frozen33za-zh_Hant-003]
OWN_WANT_ZH = [
    "往后替我订卡拉OK包厢，只要带窗的那种，我有点幽闭恐惧。",
    "以后给我挑牙刷，一律软毛的，我牙龈敏感。",
    "日後寄車票收據畀我，影張相就得，唔使正本。",
    "我这人不爱接电话，今后民宿的确认消息直接发我微信就好。",
    "以后鱼市场的报价单传我邮箱，别打印了。",
]
OWN_WANT_ZH_NEAR = [
    ("space", "以后跟我一起值班的人，要提前十分钟到。"),
    ("space", "以后找我报销的，先把单子填好。"),
    ("space", "以后别给我写那么多客套话。"),
    ("space", "以后帮我把会议记录整理成表格。"),
    ("space", "往后给我们组发周报，统一用模板。"),
    ("space", "以后跟我说话客气点。"),
    ("space", "今后新来的员工先跟我报到。"),
]

# the speaker's own want in Japanese, Personal, by its shape (errands.py's `_OWN_EAST`, two new
# alternatives): the speaker, any of its words (わし too), as the one a thing is done for, sent or told
# to, whatever the verb, in its plain form before とき or a noun, then は and a comma; a thing addressed
# to the speaker (わたくし宛ての…は、); coming to the speaker's place, a customer who called the speaker,
# a "for me" of opinion stay as they were
# [general: mends frozen33za-ja-004]
OWN_WANT_JA = [
    "私に旅館の空室を探してくれるときは、露天風呂付きの部屋だけにしてね。",
    "僕にラーメン屋を紹介するときは、並ばなくていい店にしてほしい。",
    "わたくし宛ての請求書は、今後紙ではなくPDFでお願いいたします。",
    "俺にバスの時刻を知らせるときは、発車の五分前にしてほしい。",
    "わしに魚市場の相場を伝える時は、キロ単価でお願いします。",
    "自分に勧めるバドミントンのラケットは、軽いものにしてください。",
]
OWN_WANT_JA_NEAR = [
    ("space", "うちに来るときは、駐車場が狭いから気をつけてね。"),
    ("space", "私に電話してきたお客様には、折り返しをお願いします。"),
    # an opinion, no rule: suggested by the second opinion at 0.45 (the team's scope, as this test
    # asked), by nothing since its thirtieth-round retrain (0.85)
    ("none", "私に言わせれば、あの店の味は落ちた。"),
    ("space", "俺に何かあったときは、店長に連絡してくれ。"),
]

# remember asked as a polite question in Japanese and Korean, by its shape (east_asked.JA, ko.py's
# `remember_back`, in place): any short lead closed by が / けど, the honorific ご before the memory,
# Kansai's 頭ん中, the memory as the verb (記憶しといて), 留めおき with no auxiliary, くださいます asked, the
# question closed by か。 as well as by ？; the Korean on the speaker's behalf (나 / 내 / 저 대신) and
# 하십시오체's 두시겠습니까 / 주시겠습니까: the next sentence is kept; a thing put in a room, another favour,
# a question about what stayed in the memory stay as they were
# [general: mends frozen33za-ja-507, frozen33za-ko-508]
JAKO_ASKED = [
    (
        "申し訳ないんですが、記憶に留めておいていただけますか。温泉旅館の大浴場は二十四時まで開いてます。",
        "温泉旅館の大浴場は二十四時まで開いてます",
    ),
    (
        "ひとつ頭ん中に入れといてもらえる？カラオケの部屋番号は八番や。",
        "カラオケの部屋番号は八番や",
    ),
    (
        "恐縮ですが、ご記憶に留めおきいただけますでしょうか。魚市場の搬入口は北側でございます。",
        "魚市場の搬入口は北側でございます",
    ),
    (
        "これ、記憶しといてくれへん？ランドリーの鍵は郵便受けの中や。",
        "ランドリーの鍵は郵便受けの中や",
    ),
    (
        "お手数ですが、ご記憶に留めおきくださいませんか。バドミントン部の集合は体育館裏です。",
        "バドミントン部の集合は体育館裏です",
    ),
    (
        "나 대신 기억해 줄 수 있어? 노래방 사장님 번호는 끝자리가 3030이야.",
        "노래방 사장님 번호는 끝자리가 3030이야",
    ),
    (
        "이거 하나 기억해 두시겠습니까? 한옥 숙소 소등 시간은 열한 시입니다.",
        "한옥 숙소 소등 시간은 열한 시입니다",
    ),
    ("내 대신 좀 외워 줄래? 배드민턴장 사물함 비번은 0412야.", "배드민턴장 사물함 비번은 0412야"),
    (
        "저 대신 기억 좀 해 주시겠습니까? 빨래방 세제는 카운터에서 팔아요.",
        "빨래방 세제는 카운터에서 팔아요",
    ),
    (
        "한 가지만 기억해 주시겠습니까? 노래방 예약은 두 시간 단위입니다.",
        "노래방 예약은 두 시간 단위입니다",
    ),
    ("나 대신 기억 좀 해 둘래? 라멘집 휴무는 월요일이야.", "라멘집 휴무는 월요일이야"),
]
JAKO_ASKED_NEAR = [
    ("none", "記憶に残ってる？去年の花火大会。"),
    ("none", "荷物を玄関に置いといてもらえる？"),
    ("none", "申し訳ないんですが、明日は休ませていただけますか。"),
    ("none", "悪いけど、これ冷蔵庫に入れといてくれる？"),
    ("none", "나 대신 전화 좀 해 줄래?"),
    ("none", "그거 기억나? 작년 여름에 갔던 바다."),
    ("none", "이 짐 창고에 넣어 둘 수 있어?"),
    ("none", "저 대신 회의에 가 주시겠습니까?"),
]

# remember asked as a question in Chinese, the slots of its shape widened (east_asked.ZH, in place): 记 /
# 放 / 留 before the memory as the place (记在脑子里, 放在心上), 留 after it (喺個腦度留住, 在脑子里留一下), 个
# before the place, an adverb of firmness (好好记住, 牢牢记住), the verb doubled (記一記)
# [outside the rule of evidence: no pool message mended; its own commit]
ZH_ASKED = [
    (
        "你能帮我把这件事记在脑子里吗？洗衣房的投币口卡住了要拍两下。",
        "洗衣房的投币口卡住了要拍两下",
    ),
    ("麻烦你替我好好记住一件事好不好？公交总站的失物招领在一楼。", "公交总站的失物招领在一楼"),
    ("你可以帮我把一件事放在心上吗？民宿的早餐七点开始。", "民宿的早餐七点开始"),
    ("幫我記一記好唔好？拉麵店嘅湯底星期一唔煲。", "拉麵店嘅湯底星期一唔煲"),
    ("能不能帮我在脑子里留一下？卡拉OK的会员卡在抽屉里。", "卡拉OK的会员卡在抽屉里"),
    ("你幫我喺個腦度記住樣嘢好冇？魚檔嘅雪櫃密碼係 2468。", "魚檔嘅雪櫃密碼係 2468"),
]
ZH_ASKED_NEAR = [
    ("none", "你还记得那家拉面店吗？"),
    ("none", "能帮我把这个箱子放在门口吗？"),
    ("none", "你能帮我记账吗？"),
    ("none", "可以帮我把钥匙留在前台吗？"),
]

# the Japanese frame closing the fact, by its shape (request_parts.py's Japanese `retain`, ja.py's
# `remember_back`, in place): the head, heart or memory as the place and a verb of carving or keeping
# there, with or without its auxiliary (頭に刻んどいて, 胸に留めといて, 心に刻んでおいて), Hakata's 覚えとって,
# keigo's お含みおき, after a comma or as a sentence of its own; a thing put in a room, a memory that
# stayed, another courtesy (ご了承ください) stay as they were
# [general: mends frozen33za-ja-510]
JA_AT_END = [
    (
        "旅館の大浴場の鍵は帳場にあります。お含みおきくださいませ。",
        "旅館の大浴場の鍵は帳場にあります",
    ),
    ("魚市場の駐車券は二時間まで無料、頭に刻んどいてな", "魚市場の駐車券は二時間まで無料"),
    ("バドミントン部の部室は三階の奥、胸に留めといて", "バドミントン部の部室は三階の奥"),
    ("ラーメン屋の券売機は千円札しか使えん、覚えとって", "ラーメン屋の券売機は千円札しか使えん"),
    (
        "カラオケの延長料金は十分百円です。心に刻んでおいてください。",
        "カラオケの延長料金は十分百円です",
    ),
    ("歯科の予約変更は前日までです。お含みおき願います。", "歯科の予約変更は前日までです"),
]
JA_AT_END_NEAR = [
    ("suggest", "お荷物は帳場でお預かりします。ご了承ください。"),
    ("none", "心に刻まれた旅だった。"),
    ("none", "頭に入らへんわ、この説明。"),
    ("none", "この本、棚に入れといてな"),
]

# the Korean frame as a sentence of its own after the fact (ko.py's `remember_back`, in place): the head
# or heart as the place, 머릿속에 넣어 / 머리에 새겨 / 마음에 담아, or 기억해 / 메모해, with 둬 / 두세요 /
# 두십시오 / 두시기 바랍니다; a thing put in a room, a song that stayed in the head stay as they were
# [outside the rule of evidence: no pool message mended; its own commit]
KO_AT_END = [
    (
        "노래방 주차는 두 시간까지 무료예요. 머릿속에 넣어 두세요.",
        "노래방 주차는 두 시간까지 무료예요",
    ),
    ("빨래방 카드 충전은 만 원 단위야. 머리에 새겨 둬.", "빨래방 카드 충전은 만 원 단위야"),
    ("치과 주차장은 건물 뒤편입니다. 마음에 담아 두십시오.", "치과 주차장은 건물 뒤편입니다"),
    (
        "수산시장 경매 시작은 새벽 다섯 시입니다. 기억해 두십시오.",
        "수산시장 경매 시작은 새벽 다섯 시입니다",
    ),
    (
        "한옥 숙소 관리인 성함은 최 씨입니다. 기억해 두시기 바랍니다.",
        "한옥 숙소 관리인 성함은 최 씨입니다",
    ),
]
KO_AT_END_NEAR = [
    ("none", "짐은 창고에 넣어 두세요."),
    ("none", "우산은 현관에 두세요."),
    ("none", "그 노래 아직도 머리에 남아 있어."),
    ("none", "이 서류는 서랍에 넣어 두세요."),
]

# a start put first, a term or a season of this year or the next (east_spans.py, in place): 今年暑假開始，
# 明年寒假起，今年的旺季起，; 今年の冬休みから、; 이번 겨울부터, 올여름부터, 내년 여름부터; the speaker's own,
# the past, a question stay as they were
# [general: mends frozen33za-zh_Hant-007]
EAST_START = [
    ("suggest", "明年寒假起，羽毛球馆的晚场改成九点关门。"),
    ("suggest", "今年寒假開始，卡拉OK嘅學生優惠取消。"),
    ("suggest", "今年的旺季起，鱼市场的冰块按斤卖。"),
    ("suggest", "今年の冬休みから、バス車庫の見学は予約制にします。"),
    ("suggest", "今年の春休みから、ラーメン屋の替え玉は有料に変わります。"),
    ("suggest", "이번 겨울부터 수산시장 주차 요금은 한 시간에 이천 원입니다."),
    ("suggest", "내년 여름부터 한옥 숙소 조식은 여덟 시 반으로 늦춰져요."),
    ("suggest", "이번 가을부터 치과 야간 진료는 목요일만 해요."),
    ("suggest", "올여름부터 라멘집 곱빼기는 천 원 더 받습니다."),
]
EAST_START_NEAR = [
    ("none", "今年暑假我们去了海边。"),
    ("none", "明年寒假开始我就要去打工了。"),
    ("none", "今年の夏休みから、私はジムに通っています。"),
    ("none", "今年の夏休みは、家族で旅館に泊まった。"),
    ("none", "이번 여름부터 나는 수영을 배우고 있어."),
    ("none", "내년 봄부터 회비가 오를까요?"),
]

# the Chinese frame closing the fact with 放 / 装 and the memory or head as the place (request_parts.py's
# Chinese `retain`, in place: its 在 / 进 may go, "…，请帮我放进记忆里", "…，你给我放脑子里"); a thing
# put in a fridge, a bag or a drawer stays as it was
# [outside the rule of evidence: no pool message mended; its own commit]
ZH_AT_END = [
    ("洗衣房的零钱箱钥匙在柜台下面，你给我放脑子里", "洗衣房的零钱箱钥匙在柜台下面"),
    ("羽球館的置物櫃是 27 號，請幫我放進記憶裡", "羽球館的置物櫃是 27 號"),
    ("鱼市场的冰库门要往左推，帮我装进脑子里", "鱼市场的冰库门要往左推"),
    ("公交总站的末班车是十一点，你替我放在记忆中", "公交总站的末班车是十一点"),
    ("卡拉OK的包厢最低消费两百，帮我放进记忆里", "卡拉OK的包厢最低消费两百"),
]
ZH_AT_END_NEAR = [
    ("none", "把这箱橘子放进冰箱里。"),
    ("none", "这个你给我装进袋子里。"),
    ("none", "脑子里装不下这么多东西了。"),
    ("none", "帮我把衣服装进箱子里。"),
]

# the Korean world's state by its shape (east_world.py's Korean states, in place): the always at once
# before a thing as the subject and one word closing the sentence (항상 물이 고여, 늘 이끼가 껴요); the team,
# an order, a must, someone there (있어요) stay as they were
# [outside the rule of evidence: no pool message mended; its own commit]
KO_WORLD = [
    ("none", "세탁소 앞 골목은 항상 물이 고여."),
    ("none", "한옥 마당은 늘 이끼가 껴요."),
    ("none", "차고지 뒤편은 늘 기름이 번들거려요."),
    ("none", "빨래방 창틀은 항상 먼지가 쌓여요."),
    ("none", "배드민턴장 바닥은 언제나 땀이 번져."),
    ("none", "버스 정류장 지붕은 항상 빗물이 새요."),
]
KO_WORLD_NEAR = [
    ("suggest", "우리 가게는 항상 손님이 많아요."),
    ("suggest", "카운터에는 항상 직원이 있어요."),
    ("suggest", "바닥은 항상 물기가 없어야 해요."),
    ("suggest", "주방장은 늘 육수가 끓는지 확인해요."),
]

# how to say a thing, 说 after a manner word (直接说 / 只说 / 就说), is an instruction, never a report of
# what someone said (zh.py's `reported`, in place, its 说 alternative): "…，直接说星期几就行", "…只说每斤多少钱";
# what a person said, with 了 or a person before it, stays a report
# [general: mends frozen33za-zh_Hans-002]
HOW_TO_SAY = [
    ("suggest", "客人问起包厢价格，直接说按小时算，别提套餐。"),
    ("suggest", "报鱼价的时候只说每斤多少钱，别算总价。"),
    ("suggest", "给新会员介绍场地时，直接说几号场，不用讲方位。"),
    ("suggest", "讲复诊时间的时候，直接说上午还是下午就行。"),
    ("suggest", "报车次的时候只说几点发车，不用报班次号。"),
]
HOW_TO_SAY_NEAR = [
    ("none", "老板直接说了一句不行。"),
    ("none", "他就说明天再来。"),
    ("none", "店长只说了一遍。"),
    ("none", "经理说周五开会。"),
    ("none", "她只说了个大概。"),
]

WORDS: dict[str, list[tuple[str, str]]] = {
    "ZH_AT_END": ZH_AT_END,
    "KO_AT_END": KO_AT_END,
    "JAKO_ASKED": JAKO_ASKED,
    "ZH_ASKED": ZH_ASKED,
    "JA_AT_END": JA_AT_END,
}
CLASSES: dict[str, list[tuple[str, str]]] = {
    "WORLD_SHAPE": WORLD_SHAPE,
    "MACHINE_ITSELF": MACHINE_ITSELF,
    "EAST_START": EAST_START,
    "KO_WORLD": KO_WORLD,
    "HOW_TO_SAY": HOW_TO_SAY,
}
PERSONAL: dict[str, list[str]] = {
    "OWN_WANT_ZH": OWN_WANT_ZH,
    "OWN_WANT_JA": OWN_WANT_JA,
}
SCOPE_NEAR_MISSES: list[tuple[str, str]] = [*OWN_WANT_ZH_NEAR, *OWN_WANT_JA_NEAR]
NEAR_MISSES = (
    WORLD_SHAPE_NEAR
    + MACHINE_ITSELF_NEAR
    + JAKO_ASKED_NEAR
    + ZH_ASKED_NEAR
    + JA_AT_END_NEAR
    + KO_AT_END_NEAR
    + EAST_START_NEAR
    + ZH_AT_END_NEAR
    + KO_WORLD_NEAR
    + HOW_TO_SAY_NEAR
)
POOL = {
    "WORLD_SHAPE": [
        "frozen33za-zh_Hans-019",
        "frozen33za-ja-018",
        "frozen33za-ja-019",
        "dev33za-zh_Hant-019",
    ],
    "MACHINE_ITSELF": ["frozen33za-zh_Hans-020", "frozen33za-zh_Hant-020"],
    "OWN_WANT_ZH": ["frozen33za-zh_Hans-014", "frozen33za-zh_Hant-003"],
    "OWN_WANT_JA": ["frozen33za-ja-004"],
    "JAKO_ASKED": ["frozen33za-ja-507", "frozen33za-ko-508"],
    "JA_AT_END": ["frozen33za-ja-510"],
    "EAST_START": ["frozen33za-zh_Hant-007"],
    "HOW_TO_SAY": ["frozen33za-zh_Hans-002"],
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
    """Each class reads every sibling written for it."""
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize("text", [t for texts in PERSONAL.values() for t in texts])
def test_the_speakers_own_rule_is_personal(text):
    """Each scope sibling is a rule of the speaker's own: Personal."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope is Scope.USER, text


@pytest.mark.parametrize(("scope", "text"), SCOPE_NEAR_MISSES)
def test_the_scope_near_misses_keep_their_scope(scope, text):
    """Another one talked to or helped: the team's rule still, as before (or none at all)."""
    found = judge(text).suggestion
    assert (found.scope.value if found is not None else "none") == scope, text


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    """The same surface with nothing of the reading reads as it did before the round."""
    assert reading(text) == want, text


@pytest.mark.parametrize("case_id", [i for ids in POOL.values() for i in ids])
def test_each_reading_mends_its_pool_messages(case_id):
    """Each reading mends the earlier rounds' messages named for it, as labelled."""
    (case,) = pool(case_id)
    assert judge_case(case).problems() == [], case.text
