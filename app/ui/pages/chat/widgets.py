"""The chat page's two own widgets: the composer and the history's list."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListView, QPlainTextEdit


class Composer(QPlainTextEdit):
    """Enter sends; Shift+Enter starts a new line."""

    sig_send_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent):
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.sig_send_requested.emit()
            return
        super().keyPressEvent(event)


class MessageList(QListView):
    """The history's list. Its viewport's events go to `on_viewport_event` (True: handled)
    without Python ever asking Qt for the viewport widget: the first such question makes the
    binding set up every widget class it might be (~9 ms, 47 enums), before the first
    screen is on it. Its keys go to `on_key` first (True: taken), not through an event
    filter: the binding hands a filter every event of the list as its own Python class, and
    built the classes of focus, scroll, input-method and surface events before the first screen."""

    def __init__(
        self,
        on_viewport_event: Callable[[QEvent], bool],
        on_key: Callable[[QKeyEvent], bool] = lambda _event: False,
    ):
        super().__init__()
        self._on_viewport_event = on_viewport_event
        self._on_key = on_key
        self.empty_state = None  # "nothing here yet", over the empty list (made when needed)
        self.loading = None  # "loading messages", while a Session's first open is read

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        for over in (self.empty_state, self.loading):
            if over is not None:
                over.setGeometry(self.rect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._on_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if self._on_viewport_event(event):
            return True
        return super().viewportEvent(event)
