"""What this process hears from elsewhere: another program's writes (a SQLite file's data
version, PostgreSQL's NOTIFY: app.services.live), the shared database lost or back, the file
replaced, stored values that could not be read as they are. This process's own writes are not
told here: each reports its `Changes` to whoever ran it (app.services.changes)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.domain.model import ScopeRef

if TYPE_CHECKING:
    from app.storage.engine.database import Database

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class MemoryChanged:
    """Another program changed Memory in these scopes (these entries)."""

    scopes: frozenset[ScopeRef]
    entry_ids: frozenset[int]
    initiator: object | None = None


@dataclass(frozen=True, slots=True)
class ChatChanged:
    """Another program changed these Spaces, Sessions or messages."""

    space_ids: frozenset[int] = field(default_factory=frozenset)
    session_ids: frozenset[int] = field(default_factory=frozenset)
    message_ids: frozenset[int] = field(default_factory=frozenset)
    initiator: object | None = None


@dataclass(frozen=True, slots=True)
class ChangedElsewhere:
    """Another program changed the database in ways not told in detail (another process on
    the same SQLite file, or a shared database whose news were missed while the connection
    was down): whatever is shown should be read again."""


@dataclass(frozen=True, slots=True)
class DatabaseStatus:
    """The connection to the shared database was lost (`connected=False`, with why) or is
    back. While it is lost every change is refused with a clear error; nothing is queued."""

    connected: bool
    detail: str = ""
    # False once live updates have stopped for good (the listener could not go on).
    listening: bool = True


@dataclass(frozen=True, slots=True)
class DatabaseStopped:
    """The database file is no longer the one this program opened and understands (replaced,
    removed, damaged, upgraded by a newer Mindkeep): nothing more is written to it. `reason`
    says which (app.storage.engine.file_watch), `detail` says it in English with the file's path."""

    reason: str
    detail: str


@dataclass(frozen=True, slots=True)
class ValuesSkipped:
    """Reads met stored values they could not take as they are (app.storage.decode.Skipped:
    left out, shown as text, shortened or replaced); each is told once."""

    items: tuple = ()


Event = (
    MemoryChanged
    | ChatChanged
    | ChangedElsewhere
    | DatabaseStatus
    | DatabaseStopped
    | ValuesSkipped
)


class EventBus:
    """Thread-safe publish/subscribe; subscribers run on the publishing thread."""

    @classmethod
    def of(cls, db: Database) -> EventBus:
        """The bus of one open database: what its reads could not take as stored (issue 23)
        is told on it."""
        bus = cls()
        db.skipped.subscribe(lambda items: bus.publish(ValuesSkipped(tuple(items))))
        return bus

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: list[Callable[[Event], None]] = []

    def subscribe(self, callback: Callable[[Event], None]) -> Callable[[], None]:
        with self._lock:
            self._subscribers.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subscribers:
                    self._subscribers.remove(callback)

        return unsubscribe

    def publish(self, event: Event) -> None:
        with self._lock:
            subscribers = list(self._subscribers)
        for callback in subscribers:
            try:
                callback(event)
            except Exception:  # a broken screen must not undo a committed change
                log.exception("event subscriber failed for %r", event)
