"""Rules the thirty-first round's fresh English set (dev33ze, en) and the pool of the thirtieth
round's English misses showed unread, read as classes of a sentence's parts (issue 33). Then the
pool cases each reading mends, this part's shape, its apartness and the probes' absence from every
set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirty_first_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33ze", "check-ze-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33ze" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirty-first-round" in r["tags"] for r in en)
    assert_frozen_part("dev33ze", "check-ze-en", "thirty-first-round", {"en": 20})
    assert_rules_apart("dev33ze", texts_outside(DEV33ZE, DEV33ZE_FROZEN))
