"""Issue 33, fifteenth round (Chinese in both scripts with Cantonese, Japanese, Korean: suggestions).

Each miss (of dev33o's first run, the blind batch, or probes) was read as the part of a sentence that
makes it a lasting way of working, or none; before each reading, five siblings (other words, domain,
voice, order) and three near misses were written here. Each class's siblings fail on the code before
this round; its near misses are read right there and stay so. None of these texts is in any set.
The Japanese and Korean classes are in test_judgement_fifteenth_round_asia_ja_ko.py."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33O, DEV33O_FROZEN
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    wrong_readings,
)

FIFTEENTH_ROUND_ASIA = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_fifteenth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives), the frozen third chosen by the SHA-256 of each text, and none in any other set (the
    frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33O, DEV33O_FROZEN, FIFTEENTH_ROUND_ASIA, "fifteenth-round", {"suggest": 18, "none": 12}
    )


# a person of a kind (客户, 同事, 老板) opening a relative clause closed by 的 (客户退货的照片): the
# kind of thing described by their act, not their report [general]
ZH_PERSON_ACT_KIND = [
    ("suggest", "客户投诉的工单一律当天分派。"),
    ("suggest", "同事报销的发票都要贴在A4纸上。"),
    ("suggest", "老板签字的合同统一扫描存档。"),
    ("suggest", "客户寄回的样品一律先拍照再拆封。"),
    ("suggest", "经理批过的采购单统一交给出纳付款。"),
]
ZH_PERSON_ACT_KIND_NEAR = [
    ("none", "客户说退货的照片已经发过来了。"),
    ("none", "同事报销的发票我昨天已经贴好了。"),
    ("none", "老板签字的那份合同还在我桌上。"),
]

# a kind as the topic, then (你) 记得 and an act: an order kept for every item, as 都要 is; not a
# thing pointed at, one day, nor an order with no kind [general]
ZH_KIND_REMEMBER_ACT = [
    ("suggest", "对外发的新闻稿记得先给公关看一眼"),
    ("suggest", "啲新客嘅合約你記得掃描一份入系統"),
    ("suggest", "客户寄回来的样品记得登记编号再入库。"),
    ("suggest", "学生交上来的作业记得写上批改日期哈"),
    ("suggest", "倉庫退返嚟嘅貨記得影相留底"),
]
ZH_KIND_REMEMBER_ACT_NEAR = [
    ("none", "明天开会的材料记得打印出来。"),
    ("none", "刚才那封邮件记得回一下。"),
    ("none", "这批样品记得明天寄出去"),
]

# a role (a title's last word: …站, …组, …科) then a condition said by an act done (V了, V完) and
# 就, then the role's act: who does what each time the condition comes [general]
ZH_ROLE_DONE_THEN_ACT = [
    ("suggest", "客户的维修单，售后组收到了就当天派师傅。"),
    ("suggest", "供应商的发票，会计核对完就录入系统。"),
    ("suggest", "学生的请假条，班主任签了字就交给教务处。"),
    ("suggest", "退回的包裹，仓管验完货就重新上架。"),
    ("suggest", "住院病人的检查单，护士站拿到了结果就通知主治医生。"),
]
ZH_ROLE_DONE_THEN_ACT_NEAR = [
    ("none", "这张维修单，售后组收到了就派师傅了。"),
    ("none", "供应商的发票，会计昨天核对完就录入系统了。"),
    ("none", "客户的投诉，客服组长说收到了就会处理。"),
]

# the team or its place, then a kind and 是 (Cantonese 係) + who + an act + 的 (嘅): a cleft saying
# how each item is done there, a convention [general]
ZH_TEAM_CLEFT = [
    ("suggest", "我们公司的报销单是部门经理先审的。"),
    ("suggest", "在我们医院，出院小结是主治医生亲自写的。"),
    ("suggest", "我哋公司啲合約都係法務部審嘅"),
    ("suggest", "我们仓库的退货是质检组统一验的。"),
    ("suggest", "在我们店里，会员卡是店长亲自办的。"),
]
ZH_TEAM_CLEFT_NEAR = [
    ("none", "我们公司的年会是去年在三亚办的。"),
    ("none", "在我们学校，这次的卷子是王老师出的。"),
    ("none", "我们仓库的叉车是上个月新买的。"),
]

# the team, then 默认 and an act: the team's default way (我们发货默认走顺丰) [general]
ZH_TEAM_DEFAULT = [
    ("suggest", "我们开票默认开专票。"),
    ("suggest", "咱们这边报价默认含运费。"),
    ("suggest", "我们起草合同默认用法务最新的模板。"),
    ("suggest", "财务这块呢，我们付款默认走对公账户。"),
    ("suggest", "我们组导出数据默认用CSV格式。"),
]
ZH_TEAM_DEFAULT_NEAR = [
    ("none", "我们这周默认不加班了吧？"),
    ("none", "我们之前默认走顺丰，现在换了。"),
    ("none", "我们默认他已经同意了。"),
]

# the team, then 逢 (Cantonese and written "every") or a part of the month (月初, 月尾) and the act
# closing the clause: the team's schedule, as with 每 and a weekday [general]
ZH_TEAM_FENG = [
    ("suggest", "我們部門的報銷單逢星期五交"),
    ("suggest", "我们组的周会逢单周周一开"),
    ("suggest", "我哋間店啲存貨逢星期日盤點"),
    ("suggest", "我们科的值班表逢月初排"),
    ("suggest", "我们仓库的退货逢月底清一次"),
]
ZH_TEAM_FENG_NEAR = [
    ("none", "我们部门逢星期五都很忙"),
    ("none", "我们组上个星期五开了周会"),
    ("none", "我们科上个月初排了两次值班表"),
]

# the team, its thing, then 都是 and the time each item is done at and the act (…出貨都是下午三點前
# 截單): a cleft of when, the team's schedule [general]
ZH_TEAM_CLEFT_WHEN = [
    ("suggest", "我們這邊出貨都是下午三點前截單"),
    ("suggest", "我们组的周报都是周五下午发"),
    ("suggest", "我哋公司糧都係每月尾出"),
    ("suggest", "我们门诊挂号都是提前一天放号"),
    ("suggest", "我们这边对账都是每月十号前做"),
]
ZH_TEAM_CLEFT_WHEN_NEAR = [
    ("none", "我们这边出货都是顺丰的车"),
    ("none", "我们这边昨天出货都是下午三点以后了"),
    ("none", "我们公司的年假都是五天"),
]

# voice typing's pause written as a space after a filler (欸那個␣, 就是說那個␣, 阿␣) or two fillers
# the other way round (嗯就是那个): the words after them are the message; a demonstrative before a
# Latin word ("这个 PR") is no filler [general]
ZH_VOICE_PAUSE_SPACE = [
    ("suggest", "欸那個 客戶的發票你之後都幫我開三聯式喔"),
    ("suggest", "就是說那個 出貨前要先拍照上傳到群組"),
    ("suggest", "嗯就是那个培训记录每个季度要归档一次"),
    ("suggest", "阿 啲報價單一律用公司抬頭"),
    ("suggest", "呃那个 供应商的合同都要法务先看"),
]
ZH_VOICE_PAUSE_SPACE_NEAR = [
    ("none", "那个 报告我明天再改"),
    ("none", "欸那個 我今天不進公司喔"),
    ("none", "阿 我剛剛寄出去了"),
]

# a person of a kind before a thing of theirs named as one word (客户资料, 客户订单): the kind of
# thing, not their report [general: the things are a closed class]
ZH_PERSON_THING_WORD = [
    ("suggest", "辛苦了！顺便说下，客户资料不能发到个人邮箱"),
    ("suggest", "客户订单一律当天确认。"),
    ("suggest", "客户投诉都要在系统里登记。"),
    ("suggest", "客户合同统一存在法务的共享盘。"),
    ("suggest", "客户邮箱地址不要写进周报里。"),
]
ZH_PERSON_THING_WORD_NEAR = [
    ("none", "客户说资料已经发过来了。"),
    ("none", "客户昨天打电话来投诉了。"),
    ("none", "同事说合同还没签。"),
]

# a condition said by an act done (V了, V咗, V完), then the addressee and a modal (你要, 你们得): an
# order each time the condition comes [general]
ZH_CONDITION_ADDRESSEE_MODAL = [
    ("suggest", "喂呀啲貨到咗倉你要即刻點數"),
    ("suggest", "样品寄到了你要先登记再拆"),
    ("suggest", "合同签完了你们得扫描一份存档"),
    ("suggest", "设备修好了你们要先试机再交付"),
    ("suggest", "病人出了院你要三天内回访一次"),
]
ZH_CONDITION_ADDRESSEE_MODAL_NEAR = [
    ("none", "货到了你要不要去看一下？"),
    ("none", "昨天货到了你要的那批也到了"),
    ("none", "样品寄到了你要是有空就看看"),
]

# the team named first, then a kind or a recurring time and a bare 不 and an act, or 不在 and the
# time (我们这边周五不发版): the team's way of not doing, said as a plain fact; one day (这周五) is
# one occasion [general]
ZH_TEAM_NOT_DONE = [
    ("suggest", "我们这边周五不发版。"),
    ("suggest", "我们组不在周末安排上线。"),
    ("suggest", "我们药房处方药不接受网上退换。"),
    ("suggest", "我们诊所周日不接诊。"),
    ("suggest", "我哋間舖星期日唔收貨"),
]
ZH_TEAM_NOT_DONE_NEAR = [
    ("none", "我们这边这周五不发版。"),
    ("none", "我们诊所这周日不接诊。"),
    ("none", "我们组现在不太忙。"),
    ("none", "我哋老細唔鍾意星期五出貨"),
]

# the team, its thing, then a count per unit of time (一学期开两次, 一年搞兩次): its cadence [general]
ZH_TEAM_COUNT_PER_UNIT = [
    ("suggest", "我们学校的家长会一学期开两次。"),
    ("suggest", "我们组的复盘会一个月开一次。"),
    ("suggest", "我哋公司啲消防演習一年搞兩次"),
    ("suggest", "我们科的业务学习一周搞一次"),
    ("suggest", "我们仓库的盘点一个季度做一次"),
]
ZH_TEAM_COUNT_PER_UNIT_NEAR = [
    ("none", "我们学校的家长会上学期开了两次。"),
    ("none", "我们组一个月加了三次班"),
    ("none", "我们一年能去两次旅游"),
]

# these days (最近, 近期, 这阵子, 呢排; 最近は) with no modal: how things have been lately, a report, as
# in Korean; the siblings are no rules, the near misses are [general]
ZH_JA_THESE_DAYS = [
    ("none", "这阵子我们组周报都是周一交"),
    ("none", "我们最近报价都含税"),
    ("none", "近期我們請假都改走系統"),
    ("none", "うちでは最近、会議を全部オンラインでやってます。"),
    ("none", "最近は請求書を全部PDFで送ってます。"),
]
ZH_JA_THESE_DAYS_NEAR = [
    ("suggest", "部署都用最近的 tag"),
    ("suggest", "最近报价都要含税"),
    ("suggest", "我们报价都含税"),
]

# the team, its thing, then 都是 and the way each is done (現場, 线上, 當面, 书面, 電話) and the act: a
# cleft of how, as of when above; Traditional forms the patterns lacked (場, 網, 電, 紙, 診, 藥, 門,
# 舖, 訂, 帳, 號, 學 …) now read as their Simplified [general]
ZH_TEAM_CLEFT_HOW = [
    ("suggest", "我們診所掛號都是現場掛，不接受電話預約"),
    ("suggest", "我们公司报销都是线上提"),
    ("suggest", "我哋間舖退貨都係當面處理"),
    ("suggest", "我们科的交班都是书面交"),
    ("suggest", "我們店的訂單都是電話確認"),
]
ZH_TEAM_CLEFT_HOW_NEAR = [
    ("none", "我们公司报销都是线上的吗"),
    ("none", "我们这边面试都是现场那个会议室"),
    ("none", "我们这边出货都是下午三点，你知道吗"),
]

# the new people themselves (新人, 新同事, 新员工, 新同學), then a first span of their own and an act:
# what every new one does, as 新来的… was read [general]
ZH_NEW_PEOPLE_FIRST_SPAN = [
    ("suggest", "新人第一個禮拜跟住師兄做"),
    ("suggest", "新同事头三天先看文档"),
    ("suggest", "新员工第一个月不排夜班"),
    ("suggest", "新同學頭一個禮拜唔使值日"),
    ("suggest", "新人前两周跟着组长跑客户"),
]
ZH_NEW_PEOPLE_FIRST_SPAN_NEAR = [
    ("none", "新人第一個禮拜跟住師兄做咗好多嘢"),
    ("none", "新同事头三天请假了"),
    ("none", "新人第一天很紧张"),
]

# Taiwan's habitual 會 before a day of each item's own (會在隔天, 會在當天), after a kind and a role,
# and the roles by …師 (護理師, 律師, 藥師, 工程師): a habit, no plan [general]
ZH_TAIWAN_HABITUAL_HUI = [
    ("suggest", "病患的檢查結果，護理師會在隔天電話通知"),
    ("suggest", "客戶的合約，律師會在當天審完"),
    ("suggest", "學生的期末報告，講師會在隔天回覆評語"),
    ("suggest", "新進同仁的帳號，工程師會在當天開好"),
    ("suggest", "門診的處方，藥師會在當日覆核"),
]
ZH_TAIWAN_HABITUAL_HUI_NEAR = [
    ("none", "這份合約，律師明天會審"),
    ("none", "客戶的合約，律師說會在當天審完"),
    ("none", "病患的檢查結果，護理師會很忙"),
]

# a lead of voice typing before a pause: 那個 alone and a space, "let me tell you" (我跟你說) [general]
ZH_SPOKEN_LEAD = [
    ("suggest", "欸我跟你說 我們公司出差的住宿都是自己先墊再報帳"),
    ("suggest", "那個 員工餐的單據要在每週一前交給總務"),
    ("suggest", "我跟你讲，我们仓库的退货都要先拍照"),
    ("suggest", "那个 供应商的报价单一律发到采购邮箱"),
    ("suggest", "诶我跟你说 客户资料不要发到微信群"),
]
ZH_SPOKEN_LEAD_NEAR = [
    ("none", "那个 会议我下午不去了"),
    ("none", "我跟你说 我今天好累"),
    ("none", "欸我跟你說 昨天出貨都延誤了"),
]

# Read after the blind batch (its misses, each then read as a class; 情シス and 看護師 in the Japanese
# and Korean file):

# another unit's way (隔壁组, 其他门店, 對面間舖), then ours set against it (…，我们这边不用): told,
# no rule; the siblings are no rules, the near misses are [general]
ZH_ELSEWHERE_SET_AGAINST_OURS = [
    ("none", "隔壁组的周报每周一交，我们这边不用。"),
    ("none", "别的医院的病历都是手写的，我们倒是全部电子化。"),
    ("none", "其他门店的库存每天盘点，我们不用这么频繁。"),
    ("none", "人家公司的合同都走电子签，我们没这个要求。"),
    ("none", "對面間舖啲單據都要老闆簽，我哋就唔使。"),
]
ZH_ELSEWHERE_SET_AGAINST_OURS_NEAR = [
    ("suggest", "别的组借走的样机，我们一律登记编号。"),
    ("suggest", "隔壁组借的设备，我们这边一律登记后再借出。"),
    ("suggest", "其他部门的报销单一律走纸质流程。"),
]

# Cantonese 先至 ("only then") after an act done (V咗, V完, V過) and its object, then a modal or
# V得 ("can V"): a gate on every such act, as …才能… is [general]
ZH_CANTONESE_GATE = [
    ("suggest", "報價單經理批咗先至發得出去"),
    ("suggest", "啲新相機要登記咗先至借得"),
    ("suggest", "合約法務睇完先至簽得"),
    ("suggest", "啲退貨驗過先至入得倉"),
    ("suggest", "新同事上完安全課先至開得機"),
]
ZH_CANTONESE_GATE_NEAR = [
    ("none", "琴日份報價單經理批咗先至發出去"),
    ("none", "我食完飯先至返嚟"),
    ("none", "佢做完嘢先至走咗"),
]

# 即日 (the same day) is a day of each item's own, as 当天 / 当日 are [one wording, in a class]
ZH_SAME_DAY = [
    ("suggest", "客户的退款申请即日处理。"),
    ("suggest", "啲投訴信客服組即日覆。"),
    ("suggest", "门诊的退号申请即日办理。"),
    ("suggest", "网上的订单即日发货。"),
    ("suggest", "啲報名表你哋收到就即日回覆家長"),
]
ZH_SAME_DAY_NEAR = [
    ("none", "即日起停止营业。"),
    ("none", "今天的订单即日发货。"),
    ("none", "这批货即日发出了。"),
]

CLASSES = {
    "ZH_TAIWAN_HABITUAL_HUI": ZH_TAIWAN_HABITUAL_HUI,
    "ZH_SPOKEN_LEAD": ZH_SPOKEN_LEAD,
    "ZH_TEAM_CLEFT_HOW": ZH_TEAM_CLEFT_HOW,
    "ZH_NEW_PEOPLE_FIRST_SPAN": ZH_NEW_PEOPLE_FIRST_SPAN,
    "ZH_JA_THESE_DAYS": ZH_JA_THESE_DAYS,
    "ZH_TEAM_NOT_DONE": ZH_TEAM_NOT_DONE,
    "ZH_TEAM_COUNT_PER_UNIT": ZH_TEAM_COUNT_PER_UNIT,
    "ZH_VOICE_PAUSE_SPACE": ZH_VOICE_PAUSE_SPACE,
    "ZH_PERSON_THING_WORD": ZH_PERSON_THING_WORD,
    "ZH_CONDITION_ADDRESSEE_MODAL": ZH_CONDITION_ADDRESSEE_MODAL,
    "ZH_TEAM_FENG": ZH_TEAM_FENG,
    "ZH_TEAM_CLEFT_WHEN": ZH_TEAM_CLEFT_WHEN,
    "ZH_ELSEWHERE_SET_AGAINST_OURS": ZH_ELSEWHERE_SET_AGAINST_OURS,
    "ZH_CANTONESE_GATE": ZH_CANTONESE_GATE,
    "ZH_SAME_DAY": ZH_SAME_DAY,
    "ZH_PERSON_ACT_KIND": ZH_PERSON_ACT_KIND,
    "ZH_KIND_REMEMBER_ACT": ZH_KIND_REMEMBER_ACT,
    "ZH_ROLE_DONE_THEN_ACT": ZH_ROLE_DONE_THEN_ACT,
    "ZH_TEAM_CLEFT": ZH_TEAM_CLEFT,
    "ZH_TEAM_DEFAULT": ZH_TEAM_DEFAULT,
}
NEAR_MISSES = (
    ZH_PERSON_ACT_KIND_NEAR
    + ZH_KIND_REMEMBER_ACT_NEAR
    + ZH_ROLE_DONE_THEN_ACT_NEAR
    + ZH_TEAM_CLEFT_NEAR
    + ZH_TEAM_DEFAULT_NEAR
    + ZH_ELSEWHERE_SET_AGAINST_OURS_NEAR
    + ZH_CANTONESE_GATE_NEAR
    + ZH_SAME_DAY_NEAR
    + ZH_TEAM_FENG_NEAR
    + ZH_TEAM_CLEFT_WHEN_NEAR
    + ZH_VOICE_PAUSE_SPACE_NEAR
    + ZH_PERSON_THING_WORD_NEAR
    + ZH_CONDITION_ADDRESSEE_MODAL_NEAR
    + ZH_TEAM_NOT_DONE_NEAR
    + ZH_TEAM_COUNT_PER_UNIT_NEAR
    + ZH_JA_THESE_DAYS_NEAR
    + ZH_TEAM_CLEFT_HOW_NEAR
    + ZH_NEW_PEOPLE_FIRST_SPAN_NEAR
    + ZH_TAIWAN_HABITUAL_HUI_NEAR
    + ZH_SPOKEN_LEAD_NEAR
)

# Written after the first readings and run once before any change for it: 11 of 15 read right
# (misses: 唔該啲退款申請你哋收到就即日覆客, 隔壁门店的收银员…，我们这边没那么严 suggested,
# 貸出用のノートPCは、…情シスが…, 出貨單我哋係倉務主任簽咗先至出得門口); each miss was then read as
# a class above.
BLIND = [
    ("suggest", "我们这边样品寄出去之前都是QA先拍照存档的。"),
    ("suggest", "辛苦啦～另外客户的对账单你记得每月三号前发出去"),
    ("none", "我们这个月不招实习生了，预算砍了。"),
    ("suggest", "病人转科的时候，原科室护士长负责交接病历。"),
    ("suggest", "唔該啲退款申請你哋收到就即日覆客"),
    ("none", "隔壁门店的收银员每天下班都要点两遍钱，我们这边没那么严。"),
    (
        "suggest",
        "お世話になっております。ところで、うちでは見積書の宛名は必ず会社名までフルで書いてます。",
    ),
    ("suggest", "貸出用のノートPCは、返却されたら情シスが初期化してから棚に戻します。"),
    ("none", "先月は棚卸しを二回やりましたが、今月はやりません。"),
    ("suggest", "안녕하세요! 참고로 저희 병원은 진단서 발급을 원무과에서 당일에 처리합니다."),
    ("suggest", "신입 교육 자료는 분기마다 인사팀이 새로 고쳐요."),
    ("none", "지난달엔 인사팀이 교육 자료를 새로 고쳤어요."),
    ("suggest", "出貨單我哋係倉務主任簽咗先至出得門口"),
    ("none", "多謝！今日啲貨已經全部出晒。"),
    ("suggest", "社内の研修資料は、四半期ごとに人事がアップデートしています。"),
]


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_read_by_its_structure_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


def test_the_blind_batch_reads_right():
    assert not wrong_readings(BLIND)


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases] + [t for _, t in NEAR_MISSES + BLIND]
    )
