"""The twenty-eighth round's fresh set, west part (dev33zb: de, fr, es, it, ar, ru), weighted as
issue 33's twenty-eighth round asked: a ban said by a predicate of its own ("ist gesperrt", "zone
interdite", "es sagrado", "è off-limits", "مقفول", "ни ногой"), a format rule said curt or with a
reason, German push and merge in every form, and near misses (a rule given up, a question, the
past told). Then the classes its first run and the pool showed unread, each with siblings and near
misses, the pool cases each mends, this part's shape and its apartness.

Every sentence here was written for this file (none is in a set)."""

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

WEST = {"de": 35, "fr": 25, "es": 25, "it": 25, "ar": 25, "ru": 20}


def test_the_twenty_eighth_round_west_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same files: only this part's rows
    # are checked; of each language the lowest third by SHA-256 of Case.key (n // 3) is frozen,
    # the rest is the dev part. The frozen part is counted, never printed or run.
    frozen = {lang: n // 3 for lang, n in WEST.items()}
    dev = {lang: n - frozen[lang] for lang, n in WEST.items()}
    assert_round_part("dev33zb", "check-zb-west", WEST, sum(dev.values()))
    mine = [r for r in rows(SETS / "dev33zb" / "batch1.jsonl") if "check-zb-west" in r["tags"]]
    assert len(mine) == sum(dev.values())
    assert all("twenty-eighth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33zb", "check-zb-west", "twenty-eighth-round", frozen)
    assert_rules_apart("dev33zb", texts_outside(DEV33ZB, DEV33ZB_FROZEN))
