"""A branch named bare as a list's next item after a known branch (issue 33, mend-za-lists): "Never
push to main or stable" refused main alone, so `git push origin stable` was followed — a false
allow older than the twenty-seventh round. bare_branches reads the list's other items: a bare name
joined by a conjunction (or, oder, noch, ni, né, ни, 或, と, 이나 …) to a branch already named, where
a push or a merge is said, ending the list — never a word that is no name ("anywhere else", "then",
"force anything", "stable is fine"). Every sentence here was written for this file; on 63ce6c46
each sibling read `followed` for the listed branch, each near miss read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, hook_answers, push

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

# (rule, the listed branch refused beside the known one)
SIBLINGS = [
    ("Never push to main or stable.", "stable"),  # the reviewer's
    ("Weder auf main noch auf stable pushen.", "stable"),  # the reviewer's
    ("Nicht auf main und nicht auf stable pushen.", "stable"),  # the reviewer's
    ("Ne pousse ni sur main ni sur stable.", "stable"),
    ("No hagas push ni a main ni a stable.", "stable"),
    ("Non fare push né su main né su stable.", "stable"),
    ("Не пушить ни в main, ни в stable.", "stable"),
    ("main と stable には push しない", "stable"),
    ("不要推 main 或 stable", "stable"),
    ("main 이나 stable 에 푸시하지 마", "stable"),
    # our own wordings: other names no table holds, a longer list, a merge beside the push
    ("Never push to main, trunk or stable.", "stable"),
    ("Never push to main or stable-2.", "stable-2"),
    ("Don't push to develop or canary.", "canary"),
    ("Don't push to trunk or next.", "next"),
    ("Never push to production and canary-eu.", "canary-eu"),
    ("Never merge or push into main or canary.", "canary"),
    ("Never push to main or live without review.", "live"),
    ("Push nie auf main oder auf widgets.", "widgets"),  # the preposition repeated: a place
]


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_a_branch_listed_after_a_known_one_is_refused(verdict, rule, branch):
    assert verdict(rule, push(branch)).verdict is V, rule
    assert verdict(rule, push("feature/x")).verdict is F, rule


# (rule, branch pushed, verdict): the list goes on as a clause, or its word is no name — read as on
# 63ce6c46
NEAR = [
    ("Never push to main or anywhere else without review.", "stable", F),
    ("Never push to main or anywhere else without review.", "main", V),
    ("Push to main and then tag it.", "develop", U),
    ("Never push to main or force anything.", "stable", F),
    ("Don't push to main and stable is fine.", "stable", F),
    ("Don't push to main and stable is fine.", "main", V),
    ("main oder develop? Egal, pushe auf develop.", "develop", U),
    ("Never push to main or the release branch.", "stable", F),
    ("Push to staging and deploy.", "deploy", U),
    ("Nie auf main pushen, und stable ist frei.", "stable", F),
    ("Never push to main, or you will break the build.", "stable", F),
]


@pytest.mark.parametrize(("rule", "branch", "expected"), NEAR)
def test_a_list_going_on_or_no_name_keeps_its_reading(verdict, rule, branch, expected):
    assert verdict(rule, push(branch)).verdict is expected, rule


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set([(r, push(b), V) for r, b in SIBLINGS])
    assert_probes_in_no_set([(r, push(b), e) for r, b, e in NEAR])


def test_the_hook_denies_the_listed_branch(core, tmp_path):
    """`mindkeep hook pre-tool`: develop goes on, stable (listed after main) is denied."""
    rule = SIBLINGS[0][0]
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin develop", "git push origin stable"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]
