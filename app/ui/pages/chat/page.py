"""The chat: a Session's messages (model/view + delegate), the composer, progress and cancel.

The history is one QListView over `MessageListModel` painted by `MessageDelegate` (no widget
per message, so a Session of thousands of messages opens quickly). Links inside a row (Review,
Undo, Manage, Used 3 Memory rules, a receipt's "Followed 3 rules ▸", Details, Show all, web
links in a reply) are found under the pointer and followed by app.ui.pages.chat.links (only the
window's own links act; a reply's web link shows its real address on hover and may ask before
it opens); the same actions are in the row's context menu (Menu key or right click), so they
are reachable by keyboard too.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QListView,
    QProgressBar,
    QPushButton,
    QStyleOptionViewItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.rules.limits import MESSAGE_MAX
from app.i18n import _, format_number
from app.ui import icons, style
from app.ui.delegates.message_delegate import MessageDelegate
from app.ui.delegates.row_links import RowLink, anchors, plain_text
from app.ui.models.links import target
from app.ui.models.messages import MessageListModel, MessageRole
from app.ui.pages.chat.links import ChatLinks
from app.ui.pages.chat.widgets import Composer, MessageList
from app.ui.widgets.common import (
    dim_label,
    isolate,
    listen_to_language,
    plain_tip,
    retranslate_if_stale,
    set_direction_of,
    text_label,
)
from app.ui.widgets.find_bar import FindBar

# How often streamed text is drawn (a reply arrives in many small pieces).
STREAM_PAINT_MS = 40
# The view follows the newest message while it is within this many pixels of the end.
FOLLOW_SLACK = 24
# Older messages are read ahead once the view is this many pages from the oldest shown, and
# measured in slices of this many seconds while the window is idle.
READ_AHEAD_PAGES = 4
READ_AHEAD_DELAY_MS = 25
MEASURE_SLICE_S = 0.004


class ChatPage(QWidget):
    """Shows one Session's history and lets the user talk to the agent."""

    sig_send_requested = Signal(str)
    sig_cancel_requested = Signal()
    sig_attach_requested = Signal()
    sig_review_requested = Signal(int)  # message id with a pending suggestion
    sig_entry_requested = Signal(int)  # open the Memory page on this entry
    sig_undo_save_requested = Signal(int)  # take back an explicit save (entry id)
    sig_used_requested = Signal(int)  # show the entries an agent reply used (message id)
    sig_earlier_requested = Signal()  # the user scrolled up to the oldest message shown
    sig_later_requested = Signal()  # the user scrolled down to the last of an older stretch
    sig_start_requested = Signal()  # Ctrl+Home: the Session's very first messages
    sig_end_requested = Signal()  # Ctrl+End: its newest ones
    sig_retry_requested = Signal(int)  # answer again a message whose turn failed (message id)
    sig_approval_decided = Signal(int, str, str)  # approval id, Decision value, reason
    sig_content_painted = Signal()  # the messages set last were painted
    sig_shown = Signal()  # the page came into view

    def __init__(self, parent=None):
        super().__init__(parent)
        self.model = MessageListModel(self)
        self.view = MessageList(self._on_viewport_event)
        self.view.setModel(self.model)
        self.model.modelReset.connect(self._show_if_empty)
        self.model.rowsInserted.connect(self._show_if_empty)
        self.model.rowsRemoved.connect(self._show_if_empty)
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # Always there: a scroll bar that appears would change the width and lay every row
        # out a second time.
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        # One pass: a Session shows its newest messages and older pages as asked for (a few
        # hundred rows at most), whose heights the delegate remembers.
        self.view.setLayoutMode(QListView.LayoutMode.SinglePass)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setMouseTracking(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self.on_view_context_menu_requested)
        self.delegate = MessageDelegate(self.view)
        self.links = ChatLinks(self)
        self.view.setItemDelegate(self.delegate)
        self.view.installEventFilter(self)
        # Follow the newest message (a new one, a streaming reply) unless the user scrolled up;
        # while older messages load above, keep what is in view where it is.
        self._follow = True
        self._from_end: int | None = None
        self._placing = False
        self._earlier_asked = False
        self._later_asked = False
        self._report_paint = False
        bar = self.view.verticalScrollBar()
        bar.rangeChanged.connect(self.on_scroll_range_changed)
        bar.valueChanged.connect(self.on_scroll_value_changed)
        self._stream_buffer: list[str] = []
        self._stream_timer = QTimer(self)
        self._stream_timer.setSingleShot(True)
        self._stream_timer.setInterval(STREAM_PAINT_MS)
        self._stream_timer.timeout.connect(self._flush_stream)
        # Older messages read ahead are measured a few at a time while the window is idle.
        self._measure_timer = QTimer(self)
        self._measure_timer.setInterval(0)
        self._measure_timer.timeout.connect(self._measure_some)
        self._to_measure: list = []

        self.title_label = text_label()
        style.set_role(self.title_label, "heading")
        self.temporary_label = text_label()
        dim_label(self.temporary_label)
        self.temporary_label.hide()
        self.provider_label = text_label()
        style.set_role(self.provider_label, "muted")
        # An outside agent's Session (SPEC §9) is read-only: this line instead of the composer.
        self.external_label = text_label()
        self.external_label.setWordWrap(True)
        style.set_role(self.external_label, "muted")
        self.external_label.hide()
        self._external: str | None = None

        self.composer = Composer()
        self.composer.setMaximumHeight(110)
        self.composer.setTabChangesFocus(True)
        self.composer.sig_send_requested.connect(self.on_composer_send_requested)
        # Arabic typed in an English window (or English in an Arabic one) lines up as it reads.
        self.composer.textChanged.connect(
            lambda: set_direction_of(self.composer, self.composer.toPlainText())
        )
        self.send_button = QPushButton()
        self.send_button.setDefault(True)
        self.send_button.setIcon(icons.icon("paper-plane-right", "on_accent"))
        style.set_role(self.send_button, "primary")
        self.send_button.clicked.connect(self.on_composer_send_requested)
        self.attach_button = QPushButton()
        self.attach_button.setIcon(icons.icon("paperclip"))
        style.set_role(self.attach_button, "ghost")
        self.attach_button.clicked.connect(self.sig_attach_requested)
        self.cancel_button = QPushButton()
        self.cancel_button.setIcon(icons.icon("stop"))
        self.cancel_button.clicked.connect(self.sig_cancel_requested)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumHeight(6)
        self.progress.setTextVisible(False)
        self.status_label = text_label()
        self.status_label.setWordWrap(True)
        style.set_role(self.status_label, "muted")
        self._notice = None
        self._approval = None
        self._find_bar: FindBar | None = None
        self._temporary = False  # the Session shown is temporary (its empty state says so)

        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title_label)
        titles.addWidget(self.temporary_label)
        head.addLayout(titles, 1)
        head.addSpacing(style.L)
        head.addWidget(self.provider_label, 0, Qt.AlignmentFlag.AlignVCenter)
        # The composer: one rounded field, its buttons inside along the bottom edge.
        self.compose_frame = QFrame()
        self.compose_frame.setObjectName("composer")
        buttons = QHBoxLayout()
        buttons.setSpacing(style.S)
        buttons.addWidget(self.attach_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.send_button)
        compose = QVBoxLayout(self.compose_frame)
        compose.setContentsMargins(style.XS, style.XS, style.S, style.S)
        compose.setSpacing(style.XS)
        compose.addWidget(self.composer, 1)
        compose.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.M)
        layout.setSpacing(style.S)
        layout.addLayout(head)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.status_label)
        layout.addWidget(self.external_label)
        layout.addWidget(self.compose_frame)
        self.set_busy(False)
        listen_to_language(self)
        self.retranslate_ui()

    def showEvent(self, event) -> None:
        retranslate_if_stale(self)
        super().showEvent(event)
        self.sig_shown.emit()

    @property
    def notice(self):
        """The notice line above the composer (what went wrong, in the app's notice style),
        made when first needed: the first screen has none to show."""
        if self._notice is None:
            from app.ui.widgets.notice_bar import NoticeBar

            self._notice = NoticeBar()
            self.layout().insertWidget(self.layout().indexOf(self.compose_frame), self._notice)
        return self._notice

    @property
    def find_bar(self) -> FindBar:
        """Find in this Session (Ctrl+F), above the messages; made when first asked for."""
        if self._find_bar is None:
            self._find_bar = FindBar()
            self._find_bar.hide()
            self.layout().insertWidget(self.layout().indexOf(self.view), self._find_bar)
        return self._find_bar

    @property
    def approval(self):
        """The card of the call waiting for the user's approval, above the composer."""
        if self._approval is None:
            from app.ui.components.approval_card import ApprovalSlot

            self._approval = ApprovalSlot(self, self.progress, self.sig_approval_decided.emit)
        return self._approval

    def set_waiting(self, text: str) -> None:
        """The turn waits for the user's decision: nothing new can be sent meanwhile; Cancel
        gives the turn up (the call is not run)."""
        self.set_busy(False, text)
        self.progress.setVisible(False)
        self.cancel_button.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.send_button.setEnabled(False)
        self.attach_button.setEnabled(False)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._place_title()
        # Rows are laid out in the view's font and palette: measure them again when those change.
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.PaletteChange,
            QEvent.Type.StyleChange,
        ):
            self.delegate.clear_cache()
            self.view.doItemsLayout()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.send_button.setText(_("Send"))
        self.send_button.setToolTip(_("Send (Enter). Shift+Enter starts a new line."))
        self.attach_button.setToolTip(_("Attach file…"))
        self.cancel_button.setText(_("Cancel"))
        self.cancel_button.setToolTip(_("Stop the reply; what has arrived is kept"))
        self.temporary_label.setText(_("Temporary: Memory is not used or changed"))
        self.composer.setPlaceholderText(_("Message the agent…"))
        self.view.setAccessibleName(_("Messages"))
        self.view.setAccessibleDescription(
            _("Enter follows a message's first link; the menu key lists all of its actions")
        )
        self.composer.setAccessibleName(_("Message to the agent"))
        self.composer.setAccessibleDescription(self.send_button.toolTip())
        self.send_button.setAccessibleName(_("Send"))
        self.attach_button.setAccessibleName(_("Attach a file"))
        self.cancel_button.setAccessibleName(_("Cancel the agent's work"))
        self.progress.setAccessibleName(_("The agent is working"))
        self._say_external()
        self.delegate.clear_cache()
        self.view.doItemsLayout()
        if self.view.empty_state is not None:
            self.view.empty_state.retranslate_ui()

    # ------------------------------------------------------------ header and state

    def set_title(
        self,
        title: str,
        provider_text: str,
        *,
        temporary: bool = False,
        external: str | None = None,
    ) -> None:
        """The header; `external`: the outside agent whose Session this is (read-only)."""
        # On the window's leading edge, away from the model's name, and in its own direction
        # inside an isolate: "Sprint 14" stays left to right, on the right of an Arabic window.
        self.title_label.setText(isolate(title) if title else "")
        self._place_title()
        self.provider_label.setText(provider_text)
        self.temporary_label.setVisible(temporary)
        changed, self._temporary = temporary != self._temporary, temporary
        if changed and self.view.empty_state is not None:
            self.view.empty_state.retranslate_ui()
        self._external = external
        self.compose_frame.setVisible(external is None)
        self.external_label.setVisible(external is not None)
        self._say_external()

    def _place_title(self) -> None:
        """The title on the window's leading edge whatever its own direction: a label aligns
        its text by the text's direction, so an English title in an Arabic window stood on the
        left, against the model's name (issue 35)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        edge = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
        self.title_label.setAlignment(
            edge | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
        )

    def show_header(self, info, provider_text: str) -> None:
        """The header of a Session (its title, temporary or an outside agent's)."""
        self.set_title(
            info.title, provider_text, temporary=info.temporary, external=info.external_client
        )

    def is_read_only(self) -> bool:
        """Whether this is an outside agent's Session, where nobody chats."""
        return self._external is not None

    def _say_external(self) -> None:
        if self._external is None:
            self.external_label.clear()
            return
        self.external_label.setText(
            _(
                "{agent} works here over MCP: it reads your Memory and may suggest rules, which "
                "wait on the Memory page for you. This Session is read-only; nobody chats in it."
            ).format(agent=self._external)
        )

    def title(self) -> str:
        """The Session's title as the header shows it (without the isolate around it)."""
        return self.title_label.text().strip("\u2068\u2069")

    def set_busy(self, busy: bool, text: str = "") -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self.send_button.setEnabled(not busy)
        self.attach_button.setEnabled(not busy)
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))
        self.progress.setAccessibleDescription(text)

    def on_composer_send_requested(self) -> None:
        if self.is_read_only():
            return  # an outside agent's Session: nothing is sent from here
        text = self.composer.toPlainText().strip()
        if not text or not self.send_button.isEnabled():
            return
        if len(text) > MESSAGE_MAX:
            # Refused here, with the text left in the composer: nothing is written. The notice
            # goes as soon as the text it is about changes (shortened, or cleared).
            n = len(text)
            self.notice.show_error(
                lambda: _(
                    "This message is too long to send: {n} characters, at most {max}. Shorten it, "
                    "or attach the text as a file."
                ).format(n=format_number(n), max=format_number(MESSAGE_MAX)),
                until=[self.composer.textChanged],
            )
            return
        self.composer.clear()
        self.sig_send_requested.emit(text)

    # ------------------------------------------------------------ streaming

    def begin_reply(self, *, again: bool = False) -> None:
        """A reply is coming: show an agent row at the end and follow it (`again`: the Session
        was opened anew while its reply streams in; what arrived so far shows at once)."""
        if not again:
            self._stream_buffer.clear()
        self.model.begin_stream()
        self._flush_stream()
        self.scroll_to_end()

    def add_reply_text(self, text: str) -> None:
        """More of the reply arrived (drawn at most every STREAM_PAINT_MS)."""
        self._stream_buffer.append(text)
        if not self._stream_timer.isActive():
            self._stream_timer.start()

    def restart_reply(self) -> None:
        """A new model step: what the previous step wrote was its own (before a tool ran)."""
        self._flush_stream()
        self._stream_buffer.clear()

    def end_reply(self) -> None:
        self._stream_timer.stop()
        self._stream_buffer.clear()
        self.model.end_stream()

    def _flush_stream(self) -> None:
        if self._stream_buffer and self.model.stream_text() is not None:
            self.model.set_stream_text("".join(self._stream_buffer))

    # ------------------------------------------------------------ scrolling

    def on_scroll_range_changed(self, _low: int, high: int) -> None:
        bar = self.view.verticalScrollBar()
        self._placing = True
        if self._follow:
            bar.setValue(high)
        elif self._from_end is not None:
            bar.setValue(high - self._from_end)
        self._placing = False

    def on_scroll_value_changed(self, value: int) -> None:
        bar = self.view.verticalScrollBar()
        # An older stretch (newer messages below it still to load) is never followed down.
        self._follow = not self.model.has_later and value >= bar.maximum() - FOLLOW_SLACK
        if not self._placing:
            self._from_end = None
        if self.model.staged() and value <= bar.pageStep() // 4:
            self._commit_earlier()  # at the top before they were measured: show them now
        elif self.wants_earlier() and not self._earlier_asked and not self.model.staged():
            self.ask_for_earlier()
        if (
            self.model.has_later
            and not self._later_asked
            and value >= bar.maximum() - READ_AHEAD_PAGES * bar.pageStep()
        ):
            self._later_asked = True
            QTimer.singleShot(READ_AHEAD_DELAY_MS, self, self.sig_later_requested.emit)

    def later_loaded(self) -> None:
        """The window has put the next page of an older stretch below (or had none)."""
        self._later_asked = False

    def ask_for_earlier(self) -> None:
        """Older messages are wanted above (once at a time); the window reads them ahead."""
        self._earlier_asked = True
        # A moment later, when the scroll that asked is painted: reading ahead is idle work.
        QTimer.singleShot(
            READ_AHEAD_DELAY_MS, self, self.sig_earlier_requested.emit
        )  # not after the page is gone

    def earlier_loaded(self) -> None:
        """The window has staged the older messages (or had none): measure them while idle."""
        self._earlier_asked = False
        self._to_measure = self.model.staged()
        if self._to_measure:
            self._measure_timer.start()

    def _measure_some(self) -> None:
        """Lay out a few read-ahead rows per turn of the event loop (a few ms at a time)."""
        option = self.row_option(QModelIndex())
        option.rect.setWidth(self.view.viewport().width())
        deadline = time.perf_counter() + MEASURE_SLICE_S
        while self._to_measure and time.perf_counter() < deadline:
            message = self._to_measure.pop()
            self.delegate.measure(option, message, self.model.state_of(message))
        if not self._to_measure:
            self._measure_timer.stop()
            self._commit_earlier()

    def _commit_earlier(self) -> None:
        self._measure_timer.stop()
        self._to_measure = []
        if not self.model.staged():
            return
        bar = self.view.verticalScrollBar()
        self._from_end = bar.maximum() - bar.value()  # what is in view stays where it is
        self.model.commit_staged()

    def wants_earlier(self) -> bool:
        """The view is within a few pages of the oldest message shown, and older ones exist:
        time to read them ahead."""
        bar = self.view.verticalScrollBar()
        return self.model.has_earlier and bar.value() <= READ_AHEAD_PAGES * bar.pageStep()

    def report_next_paint(self) -> None:
        """Emit sig_content_painted once the messages now set have been painted."""
        self._report_paint = True
        self.view.update()  # the list and its viewport (asking for the viewport costs; see MessageList)

    def scroll_to_message(self, message_id: int, *, highlight: bool = True) -> bool:
        """Scroll the history to a message and highlight it; False when it is not shown."""
        row = self.model.row_of(message_id)
        if row < 0:
            return False
        self._follow = False
        index = self.model.index(row)
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        self.view.setCurrentIndex(index)
        if highlight:
            self.model.set_highlight(message_id)
        return True

    def _empty_text(self) -> str:
        """What an empty Session invites: a temporary one neither reads nor writes Memory, so
        it does not offer "Remember …" (issue 35)."""
        if self._temporary:
            return _(
                "Nothing here yet. This Session is temporary: Memory is not used or changed, and "
                "nothing said here is remembered. Write your first message below."
            )
        return _(
            "Nothing here yet. Write your first message below; say “Remember …” to save "
            "something to Memory at once."
        )

    def _show_if_empty(self, *_args) -> None:
        """A Session without messages says what to do, over an empty list without a scroll bar
        (an always-on bar would stand there full height with nothing to scroll)."""
        empty = self.model.rowCount() == 0 and self.model.session_id is not None
        state = self.view.empty_state
        if empty and state is None:
            from app.ui.widgets.empty_state import EmptyState

            state = EmptyState("chat-circle-text", parent=self.view)
            state.set_text(self._empty_text, lambda: _("Write a message"))
            state.sig_action_requested.connect(self.composer.setFocus)
            state.setGeometry(self.view.rect())
            self.view.empty_state = state
        if state is not None:
            state.setVisible(empty)
        self.view.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if empty else Qt.ScrollBarPolicy.ScrollBarAlwaysOn
        )

    def scroll_to_start(self) -> None:
        """Show the first message shown (the Session's very first, after Ctrl+Home)."""
        self._follow = False
        self.view.scrollToTop()
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0))

    def scroll_to_end(self) -> None:
        """Show the newest message, and keep showing the newest as rows are laid out."""
        self._follow = True
        self.view.scrollToBottom()
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def at_end(self) -> bool:
        bar = self.view.verticalScrollBar()
        return bar.value() >= bar.maximum()

    # ------------------------------------------------------------ links in rows

    def row_option(self, index: QModelIndex) -> QStyleOptionViewItem:
        """The style option a row is painted with (where it is, its font, direction, palette)."""
        option = QStyleOptionViewItem()
        option.initFrom(self.view.viewport())
        option.rect = self.view.visualRect(index)
        option.font = self.view.font()
        option.direction = self.view.layoutDirection()
        option.palette = self.view.palette()
        return option

    def row_text(self, index: QModelIndex) -> str:
        """What a row shows under its badge, as plain text (its sentences and links too)."""
        if not index.isValid():
            return ""
        return plain_text(self.delegate.document(self.row_option(index), index))

    def row_links(self, index: QModelIndex) -> list[RowLink]:
        """Every link a row shows, in order (the window's own, and a reply's web links)."""
        if not index.isValid():
            return []
        return anchors(self.delegate.document(self.row_option(index), index))

    def copy_button_at(self, pos):
        """The Copy button (of a reply, or of one of its code blocks) at `pos`, or None."""
        index = self.view.indexAt(pos)
        if not index.isValid():
            return None
        return self.delegate.copy_button_at(self.row_option(index), index, pos)

    def copy(self, text: str, where=None) -> None:
        """Put text on the clipboard and say so where the pointer is."""
        QGuiApplication.clipboard().setText(text)
        QToolTip.showText(where or QCursor.pos(), _("Copied"), self.view)

    def link_at(self, pos) -> tuple[QModelIndex, RowLink | None]:
        index = self.view.indexAt(pos)
        if not index.isValid():
            return index, None
        return index, self.delegate.link_at(self.row_option(index), index, pos)

    def _on_viewport_event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Paint:
            if self._report_paint:
                self._report_paint = False
                QTimer.singleShot(
                    0, self, self.sig_content_painted.emit
                )  # after this paint is done
        elif kind == QEvent.Type.MouseMove:
            _index, link = self.link_at(event.position().toPoint())
            if link is not None or self.copy_button_at(event.position().toPoint()) is not None:
                self.view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.view.viewport().unsetCursor()
        elif kind == QEvent.Type.ToolTip:
            # On a reply's link: the address it really opens (its words may name another).
            _index, link = self.link_at(event.pos())
            found = target(link.href) if link is not None and not link.window else None
            if found is not None:
                QToolTip.showText(event.globalPos(), plain_tip(found.shown), self.view)
            else:
                QToolTip.hideText()
            return True
        elif kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            button = self.copy_button_at(event.position().toPoint())
            if button is not None:
                self.copy(button.text, event.globalPosition().toPoint())
                return True
            index, link = self.link_at(event.position().toPoint())
            if link is not None:
                self._follow_link(index.data(MessageRole).id, link)
                return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            # The Session's very first (or newest) message, not the first of those loaded.
            home = event.key() == Qt.Key.Key_Home
            (self.sig_start_requested if home else self.sig_end_requested).emit()
            return True
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            links = self.row_links(self.view.currentIndex())
            # Enter on a row follows its first action of the window's (else its first link);
            # the menu lists them all.
            links = [x for x in links if x.window] or links
            if links:
                self._follow_link(self.view.currentIndex().data(MessageRole).id, links[0])
                return True
        return super().eventFilter(watched, event)

    def activate_link(self, message_id: int, href: str) -> None:
        """Do what a link a message's row draws says (nothing for a link it does not draw)."""
        row = self.model.row_of(message_id)
        links = self.row_links(self.model.index(row)) if row >= 0 else []
        mine = [x for x in links if x.href == href]
        if mine:
            self._follow_link(message_id, next((x for x in mine if x.window), mine[0]))

    def _follow_link(self, message_id: int, link: RowLink) -> None:
        self.links.follow(message_id, link)

    def on_view_context_menu_requested(self, pos) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():
            index = self.view.currentIndex()
            if not index.isValid():
                return
            pos = self.view.visualRect(index).center()
        self.links.menu(index).exec(self.view.viewport().mapToGlobal(pos))
