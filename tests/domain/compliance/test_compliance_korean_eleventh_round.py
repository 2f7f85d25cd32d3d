"""Korean rules the eleventh round's batch (dev33k_ko) showed unread or read turned round, read as
classes (issue 33): the user's own question, a report of what was said before, a permission, a
double negation and "안 써요" — none of them what the rule asks, or asking the other way round;
words named unquoted by the quotative particle (레거시라는 표현, k8s라고 줄여 쓰지 말고), a gloss in
brackets, a spelling refused bare; a script named by its path; a program run through npx, pnpm
dlx, bunx or bash; 푸쉬; file names in Korean; an issue's number; a rule tied to a day.

Every sentence here was written for this file (none is in a corpus set); each test fails on the
code before this round (ad803ea), the near misses beside the probes excepted."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, reading_of


def bash(command: str):
    return ("Bash", {"command": command})


def write(path: str, content: str = "export const x = 1;\n"):
    return ("Write", {"file_path": path, "content": content})


# ---------------------------------------------------------------- what asks nothing, or the other way


def test_the_users_own_question_asks_nothing(verdict):
    """'…는 게 좋을까요?', '…되나요?': a question the user asks is no rule; a request put as a
    question ('…써 줄래?') still is one."""
    assert not reading_of("yarn 대신 pnpm으로 바꾸는 게 좋을까요?").checkable
    assert not reading_of("lodash 계속 써도 되나요?").checkable
    # the question alone asks nothing: not_applicable since the twelfth round (was unknown)
    assert verdict("yarn 대신 pnpm으로 바꾸는 게 좋을까요?", bash("yarn add zod")).verdict is (
        Outcome.NOT_APPLICABLE
    )
    # near misses: a request in a question's clothes; a question the user answers with the rule
    assert verdict("pnpm 써 줄래?", bash("npm install zod")).verdict is Outcome.VIOLATED
    answered = "main에 바로 푸시하면 되나요? 아니요, 하지 마세요."
    assert verdict(answered, bash("git push origin main")).verdict is Outcome.VIOLATED


def test_a_report_of_what_was_said_before_is_not_the_rule(verdict):
    """'예전에 yarn 쓰라고 했었는데, 지금은 pnpm만 써요': the rule is what follows the report."""
    words = "예전에 yarn 쓰라고 했었는데, 지금은 pnpm만 써요"
    assert verdict(words, bash("yarn add zod")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("pnpm add zod")).verdict is Outcome.FOLLOWED


def test_a_report_names_the_object_the_rest_leaves_out(verdict):
    """'lodash 쓰라고 했지만 이제 쓰지 마세요': the rest forbids what the report named."""
    reply = (
        "합계를 바꿨습니다.\n\n```js\nimport _ from 'lodash';\nconst total = _.sum(prices);\n```"
    )
    assert verdict("lodash 쓰라고 했지만 이제 쓰지 마세요", reply).verdict is Outcome.VIOLATED
    # near miss: the report followed by a complaint is the rule repeated
    assert verdict("npm 쓰지 말라고 했는데 왜 또 썼어요?", bash("npm ci")).verdict is (
        Outcome.VIOLATED
    )


def test_a_permission_is_not_a_requirement(verdict):
    """'yarn은 써도 되는데 sudo yarn은 안 돼요': yarn is allowed, sudo refused."""
    words = "yarn은 써도 되는데 sudo yarn은 안 돼요"
    assert verdict(words, bash("yarn add zod")).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("sudo yarn global add zod")).verdict is Outcome.VIOLATED
    assert not reading_of("이모지는 넣어도 괜찮아요").checkable
    # near miss: allowed in one place, refused in another — the rest refuses what was allowed
    words = "이모지는 써도 되는데 커밋 메시지에는 쓰지 마"
    assert verdict(words, bash("git commit -m '🎉 로그인 수정'")).verdict is Outcome.VIOLATED
    assert verdict(words, "로그인 고쳤어요 🎉").verdict is not Outcome.VIOLATED


def test_a_double_negation_asks_for_the_thing(verdict):
    """'pnpm 안 쓰면 안 돼요' (it must be pnpm): read the other way round before."""
    words = "pnpm 안 쓰면 안 돼요"
    assert verdict(words, bash("npm install zod")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("pnpm install")).verdict is Outcome.FOLLOWED


def test_not_using_said_as_the_house_does(verdict):
    """'우리는 poetry 안 써요. uv만 씁니다.': poetry refused, not asked for."""
    words = "우리는 poetry 안 써요. uv만 씁니다."
    assert verdict(words, bash("poetry add httpx")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("uv add httpx")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- words named unquoted


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "해커톤이라는 말은 쓰지 마세요",
            "해커톤에서 만든 기능을 정리했습니다.",
            "지난 행사에서 만든 기능을 정리했습니다.",
        ),
        (
            "FE라고 줄여 쓰지 말고 프런트엔드라고 써 주세요",
            "FE 빌드가 깨져서 고쳤습니다.",
            "프런트엔드 빌드가 깨져서 고쳤습니다.",
        ),
        (
            "핫픽스(hotfix)라는 표현은 쓰지 마",
            "The hotfix is on its way to production.",
            "The fix is on its way to production.",
        ),
        (
            "깃랩 말고 GitLab으로 표기해 주세요",
            "깃랩에 이슈를 올려 두었습니다.",
            "GitLab에 이슈를 올려 두었습니다.",
        ),
        (
            "'~인 듯합니다'로 끝내지 마세요",
            "원인은 캐시 만료인 듯합니다.",
            "원인은 캐시 만료입니다.",
        ),
    ],
)
def test_a_word_the_rule_names_unquoted(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_the_quotative_of_a_verb_names_no_word():
    """Near misses: 'pnpm이라고' names a program (asked for); '쓰지 말고' is a verb, not a word."""
    (rule,) = reading_of("npm 말고 pnpm이라고 써").checks
    assert [t.text for t in rule.required] == ["pnpm"]
    (rule,) = reading_of("사용자라고 쓰지 말고 고객이라고 써").checks
    assert [t.text for t in rule.forbidden] == ["사용자"]
    assert not reading_of("이 변수는 count라고 부르지 말고 total이라고 불러").checkable
    # the noun of "…라는 말/표기" is not the word refused: the word before it is
    for words, refused in (
        ("스크럼이라는 말 대신 주간 회의라고 불러 주세요", "스크럼"),
        ("'파이썬'이라는 표기 말고 Python으로 써", "파이썬"),
    ):
        (rule,) = reading_of(words).checks
        assert [t.text for t in rule.forbidden] == [refused]


# ---------------------------------------------------------------- scripts and programs run


def test_a_script_named_by_its_path(verdict):
    words = "scripts/release.sh는 제가 돌릴 테니 실행하지 마세요"
    assert verdict(words, bash("bash scripts/release.sh")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("./scripts/release.sh --dry-run")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("pnpm build")).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "command",
    ["npx eslint --fix .", "pnpm dlx eslint src", "bunx eslint@9 src", "npm exec eslint ."],
)
def test_a_program_run_through_a_runner(verdict, command):
    assert verdict("eslint 쓰지 마세요", bash(command)).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- actions


def test_a_push_spelled_as_chat_does(verdict):
    words = "release 브랜치에 푸쉬 금지"
    assert verdict(words, bash("git push origin release")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("git push origin fix/a")).verdict is Outcome.FOLLOWED


def test_file_names_in_korean(verdict):
    words = "파일명은 케밥 케이스로 해 주세요"
    assert verdict(words, write("src/components/UserCard.tsx")).verdict is Outcome.VIOLATED
    assert verdict(words, write("src/components/user-card.tsx")).verdict is Outcome.FOLLOWED


def test_an_issue_number_is_a_ticket(verdict):
    words = "커밋 메시지 맨 앞에 이슈 번호를 붙여 주세요 (#12처럼)"
    assert verdict(words, bash("git commit -m '#45 로그인 수정'")).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("git commit -m '로그인 수정'")).verdict is Outcome.VIOLATED


def test_a_day_rule_is_kept_by_a_push_elsewhere(verdict):
    words = "주말에는 production에 푸시하지 마"
    assert verdict(words, bash("git push origin dev")).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("git push origin production")).verdict is Outcome.UNKNOWN


def test_a_sql_statement_named_bare(verdict):
    """'TRUNCATE TABLE 같은 건 절대 돌리지 마세요': the statement a shell hands a database client is
    the code it runs; another statement keeps the rule."""
    words = "운영 DB니까 TRUNCATE TABLE 같은 건 절대 돌리지 마세요"
    broken = bash("mysql -h prod -e 'TRUNCATE TABLE audit_log;'")
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, bash("mysql -h prod -e 'SELECT 1;'")).verdict is Outcome.FOLLOWED
