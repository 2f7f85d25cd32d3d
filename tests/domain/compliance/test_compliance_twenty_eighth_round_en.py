"""Rules the twenty-eighth round's fresh English set (dev33zb, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(7bb3446c, /work/wt/base28) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zb", "check-zb-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zb" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-eighth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33zb", "check-zb-en", "twenty-eighth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zb", texts_outside(DEV33ZB, DEV33ZB_FROZEN))
