"""A pattern led by the characters its match can begin with finds exactly what it found before:
the same matches, spans and groups, on every labelled message and on generated text (the
judgement's speed work of issue 33 may not change a single reading)."""

from __future__ import annotations

import functools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.memory.judgement import judge
from app.domain.memory.judgement.first_chars import led
from app.domain.memory.judgement.groups import group_for, lexicons_for
from app.domain.memory.judgement.lexicon import ALTERNATIVES
from benchmarks.judge import load_corpus


def _found(pattern: re.Pattern[str], text: str) -> list:
    return [(m.span(), m.groups(), m.groupdict()) for m in pattern.finditer(text)]


@functools.cache  # compiled once: two tests compare them
def _unled() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """Every table pattern as the tables wrote it, beside the pattern the engine runs."""
    pairs = []
    for pattern, sources in ALTERNATIVES.items():
        plain = re.compile("|".join(f"(?:{a})" for a in sources), pattern.flags)
        pairs.append((plain, pattern))
    return pairs


@pytest.fixture(scope="module")
def texts() -> list[str]:
    cases = load_corpus()
    for case in cases[::7]:
        judge(case.text)  # every group of tables built, so its slots are there to compare
    return [c.text for c in cases]


def test_most_table_patterns_are_led(texts):
    pairs = _unled()
    assert len(pairs) > 300
    leads = ("(?=[", "(?:^|(?=[", "^(?=[")
    assert sum(p.pattern.startswith(leads) for _, p in pairs) > 0.7 * len(pairs)


def test_led_patterns_find_what_the_tables_wrote_on_every_labelled_message(texts):
    for plain, pattern in _unled():
        if plain.pattern == pattern.pattern:
            continue
        for text in texts:
            assert _found(plain, text) == _found(pattern, text), (pattern.pattern[:80], text)
            assert bool(plain.match(text)) == bool(pattern.match(text))


def test_slot_patterns_are_led_once(texts):
    groups = {id(g): g for g in (group_for(lexicons_for(text)) for text in texts)}
    assert groups
    # each pattern once (the groups share their tables' patterns: asked per group, the patterns
    # left unled were parsed again thousands of times)
    patterns = {
        id(pattern): pattern
        for group in groups.values()
        for slot in (*group.slots.values(), group.rule)
        for pattern in slot.patterns
    }
    for pattern in patterns.values():
        assert not pattern.pattern.startswith("(?=[(?=[")
        assert led(pattern) is pattern  # leading a led pattern changes nothing


@pytest.mark.parametrize(
    ("source", "flags", "lead"),
    [
        (r"\b(?:reported|said|told)\b", re.I, "(?=[rst])"),
        (r"(?:會|要)把", 0, "(?=[會要])"),
        (r"\d+\s+days", 0, r"(?=[\d])"),
        # a `match` of a word list fails fast; a search is tried at the start alone (its ^ first)
        (r"^\s*(?:always|never)\b", re.I, r"^(?=[\san])"),
        (r"(?:^\s*x)|(?:\bfoo)", re.I, "(?:^|(?=[f]))"),  # ^ ways let the start through
        (r"a?b", 0, "(?=[ab])"),
    ],
)
def test_lead_is_what_a_match_can_begin_with(source, flags, lead):
    assert led(re.compile(source, flags)).pattern == f"{lead}(?:{source})"


@pytest.mark.parametrize(
    ("source", "flags"),
    [
        (r"(?:x)?", 0),  # it can match the empty string
        (r"[^a]bc", 0),  # a negated class: almost anything first
        (r"\w+s are", re.I),  # a word character: almost anything first
        (r".b", 0),
        (r"(?i:a)b", 0),  # other flags inside: the lookahead would read otherwise
        (r"(?i)abc", 0),  # a global flag must stay first
        (r"^a|^b", re.M),  # ^ at every line
        (r"^\s*(?:\w+\s+)?x", 0),
    ],
)
def test_patterns_that_cannot_be_led_are_left_as_they_are(source, flags):
    pattern = re.compile(source, flags)
    assert led(pattern) is pattern


def test_a_verbose_pattern_ending_in_a_comment_stays_whole():
    pattern = re.compile("foo  # the word\n| bar # another", re.X)
    new = led(pattern)
    assert new is not pattern
    for text in ("a foo", "bar", "fo", "xbarx", "# the word"):
        assert _found(new, text) == _found(pattern, text)


_SOURCES = (
    r"\b(?:k|s|straße|i)\b",
    r"(?:^\s*never)|(?:\bno\s+\w+)",
    r"(?<!x)\b(?:ok|fine)\b(?=\s*$)",
    r"(?:kelvin|ſtop|İstanbul)\d?",
    r"[a-c]{2,}|x+",
    r"(?:(?P<w>ab)|c)(?(w)d|e)",
)
# Letters whose case folds are odd (the Kelvin sign, the long s, dotted I, sharp s) beside plain ones.
_ALPHABET = "kKKsSſſtiIİıß abcdexyz0-9\n^$-?."


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_SOURCES), st.sampled_from((0, re.I)), st.text(_ALPHABET, max_size=40))
def test_led_and_plain_agree_on_generated_text(source, flags, text):
    pattern = re.compile(source, flags)
    new = led(pattern)
    assert _found(new, text) == _found(pattern, text)
    assert bool(new.match(text)) == bool(pattern.match(text))
