"""Issue 33, thirty-second round (Chinese in both scripts with 东北话, Cantonese and Taiwanese, Japanese
with Hiroshima and keigo, Korean with 반말, 존댓말 and 경상도: suggestions and explicit requests).

The round's set (dev33zf, dev33zf_frozen: 40 messages per language) was written and frozen before
the judgement was touched, weighted to what the thirty-first round's frozen third missed, in new
words. A reading lands only with evidence of generality: siblings and near misses written here, and
messages of the thirty-first round's frozen third (the pool, spent) that it mends besides. Each
class's siblings are misread on the code before this round (base 3bbfb683); its near misses are read
right there and stay so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33ZF, DEV33ZF_FROZEN, judge_case

# (the probes' reading in the words their lists want, written once by the thirty-first round's east test)
from tests.domain.test_judgement_thirty_first_round_east import _read as read_probe
from tests.judgement_sets import assert_forty_a_language, assert_probes_apart, pool

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirty_second_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZF, DEV33ZF_FROZEN, LANGS, "thirty-second-round")


# the honoured hearer asked formally to keep a matter, the fact in the next sentence or after a colon
# (east_asked: ZH_HONOURED_AHEAD / ZH_HONOURED_COLON, read by zh.py's remember_back and request_parts'
# Chinese remember; JA's keigo ask ordered ahead, くださいませ, or its gladness to come, …いただけると幸い
# です, the heart's inside, 胸の内; KO_FORMAL_WISH, 하십시오체's wish, plea or order, 기억해 주시기 바랍니다 /
# 주시길 부탁드립니다 / 주셨으면 합니다 / 두십시오, ahead of the fact or before a colon, and ko.py's closing frame
# never taking an apology's lead for the fact, "송구스럽지만 이것을 기억해 주십시오. …"): one remember of the
# fact's words, nothing suggested. A thing named, an errand or a courtesy asked of the honoured, an order
# after the ask, a thing remembered ("그날을 기억해 주셨으면 합니다") stay as they were
# [general: mends frozen33ze-zh_Hant-505, frozen33ze-ja-505, frozen33ze-ko-505]
HONOURED_ASK = [
    ("懇請您惠予留存：社區活動中心的開放時間是早上八點。", "社區活動中心的開放時間是早上八點"),
    ("敬请您存记此事：书法班的学费每月六百元。", "书法班的学费每月六百元"),
    (
        "恐れ入りますが、胸の内にお留めくださいませ。町内の夏祭りは八月十日でございます。",
        "町内の夏祭りは八月十日でございます",
    ),
    (
        "お手数ですが、心の片隅に置いておいていただけると幸いです。整骨院は木曜休診です。",
        "整骨院は木曜休診です",
    ),
    (
        "죄송하지만 이 점 꼭 기억해 주시기 바랍니다. 헬스장 사물함 비밀번호는 5512입니다.",
        "헬스장 사물함 비밀번호는 5512입니다",
    ),
    (
        "기억해 주셨으면 합니다: 관리사무소 전화번호는 02-777-1234입니다.",
        "관리사무소 전화번호는 02-777-1234입니다",
    ),
    (
        "번거로우시겠지만 이 내용을 기억해 두시길 부탁드립니다. 수영장 휴장일은 매주 월요일입니다.",
        "수영장 휴장일은 매주 월요일입니다",
    ),
    ("敬请您留存此事：花店的送花电话是8801。", "花店的送花电话是8801"),
    ("敬请您留存这项信息：花店的送花电话是8801。", "花店的送花电话是8801"),
    ("劳烦您记住这件事。里民中心的桌球室要先登记。", "里民中心的桌球室要先登记"),
    ("烦请您务必记住这一点。书法班每周四下午上课。", "书法班每周四下午上课"),
    ("请您把此事铭记于心。社区诊所的夜诊到九点。", "社区诊所的夜诊到九点"),
    ("煩請您記下這項資料：診所的傳真號碼是2701-4433。", "診所的傳真號碼是2701-4433"),
    (
        "お手数ですが、記憶の片隅にお留め置きくださいませ。町内会費は年三千円でございます。",
        "町内会費は年三千円でございます",
    ),
    (
        "心の内にしまっておいていただけると幸甚に存じます。書道教室の月謝は五千円です。",
        "書道教室の月謝は五千円です",
    ),
    ("温泉の休館日は水曜日です。お心にお留め置きくださいませ。", "温泉の休館日は水曜日です"),
    ("기억해 주시길 바랍니다: 세탁소는 일요일에 쉽니다.", "세탁소는 일요일에 쉽니다"),
    (
        "메모해 두시기 바랍니다: 동네 의원 전화번호는 02-333-7788입니다.",
        "동네 의원 전화번호는 02-333-7788입니다",
    ),
    (
        "실례지만 이것을 기록해 두십시오. 관리비 납부일은 매달 25일입니다.",
        "관리비 납부일은 매달 25일입니다",
    ),
]
HONOURED_ASK_NEAR = [
    ("none", "敬请您准时出席。会议下午三点开始。"),
    ("none", "麻烦您保存这个文件：合同在附件里。"),
    ("none", "烦请您把这份资料保存好：下周开会要用。"),
    ("none", "请您记住这件事。明天把合同寄出去。"),
    ("none", "敬请您留意：本店周一不营业。"),
    ("none", "恳请您惠予支持。"),
    ("suggest", "以后都请您保存好发票：报销要用。"),
    ("none", "恐縮ですが、お心にお留めくださいませ。明日の書類は必ず持参してください。"),
    ("none", "書類は玄関に置いといてくださいませ。"),
    ("none", "荷物を棚にお納めくださいませ。"),
    ("none", "お心遣いいただけると幸いです。"),
    ("none", "胸の内を聞いていただけると幸いです。"),
    ("none", "心に留めておきました。"),
    ("none", "바쁘시겠지만 회의록을 확인해 주시기 바랍니다."),
    ("none", "이 점 양해해 주시기 바랍니다. 공사는 다음 주까지입니다."),
    ("none", "기억해 주시기 바랍니다. 내일까지 보고서를 제출해 주세요."),
    ("suggest", "회의 자료를 꼭 지참해 주십시오."),
    ("none", "그날을 기억해 주셨으면 합니다."),
]

# the memory as a place in new words, a nook of it and where in it (east_asked.NOOK, MIND, _VERB, JA_NOOK,
# JA, KO_PLACE; ja.py's _OBOETE; request_frames' Korean closing tail): Chinese's safe of the memory and its
# deepest or lowest layer (保险柜, 保險箱, 最里层, 最深處, 最底层), the memory as retentiveness (记性) and
# writing there (写一笔); Japanese's safe, bookcase or treasure box of it and its top or back (金庫, 本棚,
# 宝箱, の一番上, の一番奥), the brain as 脳みそ, a line counted and written (一行書いといて), "this" after
# the place and its comma ("記憶の引き出しの奥に、これしまっといてくれん？"); Korean's safe or corner of it
# (금고, 한 귀퉁이), and the place with "this" never taken for the fact by the closing 담아 둬 / 새겨 둬
# ("머리 한편 작은 상자에 이거 담아 둬. …"). A drawer, a safe, a shelf or a notebook that is no memory's,
# the memory's nook told, the speaker's own retentiveness stay as they were
# [general: mends frozen33ze-ja-509, frozen33ze-ko-509]
MEMORY_PLACE = [
    ("頭の中の宝箱に、これ入れといてもらえる？花屋の定休日は木曜。", "花屋の定休日は木曜"),
    ("心の金庫にしまっといて：ロッカーの番号は12。", "ロッカーの番号は12"),
    ("脳みその本棚に、これ置いといてくれる？整骨院の先生は木村さん。", "整骨院の先生は木村さん"),
    ("記憶の金庫の一番奥にしまっといて：金庫の暗証番号は7731。", "金庫の暗証番号は7731"),
    ("在你脑子的仓库最底层帮我存一条：洗衣店周日不开门。", "洗衣店周日不开门"),
    ("在你记性的本本上帮我记下：修表铺的电话是6620。", "修表铺的电话是6620"),
    ("往你脑海的保险箱里存一笔：停车场的月卡号是A-221。", "停车场的月卡号是A-221"),
    ("在你記憶的倉庫最深處幫我留一條：洗衣店星期日休息。", "洗衣店星期日休息"),
    ("在你记忆的抽屉最底层写一笔：药店的会员号是8866。", "药店的会员号是8866"),
    ("마음속 작은 서랍에 이것 새겨 둬. 치과 예약은 금요일이야.", "치과 예약은 금요일이야"),
    ("머릿속 금고에 이거 넣어 둬. 현관 비밀번호는 4471이야.", "현관 비밀번호는 4471이야"),
    ("마음 한 귀퉁이에 새겨 두세요. 헬스장은 일요일에 쉬어요.", "헬스장은 일요일에 쉬어요"),
    ("기억 금고에 잘 넣어 둬요. 세탁소는 일요일에 쉬어요.", "세탁소는 일요일에 쉬어요"),
    ("기억 한 귀퉁이에 적어 줄래? 미용실은 화요일에 쉬어.", "미용실은 화요일에 쉬어"),
]
MEMORY_PLACE_NEAR = [
    ("none", "引き出しの奥に、これしまっといてくれん？"),
    ("none", "本棚の一番上に置いといて：辞書です。"),
    ("none", "ノートに一行書いといてや：明日の予定。"),
    ("none", "金庫にしまっといて：通帳。"),
    ("none", "記憶の本棚の一番上には、昔の思い出がある。"),
    ("none", "在本子上写一笔：明天开会。"),
    ("none", "在保险柜里存个东西：护照。"),
    ("none", "把这条放进抽屉最里层：备用钥匙。"),
    ("none", "我记性不好，写一笔在本子上。"),
    ("none", "你能在你记性的本子上写一笔吗？"),
    ("none", "他记性不好，老是忘带钥匙。"),
    ("none", "금고에 여권 넣어 둬."),
    ("none", "책상 한 귀퉁이에 적어 주세요."),
    ("none", "기억 금고가 텅 비었어."),
    ("keeps remember:도서관 대출 기간은 이 주야", "도서관 대출 기간은 이 주야, 꼭 담아 둬."),
]

# what befalls a thing or what an animal does, said with its always as a whole sentence of one clause
# (east_world._BEFALL, a part of each eastern table's `weather`): a light flickering, a machine or a pipe
# breaking, leaking, jammed or under repair, a shop's goods selling out, a dog barking or a cat crying, a
# place wet, an air conditioner run cold, with 老是 / 總是 / 成日, いつも / しょっちゅう, 늘 / 항상 / 맨날; and a
# time of day is no "before" or "after" clause for the condition's split (ja.py, ko.py condition_lead:
# 午前に / 昼前に / 午後に, 오전에 / 오후에), so the always and its state are read in one main clause. An
# order, a must, a time to come, a reason or a condition beside it, the speaker or the team, stay as they were
# [general: mends frozen33ze-zh_Hans-015, frozen33ze-zh_Hans-018, frozen33ze-ja-017]
THING_BEFALLS = [
    ("none", "办公室的网络老是掉线。"),
    ("none", "楼下的电梯总是出故障。"),
    ("none", "地铁站的厕所老是在维修。"),
    ("none", "健身房的淋浴间老是漏水。"),
    ("none", "教室的投影仪老是时好时坏。"),
    ("none", "厕所的灯总是一亮一灭的。"),
    ("none", "地下室的水管老是漏水。"),
    ("none", "図書館のコピー機はいつも紙詰まりしとる。"),
    ("none", "商店街の街灯はいつも切れかけとるんよ。"),
    ("none", "裏の家の猫はいつも夜中に鳴いている。"),
    ("none", "駅前の駐輪場はいつも雨で濡れとる。"),
    ("none", "路地裏の野良猫はいつも夕方になると鳴きよる。"),
    ("none", "그 빵집 크루아상은 항상 다 팔려요."),
    ("none", "복도 형광등이 항상 깜빡거려요."),
    ("none", "학교 앞 편의점 도시락은 늘 오후에 다 팔려."),
    ("none", "그 식당 점심 메뉴는 항상 매진돼요."),
    ("none", "지하 주차장 조명이 늘 깜빡거려."),
    ("none", "그 약국 마스크는 항상 다 팔려."),
]
THING_BEFALLS_NEAR = [
    ("suggest", "电梯老是出故障的话，请马上通知物业。"),
    ("suggest", "如果狗老是叫个不停，就把它牵进屋里。"),
    ("suggest", "因为面包总是卖完，所以要提前一天预订。"),
    ("suggest", "空调老是开得特别冷，以后定在二十六度。"),
    ("none", "打印机老是卡纸，以后每次用完都要清一下进纸口。"),
    ("none", "以后灯坏掉了要马上报修。"),
    ("none", "我老是卡在这一步。"),
    ("suggest", "服务器老是死机，帮我查一下日志。"),
    ("none", "这台打印机总是卡纸，我们换一台吧。"),
    ("suggest", "犬がいつも吠えるので、夜は窓を閉めておいてください。"),
    ("suggest", "コピー機はいつも紙詰まりするから、使い終わったら必ず確認すること。"),
    ("suggest", "パンはいつも売り切れるので、予約してください。"),
    ("suggest", "うちの店のパンはいつも昼前に売り切れる。"),
    ("suggest", "階段が濡れとったら、すぐ拭くこと。"),
    ("suggest", "エレベーターはいつも故障しとるけん、階段を使ってください。"),
    ("suggest", "会議は午後に始めてください。"),
    ("none", "午前に会議をすることになっとる。"),
    ("suggest", "빵이 늘 다 팔리니까 미리 예약해 주세요."),
    ("suggest", "변기가 자주 막히니까 휴지는 휴지통에 버려 주세요."),
    ("suggest", "개가 맨날 짖으면 창문을 닫아 주세요."),
    ("suggest", "우리 가게 빵은 늘 오전에 다 팔려요."),
    ("suggest", "회의는 오전에 하는 걸로 해요."),
    ("suggest", "오후에 회의가 있으면 알려 줘."),
    ("none", "엘리베이터가 자주 고장 나니까 계단을 이용해 주세요."),
]

# the speaker's own way with the speaker's own reason, scope the user's (own_limits.py, asked by
# engine._headed_scope of a rule found for the space): Chinese's allergy of the speaker's, 我对…过敏 /
# 我對…過敏, as a limit; Japanese's way asked of one telling or choosing for the speaker (…てくれるときは)
# with the bare て-form closing the ask, the west's and Hiroshima's (…にして。, …言うて。), and the reason
# closing with the explaining の and よ (…持っとらんのよ). Another's allergy, a superior's reading, a
# hurry, the day's need, a way with no one served stay as they were
# [general: mends frozen33ze-zh_Hant-002, frozen33ze-ja-001, frozen33ze-ja-003]
OWN_REASON = [
    "駅の出口を教えてくれるときは、番号で言うて。方角がようわからんのよ。",
    "僕の席を取ってくれるときは、窓側にして。乗り物酔いしやすいけん。",
    "天気を教えてくれるときは、摂氏で言うて。華氏はようわからんのよ。",
    "レシピを言うてくれるときは、カップで言うて。はかりを持っとらんのよ。",
    "映画を勧めてくれるときは、吹き替えのにして。字幕を追うのが遅いけん。",
    "服を選んでくれるときは、前開きのにして。肩が上がらんのよ。",
    "ゴミの日を教えてくれるときは、曜日で言うて。日付はようわからんのよ。",
    "以後幫我訂餐廳都避開有海鮮的，我對海鮮過敏。",
    "以后给我推荐零食都别选带坚果的，我对坚果过敏。",
    "帮我点菜的时候别点虾，我对虾过敏。",
    "以後給我買的保養品都不要含酒精的，我對酒精過敏。",
    "以后帮我挑洗发水都别要含香精的，我对香精过敏。",
]
OWN_REASON_NEAR = [
    ("none", "給我推薦餐廳都避開有花生的，我們老闆對花生過敏。"),
    ("none", "这个方案我对它过敏。"),
    ("space", "会議の資料を送ってくれるときは、部長にも共有して。部長が目を通すので。"),
    ("space", "資料を送ってくれるときは、PDFにして。今日は急いでるので。"),
    ("space", "俺に店を勧めるときは禁煙のとこだけにして。"),
    ("space", "店を予約するときは、禁煙席にして。会議で使うけん。"),
    ("space", "花粉症の季節は窓を開けないで。私は花粉に過敏なので。"),
    ("space", "会議の資料を送るときは、部長にも共有して。部長が目を通すので。"),
]

WORDS: dict[str, list[tuple[str, str]]] = {
    "HONOURED_ASK": HONOURED_ASK,
    "MEMORY_PLACE": MEMORY_PLACE,
}
CLASSES: dict[str, list[tuple[str, str]]] = {"THING_BEFALLS": THING_BEFALLS}
NEAR_MISSES = HONOURED_ASK_NEAR + MEMORY_PLACE_NEAR + THING_BEFALLS_NEAR
POOL = {
    "HONOURED_ASK": [
        "frozen33ze-zh_Hant-505",
        "frozen33ze-ja-505",
        "frozen33ze-ko-505",
    ],
    "MEMORY_PLACE": ["frozen33ze-ja-509", "frozen33ze-ko-509", "dev33zd-ko-505"],
    "OWN_REASON": ["frozen33ze-zh_Hant-002", "frozen33ze-ja-001", "frozen33ze-ja-003"],
    "THING_BEFALLS": [
        "frozen33ze-zh_Hans-015",
        "frozen33ze-zh_Hans-018",
        "frozen33ze-ja-017",
    ],
}


# every probe with what it must read: each request sibling one remember request of exactly the fact and
# nothing suggested; each class's siblings as the class reads them; each own-reason sibling suggested for
# the user; each near miss as it read at 3bbfb683 (a "suggest" of any scope, or with the scope
# it had)
PROBES = (
    [(t, f"keeps remember:{kept}") for pairs in WORDS.values() for t, kept in pairs]
    + [(t, want) for cases in CLASSES.values() for want, t in cases]
    + [(t, want) for want, t in NEAR_MISSES]
    + [(t, "suggest user") for t in OWN_REASON]
    + [(t, "none" if want == "none" else f"suggest {want}") for want, t in OWN_REASON_NEAR]
)


def test_the_probes_are_new_and_read_as_written():
    """Every probe is in no labelled set and written once, and reads as its list wants."""
    assert_probes_apart(t for t, _ in PROBES)
    readings = {t: read_probe(t) for t, _ in PROBES}
    assert [
        (t, w, readings[t]) for t, w in PROBES if w not in (readings[t], readings[t].split()[0])
    ] == []


@pytest.mark.parametrize("case_id", [i for ids in POOL.values() for i in ids])
def test_the_thirty_first_rounds_pool_is_mended(case_id):
    """The earlier rounds' east messages each reading was written for read as labelled now."""
    assert judge_case(*pool(case_id)).problems() == []
