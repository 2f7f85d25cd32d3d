"""The judgement's second opinion (issue 33, eighteenth round): two questions learned from how the
engine read text it had never seen, asked after the engine's own reading (second_opinion.py)."""

from __future__ import annotations

import json

import pytest

from app.domain.memory.judgement import engine, judge, second_opinion
from benchmarks.judge import CORPUS, load_corpus

WEIGHTS = json.loads(second_opinion._DATA.read_text(encoding="utf-8"))


def test_the_app_computes_the_probabilities_scikit_learn_fitted():
    # `checks`: training texts and both questions' probabilities as scikit-learn gave them; the
    # app's own arithmetic (the standard library alone) must give the same
    # (the weights are written to 6 decimals: the probabilities agree to 1e-5)
    assert len(WEIGHTS["checks"]) == 24
    for text, expected in WEIGHTS["checks"]:
        assert second_opinion.probability(text) == pytest.approx(expected, abs=1e-5), text


def test_grams_are_taken_within_words_and_chinese_and_japanese_by_character():
    assert second_opinion.token_grams("ab") == [
        *(" ", "a", "b", " "),
        *(" a", "ab", "b "),
        *(" ab", "ab "),
        " ab ",
    ]
    assert second_opinion.word_grams("每周一 deploy") == [
        *("每", "周", "一", "deploy"),
        *("每 周", "周 一", "一 deploy"),
    ]


def test_it_learned_from_every_set_but_the_held_out_one_and_this_rounds_frozen_third():
    runs = [
        json.loads(line)
        for line in (CORPUS / "first_runs.jsonl").read_text("utf-8").split("\n")
        if line
    ]
    sets = {r["set"] for r in runs}
    # a round's frozen third once it was scored (dev33zf_frozen), never before (dev33zg_frozen)
    assert {"fresh", "audit", "dev33", "dev33zf", "dev33zf_frozen"} <= sets
    assert not any("heldout" in name or name == "dev33zg_frozen" for name in sets)
    for name in sets:  # every line a message of its set, each once
        ids = [r["id"] for r in runs if r["set"] == name]
        assert sorted(ids) == sorted(c.id for c in load_corpus(CORPUS / name)), name
    assert 0.3 <= WEIGHTS["add"]["threshold"] < 1.0
    assert 0 < WEIGHTS["add"]["positives"] < WEIGHTS["add"]["examples"]


def _case(set_name: str, case_id: str):
    return next(c for c in load_corpus(CORPUS / set_name) if c.id == case_id)


@pytest.mark.parametrize(
    "case_id",
    ["dev33q-en-004", "dev33q-de-006", "dev33q-ja-008", "dev33q-ko-013", "dev33q-ar-011"],
)
def test_where_the_engine_finds_nothing_it_names_the_users_own_sentence(case_id):
    # rules the engine missed when dev33q was new (said as a team's plain present, a condition
    # and its consequence, a cadence); the suggestion is the user's own words, as a constraint, in
    # the sentence's own language (German, not English, among the Latin tables tried together)
    case = _case("dev33q", case_id)
    assert engine.read(case.text).suggestion is None
    found = judge(case.text)
    assert found.suggestion is not None and not found.explicit
    assert found.suggestion.content.rstrip(".。") in case.text
    assert found.suggestion.language == case.lang


@pytest.mark.parametrize(
    "text",
    [
        "From now on, use tabs. No, actually, forget it.",  # a retraction stands
        "Do the handover notes go into the patient's folder before 7am?",  # a question
        "Remember: the handover notes go into the patient's folder before 7am.",  # explicit
    ],
)
def test_it_never_overrides_a_retraction_a_question_or_an_explicit_request(text):
    plain: list = []
    own = engine.read(text, plain)
    assert engine.second_candidates(plain) == [] or own.explicit
    assert judge(text) == own


def test_a_paste_is_never_its_to_read():
    rule = _case("dev33q", "dev33q-en-004").text
    assert second_opinion.probability(rule) >= WEIGHTS["add"]["threshold"]
    assert second_opinion.likely(rule)
    assert not second_opinion.likely(rule + " Noted." * 1000)
