"""Rules the thirtieth round's fresh English set (dev33zd, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(a565939c, /work/wt/base30) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    check,
    pool_case,
    push,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a terse note's window, the rest open

# A line closed for a window in a terse note, the rest left open ("prod: hands off till 2 Mar |
# other branches: fine", "main locked thru Wed / rest ok", "hotfix/* frozen till after the audit,
# everything else fair game", Singapore's "stable cannot push till Fri lah, other branch can"): the
# line's state said as its refusal (kept_fields: "hands off", "read-only", "cannot push", a " / "
# between fields, a line's glob), the rest left open not said again, and the day or date the window
# ends on ("till 2 Mar", "until 20/1", "until next Friday") neither a condition
# (closed_branches.WINDOW_END) nor a day the rule holds on only (rule_scope.TIMED). The hook had
# let every push through as `unknown`.
WINDOW = [
    ("ferry-timetable | prod: hands off till 2 Mar | other branches: fine", push("prod"), V),
    ("ferry-timetable | prod: hands off till 2 Mar | other branches: fine", push("feature/night-sailings"), F),
    ("tide-app / main locked thru Wed / rest ok", push("main"), V),
    ("tide-app / main locked thru Wed / rest ok", push("fix/moon-phase"), F),
    ("hotfix/* frozen till after the audit, everything else fair game", push("hotfix/1.2"), V),
    ("hotfix/* frozen till after the audit, everything else fair game", push("feature/receipts"), F),
    ("cafe-menu: master read-only till 20/1; all other branches unrestricted", push("master"), V),
    ("garage-site: stable cannot push till Fri lah, other branch can", push("stable"), V),
    ("garage-site: stable cannot push till Fri lah, other branch can", push("tyres/winter"), F),
    ("zoo-tickets:\n  live: hands off until Thursday noon\n  other branches: open", push("tickets/family-pass"), F),
    ("Don't push to main until next Friday.", push("main"), V),
    ("No pushes to prod until 4 March, please.", push("prod"), V),
]  # fmt: skip
WINDOW_NEAR = [
    # a condition, a rule's day, the rest alone, a line's own news, hands off something else, a
    # line left open, plain sentences of a shop, a street, an office
    ("Don't push to main until the tests pass.", push("main"), U),
    ("prod: hands off until the tests pass | rest: open", push("prod"), U),
    ("Never push to main on Fridays.", push("main"), U),
    ("other branches: fine", push("main"), U),
    ("hands off the keyboard till friday, I'm on leave", push("main"), U),
    ("main: open till Friday | rest: open", push("main"), U),
    ("stable: frozen; main: push freely", push("main"), U),
    ("The shop is closed until Friday.", push("main"), U),
    ("Main street is closed until next Tuesday.", push("main"), U),
    ("Our main office is closed until after Christmas, the rest are open.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WINDOW + WINDOW_NEAR)
def test_a_terse_notes_window_with_the_rest_open(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a terse note's window, the rest open: "lighthouse-museum-site | prod: hands off till 9 Jan |
    # other branches: fine" (prod's push and another's, both `unknown`)
    ("dev33zc_frozen", "dev33zc-en-001"),
    ("dev33zc_frozen", "dev33zc-en-002"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(WINDOW + WINDOW_NEAR)


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirtieth_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zd", "check-zd-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zd" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirtieth-round" in r["tags"] for r in en)
    assert_frozen_part("dev33zd", "check-zd-en", "thirtieth-round", {"en": 20})
    assert_rules_apart("dev33zd", texts_outside(DEV33ZD, DEV33ZD_FROZEN))
