"""The twenty-ninth round's fresh set, west part (dev33zc: ru, de, fr, it, es, ar), weighted as
issue 33's twenty-ninth round asked: a file or folder held sacred by a word of worth ("— святое",
"ist heilig", "c'est sacré", "es sagrada", "خط أحمر"), a format rule curt with a dash or a reason,
Russian push, merge and delete in every form, German merge in every form, and near misses (a
question, the past told, a rule given up). Then the classes its first run and the pool showed
unread, each with siblings and near misses, the pool cases each mends, this part's shape and its
apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from tests.compliance_sets import assert_frozen_part, assert_round_part, assert_rules_apart
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part's shape

WEST = {"ru": 35, "de": 30, "fr": 25, "it": 25, "es": 20, "ar": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_twenty_ninth_round_west_sets_are_large_and_apart():
    """This part of dev33zc holds 155 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33zc", "check-zc-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33zc", "check-zc-west", "twenty-ninth-round", FROZEN)
    assert_rules_apart("dev33zc", set(texts_outside()))
