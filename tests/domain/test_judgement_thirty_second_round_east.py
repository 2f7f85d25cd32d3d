"""Issue 33, thirty-second round (Chinese in both scripts with 东北话, Cantonese and Taiwanese, Japanese
with Hiroshima and keigo, Korean with 반말, 존댓말 and 경상도: suggestions and explicit requests).

The round's set (dev33zf, dev33zf_frozen: 40 messages per language) was written and frozen before
the judgement was touched, weighted to what the thirty-first round's frozen third missed, in new
words. A reading lands only with evidence of generality: siblings and near misses written here, and
messages of the thirty-first round's frozen third (the pool, spent) that it mends besides. Each
class's siblings are misread on the code before this round (base 3bbfb683); its near misses are read
right there and stay so. None of these probes is in any set."""

from __future__ import annotations

from benchmarks.judge import DEV33ZF, DEV33ZF_FROZEN
from tests.judgement_sets import assert_forty_a_language

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirty_second_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZF, DEV33ZF_FROZEN, LANGS, "thirty-second-round")
