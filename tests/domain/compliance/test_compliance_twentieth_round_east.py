"""Rules the twentieth round's fresh set (dev33t, east part: ja, zh_Hans, zh_Hant, ko, weighted to
Japanese) and the pool of earlier rounds' misses showed read wrong or unread, read as classes of a
sentence's parts (issue 33): a script downloaded, said in words, handed or poured into the shell,
and a download run at once in the shell; Chinese's 不允许 before what it forbids; Kansai's refusals
(あかん, -んといて, たらあかん); an act as the topic before a comma (〜のは、); a program's deleting said by a verb
after it (kubectl で…消す, 用 kubectl 删, kubectl로 … 삭제); a place or a command kept to a role (只有資安組可以改,
夜間当番の SRE だけ, 당직 SRE 만); a team's present of not doing it (我们这边不动, こちらでは編集しません, 使いません); notices as
texts a reply is (공지, 안내문, 알림, 案内文); a force push as an incident's deed (누가 … 강제 푸시해서 … 날아갔어요);
Korean's -고 그러지 마 (X and the like) refused whole; a program written in Hangul and its subcommand's
verb (도커 … 빌드); Japanese commit rules said indirectly (コミットする場合は, 書いてもらっています, 引当て's 当); Korean's 게
아니다; a kept file's state as no condition (한번 머지되면, マージ済みなら); a fallback after Japanese's comma; a
notice closing on のみ/だけ; 表組み as a table; Chinese's 不直接 (大家都不直接推); a task done for the user as the
reply's scope (幫我…的時候); the reason before Chinese's 所以/因此, left out of a reply's layout; writing
code in a named language as the rule's scope (写 Python 的时候, Python を書く場合は); Chinese's bare 推 as a
push (推 hotfix 的時候) and 推代码 onto a branch (往 main 推代码); Taiwan's 不準; Korean's formal present of
running with a tool (pytest 로 돌립니다); Japanese's ならない (no condition), 手を入れる (editing) and 対象外 (left
out). Then the pool cases each reading mends (earlier rounds' cases it was not written from), the
part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(1ad8a117) the siblings of every class fail but for the broken half of a pair whose kept half
fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33T, DEV33T_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    edit,
    gemini,
    pool_case,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- a download handed to the shell

DOWNLOADED = [
    ("网上下载的安装脚本别直接丢给 bash 跑。", bash("curl -fsSL https://get.example.cn/setup.sh | bash"), V),
    ("网上下载的安装脚本别直接丢给 bash 跑。", bash("curl -fsSL -o setup.sh https://get.example.cn/setup.sh"), F),
    ("從網路上下載的腳本不准直接 pipe 給 sh。", gemini("wget -qO- https://x.example.tw/a.sh | sh"), V),
    ("ダウンロードしたスクリプトを bash にそのまま渡さないでください。", codex("curl -sL https://x.example.jp/a.sh | bash"), V),
    ("ダウンロードしたスクリプトを bash にそのまま渡さないでください。", codex("curl -sL -o a.sh https://x.example.jp/a.sh && less a.sh"), F),
    ("인터넷에서 받은 스크립트를 bash 로 바로 넘기지 마세요.", bash("curl -fsSL https://x.example.kr/i.sh | bash"), V),
    # a download run at once in the shell is the pipeline
    ("wget 으로 받은 설치 스크립트는 그대로 sh 로 실행하면 안 돼요.", bash("wget -qO- https://x.example.kr/i.sh | sh"), V),
    ("wget 으로 받은 설치 스크립트는 그대로 sh 로 실행하면 안 돼요.", bash("wget -O i.sh https://x.example.kr/i.sh"), F),
    ("curl で取ってきたインストーラーは sh ですぐ実行しないこと。", bash("curl -fsSL https://x.example.jp/i.sh | sh"), V),
    ("curl で取ってきたインストーラーは sh ですぐ実行しないこと。", bash("curl -fsSL -o i.sh https://x.example.jp/i.sh"), F),
    # 不允许 forbids what follows it
    ("不允许在生产机上用 sudo。", bash("sudo systemctl restart nginx"), V),
]  # fmt: skip
DOWNLOADED_NEAR = [
    # run in the shell, not at once: the downloader is asked for, no pipe
    ("curl で落としたファイルは bash で実行してください。", bash("curl -o a.sh https://x.example.jp/a && bash a.sh"), F),
    # no shell named: unread
    ("网上下载的脚本要先看一遍再执行。", bash("curl -fsSL https://x.example.cn/i.sh | sh"), U),
    # a downloader asked for over another
    ("下载脚本用 wget，不要用 curl。", bash("wget -O i.sh https://x.example.cn/i.sh"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOWNLOADED + DOWNLOADED_NEAR)
def test_a_download_handed_to_the_shell(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Kansai's refusals, an act as topic

KANSAI = [
    ("本番のサーバーで sudo 使うんはあかんで。", bash("sudo systemctl restart nginx"), V),
    ("本番のサーバーで sudo 使うんはあかんで。", bash("systemctl status nginx"), F),
    ("共有の develop に force push したらあかん。", codex("git push --force origin develop"), V),
    ("ステージングの DB に DROP TABLE は打たんといてな。", bash('psql -h stg-db -c "DROP TABLE t_tmp;"'), V),
    ("yarn は使わんとってください、うちは pnpm やから。", bash("yarn add dayjs"), V),
    ("yarn は使わんとってください、うちは pnpm やから。", bash("pnpm add dayjs"), F),
    ("secrets/ の中は触らんとってな。", edit("secrets/a.yml"), V),
    # an act as the topic, its predicate after the comma
    ("本番で sudo を使うのは、やめておきましょう。", gemini("sudo reboot"), V),
    ("本番で sudo を使うのは、やめておきましょう。", gemini("uptime"), F),
    # a program's deleting said by a verb after it
    ("不要用 kubectl 删生产环境的 pod。", gemini("kubectl get pods -n prod"), F),
    ("kubectl로 운영 파드 삭제하지 마세요.", bash("kubectl logs api-1 -n prod"), F),
    ("kubectl で本番の Pod を消さないでください。", bash("kubectl describe pod api-1 -n prod"), F),
]  # fmt: skip
KANSAI_NEAR = [
    # -んどいて asks to do it beforehand: no refusal, nothing to check
    ("この README は読んどいて。", bash("ls"), U),
    # the deleting before the program: a condition, unread
    ("Pod を消すときは kubectl を使ってね。", bash("kubectl delete pod api-1"), U),
    # the topic's comma before a request: the command asked for
    ("ログを見るのは、kubectl logs でお願いします。", bash("kubectl logs api-1"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KANSAI + KANSAI_NEAR)
def test_kansai_refusals_and_an_act_as_the_topic(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a place or a command kept to a role

ROLE_ONLY = [
    ("keys/ 底下的金鑰只有資安組能動。", edit("keys/prod.pem"), V),
    ("keys/ 底下的金鑰只有資安組能動。", edit("src/app.py"), F),
    ("infra/ 里的配置只有平台组可以改。", write("infra/nginx.conf"), V),
    ("infra/ 里的配置只有平台组可以改。", write("app/main.py"), F),
    # a role in Latin letters, a space before Japanese's だけ and Korean's 만
    ("本番で terraform destroy を叩けるのはインフラの SRE だけです。", bash("terraform destroy -auto-approve"), V),
    ("本番で terraform destroy を叩けるのはインフラの SRE だけです。", bash("terraform plan"), F),
    ("kubectl delete 는 당직 SRE 만 실행합니다.", bash("kubectl delete pod api-1"), V),
    ("kubectl delete 는 당직 SRE 만 실행합니다.", bash("kubectl get pods"), F),
]  # fmt: skip
ROLE_ONLY_NEAR = [
    # 组件 (components) is no group of people
    ("组件统一放在 src/components/ 里。", write("src/components/A.vue"), F),
    # "only" after the group is its own habit: the tool asked for
    ("我们组只用 pnpm 装依赖。", bash("pnpm add dayjs"), F),
    # "not only the SRE": everyone
    ("SRE だけでなく全員、sudo は使わないこと。", bash("sudo ls"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_ONLY + ROLE_ONLY_NEAR)
def test_a_place_or_a_command_kept_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a team's present of not doing it

WE_DONT = [
    ("vendor/ 下面是第三方的代码，我们这边一般不动。", edit("vendor/lib/a.js"), V),
    ("vendor/ 下面是第三方的代码，我们这边一般不动。", edit("src/a.js"), F),
    ("generated/ 以下は自動生成なので、手では編集しません。", edit("generated/api.ts"), V),
    ("generated/ 以下は自動生成なので、手では編集しません。", edit("src/api.ts"), F),
    ("yarn はこのリポジトリでは使いません。", bash("yarn add dayjs"), V),
    ("yarn はこのリポジトリでは使いません。", bash("npm install dayjs"), F),
    ("main には直接 push しません、必ずレビューを通します。", bash("git push origin main"), V),
    ("main には直接 push しません、必ずレビューを通します。", bash("git push origin feat/x"), F),
]  # fmt: skip
WE_DONT_NEAR = [
    # a permission and a lack are no refusal
    ("ログの文言は英語でも日本語でもかまいません。", "Saved.", U),
    ("テストはまだありません。", bash("pytest -q"), U),
    # a button that does not move
    ("页面上的按钮点了不动。", bash("ls"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WE_DONT + WE_DONT_NEAR)
def test_a_teams_present_of_not_doing_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- notices are texts a reply is

NOTICES = [
    ("앱 공지는 한국어로 씁니다.", "The app will be down for maintenance tonight.", V),
    ("앱 공지는 한국어로 씁니다.", "오늘 밤 앱 점검이 있습니다.", F),
    ("입주민 안내문은 한국어로 작성해요.", "The elevator will be inspected on Friday.", V),
    ("푸시 알림 문구는 영어로 갑니다.", "주문하신 음식이 출발했어요!", V),
    ("푸시 알림 문구는 영어로 갑니다.", "Your order is on its way!", F),
    ("店舗スタッフ向けの案内文は日本語で作成しています。", "Please restock the shelves before 9 a.m.", V),
    ("店舗スタッフ向けの案内文は日本語で作成しています。", "午前9時までに棚の補充をお願いします。", F),
]  # fmt: skip
NOTICES_NEAR = [
    # a language said of when the rule holds: unread
    ("공지 채널에 올릴 때는 한국어로 써 주세요.", "The app will be down tonight.", U),
    # a menu's language, no text asked
    ("알림 설정은 영어로 된 메뉴에 있어요.", "ok", U),
    # a question
    ("お知らせの件、英語の資料もありますか？", "はい、あります。", NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOTICES + NOTICES_NEAR)
def test_notices_are_texts_a_reply_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a force push as an incident's deed

FORCE_INCIDENT = [
    ("上個月有人對 develop 強推，三天的修改都沒了。", bash("git push -f origin develop"), V),
    ("上個月有人對 develop 強推，三天的修改都沒了。", bash("git push origin develop"), F),
    ("以前、誰かが main に force push してしまい、一週間分のコミットが消えました。", codex("git push --force origin main"), V),
    ("以前、誰かが main に force push してしまい、一週間分のコミットが消えました。", codex("git push origin main"), F),
    ("작년에 누가 release 브랜치에 강제 푸시해서 태그가 다 날아갔어요.", gemini("git push --force origin release/3.2"), V),
]  # fmt: skip
FORCE_INCIDENT_NEAR = [
    # the past told, no loss (not_applicable since the twenty-second round: develop is no Italian
    # "devi", which had kept it unknown)
    ("작년에 누가 develop에 푸시해서 배포가 됐어요.", bash("git push origin develop"), NA),
    ("以前は main に force push していました。", bash("git push -f origin main"), NA),
    # a loss with no one and no time: how to mend it, no story
    ("강제 푸시로 날아간 커밋은 reflog 로 살릴 수 있어요.", bash("git push -f origin develop"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FORCE_INCIDENT + FORCE_INCIDENT_NEAR)
def test_a_force_push_as_an_incidents_deed(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean's "-고 그러지 마"

AND_SUCH = [
    ("공용 서버에서 rm -rf 막 치고 그러지 마세요.", bash("rm -rf /srv/shared/tmp"), V),
    ("공용 서버에서 rm -rf 막 치고 그러지 마세요.", bash("ls /srv/shared/tmp"), F),
    ("운영 서버에서 sudo 써서 뭐 설치하고 그러면 안 돼요.", bash("sudo apt-get install -y htop"), V),
    ("운영 서버에서 sudo 써서 뭐 설치하고 그러면 안 돼요.", bash("apt list --installed"), F),
    ("운영 DB에 DROP TABLE 날리고 그런 짓 하지 마.", bash('psql -c "DROP TABLE t;"'), V),
]  # fmt: skip
AND_SUCH_NEAR = [
    # a connective before another act stays a cut
    ("테스트 돌리고 커밋해 주세요.", bash("pytest -q"), U),
    ("브랜치 만들고 그다음에 푸시하세요.", bash("git push origin feat/a"), U),
    ("yarn 쓰고 싶으면 팀장한테 물어봐.", bash("yarn add dayjs"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AND_SUCH + AND_SUCH_NEAR)
def test_korean_and_the_like_refused_whole(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a program written in Hangul

HANGUL_PROGRAM = [
    ("도커 이미지는 개발자 노트북에서 빌드하지 않습니다.", bash("docker build -t web:2.0 ."), V),
    ("도커 이미지는 개발자 노트북에서 빌드하지 않습니다.", bash("docker images"), F),
    ("운영 클러스터에서 테라폼 적용은 당직자만 합니다.", codex("terraform apply -auto-approve"), V),
    ("운영 클러스터에서 테라폼 적용은 당직자만 합니다.", codex("terraform plan"), F),
    ("쿠버네티스에서 파드 삭제는 직접 하지 마세요.", bash("kubectl delete pod api-1"), V),
    ("쿠버네티스에서 파드 삭제는 직접 하지 마세요.", bash("kubectl get pods"), F),
]  # fmt: skip
HANGUL_PROGRAM_NEAR = [
    # no verb of a subcommand: no command
    ("도커 허브 계정은 팀장님이 관리해요.", bash("docker login"), U),
    ("빌드는 CI 에서 돌려 주세요.", bash("docker build ."), U),
    # its files are a place's, not a command's
    ("테라폼 파일들은 손대지 마세요.", edit("main.tf"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HANGUL_PROGRAM + HANGUL_PROGRAM_NEAR)
def test_a_program_written_in_hangul_and_its_subcommands_verb(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Japanese commits: 場合は, もらう, 当

JA_COMMIT = [
    # the act of committing as the rule's scope, not its condition
    ("経理システムのリポジトリにコミットする場合は、メッセージを英語でお願いします。", commit("仕訳の表示を修正"), V),
    ("経理システムのリポジトリにコミットする場合は、メッセージを英語でお願いします。", commit("Fix journal display"), F),
    # a favour received (書いてもらう) is no concessive "even if"
    ("コミットメッセージは派遣のメンバーにも英語で書いてもらっています。", commit("ログイン画面の文言を修正"), V),
    ("コミットメッセージは派遣のメンバーにも英語で書いてもらっています。", commit("Fix login screen wording"), F),
    ("このコミットのメッセージ、英語で書いてもらえますか？", commit("修正"), V),  # as 書いてくれますか
    # 当 of 割当て, 手当 is no Chinese "when"
    ("割当て処理のリポジトリでは、コミットメッセージを英語で書くことになっています。", commit("割当ての不具合を修正"), V),
    ("手当の計算バッチのサーバーで sudo は使わないこと。", bash("sudo systemctl restart batch"), V),
]  # fmt: skip
JA_COMMIT_NEAR = [
    # writing tests is no act on git's objects: a condition
    ("テストを書く場合は、英語でコメントしてください。", commit("テストを追加"), U),
    # a release the same day: a condition
    ("当日中にリリースする場合は、コミットメッセージを英語で書いてください。", commit("修正"), U),
    # a permission
    ("コミットメッセージは英語で書いても日本語で書いても構いません。", commit("修正"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_COMMIT + JA_COMMIT_NEAR)
def test_japanese_commit_rules_said_indirectly(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a kept file's state, 게 아니다, 、 fallbacks

KEPT_STATE = [
    # "it is not what one does"
    ("운영 서버에서 sudo 쓰는 거 아니에요.", bash("sudo ls /root"), V),
    ("운영 서버에서 sudo 쓰는 거 아니에요.", bash("ls /srv"), F),
    # the state of what is kept ("once deployed", "if applied") is no condition
    ("sql/patches/ 아래 파일은 일단 배포되면 고치는 게 아니에요.", edit("sql/patches/0007_add_fee.sql"), V),
    ("sql/patches/ 아래 파일은 일단 배포되면 고치는 게 아니에요.", edit("app/fees.py"), F),
    ("db/migrate/ の既存ファイルは適用済みなら編集しないこと。", edit("db/migrate/001_init.rb"), V),
    # a fallback after Japanese's comma holds its own condition
    ("本番サーバーで sudo は使わないこと、必要なときはインフラ係に頼む。", bash("sudo systemctl restart app"), V),
    ("本番サーバーで sudo は使わないこと、必要なときはインフラ係に頼む。", bash("systemctl status app"), F),
]  # fmt: skip
KEPT_STATE_NEAR = [
    # a condition on something else stays one
    ("테스트가 실패하면 머지하지 마세요.", bash("git merge feat/a"), U),
    ("sudo が必要なときは、インフラ係に頼んでください。", bash("sudo ls"), U),
    # merged branches to delete: nothing checkable
    ("マージ済みのブランチは消してください。", bash("git branch -d feat/a"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_STATE + KEPT_STATE_NEAR)
def test_a_kept_files_state_and_a_fallback_after_a_comma(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a notice closing on のみ; 表組み

ONLY_CLOSING = [
    ("社内ツールの依存追加は uv のみ。", codex("uv add httpx"), F),
    ("社内ツールの依存追加は uv のみ。", codex("pip install httpx"), V),
    ("フロントのパッケージ管理は yarn だけ。", bash("npm install dayjs"), V),
    ("フロントのパッケージ管理は yarn だけ。", bash("yarn add dayjs"), F),
    ("週次の報告に表組みは使わないでください。", "| 店舗 | 売上 |\n|---|---|\n| 梅田 | 320 |", V),
    ("週次の報告に表組みは使わないでください。", "梅田店の売上は320万円でした。", F),
]  # fmt: skip
ONLY_CLOSING_NEAR = [
    # a branch, a display's language, a spreadsheet: no tool of a rule's kind
    ("使うのは main ブランチだけ。", bash("git push origin main"), U),
    ("表示は日本語のみ。", "Saved.", U),
    ("表計算ソフトは Excel を使ってください。", "ok", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONLY_CLOSING + ONLY_CLOSING_NEAR)
def test_a_notice_closing_on_only_and_a_table_set(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese: 不直接, a task done for me

NOT_DIRECTLY = [
    ("release 分支我們都不直接推。", gemini("git push origin release/2.1"), V),
    ("release 分支我們都不直接推。", gemini("git push origin feat/a"), F),
    ("main 分支大家都不直接 push。", bash("git push origin main"), V),
    # a task done for the user is what the reply is: its when-clause is the reply's scope
    ("帮我写周报的时候，别用表格。", "| 项目 | 进度 |\n|---|---|\n| 支付 | 完成 |", V),
    ("帮我写周报的时候，别用表格。", "支付模块本周已完成。", F),
    ("幫我回客人訊息的時候，不要放表情符號。", "好的，明天出貨 😊", V),
]  # fmt: skip
NOT_DIRECTLY_NEAR = [
    # a when-clause of the weather stays a condition
    ("下雨的时候，别用表格。", "| a |\n|---|\n| 1 |", U),
    # the user's own "not directly", and a request with no rule
    ("我不直接回答这个问题。", "ok", U),
    ("帮我看看这个报错。", "ok", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_DIRECTLY + NOT_DIRECTLY_NEAR)
def test_chinese_not_directly_and_a_task_done_for_me(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese's reason before 所以

REASON_SO = [
    ("日报要发到群里，群里看表格会乱，所以回复别用表格。", "| 店 | 销量 |\n|---|---|\n| A | 3 |", V),
    ("日报要发到群里，群里看表格会乱，所以回复别用表格。", "A 店今天卖了 3 单。", F),
    ("老板在手機上看表格很吃力，因此回覆請不要用表格。", "| 項目 | 數字 |\n|---|---|\n| 營收 | 3 |", V),
    ("老板在手機上看表格很吃力，因此回覆請不要用表格。", "本月營收 3 億。", F),
]  # fmt: skip
REASON_SO_NEAR = [
    # the table asked for with a suggestion's 吧: unread as before
    ("表格看着清楚，所以回复用表格吧。", "| a |\n|---|\n| 1 |", U),
    # a question
    ("所以呢？", "ok", NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REASON_SO + REASON_SO_NEAR)
def test_chinese_reason_before_so(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- writing code in a named language

CODE_WHEN = [
    ("Python を書くときは、字下げにタブ文字を使わないでください。", write("app/util.py", "def add(a, b):\n\treturn a + b\n"), V),
    ("Python を書く場合は、字下げにタブ文字を使わないでください。", write("Makefile", "test:\n\tpytest -q\n"), NA),
    ("写 Python 的时候别用 Tab 缩进。", write("app/util.py", "def add(a, b):\n\treturn a + b\n"), V),
    ("寫 Python 程式的時候不要用 Tab 縮排。", write("app/a.py", "def f():\n\treturn 1\n"), V),
    ("寫 Python 程式的時候不要用 Tab 縮排。", write("app/a.py", "def f():\n    return 1\n"), F),
]  # fmt: skip
CODE_WHEN_NEAR = [
    # tests, SQL's comments, documents: a condition or a reminder, unread as before
    ("テストを書くときは、pytest を使ってください。", bash("python -m unittest"), U),
    ("写 SQL 的时候，记得加注释。", "ok", U),
    ("写文档的时候别用表格。", "| a |\n|---|\n| 1 |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CODE_WHEN + CODE_WHEN_NEAR)
def test_writing_code_in_a_named_language_is_the_rules_scope(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese's bare 推 as a push

BARE_PUSH = [
    ("推 develop 的時候千萬別 force push。", bash("git push -f origin develop"), V),
    ("推 develop 的時候千萬別 force push。", bash("git push origin develop"), F),
    ("推 staging 的时候不要用 force push，会冲掉别人的提交。", gemini("git push --force origin staging"), V),
    ("推 staging 的时候不要用 force push，会冲掉别人的提交。", gemini("git push origin staging"), F),
]  # fmt: skip
BARE_PUSH_NEAR = [
    # 推荐 (recommend), 推广 (promote): no push
    ("推荐的时候别用表格。", "| a |\n|---|\n| 1 |", U),
    ("推广活动的时候别发邮件。", "ok", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BARE_PUSH + BARE_PUSH_NEAR)
def test_chinese_bare_push_as_the_rules_scope(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese's 推代码 onto a branch

PUSH_CODE = [
    ("别往 develop 上推代码，先提 PR。", bash("git push origin develop"), V),
    ("别往 develop 上推代码，先提 PR。", bash("git push origin feat/login"), F),
    # (and Taiwan's 不準 as 不准)
    ("main 上不準直接推代碼。", gemini("git push origin main"), V),
    ("main 上不準直接推代碼。", gemini("git push origin fix/typo"), F),
]  # fmt: skip
PUSH_CODE_NEAR = [
    # before pushing: a condition
    ("推代码之前先跑一遍测试。", bash("git push origin main"), U),
    # the past told
    ("我昨天把代码推到 main 了。", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSH_CODE + PUSH_CODE_NEAR)
def test_chinese_pushing_code_onto_a_branch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean's formal present of running

RUNS_WITH = [
    ("테스트는 pytest 로 돌립니다.", bash("python -m unittest"), V),
    ("테스트는 pytest 로 돌립니다.", bash("pytest -q"), F),
    ("린트는 ruff 로 돌린다.", codex("ruff check app"), F),
    ("의존성 관리는 poetry 로 씁니다.", bash("pip install requests"), V),
]  # fmt: skip
RUNS_WITH_NEAR = [
    # where and when, not with what
    ("테스트는 CI 에서 돌립니다.", bash("pytest -q"), U),
    ("이번 주에는 배포를 금요일로 돌립니다.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RUNS_WITH + RUNS_WITH_NEAR)
def test_korean_formal_present_of_running_with(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- ならない, 手を入れる, 対象外

JA_REFUSALS = [
    # ならない is "must not", no なら of a condition
    ("恐れ入りますが、返信には絵文字をお使いにならないようお願いいたします。", "承知しました😀", V),
    ("恐れ入りますが、返信には絵文字をお使いにならないようお願いいたします。", "承知しました。", F),
    ("本番サーバーで sudo を使ってはならない。", bash("sudo reboot"), V),
    # putting a hand in is editing
    ("vendor/ には手を入れないでください。", edit("vendor/lib/a.js"), V),
    ("vendor/ には手を入れないでください。", edit("src/a.js"), F),
    ("third_party/ のコードには手を加えないこと。", write("third_party/x/y.c"), V),
    # left out of what a commit holds
    (".env はコミット対象外です。", bash("git add .env && git commit -m env"), V),
    (".env はコミット対象外です。", bash("git add src/app.py && git commit -m fix"), F),
]  # fmt: skip
JA_REFUSALS_NEAR = [
    # なら of a condition stays one
    ("テストが通らないなら、push しないでください。", bash("git push origin main"), U),
    # out of a review's scope, a free hand: nothing refused
    ("このファイルはレビューの対象外です。", "ok", U),
    ("手が空いたら README を見てください。", "ok", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_REFUSALS + JA_REFUSALS_NEAR)
def test_japanese_must_not_a_hand_put_in_and_left_out(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    ("dev33r", "dev33r-zh_Hant-027"),  # 網路上抓下來的安裝腳本不要直接 pipe 給 bash 跑。
    ("dev33r_frozen", "dev33r-zh_Hant-028"),
    ("dev33s", "dev33s-ko-013"),  # curl 로 받은 스크립트를 바로 bash 로 실행하는 건 금지예요.
    ("dev33p", "dev33p-ja-020"),  # kubectl で本番の Pod を消すのは、まあやめとこうか。
    ("dev33p_frozen", "dev33p-ja-021"),
    ("dev33s_frozen", "dev33s-ja-009"),  # … kubectl delete を打てるのは夜間当番の SRE だけです。
    ("dev33s_frozen", "dev33s-ja-010"),
    (
        "dev33s",
        "dev33s-ja-026",
    ),  # … db/migrations/ 配下はDBチームの持ち物なので、こちらでは編集しません。
    ("dev33s_frozen", "dev33s-ja-025"),
    ("dev33o_frozen", "dev33o-ko-011"),  # 공용 빌드 서버니까 sudo 붙여서 뭐 깔고 그러지 마.
    ("dev33o_frozen", "dev33o-ko-012"),
    ("dev33r", "dev33r-ko-029"),  # 도커 이미지는 로컬에서 빌드하지 말고 CI 에서 빌드해야 돼요.
    ("dev33r_frozen", "dev33r-ko-030"),
    ("dev33s", "dev33s-ja-003"),  # 在庫引当ての…コミットメッセージは英語で書いてもらっています。
    ("dev33s_frozen", "dev33s-ja-004"),
    (
        "dev33p_frozen",
        "dev33p-ko-022",
    ),  # … db/migrate/*.rb 파일은 한번 머지되면 손으로 고치는 게 아니다.
    ("dev33p_frozen", "dev33p-ko-023"),
    (
        "dev33r_frozen",
        "dev33r-ja-015",
    ),  # … マージ済みなら触らない決まり、直したいときは次の番号で追加する。
    ("dev33r_frozen", "dev33r-ja-016"),
    ("dev33s_frozen", "dev33s-zh_Hant-021"),  # 診所預約系統的 main 分支大家都不直接推，…
    ("dev33o_frozen", "dev33o-zh_Hant-016"),  # 幫我整理出貨狀況的時候，表情符號一個都不要放。
    ("dev33o_frozen", "dev33o-zh_Hant-017"),
    ("dev33m_frozen", "dev33m-zh_Hans-025"),  # 写 Python 的时候别用 Tab 缩进，统一用空格。
    ("dev33n", "dev33n-zh_Hant-026"),  # 推 hotfix 的時候千萬別用 force push，會蓋掉別人的 commit。
    ("dev33n_frozen", "dev33n-zh_Hant-025"),
    ("dev33b", "dev33b-frozen-015"),  # 别往 release 分支上推代码
    ("dev33b", "dev33b-frozen-016"),
    ("dev33r", "dev33r-zh_Hans-011"),  # 不准直接往 main 推代码，必须走合并请求。
    ("dev33r", "dev33r-zh_Hans-012"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ja": 40, "zh_Hans": 25, "zh_Hant": 25, "ko": 25}


def test_the_east_parts_dev_rows_are_in_shape():
    # the other helper's languages share the file: only the east's rows are this part's
    assert_round_part("dev33t", "check-t-east", EAST, 77)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33t", texts_outside(DEV33T, DEV33T_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        DOWNLOADED + DOWNLOADED_NEAR + KANSAI + KANSAI_NEAR + ROLE_ONLY + ROLE_ONLY_NEAR + WE_DONT
        + WE_DONT_NEAR + NOTICES + NOTICES_NEAR + FORCE_INCIDENT + FORCE_INCIDENT_NEAR
        + AND_SUCH + AND_SUCH_NEAR + HANGUL_PROGRAM + HANGUL_PROGRAM_NEAR
        + JA_COMMIT + JA_COMMIT_NEAR + KEPT_STATE + KEPT_STATE_NEAR + ONLY_CLOSING
        + ONLY_CLOSING_NEAR + NOT_DIRECTLY + NOT_DIRECTLY_NEAR + REASON_SO + REASON_SO_NEAR
        + CODE_WHEN + CODE_WHEN_NEAR + BARE_PUSH + BARE_PUSH_NEAR + PUSH_CODE + PUSH_CODE_NEAR
        + RUNS_WITH + RUNS_WITH_NEAR + JA_REFUSALS + JA_REFUSALS_NEAR
    )  # fmt: skip
