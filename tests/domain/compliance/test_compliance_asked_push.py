"""A push asked onto the branches a clause names, beside a clause that refuses others ("Don't push
to main, push to feature branches", "on ne pousse pas sur develop : on pousse sur une branche fix/"):
those branches are where the push may land. Without an "instead" or a "your", the clause that asks
fell through read_branches.forbidden_branches, so the rule protected its own asked branches too
and the hook denied the very push the user asked for (the pool: dev33n_frozen fr-026). Every
sentence here was written for this file; on the code before it each sibling read its asked push as
`violated`, the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    codex,
    gemini,
    hook_answers,
    pool_case,
    push,
    push_files,
)

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

# (rule, a branch the rule asks the push onto, the branch it refuses), one language at least each
SIBLINGS = [
    ("Don't push to main, push to feature branches.", "feature/login", "main"),
    ("We never push to production; we push to staging and let the pipeline promote it.", "staging", "production"),
    ("面包店的应用：别直接推 main，推到 develop 分支。", "develop", "main"),
    ("麵包店 App 的 main 分支不要推，請推到 feature 分支。", "feature/bun", "main"),
    ("パン屋のアプリでは main に push しないで、develop ブランチに push してください。", "develop", "main"),
    ("main 브랜치엔 푸시하지 마시고, feature 브랜치에 푸시해 주세요", "feature/coupon", "main"),
    ("빵집 앱은 main에 푸시하지 마시고 develop 브랜치로 푸시해 주세요.", "develop", "main"),
    ("Pousse sur les branches feature, jamais sur main.", "feature/panier", "main"),
    ("Dans l'appli de la boulangerie, on ne pousse jamais sur main : on pousse sur la branche develop.", "develop", "main"),
    ("Im Kassensystem nie direkt auf main pushen, pusht auf die feature-Branches.", "feature/bon", "main"),
    ("En la app del taller no se hace push a main; haz push a la rama develop.", "develop", "main"),
    ("Su main non si pusha: si pusha sul ramo develop.", "develop", "main"),
    ("В приложении пекарни не пушь в main, пушь в ветку develop.", "develop", "main"),
    ("في تطبيق المخبز لا تدفع إلى main، ادفع إلى فرع develop.", "develop", "main"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "asked", "refused"), SIBLINGS)
def test_the_branch_a_push_is_asked_onto_is_free(verdict, rule, asked, refused):
    """The push onto the asked branch is followed, by any tool; the refused one stays violated."""
    check(verdict, rule, push(asked), F)
    check(verdict, rule, push_files(asked), F)
    check(verdict, rule, codex(f"git push -u origin {asked}"), F)
    check(verdict, rule, push(refused), V)
    check(verdict, rule, gemini(f"git push origin {refused}"), V)


# A push the clause does not ask outright: what it needs ("only after", "only with"), asked about,
# under a condition, at a time, after something, the same branch refused, or its topic refused by
# the clause after. Each reads as before the change: its branch is not made free.
NEAR_MISSES = [
    ("Push to main only after review, never force-push.", push("main"), F),
    ("Don't push to main; push to release only with a tag", push("release"), F),
    ("Don't push to main; push to release only with a tag", push("main"), V),
    ("Push to develop? Never to main.", push("develop"), V),
    ("Never push to main or release, push to main only in emergencies", push("main"), V),
    ("Never push to main or release, push to main only in emergencies", push("release"), V),
    ("Don't push to main, push to release when the tests pass.", push("release"), U),
    ("Never push to main, push to staging on Fridays.", push("staging"), U),
    ("Don't push to main, push to develop after the review.", push("develop"), V),
    ("Ne pousse pas sur main, pousse sur develop si la CI passe.", push("develop"), U),
    ("main에는 푸시하지 말고, develop에는 리뷰 후에 푸시해.", push("develop"), V),
    ("لا تدفع إلى main، هل ندفع إلى develop؟", push("develop"), V),
    ("main에 푸시하는 건, 하지 마. release에도 푸시 금지.", push("main"), V),
    ("Pushing to main, never do that. Never push to release either.", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_MISSES)
def test_a_push_not_asked_outright_frees_nothing(verdict, rule, output, expected):
    """A push in doubt, needing something, or refused after keeps the reading it had."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _a, _b in SIBLINGS] + NEAR_MISSES)


POOL = [
    ("dev33n_frozen", "dev33n-fr-026"),  # on ne pousse pas sur develop : on pousse sur … fix/
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_it_mends(folder, case_id):
    """The pool's cases of this class read as labelled."""
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_hook_lets_the_asked_push_go_and_denies_the_refused_one(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code` over a temp data folder: the push onto the
    branch the rule asks for goes on, the one onto the branch it refuses is denied."""
    rule = "Don't push to main, push to feature branches."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin feature/rye", "git push origin main"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]
