"""Three wrong verdicts the hook acted on, found by probing the merged round (issue 33,
mend-zc-left). Every sentence here was written for this file; on 2070500d each sibling read
otherwise, the near misses read as now.

1. A window opening the clause ("Dieses Wochenende pusht nur Anna auf production", "This weekend
   only Anna pushes to production", "Questo fine settimana pusha solo Anna su production") put the
   push before "only <person>" and the branch after the name: no doer was read, "only … production"
   read as where pushes go — the doer's branch let through, every other refused
   (only_doers._NAMED_DOER, ONLY_SUBJECT_ACTS)."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    codex,
    gemini,
    hook_answers,
    push,
    push_files,
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (rule, the branch it keeps to the doer)
WINDOW_DOERS = [
    ("Dieses Wochenende pusht nur Anna auf production.", "production"),
    ("Heute pusht nur Jonas auf release.", "release"),
    ("This weekend only Anna pushes to production.", "production"),
    ("Today only Priya pushes to release.", "release"),
    ("Questo fine settimana pusha solo Anna su production.", "production"),
    ("Este fin de semana hace push solo Lucía a production.", "production"),
]


@pytest.mark.parametrize(("rule", "branch"), WINDOW_DOERS)
def test_a_window_before_the_doer_keeps_the_push_the_doers(verdict, rule, branch):
    """The doer's branch is refused to the agent, by any tool; other branches are free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, gemini(f"git push origin {branch}"), V)
    check(verdict, rule, push("feature/x"), F)
    check(verdict, rule, codex("git push origin main"), F)


# Where pushes go (the first person, the imperative, a thing pushed), a window with no doer, the
# doer's rule already read: each as on 2070500d.
WINDOW_NEAR = [
    ("Dieses Wochenende pusht nur Hotfixes auf production.", push("production"), F),
    ("Questo fine settimana pusha solo hotfix su production.", push("production"), F),
    ("Heute pushen wir nur auf develop.", push("main"), V),
    ("Este fin de semana haz push solo a develop.", push("main"), V),
    ("Questo fine settimana pusha solo su develop.", push("develop"), F),
    ("This weekend only push to production after review.", push("production"), U),
    ("This weekend, don't push to production.", push("production"), V),
    ("Nur Anna pusht auf production.", push("production"), V),
    ("Only Anna pushes to production this weekend.", push("main"), F),
    ("Am Wochenende pusht ihr nur auf develop.", push("develop"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WINDOW_NEAR)
def test_a_window_beside_where_pushes_go(verdict, rule, output, expected):
    """A window beside where pushes go, or beside a doer already read, keeps its reading."""
    check(verdict, rule, output, expected)


def test_the_hook_denies_the_doers_branch_in_a_window(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: this weekend's doer's branch is denied, a
    feature branch goes on (it was the other way round)."""
    rule = "Dieses Wochenende pusht nur Anna auf production."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin feature/kasse", "git push origin production"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    probes = [(r, None, None) for r, _b in WINDOW_DOERS] + WINDOW_NEAR
    assert_probes_in_no_set(probes)


# The labelled sets (heldout and the frozen set never read) hold no misread case of these
# classes: no case away from its label names a window beside "only" and a doer.
POOL: list[str] = []
