"""A check that could not run must not go unsaid (SPEC §10): when another agent's hook could not
get Mindkeep's answer in time, the action went on unchecked (fail open), its external Session
keeps a note, and the window says so on its notice line ("Claude Code: 1 action ran without a
check · Open"), with the way to the Session that shows it.

What was told is remembered while the window runs (from the newest message when it opened):
the notes of earlier runs are in the external Sessions.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject

from app.domain.errors import AppError
from app.i18n import _, format_number, ngettext
from app.services.changes import ELSEWHERE
from app.ui.operations.tasks import CoalescedRead, TaskRunner

log = logging.getLogger(__name__)


def agents_text(agents: list[str]) -> str:
    """ "Claude Code", "Claude Code and Codex", "Claude Code, Codex and Cursor"."""
    if len(agents) == 1:
        return agents[0]
    return _("{names} and {last}").format(names=_(", ").join(agents[:-1]), last=agents[-1])


def unchecked_text(counts: dict[str, int]) -> str:
    n = sum(counts.values())
    return ngettext(
        "{agents}: {n} action ran without a check against your rules (Mindkeep could not answer "
        "in time).",
        "{agents}: {n} actions ran without a check against your rules (Mindkeep could not "
        "answer in time).",
        n,
    ).format(agents=agents_text(sorted(counts)), n=format_number(n))


class UncheckedNotices(QObject):
    """Says on the window's notice line that an outside agent's action went unchecked."""

    def __init__(self, window, services, notice, bridge=None):
        super().__init__(window)
        self._window = window
        self._services = services
        self._notice = notice
        self._after: int | None = None
        self._after, _counts = self._read()  # from the newest message when the window opens
        # Then on a worker, a burst of news one read (issue 31): never the GUI thread's time.
        self._reading = CoalescedRead(TaskRunner(self), self._read, self._show, None, self)
        if bridge is not None:
            bridge.sig_changed_elsewhere.connect(self.on_changed_elsewhere)
            bridge.sig_changed.connect(self.on_bridge_changed)

    def _read(self) -> tuple[int | None, dict[str, int]]:
        try:
            return self._services.hooks.unchecked_since(self._after)
        except AppError as err:  # the database is away: said later
            log.info("could not read the unchecked actions: %s", err.message)
            return self._after, {}

    def _show(self, read: tuple[int | None, dict[str, int]]) -> None:
        newest, counts = read
        self._after = newest
        if counts:
            self._notice.show_message(lambda: unchecked_text(counts), error=True)

    def on_bridge_changed(self, changes, initiator) -> None:
        """Another program's Sessions changed (an outside agent's hook records its actions)."""
        if initiator == ELSEWHERE and (changes.sessions or changes.messages):
            self.on_changed_elsewhere()

    def on_changed_elsewhere(self, _event=None) -> None:
        self._reading.request()
