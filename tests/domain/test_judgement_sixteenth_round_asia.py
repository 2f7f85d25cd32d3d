"""Issue 33, sixteenth round (Chinese in both scripts with Cantonese, Japanese, Korean: suggestions).

Each miss of dev33p's first run (or of the blind batch) was read as the part of a sentence that makes
it a lasting way of working, or none; before each reading, five siblings (other words, domain, voice,
order) and three near misses (the same surface without a rule, or for a class of no rule, the same
surface with one) were written here. Each class's siblings fail on the code before this round (base
62685d0b); its near misses are read right there and stay so. None of these texts is in any set."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33P, DEV33P_FROZEN
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    wrong_readings,
)

SIXTEENTH_ROUND_ASIA = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_sixteenth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives), the frozen third chosen by the SHA-256 of each text, and none in any other set (the
    frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33P, DEV33P_FROZEN, SIXTEENTH_ROUND_ASIA, "sixteenth-round", {"suggest": 18, "none": 12}
    )


# the team named first by a unit of it (我们部门, 我哋公司, 我们学校), then a thing of the work and 要
# and an act, with no 都: what each item takes there, in the plain present [general]
ZH_TEAM_THING_YAO = [
    ("suggest", "我们科室借病历要填登记表"),
    ("suggest", "我哋公司報銷要附收據正本"),
    ("suggest", "我们学校调课要教务处批"),
    ("suggest", "我們診所改約要提前一天打電話"),
    ("suggest", "咱们门店换货要看小票"),
]
ZH_TEAM_THING_YAO_NEAR = [
    ("none", "我们部门明天要开会"),
    ("none", "我们公司要搬家了"),
    ("none", "我们学校今年要扩招"),
]

# a person of a kind (客户, 同事, 经理) as the subject of a condition closed by 的话 or 的时候: any one
# of them, the case of the rule, not their report [general]
ZH_PERSON_IN_CONDITION = [
    ("suggest", "同事要借投影仪出去的话一律先填借用单"),
    ("suggest", "老板要加急一个订单的话先跟仓库确认库存"),
    ("suggest", "經理要看上個月報表的話直接從系統匯出給他"),
    ("suggest", "客户要改合同里的付款条件的话必须过法务"),
    ("suggest", "组长要请一整天假的时候得提前跟HR报备"),
]
ZH_PERSON_IN_CONDITION_NEAR = [
    ("none", "客户说要改合同里的付款条件"),
    ("none", "客户要改合同里的付款条件吗？"),
    ("none", "我同事上次要借投影仪的时候找不到钥匙"),
]

# the team named (a shop too: Cantonese 間舖), a kind, then 都是 / 都係 and a verb of making or
# sending each item and what it is made as: the team's way, a cleft of how [general]
ZH_TEAM_ALL_ARE_MADE = [
    ("suggest", "我们门店的收据都是打两联"),
    ("suggest", "我哋間鋪嘅報價都係出PDF"),
    ("suggest", "我们药房的处方笺都是打两联"),
    ("suggest", "咱们店的发票都是开专票"),
    ("suggest", "我哋間舖嘅送貨單都係印三聯"),
]
ZH_TEAM_ALL_ARE_MADE_NEAR = [
    ("none", "我们店的小票昨天都是打两联的"),
    ("none", "我们店的小票都是他打的"),
    ("none", "我哋間鋪嘅報價以前都係出紙本"),
]

# a kind as the topic, then 由 and a role and its act, with no word of every item: who does each
# item's part, an impersonal present (probes after the blind batch) [general]
ZH_BY_ROLE = [
    ("suggest", "病历复印由病案室负责"),
    ("suggest", "出库单由仓管员负责打印"),
    ("suggest", "新员工培训由人事部安排"),
    ("suggest", "退貨由客服組負責聯絡物流"),
    ("suggest", "教室钥匙由值班老师保管"),
]
ZH_BY_ROLE_NEAR = [
    ("none", "这次的周会由我主持"),
    ("none", "今天的培训由人事部安排"),
    ("none", "本次活动由市场部赞助"),
]

# a run of fillers with no pause, voice-typed, two or more in any order (欸那個就是說, 嗯對然後那個,
# 那个就是说啊): the words after them are the message (probes after the blind batch) [general in form,
# the fillers a closed class]
ZH_FILLER_RUN = [
    ("suggest", "嗯對然後那個報價單喔以後都要給主管看過再寄"),
    ("suggest", "然后那个就是以后客户的合同你都放到法务那个共享盘里"),
    ("suggest", "那个就是说啊以后开会你提前十分钟把会议室订好"),
    ("suggest", "呃对就是以后周报你统一用新模板写"),
    ("suggest", "欸那個就是說客戶要退貨的話你都先請他拍照傳過來喔然後再跟倉庫說"),
]
ZH_FILLER_RUN_NEAR = [
    ("none", "欸那個就是說今天客戶那單先不要出喔等他回覆"),
    ("none", "嗯對然後那個報價單我剛剛已經寄出去了"),
    ("none", "就是啊上次那個客戶退貨搞了好久"),
]

# after a condition, the addressee, then first, straight away or at once (先, 直接, 第一时间) and the
# act: the step kept each time the case comes [general]
ZH_ADDRESSEE_FIRST_STEP = [
    ("suggest", "客户退货的话你都先请他拍照传过来"),
    ("suggest", "病人来复诊的时候你先核对医保卡"),
    ("suggest", "學生遲到嘅話你直接記低名"),
    ("suggest", "供应商送货的时候你直接让仓管签收"),
    ("suggest", "展会结束的话你先把样品清点一遍"),
]
ZH_ADDRESSEE_FIRST_STEP_NEAR = [
    ("none", "你先看一下这个合同"),
    ("none", "客户刚才退货了，你先请他拍照"),
    ("none", "如果明天下雨你直接回家吧"),
]

# someone, anyone, everyone (有人, 别人, 大家) as the subject of a condition closed by 的话 or 的时候:
# any case, not a report of what someone did [general]
ZH_SOMEONE_IN_CONDITION = [
    ("suggest", "有人借会议室的话一律登记"),
    ("suggest", "別人來拿樣品的時候要簽收"),
    ("suggest", "大家报销的时候统一贴在A4纸上"),
    ("suggest", "有人问价格的话你直接发官网链接"),
    ("suggest", "有人投诉的话你第一时间通知值班经理"),
]
ZH_SOMEONE_IN_CONDITION_NEAR = [
    ("none", "有人说会议室要重新装修"),
    ("none", "别人的合同我们不管"),
    ("none", "大家昨天加班到很晚"),
]

# a step of telling someone (再跟仓库说, 先跟法务说) after a condition: the addressee's act, not a
# report of what was said [general]
ZH_TELL_SOMEONE_STEP = [
    ("suggest", "合同改了条款的话先跟法务说"),
    ("suggest", "病人改约的话先跟护士站说"),
    ("suggest", "退货入库以后再跟财务说"),
    ("suggest", "退款批下来以后再跟客人说"),
    ("suggest", "发票开错的话先跟会计说"),
]
ZH_TELL_SOMEONE_STEP_NEAR = [
    ("none", "老板跟我说合同要改"),
    ("none", "他再跟客户说了一遍"),
    ("none", "经理先跟财务说好了"),
]

# the same with a party of the work named by its kind after 由 (客人, 销售, 厂商), or a passive of rule
# (被要求, 被规定) before what each item needs [general]
ZH_BY_PARTY_OR_REQUIRED = [
    ("suggest", "采购单被要求主管先签字"),
    ("suggest", "新客户的资料由销售录入系统"),
    ("suggest", "退貨運費由客人負責"),
    ("suggest", "寄回的样品运费由厂商承担"),
    ("suggest", "发票抬头由客户提供"),
]
ZH_BY_PARTY_OR_REQUIRED_NEAR = [
    ("none", "这张单的运费由客户出吗？"),
    ("none", "今天的样品由销售带过去"),
    ("none", "他被要求写检讨了"),
]

# a kind as the topic with no team named (or the team), then 都是 / 通常係 and the time each item is
# done at or the way (禮拜五前, 即日, 現場, 先…再…) and the act closing the clause, a particle after it
# (喔): the cleft of when or how; not what arrives (快递都是下午三点到) [general]
ZH_KIND_CLEFT_WHEN_WAY = [
    ("suggest", "我們公司出差都是先墊再報"),
    ("suggest", "我哋啲單通常係即日出"),
    ("suggest", "样品都是现场寄"),
    ("suggest", "週報都是禮拜五前交喔"),
    ("suggest", "合約都是線上簽喔"),
]
ZH_KIND_CLEFT_WHEN_WAY_NEAR = [
    ("none", "快递都是下午三点到喔"),
    ("none", "我們以前週報都是禮拜五交"),
    ("none", "上周的报告都是周五交的"),
]

# a demonstrative after a name and before a container (法务那个目录, 运营那个群): that place, named,
# where every item goes; not "it" pointing back [general]
ZH_NAMED_CONTAINER = [
    ("suggest", "以后报价单存到共享盘销售那个文件夹"),
    ("suggest", "合同扫描件统一放在法务那个目录"),
    ("suggest", "之后周报都发到运营那个群"),
    ("suggest", "以后发票照片都传到财务那个共享盘"),
    ("suggest", "以後出貨照片都放在倉庫那個資料夾"),
]
ZH_NAMED_CONTAINER_NEAR = [
    ("none", "那个文件夹里的东西先别动"),
    ("none", "法务那个目录我昨天删了"),
    ("none", "以后这个就放在法务那个目录"),
]

# voice typing's 那個 with no pause before a thing that a word of every item (都要, 一律, 统一)
# follows in its clause: a filler, since every item of one thing pointed at is not said [general in
# form, the filler one word]
ZH_FILLER_BEFORE_EVERY = [
    ("suggest", "那個退貨單都要拍照存證喔"),
    ("suggest", "那个报销单都要贴原始发票"),
    ("suggest", "那個病歷影本一律要蓋章"),
    ("suggest", "那个合同统一走法务审"),
    ("suggest", "那個學生作業都要在週五前交喔"),
]
ZH_FILLER_BEFORE_EVERY_NEAR = [
    ("none", "那个合同都要重签了"),
    ("none", "那个箱子都要拆开吗？"),
    ("none", "那个房间都要打扫一遍"),
]

# only / just this one lot or order, by its classifier (只有这一批, 就這一筆, 淨係呢單): one occasion,
# whatever it is done with [general]
ZH_ONLY_THIS_LOT = [
    ("none", "只有这一单走加急，其他的还按普通件发"),
    ("none", "就這一筆訂單用匯款，別的照舊刷卡"),
    ("none", "淨係呢批貨要走空運"),
    ("none", "只有这张发票开专票"),
    ("none", "仅这一车货走冷链"),
]
ZH_ONLY_THIS_LOT_NEAR = [
    ("suggest", "每一批货都走空运"),
    ("suggest", "只有加急单走空运"),
    ("suggest", "冷链货只走顺丰"),
]

# not noting down, Cantonese 記低 (note down) with 唔使: what was just said is not to be kept [one
# wording, in the class of verbs of noting]
ZH_NOT_NOTED_CANTONESE = [
    ("none", "呢個唔使記低，淨係今次"),
    ("none", "唔使記低，呢批貨特別處理"),
    ("none", "呢張單唔好記低，係試下咋"),
    ("none", "呢句唔使記低啊，講下咋"),
    ("none", "頭先講嗰個唔使記低"),
]
ZH_NOT_NOTED_CANTONESE_NEAR = [
    ("suggest", "啲退貨單要記低編號先好入倉"),
    ("suggest", "收到客訴就要記低時間"),
    ("suggest", "每次盤點差異都要記低原因"),
]

# a guess at when a thing will be done: can or will, a complement of result, and 吧 closing the
# sentence (能送到吧, 会到吧): a conjecture, no order [general]
ZH_GUESS_RESULT_BA = [
    ("none", "报关材料三天应该能弄完吧"),
    ("none", "海運的話兩週會到吧"),
    ("none", "退款一般一周内能退回来吧"),
    ("none", "体检报告下午能出来吧"),
    ("none", "同城快递一般当天就能送到吧"),
]
ZH_GUESS_RESULT_BA_NEAR = [
    ("suggest", "以后都用中文回答吧"),
    ("suggest", "报价单以后统一用新模板吧"),
    ("suggest", "以后周报周五前发出来吧"),
]

# a kind as the topic, a role as the subject (…チームが, …部が, 受付が), then the verb of doing itself
# in kana, plain or polite (やる, やります, する, します): the role's duty in the present [general]
JA_ROLE_LIGHT_VERB = [
    ("suggest", "請求書のチェックは経理がする"),
    ("suggest", "新人の研修は人事部がやる"),
    ("suggest", "夜間の見回りは警備チームがします"),
    ("suggest", "患者さんへの折り返し電話は受付がします"),
    ("suggest", "見積もりの作成は営業部がやります"),
]
JA_ROLE_LIGHT_VERB_NEAR = [
    ("none", "今日の棚卸しは物流チームがやる"),
    ("none", "昨日の棚卸しは物流チームがやりました"),
    ("none", "見積もりは田中さんがやります"),
]

# the same, with an adverb in -て between the role and its verb (まとめて, 手分けして, 交代して): the
# blind batch's miss, read as a class [general]
JA_ROLE_ADVERB_LIGHT_VERB = [
    ("suggest", "請求書の送付は経理がまとめてします"),
    ("suggest", "備品の棚卸しは総務が手分けしてやる"),
    ("suggest", "夜勤の見回りは警備チームが交代してやります"),
    ("suggest", "問い合わせの一次対応はサポート窓口が分担してする"),
    ("suggest", "発注書のチェックは購買課が改めてします"),
]
JA_ROLE_ADVERB_LIGHT_VERB_NEAR = [
    ("none", "昨日の発注は総務がまとめてやりました"),
    ("none", "発注は田中さんがまとめてやります"),
    ("none", "今日の棚卸しは総務が手分けしてやる"),
]

# a condition (…たら, …場合は), then an adverb of promptness or of going straight to it (まず, すぐ,
# 直接, 折り返し, その場で) and an act in the present, plain or polite, no one named: what is done each
# time the case comes [general]
JA_CONDITION_PROMPT_PRESENT = [
    ("suggest", "返品の依頼が来たら、まず写真を送ってもらう"),
    ("suggest", "在庫が十個を切ったらすぐ発注をかけます"),
    ("suggest", "患者さんから電話があったら折り返し担当医に回します"),
    ("suggest", "荷物が破損していたら直接配送業者に連絡します"),
    ("suggest", "見積もりの依頼が来たらその場で返信する"),
]
JA_CONDITION_PROMPT_PRESENT_NEAR = [
    ("none", "明日雨が降ったらすぐ帰ります"),
    ("none", "昨日在庫が切れたのですぐ発注をかけました"),
    ("none", "在庫が切れたらすぐ発注をかけるべきかな？"),
]

# a language to put it into (英語に, 영문으로), then an arrow before the text: what follows the arrow
# is the text to work on, not the user's rule [general]
JA_KO_INTO_LANGUAGE_ARROW = [
    ("none", "英語にしてもらえますか？→ 会議は毎週月曜の十時からです"),
    ("none", "次を韓国語に直して → 予約の変更は前日までにお願いします"),
    ("none", "ポルトガル語にしてほしい⇒ 在庫は毎週金曜に数えます"),
    ("none", "이거 영문으로 바꿔 줄래? → 모든 주문은 이틀 안에 발송합니다"),
    ("none", "이 문장 영어로 바꿔 주세요 ⇒ 회의는 매주 월요일 열 시에 합니다"),
]
JA_KO_INTO_LANGUAGE_ARROW_NEAR = [
    ("suggest", "社外向けの資料は英語にしてね"),
    ("suggest", "앞으로 답변은 영어로 바꿔 줘"),
    ("suggest", "메뉴 설명은 전부 한국어로 바꿔서 올려 주세요"),
]

# a topic, then what is arranged for it: a nominal -기로 / -게 and "is set" (되어 있다, 돼 있다, 정해져
# 있다) in any speech level: the team's standing arrangement [general]
KO_ARRANGED = [
    ("suggest", "출장비는 분기 말에 한 번에 정산하기로 돼 있어요"),
    ("suggest", "반품 상자는 고객이 직접 보내기로 되어 있음"),
    ("suggest", "견적서는 팀장이 최종 확인하기로 정해져 있어요"),
    ("suggest", "환자 서류는 접수처에서 보관하게 되어 있어요"),
    ("suggest", "수업 출석은 조교가 매시간 부르게 돼 있어"),
]
KO_ARRANGED_NEAR = [
    ("none", "내일 회의록은 제가 작성하기로 되어 있어요"),
    ("none", "원래 회의록은 돌아가면서 작성하기로 되어 있었어요"),
    ("none", "회의록은 누가 작성하기로 되어 있어요?"),
]

# a one-word topic closed by its particle (견적서는, 출장비는), then a title of the workplace (팀장이,
# 실장님이): who does each item's part, not a person named (김 대리는) [general]
KO_TOPIC_THEN_TITLE = [
    ("suggest", "휴가계는 과장이 결재합니다"),
    ("suggest", "주간보고는 대리가 금요일마다 취합해요"),
    ("suggest", "출장비는 실장님이 따로 승인하세요"),
    ("suggest", "불량품은 주임이 당일에 확인합니다"),
    ("suggest", "견적서는 팀장이 부가세 포함 여부를 확인합니다"),
]
KO_TOPIC_THEN_TITLE_NEAR = [
    ("none", "김 대리는 오늘 휴가예요"),
    ("none", "박 과장님이 어제 결재했어요"),
    ("none", "견적서는 팀장이 어제 확인했어요"),
]

# a kind as the topic, then an office or a team with 에서 as the one who acts and a present in 해요
# (교무실에서 …해요, 원무과에서 해 드려요); a room is where, not who [general]
KO_OFFICE_ACTS = [
    ("suggest", "교재 주문은 교무실에서 한꺼번에 해요"),
    ("suggest", "진단서 재발급은 원무과에서 해 드려요"),
    ("suggest", "법인카드 발급은 총무팀에서 처리해요"),
    ("suggest", "출장 숙소는 인사팀에서 잡아 줘요"),
    ("suggest", "택배 반송은 물류센터에서 모아서 보내요"),
]
KO_OFFICE_ACTS_NEAR = [
    ("none", "오늘 교재 주문은 교무실에서 했어요"),
    ("none", "교재 주문은 교무실에서 하나요?"),
    ("none", "점심은 회의실에서 먹어요"),
]

# "not yet" (아직) with no condition in the sentence: held back for now, no way of working; under a
# condition (…면, …전까지는) it is a gate [general]
KO_NOT_YET = [
    ("none", "이 견적서는 아직 보내지 마, 단가 다시 확인해야 돼"),
    ("none", "이 계약서는 아직 올리지 마세요"),
    ("none", "이 환자 차트는 아직 닫지 마세요"),
    ("none", "공지 메일은 아직 발송하지 말아 주세요"),
    ("none", "가격표는 아직 바꾸지 마세요, 본사 답변 기다리는 중이에요"),
]
KO_NOT_YET_NEAR = [
    ("suggest", "검수가 끝나기 전까지는 아직 출고하지 마세요"),
    ("suggest", "팀장 승인 안 났으면 아직 발송하지 마"),
    ("suggest", "재고가 아직 남아 있으면 추가 발주는 하지 마세요"),
]

CLASSES = {
    "ZH_TEAM_THING_YAO": ZH_TEAM_THING_YAO,
    "ZH_PERSON_IN_CONDITION": ZH_PERSON_IN_CONDITION,
    "ZH_TEAM_ALL_ARE_MADE": ZH_TEAM_ALL_ARE_MADE,
    "ZH_BY_ROLE": ZH_BY_ROLE,
    "ZH_BY_PARTY_OR_REQUIRED": ZH_BY_PARTY_OR_REQUIRED,
    "ZH_KIND_CLEFT_WHEN_WAY": ZH_KIND_CLEFT_WHEN_WAY,
    "ZH_FILLER_RUN": ZH_FILLER_RUN,
    "ZH_ADDRESSEE_FIRST_STEP": ZH_ADDRESSEE_FIRST_STEP,
    "ZH_SOMEONE_IN_CONDITION": ZH_SOMEONE_IN_CONDITION,
    "ZH_TELL_SOMEONE_STEP": ZH_TELL_SOMEONE_STEP,
    "ZH_NAMED_CONTAINER": ZH_NAMED_CONTAINER,
    "ZH_FILLER_BEFORE_EVERY": ZH_FILLER_BEFORE_EVERY,
    "ZH_ONLY_THIS_LOT": ZH_ONLY_THIS_LOT,
    "ZH_NOT_NOTED_CANTONESE": ZH_NOT_NOTED_CANTONESE,
    "ZH_GUESS_RESULT_BA": ZH_GUESS_RESULT_BA,
    "JA_ROLE_LIGHT_VERB": JA_ROLE_LIGHT_VERB,
    "JA_ROLE_ADVERB_LIGHT_VERB": JA_ROLE_ADVERB_LIGHT_VERB,
    "JA_CONDITION_PROMPT_PRESENT": JA_CONDITION_PROMPT_PRESENT,
    "JA_KO_INTO_LANGUAGE_ARROW": JA_KO_INTO_LANGUAGE_ARROW,
    "KO_ARRANGED": KO_ARRANGED,
    "KO_TOPIC_THEN_TITLE": KO_TOPIC_THEN_TITLE,
    "KO_OFFICE_ACTS": KO_OFFICE_ACTS,
    "KO_NOT_YET": KO_NOT_YET,
}
NEAR_MISSES = (
    ZH_TEAM_THING_YAO_NEAR
    + ZH_PERSON_IN_CONDITION_NEAR
    + ZH_TEAM_ALL_ARE_MADE_NEAR
    + ZH_BY_ROLE_NEAR
    + ZH_BY_PARTY_OR_REQUIRED_NEAR
    + ZH_KIND_CLEFT_WHEN_WAY_NEAR
    + ZH_FILLER_RUN_NEAR
    + ZH_ADDRESSEE_FIRST_STEP_NEAR
    + ZH_SOMEONE_IN_CONDITION_NEAR
    + ZH_TELL_SOMEONE_STEP_NEAR
    + ZH_NAMED_CONTAINER_NEAR
    + ZH_FILLER_BEFORE_EVERY_NEAR
    + ZH_ONLY_THIS_LOT_NEAR
    + ZH_NOT_NOTED_CANTONESE_NEAR
    + ZH_GUESS_RESULT_BA_NEAR
    + JA_ROLE_LIGHT_VERB_NEAR
    + JA_ROLE_ADVERB_LIGHT_VERB_NEAR
    + JA_CONDITION_PROMPT_PRESENT_NEAR
    + JA_KO_INTO_LANGUAGE_ARROW_NEAR
    + KO_ARRANGED_NEAR
    + KO_TOPIC_THEN_TITLE_NEAR
    + KO_OFFICE_ACTS_NEAR
    + KO_NOT_YET_NEAR
)

# Written after the first readings (75ad36d4) and run once before any change for it: 14 of 15 read
# right (the miss: 備品の発注は総務がまとめてやる, an adverb in -て between the role and its verb); it
# was then read as JA_ROLE_ADVERB_LIGHT_VERB above.
BLIND = [
    ("suggest", "啲樣板寄出之前要拍定相先"),
    ("suggest", "我們這邊退款一律走原路退回喔"),
    ("none", "今日唔使跟平時咁做，呢批貨直接出"),
    ("suggest", "投标文件由商务部统一盖章"),
    ("suggest", "有新员工入职就先开邮箱再开系统权限"),
    ("none", "隔壁组的周报都是组长写的，我们不一样"),
    ("suggest", "退款的话统一走原路返回"),
    ("none", "这次先不用记，就这个客户特殊"),
    ("suggest", "備品の発注は総務がまとめてやる"),
    ("none", "先週の棚卸しは倉庫チームがやってくれました"),
    ("suggest", "欠席の連絡があったら、すぐ保護者に折り返します"),
    ("suggest", "출고 전 검수는 품질팀이 맡아요"),
    ("none", "그 주문은 일단 보류해 두세요, 고객 답장 기다리는 중이에요"),
    ("suggest", "학부모 상담 일정은 담임이 직접 잡게 되어 있어요"),
    ("suggest", "報價單被規定要經理簽核才能發出"),
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
