"""Korean rules said as 'it is not all right' after what is done ('쓰면 안 돼요', '올리는 건 안
됩니다'), and rules tied to a day or the weekend in every language, which the checker cannot judge
alone (issue 33, fifth round)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, read_rule
from app.domain.compliance.reader import read_words

TS_ANY = "타입을 붙였습니다:\n\n```ts\nfunction parse(input: any): number {\n  return Number(input);\n}\n```"


def test_not_all_right_after_using_forbids_the_term(verdict):
    """'any 타입은 쓰면 안 돼요' forbids `any` in TypeScript as '쓰지 마세요' does."""
    assert verdict("타입스크립트에서 any 타입은 쓰면 안 돼요.", TS_ANY).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("command", "outcome"),
    [("git push -u origin main", Outcome.VIOLATED), ("git push origin fix/a", Outcome.FOLLOWED)],
)
def test_not_all_right_after_putting_up_forbids_the_push(verdict, command, outcome):
    """'메인 브랜치에 직접 올리는 건 안 됩니다' protects main as '올리지 마세요' does."""
    call = ("shell__run_command", {"command": command})
    assert verdict("메인 브랜치에 직접 올리는 건 안 됩니다.", call).verdict is outcome


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
def test_a_rule_tied_to_a_day_is_never_judged_broken(verdict, words):
    """The checker does not know the day an output was made: a rule that holds only on some
    days is never judged broken as if it held always — a push onto main is in doubt (`unknown`).
    (Eleventh round: what it is about is read, with the doubt of an exception, so that a push
    elsewhere keeps it, as dev33j_ko labels it; before, such a rule had no reading at all.)"""
    on_main = ("Bash", {"command": "git push origin main"})
    assert verdict(words, on_main).verdict is Outcome.UNKNOWN
    assert read_rule(words) == () or read_words(words)[1]


def test_a_day_rule_said_as_not_all_right_is_still_not_judged_broken(verdict):
    """'주말에는 … 푸시하면 안 돼요': read as a prohibition, yet tied to a day: in doubt on main,
    kept by a push elsewhere."""
    words = "주말에는 main에 푸시하면 안 돼요."
    on_main = ("Bash", {"command": "git push origin main"})
    elsewhere = ("Bash", {"command": "git push origin fix/a"})
    assert verdict(words, on_main).verdict is Outcome.UNKNOWN
    assert verdict(words, elsewhere).verdict is Outcome.FOLLOWED
