"""English's "only" opening a clause, then the person who pushes: "Only the dispatch coordinator
pushes to main". The push is reserved to that person, whatever their post; the checker read "only
… to main" as where pushes may go, so the hook let `git push origin main` through and refused a
push to a feature branch — both verdicts the wrong way round (dev33y_frozen en-003/004, found once
that third was scored; reserved._ONLY_SUBJECT_ACTS). Every sentence here was written for this
file; on the code before it the siblings read the other way, the near misses the same."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import check, codex, push, push_files

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

SIBLINGS = [
    ("Only Marta pushes to stable.", "stable"),
    ("Only our night editor pushes to the live branch of the radio site.", "live"),
    ("Only the vineyard's cellar master ever pushes to prod.", "prod"),
    ("On the seed bank app, only the data steward pushes to main.", "main"),
    ("Only the tram depot's shift supervisor pushes to production.", "production"),
    ("Only the clinic's practice manager pushes to release/4 on its booking app.", "release/4"),
]


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_the_push_kept_to_the_person_after_only(verdict, rule, branch):
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, push("feat/pairs"), F)
    check(verdict, rule, codex("git push origin fix/ledger"), F)


NEAR = [
    # a subject before "only": where that team pushes
    ("Our team only pushes to develop.", push("develop"), F),
    ("Our team only pushes to develop.", push("feat/x"), V),
    # the imperative: where pushes may go
    ("Push only to feature branches.", push("main"), V),
    # a passive: what gets pushed
    ("Only tagged commits get pushed to prod.", push("prod"), F),
    # "only" then the act itself, no subject
    ("Only push to main after a review.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_only_with_no_one_named_before_the_push(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
