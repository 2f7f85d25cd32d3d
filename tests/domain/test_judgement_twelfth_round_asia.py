"""Issue 33, twelfth round (Chinese in both scripts with Cantonese, Japanese, Korean: suggestions).

Each miss and false suggestion of dev33l's first run and of dev33k_frozen (already scored, development
data now) in these languages was read as the structure the engine did not see, and before each
reading was written, five siblings of it (other vocabulary, domain and voice) and three near misses
it must leave alone were written here; the reading reads all of them. A second batch of 40 sentences
(BLIND), written after the first changes and before any change for it, read 37 of 40 when written;
its three misses (a kind's deadline 三个工作日内…, a kind's act once each recurring time 每周一…换一次,
Japanese 今月 as one occasion) were then read as classes of their own, each the first sibling of its
class below; the other 37 stay in BLIND.

The siblings of each class are one test, which fails on main's code (at least one of them is read
wrong there); the near misses are read right by main's code and must stay so. None of these texts is
in any data set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart, reading, wrong_readings

# Cantonese today's state (而家, 宜家, V緊, 仲係) and yesterday (尋日, 琴日): a description, no rule; 由而家開始 is a lead-in
ZH_CANTONESE_STATE_TODAY = [
    ("none", "而家啲測試報告仲係用緊 Jenkins 出。"),
    ("none", "宜家個 staging 用緊舊版 Node。"),
    ("none", "琴日已經將 staging 嘅 DB 全部清走咗。"),
    ("none", "我哋而家用緊 Notion 寫文件。"),
    ("none", "啲 log 尋日已經全部轉咗去 S3。"),
    ("suggest", "由而家開始，啲 log 全部用 JSON 格式。"),
]
ZH_CANTONESE_STATE_TODAY_NEAR = [
    ("none", "而家幾點？"),
    ("suggest", "已經合併嘅分支一律刪走。"),
    ("suggest", "啲測試報告統一用 Allure 出。"),
]

# 全局的 before a noun is an adjective (a global directory), not the scope 'everywhere'
ZH_GLOBAL_ADJECTIVE = [
    ("none", "Go 的模块缓存放在一个全局的目录里。"),
    ("none", "这个库会把配置写进一个全局的单例对象。"),
    ("none", "Vite 会在全局的缓存目录里存预构建的依赖。"),
    ("none", "npm 把全局的包装在 /usr/local/lib 下面。"),
    ("none", "Maven 默认把下载的包存到一个全局的本地仓库里。"),
]
ZH_GLOBAL_ADJECTIVE_NEAR = [
    ("suggest", "全局都用四个空格缩进。"),
    ("suggest", "全局统一用 UTC 时间。"),
    ("suggest", "全局禁止使用 eval。"),
]

# a kind as the topic, then its steps 先 … 再 …: how every such item is handled
ZH_FIRST_THEN = [
    ("suggest", "新版接口先在预发环境跑两天再全量。"),
    ("suggest", "合同的修改稿先发给法务过一遍再给客户。"),
    ("suggest", "新来的工单先打标签再分给值班的人。"),
    ("suggest", "固件升级包先在三块样板上刷一遍再推给产线。"),
    ("suggest", "對外的公告先俾法務睇過再發。"),
]
ZH_FIRST_THEN_NEAR = [
    ("none", "我先去吃个饭再回来改。"),
    ("none", "你先看一下这个报错再说。"),
    ("none", "昨天我们先回滚了再修的。"),
]

# the written register's obligation 须 / 应由 / 应当 after a kind or a condition
ZH_FORMAL_XU = [
    ("suggest", "对外发布的数据集须经脱敏处理。"),
    ("suggest", "采购超过五万元的设备，须提交三家报价。"),
    ("suggest", "新员工入职首周须完成安全培训。"),
    ("suggest", "涉及客户资金的变更，應由兩名主管共同核准。"),
    ("suggest", "机房的出入记录须保存一年以上。"),
]
ZH_FORMAL_XU_NEAR = [
    ("none", "这份须知我已经看过了。"),
    ("none", "安全培训须知在哪里可以找到？"),
    ("suggest", "对外发布的数据集必须脱敏。"),
]

# Cantonese 嗰陣 (时) as the condition 的时候
ZH_CANTONESE_WHEN = [
    ("suggest", "寫 commit message 嗰陣，開頭加返 ticket 號。"),
    ("suggest", "出 release 嗰陣，要 tag 埋版本號。"),
    ("suggest", "同客傾價嗰陣，唔承諾交期。"),
    ("suggest", "改 schema 嗰陣時，要同 DBA 講一聲。"),
    ("suggest", "做 code review 嗰陣要 pull 落嚟跑一次。"),
    ("none", "嗰陣我哋仲用緊 SVN。"),
]
ZH_CANTONESE_WHEN_NEAR = [
    ("none", "我食緊飯嗰陣你打過嚟。"),
    ("none", "嗰陣我哋仲未有 CI。"),
    ("suggest", "寫 commit message 嘅時候，開頭加返 ticket 號。"),
]

# a kind, a position on each item (前面, 后面, 开头) and a bare verb of adding
ZH_POSITION_BARE_VERB = [
    ("suggest", "报价单编号前面加客户代码。"),
    ("suggest", "截图文件名后面加版本号。"),
    ("suggest", "日志行的开头带请求 ID。"),
    ("suggest", "附件名稱後面標日期。"),
    ("suggest", "發票檔名前面加公司簡稱。"),
]
ZH_POSITION_BARE_VERB_NEAR = [
    ("none", "README 前面加个徽章。"),
    ("none", "这个文件名前面加日期。"),
    ("none", "文件名前面有日期。"),
]

# an hour of the day, 以后 / 后, a bare negative act, a topic fronted or not
ZH_AFTER_HOUR_BARE_NEGATIVE = [
    ("suggest", "晚上九点以后不发营销短信。"),
    ("suggest", "下午五點後唔 merge 大改動。"),
    ("suggest", "凌晨两点后不做数据库变更。"),
    ("suggest", "周五下午三点以后不上线。"),
    ("suggest", "半夜十二點之後唔打電話俾客。"),
    ("none", "晚上十点以后我不在线。"),
    ("none", "晚上十点以后的会我就不参加了。"),
]
ZH_AFTER_HOUR_BARE_NEGATIVE_NEAR = [
    ("none", "下午五点后的航班还有票吗？"),
    ("none", "昨天晚上十点后服务就不响应了。"),
    ("none", "晚上十点以后还有人在线吗？"),
]

# Cantonese thanks with 晒 and an aside's lead (順帶一提) before the rule
ZH_THANKS_ASIDE_OPENER = [
    ("suggest", "多謝晒！順帶一提，之後所有 Dockerfile 用 multi-stage build。"),
    ("suggest", "辛苦晒！順帶講埋，之後所有 hotfix branch 由 main 開。"),
    ("suggest", "谢谢啦！顺带一提，之后所有的周报用模板写。"),
    ("suggest", "唔該晒！順便一提，之後所有截圖要打格。"),
    ("suggest", "麻煩晒！之後所有合約 PDF 加浮水印。"),
]
ZH_THANKS_ASIDE_OPENER_NEAR = [
    ("none", "多謝晒！之後我再睇下。"),
    ("none", "順帶一提，之後我放假兩日。"),
    ("none", "多謝晒！順帶一提，尋日嗰個 bug 搞掂咗。"),
]

# the written register's rule (…ものとする, …こととする) and a practice kept (…ことになっている, …ことにしてる)
JA_OBLIGATION_FORMAL_PRACTICE = [
    ("suggest", "出張の精算は、帰任後一週間以内に申請するものとする。"),
    ("suggest", "顧客データの持ち出しは、部長の許可を得た場合に限り認めるものとする。"),
    ("suggest", "会議の議事録は、翌営業日までに共有フォルダへ保存することとする。"),
    ("suggest", "うちでは、見積もりの値引きは営業部長が決めることになってる。"),
    ("suggest", "新しいライブラリを入れるときは、ライセンスを確認することになっています。"),
    ("suggest", "週末は、本番のサーバーは触らへんことにしてる。"),
]
JA_OBLIGATION_FORMAL_PRACTICE_NEAR = [
    ("none", "来週から在宅勤務することになりました。"),
    ("none", "今日は早めに帰ることにした。"),
    ("none", "それは仕様上できないものと思っていました。"),
]

# the endings of obligation (…ないといけない, …なければならない, Kansai's …なあかん)
JA_OBLIGATION_MUST = [
    ("suggest", "本番のDBを触る前は、スナップショットを取らなあかん。"),
    ("suggest", "見積書は上長の承認を通さないといけない。"),
    ("suggest", "新しいAPIキーは、発行したら台帳に記録しなければならない。"),
    ("suggest", "外部に出す資料は、広報のチェックを受けないとだめ。"),
    ("suggest", "障害報告は、三日以内にまとめなきゃいけない。"),
]
JA_OBLIGATION_MUST_NEAR = [
    ("none", "今日は早く帰らなあかん。"),
    ("none", "明日までに見積書を出さないといけない。"),
    ("none", "先週はレビューを二人通さなければならなかった。"),
]

# 'only from / only on': …からしか / …にしか and a plain negative
JA_ONLY_SHIKA = [
    ("suggest", "本番の設定値は、Vaultからしか読まない。"),
    ("suggest", "顧客への連絡は、公式アカウントからしか送らない。"),
    ("suggest", "リリースタグは、mainブランチにしか打たない。"),
    ("suggest", "検証用の端末は、社内Wi-Fiにしか繋がない。"),
    ("suggest", "契約書の原本は、法務の金庫にしか保管しない。"),
]
JA_ONLY_SHIKA_NEAR = [
    ("none", "このAPIは一分に十回しか呼べない。"),
    ("none", "今日は三十分しか寝ていない。"),
    ("none", "このアプリはWindowsでしか動かない。"),
]

# a thing of the work, a bound in time (…以内に, …までに) and a plain act
JA_DEADLINE_PLAIN = [
    ("suggest", "貸出品は、一週間以内に総務へ返す。"),
    ("suggest", "借りた検証機は、翌日の正午までに返す。"),
    ("suggest", "クレームの一次回答は、当日中に返す。"),
    ("suggest", "レビューの指摘には、二日以内に返事を返す。"),
    ("suggest", "預かった書類は、案件が終わったら一か月以内に返す。"),
]
JA_DEADLINE_PLAIN_NEAR = [
    ("none", "この関数は一秒以内に結果を返す。"),
    ("none", "APIは200ミリ秒以内にレスポンスを返す。"),
    ("none", "注文した部品は、来週の月曜までに届く予定です。"),
]

# ついでに and お疲れさまです open the sentence as a thanks does
JA_ASIDE_OPENER = [
    ("suggest", "ありがとう！ついでに、設計書の図はdraw.ioで描いてください。"),
    ("suggest", "助かりました。ついでにですが、議事録は箇条書きでまとめてください。"),
    ("suggest", "どうも！ついでに言うと、ブランチ名は英小文字で付けてください。"),
    ("suggest", "お疲れさまです。ついでに、スクリーンショットはPNGで貼ってください。"),
    ("suggest", "ついでに、問い合わせの返信は敬語で書いてください。"),
]
JA_ASIDE_OPENER_NEAR = [
    ("none", "ついでに、この関数のバグも直してください。"),
    ("none", "ありがとう！ついでに今日の会議の資料も送ってください。"),
    ("none", "どうも！ついでに、さっきのログも見てもらえますか？"),
]

# a condition of the work (…前に, …ときは) then a plain act or …ておく
JA_BEFORE_PLAIN = [
    ("suggest", "デプロイ前に、マイグレーションの差分を確認する。"),
    ("suggest", "出荷前に、基板のシリアル番号を台帳に控えておく。"),
    ("suggest", "商談の後に、議事録をCRMに残しておく。"),
    ("suggest", "休暇を取るときは、引き継ぎメモをWikiに書いておく。"),
    ("suggest", "検証機を借りるときは、貸出表に名前を書く。"),
]
JA_BEFORE_PLAIN_NEAR = [
    ("none", "昨日はデプロイ前にマイグレーションの差分を確認した。"),
    ("none", "私は寝る前に本を読む。"),
    ("none", "デプロイ前に差分を確認するのを忘れた。"),
]

# a thing pointed at by 이 / 그 / 저 given a value: that thing's setting, described
KO_POINTED_THING_PRESENT = [
    ("none", "이 프린터는 양면 인쇄를 기본으로 해요."),
    ("none", "그 라우터는 DHCP 임대 시간을 하루로 해요."),
    ("none", "이 센서는 측정 주기를 1초로 해요."),
    ("none", "저 장비는 펌웨어 업데이트를 USB로 해요."),
    ("none", "이 키보드는 연결을 블루투스로 해요."),
]
KO_POINTED_THING_PRESENT_NEAR = [
    ("suggest", "개발 보드 펌웨어는 항상 최신 버전으로 해요."),
    ("suggest", "이 프로젝트는 들여쓰기를 스페이스 두 칸으로 해요."),
    ("suggest", "보드 시리얼 통신 속도는 115200bps로 해요."),
]

# a noun of form before the instrumental (…형식으로, …순서대로): the kind's sentence is about work
KO_FORM_NOUN_MANNER = [
    ("suggest", "회의록 제목은 날짜_주제 형식으로 달아요."),
    ("suggest", "영수증 사진은 월별 폴더 단위로 모아요."),
    ("suggest", "고객 문의는 접수 순서대로 답해요."),
    ("suggest", "보고서 파일은 부서명-작성자 형태로 이름을 붙여요."),
    ("suggest", "샘플 데이터는 정해진 양식으로 채워요."),
]
KO_FORM_NOUN_MANNER_NEAR = [
    ("none", "점심은 김밥으로 먹어요."),
    ("none", "저는 아침을 빵으로 먹어요."),
    ("none", "이 파일은 날짜 순서로 정렬돼요."),
]

# a unit named in Latin letters (CS팀은, QA팀은, PM 파트는) is a team, no tool
KO_LATIN_UNIT_TEAM = [
    ("suggest", "QA팀은 회귀 테스트를 배포 전날 돌려요."),
    ("suggest", "HR팀은 입사 서류를 첫 출근 전에 받아요."),
    ("suggest", "DBA팀은 스키마 변경 요청을 주 2회 모아서 검토해요."),
    ("suggest", "IT팀은 노트북 교체를 3년 주기로 해요."),
    ("suggest", "PM 파트는 기획서를 노션에 올려요."),
]
KO_LATIN_UNIT_TEAM_NEAR = [
    ("none", "Kafka는 메시지 순서를 파티션 안에서만 보장해요."),
    ("none", "Redis는 데이터를 메모리에 저장해요."),
    ("none", "그 팀은 배포를 금요일에 해요."),
]

# a condition of the work (-기 전에, -면, -ㄹ 때) then a plain present with no subject of its own
KO_CONDITION_PRESENT = [
    ("suggest", "배포하기 전에 마이그레이션 스크립트를 스테이징에서 한 번 돌려요."),
    ("suggest", "견적서 보내기 전에 팀장 결재를 받아요."),
    ("suggest", "신규 기기를 입고하면 자산 번호 스티커를 붙여요."),
    ("suggest", "장애가 나면 상황 공유 채널에 먼저 알려요."),
    ("suggest", "계약서를 수정할 때 변경 이력을 표에 남겨요."),
]
KO_CONDITION_PRESENT_NEAR = [
    ("none", "저는 자기 전에 책을 읽어요."),
    ("none", "어제 배포하기 전에 스크립트를 돌렸어요."),
    ("none", "비가 오면 길이 막혀요."),
]

# 그 after a condition points back into it (…지울 때는 그 번호를 …)
KO_CONDITION_ANAPHOR = [
    ("suggest", "새 API를 만들 때는 그 스펙을 위키에 먼저 올려 두세요."),
    ("suggest", "외부 라이브러리를 추가하면 그 라이선스를 법무팀에 확인받아 주세요."),
    ("suggest", "고객 계정을 삭제할 때는 그 이유를 티켓에 남겨 주세요."),
    ("suggest", "환경 변수를 새로 만들면 그 이름을 예시 파일에도 넣어 주세요."),
    ("suggest", "테스트를 건너뛸 때는 그 사유를 주석으로 달아 두세요."),
]
KO_CONDITION_ANAPHOR_NEAR = [
    ("none", "그 번호를 reserved로 막아 두세요."),
    ("none", "그 파일 좀 지워 주세요."),
    ("none", "지난번에 필드 지울 때 그 번호를 reserved로 막았어요."),
]

# the project's place pointed at by 呢個 (or named in English) before its thing
ZH_CANTONESE_THIS_PLACE = [
    ("suggest", "呢個 repo 嘅 PR 標題開頭加組件名。"),
    ("suggest", "呢個專案嘅 API 路徑前面加版本號。"),
    ("suggest", "呢個 repo 嘅測試檔名後面加 _test。"),
    ("suggest", "呢個 project 嘅 config 檔全部用 YAML。"),
    ("suggest", "呢個倉庫嘅 release tag 前面加 v。"),
]
ZH_CANTONESE_THIS_PLACE_NEAR = [
    ("none", "呢個 repo 嘅 README 寫得好亂。"),
    ("none", "呢個 repo 有幾多個 branch？"),
    ("none", "呢個 PR 嘅標題前面加 [WIP]。"),
]

# a kind, then a span within which its act is done (…三个工作日内处理完)
ZH_DEADLINE_SPAN = [
    ("suggest", "客户的退款申请三个工作日内处理完。"),
    ("suggest", "线上告警十五分钟内响应。"),
    ("suggest", "新员工的账号入职两天内开通。"),
    ("suggest", "供应商的发票收到后五个工作日内入账。"),
    ("suggest", "客訴嘅郵件二十四小時內回覆。"),
]
ZH_DEADLINE_SPAN_NEAR = [
    ("none", "这个接口一秒内返回了三千条数据。"),
    ("none", "退款申请三个工作日内处理得完吗？"),
    ("none", "我两天内把报告写完。"),
]

# a kind, a recurring time and an act done once each time (…每周一早上换一次)
ZH_KIND_RECURRING_ONCE = [
    ("suggest", "门店的价签每周一早上换一次。"),
    ("suggest", "会议室的白板每天下班前擦一遍。"),
    ("suggest", "测试机的系统镜像每个月重装一次。"),
    ("suggest", "共享盘里的临时文件每季度清一次。"),
    ("suggest", "倉庫嘅存貨每個禮拜點一次。"),
]
ZH_KIND_RECURRING_ONCE_NEAR = [
    ("none", "我每周一早上去一次超市。"),
    ("none", "他每个月回一次老家。"),
    ("none", "门店的价签上周一换了一次。"),
]

# 今月 / 今年 are one occasion, as 今日 is
JA_THIS_MONTH_ONE_OFF = [
    ("none", "今月は月末までに経費を申請しなきゃいけない。"),
    ("none", "今年は年度末までに棚卸しを終わらせないといけない。"),
    ("none", "今月中に契約書を更新することになっています。"),
    ("none", "今月は、金曜にはデプロイしないことにしてる。"),
    ("none", "今年は、忘年会の幹事を若手がやることになってる。"),
    ("suggest", "経費の精算は、翌月の五日までに申請することになっています。"),
]
JA_THIS_MONTH_ONE_OFF_NEAR = [
    ("suggest", "経費は月末までに申請しないといけない。"),
    ("suggest", "毎月の経費は、月末までに申請しないといけない。"),
    ("none", "今日は月末までの経費をまとめないといけない。"),
]

# the second batch, written blind after the first changes
BLIND = [
    ("suggest", "设计评审的结论先同步到群里再改稿。"),
    ("suggest", "数据看板的口径改动须经数据组确认。"),
    ("suggest", "晚上十一点以后不推送营销消息。"),
    ("none", "现在门店的价签还是手写的。"),
    ("none", "数据看板昨天已经改好了。"),
    ("none", "Redis 默认会把数据定期写到磁盘上。"),
    ("none", "设计评审的结论先同步给我一下。"),
    ("none", "客户的退款申请要怎么处理？"),
    ("suggest", "啲合約掃描檔統一放喺法務嘅 NAS。"),
    ("suggest", "出貨前要影低每部機嘅序號。"),
    ("suggest", "客人投訴嘅 case 先升級俾 team lead 再覆。"),
    ("suggest", "報價單的金額一律含稅。"),
    ("suggest", "每個月尾要對一次數。"),
    ("none", "而家啲合約仲係放喺舊嘅 NAS 度。"),
    ("none", "出貨嗰陣有部機跌咗落地。"),
    ("none", "呢部打印機唔支援雙面列印。"),
    ("none", "報價單的金額是含稅的嗎？"),
    ("none", "琴日個客投訴咗兩次。"),
    ("suggest", "障害の一次報告は、検知から三十分以内に出す。"),
    ("suggest", "新しい取引先を登録するときは、与信の結果を添付すること。"),
    ("suggest", "経費の申請は、月末までにやらなあかん。"),
    ("suggest", "ポスターの色は、ブランドガイドのパレットからしか選ばない。"),
    ("suggest", "本番環境へのSSHは、踏み台サーバーを経由するものとする。"),
    ("none", "この関数は、失敗すると三回まで再試行する。"),
    ("none", "昨日は障害の一次報告を三十分以内に出した。"),
    ("none", "来週から経費の申請はシステムでやることになりました。"),
    ("none", "踏み台サーバーって、どこにあるんでしたっけ？"),
    ("suggest", "마케팅팀은 배너 시안을 매주 월요일에 올려요."),
    ("suggest", "신규 거래처를 등록할 때는 그 사업자 등록증을 첨부해 주세요."),
    ("suggest", "출고 전에 기기마다 시리얼 번호를 사진으로 남겨요."),
    ("suggest", "보도자료 파일은 날짜_매체명 형식으로 저장해요."),
    ("suggest", "UX팀은 사용성 테스트 결과를 노션에 정리해요."),
    ("none", "이 모니터는 밝기를 자동으로 조절해요."),
    ("none", "어제 출고 전에 시리얼 번호를 사진으로 남겼어요."),
    ("none", "마케팅팀은 요즘 너무 바빠요."),
    ("none", "Docker는 이미지를 레이어 단위로 저장해요."),
    ("none", "저는 출근하면 커피부터 마셔요."),
]

CLASSES = {
    "zh_cantonese_state_today": ZH_CANTONESE_STATE_TODAY,
    "zh_global_adjective": ZH_GLOBAL_ADJECTIVE,
    "zh_first_then": ZH_FIRST_THEN,
    "zh_formal_xu": ZH_FORMAL_XU,
    "zh_cantonese_when": ZH_CANTONESE_WHEN,
    "zh_position_bare_verb": ZH_POSITION_BARE_VERB,
    "zh_after_hour_bare_negative": ZH_AFTER_HOUR_BARE_NEGATIVE,
    "zh_thanks_aside_opener": ZH_THANKS_ASIDE_OPENER,
    "ja_obligation_formal_practice": JA_OBLIGATION_FORMAL_PRACTICE,
    "ja_obligation_must": JA_OBLIGATION_MUST,
    "ja_only_shika": JA_ONLY_SHIKA,
    "ja_deadline_plain": JA_DEADLINE_PLAIN,
    "ja_aside_opener": JA_ASIDE_OPENER,
    "ja_before_plain": JA_BEFORE_PLAIN,
    "ko_pointed_thing_present": KO_POINTED_THING_PRESENT,
    "ko_form_noun_manner": KO_FORM_NOUN_MANNER,
    "ko_latin_unit_team": KO_LATIN_UNIT_TEAM,
    "ko_condition_present": KO_CONDITION_PRESENT,
    "ko_condition_anaphor": KO_CONDITION_ANAPHOR,
    "zh_cantonese_this_place": ZH_CANTONESE_THIS_PLACE,
    "zh_deadline_span": ZH_DEADLINE_SPAN,
    "zh_kind_recurring_once": ZH_KIND_RECURRING_ONCE,
    "ja_this_month_one_off": JA_THIS_MONTH_ONE_OFF,
}
NEAR_MISSES = (
    ZH_CANTONESE_STATE_TODAY_NEAR
    + ZH_GLOBAL_ADJECTIVE_NEAR
    + ZH_FIRST_THEN_NEAR
    + ZH_FORMAL_XU_NEAR
    + ZH_CANTONESE_WHEN_NEAR
    + ZH_POSITION_BARE_VERB_NEAR
    + ZH_AFTER_HOUR_BARE_NEGATIVE_NEAR
    + ZH_THANKS_ASIDE_OPENER_NEAR
    + JA_OBLIGATION_FORMAL_PRACTICE_NEAR
    + JA_OBLIGATION_MUST_NEAR
    + JA_ONLY_SHIKA_NEAR
    + JA_DEADLINE_PLAIN_NEAR
    + JA_ASIDE_OPENER_NEAR
    + JA_BEFORE_PLAIN_NEAR
    + KO_POINTED_THING_PRESENT_NEAR
    + KO_FORM_NOUN_MANNER_NEAR
    + KO_LATIN_UNIT_TEAM_NEAR
    + KO_CONDITION_PRESENT_NEAR
    + KO_CONDITION_ANAPHOR_NEAR
    + ZH_CANTONESE_THIS_PLACE_NEAR
    + ZH_DEADLINE_SPAN_NEAR
    + ZH_KIND_RECURRING_ONCE_NEAR
    + JA_THIS_MONTH_ONE_OFF_NEAR
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


def test_an_hour_then_after_keeps_after_in_the_stored_words():
    # 以后 after a clock time is "after that hour", no lead-in "from now on": the words keep it
    found = judge("晚上九点以后不发营销短信。").suggestion
    assert found is not None and found.content == "晚上九点以后不发营销短信"
    assert reading("晚上十点以后我不在线。") == "none"


def test_the_cantonese_place_stays_in_the_stored_words():
    found = judge("呢個 repo 嘅 PR 標題開頭加組件名。").suggestion
    assert found is not None and found.content == "呢個 repo 嘅 PR 標題開頭加組件名"


def test_a_tool_named_alone_is_still_a_tool_and_a_unit_in_latin_letters_a_team():
    assert reading("Kafka는 메시지 순서를 파티션 안에서만 보장해요.") == "none"
    assert reading("QA팀은 회귀 테스트를 배포 전날 돌려요.") == "suggest"
