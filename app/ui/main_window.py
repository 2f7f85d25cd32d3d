"""The main window: Spaces and Sessions in a sidebar, the selected Session's messages."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QMainWindow,
    QSplitter,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.i18n import _, ngettext, on_language_changed
from app.services.chat import ChatService
from app.services.events import EventBus
from app.services.memory import MemoryService
from app.ui.bridge import EventBridge
from app.ui.sidebar_model import SessionRole, SidebarModel


class MainWindow(QMainWindow):
    """Lists Spaces and Sessions; shows the chosen Session's history and its Memory count."""

    def __init__(self, chat: ChatService, memory: MemoryService, bus: EventBus, parent=None):
        super().__init__(parent)
        self._chat = chat
        self._memory = memory
        self._session_id: int | None = None
        self.bridge = EventBridge(bus, self)

        self.sidebar_model = SidebarModel(self)
        self.sidebar = QTreeView()
        self.sidebar.setModel(self.sidebar_model)
        self.sidebar.setHeaderHidden(True)
        self.sidebar.setMinimumWidth(200)
        self.sidebar.selectionModel().currentChanged.connect(self.on_sidebar_current_changed)

        self.title_label = QLabel()
        self.title_label.setObjectName("sessionTitle")
        self.memory_label = QLabel()
        self.messages_model = QStringListModel(self)
        self.messages_view = QListView()
        self.messages_view.setModel(self.messages_model)
        self.messages_view.setWordWrap(True)

        right = QWidget()
        layout = QVBoxLayout(right)
        layout.addWidget(self.title_label)
        layout.addWidget(self.memory_label)
        layout.addWidget(self.messages_view, 1)

        splitter = QSplitter()
        splitter.addWidget(self.sidebar)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        self.setCentralWidget(splitter)
        self.setMinimumSize(720, 480)

        self.bridge.sig_chat_changed.connect(self.on_bridge_chat_changed)
        self.bridge.sig_memory_changed.connect(self.on_bridge_memory_changed)
        self._remove_language_listener = on_language_changed(lambda _code: self.retranslate_ui())
        self.reload()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.sidebar.setAccessibleName(_("Spaces and Sessions"))
        self.messages_view.setAccessibleName(_("Messages"))
        self._show_session()

    def reload(self) -> None:
        """Re-read Spaces and Sessions, keeping the current Session selected."""
        self.sidebar_model.set_data(self._chat.list_spaces(), self._chat.list_sessions())
        self.sidebar.expandAll()
        index = self.sidebar_model.session_index(self._session_id) if self._session_id else None
        if index is not None and index.isValid():
            self.sidebar.setCurrentIndex(index)

    def select_session(self, session_id: int) -> None:
        index = self.sidebar_model.session_index(session_id)
        if index.isValid():
            self.sidebar.setCurrentIndex(index)

    def on_sidebar_current_changed(self, current, _previous) -> None:
        info = current.data(SessionRole)
        self._session_id = info.id if info is not None else None
        self._show_session()

    def on_bridge_chat_changed(self, _event) -> None:
        self.reload()
        self._show_session()

    def on_bridge_memory_changed(self, _event) -> None:
        self._show_session()

    def _show_session(self) -> None:
        if self._session_id is None:
            self.title_label.setText(_("Choose a Session on the left."))
            self.memory_label.clear()
            self.messages_model.setStringList([])
            return
        info = self._chat.get_session(self._session_id)
        self.title_label.setText(info.title)
        counts = self._memory.session_settings(self._session_id)
        saved = sum(c.count for c in counts)
        suggested = sum(c.suggested for c in counts)
        text = ngettext("{n} saved in Memory", "{n} saved in Memory", saved).format(n=saved)
        if suggested:
            text += " · " + ngettext("{n} suggested", "{n} suggested", suggested).format(n=suggested)
        self.memory_label.setText(text)
        self.messages_model.setStringList(
            [f"{m.source.value}: {m.text}" for m in self._chat.messages(self._session_id)]
        )

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._remove_language_listener()
        self.bridge.close()
        super().closeEvent(event)
