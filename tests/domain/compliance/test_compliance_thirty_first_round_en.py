"""Rules the thirty-first round's fresh English set (dev33ze, en) and the pool of the thirtieth
round's English misses showed unread, read as classes of a sentence's parts (issue 33). Then the
pool cases each reading mends, this part's shape, its apartness and the probes' absence from every
set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
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
    push_files,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a line frozen to a date, another with no end

# A terse note closing one line to a date and another with no end ("allotment-rota / main: frozen
# until 18 Jan / release: frozen indefinitely" on lines of their own, "stable: locked till 4 Jan /
# legacy: locked for good", "main frozen till the 20th, hotfix frozen with no end in sight",
# "deploy frozen until further notice"): the note's line breaks before a field are its separators
# (kept_fields.fields_apart, before normalising runs the lines together), a state with no end is
# said away with the state (kept_fields._NO_END: no condition, no window), and beside a deployed
# line's field another field may close a line of any name ("legacy", "hotfix", "archive/2019":
# kept_fields._ANY_LINE_STATE, said as "the <name> branch"). The hook had let the open-ended line's
# push through as `followed` (a false allow) or read nothing.
NO_END = [
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: frozen indefinitely", push_files("legacy"), V),
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: frozen indefinitely", push_files("feature/route-map"), F),
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: open", push_files("legacy"), F),
    ("quilting-guild / master: locked till 8 Feb / archive: locked for good", push_files("archive"), V),
    ("cider-press: prod frozen till the 14th, hotfix frozen with no end in sight", push_files("hotfix"), V),
    ("rowing-club-site: stable frozen through 30 Jan; deploy frozen until further notice", push_files("deploy"), V),
    ("rowing-club-site: stable frozen through 30 Jan; deploy frozen until further notice", push_files("crew/erg-scores"), F),
    ("chess-league\ndevelop: frozen till Thursday\nhotfix: frozen, no end date", push_files("hotfix"), V),
    ("chess-league | main: locked until 2 Mar | legacy branch: locked for good", push_files("legacy"), V),
]  # fmt: skip
NO_END_NEAR = [
    # a line of any name with no deployed line beside it, a kitchen, a pronoun, a bakery, a list of
    # groceries on lines of their own, a pond, a condition, a bank's branch, the rest left open
    ("hotfix frozen with no end in sight", push_files("hotfix"), U),
    ("kitchen: closed for good, the cafe moved", push("main"), U),
    ("main: frozen till the 14th, it's locked for good otherwise", push("feature/x"), F),
    ("The old bakery is closed for good.", push("main"), U),
    ("Shopping list\nmilk: frozen\npeas: frozen", push("main"), U),
    ("The pond stays frozen until further notice.", push("main"), U),
    ("main: frozen until the tests pass\nlegacy: open", push_files("legacy"), U),
    ("Our old branch in Leeds is closed for good; main office: open", push("main"), U),
    ("release frozen till Friday; rest: open", push("feature/x"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_END + NO_END_NEAR)
def test_a_line_frozen_to_a_date_beside_one_with_no_end(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a line frozen to a date beside one with no end: "workshop-site / main: frozen (thaws 15 Jan)
    # / hotfix: frozen, no end date" on lines of their own (hotfix's push_files and a feature's
    # push, both `unknown`)
    ("dev33zd_frozen", "dev33zd-en-031"),
    ("dev33zd", "dev33zd-en-032"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(NO_END + NO_END_NEAR)

# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirty_first_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33ze", "check-ze-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33ze" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirty-first-round" in r["tags"] for r in en)
    assert_frozen_part("dev33ze", "check-ze-en", "thirty-first-round", {"en": 20})
    assert_rules_apart("dev33ze", texts_outside(DEV33ZE, DEV33ZE_FROZEN))
