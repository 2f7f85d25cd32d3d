"""Issue 33, thirty-third round (Chinese in both scripts with 东北话, Cantonese and Taiwanese, Japanese
with Hiroshima and keigo, Korean with 경상도: suggestions and explicit requests).

The round's set (dev33zg, dev33zg_frozen: 40 messages per language) was written and frozen before
the judgement was touched, weighted to what the thirty-second round's frozen third missed, in new
words."""

from __future__ import annotations

from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from tests.judgement_sets import assert_forty_a_language

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirty_third_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZG, DEV33ZG_FROZEN, LANGS, "thirty-third-round")
