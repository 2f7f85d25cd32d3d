""" "Same words" (SPEC §2.6): the stored form of a content and the key that decides whether
two contents are one rule."""

from __future__ import annotations

import difflib
import re
import unicodedata
from functools import cache
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.lookalikes import spellings, unmix, unmix_whole_words
from app.domain.scripts import CJK, WIDE

# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15.1), plus the
# blank fillers SPEC §2.6 names that are not default-ignorable (U+2800 BRAILLE PATTERN
# BLANK; U+115F, U+1160, U+3164 and U+FFA0 are). Python's unicodedata has no such property,
# so the ranges are listed here; tests/domain/test_text.py checks every one of them.
_IGNORABLE_RANGES = (
    "\u00ad",
    "\u034f",
    "\u061c",
    "\u115f-\u1160",
    "\u17b4-\u17b5",
    "\u180b-\u180f",
    "\u200b-\u200f",
    "\u202a-\u202e",
    "\u2060-\u206f",
    "\u2800",
    "\u3164",
    "\ufe00-\ufe0f",
    "\ufeff",
    "\uffa0",
    "\ufff0-\ufff8",
    "\U0001bca0-\U0001bca3",
    "\U0001d173-\U0001d17a",
    "\U000e0000-\U000e0fff",
)
# Other C0/C1 control characters (tabs and new lines are folded as white space instead).
_CONTROL_RANGES = ("\x00-\x08", "\x0b", "\x0c", "\x0e-\x1f", "\x7f-\x9f")
_INVISIBLE = re.compile("[" + "".join(_IGNORABLE_RANGES + _CONTROL_RANGES) + "]")
_SPACE_RUN = re.compile(r"\s+")
# Commas, full stops and semicolons inside the words do not make other words (after NFKC,
# so the full-width forms are already ASCII): Latin, CJK and Arabic forms.
_INNER_MARKS = re.compile("[,.;\u3001\u3002\u060c\u061b\u06d4\uff61\uff64]")
# Typographic quotes and apostrophes are the plain ones (SPEC §2.6): "Don’t" is "Don't".
# (The full-width ＇ and ＂ are ASCII after NFKC already.)
_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
    }
)


def strip_invisible(text: str) -> str:
    """Text without default-ignorable, blank-filler and control characters."""
    return _INVISIBLE.sub("", text)


def has_invisible(text: str) -> bool:
    """True when the text holds a character that `strip_invisible` removes."""
    return _INVISIBLE.search(text) is not None


def clean_content(text: str) -> str:
    """Stored form of a content: NFKC, no invisible characters, one space per run, trimmed.

    What the user reviews is what is stored: nothing invisible is kept.
    """
    # Invisible characters go first, so a letter and its accent around one still combine,
    # and again after NFKC (a compatibility form can decompose into one).
    text = strip_invisible(unicodedata.normalize("NFKC", strip_invisible(text)))
    return _SPACE_RUN.sub(" ", text).strip()


def _is_punctuation(ch: str) -> bool:
    return unicodedata.category(ch).startswith("P")


def _trim_punctuation(key: str) -> str:
    start, end = 0, len(key)
    while start < end and (key[start].isspace() or _is_punctuation(key[start])):
        start += 1
    while end > start and (key[end - 1].isspace() or _is_punctuation(key[end - 1])):
        end -= 1
    return key[start:end]


def word_by_word_key(text: str) -> str:
    """The same-words key with look-alikes folded only inside words that mix scripts
    (`lookalikes.unmix`): the key as stored before revision 0016. Still what decides whether
    words stand in a message (`words_within`, which compares a part of a text with the whole),
    and what a deleted entry's kept hash may have been made of (`same_words_key` of it is the
    key of the words)."""
    key = clean_content(text)
    # Case folding, and dropping a mark between a letter and its accent, can make text NFKC
    # would change again ("ß" + accent, "c.̧"): repeat until nothing changes (twice at most
    # for real text), so the key of a key is the key.
    for _ in range(4):
        folded = unicodedata.normalize("NFKC", key.casefold()).translate(_QUOTES)
        folded = _trim_punctuation(_SPACE_RUN.sub(" ", _INNER_MARKS.sub("", folded)))
        folded = unmix(folded)
        if folded == key:
            break
        key = folded
    return key


def same_words_key(text: str) -> str:
    """The normalized key of SPEC §2.6: equal keys mean the same words (typographic quotes
    folded, a word that mixes scripts written in its main script, and a whole word of another
    script that looks like a word of the text's main script written in that script:
    `lookalikes`). Built on `word_by_word_key`, so the key of that key is this key."""
    key = word_by_word_key(text)
    for _ in range(4):
        folded = unmix_whole_words(key)
        if folded == key:
            break
        key = word_by_word_key(folded)
    return key


def search_terms(query: str) -> list[tuple[str, ...]]:
    """The words of a search, each with its spellings in the scripts it can be folded into
    (`lookalikes.spellings`): "review" also finds a Russian rule's key, where the Latin word
    is written in Cyrillic look-alikes."""
    return [spellings(term) for term in same_words_key(query).split()]


def holds_terms(key: str, terms: list[tuple[str, ...]]) -> bool:
    """Whether a same-words key holds every word of a search (in one of its spellings)."""
    return all(any(spelled in key for spelled in term) for term in terms)


def _wide(ch: str) -> bool:
    return bool(_wide_pattern().match(ch))


def words_within(words: str, text: str) -> bool:
    """True when `words` stand in `text`, compared by the same-words key: whole words (a
    lead-in or a closing remark around them may be left out), never reordered."""
    # Word by word: a whole word of another script is folded by the text around it, which
    # differs between a part of a text and the whole (SPEC §2.6's key, both ways, is tried too).
    return _within(word_by_word_key(words), word_by_word_key(text)) or _within(
        same_words_key(words), same_words_key(text)
    )


def _within(needle: str, hay: str) -> bool:
    if not needle:
        return False
    start = hay.find(needle)
    while start >= 0:
        end = start + len(needle)
        before = hay[start - 1] if start else " "
        after = hay[end] if end < len(hay) else " "
        left = not before.isalnum() or _wide(before) or _wide(needle[0])
        right = not after.isalnum() or _wide(after) or _wide(needle[-1])
        if left and right:
            return True
        start = hay.find(needle, start + 1)
    return False


def excerpt(text: str, limit: int = 80) -> str:
    """A one-line excerpt for lists and links."""
    flat = _SPACE_RUN.sub(" ", text).strip()
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def check_storable(value: Any, field: str, code: Code = Code.INVALID_INPUT) -> None:
    """Refuse text that cannot be stored: JSON may carry lone surrogates ("\\ud800"), which
    are not characters and which no database can encode (it failed deep in the driver)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise AppError(
                code,
                f"{field} contains characters that are not valid text (lone surrogates); "
                "send it as plain Unicode text.",
                field,
            ) from None


# A Session named from its first message: its first line, cut at a word near this length.
SESSION_TITLE_MAX = 60


# The two patterns below hold every CJK character: each costs ~2 ms to compile, which whoever
# imports this module only for its other words (the window's first screen, a CLI read) does
# not pay. Compiled when first used.
@cache
def _wide_pattern() -> re.Pattern[str]:
    return re.compile(f"[{WIDE}]")


def title_from_message(text: str, limit: int = SESSION_TITLE_MAX) -> str:
    """A Session title from its first message, as chat apps name a conversation: the first
    line with words, without Markdown marks, shortened at a word boundary ("…"). Chinese,
    Japanese and Korean count double, so a title takes about the same room in every language."""
    line = next((ln for ln in text.splitlines() if ln.strip("#>*-`_ \t")), "")
    line = _SPACE_RUN.sub(" ", strip_invisible(line.strip().lstrip("#>*- \t`")).strip())
    width, cut = 0, len(line)
    wide = _wide_pattern()
    for i, ch in enumerate(line):
        width += 2 if wide.match(ch) else 1
        if width > limit:
            cut = i
            break
    if cut == len(line):
        return line
    head = line[:cut]
    space = head.rfind(" ")
    if space >= cut // 2:
        head = head[:space]
    return head.rstrip(" ,.;:!?、，。") + "…"


# Words for a word diff: runs of letters and digits, each CJK character alone (they are not
# separated by spaces), each other mark alone, and runs of white space.
@cache
def _diff_tokens() -> re.Pattern[str]:
    return re.compile(rf"\s+|[{CJK}]|[^\W{CJK}]+|[^\w\s]")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """How `new` differs from `old`, word by word: ("same" | "removed" | "added", text) parts,
    in reading order, neighbours of one kind joined (what the card shows while editing)."""

    a, b = _diff_tokens().findall(old), _diff_tokens().findall(new)
    parts: list[tuple[str, str]] = []

    def add(op: str, tokens: list[str]) -> None:
        text = "".join(tokens)
        if not text:
            return
        if parts and parts[-1][0] == op:
            parts[-1] = (op, parts[-1][1] + text)
        else:
            parts.append((op, text))

    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            add("same", a[i1:i2])
        else:
            add("removed", a[i1:i2])
            add("added", b[j1:j2])
    return parts
