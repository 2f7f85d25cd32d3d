"""The twenty-seventh round's fresh set, west part (dev33za: de, es, ru, fr, it, ar), weighted as
issue 33's twenty-seventh round asked: German push and merge rules in every common form, Spanish
and Russian rules in chat voice, a reply language for a group named by where they are, and near
misses (a rule given up, a question, the past told). Then the classes its first run and the pool
showed unread, each with siblings and near misses, the pool cases each mends, this part's shape,
its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(24cb6be2, `/work/wt/base27`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

from benchmarks.judge import DEV33ZA, DEV33ZA_FROZEN
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    rows,
)
from tests.judgement_sets import texts_outside

WEST = {"de": 35, "es": 30, "ru": 30, "fr": 20, "it": 20, "ar": 20}


def test_the_twenty_seventh_round_west_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same files: only this part's rows
    # are checked; of each language the lowest third by SHA-256 of Case.key (n // 3) is frozen,
    # the rest is the dev part. The frozen part is counted, never printed or run.
    frozen = {lang: n // 3 for lang, n in WEST.items()}
    dev = {lang: n - frozen[lang] for lang, n in WEST.items()}
    assert_round_part("dev33za", "check-za-west", WEST, sum(dev.values()))
    mine = [r for r in rows(SETS / "dev33za" / "batch1.jsonl") if "check-za-west" in r["tags"]]
    assert len(mine) == sum(dev.values())
    assert all("twenty-seventh-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33za", "check-za-west", "twenty-seventh-round", frozen)
    assert_rules_apart("dev33za", texts_outside(DEV33ZA, DEV33ZA_FROZEN))
