"""What every repository module shares: the tables, the one connection of a unit of work,
the guard that turns an undecodable stored value into a clear error, and the decoders.

The statements themselves live by what they are about: conversation.py (Spaces, Sessions,
messages), repo.py (Memory entries and the settings of scopes), memory_log.py (history,
deletions, uses). Services import `repo`, which gives them all.
"""

from __future__ import annotations

import functools
import traceback

from sqlalchemy import (
    Text,
    bindparam,
    type_coerce,
)
from sqlalchemy.engine import Connection

from app.domain.model import (
    ScopeRef,
)
from app.domain.rules.state import Held
from app.storage import decode
from app.storage.database import StoredValueError, UnitOfWork
from app.storage.decode import ENTRY_FIELDS
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
    """A stored value that cannot be decoded (a bad date, an unknown status, broken JSON)
    means a damaged file: StoredValueError, which the unit of work turns into a clear
    DatabaseFileError, instead of a ValueError from deep inside."""

    @functools.wraps(fn)
    def read(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except UnicodeEncodeError:
            raise  # text given to a query, not text read from the file
        except (ValueError, KeyError, TypeError) as exc:
            # The rows half read hold an open statement, which would keep the file (and its
            # -wal and -shm) open after the database is closed: let go of them first.
            traceback.clear_frames(exc.__traceback__)
            raise StoredValueError(
                f"database disk image is malformed: a stored value cannot be read ({exc!r})"
            ) from exc

    return read


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

# The timestamps and the cited ids are read as the database holds them: a list of 2,000
# entries spent most of its time in SQLAlchemy's per-value converters.
_RAW = {"source_event_ids", "created_at", "updated_at", "written_after"}
_ENTRY_COLUMNS = tuple(
    type_coerce(_ENTRIES.c[name], Text).label(name) if name in _RAW else _ENTRIES.c[name]
    for name in ENTRY_FIELDS
)
_HELD_COLUMNS = (*_ENTRY_COLUMNS, _ENTRIES.c.content_key, _ENTRIES.c.suggested_key)
_entry = decode.entry
_history = decode.history
_message = decode.message
_space = decode.space
_session = decode.session
_moment = decode.moment
_json = decode.from_json
_SCOPES, _KINDS, _STATUSES = decode.SCOPES, decode.KINDS, decode.STATUSES
_ACTORS, _SOURCES = decode.ACTORS, decode.SOURCES


def _held(r) -> Held:
    return Held(_entry(r), r[15], r[16])


# One scope's rows: the statements bind it as :scope and :scope_id.
_IN_SCOPE = (_ENTRIES.c.scope == bindparam("scope"), _ENTRIES.c.scope_id == bindparam("scope_id"))


def _in(ref: ScopeRef) -> dict:
    return {"scope": ref.scope.value, "scope_id": ref.scope_id}
