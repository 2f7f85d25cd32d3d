"""Rules the thirty-third round's fresh sets (dev33zg: English, and one class — the past told — in
the ten other languages) and the pool of the thirty-second round's misses showed unread, read as
classes of a sentence's parts (issue 33). Then the pool cases the readings mend, this part's shape,
its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others

# the class in the ten other languages, numbered from 901 (never the other helpers' ids)
CLASS_COUNTS = {
    "fr": 3, "de": 3, "it": 3, "ko": 3, "ar": 3,
    "es": 2, "ru": 2, "ja": 2, "zh_Hans": 2, "zh_Hant": 2,
}  # fmt: skip


def test_the_thirty_third_round_english_part_is_large_and_apart():
    # the other checker helpers write their languages into the same files: only this helper's
    # rows are checked (40 of 60 English, 20 of 25 of the class: the lowest third per language by
    # SHA-256 of Case.key is frozen)
    assert_round_part("dev33zg", "check-zg-en", {"en": 60}, 40)
    assert_round_part("dev33zg", "check-zg-en", CLASS_COUNTS, 20, first=901)
    mine = [r for r in rows(SETS / "dev33zg" / "batch1.jsonl") if "check-zg-en" in r["tags"]]
    assert all("thirty-third-round" in r["tags"] for r in mine)
    assert all("past-told" in r["tags"] for r in mine if r["lang"] != "en")
    frozen = {lang: n // 3 for lang, n in CLASS_COUNTS.items() if n // 3}
    assert_frozen_part("dev33zg", "check-zg-en", "thirty-third-round", {"en": 20, **frozen})
    assert_rules_apart("dev33zg", texts_outside(DEV33ZG, DEV33ZG_FROZEN))
