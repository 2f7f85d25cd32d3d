"""Issue 33, seventeenth round (speed): a pattern is asked whether the sentence holds one of the
words its every match needs (needed_words) before it runs. The gate may only skip a pattern that
could not have matched: the readings it guards still fire, and a gated slot answers as the
patterns alone would."""

from __future__ import annotations

import re

import pytest

from app.domain.memory.judgement import judge
from app.domain.memory.judgement.groups import group_for, lexicons_for, remove_all
from app.domain.memory.judgement.lexicon import Slot
from app.domain.memory.judgement.needed_words import fold, gate, holds, needed


@pytest.mark.parametrize(
    ("source", "words"),
    [
        (r"\s+(?:full\s+stop|exclamation\s+mark)(?=\s*[.!]*\s*$)", ("exclamation", "full")),
        # the longest shortest word is asked, not "the"
        (r"\b(?:until|till)\s+the\s+end", ("till", "until")),
        # a class of a few letters and a branch of words are spelled out
        (r"\bseg[úu]n\s+(?:él|ella)\b", ("segun", "según")),
        (r"\b(?:he|she)\s+(?:says|said)\b", ("said", "says")),
        (r"colou?r", ("color", "colour")),
    ],
)
def test_the_words_a_match_needs(source: str, words: tuple[str, ...]) -> None:
    assert needed(re.compile(source, re.I)) == words


@pytest.mark.parametrize(
    "source",
    [
        r"abc|d",  # a way of one letter: in nearly every sentence, not worth asking
        r"(?:foo)?\w+",  # a way with no word at all
        r"(?:x|)abc\b|\d+",  # one way needs no word: the pattern needs none
    ],
)
def test_no_word_asked_where_a_match_may_lack_it(source: str) -> None:
    assert needed(re.compile(source, re.I)) is None


@pytest.mark.parametrize(
    ("source", "text"),
    [
        # case-insensitive matching pairs that lowercasing alone would part
        ("policy", "Our POLİCY is simple"),  # "İ".lower() is "i" and a combining dot
        ("stop", "ſtop it"),  # the long s matches "s"
        ("keep", "\u212aeep it"),  # the Kelvin sign matches "k"
        ("σοφία", "ΣΟΦΊΑ"),
        ("ласт", "ᲀ ласт"),
    ],
)
def test_the_gate_holds_wherever_the_pattern_matches(source: str, text: str) -> None:
    pattern = re.compile(source, re.I)
    words = needed(pattern)
    if pattern.search(text) and words is not None:
        assert holds(fold(text), words)


_PROBES = (
    "From now on, always write commit messages in English, full stop.",
    "In all my projects, use tabs for indentation.",
    "Sorry, I mean ruff, not black.",
    "Actually, forget it, do whatever works.",
    "Ab sofort bitte immer Tabs verwenden, danke!",
    "À partir de maintenant, utilise toujours des tabulations.",
    "以后都用中划线命名分支，谢谢。",
    "Just for this ticket, skip the changelog.",
)


def test_a_gated_slot_answers_as_its_patterns_alone() -> None:
    for probe in _PROBES:
        group = group_for(lexicons_for(probe))
        for slot in group.slots.values():
            plain = any(p.search(probe) for p in slot.patterns)
            assert slot.search(probe) is plain, (probe, slot.patterns)
        # what the removals blank is what every pattern of the slot finds
        for name in ("scope_user", "scope_space", "lead_in", "please", "closers"):
            slot = group.slots[name]
            _work, found = remove_all(probe, slot)
            assert found is any(p.search(probe) for p in slot.patterns), (probe, name)


def test_the_gated_readings_still_fire() -> None:
    # a scope and a closer removed through the gate
    found = judge("In all my projects, use tabs for indentation, full stop.").suggestion
    assert found is not None and found.scope.value == "user"
    assert found.content == "Use tabs for indentation"
    # a retraction found through the gate takes the rule back
    assert judge("Always use tabs. Actually, forget it, do whatever works.").suggestion is None
    # a slot of one word spelled in capitals with a dotted I still reads it
    assert judge("POLİCY: from now on use tabs").suggestion is not None


def test_slot_of_no_patterns() -> None:
    empty = Slot([])
    assert empty.search("anything") is False


# --- the per-message work asked first whether the message holds a character it needs (a fence, a
# backtick, a line break, a letter outside ASCII): the readings behind each still fire


def test_the_view_still_blanks_what_the_gated_patterns_find() -> None:
    from app.domain.memory.judgement.text import MASK, prepare, sentences

    assert MASK in prepare("Use `black` for formatting")
    fenced = prepare("Always use tabs.\n```\nnever use spaces\n```")
    assert "never" not in fenced and fenced.startswith("Always use tabs.")
    pasted = prepare("Summarise this:\n“first line\nsecond line”")
    assert "first" not in pasted
    # a CJK full stop and a line break end sentences; an ASCII message has neither
    assert [s.text for s in sentences("好的。以后用中划线", "好的。以后用中划线")] == [
        "好的。",
        "以后用中划线",
    ]
    assert len(sentences("Use tabs\nUse ruff", "Use tabs\nUse ruff")) == 2
    assert len(sentences("Use tabs. Use ruff.", "Use tabs. Use ruff.")) == 2


def test_the_tables_of_a_script_outside_ascii_are_still_found() -> None:
    codes = lambda text: [lex.code for lex in lexicons_for(text)]  # noqa: E731
    assert "ja" in codes("タブを使って")
    assert codes("以后用中划线")[0] == "zh"
    assert "ru" in codes("Используй табы") and "ar" in codes("استخدم المسافات")
    assert "ko" in codes("탭을 써 줘")
    assert not {"ja", "zh", "ko", "ru", "ar"} & set(codes("Always use tabs"))
    found = judge("以后新建组件放在 src/components 下").suggestion
    assert found is not None and found.language == "zh"


def test_material_is_still_announced_through_the_gate() -> None:
    from app.domain.memory.judgement.material import view_of

    # the table's material pattern runs only where the view holds one of its verbs
    assert view_of("Translate this into French: always use tabs.").rstrip().endswith(":")
    assert judge("Traduis ça en anglais : utilise toujours des tabulations.").suggestion is None
    assert judge("Always use tabs for indentation.").suggestion is not None


# --- issue 33, eighteenth round (speed): the words a pattern needs looked for in one scan (a tree
# of their letters as one pattern, needed_words.gate) instead of one test per word


@pytest.mark.parametrize(
    ("words", "text", "holds_one"),
    [
        (("always", "never"), "from now on, always use tabs", True),
        (("always", "never"), "from now on, use tabs", False),
        # a word that opens another: the shorter is enough, the longer still found
        (("all", "always"), "alw", False),
        (("all", "always"), "always", True),
        (("always", "alwayz"), "alwayz", True),
        # letters that mean something to a pattern are read as letters
        (("a.b", "(x)", "c+", "d|e"), "axb x c d e", False),
        (("a.b", "(x)", "c+", "d|e"), "it is d|e here", True),
        (("以后", "以後", "今後"), "以后都用中划线", True),
        (("以后", "以後", "今後"), "这次用中划线", False),
        (("until",), "", False),
    ],
)
def test_the_words_tree_finds_what_a_test_per_word_finds(
    words: tuple[str, ...], text: str, holds_one: bool
) -> None:
    assert (gate(words)(text) is not None) is holds_one
    assert holds(text, words) is holds_one is any(word in text for word in words)


def test_every_gate_of_the_probes_tables_answers_as_a_test_per_word() -> None:
    for probe in _PROBES:
        low = fold(probe)
        for slot in group_for(lexicons_for(probe)).slots.values():
            for pattern in slot.patterns:
                words = needed(pattern)
                if words is not None:
                    expected = any(word in low for word in words)
                    assert (gate(words)(low) is not None) is expected, (probe, words)


def test_a_way_of_two_letters_is_asked_for() -> None:
    # two letters are in many sentences, but asking costs one scan: "no" or "ne" gates the pattern
    assert needed(re.compile(r"\b(?:no|ne)\s+(?:lo|la)\s+guardes\b", re.I)) == ("guardes",)
    assert needed(re.compile(r"\b(?:no|ne)\s+\w+", re.I)) == ("ne", "no")
    assert needed(re.compile(r"abc|de", re.I)) == ("abc", "de")


def test_the_retraction_and_correction_scans_run_every_pattern_that_finds_something() -> None:
    probes = (
        *_PROBES,
        "Always use 4-space indents. Wait, no — 2 spaces.",
        "Tabs. Actually, up to you.",
    )
    for probe in probes:
        group = group_for(lexicons_for(probe))
        for name in ("retraction", "correction"):
            slot = group.slots[name]
            runnable = slot.runnable(probe)
            for pattern in slot.patterns:
                if pattern.search(probe):
                    assert pattern in runnable, (probe, name)
    # the readings behind them still fire: a correction mends, a choice handed back takes back
    found = judge("Always use 4-space indents. Wait, no — 2 spaces.").suggestion
    assert found is not None and found.content == "Always use 2-space indents"
    found = judge("Use tabs. Actually no, use spaces.").suggestion
    assert found is not None and found.content == "Use spaces"
    assert judge("From now on, always use tabs. Actually, up to you.").suggestion is None


# --- the stored words' marks kept by the match's first group taken in C (text._MARK), not by a
# template string handed to re's Python code on every call


@pytest.mark.parametrize("text", ["Use tabs , ; not spaces .", "a,, b", "中文 ，好，，", "no mark"])
def test_the_mark_kept_is_the_templates(text: str) -> None:
    from app.domain.memory.judgement.text import _MARK, _PUNCT_RUN, _SPACE_BEFORE_PUNCT

    for pattern in (_SPACE_BEFORE_PUNCT, _PUNCT_RUN):
        assert pattern.sub(_MARK, text) == pattern.sub(r"\1", text)
    found = judge("From now on, use tabs , not spaces .").suggestion
    assert found is not None and found.content == "Use tabs, not spaces"
    found = judge("Always use tabs,, not spaces.").suggestion
    assert found is not None and found.content == "Always use tabs, not spaces"


# --- the plain substring tests before a costly pattern (a list of words, then the pattern) asked
# in one scan each (needed_words.gate), as the test per word asked


def test_the_word_lists_asked_in_one_scan_answer_as_a_test_per_word() -> None:
    from app.domain.memory.judgement import forms, material, modifiers, rule_shapes, rules

    lists = [
        (material._HAS_REPORT_VERB, material._REPORT_VERBS),
        (rule_shapes._HAS_RULE_NOUN, rule_shapes._RULE_NOUNS),
        (rules._HAS_TRAILING_MARK, rules._TRAILING_MARKS),
        (forms._HAS_NONE_WORD, forms._NONE_WORDS),
        *((modifiers._HAS_OPENER[code], words) for code, words in modifiers._OPENERS.items()),
    ]
    texts = [
        fold(probe)
        for probe in (
            *_PROBES,
            "Anna wrote: the policy is that we deploy on fridays...",
            "Nobody merges without a review, the people who review, die Regel",
            "インデントはタブで・・・",
        )
    ]
    for holds_one, words in lists:
        for low in texts:
            assert (holds_one(low) is not None) is any(word in low for word in words), words
    # the readings behind them still fire: a rule named, a sentence trailing off, a pasted report
    assert judge("The rule here is that every PR gets two reviews.").suggestion is not None
    assert judge("Use tabs...").suggestion is not None
