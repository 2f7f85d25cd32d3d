"""Rules the twenty-sixth round's fresh set (dev33z, east part: ko, ja, zh_Hans, zh_Hant) showed
read wrong or unread, read as classes of a sentence's parts (issue 33). Then the part's shape (the
dev rows and the frozen rows, counted, never read), its apartness and the probes' absence from
every set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
from tests.compliance_sets import (
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 31, "ja": 23, "zh_Hans": 23, "zh_Hant": 23}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 10, "ja": 8, "zh_Hans": 8, "zh_Hant": 8}


def test_the_twenty_sixth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's
    assert_round_part("dev33z", "check-z-east", EAST, 66)


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33z", "check-z-east", "twenty-sixth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33z", texts_outside(DEV33Z, DEV33Z_FROZEN))
