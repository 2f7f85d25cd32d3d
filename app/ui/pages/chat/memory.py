"""Memory from the chat: what a message's lines link to (Review a suggestion, Manage an entry,
a rule a reply used or broke) opened on the Memory page, Undo of what a "Remember …" saved,
and the entries a reply's Memory block held, shown under it as they are now."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.deferred import load
from app.domain.errors import AppError
from app.domain.memory.rules.state import Action
from app.domain.model import ScopeRef, Status
from app.i18n import _
from app.services.refusals import error_text
from app.ui.models.session import CurrentSession


class ChatMemory(QObject):
    """The chat's Memory links; asks the window for the Memory page (`sig_memory_requested`).
    Wired by the presenter: `run` (the chat's operations), `reading` (the annotations read
    again after an Undo)."""

    sig_memory_requested = Signal(object, object, object)  # ScopeRef, session id, entry id

    def __init__(self, page, current: CurrentSession, parent: QObject | None = None):
        super().__init__(parent)
        self.page = page
        self._current = current
        self._services = None
        self._run = None
        self.reading = None

    def attach(self, services, run) -> None:
        self._services, self._run = services, run

    def _open_entry(self, entry_id: int) -> None:
        try:
            entry = self._services.memory.get(entry_id)
        except AppError as err:
            self.page.notice.show_error(error_text(err), detail=err.message)
            return
        self.sig_memory_requested.emit(
            ScopeRef(entry.scope, entry.scope_id), self._current.id, entry.id
        )

    def on_page_review_requested(self, message_id: int) -> None:
        session_id = self._current.id
        if session_id is None:
            return
        entry_ids = self._services.views.chat_annotations(session_id).pending.get(message_id)
        if entry_ids:
            self._open_entry(entry_ids[0])

    def on_page_entry_requested(self, entry_id: int) -> None:
        """Open the Memory page of an entry's scope on that entry (Manage, Review, a used rule):
        one of this Session's Memory only (what the chat's lines name)."""
        session_id = self._current.id
        if session_id is None:
            return
        try:
            mine = self._services.memory.in_session(session_id, [entry_id])
        except AppError:
            mine = {}
        if entry_id in mine:
            self._open_entry(entry_id)

    def on_page_undo_save_requested(self, entry_id: int) -> None:
        """Take back what a "Remember …" saved: the entry leaves Memory (archived, in its history).
        Only a save the chat shows under a message, still saved, as the user saw it (its
        version): any other entry is left as it is."""
        shown = self.page.model.saved_entry(entry_id)
        if shown is None or shown.status is not Status.ACTIVE:
            return
        decide = load("app.ui.operations.memory:Decide")
        decision = self._run(decide(entry_id, Action.ARCHIVE, shown.version))
        if decision is None:
            return
        self.reading.refresh_annotations()
        content = decision.entry.content
        self.page.notice.show_message(
            lambda: _("Removed from Memory: “{content}”").format(content=content)
        )

    def on_page_used_requested(self, message_id: int) -> None:
        """Show under a reply the entries its Memory block held, as they are now."""
        used = self.page.model.used_of(message_id)
        found = []
        for entry_id, version in used:
            try:
                found.append((entry_id, version, self._services.memory.get(entry_id)))
            except AppError:
                found.append((entry_id, version, None))  # deleted for good since
        self.page.model.open_used(message_id, found)
