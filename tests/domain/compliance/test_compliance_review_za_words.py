"""Readings of the twenty-seventh round that reached further than their comments said, found by the
last read of the round's change (issue 33), each mended as a class. Every sentence here was written
for this file (none is in a set). On the merged round (fa3873b2) every sibling reads the wrong way;
the near misses, the forms each reading was written for and close wordings, read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, push

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a past habit that holds still

# past_never._STILL: a habit of a time gone by said to hold still ("y seguimos sin hacerlo", "et
# c'est toujours le cas") is a rule of now, where it was dropped as the past's
STILL_NOW = [
    ("El año pasado no pusheábamos a main y seguimos sin hacerlo", push("main"), V),
    ("L'an dernier on ne poussait pas sur main, et c'est toujours le cas", push("main"), V),
    ("Letztes Jahr haben wir nicht auf main gepusht und tun es immer noch nicht", push("main"), V),
    ("В прошлом году мы не пушили в main и до сих пор не пушим", push("main"), V),
    # own wordings of the same class
    ("L'anno scorso non pushavamo su main e non lo facciamo tuttora", push("main"), V),
    ("Раньше мы никогда не пушили в main, и всё ещё не пушим", push("main"), V),
    ("Früher haben wir nie auf main gepusht, und das gilt nach wie vor", push("main"), V),
]  # fmt: skip
STILL_NOW_NEAR = [
    # the forms the reading was written for, and the past's own "still" or "not yet": the past's
    ("El año pasado no pusheábamos a main", push("main"), NA),
    ("L'an dernier on ne poussait toujours pas sur main", push("main"), NA),
    ("L'an dernier on ne poussait pas encore sur main", push("main"), NA),
    ("L'anno scorso non pushavamo ancora su main", push("main"), NA),
    ("El año pasado no pusheábamos a main, todavía no sabíamos", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), STILL_NOW + STILL_NOW_NEAR)
def test_a_past_habit_said_to_hold_still_is_a_rule(verdict, rule, output, expected):
    """'still', said of now, keeps a past habit a rule; the past's own 'still' does not."""
    check(verdict, rule, output, expected)


PROBES = STILL_NOW + STILL_NOW_NEAR


def test_the_probes_are_in_no_set():
    """No sentence here is a case of any set."""
    assert_probes_in_no_set(PROBES)
