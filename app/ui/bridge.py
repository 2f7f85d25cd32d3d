"""What changed, told to the window's screens on the GUI thread, once per change: announced by
an operation of this window (app.ui.operations, with its initiator), or heard from elsewhere
(another program's writes: the service events of app.services.live, initiator `ELSEWHERE`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, SignalInstance

from app.services.changes import Changes
from app.services.events import (
    ChangedElsewhere,
    ChatChanged,
    DatabaseStatus,
    DatabaseStopped,
    EventBus,
    MemoryChanged,
    ValuesSkipped,
)


def heard(event: MemoryChanged | ChatChanged) -> Changes:
    """The Changes another program's writes made, as the live updates tell them."""
    if isinstance(event, MemoryChanged):
        return Changes(scopes=event.scopes, entries=event.entry_ids)
    return Changes(spaces=event.space_ids, sessions=event.session_ids, messages=event.message_ids)


class EventBridge(QObject):
    """Re-emits service events as Qt signals; queued connections carry them to the GUI thread."""

    # What changed (Changes, initiator): each screen decides whether to refresh; the one that
    # started a change (its initiator) skips its own echo.
    sig_changed = Signal(object, object)
    # Another program changed the database in ways not told in detail: re-read what is shown.
    sig_changed_elsewhere = Signal(object)
    # The shared database's connection was lost or is back (a DatabaseStatus).
    sig_database_status = Signal(object)
    # The database file was replaced, damaged or upgraded underneath: nothing more is written.
    sig_database_stopped = Signal(object)
    # Stored values were left out, shown as text or replaced when read (a ValuesSkipped).
    sig_values_skipped = Signal(object)

    def __init__(self, bus: EventBus, parent: QObject | None = None):
        super().__init__(parent)
        self._unsubscribe = bus.subscribe(self._on_event)
        self.destroyed.connect(lambda *_: self._unsubscribe())

    def relay(self, announcements: SignalInstance) -> None:
        """Tell the screens what this window's operations changed (Operations.sig_changed)."""
        announcements.connect(self.sig_changed)

    def _on_event(self, event) -> None:
        # Emitting from a worker thread is safe: receivers living in the GUI thread get
        # the signal through Qt's queued connection.
        if isinstance(event, (MemoryChanged, ChatChanged)):
            self.sig_changed.emit(heard(event), event.initiator)
        elif isinstance(event, ChangedElsewhere):
            self.sig_changed_elsewhere.emit(event)
        elif isinstance(event, DatabaseStatus):
            self.sig_database_status.emit(event)
        elif isinstance(event, DatabaseStopped):
            self.sig_database_stopped.emit(event)
        elif isinstance(event, ValuesSkipped):
            self.sig_values_skipped.emit(event)

    def close(self) -> None:
        self._unsubscribe()
