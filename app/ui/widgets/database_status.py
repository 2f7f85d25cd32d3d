"""The status bar's line about the database: shown once the shared database's connection was
lost ("Reconnecting…", changes are refused meanwhile), then "Connected … again" for a few
seconds; for good once live updates stopped (the listener could not go on, issue 23), and once
the database file was replaced, damaged or upgraded by a newer Mindkeep (issue 31: nothing more
is written, and it says why)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from app.i18n import _
from app.services.refusals import stopped_sentence
from app.ui.widgets.common import listen_to_language, plain_tip, retranslate_if_stale

# How long "Connected to the shared database again" stays in the status bar.
RECONNECTED_NOTICE_MS = 8000


class DatabaseStatus(QLabel):
    """Put into a window's status bar by `show_status` the first time the connection changes."""

    def __init__(self, bar: QStatusBar, bridge=None):
        super().__init__()
        self._bar = bar
        self._connected = True
        self._listening = True
        self._stopped: str | None = None  # why the file stopped the writes, for good
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar.addWidget(self, 1)
        bar.hide()  # until there is something to say
        listen_to_language(self)
        if bridge is not None:
            bridge.sig_database_status.connect(self.show_event)
            bridge.sig_database_stopped.connect(self.show_stopped)

    def show_event(self, event) -> None:
        """Say what a DatabaseStatus event tells."""
        self.show_status(event.connected, event.detail, event.listening)

    def show_stopped(self, event) -> None:
        """Say, for good, why nothing more is written (a DatabaseStopped event)."""
        self._stopped = event.reason
        self.setToolTip(plain_tip(event.detail))  # the file's path and the details
        self.retranslate_ui()
        self.show()
        self._bar.show()

    def show_status(self, connected: bool, detail: str, listening: bool = True) -> None:
        self._connected = connected
        self._listening = self._listening and listening
        if self._stopped is None:
            self.setToolTip(plain_tip(detail))  # the driver's words, as written
        self.retranslate_ui()
        self.show()
        self._bar.show()
        if connected and self._listening and self._stopped is None:
            QTimer.singleShot(RECONNECTED_NOTICE_MS, self, self._hide_when_connected)

    def _hide_when_connected(self) -> None:
        if self._connected and self._listening and self._stopped is None:
            self.hide()
            others = [w for w in self._bar.findChildren(QLabel) if w is not self and w.isVisible()]
            if not others:
                self._bar.hide()

    def said(self) -> str:
        """What it says ("" while it is hidden)."""
        return self.text() if not self.isHidden() and not self._bar.isHidden() else ""

    def showEvent(self, event) -> None:
        retranslate_if_stale(self)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        stopped = stopped_sentence(self._stopped) if self._stopped is not None else None
        if stopped is not None:
            self.setText(stopped)
        elif not self._listening:
            self.setText(
                _("Changes made in other windows no longer show here; reopen Mindkeep to see them.")
            )
        elif self._connected:
            self.setText(_("Connected to the shared database again."))
        else:
            self.setText(
                _("Reconnecting to the shared database… Changes are refused until it is back.")
            )
        self.setAccessibleName(self.text())
