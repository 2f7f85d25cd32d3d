"""How the Arabic table's patterns are written (ar.py): each letter matches its written variants
(alef with or without hamza, alef maqsura and ya, ta marbuta and ha) followed by any
diacritics, a shadda written in a pattern is required; `W` is the end of an Arabic word."""

from __future__ import annotations

import re

_MARKS = "[\u064b-\u0652\u0640]*"  # any diacritics (shadda among them) and tatweel
_HARAKAT = "[\u064b-\u0650\u0652\u0640]*"  # the same but the shadda
_SHADDA = "\u0651"
_LETTERS = {
    "ا": "[اأإآ]",
    "أ": "[اأإآ]",
    "إ": "[اأإآ]",
    "آ": "[اأإآ]",
    "ي": "[يى]",
    "ى": "[يى]",
    "ة": "[ةه]",
}


def _arabic(pattern: str) -> str:
    out: list[str] = []
    in_class = escaped = False
    for ch in pattern:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if ch == "\\":
            escaped = True
            out.append(ch)
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        if not in_class and "\u0621" <= ch <= "\u064a":
            out.append(_LETTERS.get(ch, ch) + _MARKS)
        elif not in_class and ch == _SHADDA:
            # A shadda written in a pattern is required after its letter.
            out[-1] = out[-1].removesuffix(_MARKS) + _HARAKAT + _SHADDA + _MARKS
        else:
            out.append(ch)
    return "".join(out)


def ax(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{_arabic(a)})" for a in alternatives))


W = r"(?![\u0621-\u064a])"  # the end of an Arabic word
