"""What every repository module shares: the tables, the one connection of a unit of work,
the guard that turns an undecodable stored value into a clear error, and the decoders.

The statements themselves live by what they are about: conversation.py (Spaces, Sessions,
messages), repo.py (Memory entries and the settings of scopes), memory_log.py (history,
deletions, uses). Services import `repo`, which gives them all.
"""

from __future__ import annotations

import contextlib
import functools
import traceback

from sqlalchemy import (
    Text,
    bindparam,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.functions import FunctionElement

from app.domain.model import Held, ScopeRef
from app.storage import decode
from app.storage.decode import ENTRY_FIELDS
from app.storage.engine.errors import StoredValueError
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import (
    AppSettingRow,
    ComplianceVerdictRow,
    ExaminedMessageRow,
    MemoryDeletionRow,
    MemoryEntryRow,
    MemoryForgottenRow,
    MemoryHistoryRow,
    MemoryUseRow,
    MessageRow,
    ScopeSettingsRow,
    SessionRow,
    SpaceRow,
    UserRow,
)


def _reads(fn):
    """The safety net under every read. The decoders never fail on a stored value (they
    leave out, show as text or replace what they cannot take, and say so): what is left is
    text SQLite cannot give as UTF-8, read again with replacement characters, and anything
    unforeseen, which becomes StoredValueError (the unit of work turns it into a clear
    DatabaseFileError naming the file or the server) instead of a ValueError from deep inside."""

    @functools.wraps(fn)
    def read(*args, **kwargs):
        try:
            try:
                return fn(*args, **kwargs)
            except OperationalError as exc:
                if not _not_utf8(exc):
                    raise
                traceback.clear_frames(exc.__traceback__)
                with _lenient_text(args[0]):
                    return fn(*args, **kwargs)
        except UnicodeEncodeError:
            raise  # text given to a query, not text read from the file
        except (ValueError, KeyError, TypeError, RecursionError) as exc:
            # The rows half read hold an open statement, which would keep the file (and its
            # -wal and -shm) open after the database is closed: let go of them first.
            traceback.clear_frames(exc.__traceback__)
            raise StoredValueError(f"a stored value cannot be read ({exc!r})") from exc

    return read


def _not_utf8(exc: OperationalError) -> bool:
    return "could not decode to utf-8" in str(getattr(exc, "orig", exc)).lower()


def _replacing(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        decode.note(decode.Skipped("", None, "", decode.AS_TEXT))
        return data.decode("utf-8", "replace")


@contextlib.contextmanager
def _lenient_text(s: UnitOfWork):
    """Text another program stored that is not UTF-8 (SQLite keeps any bytes as TEXT, and
    Python's driver refuses them, failing the whole statement): read with U+FFFD in place of
    the bad bytes, on this connection for this one read. Only then: a Python text factory
    costs ~0.1 µs a value on every read."""
    raw = s.connection.connection.dbapi_connection
    before = raw.text_factory
    raw.text_factory = _replacing
    try:
        yield
    finally:
        raw.text_factory = before


# SQLite stores 64-bit integers; a larger id (an agent may send any JSON number) names
# no row, and must read as "not found" rather than fail to bind.
_ID_MIN, _ID_MAX = -(2**63), 2**63 - 1


def storable_id(value: int) -> bool:
    """True when an id can name a row at all."""
    return _ID_MIN <= value <= _ID_MAX


def _conn(s: UnitOfWork) -> Connection:
    """The unit of work's connection (one unit of work is one transaction on one connection)."""
    return s.connection


_SPACES = SpaceRow.__table__
_SESSIONS = SessionRow.__table__
_MESSAGES = MessageRow.__table__
_EXAMINED = ExaminedMessageRow.__table__
_ENTRIES = MemoryEntryRow.__table__
_HISTORY = MemoryHistoryRow.__table__
_USES = MemoryUseRow.__table__
_DELETIONS = MemoryDeletionRow.__table__
_FORGOTTEN = MemoryForgottenRow.__table__
_SETTINGS = ScopeSettingsRow.__table__
_APP_SETTINGS = AppSettingRow.__table__
_USERS = UserRow.__table__
_VERDICTS = ComplianceVerdictRow.__table__


class stored(FunctionElement):
    """A column read as the database holds it, as text, for decode to read: SQLAlchemy's
    per-value converters cost most of listing 2,000 entries, and the driver's own can fail
    on what another program stored. On SQLite the value itself (JSON is stored as text
    there); on PostgreSQL JSON as its text (psycopg would parse it, and a value nested
    thousands deep raised RecursionError mid-fetch)."""

    type = Text()
    inherit_cache = True
    name = "stored"


class stored_time(stored):
    """A timestamp read as stored: SQLite's text; on PostgreSQL ISO 8601 text whatever the
    server's DateStyle (psycopg refuses 'infinity' and years past 9999 mid-fetch)."""

    inherit_cache = True
    name = "stored_time"


@compiles(stored)
def _stored_default(element, compiler, **kw):
    return compiler.process(element.clauses, **kw)


@compiles(stored, "postgresql")
def _stored_postgresql(element, compiler, **kw):
    return f"CAST({compiler.process(element.clauses, **kw)} AS TEXT)"


@compiles(stored_time, "postgresql")
def _stored_time_postgresql(element, compiler, **kw):
    return f"(to_json({compiler.process(element.clauses, **kw)}) #>> '{{}}')"


# The timestamps and the cited ids are read as the database holds them.
_RAW = {
    "source_event_ids": stored,
    "created_at": stored_time,
    "updated_at": stored_time,
    "written_after": stored,
}
_ENTRY_COLUMNS = tuple(
    _RAW[name](_ENTRIES.c[name]).label(name) if name in _RAW else _ENTRIES.c[name]
    for name in ENTRY_FIELDS
)
_HELD_COLUMNS = (*_ENTRY_COLUMNS, _ENTRIES.c.content_key, _ENTRIES.c.suggested_key)
_entry = decode.entry
_history = decode.history
_message = decode.message
_space = decode.space
_session = decode.session
_each = decode.each
_one = decode.one
_SCOPES, _KINDS, _STATUSES = decode.SCOPES, decode.KINDS, decode.STATUSES
_ACTORS, _SOURCES = decode.ACTORS, decode.SOURCES


def _held(r) -> Held:
    made = _entry(r)
    return Held(made, *decode.keys(r, made))


# One scope's rows: the statements bind it as :scope and :scope_id.
_IN_SCOPE = (_ENTRIES.c.scope == bindparam("scope"), _ENTRIES.c.scope_id == bindparam("scope_id"))


def _in(ref: ScopeRef) -> dict:
    return {"scope": ref.scope.value, "scope_id": ref.scope_id}
