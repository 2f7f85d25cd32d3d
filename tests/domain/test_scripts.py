"""The one module that names Unicode's scripts: each block holds the letters its name says."""

from __future__ import annotations

import re
import unicodedata

import pytest

from app.domain import scripts

# Each block, and the first word(s) of the Unicode name of every character assigned in it.
BLOCKS = [
    (scripts.GREEK, ("GREEK", "COMBINING", "COPTIC")),
    (scripts.CYRILLIC, ("CYRILLIC", "COMBINING CYRILLIC")),
    (scripts.HEBREW, ("HEBREW",)),
    (scripts.ARABIC, ("ARABIC", "EXTENDED ARABIC", "AFGHANI")),
    (scripts.ARABIC_SUPPLEMENT, ("ARABIC",)),
    (scripts.DEVANAGARI, ("DEVANAGARI",)),
    (scripts.THAI, ("THAI",)),
    (scripts.HANGUL_JAMO, ("HANGUL",)),
    (scripts.HIRAGANA_KATAKANA, ("HIRAGANA", "KATAKANA", "COMBINING KATAKANA")),
    (scripts.HANGUL_COMPAT_JAMO, ("HANGUL",)),
    (scripts.KATAKANA_EXTENSIONS, ("KATAKANA",)),
    (scripts.HAN_EXTENSION_A, ("CJK UNIFIED IDEOGRAPH",)),
    (scripts.YIJING, ("HEXAGRAM",)),
    (scripts.HAN_UNIFIED, ("CJK UNIFIED IDEOGRAPH",)),
    (scripts.HANGUL_SYLLABLES, ("HANGUL",)),
    (scripts.HAN_COMPATIBILITY, ("CJK COMPATIBILITY IDEOGRAPH",)),
    (scripts.HALFWIDTH_KATAKANA, ("HALFWIDTH KATAKANA",)),
]


@pytest.mark.parametrize(("block", "names"), BLOCKS, ids=[b[1][0] for b in BLOCKS])
def test_each_block_holds_only_its_script(block, names):
    """Each character assigned in a named block is of its script (a mistyped bound fails)."""
    rx = re.compile(f"[{block}]")
    inside = [chr(c) for c in range(0x10000) if not 0xD800 <= c <= 0xDFFF and rx.match(chr(c))]
    named = [unicodedata.name(ch, "") for ch in inside]
    assert inside
    assert [n for n in named if n and not n.startswith(names)] == []


def test_shared_sets_cover_what_their_readers_count_as_one_word_a_character():
    """CJK holds kana, Han and Hangul syllables, and no Latin, Cyrillic or Arabic letter."""
    cjk = re.compile(f"[{scripts.CJK}]")
    assert all(cjk.match(ch) for ch in "ひカ漢字한글㐀豈")
    assert not any(cjk.match(ch) for ch in "aéЖع")
    latin = re.compile(f"[{scripts.LATIN}]")
    assert all(latin.match(ch) for ch in "azAZéßŒǅ")
    assert not any(latin.match(ch) for ch in "1_Жع漢")


@pytest.mark.parametrize(
    ("ch", "script"),
    [
        ("o", "LATIN"),
        ("о", "CYRILLIC"),
        ("ο", "GREEK"),
        ("字", "CJK"),
        ("か", "CJK"),
        ("한", "CJK"),
        ("ع", "ARABIC"),
        ("1", None),
        ("-", None),
        ("ｏ", None),
    ],
)
def test_script_of_a_letter(ch, script):
    """A letter's script comes from its Unicode name; Chinese, Japanese and Korean are one (CJK)."""
    assert scripts.script_of(ch) == script
