"""Rules tied to a day or the weekend, in every language, which the checker cannot judge alone
(issue 33, fifth round)."""

from __future__ import annotations

import pytest

from app.domain.compliance import read_rule


@pytest.mark.parametrize(
    "words",
    [
        "금요일에는 main에 푸시하지 마세요.",
        "Don't push to main on Fridays.",
        "Freitags nicht auf main pushen.",
        "Le vendredi, ne pousse pas sur main.",
        "周五不要推到 main。",
        "주말에는 main에 푸시하지 마세요.",
    ],
)
def test_a_rule_tied_to_a_day_has_no_reading_the_checker_can_judge(words):
    """The checker does not know the day an output was made: a rule that holds only on some
    days is left to the reader (`unknown`), never judged as if it held always."""
    assert read_rule(words) == ()
