"""Suggestions from outside agents must not sit unseen (SPEC §9, issue 25).

- With the window open but not in front: a system notification ("Claude Code suggested a
  rule · Review") through the tray where the desktop has one; where none is, the window asks
  for attention (its taskbar entry flashes) and says it on its notice line.
- With the window closed: the next start says how many arrived and from which agents.
- An outside agent's action that ran without a check (its hook could not get Mindkeep's answer
  in time, SPEC §10) is said on the notice line too (app.ui.widgets.unchecked, held here).

What was told is remembered per database in the window-state file of the data folder (the
newest entry id told of), on this computer only: a shared database's other windows tell their
own users.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QSystemTrayIcon

from app.domain.errors import AppError
from app.domain.model import ScopeRef
from app.i18n import _, format_number, ngettext
from app.services.changes import ELSEWHERE, Changes
from app.ui.operations.tasks import CoalescedRead, TaskRunner
from app.ui.widgets.unchecked import UncheckedNotices, agents_text

log = logging.getLogger(__name__)
TRAY_MS = 8000


def arrived_text(counts: dict[str, int]) -> str:
    """What the start says of suggestions that arrived while the window was closed."""
    n = sum(counts.values())
    return ngettext(
        "While Mindkeep was closed, {agents} suggested {n} rule or note for you to review.",
        "While Mindkeep was closed, {agents} suggested {n} rules or notes for you to review.",
        n,
    ).format(agents=agents_text(sorted(counts)), n=format_number(n))


def suggested_text(counts: dict[str, int]) -> str:
    """The system notification's line: "Claude Code suggested a rule"."""
    n = sum(counts.values())
    return ngettext("{agents} suggested a rule", "{agents} suggested {n} rules or notes", n).format(
        agents=agents_text(sorted(counts)), n=format_number(n)
    )


class Arrivals(QObject):
    """Tells the user of outside agents' suggestions that arrived unseen."""

    # The user asked to review what arrived (the notification's Review, or the notice's).
    sig_review_requested = Signal()
    # A system notification was shown (its title and text), for tests and accessibility.
    sig_notified = Signal(str, str)

    def __init__(self, window, services, window_state, notice, bridge=None):
        super().__init__(window)
        self._window = window
        self._services = services
        self._state = window_state
        self._notice = notice
        self._tray: QSystemTrayIcon | None = None
        self._told = window_state.announced() if window_state is not None else 0
        self.unchecked = UncheckedNotices(window, services, notice, bridge)
        self.sig_review_requested.connect(self.review)
        self._reading = CoalescedRead(
            TaskRunner(self), self._arrived, self._arrived_read, None, self
        )
        if bridge is not None:
            bridge.sig_changed.connect(self.on_bridge_changed)
            bridge.sig_changed_elsewhere.connect(self.on_memory_changed)

    def review(self) -> None:
        """The window in front, on the Memory page of the newest suggestion an outside agent
        made (the Session it came from: its relayed words)."""
        window = self._window
        if window.isMinimized():
            window.showNormal()
        else:
            window.show()
        window.raise_()
        window.activateWindow()
        try:
            entry = self._services.memory.get(self._told)
            session_id = self._services.chat.get_message(entry.source_event_ids[0]).session_id
        except (AppError, IndexError):
            window.show_memory()
            return
        window.show_memory(ScopeRef(entry.scope, entry.scope_id), session_id, entry_id=entry.id)

    def newest(self) -> int:
        """The newest outside agent's suggestion told of (its entry id)."""
        return self._told

    def _arrived(self) -> tuple[int, dict[str, int]]:
        try:
            return self._services.external.arrived_since(self._told)
        except AppError as err:  # the database is away: told later
            log.info("could not read what arrived: %s", err.message)
            return self._told, {}

    def _mark(self, newest: int) -> None:
        self._told = newest
        if self._state is not None:
            self._state.set_announced(newest)

    def on_start(self) -> None:
        """At start: what arrived while the window was closed, on the notice line."""
        newest, counts = self._arrived()
        if not counts:
            return
        self._mark(newest)
        self._notice.show_message(
            lambda: arrived_text(counts),
            actions=[(lambda: _("Review"), self.sig_review_requested.emit)],
        )

    def on_bridge_changed(self, changes: Changes, initiator: object) -> None:
        """Memory changed: another program's change is looked at; this window's own changes
        cost no read."""
        if changes.memory and initiator == ELSEWHERE:
            self.on_memory_changed()

    def on_memory_changed(self, _event=None) -> None:
        """Another program changed Memory (an outside agent writes through `mindkeep mcp`, a
        program of its own): its new suggestions are told of unless the window is in front
        (there the card appears as it arrives)."""
        self._reading.request()  # on a worker: a burst of news is one read (issue 31)

    def _arrived_read(self, arrived: tuple[int, dict[str, int]]) -> None:
        newest, counts = arrived
        if not counts or newest <= self._told:
            return
        self._mark(newest)
        if self._window.isActiveWindow():
            return
        self.notify(counts)

    def notify(self, counts: dict[str, int]) -> None:
        title = _("Mindkeep")
        text = suggested_text(counts) + " · " + _("Review")
        if QSystemTrayIcon.isSystemTrayAvailable():
            tray = self._ensure_tray()
            tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, TRAY_MS)
        else:
            # No tray (a bare X session, some Wayland desktops): the taskbar entry asks for
            # attention, and the notice line says it when the user comes back.
            QApplication.alert(self._window, 0)
        self._notice.show_message(
            lambda: suggested_text(counts),
            actions=[(lambda: _("Review"), self.sig_review_requested.emit)],
        )
        self.sig_notified.emit(title, text)

    def _ensure_tray(self) -> QSystemTrayIcon:
        if self._tray is None:
            self._tray = QSystemTrayIcon(self._window.windowIcon(), self)
            self._tray.setToolTip(_("Mindkeep"))
            self._tray.messageClicked.connect(self.sig_review_requested.emit)
            self._tray.activated.connect(lambda _reason: self.sig_review_requested.emit())
            self._tray.show()
        return self._tray
