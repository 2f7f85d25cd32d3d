"""Service events → Qt signals delivered on the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.services.events import (
    ChangedElsewhere,
    ChatChanged,
    DatabaseStatus,
    DatabaseStopped,
    EventBus,
    MemoryChanged,
    ValuesSkipped,
)


class EventBridge(QObject):
    """Re-emits service events as Qt signals; queued connections carry them to the GUI thread."""

    sig_memory_changed = Signal(object)
    sig_chat_changed = Signal(object)
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

    def _on_event(self, event) -> None:
        # Emitting from a worker thread is safe: receivers living in the GUI thread get
        # the signal through Qt's queued connection.
        if isinstance(event, MemoryChanged):
            self.sig_memory_changed.emit(event)
        elif isinstance(event, ChatChanged):
            self.sig_chat_changed.emit(event)
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
