"""Issue 33, twenty-fourth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33x was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

from collections import Counter

from benchmarks.judge import DEV33X, DEV33X_FROZEN
from tests.judgement_sets import assert_round_set, round_part

TWENTY_FOURTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_fourth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33X,
        DEV33X_FROZEN,
        TWENTY_FOURTH_ROUND_WEST,
        "twenty-fourth-round",
        {"suggest": 14, "none": 14, "explicit": 12},
        range(1, 517),
    )
    for lang in TWENTY_FOURTH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 517), {"explicit": 12, "none": 4}),
        ):
            both = round_part(DEV33X, lang, numbers) + round_part(DEV33X_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang
