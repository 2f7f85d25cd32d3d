"""Unicode scripts: which characters belong to which writing system, named once.

Every name below is the inside of a regular-expression character class ("\u3040-\u30ff"): a
reader composes the class it needs (`f"[{KANA}{HAN}]"`) and compiles it when it likes (some
compile on first use, to keep a hook's start short). The blocks are Unicode's; the sets after
them are the ones several readers share; `script_of` names the script of any letter.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# ------------------------------------------------------------------ Unicode blocks

BASIC_LATIN_LETTERS = "A-Za-z"
LATIN_1_LETTERS = "À-ÖØ-öø-ÿ"  # the letters of Latin-1's upper half (not × ÷)
LATIN_1_HIGH = "\u00c0-\u00ff"  # the upper half of Latin-1: its letters, × and ÷ among them
LATIN_EXTENDED_AB = "\u0100-\u024f"  # Latin Extended-A and -B
GREEK = "\u0370-\u03ff"
CYRILLIC = "\u0400-\u04ff"
HEBREW = "\u0590-\u05ff"
ARABIC = "\u0600-\u06ff"
ARABIC_SUPPLEMENT = "\u0750-\u077f"
ARABIC_PRESENTATION = "\ufb50-\ufdff\ufe70-\ufeff"  # Presentation Forms-A and -B
DEVANAGARI = "\u0900-\u097f"
THAI = "\u0e00-\u0e7f"
HANGUL_JAMO = "\u1100-\u11ff"
CJK_RADICALS_THROUGH_HAN = "\u2e80-\u9fff"  # radicals, CJK symbols, kana, … up to Han's end
CJK_SYMBOLS = "\u3000-\u303f"  # the ideographic space, 。、「」 and the like
HIRAGANA_KATAKANA = "\u3040-\u30ff"
HANGUL_COMPAT_JAMO = "\u3130-\u318f"
KATAKANA_EXTENSIONS = "\u31f0-\u31ff"  # Katakana Phonetic Extensions (ㇰ ㇱ …)
HAN_EXTENSION_A = "\u3400-\u4dbf"
YIJING = "\u4dc0-\u4dff"  # Yijing Hexagram Symbols, between Extension A and the Unified block
HAN_UNIFIED = "\u4e00-\u9fff"
HANGUL_SYLLABLES = "\uac00-\ud7af"
HAN_COMPATIBILITY = "\uf900-\ufaff"
HALF_AND_FULL_WIDTH = "\uff00-\uffef"  # Halfwidth and Fullwidth Forms
HALFWIDTH_KATAKANA = "\uff66-\uff9f"

# ------------------------------------------------------------------ the shared sets

LATIN = BASIC_LATIN_LETTERS + LATIN_1_HIGH + LATIN_EXTENDED_AB
KANA = HIRAGANA_KATAKANA
HAN = HAN_EXTENSION_A + HAN_UNIFIED + HAN_COMPATIBILITY
HANGUL = HANGUL_SYLLABLES + HANGUL_JAMO
# The scripts written without spaces between words, one character a word: kana, Han, Hangul.
CJK = KANA + HAN_EXTENSION_A + HAN_UNIFIED + HAN_COMPATIBILITY + HANGUL_SYLLABLES
# The letters written right to left: Hebrew through Arabic Extended-A (Syriac, Thaana, N'Ko …
# between them) and the Hebrew and Arabic presentation forms.
RIGHT_TO_LEFT = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff"
# What a line of text draws two columns wide (East Asian Wide and Fullwidth, about).
WIDE = (
    HANGUL_JAMO
    + CJK_RADICALS_THROUGH_HAN
    + HANGUL_SYLLABLES
    + HAN_COMPATIBILITY
    + HALF_AND_FULL_WIDTH
)

# Scripts Chinese, Japanese and Korean write one word in together: one script to `script_of`.
_EAST_ASIAN = frozenset({"CJK", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO", "IDEOGRAPHIC"})


@lru_cache(maxsize=4096)
def script_of(ch: str) -> str | None:
    """The script of a letter, from its Unicode name ("CYRILLIC SMALL LETTER O" → CYRILLIC;
    Chinese, Japanese and Korean letters → CJK); None for anything that is not a letter of a
    named script."""
    if not ch.isalpha():
        return None
    try:
        first = unicodedata.name(ch).split(" ", 1)[0]
    except ValueError:
        return None
    if first in _EAST_ASIAN:
        return "CJK"
    if first in ("MODIFIER", "MATHEMATICAL", "FULLWIDTH", "HALFWIDTH", "SMALL", "CAPITAL"):
        return None  # NFKC has folded these already; they name no script of their own
    return first
