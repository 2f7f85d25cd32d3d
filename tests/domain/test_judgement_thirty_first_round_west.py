"""Issue 33, thirty-first round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33ze was written by hand before the judgement was touched and committed
before its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by
the integrator, at the end, never here. Each reading below: its siblings (written for it, new
texts), its near misses (the same surface with nothing of the reading) and the earlier rounds'
messages it mends (by id, read from their sets)."""

from __future__ import annotations

from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
from tests.judgement_sets import assert_forty_a_language

THIRTY_FIRST_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirty_first_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZE, DEV33ZE_FROZEN, THIRTY_FIRST_ROUND_WEST, "thirty-first-round")
