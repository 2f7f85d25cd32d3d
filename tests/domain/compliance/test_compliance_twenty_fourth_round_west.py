"""Rules the twenty-fourth round's fresh set (dev33x, fr, de, es, it, ru, ar) and the pool of
earlier rounds' misses showed unread or read wrong, read as classes of a sentence's parts (issue
33). Then the pool cases each reading mends (earlier rounds' cases it was not written from), this
part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(44b0b69c, `/work/wt/base24`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

from benchmarks.judge import DEV33X, DEV33X_FROZEN
from tests.compliance_sets import SETS, assert_round_part, assert_rules_apart, rows
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_the_twenty_fourth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33x", "check-x-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33x" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-fourth-round" in r["tags"] for r in mine)
    frozen = [
        r
        for r in rows(SETS / "dev33x_frozen" / "frozen.jsonl")
        if r["lang"] in WEST and "check-x-west" in r["tags"]
    ]
    assert len(frozen) == 48 and len({r["id"] for r in frozen}) == 48
    assert not {r["id"] for r in frozen} & {r["id"] for r in mine}
    assert all("twenty-fourth-round" in r["tags"] for r in frozen)
    assert_rules_apart("dev33x", texts_outside(DEV33X, DEV33X_FROZEN))
