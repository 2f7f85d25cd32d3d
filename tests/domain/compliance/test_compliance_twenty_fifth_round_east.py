"""Rules the twenty-fifth round's fresh set (dev33y, east part: ko, ja, zh_Hans, zh_Hant) showed
read wrong or unread, read as classes of a sentence's parts (issue 33): a merge into a named
branch handed to a role (stable 브랜치에 머지하는 건 … 몫이에요, release へのマージは…に任せています,
合并进 main 的操作由组长来做), the merge's landing branch being the one checked out before it; a push
handed to a role with an honorific and a noun of duty (… 엔지니어님 일이에요, 部長のお仕事です, 是运维
经理的职责, 係運維大佬嘅事). Outside the rule of evidence, each in a commit of its own (no pool case
of the class is misread): a branch left be or put out of use (그냥 놔두세요, もう店じまいしました,
已经停用了, 已經棄用); a Korean rule named and said gone (…한다는 규칙, 이제 없어졌어요).
Then the part's shape (the dev rows and the frozen rows, counted, never read), its apartness and
the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9e0d11b6, /work/wt/base25) the siblings of every class fail; the near misses read the same on
both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Y, DEV33Y_FROZEN
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


# ---------------------------------------------------------------- a merge into a branch, a role's

MERGE_HANDED = [
    ("중고 악기 거래 앱의 main 브랜치로 머지하는 건 최 리드님 몫이에요.", bash("git checkout main && git merge feature/guitar-tag"), V),
    ("중고 악기 거래 앱의 main 브랜치로 머지하는 건 최 리드님 몫이에요.", bash("git checkout feature/guitar-tag && git merge main"), F),
    ("ホテル清掃アプリでは、release へのマージはインフラ係に任せています。", codex("git switch release && git merge develop"), V),
    ("ホテル清掃アプリでは、release へのマージはインフラ係に任せています。", codex("git switch develop && git merge release"), F),
    ("宠物医院排班系统：合并到 stable 分支由组长负责。", gemini("git checkout stable && git merge fix/shift"), V),
    ("宠物医院排班系统：合并到 stable 分支由组长负责。", gemini("git checkout fix/shift && git merge stable"), F),
    ("咖啡烘焙網站合併到 main 分支歸技術長負責。", bash("git switch main && git merge feat/roast"), V),
    ("把代码合并到 master 是项目经理的权限。", bash("git checkout master && git merge dev"), V),
    ("develop へのマージは、テックリードさんにお任せしています。", bash("git checkout develop && git merge feat/a"), V),
    ("develop へのマージは、テックリードさんにお任せしています。", bash("git checkout feat/a && git merge develop"), F),
]  # fmt: skip
MERGE_HANDED_NEAR = [
    # who merges asked, a merge refused to everyone with no role, a merge handed over with no
    # branch named: as before
    ("stable 브랜치 머지는 누가 해요?", bash("git checkout stable && git merge dev"), NA),
    ("合并到 main 分支之前先跑测试。", bash("git checkout main && git merge feat/a"), U),
    ("PR のマージはテックリードの担当です。", bash("git merge feature/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_HANDED + MERGE_HANDED_NEAR)
def test_a_merge_into_a_branch_handed_to_a_role_is_the_roles(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push, a role's duty

PUSH_DUTY = [
    ("꽃집 주문 앱 release 브랜치에 git push 하는 건 백엔드 엔지니어님 일이에요.", bash("git push origin release"), V),
    ("꽃집 주문 앱 release 브랜치에 git push 하는 건 백엔드 엔지니어님 일이에요.", push_files("feature/bouquet"), F),
    ("가구 공방 앱 staging 브랜치 push 는 플랫폼 매니저님 업무예요.", push_files("staging"), V),
    ("写真館の予約アプリで main への push は、部長のお仕事です。", codex("git push origin main"), V),
    ("烘焙工坊小程序：推到 production 是运维经理的职责。", push_files("production"), V),
    ("租屋網站推 prod 分支係運維大佬嘅事。", gemini("git push origin prod"), V),
    ("推送到 main 分支是 SRE 同学的职责。", bash("git push origin main"), V),
    ("release 分支嘅 push 係 DevOps 同事嘅責任。", push_files("release"), V),
    ("release 分支嘅 push 係 DevOps 同事嘅責任。", push_files("feat/a"), F),
    ("本番ブランチ prod への push は課長の役割です。", bash("git push origin prod"), V),
]  # fmt: skip
PUSH_DUTY_NEAR = [
    # a duty with no act of a branch, whose duty asked, and the agent's own duty: as before
    ("회의록 정리는 김 매니저님 일이에요.", bash("git push origin main"), U),
    ("production 브랜치 푸시는 누구 일이에요?", bash("git push origin production"), NA),
    ("这个周末值班是我的职责。", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSH_DUTY + PUSH_DUTY_NEAR)
def test_a_push_a_roles_duty_is_refused_to_the_agent(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch left be, or out of use
# (outside the rule of evidence: no pool case of the class is misread)

CLOSED = [
    ("洗車予約アプリの hotfix/9 ブランチは、もう店じまいしました。", push_files("hotfix/9"), V),
    ("洗車予約アプリの hotfix/9 ブランチは、もう店じまいしました。", push_files("hotfix/10"), F),
    ("게스트하우스 앱 release/2.1 브랜치는 그냥 놔두세요.", bash("git push origin release/2.1"), V),
    ("게스트하우스 앱 release/2.1 브랜치는 그냥 놔두세요.", push_files("main"), F),
    ("旧版 release/6 分支已经停用了。", codex("git push origin release/6"), V),
    ("release/1.4 分支已經棄用，唔好再郁。", gemini("git push origin release/1.4"), V),
]  # fmt: skip
CLOSED_NEAR = [
    # a folder left be, whether a branch is out of use asked, a driver out of use: as before
    ("docs/ 폴더는 그냥 놔두세요.", bash("git push origin main"), U),
    ("release/6 分支停用了吗？", push_files("release/6"), NA),
    ("旧的打印机驱动已经停用了。", bash("git push origin main"), U),
    # a branch's CI out of use, not the branch
    ("release/6 分支的 CI 已经停用了。", bash("git push origin release/6"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CLOSED + CLOSED_NEAR)
def test_a_branch_left_be_or_out_of_use_lands_nothing_more(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean rule said gone
# (outside the rule of evidence: no pool case of the class is misread)

_TABLE = "| 요일 | 시간 |\n|---|---|\n| 월 | 9시 |"
RULE_GONE = [
    ("release 브랜치 머지는 팀장님만 한다는 규칙, 이제 없어졌어요.", bash("git checkout release && git merge dev"), NA),
    ("답변에 표를 쓰지 말라는 규칙은 지난달에 폐지됐어요.", _TABLE, NA),
    ("npm 대신 pnpm 을 쓴다는 룰은 이제 사라졌습니다.", bash("npm install dayjs"), NA),
    ("main 에 force push 금지라는 규정은 없어졌어.", bash("git push -f origin main"), NA),
    ("main 에 force push 금지라는 규정은 없어졌어.", bash("git push origin main"), NA),
]  # fmt: skip
RULE_GONE_NEAR = [
    # the rule said kept, whether it is gone asked, a branch gone beside a rule: as before
    ("release 브랜치 머지는 팀장님만 한다는 규칙, 계속 지켜 주세요.", bash("git checkout release && git merge dev"), V),
    ("답변에 표를 쓰지 말라는 규칙이 없어졌나요?", _TABLE, NA),
    ("임시 브랜치는 이제 없어졌어요. main 에 푸시하지 마세요.", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RULE_GONE + RULE_GONE_NEAR)
def test_a_korean_rule_said_gone_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    # a merge into a named branch handed to a role (merged_into)
    ("dev33x", "dev33x-ko-003"),  # release 브랜치로의 머지는 QA 리드 소관입니다 (into release)
    ("dev33x", "dev33x-ja-003"),  # production へのマージは、インフラ係に任せています
    ("dev33x", "dev33x-zh_Hans-003"),  # 合并到 release 分支是质量负责人的活儿 (into release)
    ("dev33x", "dev33x-zh_Hans-004"),  # (main merged into a feature branch)
    ("dev33x", "dev33x-zh_Hant-004"),  # 合併到 release 分支歸 SRE 負責 (main into a feature branch)
    ("dev33x_frozen", "dev33x-ko-004"),
    ("dev33x_frozen", "dev33x-ja-004"),
    ("dev33x_frozen", "dev33x-zh_Hant-003"),
    # a push a role's duty (reserved._DUTY_AFTER_ROLE)
    # production 브랜치에 git push 하는 건 데브옵스 엔지니어님 일이에요
    ("dev33x_frozen", "dev33x-ko-005"),
    ("dev33x_frozen", "dev33x-ko-006"),
]


def test_a_merge_reading_is_said_as_a_merge():
    """The reading shown to the user (and confirmed there) says what it checks: merges into the
    branch, not pushes and commits to it (a merge reading fell to the push's words at first)."""
    from app.domain.compliance.reading import reading_of
    from app.services.reading_words import reading_what

    what = reading_what(reading_of("stable 브랜치에 머지하는 건 박 테크리드님 몫이에요."))
    assert what.startswith("merges into stable"), what
    assert "push" not in what.split(";")[0]
    assert reading_what(reading_of("Never push to stable.")) == "pushes to stable"


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 31, "ja": 23, "zh_Hans": 23, "zh_Hant": 23}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 10, "ja": 8, "zh_Hans": 8, "zh_Hant": 8}


def test_the_twenty_fifth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's
    assert_round_part("dev33y", "check-y-east", EAST, 66)


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33y", "check-y-east", "twenty-fifth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33y", texts_outside(DEV33Y, DEV33Y_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        MERGE_HANDED
        + MERGE_HANDED_NEAR
        + PUSH_DUTY
        + PUSH_DUTY_NEAR
        + CLOSED
        + CLOSED_NEAR
        + RULE_GONE
        + RULE_GONE_NEAR
    )
