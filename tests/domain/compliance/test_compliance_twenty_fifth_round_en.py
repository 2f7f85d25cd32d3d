"""Rules the twenty-fifth round's fresh English set (dev33y, en) and the pool of earlier rounds'
English misses showed unread or read wrong, read as classes of a sentence's parts (issue 33). Then
the pool cases each reading mends (earlier rounds' cases it was not written from), this part's
shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9e0d11b6, /work/wt/base25) every sibling fails; the near misses read the same on both."""

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


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33y", "check-y-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33y" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-fifth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33y", "check-y-en", "twenty-fifth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33y", texts_outside(DEV33Y, DEV33Y_FROZEN))
