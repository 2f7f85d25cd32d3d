"""The main window: the sidebar beside a stack of pages (chat, Memory, directory), the nav bar
above them, the menus, and the wiring between these parts.

The parts own their state: the sidebar (app.ui.components.sidebar), the chat presenter
(app.ui.pages.chat.presenter), the pages; the current Session is one object they observe
(app.ui.models.session). Every change goes through an operation (app.ui.operations); the
window holds no Memory state of its own. It can paint before the database is open: built
without services it shows its frame and a start page, and `attach()` fills it in. Only what
the frame needs is imported here (app/startup.py says what each such choice saves).
"""

from __future__ import annotations

import logging
import math
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.deferred import load
from app.domain.errors import AppError
from app.i18n import is_rtl, set_language
from app.ui import style
from app.ui.components.sidebar import Sidebar
from app.ui.models.session import CurrentSession
from app.ui.operations.tasks import CoalescedRead, TaskRunner
from app.ui.pages.stack import PageStack
from app.ui.qt.language import install_qt_translations
from app.ui.widgets.common import LanguageAware
from app.ui.widgets.nav_bar import CHAT, DIRECTORY, MEMORY, NavBar
from app.ui.widgets.window_menus import WindowMenus

if TYPE_CHECKING:
    from app.domain.model import ScopeRef
    from app.ui.ui_state import WindowState

__all__ = ["MainWindow"]

# The counts of waiting suggestions (nav bar, sidebar) are read this long after a change: off
# the path of the first paint and of a decision's own refresh, and once for a burst of news.
COUNTS_DELAY_MS = 120


class MainWindow(LanguageAware, QMainWindow):
    """Sidebar of Spaces and Sessions beside a stack of pages: chat, Memory, directory."""

    sig_first_painted = Signal()
    # Spaces, Sessions and the Session opened are painted (from the first screen or the services).
    sig_content_shown = Signal()
    # The services are attached and the first Session is shown.
    sig_ready = Signal()

    def __init__(self, services=None, *, make_runner=None, data_dir=None, window_state=None):
        super().__init__()
        self._services = None
        self._data_dir: Path | None = data_dir
        self._window_state: WindowState | None = window_state
        self._painted = False
        self._typed_ahead: list[tuple] = []  # keys typed while the data opens (keyPressEvent)
        # read_notice: what could not be read as stored (issue 23), in the status bar once any.
        self.bridge = self.ops = self.notice = self.status = self.read_notice = None
        self.tasks = TaskRunner(self)  # the start's worker (bootstrap), before the services
        self.current = CurrentSession(self)
        self.sidebar = Sidebar(self.current)
        self.sidebar.sig_chat_requested.connect(self.show_chat)
        self.sidebar.sig_composer_requested.connect(self._focus_composer)
        self.pages = PageStack(data_dir)
        self.pages.sig_quit_requested.connect(self.close)
        self.pages.sig_back_requested.connect(self.show_chat)
        self.pages.sig_open_message_requested.connect(self.open_message)
        self.pages.sig_open_memory_requested.connect(
            lambda ref, session_id, entry_id: self.show_memory(ref, session_id, entry_id=entry_id)
        )
        self.chat_page = self.chat = None
        # Chat / Memory / Directory, always in view above the pages (issue 13).
        self.nav_bar = NavBar()
        self.nav_bar.sig_page_requested.connect(self.on_nav_bar_page_requested)
        main = QWidget()
        self._main_layout = QVBoxLayout(main)
        self._main_layout.setContentsMargins(0, 0, 0, 0)
        self._main_layout.setSpacing(0)
        self._main_layout.addWidget(self.nav_bar)
        self._main_layout.addWidget(self.pages, 1)
        splitter = QSplitter()
        splitter.setHandleWidth(1)
        splitter.addWidget(self.sidebar)
        splitter.addWidget(main)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 1000])
        self.setCentralWidget(splitter)
        self.setMinimumSize(860, 560)
        self._counts_timer = QTimer(self, singleShot=True, interval=COUNTS_DELAY_MS)
        self._build_menus()
        self.listen_to_language()
        self.retranslate_ui()
        self._set_attached_enabled(False)
        if services is not None:
            self.attach(services, make_runner=make_runner, data_dir=data_dir)

    # ------------------------------------------------------------ the first screen

    def _ensure_chat_page(self):
        """The chat page, built after the frame has painted (with the first screen, or when
        the services come); its presenter comes with the services (attach)."""
        if self.chat_page is None:
            self.chat_page = self.pages.ensure_chat_page()
            self.chat_page.sig_content_painted.connect(self.sig_content_shown)
        return self.chat_page

    @property
    def start_page(self):
        return self.pages.start_page

    @property
    def memory_page(self):
        return self.pages.memory_page

    @property
    def directory_page(self):
        return self.pages.directory_page

    def first_screen_rows(self) -> int:
        """How many of the Session's newest messages the first screen reads: as many as fill
        the window's height were each one line long, at most the chat's TAIL (see
        app/startup.py). Builds the chat page, which the first screen is shown in."""
        page = self._ensure_chat_page()
        rows = math.ceil(self.height() / page.delegate.smallest_height(self.font()))
        return max(1, min(load("app.ui.models.messages:TAIL"), rows))

    def show_first_screen(self, first, provider_text: str) -> None:
        """Paint the Spaces, the Sessions and the Session to open, read before the services are
        attached (app.storage.fast.first_screen); nothing can be changed until they are."""
        if self.is_attached():
            return
        self._ensure_chat_page()
        self.current.set(first.session_id)
        self.sidebar.show_spaces(first.spaces, first.sessions)
        if first.session_id is not None:
            info = next(se for se in first.sessions if se.id == first.session_id)
            self.chat_page.show_header(info, provider_text)
        self.nav_bar.set_waiting(first.waiting)
        self.pages.leave_start_page()
        if first.session_id is not None:
            # The chat page laid out first, so that only the messages that fill its list are
            # laid out (ChatPage.show_first_messages).
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.chat_page.show_first_messages(
                first.session_id,
                first.messages,
                pending=first.pending,
                saves=first.saves,
                used=first.used,
                has_earlier=first.has_earlier,
            )
        self.chat_page.scroll.to_end()
        # The layouts these changes asked for, now: else Qt paints the window, then lays out
        # the nav bar (its Memory count) and paints the window again.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.chat_page.report_next_paint()

    def show_start_error(self, error: Exception) -> None:
        """The database could not be opened: say why on the start page, offer Quit."""
        if self.start_page is not None:
            self.start_page.show_error(error)

    # ------------------------------------------------------------ the services

    def attach(self, services, *, make_runner=None, data_dir=None, window_state=None) -> None:
        """Give the window its services (bootstrap's Core) and wire the parts: the sidebar is
        filled, a Session opened (or the first screen brought up to date), the other pages
        are built when first shown. The parts wired to the services are loaded with them (the
        frame paints without their imports: app/startup.py)."""
        read_notice = load("app.ui.widgets.read_notice:")
        self._services = services
        self._data_dir = data_dir or self._data_dir
        self._window_state = window_state or self._window_state
        self.bridge = load("app.ui.bridge:EventBridge")(services.bus, self)
        self.ops = load("app.ui.operations.base:Operations")(services, self)
        self.bridge.relay(self.ops.sig_changed)  # one announcement per operation
        self.notice = load(
            "app.ui.widgets.notice_bar:NoticeBar"
        )()  # the sidebar's refusals and questions, above the pages
        self._main_layout.insertWidget(1, self.notice.in_row(style.L, style.XS, style.L))
        self.pages.attach(services, self.bridge, self.ops, lambda: self.chat.turn.model_provider())
        self.status = load("app.ui.widgets.database_status:DatabaseStatus")(
            self.statusBar(), self.bridge
        )
        self._ensure_chat_page()
        self.chat = load("app.ui.pages.chat.presenter:ChatPresenter")(
            self.chat_page, self.current, self
        )
        self.pages.leave_start_page()
        self.sidebar.attach(services, self.ops, self.notice)
        self.sidebar.sig_renamed.connect(self.chat.reading.update_header)
        self.chat.attach(services, self.ops, make_runner, known=self.sidebar.model.session_info)
        self.chat.memory.sig_memory_requested.connect(
            lambda ref, session_id, entry_id: self.show_memory(ref, session_id, entry_id=entry_id)
        )
        self.bridge.sig_changed.connect(self.on_bridge_changed)
        read = lambda: self._services.views.counts(self.current.id)  # noqa: E731  (on a worker)
        self._counts_read = CoalescedRead(self.ops.tasks, read, self.refresh_counts, parent=self)
        self._counts_timer.timeout.connect(self._counts_read.request)
        self.bridge.sig_changed_elsewhere.connect(self.on_bridge_changed_elsewhere)
        read_notice.listen(self, self.bridge)
        arrivals = load("app.ui.widgets.arrivals:Arrivals")  # §9
        self.arrivals = arrivals(self, services, self._window_state, self.notice, self.bridge)
        self._set_attached_enabled(True)
        first_shown = self.current.id is not None and self.chat_page.model.session_id == (
            self.current.id
        )
        self.sidebar.reload()
        self._reopen(first_shown)
        self.current.sig_changed.connect(self.on_current_changed)
        self.pages.currentChanged.connect(self._page_changed)
        self._page_changed()
        self.refresh_counts()
        read_notice.say_set_aside(self)  # state files that could not be read
        self.arrivals.on_start()
        self.chat_page.open_sends()
        self._give_typed_ahead()
        self.sig_ready.emit()

    def _reopen(self, first_shown: bool) -> None:
        """Open the Session and the page in use when the window last closed (else the first
        Session, in the chat), scrolled to the newest message."""
        kept_session, kept_page = (
            self._window_state.load() if self._window_state else (None, "chat")
        )
        if first_shown:
            self.chat.reading.catch_up()
        elif self.current.id is not None:
            self.chat.reading.show_session(now=True)
        else:
            ids = [se.id for se in self._services.chat.list_sessions()]
            self.current.set(kept_session if kept_session in ids else (ids or [None])[0])
            self.chat.reading.show_session(now=True)
            if self.current.id is None:
                self.chat_page.report_next_paint()  # nothing to open: the sidebar is the content
        if kept_page == "memory":
            self.show_memory()
        elif kept_page == "directory":
            self.show_directory()
        self.chat_page.scroll.to_end()

    def keyPressEvent(self, event) -> None:
        """Keys typed while the start page says the data is opening (no field to take them yet)
        are kept for the composer: who starts typing at once on a slow start loses nothing."""
        start = self.pages.start_page
        text = event.text()
        key, mod = Qt.Key, Qt.KeyboardModifier  # (not at import: the frame paints without them)
        if (
            start is not None
            and start.opening()
            and not event.modifiers() & (mod.ControlModifier | mod.AltModifier | mod.MetaModifier)
            and (
                (text and text.isprintable())
                or event.key() in (key.Key_Return, key.Key_Enter, key.Key_Backspace)
            )
        ):
            self._typed_ahead.append((event.key(), event.modifiers(), text))
            event.accept()
            return
        super().keyPressEvent(event)

    def _give_typed_ahead(self) -> None:
        """The keys typed while the data opened, given to the composer as typed (Enter sends)."""
        typed, self._typed_ahead = self._typed_ahead, []
        composer = self.chat_page.composer
        if not typed or not composer.isEnabled() or not composer.isVisibleTo(self.chat_page):
            return
        self.show_chat()
        composer.setFocus()
        key_event = load("PySide6.QtGui:QKeyEvent")
        for key, modifiers, text in typed:
            QApplication.sendEvent(composer, key_event(QEvent.Type.KeyPress, key, modifiers, text))

    def is_attached(self) -> bool:
        return self._services is not None

    def select_session(self, session_id: int) -> None:
        """Make a Session the current one (the sidebar selects it, the chat shows it)."""
        self.current.set(session_id)

    def on_current_changed(self, _session_id) -> None:
        self.chat.reading.show_session()
        self._counts_timer.start()
        self._page_changed()

    def on_bridge_changed(self, changes, initiator) -> None:
        """What changed (here or elsewhere): the sidebar is read again when what it lists changed
        (not after its own change: it applied it), the counts when Memory or the list did; the
        chat decides for itself."""
        # Another program's Session renamed or deleted is told without its Space. The services'
        # module of Changes is loaded by now (it came with them): the frame does not import it.
        elsewhere = initiator == load("app.services.changes:ELSEWHERE")
        listed = changes.sidebar or (elsewhere and bool(changes.sessions) and not changes.messages)
        if listed and initiator is not self.sidebar:
            self.sidebar.reload()
        if listed or changes.memory:
            self._counts_timer.start()
        self.chat.on_changed(changes, initiator)

    def on_bridge_changed_elsewhere(self, _event) -> None:
        """Another program changed the database: read again what is shown."""
        try:
            self.sidebar.reload()
            self.chat.reading.show_session()
            self._counts_read.request()
            self.pages.refresh_shown()
        except AppError as err:
            # The connection went again: the status bar says so; a recovery reads it all again.
            logging.getLogger(__name__).warning("could not re-read: %s", err.message)

    def refresh_counts(self, counts=None) -> None:
        """Suggestions waiting where Memory opens and in each Space: read now, or by a worker."""
        if not self.is_attached():
            return
        try:
            counts = counts or self._services.views.counts(self.current.id)
        except AppError:
            return
        self.nav_bar.set_waiting(counts.here)
        self.sidebar.set_waiting(counts.by_space)

    # ------------------------------------------------------------ pages

    def _page_changed(self, *_args) -> None:
        """The nav bar shows the page in view; the window remembers it (and the Session)."""
        page = self.pages.shown()
        self.nav_bar.set_current({"memory": MEMORY, "directory": DIRECTORY}.get(page, CHAT))
        if self._window_state is not None and self.is_attached():
            self._window_state.save(self.current.id, page)

    def show_chat(self) -> None:
        self.pages.setCurrentWidget(self.chat_page)

    def on_nav_bar_page_requested(self, page: int) -> None:
        pages = {CHAT: self.show_chat, MEMORY: self.show_memory, DIRECTORY: self.show_directory}
        pages[page]()

    def show_memory(
        self, ref: ScopeRef | None = None, session_id: int | None = None, *, entry_id=None
    ) -> None:
        """The Memory page of a scope (by default where suggestions wait), on one entry if given.
        The sidebar keeps the Session the user chose; the Memory page knows its own."""
        session_id = session_id or self.current.id
        if ref is None:
            ref = self._services.views.memory_home(session_id)
        self.memory_page.show_scope(ref, session_id)
        self.pages.setCurrentWidget(self.memory_page)
        # The card (or row) asked for takes the keyboard, highlighted; otherwise the first
        # waiting card, so A, E and D work at once (issue 13, defects 1 and 7).
        if entry_id is None or not self.memory_page.reveal_entry(entry_id):
            self.memory_page.focus_first_suggestion()

    def show_directory(self) -> None:
        self.directory_page.reload()
        self.pages.setCurrentWidget(self.directory_page)

    def open_message(self, session_id: int, message_id: int, words: str = "") -> None:
        """Open the chat of a Session at a message, highlighted (and a search's words found)."""
        self.current.set(session_id)
        self.show_chat()
        self.chat.reading.show_message(message_id, words=words)

    def _focus_composer(self) -> None:
        if self.chat_page is not None and self.pages.currentWidget() is self.chat_page:
            self.chat_page.composer.setFocus()

    # ------------------------------------------------------------ menus, settings, language

    def _build_menus(self) -> None:
        self.menus = WindowMenus(
            self,
            {
                "new_space": self.sidebar.new_space,
                "new_session": lambda: self.sidebar.new_session(),
                "new_temporary": lambda: self.sidebar.new_session(temporary=True),
                "chat": self.show_chat,
                "memory": lambda: self.show_memory(),
                "directory": self.show_directory,
                "find": lambda: (self.show_chat(), self.chat.find.open()),
                "search": lambda: self.pages.show_search(),
                "settings": self.on_settings_requested,
                "quit": self.close,
            },
        )
        self.sidebar.new_session_button.setMenu(self.menus.new_session_menu)

    def _set_attached_enabled(self, enabled: bool) -> None:
        for widget in (self.sidebar, self.nav_bar):
            widget.setEnabled(enabled)
        self.menus.set_enabled(enabled)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if is_rtl() else Qt.LayoutDirection.LeftToRight
        )
        self.menus.retranslate_ui()
        if self.chat is not None:
            self.chat.reading.update_header()

    def on_settings_requested(self) -> None:
        if self._services is None:
            return
        dialog = load("app.ui.dialogs.settings:SettingsDialog")(
            self._services,
            self._data_dir or Path.home(),
            self.current.id,
            self,
            ops=self.ops,
            session_api_key=self.chat.turn.session_api_key,
        )
        dialog.sig_language_chosen.connect(self.apply_language)
        dialog.exec()
        self.chat.turn.session_api_key = (
            dialog.session_api_key
        )  # (the header heard the model's change)

    def apply_language(self, code: str) -> None:
        """Switch the whole app's language now; every widget retranslates itself."""
        set_language(code)
        install_qt_translations(code)
        app = QApplication.instance()
        if app is not None:
            app.setLayoutDirection(
                Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight
            )

    def database_status_text(self) -> str:
        """What the status bar says about the shared database ("" when it says nothing)."""
        return self.status.said() if self.status is not None else ""

    # ------------------------------------------------------------ events

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # Queued, so the children finish this same paint first.
            QTimer.singleShot(0, self, self.sig_first_painted.emit)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.BackButton and self.is_attached():
            self.show_chat()
            return
        super().mouseReleaseEvent(event)

    def closeEvent(self, event) -> None:
        if self.chat is not None:
            self.chat.turn.stop_for_close()
        self.tasks.wait(10000)
        if self.ops is not None:
            self.ops.tasks.wait(10000)
        if self.bridge is not None:
            self.bridge.close()
        super().closeEvent(event)
