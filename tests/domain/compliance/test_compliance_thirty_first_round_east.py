"""The thirty-first round's fresh set, east part (dev33ze: ko, zh_Hant, ja, zh_Hans), issue 33:
its shape (the dev rows and the frozen rows, counted, never read) and its apartness from every
set written before it."""

from __future__ import annotations

from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
from tests.compliance_sets import assert_frozen_part, assert_round_part, assert_rules_apart
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part's shape

EAST = {"ko": 45, "zh_Hant": 30, "ja": 25, "zh_Hans": 20}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 15, "zh_Hant": 10, "ja": 8, "zh_Hans": 7}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def test_the_thirty_first_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's; the dev
    # part holds the numbers the frozen third left (ids run 1 … the language's whole count)
    assert_round_part("dev33ze", "check-ze-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33ze", "check-ze-east", "thirty-first-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33ze", texts_outside(DEV33ZE, DEV33ZE_FROZEN))
