"""Issue 33, twenty-third round (Chinese in both scripts with Cantonese and Taiwanese Mandarin,
Japanese with Kansai and keigo, Korean with 반말 and 존댓말: suggestions and explicit requests).

The round's set (dev33w, dev33w_frozen: 40 messages per language) was written and frozen before the
judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of an earlier round's set (the pool) that it mends besides. Each class's siblings are
misread on the code before this round (base 2cd3c769); its near misses are read right there and stay
so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33W, DEV33W_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    wrong_readings,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_twenty_third_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33W, DEV33W_FROZEN, LANGS, "twenty-third-round")


# the speaker named as the one a kind of thing is sent, reported or answered to, opening the sentence
# (以后发给我的…, 以後寄給我的…, 私宛ての…は, 앞으로 저한테 보고할 때는 …, 나한테 보낼 땐 …), or the agent's
# replies wanted one way always (返事はいつも…でお願い): the rule is the speaker's own, Personal
# [general: mends frozen33v-zh_Hans-010, frozen33v-ja-010, dev33v-zh_Hant-010, dev33v-ko-010; errands.py]
OWN_RECEIVER = [
    "以后发给我的日报，统一用表格列出来。",
    "以後寄給我的合約，都先標出修改的地方。",
    "返事はいつも敬語なしでお願い。",
    "私宛てのメールは、今後は件名に案件名を入れてください。",
    "앞으로 저한테 보고할 때는 표로 정리해 주세요.",
    "나한테 보낼 땐 항상 링크부터 붙여 줘.",
]
OWN_RECEIVER_NEAR = [
    ("space", "以后给我们组发的通知，都抄送人事部。"),
    ("space", "以后发给我们的报价，都含税。"),
    ("space", "以后跟客户对账的时候，先发汇总。"),
    ("space", "返信は必ず二十四時間以内にしてください。"),
    ("space", "앞으로 팀장님한테 보고할 때는 표로 정리해 주세요."),
]

# a note's heading opening the message (備忘：, 記録用：, 覚え書き：, メモ：, 메모:, 기록용:, 참고로 기억:,
# 记录用：, 記錄用：, 记事：): what follows its colon is kept, as after 备忘： and 備註： already; a notebook
# (メモ帳, 메모장, 记事本), an empty memo field, a question about notes are not
# [general: mends frozen33v-ja-506; ja.py, ko.py, and two words in request_slots.py's Chinese frames]
NOTE_HEADING = [
    ("備忘：車検は来年の四月。", "車検は来年の四月"),
    ("メモ：甥の名前は悠真。", "甥の名前は悠真"),
    ("記録用：駐輪場の番号はB-17。", "駐輪場の番号はB-17"),
    ("覚え書き：町内会の会費は年三千円。", "町内会の会費は年三千円"),
    ("메모: 우리 집 정수기 필터는 6월에 갈아야 해.", "우리 집 정수기 필터는 6월에 갈아야 해"),
    ("기록용: 부모님 결혼기념일은 4월 2일.", "부모님 결혼기념일은 4월 2일"),
    ("참고로 기억: 우리 동네 분리수거는 목요일이야.", "우리 동네 분리수거는 목요일이야"),
    ("记录用：我家猫的芯片号是 900118。", "我家猫的芯片号是 900118"),
    ("记事：物业的电话是 6688 1200。", "物业的电话是 6688 1200"),
    ("記錄用：社區大樓的管理費每月十五號扣款。", "社區大樓的管理費每月十五號扣款"),
]
NOTE_HEADING_NEAR = [
    ("none", "メモ帳ってどこに保存される？"),
    ("none", "備忘録ってどのアプリがいい？"),
    ("none", "메모장 어디 있어?"),
    ("none", "메모: 없음"),
    ("none", "记事本：打不开了怎么办？"),
    ("none", "这份记录用不用存档？"),
]

# Kansai's softened ask before the fact (覚えといてほしいんやけど、…, …ほしいねんけど、…) and a casual long
# vowel after the frame (これ覚えといて〜、…): the fact after the comma is kept, as after
# 覚えといてほしいんだけど、; a wish in the past, a sigh, someone else asked, or nothing after are not
# [general: mends frozen33v-ja-512; ja.py]
JA_CASUAL_FRAME = [
    ("覚えといてほしいんやけど、うちの娘はそば粉アカンねん。", "うちの娘はそば粉アカンねん"),
    (
        "覚えといてほしいねんけど、倉庫の鍵は事務所の引き出しやで。",
        "倉庫の鍵は事務所の引き出しやで",
    ),
    ("メモしといてほしいんやけど、僕の車は白のプリウス。", "僕の車は白のプリウス"),
    ("これ覚えといてほしいんやけど、会計は月末締めやで。", "会計は月末締めやで"),
    ("これ覚えといて〜、姪っ子の名前はひなた。", "姪っ子の名前はひなた"),
]
JA_CASUAL_FRAME_NEAR = [
    ("none", "覚えといてほしいんやけどなあ。"),
    ("none", "覚えといてほしかったんやけど、もうええわ。"),
    ("none", "あいつに覚えといてほしいんやけど、無理やろな。"),
    ("none", "これ覚えといて〜"),
    ("none", "覚えといてほしいんやけど、覚えられる？"),
]

# a Korean span said whole before an order (이번 학기 동안은 …, 이번 분기 내내 …, 방학 기간 동안에는 …): the
# rule holds over each day of it, as under 매주; this semester is no longer one occasion (이번 was one),
# and a span with the past, a plan, a guess or a question stays none
# [general: mends frozen33v-ko-014; ko.py recurring and one_off]
KO_SPAN = [
    ("suggest", "이번 학기 동안은 세미나실 예약을 조교한테 받아 주세요."),
    ("suggest", "이번 달 동안은 택배를 경비실에 맡겨 주세요."),
    ("suggest", "이번 분기 내내 회의록은 공유 폴더에 올려 주세요."),
    ("suggest", "이번 방학 동안은 실험실 열쇠를 경비실에 맡겨 주세요."),
    ("suggest", "이번 시즌 내내 입장권은 현장에서만 팔아 주세요."),
]
KO_SPAN_NEAR = [
    ("none", "이번 학기 동안은 정말 바빴어요."),
    ("none", "이번 주 동안은 제가 대신 할게요."),
    ("none", "이번 달 동안 고생 많으셨어요."),
    ("none", "이번 분기 동안은 매출이 좀 떨어질 것 같아요."),
    ("none", "이번 방학 동안 뭐 했어?"),
]

# a Japanese start opening the sentence (来月から、…, 新年度からは、…, 10月から、…, 来月以降、…) before the
# house's rule declared in the humble register (…までとさせていただきます): the rule holds from then on,
# its start kept in the stored words; a start before a plan, a change of staff, a trip, hearsay, or the
# declaration with no start (one closing, one talk ended) stays none
# [general: mends frozen33v-ja-007; ja.py recurring and directive]
JA_START_DECLARED = [
    ("suggest", "来月から、会議室の予約は三日前までとさせていただきます。"),
    ("suggest", "新年度からは、駐車券の発行は一台までとさせていただきます。"),
    ("suggest", "来月から、試食は一人一品とさせていただきます。"),
    ("suggest", "10月から、貸し出しは一回三冊までとさせていただきます。"),
    ("suggest", "来月以降、ご予約の変更は前日までとさせていただきます。"),
]
JA_START_DECLARED_NEAR = [
    ("none", "来月から、ちょっと忙しくなります。"),
    ("none", "来月から、新しい店長が来ます。"),
    ("none", "来週から、出張で大阪に行きます。"),
    ("none", "来月から、料金が上がるらしいです。"),
    ("none", "本日の営業は終了とさせていただきます。"),
    ("none", "以上で説明を終わりとさせていただきます。"),
]

# a tool, an app or a system doing a thing by itself in the east's words (自動で, 勝手に, 自动 with no
# 要 / 请 / 别 / 不要 in its clause, 알아서, 자동으로), also when この… は opens it (the tool as the topic,
# not この… では, the place of work): its behaviour, no one's way; an order about it, a prohibition or a
# requirement of it stay rules
# [general: mends frozen33v-ja-020, dev33v-zh_Hans-020; rules.py's by-itself words, ja.py team_place]
TOOL_BY_ITSELF = [
    ("none", "このシステムは、毎月一日に自動で請求書を発行します。"),
    ("none", "このアプリは毎朝勝手に通知をまとめて送ってくる。"),
    ("none", "このアプリは月末に自動でデータを整理します。"),
    ("none", "软件每天晚上十点自动备份一次收银数据。"),
    ("none", "收银系统每天晚上会自动备份一次当天的账。"),
    ("none", "스마트폰이 알아서 밤마다 앱을 업데이트해요."),
]
TOOL_BY_ITSELF_NEAR = [
    ("suggest", "平日晚上不要自动重启打印服务。"),
    ("suggest", "系统要每天凌晨自动备份数据库。"),
    ("suggest", "システムは自動で更新しないでください。"),
    ("suggest", "앱 업데이트는 자동으로 하지 말고 매주 직접 확인해 주세요."),
    ("suggest", "매주 금요일마다 알아서 백업해 주세요."),
    ("suggest", "共有フォルダのファイルは勝手に消さないでください。"),
    ("suggest", "倉庫の在庫は勝手に動かさんといてな。"),
]

# a Chinese reminiscence opened by 记得 / 还记得 / 我记得 and a time gone (小时候, 那时候, 当年, 以前): a
# memory told, neither a fact asked to be kept nor "remember to" (记得 as an order); 记得 before a time to
# come, a colon or a duty stays a request, a question about the past stays none
# [general: mends dev33v-zh_Hans-516; zh.py past, directive and not_remembered]
ZH_REMINISCENCE = [
    ("none", "记得小时候外婆家门口有棵大槐树。"),
    ("none", "記得小時候每到過年都會放鞭炮。"),
    ("none", "記得那時候學校門口的文具店都賣紙娃娃。"),
    ("none", "記得當年我們這裡還沒有捷運。"),
    ("none", "记得小时候每年夏天都去河里游泳。"),
    ("none", "记得那时候每天都要走路去上学。"),
]
ZH_REMINISCENCE_NEAR = [
    ("explicit", "記得以後每次出貨前都要拍照。"),
    ("explicit", "记得：我的车位在B2-031。"),
    ("explicit", "记得每次下班前把电闸关掉。"),
    ("none", "记得小时候的事吗？"),
    ("none", "我记得下周一要交报告。"),
]

# a Korean change given up in the same message, the old way named with a word of how, where or when
# between (…하자고 했는데, 그냥 하던 대로 워드로 하자 / 아니다 원래대로 오전에 해요): nothing new to keep, as
# "…원래대로 해 줘" already was; the old way said as the rule itself (앞으로 회의는 원래대로 오전에 해요),
# or a question, stays as it was
# [general: mends dev33v-ko-018; ko.py retraction]
KO_CHANGE_GIVEN_UP = [
    ("none", "앞으로 주간 보고는 PDF로 내자고 했는데, 그냥 하던 대로 워드로 하자."),
    ("none", "앞으로 택배는 오후에 받자고 했는데, 아니다 원래대로 오전에 해요."),
    ("none", "앞으로 회의는 온라인으로 하자고 했었는데, 그냥 하던 대로 회의실에서 합시다."),
    ("none", "이제부터 청소는 격주로 하자고 했는데 그냥 원래대로 매주 하죠."),
    ("none", "앞으로 회식은 금요일에 하자고 했는데, 그냥 원래대로 목요일에 해요."),
]
KO_CHANGE_GIVEN_UP_NEAR = [
    ("suggest", "앞으로 회의는 원래대로 오전에 해요."),
    ("suggest", "회의는 앞으로 오전에 해요."),
    ("suggest", "앞으로 보고서는 한국어로 써 주세요."),
    ("none", "원래대로 오전에 해요?"),
]

# the Japanese house's standing request with a time or a bound for value (…は翌朝にお願いしております,
# …は一組三名までとお願いしております) or asked to be forgone (…はご遠慮いただいております): a rule for
# every such act, as …は現金でお願いしております was; a party asked once (先方には, 業者さんは, 課長も)
# or the past stays none
# [general: mends frozen33v-ja-012; ja_rules.py]
JA_HOUSE_REQUEST = [
    ("suggest", "当店では、お持ち帰りは三個までとお願いしております。"),
    ("suggest", "館内での撮影は、ご遠慮いただいております。"),
    ("suggest", "お問い合わせはメールのみとお願いしております。"),
    ("suggest", "ペットの同伴はご遠慮いただいております。"),
    ("suggest", "お荷物の受け取りは翌朝にお願いしております。"),
    ("suggest", "ご見学は一組三名までとお願いしております。"),
]
JA_HOUSE_REQUEST_NEAR = [
    ("none", "先方には翌日にお願いしております。"),
    ("none", "業者さんは来週にお願いしております。"),
    ("none", "課長も翌日にとお願いしております。"),
    ("none", "その件は業者にお願いしております。"),
    ("none", "昨日はご遠慮いただいておりました。"),
]

# the team addressed before a Chinese rule with a word of heeding (大家注意，…, 各位同学注意，…,
# 请各位同仁注意，…): an opener, as 注意， alone already was, the rule read after it; heeding asked
# of one occasion, a question, "be careful" and the speaker's noticing stay none
# [general: mends frozen33v-zh_Hans-014; zh.py openers]
ZH_TEAM_HEED = [
    ("suggest", "大家注意，下午四点以后收的快递第二天才派送。"),
    ("suggest", "大家注意，晚上九点以后不要再往群里发工作消息。"),
    ("suggest", "各位同学注意，实验室的试剂用完要登记。"),
    ("suggest", "大家注意，周末值班的人中午十二点前要签到。"),
    ("suggest", "大家注意，客户的合同扫描件统一放在共享盘。"),
    ("suggest", "大家注意，新到的药品入库前先核对批号。"),
]
ZH_TEAM_HEED_NEAR = [
    ("none", "大家注意到了吗？今天停电。"),
    ("none", "大家注意安全。"),
    ("none", "各位注意，明天早上八点集合。"),
    ("none", "我注意到最近订单少了很多。"),
]

# a Chinese requirement said as a case of lacking, then what the team cannot do (没有…的话，我们没办法…,
# 冇…嘅話，我哋冇辦法…, …的话，我们这边无法…): a rule for anyone, as "…，不能…" is; a plight of now
# with no case, the speaker alone, help lacking, or a question stay none
# [general: mends frozen33v-zh_Hant-012; zh_rules.py]
ZH_CANNOT_WITHOUT = [
    ("suggest", "没有发票原件的话，我们没办法报销。"),
    ("suggest", "沒有收據的話，我們沒辦法退貨。"),
    ("suggest", "没有身份证的话，我们没法办卡。"),
    ("suggest", "冇收據嘅話，我哋冇辦法退錢。"),
    ("suggest", "快递单没有签名的话，我们这边无法理赔。"),
]
ZH_CANNOT_WITHOUT_NEAR = [
    ("none", "没有钥匙，我们没办法进去。"),
    ("none", "没有电脑的话，我没办法工作。"),
    ("none", "没有你的帮忙，我们没办法完成。"),
    ("none", "没有发票的话，我们能不能报销？"),
]

# the world's state with an always in Chinese and Cantonese, a ferry, a train or a bus halted or late
# (…渡輪成日都停航, …火車總是誤點, …高铁经常晚点) or a wind always strong (海边的风总是很大): no one's act,
# as the weather with 总是 was; the team's answer to it, or the team's own "always", stay rules
# [general: mends frozen33v-zh_Hant-023; zh.py everyday]
ZH_WORLD_ALWAYS = [
    ("none", "梅雨季的時候，火車總是誤點。"),
    ("none", "每年春运的时候，高铁经常晚点。"),
    ("none", "海边的风总是很大。"),
    ("none", "落大雨嘅時候，巴士成日都誤點。"),
    ("none", "冬天的时候，渡轮经常停开。"),
]
ZH_WORLD_ALWAYS_NEAR = [
    # (the second opinion's, not this round's: none at its threshold 0.75 since the twenty-sixth
    # round's retrain)
    ("none", "台风天渡轮停航的话，我们就改坐大巴。"),
    ("suggest", "下雨的时候我们总是把货盖好。"),
    ("suggest", "我哋成日都用 Slack 傾偈。"),
    ("suggest", "风大的时候，渡轮一律停航。"),
]

# a Chinese lead's cadence of one round of a duty (我们组长每周一早上检查一遍…, 我哋組長逢星期一…巡一次…,
# 我们经理每个月月底核对一遍…): the team's practice, no longer refused as a report of a colleague; a
# colleague's habit with no round of duty, the past, a question, a friend stay none
# [general: mends dev33v-zh_Hans-001, dev33v-zh_Hant-001; zh.py reported]
ZH_LEAD_CADENCE = [
    ("suggest", "我们经理每个月月底核对一遍账目。"),
    ("suggest", "组长每天下班前巡一遍仓库。"),
    ("suggest", "我哋經理逢星期五對一次數。"),
    ("suggest", "我們組長每個月抽查一次病歷。"),
    ("suggest", "我们组长每周三下午清点一遍耗材。"),
]
ZH_LEAD_CADENCE_NEAR = [
    ("none", "我老板每天都骂我。"),
    ("none", "组长每周一都请假。"),
    ("none", "我们经理上周检查了一遍仓库。"),
    ("none", "组长每周一早上检查一遍消防通道吗？"),
    ("none", "我朋友每周去一次健身房。"),
]

# a Japanese span of this month, year or term said whole before an order (今年度中は、…, 今月いっぱいは、…,
# 今期中は、…): the rule holds over it, as 今学期中は already did, and 今月 / 今年度 are no longer one
# occasion there; one deadline (今月中に…), the past, a refusal or a guess stay none
# [general: mends dev33v-ja-014; ja.py one_off]
JA_SPAN = [
    ("suggest", "今月中は、会議室の予約は前日までにしてください。"),
    ("suggest", "今年度中は、備品の購入は課長の承認を取ってください。"),
    ("suggest", "今期中は、出張はオンライン会議で代替してください。"),
    ("suggest", "今月いっぱいは、搬入口を使わないでください。"),
    ("suggest", "今年中は、新規の取引先は部長に相談してから決めてください。"),
]
JA_SPAN_NEAR = [
    ("none", "今月中に報告書を出してください。"),
    ("none", "今年度は忙しかったです。"),
    ("none", "今月中は無理です。"),
    ("none", "今期中はたぶん難しいと思います。"),
]

# a Cantonese "no need" closing the sentence with its particle (…，諗深一層，唔使喇 / 唔使嘞 / 唔使啦): the
# rule just said is taken back, as …，不用了 was; a waiver said as the rule (以後…唔使…喇) or a question
# stay as they were
# [general: mends dev33u-zh_Hant-016; zh.py retraction]
ZH_CANTONESE_NO_NEED = [
    ("none", "本來想以後每日都交日報，不過諗返轉頭，唔使嘞。"),
    ("none", "以後啲發票都影低先，唔使喇，系統會自動存。"),
    ("none", "我諗住以後每朝開早會，諗深一層，唔使喇。"),
    ("none", "以後星期六都返半日，唔使嘞，照舊。"),
    ("none", "本來想規定以後啲箱都要貼封條，唔使啦。"),
    ("none", "唔使喇，多謝。"),
]
ZH_CANTONESE_NO_NEED_NEAR = [
    ("suggest", "以後啲單都要主管簽名。"),
    ("suggest", "以後啲單都唔使主管簽名。"),
    ("suggest", "以後報價唔使再抄送我喇。"),
    ("suggest", "以後啲報表唔使印喇。"),
    ("none", "呢個唔使喇？"),
]

# --- what each reading is held to -------------------------------------------------------------

# request classes: (text, the fact kept)
WORDS: dict[str, list[tuple[str, str]]] = {
    "NOTE_HEADING": NOTE_HEADING,
    "JA_CASUAL_FRAME": JA_CASUAL_FRAME,
}
# rule classes: (wanted reading, text)
CLASSES: dict[str, list[tuple[str, str]]] = {
    "KO_SPAN": KO_SPAN,
    "JA_START_DECLARED": JA_START_DECLARED,
    "TOOL_BY_ITSELF": TOOL_BY_ITSELF,
    "ZH_REMINISCENCE": ZH_REMINISCENCE,
    "KO_CHANGE_GIVEN_UP": KO_CHANGE_GIVEN_UP,
    "JA_HOUSE_REQUEST": JA_HOUSE_REQUEST,
    "ZH_TEAM_HEED": ZH_TEAM_HEED,
    "ZH_CANNOT_WITHOUT": ZH_CANNOT_WITHOUT,
    "ZH_WORLD_ALWAYS": ZH_WORLD_ALWAYS,
    "ZH_LEAD_CADENCE": ZH_LEAD_CADENCE,
    "JA_SPAN": JA_SPAN,
    "ZH_CANTONESE_NO_NEED": ZH_CANTONESE_NO_NEED,
}
# scope classes: texts read as a Personal rule
PERSONAL = {"OWN_RECEIVER": OWN_RECEIVER}
NEAR_MISSES: list[tuple[str, str]] = (
    NOTE_HEADING_NEAR
    + JA_CASUAL_FRAME_NEAR
    + KO_SPAN_NEAR
    + JA_START_DECLARED_NEAR
    + TOOL_BY_ITSELF_NEAR
    + ZH_REMINISCENCE_NEAR
    + KO_CHANGE_GIVEN_UP_NEAR
    + JA_HOUSE_REQUEST_NEAR
    + ZH_TEAM_HEED_NEAR
    + ZH_CANNOT_WITHOUT_NEAR
    + ZH_WORLD_ALWAYS_NEAR
    + ZH_LEAD_CADENCE_NEAR
    + JA_SPAN_NEAR
    + ZH_CANTONESE_NO_NEED_NEAR
)
# scope near misses: (scope, text), a rule of that scope before and after
SCOPE_NEAR_MISSES = OWN_RECEIVER_NEAR

# The pool messages each reading mends (earlier rounds' sets), read as labelled, words and scope.
POOL = {
    "OWN_RECEIVER": [
        "frozen33v-zh_Hans-010",
        "frozen33v-ja-010",
        "dev33v-zh_Hant-010",
        "dev33v-ko-010",
    ],
    "NOTE_HEADING": ["frozen33v-ja-506"],
    "JA_CASUAL_FRAME": ["frozen33v-ja-512"],
    "KO_SPAN": ["frozen33v-ko-014"],
    "JA_START_DECLARED": ["frozen33v-ja-007"],
    "TOOL_BY_ITSELF": ["frozen33v-ja-020", "dev33v-zh_Hans-020"],
    "ZH_REMINISCENCE": ["dev33v-zh_Hans-516"],
    "KO_CHANGE_GIVEN_UP": ["dev33v-ko-018"],
    "JA_HOUSE_REQUEST": ["frozen33v-ja-012"],
    "ZH_TEAM_HEED": ["frozen33v-zh_Hans-014"],
    "ZH_CANNOT_WITHOUT": ["frozen33v-zh_Hant-012"],
    "ZH_WORLD_ALWAYS": ["frozen33v-zh_Hant-023"],
    "ZH_LEAD_CADENCE": ["dev33v-zh_Hans-001", "dev33v-zh_Hant-001"],
    "JA_SPAN": ["dev33v-ja-014"],
    "ZH_CANTONESE_NO_NEED": ["dev33u-zh_Hant-016"],
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
