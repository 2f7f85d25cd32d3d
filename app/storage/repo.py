"""Repositories: queries and inserts on a caller's Session. They never commit."""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from datetime import datetime, timezone

from sqlalchemy import Text, bindparam, case, delete, func, insert, or_, select, type_coerce, update
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session

from app.domain.model import (
    Actor,
    HistoryEvent,
    Kind,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    SessionInfo,
    Space,
    Status,
)
from app.storage.database import StoredValueError
from app.storage.models import (
    AppSettingRow,
    ExaminedMessageRow,
    MemoryEntryRow,
    MemoryHistoryRow,
    MessageRow,
    ScopeSettingsRow,
    SessionRow,
    SpaceRow,
    UserRow,
    utcnow,
)
from app.storage.notify import note_change, note_deleted


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
        except (ValueError, KeyError) as exc:
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


# ---------------------------------------------------------------- mapping to domain


@_reads
def to_space(row: SpaceRow) -> Space:
    return Space(id=row.id, name=row.name, created_at=row.created_at)


@_reads
def to_session(row: SessionRow) -> SessionInfo:
    return SessionInfo(id=row.id, space_id=row.space_id, title=row.title, created_at=row.created_at)


@_reads
def to_message(row: MessageRow) -> Message:
    return Message(
        id=row.id,
        session_id=row.session_id,
        source=MessageSource(row.source),
        text=row.text,
        created_at=row.created_at,
    )


@_reads
def to_entry(row: MemoryEntryRow) -> MemoryEntry:
    return MemoryEntry(
        id=row.id,
        scope=Scope(row.scope),
        scope_id=row.scope_id,
        kind=Kind(row.kind),
        content=row.content,
        status=Status(row.status),
        source=Provenance(row.source),
        created_by=Actor(row.created_by),
        reason=row.reason or "",
        source_event_ids=tuple(row.source_event_ids or ()),
        pinned=bool(row.pinned),
        version=row.version,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


@_reads
def to_history(row: MemoryHistoryRow) -> HistoryEvent:
    return HistoryEvent(
        id=row.id,
        entry_id=row.entry_id,
        actor=Actor(row.actor),
        action=row.action,
        at=row.at,
        before=row.before,
        after=row.after,
        undone=bool(row.undone),
    )


# ---------------------------------------------------------------- spaces, sessions, messages


def add_space(s: Session, name: str) -> SpaceRow:
    row = SpaceRow(name=name, created_at=utcnow())
    s.add(row)
    s.flush()
    note_change(s, "space", "insert", space_id=row.id)
    return row


@_reads
def get_space(s: Session, space_id: int) -> SpaceRow | None:
    return s.get(SpaceRow, space_id) if storable_id(space_id) else None


@_reads
def list_spaces(s: Session) -> list[SpaceRow]:
    return list(s.scalars(select(SpaceRow).order_by(SpaceRow.id)))


def delete_row(s: Session, row) -> None:
    note_deleted(s, row)
    s.delete(row)
    s.flush()


def add_session(s: Session, space_id: int, title: str) -> SessionRow:
    row = SessionRow(space_id=space_id, title=title, created_at=utcnow())
    s.add(row)
    s.flush()
    note_change(s, "session", "insert", space_id=space_id, session_id=row.id)
    return row


@_reads
def get_session(s: Session, session_id: int) -> SessionRow | None:
    return s.get(SessionRow, session_id) if storable_id(session_id) else None


@_reads
def list_sessions(s: Session, space_id: int | None = None) -> list[SessionRow]:
    q = select(SessionRow).order_by(SessionRow.id)
    if space_id is not None:
        q = q.where(SessionRow.space_id == space_id)
    return list(s.scalars(q))


def add_message(s: Session, session_id: int, source: str, text: str) -> MessageRow:
    row = MessageRow(session_id=session_id, source=source, text=text, created_at=utcnow())
    s.add(row)
    s.flush()
    note_change(s, "message", "insert", session_id=session_id, message_id=row.id)
    return row


@_reads
def get_message(s: Session, message_id: int) -> MessageRow | None:
    return s.get(MessageRow, message_id) if storable_id(message_id) else None






@_reads
def is_examined(s: Session, message_id: int) -> bool:
    return s.get(ExaminedMessageRow, message_id) is not None


def mark_examined(s: Session, message_id: int, saved_count: int) -> None:
    s.add(ExaminedMessageRow(message_id=message_id, examined_at=utcnow(), saved_count=saved_count))
    s.flush()


@_reads
def unexamined_user_messages(s: Session) -> list[MessageRow]:
    q = (
        select(MessageRow)
        .outerjoin(ExaminedMessageRow, ExaminedMessageRow.message_id == MessageRow.id)
        .where(MessageRow.source == MessageSource.USER.value)
        .where(ExaminedMessageRow.message_id.is_(None))
        .order_by(MessageRow.id)
    )
    return list(s.scalars(q))


@_reads
def local_user_id(s: Session) -> int:
    """The one local user (Personal scope); created on first use."""
    uid = s.scalar(select(UserRow.id).order_by(UserRow.id).limit(1))
    if uid is None:
        row = UserRow(name="local", created_at=utcnow())
        s.add(row)
        s.flush()
        uid = row.id
    return uid


# ---------------------------------------------------------------- memory entries


def add_entry(s: Session, **values) -> MemoryEntryRow:
    now = utcnow()
    values.setdefault("created_at", now)
    values.setdefault("updated_at", now)
    values.setdefault("version", 1)
    row = MemoryEntryRow(**values)
    s.add(row)
    s.flush()
    note_change(s, "entry", "insert", scope=row.scope, scope_id=row.scope_id, entry_id=row.id, version=row.version)
    return row


@_reads
def get_entry(s: Session, entry_id: int) -> MemoryEntryRow | None:
    return s.get(MemoryEntryRow, entry_id) if storable_id(entry_id) else None


@_reads
def find_same_words(
    s: Session, scope: str, scope_id: int, key: str, statuses: Sequence[str]
) -> list[MemoryEntryRow]:
    q = (
        select(MemoryEntryRow)
        .where(MemoryEntryRow.scope == scope, MemoryEntryRow.scope_id == scope_id)
        .where(MemoryEntryRow.content_key == key, MemoryEntryRow.status.in_(statuses))
        .order_by(MemoryEntryRow.id)
    )
    return list(s.scalars(q))


@_reads
def list_entries(
    s: Session, scope: str, scope_id: int, statuses: Sequence[str]
) -> list[MemoryEntryRow]:
    q = (
        select(MemoryEntryRow)
        .where(MemoryEntryRow.scope == scope, MemoryEntryRow.scope_id == scope_id)
        .where(MemoryEntryRow.status.in_(statuses))
        .order_by(MemoryEntryRow.pinned.desc(), MemoryEntryRow.id)
    )
    return list(s.scalars(q))




@_reads
def usage_by_scope(s: Session) -> dict[tuple[str, int, str], tuple[int, int]]:
    """(scope, scope_id, status) → (count, characters), for every scope that has entries."""
    q = select(
        MemoryEntryRow.scope,
        MemoryEntryRow.scope_id,
        MemoryEntryRow.status,
        func.count(MemoryEntryRow.id),
        func.coalesce(func.sum(func.length(MemoryEntryRow.content)), 0),
    ).group_by(MemoryEntryRow.scope, MemoryEntryRow.scope_id, MemoryEntryRow.status)
    return {(sc, sid, st): (int(n), int(c)) for sc, sid, st, n, c in s.execute(q)}


def cas_update(s: Session, entry_id: int, expected_version: int, **values) -> bool:
    """Compare-and-set: change the entry only if nobody changed it since `expected_version`."""
    values["version"] = expected_version + 1
    values.setdefault("updated_at", utcnow())
    result = s.execute(
        update(MemoryEntryRow)
        .where(MemoryEntryRow.id == entry_id, MemoryEntryRow.version == expected_version)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount == 1:
        note_change(s, "entry", "update", entry_id=entry_id, version=expected_version + 1)
        row = s.get(MemoryEntryRow, entry_id)
        if row is not None:
            s.refresh(row)
        return True
    return False


def delete_entries(s: Session, ids: Sequence[int]) -> None:
    if ids:
        note_change(s, "entry", "delete", entry_ids=ids)
        s.execute(
            delete(MemoryEntryRow)
            .where(MemoryEntryRow.id.in_(list(ids)))
            .execution_options(synchronize_session=False)
        )
        s.expire_all()


def add_history(
    s: Session, entry_id: int, actor: str, action: str, before: dict | None, after: dict | None
) -> MemoryHistoryRow:
    row = MemoryHistoryRow(
        entry_id=entry_id, actor=actor, action=action, at=utcnow(), before=before, after=after,
        undone=False,
    )
    s.add(row)
    s.flush()
    return row


@_reads
def list_history(s: Session, entry_id: int) -> list[MemoryHistoryRow]:
    q = select(MemoryHistoryRow).where(MemoryHistoryRow.entry_id == entry_id).order_by(MemoryHistoryRow.id)
    return list(s.scalars(q))


@_reads
def get_history(s: Session, history_id: int) -> MemoryHistoryRow | None:
    return s.get(MemoryHistoryRow, history_id) if storable_id(history_id) else None


@_reads
def last_undoable(s: Session, actions: Sequence[str]) -> MemoryHistoryRow | None:
    q = (
        select(MemoryHistoryRow)
        .where(MemoryHistoryRow.actor == Actor.USER.value)
        .where(MemoryHistoryRow.action.in_(list(actions)), MemoryHistoryRow.undone.is_(False))
        .order_by(MemoryHistoryRow.id.desc())
        .limit(1)
    )
    return s.scalar(q)


# ---------------------------------------------------------------- settings




def ensure_scope_settings(s: Session, scope: str, scope_id: int) -> ScopeSettingsRow:
    row = s.get(ScopeSettingsRow, (scope, scope_id))
    if row is None:
        row = ScopeSettingsRow(scope=scope, scope_id=scope_id, auto_memory=True, use_memory=True)
        s.add(row)
        s.flush()
    note_change(s, "scope_settings", "update", scope=scope, scope_id=scope_id)
    return row


@_reads
def get_app_setting(s: Session, key: str) -> str | None:
    row = s.get(AppSettingRow, key)
    return None if row is None else row.value


def set_app_setting(s: Session, key: str, value: str | None) -> None:
    row = s.get(AppSettingRow, key)
    note_change(s, "app_setting", "delete" if value is None else "update", key=key)
    if value is None:
        if row is not None:
            s.delete(row)
    elif row is None:
        s.add(AppSettingRow(key=key, value=value))
    else:
        row.value = value
    s.flush()


def delete_memory_of(s: Session, *, space_id: int | None, session_ids: Sequence[int]) -> None:
    """Remove the Memory (and its settings) of a Space and/or Sessions being deleted."""


    for session_id in session_ids:
        note_change(s, "session", "delete", space_id=space_id, session_id=session_id)
    conds = []
    if space_id is not None:
        conds.append((MemoryEntryRow.scope == "space") & (MemoryEntryRow.scope_id == space_id))
    if session_ids:
        conds.append((MemoryEntryRow.scope == "session") & MemoryEntryRow.scope_id.in_(list(session_ids)))
    if not conds:
        return
    s.execute(delete(MemoryEntryRow).where(or_(*conds)).execution_options(synchronize_session=False))
    setting_conds = []
    if space_id is not None:
        setting_conds.append((ScopeSettingsRow.scope == "space") & (ScopeSettingsRow.scope_id == space_id))
    if session_ids:
        setting_conds.append(
            (ScopeSettingsRow.scope == "session") & ScopeSettingsRow.scope_id.in_(list(session_ids))
        )
    s.execute(delete(ScopeSettingsRow).where(or_(*setting_conds)).execution_options(synchronize_session=False))
    s.expire_all()


# ---------------------------------------------------------------- fast paths (Core → domain)
#
# The window, the agent's tools and the Memory block read many rows or run on every
# turn; the ORM's unit of work and row objects cost 10-20× the SQL itself there
# (measured in benchmarks/). These functions run prebuilt Core statements (compiled
# once, cached by SQLAlchemy) on the unit of work's connection and return domain objects
# straight from the rows. Writes they make are plain INSERTs of new rows; pending ORM
# changes are flushed first, so both views of the unit of work agree.

_SPACES = SpaceRow.__table__
_SESSIONS = SessionRow.__table__
_MESSAGES = MessageRow.__table__
_ENTRIES = MemoryEntryRow.__table__
_HISTORY = MemoryHistoryRow.__table__
_SETTINGS = ScopeSettingsRow.__table__
_USERS = UserRow.__table__

_SCOPES = {m.value: m for m in Scope}
_KINDS = {m.value: m for m in Kind}
_STATUSES = {m.value: m for m in Status}
_PROVENANCES = {m.value: m for m in Provenance}
_ACTORS = {m.value: m for m in Actor}
_SOURCES = {m.value: m for m in MessageSource}

ENTRY_FIELDS = (
    "id", "scope", "scope_id", "kind", "content", "status", "source", "created_by", "reason",
    "source_event_ids", "pinned", "version", "created_at", "updated_at",
)
_ENTRY_COLUMNS = tuple(_ENTRIES.c[name] for name in ENTRY_FIELDS)


def _conn(s: Session) -> Connection:
    """The unit of work's connection, with its pending ORM changes written first."""
    if s.new or s.dirty or s.deleted:
        s.flush()
    # One unit of work is one transaction on one connection: look it up once.
    conn = s.info.get("mindkeep_connection")
    if conn is None:
        conn = s.info["mindkeep_connection"] = s.connection()
    return conn


def entry_of(r) -> MemoryEntry:
    """A MemoryEntry from a row whose first columns are ENTRY_FIELDS, in that order."""
    return MemoryEntry(
        id=r[0], scope=_SCOPES[r[1]], scope_id=r[2], kind=_KINDS[r[3]], content=r[4],
        status=_STATUSES[r[5]], source=_PROVENANCES[r[6]], created_by=_ACTORS[r[7]],
        reason=r[8] or "", source_event_ids=tuple(r[9] or ()), pinned=bool(r[10]),
        version=r[11], created_at=r[12], updated_at=r[13],
    )


def _moment(value) -> datetime:
    """A stored timestamp (text in SQLite, a datetime elsewhere) as an aware UTC datetime."""
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value + "+00:00")  # stored in UTC, without a zone
        except ValueError:
            value = datetime.fromisoformat(value)
    return value if value.tzinfo is not None else value.replace(tzinfo=timezone.utc)


def _ids(value) -> tuple[int, ...]:
    if isinstance(value, str):
        return () if value == "[]" else tuple(json.loads(value))
    return tuple(value or ())


# entry id → (the row's stored values, the MemoryEntry made from them). Decoding is a pure
# function of the stored values, so an entry whose values are all unchanged is reused:
# re-reading a scope (a refresh after each decision, a scope switch) skips two date
# parses and a frozen dataclass per row (about half the cost of listing 2,000 entries).
_DECODED: dict[int, tuple[tuple, MemoryEntry]] = {}
_DECODED_KEPT = 50_000


def entry_of_raw(r) -> MemoryEntry:
    """entry_of for rows of _ENTRY_COLUMNS_RAW (positional: this runs for every listed row)."""
    stored = tuple(r[:14])
    hit = _DECODED.get(stored[0])
    if hit is not None and hit[0] == stored:
        return hit[1]
    created = _moment(r[12])
    entry = MemoryEntry(
        r[0], _SCOPES[r[1]], r[2], _KINDS[r[3]], r[4], _STATUSES[r[5]], _PROVENANCES[r[6]],
        _ACTORS[r[7]], r[8] or "", _ids(r[9]), bool(r[10]), r[11], created,
        created if r[13] == r[12] else _moment(r[13]),
    )
    if len(_DECODED) >= _DECODED_KEPT:
        _DECODED.clear()
    _DECODED[stored[0]] = (stored, entry)
    return entry


_Q_SPACES = select(_SPACES.c.id, _SPACES.c.name, _SPACES.c.created_at).order_by(_SPACES.c.id)
_Q_SPACE = select(_SPACES.c.id, _SPACES.c.name, _SPACES.c.created_at).where(
    _SPACES.c.id == bindparam("id")
)
_SESSION_COLUMNS = (_SESSIONS.c.id, _SESSIONS.c.space_id, _SESSIONS.c.title, _SESSIONS.c.created_at)
_Q_SESSIONS = select(*_SESSION_COLUMNS).order_by(_SESSIONS.c.id)
_Q_SESSIONS_OF = select(*_SESSION_COLUMNS).where(
    _SESSIONS.c.space_id == bindparam("space_id")
).order_by(_SESSIONS.c.id)
_Q_SESSION = select(*_SESSION_COLUMNS).where(_SESSIONS.c.id == bindparam("id"))
_Q_MESSAGES = (
    select(_MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source, _MESSAGES.c.text,
           _MESSAGES.c.created_at)
    .where(_MESSAGES.c.session_id == bindparam("session_id"))
    .order_by(_MESSAGES.c.id)
)
_Q_CITED = select(_MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source).where(
    _MESSAGES.c.id.in_(bindparam("ids", expanding=True))
)
_Q_USER = select(_USERS.c.id).order_by(_USERS.c.id).limit(1)
_Q_SETTINGS = select(
    _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory, _SETTINGS.c.room
).where(_SETTINGS.c.scope == bindparam("scope"), _SETTINGS.c.scope_id == bindparam("scope_id"))
_Q_ALL_SETTINGS = select(
    _SETTINGS.c.scope, _SETTINGS.c.scope_id, _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory,
    _SETTINGS.c.room,
)
_IN_SCOPE = (_ENTRIES.c.scope == bindparam("scope"), _ENTRIES.c.scope_id == bindparam("scope_id"))
# The same columns, with the two timestamps and the cited ids as the database holds them:
# a list of 2,000 entries spent most of its time in SQLAlchemy's per-value converters.
_RAW = {"source_event_ids", "created_at", "updated_at"}
_ENTRY_COLUMNS_RAW = tuple(
    type_coerce(_ENTRIES.c[name], Text).label(name) if name in _RAW else _ENTRIES.c[name]
    for name in ENTRY_FIELDS
)
_Q_ENTRIES = (
    select(*_ENTRY_COLUMNS_RAW, _ENTRIES.c.content_key)
    .where(*_IN_SCOPE, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(_ENTRIES.c.pinned.desc(), _ENTRIES.c.id)
)
_Q_USAGE = (
    select(_ENTRIES.c.status, func.count(_ENTRIES.c.id),
           func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0))
    .where(*_IN_SCOPE, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .group_by(_ENTRIES.c.status)
)
# What a proposal must know of its scope: the entries with the same words (saved,
# pending or dismissed) and every pending suggestion (at most 5), in one query.
_Q_PROPOSAL_STATE = (
    select(*_ENTRY_COLUMNS, _ENTRIES.c.content_key)
    .where(*_IN_SCOPE)
    .where(or_(
        _ENTRIES.c.status == "suggested",
        (_ENTRIES.c.content_key == bindparam("key"))
        & _ENTRIES.c.status.in_(("active", "dismissed")),
    ))
    .order_by(_ENTRIES.c.id)
)
_Q_PENDING_FROM = (
    select(_ENTRIES.c.id, _ENTRIES.c.source_event_ids)
    .where(*_IN_SCOPE, _ENTRIES.c.status == "suggested",
           _ENTRIES.c.origin_session_id == bindparam("session_id"))
    .order_by(_ENTRIES.c.pinned.desc(), _ENTRIES.c.id)
)
# A Session's scope id for `scope` and that scope's stored settings, in one query.
_TARGET_ID = case(
    (bindparam("scope") == "session", _SESSIONS.c.id),
    (bindparam("scope") == "space", _SESSIONS.c.space_id),
    else_=select(func.min(_USERS.c.id)).scalar_subquery(),
)
_Q_SESSION_SCOPE = (
    select(_TARGET_ID, _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory, _SETTINGS.c.room)
    .select_from(_SESSIONS.outerjoin(
        _SETTINGS, (_SETTINGS.c.scope == bindparam("scope")) & (_SETTINGS.c.scope_id == _TARGET_ID)
    ))
    .where(_SESSIONS.c.id == bindparam("session_id"))
)
# Up to three scopes (a Session's own, its Space's, Personal) as bound parameters, so these
# statements are built and compiled once (building them per call cost more than the SQL).
_SLOTS = 3


def _slots(refs: Sequence[tuple[str, int]]) -> dict:
    if len(refs) > _SLOTS:
        raise ValueError(f"at most {_SLOTS} scopes")
    padded = list(refs) + [("", -1)] * (_SLOTS - len(refs))  # matches no row
    out = {}
    for i, (scope, scope_id) in enumerate(padded):
        out[f"scope{i}"], out[f"scope_id{i}"] = scope, scope_id
    return out


def _in_slot(table, i: int):
    return (table.c.scope == bindparam(f"scope{i}")) & (table.c.scope_id == bindparam(f"scope_id{i}"))


_Q_SETTINGS_OF = _Q_ALL_SETTINGS.where(or_(*[_in_slot(_SETTINGS, i) for i in range(_SLOTS)]))
_Q_CONTEXT = (
    select(_ENTRIES.c.scope, _ENTRIES.c.kind, _ENTRIES.c.source, _ENTRIES.c.content)
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.status == "active")
    .order_by(
        case(*[(_in_slot(_ENTRIES, i), i) for i in range(_SLOTS)], else_=_SLOTS),
        _ENTRIES.c.pinned.desc(),
        _ENTRIES.c.id,
    )
)
_Q_USAGE_IN = (
    select(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status, func.count(_ENTRIES.c.id),
           func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0))
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.status.in_(("active", "suggested")))
    .group_by(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status)
)
_I_ENTRY = insert(_ENTRIES)
_I_HISTORY = insert(_HISTORY)


@_reads
def session_scope(
    s: Session, session_id: int, scope: str
) -> tuple[int | None, tuple[bool, bool, int | None] | None] | None:
    """Seen from a Session: the id of its `scope` (Session, Space or local user) and that
    scope's stored (auto_memory, use_memory, room); None when the Session does not exist."""
    if not storable_id(session_id):
        return None
    r = _conn(s).execute(_Q_SESSION_SCOPE, {"scope": scope, "session_id": session_id}).first()
    if r is None:
        return None
    stored = None if r[1] is None else (bool(r[1]), bool(r[2]), r[3])
    return r[0], stored


@_reads
def space_list(s: Session) -> list[Space]:
    return [Space(*r) for r in _conn(s).execute(_Q_SPACES)]


@_reads
def space_info(s: Session, space_id: int) -> Space | None:
    if not storable_id(space_id):
        return None
    r = _conn(s).execute(_Q_SPACE, {"id": space_id}).first()
    return None if r is None else Space(*r)


@_reads
def session_list(s: Session, space_id: int | None = None) -> list[SessionInfo]:
    if space_id is None:
        rows = _conn(s).execute(_Q_SESSIONS)
    elif not storable_id(space_id):
        return []
    else:
        rows = _conn(s).execute(_Q_SESSIONS_OF, {"space_id": space_id})
    return [SessionInfo(*r) for r in rows]


@_reads
def session_info(s: Session, session_id: int) -> SessionInfo | None:
    if not storable_id(session_id):
        return None
    r = _conn(s).execute(_Q_SESSION, {"id": session_id}).first()
    return None if r is None else SessionInfo(*r)


@_reads
def message_list(s: Session, session_id: int) -> list[Message]:
    return [
        Message(id=r[0], session_id=r[1], source=_SOURCES[r[2]], text=r[3], created_at=r[4])
        for r in _conn(s).execute(_Q_MESSAGES, {"session_id": session_id})
    ]


_Q_MESSAGE = select(
    _MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source, _MESSAGES.c.text,
    _MESSAGES.c.created_at,
).where(_MESSAGES.c.id == bindparam("id"))


@_reads
def message_info(s: Session, message_id: int) -> Message | None:
    if not storable_id(message_id):
        return None
    r = _conn(s).execute(_Q_MESSAGE, {"id": message_id}).first()
    if r is None:
        return None
    return Message(id=r[0], session_id=r[1], source=_SOURCES[r[2]], text=r[3], created_at=r[4])


@_reads
def cited_messages(s: Session, ids: Sequence[int]) -> list[tuple[int, int, MessageSource]]:
    """(id, session id, source) of each existing message among ids."""
    ids = [i for i in ids if storable_id(i)]
    if not ids:
        return []
    rows = _conn(s).execute(_Q_CITED, {"ids": list(ids)})
    return [(r[0], r[1], _SOURCES[r[2]]) for r in rows]


@_reads
def local_user(s: Session) -> int:
    """The one local user's id (created on first use), without loading ORM rows."""
    uid = _conn(s).execute(_Q_USER).scalar()
    return uid if uid is not None else local_user_id(s)


@_reads
def scope_settings(s: Session, scope: str, scope_id: int) -> tuple[bool, bool, int | None] | None:
    """(auto_memory, use_memory, room) stored for a scope, or None for the defaults."""
    r = _conn(s).execute(_Q_SETTINGS, {"scope": scope, "scope_id": scope_id}).first()
    return None if r is None else (bool(r[0]), bool(r[1]), r[2])


@_reads
def settings_of(
    s: Session, refs: Sequence[tuple[str, int]]
) -> dict[tuple[str, int], tuple[bool, bool, int | None]]:
    """(auto_memory, use_memory, room) stored for each of up to three scopes that has them."""
    rows = _conn(s).execute(_Q_SETTINGS_OF, _slots(refs))
    return {(r[0], r[1]): (bool(r[2]), bool(r[3]), r[4]) for r in rows}


@_reads
def all_scope_settings(s: Session) -> dict[tuple[str, int], tuple[bool, bool, int | None]]:
    return {(r[0], r[1]): (bool(r[2]), bool(r[3]), r[4]) for r in _conn(s).execute(_Q_ALL_SETTINGS)}


@_reads
def entry_list(s: Session, scope: str, scope_id: int, statuses: Sequence[str]) -> list[MemoryEntry]:
    """Entries of one scope with these statuses, pinned first, oldest first."""
    rows = _conn(s).execute(
        _Q_ENTRIES, {"scope": scope, "scope_id": scope_id, "statuses": list(statuses)}
    )
    return [entry_of_raw(r) for r in rows]


@_reads
def entry_list_with_keys(
    s: Session, scope: str, scope_id: int, statuses: Sequence[str]
) -> list[tuple[MemoryEntry, str]]:
    """Like entry_list, each entry with its same-words key."""
    rows = _conn(s).execute(
        _Q_ENTRIES, {"scope": scope, "scope_id": scope_id, "statuses": list(statuses)}
    )
    return [(entry_of_raw(r), r[14]) for r in rows]


@_reads
def usage_of(s: Session, scope: str, scope_id: int,
             statuses: Sequence[str]) -> dict[str, tuple[int, int]]:
    """status → (number of entries, characters of content) in a scope; absent means (0, 0)."""
    rows = _conn(s).execute(
        _Q_USAGE, {"scope": scope, "scope_id": scope_id, "statuses": list(statuses)}
    )
    return {r[0]: (int(r[1]), int(r[2])) for r in rows}


@_reads
def usage_in(s: Session, refs: Sequence[tuple[str, int]]) -> dict[tuple[str, int, str], tuple[int, int]]:
    """(scope, scope_id, status) → (entries, characters), saved and pending, of up to three scopes."""
    rows = _conn(s).execute(_Q_USAGE_IN, _slots(refs))
    return {(r[0], r[1], r[2]): (int(r[3]), int(r[4])) for r in rows}


@_reads
def proposal_state(
    s: Session, scope: str, scope_id: int, key: str
) -> tuple[dict[str, MemoryEntry], int, int]:
    """For a proposal: {status: oldest entry with these words}, pending count, pending characters."""
    same: dict[str, MemoryEntry] = {}
    pending = chars = 0
    for r in _conn(s).execute(_Q_PROPOSAL_STATE, {"scope": scope, "scope_id": scope_id, "key": key}):
        if r[5] == "suggested":
            pending += 1
            chars += len(r[4])
        if r[14] == key:
            same.setdefault(r[5], entry_of(r))
    return same, pending, chars


@_reads
def pending_from(s: Session, scope: str, scope_id: int, session_id: int) -> list[tuple[int, list]]:
    """(entry id, cited ids) of the pending suggestions of a scope written from a Session."""
    rows = _conn(s).execute(
        _Q_PENDING_FROM, {"scope": scope, "scope_id": scope_id, "session_id": session_id}
    )
    return [(r[0], list(r[1] or ())) for r in rows]


@_reads
def context_rows(s: Session, refs: Sequence[tuple[str, int]]) -> list[tuple[str, str, str, str]]:
    """(scope, kind, source, content) of the active entries of up to three scopes, in the
    order given, each scope's pinned entries first, then oldest first."""
    if not refs:
        return []
    return [tuple(r) for r in _conn(s).execute(_Q_CONTEXT, _slots(refs))]


def insert_entry(s: Session, values: dict) -> MemoryEntry:
    """Add a new entry (values: every column but id) and return it."""
    now = utcnow()
    row = {
        "reason": "", "source_event_ids": [], "origin_session_id": None, "pinned": False,
        "version": 1, "created_at": now, "updated_at": now, **values,
    }
    result = _conn(s).execute(_I_ENTRY, row)
    entry_id = result.inserted_primary_key[0]
    note_change(s, "entry", "insert", scope=row["scope"], scope_id=row["scope_id"], entry_id=entry_id,
                version=row["version"], session_id=row["origin_session_id"])
    return MemoryEntry(
        id=entry_id, scope=_SCOPES[row["scope"]], scope_id=row["scope_id"],
        kind=_KINDS[row["kind"]], content=row["content"], status=_STATUSES[row["status"]],
        source=_PROVENANCES[row["source"]], created_by=_ACTORS[row["created_by"]],
        reason=row["reason"] or "", source_event_ids=tuple(row["source_event_ids"] or ()),
        pinned=bool(row["pinned"]), version=row["version"], created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def insert_history(s: Session, entry_id: int, actor: str, action: str, before: dict | None,
                   after: dict | None) -> int:
    """Record one change of an entry; returns the history id."""
    result = _conn(s).execute(_I_HISTORY, {
        "entry_id": entry_id, "actor": actor, "action": action, "at": utcnow(),
        "before": before, "after": after, "undone": False,
    })
    return result.inserted_primary_key[0]
