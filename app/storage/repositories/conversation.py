"""Statements on Spaces, Sessions and messages (and the local user), on a caller's unit of
work; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import (
    bindparam,
    delete,
    insert,
    null,
    select,
    update,
)

from app.domain.model import (
    Message,
    MessageSource,
    SessionInfo,
    Space,
)
from app.storage import decode
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import (
    utcnow,
)
from app.storage.repositories.common import (
    _EXAMINED,
    _MESSAGES,
    _SESSIONS,
    _SPACES,
    _USERS,
    _conn,
    _each,
    _message,
    _one,
    _reads,
    _session,
    _space,
    storable_id,
    stored,
    stored_time,
)

# ---------------------------------------------------------------- spaces and sessions

# Timestamps read as stored (decode parses them): 10,000 Sessions went through SQLAlchemy's
# converter on every reload of the sidebar.
_SPACE_COLUMNS = (_SPACES.c.id, _SPACES.c.name, stored_time(_SPACES.c.created_at))
_Q_SPACES = select(*_SPACE_COLUMNS).order_by(_SPACES.c.id)
_Q_SPACE = select(*_SPACE_COLUMNS).where(_SPACES.c.id == bindparam("id"))
_SESSION_COLUMNS = (
    _SESSIONS.c.id,
    _SESSIONS.c.space_id,
    _SESSIONS.c.title,
    stored_time(_SESSIONS.c.created_at),
    _SESSIONS.c.temporary,
    _SESSIONS.c.auto_title,
    _SESSIONS.c.external_client,
)
_Q_SESSIONS = select(*_SESSION_COLUMNS).order_by(_SESSIONS.c.id)
_Q_SESSIONS_OF = _Q_SESSIONS.where(_SESSIONS.c.space_id == bindparam("space_id"))
# With the id of its Space, None when there is none (another program may have left it so).
_Q_SESSION = (
    select(*_SESSION_COLUMNS, _SPACES.c.id)
    .select_from(_SESSIONS.outerjoin(_SPACES, _SPACES.c.id == _SESSIONS.c.space_id))
    .where(_SESSIONS.c.id == bindparam("id"))
)
_Q_SPACE_IDS = select(_SPACES.c.id)
_Q_SPACE_ID = select(_SPACES.c.id).where(_SPACES.c.id == bindparam("id"))


@_reads
def space_list(s: UnitOfWork) -> list[Space]:
    return _each(_space, _conn(s).execute(_Q_SPACES))


@_reads
def space_info(s: UnitOfWork, space_id: int) -> Space | None:
    if not storable_id(space_id):
        return None
    return _one(_space, _conn(s).execute(_Q_SPACE, {"id": space_id}).first())


def add_space(s: UnitOfWork, name: str) -> Space:
    now = utcnow()
    space_id = (
        _conn(s).execute(insert(_SPACES), {"name": name, "created_at": now}).inserted_primary_key[0]
    )
    note_change(s, "space", "insert", space_id=space_id)
    return Space(space_id, name, now)


def rename_space(s: UnitOfWork, space_id: int, name: str) -> Space | None:
    """The Space with its new name, or None when there is no such Space."""
    _conn(s).execute(update(_SPACES).where(_SPACES.c.id == space_id).values(name=name))
    note_change(s, "space", "update", space_id=space_id)
    return space_info(s, space_id)


def delete_space(s: UnitOfWork, space_id: int) -> None:
    """Delete a Space; its Sessions and their messages go with it (foreign keys cascade)."""
    s.memo.pop(_READ_SESSIONS, None)  # its Sessions go with it
    note_change(s, "space", "delete", space_id=space_id)
    _conn(s).execute(delete(_SPACES).where(_SPACES.c.id == space_id))


@_reads
def session_list(s: UnitOfWork, space_id: int | None = None) -> list[SessionInfo]:
    if space_id is None:
        known = set(_conn(s).execute(_Q_SPACE_IDS).scalars())
        rows = _conn(s).execute(_Q_SESSIONS)
    elif not storable_id(space_id):
        return []
    else:
        known = set(_conn(s).execute(_Q_SPACE_ID, {"id": space_id}).scalars())
        rows = _conn(s).execute(_Q_SESSIONS_OF, {"space_id": space_id})
    return decode.placed(_each(_session, rows), known)


# The Sessions a unit of work has read, by id (`UnitOfWork.memo`): a turn's start reads its
# Session to refuse an outside agent's, then stores the user's message in it, and its read unit
# reads it for the Memory block and again for the history; once is enough in one transaction.
# Forgotten by every write of a Session or a Space here, and by a savepoint undone.
_READ_SESSIONS = "sessions"


@_reads
def session_info(s: UnitOfWork, session_id: int) -> SessionInfo | None:
    if not storable_id(session_id):
        return None
    read = s.memo.get(_READ_SESSIONS)
    if read is not None and session_id in read:
        return read[session_id]
    info = _one(_placed_session, _conn(s).execute(_Q_SESSION, {"id": session_id}).first())
    if info is not None:
        s.memo.setdefault(_READ_SESSIONS, {})[session_id] = info
    return info


def _placed_session(r) -> SessionInfo:
    made = _session(r)
    if r[7] is None:  # the Space it is in (after the 7 columns of a Session)
        raise decode.Unreadable("sessions", made.id, "space_id")
    return made


def add_session(
    s: UnitOfWork,
    space_id: int,
    title: str,
    *,
    temporary: bool = False,
    auto_title: bool = False,
    external_client: str | None = None,
    external_folder: str | None = None,
) -> SessionInfo:
    now = utcnow()
    result = _conn(s).execute(
        insert(_SESSIONS),
        {
            "space_id": space_id,
            "title": title,
            "created_at": now,
            "temporary": bool(temporary),
            "auto_title": bool(auto_title),
            "external_client": external_client,
            "external_folder": external_folder,
        },
    )
    note_change(
        s, "session", "insert", space_id=space_id, session_id=result.inserted_primary_key[0]
    )
    return SessionInfo(
        result.inserted_primary_key[0],
        space_id,
        title,
        now,
        bool(temporary),
        bool(auto_title),
        external_client,
    )


def rename_session(
    s: UnitOfWork, session_id: int, title: str, *, auto_title: bool = False
) -> SessionInfo | None:
    """The Session with its new title; `auto_title` says whether the app chose it."""
    s.memo.pop(_READ_SESSIONS, None)
    _conn(s).execute(
        update(_SESSIONS)
        .where(_SESSIONS.c.id == session_id)
        .values(title=title, auto_title=bool(auto_title))
    )
    note_change(s, "session", "update", session_id=session_id)
    return session_info(s, session_id)


def delete_session(s: UnitOfWork, session_id: int) -> None:
    s.memo.pop(_READ_SESSIONS, None)
    note_change(s, "session", "delete", session_id=session_id)
    _conn(s).execute(delete(_SESSIONS).where(_SESSIONS.c.id == session_id))


# ---------------------------------------------------------------- messages

# Read as stored, like the entries' timestamps: decode parses them once (SQLAlchemy's
# converter costs ~3 µs a value, and an agent turn reads its whole Session).
_MESSAGE_COLUMNS = (
    _MESSAGES.c.id,
    _MESSAGES.c.session_id,
    _MESSAGES.c.source,
    _MESSAGES.c.text,
    stored_time(_MESSAGES.c.created_at),
    stored(_MESSAGES.c.meta),
)
_Q_MESSAGES = (
    select(*_MESSAGE_COLUMNS)
    .where(_MESSAGES.c.session_id == bindparam("session_id"), _MESSAGES.c.id > bindparam("after"))
    .order_by(_MESSAGES.c.id)
)
_Q_MESSAGE = select(*_MESSAGE_COLUMNS).where(_MESSAGES.c.id == bindparam("id"))
_Q_CITED = select(
    _MESSAGES.c.id, _MESSAGES.c.session_id, _MESSAGES.c.source, _MESSAGES.c.text
).where(_MESSAGES.c.id.in_(bindparam("ids", expanding=True)))
_Q_EXAMINED = select(_EXAMINED.c.message_id).where(_EXAMINED.c.message_id == bindparam("id"))


_Q_MESSAGES_HEAD = _Q_MESSAGES.limit(bindparam("limit"))


@_reads
def message_list(
    s: UnitOfWork, session_id: int, after: int = 0, limit: int | None = None
) -> list[Message]:
    """A Session's messages, oldest first; only those after message id `after` when given,
    and only the first `limit` of them when given (a page below the ones shown)."""
    params = {"session_id": session_id, "after": after}
    if limit is None:
        return _each(_message, _conn(s).execute(_Q_MESSAGES, params))
    return _each(_message, _conn(s).execute(_Q_MESSAGES_HEAD, {**params, "limit": limit}))


_Q_MESSAGES_NEWEST = (
    select(*_MESSAGE_COLUMNS)
    .where(_MESSAGES.c.session_id == bindparam("session_id"))
    .order_by(_MESSAGES.c.id.desc())
    .limit(bindparam("limit"))
)
_Q_MESSAGES_BEFORE = _Q_MESSAGES_NEWEST.where(_MESSAGES.c.id < bindparam("before"))


@_reads
def message_tail(
    s: UnitOfWork, session_id: int, limit: int, before: int | None = None
) -> list[Message]:
    """The newest `limit` messages of a Session (those before message id `before` when
    given), oldest first: what a long chat shows first, then page by page."""
    if before is None:
        rows = _conn(s).execute(_Q_MESSAGES_NEWEST, {"session_id": session_id, "limit": limit})
    else:
        rows = _conn(s).execute(
            _Q_MESSAGES_BEFORE, {"session_id": session_id, "before": before, "limit": limit}
        )
    return _each(_message, reversed(rows.all()))


@_reads
def message_info(s: UnitOfWork, message_id: int) -> Message | None:
    if not storable_id(message_id):
        return None
    return _one(_message, _conn(s).execute(_Q_MESSAGE, {"id": message_id}).first())


def add_message(
    s: UnitOfWork, session_id: int, source: MessageSource, text: str, meta: dict | None = None
) -> Message:
    now = utcnow()
    result = _conn(s).execute(
        insert(_MESSAGES),
        {
            "session_id": session_id,
            "source": MessageSource(source).value,
            "text": text,
            "created_at": now,
            "meta": meta or null(),  # SQL NULL, not the JSON text "null"
        },
    )
    note_change(
        s, "message", "insert", session_id=session_id, message_id=result.inserted_primary_key[0]
    )
    return Message(
        result.inserted_primary_key[0], session_id, MessageSource(source), text, now, meta or None
    )


def set_message_meta(s: UnitOfWork, message: Message, meta: dict | None) -> Message:
    """A message with new meta (its text never changes)."""
    _conn(s).execute(
        update(_MESSAGES).where(_MESSAGES.c.id == message.id).values(meta=meta or null())
    )
    note_change(s, "message", "update", session_id=message.session_id, message_id=message.id)
    return Message(
        message.id,
        message.session_id,
        message.source,
        message.text,
        message.created_at,
        meta or None,
    )


@_reads
def cited_messages(s: UnitOfWork, ids: Sequence[int]) -> list[tuple[int, int, MessageSource, str]]:
    """(id, session id, source, text) of each existing message among ids."""
    ids = [i for i in ids if storable_id(i)]
    if not ids:
        return []
    rows = _conn(s).execute(_Q_CITED, {"ids": list(ids)})
    return _each(decode.cited, rows)


@_reads
def is_examined(s: UnitOfWork, message_id: int) -> bool:
    return _conn(s).execute(_Q_EXAMINED, {"id": message_id}).first() is not None


def mark_examined(s: UnitOfWork, message_id: int, saved_count: int) -> None:
    _conn(s).execute(
        insert(_EXAMINED),
        {
            "message_id": message_id,
            "examined_at": utcnow(),
            "saved_count": saved_count,
        },
    )


# ---------------------------------------------------------------- the local user

_Q_USER = select(_USERS.c.id).order_by(_USERS.c.id).limit(1)


@_reads
def local_user(s: UnitOfWork) -> int:
    """The one local user's id (Personal scope), created on first use."""
    uid = _conn(s).execute(_Q_USER).scalar()
    if uid is None:
        uid = (
            _conn(s)
            .execute(insert(_USERS), {"name": "local", "created_at": utcnow()})
            .inserted_primary_key[0]
        )
    return uid
