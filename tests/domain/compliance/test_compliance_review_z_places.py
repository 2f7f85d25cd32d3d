"""The last read of the twenty-sixth round (issue 33): readings of places that reached further than
their comments said. Every sentence here was written for this file; each sibling read wrong on
e1c17482, the near misses read as they did there."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, push

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

# A3: a push asked in a clause governs the branches of its own part, not one past an "and" that
# opens another verb: that branch stays as the refusal left it (the develop push stays free).
ASKED_PUSH = [
    ("Don't push to main, push to develop and leave release to Ana", push("release"), V),
    ("Don't push to main, push to develop and let Ana handle release", push("release"), V),
    ("Ne poussez pas sur main, poussez sur develop et laissez release à Ana", push("release"), V),
    ("Nicht auf main pushen, auf develop pushen und release macht Ana", push("release"), V),
    ("No hagas push a main, haz push a develop y deja release para Ana", push("release"), V),
    ("Non pushare su main, pusha su develop e lascia release a Ana", push("release"), V),
    ("Не пушь в main, пушь в develop и оставь release Ане", push("release"), V),
    ("لا تدفع إلى main، ادفع إلى develop واترك release لآنا", push("release"), V),
]  # fmt: skip
ASKED_PUSH_KEPT = [
    ("Don't push to main, push to develop and leave release to Ana", push("develop"), F),
    ("Ne poussez pas sur main, poussez sur develop et laissez release à Ana", push("develop"), F),
    ("Nicht auf main pushen, auf develop pushen und release macht Ana", push("develop"), F),
    ("لا تدفع إلى main، ادفع إلى develop واترك release لآنا", push("develop"), F),
    # a bare list of names joined to the push is the push's
    ("Don't push to main, push to develop and staging", push("staging"), F),
    ("Don't push to main, push to develop and to the staging branch", push("staging"), F),
    ("Nicht auf main pushen, auf develop und staging pushen", push("staging"), F),
    ("No hagas push a main, haz push a develop y a staging", push("staging"), F),
    ("Don't push to main, push to develop and leave release to Ana", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ASKED_PUSH + ASKED_PUSH_KEPT)
def test_an_asked_push_governs_its_own_part(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set(ASKED_PUSH + ASKED_PUSH_KEPT)
