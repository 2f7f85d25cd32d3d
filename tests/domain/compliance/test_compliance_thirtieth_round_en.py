"""Rules the thirtieth round's fresh English set (dev33zd, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(a565939c, /work/wt/base30) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirtieth_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zd", "check-zd-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zd" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirtieth-round" in r["tags"] for r in en)
    assert_frozen_part("dev33zd", "check-zd-en", "thirtieth-round", {"en": 20})
    assert_rules_apart("dev33zd", texts_outside(DEV33ZD, DEV33ZD_FROZEN))
