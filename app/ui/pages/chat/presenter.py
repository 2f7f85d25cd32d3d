"""The chat's presenter: the parts of the chat page that own their state, built and wired here,
and the window's announcements of what changed handed to them.

- `reading` (app.ui.pages.chat.reading): what the chat shows of a Session, read;
- `turn` (app.ui.pages.chat.turn): what the user sends and the agent's turn;
- `approval` (app.ui.pages.chat.approval): the card of the call waiting, the answers on it;
- `memory` (app.ui.pages.chat.memory): Memory from the chat's lines;
- `find` (app.ui.components.chat_find): Find in the Session (Ctrl+F).

It observes the current Session (app.ui.models.session); the chat's changes are operations
(app.ui.operations.chat) run with the presenter as their initiator, so their announcement is
skipped here (the parts applied their results). Part of the first frame: the agent and the
Memory operations come when used (app.deferred.load, listed in app/startup.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.services.changes import Changes
from app.ui.components.chat_find import ChatFind
from app.ui.models.session import CurrentSession
from app.ui.pages.chat.approval import ChatApproval
from app.ui.pages.chat.memory import ChatMemory
from app.ui.pages.chat.reading import ChatReading
from app.ui.pages.chat.turn import ChatTurn


class ChatPresenter(QObject):
    """Builds the chat's parts over its page and wires them (see the module's docstring)."""

    def __init__(self, page, current: CurrentSession, parent: QObject | None = None):
        super().__init__(parent)
        self.page = page
        self._current = current
        self.reading = ChatReading(page, current)
        self.turn = ChatTurn(page, current)
        self.approval = ChatApproval(page)
        self.memory = ChatMemory(page, current, self)
        self.find: ChatFind | None = None
        r, t, a, m = self.reading, self.turn, self.approval, self.memory
        r.turn, r.approval = t, a
        t.reading, t.approval = r, a
        a.turn, a.reading = t, r
        m.reading = r

    def attach(self, services, ops, make_runner, known=None) -> None:
        """Give the parts the services; `known(session_id)`: a Session as the sidebar lists it
        (the header of a first open, before its read)."""
        r, t, a, m, p = self.reading, self.turn, self.approval, self.memory, self.page
        r.attach(services, ops, known, parent=self)
        t.attach(services, ops, make_runner, initiator=self)
        m.attach(services, t.run)
        p.header.attach(services.settings)
        self.find = r.find = ChatFind(p, self._current, services.search, r.show_message)
        p.sig_send_requested.connect(t.on_page_send_requested)
        p.sig_retry_requested.connect(t.on_page_retry_requested)
        p.sig_cancel_requested.connect(t.on_page_cancel_requested)
        p.sig_attach_requested.connect(t.on_page_attach_requested)
        p.sig_approval_decided.connect(a.on_page_approval_decided)
        p.sig_review_requested.connect(m.on_page_review_requested)
        p.sig_entry_requested.connect(m.on_page_entry_requested)
        p.sig_undo_save_requested.connect(m.on_page_undo_save_requested)
        p.sig_used_requested.connect(m.on_page_used_requested)
        p.sig_earlier_requested.connect(r.on_page_earlier_requested)
        p.sig_later_requested.connect(r.on_page_later_requested)
        p.sig_start_requested.connect(r.on_page_start_requested)
        p.sig_end_requested.connect(r.on_page_end_requested)
        p.sig_shown.connect(r.on_page_shown)

    def on_changed(self, changes: Changes, initiator: object) -> None:
        """What changed, announced once (app.ui.bridge): another model in the settings is named
        in the header; the chat's own changes it applied already; another's are read."""
        if any(key.startswith("model.") for key in changes.settings):
            self.page.header.model_changed()
            self.reading.update_header()
        if initiator is not self:
            self.reading.on_changed(changes)
