"""One stored value as Mindkeep takes it (issue 23): the readers of `Row`, which check each
value's type, shape and size and change what they must (leave the row out, show as text,
shorten, replace by the default), and the notes (`Skipped`) they make of it, collected where
the current unit of work says (`noting`; a Database's `SkipLog`). Standard library only: the
first screen reads with it before SQLAlchemy is imported. The rows themselves are decode.py's.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime

from app.domain.memory.rules.limits import MESSAGE_MAX, ROOM_MAX

log = logging.getLogger(__name__)

# The longest text of each kind Mindkeep writes (names: the services' NAME_MAX); a longer
# stored one is shortened when read, so no screen lays out megabytes another program wrote.
NAME_MAX = 200
CONTENT_MAX = ROOM_MAX
TEXT_MAX = MESSAGE_MAX
# JSON text longer than this is not parsed at all (a message's meta holds a tool's arguments,
# at most a message long).
JSON_MAX = 4 * MESSAGE_MAX
# What an unreadable time reads as.
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)

# What became of a value that could not be taken as stored.
LEFT_OUT = "left_out"  # the whole row is not shown
AS_TEXT = "shown_as_text"  # not text: shown as its text
SHORTENED = "shortened"  # longer than Mindkeep stores: cut
REPLACED = "replaced"  # unreadable or of the wrong shape: its default instead
OUTCOMES = (LEFT_OUT, AS_TEXT, SHORTENED, REPLACED)


@dataclass(frozen=True, slots=True)
class Skipped:
    """One stored value Mindkeep could not take as it is, and what it did instead.

    `row` is the row's id (an entry id, a message id; a settings key), None when unknown;
    `table` and `column` are "" for text that was not valid UTF-8, whose place SQLite does
    not tell."""

    table: str
    row: int | str | None
    column: str
    outcome: str

    def to_json(self) -> dict:
        return {"table": self.table, "id": self.row, "column": self.column, "outcome": self.outcome}


class Unreadable(ValueError):
    """A row that cannot be shown at all; `each` leaves it out and notes it."""

    def __init__(self, table: str, row: object, column: str):
        super().__init__(f"{table} {row!r}: {column} cannot be read")
        self.skipped = Skipped(table, _ident(row), column, LEFT_OUT)


def _ident(row: object) -> int | str | None:
    if type(row) is int or row is None:
        return row
    return _short(row)


def _short(value: object) -> str:
    text = value if type(value) is str else repr(value)
    return text if len(text) <= 80 else text[:79] + "…"


# ---------------------------------------------------------------- where notes go


class SkipLog:
    """What the reads of one database could not take as stored, each value once, for the CLI
    and the window to say. Thread-safe; `flush()` (at the end of each unit of work) tells
    the listeners what is new."""

    KEPT = 1_000  # listed; beyond them only counted

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._seen: set[Skipped] = set()
        self._items: list[Skipped] = []
        self._more = 0
        self._fresh: list[Skipped] = []
        self._listeners: list[Callable[[list[Skipped]], None]] = []

    def add(self, item: Skipped) -> None:
        with self._lock:
            if item in self._seen:
                return
            if len(self._items) < self.KEPT:
                self._seen.add(item)
                self._items.append(item)
                self._fresh.append(item)
            else:
                self._more += 1

    def items(self) -> list[Skipped]:
        """Everything noted so far, in the order it was met (at most KEPT)."""
        with self._lock:
            return list(self._items)

    @property
    def more(self) -> int:
        """How many more were noted than are listed."""
        return self._more

    def subscribe(self, listener: Callable[[list[Skipped]], None]) -> None:
        with self._lock:
            self._listeners.append(listener)

    def flush(self) -> None:
        if not self._fresh:
            return
        with self._lock:
            fresh, self._fresh = self._fresh, []
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(fresh)
            except Exception:  # a screen that fails must not fail the read
                log.exception("a listener of skipped values failed")


_SINK: ContextVar[Callable[[Skipped], None] | None] = ContextVar("mindkeep_skipped", default=None)


@contextmanager
def noting(sink: Callable[[Skipped], None]) -> Iterator[None]:
    """Within the block, what decoding could not take as stored goes to `sink`."""
    token = _SINK.set(sink)
    try:
        yield
    finally:
        _SINK.reset(token)


def note(item: Skipped) -> None:
    """Tell whoever collects for the current unit of work (else the log)."""
    sink = _SINK.get()
    if sink is not None:
        sink(item)
    else:
        log.warning("a stored value could not be taken as it is: %s", item)


def each(decoder: Callable, rows: Iterable) -> list:
    """Every row decoded, those that cannot be read left out (and noted)."""
    out = []
    for r in rows:
        try:
            out.append(decoder(r))
        except Unreadable as exc:
            note(exc.skipped)
    return out


def one(decoder: Callable, row):
    """One row decoded, or None (noted) when it cannot be read; None for no row."""
    if row is None:
        return None
    try:
        return decoder(row)
    except Unreadable as exc:
        note(exc.skipped)
        return None


# ---------------------------------------------------------------- one value


class Row:
    """Reads the values of one stored row, noting each it has to change; `clean` stays
    True while none had to be. Every reader returns a value of its type, or raises
    Unreadable for what the row cannot be shown without."""

    __slots__ = ("clean", "ident", "table")

    def __init__(self, table: str, ident: object):
        self.table = table
        self.ident = ident
        self.clean = True

    def _note(self, column: str, outcome: str) -> None:
        self.clean = False
        note(Skipped(self.table, _ident(self.ident), column, outcome))

    def id(self, column: str, value: object) -> int:
        """An integer the row cannot do without (its id, what it belongs to)."""
        if type(value) is int:
            return value
        raise Unreadable(self.table, self.ident, column)

    def known(self, column: str, value: object, names: dict):
        """One of an enumeration's stored names, as its member."""
        member = names.get(value) if type(value) is str else None
        if member is None:
            raise Unreadable(self.table, self.ident, column)
        return member

    def text(self, column: str, value: object, limit: int = TEXT_MAX) -> str:
        if type(value) is not str:
            if value is None:
                self._note(column, REPLACED)
                return ""
            self._note(column, AS_TEXT)
            if isinstance(value, (bytes, bytearray, memoryview)):
                value = bytes(value).decode("utf-8", "replace")
            else:
                value = str(value)
        if len(value) > limit:
            self._note(column, SHORTENED)
            value = value[: limit - 1] + "…"
        return value

    def time(self, column: str, value: object) -> datetime:
        found = moment(value)
        if found is None:
            self._note(column, REPLACED)
            return EPOCH
        return found

    def flag(self, column: str, value: object, default: bool = False) -> bool:
        """A stored boolean: 0 or 1 (SQLite), a bool (PostgreSQL); anything else is `default`."""
        if value is True or value is False:
            return value
        if type(value) is int and value in (0, 1):
            return value == 1
        self._note(column, REPLACED)
        return default

    def count(self, column: str, value: object) -> int:
        """A number of things: a non-negative integer, else 0."""
        if type(value) is int and value >= 0:
            return value
        self._note(column, REPLACED)
        return 0

    def json(self, column: str, value: object):
        """A stored JSON value, parsed; _BAD (noted) when it cannot be."""
        if value is None:
            return None
        if type(value) is not str:
            if isinstance(value, (bytes, bytearray, memoryview)):
                value = bytes(value).decode("utf-8", "replace")
            elif type(value) in (int, float, list, dict):
                # SQLite keeps a number written into a JSON column as a number; the values
                # just inserted (insert_entry) come as they were given.
                return value
            else:
                self._note(column, REPLACED)
                return _BAD
        if len(value) > JSON_MAX:
            self._note(column, REPLACED)
            return _BAD
        try:
            return json.loads(value)
        except (ValueError, RecursionError):
            self._note(column, REPLACED)
            return _BAD

    def ids(self, column: str, value: object) -> tuple[int, ...]:
        """A stored JSON list of ids; what is not an id is left out."""
        data = self.json(column, value)
        if data is _BAD:
            return ()
        if type(data) is not list:
            if data is not None:
                self._note(column, REPLACED)
            return ()
        ids = tuple(i for i in data if _is_id(i))
        if len(ids) != len(data):
            self._note(column, REPLACED)
        return ids


_BAD = object()  # a JSON value that could not be read
_ID_MIN, _ID_MAX = -(2**63), 2**63 - 1


def _is_id(value: object) -> bool:
    return type(value) is int and _ID_MIN <= value <= _ID_MAX


def moment(value: object) -> datetime | None:
    """A stored timestamp (text, or a datetime) as an aware UTC datetime; None when it is not
    one, or lies so near the ends of the calendar that local time could not show it."""
    if type(value) is str:
        try:
            found = datetime.fromisoformat(value + "+00:00")  # SQLite's: UTC, without a zone
        except ValueError:
            try:
                found = datetime.fromisoformat(value)  # with its zone (PostgreSQL's ISO text)
            except ValueError:
                return None
    elif isinstance(value, datetime):
        found = value
    else:
        return None
    if not 1 < found.year < 9999:
        return None
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)
