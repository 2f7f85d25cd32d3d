""""Same words": the normalized key that decides whether two contents are one rule."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from app.domain.errors import Code, MemoryRuleError

# Zero-width U+200B–U+200F, bidi embeddings U+202A–U+202E, word joiner & invisible
# operators U+2060–U+2064, bidi isolates U+2066–U+2069, and the BOM U+FEFF.
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
_SPACE_RUN = re.compile(r"\s+")
# Other C0/C1 control characters (tabs and newlines are folded as white space first).
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def strip_invisible(text: str) -> str:
    """Text with invisible and control characters removed: what the user reviews is what is stored."""
    return _CONTROL.sub("", _INVISIBLE.sub("", text))


def clean_content(text: str) -> str:
    """Stored form of an entry's content: NFKC, no invisible characters, one space per run, trimmed."""
    # Invisible characters go first, so a letter and its accent around one still combine.
    text = unicodedata.normalize("NFKC", strip_invisible(text))
    return _SPACE_RUN.sub(" ", text).strip()


def same_words_key(text: str) -> str:
    """The normalized key of SPEC §1: equal keys mean the same words."""
    # Case folding can produce text NFKC would still change (e.g. "ß" + accent).
    return unicodedata.normalize("NFKC", clean_content(text).casefold())


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
            raise MemoryRuleError(
                code,
                f"{field} contains characters that are not valid text (lone surrogates); "
                "send it as plain Unicode text.",
                field,
            ) from None
