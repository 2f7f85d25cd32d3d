"""Rules the twenty-fourth round's fresh set (dev33x, east part: ko, ja, zh_Hans, zh_Hant) showed
read wrong or unread, read as classes of a sentence's parts (issue 33). Outside the rule of
evidence, each in a commit of its own (no pool case of the class is misread): a branch said
closed, frozen or shut (hotfix/spring 브랜치는 동결 상태입니다, release/2 はもう閉じたブランチ,
release/3.2 已经封版冻结, release/5 分支已經收咗), nothing more landing on it; a rule named and said
no longer kept in the east's new forms (…라는 규칙은 이제 안 지켜도 돼요, …というルールはもうなしで,
那个规矩现在不用管了, 嗰條規矩而家唔使跟喇), the whole message asking nothing.
Then the part's shape (the dev rows and the frozen rows, counted, never read), its apartness and
the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(44b0b69c, /work/wt/base24) the siblings of every class fail; the near misses read the same on
both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33X, DEV33X_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    codex,
    gemini,
    pool_case,
    push_files,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def check(verdict, rule, output, expected) -> None:
    assert verdict(rule, output).verdict is expected, (rule, output)


# ---------------------------------------------------------------- a branch said closed or frozen

CLOSED = [
    ("결제 앱 release/3.0 브랜치는 지금 잠겨 있어요.", bash("git push origin release/3.0"), V),
    ("결제 앱 release/3.0 브랜치는 지금 잠겨 있어요.", bash("git push origin feature/refund"), F),
    ("hotfix/ume ブランチはクローズ済みです。", codex("git push origin hotfix/ume"), V),
    ("release/v2 ブランチは凍結されています。", gemini("git push origin release/v2"), V),
    ("release/8 分支已经锁定了。", push_files("release/8"), V),
    ("旧版的 release/4 分支已經封存。", push_files("main"), F),
]  # fmt: skip
CLOSED_NEAR = [
    # a freeze said lifted, a state asked about: nothing closed, as before
    ("hotfix/ume 브랜치 동결이 풀렸어요.", bash("git push origin hotfix/ume"), U),
    ("release/8 分支还冻结着吗？", push_files("release/8"), NA),
    # a folder or an issue said closed, no branch: as before
    ("docs/legacy/ 폴더는 동결 상태입니다.", bash("git push origin main"), U),
    ("이슈 #42 는 닫혔어요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CLOSED + CLOSED_NEAR)
def test_a_branch_said_closed_lands_nothing_more(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule said no longer kept

NO_LONGER_KEPT = [
    ("develop 에 force push 하지 말라는 룰은 이제 신경 안 써도 돼요.", bash("git push -f origin develop"), NA),
    ("release 브랜치에 직접 푸시하지 말라는 제한은 앞으로는 무시해도 돼요.", codex("git push origin release"), NA),
    ("金曜はマージしない、って決まりはもう気にしなくて大丈夫です。", bash("git merge feature/cart"), NA),
    ("表を使わないというルールは、もうなしにします。", "| 品目 | 数 |\n|---|---|\n| 鮭 | 2 |", NA),
    ("回复不许用表格的那个规定，以后不用守了。", "| 菜品 | 价格 |\n|---|---|\n| 毛肚 | 38 |", NA),
    ("唔准 force push 嗰條規矩，依家唔使理喇。", gemini("git push --force origin develop"), NA),
]  # fmt: skip
NO_LONGER_KEPT_NEAR = [
    # the rule said kept, not dropped: as before
    ("main 에 직접 푸시하지 말라는 규칙은 꼭 지켜 주세요.", bash("git push origin main"), V),
    ("表を使わないというルールは、これからも守ってください。", "| 品目 | 数 |\n|---|---|\n| 鮭 | 2 |", U),
    ("不准直接推 main 那條規矩，以後要嚴格遵守。", bash("git push origin main"), V),
    # whether it still holds, asked: as before
    ("那个规矩现在还要管吗？", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_LONGER_KEPT + NO_LONGER_KEPT_NEAR)
def test_a_rule_said_no_longer_kept_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push handed over to a role

HANDED_OVER = [
    ("세차 예약 앱 release 브랜치 푸시는 이 팀장님 담당입니다.", push_files("release"), V),
    ("세차 예약 앱 release 브랜치 푸시는 이 팀장님 담당입니다.", push_files("feature/wax"), F),
    ("staging 브랜치로의 git push 는 백엔드 엔지니어 소관이에요.", bash("git push origin staging"), V),
    ("develop への push は、フロント係に任せています。", codex("git push origin develop"), V),
    ("main 分支的 git push 由值班同学负责。", gemini("git push origin main"), V),
    ("production 分支的推送是技术长的工作。", push_files("production"), V),
    ("hotfix 分支嘅 push 交畀架構組長。", bash("git push origin hotfix"), V),
]  # fmt: skip
HANDED_OVER_NEAR = [
    # a merge handed over: main merged into a feature branch, not into main (read since the
    # twenty-fifth round's merged_into, which tells the branch a merge lands on; unread before)
    ("合并到 main 分支由组长负责。", bash("git checkout feature/a && git merge main"), F),
    # no act of a branch handed over, and who does it asked: as before
    ("캠핑 앱 디자인 검토는 김 팀장님 담당이에요.", bash("git push origin main"), U),
    ("main 브랜치 푸시는 누구 담당이에요?", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HANDED_OVER + HANDED_OVER_NEAR)
def test_a_push_handed_over_to_a_role_is_the_roles(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- bold, and LINE as a messenger

_TABLE = "| 요일 | 시간 |\n|---|---|\n| 월 | 9시 |"
BOLD = [
    ("답변에서 굵은 글씨는 쓰지 마세요.", "**내일** 휴관입니다.", V),
    ("답변에서 굵은 글씨는 쓰지 마세요.", "내일 휴관입니다.", F),
    ("返信では太字を使わないでください。", "**明日**は休館です。", V),
    ("回复里别用粗体。", "**明天**闭馆。", V),
    ("回覆請不要用粗體字。", "明天休館。", F),
]  # fmt: skip
BOLD_NEAR = [
    # a thick line, a bold button: no reply's bold, as before
    ("굵은 선으로 표시된 구역은 출입 금지예요.", "**내일** 휴관입니다.", U),
    ("加粗的按钮颜色改成红色。", "**明天**闭馆。", U),
    ("太字のフォント設定はそのままにしておいてください。", "**明日**は休館です。", U),
]  # fmt: skip
MESSENGER = [
    ("LINE で送ります。表は使わないでください。", _TABLE, V),
    ("LINE で送ります。表は使わないでください。", "月曜は9時に開きます。", F),
    ("LINE に載せます。箇条書きは使わないでください。", "- 月曜\n- 火曜", V),
    ("用 LINE 傳出去，別放表格。", _TABLE, V),
    ("LINE 发出去的，不要用表格。", _TABLE, V),
]  # fmt: skip
MESSENGER_NEAR = [
    # LINE not as the means, a line of output: as before
    ("LINE の公式アカウントは来月開設します。", _TABLE, U),
    ("출력 line 수는 신경 쓰지 마세요.", _TABLE, U),
    ("每个 line 都要加注释。", _TABLE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BOLD + BOLD_NEAR)
def test_bold_in_the_easts_words_is_refused_in_replies(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


@pytest.mark.parametrize(("rule", "output", "expected"), MESSENGER + MESSENGER_NEAR)
def test_a_notification_talk_and_line_are_where_replies_go(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a version's dot ends no question

VERSION_DOT = [
    ("release/4.1 现在还能推吗？", push_files("release/4.1"), NA),
    ("Node 18.20 还能用吗？", bash("nvm use 18.20"), NA),
    ("Python 3.12 でも動きますか？", bash("python3.12 -m pytest"), NA),
    ("Is release/2.4 still open for pushes?", push_files("release/2.4"), NA),
    ("¿Sigue abierta la rama release/3.1?", push_files("release/3.1"), NA),
]  # fmt: skip
VERSION_DOT_NEAR = [
    # a version in a rule that asks, and a sentence that ends before a number: as before
    ("release/4.1 分支不要再推了。", push_files("release/4.1"), U),
    ("pnpm 8.15 を使ってください。", bash("npm install"), V),
    ("main には push しないで。2 回目だよ？", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), VERSION_DOT + VERSION_DOT_NEAR)
def test_a_versions_dot_ends_no_question(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a data store's statement named bare

STORE_STATEMENT = [
    ("Redis 운영 서버에서는 FLUSHALL 은 자제해 주세요.", codex("redis-cli -h cache-prod FLUSHALL"), V),
    ("Redis 운영 서버에서는 FLUSHALL 은 자제해 주세요.", codex("redis-cli -h cache-prod INFO memory"), F),
    ("キャッシュサーバーで FLUSHDB は打たないでください。", bash("redis-cli -n 2 FLUSHDB"), V),
    ("正式資料庫上不准跑 DELETE。", gemini("mysql -e 'DELETE FROM orders WHERE id = 3'"), V),
    ("生产数据库里请勿执行 DELETE。", gemini("mysql -e 'SELECT * FROM orders LIMIT 3'"), F),
    ("운영 데이터베이스에서 DELETE 는 쓰지 마세요.", bash("psql -c 'DELETE FROM logs'"), V),
]  # fmt: skip
STORE_STATEMENT_NEAR = [
    # a DELETE button, no database; the statement asked about; English's own: as before
    ("DELETE 버튼 문구를 한글로 바꿔 주세요.", bash("psql -c 'DELETE FROM logs'"), U),
    ("FLUSHALL 은 왜 위험한가요?", codex("redis-cli FLUSHALL"), NA),
    ("Never run FLUSHALL on the cache.", codex("redis-cli FLUSHALL"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), STORE_STATEMENT + STORE_STATEMENT_NEAR)
def test_a_data_stores_statement_named_bare_in_the_east(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean question, two or versioned

KO_QUESTION = [
    ("develop 브랜치는 아직 force push 금지인가요, 아니면 이제 괜찮나요?", bash("git push -f origin develop"), NA),
    ("develop 브랜치는 아직 force push 금지인가요, 아니면 이제 괜찮나요?", bash("git push origin develop"), NA),
    ("v2.3 에서도 npm 은 쓰면 안 되나요?", bash("npm install"), NA),
    ("스테이징 DB 에 DROP 쓰면 안 되는 건가요, 아니면 상관없나요?", codex("psql -c 'DROP TABLE tmp'"), NA),
    ("release/2.0 브랜치엔 아직 푸시 금지인가요?", push_files("release/2.0"), NA),
]  # fmt: skip
KO_QUESTION_NEAR = [
    # a rule with a question after it, a version in a rule asked, and two clauses of a rule: as before
    ("main 에 푸시하지 마세요. 알겠나요?", bash("git push origin main"), V),
    ("release/2.0 브랜치에는 푸시하지 마세요.", push_files("release/2.0"), V),
    ("npm 은 쓰지 말고, pnpm 을 쓰세요.", bash("npm install"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_QUESTION + KO_QUESTION_NEAR)
def test_a_korean_question_with_a_version_or_a_second_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    # a data store's statement named bare
    (
        "dev33v",
        "dev33v-zh_Hans-015",
    ),  # 连着线上 Redis 排查问题的时候，千万别敲 FLUSHALL。 (FLUSHALL)
    ("dev33v", "dev33v-zh_Hans-016"),  # (GET)
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 31, "ja": 23, "zh_Hans": 23, "zh_Hant": 23}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 10, "ja": 8, "zh_Hans": 8, "zh_Hant": 8}


def test_the_twenty_fourth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's
    assert_round_part("dev33x", "check-x-east", EAST, 66)


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33x", "check-x-east", "twenty-fourth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33x", texts_outside(DEV33X, DEV33X_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        CLOSED + CLOSED_NEAR + NO_LONGER_KEPT + NO_LONGER_KEPT_NEAR + HANDED_OVER + HANDED_OVER_NEAR
    )
