"""The pages in the middle of the window: the start page until the services are attached, the
chat (built with the first screen), and the Memory page, the Memory directory and Search all
conversations, built when first shown (their imports and widgets stay off the way to the first
screen)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget

from app.deferred import load
from app.ui.pages.start_page import StartPage


class PageStack(QStackedWidget):
    """One page in view at a time; `shown()` names it ("chat", "memory", "directory" or
    "search")."""

    sig_quit_requested = Signal()  # from the start page, when the database cannot be opened
    sig_back_requested = Signal()  # Esc on the Memory page or the directory: back to the chat
    # session id, message id, and the words a search found there ("" from elsewhere)
    sig_open_message_requested = Signal(int, int, str)
    sig_open_memory_requested = Signal(object, object, object)  # ScopeRef, session id, entry id

    def __init__(self, data_dir: Path | None = None, parent=None):
        super().__init__(parent)
        self._services = self._bridge = self._ops = None
        self._model = None
        self._search_page = None
        self.start_page: StartPage | None = StartPage(data_dir)
        self.start_page.sig_quit_requested.connect(self.sig_quit_requested)
        self.addWidget(self.start_page)
        self.chat_page = None
        self._memory_page = None
        self._directory_page = None

    def attach(self, services, bridge, ops, model=None) -> None:
        """The services, and `model`: how a page gets the model the app uses (a callable; the
        Memory page may ask it for a rule's reading, issue 33)."""
        self._services, self._bridge, self._ops, self._model = services, bridge, ops, model
        if self._memory_page is not None:
            self._memory_page.model = model

    def ensure_chat_page(self):
        """The chat page (built with the first screen, or when the services come)."""
        if self.chat_page is None:
            self.chat_page = load("app.ui.pages.chat.page:ChatPage")()
            self.addWidget(self.chat_page)
        return self.chat_page

    def leave_start_page(self) -> None:
        self.setCurrentWidget(self.chat_page)
        if self.start_page is not None:
            self.removeWidget(self.start_page)
            self.start_page.deleteLater()
            self.start_page = None

    @property
    def memory_page(self):
        """The Memory page, built when it is first needed."""
        if self._memory_page is None:
            page = load("app.ui.pages.memory.page:MemoryPage")(
                self._services, self._bridge, ops=self._ops, model=self._model
            )
            page.sig_open_message_requested.connect(
                lambda session_id, message_id: self.sig_open_message_requested.emit(
                    session_id, message_id, ""
                )
            )
            page.sig_back_requested.connect(self.sig_back_requested)
            self.addWidget(page)
            self._memory_page = page
        return self._memory_page

    @property
    def directory_page(self):
        """The Memory directory, built when it is first needed."""
        if self._directory_page is None:
            page = load("app.ui.pages.directory_page:DirectoryPage")(self._services, self._bridge)
            page.sig_back_requested.connect(self.sig_back_requested)
            page.sig_open_memory_requested.connect(
                lambda ref, session_id: self.sig_open_memory_requested.emit(ref, session_id, None)
            )
            page.sig_open_entry_requested.connect(
                lambda ref, session_id, entry_id: self.sig_open_memory_requested.emit(
                    ref, session_id, entry_id
                )
            )
            self.addWidget(page)
            self._directory_page = page
        return self._directory_page

    @property
    def search_page(self):
        """Search all conversations, built when it is first needed."""
        if self._search_page is None:
            page = load("app.ui.pages.search_page:SearchPage")(self._services, self._ops.tasks)
            page.sig_back_requested.connect(self.sig_back_requested)
            page.sig_open_requested.connect(self.sig_open_message_requested)
            self.addWidget(page)
            self._search_page = page
        return self._search_page

    def show_search(self, text: str | None = None) -> None:
        """Search all conversations (Ctrl+Shift+F), the keyboard in its field."""
        page = self.search_page
        self.setCurrentWidget(page)
        page.open(text)

    def shown(self) -> str:
        current = self.currentWidget()
        if current is not None and current is self._search_page:
            return "search"
        if current is not None and current is self._memory_page:
            return "memory"
        if current is not None and current is self._directory_page:
            return "directory"
        return "chat"

    def refresh_shown(self) -> None:
        """Read again the Memory page or the directory when one of them is in view (the Memory
        page on a worker: this is what another program's changes ask for)."""
        if self.shown() == "memory":
            self._memory_page.refresh_in_background()
        elif self.shown() == "directory":
            self._directory_page.reload()
