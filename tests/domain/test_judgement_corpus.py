"""Issue 14: the labelled corpus and the floors the offline judgement may never fall below.

The corpus lives in tests/data/memory_judgement (one JSON Lines file per language); a fixed
hash of each message's text holds about a fifth of it back from tuning. `make judge` prints
the same figures per language. The floors are the issue's targets."""

from __future__ import annotations

import pytest

from benchmarks.judge import (
    AUDIT,
    DEV33,
    DEV33_FROZEN,
    DEV33B,
    DEV33B_FROZEN,
    DEV33C,
    DEV33C_FROZEN,
    DEV33D,
    DEV33D_FROZEN,
    DEV33E,
    DEV33E_FROZEN,
    DEV33F,
    DEV33F_FROZEN,
    DEV33G,
    DEV33G_FROZEN,
    FRESH,
    LANGUAGES,
    TARGETS,
    evaluate,
    is_held_back,
    load_corpus,
    split,
)
from tests.judgement_sets import assert_goals, texts_outside

MIN_SIZE = {"en": 150, "zh_Hans": 150} | {
    lang: 25 for lang in LANGUAGES if lang not in ("en", "zh_Hans")
}


@pytest.fixture(scope="module")
def corpus():
    """Every labelled message of the corpus, checked for shape as it loads."""
    return load_corpus()


@pytest.fixture(scope="module")
def results(corpus):
    """The judgement scored on the dev part, the held-back part and the fresh set."""
    return evaluate(corpus)


def test_the_corpus_is_large_enough_in_every_language(corpus):
    """At least 600 messages: 150 in English, 150 in Simplified Chinese, 25 in every other language."""
    assert len(corpus) >= 600
    for lang, least in MIN_SIZE.items():
        assert sum(c.lang == lang for c in corpus) >= least, lang


def test_every_language_has_all_three_labels_and_hard_negatives(corpus):
    """Each language holds explicit requests, rules to suggest, and the hard look-alikes of issue 14."""
    hard = {"question", "one-off", "hedge", "reported", "past", "context-less"}
    for lang in LANGUAGES:
        assert {c.label for c in corpus if c.lang == lang} == {"explicit", "suggest", "none"}, lang
        tags = {t for c in corpus if c.lang == lang and c.label == "none" for t in c.tags}
        assert hard <= tags, (lang, hard - tags)


def test_the_held_back_part_is_a_fixed_fifth_chosen_by_the_text_alone(corpus):
    """About 20% is held back, by a SHA-256 of the text: pinned, so the split never reshuffles."""
    dev, held = split(corpus)
    assert 0.15 <= len(held) / len(corpus) <= 0.25
    assert {c.id for c in dev}.isdisjoint(c.id for c in held)
    assert all(case.held_back == is_held_back(case.text) for case in corpus)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    assert [w for w in words if is_held_back(w)] == ["gamma", "theta"]


def test_the_fresh_set_was_written_apart(corpus):
    """The fresh set (written after the rules were frozen) shares no message with the corpus."""
    fresh = load_corpus(FRESH)
    assert len(fresh) >= 100
    assert {c.text for c in fresh}.isdisjoint(c.text for c in corpus)


@pytest.mark.parametrize("part", ["dev", "held_back", "fresh"])
def test_suggest_precision_and_recall_stay_above_the_targets(results, part):
    """Suggestions: precision ≥ 0.95 and recall ≥ 0.85 overall, recall ≥ 0.80 in every language."""
    scores = results[part][1]
    overall = scores.suggest["all"]
    assert overall.precision >= TARGETS["suggest_precision"], (part, overall)
    assert overall.recall >= TARGETS["suggest_recall"], (part, overall)
    for lang in LANGUAGES:
        assert scores.suggest[lang].recall >= TARGETS["suggest_recall_per_language"], (part, lang)


@pytest.mark.parametrize("part", ["dev", "held_back", "fresh"])
def test_explicit_precision_and_recall_stay_above_the_targets(results, part):
    """Explicit requests: precision ≥ 0.98 and recall ≥ 0.95 overall."""
    overall = results[part][1].explicit["all"]
    assert overall.precision >= TARGETS["explicit_precision"], (part, overall)
    assert overall.recall >= TARGETS["explicit_recall"], (part, overall)


@pytest.mark.parametrize("part", ["dev", "held_back", "fresh"])
def test_found_rules_store_the_expected_words_and_scope(results, part):
    """Of what is found, at least 95% stores the labelled words and 98% the labelled scope."""
    scores = results[part][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.words_ok >= 0.95 * s.tp and s.scope_ok >= 0.98 * s.tp, (part, s)
    assert e.words_ok >= 0.95 * e.tp, (part, e)


def test_the_issue_33_dev_set_is_large_and_apart(corpus):
    """Issue 33's own development messages: at least 200 in all 11 languages, none taken
    from the labelled corpus or the fresh set."""
    dev33 = load_corpus(DEV33)
    assert len(dev33) >= 200
    assert {c.lang for c in dev33} == set(LANGUAGES)
    assert {c.text for c in dev33}.isdisjoint(c.text for c in [*corpus, *load_corpus(FRESH)])


def test_the_issue_33_dev_set_meets_the_issue_goals(results):
    """On issue 33's development messages (conditional and time-bound rules, permissions,
    retractions, one occasion, pasted and reported text): suggest P ≥ 0.95 R ≥ 0.90, explicit
    P ≥ 0.98 R ≥ 0.95, no language's suggest recall or precision below 0.80."""
    scores = results["dev33"][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in LANGUAGES:
        t = scores.suggest[lang]
        assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)


def test_the_second_round_sets_are_large_and_apart(corpus):
    """Issue 33's second round: at least 300 development messages in many voices and a frozen
    batch of at least 100, in all 11 languages, none of them in any other set."""
    dev33b, frozen = load_corpus(DEV33B), load_corpus(DEV33B_FROZEN)
    assert len(dev33b) >= 300 and len(frozen) >= 100
    assert {c.lang for c in dev33b} == {c.lang for c in frozen} == set(LANGUAGES)
    others = [
        *corpus,
        *load_corpus(FRESH),
        *load_corpus(AUDIT),
        *load_corpus(DEV33),
        *load_corpus(DEV33_FROZEN),
    ]
    texts = {c.text for c in others}
    assert {c.text for c in dev33b}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33b})


def test_the_second_round_dev_set_meets_the_issue_goals(results):
    """On the second round's messages in other voices (complaints, conventions without an
    order, corrections, denials, colloquial and mistyped remember/prefer forms): suggest
    P ≥ 0.95 R ≥ 0.90, explicit P ≥ 0.98 R ≥ 0.95, no language below 0.80 (the frozen batch
    is reported, never held to a floor: it is not tuned on)."""
    scores = results["dev33b"][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in LANGUAGES:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)


def test_the_third_round_sets_are_large_and_apart(corpus):
    """Issue 33's third round: at least 250 development messages in voices no earlier set used
    and a frozen batch of at least 100, in all 11 languages, none of them in any other set."""
    dev33c, frozen = load_corpus(DEV33C), load_corpus(DEV33C_FROZEN)
    assert len(dev33c) >= 250 and len(frozen) >= 100
    assert {c.lang for c in dev33c} == {c.lang for c in frozen} == set(LANGUAGES)
    others = [
        *corpus,
        *load_corpus(FRESH),
        *load_corpus(AUDIT),
        *load_corpus(DEV33),
        *load_corpus(DEV33_FROZEN),
        *load_corpus(DEV33B),
        *load_corpus(DEV33B_FROZEN),
    ]
    texts = {c.text for c in others}
    assert {c.text for c in dev33c}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33c})


def test_the_fourth_round_sets_are_large_and_apart(corpus):
    """Issue 33's fourth round: at least 150 messages over the 11 languages and a frozen third,
    none of them in any other set."""
    dev33d, frozen = load_corpus(DEV33D), load_corpus(DEV33D_FROZEN)
    assert len(dev33d) >= 150 and len(frozen) >= 50
    assert {c.lang for c in dev33d} == {c.lang for c in frozen} == set(LANGUAGES)
    others = [
        *corpus,
        *load_corpus(FRESH),
        *load_corpus(AUDIT),
        *load_corpus(DEV33),
        *load_corpus(DEV33_FROZEN),
        *load_corpus(DEV33B),
        *load_corpus(DEV33B_FROZEN),
        *load_corpus(DEV33C),
        *load_corpus(DEV33C_FROZEN),
    ]
    texts = {c.text for c in others}
    assert {c.text for c in dev33d}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33d})


def test_the_fourth_round_dev_set_meets_the_issue_goals(results):
    """Issue 33's goals on dev33d, overall and in every language (its frozen third is scored
    once and held to nothing)."""
    scores = results["dev33d"][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in LANGUAGES:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)


def test_the_fifth_round_sets_are_large_and_apart(corpus):
    """Issue 33's fifth round: at least 250 development messages over the 11 languages and a
    frozen third, none of them in any other set."""
    dev33e, frozen = load_corpus(DEV33E), load_corpus(DEV33E_FROZEN)
    assert len(dev33e) >= 250 and len(frozen) >= 100
    assert {c.lang for c in dev33e} == {c.lang for c in frozen} == set(LANGUAGES)
    others = [
        *corpus,
        *load_corpus(FRESH),
        *load_corpus(AUDIT),
        *load_corpus(DEV33),
        *load_corpus(DEV33_FROZEN),
        *load_corpus(DEV33B),
        *load_corpus(DEV33B_FROZEN),
        *load_corpus(DEV33C),
        *load_corpus(DEV33C_FROZEN),
        *load_corpus(DEV33D),
        *load_corpus(DEV33D_FROZEN),
    ]
    texts = {c.text for c in others}
    assert {c.text for c in dev33e}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33e})


def test_the_fifth_round_dev_set_meets_the_issue_goals(results):
    """Issue 33's goals on dev33e, overall and in every language (its frozen third is scored
    once and held to nothing)."""
    scores = results["dev33e"][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in LANGUAGES:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)


# Written in two halves (judge-eu: the seven below; judge-cjk: zh_Hans, zh_Hant, ja, ko): all 11.
SIXTH_ROUND = LANGUAGES


def test_the_sixth_round_sets_are_large_and_apart(corpus):
    """Issue 33's sixth round (every language): at least 30 messages a language written before the round's changes, its frozen third, and the
    batches after; none of them in any other set."""
    dev33f, frozen = load_corpus(DEV33F), load_corpus(DEV33F_FROZEN)
    assert {c.lang for c in dev33f} == {c.lang for c in frozen} == set(SIXTH_ROUND)
    for lang in SIXTH_ROUND:
        assert sum(c.lang == lang for c in dev33f) + sum(c.lang == lang for c in frozen) >= 30
    others = [
        *corpus,
        *load_corpus(FRESH),
        *load_corpus(AUDIT),
        *load_corpus(DEV33),
        *load_corpus(DEV33_FROZEN),
        *load_corpus(DEV33B),
        *load_corpus(DEV33B_FROZEN),
        *load_corpus(DEV33C),
        *load_corpus(DEV33C_FROZEN),
        *load_corpus(DEV33D),
        *load_corpus(DEV33D_FROZEN),
        *load_corpus(DEV33E),
        *load_corpus(DEV33E_FROZEN),
    ]
    texts = {c.text for c in others}
    assert {c.text for c in dev33f}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33f})


def test_the_sixth_round_dev_set_meets_the_issue_goals(results):
    """Issue 33's goals on dev33f, overall and in each language (its frozen third
    is scored once and held to nothing; its fifth batch was measured, not tuned on)."""
    scores = results["dev33f"][1]
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in SIXTH_ROUND:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)


# Issue 33, seventh round: written in two halves at once (judge-eu2: French, Spanish, Italian,
# German and English, weighted to French; judge-asia: the other six), each batch committed before
# its first run.
SEVENTH_ROUND_EU = ("fr", "es", "it", "de", "en")


def test_the_seventh_round_sets_are_large_and_apart():
    """Issue 33's seventh round: every language has at least 30 messages of dev33g and its frozen
    third together, French the most of the European half, and none is in any other set."""
    dev33g, frozen = load_corpus(DEV33G), load_corpus(DEV33G_FROZEN)
    both = [*dev33g, *frozen]
    assert len([c for c in both if c.lang in SEVENTH_ROUND_EU]) >= 220
    assert max(SEVENTH_ROUND_EU, key=lambda lang: sum(c.lang == lang for c in both)) == "fr"
    for lang in LANGUAGES:
        assert sum(c.lang == lang for c in both) >= 30, lang
    texts = texts_outside(DEV33G, DEV33G_FROZEN)
    assert {c.text for c in dev33g}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev33g})
    assert all(c.id.startswith("dev33g-") for c in dev33g)
    assert all(c.id.startswith("frozen33g-") for c in frozen)


def test_the_seventh_round_dev_set_meets_the_issue_goals(results):
    """Issue 33's goals on dev33g, overall and in each of the 11 languages (its frozen third is
    scored once and held to nothing)."""
    assert_goals(results["dev33g"][1], LANGUAGES)
