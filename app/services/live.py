"""Live updates between windows: other instances' changes become the usual service events.

The storage layer hears of them (LISTEN/NOTIFY on PostgreSQL, the data version of a SQLite
file); this module turns what it heard into `MemoryChanged` / `ChatChanged` on the event
bus, so each screen refreshes exactly as it does after a change made in this window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from app.domain.model import Scope, ScopeRef
from app.services.changes import ELSEWHERE
from app.services.events import (
    ChangedElsewhere,
    ChatChanged,
    DatabaseStatus,
    DatabaseStopped,
    Event,
    EventBus,
    MemoryChanged,
)
from app.storage.engine.database import Database
from app.storage.engine.notify import DataChange


def events_for(changes: Iterable[DataChange]) -> list[Event]:
    """The service events that tell what these changes of another instance touched."""
    scopes: set[ScopeRef] = set()
    entry_ids: set[int] = set()
    spaces: set[int] = set()
    sessions: set[int] = set()
    messages: set[int] = set()
    for c in changes:
        if c.what in ("entry", "scope_settings") and c.scope is not None and c.scope_id is not None:
            try:
                scopes.add(ScopeRef(Scope(c.scope), c.scope_id))
            except ValueError:
                continue  # a scope this version does not know
            if c.entry_id is not None:
                entry_ids.add(c.entry_id)
        elif c.what == "message" and c.session_id is not None:
            sessions.add(c.session_id)
            if c.message_id is not None:
                messages.add(c.message_id)
        elif c.what == "session" and c.session_id is not None:
            sessions.add(c.session_id)
            if c.kind != "update" and c.space_id is not None:
                spaces.add(c.space_id)  # the sidebar lists a new or lost Session under it
            if c.kind == "delete":
                scopes.add(ScopeRef(Scope.SESSION, c.session_id))
        elif c.what == "space" and c.space_id is not None:
            spaces.add(c.space_id)
            if c.kind == "delete":
                scopes.add(ScopeRef(Scope.SPACE, c.space_id))
    events: list[Event] = []
    if spaces or sessions or messages:
        events.append(
            ChatChanged(
                frozenset(spaces), frozenset(sessions), frozenset(messages), initiator=ELSEWHERE
            )
        )
    if scopes or entry_ids:
        events.append(MemoryChanged(frozenset(scopes), frozenset(entry_ids), initiator=ELSEWHERE))
    return events


def follow_other_instances(db: Database, bus: EventBus) -> Callable[[], None] | None:
    """Publish other instances' changes on the bus until the database is disposed.

    On PostgreSQL also `DatabaseStatus` when the server goes away and comes back, then
    `ChangedElsewhere` (what happened meanwhile was not heard); `DatabaseStatus(listening=
    False)` should live updates ever stop for good; on a SQLite file `DatabaseStopped` once it
    was replaced, damaged or upgraded by a newer Mindkeep. Returns a function that
    stops following, or None where there is nothing to follow (in-memory SQLite).
    """

    def on_changes(changes: list[DataChange] | None) -> None:
        if changes is None:
            bus.publish(ChangedElsewhere())
            return
        for event in events_for(changes):
            bus.publish(event)

    def on_status(connected: bool, why: str, listening: bool = True) -> None:
        bus.publish(DatabaseStatus(connected, why, listening))
        if connected:
            bus.publish(ChangedElsewhere())

    def on_stopped(stopped) -> None:
        bus.publish(DatabaseStopped(stopped.reason, stopped.message))

    watcher = db.watch(on_changes, on_status, on_stopped)
    return None if watcher is None else watcher.stop
