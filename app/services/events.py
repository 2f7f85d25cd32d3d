"""Services announce what changed after they commit; screens decide whether to refresh."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from app.domain.model import ScopeRef

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class MemoryChanged:
    scopes: frozenset[ScopeRef]
    entry_ids: frozenset[int]
    initiator: object | None = None


@dataclass(frozen=True, slots=True)
class ChatChanged:
    space_ids: frozenset[int] = field(default_factory=frozenset)
    session_ids: frozenset[int] = field(default_factory=frozenset)
    message_ids: frozenset[int] = field(default_factory=frozenset)
    initiator: object | None = None


Event = MemoryChanged | ChatChanged


class EventBus:
    """Thread-safe publish/subscribe; subscribers run on the publishing thread."""

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
