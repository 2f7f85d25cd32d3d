"""The twenty-sixth round's fresh set, west part (dev33z: fr, de, es, it, ru, ar): its shape and
its distance from every earlier set. The readings this round adds follow, each with its siblings,
near misses and the pool cases it mends.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
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


def test_the_twenty_sixth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33z", "check-z-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33z" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-sixth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33z", "check-z-west", "twenty-sixth-round", dict.fromkeys(WEST, 8))
    assert_rules_apart("dev33z", texts_outside(DEV33Z, DEV33Z_FROZEN))
