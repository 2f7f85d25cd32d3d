"""Repositories: statements on a caller's unit of work. Enums and plain values in, domain
objects out; rows never leave app.storage, and nothing here commits.

The statements on Memory entries (their rows, states, scopes and counts). The other rooms are
imported by the services under their own names: the settings of scopes and of the app in
settings_store, Spaces, Sessions and messages in conversation, what happened to entries
(history, deletions, uses) in memory_log, the checker's verdicts in compliance_log, other
agents' rows in agent_log, stored readings in readings; what they share is in repo_common.

Every statement is SQLAlchemy Core, built once at import (compiled once, cached by
SQLAlchemy): the window, the agent's tools and the Memory block read many rows or run on
every turn, where the ORM's row objects cost 10-20x the SQL itself (benchmarks/).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

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

from app.domain.model import (
    Actor,
    Held,
    Kind,
    MemoryEntry,
    Provenance,
    Scope,
    ScopeRef,
    Status,
)
from app.domain.text import same_words_key
from app.storage import decode
from app.storage.decode import ENTRY_FIELDS
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import utcnow
from app.storage.repositories.common import (
    _DELETIONS,
    _ENTRIES,
    _ENTRY_COLUMNS,
    _HELD_COLUMNS,
    _HISTORY,
    _IN_SCOPE,
    _SCOPES,
    _SETTINGS,
    _STATUSES,
    _USES,
    _VERDICTS,
    _conn,
    _each,
    _entry,
    _held,
    _in,
    _one,
    _reads,
    storable_id,
    stored,
)
from app.storage.repositories.settings_store import _SLOTS, _in_slot, _slots

if TYPE_CHECKING:
    from app.domain.memory.rules.validate import Draft

# ---------------------------------------------------------------- memory entries

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
    .where(
        or_(
            _ENTRIES.c.status == Status.SUGGESTED.value,
            _ENTRIES.c.content_key.in_(bindparam("keys", expanding=True)),
            _ENTRIES.c.suggested_key.in_(bindparam("keys", expanding=True)),
        )
    )
    .order_by(_ENTRIES.c.id)
)
_Q_USAGE = (
    select(
        _ENTRIES.c.status,
        func.count(_ENTRIES.c.id),
        func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0),
    )
    .where(*_IN_SCOPE, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .group_by(_ENTRIES.c.status)
)
# Up to three scopes (:scope0 … :scope_id2) in one statement; in the order given, each
# scope's pinned entries first, then oldest first.
_IN_SLOTS = or_(*[_in_slot(_ENTRIES, i) for i in range(_SLOTS)])
_SLOT_ORDER = (
    case(*[(_in_slot(_ENTRIES, i), i) for i in range(_SLOTS)], else_=_SLOTS),
    _ENTRIES.c.pinned.desc(),
    _ENTRIES.c.id,
)
_Q_USAGE_IN = (
    select(
        _ENTRIES.c.scope,
        _ENTRIES.c.scope_id,
        _ENTRIES.c.status,
        func.count(_ENTRIES.c.id),
        func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0),
    )
    .where(_IN_SLOTS, _ENTRIES.c.status.in_((Status.ACTIVE.value, Status.SUGGESTED.value)))
    .group_by(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status)
)
_Q_USAGE_ALL = select(
    _ENTRIES.c.scope,
    _ENTRIES.c.scope_id,
    _ENTRIES.c.status,
    func.count(_ENTRIES.c.id),
    func.coalesce(func.sum(func.length(_ENTRIES.c.content)), 0),
).group_by(_ENTRIES.c.scope, _ENTRIES.c.scope_id, _ENTRIES.c.status)
_Q_PENDING_FROM = (
    select(_ENTRIES.c.id, stored(_ENTRIES.c.source_event_ids))
    .where(
        *_IN_SCOPE,
        _ENTRIES.c.status == Status.SUGGESTED.value,
        _ENTRIES.c.origin_session_id == bindparam("session_id"),
    )
    .order_by(_ENTRIES.c.id)
)
# Their active entries, for the Memory block.
_Q_CONTEXT = (
    select(
        _ENTRIES.c.id,
        _ENTRIES.c.version,
        _ENTRIES.c.scope,
        _ENTRIES.c.kind,
        _ENTRIES.c.source,
        _ENTRIES.c.content,
        _ENTRIES.c.pinned,
    )
    .where(_IN_SLOTS, _ENTRIES.c.status == Status.ACTIVE.value)
    .order_by(*_SLOT_ORDER)
)
# The same with the keys, of the statuses asked for (the agent's search: one query).
_Q_HELD_IN = (
    select(*_HELD_COLUMNS)
    .where(_IN_SLOTS, _ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(*_SLOT_ORDER)
)
# The explicit requests saved from a Session's messages (in its own and the Personal scope).
_Q_EXPLICIT_SAVES = (
    select(*_ENTRY_COLUMNS)
    .where(
        _IN_SLOTS,
        _ENTRIES.c.origin_session_id == bindparam("session_id"),
        _ENTRIES.c.created_by == Actor.EXTRACTOR.value,
    )
    .order_by(_ENTRIES.c.id)
)
_I_ENTRY = insert(_ENTRIES)
_MAX_ENTRY = select(func.coalesce(func.max(_ENTRIES.c.id), 0)).scalar_subquery()
_MAX_DELETED = select(func.coalesce(func.max(_DELETIONS.c.entry_id), 0)).scalar_subquery()
_Q_NEXT_ENTRY_ID = select(case((_MAX_ENTRY > _MAX_DELETED, _MAX_ENTRY), else_=_MAX_DELETED) + 1)


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
    return _one(_held, _conn(s).execute(_Q_ENTRY, {"id": entry_id}).first())


_Q_ORIGIN = select(_ENTRIES.c.origin_session_id).where(_ENTRIES.c.id == bindparam("id"))


@_reads
def origin_session(s: UnitOfWork, entry_id: int) -> int | None:
    """The Session an entry was written from (None: by hand, imported, or that Session is gone)."""
    if not storable_id(entry_id):
        return None
    found = _conn(s).execute(_Q_ORIGIN, {"id": entry_id}).scalar()
    if found is not None and type(found) is not int:
        decode.note(
            decode.Skipped("memory_entries", entry_id, "origin_session_id", decode.REPLACED)
        )
        return None
    return found


@_reads
def entry_list(s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]) -> list[MemoryEntry]:
    """Entries of one scope with these statuses, pinned first, oldest first."""
    rows = _conn(s).execute(_Q_ENTRIES, {**_in(ref), "statuses": _values(statuses)})
    return _each(_entry, rows)


@_reads
def held_list(s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]) -> list[Held]:
    """Like entry_list, each entry with its keys."""
    rows = _conn(s).execute(_Q_ENTRIES, {**_in(ref), "statuses": _values(statuses)})
    return _each(_held, rows)


_Q_ALL_HELD = (
    select(*_HELD_COLUMNS)
    .where(_ENTRIES.c.status.in_(bindparam("statuses", expanding=True)))
    .order_by(_ENTRIES.c.id)
)


@_reads
def held_everywhere(s: UnitOfWork, statuses: Sequence[Status]) -> list[Held]:
    """Every entry with these statuses, in every scope, oldest first, each with its keys."""
    return _each(_held, _conn(s).execute(_Q_ALL_HELD, {"statuses": _values(statuses)}))


@_reads
def held_for(s: UnitOfWork, ref: ScopeRef, keys: Sequence[str]) -> list[Held]:
    """The pending suggestions of a scope, and its entries whose words (or suggested words)
    have one of these keys."""
    rows = _conn(s).execute(_Q_HELD, {**_in(ref), "keys": list(keys)})
    return _each(_held, rows)


@_reads
def usage_of(
    s: UnitOfWork, ref: ScopeRef, statuses: Sequence[Status]
) -> dict[Status, tuple[int, int]]:
    """status → (number of entries, characters of content) in a scope; absent means (0, 0)."""
    rows = _conn(s).execute(_Q_USAGE, {**_in(ref), "statuses": _values(statuses)})
    return {_STATUSES[r[0]]: (int(r[1]), int(r[2])) for r in rows}  # statuses asked for only


@_reads
def usage_in(
    s: UnitOfWork, refs: Sequence[ScopeRef]
) -> dict[tuple[ScopeRef, Status], tuple[int, int]]:
    """(scope, status) → (entries, characters), saved and pending, of up to three scopes."""
    rows = _conn(s).execute(_Q_USAGE_IN, _slots(refs))
    return dict(_each(_usage_row, rows))


@_reads
def usage_by_scope(s: UnitOfWork) -> dict[tuple[ScopeRef, Status], tuple[int, int]]:
    """(scope, status) → (count, characters), for every scope that has entries."""
    return dict(_each(_usage_row, _conn(s).execute(_Q_USAGE_ALL)))


def _usage_row(r) -> tuple[tuple[ScopeRef, Status], tuple[int, int]]:
    scope, status = _SCOPES.get(r[0]), _STATUSES.get(r[2])
    if scope is not None and status is not None and type(r[1]) is int:
        return (ScopeRef(scope, r[1]), status), (int(r[3]), int(r[4]))
    row = decode.Row("memory_entries", None)
    ref = ScopeRef(row.known("scope", r[0], _SCOPES), row.id("scope_id", r[1]))
    return (ref, row.known("status", r[2], _STATUSES)), (int(r[3]), int(r[4]))


@_reads
def pending_from(
    s: UnitOfWork, ref: ScopeRef, session_id: int
) -> list[tuple[int, tuple[int, ...]]]:
    """(entry id, cited ids) of the pending suggestions of a scope written from a Session."""
    rows = _conn(s).execute(_Q_PENDING_FROM, {**_in(ref), "session_id": session_id})
    return [(r[0], decode.Row("memory_entries", r[0]).ids("source_event_ids", r[1])) for r in rows]


@_reads
def context_rows(
    s: UnitOfWork, refs: Sequence[ScopeRef]
) -> list[tuple[int, int, str, str, str, str, bool]]:
    """(id, version, scope, kind, source, content, pinned) of the active entries of up to three
    scopes, in the order given, each scope's pinned entries first, then oldest first."""
    if not refs:
        return []
    return _each(_context_row, _conn(s).execute(_Q_CONTEXT, _slots(refs)))


def _context_row(r) -> tuple[int, int, str, str, str, str, bool]:
    i, version, scope, kind, source, content, pinned = r
    if (
        type(i) is int
        and type(version) is int
        and scope in _SCOPES
        and kind in decode.KINDS
        and source in decode.PROVENANCES
        and type(content) is str
        and len(content) <= decode.CONTENT_MAX
        and pinned in (0, 1)
    ):  # as Mindkeep writes it
        return i, version, scope, kind, source, content, bool(pinned)
    row = decode.Row("memory_entries", r[0])
    return (
        row.id("id", r[0]),
        row.id("version", r[1]),
        row.known("scope", r[2], _SCOPES).value,
        row.known("kind", r[3], decode.KINDS).value,
        row.known("source", r[4], decode.PROVENANCES).value,
        row.text("content", r[5], decode.CONTENT_MAX),
        row.flag("pinned", r[6]),
    )


@_reads
def held_in(s: UnitOfWork, refs: Sequence[ScopeRef], statuses: Sequence[Status]) -> list[Held]:
    """Like held_list, for up to three scopes at once, in the order given."""
    if not refs:
        return []
    rows = _conn(s).execute(_Q_HELD_IN, {**_slots(refs), "statuses": _values(statuses)})
    return _each(_held, rows)


@_reads
def explicit_saves(s: UnitOfWork, refs: Sequence[ScopeRef], session_id: int) -> list[MemoryEntry]:
    """Entries the explicit-request saver wrote from this Session's messages into up to three
    scopes, whatever their status now, oldest first."""
    rows = _conn(s).execute(_Q_EXPLICIT_SAVES, {**_slots(refs), "session_id": session_id})
    return _each(_entry, rows)


def insert_entry(
    s: UnitOfWork,
    draft: Draft,
    *,
    origin_session_id: int | None = None,
    suggested_key: str | None = None,
) -> MemoryEntry:
    """Store a new entry from a validated draft; returns it as stored."""
    now = utcnow()
    row = {
        "scope": Scope(draft.scope).value,
        "scope_id": draft.scope_id,
        "kind": Kind(draft.kind).value,
        "content": draft.content,
        "content_key": same_words_key(draft.content),
        "status": Status(draft.status).value,
        "source": Provenance(draft.source).value,
        "created_by": Actor(draft.created_by).value,
        "reason": draft.reason or "",
        "source_event_ids": list(draft.source_event_ids),
        "origin_session_id": origin_session_id,
        "suggested_key": suggested_key,
        "pinned": bool(draft.pinned),
        "version": 1,
        "created_at": now,
        "updated_at": now,
        "written_after": None if draft.written_after is None else draft.written_after.to_json(),
    }
    conn = _conn(s)
    if conn.dialect.name == "sqlite":
        # SQLite gives a new row the highest id + 1, so an entry deleted for good would lend
        # its id (and its deletion record) to the next one; PostgreSQL's sequences never reuse.
        row["id"] = conn.execute(_Q_NEXT_ENTRY_ID).scalar()
    entry_id = conn.execute(_I_ENTRY, row).inserted_primary_key[0]
    note_change(
        s,
        "entry",
        "insert",
        scope=row["scope"],
        scope_id=row["scope_id"],
        entry_id=entry_id,
        version=1,
        session_id=origin_session_id,
    )
    return _entry((entry_id, *(row[name] for name in ENTRY_FIELDS[1:])))


def update_entry(
    s: UnitOfWork,
    entry_id: int,
    expected_version: int,
    *,
    status: Status,
    kind: Kind,
    content: str,
    source: Provenance,
    pinned: bool,
    to: ScopeRef | None = None,
) -> MemoryEntry | None:
    """Compare-and-set: change the entry only if nobody changed it since `expected_version`
    (moving it to scope `to` when given); the entry as stored now, or None when it had changed."""
    values = {
        "status": Status(status).value,
        "kind": Kind(kind).value,
        "content": content,
        "content_key": same_words_key(content),
        "source": Provenance(source).value,
        "pinned": bool(pinned),
        "version": expected_version + 1,
        "updated_at": utcnow(),
    }
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
    if moved_from is not None and (moved_from.scope, moved_from.scope_id) != (
        updated.scope,
        updated.scope_id,
    ):
        # Windows showing the scope it left hear of it too.
        note_change(
            s,
            "entry",
            "delete",
            scope=moved_from.scope.value,
            scope_id=moved_from.scope_id,
            entry_id=entry_id,
            version=updated.version,
        )
    note_change(
        s,
        "entry",
        "update",
        scope=updated.scope.value,
        scope_id=updated.scope_id,
        entry_id=entry_id,
        version=updated.version,
    )
    return updated


def delete_entry(s: UnitOfWork, gone: MemoryEntry) -> None:
    """Remove an entry for good with its history and its record of use (the deletion record
    is written by the caller first)."""
    conn = _conn(s)
    if conn.dialect.name == "sqlite":
        # Freed pages keep their old bytes unless told otherwise: the words must really go.
        conn.exec_driver_sql("PRAGMA secure_delete = ON")
    conn.execute(delete(_USES).where(_USES.c.entry_id == gone.id))
    conn.execute(delete(_VERDICTS).where(_VERDICTS.c.entry_id == gone.id))
    conn.execute(delete(_HISTORY).where(_HISTORY.c.entry_id == gone.id))
    conn.execute(delete(_ENTRIES).where(_ENTRIES.c.id == gone.id))
    decode.forget(gone.id)
    note_change(
        s,
        "entry",
        "delete",
        scope=gone.scope.value,
        scope_id=gone.scope_id,
        entry_id=gone.id,
        version=gone.version,
    )


def delete_memory_of(s: UnitOfWork, *, space_id: int | None, session_ids: Sequence[int]) -> None:
    """Remove the Memory (and its settings) of a Space and/or Sessions being deleted."""
    conds, setting_conds = [], []
    if space_id is not None:
        conds.append((_ENTRIES.c.scope == Scope.SPACE.value) & (_ENTRIES.c.scope_id == space_id))
        setting_conds.append(
            (_SETTINGS.c.scope == Scope.SPACE.value) & (_SETTINGS.c.scope_id == space_id)
        )
    if session_ids:
        conds.append(
            (_ENTRIES.c.scope == Scope.SESSION.value) & _ENTRIES.c.scope_id.in_(list(session_ids))
        )
        setting_conds.append(
            (_SETTINGS.c.scope == Scope.SESSION.value) & _SETTINGS.c.scope_id.in_(list(session_ids))
        )
    for session_id in session_ids:
        note_change(s, "session", "delete", space_id=space_id, session_id=session_id)
    if conds:
        _conn(s).execute(delete(_ENTRIES).where(or_(*conds)))
        _conn(s).execute(delete(_SETTINGS).where(or_(*setting_conds)))
