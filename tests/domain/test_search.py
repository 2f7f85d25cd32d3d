"""What a search query means and what a result shows (app.domain.search, issue 35)."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError
from app.domain.search import (
    QUERY_MAX,
    TERMS_MAX,
    excerpt,
    matches,
    parse_query,
    spans,
)


def test_terms_are_words_and_quoted_phrases_without_repeats():
    """Spaces separate terms; a quoted phrase is one term; repeats (any case) count once."""
    q = parse_query('  deploy  "release  day" Deploy 数据库 ')
    assert q.terms == ("deploy", "release day", "数据库")
    assert q.indexed == ("deploy", "release day", "数据库")
    assert parse_query("数据 ab c").short == ("数据", "ab", "c")


def test_empty_long_or_odd_queries_are_refused():
    """Nothing to look for, over QUERY_MAX characters, or not text: invalid_input."""
    for bad in ("", "  ", '""', "x" * (QUERY_MAX + 1), None, 5, ["x"]):
        with pytest.raises(AppError) as err:
            parse_query(bad)
        assert err.value.code == "invalid_input"
    assert len(parse_query(" ".join(f"w{i}" for i in range(20))).terms) == TERMS_MAX


def test_a_text_matches_when_it_holds_every_term_case_left_aside():
    """Every term, anywhere in the words, any case (Unicode too)."""
    q = parse_query("größe CACHE")
    assert matches("Die GRÖSSE? größe des Caches", q)
    assert not matches("größe only", q)
    assert matches("我们决定使用数据库迁移", parse_query("数据库"))


def test_spans_are_merged_and_in_order():
    """Overlapping matches of several terms read as one mark."""
    assert spans("release released", parse_query("release eased")) == [(0, 7), (8, 16)]
    assert spans("abcdef", parse_query("abc cde")) == [(0, 5)]


def test_an_excerpt_shows_the_first_match_with_its_marks():
    """A long message's excerpt starts near its first match, says where it was cut, and its
    marks point at the terms in the excerpt's own text."""
    body = "word " * 100 + "the kumquat plan\nis here " + "tail " * 100
    shown = excerpt(body, parse_query("kumquat"))
    assert shown.text.startswith("…") and shown.text.endswith("…")
    assert "\n" not in shown.text
    (start, end), *_ = shown.marks
    assert shown.text[start:end] == "kumquat"
    short = excerpt("Deploy on Fridays", parse_query("fri"))
    assert short.text == "Deploy on Fridays"
    assert [short.text[s:e] for s, e in short.marks] == ["Fri"]
