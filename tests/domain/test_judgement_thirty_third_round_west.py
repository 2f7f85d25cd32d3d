"""Issue 33, thirty-third round, the west's part (en, fr, de, es, it, ru, ar): the judgement's
suggestions and explicit requests. The set dev33zg was written by hand and committed before the
judgement ran on it or was changed; the integrator alone scores its frozen third (per language the
lowest third by SHA-256), once, at the end. For each reading: siblings written for it (new texts,
misread at the round's start), near misses (the same surface without the reading, read the same
before and after) and the earlier rounds' messages it mends, by id."""

from __future__ import annotations

from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from tests.judgement_sets import assert_forty_a_language

THIRTY_THIRD_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirty_third_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZG, DEV33ZG_FROZEN, THIRTY_THIRD_ROUND_WEST, "thirty-third-round")
