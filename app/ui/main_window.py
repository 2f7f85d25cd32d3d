"""The main window: Spaces and Sessions, the chat, the Memory pages and the directory.

The window can paint before the database is open: built without services it shows its
frame and a start page, and `attach()` fills it in. Only what the frame needs is imported
here; the pages (and through them the services and SQLAlchemy) come with `attach()`.

The window is split by role: the sidebar of Spaces and Sessions (app.ui.sidebar_controller)
and the chat's handlers and the agent's turn (app.ui.chat_controller) are mixins of
`MainWindow`; this module keeps the frame, the pages and the menus, and what changed.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.domain.errors import AppError
from app.i18n import _, is_rtl, set_language
from app.ui.chat_controller import EARLIER_PAGE, TAIL, ChatController
from app.ui.common import LanguageAware
from app.ui.errors import error_text
from app.ui.pages.start_page import StartPage
from app.ui.qt_language import install_qt_translations
from app.ui.sidebar_controller import SidebarController
from app.ui.tasks import TaskRunner
from app.ui.widgets.nav_bar import CHAT, DIRECTORY, MEMORY, NavBar

if TYPE_CHECKING:
    from app.domain.model import ScopeRef
    from app.ui.ui_state import WindowState

# Where bootstrap, the benchmarks and the tests have always found them.
__all__ = ["EARLIER_PAGE", "EXPAND_ALL_UP_TO", "TAIL", "MainWindow", "StartPage"]

# How long "Connected to the shared database again" stays in the status bar.
RECONNECTED_NOTICE_MS = 8000

log = logging.getLogger(__name__)

# Up to this many Sessions the sidebar shows every Space open; beyond it, only the Space in
# use and those the user opened (10,000 Sessions laid out at start took ~80 ms, and read as
# one endless list).
EXPAND_ALL_UP_TO = 300


class MainWindow(SidebarController, ChatController, LanguageAware, QMainWindow):
    """Sidebar of Spaces and Sessions beside a stack of pages: chat, Memory, directory."""

    sig_first_painted = Signal()
    # Spaces, Sessions and the Session opened are painted (from the first screen or the services).
    sig_content_shown = Signal()
    # The services are attached and the first Session is shown.
    sig_ready = Signal()

    def __init__(
        self,
        services=None,
        *,
        make_runner: Callable | None = None,
        data_dir: Path | None = None,
        window_state: WindowState | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self._window_state = window_state
        self._chat = None
        self._memory = None
        self._decisions = None
        self._transfer = None
        self._settings = None
        self._make_runner = None
        self._data_dir = data_dir
        self._painted = False
        self._session_id: int | None = None
        # An API key given in Settings on a system without a keyring: kept for this run only.
        self._session_api_key: str | None = None
        self._cancel: threading.Event | None = None
        self._turn_session: int | None = None  # the Session the running turn answers in
        self.bridge = None
        self.tasks = TaskRunner(self)
        # The chat is built with the first screen; Memory and the directory when first shown.
        self.chat_page = None
        self._memory_page = None
        self._directory_page = None
        # The shared database's connection, shown in the status bar once it was ever lost.
        self.database_status_label: QLabel | None = None
        self._database_connected = True
        self._listening = True
        # What could not be read as stored (issue 23), in the status bar once there is any.
        self.read_notice = None

        # sidebar
        side = self._build_sidebar()

        # pages: the start page until the services are attached
        self.start_page = StartPage(data_dir)
        self.start_page.sig_quit_requested.connect(self.close)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_page)
        # Chat / Memory / Directory, always in view above the pages (issue 13).
        self.nav_bar = NavBar()
        self.nav_bar.sig_page_requested.connect(self.on_nav_bar_page_requested)
        self.nav_bar.setEnabled(False)
        main = QWidget()
        main_layout = QVBoxLayout(main)
        main_layout.setContentsMargins(0, 0, 0, 0)
        main_layout.setSpacing(0)
        main_layout.addWidget(self.nav_bar)
        main_layout.addWidget(self.pages, 1)

        splitter = QSplitter()
        splitter.setHandleWidth(1)
        splitter.addWidget(side)
        splitter.addWidget(main)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 1000])
        self.setCentralWidget(splitter)
        self.setMinimumSize(860, 560)
        self._build_actions()
        self.listen_to_language()
        self.retranslate_ui()
        self._set_attached_enabled(False)
        if services is not None:
            self.attach(services, make_runner=make_runner, data_dir=data_dir)

    def _ensure_chat_page(self) -> None:
        if self.chat_page is not None:
            return
        from app.ui.chat_page import ChatPage

        self.chat_page = ChatPage()
        self.pages.addWidget(self.chat_page)
        self.chat_page.sig_content_painted.connect(self.sig_content_shown)

    def _leave_start_page(self) -> None:
        self.pages.setCurrentWidget(self.chat_page)
        if self.start_page is not None:
            self.pages.removeWidget(self.start_page)
            self.start_page.deleteLater()
            self.start_page = None

    def first_screen_rows(self) -> int:
        """How many of the Session's newest messages the first screen reads: as many as fill
        the window's height were each one line long, at most TAIL. Each costs ~0.7 ms to lay
        out before it shows; the chat reads the earlier ones ahead once the services are
        attached."""
        from app.ui.delegates.message_delegate import MessageDelegate

        return max(
            1, min(TAIL, math.ceil(self.height() / MessageDelegate.smallest_height(self.font())))
        )

    def show_first_screen(self, first, provider_text: str) -> None:
        """Paint the Spaces, the Sessions and the Session to open, read before the services
        are attached (app.storage.first_screen); nothing can be changed until they are."""
        if self.is_attached():
            return
        self._ensure_chat_page()
        self._fill_sidebar(first.spaces, first.sessions, first.session_id)
        if first.session_id is not None:
            self._session_id = first.session_id
            self.select_session(first.session_id)
            info = next(se for se in first.sessions if se.id == first.session_id)
            self.chat_page.set_title(info.title, provider_text, temporary=info.temporary)
            self.chat_page.model.set_session(
                first.session_id,
                first.messages,
                pending=first.pending,
                saves=first.saves,
                used=first.used,
                has_earlier=first.has_earlier,
            )
        self.nav_bar.set_waiting(first.waiting)
        self._leave_start_page()
        self.chat_page.scroll_to_end()
        # The layouts these changes asked for, now: else Qt paints the window, then lays out
        # the nav bar (its Memory count) and paints the window again.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.chat_page.report_next_paint()

    @property
    def memory_page(self):
        """The Memory page, built when it is first needed."""
        if self._memory_page is None:
            from app.ui.pages.memory_page import MemoryPage

            page = MemoryPage(
                self._memory, self._decisions, self._chat, self.bridge, settings=self._settings
            )
            page.sig_open_message_requested.connect(self.open_message)
            page.sig_back_requested.connect(self.show_chat)
            self.pages.addWidget(page)
            self._memory_page = page
        return self._memory_page

    @property
    def directory_page(self):
        """The Memory directory, built when it is first needed."""
        if self._directory_page is None:
            from app.ui.pages.directory_page import DirectoryPage

            page = DirectoryPage(self._memory, self._chat, self.bridge)
            page.sig_back_requested.connect(self.show_chat)
            page.sig_open_memory_requested.connect(self.on_directory_open_memory_requested)
            page.sig_open_entry_requested.connect(
                lambda ref, session_id, entry_id: self.show_memory(
                    ref, session_id, entry_id=entry_id
                )
            )
            self.pages.addWidget(page)
            self._directory_page = page
        return self._directory_page

    def _page_shown(self) -> str:
        current = self.pages.currentWidget()
        if current is not None and current is self._memory_page:
            return "memory"
        if current is not None and current is self._directory_page:
            return "directory"
        return "chat"

    def attach(
        self,
        services,
        *,
        make_runner: Callable | None = None,
        data_dir: Path | None = None,
        window_state: WindowState | None = None,
    ) -> None:
        """Give the window its services (bootstrap's Core: chat, memory, decisions, transfer,
        settings and the event bus): fill the sidebar, open a Session (or bring the first
        screen up to date), build the other pages when they are first shown."""
        from app.ui.bridge import EventBridge

        self._chat = services.chat
        self._memory = services.memory
        self._decisions = services.decisions
        self._transfer = services.transfer
        self._settings = services.settings
        self._make_runner = make_runner
        self._data_dir = data_dir or self._data_dir
        self._window_state = window_state or self._window_state
        self.bridge = EventBridge(services.bus, self)
        self._ensure_chat_page()
        self._leave_start_page()
        self.chat_page.sig_send_requested.connect(self.on_chat_send_requested)
        self.chat_page.sig_cancel_requested.connect(self.on_chat_cancel_requested)
        self.chat_page.sig_attach_requested.connect(self.on_chat_attach_requested)
        self.chat_page.sig_review_requested.connect(self.on_chat_review_requested)
        self.chat_page.sig_entry_requested.connect(self.on_chat_entry_requested)
        self.chat_page.sig_undo_save_requested.connect(self.on_chat_undo_save_requested)
        self.chat_page.sig_used_requested.connect(self.on_chat_used_requested)
        self.chat_page.sig_earlier_requested.connect(self.on_chat_earlier_requested)
        self.pages.currentChanged.connect(self._update_nav_bar)
        self.bridge.sig_chat_changed.connect(self.on_bridge_chat_changed)
        self.bridge.sig_memory_changed.connect(self.on_bridge_memory_changed)
        self.bridge.sig_changed_elsewhere.connect(self.on_bridge_changed_elsewhere)
        self.bridge.sig_database_status.connect(self.on_bridge_database_status)
        from app.ui.widgets import read_notice

        self.bridge.sig_values_skipped.connect(lambda e: read_notice.of(self).add_skipped(e.items))
        self._set_attached_enabled(True)
        self.reload()
        self._update_chat_header()
        self._reopen()
        read_notice.say_set_aside(self)  # state files that could not be read
        self._update_nav_bar()
        self.pages.currentChanged.connect(self._remember_place)
        self.sig_ready.emit()

    def _reopen(self) -> None:
        """Open the Session and the page in use when the window last closed (else the first
        Session, in the chat), scrolled to the newest message."""
        kept_session, kept_page = (
            self._window_state.load() if self._window_state else (None, "chat")
        )
        model = self.chat_page.model
        if self._session_id is not None and model.session_id == self._session_id:
            # The first screen shows it already: add what came since, and the annotations.
            self._show_new_messages()
            self._refresh_annotations()
            self._update_chat_header()
            if self.chat_page.wants_earlier():
                self.chat_page.ask_for_earlier()
        elif self._session_id is not None:
            self._show_session()
        else:
            sessions = self._chat.list_sessions()
            ids = {se.id for se in sessions}
            if kept_session in ids:
                self.select_session(kept_session)
            elif sessions:
                self.select_session(sessions[0].id)
            if self._session_id is None:
                self.chat_page.report_next_paint()  # nothing to open: the sidebar is the content
        if kept_page == "memory":
            self.show_memory()
        elif kept_page == "directory":
            self.show_directory()
        self.chat_page.scroll_to_end()

    def _remember_place(self, *_args) -> None:
        if self._window_state is None or not self.is_attached():
            return
        self._window_state.save(self._session_id, self._page_shown())

    def is_attached(self) -> bool:
        return self._chat is not None

    def show_start_error(self, error: Exception) -> None:
        """The database could not be opened: say why on the start page, offer Quit."""
        if self.start_page is not None:
            self.start_page.show_error(error)

    def _set_attached_enabled(self, enabled: bool) -> None:
        for widget in (self.sidebar, self.new_space_button, self.new_session_button, self.nav_bar):
            widget.setEnabled(enabled)
        for action in (
            self.act_new_space,
            self.act_new_session,
            self.act_new_temporary,
            self.act_chat,
            self.act_memory,
            self.act_directory,
            self.act_back,
            self.act_settings,
            self.act_rename,
            self.act_delete,
        ):
            action.setEnabled(enabled)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # Queued, so the children finish this same paint first.
            QTimer.singleShot(0, self, self.sig_first_painted.emit)

    # ------------------------------------------------------------ setup

    def _build_actions(self) -> None:
        self.act_new_space = QAction(self, shortcut=QKeySequence("Ctrl+Shift+N"))
        self.act_new_space.triggered.connect(self.on_new_space_requested)
        self.act_new_session = QAction(self, shortcut=QKeySequence("Ctrl+N"))
        self.act_new_session.triggered.connect(self.on_new_session_requested)
        self.act_new_temporary = QAction(self, shortcut=QKeySequence("Ctrl+Shift+T"))
        self.act_new_temporary.triggered.connect(
            lambda: self.on_new_session_requested(temporary=True)
        )
        self.new_session_menu = QMenu(self)
        self.new_session_menu.addActions([self.act_new_session, self.act_new_temporary])
        self.new_session_button.setMenu(self.new_session_menu)
        self.act_chat = QAction(self, shortcut=QKeySequence("Ctrl+1"))
        self.act_chat.triggered.connect(self.show_chat)
        self.act_memory = QAction(self, shortcut=QKeySequence("Ctrl+M"))
        self.act_memory.triggered.connect(lambda: self.show_memory())
        self.act_directory = QAction(self, shortcut=QKeySequence("Ctrl+D"))
        self.act_directory.triggered.connect(self.show_directory)
        self.act_back = QAction(self, shortcut=QKeySequence.StandardKey.Back)
        self.act_back.triggered.connect(self.show_chat)
        self.act_settings = QAction(self, shortcut=QKeySequence("Ctrl+,"))
        self.act_settings.triggered.connect(self.on_settings_requested)
        self.act_rename = QAction(self, shortcut=QKeySequence("F2"))
        self.act_rename.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.act_rename.triggered.connect(lambda: self.rename_item(self.sidebar.currentIndex()))
        self.act_delete = QAction(self, shortcut=QKeySequence.StandardKey.Delete)
        self.act_delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.act_delete.triggered.connect(lambda: self.delete_item(self.sidebar.currentIndex()))
        self.sidebar.addActions([self.act_rename, self.act_delete])
        self.act_quit = QAction(self, shortcut=QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions(
            [self.act_new_space, self.act_new_session, self.act_new_temporary]
        )
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.act_settings, self.act_quit])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.act_chat, self.act_memory, self.act_directory])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_back)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if is_rtl() else Qt.LayoutDirection.LeftToRight
        )
        self.file_menu.setTitle(_("&File"))
        self.view_menu.setTitle(_("&View"))
        self.act_new_space.setText(_("New Space…"))
        self.act_new_session.setText(_("New Session"))
        self.act_new_temporary.setText(_("New temporary Session"))
        self.act_new_temporary.setToolTip(_("A Session that neither reads nor writes Memory"))
        self.act_chat.setText(_("Chat"))
        self.act_memory.setText(_("Memory"))
        self.act_directory.setText(_("Memory directory"))
        self.act_back.setText(_("Back to the chat"))
        self.act_settings.setText(_("Settings…"))
        self.act_quit.setText(_("Quit"))
        self.act_rename.setText(_("Rename…"))
        self.act_delete.setText(_("Delete…"))
        self._retranslate_sidebar()
        self._show_database_status()
        self._update_chat_header()

    def _fill_sidebar(self, spaces: list, sessions: list, session_id: int | None) -> None:
        # The threshold is read here, at call time, so it can be tuned on this module.
        self._fill_sidebar_tree(spaces, sessions, session_id, expand_all_up_to=EXPAND_ALL_UP_TO)

    def _run(self, action: Callable, *args, **kwargs):
        try:
            return action(*args, **kwargs)
        except AppError as err:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, APP_NAME, error_text(err)())
            return None

    # ------------------------------------------------------------ pages

    def show_chat(self) -> None:
        self.pages.setCurrentWidget(self.chat_page)

    def on_nav_bar_page_requested(self, page: int) -> None:
        {CHAT: self.show_chat, MEMORY: lambda: self.show_memory(), DIRECTORY: self.show_directory}[
            page
        ]()

    def _update_nav_bar(self, *_args) -> None:
        """The switch shows the page in view, and how many suggestions wait where Memory opens."""
        if not self.is_attached():
            return
        self.nav_bar.set_current(
            {"memory": MEMORY, "directory": DIRECTORY}.get(self._page_shown(), CHAT)
        )
        try:
            if self._session_id is not None:
                waiting = sum(
                    st.suggested for st in self._memory.session_settings(self._session_id)
                )
            else:
                waiting = self._memory.directory()[2].suggested
        except AppError:
            waiting = 0
        self.nav_bar.set_waiting(waiting)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.BackButton and self.is_attached():
            self.show_chat()
            return
        super().mouseReleaseEvent(event)

    def show_memory(
        self,
        ref: ScopeRef | None = None,
        session_id: int | None = None,
        *,
        entry_id: int | None = None,
    ) -> None:
        """The Memory page of a scope (by default where suggestions wait), on one entry if given."""
        session_id = session_id or self._session_id
        if ref is None:
            if session_id is None:
                ref = self._memory.directory()[2].ref  # Personal
            else:
                # Open where suggestions wait, else the Session's own Memory.
                scopes = self._memory.session_settings(session_id)
                ref = next((st.ref for st in scopes if st.suggested), scopes[0].ref)
        self.memory_page.show_scope(ref, session_id)
        self.pages.setCurrentWidget(self.memory_page)
        # The card (or row) asked for takes the keyboard, highlighted; otherwise the first
        # waiting card, so A, E and D work at once (issue 13, defects 1 and 7).
        if entry_id is None or not self.memory_page.reveal_entry(entry_id):
            self.memory_page.focus_first_suggestion()

    def show_directory(self) -> None:
        self.directory_page.reload()
        self.pages.setCurrentWidget(self.directory_page)

    def on_directory_open_memory_requested(self, ref, session_id) -> None:
        # The sidebar keeps the Session the user chose; the Memory page knows its own (defect 4).
        self.show_memory(ref, session_id)

    def open_message(self, session_id: int, message_id: int) -> None:
        """Open the chat of a Session scrolled to a message, highlighted."""
        self.select_session(session_id)
        self.show_chat()
        self.chat_page.scroll_to_message(message_id)

    # ------------------------------------------------------------ what changed

    def on_bridge_memory_changed(self, _event) -> None:
        self._update_nav_bar()
        self._counts_timer.start()
        if self._session_id is not None:
            self._refresh_annotations()

    def on_bridge_changed_elsewhere(self, _event) -> None:
        """Another program changed the database: read again what is shown."""
        try:
            self.reload()
            self._show_session()
            if self._page_shown() == "memory":
                self.memory_page.refresh()
            elif self._page_shown() == "directory":
                self.directory_page.reload()
        except AppError as err:
            # The connection went again; the status bar says so and the next recovery
            # reads everything once more.
            log.warning("could not re-read after a change elsewhere: %s", err.message)

    def on_bridge_database_status(self, event) -> None:
        """The shared database went away or came back: say so in the status bar."""
        if self.database_status_label is None:
            self.database_status_label = QLabel()
            self.database_status_label.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse
            )
            self.statusBar().addWidget(self.database_status_label, 1)
        self.database_status_label.show()
        self._database_connected = event.connected
        self._listening = self._listening and event.listening
        self.database_status_label.setToolTip(event.detail)
        self._show_database_status()
        self.statusBar().show()
        if event.connected and self._listening:
            QTimer.singleShot(RECONNECTED_NOTICE_MS, self._hide_database_status)

    def _show_database_status(self) -> None:
        label = self.database_status_label
        if label is None:
            return
        if not self._listening:
            label.setText(
                _("Changes made in other windows no longer show here; reopen Mindkeep to see them.")
            )
        elif self._database_connected:
            label.setText(_("Connected to the shared database again."))
        else:
            label.setText(
                _("Reconnecting to the shared database… Changes are refused until it is back.")
            )
        label.setAccessibleName(label.text())

    def _hide_database_status(self) -> None:
        if self._database_connected and self._listening and self.database_status_label is not None:
            self.database_status_label.hide()
            if self.read_notice is None:
                self.statusBar().hide()

    def database_status_text(self) -> str:
        """What the status bar says about the shared database ("" when it says nothing)."""
        label = self.database_status_label
        shown = label is not None and not label.isHidden() and not self.statusBar().isHidden()
        return label.text() if shown else ""

    # ------------------------------------------------------------ settings

    def on_settings_requested(self) -> None:
        if self._settings is None:
            return
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(
            self._settings,
            self._transfer,
            self._data_dir or Path.home(),
            self._session_id,
            self,
            session_api_key=self._session_api_key,
        )
        dialog.sig_language_chosen.connect(self.apply_language)
        dialog.exec()
        self._session_api_key = dialog.session_api_key
        self._update_chat_header()

    def apply_language(self, code: str) -> None:
        """Switch the whole app's language now; every widget retranslates itself."""
        set_language(code)
        install_qt_translations(code)
        app = QApplication.instance()
        if app is not None:
            app.setLayoutDirection(
                Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight
            )

    def closeEvent(self, event) -> None:
        if self._cancel is not None:
            self._cancel.set()
        self.tasks.wait(10000)
        if self.bridge is not None:
            self.bridge.close()
        super().closeEvent(event)
