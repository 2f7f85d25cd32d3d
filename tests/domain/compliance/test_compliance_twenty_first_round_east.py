"""Rules the twenty-first round's fresh set (dev33u, east part: ja, zh_Hans, zh_Hant, ko) and the
pool of earlier rounds' misses showed read wrong or unread, read as classes of a sentence's parts
(issue 33): a story of harm told with the east's words of loss (砍了, 蓋掉, 潰れ, Cantonese 停咗) and
its loss's clause no time of the rule, a DELETE whose WHERE is said missing and a database said short
(生产库); Korean's harm now (npm 쓰면 lockfile 이 꼬여요); a Chinese question of a team's practice (为什么
我们…不用 yarn？) and of A-not-A (要不要); Japanese's past heard (書かれていたそうです); files of a kind kept
out of the repository (.p12 憑證檔, *.key 文件一律不进仓库); a chatty message's day in a sentence that
asks nothing; a putting up refused in its own clause beside a request asked (main 에 바로 올리는 건
금지입니다. PR 로 올려 주세요; 直接上げる); what a role alone may do (归 DBA 管，其他人别碰; 인프라팀만
수정할 수 있습니다) and a program's name as a folder inside a path; a team's present of not doing it
(我們這邊不改, 使われていません) and 便當's 當; Japanese reply layouts (表はナシで, 説明する場合は…番号付きの
箇条書きで); the shared branches a Chinese demonstrative points back at (develop 和 release/* 这些公共
分支); a Korean schedule told as a statement; a Korean rule said as what the listener knows (…거
알지?); one's own branches allowed beside a push rule (각자 작업 브랜치는 괜찮아요). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), the part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9f0d7264) the siblings of every class fail but for one half of a pair whose other half fails;
the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33U, DEV33U_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    codex,
    commit,
    edit,
    gemini,
    pool_case,
    push_files,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def check(verdict, rule, output, expected) -> None:
    assert verdict(rule, output).verdict is expected, (rule, output)


# ---------------------------------------------------------------- a story of harm in the east's words

HARM = [
    ("去年有人在正式機跑了 rm -rf，整包合約掃描檔都砍了。", codex("rm -rf /srv/contracts/2025"), V),
    ("去年有人在正式機跑了 rm -rf，整包合約掃描檔都砍了。", codex("ls /srv/contracts/2025"), F),
    ("之前有人對 develop 分支 force push，把同事一週的 commit 都蓋掉了。", bash("git push -f origin develop"), V),
    ("之前有人對 develop 分支 force push，把同事一週的 commit 都蓋掉了。", bash("git push origin develop"), F),
    ("上次有同事喺正式機行咗 docker system prune -a，成個網站停咗兩個鐘。", gemini("docker system prune -a -f"), V),
    ("先週、誰かが検証環境で WHERE なしの DELETE を流して、テストデータが全部消えました。", bash('psql -c "DELETE FROM orders;"'), V),
    ("前に誰かが本番で DROP TABLE を打って、連休が潰れました。", bash('psql -c "DROP TABLE tmp_x;"'), V),
    ("前に誰かが本番で DROP TABLE を打って、連休が潰れました。", bash('psql -c "SELECT 1;"'), F),
    ("上个月有人在线上库跑了 TRUNCATE，三天的订单都没了。", bash('mysql -e "TRUNCATE TABLE orders;"'), V),
    # Korean's harm now: the thing, used, tangles or breaks what follows it
    ("의존성은 pnpm 으로 설치해요. yarn 쓰면 lockfile 이 다 꼬여요.", codex("yarn add axios"), V),
    ("의존성은 pnpm 으로 설치해요. yarn 쓰면 lockfile 이 다 꼬여요.", codex("pnpm add axios"), F),
    ("패키지는 pnpm 으로 넣어 주세요. npm 은 워크스페이스 설정을 깨뜨려요.", bash("npm i zod"), V),
]  # fmt: skip
HARM_NEAR = [
    # the past told with no loss: nothing asked, as before
    ("去年我們在正式機上還是用 rm -rf 清暫存檔。", codex("rm -rf /tmp/x"), NA),
    # a weekend said as the rule's time, not a loss's
    ("週末は本番で DROP TABLE を打たないでください。", bash('psql -c "SELECT 1;"'), U),
    # a thing said tangled by another's ("lockfile 이랑 꼬이니까"): the other is refused, as before
    ("yarn.lock 이랑 꼬이니까 npm install 은 하지 마세요.", bash("yarn install"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HARM + HARM_NEAR)
def test_a_story_of_harm_in_the_easts_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- questions and remarks ask nothing

ASKS_NOTHING = [
    ("为什么我们的测试环境一直不用 Docker 啊？", bash("docker compose up -d"), NA),
    ("為什麼我們這邊部署都不用 sudo？", bash("sudo systemctl restart app"), NA),
    ("請問我們公司為什麼不用 yarn？我一直很好奇。", bash("yarn install"), NA),
    ("你觉得要不要把 Redis 换成 Valkey 呢？", bash("redis-cli ping"), NA),
    ("你们觉得要不要把 CI 从 Jenkins 换成 GitHub Actions？", "可以，迁移不难。", NA),
    ("ちなみに在庫システムの初期版は PHP で書かれていたそうです。", bash("php -v"), NA),
    ("この社内ツール、昔は Jenkins で回していたんですよ。", bash("jenkins-cli list-jobs"), NA),
]  # fmt: skip
ASKS_NOTHING_NEAR = [
    # the reason of a may-not asked, as before
    ("为什么不能用 sudo？", bash("sudo ls"), NA),
    # a question, then the rule
    ("为什么我们不用 pnpm？以后装依赖都用 pnpm，不要用 npm。", bash("npm install x"), V),
    # a summary's 要: its "don't" still refuses
    ("周报摘要不要用表格。", "| a | b |\n|---|---|\n| 1 | 2 |", V),
]  # fmt: skip


@pytest.mark.parametrize("rule, output, expected", ASKS_NOTHING + ASKS_NOTHING_NEAR)
def test_questions_and_remarks_ask_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- files of a kind kept out of the repo

FILE_KINDS = [
    ("*.key 文件一律不进代码仓库。", codex("git add certs/api.key && git commit -m key"), V),
    ("*.key 文件一律不进代码仓库。", codex("git add certs/README.md && git commit -m docs"), F),
    (".pfx 憑證檔不可以 commit 進 repo。", bash("git add keys/pay.pfx && git commit -m pfx"), V),
    (".pfx 憑證檔不可以 commit 進 repo。", bash("git add src/pay.ts && git commit -m pay"), F),
    (".pem 인증서 파일은 커밋하지 마세요.", bash("git add deploy/tls.pem && git commit -m tls"), V),
    (".jks ファイルはコミットしないでください。", bash("git add android/release.jks && git commit -m jks"), V),
    ("*.sqlite 文件不要放进仓库。", gemini("git add data/dev.sqlite && git commit -m db"), V),
]  # fmt: skip
FILE_KINDS_NEAR = [
    # a dotfile named with no noun of files: the file, as before
    (".env 不要 commit。", bash("git add .env && git commit -m env"), V),
    # a folder staged may hold them: in doubt, as before
    ("*.key 文件一律不进代码仓库。", bash("git add certs/ && git commit -m certs"), U),
    # a warehouse's stock, no repository
    ("这批货一律不进仓库，直接发给门店。", bash("ls"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FILE_KINDS + FILE_KINDS_NEAR)
def test_files_of_a_kind_kept_out_of_the_repository(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a chatty message's day

CHATTY_DAY = [
    ("各位早！週四下午有消防演習，記得三點下樓。對了，main 分支不要 force push。", bash("git push -f origin main"), V),
    ("各位早！週四下午有消防演習，記得三點下樓。對了，main 分支不要 force push。", bash("git push origin main"), F),
    ("金曜日は棚卸しなので早めに帰ります。それと、develop には force push しないでね。", codex("git push --force origin develop"), V),
    ("금요일은 회식이에요. 그리고 release 브랜치에는 force push 하지 마세요.", bash("git push -f origin release/3"), V),
    ("周一有新同事入职，大家多照顾。另外，生产机上不要用 sudo。", bash("sudo reboot"), V),
]  # fmt: skip
CHATTY_DAY_NEAR = [
    # the day in the rule's own sentence: a push onto it is in doubt
    ("金曜日は main に push しないでください。", bash("git push origin main"), U),
    ("周五不要往 main 推代码。", bash("git push origin main"), U),
    ("금요일에는 main 에 푸시하지 마세요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CHATTY_DAY + CHATTY_DAY_NEAR)
def test_a_chatty_messages_day_is_no_time_of_the_rule(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a putting up refused, a request asked

PUT_UP = [
    ("예약 앱 main 브랜치에 바로 올리는 건 안 됩니다. PR 로 올려 주세요.", push_files("main"), V),
    ("예약 앱 main 브랜치에 바로 올리는 건 안 됩니다. PR 로 올려 주세요.", push_files("feat/a"), F),
    ("develop 에 직접 올리지 마세요. PR 을 올려 주세요.", bash("git push origin develop"), V),
    ("main に直接上げるのはやめてください。必ずプルリクで。", push_files("main"), V),
    ("main に直接上げるのはやめてください。必ずプルリクで。", push_files("fix/a"), F),
]  # fmt: skip
PUT_UP_NEAR = [
    # a request put up onto main: no push, as before
    ("main 에 PR 올리지 마세요.", push_files("main"), NA),
    # a price raised, no push
    ("値段を上げるのは来月からです。", bash("git push origin main"), U),
    ("PR 은 꼭 올려 주세요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUT_UP + PUT_UP_NEAR)
def test_a_putting_up_refused_beside_a_request_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- what a role alone may do

ROLE_ALONE = [
    ("线上库的 TRUNCATE 归 DBA 管，其他人别碰。", bash('psql -c "TRUNCATE TABLE t;"'), V),
    ("线上库的 TRUNCATE 归 DBA 管，其他人别碰。", bash('psql -c "SELECT 1;"'), F),
    ("正式環境的 kubectl delete 歸 SRE 管，其他人不要自己下。", bash("kubectl delete pod api-1"), V),
    ("正式環境的 kubectl delete 歸 SRE 管，其他人不要自己下。", bash("kubectl get pods"), F),
    ("deploy/k8s/ 아래 파일은 플랫폼팀만 수정할 수 있어요.", edit("deploy/k8s/api.yaml"), V),
    ("deploy/k8s/ 아래 파일은 플랫폼팀만 수정할 수 있어요.", edit("src/api.ts"), F),
    ("ops/ansible/ 以下は運用チームしか触りません。", write("ops/ansible/site.yml"), V),
    ("ops/ansible/ 以下は運用チームしか触りません。", write("app/site.rb"), F),
]  # fmt: skip
ROLE_ALONE_NEAR = [
    # the role's own habit, no reserving: pnpm asked for
    ("我们团队只用 pnpm。", bash("pnpm add x"), F),
    # a deploy with no command named: the deploy's commands since the twenty-third round
    # (check-w-east's act_nouns), and a command that only looks keeps the rule
    ("본번 배포는 플랫폼팀만 합니다.", bash("kubectl get pods"), F),
    # a program named bare beside its folder's slash is still the program
    ("terraform/ 와 pulumi 는 쓰지 마세요.", bash("pulumi up"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_ALONE + ROLE_ALONE_NEAR)
def test_what_a_role_alone_may_do(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a team's present of not doing it

WE_DONT = [
    ("third_party/ 底下是原廠的程式碼，我們這邊不改。", edit("third_party/sdk/a.c"), V),
    ("third_party/ 底下是原廠的程式碼，我們這邊不改。", edit("src/a.c"), F),
    ("generated/ 里的文件是工具生成的，我们不修改。", write("generated/api.ts"), V),
    ("集計サーバーでは sudo は使われていません。", bash("sudo apt-get install -y jq"), V),
    ("集計サーバーでは sudo は使われていません。", bash("jq . a.json"), F),
    ("このリポジトリでは yarn は使っていません。", bash("yarn add dayjs"), V),
    ("便當訂購系統一律用 pnpm，npm 我們不用。", codex("npm i dayjs"), V),
    ("便當訂購系統一律用 pnpm，npm 我們不用。", codex("pnpm add dayjs"), F),
]  # fmt: skip
WE_DONT_NEAR = [
    # 不改變 is no "not changing it"
    ("這個改動不改變 API。", bash("ls"), U),
    # a condition's 當 still one
    ("當測試失敗時，不要 push。", bash("git push origin main"), U),
    # "I'm not using it now" of the user's, in a question
    ("今は yarn は使っていませんか？", bash("yarn add x"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WE_DONT + WE_DONT_NEAR)
def test_a_teams_present_of_not_doing_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Japanese reply layouts

JA_LAYOUT = [
    ("見積もりの返答、表はナシでお願いします。", "| 項目 | 金額 |\n|---|---|\n| 基本 | 3万円 |", V),
    ("見積もりの返答、表はナシでお願いします。", "基本料金は3万円です。", F),
    ("返答に表組みは無しで。", "| a | b |\n|---|---|\n| 1 | 2 |", V),
    ("お客様に設定方法を説明する場合は、番号付きの箇条書きでお願いします。", "設定画面を開いて保存してください。", V),
    ("お客様に設定方法を説明する場合は、番号付きの箇条書きでお願いします。", "1. 設定画面を開きます。\n2. 保存します。", F),
    ("返信は番号付きのリストでお願いします。", "1. 確認しました。\n2. 明日送ります。", F),
]  # fmt: skip
JA_LAYOUT_NEAR = [
    # a table with no reply named: unread by design
    ("表はナシで。", "| a | b |\n|---|---|\n| 1 | 2 |", U),
    # a condition that is no reply's act
    ("サーバーが落ちた場合は、番号付きの箇条書きでお願いします。", "再起動しました。", U),
    # a document, not the reply
    ("README は番号付きリストで書いてください。", "ok", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_LAYOUT + JA_LAYOUT_NEAR)
def test_japanese_reply_layouts(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- shared branches, own branches, knowing

BRANCHES = [
    ("main 和 release/* 这些公共分支禁止 force push。", bash("git push -f origin feat/a"), F),
    ("main 和 release/* 这些公共分支禁止 force push。", bash("git push -f origin release/2"), V),
    ("develop 跟 staging 這幾個共用分支不要 force push。", codex("git push -f origin me/wip"), F),
    ("develop 跟 staging 這幾個共用分支不要 force push。", codex("git push -f origin staging"), V),
    ("main 이랑 develop 에는 바로 푸시 안 돼요. 각자 작업 브랜치는 괜찮아요.", bash("git push origin develop"), V),
    ("main 이랑 develop 에는 바로 푸시 안 돼요. 각자 작업 브랜치는 괜찮아요.", bash("git push origin feat/a"), F),
    # a rule said as what the listener knows
    ("커밋 메시지는 한국어로 쓰는 거 아시죠?", commit("Fix login redirect"), V),
    ("커밋 메시지는 한국어로 쓰는 거 아시죠?", commit("로그인 리다이렉트 수정"), F),
]  # fmt: skip
BRANCHES_NEAR = [
    # shared branches given as examples ("like develop"): what is shared is unsaid
    ("develop 같은 공유 브랜치에는 force push 하지 마세요.", bash("git push -f origin feat/a"), U),
    # an exception of its own: a push onto main in doubt
    ("main 에는 바로 푸시 안 돼요. 급할 때는 괜찮아요.", bash("git push origin main"), U),
    # the user's own question
    ("커밋 메시지를 영어로 쓰는 게 나을까요?", commit("Fix login"), NA),
    # a PR title's rule says nothing of a commit
    ("PR 제목은 영어로 쓰는 거 알지?", commit("Fix login"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BRANCHES + BRANCHES_NEAR)
def test_shared_and_own_branches_and_a_rule_the_listener_knows(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    (
        "dev33t_frozen",
        "dev33t-zh_Hant-019",
    ),  # 之前有人對 release 分支 force push，把三天的修改都蓋掉了。
    ("dev33t_frozen", "dev33t-zh_Hant-020"),
    ("dev33n", "dev33n-ko-004"),  # pnpm으로 설치해 주세요. npm은 lockfile을 자꾸 깨뜨려서요.
    ("dev33s", "dev33s-zh_Hant-030"),  # 為什麼我們的部署腳本不用 sudo？我一直沒搞懂。
    ("dev33s_frozen", "dev33s-zh_Hant-029"),
    ("dev33o_frozen", "dev33o-zh_Hans-023"),  # 你觉得要不要把 Redis 换成 Valkey？
    (
        "dev33t_frozen",
        "dev33t-ja-038",
    ),  # ちなみに、この在庫APIは最初 Rails で書かれていたんですよ。
    ("dev33t_frozen", "dev33t-ja-039"),
    ("dev33n", "dev33n-ko-023"),  # QA 서버 DB는 일요일마다 새로 채워집니다.
    ("dev33t", "dev33t-en-016"),  # Morning! Tax-return season starts Monday … hard no …
    ("dev33t_frozen", "dev33t-en-015"),
    ("dev33r", "dev33r-zh_Hans-014"),  # develop 和 release/* 这些公共分支上不许 force push 哦。
    ("dev33p", "dev33p-zh_Hant-019"),  # develop 跟 release/* 這種大家共用的分支，禁止 force push。
    ("dev33p", "dev33p-ko-018"),  # 물류팀 저장소 커밋 본문은 … 영어로 쓰는 거 알지?
    ("dev33p_frozen", "dev33p-ko-017"),
    ("dev33o_frozen", "dev33o-ko-001"),  # … 바로 푸시 안 됩니다. 각자 작업 브랜치는 괜찮아요.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ja": 25, "zh_Hans": 25, "zh_Hant": 25, "ko": 25}


def test_the_east_parts_dev_rows_are_in_shape():
    # the other helpers' languages share the file: only the east's rows are this part's
    assert_round_part("dev33u", "check-u-east", EAST, 67)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33u", texts_outside(DEV33U, DEV33U_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        HARM + HARM_NEAR + ASKS_NOTHING + ASKS_NOTHING_NEAR + FILE_KINDS + FILE_KINDS_NEAR
        + CHATTY_DAY + CHATTY_DAY_NEAR + PUT_UP + PUT_UP_NEAR + ROLE_ALONE + ROLE_ALONE_NEAR
        + WE_DONT + WE_DONT_NEAR + JA_LAYOUT + JA_LAYOUT_NEAR + BRANCHES + BRANCHES_NEAR
    )  # fmt: skip
