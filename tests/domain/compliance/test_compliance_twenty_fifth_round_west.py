"""Rules the twenty-fifth round's fresh set (dev33y, fr, de, es, it, ru, ar) and the pool of
earlier rounds' misses showed unread or read wrong, read as classes of a sentence's parts (issue
33). Then this part's shape and its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from benchmarks.judge import DEV33Y, DEV33Y_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_the_twenty_fifth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33y", "check-y-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33y" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-fifth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33y", "check-y-west", "twenty-fifth-round", dict.fromkeys(WEST, 8))
    assert_rules_apart("dev33y", texts_outside(DEV33Y, DEV33Y_FROZEN))
