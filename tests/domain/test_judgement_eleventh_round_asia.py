"""Issue 33, eleventh round (Chinese in both scripts with Cantonese, Japanese): each suggest miss
and false suggestion of dev33k's first run and of dev33j_frozen (already scored, development data)
in these languages read as the structure the engine did not see — a rule said with no rule word:
the team or its place named first, a thing of the work and how it is done in the plain present
(a word of all or a usual way — 都, 一水儿, 一般 —, a recurring time or a work cycle, a bound);
the project's place, a thing and a bare act (这个项目里时间字段存 UTC); a bare 不 / 唔 and an act on
its object with no modal (线上库不直接跑 DDL); a window set by an event of the year or the work
(双十一前两周…); a kind, where on each item and V上 (…开头写上…); Japanese bare predicates — a plain
negative with where or what it acts on and no topic (ログに…を出さない), Kansai's へん, the act as
the topic then しない, a time of the year or week then an act not done, a thing then where or with
what and a verb in the plain non-past (設定値は環境変数から読む), a recurring time then an act on its
object, the place then の and a thing; and the refusals the new readings need — 要 before a quantity
(what it takes), a request denied with 过 (我从来没要求过…, 我冇叫過…), a person named by a title or an
honorific as the topic (田中さんは…), today's state or the past told beside the team's thing (现在,
还没, 以前), a name in Latin letters after 阿 before 話.

Each class is held by siblings written for this test, in no data set, with the near misses it must
leave alone (one-offs, reports, questions, descriptions of today's state, what the code does). The
first probes (44) were written with the first changes; a first batch of siblings (44 kept, 45
written) read 36 of 45 right when written (a work cycle and 每朝 as the recurring time, 一般, 一个 before
a span of time read as a one-off job, a member named after 嘅, …ハードコードしない, a negative after
…たら, 没人 after the place; 入らない stays a state and is left out); a second (33 kept, 36 written, in
other voices: Cantonese, Taiwan, the written register, voice-typed, Kansai) read 31 of 36 (部門, a
filler before the team, …は、pytestで書く, 貼らへん; "我哋部門嘅阿 May 每個月都請假", read as a rule by
main's 每个 too, is left out); a third (28 kept, 30 written, mostly hard negatives) read 23 of 30 (the
team's thing with 现在 / 以前 / 之前, people busy in a window, a weekday's act closing the clause, 阿 Sam
話; "要是我们组的周报每周五发，大家会不会太累？" and "我們這邊的 API 文件之前都放在 Confluence。", both read
as rules by main's code in the same class, are left out); a fifth (30 everyday wordings, half of
them hard negatives) read 26 of 30 when written (每季 … 一次, …のPRは、…を通す with 通す read as 通る,
"前端现在不直连数据库" with today's 现在, "連休中は実家に帰る": a time as the topic of one's plan), all
read after."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading, texts_outside

FIRST = [
    ("suggest", "这个仓库里镜像标签用 commit hash。"),
    ("suggest", "发版前一天不合新功能。"),
    ("suggest", "圣诞假前一周不上新功能。"),
    ("suggest", "国庆假期前一周不上新功能。"),
    ("suggest", "周报标题开头带上日期。"),
    ("none", "这个接口不返回 null。"),
    ("none", "接口不返回 null。"),
    ("none", "用户不登录也能看首页。"),
    ("none", "测试不稳定。"),
    ("none", "我们这边的小李每周五请假。"),
    ("none", "我们组的服务器都很旧了。"),
    ("none", "三天前我们冻结了数据库变更。"),
    ("none", "两周前我们冻结了数据库变更。"),
    ("none", "我们这边网络经常断。"),
    ("none", "服务器不支持 IPv6。"),
    ("none", "这台机器不联网。"),
    ("none", "他们组的 PR 最多 400 行。"),
    ("none", "这个项目里有很多测试。"),
    ("none", "这个项目里代码写得很乱。"),
    ("none", "这个项目里字段存的是字符串。"),
    ("none", "这个项目里时间字段存错了。"),
    ("none", "这个项目里测试覆盖率是百分之六十。"),
    ("none", "这个项目里前端是张三负责。"),
    ("none", "README 开头加上徽章。"),
    ("none", "index.md 第一行写上标题。"),
    ("none", "提交信息开头写上工单号了吗？"),
    ("none", "我在文件开头加上了注释。"),
    ("suggest", "金曜日はデプロイしない。"),
    ("none", "CIが通らない。"),
    ("none", "ボタンを押しても反応しない。"),
    ("none", "ボタンを押したら反応しない。"),
    ("none", "日本語では表示されない。"),
    ("none", "Windowsではそのコマンドを使えない。"),
    ("none", "田中さんはテストを書かない。"),
    ("none", "このスクリプトはDBにデータを書き込む。"),
    ("none", "CIは15分くらいかかる。"),
    ("none", "うちの課長は毎朝コーヒーを飲む。"),
    ("none", "毎朝田中さんがコーヒーを淹れる。"),
    ("none", "今日はデプロイしない。"),
    ("none", "週末は何もしない。"),
    ("none", "私はVimを使う。"),
    ("none", "ログにエラーが出ない。"),
    ("none", "APIキーをまだ設定していない。"),
    ("none", "テストは成功しない。"),
]

SECOND = [
    ("suggest", "我们组的发布说明每个迭代结束后发到邮件组。"),
    ("suggest", "咱们这边的分支名都是小写加短横线。"),
    ("suggest", "我们团队的接口文档都放在 Apifox 上。"),
    ("suggest", "这个仓库里环境变量用 MK_ 前缀。"),
    ("suggest", "生产数据库不随便加索引，先找 DBA 评估。"),
    ("suggest", "配置文件不提交到 Git。"),
    ("suggest", "国庆前一周不上新功能。"),
    ("suggest", "季度末前三天冻结预算系统的改动。"),
    ("suggest", "我们这儿的 code review 一般一天内给反馈。"),
    ("suggest", "我哋呢度嘅 Docker image 全部用 semver 做 tag。"),
    ("suggest", "生產環境唔手動改資料，一律行 migration。"),
    ("suggest", "聖誕假前一個禮拜唔 deploy 新功能。"),
    ("suggest", "我哋 team 嘅 stand-up 每朝十點開。"),
    ("suggest", "我們這邊的 log 都保留九十天。"),
    ("suggest", "這個專案裡圖片用 WebP。"),
    ("suggest", "画面の文言はハードコードしない。"),
    ("suggest", "毎週金曜にステージングのデータをリセットする。"),
    ("suggest", "リリースノートは英語と日本語の両方で書く。"),
    ("suggest", "祝日はオンコールを置かない。"),
    ("suggest", "マイグレーションは一度マージしたら書き換えない。"),
    ("suggest", "秘密鍵をSlackに貼らない。"),
    ("suggest", "本番のログは90日で消す。"),
    ("none", "我们组的小张每周五都请假。"),
    ("none", "这个项目里测试跑得特别慢。"),
    ("none", "生产数据库昨天不小心加了个索引。"),
    ("none", "线上服务不支持 HTTP/3。"),
    ("none", "国庆前一周我要休假。"),
    ("none", "这个项目里现在没人维护文档。"),
    ("none", "我们这边的网络每天下午都很卡。"),
    ("none", "配置文件不在 Git 里吗？"),
    ("none", "他们组的镜像都用 latest 标签。"),
    ("none", "我哋 team 嘅阿明每朝都遲到。"),
    ("none", "呢個 repo 嘅測試而家跑唔過。"),
    ("none", "聖誕假前一個禮拜我唔喺香港。"),
    ("none", "テストがなかなか通らない。"),
    ("none", "佐藤さんは毎朝ログを確認する。"),
    ("none", "このバッチは毎晩DBをバックアップする。"),
    ("none", "本番にまだデプロイしていない。"),
    ("none", "今日は本番に触らない。"),
    ("none", "正直、Dockerはよくわからない。"),
    ("none", "昨日、ログにパスワードを出してしまった。"),
    ("none", "先週はリリースしなかった。"),
    ("none", "スクリプトは設定ファイルから値を読む。"),
    ("none", "そのライブラリはもう使わない？"),
]

THIRD = [
    ("suggest", "我哋部門嘅報價單全部用 PDF 出。"),
    ("suggest", "呢度嘅 API key 唔放喺前端。"),
    ("suggest", "我哋啲 cron job 每晚兩點跑。"),
    ("suggest", "我們公司的合約範本都放在法務的共享資料夾。"),
    ("suggest", "正式機不裝 debug 工具。"),
    ("suggest", "結算日前三天不改帳務系統。"),
    ("suggest", "嗯我们组的设计稿都放在蓝湖上"),
    ("suggest", "那个咱们这边的日志统一打到 Loki"),
    ("suggest", "凡外部依赖之升级，均须经安全组评审。"),
    ("suggest", "用户密码不落明文，只存哈希。"),
    ("suggest", "春节前十天不动支付链路。"),
    ("suggest", "うちの課では、請求書を毎月25日までに発行する。"),
    ("suggest", "この案件のテストコードは、pytestで書く。"),
    ("suggest", "本番の鍵はチャットに貼らへん。"),
    ("suggest", "個人情報はスプレッドシートで管理しない。"),
    ("suggest", "決算期の前は本番DBのスキーマを変えない。"),
    ("suggest", "えっと秘密情報はGitに上げない"),
    ("suggest", "毎晩ステージングのDBをバックアップする。"),
    ("none", "呢度嘅冷氣好凍。"),
    ("none", "正式機而家唔夠 memory。"),
    ("none", "我們公司的網路最近常常斷線。"),
    ("none", "春节前十天我在老家。"),
    ("none", "用户密码不是明文吧？"),
    ("none", "他们那边的日志统一打到 ELK。"),
    ("none", "我们组的设计稿一直没更新。"),
    ("none", "うちの課では、去年まで請求書を紙で送っていた。"),
    ("none", "この案件のテストコードは、まだ半分しかない。"),
    ("none", "本番の鍵がどこにあるか分からない。"),
    ("none", "個人情報の扱いについて、どうすればいいですか。"),
    ("none", "毎晩ステージングのDBが落ちる。"),
    ("none", "鈴木さんは秘密情報をGitに上げない。"),
    ("none", "次のメールを英語に訳して：「個人情報は共有フォルダに置かない。」"),
    ("none", "決算期の前はみんな忙しい。"),
]

FOURTH = [
    ("none", "我们这边的测试现在都跑在 Jenkins 上，还没迁到 GitHub Actions。"),
    ("none", "我们组的周报上周五没发。"),
    ("none", "咱们这儿的 PR 标题以前都是中文。"),
    ("none", "这个项目里日志用的是 log4j 吗？"),
    ("none", "线上库不直接跑 DDL 吗？"),
    ("none", "线上库昨天有人直接跑了 DDL。"),
    ("none", "我们团队的接口文档放在哪儿？"),
    ("none", "国庆前一周大家都在赶进度。"),
    ("none", "他说线上库不直接跑 DDL。"),
    ("none", "翻译成英文：线上库不直接跑 DDL。"),
    ("none", "我哋 team 嘅 PR 上個月平均 600 行。"),
    ("none", "呢個 repo 以前啲 commit message 全部用中文寫。"),
    ("none", "阿 Sam 話佢哋 team 嘅 PR 最多 400 行。"),
    ("none", "テストで外部APIを叩かないって本当？"),
    ("none", "山田さん曰く、本番DBに直接SQLを流さないらしい。"),
    ("none", "昔はログにメールアドレスを出さない決まりがあった。"),
    ("none", "年末年始はリリースしないんですか？"),
    ("none", "設定値は環境変数から読む、と書いてあります。"),
    ("none", "毎月第一営業日に依存パッケージの脆弱性をチェックしていました。"),
    ("none", "このリポジトリのissueタイトルは、いつも長すぎる。"),
    ("none", "以下を英訳して：本番DBに直接SQLを流さない。"),
    ("none", "今回はハードコードはしない。"),
    ("suggest", "这个项目里接口路径统一用 kebab-case。"),
    ("suggest", "我们组的 on-call 每周一交接。"),
    ("suggest", "我哋 team 嘅 release note 都用英文寫。"),
    ("suggest", "本番環境では、デバッグログを出さない。"),
    ("suggest", "依存パッケージのバージョンはlockファイルで固定する。"),
    ("suggest", "土日はアラートを鳴らさない。"),
]

FIFTH = [
    ("suggest", "我们组的数据库迁移脚本都要有回滚。"),
    ("suggest", "咱们团队的设计评审一般周三下午开。"),
    ("suggest", "缓存 key 不带用户手机号。"),
    ("suggest", "前端不直连数据库，一律走 BFF。"),
    ("suggest", "月底前三天不做大版本发布。"),
    ("suggest", "我哋公司嘅 VPN 密碼每季換一次。"),
    ("suggest", "正式環境嘅 log 唔印 token。"),
    ("suggest", "這個專案裡元件命名用 PascalCase。"),
    ("suggest", "我們團隊的 hotfix 都從 release 分支切出來。"),
    ("suggest", "本番環境のDBは、読み取り専用ユーザーで接続する。"),
    ("suggest", "ステージングの鍵を本番で使わない。"),
    ("suggest", "連休中はマージしない。"),
    ("suggest", "うちのチームのPRは、二人以上のレビューを通す。"),
    ("suggest", "毎週月曜に先週のエラーログを確認する。"),
    ("none", "我们组的数据库迁移脚本写得一团糟。"),
    ("none", "缓存 key 不带用户手机号吧？"),
    ("none", "前端现在不直连数据库。"),
    ("none", "月底前三天我要交报告。"),
    ("none", "我哋公司嘅 VPN 成日斷。"),
    ("none", "正式環境嘅 log 頭先印咗 token 出嚟。"),
    ("none", "这个项目里没有单元测试。"),
    ("none", "我们团队的周会改到周四了。"),
    ("none", "他们团队的 hotfix 都从 main 切。"),
    ("none", "本番環境のDBに接続できない。"),
    ("none", "ステージングの鍵を本番で使っちゃった。"),
    ("none", "連休中は実家に帰る。"),
    ("none", "うちのチームのPRは、今週いっぱい溜まっている。"),
    ("none", "毎週月曜に会議があるのが辛い。"),
    ("none", "山本さんのチームでは本番で直接SQLを流さないらしい。"),
    ("none", "翻訳して：「連休中はマージしない。」"),
]

SIBLINGS = FIRST + SECOND + THIRD + FOURTH + FIFTH


@pytest.mark.parametrize(("want", "text"), SIBLINGS)
def test_a_class_read_by_its_structure_reads_its_siblings(want, text):
    assert reading(text) == want, text


def test_the_siblings_are_in_no_set():
    known = texts_outside()
    assert not [text for _, text in SIBLINGS if text in known]


def test_the_projects_place_is_set_aside_and_how_things_are_done_there_is_kept():
    found = judge("这个项目里日期字段存 UTC。").suggestion
    assert found is not None and found.content == "日期字段存 UTC"
    assert reading("这个项目里有很多测试。") == "none"
    assert reading("这个项目里测试覆盖率是百分之六十。") == "none"


def test_the_teams_thing_and_a_plain_present_is_the_teams_way_not_a_members():
    assert reading("我们组的 on-call 每周一交接。") == "suggest"
    assert reading("咱们这边的分支名都是小写加短横线。") == "suggest"
    assert reading("我哋 team 嘅阿明每朝都遲到。") == "none"
    assert reading("我们这边的测试现在都跑在 Jenkins 上，还没迁到 GitHub Actions。") == "none"


def test_a_bare_negative_with_no_modal_is_a_prohibition_not_a_state():
    assert reading("配置文件不提交到 Git。") == "suggest"
    assert reading("生產環境唔手動改資料，一律行 migration。") == "suggest"
    assert reading("秘密鍵をSlackに貼らない。") == "suggest"
    assert reading("本番の鍵はチャットに貼らへん。") == "suggest"
    assert reading("线上服务不支持 HTTP/3。") == "none"
    assert reading("日本語では表示されない。") == "none"


def test_a_japanese_plain_verb_after_a_thing_or_a_recurring_time_is_how_it_is_done():
    assert reading("リリースノートは英語と日本語の両方で書く。") == "suggest"
    assert reading("毎週金曜にステージングのデータをリセットする。") == "suggest"
    assert reading("このバッチは毎晩DBをバックアップする。") == "none"
    assert reading("佐藤さんは毎朝ログを確認する。") == "none"


def test_what_it_takes_and_a_denied_request_are_no_rules():
    assert reading("部署一次要二十分钟左右。") == "none"
    assert reading("我从来没要求过所有接口都得加缓存。") == "none"
    assert reading("我冇叫過你哋每次都要寫 e2e。") == "none"
