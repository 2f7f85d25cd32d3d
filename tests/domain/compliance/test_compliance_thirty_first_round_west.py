"""The thirty-first round's fresh set, west part (dev33ze: ar, ru, de, fr, it, es), weighted as issue
33's thirty-first round asked: German first, two clauses side by side, one allowed and one refused
("Pushen passt scho, Force-Pushen is ned drin", "Im Ordner doku derfst ois ändern, im Ordner
migrations owa gor nix"), in new words and dialects, the same in the other five languages; a
branch's deletion asked and refused, a merge left to a role, a ban lifted, and near misses (a
question, the past lifted, a rule given up). Then the classes the pool and this part's first run
showed unread, each with siblings and near misses, the pool cases each mends, this part's shape and
its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from tests.compliance_sets import assert_frozen_part, assert_round_part, assert_rules_apart
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part's shape

WEST = {"de": 40, "ar": 30, "ru": 30, "fr": 25, "it": 25, "es": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_thirty_first_round_west_sets_are_large_and_apart():
    """This part of dev33ze holds 170 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33ze", "check-ze-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33ze", "check-ze-west", "thirty-first-round", FROZEN)
    assert_rules_apart("dev33ze", set(texts_outside()))
