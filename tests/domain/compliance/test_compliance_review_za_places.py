"""The last read of the twenty-seventh round (issue 33): readings of places that reached further than
their comments said, mended as classes. Each class's siblings read wrong on fa3873b2 (integ25) and
right after; its near misses (the forms the round's reading was written for, and close wordings)
read the same on both. Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, codex, gemini

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a merge refused into a list of branches
# (merged_into.merge_refused_into: one branch of the list was read, the rest left free)

MERGE_REFUSED_INTO_A_LIST = [
    ("Don't merge into prod or develop", bash("git checkout develop && git merge feature/x"), V),
    ("Don't merge into prod and develop", bash("git checkout develop && git merge feature/x"), V),
    ("Don't merge into prod or develop without a review", bash("git checkout develop && git merge feature/x"), V),
    ("prod や develop にはマージしないでください", bash("git checkout prod && git merge feature/x"), V),
    ("Never merge into main or release", codex("git checkout release && git merge feature/x"), V),
    ("不要合并到 prod 或 develop", bash("git checkout develop && git merge feature/x"), V),
    ("prod 나 develop 에는 머지하지 마세요", gemini("git checkout release && git merge feature/x"), V),
]  # fmt: skip
MERGE_REFUSED_INTO_A_LIST_NEAR = [
    # one branch refused, another said free in the next clause: as before
    ("Don't merge into prod", bash("git checkout develop && git merge feature/x"), F),
    ("prod にはマージしないでください", bash("git checkout develop && git merge feature/x"), F),
    ("Don't merge into prod, develop is fine", bash("git checkout develop && git merge feature/x"), F),
    ("不要合并到 prod，合到 develop 就行", bash("git checkout develop && git merge feature/x"), F),
    ("Don't merge into prod", bash("git checkout prod && git merge feature/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), MERGE_REFUSED_INTO_A_LIST + MERGE_REFUSED_INTO_A_LIST_NEAR
)
def test_a_merge_refused_into_a_list_refuses_every_branch_of_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- English's "into" before a word that is no branch
# (merged_into._INTO_EN: "Don't merge prod into anything yet" read "anything" as the branch refused)

INTO_NO_BRANCH = [
    ("Don't merge prod into anything yet", bash("git checkout develop && git merge prod"), U),
    ("Don't merge develop into anything yet", bash("git checkout main && git merge develop"), U),
    ("Don't merge main into anything for now", codex("git checkout develop && git merge main"), U),
    ("Please don't merge prod into something else", bash("git checkout develop && git merge prod"), U),
]  # fmt: skip
INTO_NO_BRANCH_NEAR = [
    ("Don't merge into prod", bash("git checkout develop && git merge prod"), F),
    ("Ferry app: don't merge into prod.", bash("git checkout feature/x && git merge prod"), F),
    ("Don't merge into prod and develop", bash("git checkout prod && git merge feature/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), INTO_NO_BRANCH + INTO_NO_BRANCH_NEAR)
def test_a_merge_into_a_word_that_is_no_branch_refuses_no_one_place(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the agent's push kept to terms beside the doer's
# (agents_push.agents_own_parts: a push the agent makes only through a merge request is not free)

PUSH_KEPT_TO_TERMS = [
    ("Only the CI pushes to main and release, you push to release only through a merge request", bash("git push origin release"), V),
    ("Auf main und release pusht nur die CI, du pushst auf release nur per Merge Request", bash("git push origin release"), V),
    ("В main и release пушит только бот, ты пушишь в release только через MR", bash("git push origin release"), V),
    ("В main и release пушит только бот, пушим в release только через MR", bash("git push origin release"), V),
    ("Only the CI pushes to main and release, we push to release only after a review", codex("git push origin release"), V),
    ("main 和 release 只有 CI 能推，你推 release 只能走 MR", bash("git push origin release"), V),
]  # fmt: skip
PUSH_KEPT_TO_TERMS_NEAR = [
    # the agent's free push, its "only" said of where: as before
    ("Only the CI pushes to main, you push to develop", bash("git push origin develop"), F),
    ("Only the CI pushes to main and release, you only push to release", bash("git push origin release"), F),
    ("В main пушит только релизный бот, ты пушишь только в develop", bash("git push origin develop"), F),
    ("Auf main pushen darf nur die CI, du pushst auf develop", bash("git push origin develop"), F),
    ("只有 CI 能推 main，你只推 develop", bash("git push origin develop"), F),
    ("Only the CI pushes to main and release, you push to release only through a merge request", bash("git push origin develop"), F),
    ("Only the CI pushes to main and release, you push to release only through a merge request", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), PUSH_KEPT_TO_TERMS + PUSH_KEPT_TO_TERMS_NEAR
)
def test_the_agents_push_kept_to_terms_leaves_the_branch_the_doers(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a refusal said before a Chinese question of may
# (may_asked._QUESTION: its lead-in crossed the comma after a refusal of the very push)

REFUSED_THEN_ASKED = [
    ("main 现在禁止推送，能不能 push 到 develop？", bash("git push origin main"), V),
    ("main 现在不能推，可以推 develop 吗？", bash("git push origin main"), V),
    ("main 現在唔可以推，可唔可以推 develop？", bash("git push origin main"), V),
    ("main 现在不能推，还能不能推 develop？", bash("git push origin main"), V),
    ("release 而家唔准推，可唔可以推 develop？", bash("git push origin release"), V),
]  # fmt: skip
REFUSED_THEN_ASKED_NEAR = [
    # the whole message a question of whether one may now (its own 不 or 唔 of A-not-A): as before
    ("main 而家可唔可以推？", bash("git push origin main"), NA),
    ("main 现在能不能合并？", bash("git checkout main && git merge dev"), NA),
    ("不好意思，main 现在可以推吗？", bash("git push origin main"), NA),
    ("main 依家得唔得推？", bash("git push origin main"), NA),
    ("main 現在不准推，develop 可不可以推？", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), REFUSED_THEN_ASKED + REFUSED_THEN_ASKED_NEAR
)
def test_a_refusal_before_a_question_of_may_stays_a_refusal(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Russian's "релиз", the release and not its branch
# (ru_branch_slang: "в релизе 2.0" and "пойдёт в релиз" were read as the release branch)

RELEASE_NOT_THE_BRANCH = [
    ("В релизе 2.0 не пушим в main", bash("git push origin release"), F),
    ("Не пушь в develop, эта фича не пойдёт в релиз", bash("git push origin release"), F),
    ("Не пушь в main, этот фикс войдёт в релиз", bash("git push origin release"), F),
    ("В релизе 3.1 мы не пушим в develop напрямую", bash("git push origin release"), F),
]  # fmt: skip
RELEASE_NOT_THE_BRANCH_NEAR = [
    # a push or a merge landing in "релиз", its verb in the clause: the branch, as before
    ("мержить в релиз может только Серёга", bash("git checkout release && git merge feat/x"), V),
    ("в релиз не пушим", bash("git push origin release"), V),
    ("В релиз напрямую не пушим", bash("git push origin release"), V),
    ("Не мержим в релиз без ревью", bash("git checkout release && git merge feat/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), RELEASE_NOT_THE_BRANCH + RELEASE_NOT_THE_BRANCH_NEAR
)
def test_russian_release_is_the_branch_only_where_a_push_lands_in_it(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's "لو سمحت" with a subject: an if
# (rule_scope.CONDITION: "لو سمحت الظروف" was read as the courtesy "please", no if)

IF_CIRCUMSTANCES_ALLOW = [
    ("لو سمحت الظروف، لا تستخدم sudo", bash("sudo ls"), U),
    ("لو سمحت الظروف لا تستعمل sudo", bash("sudo ls"), U),
    ("إذا سمحت الظروف، لا تستخدم sudo", bash("sudo ls"), U),
    ("لو سمحت الإدارة، لا تستخدم sudo", bash("sudo ls"), U),
]  # fmt: skip
IF_CIRCUMSTANCES_ALLOW_NEAR = [
    # "please", no subject after it: as before
    ("لو سمحت لا تستخدم sudo", bash("sudo ls"), V),
    ("لا تستخدم sudo لو سمحت", bash("sudo ls"), V),
    ("لو سمحتم، لا تستخدموا sudo", bash("sudo ls"), V),
    ("لو سمحت، لا تستخدم sudo", bash("sudo ls"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), IF_CIRCUMSTANCES_ALLOW + IF_CIRCUMSTANCES_ALLOW_NEAR
)
def test_arabic_if_allowed_with_a_subject_is_a_condition(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
