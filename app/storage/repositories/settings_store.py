"""Statements on the settings of scopes (Auto Memory, Use Memory, room) and of the app, on a
caller's unit of work; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import (
    bindparam,
    case,
    delete,
    func,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError

from app.deferred import later
from app.domain.memory.rules.limits import ROOM_MAX, ROOM_MIN
from app.domain.model import (
    Scope,
    ScopeRef,
)
from app.storage import decode
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories.common import (
    _APP_SETTINGS,
    _SCOPES,
    _SESSIONS,
    _SETTINGS,
    _SPACES,
    _USERS,
    _conn,
    _each,
    _reads,
    storable_id,
)

# `secrets` loads hmac and OpenSSL (~5 ms), for the one write that makes the words' key.
_token_hex = later("secrets:token_hex")

# ---------------------------------------------------------------- scope settings

_Q_SETTINGS = select(_SETTINGS.c.auto_memory, _SETTINGS.c.use_memory, _SETTINGS.c.room).where(
    _SETTINGS.c.scope == bindparam("scope"), _SETTINGS.c.scope_id == bindparam("scope_id")
)

_Q_ALL_SETTINGS = select(
    _SETTINGS.c.scope,
    _SETTINGS.c.scope_id,
    _SETTINGS.c.auto_memory,
    _SETTINGS.c.use_memory,
    _SETTINGS.c.room,
)


@_reads
def scope_settings(s: UnitOfWork, ref: ScopeRef) -> tuple[bool, bool, int | None] | None:
    """(auto_memory, use_memory, room) stored for a scope, or None for the defaults."""
    r = _conn(s).execute(_Q_SETTINGS, {"scope": ref.scope.value, "scope_id": ref.scope_id}).first()
    return None if r is None else _switches(decode.Row("scope_settings", _key(ref)), r)


def put_scope_settings(
    s: UnitOfWork, ref: ScopeRef, *, auto_memory: bool, use_memory: bool, room: int | None
) -> None:
    """Store a scope's switches and room (replacing what was stored)."""
    key = {"scope": ref.scope.value, "scope_id": ref.scope_id}
    values = {"auto_memory": auto_memory, "use_memory": use_memory, "room": room}
    conn = _conn(s)
    done = conn.execute(
        update(_SETTINGS)
        .where(_SETTINGS.c.scope == key["scope"], _SETTINGS.c.scope_id == key["scope_id"])
        .values(**values)
    )
    if done.rowcount == 0:
        conn.execute(insert(_SETTINGS), {**key, **values})
    note_change(s, "scope_settings", "update", **key)


def _key(ref: ScopeRef) -> str:
    return f"{ref.scope.value} {ref.scope_id}"


def _switches(row: decode.Row, r) -> tuple[bool, bool, int | None]:
    """(auto_memory, use_memory, room) as stored: a switch that cannot be read is on (the
    default), a room outside what settings allow is the default room (None)."""
    room = r[2]
    if room is not None and not (type(room) is int and ROOM_MIN <= room <= ROOM_MAX):
        row._note("room", decode.REPLACED)
        room = None
    return row.flag("auto_memory", r[0], True), row.flag("use_memory", r[1], True), room


def _settings_row(r) -> tuple[ScopeRef, tuple[bool, bool, int | None]]:
    row = decode.Row("scope_settings", f"{r[0]} {r[1]}")
    ref = ScopeRef(row.known("scope", r[0], _SCOPES), row.id("scope_id", r[1]))
    return ref, _switches(row, r[2:])


@_reads
def all_scope_settings(s: UnitOfWork) -> dict[tuple[str, int], tuple[bool, bool, int | None]]:
    rows = _each(_settings_row, _conn(s).execute(_Q_ALL_SETTINGS))
    return {(ref.scope.value, ref.scope_id): stored for ref, stored in rows}


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
    return (table.c.scope == bindparam(f"scope{i}")) & (
        table.c.scope_id == bindparam(f"scope_id{i}")
    )


_Q_SETTINGS_OF = _Q_ALL_SETTINGS.where(or_(*[_in_slot(_SETTINGS, i) for i in range(_SLOTS)]))


@_reads
def settings_of(
    s: UnitOfWork, refs: Sequence[ScopeRef]
) -> dict[ScopeRef, tuple[bool, bool, int | None]]:
    """(auto_memory, use_memory, room) stored for each of up to three scopes that has them."""
    return dict(_each(_settings_row, _conn(s).execute(_Q_SETTINGS_OF, _slots(refs))))


# A Session's scope id for `scope` and that scope's stored settings, in one query.
_TARGET_ID = case(
    (bindparam("scope") == "session", _SESSIONS.c.id),
    (bindparam("scope") == "space", _SESSIONS.c.space_id),
    else_=select(func.min(_USERS.c.id)).scalar_subquery(),
)
_Q_SESSION_SCOPE = (
    select(
        _TARGET_ID,
        _SETTINGS.c.auto_memory,
        _SETTINGS.c.use_memory,
        _SETTINGS.c.room,
        _SESSIONS.c.temporary,
    )
    .select_from(
        # (a Session whose Space is not there is no Session: conversation.placed)
        _SESSIONS.join(_SPACES, _SPACES.c.id == _SESSIONS.c.space_id).outerjoin(
            _SETTINGS,
            (_SETTINGS.c.scope == bindparam("scope")) & (_SETTINGS.c.scope_id == _TARGET_ID),
        )
    )
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
    r = (
        _conn(s)
        .execute(_Q_SESSION_SCOPE, {"scope": Scope(scope).value, "session_id": session_id})
        .first()
    )
    if r is None:
        return None
    row = decode.Row("sessions", session_id)
    target = r[0]
    if target is not None and type(target) is not int:
        # The Session's Space cannot be read: the Session is left out wherever it is listed.
        decode.note(decode.Skipped("sessions", session_id, "space_id", decode.LEFT_OUT))
        return None
    stored = (
        None
        if r[1] is None
        else _switches(decode.Row("scope_settings", f"{Scope(scope).value} {target}"), r[1:4])
    )
    return target, stored, row.flag("temporary", r[4])


# ---------------------------------------------------------------- app settings

# The longest setting read (a URL, a model name, a language code, a number).
SETTING_MAX = 2_000

_Q_APP_SETTING = select(_APP_SETTINGS.c.value).where(_APP_SETTINGS.c.key == bindparam("key"))


@_reads
def get_app_setting(s: UnitOfWork, key: str) -> str | None:
    """A stored setting's text (one another program stored as a number reads as its digits)."""
    value = _conn(s).execute(_Q_APP_SETTING, {"key": key}).scalar()
    return (
        None if value is None else decode.Row("app_settings", key).text("value", value, SETTING_MAX)
    )


WORDS_KEY_SETTING = "memory.words_key"


def words_key(s: UnitOfWork) -> bytes:
    """The database's own key for the hashes of decided words (made on first use)."""
    value = get_app_setting(s, WORDS_KEY_SETTING)
    if not value:
        try:
            with s.begin_nested():  # another device may make it at the same moment: theirs wins
                _conn(s).execute(
                    insert(_APP_SETTINGS),
                    {"key": WORDS_KEY_SETTING, "value": _token_hex(32)},
                )
        except IntegrityError:
            pass
        value = get_app_setting(s, WORDS_KEY_SETTING)
    return bytes.fromhex(value)


def set_app_setting(s: UnitOfWork, key: str, value: str | None) -> None:
    conn = _conn(s)
    note_change(s, "app_setting", "delete" if value is None else "update", key=key)
    conn.execute(delete(_APP_SETTINGS).where(_APP_SETTINGS.c.key == key))
    if value is not None:
        conn.execute(insert(_APP_SETTINGS), {"key": key, "value": value})
