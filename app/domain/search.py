"""Finding messages (SPEC §4, issue 35): what a search query means, which texts it finds, and
the excerpt a result shows with its matches marked. Pure functions: the storage layer turns a
`Query` into SQLite FTS5 or PostgreSQL full-text search, and both agree with `matches`.

A query is words separated by spaces (a "quoted phrase" is one term); a message matches when it
holds every term, case left aside. A term is found anywhere in the words (a substring), so
Chinese and Japanese, written without spaces, are found by any run of their characters:
"数据库" finds "我们决定使用数据库迁移". Korean is written with spaces, its particles joined to
the word ("데이터베이스를"): a term is found at the start of such a word too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from app.domain.errors import AppError, Code
from app.domain.model import MessageSource
from app.domain.scripts import HAN, KANA, KATAKANA_EXTENSIONS

# Scripts written without spaces between words: Hiragana, Katakana, CJK ideographs (with
# extension A and the compatibility ones). Each such character is a word of its own for a
# word-based index (PostgreSQL's), and a term of them is a phrase of characters.
UNSPACED = KANA + KATAKANA_EXTENSIONS + HAN
_UNSPACED = re.compile(f"[{UNSPACED}]")
_TERM = re.compile(r'"([^"]*)"|(\S+)')

QUERY_MAX = 200  # characters of a query
TERMS_MAX = 8  # terms of a query (more narrow nothing down that the first eight did not)
# A term this short finds nothing in a trigram index (SQLite FTS5's `trigram` tokenizer reads
# three characters at a time): such terms are matched on the rows the others found, or by a
# scan when the query has no longer term.
INDEXED_MIN = 3
RESULTS_MAX = 200
EXCERPT_CHARS = 160


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed search: its terms, in the order typed, without repeats."""

    terms: tuple[str, ...]

    @property
    def indexed(self) -> tuple[str, ...]:
        """The terms long enough for a trigram index."""
        return tuple(t for t in self.terms if len(t) >= INDEXED_MIN)

    @property
    def short(self) -> tuple[str, ...]:
        """The terms a trigram index cannot find (one or two characters)."""
        return tuple(t for t in self.terms if len(t) < INDEXED_MIN)


def parse_query(text: object) -> Query:
    """The terms of what the user typed; an empty or over-long query is refused."""
    if not isinstance(text, str):
        raise AppError(Code.INVALID_INPUT, "a search query must be text.", "query")
    if len(text) > QUERY_MAX:
        raise AppError(
            Code.INVALID_INPUT,
            f"the search query has {len(text)} characters; at most {QUERY_MAX}.",
            "query",
        )
    terms: list[str] = []
    for quoted, bare in _TERM.findall(text.replace("\x00", "")):
        term = " ".join((quoted or bare).split())
        if term and term.casefold() not in {t.casefold() for t in terms}:
            terms.append(term)
    if not terms:
        raise AppError(Code.INVALID_INPUT, "type some words to search for.", "query")
    return Query(tuple(terms[:TERMS_MAX]))


def _pattern(term: str) -> re.Pattern[str]:
    return re.compile(re.escape(term), re.IGNORECASE)


def matches(text: str, query: Query) -> bool:
    """Whether a text holds every term of the query (case left aside)."""
    return all(_pattern(t).search(text) for t in query.terms)


def spans(text: str, query: Query) -> list[tuple[int, int]]:
    """Where the query's terms are in a text: (start, end) pairs, in order, not overlapping."""
    found = sorted(m.span() for t in query.terms for m in _pattern(t).finditer(text) if m.end())
    merged: list[tuple[int, int]] = []
    for start, end in found:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


@dataclass(frozen=True, slots=True)
class Excerpt:
    """Some words of a message around its first match, on one line, and where the matches are
    in them (for marking)."""

    text: str
    marks: tuple[tuple[int, int], ...]


def excerpt(text: str, query: Query, limit: int = EXCERPT_CHARS) -> Excerpt:
    """The part of a message a result shows: about `limit` characters around the first match,
    its line breaks as spaces, "…" where it was cut."""
    flat = " ".join(text.split())
    found = spans(flat, query)
    start = 0
    if found and found[0][1] > limit:
        start = max(0, found[0][0] - limit // 3)
        space = flat.rfind(" ", start - 12 if start > 12 else 0, found[0][0])
        if space > 0 and found[0][0] - space < limit // 2:
            start = space + 1
    end = min(len(flat), start + limit)
    if end < len(flat):
        space = flat.rfind(" ", start + limit // 2, end)
        if space > 0:
            end = space
    head = "…" if start > 0 else ""
    tail = "…" if end < len(flat) else ""
    shift = len(head) - start
    marks = tuple(
        (max(s, start) + shift, min(e, end) + shift) for s, e in found if s < end and e > start
    )
    return Excerpt(head + flat[start:end] + tail, marks)


def has_unspaced(term: str) -> bool:
    """Whether a term holds Chinese or Japanese characters (written without spaces)."""
    return _UNSPACED.search(term) is not None


@dataclass(frozen=True, slots=True)
class MessageHit:
    """A message a search found, with where it is (its Session and Space)."""

    message_id: int
    session_id: int
    session_title: str
    space_id: int
    space_name: str
    source: MessageSource
    text: str
    created_at: datetime
    external: bool = False  # an outside agent's Session (SPEC §9)

    def to_json(self, query: Query | None = None) -> dict:
        data = {
            "message_id": self.message_id,
            "session_id": self.session_id,
            "session_title": self.session_title,
            "space_id": self.space_id,
            "space_name": self.space_name,
            "source": self.source.value,
            "created_at": self.created_at.isoformat(),
        }
        if query is not None:
            data["excerpt"] = excerpt(self.text, query).text
        return data


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The newest messages a search found (at most the limit asked), and whether there are more."""

    query: Query
    hits: tuple[MessageHit, ...]
    more: bool = False

    def to_json(self) -> dict:
        return {
            "query": list(self.query.terms),
            "results": [h.to_json(self.query) for h in self.hits],
            "more": self.more,
        }
