"""The thirtieth round's fresh set, west part (dev33zd: ar, ru, de, fr, it, es), weighted as issue
33's thirtieth round asked: a merge into a branch refused or left to a role in every language
("ممنوع الدمج في فرع release", "Nach main wird nicht gemergt", "pas de fusion dans stable"), Arabic
in every family, German allowed and refused side by side ("Auf develop darfst du pushen, auf main
nicht"), the past told or a rule lifted, a branch's deletion refused. Then the classes its first
run and the pool showed unread, each with siblings and near misses, the pool cases each mends, this
part's shape and its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from tests.compliance_sets import assert_frozen_part, assert_round_part, assert_rules_apart
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part's shape

WEST = {"ar": 35, "ru": 30, "de": 30, "fr": 25, "it": 25, "es": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_thirtieth_round_west_sets_are_large_and_apart():
    """This part of dev33zd holds 165 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33zd", "check-zd-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33zd", "check-zd-west", "thirtieth-round", FROZEN)
    assert_rules_apart("dev33zd", set(texts_outside()))
