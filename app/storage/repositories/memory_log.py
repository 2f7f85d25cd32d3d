"""Statements on what happened to Memory entries: their history, the record of an entry
deleted for good, and which agent replies used them; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import (
    bindparam,
    func,
    insert,
    select,
    update,
)

from app.domain.memory.outcomes import Deletion, EntryUse
from app.domain.model import (
    Actor,
    HistoryEvent,
    MemoryEntry,
    ScopeRef,
)
from app.storage import decode
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import (
    utcnow,
)
from app.storage.repositories.common import (
    _ACTORS,
    _DELETIONS,
    _ENTRIES,
    _FORGOTTEN,
    _HISTORY,
    _IN_SCOPE,
    _KINDS,
    _MESSAGES,
    _SCOPES,
    _STATUSES,
    _USES,
    _conn,
    _each,
    _history,
    _in,
    _one,
    _reads,
    storable_id,
    stored,
    stored_time,
)

# ---------------------------------------------------------------- history

_HISTORY_COLUMNS = (
    _HISTORY.c.id,
    _HISTORY.c.entry_id,
    _HISTORY.c.actor,
    _HISTORY.c.action,
    stored_time(_HISTORY.c.at),
    stored(_HISTORY.c.before),
    stored(_HISTORY.c.after),
    _HISTORY.c.undone,
    _HISTORY.c.mark,
)
_Q_HISTORY = (
    select(*_HISTORY_COLUMNS)
    .where(_HISTORY.c.entry_id == bindparam("entry_id"))
    .order_by(_HISTORY.c.id)
)
_Q_HISTORY_EVENT = select(*_HISTORY_COLUMNS).where(_HISTORY.c.id == bindparam("id"))
_Q_LAST_UNDOABLE = (
    select(*_HISTORY_COLUMNS)
    .where(
        _HISTORY.c.actor == Actor.USER.value,
        _HISTORY.c.undone.is_(False),
        _HISTORY.c.action.in_(bindparam("actions", expanding=True)),
    )
    .order_by(_HISTORY.c.id.desc())
    .limit(1)
)
_I_HISTORY = insert(_HISTORY)


def insert_history(
    s: UnitOfWork, entry_id: int, actor: Actor, action: str, before: dict | None, after: dict | None
) -> int:
    """Record one change of an entry; returns the history id."""
    result = _conn(s).execute(
        _I_HISTORY,
        {
            "entry_id": entry_id,
            "actor": Actor(actor).value,
            "action": action,
            "at": utcnow(),
            "before": before,
            "after": after,
            "undone": False,
        },
    )
    return result.inserted_primary_key[0]


@_reads
def history_list(s: UnitOfWork, entry_id: int) -> list[HistoryEvent]:
    return _each(_history, _conn(s).execute(_Q_HISTORY, {"entry_id": entry_id}))


_Q_FIRST_EVENTS = (
    select(*_HISTORY_COLUMNS)
    .where(
        _HISTORY.c.id.in_(
            select(func.min(_HISTORY.c.id))
            .where(_HISTORY.c.entry_id.in_(bindparam("ids", expanding=True)))
            .group_by(_HISTORY.c.entry_id)
        )
    )
    .order_by(_HISTORY.c.id)
)


@_reads
def first_events(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, HistoryEvent]:
    """The first history event of each entry (how it was written: by whom, with which words
    and scope): entry id → event."""
    ids = sorted({i for i in entry_ids if isinstance(i, int) and storable_id(i)})
    if not ids:
        return {}
    events = _each(_history, _conn(s).execute(_Q_FIRST_EVENTS, {"ids": ids}))
    return {e.entry_id: e for e in events}


@_reads
def history_event(s: UnitOfWork, history_id: int) -> HistoryEvent | None:
    if not storable_id(history_id):
        return None
    return _one(_history, _conn(s).execute(_Q_HISTORY_EVENT, {"id": history_id}).first())


@_reads
def last_undoable(s: UnitOfWork, actions: Sequence[str]) -> HistoryEvent | None:
    return _one(_history, _conn(s).execute(_Q_LAST_UNDOABLE, {"actions": list(actions)}).first())


# Built once, as the other statements here: every Memory write marks its history row, and
# building the UPDATE anew each time (and its cache key) was ~8% of a propose_memory_rule call.
_U_HISTORY_MARK = (
    update(_HISTORY).where(_HISTORY.c.id == bindparam("history_id")).values(mark=bindparam("to"))
)


def set_history_mark(s: UnitOfWork, history_id: int, mark: str) -> None:
    """Keep this computer's mark on a change it recorded (app.domain.marks)."""
    _conn(s).execute(_U_HISTORY_MARK, {"history_id": history_id, "to": mark})


def mark_undone(s: UnitOfWork, history_id: int, mark: str | None = None) -> None:
    """A change was undone; its mark, which covers that, with it."""
    _conn(s).execute(
        update(_HISTORY).where(_HISTORY.c.id == history_id).values(undone=True, mark=mark)
    )


def set_history_after(
    s: UnitOfWork, history_id: int, after: dict | None, mark: str | None = None
) -> None:
    """Replace what a history event records after the change (to name the batch it ends), and
    its mark, which covers it."""
    _conn(s).execute(
        update(_HISTORY).where(_HISTORY.c.id == history_id).values(after=after, mark=mark)
    )


# ---------------------------------------------------------------- deleted for good (SPEC §2.10)

_DELETION_COLUMNS = (
    _DELETIONS.c.entry_id,
    _DELETIONS.c.scope,
    _DELETIONS.c.scope_id,
    _DELETIONS.c.kind,
    _DELETIONS.c.status,
    _DELETIONS.c.actor,
    stored_time(_DELETIONS.c.at),
    _DELETIONS.c.events,
)
_Q_DELETIONS_IN = (
    select(*_DELETION_COLUMNS)
    .where(_DELETIONS.c.scope == bindparam("scope"), _DELETIONS.c.scope_id == bindparam("scope_id"))
    .order_by(_DELETIONS.c.id)
)
_Q_DELETION_OF = select(*_DELETION_COLUMNS).where(_DELETIONS.c.entry_id == bindparam("id"))


def _deletion(r) -> Deletion:
    row = decode.Row("memory_deletions", r[0])
    return Deletion(
        row.id("entry_id", r[0]),
        row.known("scope", r[1], _SCOPES),
        row.id("scope_id", r[2]),
        row.known("kind", r[3], _KINDS),
        row.known("status", r[4], _STATUSES),
        row.known("actor", r[5], _ACTORS),
        row.time("at", r[6]),
        row.count("events", r[7]),
    )


def insert_deletion(s: UnitOfWork, gone: MemoryEntry, actor: Actor, events: int) -> Deletion:
    """Record that an entry was deleted for good: its kind, status and scope, not its words."""
    now = utcnow()
    _conn(s).execute(
        insert(_DELETIONS),
        {
            "entry_id": gone.id,
            "scope": gone.scope.value,
            "scope_id": gone.scope_id,
            "kind": gone.kind.value,
            "status": gone.status.value,
            "actor": Actor(actor).value,
            "at": now,
            "events": events,
        },
    )
    return Deletion(
        gone.id, gone.scope, gone.scope_id, gone.kind, gone.status, Actor(actor), now, events
    )


@_reads
def deletions_in(s: UnitOfWork, ref: ScopeRef) -> list[Deletion]:
    return _each(_deletion, _conn(s).execute(_Q_DELETIONS_IN, _in(ref)))


@_reads
def deletion_of(s: UnitOfWork, entry_id: int) -> Deletion | None:
    if not storable_id(entry_id):
        return None
    return _one(_deletion, _conn(s).execute(_Q_DELETION_OF, {"id": entry_id}).first())


# ---------------------------------------------------------------- words kept decided (SPEC §2.6)

_Q_FORGOTTEN = select(_FORGOTTEN.c.digest, _FORGOTTEN.c.why).where(
    *[_FORGOTTEN.c[c] == bindparam(c) for c in ("scope", "scope_id")],
    _FORGOTTEN.c.digest.in_(bindparam("digests", expanding=True)),
)


def insert_forgotten(s: UnitOfWork, ref: ScopeRef, digest: str, why: str) -> None:
    """Keep the keyed hash of words the user dismissed or decided, of an entry deleted for good."""
    _conn(s).execute(
        insert(_FORGOTTEN),
        {**_in(ref), "digest": digest, "why": why, "at": utcnow()},
    )


@_reads
def forgotten_in(s: UnitOfWork, ref: ScopeRef, digests: Sequence[str]) -> dict[str, str]:
    """digest → "dismissed" | "decided", for those of `digests` kept in a scope."""
    if not digests:
        return {}
    rows = _conn(s).execute(_Q_FORGOTTEN, {**_in(ref), "digests": list(digests)})
    found: dict[str, str] = {}
    for digest, why in rows:
        if found.get(digest) != "dismissed":  # dismissed says the most
            found[digest] = why
    return found


# ---------------------------------------------------------------- Memory in use (SPEC §2.9)

_Q_USES_OF = (
    select(_USES.c.entry_id, func.count(_USES.c.id), stored_time(func.max(_MESSAGES.c.created_at)))
    .select_from(_USES.join(_MESSAGES, _MESSAGES.c.id == _USES.c.message_id))
    .where(_USES.c.entry_id.in_(bindparam("ids", expanding=True)))
    .group_by(_USES.c.entry_id)
)
_Q_USES_IN = (
    select(_USES.c.entry_id, func.count(_USES.c.id), stored_time(func.max(_MESSAGES.c.created_at)))
    .select_from(
        _USES.join(_MESSAGES, _MESSAGES.c.id == _USES.c.message_id).join(
            _ENTRIES, _ENTRIES.c.id == _USES.c.entry_id
        )
    )
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
        rows = [
            {"message_id": message_id, "entry_id": entry_id, "version": version}
            for entry_id, version in used
            if entry_id in existing
        ]
        if rows:
            _conn(s).execute(insert(_USES), rows)


@_reads
def uses_of(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, EntryUse]:
    """entry id → how many replies held it and the time of the last one (absent: never)."""
    ids = [i for i in entry_ids if storable_id(i)]
    if not ids:
        return {}
    return dict(_each(_entry_use, _conn(s).execute(_Q_USES_OF, {"ids": ids})))


@_reads
def uses_in(s: UnitOfWork, ref: ScopeRef) -> dict[int, EntryUse]:
    """Like uses_of, for every entry of a scope (one query, however many entries)."""
    return dict(_each(_entry_use, _conn(s).execute(_Q_USES_IN, _in(ref))))


def _entry_use(r) -> tuple[int, EntryUse]:
    """entry id → how often it was used and when last (the newest of its replies' times)."""
    row = decode.Row("memory_uses", r[0])
    return row.id("entry_id", r[0]), EntryUse(
        int(r[1]), None if r[2] is None else row.time("created_at", r[2])
    )


@_reads
def used_by(s: UnitOfWork, message_ids: Sequence[int]) -> dict[int, tuple[tuple[int, int], ...]]:
    """message id → the (entry id, version) pairs its Memory block held, in block order."""
    ids = [i for i in message_ids if storable_id(i)]
    found: dict[int, list[tuple[int, int]]] = {}
    if ids:
        for message_id, entry_id, version in _each(
            decode.use, _conn(s).execute(_Q_USED_BY, {"ids": ids})
        ):
            found.setdefault(message_id, []).append((entry_id, version))
    return {k: tuple(v) for k, v in found.items()}


@_reads
def used_in_session(
    s: UnitOfWork, session_id: int, after: int = 0
) -> dict[int, tuple[tuple[int, int], ...]]:
    """message id → the (entry id, version) pairs its Memory block held, for the agent replies
    of a Session (after message id `after`), in block order."""
    found: dict[int, list[tuple[int, int]]] = {}
    rows = _conn(s).execute(_Q_USED_IN_SESSION, {"session_id": session_id, "after": after})
    for message_id, entry_id, version in _each(decode.use, rows):
        found.setdefault(message_id, []).append((entry_id, version))
    return {k: tuple(v) for k, v in found.items()}
