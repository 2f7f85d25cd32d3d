"""The Session the window is on: one object the window's parts observe (the sidebar selects
its row, the chat presenter shows it, the nav bar counts what waits in its scopes, the window
remembers it for the next start). Part of the first frame: Qt's core alone."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class CurrentSession(QObject):
    """Holds the current Session's id (None: none chosen); `sig_changed` after it changes."""

    sig_changed = Signal(object)  # the new id, or None

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._id: int | None = None

    @property
    def id(self) -> int | None:
        return self._id

    def set(self, session_id: int | None) -> None:
        """Make a Session the current one (announced only when it changes)."""
        if session_id != self._id:
            self._id = session_id
            self.sig_changed.emit(session_id)
