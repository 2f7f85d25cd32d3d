"""'In force', 'into force' is a rule that holds, not a force push (found probing the thirtieth
round: "Don't push to main; the freeze is back in force." read as a ban on force pushes alone, so a
plain push to main went through the hook). action_words.FORCE leaves the idiom out."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash, check

V, F = Outcome.VIOLATED, Outcome.FOLLOWED

# (rule, the refused branch)
HELD = [
    ("Don't push to main; the freeze is back in force.", "main"),
    ("No pushes to main while the freeze is in force.", "main"),
    ("No pushes to release while the code freeze is in force.", "release"),
    ("The ban on pushing to main remains in force.", "main"),
    ("Don't push to prod: the change freeze came into force today.", "prod"),
]
# a force push refused: read as before (a plain push keeps it)
FORCED = [
    "Never force-push to main.",
    "Don't force push to main, the rule is in force.",
    "Force-pushing to main is forbidden.",
    "Le push forcé sur main est interdit.",
]


@pytest.mark.parametrize(("rule", "branch"), HELD)
def test_a_rule_in_force_refuses_every_push(verdict, rule, branch):
    check(verdict, rule, bash(f"git push origin {branch}"), V)
    check(verdict, rule, bash("git push origin feature/x"), F)


@pytest.mark.parametrize("rule", FORCED)
def test_a_force_push_refused_reads_as_before(verdict, rule):
    check(verdict, rule, bash("git push --force origin main"), V)
    check(verdict, rule, bash("git push origin main"), F)


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set([(r, None, None) for r, _b in HELD] + [(r, None, None) for r in FORCED])
