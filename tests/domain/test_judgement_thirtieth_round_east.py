"""Issue 33, thirtieth round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai, Hakata and keigo, Korean with 반말, 존댓말 and 하십시오체: suggestions and
explicit requests).

The round's set (dev33zd, dev33zd_frozen: 40 messages per language) was written and frozen before
the judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base a565939c); its near misses are read right there and
stay so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    with_lost,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirtieth_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZD, DEV33ZD_FROZEN, LANGS, "thirtieth-round")


# the east's world told with its always, by shape (east_world.py, and the engine asks it of the second
# opinion's candidates as rules.py does): a place full or lined, the always at once before a verb with 满
# or 着 (坐满了, 弥漫着, 排着), a queue (排起长队, 大排長龍, 行列ができ), a vapour that hangs (煙霧瀰漫, 云雾缭绕),
# a degree past bearing (塞到不行), 一直 as an always; a Japanese mimetic word with と and a state of する
# (しーんとしている, むわっとしている, もくもくしとる); a Korean sound, smell, dust or queue with its
# modifiers, closing in one word or 어 있다 (코 고는 소리가 요란해, 담배 냄새가 배어 있어요); the team, an
# order, a must or a will first, ちゃんと / きちんと, a person's look stay as they were
# [general: mends dev33v-zh_Hant-016, dev33z-zh_Hans-020, 021, dev33zc-ja-015, frozen33zc-ja-016,
# frozen33zc-ko-015, 016, frozen33zc-zh_Hans-015, 016, frozen33zc-zh_Hant-015]
EAST_WORLD = [
    ("none", "温泉旅馆的走廊里总是飘着硫磺的味道。"),
    ("none", "周末的夜市总是挤满了拍照的游客。"),
    ("none", "旧书店里总是堆满了发黄的杂志。"),
    ("none", "銭湯の湯船はいつもぽかぽかしとる。"),
    ("none", "朝の市場はいつもがやがやしている。"),
    ("none", "山寺の本堂はいつもしんとしている。"),
    ("none", "人気のパン屋はいつも行列ができている。"),
    ("none", "시장 골목은 늘 생선 비린 냄새가 나."),
    ("none", "그 카페는 항상 잔잔한 음악 소리가 들려요."),
    ("none", "지하상가는 늘 먼지가 쌓여 있어요."),
]
EAST_WORLD_NEAR = [
    ("suggest", "我们店门口总是排着长队，所以要提前取号。"),
    ("suggest", "厨师上岗时总是要戴着帽子。"),
    ("suggest", "以后你要一直开着窗通风。"),
    ("suggest", "值班的师傅每天都要守着锅炉到十点。"),
    ("none", "她总是笑着跟客人打招呼。"),
    ("none", "老板总是坐着算账。"),
    ("suggest", "店内ではいつもしーんとしていてください。"),
    ("suggest", "スタッフはいつもちゃんとしていてください。"),
    ("none", "彼女はいつもちゃんとしている。"),
    ("suggest", "회의 때는 항상 휴대폰 소리가 꺼져 있어야 합니다."),
    ("suggest", "우리 가게는 항상 줄이 길어서 번호표를 나눠 줘요."),
    ("none", "그 친구는 항상 웃고 있어."),
]

# remember asked in a Chinese idiom of the head or heart closed by a colon, the fact after it
# (east_asked.ZH_COLON, taken by request_parts.py's Chinese `remember`), and the ask's parts by shape
# (east_asked.py, in place): the place first and a verb of putting or setting down after it (在你的记忆里
# 给我放一件事, 喺個腦入面同我放低一樣嘢, 在心底替我藏一件事 with one thing), verbs of hiding, locking or setting
# down (藏 / 锁 / 安放), 将 as 把, 为我 as 帮我, 保存, a sentence (一句) or an item (一项资讯) as the
# placeholder, 帮个忙 / 劳驾你 as the lead, 能否 as the ask; a thing stored in an album, a box hidden, the
# speaker's own secret, a worry let go stay as they were
# [general: mends dev33zc-zh_Hans-503, 509, frozen33zc-zh_Hans-510, frozen33zc-zh_Hant-506]
ZH_ASKED_COLON = [
    ("能否請你在記憶中為我保存一項資訊？圖書館的還書箱在側門。", "圖書館的還書箱在側門"),
    ("可否麻烦您在记忆里为我保存一项信息？花店周日不送货。", "花店周日不送货"),
    ("麻烦你在脑海里替我搁一件事：温泉旅馆的晚饭六点开始。", "温泉旅馆的晚饭六点开始"),
    ("唔該你幫我將呢樣嘢藏入個腦：街市嘅魚檔六點收檔。", "街市嘅魚檔六點收檔"),
    ("幫個忙，喺你記憶度放低一樣嘢：髮型屋逢星期二休息。", "髮型屋逢星期二休息"),
    ("你替我把这件事塞进脑袋里呗：花店的送货电话是5566。", "花店的送货电话是5566"),
    ("劳驾你在心底替我藏一件事：体育馆的储物柜钥匙在前台。", "体育馆的储物柜钥匙在前台"),
    ("求你个事，帮我把这个锁进你的脑子里好吗？菜市场周一休市。", "菜市场周一休市"),
    ("请你在记忆里替我安放一句话：洗衣店的取件号是A27。", "洗衣店的取件号是A27"),
]
ZH_ASKED_COLON_NEAR = [
    ("none", "麻烦你把这些照片存进相册：就是昨天拍的那几张。"),
    ("none", "你帮我把箱子藏进柜子里吧：就在门口。"),
    ("none", "这件事我一直藏在心底：我其实很怕水。"),
    ("none", "别把这事放在心上：过去了就过去了。"),
    ("none", "你把钥匙锁进抽屉里吧：晚上我来拿。"),
    ("none", "帮我在脑子里过一遍：明天的流程是什么？"),
    ("none", "能否请你为我保存一下这份合同？"),
    ("none", "可以帮我把一项资料存到电脑里吗？"),
    ("suggest", "以后把客户的资料都锁进保险柜里。"),
]

# remember asked in a Japanese idiom of the head (east_asked.JA and JA_AT_END, in place): a pocket of the
# memory (記憶のポケット), verbs of sticking, slipping in, saving or leaving in keeping (貼り付け / 差し込ん /
# 保存し / 預け), keigo's お控え and お留め置き asked with 願えますか, a lead closed by ながら (誠に恐縮ながら、),
# Kansai's leave asked (…といてもろてええ？) and the speaker's own (預けてもいい？); a cooling sheet on the
# head, a photo saved in a folder, luggage left in a locker, a question asked leave for, what was kept
# in the heart told stay as they were
# [general: mends frozen33zc-ja-501, frozen33zc-ja-507]
JA_HEAD_ASKED = [
    (
        "甚だ恐縮ながら、ご記憶の中にひとつお留め置き願えますか。陶芸教室の窯出しは日曜でございます。",
        "陶芸教室の窯出しは日曜でございます",
    ),
    (
        "まことに勝手ながら、ご記憶の片隅にお控え願えますでしょうか。茶道教室の月謝は八千円でございます。",
        "茶道教室の月謝は八千円でございます",
    ),
    (
        "頭の引き出しに一個しまっといてもろてええ？たこ焼き屋の定休日は火曜や。",
        "たこ焼き屋の定休日は火曜や",
    ),
    (
        "頭ん中に一個貼り付けといてくれん？うどん屋の替え玉は百円ばい。",
        "うどん屋の替え玉は百円ばい",
    ),
    ("ひとつ記憶に預けてもいい？美容院の予約番号は4410。", "美容院の予約番号は4410"),
    (
        "記憶のポケットにひとつ差し込んどいてくれる？駐輪場の暗証番号は8812。",
        "駐輪場の暗証番号は8812",
    ),
    (
        "大変申し訳ないながら、記憶の棚にひとつお控え願えますか。書道展の搬入口は裏門でございます。",
        "書道展の搬入口は裏門でございます",
    ),
    ("花屋の合鍵は植木鉢の下や。脳に保存しといてや。", "花屋の合鍵は植木鉢の下や"),
    ("パン屋の予約は土曜の十時。頭に貼り付けといて。", "パン屋の予約は土曜の十時"),
]
JA_HEAD_ASKED_NEAR = [
    ("none", "頭に冷えピタ貼っといてもろてええ？"),
    ("none", "この写真、フォルダに保存しといてもらえる？"),
    ("none", "荷物をロッカーに預けてもいい？"),
    ("none", "ひとつ聞いてもいい？"),
    ("none", "この書類、棚にしまっといてくれる？"),
    ("none", "昔のことは、心にしまっておいた。"),
    ("none", "恐縮ながら、明日の会議は欠席いたします。"),
    ("none", "ファイルをUSBに保存しといて。"),
    ("suggest", "顧客データは必ず暗号化して保存しといてください。"),
]

# remember asked in a Korean idiom of the head (east_asked.KO, KO_PLACE, KO_PUT, in place): the head, the
# brain or the memory with a nook, a side, a drawer or a storeroom (머릿속 서랍, 기억 창고, 기억 한쪽, 뇌
# 한구석), sticking it there (붙여), two verbs in a row (적어 넣어), 저장 좀 해, a lead closed by 데요 or
# 다만, "this" or one line after the place, 주실래요 / 두실래요 asked, and the same ordered ahead with the
# fact in the next sentence (…간직해 주십시오. …); a box in a storeroom, a poster on a wall, a file in a
# folder, what stayed in the memory, the head's state, the order with nothing after it stay as they were
# [general: mends dev33zc-ko-510]
KO_HEAD_ASKED = [
    ("머릿속 서랍에 하나 넣어 둘래? 세탁소 쉬는 날은 일요일이야.", "세탁소 쉬는 날은 일요일이야"),
    (
        "실례합니다만 기억 창고에 하나 보관해 주시겠습니까? 도서관 반납함은 정문 옆에 있습니다.",
        "도서관 반납함은 정문 옆에 있습니다",
    ),
    (
        "기억 한쪽에 이것 좀 붙여 두실래요? 꽃집 배달료는 삼천 원이에요.",
        "꽃집 배달료는 삼천 원이에요",
    ),
    ("뇌 한구석에 저장 좀 해 줄래? 미용실 예약은 토요일 두 시야.", "미용실 예약은 토요일 두 시야"),
    (
        "죄송한데요, 마음 한쪽에 한 가지만 적어 넣어 주실래요? 약국 문 닫는 시간은 저녁 여덟 시예요.",
        "약국 문 닫는 시간은 저녁 여덟 시예요",
    ),
    ("머리 서랍에 이거 하나 챙겨 둘래? 빵집 적립 번호는 5521이야.", "빵집 적립 번호는 5521이야"),
    (
        "번거로우시겠지만 마음속에 잘 간직해 주십시오. 세탁소 영업은 저녁 아홉 시까지입니다.",
        "세탁소 영업은 저녁 아홉 시까지입니다",
    ),
    (
        "기억 창고에 하나 저장 좀 해 주라. 빵집 쿠폰은 열 장이면 한 개 공짜야.",
        "빵집 쿠폰은 열 장이면 한 개 공짜야",
    ),
    (
        "죄송하지만 머리 한구석에 한 가지 적어 주세요. 약국은 일요일에 쉬어요.",
        "약국은 일요일에 쉬어요",
    ),
]
KO_HEAD_ASKED_NEAR = [
    ("none", "서랍에 이거 하나 넣어 둘래?"),
    ("none", "창고에 박스 좀 넣어 주시겠습니까?"),
    ("none", "벽 한쪽에 이 포스터 좀 붙여 두실래요?"),
    ("none", "파일을 폴더에 저장 좀 해 줄래?"),
    ("none", "그때 일은 아직 기억 한쪽에 남아 있어."),
    ("none", "머릿속이 복잡해서 아무것도 못 하겠어."),
    ("none", "기억 창고가 꽉 찬 느낌이야."),
    ("none", "기억 속에 잘 간직해 주십시오."),
    ("none", "머릿속에 넣어 줘. 아니 됐어."),
    ("suggest", "앞으로 회의록은 항상 공유 폴더에 저장해 주세요."),
]

# the speaker's own want with a limit of the speaker's own as its reason, in the east (own_limits.east_limit,
# asked by engine._headed_scope of a rule found for the space): the limit after a comma or before it
# (美元我换算不过来, 我睇唔清遠嘅嘢) or in the next sentence (字があんまり読めないの。, 耳が遠いもんで。, 제가
# 작은 글씨를 못 읽어요., 나 매운 거 못 먹어.), an order for the speaker in the message; a need of the moment,
# the team's own limit, another's eyes, a hurry, a limit told with no order stay as they were
# [general: mends dev33zc-ja-008, 009, 010, dev33zc-ko-010, dev33zc-zh_Hans-009, dev33zc-zh_Hant-008,
# frozen33zc-zh_Hans-008, frozen33zc-zh_Hant-009, 010]
OWN_LIMIT_EAST = [
    "每次给我报价都用人民币，美元我换算不过来。",
    "幫我訂位嘅時候揀靠窗，我睇唔清遠嘅嘢，要近啲。",
    "パン屋の新商品は、写真つきで送ってね。字があんまり読めないの。",
    "病院の予約は、私には電話じゃなくメールでお願い。耳が遠いもんで。",
    "꽃집 주문서는 글씨 크게 해서 주세요. 제가 작은 글씨를 못 읽어요.",
    "식당 추천해 줄 땐 매운 데는 빼 줘. 나 매운 거 못 먹어.",
]
OWN_LIMIT_EAST_NEAR = [
    ("space", "以后会议纪要都发到群里，我们组英文都不好。"),
    ("space", "매주 월요일엔 보고서를 제출해 주세요. 팀장님이 화면을 잘 못 봐요."),
    ("space", "会議の資料は毎回前日までに共有してください。急いでるから。"),
    ("none", "以后周报都发到群里，我明天要用。"),
    ("none", "提交前一律要跑测试，我看不懂那些报错。"),
    ("none", "我看不懂这个报错。"),
    ("none", "漢字があんまり読めないの。"),
    ("none", "나 매운 거 못 먹어."),
]

# a Chinese hedge said as the speaker's doubt after the news (zh.py's `hedge`, in its existing line):
# 说不准, 拿不准, 不太确定 / 不太肯定, 不敢肯定, 没把握, Cantonese 未知道, 唔肯定; and the Kansai doubt closing
# the message (ja.py's `hedge`, in its existing line: …ようわからんけど, …ちゃう？); a rule for the unsure case,
# an order, a plain rule stay as they were
# [general: mends dev33za-zh_Hans-023, dev33x-zh_Hant-023; the Kansai doubt is outside the rule of
# evidence, KANSAI_DOUBT below]
EAST_HEDGE = [
    ("none", "书店那边好像周日也开门，不过我也说不准。"),
    ("none", "游泳馆好像以后要预约了，我也不太确定。"),
    ("none", "或者以後圖書館會改成預約制，我都唔肯定。"),
    ("none", "菜市场好像要搬了，这事我拿不准。"),
    ("none", "健身房以后好像都要刷脸进门，我没把握。"),
]
EAST_HEDGE_NEAR = [
    ("none", "以后周报一律周五前发，不确定的地方先问我。"),
    ("none", "不太确定的需求，先问我再动手。"),
    ("suggest", "わからないことがあったら、必ず聞いてください。"),
    ("suggest", "以后提交前都要跑测试。"),
    ("suggest", "我也说不准他什么时候来。"),
]

# (outside the rule of evidence: no pool message mended; its own commit) the Kansai doubt closing a
# message after a guess asked (ja.py's `hedge`, its existing line: "…ちゃう？ようわからんけど。", "…知らへんけど。"):
# the second opinion took the closing for a rule; a doubt opening a report, an order stay as they were
KANSAI_DOUBT = [
    ("none", "銭湯のサウナ、夜も使えるんちゃう？ようわからんけど。"),
    ("none", "図書館の自習室、予約いらんのちゃう？知らへんけど。"),
]
KANSAI_DOUBT_NEAR = [
    ("suggest", "知らんけどで済ませんと、ちゃんと調べてから答えてな。"),
    ("none", "よう知らんけど、あの店は美味しいらしい。"),
    ("none", "古本屋、月曜も開いとるんちゃう？知らんけど。"),
]

# one document saved, turned or put somewhere by a Chinese order with 把 (saved_files.py's "zh"): a kind
# of file named (掃描檔, 照片) and a verb of saving into a place or a format (存到, 備份到, 上傳到, 轉做); a
# from-now-on, an every or all of a kind, a thing that is no file, a password kept a way stay as they were
# [general: mends frozen33zc-zh_Hant-514]
ZH_ONE_FILE = [
    ("none", "把繪畫班作品的掃描檔存到雲端硬碟。"),
    ("none", "把舊相簿的掃描檔備份到外接硬碟。"),
    ("none", "把陶藝課作品的掃描檔存到雲端資料夾。"),
    ("none", "把攝影社作品的照片備份到外接硬碟。"),
    ("none", "把毛筆字帖的掃描檔上傳到雲端。"),
]
ZH_ONE_FILE_NEAR = [
    ("suggest", "以后把截图都存到共享文件夹里。"),
    ("suggest", "每次把报销单据转成PDF再发我。"),
    ("suggest", "把密码存到密码管理器里，不要写在便签上。"),
    ("none", "把这个消息告诉大家。"),
]

# a Chinese machine acting by itself named by a lamp, a screen or a computer too (rules.py's `_BY_ITSELF`, its
# head characters in place): "…的电脑到了…就会自己关机", "…的灯到了半夜就会自己调暗"; an order to switch it off, a
# learner told to do it, a past fault, a question about one's own computer stay as they were
# [general: mends frozen33zc-zh_Hans-018]
ZH_MACHINE = [
    ("none", "网咖的电脑到了时间就会自己锁屏。"),
    ("none", "书店的电脑到了打烊时间就会自己关机。"),
    ("none", "考场的电脑到了交卷时间就会自己锁住。"),
    ("none", "酒店走廊的灯到了半夜就会自己调暗。"),
    ("none", "仓库的灯到了半夜就会自己调暗。"),
]
ZH_MACHINE_NEAR = [
    ("suggest", "下班前记得把电脑关掉。"),
    ("suggest", "学员用完电脑以后要自己关机。"),
    ("none", "他的电脑昨天自己关机了好几次。"),
    ("none", "我的电脑会自己关机，怎么办？"),
    ("suggest", "以后离开工位前，电脑都要锁屏。"),
]

CLASSES: dict[str, list[tuple[str, str]]] = {
    "EAST_WORLD": EAST_WORLD,
    "EAST_HEDGE": EAST_HEDGE,
    "KANSAI_DOUBT": KANSAI_DOUBT,
    "ZH_ONE_FILE": ZH_ONE_FILE,
    "ZH_MACHINE": ZH_MACHINE,
}
WORDS: dict[str, list[tuple[str, str]]] = {
    "ZH_ASKED_COLON": ZH_ASKED_COLON,
    "JA_HEAD_ASKED": JA_HEAD_ASKED,
    "KO_HEAD_ASKED": KO_HEAD_ASKED,
}
NEAR_MISSES = EAST_WORLD_NEAR + ZH_ASKED_COLON_NEAR + JA_HEAD_ASKED_NEAR + KO_HEAD_ASKED_NEAR
POOL = {
    "ZH_MACHINE": ["frozen33zc-zh_Hans-018"],
    "ZH_ONE_FILE": ["frozen33zc-zh_Hant-514"],
    "EAST_HEDGE": ["dev33za-zh_Hans-023", "dev33x-zh_Hant-023"],
    "OWN_LIMIT_EAST": [
        "dev33zc-ja-008",
        "dev33zc-ja-009",
        "dev33zc-ja-010",
        "dev33zc-ko-010",
        "dev33zc-zh_Hans-009",
        "dev33zc-zh_Hant-008",
        "frozen33zc-zh_Hans-008",
        "frozen33zc-zh_Hant-009",
        "frozen33zc-zh_Hant-010",
    ],
    "KO_HEAD_ASKED": ["dev33zc-ko-510"],
    "JA_HEAD_ASKED": ["frozen33zc-ja-501", "frozen33zc-ja-507"],
    "ZH_ASKED_COLON": [
        "dev33zc-zh_Hans-503",
        "dev33zc-zh_Hans-509",
        "frozen33zc-zh_Hans-510",
        "frozen33zc-zh_Hant-506",
    ],
    "EAST_WORLD": [
        "dev33v-zh_Hant-016",
        "dev33z-zh_Hans-020",
        "dev33z-zh_Hans-021",
        "dev33zc-ja-015",
        "frozen33zc-ja-016",
        "frozen33zc-ko-015",
        "frozen33zc-ko-016",
        "frozen33zc-zh_Hans-015",
        "frozen33zc-zh_Hans-016",
        "frozen33zc-zh_Hant-015",
    ],
}


def test_the_probes_are_in_no_set():
    """Every sibling and near miss written here is new: in no labelled set, and each once."""
    texts = [t for pairs in WORDS.values() for t, _ in pairs]
    texts += [t for cases in CLASSES.values() for _, t in cases]
    texts += [t for _, t in NEAR_MISSES]
    texts += OWN_LIMIT_EAST + [t for _, t in OWN_LIMIT_EAST_NEAR]
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


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    """The same surface with nothing of the reading reads as it did before the round."""
    assert reading(text) == want, text


@pytest.mark.parametrize("case_id", with_lost([i for ids in POOL.values() for i in ids]))
def test_each_reading_mends_its_pool_messages(case_id):
    """Each reading mends the earlier rounds' messages named for it, as labelled."""
    (case,) = pool(case_id)
    assert judge_case(case).problems() == [], case.text


def _scope(text: str) -> str:
    found = judge(text).suggestion
    return found.scope.value if found is not None else "none"


@pytest.mark.parametrize("text", OWN_LIMIT_EAST)
def test_an_east_want_with_the_speakers_own_limit_is_the_users(text):
    """The rule asked for the speaker with a limit of the speaker's own as its reason is Personal."""
    assert _scope(text) == "user", text


@pytest.mark.parametrize(("want", "text"), OWN_LIMIT_EAST_NEAR)
def test_a_reason_that_is_no_limit_of_the_speakers_leaves_the_scope(want, text):
    """A need, a hurry, the team's or another's limit, or a limit told with no order: as before."""
    assert _scope(text) == want, text
