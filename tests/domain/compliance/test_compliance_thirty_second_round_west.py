"""The thirty-second round's fresh set, west part (dev33zf: de, ru, ar, fr, it, es), as issue 33's
thirty-second round asked: two clauses side by side, one allowed and one refused, for branches,
folders and deletions in new words and dialects (Swiss German, Swabian, Bavarian; Moroccan and
Egyptian Arabic; Russian's "а вот"); a branch's or a folder's deletion asked and refused
("Effacer la branche v1 de la chorale ? Jamais de la vie."); a reply language beside a second
language for other things; the past lifted; and near misses (a question, a deletion told).

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

from tests.compliance_sets import SETS, VERDICTS, assert_frozen_part, assert_rules_apart, rows
from tests.judgement_sets import texts_outside

# ---------------------------------------------------------------- this part's shape

WEST = {"de": 40, "ru": 30, "ar": 30, "fr": 25, "it": 25, "es": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_thirty_second_round_west_sets_are_large_and_apart():
    """This part of dev33zf holds 170 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    # by this part's tag, not its languages: check-zf-en writes ids 9NN in them into the same file
    found = [r for r in rows(SETS / "dev33zf" / "batch1.jsonl") if "check-zf-west" in r["tags"]]
    assert len(found) == len({r["id"] for r in found}) == sum(WEST.values()) - sum(FROZEN.values())
    for r in found:
        assert r["id"].startswith(f"dev33zf-{r['lang']}-"), r["id"]
        assert 1 <= int(r["id"].rsplit("-", 1)[1]) <= WEST[r["lang"]], r["id"]
        assert "thirty-second-round" in r["tags"] and r["verdict"] in VERDICTS, r["id"]
    assert_frozen_part("dev33zf", "check-zf-west", "thirty-second-round", FROZEN)
    assert_rules_apart("dev33zf", set(texts_outside()))
