"""The status bar's line about the shared database: shown once the connection was lost
("Reconnecting…", changes are refused meanwhile), then "Connected … again" for a few seconds."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from app.i18n import _
from app.ui.widgets.common import listen_to_language, plain_tip, retranslate_if_stale

# How long "Connected to the shared database again" stays in the status bar.
RECONNECTED_NOTICE_MS = 8000


class DatabaseStatus(QLabel):
    """Put into a window's status bar by `show_status` the first time the connection changes."""

    def __init__(self, bar: QStatusBar):
        super().__init__()
        self._bar = bar
        self._connected = True
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar.addWidget(self, 1)
        listen_to_language(self)

    def show_status(self, connected: bool, detail: str) -> None:
        self._connected = connected
        self.setToolTip(plain_tip(detail))  # the driver's words, as written
        self.retranslate_ui()
        self._bar.show()
        if connected:
            QTimer.singleShot(RECONNECTED_NOTICE_MS, self, self._hide_when_connected)

    def _hide_when_connected(self) -> None:
        if self._connected:
            self._bar.hide()

    def said(self) -> str:
        """What it says ("" while the status bar is hidden)."""
        return self.text() if not self._bar.isHidden() else ""

    def showEvent(self, event) -> None:
        retranslate_if_stale(self)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        if self._connected:
            self.setText(_("Connected to the shared database again."))
        else:
            self.setText(
                _("Reconnecting to the shared database… Changes are refused until it is back.")
            )
        self.setAccessibleName(self.text())
