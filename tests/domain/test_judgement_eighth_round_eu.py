"""Issue 33, eighth round (European half and Russian and Arabic: en, fr, es, it, de, ru, ar):
dev33h was written before the judgement was touched and committed before its first run; its
frozen third (the lowest third per language by SHA-256) is scored once, at the end."""

from __future__ import annotations

import hashlib

from benchmarks.judge import DEV33H, DEV33H_FROZEN, load_corpus
from tests.judgement_sets import texts_outside

EIGHTH_ROUND_EU = ("en", "fr", "es", "it", "de", "ru", "ar")


def test_the_eighth_round_sets_are_large_and_apart():
    """At least 40 messages per language, dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, and none in any other set."""
    dev, frozen = load_corpus(DEV33H), load_corpus(DEV33H_FROZEN)
    for lang in EIGHTH_ROUND_EU:
        mine_dev = [c for c in dev if c.lang == lang]
        mine_frozen = [c for c in frozen if c.lang == lang]
        assert len(mine_dev) + len(mine_frozen) >= 40, lang
        digest = lambda c: hashlib.sha256(c.text.encode("utf-8")).hexdigest()  # noqa: E731
        assert max(map(digest, mine_frozen)) < min(map(digest, mine_dev)), lang
    texts = texts_outside(DEV33H, DEV33H_FROZEN)
    assert {c.text for c in dev}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev})
    assert all(c.id.startswith("dev33h-") for c in dev)
    assert all(c.id.startswith("frozen33h-") for c in frozen)
