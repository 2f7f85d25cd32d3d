"""Issue 33, ninth round (Chinese in both scripts with Cantonese, Japanese, Korean): each miss of
dev33i's first run and of dev33h_frozen (already scored, development data) read as the part of a
sentence that was not seen — the team's or the repository's place then a plain present act, a
restriction to one way with no one's act done, a noun made a prohibition, a period named from a
recurring time, Cantonese function words, the notice register's nominal ending, a question
embedded under a verb of looking or left to the addressee's decision, the written and humble
registers, a preference said as a tendency, hearsay in the plain speech level — each class held
here by siblings written for this test, in no data set, with the near misses it must leave alone
(one-offs, reports, questions, the past). The first batch was written after the round's first
changes: 62 of 66 read right when written; its four misses were read after as classes of their
own, as were the second and third batches' (below)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading, texts_outside

SIBLINGS = [
    # the team's or the place's way, in the plain present
    ("suggest", "我们组的日志全部用 JSON 格式输出。"),
    ("suggest", "我哋公司嘅 commit 全部用英文寫。"),
    ("suggest", "うちのチームでは、PRのタイトルに必ずチケット番号を入れます。"),
    ("suggest", "このプロジェクトでは、ログをすべてJSONで出力します。"),
    ("suggest", "우리 팀에서는 PR 제목에 항상 티켓 번호를 붙여요."),
    ("suggest", "이 프로젝트에서는 설정값을 전부 환경 변수로 받아요."),
    ("none", "このリポジトリでは、昨日テストが落ちました。"),
    ("none", "このプロジェクトでは、よくビルドが遅くなる。"),
    ("none", "이 저장소에서는 테스트가 자주 깨졌어요."),
    ("none", "우리 팀은 어제 회식을 했어요."),
    ("none", "我们组上周用了新的部署脚本。"),
    # a restriction to one way, with no one's act done
    ("suggest", "线上日志只留三十天。"),
    ("suggest", "封版期間只接受文件修正。"),
    ("suggest", "生产环境的配置只从 Vault 读取。"),
    ("suggest", "ビルド成果物の置き場所はS3のみ。"),
    ("none", "我只改了两行，帮我看看。"),
    ("none", "他只用 vim 写代码。"),
    ("none", "这个接口只返回了一条数据。"),
    # a noun made a prohibition
    ("suggest", "本番サーバーへのSSH直接ログインは厳禁。"),
    ("suggest", "金曜のリリースはNG、月曜に回して。"),
    ("suggest", "テスト中のprint文は不可、loggerを使うこと。"),
    ("none", "この設定は変更不可能です。"),
    # under a recurring time, a period named from it is each occurrence's
    ("suggest", "每个月底把这个月的云账单整理成表格发给我。"),
    ("suggest", "每天早上把昨天的错误日志汇总发到群里。"),
    ("suggest", "毎朝、昨日のエラーログを要約してSlackに投げて。"),
    ("suggest", "매일 아침에 어제 들어온 이슈 목록 좀 보내 줘"),
    ("none", "这周五把这周的周报发我。"),
    ("none", "昨日のエラーログを要約して。"),
    ("none", "어제 실패한 테스트 목록 정리해 줘"),
    # Cantonese function words and its ways of leaving a thing to the addressee
    ("suggest", "啲 migration 你自己 run 得㗎，唔使問我。"),
    ("suggest", "仲有，之後啲 API 都要加 rate limit。"),
    ("suggest", "我哋 team 嘅 branch 全部用 feature/ 開頭。"),
    ("suggest", "文件嘅 typo 你自己改得啦。"),
    ("suggest", "如果真係急，直接打電話畀我。"),
    ("none", "阿強話佢哋公司唔准用 ChatGPT。"),
    ("none", "老闆話下個月要搬 office。"),
    # the notice register's nominal ending
    ("suggest", "README 수정은 리뷰 안 받아도 됨."),
    ("suggest", "린트 경고 정도는 물어보지 않고 고쳐도 됨"),
    ("none", "오늘 회의는 안 가도 됨."),
    # a question embedded under a verb of looking or left to the addressee's decision
    ("suggest", "如果部署失败，先看是不是配置的问题，再回滚。"),
    ("suggest", "函数怎么拆你自己决定，但公共接口要先跟我确认。"),
    ("none", "你看是不是该重构一下了？"),
    ("none", "这个函数怎么拆比较好？"),
    # the written and humble registers
    ("suggest", "凡涉及付款之變更，須經兩人覆核後方可合併。"),
    ("suggest", "对外接口之调整，应先通知前端后方可上线。"),
    (
        "suggest",
        "本番環境へのデプロイにつきましては、事前にご連絡いただきますようお願いいたします。",
    ),
    (
        "none",
        "本日の打ち合わせにつきましては、資料を事前にご確認いただきますようお願いいたします。",
    ),
    # a preference said as a tendency
    ("explicit", "저는 작은 커밋을 자주 하는 걸 선호하는 편입니다."),
    ("explicit", "나는 타입 힌트를 꼼꼼히 다는 걸 좋아하는 편이야."),
    ("explicit", "我平时比较倾向用函数式的写法。"),
    ("explicit", "我一般比較偏好細粒度嘅 commit。"),
    ("none", "그 팀은 작은 커밋을 선호하는 편이래."),
    ("none", "他比较倾向用 Go 写后端。"),
    # hearsay and a document's rule reported
    ("none", "보안팀 지침이 비밀번호는 90일마다 바꾸는 거래."),
    ("none", "옆 팀은 금요일에 배포 안 한대."),
    ("none", "公式ガイドには、秘密鍵はリポジトリに置かないことって書いてある。"),
    ("suggest", "비밀번호는 90일마다 바꿔."),
    # an everyday event is what an order keeps from happening; 上回 only as "last time"
    ("suggest", "不要让 CI 一直卡住，超时就直接取消。"),
    ("none", "CI 一直卡住，好烦。"),
    ("suggest", "改数据库结构的时候，记得加上回滚脚本。"),
    ("none", "上回我们也是这么做的。"),
    # a word of always said of the rule before it
    ("suggest", "コミットは小さく分けること、これは毎回。"),
    ("none", "これはずっと前から壊れてる。"),
    # a topic given a bound with no verb
    ("suggest", "함수 길이는 최대 50줄."),
    ("suggest", "PR은 400줄 이하."),
    ("none", "이번 PR은 400줄이야."),
    # --- a second batch, everyday wordings in each language, written before any change for them
    # (29 of 36 read when written: a person's thing read as a report, a recurring time given by the
    # copula, an act done then what it obliges with the object first, two topics in turn, a verb's
    # plain negative, the Korean note's -기 were missed)
    # Simplified Chinese, everyday
    ("suggest", "周报统一周四晚上八点前交。"),
    ("suggest", "新接口没写单测的，一律打回。"),
    ("suggest", "客户的名字在日志里要脱敏。"),
    ("suggest", "前端的颜色值别写死，都从主题变量里取。"),
    ("suggest", "上线窗口是每周二和周四的下午。"),
    ("suggest", "碰到线上告警，第一时间在值班群里吱一声。"),
    ("none", "周四晚上八点前把周报交了。"),
    ("none", "我们组以前用 Jenkins，现在换 GitLab CI 了。"),
    ("none", "帮我把这段英文改成更口语一点。"),
    # Traditional Chinese (Taiwan) and Cantonese, everyday
    ("suggest", "資料庫密碼一律放在 Vault，不要放 .env。"),
    ("suggest", "每次開新分支都從最新的 main 切出來。"),
    ("suggest", "前端打包完記得清一下 CDN 快取。"),
    ("suggest", "啲 config 改咗就要同 ops 講。"),
    ("suggest", "我哋嘅 release note 一定要中英對照。"),
    ("suggest", "週末的排程任務只跑備份，其他全部暫停。"),
    ("none", "今晚啲 job 全部暫停。"),
    ("none", "佢哋話下個版本唔再支援 IE。"),
    ("none", "這份規格書我們之前是怎麼定版號的？"),
    # Japanese, everyday
    ("suggest", "DBのカラム名はスネークケース、テーブル名は複数形で。"),
    ("suggest", "本番のログを見るときは、必ず読み取り専用のアカウントを使って。"),
    ("suggest", "外部APIのキーはリポジトリに置かない。"),
    ("suggest", "うちは依存の追加にレビュー二人必須です。"),
    ("suggest", "月末の締め日はデプロイ禁止でお願いします。"),
    ("suggest", "UIの文言を変えたら、翻訳チームにも共有しておいて。"),
    ("none", "今夜のデプロイは中止でお願いします。"),
    ("none", "前のプロジェクトでは毎回手動でテストしてた。"),
    ("none", "このメールの要点を三行でまとめて。"),
    # Korean, everyday
    ("suggest", "DB 컬럼 이름은 스네이크 케이스로."),
    ("suggest", "운영 로그 볼 때는 꼭 읽기 전용 계정 써."),
    ("suggest", "외부 API 키는 저장소에 올리지 않기."),
    ("suggest", "의존성 추가할 땐 리뷰어 두 명 필수예요."),
    ("suggest", "월말 마감일에는 배포 금지입니다."),
    ("suggest", "UI 문구 바꾸면 번역 팀에도 공유해 둬."),
    ("none", "오늘 밤 배포는 취소해 주세요."),
    ("none", "전 회사에서는 매번 수동으로 테스트했어요."),
    ("none", "이 메일 요점만 세 줄로 정리해 줘."),
    # --- a third batch, siblings of the second batch's classes across the languages (15 of 19
    # when written: the copula with a recurring time in Japanese and Korean, two Korean topics in
    # turn, a separable verb's object after the aspect)
    ("suggest", "リリース枠は毎週火曜と木曜の午後です。"),
    ("suggest", "배포 시간은 매주 화요일이랑 목요일 오후야."),
    ("suggest", "周会固定在每周一上午十点。"),
    ("none", "今天的周会在三楼开。"),
    ("suggest", "컬럼 이름은 스네이크 케이스, 테이블 이름은 복수형으로."),
    ("suggest", "APIのパスはケバブケース、クエリ名はキャメルケースで。"),
    ("none", "カラム名はスネークケース、テーブル名は複数形になってる。"),
    ("suggest", "秘密情報はログに出さない。"),
    ("suggest", "ビルド成果物はGitにコミットしない。"),
    ("none", "このテストはローカルで通らない。"),
    ("none", "その設定ファイルはリポジトリにない。"),
    ("suggest", "비밀번호는 로그에 남기지 않기."),
    ("suggest", "빌드 결과물은 깃에 커밋하지 말기."),
    ("suggest", "供应商的合同编号在前端不要显示。"),
    ("none", "老板的意思是这周先别上线。"),
    ("suggest", "数据表结构改完就要更新 ER 图。"),
    ("suggest", "啲 dependency 升咗級就要跑一次 e2e。"),
    ("none", "我升完级就去开会。"),
    ("none", "依赖升完了，测试都过了。"),
    # --- a fourth batch, everyday wordings again (33 of 36 when written: the casual ちょうだい, a
    # plain negative then a second plain clause, a connective run into a lead-in "あと今後"), and
    # the near misses its reading must leave alone (a state not reached, "there is none")
    # Simplified Chinese
    ("suggest", "接口报错信息统一返回英文，前端自己翻译。"),
    ("suggest", "Dockerfile 里基础镜像的版本号要写死，别用 latest。"),
    ("suggest", "写 SQL 的时候别用 select *，字段一个个列出来。"),
    ("suggest", "每次升级 Node 版本，都要先在测试环境跑一周。"),
    ("suggest", "好的收到～以后改动公共组件记得在群里同步一下哈"),
    ("suggest", "凌晨零点到六点之间不要跑数据迁移。"),
    ("none", "先别管测试了，把这个功能赶出来。"),
    ("none", "听说隔壁组规定所有接口都要走网关。"),
    ("none", "我们要不要规定一下分支命名？"),
    # Traditional Chinese / Cantonese
    ("suggest", "圖片上傳一律先壓縮再存。"),
    ("suggest", "寫完新功能記得補 e2e 測試，唔好淨係得 unit test。"),
    ("suggest", "環境變數命名一律大寫加底線。"),
    ("suggest", "每逢月頭要幫我 rotate 一次 API key。"),
    ("suggest", "正式機的 log level 設 warn 就好，不要開 debug。"),
    ("suggest", "開 PR 嘅時候記得 tag 返相關嘅 reviewer。"),
    ("none", "呢個 PR 你幫我 tag 返 reviewer。"),
    ("none", "上次那個 bug 是因為 log level 開太低。"),
    ("none", "我哋係咪規定咗 PR 一定要兩個人 approve？"),
    # Japanese
    ("suggest", "例外は握りつぶさないで、必ずログに残して。"),
    ("suggest", "Dockerのベースイメージはlatestを使わず、バージョンを固定すること。"),
    ("suggest", "共通コンポーネントをいじったら、チャンネルで一言ちょうだい。"),
    ("suggest", "深夜0時から6時まではマイグレーションを流さないでね。"),
    ("suggest", "SQLでselect *は使わない、カラムは全部書き出す。"),
    ("suggest", "了解です！あと今後、APIのエラーメッセージは英語で返してください。"),
    ("none", "テストは後回しでいいから、まず機能を間に合わせて。"),
    ("none", "隣のチームは全部のAPIをゲートウェイ経由にしてるらしい。"),
    ("none", "ブランチ名のルール、決めたほうがいいかな？"),
    # Korean
    ("suggest", "예외는 삼키지 말고 꼭 로그로 남겨."),
    ("suggest", "도커 베이스 이미지는 latest 쓰지 말고 버전 고정해 주세요."),
    ("suggest", "공통 컴포넌트 건드리면 채널에 한마디 해 줘요."),
    ("suggest", "새벽 0시부터 6시까지는 마이그레이션 돌리지 마."),
    ("suggest", "SQL에서 select * 금지, 컬럼은 다 적기."),
    ("suggest", "넵 알겠습니다! 그리고 앞으로 API 에러 메시지는 영어로 내려 주세요."),
    ("none", "테스트는 나중에 하고 일단 기능부터 맞춰 줘."),
    ("none", "옆 팀은 API를 전부 게이트웨이로 보낸대요."),
    ("none", "브랜치 이름 규칙 정하는 게 좋을까?"),
    ("none", "テストは通らない。"),
    ("none", "ボタンは反応しない。"),
    ("none", "キーはない。"),
    # --- a fifth batch, in voices (voice-typed, terse notes, formal notices, code tokens with a
    # colon; 24 of 33 when written: two fillers before a lead-in, a topic's colon then bare 不, a
    # kind then 都 + V上, 今日, 本日以降 and 禁じます, 〜ず、 and 지 말고 before what is done instead, a
    # kind given what to attach to every item), and the near misses of those readings
    # Simplified Chinese: voices (voice-typed, terse, formal, long task)
    ("suggest", "嗯那个以后commit message前面都加上模块名比如auth冒号"),
    ("suggest", "日志：不打印手机号，不打印身份证号。"),
    ("suggest", "请各位注意，自即日起，测试环境的数据库不得用于压测。"),
    (
        "suggest",
        "帮我把登录页的样式调一下，按钮改成圆角。另外提醒一句，以后所有颜色都从 design token 里取。",
    ),
    ("suggest", "缓存的 key 都加上版本前缀，像 v2:user:123 这样。"),
    ("none", "帮我看一下，为什么缓存的 key 没有版本前缀？"),
    ("none", "自即日起我休假一周，有事找小李。"),
    ("none", "他们的代码规范里写着不许用 any。"),
    # Traditional Chinese / Cantonese
    ("suggest", "之後啲 SQL migration 一定要有 down script。"),
    ("suggest", "所有對外 API 回應時間要控制在三百毫秒以內。"),
    ("suggest", "報表匯出嘅欄位次序跟返 Excel 範本，唔好自己改。"),
    ("suggest", "測試帳號的密碼不要寫進 README，放在 1Password。"),
    ("suggest", "週五下午四點後一律不合併到 main。"),
    ("none", "今日四點之後唔好 merge，我要做 demo。"),
    ("none", "這個報表匯出的欄位次序怪怪的，你看一下。"),
    ("none", "以前我們也試過把密碼寫在 README，後來被稽核抓到。"),
    # Japanese
    ("suggest", "ログには電話番号とメールアドレスを出さないようにしてね。"),
    ("suggest", "キャッシュのキーにはv2:みたいなバージョンのプレフィックスを付けておいて。"),
    ("suggest", "本日以降、検証環境のDBを負荷試験に使うことを禁じます。"),
    ("suggest", "金曜16時以降はmainにマージしないこと。"),
    ("suggest", "テスト用アカウントのパスワードはREADMEに書かず、1Passwordに置いておいて。"),
    ("none", "今日の16時以降はマージしないで、デモがあるから。"),
    ("none", "キャッシュのキーにバージョンが付いてないのはなんで？"),
    ("none", "前はパスワードをREADMEに書いてたけど、監査で怒られた。"),
    # Korean
    ("suggest", "로그에 전화번호랑 이메일 찍지 마."),
    ("suggest", "캐시 키에는 v2: 같은 버전 프리픽스 붙여 줘."),
    ("suggest", "오늘부터 검증 환경 DB는 부하 테스트에 쓰지 않습니다."),
    ("suggest", "금요일 오후 4시 이후에는 main에 머지하지 말 것."),
    ("suggest", "테스트 계정 비번은 README에 적지 말고 1Password에 넣어 둬."),
    ("suggest", "외부 API 응답 시간은 300ms 이내로 맞춰 주세요."),
    ("none", "오늘 4시 이후엔 머지하지 마, 데모 있어."),
    ("none", "캐시 키에 버전이 왜 안 붙어 있어?"),
    ("none", "예전엔 비번을 README에 적었는데 감사에서 걸렸어."),
    ("none", "测试：不通过。"),
    ("none", "文件都加上了"),
    ("none", "このPRには説明を書いて。"),
    ("none", "ログイン画面には新しいボタンを付けて。"),
    ("none", "이 함수에는 주석 좀 달아 줘."),
    ("none", "로그인 화면에는 새 버튼 달아 줘."),
    # --- a sixth batch: permissions, conditionals, corrections and retractions in each language
    # (23 of 24 when written: a reason after a retraction, "运维那边只认 YAML", read as a
    # restriction of the user's own)
    # Simplified Chinese: permissions, conditionals, corrections, retractions
    ("suggest", "小的样式调整你可以直接提交，不用拉我 review。"),
    ("suggest", "遇到第三方接口超时，重试三次还不行再报警。"),
    ("suggest", "单测覆盖率低于 80% 的 PR 不许合。"),
    ("suggest", "配置文件用 TOML，不对，用 YAML，运维那边的工具只认 YAML。"),
    ("none", "以后都用 TOML 吧。……还是算了，运维那边只认 YAML。"),
    ("none", "覆盖率低于 80% 了，你看看哪里漏测了。"),
    # Traditional Chinese / Cantonese
    ("suggest", "小改動你可以直接 push，唔使開 PR。"),
    ("suggest", "第三方 API 一 timeout 就重試三次，仲唔得先通知我。"),
    ("suggest", "覆蓋率低過八成嘅 PR 唔准 merge。"),
    ("suggest", "設定檔用 TOML，講錯，用 YAML。"),
    ("none", "之後全部用 TOML。算啦，當我冇講。"),
    ("none", "覆蓋率低過八成喇，你睇下漏咗邊度。"),
    # Japanese
    ("suggest", "ちょっとしたスタイル修正なら、レビューなしでそのままマージしちゃっていいよ。"),
    ("suggest", "外部APIがタイムアウトしたら、3回リトライしてダメなら通知して。"),
    ("suggest", "カバレッジ80%未満のPRはマージ不可。"),
    ("suggest", "設定ファイルはTOMLで…いや、YAMLで。運用のツールがYAMLしか読めないので。"),
    ("none", "今後はTOMLで。…やっぱりなしで、運用がYAMLしか読めない。"),
    ("none", "カバレッジが80%を切ったから、どこが漏れてるか見て。"),
    # Korean
    ("suggest", "간단한 스타일 수정은 리뷰 없이 바로 머지해도 돼."),
    ("suggest", "외부 API 타임아웃 나면 세 번 재시도하고 그래도 안 되면 알려 줘."),
    ("suggest", "커버리지 80% 미만인 PR은 머지 금지."),
    ("suggest", "설정 파일은 TOML로, 아 아니다, YAML로 해 줘. 운영 툴이 YAML만 읽어."),
    ("none", "앞으로 설정 파일은 TOML로. 아 취소할게, 운영 툴이 YAML만 읽네."),
    ("none", "커버리지가 80% 밑으로 떨어졌어, 어디가 빠졌는지 봐 줘."),
    ("none", "运维那边只认 YAML。"),
]


@pytest.mark.parametrize(("want", "text"), SIBLINGS)
def test_a_class_read_by_what_it_does_reads_its_siblings(want, text):
    assert reading(text) == want


def test_the_siblings_are_in_no_set():
    assert {t for _, t in SIBLINGS}.isdisjoint(texts_outside())


def test_a_preference_said_as_a_tendency_keeps_what_is_preferred():
    """ "참고로 저는 … 선호하는 편이에요": the tendency is the user's own preference, its object stored."""
    found = judge("저는 리뷰가 끝나면 바로 스쿼시하는 쪽을 선호하는 편이에요.")
    assert [r.form for r in found.explicit] == ["prefer"]
    assert "스쿼시" in found.explicit[0].content


def test_the_team_place_reads_the_rule_that_follows_it():
    """ "このリポジトリでは、…保存します": the place opens the rule, the rule is what follows."""
    found = judge("このリポジトリでは、金額はすべて整数の円で保存します。")
    assert found.suggestion is not None
    assert "整数の円で保存します" in found.suggestion.content
