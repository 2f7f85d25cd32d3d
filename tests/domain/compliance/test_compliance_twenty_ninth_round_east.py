"""The twenty-ninth round's fresh set (dev33zc, east part: ko, ja, zh_Hans, zh_Hant), its shape
(the dev rows and the frozen rows, counted, never read) and its apartness (issue 33)."""

from __future__ import annotations

from benchmarks.judge import DEV33ZC, DEV33ZC_FROZEN
from tests.compliance_sets import assert_frozen_part, assert_round_part, assert_rules_apart
from tests.judgement_sets import texts_outside

EAST = {"ko": 45, "ja": 22, "zh_Hans": 20, "zh_Hant": 20}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 15, "ja": 7, "zh_Hans": 7, "zh_Hant": 7}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def test_the_twenty_ninth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's; the dev
    # part holds the numbers the frozen third left (ids run 1 … the language's whole count)
    assert_round_part("dev33zc", "check-zc-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zc", "check-zc-east", "twenty-ninth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zc", texts_outside(DEV33ZC, DEV33ZC_FROZEN))
