"""Repositories: statements on a caller's unit of work. Enums and plain values in, domain
objects out; rows never leave this module, and nothing here commits.

Every statement is SQLAlchemy Core, built once at import (compiled once, cached by
SQLAlchemy): the window, the agent's tools and the Memory block read many rows or run on
every turn, where the ORM's row objects cost 10-20x the SQL itself (benchmarks/).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from sqlalchemy import (
    Text,
    bindparam,
    case,
    delete,
    func,
    insert,
    null,
    or_,
    select,
    type_coerce,
    update,
)
from sqlalchemy.engine import Connection
from app.storage.database import UnitOfWork

from app.domain.model import (
    Actor,
    HistoryEvent,
    Kind,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    ScopeRef,
    SessionInfo,
    Space,
    Status,
)
from app.domain.outcomes import Deletion, EntryUse
from app.domain.rules import Draft, Held
from app.domain.text import same_words_key
from app.storage import decode
from app.storage.database import StoredValueError
from app.storage.decode import ENTRY_FIELDS
from app.storage.models import (
    AppSettingRow,
    ExaminedMessageRow,
    MemoryDeletionRow,
    MemoryEntryRow,
    MemoryHistoryRow,
    MemoryUseRow,
    MessageRow,
    ScopeSettingsRow,
    SessionRow,
    SpaceRow,
    UserRow,
    utcnow,
)
from app.storage.notify import note_change


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
_SETTINGS = ScopeSettingsRow.__table__
_APP_SETTINGS = AppSettingRow.__table__
_USERS = UserRow.__table__

# The timestamps and the cited ids are read as the database holds them: a list of 2,000
# entries spent most of its time in SQLAlchemy's per-value converters.
_RAW = {"source_event_ids", "created_at", "updated_at"}
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
_PROVENANCES, _ACTORS, _SOURCES = decode.PROVENANCES, decode.ACTORS, decode.SOURCES


def _held(r) -> Held:
    return Held(_entry(r), r[14], r[15])


# ---------------------------------------------------------------- spaces and sessions

# Timestamps read as stored (decode parses them): 10,000 Sessions went through SQLAlchemy's
# converter on every reload of the sidebar.
_SPACE_COLUMNS = (_SPACES.c.id, _SPACES.c.name, type_coerce(_SPACES.c.created_at, Text))
_Q_SPACES = select(*_SPACE_COLUMNS).order_by(_SPACES.c.id)
_Q_SPACE = select(*_SPACE_COLUMNS).where(_SPACES.c.id == bindparam("id"))
_SESSION_COLUMNS = (_SESSIONS.c.id, _SESSIONS.c.space_id, _SESSIONS.c.title,
                    type_coerce(_SESSIONS.c.created_at, Text), _SESSIONS.c.temporary, _SESSIONS.c.auto_title)
_Q_SESSIONS = select(*_SESSION_COLUMNS).order_by(_SESSIONS.c.id)
_Q_SESSIONS_OF = _Q_SESSIONS.where(_SESSIONS.c.space_id == bindparam("space_id"))
_Q_SESSION = select(*_SESSION_COLUMNS).where(_SESSIONS.c.id == bindparam("id"))


@_reads
def space_list(s: UnitOfWork) -> list[Space]:
    return [_space(r) for r in _conn(s).execute(_Q_SPACES)]


@_reads
def space_info(s: UnitOfWork, space_id: int) -> Space | None:
    if not storable_id(space_id):
        return None
    r = _conn(s).execute(_Q_SPACE, {"id": space_id}).first()
    return None if r is None else _space(r)


def add_space(s: UnitOfWork, name: str) -> Space:
    now = utcnow()
    space_id = _conn(s).execute(insert(_SPACES), {"name": name, "created_at": now}).inserted_primary_key[0]
    note_change(s, "space", "insert", space_id=space_id)
    return Space(space_id, name, now)


def rename_space(s: UnitOfWork, space_id: int, name: str) -> Space | None:
    """The Space with its new name, or None when there is no such Space."""
    _conn(s).execute(update(_SPACES).where(_SPACES.c.id == space_id).values(name=name))
    note_change(s, "space", "update", space_id=space_id)
    return space_info(s, space_id)


def delete_space(s: UnitOfWork, space_id: int) -> None:
    """Delete a Space; its Sessions and their messages go with it (foreign keys cascade)."""
    note_change(s, "space", "delete", space_id=space_id)
    _conn(s).execute(delete(_SPACES).where(_SPACES.c.id == space_id))


@_reads
def session_list(s: UnitOfWork, space_id: int | None = None) -> list[SessionInfo]:
    if space_id is None:
        rows = _conn(s).execute(_Q_SESSIONS)
    elif not storable_id(space_id):
        return []
    else:
        rows = _conn(s).execute(_Q_SESSIONS_OF, {"space_id": space_id})
    return [_session(r) for r in rows]


@_reads
def session_info(s: UnitOfWork, session_id: int) -> SessionInfo | None:
    if not storable_id(session_id):
        return None
    r = _conn(s).execute(_Q_SESSION, {"id": session_id}).first()
    return None if r is None else _session(r)


def add_session(s: UnitOfWork, space_id: int, title: str, *, temporary: bool = False,
                auto_title: bool = False) -> SessionInfo:
    now = utcnow()
    result = _conn(s).execute(insert(_SESSIONS), {
        "space_id": space_id, "title": title, "created_at": now, "temporary": bool(temporary),
        "auto_title": bool(auto_title),
    })
    note_change(s, "session", "insert", space_id=space_id, session_id=result.inserted_primary_key[0])
    return SessionInfo(result.inserted_primary_key[0], space_id, title, now, bool(temporary),
                       bool(auto_title))


def rename_session(s: UnitOfWork, session_id: int, title: str, *, auto_title: bool = False) -> SessionInfo | None:
    """The Session with its new title; `auto_title` says whether the app chose it."""
    _conn(s).execute(update(_SESSIONS).where(_SESSIONS.c.id == session_id)
                     .values(title=title, auto_title=bool(auto_title)))
    note_change(s, "session", "update", session_id=session_id)
    return session_info(s, session_id)


def delete_session(s: UnitOfWork, session_id: int) -> None:
    note_change(s, "session", "delete", session_id=session_id)
    _conn(s).execute(delete(_SESSIONS).where(_SESSIONS.c.id == session_id))


# ---------------------------------------------------------------- messages

# Read as stored, like the entries' timestamps: decode parses them once (SQLAlchemy's
# converter costs ~3 µs a value, and an agent turn reads its whole Session).
_MESSAGE_COLUMNS = (_MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source, _MESSAGES.c.text,
                    type_coerce(_MESSAGES.c.created_at, Text), type_coerce(_MESSAGES.c.meta, Text))
_Q_MESSAGES = select(*_MESSAGE_COLUMNS).where(
    _MESSAGES.c.session_id == bindparam("session_id"), _MESSAGES.c.id > bindparam("after")
).order_by(_MESSAGES.c.id)
_Q_MESSAGE = select(*_MESSAGE_COLUMNS).where(_MESSAGES.c.id == bindparam("id"))
_Q_CITED = select(_MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source).where(
    _MESSAGES.c.id.in_(bindparam("ids", expanding=True))
)
_Q_EXAMINED = select(_EXAMINED.c.message_id).where(_EXAMINED.c.message_id == bindparam("id"))
_Q_UNEXAMINED = (
    select(*_MESSAGE_COLUMNS)
    .select_from(_MESSAGES.outerjoin(_EXAMINED, _EXAMINED.c.message_id == _MESSAGES.c.id))
    .where(_MESSAGES.c.source == MessageSource.USER.value, _EXAMINED.c.message_id.is_(None))
    .order_by(_MESSAGES.c.id)
)


@_reads
def message_list(s: UnitOfWork, session_id: int, after: int = 0) -> list[Message]:
    """A Session's messages, oldest first; only those after message id `after` when given."""
    return [_message(r) for r in _conn(s).execute(_Q_MESSAGES, {"session_id": session_id, "after": after})]


_Q_MESSAGES_NEWEST = (
    select(*_MESSAGE_COLUMNS)
    .where(_MESSAGES.c.session_id == bindparam("session_id"))
    .order_by(_MESSAGES.c.id.desc())
    .limit(bindparam("limit"))
)
_Q_MESSAGES_BEFORE = _Q_MESSAGES_NEWEST.where(_MESSAGES.c.id < bindparam("before"))


@_reads
def message_tail(s: UnitOfWork, session_id: int, limit: int, before: int | None = None) -> list[Message]:
    """The newest `limit` messages of a Session (those before message id `before` when
    given), oldest first: what a long chat shows first, then page by page."""
    if before is None:
        rows = _conn(s).execute(_Q_MESSAGES_NEWEST, {"session_id": session_id, "limit": limit})
    else:
        rows = _conn(s).execute(_Q_MESSAGES_BEFORE, {"session_id": session_id, "before": before,
                                                     "limit": limit})
    return [_message(r) for r in reversed(rows.all())]


@_reads
def message_info(s: UnitOfWork, message_id: int) -> Message | None:
    if not storable_id(message_id):
        return None
    r = _conn(s).execute(_Q_MESSAGE, {"id": message_id}).first()
    return None if r is None else _message(r)


def add_message(s: UnitOfWork, session_id: int, source: MessageSource, text: str,
                meta: dict | None = None) -> Message:
    now = utcnow()
    result = _conn(s).execute(insert(_MESSAGES), {
        "session_id": session_id, "source": MessageSource(source).value, "text": text, "created_at": now,
        "meta": meta or null(),  # SQL NULL, not the JSON text "null"
    })
    note_change(s, "message", "insert", session_id=session_id, message_id=result.inserted_primary_key[0])
    return Message(result.inserted_primary_key[0], session_id, MessageSource(source), text, now, meta or None)


def set_message_meta(s: UnitOfWork, message: Message, meta: dict | None) -> Message:
    """A message with new meta (its text never changes)."""
    _conn(s).execute(update(_MESSAGES).where(_MESSAGES.c.id == message.id).values(meta=meta or null()))
    note_change(s, "message", "update", session_id=message.session_id, message_id=message.id)
    return Message(message.id, message.session_id, message.source, message.text, message.created_at,
                   meta or None)


@_reads
def cited_messages(s: UnitOfWork, ids: Sequence[int]) -> list[tuple[int, int, MessageSource]]:
    """(id, session id, source) of each existing message among ids."""
    ids = [i for i in ids if storable_id(i)]
    if not ids:
        return []
    rows = _conn(s).execute(_Q_CITED, {"ids": list(ids)})
    return [(r[0], r[1], _SOURCES[r[2]]) for r in rows]


@_reads
def is_examined(s: UnitOfWork, message_id: int) -> bool:
    return _conn(s).execute(_Q_EXAMINED, {"id": message_id}).first() is not None


def mark_examined(s: UnitOfWork, message_id: int, saved_count: int) -> None:
    _conn(s).execute(insert(_EXAMINED), {
        "message_id": message_id, "examined_at": utcnow(), "saved_count": saved_count,
    })


@_reads
def unexamined_user_messages(s: UnitOfWork) -> list[Message]:
    return [_message(r) for r in _conn(s).execute(_Q_UNEXAMINED)]


# ---------------------------------------------------------------- the local user

_Q_USER = select(_USERS.c.id).order_by(_USERS.c.id).limit(1)


@_reads
def local_user(s: UnitOfWork) -> int:
    """The one local user's id (Personal scope), created on first use."""
    uid = _conn(s).execute(_Q_USER).scalar()
    if uid is None:
        uid = _conn(s).execute(insert(_USERS), {"name": "local", "created_at": utcnow()}).inserted_primary_key[0]
    return uid


# ---------------------------------------------------------------- scope settings

_Q_SETTINGS = select(
    _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory, _SETTINGS.c.room
).where(_SETTINGS.c.scope == bindparam("scope"), _SETTINGS.c.scope_id == bindparam("scope_id"))
_Q_ALL_SETTINGS = select(
    _SETTINGS.c.scope, _SETTINGS.c.scope_id, _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory,
    _SETTINGS.c.room,
)


@_reads
def scope_settings(s: UnitOfWork, ref: ScopeRef) -> tuple[bool, bool, int | None] | None:
    """(auto_memory, use_memory, room) stored for a scope, or None for the defaults."""
    r = _conn(s).execute(_Q_SETTINGS, {"scope": ref.scope.value, "scope_id": ref.scope_id}).first()
    return None if r is None else (bool(r[0]), bool(r[1]), r[2])


def put_scope_settings(s: UnitOfWork, ref: ScopeRef, *, auto_memory: bool, use_memory: bool,
                       room: int | None) -> None:
    """Store a scope's switches and room (replacing what was stored)."""
    key = {"scope": ref.scope.value, "scope_id": ref.scope_id}
    values = {"auto_memory": auto_memory, "use_memory": use_memory, "room": room}
    conn = _conn(s)
    done = conn.execute(
        update(_SETTINGS).where(_SETTINGS.c.scope == key["scope"], _SETTINGS.c.scope_id == key["scope_id"])
        .values(**values)
    )
    if done.rowcount == 0:
        conn.execute(insert(_SETTINGS), {**key, **values})
    note_change(s, "scope_settings", "update", **key)


@_reads
def all_scope_settings(s: UnitOfWork) -> dict[tuple[str, int], tuple[bool, bool, int | None]]:
    return {(r[0], r[1]): (bool(r[2]), bool(r[3]), r[4]) for r in _conn(s).execute(_Q_ALL_SETTINGS)}


# Up to three scopes (a Session's own, its Space's, Personal) as bound parameters, so these
# statements are built and compiled once (building them per call cost more than the SQL).
_SLOTS = 3


def _slots(refs: Sequence[ScopeRef]) -> dict:
    if len(refs) > _SLOTS:
        raise ValueError(f"at most {_SLOTS} scopes")
    padded = [(r.scope.value, r.scope_id) for r in refs] + [("", -1)] * (_SLOTS - len(refs))
    out = {}
    for i, (scope, scope_id) in enumerate(padded):
        out[f"scope{i}"], out[f"scope_id{i}"] = scope, scope_id
    return out


def _in_slot(table, i: int):
    return (table.c.scope == bindparam(f"scope{i}")) & (table.c.scope_id == bindparam(f"scope_id{i}"))


_Q_SETTINGS_OF = _Q_ALL_SETTINGS.where(or_(*[_in_slot(_SETTINGS, i) for i in range(_SLOTS)]))


@_reads
def settings_of(s: UnitOfWork, refs: Sequence[ScopeRef]) -> dict[ScopeRef, tuple[bool, bool, int | None]]:
    """(auto_memory, use_memory, room) stored for each of up to three scopes that has them."""
    rows = _conn(s).execute(_Q_SETTINGS_OF, _slots(refs))
    return {ScopeRef(_SCOPES[r[0]], r[1]): (bool(r[2]), bool(r[3]), r[4]) for r in rows}


# A Session's scope id for `scope` and that scope's stored settings, in one query.
_TARGET_ID = case(
    (bindparam("scope") == "session", _SESSIONS.c.id),
    (bindparam("scope") == "space", _SESSIONS.c.space_id),
    else_=select(func.min(_USERS.c.id)).scalar_subquery(),
)
_Q_SESSION_SCOPE = (
    select(_TARGET_ID, _SETTINGS.c.auto_memory, _SETTINGS.c.use_memory, _SETTINGS.c.room,
           _SESSIONS.c.temporary)
    .select_from(_SESSIONS.outerjoin(
        _SETTINGS, (_SETTINGS.c.scope == bindparam("scope")) & (_SETTINGS.c.scope_id == _TARGET_ID)
    ))
    .where(_SESSIONS.c.id == bindparam("session_id"))
)


@_reads
def session_scope(
    s: UnitOfWork, session_id: int, scope: Scope
) -> tuple[int | None, tuple[bool, bool, int | None] | None, bool] | None:
    """Seen from a Session: the id of its `scope` (Session, Space or local user), that
    scope's stored (auto_memory, use_memory, room), and whether the Session is temporary;
    None when the Session does not exist."""
    if not storable_id(session_id):
        return None
    r = _conn(s).execute(_Q_SESSION_SCOPE, {"scope": Scope(scope).value, "session_id": session_id}).first()
    if r is None:
        return None
    stored = None if r[1] is None else (bool(r[1]), bool(r[2]), r[3])
    return r[0], stored, bool(r[4])


# ---------------------------------------------------------------- app settings

_Q_APP_SETTING = select(_APP_SETTINGS.c.value).where(_APP_SETTINGS.c.key == bindparam("key"))


@_reads
def get_app_setting(s: UnitOfWork, key: str) -> str | None:
    return _conn(s).execute(_Q_APP_SETTING, {"key": key}).scalar()


def set_app_setting(s: UnitOfWork, key: str, value: str | None) -> None:
    conn = _conn(s)
    note_change(s, "app_setting", "delete" if value is None else "update", key=key)
    conn.execute(delete(_APP_SETTINGS).where(_APP_SETTINGS.c.key == key))
    if value is not None:
        conn.execute(insert(_APP_SETTINGS), {"key": key, "value": value})


# ---------------------------------------------------------------- memory entries

_IN_SCOPE = (_ENTRIES.c.scope == bindparam("scope"), _ENTRIES.c.scope_id == bindparam("scope_id"))
_Q_ENTRY = select(*_HELD_COLUMNS).where(_ENTRIES.c.id == bindparam("id"))
_Q_ENTRIES = (
    select(*_HELD_COLUMNS)
    .where(*_IN_SCOPE, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(_ENTRIES.c.pinned.desc(), _ENTRIES.c.id)
)
# What a write must know of its scope: every pending suggestion (at most 5) and the entries
# whose words, or first suggested words, are the write's; in one query.
_Q_HELD = (
    select(*_HELD_COLUMNS)
    .where(*_IN_SCOPE)
    .where(or_(
        _ENTRIES.c.status == Status.SUGGESTED.value,
        _ENTRIES.c.content_key.in_(bindparam("keys", expanding=True)),
        _ENTRIES.c.suggested_key.in_(bindparam("keys", expanding=True)),
    ))
    .order_by(_ENTRIES.c.id)
)
_Q_USAGE = (
    select(_ENTRIES.c.status, func.count(_ENTRIES.c.id),
           func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0))
    .where(*_IN_SCOPE, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .group_by(_ENTRIES.c.status)
)
_Q_USAGE_IN = (
    select(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status, func.count(_ENTRIES.c.id),
           func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0))
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.status.in_((Status.ACTIVE.value, Status.SUGGESTED.value)))
    .group_by(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status)
)
_Q_USAGE_ALL = select(
    _ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status, func.count(_ENTRIES.c.id),
    func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0),
).group_by(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status)
_Q_PENDING_FROM = (
    select(_ENTRIES.c.id, type_coerce(_ENTRIES.c.source_event_ids, Text))
    .where(*_IN_SCOPE, _ENTRIES.c.status == Status.SUGGESTED.value,
           _ENTRIES.c.origin_session_id == bindparam("session_id"))
    .order_by(_ENTRIES.c.id)
)
_Q_CONTEXT = (
    select(_ENTRIES.c.id, _ENTRIES.c.version, _ENTRIES.c.scope, _ENTRIES.c.kind, _ENTRIES.c.source,
           _ENTRIES.c.content)
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.status == Status.ACTIVE.value)
    .order_by(
        case(*[(_in_slot(_ENTRIES, i), i) for i in range(_SLOTS)], else_=_SLOTS),
        _ENTRIES.c.pinned.desc(),
        _ENTRIES.c.id,
    )
)
# Entries of up to three scopes with their keys, in the order the scopes are given (the
# agent's search: one query, not one per scope).
_Q_HELD_IN = (
    select(*_HELD_COLUMNS)
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(
        case(*[(_in_slot(_ENTRIES, i), i) for i in range(_SLOTS)], else_=_SLOTS),
        _ENTRIES.c.pinned.desc(),
        _ENTRIES.c.id,
    )
)
# The explicit requests saved from a Session's messages (in its own and the Personal scope).
_Q_EXPLICIT_SAVES = (
    select(*_ENTRY_COLUMNS)
    .where(or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)]))
    .where(_ENTRIES.c.origin_session_id == bindparam("session_id"),
           _ENTRIES.c.created_by == Actor.EXTRACTOR.value)
    .order_by(_ENTRIES.c.id)
)
_I_ENTRY = insert(_ENTRIES)
_MAX_ENTRY = select(func.coalesce(func.max(_ENTRIES.c.id), 0)).scalar_subquery()
_MAX_DELETED = select(func.coalesce(func.max(_DELETIONS.c.entry_id), 0)).scalar_subquery()
_Q_NEXT_ENTRY_ID = select(case((_MAX_ENTRY > _MAX_DELETED, _MAX_ENTRY), else_=_MAX_DELETED) + 1)


def _in(ref: ScopeRef) -> dict:
    return {"scope": ref.scope.value, "scope_id": ref.scope_id}


def _values(statuses: Sequence[Status]) -> list[str]:
    return [Status(x).value for x in statuses]


@_reads
def entry(s: UnitOfWork, entry_id: int) -> MemoryEntry | None:
    held = entry_held(s, entry_id)
    return None if held is None else held.entry


@_reads
def entry_held(s: UnitOfWork, entry_id: int) -> Held | None:
    """An entry with its same-words key and the key of the words it was suggested with."""
    if not storable_id(entry_id):
        return None
    r = _conn(s).execute(_Q_ENTRY, {"id": entry_id}).first()
    return None if r is None else _held(r)


_Q_ORIGIN = select(_ENTRIES.c.origin_session_id).where(_ENTRIES.c.id == bindparam("id"))


@_reads
def origin_session(s: UnitOfWork, entry_id: int) -> int | None:
    """The Session an entry was written from (None: by hand, imported, or that Session is gone)."""
    if not storable_id(entry_id):
        return None
    return _conn(s).execute(_Q_ORIGIN, {"id": entry_id}).scalar()


@_reads
def entry_list(s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]) -> list[MemoryEntry]:
    """Entries of one scope with these statuses, pinned first, oldest first."""
    rows = _conn(s).execute(_Q_ENTRIES, {**_in(ref), "statuses": _values(statuses)})
    return [_entry(r) for r in rows]


@_reads
def held_list(s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]) -> list[Held]:
    """Like entry_list, each entry with its keys."""
    rows = _conn(s).execute(_Q_ENTRIES, {**_in(ref), "statuses": _values(statuses)})
    return [_held(r) for r in rows]


_Q_ALL_HELD = (
    select(*_HELD_COLUMNS)
    .where(_ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(_ENTRIES.c.id)
)


@_reads
def held_everywhere(s: UnitOfWork, statuses: Sequence[Status]) -> list[Held]:
    """Every entry with these statuses, in every scope, oldest first, each with its keys."""
    return [_held(r) for r in _conn(s).execute(_Q_ALL_HELD, {"statuses": _values(statuses)})]


@_reads
def held_for(s: UnitOfWork, ref: ScopeRef, keys: Sequence[str]) -> list[Held]:
    """The pending suggestions of a scope, and its entries whose words (or suggested words)
    have one of these keys."""
    rows = _conn(s).execute(_Q_HELD, {**_in(ref), "keys": list(keys)})
    return [_held(r) for r in rows]


@_reads
def usage_of(s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]) -> dict[Status, tuple[int, int]]:
    """status → (number of entries, characters of content) in a scope; absent means (0, 0)."""
    rows = _conn(s).execute(_Q_USAGE, {**_in(ref), "statuses": _values(statuses)})
    return {_STATUSES[r[0]]: (int(r[1]), int(r[2])) for r in rows}


@_reads
def usage_in(s: UnitOfWork, refs: Sequence[ScopeRef]) -> dict[tuple[ScopeRef, Status], tuple[int, int]]:
    """(scope, status) → (entries, characters), saved and pending, of up to three scopes."""
    rows = _conn(s).execute(_Q_USAGE_IN, _slots(refs))
    return {(ScopeRef(_SCOPES[r[0]], r[1]), _STATUSES[r[2]]): (int(r[3]), int(r[4])) for r in rows}


@_reads
def usage_by_scope(s: UnitOfWork) -> dict[tuple[ScopeRef, Status], tuple[int, int]]:
    """(scope, status) → (count, characters), for every scope that has entries."""
    return {(ScopeRef(_SCOPES[r[0]], r[1]), _STATUSES[r[2]]): (int(r[3]), int(r[4]))
            for r in _conn(s).execute(_Q_USAGE_ALL)}


@_reads
def pending_from(s: UnitOfWork, ref: ScopeRef, session_id: int) -> list[tuple[int, tuple[int, ...]]]:
    """(entry id, cited ids) of the pending suggestions of a scope written from a Session."""
    rows = _conn(s).execute(_Q_PENDING_FROM, {**_in(ref), "session_id": session_id})
    return [(r[0], tuple(_json(r[1]) or ())) for r in rows]


@_reads
def context_rows(s: UnitOfWork, refs: Sequence[ScopeRef]) -> list[tuple[int, int, str, str, str, str]]:
    """(id, version, scope, kind, source, content) of the active entries of up to three scopes, in the
    order given, each scope's pinned entries first, then oldest first."""
    if not refs:
        return []
    return [tuple(r) for r in _conn(s).execute(_Q_CONTEXT, _slots(refs))]


@_reads
def held_in(s: UnitOfWork, refs: Sequence[ScopeRef], statuses: Sequence[Status]) -> list[Held]:
    """Like held_list, for up to three scopes at once, in the order given."""
    if not refs:
        return []
    rows = _conn(s).execute(_Q_HELD_IN, {**_slots(refs), "statuses": _values(statuses)})
    return [_held(r) for r in rows]


@_reads
def explicit_saves(s: UnitOfWork, refs: Sequence[ScopeRef], session_id: int) -> list[MemoryEntry]:
    """Entries the explicit-request saver wrote from this Session's messages into up to three
    scopes, whatever their status now, oldest first."""
    rows = _conn(s).execute(_Q_EXPLICIT_SAVES, {**_slots(refs), "session_id": session_id})
    return [_entry(r) for r in rows]


def insert_entry(s: UnitOfWork, draft: Draft, *, origin_session_id: int | None = None,
                 suggested_key: str | None = None) -> MemoryEntry:
    """Store a new entry from a validated draft; returns it as stored."""
    now = utcnow()
    row = {
        "scope": Scope(draft.scope).value, "scope_id": draft.scope_id,
        "kind": Kind(draft.kind).value, "content": draft.content,
        "content_key": same_words_key(draft.content), "status": Status(draft.status).value,
        "source": Provenance(draft.source).value, "created_by": Actor(draft.created_by).value,
        "reason": draft.reason or "", "source_event_ids": list(draft.source_event_ids),
        "origin_session_id": origin_session_id, "suggested_key": suggested_key,
        "pinned": bool(draft.pinned), "version": 1, "created_at": now, "updated_at": now,
    }
    conn = _conn(s)
    if conn.dialect.name == "sqlite":
        # SQLite gives a new row the highest id + 1, so an entry deleted for good would lend
        # its id (and its deletion record) to the next one; PostgreSQL's sequences never reuse.
        row["id"] = conn.execute(_Q_NEXT_ENTRY_ID).scalar()
    entry_id = conn.execute(_I_ENTRY, row).inserted_primary_key[0]
    note_change(s, "entry", "insert", scope=row["scope"], scope_id=row["scope_id"], entry_id=entry_id,
                version=1, session_id=origin_session_id)
    return _entry((entry_id, *(row[name] for name in ENTRY_FIELDS[1:])))


def update_entry(s: UnitOfWork, entry_id: int, expected_version: int, *, status: Status,
                 kind: Kind, content: str, source: Provenance, pinned: bool,
                 to: ScopeRef | None = None) -> MemoryEntry | None:
    """Compare-and-set: change the entry only if nobody changed it since `expected_version`
    (moving it to scope `to` when given); the entry as stored now, or None when it had changed."""
    values = dict(status=Status(status).value, kind=Kind(kind).value, content=content,
                  content_key=same_words_key(content), source=Provenance(source).value,
                  pinned=bool(pinned), version=expected_version + 1, updated_at=utcnow())
    moved_from = None
    if to is not None:
        moved_from = entry(s, entry_id)
        values.update(scope=Scope(to.scope).value, scope_id=to.scope_id)
    result = _conn(s).execute(
        update(_ENTRIES)
        .where(_ENTRIES.c.id == entry_id, _ENTRIES.c.version == expected_version)
        .values(**values)
    )
    if result.rowcount != 1:
        return None
    updated = entry(s, entry_id)
    if moved_from is not None and (moved_from.scope, moved_from.scope_id) != (updated.scope, updated.scope_id):
        # Windows showing the scope it left hear of it too.
        note_change(s, "entry", "delete", scope=moved_from.scope.value,
                    scope_id=moved_from.scope_id, entry_id=entry_id, version=updated.version)
    note_change(s, "entry", "update", scope=updated.scope.value, scope_id=updated.scope_id,
                entry_id=entry_id, version=updated.version)
    return updated


def delete_entry(s: UnitOfWork, gone: MemoryEntry) -> None:
    """Remove an entry for good with its history and its record of use (the deletion record
    is written by the caller first)."""
    conn = _conn(s)
    if conn.dialect.name == "sqlite":
        # Freed pages keep their old bytes unless told otherwise: the words must really go.
        conn.exec_driver_sql("PRAGMA secure_delete = ON")
    conn.execute(delete(_USES).where(_USES.c.entry_id == gone.id))
    conn.execute(delete(_HISTORY).where(_HISTORY.c.entry_id == gone.id))
    conn.execute(delete(_ENTRIES).where(_ENTRIES.c.id == gone.id))
    decode.forget(gone.id)
    note_change(s, "entry", "delete", scope=gone.scope.value, scope_id=gone.scope_id,
                entry_id=gone.id, version=gone.version)


def delete_memory_of(s: UnitOfWork, *, space_id: int | None, session_ids: Sequence[int]) -> None:
    """Remove the Memory (and its settings) of a Space and/or Sessions being deleted."""
    conds, setting_conds = [], []
    if space_id is not None:
        conds.append((_ENTRIES.c.scope == Scope.SPACE.value) & (_ENTRIES.c.scope_id == space_id))
        setting_conds.append((_SETTINGS.c.scope == Scope.SPACE.value) & (_SETTINGS.c.scope_id == space_id))
    if session_ids:
        conds.append((_ENTRIES.c.scope == Scope.SESSION.value) & _ENTRIES.c.scope_id.in_(list(session_ids)))
        setting_conds.append(
            (_SETTINGS.c.scope == Scope.SESSION.value) & _SETTINGS.c.scope_id.in_(list(session_ids))
        )
    for session_id in session_ids:
        note_change(s, "session", "delete", space_id=space_id, session_id=session_id)
    if conds:
        _conn(s).execute(delete(_ENTRIES).where(or_(*conds)))
        _conn(s).execute(delete(_SETTINGS).where(or_(*setting_conds)))


# ---------------------------------------------------------------- history

_HISTORY_COLUMNS = (
    _HISTORY.c.id, _HISTORY.c.entry_id, _HISTORY.c.actor, _HISTORY.c.action,
    type_coerce(_HISTORY.c.at, Text), type_coerce(_HISTORY.c.before, Text),
    type_coerce(_HISTORY.c.after, Text), _HISTORY.c.undone,
)
_Q_HISTORY = select(*_HISTORY_COLUMNS).where(_HISTORY.c.entry_id == bindparam("entry_id")).order_by(_HISTORY.c.id)
_Q_HISTORY_EVENT = select(*_HISTORY_COLUMNS).where(_HISTORY.c.id == bindparam("id"))
_Q_LAST_UNDOABLE = (
    select(*_HISTORY_COLUMNS)
    .where(_HISTORY.c.actor == Actor.USER.value, _HISTORY.c.undone.is_(False),
           _HISTORY.c.action.in_(bindparam("actions", expanding=True)))
    .order_by(_HISTORY.c.id.desc())
    .limit(1)
)
_I_HISTORY = insert(_HISTORY)


def insert_history(s: UnitOfWork, entry_id: int, actor: Actor, action: str, before: dict | None,
                   after: dict | None) -> int:
    """Record one change of an entry; returns the history id."""
    result = _conn(s).execute(_I_HISTORY, {
        "entry_id": entry_id, "actor": Actor(actor).value, "action": action, "at": utcnow(),
        "before": before, "after": after, "undone": False,
    })
    return result.inserted_primary_key[0]


@_reads
def history_list(s: UnitOfWork, entry_id: int) -> list[HistoryEvent]:
    return [_history(r) for r in _conn(s).execute(_Q_HISTORY, {"entry_id": entry_id})]


@_reads
def history_event(s: UnitOfWork, history_id: int) -> HistoryEvent | None:
    if not storable_id(history_id):
        return None
    r = _conn(s).execute(_Q_HISTORY_EVENT, {"id": history_id}).first()
    return None if r is None else _history(r)


@_reads
def last_undoable(s: UnitOfWork, actions: Sequence[str]) -> HistoryEvent | None:
    r = _conn(s).execute(_Q_LAST_UNDOABLE, {"actions": list(actions)}).first()
    return None if r is None else _history(r)


def mark_undone(s: UnitOfWork, history_id: int) -> None:
    _conn(s).execute(update(_HISTORY).where(_HISTORY.c.id == history_id).values(undone=True))


def set_history_after(s: UnitOfWork, history_id: int, after: dict | None) -> None:
    """Replace what a history event records after the change (to name the batch it ends)."""
    _conn(s).execute(update(_HISTORY).where(_HISTORY.c.id == history_id).values(after=after))


# ---------------------------------------------------------------- deleted for good (SPEC §2.10)

_DELETION_COLUMNS = (
    _DELETIONS.c.entry_id, _DELETIONS.c.scope, _DELETIONS.c.scope_id, _DELETIONS.c.kind,
    _DELETIONS.c.status, _DELETIONS.c.actor, type_coerce(_DELETIONS.c.at, Text), _DELETIONS.c.events,
)
_Q_DELETIONS_IN = (select(*_DELETION_COLUMNS)
                   .where(_DELETIONS.c.scope == bindparam("scope"),
                          _DELETIONS.c.scope_id == bindparam("scope_id"))
                   .order_by(_DELETIONS.c.id))
_Q_DELETION_OF = select(*_DELETION_COLUMNS).where(_DELETIONS.c.entry_id == bindparam("id"))


def _deletion(r) -> Deletion:
    return Deletion(r[0], _SCOPES[r[1]], r[2], _KINDS[r[3]], _STATUSES[r[4]], _ACTORS[r[5]],
                    _moment(r[6]), int(r[7]))


def insert_deletion(s: UnitOfWork, gone: MemoryEntry, actor: Actor, events: int) -> Deletion:
    """Record that an entry was deleted for good: its kind, status and scope, not its words."""
    now = utcnow()
    _conn(s).execute(insert(_DELETIONS), {
        "entry_id": gone.id, "scope": gone.scope.value, "scope_id": gone.scope_id,
        "kind": gone.kind.value, "status": gone.status.value, "actor": Actor(actor).value,
        "at": now, "events": events,
    })
    return Deletion(gone.id, gone.scope, gone.scope_id, gone.kind, gone.status, Actor(actor), now,
                    events)


@_reads
def deletions_in(s: UnitOfWork, ref: ScopeRef) -> list[Deletion]:
    return [_deletion(r) for r in _conn(s).execute(_Q_DELETIONS_IN, _in(ref))]


@_reads
def deletion_of(s: UnitOfWork, entry_id: int) -> Deletion | None:
    if not storable_id(entry_id):
        return None
    r = _conn(s).execute(_Q_DELETION_OF, {"id": entry_id}).first()
    return None if r is None else _deletion(r)


# ---------------------------------------------------------------- Memory in use (SPEC §2.9)

_Q_USES_OF = (
    select(_USES.c.entry_id, func.count(_USES.c.id), func.max(_MESSAGES.c.created_at))
    .select_from(_USES.join(_MESSAGES, _MESSAGES.c.id == _USES.c.message_id))
    .where(_USES.c.entry_id.in_(bindparam("ids", expanding=True)))
    .group_by(_USES.c.entry_id)
)
_Q_USES_IN = (
    select(_USES.c.entry_id, func.count(_USES.c.id), func.max(_MESSAGES.c.created_at))
    .select_from(_USES.join(_MESSAGES, _MESSAGES.c.id == _USES.c.message_id)
                 .join(_ENTRIES, _ENTRIES.c.id == _USES.c.entry_id))
    .where(*_IN_SCOPE)
    .group_by(_USES.c.entry_id)
)
_Q_USED_BY = (
    select(_USES.c.message_id, _USES.c.entry_id, _USES.c.version)
    .where(_USES.c.message_id.in_(bindparam("ids", expanding=True)))
    .order_by(_USES.c.message_id, _USES.c.id)
)


_Q_USED_IN_SESSION = (
    select(_USES.c.message_id, _USES.c.entry_id, _USES.c.version)
    .select_from(_USES.join(_MESSAGES, _MESSAGES.c.id == _USES.c.message_id))
    .where(_MESSAGES.c.session_id == bindparam("session_id"), _MESSAGES.c.id > bindparam("after"))
    .order_by(_USES.c.message_id, _USES.c.id)
)


_Q_EXISTING = select(_ENTRIES.c.id).where(_ENTRIES.c.id.in_(bindparam("ids", expanding=True)))


def record_uses(s: UnitOfWork, message_id: int, used: Sequence[tuple[int, int]]) -> None:
    """The entries (id, version) an agent reply's Memory block held (an entry deleted for good
    while the reply was written is left out: there is nothing left to point to)."""
    if used:
        existing = {r[0] for r in _conn(s).execute(_Q_EXISTING, {"ids": [e for e, _v in used]})}
        rows = [{"message_id": message_id, "entry_id": entry_id, "version": version}
                for entry_id, version in used if entry_id in existing]
        if rows:
            _conn(s).execute(insert(_USES), rows)


@_reads
def uses_of(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, EntryUse]:
    """entry id → how many replies held it and the time of the last one (absent: never)."""
    ids = [i for i in entry_ids if storable_id(i)]
    if not ids:
        return {}
    rows = _conn(s).execute(_Q_USES_OF, {"ids": ids})
    return {r[0]: EntryUse(int(r[1]), None if r[2] is None else _moment(r[2])) for r in rows}


@_reads
def uses_in(s: UnitOfWork, ref: ScopeRef) -> dict[int, EntryUse]:
    """Like uses_of, for every entry of a scope (one query, however many entries)."""
    rows = _conn(s).execute(_Q_USES_IN, _in(ref))
    return {r[0]: EntryUse(int(r[1]), None if r[2] is None else _moment(r[2])) for r in rows}


@_reads
def used_by(s: UnitOfWork, message_ids: Sequence[int]) -> dict[int, tuple[tuple[int, int], ...]]:
    """message id → the (entry id, version) pairs its Memory block held, in block order."""
    ids = [i for i in message_ids if storable_id(i)]
    found: dict[int, list[tuple[int, int]]] = {}
    if ids:
        for r in _conn(s).execute(_Q_USED_BY, {"ids": ids}):
            found.setdefault(r[0], []).append((r[1], r[2]))
    return {k: tuple(v) for k, v in found.items()}


@_reads
def used_in_session(s: UnitOfWork, session_id: int, after: int = 0) -> dict[int, tuple[tuple[int, int], ...]]:
    """message id → the (entry id, version) pairs its Memory block held, for the agent replies
    of a Session (after message id `after`), in block order."""
    found: dict[int, list[tuple[int, int]]] = {}
    for r in _conn(s).execute(_Q_USED_IN_SESSION, {"session_id": session_id, "after": after}):
        found.setdefault(r[0], []).append((r[1], r[2]))
    return {k: tuple(v) for k, v in found.items()}
