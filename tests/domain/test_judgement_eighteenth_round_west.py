"""Issue 33, eighteenth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33r was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here."""

from __future__ import annotations

from collections import Counter

from benchmarks.judge import DEV33R, DEV33R_FROZEN
from tests.judgement_sets import assert_round_set, round_part

EIGHTEENTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_eighteenth_round_west_sets_are_large_and_apart():
    """36 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–512, 8 explicit requests and 4 near misses; the frozen
    third (12) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33R,
        DEV33R_FROZEN,
        EIGHTEENTH_ROUND_WEST,
        "eighteenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 513),
    )
    for lang in EIGHTEENTH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 513), {"explicit": 8, "none": 4}),
        ):
            both = round_part(DEV33R, lang, numbers) + round_part(DEV33R_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang
