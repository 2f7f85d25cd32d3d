"""Issue 33, thirteenth round (Chinese in both scripts with Cantonese, Japanese, Korean: suggestions).

Each miss and false suggestion of dev33m's first run and of dev33l_frozen (already scored, development
data now) in these languages was read as the part of the sentence that makes it a lasting way of
working (an order of steps, a recurring time, a unit of the company doing in the present, a
condition and its consequence, a kind bounded by an amount, a way set against another) or today's
state, and before each reading was written, five siblings of it (other vocabulary, domain, voice and
word order) and three near misses it must leave alone were written here; the reading reads all of
them. Each class says whether its reading is of a general part or of one wording.

The siblings of each class are one test, which fails on main's code (at least one of them is read
wrong there); the near misses are read right by main's code and must stay so. None of these texts is
in any data set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart, reading, wrong_readings

# a recurring time (a weekday or a period with 엔 / 에는 / 마다, 매…) and an act in the plain present, or one not done (안 …, -지 않): the schedule kept; 다음 주로 after it is relative to it [general]
KO_RECURRING_TIME_PRESENT = [
    ("suggest", "월요일 아침엔 주간 지표를 정리해서 공유해요."),
    ("suggest", "수요일에는 신규 기능 머지를 하지 않습니다."),
    ("suggest", "토요일엔 고객 문의에 답장 안 해요."),
    ("suggest", "목요일 오후에는 보안 패치를 한꺼번에 적용해요."),
    ("suggest", "금요일 저녁엔 서버 점검 안 하고 다음 주로 미뤄요."),
]

KO_RECURRING_TIME_PRESENT_NEAR = [
    ("none", "이번 주 수요일엔 회의 안 해요."),
    ("none", "금요일엔 보통 사람이 많아요."),
    ("none", "저는 토요일엔 등산을 해요."),
]

# a kind as the topic and the order of its steps (-ㄴ 뒤에 / 다음에 / 후에, -고 나서, -아서 / -어서): a procedure over every item, whatever its words [general]
KO_ORDER_OF_STEPS = [
    ("suggest", "신규 입고 부품은 수량을 확인한 뒤에 선반에 올려요."),
    ("suggest", "계약서는 법무 검토를 받고 나서 서명해요."),
    ("suggest", "회의록은 참석자 확인을 받은 다음에 위키에 올립니다."),
    ("suggest", "샘플 시약은 라벨을 붙인 뒤에 냉장고에 넣어요."),
    ("suggest", "설문 결과는 개인정보를 지운 뒤에 팀 채널에 공유합니다."),
]

KO_ORDER_OF_STEPS_NEAR = [
    ("none", "저는 밥을 먹은 뒤에 산책을 해요."),
    ("none", "어제는 빌드를 확인한 뒤에 배포했어요."),
    ("none", "이 파일은 확인한 뒤에 지워 주세요."),
]

# a kind bounded by an amount in its own noun phrase (…넘는 / 이상인 / 초과하는 / 미만의 …은): a condition and its consequence in one sentence [general]
KO_KIND_BOUNDED_BY_AMOUNT = [
    ("suggest", "50만 원 이상인 출장비는 사전 승인을 받아요."),
    ("suggest", "3일이 넘는 휴가는 2주 전에 신청합니다."),
    ("suggest", "10명이 넘는 행사는 장소를 따로 예약해요."),
    ("suggest", "1GB를 초과하는 로그는 압축해서 보관해요."),
    ("suggest", "5천만 원 미만의 계약은 팀장 결재로 끝내요."),
]

KO_KIND_BOUNDED_BY_AMOUNT_NEAR = [
    ("none", "100만 원이 넘는 노트북은 너무 비싸요."),
    ("none", "이번에 10명이 넘는 행사는 취소됐어요."),
    ("none", "3일이 넘는 휴가는 정말 좋아요."),
]

# a kind as the place each item gets something (…에는 / …엔) and a verb of adding or writing in the plain present (적어요, 붙입니다, 남겨요, 써요, 넣어요) [one wording (a list of verbs of adding and writing)]
KO_KIND_PLACE_ADDING = [
    ("suggest", "견적서 하단엔 담당자 연락처를 적어요."),
    ("suggest", "출고 상자에는 주문 번호 라벨을 붙입니다."),
    ("suggest", "실험 기록지엔 온도와 습도를 남겨요."),
    ("suggest", "번역 파일에는 원문 버전을 써요."),
    ("suggest", "회의 초대장엔 안건을 넣어요."),
]

KO_KIND_PLACE_ADDING_NEAR = [
    ("none", "제 다이어리엔 일정을 적어요."),
    ("none", "이 상자에는 주문 번호 라벨을 붙였어요."),
    ("none", "어제 기록지엔 온도를 적었어요."),
]

# a condition (-면), then a main clause with a subject of its own (…가) that is an order of steps: the team's procedure, not what happens (비가 오면 길이 막혀요) [general]
KO_CONDITION_SUBJECT_STEPS = [
    ("suggest", "시약이 입고되면 담당자가 유효기간을 확인한 뒤에 보관해요."),
    ("suggest", "계약이 끝나면 법무팀이 원본을 스캔한 다음에 폐기합니다."),
    ("suggest", "취약점이 발견되면 보안팀이 영향 범위를 확인하고 나서 공지해요."),
    ("suggest", "신입이 오면 멘토가 계정을 만든 뒤에 교육을 시작해요."),
    ("suggest", "주문이 들어오면 영업팀이 재고를 확인한 뒤에 견적을 보내요."),
]

KO_CONDITION_SUBJECT_STEPS_NEAR = [
    ("none", "비가 오면 길이 막혀요."),
    ("none", "눈이 오면 아이들이 좋아해요."),
    ("none", "어제 주문이 들어오면서 재고가 바닥났어요."),
]

# voice typing: the filler 어 with no pause, and the trailing -고요 closing the sentence as a plain present does; 새 (a new item of a kind) as the kind's items to come [general (the ending) and one wording (the filler 어)]
KO_VOICE_TYPED_GO_YO = [
    ("suggest", "음 그러니까 신규 계약서는 법무팀 검토 받고 보내고요"),
    ("suggest", "어 새 직원 계정은 첫날에 만들어 두고요"),
    ("suggest", "그러니까 외부 메일은 첨부 파일을 암호화해서 보내고요"),
    ("suggest", "음 새 노트북은 보안 프로그램부터 깔아 두고요"),
    ("suggest", "어 월말엔 재고 조사를 하고요"),
]

KO_VOICE_TYPED_GO_YO_NEAR = [
    ("none", "어 오늘은 좀 피곤하고요"),
    ("none", "음 지금은 회의 중이고요"),
    ("none", "어 어제는 배포 끝났고요"),
]

# a unit of the company as the topic (…部では, …課は, …チームは, …グループでは) and an act in the present of any register (-ます, habitual -ている / -てます, -ておく): the unit's way; not a person of it (課長は), now or the past [general]
JA_UNIT_PRESENT = [
    ("suggest", "経理部では、請求書を月末にまとめて処理しています。"),
    ("suggest", "情報システム課は、退職者のPCを初期化してから倉庫に戻します。"),
    ("suggest", "研究開発部門では、試験データをすべて二重に保存してます。"),
    ("suggest", "法務チームは、契約書の原本をスキャンして共有フォルダに置いている。"),
    ("suggest", "購買グループでは、発注書を必ず二人で確認します。"),
]

JA_UNIT_PRESENT_NEAR = [
    ("none", "うちの課長は毎朝コーヒーを飲んでいます。"),
    ("none", "経理部では今、請求書の処理を急いでいます。"),
    ("none", "法務チームは昨日、契約書を送りました。"),
]

# a kind and a time that tells its way (毎月…までに, …ごとに, 前日 / 当日 / 翌日, …日に, 以内に) with an act in the present of any register [general]
JA_KIND_TIME_FRAME = [
    ("suggest", "交通費の申請は、毎月5日までに済ませます。"),
    ("suggest", "イベントの備品は、開催の前日に会場へ運んでおきます。"),
    ("suggest", "新入社員のアカウントは、入社日の朝に発行してる。"),
    ("suggest", "サーバー証明書は、三か月ごとに更新しています。"),
    ("suggest", "会議の議事録は、当日中に参加者へ送る。"),
]

JA_KIND_TIME_FRAME_NEAR = [
    ("none", "私は毎朝七時に起きます。"),
    ("none", "今月の交通費の申請は、もう済ませました。"),
    ("none", "このサーバーは毎晩三時に再起動します。"),
]

# a condition (…たら), then the order of two steps (…てから) and an act in the present: the procedure each time [general]
JA_CONDITION_THEN_STEPS = [
    ("suggest", "障害が起きたら、影響範囲を確認してから顧客に連絡する。"),
    ("suggest", "新しい部品が届いたら、検品してから棚に並べます。"),
    ("suggest", "見積もりが来たら、上長に見せてから発注する。"),
    ("suggest", "契約が切れたら、データを消去してから機器を返却します。"),
    ("suggest", "脆弱性が見つかったら、パッチを当ててから告知する。"),
]

JA_CONDITION_THEN_STEPS_NEAR = [
    ("none", "家に帰ったら、私はすぐ寝る。"),
    ("none", "昨日、部品が届いたら、検品してから棚に並べました。"),
    ("none", "雨が降ったら、試合は中止になる。"),
]

# voice typing: えーと / えっと (ですね) (あの) with no pause, then a recurring time opening the sentence with a part of the day (月曜の朝は, 月末は) and an act in the present [general (the time frame) and one wording (the fillers)]
JA_VOICE_TYPED_RECURRING = [
    ("suggest", "えーとですねあの月曜の朝は定例の前にチケットを整理してます"),
    ("suggest", "えっと水曜の午後はリリースしないで木曜に回してます"),
    ("suggest", "えーとあの週末は本番の作業をしないことにしてます"),
    ("suggest", "えーとですね金曜の夜は障害対応以外でサーバーを触らないです"),
    ("suggest", "えっとですねあの月末は請求データを締めてから集計してます"),
]

JA_VOICE_TYPED_RECURRING_NEAR = [
    ("none", "えーと今日の午後は会議があります"),
    ("none", "えっと先週の金曜はリリースしました"),
    ("none", "えーとですね明日は休みます"),
]

# a kind as the place each item gets something (…には) and a verb of attaching done ahead (…ておく, …とく, …ておきます) [one wording (the ending …ておく)]
JA_KIND_PLACE_DONE_AHEAD = [
    ("suggest", "出荷伝票には、注文番号を書いておく。"),
    ("suggest", "議事録の冒頭には、参加者の名前を入れておきます。"),
    ("suggest", "検体のラベルには、採取日を書いとく。"),
    ("suggest", "見積書の末尾には、有効期限を添えておく。"),
    ("suggest", "翻訳ファイルには、原文のバージョンを残しておきます。"),
]

JA_KIND_PLACE_DONE_AHEAD_NEAR = [
    ("none", "この伝票には、注文番号を書いておきました。"),
    ("none", "私のノートには、予定を書いておく。"),
    ("none", "今日の議事録には、参加者の名前を入れておいて。"),
]

# a kind, a recurring time (每月, 每周五, 每九十天, 每半年) with a deadline or a count in it (…号前, …末之前, …一次) and a bare act; 之前 / 以前 after a point of time is 'before it', no past [general]
ZH_KIND_RECURRING_DEADLINE = [
    ("suggest", "差旅报销单每季度末之前交到财务。"),
    ("suggest", "服务器证书每六十天续一次。"),
    ("suggest", "實驗室的試劑庫存每週五下班前盤點。"),
    ("suggest", "客服的质检报告每月五号前发给主管。"),
    ("suggest", "門禁卡的權限每半年覆核一次。"),
]

ZH_KIND_RECURRING_DEADLINE_NEAR = [
    ("none", "我每月二十五号前交房租。"),
    ("none", "上个月每周五都加班了。"),
    ("none", "这台打印机每分钟打三十页。"),
]

# a kind and the order of its steps, 先 … 才 ('only then') as 先 … 再 [general]
ZH_FIRST_ONLY_THEN = [
    ("suggest", "新供应商先做背景调查才签合同。"),
    ("suggest", "对外新闻稿先给法务过目才发布。"),
    ("suggest", "新同事的账号先开通 VPN 才给代码权限。"),
    ("suggest", "展會的攤位設計先讓主辦方確認才下單製作。"),
    ("suggest", "翻譯好的說明書先讓客服試讀才上線。"),
]

ZH_FIRST_ONLY_THEN_NEAR = [
    ("none", "我先去吃饭才回来。"),
    ("none", "我刚才知道这件事。"),
    ("none", "你先坐一下才走吧？"),
]

# a kind and what is done to each new item by default (默认 / 預設 + an act); not what a tool does or is by default (会, 是, 不會) [one wording (默认 / 預設)]
ZH_KIND_DEFAULT = [
    ("suggest", "新员工的电脑默认装好杀毒软件。"),
    ("suggest", "新開的專案預設都開啟雙重驗證。"),
    ("suggest", "新建的共享文件夹默认只给本组权限。"),
    ("suggest", "对外的测试账号默认不开支付功能。"),
    ("suggest", "新採購的筆電預設都加密硬碟。"),
]

ZH_KIND_DEFAULT_NEAR = [
    ("none", "Chrome 默认会拦截弹窗。"),
    ("none", "这个字段默认是空的。"),
    ("none", "Word 預設不會自動存檔。"),
]

# a way set against another (按 A，不按 B; 用 A，不用 B), the team named before it or not [general]
ZH_WAY_AGAINST_WAY = [
    ("suggest", "发票抬头按公司全称开，不按简称。"),
    ("suggest", "工时按实际小时记，不按天。"),
    ("suggest", "翻译稿按句子对齐，不按段落。"),
    ("suggest", "我們財務部的差旅補貼按城市等級算，不按職級。"),
    ("suggest", "工單優先級按影響範圍定，唔按提單人。"),
]

ZH_WAY_AGAINST_WAY_NEAR = [
    ("none", "他按自己的想法写，不按规范。"),
    ("none", "这次按自然月算，不按财务月。"),
    ("none", "我按错了按钮，不按确认了。"),
]

# voice typing: a filler with no pause (就是说, 就是讲, 即係話, 即係咁講啦) before the rule [one wording (the fillers)]
ZH_VOICE_TYPED_FILLER = [
    ("suggest", "就是说新来的实习生第一周不碰生产环境"),
    ("suggest", "即係話啲報價單一律用公司範本"),
    ("suggest", "嗯就是说对外的邮件都抄送给法务"),
    ("suggest", "就是讲采购单超过五万就要走招标"),
    ("suggest", "即係咁講啦每個月尾我哋對一次帳"),
]

ZH_VOICE_TYPED_FILLER_NEAR = [
    ("none", "就是说我今天不舒服"),
    ("none", "即係話佢聽日唔返工"),
    ("none", "就是说这个 bug 已经修好了"),
]

# today's state: a word of now (现在, 目前, 現時) with still or only left (还, 仍然, 只剩) in its clause: how things are, no rule [general (a word of now with a word of still / only left)]
ZH_NOW_STILL_STATE = [
    ("none", "现在合同都还放在共享盘的旧目录里。"),
    ("none", "目前报价单都还用旧模板。"),
    ("none", "現時啲報表仍然用 Excel 做。"),
    ("none", "目前会议室只剩两间可以用。"),
    ("none", "现在实验数据都还存在本地硬盘上。"),
]

ZH_NOW_STILL_STATE_NEAR = [
    ("suggest", "从现在起，报价单都用新模板。"),
    ("suggest", "现在开始，实验数据一律存两份。"),
    ("suggest", "以后采购单都要附三家报价。"),
]

# a kind, an act and the span it lasts, then 就 and the act that ends it (…保留九十日就刪): a condition by time and its consequence [general]
ZH_SPAN_THEN_ACT = [
    ("suggest", "临时文件存七天就清。"),
    ("suggest", "访客登记表保留半年就销毁。"),
    ("suggest", "測試環境嘅數據留三十日就清走。"),
    ("suggest", "通话录音保存九十天就删除。"),
    ("suggest", "草稿合同放两周就归档。"),
]

ZH_SPAN_THEN_ACT_NEAR = [
    ("none", "我等十分钟就走。"),
    ("none", "面包放两天就坏。"),
    ("none", "这个快递放三天就到了。"),
]

# a kind put first, then an act done (V完) and at once or that day 就 the next act: the procedure each time [general]
ZH_DONE_THEN_ACT = [
    ("suggest", "采购合同，签完当天就归档。"),
    ("suggest", "投诉工单，处理完当天就回访客户。"),
    ("suggest", "新的实验样本，登记完就放进冷库。"),
    ("suggest", "展會嘅物資，點收完就入倉。"),
    ("suggest", "面試紀錄，面完當日就上傳。"),
]

ZH_DONE_THEN_ACT_NEAR = [
    ("none", "晚饭，我吃完就走。"),
    ("none", "昨天那个文件，他看完就删了。"),
    ("none", "这份报告，写完就好了。"),
]

# a kind as the subject, then 都 and a bare act on its object: what is done with every item, a generic
# subject with a present of doing; not people, a thing pointed at, a state or what was done [general]
ZH_KIND_ALL_ACT = [
    ("suggest", "新来的实习生都先跟一周班。"),
    ("suggest", "试剂的空瓶都送回供应商。"),
    ("suggest", "供应商的报价都抄送采购经理。"),
    ("suggest", "展會嘅宣傳品都交俾市場部審。"),
    ("suggest", "离职交接单都由部门主管签字。"),
]
ZH_KIND_ALL_ACT_NEAR = [
    ("none", "同事们都觉得这个流程太慢。"),
    ("none", "昨天的报价都发出去了。"),
    ("none", "这些样本都已经过期。"),
]

# (blind batch) a kind, a day set by each item's own event (当天, 次日, 隔天, 前一日) with a time or deadline in it, and a bare act [general]
ZH_RELATIVE_DAY_DEADLINE = [
    ("suggest", "外借的样机次日中午前归还。"),
    ("suggest", "会议纪要当天下班前发出。"),
    ("suggest", "退货申请隔天上午处理完。"),
    ("suggest", "面試回饋當日之內錄入系統。"),
    ("suggest", "展會嘅攤位前一日晚上佈置好。"),
]
ZH_RELATIVE_DAY_DEADLINE_NEAR = [
    ("none", "我当天下班前交了报告。"),
    ("none", "这份报告当天就写完了。"),
    ("none", "快递隔天到。"),
]

# (blind batch) a kind put first, then V完 with its object and 就 the next act (…開完帳號就要…) [general]
ZH_DONE_OBJECT_THEN_ACT = [
    ("suggest", "新員工，簽完合約就要做入職體檢。"),
    ("suggest", "外包同事，交完代码就收回权限。"),
    ("suggest", "样品，测完数据就放回冷库。"),
    ("suggest", "報價單，改完金額就要重新簽核。"),
    ("suggest", "会议室，用完投影就关机。"),
]
ZH_DONE_OBJECT_THEN_ACT_NEAR = [
    ("none", "这份合同，我签完字就走。"),
    ("none", "他，写完代码就下班了。"),
    ("none", "那个会议室，用完了吗？"),
]

# (blind batch, a false suggestion) a machine or vehicle pointed at by 这 / 那 / Cantonese 呢 and its classifier (台, 部, 架, 辆): that one, described, whatever 每次…都要 says [general]
ZH_MACHINE_POINTED = [
    ("none", "呢部打印機每次開機都要預熱兩分鐘。"),
    ("none", "这台服务器每次重启都要等五分钟。"),
    ("none", "那架无人机每次起飞都要校准指南针。"),
    ("none", "這台咖啡機每次開機都要先沖洗。"),
    ("none", "呢架車每次入油都要入九八。"),
]
ZH_MACHINE_POINTED_NEAR = [
    ("suggest", "每台新电脑都要装杀毒软件。"),
    ("suggest", "这部分代码每次改动都要补测试。"),
    ("suggest", "公司的打印机每次用完都要关机。"),
]

# (blind batch) a kind and a span before or after its own event (開講の三日前に, 作業の翌日に) with an act in the present [general]
JA_SPAN_BEFORE_EVENT = [
    ("suggest", "研修の資料は、開講の三日前に受講者へ送ります。"),
    ("suggest", "新製品のプレスリリースは、発表の一週間前に法務に見せる。"),
    ("suggest", "展示会のブースは、開幕の二日前に設営しておく。"),
    ("suggest", "契約更新の案内は、満了の一か月前に出しています。"),
    ("suggest", "点検の報告書は、作業の翌日に提出する。"),
]
JA_SPAN_BEFORE_EVENT_NEAR = [
    ("none", "三日前に、私は資料を送りました。"),
    ("none", "このサーバーは、起動の五分後に落ちる。"),
    ("none", "一週間前に会議がありました。"),
]

# (blind batch) under a recurring time, the next week, day or month is the next one each time (매주 금요일엔 다음 주 …); 다음 주 금요일 stays one occasion [general]
KO_NEXT_UNDER_RECURRING = [
    ("suggest", "매주 금요일엔 다음 주 회의 안건을 정리해요."),
    ("suggest", "매달 말에는 다음 달 예산안을 올려요."),
    ("suggest", "매주 월요일 아침엔 다음 주 배포 목록을 확인합니다."),
    ("suggest", "매일 퇴근 전에 다음 날 할 일을 적어요."),
    ("suggest", "격주 목요일엔 다음 주 당직표를 공유해요."),
]
KO_NEXT_UNDER_RECURRING_NEAR = [
    ("none", "다음 주 금요일엔 배포 안 해요."),
    ("none", "다음 주에 회의 안건을 정리할게요."),
    ("none", "다음 달 예산안은 아직 안 나왔어요."),
]

# the written register: a kind (之), then 於 and a time set by its own event (…下班前, …當日, 簽署後三日內) and a two-character act; not an event ending or held then [general]
ZH_WRITTEN_YU_TIME = [
    ("suggest", "採購合約之正本，於簽署後三日內送交法務。"),
    ("suggest", "新進人員之門禁卡，於報到當日發放。"),
    ("suggest", "報廢設備之硬碟，於清運前銷毀。"),
    ("suggest", "外部講者之簡報，於活動前一週提交。"),
    ("suggest", "會議紀錄，於會後兩日內寄送與會者。"),
]
ZH_WRITTEN_YU_TIME_NEAR = [
    ("none", "會議於下午三點前結束。"),
    ("none", "本次活動於週五舉行。"),
    ("none", "我於昨天下班前提交了報告。"),
]

# Cantonese 早晨 (good morning) as a greeting, and an aside's lead 順便提下 / 順便講下 as openers [one wording]
ZH_CANTONESE_GREETING_ASIDE = [
    ("suggest", "早晨！順便提下，啲發票要用公司抬頭。"),
    ("suggest", "早晨！順便講下，外判同事唔可以入機房。"),
    ("suggest", "早晨，啲會議室用完要熄燈。"),
    ("suggest", "順便提下，每個月尾要交工時表。"),
    ("suggest", "順便講一下，展會嘅物資一律由行政部訂。"),
]
ZH_CANTONESE_GREETING_ASIDE_NEAR = [
    ("none", "早晨！"),
    ("none", "順便提下，我聽日放假。"),
    ("none", "早晨，今日會議改咗三點。"),
]

# A blind batch of 35 (nine to eight a language, five rules and three or four hard negatives each),
# written after the classes above were read and before any change for it: 30 of 35 read right when
# written (main's code: 20 of 35). Its five misses (a kind's deadline on each item's own day, V完 with
# its object then 就, a machine pointed at by its classifier, a span before the kind's event in
# Japanese, the next week under a recurring time in Korean) were then read as classes of their own
# (above); the batch is kept whole here.
BLIND = [
    ("suggest", "仓库的出库单每周一上午汇总一次。"),
    ("suggest", "新入职的销售先跟老员工跑两周客户才独立接单。"),
    ("suggest", "我们法务部的合同编号按年份加流水号编，不按部门。"),
    ("suggest", "嗯就是说展会的样品用完当天就寄回总部"),
    ("suggest", "访客的临时工牌当天下班前收回。"),
    ("none", "目前财务系统还只支持人民币结算。"),
    ("none", "上周的团建照片我已经传到网盘了。"),
    ("none", "公司年会是下个月十五号还是二十号来着？"),
    ("none", "Nginx 默认会把日志写到 /var/log/nginx 下面。"),
    ("suggest", "每個月尾財務部先對帳才出報表。"),
    ("suggest", "新入職嘅同事，開完帳號就要上資安課。"),
    ("suggest", "活動報名表保存一年就銷毀。"),
    ("suggest", "即係話啲外判合約一律要法務簽"),
    ("suggest", "研究室的樣本冰箱每週三清點一次。"),
    ("none", "而家啲報表仲係用緊舊系統出。"),
    ("none", "今年的尾牙我們已經訂好餐廳了。"),
    ("none", "呢部投影機每次開機都要等一分鐘。"),
    ("suggest", "購買部では、見積もりを三社から取ってから発注しています。"),
    ("suggest", "監査資料は、毎四半期の末日までに提出する。"),
    ("suggest", "展示会のパネルは、搬入の二日前に業者へ渡しておきます。"),
    ("suggest", "えーとですね毎週金曜の夕方は翌週のシフトを組んでます"),
    ("suggest", "不具合が見つかったら、再現手順を書いてからチケットを切る。"),
    ("none", "今の経理システムは、まだ円しか扱えません。"),
    ("none", "先週の懇親会の写真は共有フォルダに上げました。"),
    ("none", "来月の全社会議って、何日でしたっけ？"),
    ("none", "このプリンターは一分間に三十枚印刷する。"),
    ("suggest", "구매팀은 견적을 세 군데서 받은 뒤에 발주해요."),
    ("suggest", "감사 자료는 분기 말마다 재무팀에 넘깁니다."),
    ("suggest", "행사 현수막은 행사 이틀 전에 업체에 맡겨요."),
    ("suggest", "음 그러니까 매주 금요일 오후엔 다음 주 근무표를 짜고요"),
    ("suggest", "500만 원 이상인 계약은 법무팀 검토를 거쳐요."),
    ("none", "지금 회계 시스템은 아직 원화만 지원해요."),
    ("none", "지난주 워크숍 사진은 공유 폴더에 올렸어요."),
    ("none", "다음 달 전사 회의가 며칠이었죠?"),
    ("none", "이 프린터는 1분에 30장을 인쇄해요."),
]

CLASSES = {
    "KO_RECURRING_TIME_PRESENT": KO_RECURRING_TIME_PRESENT,
    "KO_ORDER_OF_STEPS": KO_ORDER_OF_STEPS,
    "KO_KIND_BOUNDED_BY_AMOUNT": KO_KIND_BOUNDED_BY_AMOUNT,
    "KO_KIND_PLACE_ADDING": KO_KIND_PLACE_ADDING,
    "KO_CONDITION_SUBJECT_STEPS": KO_CONDITION_SUBJECT_STEPS,
    "KO_VOICE_TYPED_GO_YO": KO_VOICE_TYPED_GO_YO,
    "JA_UNIT_PRESENT": JA_UNIT_PRESENT,
    "JA_KIND_TIME_FRAME": JA_KIND_TIME_FRAME,
    "JA_CONDITION_THEN_STEPS": JA_CONDITION_THEN_STEPS,
    "JA_VOICE_TYPED_RECURRING": JA_VOICE_TYPED_RECURRING,
    "JA_KIND_PLACE_DONE_AHEAD": JA_KIND_PLACE_DONE_AHEAD,
    "ZH_KIND_RECURRING_DEADLINE": ZH_KIND_RECURRING_DEADLINE,
    "ZH_FIRST_ONLY_THEN": ZH_FIRST_ONLY_THEN,
    "ZH_KIND_DEFAULT": ZH_KIND_DEFAULT,
    "ZH_WAY_AGAINST_WAY": ZH_WAY_AGAINST_WAY,
    "ZH_VOICE_TYPED_FILLER": ZH_VOICE_TYPED_FILLER,
    "ZH_NOW_STILL_STATE": ZH_NOW_STILL_STATE,
    "ZH_SPAN_THEN_ACT": ZH_SPAN_THEN_ACT,
    "ZH_DONE_THEN_ACT": ZH_DONE_THEN_ACT,
    "ZH_KIND_ALL_ACT": ZH_KIND_ALL_ACT,
    "ZH_WRITTEN_YU_TIME": ZH_WRITTEN_YU_TIME,
    "ZH_CANTONESE_GREETING_ASIDE": ZH_CANTONESE_GREETING_ASIDE,
    "ZH_RELATIVE_DAY_DEADLINE": ZH_RELATIVE_DAY_DEADLINE,
    "ZH_DONE_OBJECT_THEN_ACT": ZH_DONE_OBJECT_THEN_ACT,
    "ZH_MACHINE_POINTED": ZH_MACHINE_POINTED,
    "JA_SPAN_BEFORE_EVENT": JA_SPAN_BEFORE_EVENT,
    "KO_NEXT_UNDER_RECURRING": KO_NEXT_UNDER_RECURRING,
}
NEAR_MISSES = (
    KO_RECURRING_TIME_PRESENT_NEAR
    + KO_ORDER_OF_STEPS_NEAR
    + KO_KIND_BOUNDED_BY_AMOUNT_NEAR
    + KO_KIND_PLACE_ADDING_NEAR
    + KO_CONDITION_SUBJECT_STEPS_NEAR
    + KO_VOICE_TYPED_GO_YO_NEAR
    + JA_UNIT_PRESENT_NEAR
    + JA_KIND_TIME_FRAME_NEAR
    + JA_CONDITION_THEN_STEPS_NEAR
    + JA_VOICE_TYPED_RECURRING_NEAR
    + JA_KIND_PLACE_DONE_AHEAD_NEAR
    + ZH_KIND_RECURRING_DEADLINE_NEAR
    + ZH_FIRST_ONLY_THEN_NEAR
    + ZH_KIND_DEFAULT_NEAR
    + ZH_WAY_AGAINST_WAY_NEAR
    + ZH_VOICE_TYPED_FILLER_NEAR
    + ZH_NOW_STILL_STATE_NEAR
    + ZH_SPAN_THEN_ACT_NEAR
    + ZH_DONE_THEN_ACT_NEAR
    + ZH_KIND_ALL_ACT_NEAR
    + ZH_WRITTEN_YU_TIME_NEAR
    + ZH_CANTONESE_GREETING_ASIDE_NEAR
    + ZH_RELATIVE_DAY_DEADLINE_NEAR
    + ZH_DONE_OBJECT_THEN_ACT_NEAR
    + ZH_MACHINE_POINTED_NEAR
    + JA_SPAN_BEFORE_EVENT_NEAR
    + KO_NEXT_UNDER_RECURRING_NEAR
)


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


def test_a_filler_is_no_part_of_the_stored_words():
    # voice typing's filler with no pause opens the message, it is not the rule
    found = judge("即係話啲報價單一律用公司範本").suggestion
    assert found is not None and found.content == "啲報價單一律用公司範本"
    found = judge("えっとですねあの月末は請求データを締めてから集計してます").suggestion
    assert found is not None and found.content == "月末は請求データを締めてから集計してます"


def test_a_tool_or_a_machine_by_default_or_each_time_stays_a_fact():
    # what a tool does or is by default, and a machine's act each time, describe it
    assert reading("pnpm 默认会把依赖装到一个全局的内容寻址仓库里。") == "none"
    assert reading("このサーバーは毎晩三時に再起動します。") == "none"
    assert reading("이번 주 금요일엔 배포 안 해요.") == "none"
