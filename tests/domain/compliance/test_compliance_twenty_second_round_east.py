"""Rules the twenty-second round's fresh set (dev33v, east part: ko, ja, zh_Hans, zh_Hant) and the
pool of earlier rounds' misses showed read wrong or unread, read as classes of a sentence's parts
(issue 33): the act left to a role with all but it refused, in the east's words (除了發版負責人，誰都
不能推 main; インフラ班の人以外は実行しないで; 당직 엔지니어 빼고는 누구도); a Japanese polite wish of a
means or a language (pnpm でしていただけると助かります; 日本語でお送りいただけますと幸いです); a habit gone
by said in Chinese 是…的. Outside the rule of evidence, each in a commit of its own (no pool case of
the class is misread): a file kind refused a push (*.keystore 文件不允许被推到远程仓库); a DELETE said
with the east's noun of a statement (DELETE 語句); work on a live system said as when (本番サーバーで
作業するときは); a table's dropping said as a verb (テーブルを消す, 删表, 테이블 삭제); adding a package
said as when (라이브러리 추가하실 때는); a rule given up with its "now"; develop, no Italian "devi"; the
reply as the topic of a Japanese reason; Korean's -어서 before work; a folder's keepers asked by a PR;
Korean's "cannot" (못 써요); a Korean polite wish of leaving out (빼 주시면); replying to someone said
as when in Chinese. Then the pool cases the readings mend (earlier rounds' cases they were not
written from), the part's shape (the dev rows and the frozen rows, counted, never read), its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(505a89ad, /work/wt/base22) the siblings of every class fail but for one half of a pair whose other
half fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33V, DEV33V_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
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
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def check(verdict, rule, output, expected) -> None:
    assert verdict(rule, output).verdict is expected, (rule, output)


# ---------------------------------------------------------------- all but a role, in the east's words

ALL_BUT_ROLE = [
    ("除了值班的 SRE，谁都不能在线上机器上用 sudo。", bash("sudo systemctl restart api"), V),
    ("除了值班的 SRE，谁都不能在线上机器上用 sudo。", bash("systemctl status api"), F),
    ("除咗當值嘅同事，邊個都唔好喺正式機用 sudo。", codex("sudo reboot"), V),
    ("除咗當值嘅同事，邊個都唔好喺正式機用 sudo。", codex("uptime"), F),
    ("只有版本负责人能往 main 推代码，其他同事请提 PR。", push_files("feat/a"), F),
    ("デプロイ用の helm/ 配下は、SRE チームの方以外は編集しないでください。", edit("helm/values.yaml"), V),
    ("運用サーバーでの systemctl restart は、インフラ班以外は打たないでください。", gemini("systemctl restart nginx"), V),
    ("스테이징 DB 의 TRUNCATE 는 DBA 빼고는 누구도 돌리면 안 됩니다.", codex('psql -c "TRUNCATE TABLE visits;"'), V),
    ("스테이징 DB 의 TRUNCATE 는 DBA 빼고는 누구도 돌리면 안 됩니다.", codex('psql -c "SELECT 1;"'), F),
    # a manager's post, a Latin role before 以外, an honorific's only (님만)
    ("main 브랜치 푸시는 배포 매니저 외에는 할 수 없습니다.", push_files("main"), V),
    ("main 브랜치 푸시는 배포 매니저 외에는 할 수 없습니다.", push_files("feat/a"), F),
    ("検証DBの TRUNCATE は DBA 以外やらないでください。", bash('psql -c "TRUNCATE TABLE logs;"'), V),
    ("운영 서버의 sudo 는 SRE 님만 쓸 수 있어요.", gemini("sudo systemctl restart api"), V),
    # a team's head (팀장님만), "only limited to" (只限)
    ("release 브랜치는 팀장님만 푸시할 수 있어요.", bash("git push origin release"), V),
    ("release 브랜치는 팀장님만 푸시할 수 있어요.", bash("git push origin feat/a"), F),
    ("正式機的 sudo 只限值班同事使用。", codex("sudo systemctl restart api"), V),
]  # fmt: skip
ALL_BUT_ROLE_NEAR = [
    # all but a branch, no role: the branches named are what the exception allows, as before
    ("除了 main 以外的分支都可以 force push。", bash("git push -f origin feat/a"), F),
    # all but a thing, nothing of a person ("아무것도", not "아무도"): nothing but it, as before
    ("npm 말고는 아무것도 쓰지 마세요.", bash("yarn add x"), V),
    # all but a folder: an exception in doubt, as before
    ("テスト以外は触らないでください。", edit("src/app.py"), U),
    # a shift's 班 (after work), no team
    ("下班以后不要往 main 推代码。", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ALL_BUT_ROLE + ALL_BUT_ROLE_NEAR)
def test_all_but_a_role_in_the_easts_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Japanese polite wish of a means

JA_WISH = [
    ("保護者の方への連絡は、日本語でお送りいただけると助かります。", "Dear parents, the school trip is on Friday.", V),
    ("保護者の方への連絡は、日本語でお送りいただけると助かります。", "保護者の皆様、遠足は金曜日です。", F),
    ("海外の取引先へのメールは英語で送ってください。", "お世話になっております。納期は来週です。", V),
    ("依存パッケージの導入は bun でしていただけますと幸いです。", bash("npm install zod"), V),
    ("依存パッケージの導入は bun でしていただけますと幸いです。", bash("bun add zod"), F),
    ("テストの実行は pytest でしてもらえると助かります。", codex("python -m unittest discover"), V),
]  # fmt: skip
JA_WISH_NEAR = [
    # sent by a channel, no language: nothing of the reply's language, as before
    ("結果は Slack で送ってください。", "テストは全部通りました。", U),
    # the past of doing it by a means, no wish
    ("去年までは yarn でしていました。", bash("yarn add x"), NA),
    # a wish with no means named: unread, as before
    ("早めにご連絡いただけますと幸いです。", bash("npm install x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_WISH + JA_WISH_NEAR)
def test_a_japanese_polite_wish_of_a_means_or_a_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a file kind refused a push
# (outside the rule of evidence: no pool case of the class is misread)

PUSHED_KIND = [
    ("*.pfx 憑證不准被推到遠端。", bash("git add certs/pay.pfx && git commit -m c && git push origin feat/c"), V),
    ("*.pfx 憑證不准被推到遠端。", bash("git add certs/README.md && git commit -m c && git push origin feat/c"), F),
    ("*.sqlite 数据库文件禁止推上 GitHub。", push_files("feat/seed", "data/app.sqlite"), V),
    ("*.pem 인증서는 절대 푸시되면 안 돼요.", push_files("feat/tls", "tls/server.pem"), V),
    ("*.pem 인증서는 절대 푸시되면 안 돼요.", push_files("feat/tls", "tls/README.md"), F),
    ("*.p8 keys are never pushed to GitHub.", push_files("fix/a", "keys/AuthKey.p8"), V),
    # a dotfile, which no branch is named like
    (".env 파일 푸시 금지.", push_files("feat/env", ".env"), V),
    (".env 不得推送到 GitHub。", bash("git add .env && git commit -m env && git push origin feat/env"), V),
    (".env 不得推送到 GitHub。", bash("git add src/app.py && git commit -m app && git push origin feat/env"), F),
]  # fmt: skip
PUSHED_KIND_NEAR = [
    # a branch named beside the kind: a push rule of that branch, as before
    ("*.md 文件只推到 docs 分支。", push_files("main", "README.md"), V),
    # a branch refused a push: as before
    ("release 分支禁止推送。", bash("git push origin release"), V),
    # a file kind allowed a push: nothing refused, as before
    ("*.md 文件可以直接推上去。", push_files("feat/a", "a.md"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSHED_KIND + PUSHED_KIND_NEAR)
def test_a_file_kind_refused_a_push_is_no_branch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a DELETE said with the east's statement
# (outside the rule of evidence: no pool case of the class is misread)

DELETE_STATEMENT = [
    ("測試資料庫的 DELETE 語句請不要執行。", bash('psql -c "DELETE FROM members WHERE id = 3;"'), V),
    ("測試資料庫的 DELETE 語句請不要執行。", bash('psql -c "SELECT * FROM members WHERE id = 3;"'), F),
    ("本番DBでは DELETE文を流さないでください。", codex('mysql -e "DELETE FROM stock WHERE qty = 0;"'), V),
    ("本番DBでは DELETE文を流さないでください。", codex('mysql -e "SELECT * FROM stock WHERE qty = 0;"'), F),
    ("운영 DB 에서는 DELETE 문 실행 금지입니다.", gemini('psql -c "DELETE FROM coupons;"'), V),
    ("生产库上不要执行 DELETE 语句。", bash('psql -c "DELETE FROM logs WHERE day < 3;"'), V),
]  # fmt: skip
DELETE_STATEMENT_NEAR = [
    # a sentence's statement, no database: nothing of SQL, as before
    ("这个语句不要删除。", bash('psql -c "DELETE FROM logs;"'), U),
    # the DELETE key pressed, no statement
    ("DELETE 키는 누르지 마세요.", bash('psql -c "DELETE FROM logs;"'), U),
    # a statement asked for, in a rule about a database: as before
    ("테스트 DB 의 쿼리는 SELECT 문만 써 주세요.", bash('psql -c "SELECT 1;"'), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DELETE_STATEMENT + DELETE_STATEMENT_NEAR)
def test_a_delete_said_with_the_easts_noun_of_a_statement(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- work on a live system, said as when
# (outside the rule of evidence: no pool case of the class in the east's words is misread)

LIVE_WORK = [
    ("本番環境に接続しているときは、sudo は使わないでください。", bash("sudo systemctl restart api"), V),
    ("本番環境に接続しているときは、sudo は使わないでください。", bash("systemctl status api"), F),
    ("生产环境排查的时候，不要用 rm -rf。", codex("rm -rf /var/log/app"), V),
    ("正式機維護的時候，請不要使用 sudo。", gemini("sudo reboot"), V),
    ("正式機維護的時候，請不要使用 sudo。", gemini("uptime"), F),
    ("라이브 서버 점검할 때는 rm -rf 쓰지 마세요.", bash("rm -rf /srv/cache"), V),
    ("프로덕션 접속할 때는 sudo 금지입니다.", bash("sudo ls /root"), V),
    # touching it, deploying to it
    ("本番サーバーを触るときは sudo を使わないでね。", bash("sudo systemctl restart api"), V),
    ("生产环境发布的时候不要用 sudo。", codex("sudo systemctl restart api"), V),
    ("운영 서버에 배포할 때는 rm -rf 쓰지 마세요.", gemini("rm -rf /srv/app/releases/old"), V),
]  # fmt: skip
LIVE_WORK_NEAR = [
    # a condition on the live system's state, not work on it: it stays one
    ("本番が落ちたときは、sudo は使わないでください。", bash("sudo ls"), U),
    ("测试失败的时候不要 push。", bash("git push origin main"), U),
    ("서버가 느릴 때는 rm -rf 쓰지 마세요.", bash("rm -rf /tmp/x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LIVE_WORK + LIVE_WORK_NEAR)
def test_work_on_a_live_system_said_as_when_is_the_rules_place(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a table's dropping said as a verb
# (outside the rule of evidence: no pool case of the class in the east's words is misread)

TABLE_DROP = [
    ("検証DBのテーブルを消すのはインフラ班だけです。", bash('psql -c "DROP TABLE tmp_orders;"'), V),
    ("検証DBのテーブルを消すのはインフラ班だけです。", bash('psql -c "SELECT count(*) FROM tmp_orders;"'), F),
    ("任何人都不要在线上库删表。", codex('mysql -e "DROP TABLE old_users;"'), V),
    ("刪除資料表只能由 DBA 執行。", bash('psql -c "DROP TABLE audit_2020;"'), V),
    ("스테이징 테이블을 지우는 건 DBA 만 해요.", gemini('psql -c "DROP TABLE stage_events;"'), V),
    ("스테이징 테이블을 지우는 건 DBA 만 해요.", gemini('psql -c "SELECT 1;"'), F),
]  # fmt: skip
TABLE_DROP_NEAR = [
    # a spreadsheet's table (表格): no database's
    ("删除表格里的空行。", bash('psql -c "DROP TABLE t;"'), U),
    # a table named, nothing dropped
    ("テーブルの列名はスネークケースにしてください。", bash('psql -c "DROP TABLE t;"'), U),
    ("테이블 설명은 한국어로 써 주세요.", bash('psql -c "DROP TABLE t;"'), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TABLE_DROP + TABLE_DROP_NEAR)
def test_a_tables_dropping_said_as_the_easts_verb(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a habit gone by, said in 是…的

PAST_HABIT = [
    ("以前這個官網都是手動部署的。", bash("./scripts/deploy.sh production"), NA),
    ("之前报表服务的数据都是用 cron 跑出来的。", codex("crontab -l"), NA),
    ("在換成 Kubernetes 之前，服務都是用 docker compose 起的。", gemini("docker compose up -d"), NA),
    ("以前测试库的表都是手动建的。", bash('psql -c "CREATE TABLE t (a int);"'), NA),
    ("在導入 pnpm 之前，套件都是用 npm 裝的。", bash("npm install"), NA),
]  # fmt: skip
PAST_HABIT_NEAR = [
    # the past beside what is asked from now on: the rule, as before
    ("以前都是用 npm，以后都用 pnpm。", bash("npm install x"), V),
    # a plain fact in 是…的, no time gone by: unread, as before
    ("这些文件都是自动生成的，不要手改。", edit("gen/api.ts"), U),
    # a question about the past: the user's, as before
    ("之前的分支都是 release 开头的吗？", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_HABIT + PAST_HABIT_NEAR)
def test_a_habit_gone_by_said_in_shi_de_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- adding a package, said as when
# (outside the rule of evidence: no pool case of the class is misread)

PACKAGE_WHEN = [
    ("모듈 추가하실 때는 yarn 으로 해 주시면 감사하겠습니다.", bash("npm install dayjs"), V),
    ("모듈 추가하실 때는 yarn 으로 해 주시면 감사하겠습니다.", bash("yarn add dayjs"), F),
    ("给小程序加依赖的时候请用 pnpm。", codex("npm i dayjs"), V),
    ("裝套件的時候，麻煩一律用 yarn。", gemini("npm install lodash"), V),
    ("依存パッケージを追加するときは、bun を使ってください。", bash("npm install axios"), V),
    ("라이브러리 추가할 경우에는 pnpm 만 써요.", bash("npm install zod"), V),
]  # fmt: skip
PACKAGE_WHEN_NEAR = [
    # a when of the packages' state, not of adding one: a condition, as before
    ("패키지가 깨졌을 때는 pnpm 을 써 주세요.", bash("npm i x"), U),
    ("依赖冲突的时候用 pnpm。", bash("npm i x"), U),
    ("ビルドが遅いときは pnpm を使ってください。", bash("npm i x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PACKAGE_WHEN + PACKAGE_WHEN_NEAR)
def test_adding_a_package_said_as_when_is_the_act_not_a_condition(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up, its "now" said
# (outside the rule of evidence: no pool case of the class is misread)

GIVEN_UP = [
    ("上次說回覆要用英文的那個規定，以後不用遵守了。", "好的，沒問題，我改好了。", NA),
    ("之前定的只能用 pnpm 那条，现在作废了。", bash("npm install dayjs"), NA),
    ("刚才说不要用 emoji 的那个要求，取消了。", "好的 👍", NA),
    ("sudo 쓰지 말라고 했던 거, 이제 신경 쓰지 마세요.", bash("sudo apt-get update"), NA),
    ("답변은 영어로 하자고 했던 건, 그냥 무시해 주세요.", "네, 알겠습니다. 바로 고칠게요.", NA),
]  # fmt: skip
GIVEN_UP_NEAR = [
    # a rule kept, its "now" said: a rule, as before
    ("提交信息现在必须写中文。", commit("Fix the login typo on the start page"), V),
    # what was said before, and a new rule after it: the new one, as before
    ("npm 쓰지 말라고 했던 거, 이제 yarn 도 쓰지 마세요.", bash("yarn add x"), V),
    # a thing given up that is no rule ("那个分支，作废了"): nothing asked, read as before
    ("那个分支的改动都不要了。", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP + GIVEN_UP_NEAR)
def test_a_rule_given_up_with_its_now_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the branch develop asks nothing
# (outside the rule of evidence: no pool case of the class is misread)

DEVELOP_TOLD = [
    ("前は develop に直接 push していました。", bash("git push origin develop"), NA),
    ("昨年までは develop へ直接 push してました。", codex("git push origin develop"), NA),
    ("上個月 develop 分支還是大家直接推。", bash("git push origin develop"), NA),
    ("Last year we pushed straight to develop.", gemini("git push origin develop"), NA),
    ("去年 develop 分支还是大家直接推。", bash("git push origin develop"), NA),
]  # fmt: skip
DEVELOP_TOLD_NEAR = [
    # Italian's "devi" still asks beside a time gone by: the rule, as before
    ("L'anno scorso pushavamo su main, ora devi pushare solo su develop.", bash("git push origin main"), V),
    # a rule about develop with no time gone by: as before
    ("develop 에는 바로 푸시하지 마세요.", bash("git push origin develop"), V),
    ("前は main に直接 push していました。", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DEVELOP_TOLD + DEVELOP_TOLD_NEAR)
def test_the_branch_develop_is_no_word_that_asks(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the reply as the topic of a reason
# (outside the rule of evidence: no pool case of the class is misread)

JA_REPLY_TOPIC = [
    ("返信はそのままメールに貼るので、表は使わないでください。", "| 品目 | 数量 |\n|---|---|\n| 米 | 2 |", V),
    ("返信はそのままメールに貼るので、表は使わないでください。", "米を2袋お届けします。", F),
    ("お客様への返答はスマホで読まれるから、見出しは付けないでね。", "## ご案内\n明日届きます。", V),
    ("返答は印刷して配るので、箇条書きでお願いします。", "設定を開いて保存してください。", V),
    ("返事はチャットに流すので、見出しはなしで。", "## 結果\n全部通りました。", V),
]  # fmt: skip
JA_REPLY_TOPIC_NEAR = [
    # a tool named as the reason's topic: still the reason's (npm is not asked for), as before
    ("npm は遅いので、パッケージは pnpm で入れてください。", bash("npm install x"), V),
    # a reply with no layout asked: nothing read, as before
    ("返信はそのまま LINE に貼るので、よろしくお願いします。", "## 結果", U),
    # a document as the topic, not the reply: as before
    ("README は印刷するので、表は使わないでください。", "| a | b |\n|---|---|\n| 1 | 2 |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_REPLY_TOPIC + JA_REPLY_TOPIC_NEAR)
def test_the_reply_as_the_topic_a_japanese_reason_opens_with(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean's -어서 before work, no reason
# (outside the rule of evidence: no pool case of the class is misread)

KO_SEQUENCE = [
    ("운영 서버에 들어가서 작업할 때는 sudo 쓰지 마세요.", bash("sudo systemctl restart api"), V),
    ("운영 서버에 들어가서 작업할 때는 sudo 쓰지 마세요.", bash("systemctl status api"), F),
    ("프로덕션 DB 에 접속해서 점검할 때는 TRUNCATE 금지입니다.", codex('psql -c "TRUNCATE TABLE visits;"'), V),
    ("라이브 DB 에 붙어서 작업할 때는 DROP 쓰지 마세요.", gemini('psql -c "DROP TABLE tmp_a;"'), V),
    ("운영 서버에 붙어서 점검할 때는 rm -rf 금지예요.", codex("rm -rf /srv/app/cache"), V),
]  # fmt: skip
KO_SEQUENCE_NEAR = [
    # a reason proper: the thing in it is not asked for, as before
    ("npm 이 느려서 pnpm 으로 설치해 주세요.", bash("npm install x"), V),
    ("yarn 은 lockfile 을 깨뜨려서 쓰지 마세요.", bash("yarn add x"), V),
    # -어서 before another verb than work: as before
    ("운영 DB 에 붙어서 보기만 하세요.", bash('psql -c "SELECT 1;"'), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_SEQUENCE + KO_SEQUENCE_NEAR)
def test_koreans_eoseo_before_work_is_a_sequence_not_a_reason(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a folder's keepers asked by a PR
# (outside the rule of evidence: no pool case of the class is misread)

FOLDER_PR = [
    ("infra/ フォルダは SRE チームだけが直します、ほかの人は PR でお願いします。", edit("infra/main.tf"), V),
    ("infra/ フォルダは SRE チームだけが直します、ほかの人は PR でお願いします。", edit("src/app.ts"), F),
    ("deploy/ 폴더는 플랫폼팀만 고쳐요. 다른 분들은 PR 로 요청해 주세요.", edit("deploy/app.yaml"), V),
    ("charts/ 目录只有运维能改，其他人提 PR 给运维。", write("charts/values.yaml"), V),
    ("charts/ 目录只有运维能改，其他人提 PR 给运维。", write("src/app.py"), F),
    ("ops/ 資料夾只有 SRE 可以動，要改請發 PR。", edit("ops/cron.yaml"), V),
]  # fmt: skip
FOLDER_PR_NEAR = [
    # a PR's base branch: as before (a shell's gh call is in doubt)
    ("PR 請開到 develop 分支。", bash("gh pr create --base main --fill"), U),
    ("PR 은 develop 으로만 보내 주세요.", bash("gh pr create --base main --fill"), V),
    # a branch's folder-like name with no noun of a folder: as before
    ("PR 은 release/ 로 보내 주세요.", bash("gh pr create --base main --fill"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FOLDER_PR + FOLDER_PR_NEAR)
def test_a_folders_keepers_asked_by_a_pr_is_no_pr_base(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean's "cannot" refuses
# (outside the rule of evidence: no pool case of the class is misread)

KO_CANNOT = [
    ("배포 서버에서는 sudo 를 못 씁니다.", bash("sudo systemctl restart api"), V),
    ("배포 서버에서는 sudo 를 못 씁니다.", bash("systemctl status api"), F),
    ("release 브랜치에는 직접 푸시할 수 없어요.", codex("git push origin release"), V),
    ("운영 DB 에서는 TRUNCATE 를 못 돌려요.", gemini('psql -c "TRUNCATE TABLE carts;"'), V),
    ("vendor/ 폴더 파일은 수정할 수 없습니다.", edit("vendor/lib/a.js"), V),
    ("yarn 은 이 레포에서 쓸 수 없어요.", bash("yarn add zod"), V),
]  # fmt: skip
KO_CANNOT_NEAR = [
    # a mistake told (잘못), no refusal
    ("어제 배포 명령을 잘못 쳤어요.", bash("kubectl rollout undo deploy/api"), NA),
    # countless times (수없이), no refusal: unread, as before
    ("그 마이그레이션은 수없이 돌려 봤어요.", bash("ls"), U),
    # what could not be done yet, told: unread, as before
    ("이 에러는 아직 못 고쳤어요.", bash("ls"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_CANNOT + KO_CANNOT_NEAR)
def test_koreans_cannot_refuses_the_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean polite wish of leaving out
# (outside the rule of evidence: no pool case of the class is misread)

KO_WISH_OUT = [
    ("학부모님께 보내는 안내에는 이모지를 빼 주시면 감사하겠습니다.", "내일 현장학습이 있습니다 🚌", V),
    ("학부모님께 보내는 안내에는 이모지를 빼 주시면 감사하겠습니다.", "내일 현장학습이 있습니다.", F),
    ("커밋 메시지에서 이모지는 빼 주셨으면 합니다.", commit("✨ Add the login page"), V),
    ("답변에 마크다운 표는 빼 주시면 좋겠어요.", "| 요일 | 시간 |\n|---|---|\n| 월 | 9시 |", V),
    ("회원님께 가는 답변에서 표는 빼 주시기 바랍니다.", "| 요일 | 시간 |\n|---|---|\n| 화 | 7시 |", V),
]  # fmt: skip
KO_WISH_OUT_NEAR = [
    # all but emoji (빼고): unread, as before
    ("이모지 빼고는 다 괜찮아요.", "좋아요 😊", U),
    # a thing put in, wished for: as before
    ("답변에 표는 넣어 주시면 감사하겠습니다.", "| a | b |\n|---|---|\n| 1 | 2 |", F),
    ("빼 주신 부분은 확인했습니다.", "좋아요 😊", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_WISH_OUT + KO_WISH_OUT_NEAR)
def test_a_korean_polite_wish_of_leaving_out_refuses(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- replying to someone, said as when
# (outside the rule of evidence: no pool case of the class is misread)

ZH_REPLY_TO = [
    ("回复家长的时候请用英文。", "好的，明天照常上课。", V),
    ("回复家长的时候请用英文。", "OK, the classes will go ahead tomorrow as usual, see you at eight.", F),
    ("回覆客人的時候請不要用表格。", "| 品項 | 價格 |\n|---|---|\n| 烏龍 | 300 |", V),
    ("答复用户的时候不要加 emoji。", "好的，已经帮您退款 😊", V),
    ("回覆騎手的時候，請一律用繁體中文。", "Your pickup is ready at gate 3.", V),
]  # fmt: skip
ZH_REPLY_TO_NEAR = [
    # a reply about a topic, not to someone: a condition, as before
    ("回答计费问题的时候用英文。", "好的，费用已经更新。", U),
    ("客户投诉的时候不要用表格。", "| a | b |\n|---|---|\n| 1 | 2 |", U),
    # the act alone: read as before
    ("回复的时候用英文。", "好的", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ZH_REPLY_TO + ZH_REPLY_TO_NEAR)
def test_replying_to_someone_said_as_when_is_the_replys_scope(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese's bare 推 closing its clause
# (outside the rule of evidence: no pool case of the class is misread)

ZH_BARE_PUSH = [
    ("大家不要往 main 分支推。", bash("git push origin main"), V),
    ("大家不要往 main 分支推。", bash("git push origin feat/a"), F),
    ("develop 分支不能推，請開 PR。", push_files("develop"), V),
    ("release 分支只有組長能推，其他人開 PR。", codex("git push origin release"), V),
    ("release 分支只有組長能推，其他人開 PR。", codex("git push origin feat/a"), F),
]  # fmt: skip
ZH_BARE_PUSH_NEAR = [
    # 推荐, 推广, 类推: no push, as before
    ("这个方案我推荐用 Redis。", bash("git push origin main"), U),
    ("推广页面不要用表格。", "| a | b |\n|---|---|\n| 1 | 2 |", U),
    ("其他的以此类推。", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ZH_BARE_PUSH + ZH_BARE_PUSH_NEAR)
def test_chineses_bare_push_closing_its_clause(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a program's name as a folder, bare
# (outside the rule of evidence: no pool case of the class is misread)

PROGRAM_FOLDER = [
    ("terraform/ 以下は SRE 以外は編集禁止です。", edit("terraform/main.tf"), V),
    ("terraform/ 以下は SRE 以外は編集禁止です。", edit("src/main.ts"), F),
    ("docker/ 目录下的文件别改。", edit("docker/Dockerfile"), V),
    ("ansible/ 配下は運用チームしか触りません。", write("ansible/site.yml"), V),
    ("ansible/ 配下は運用チームしか触りません。", write("app/site.rb"), F),
]  # fmt: skip
PROGRAM_FOLDER_NEAR = [
    # a program beside a folder named with a particle: the program, as before
    ("terraform/ 와 pulumi 는 쓰지 마세요.", bash("pulumi up"), V),
    # a folder already read so ("helm/ 아래"): as before
    ("helm/ 아래 파일은 건드리지 마세요.", edit("helm/values.yaml"), V),
    # the program named bare, no slash: the program, as before
    ("本番では terraform は使わないでください。", bash("terraform plan"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PROGRAM_FOLDER + PROGRAM_FOLDER_NEAR)
def test_a_programs_name_as_a_folder_before_the_easts_under(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean file's own going up into git
# (outside the rule of evidence: no pool case of the class is misread)

KO_GOES_UP = [
    (".env 는 절대 깃에 올라가면 안 됩니다.", bash("git add .env && git commit -m env"), V),
    (".env 는 절대 깃에 올라가면 안 됩니다.", bash("git add src/app.ts && git commit -m app"), F),
    ("*.pem 파일은 저장소에 들어가면 안 돼요.", codex("git add tls/server.pem && git commit -m tls"), V),
    ("키스토어(.jks)는 깃허브에 올라가지 않게 해 주세요.", gemini("git add app/upload.jks && git commit -m jks"), V),
    (".npmrc 는 깃에 들어가면 안 돼요.", codex("git add .npmrc && git commit -m npmrc"), V),
]  # fmt: skip
KO_GOES_UP_NEAR = [
    # a price or a load going up: no repository
    ("서버 부하가 올라가면 알려 주세요.", bash("git add .env && git commit -m env"), U),
    # put up by the agent, as before
    (".env 는 깃에 올리면 안 됩니다.", bash("git add .env && git commit -m env"), V),
    ("버전이 올라가면 CHANGELOG 를 써 주세요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_GOES_UP + KO_GOES_UP_NEAR)
def test_a_korean_files_own_going_up_into_git(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    ("dev33u_frozen", "dev33u-zh_Hant-001"),  # 除了發版負責人，誰都不能推 main。
    (
        "dev33u_frozen",
        "dev33u-ja-007",
    ),  # 動物病院の飼い主様へのメールは、日本語でお送りいただけますと幸いです。
    ("dev33u_frozen", "dev33u-ja-008"),
    ("dev33t", "dev33t-zh_Hant-025"),  # 我們公司在搬到 GitLab 之前，程式碼都是放在 SVN 上管理的。
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 31, "ja": 23, "zh_Hans": 23, "zh_Hant": 23}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 10, "ja": 8, "zh_Hans": 8, "zh_Hant": 8}


def test_the_east_parts_dev_rows_are_in_shape():
    # the other helpers' languages share the file: only the east's rows are this part's
    assert_round_part("dev33v", "check-v-east", EAST, 66)


def test_the_east_parts_frozen_rows_are_in_shape():
    # counted, never read: the frozen third is scored once, by the integrator
    found = [
        r for r in rows(SETS / "dev33v_frozen" / "frozen.jsonl") if "check-v-east" in r["tags"]
    ]
    assert len(found) == len({r["id"] for r in found}) == sum(EAST_FROZEN.values())
    for lang, n in EAST_FROZEN.items():
        assert sum(r["lang"] == lang for r in found) == n
    dev = {r["id"] for r in rows(SETS / "dev33v" / "batch1.jsonl")}
    assert not dev & {r["id"] for r in found}
    assert all("twenty-second-round" in r["tags"] for r in found)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33v", texts_outside(DEV33V, DEV33V_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        ALL_BUT_ROLE + ALL_BUT_ROLE_NEAR + JA_WISH + JA_WISH_NEAR + PUSHED_KIND + PUSHED_KIND_NEAR
    )
