"""The main window: Spaces and Sessions, the chat, the Memory pages and the directory.

The window can paint before the database is open: built without services it shows its
frame and a start page, and `attach()` fills it in. Only what the frame needs is imported
here; the pages (and through them the services and SQLAlchemy) come with `attach()`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.domain.errors import AppError, Code
from app.i18n import _, is_rtl, pgettext, set_language
from app.ui import icons, style
from app.ui.common import LanguageAware, bold, dim_label
from app.ui.delegates.sidebar_delegate import SidebarDelegate
from app.ui.errors import error_text
from app.ui.qt_language import install_qt_translations
from app.ui.sidebar_model import SessionRole, SidebarModel, SpaceRole
from app.ui.tasks import TaskRunner
from app.ui.widgets.empty_state import EmptyState
from app.ui.widgets.nav_bar import CHAT, DIRECTORY, MEMORY, NavBar

if TYPE_CHECKING:
    from app.domain.model import ScopeRef
    from app.ui.ui_state import WindowState

# How long "Connected to the shared database again" stays in the status bar.
RECONNECTED_NOTICE_MS = 8000
# The sidebar's counts of waiting suggestions are read this long after a change (off the
# path of the first paint and of a decision's own refresh).
COUNTS_DELAY_MS = 120

log = logging.getLogger(__name__)


# A Session opens on its newest messages; older ones load a page at a time as the user
# scrolls up, so a history of thousands opens as fast as a short one (issue 16).
TAIL = 20
EARLIER_PAGE = 40
# Up to this many Sessions the sidebar shows every Space open; beyond it, only the Space in
# use and those the user opened (10,000 Sessions laid out at start took ~80 ms, and read as
# one endless list).
EXPAND_ALL_UP_TO = 300

class StartPage(LanguageAware, QWidget):
    """Shown while the database opens, or, if it cannot be opened, why and what to do."""

    sig_quit_requested = Signal()

    def __init__(self, data_dir: Path | None = None, parent=None):
        super().__init__(parent)
        self._data_dir = data_dir
        self._error: Exception | None = None
        self.title_label = QLabel()
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setWordWrap(True)
        self.detail_label = QLabel()
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.hide()
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self.on_folder_requested)
        self.quit_button = QPushButton()
        self.quit_button.clicked.connect(self.sig_quit_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.folder_button)
        buttons.addWidget(self.quit_button)
        buttons.addStretch(1)
        self.folder_button.hide()
        self.quit_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 48, 48, 48)
        layout.setSpacing(14)
        layout.addStretch(1)
        layout.addWidget(self.title_label)
        layout.addWidget(self.detail_label)
        layout.addLayout(buttons)
        layout.addStretch(2)
        dim_label(self.detail_label)
        self.listen_to_language()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.folder_button.setText(_("Open the data folder"))
        self.quit_button.setText(_("Quit"))
        err = self._error
        if err is None:
            self.title_label.setText(_("Opening your Spaces and Memory…"))
        elif isinstance(err, AppError) and err.code is Code.SCHEMA_TOO_NEW:
            self.title_label.setText(_("This data was saved by a newer version of Mindkeep. "
                                       "Update Mindkeep to open it; the file was left as it is."))
        elif isinstance(err, AppError):
            self.title_label.setText(_("Mindkeep cannot open its data. The file was left as it is."))
        else:
            self.title_label.setText(_("Mindkeep could not start."))

    def show_error(self, error: Exception) -> None:
        if self._error is None:
            bold(self.title_label, 2)
        self._error = error
        # The technical detail (file, cause, backups) is for support and stays as written.
        self.detail_label.setText(error.message if isinstance(error, AppError) else str(error))
        self.detail_label.show()
        self.folder_button.setVisible(self._data_dir is not None and self._data_dir.is_dir())
        self.quit_button.show()
        self.retranslate_ui()
        self.quit_button.setFocus()

    def on_folder_requested(self) -> None:
        if self._data_dir is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._data_dir)))


class MainWindow(LanguageAware, QMainWindow):
    """Sidebar of Spaces and Sessions beside a stack of pages: chat, Memory, directory."""

    sig_first_painted = Signal()
    # Spaces, Sessions and the Session opened are painted (from the first screen or the services).
    sig_content_shown = Signal()
    # The services are attached and the first Session is shown.
    sig_ready = Signal()

    def __init__(self, services=None, *, make_runner: Callable | None = None,
                 data_dir: Path | None = None, window_state: WindowState | None = None, parent=None):
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

        # sidebar
        self.sidebar_model = SidebarModel(self)
        self.sidebar = QTreeView()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.setModel(self.sidebar_model)
        self.sidebar.setHeaderHidden(True)
        self.sidebar.setMinimumWidth(180)
        self.sidebar.setIndentation(style.M)
        # Every row is one line of text (SidebarDelegate.sizeHint): the view need not ask each
        # of a thousand Sessions its height when it lays the tree out.
        self.sidebar.setUniformRowHeights(True)
        self.sidebar.setMouseTracking(True)  # rows light up under the pointer
        self.sidebar.setItemDelegate(SidebarDelegate(self.sidebar))
        self.sidebar.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.sidebar.customContextMenuRequested.connect(self.on_sidebar_context_menu_requested)
        self.sidebar.selectionModel().currentChanged.connect(self.on_sidebar_current_changed)
        self.sidebar.clicked.connect(self.on_sidebar_clicked)
        self.new_space_button = QPushButton()
        self.new_space_button.setIcon(icons.icon("folder-simple-plus"))
        self.new_space_button.clicked.connect(self.on_new_space_requested)
        self.new_session_button = QToolButton()
        self.new_session_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.new_session_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.new_session_button.setIcon(icons.icon("plus"))
        self.new_session_button.clicked.connect(self.on_new_session_requested)
        # Queued: the sidebar is read again after a rename, not while its editor commits.
        self.sidebar_model.sig_rename_requested.connect(self.on_sidebar_rename_requested,
                                                        Qt.ConnectionType.QueuedConnection)
        self.sidebar.setEditTriggers(QTreeView.EditTrigger.EditKeyPressed)
        self.sidebar.itemDelegate().closeEditor.connect(self.on_sidebar_editor_closed)
        # No Spaces yet: one sentence and one action in place of the empty tree (made when needed).
        self.no_spaces: EmptyState | None = None
        side = QWidget()
        side.setObjectName("sidebarPane")
        side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(style.S, style.S, style.S, style.S)
        side_layout.setSpacing(style.S)
        side_layout.addWidget(self.sidebar, 1)
        self._side_layout = side_layout
        side_buttons = QHBoxLayout()
        side_buttons.setSpacing(style.S)
        side_buttons.addWidget(self.new_space_button)
        side_buttons.addWidget(self.new_session_button, 1)
        side_layout.addLayout(side_buttons)
        # The number of suggestions waiting per Space, read a moment after what changed them.
        self._counts_timer = QTimer(self)
        self._counts_timer.setSingleShot(True)
        self._counts_timer.setInterval(COUNTS_DELAY_MS)
        self._counts_timer.timeout.connect(self.update_sidebar_counts)

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
            self.chat_page.model.set_session(first.session_id, first.messages, pending=first.pending,
                                             saves=first.saves, used=first.used,
                                             has_earlier=first.has_earlier)
        self.nav_bar.set_waiting(first.waiting)
        self._leave_start_page()
        self.chat_page.scroll_to_end()
        self.chat_page.report_next_paint()

    @property
    def memory_page(self):
        """The Memory page, built when it is first needed."""
        if self._memory_page is None:
            from app.ui.pages.memory_page import MemoryPage

            page = MemoryPage(self._memory, self._decisions, self._chat, self.bridge,
                              settings=self._settings)
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
                lambda ref, session_id, entry_id: self.show_memory(ref, session_id, entry_id=entry_id))
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

    def attach(self, services, *, make_runner: Callable | None = None,
               data_dir: Path | None = None, window_state: WindowState | None = None) -> None:
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
        self._set_attached_enabled(True)
        self.reload()
        self._update_chat_header()
        self._reopen()
        self._update_nav_bar()
        self.pages.currentChanged.connect(self._remember_place)
        self.sig_ready.emit()

    def _reopen(self) -> None:
        """Open the Session and the page in use when the window last closed (else the first
        Session, in the chat), scrolled to the newest message."""
        kept_session, kept_page = self._window_state.load() if self._window_state else (None, "chat")
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
        for action in (self.act_new_space, self.act_new_session, self.act_new_temporary,
                       self.act_chat, self.act_memory, self.act_directory, self.act_back,
                       self.act_settings, self.act_rename, self.act_delete):
            action.setEnabled(enabled)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # Queued, so the children finish this same paint first.
            QTimer.singleShot(0, self.sig_first_painted.emit)

    # ------------------------------------------------------------ setup

    def _build_actions(self) -> None:
        self.act_new_space = QAction(self, shortcut=QKeySequence("Ctrl+Shift+N"))
        self.act_new_space.triggered.connect(self.on_new_space_requested)
        self.act_new_session = QAction(self, shortcut=QKeySequence("Ctrl+N"))
        self.act_new_session.triggered.connect(self.on_new_session_requested)
        self.act_new_temporary = QAction(self, shortcut=QKeySequence("Ctrl+Shift+T"))
        self.act_new_temporary.triggered.connect(lambda: self.on_new_session_requested(temporary=True))
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
        self.file_menu.addActions([self.act_new_space, self.act_new_session, self.act_new_temporary])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.act_settings, self.act_quit])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.act_chat, self.act_memory, self.act_directory])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_back)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.setLayoutDirection(Qt.LayoutDirection.RightToLeft if is_rtl() else Qt.LayoutDirection.LeftToRight)
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
        self.new_space_button.setText(pgettext("new item", "Space"))
        self.new_session_button.setText(pgettext("new item", "Session"))
        self.new_space_button.setAccessibleName(_("Create a Space"))
        self.new_session_button.setAccessibleName(_("Create a Session in the selected Space"))
        self.new_session_button.setToolTip(_("New Session (Ctrl+N); the arrow also offers a "
                                             "temporary Session, which neither reads nor writes Memory"))
        self.sidebar.setAccessibleName(_("Spaces and Sessions"))
        self.sidebar.setAccessibleDescription(_("F2 renames, Delete deletes, the menu key offers both"))
        self.new_space_button.setToolTip(_("New Space (Ctrl+Shift+N)"))
        if self.no_spaces is not None:
            self.no_spaces.retranslate_ui()
        self._show_database_status()
        self._update_chat_header()

    # ------------------------------------------------------------ sidebar

    def reload(self) -> None:
        """Re-read Spaces and Sessions, keeping the current Session selected."""
        self._fill_sidebar(self._chat.list_spaces(), self._chat.list_sessions(), self._session_id)
        empty = self.sidebar_model.rowCount() == 0
        self.sidebar.setVisible(not empty)
        if empty and self.no_spaces is None:
            self.no_spaces = EmptyState("folder-simple-plus", primary=True)
            self.no_spaces.set_text(
                lambda: _("No Spaces yet: a Space keeps the Sessions of one project together."),
                lambda: _("New Space…"))
            self.no_spaces.sig_action_requested.connect(self.on_new_space_requested)
            self._side_layout.insertWidget(1, self.no_spaces, 1)
        if self.no_spaces is not None:
            self.no_spaces.setVisible(empty)
        self._counts_timer.start()
        if self._session_id is not None:
            index = self.sidebar_model.session_index(self._session_id)
            if index.isValid():
                self.sidebar.setCurrentIndex(index)
            else:
                self._session_id = None
                self._show_session()

    def update_sidebar_counts(self) -> None:
        """Show beside each Space how many suggestions wait in it and its Sessions."""
        self._counts_timer.stop()
        if not self.is_attached():
            return
        try:
            spaces, sessions, _personal = self._memory.directory()
        except AppError:
            return
        counts: dict[int, int] = {}
        for row in spaces:
            counts[row.ref.scope_id] = counts.get(row.ref.scope_id, 0) + row.suggested
        for row in sessions:
            if row.space_id is not None:
                counts[row.space_id] = counts.get(row.space_id, 0) + row.suggested
        self.sidebar_model.set_waiting(counts)

    def _fill_sidebar(self, spaces: list, sessions: list, session_id: int | None) -> None:
        """Spaces and Sessions into the sidebar, with every Space open, or (many Sessions)
        the Space in use and those that were open before."""
        model = self.sidebar_model
        was_open = {model.index(row, 0).data(SpaceRole).id for row in range(model.rowCount())
                    if self.sidebar.isExpanded(model.index(row, 0))}
        model.set_data(spaces, sessions)
        if len(sessions) <= EXPAND_ALL_UP_TO:
            self.sidebar.expandAll()
            return
        in_use = model.session_index(session_id).parent() if session_id is not None else None
        for row, space in enumerate(spaces):
            if space.id in was_open:
                self.sidebar.setExpanded(model.index(row, 0), True)
        if in_use is not None and in_use.isValid():
            self.sidebar.setExpanded(in_use, True)

    def select_session(self, session_id: int) -> None:
        index = self.sidebar_model.session_index(session_id)
        if index.isValid():
            self.sidebar.setExpanded(index.parent(), True)
            self.sidebar.setCurrentIndex(index)

    def current_session_id(self) -> int | None:
        return self._session_id

    def _current_space_id(self) -> int | None:
        index = self.sidebar.currentIndex()
        space = index.data(SpaceRole)
        if space is not None:
            return space.id
        session = index.data(SessionRole)
        return session.space_id if session is not None else None

    def on_sidebar_current_changed(self, current, _previous) -> None:
        info = current.data(SessionRole)
        if info is not None and info.id != self._session_id:
            self._session_id = info.id
            if not self.is_attached():
                return  # shown once the services are attached (a choice made on the first screen)
            self._show_session()
            self._update_nav_bar()
            # Choosing a Session shows its chat, from any page (issue 13).
            if self.is_attached():
                self.show_chat()
            self._remember_place()

    def on_sidebar_clicked(self, index) -> None:
        """A click on the Session already chosen also brings its chat back."""
        if index.data(SessionRole) is not None and self.is_attached():
            self.show_chat()

    def on_sidebar_context_menu_requested(self, pos) -> None:
        index = self.sidebar.indexAt(pos)
        if not index.isValid():
            return
        self.sidebar.setCurrentIndex(index)
        menu = QMenu(self)
        menu.addActions([self.act_rename, self.act_delete])
        menu.exec(self.sidebar.viewport().mapToGlobal(pos))

    def _ask_text(self, title: str, label: str, text: str = "") -> str | None:
        # The dialogs are imported when used, not before the first paint.
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return value if ok else None

    def _run(self, action: Callable, *args, **kwargs):
        try:
            return action(*args, **kwargs)
        except AppError as err:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, APP_NAME, error_text(err)())
            return None

    def on_new_space_requested(self) -> None:
        """A new Space opens on its first Session, ready to type in; the Session takes its
        name from its first message."""
        name = self._ask_text(_("New Space"), _("Name of the Space:"))
        if name is not None:
            space = self._run(self._chat.create_space, name, initiator=self)
            if space is not None:
                session = self._run(self._chat.create_session, space.id, title=_("New session"),
                                    auto_title=True, initiator=self)
                self.reload()
                if session is not None:
                    self.select_session(session.id)
                    self.show_chat()
                    self.chat_page.composer.setFocus()

    def on_new_session_requested(self, *, temporary: bool = False) -> None:
        """A new Session in the selected Space, its name ready to type in place (or taken from
        its first message). A Space's unused new Session is opened instead of adding another."""
        space_id = self._current_space_id()
        if space_id is None:
            spaces = self._chat.list_spaces()
            if not spaces:
                self.on_new_space_requested()
                return
            space_id = spaces[0].id
        unused = next((se for se in self.sidebar_model.sessions_of(space_id)
                       if se.auto_title and se.temporary == temporary
                       and not self._chat.messages(se.id)), None)
        session = unused or self._run(self._chat.create_session, space_id, title=_("New session"),
                                      temporary=temporary, auto_title=True, initiator=self)
        if session is not None:
            self.reload()
            self.select_session(session.id)
            self.show_chat()
            index = self.sidebar_model.session_index(session.id)
            self.sidebar.scrollTo(index)
            self.sidebar.setFocus()
            self.sidebar.edit(index)

    def on_sidebar_rename_requested(self, item, name: str) -> None:
        """A name typed in place in the sidebar."""
        from app.domain.model import Space

        if isinstance(item, Space):
            self._run(self._chat.rename_space, item.id, name, initiator=self)
        else:
            self._run(self._chat.rename_session, item.id, name, initiator=self)
        self.reload()
        self._update_chat_header()

    def on_sidebar_editor_closed(self, _editor, _hint) -> None:
        """After naming a new Session in place, the next thing to type is its first message."""
        if self.pages.currentWidget() is getattr(self, "chat_page", None):
            QTimer.singleShot(0, self.chat_page.composer.setFocus)

    def rename_item(self, index) -> None:
        """Rename a Space or a Session in place (F2): type, then Enter; Esc keeps the name."""
        if index.isValid():
            self.sidebar.setCurrentIndex(index)
            self.sidebar.edit(index)

    def delete_item(self, index, *, confirm: bool = True) -> None:
        space, session = index.data(SpaceRole), index.data(SessionRole)
        if space is not None:
            question = _("Delete the Space “{name}” with all its Sessions, messages and Memory?").format(name=space.name)
        elif session is not None:
            question = _("Delete the Session “{title}” with its messages and Memory?").format(title=session.title)
        else:
            return
        from PySide6.QtWidgets import QMessageBox

        if confirm and QMessageBox.question(self, APP_NAME, question) != QMessageBox.StandardButton.Yes:
            return
        if space is not None:
            self._run(self._chat.delete_space, space.id, initiator=self)
        else:
            self._run(self._chat.delete_session, session.id, initiator=self)
        self.reload()

    # ------------------------------------------------------------ pages

    def show_chat(self) -> None:
        self.pages.setCurrentWidget(self.chat_page)

    def on_nav_bar_page_requested(self, page: int) -> None:
        {CHAT: self.show_chat, MEMORY: lambda: self.show_memory(), DIRECTORY: self.show_directory}[page]()

    def _update_nav_bar(self, *_args) -> None:
        """The switch shows the page in view, and how many suggestions wait where Memory opens."""
        if not self.is_attached():
            return
        self.nav_bar.set_current({"memory": MEMORY, "directory": DIRECTORY}.get(self._page_shown(), CHAT))
        try:
            if self._session_id is not None:
                waiting = sum(st.suggested for st in self._memory.session_settings(self._session_id))
            else:
                waiting = self._memory.directory()[2].suggested
        except AppError:
            waiting = 0
        self.nav_bar.set_waiting(waiting)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.BackButton and self.is_attached():
            self.show_chat()
            return
        super().mouseReleaseEvent(event)

    def show_memory(self, ref: ScopeRef | None = None, session_id: int | None = None, *,
                    entry_id: int | None = None) -> None:
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

    def on_chat_review_requested(self, message_id: int) -> None:
        if self._session_id is None:
            return
        from app.domain.model import ScopeRef

        entry_ids = self._memory.pending_by_message(self._session_id).get(message_id, [])
        if entry_ids:
            entry = self._memory.get(entry_ids[0])
            self.show_memory(ScopeRef(entry.scope, entry.scope_id), self._session_id, entry_id=entry.id)

    # ------------------------------------------------------------ chat

    def _provider_text(self) -> str:
        if self._make_runner is None:
            return ""
        provider = self._runner().provider
        if provider.offline:
            return _("Built-in offline assistant")
        return _("Model: {name}").format(name=provider.name)

    def _runner(self):
        if self._session_api_key:
            return self._make_runner(self._session_api_key)
        return self._make_runner()

    def _update_chat_header(self) -> None:
        if not self.is_attached():
            return
        if self._session_id is None:
            self.chat_page.set_title(_("Choose or create a Session"), "")
            return
        try:
            info = self._chat.get_session(self._session_id)
        except AppError:
            info = None
        try:
            provider = self._provider_text()
        except AppError as err:
            provider = err.message
        self.chat_page.set_title(info.title if info else "", provider,
                                 temporary=bool(info and info.temporary))

    def _show_session(self) -> None:
        """Show the current Session from scratch, scrolled to its newest message."""
        self._update_chat_header()
        if self._session_id is None:
            self.chat_page.model.set_session(None, [])
            return
        session_id = self._session_id
        newest = self._chat.newest_messages(session_id, limit=TAIL + 1)
        shown = newest[-TAIL:]
        self.chat_page.model.set_session(
            session_id, shown,
            pending=self._memory.pending_by_message(session_id),
            saves=self._memory.explicit_saves(session_id),
            used=self._memory.used_by([m.id for m in shown]),
            has_earlier=len(newest) > TAIL,
        )
        self.chat_page.report_next_paint()
        if self._cancel is not None and self._turn_session == session_id:
            self.chat_page.begin_reply(again=True)  # the turn still running here shows its reply again
        self.chat_page.scroll_to_end()

    def on_chat_earlier_requested(self) -> None:
        """The user scrolled up near the oldest message shown: read the page before it ahead
        (the chat measures it while idle and puts it above)."""
        model = self.chat_page.model
        session_id = self._session_id
        try:
            if self.is_attached() and session_id is not None and model.session_id == session_id \
                    and model.has_earlier and model.first_id() is not None:
                older = self._chat.newest_messages(session_id, limit=EARLIER_PAGE + 1,
                                                   before=model.first_id())
                page = older[-EARLIER_PAGE:]
                model.stage_earlier(page, has_earlier=len(older) > EARLIER_PAGE,
                                    used=self._memory.used_by([m.id for m in page]))
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
        finally:
            self.chat_page.earlier_loaded()

    def _show_new_messages(self) -> None:
        """Add what was stored in the current Session since the last message shown."""
        model = self.chat_page.model
        after = model.last_id()
        new = self._chat.messages(self._session_id, after=after)
        if new:
            model.append_messages(new, used=self._memory.used_by([m.id for m in new]))
            self._refresh_annotations()

    def _refresh_annotations(self) -> None:
        if self._session_id is not None:
            self.chat_page.model.set_annotations(
                pending=self._memory.pending_by_message(self._session_id),
                saves=self._memory.explicit_saves(self._session_id))

    def on_bridge_chat_changed(self, event) -> None:
        if event.space_ids or not event.message_ids:
            self.reload()
            self._update_chat_header()
        if self._session_id in event.session_ids:
            if event.message_ids and self.chat_page.model.session_id == self._session_id:
                self._show_new_messages()
            else:
                self._show_session()

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
            self.database_status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.statusBar().addWidget(self.database_status_label, 1)
        self._database_connected = event.connected
        self.database_status_label.setToolTip(event.detail)
        self._show_database_status()
        self.statusBar().show()
        if event.connected:
            QTimer.singleShot(RECONNECTED_NOTICE_MS, self._hide_database_status)

    def _show_database_status(self) -> None:
        label = self.database_status_label
        if label is None:
            return
        if self._database_connected:
            label.setText(_("Connected to the shared database again."))
        else:
            label.setText(_("Reconnecting to the shared database… Changes are refused until it is back."))
        label.setAccessibleName(label.text())

    def _hide_database_status(self) -> None:
        if self._database_connected and self.database_status_label is not None:
            self.statusBar().hide()

    def database_status_text(self) -> str:
        """What the status bar says about the shared database ("" when it says nothing)."""
        label = self.database_status_label
        return label.text() if label is not None and not self.statusBar().isHidden() else ""

    def on_chat_send_requested(self, text: str) -> None:
        if self._session_id is None or self._make_runner is None or self._cancel is not None:
            return
        session_id = self._session_id
        try:
            runner = self._runner()
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        from app.agent.providers import Cancel

        cancel = Cancel()
        self._cancel = cancel
        self._turn_session = session_id
        self.chat_page.set_busy(True, _("The agent is working…"))

        def turn(progress):
            return runner.run_turn(session_id, text, cancel=cancel, initiator=self,
                                   on_step=lambda step: progress(("step", step)),
                                   on_text=lambda piece: progress(("text", piece)))

        self.tasks.start(turn, self.on_turn_finished, self.on_turn_failed, self.on_turn_progress)

    def _turn_shown(self) -> bool:
        return self._cancel is not None and self._turn_session == self._session_id

    def on_turn_progress(self, item) -> None:
        kind, value = item if isinstance(item, tuple) else ("step", item)
        if self._cancel is not None and self._cancel.is_set():
            return  # "Cancelling…" stays until the turn ends
        if kind == "text":
            if self._turn_shown() and self.chat_page.model.stream_text() is None:
                self.chat_page.begin_reply()
            self.chat_page.add_reply_text(value)
            self.chat_page.set_busy(True, _("The agent is writing…"))
        elif value == "thinking":
            self.chat_page.restart_reply()
            self.chat_page.set_busy(True, _("The agent is thinking…"))
        else:
            self.chat_page.set_busy(True, _("Running {tool}…").format(tool=value))

    def _turn_ended(self) -> None:
        self._cancel = None
        self._turn_session = None
        self.chat_page.end_reply()
        if self._session_id is not None:
            self._show_new_messages()

    def on_turn_finished(self, result) -> None:
        self._turn_ended()
        if result.error and result.error.get("code") == "cancelled" and result.stopped:
            self.chat_page.set_busy(False, _("Stopped. What the agent had written is kept."))
        elif result.error and result.error.get("code") == "cancelled":
            self.chat_page.set_busy(False, _("The turn was cancelled."))
        else:
            self.chat_page.set_busy(False, result.error["message"] if result.error else "")

    def on_turn_failed(self, exc: Exception) -> None:
        self._turn_ended()
        message = error_text(exc)() if isinstance(exc, AppError) else str(exc)
        self.chat_page.set_busy(False, _("The turn failed: {error}").format(error=message))

    def on_chat_cancel_requested(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self.chat_page.cancel_button.setEnabled(False)
            self.chat_page.set_busy(True, _("Cancelling…"))

    # ------------------------------------------------------------ Memory from the chat

    def on_chat_entry_requested(self, entry_id: int) -> None:
        """Open the Memory page of an entry's scope on that entry (Manage, Review, a used rule)."""
        from app.domain.model import ScopeRef

        try:
            entry = self._memory.get(entry_id)
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        self.show_memory(ScopeRef(entry.scope, entry.scope_id), self._session_id, entry_id=entry.id)

    def on_chat_undo_save_requested(self, entry_id: int) -> None:
        """Take back what a "Remember …" saved: the entry leaves Memory (archived, in its history)."""
        try:
            entry = self._memory.get(entry_id)
            self._decisions.decide(entry_id, "archive", expected_version=entry.version, initiator=self)
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        self._refresh_annotations()
        self.chat_page.set_busy(False, _("Removed from Memory: “{content}”").format(content=entry.content))

    def on_chat_used_requested(self, message_id: int) -> None:
        """Show under a reply the entries its Memory block held, as they are now."""
        used = self.chat_page.model.used_of(message_id)
        found = []
        for entry_id, version in used:
            try:
                found.append((entry_id, version, self._memory.get(entry_id)))
            except AppError:
                found.append((entry_id, version, None))  # deleted for good since
        self.chat_page.model.open_used(message_id, found)

    def on_chat_attach_requested(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(self, _("Attach a file"))
        if path:
            self.attach_file(Path(path))

    def attach_file(self, path: Path) -> None:
        """Add a text file's content to the Session as a `file` message (untrusted data)."""
        if self._session_id is None:
            return
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, APP_NAME, _("“{name}” cannot be read as text.").format(name=path.name))
            return
        # The domain is not needed for the first paint.
        from app.domain.rules.limits import MESSAGE_MAX

        room = MESSAGE_MAX - len(path.name) - 4
        if len(text) > room:
            text = text[: room - 2] + "\n…"
        self._run(self._chat.add_message, self._session_id, source="file",
                  text=f"{path.name}\n\n{text}", initiator=self)

    # ------------------------------------------------------------ settings

    def on_settings_requested(self) -> None:
        if self._settings is None:
            return
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._settings, self._transfer, self._data_dir or Path.home(),
                                self._session_id, self, session_api_key=self._session_api_key)
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
            app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self._cancel is not None:
            self._cancel.set()
        self.tasks.wait(10000)
        if self.bridge is not None:
            self.bridge.close()
        super().closeEvent(event)
