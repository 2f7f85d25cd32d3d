"""The chat page, the screen: its parts laid out (the header, the history, the composer, the
notice line, the approval card's slot, Find's bar when asked for) and what the screen shows of
itself — the history's rows as drawn, the streaming reply, the empty and loading states, and
the composer's state (busy, waiting for an approval, read-only for an outside agent's
Session); what the user asks becomes one of its `sig_…_requested` signals.

The history is one QListView over `MessageListModel` painted by `MessageDelegate` (no widget
per message, so a Session of thousands of messages opens quickly); where it is scrolled is
app.ui.pages.chat.scrolling, its links under the pointer and the keyboard
app.ui.pages.chat.links, the header app.ui.components.chat_header. What it shows of a Session
and does is the presenter's (app.ui.pages.chat.presenter).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QListView,
    QProgressBar,
    QPushButton,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.rules.limits import MESSAGE_MAX
from app.i18n import _, format_number
from app.ui import icons, style
from app.ui.components.chat_header import ChatHeader
from app.ui.delegates.message_delegate import MessageDelegate
from app.ui.delegates.row_links import RowLink, anchors, plain_text
from app.ui.models.messages import MessageListModel
from app.ui.pages.chat.links import ChatLinks
from app.ui.pages.chat.scrolling import HistoryScroll
from app.ui.pages.chat.widgets import Composer, MessageList
from app.ui.widgets.common import (
    listen_to_language,
    retranslate_if_stale,
    set_direction_of,
    text_label,
)

# How often streamed text is drawn (a reply arrives in many small pieces).
STREAM_PAINT_MS = 40


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
        self.links = ChatLinks(self)  # the rows' links under the pointer and the keyboard
        self.model = MessageListModel(self)
        self.view = MessageList(self._on_viewport_event, self._on_view_key)
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
        self.view.customContextMenuRequested.connect(self.links.on_view_context_menu_requested)
        self.delegate = MessageDelegate(self.view)
        self.view.setItemDelegate(self.delegate)
        self.scroll = HistoryScroll(self)
        self._report_paint = False
        self._stream_buffer: list[str] = []
        self._stream_timer = QTimer(self)
        self._stream_timer.setSingleShot(True)
        self._stream_timer.setInterval(STREAM_PAINT_MS)
        self._stream_timer.timeout.connect(self._flush_stream)

        self.header = ChatHeader()
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
        self._temporary = False  # the Session shown is temporary (its empty state says so)
        self._loading = False  # a Session's first open is being read: nothing is sent meanwhile
        # Until the services are attached (the first screen is shown before them), a send asked
        # for waits with its text in the composer, and goes when they come (open_sends).
        self._sends_open = False
        self._send_waiting = False

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
        layout.addWidget(self.header)
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

    def place_above_list(self, widget) -> None:
        """A bar between the header and the messages (Find's)."""
        self.layout().insertWidget(self.layout().indexOf(self.view), widget)

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
        self.header.retranslate_ui()
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
        if self.view.loading is not None:
            self.view.loading.setText(_("Loading messages…"))
        self.delegate.clear_cache()
        self.view.doItemsLayout()
        if self.view.empty_state is not None:
            self.view.empty_state.retranslate_ui()

    # ------------------------------------------------------------ header and state

    def show_header(self, info, provider_text: str | None = None, *, chosen: bool = True) -> None:
        """The header of a Session as read or listed (None: gone; not `chosen`: none is; the
        model's name from the settings unless given), and below the list the composer, or for
        an outside agent's Session (read-only) the line saying so."""
        self.header.show_session(info, chosen=chosen, provider_text=provider_text)
        temporary = bool(chosen and info and info.temporary)
        changed, self._temporary = temporary != self._temporary, temporary
        if changed and self.view.empty_state is not None:
            self.view.empty_state.retranslate_ui()
        self._external = info.external_client if chosen and info else None
        self.compose_frame.setVisible(self._external is None)
        self.external_label.setVisible(self._external is not None)
        self._say_external()

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

    def set_busy(self, busy: bool, text: str = "") -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self.send_button.setEnabled(not busy)
        self.attach_button.setEnabled(not busy)
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))
        self.progress.setAccessibleDescription(text)

    def set_loading(self, loading: bool) -> None:
        """The Session's messages are being read (its first open): a quiet line over the list
        until they come; the composer keeps what is typed but sends nothing meanwhile."""
        self._loading = loading
        label = self.view.loading
        if loading and label is None:
            label = self.view.loading = text_label()
            label.setParent(self.view)
            style.set_role(label, "muted")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setText(_("Loading messages…"))
            label.setGeometry(self.view.rect())
        if label is not None:
            label.setVisible(loading)
        if self.cancel_button.isHidden():  # a turn's busy or waiting state keeps its own buttons
            self.send_button.setEnabled(not loading)
            self.attach_button.setEnabled(not loading)

    def is_loading(self) -> bool:
        return self._loading

    def open_sends(self) -> None:
        """The services are attached: a send asked for before them goes now."""
        self._sends_open = True
        if self._send_waiting:
            self._send_waiting = False
            self.on_composer_send_requested()

    def on_composer_send_requested(self) -> None:
        if not self._sends_open:
            self._send_waiting = bool(self.composer.toPlainText().strip())
            return  # the first screen, before the services: nothing to send it with yet
        if self.is_read_only() or self._loading:
            return  # an outside agent's Session, or one not shown yet: nothing is sent
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
        self.scroll.to_end()

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

    # ------------------------------------------------------------ what the list shows

    def report_next_paint(self) -> None:
        """Emit sig_content_painted once the messages now set have been painted."""
        self._report_paint = True
        self.view.update()  # the list and its viewport (asking for the viewport costs; see MessageList)

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

    def show_first_messages(self, session_id: int, messages, *, has_earlier: bool, **notes) -> None:
        """The first screen's newest messages, the list laid out already (MainWindow's first
        screen): only as many as fill the list, measured from the newest up, are kept; the
        others (read to fill the window were each one line long) would each be laid out
        (~0.7 ms, a Markdown reply more) though above the list's top; once the services are
        attached they are read ahead as the earlier ones are (HistoryScroll). `notes`: what
        set_session shows beside them."""
        model = self.model
        model.set_session(session_id, messages, has_earlier=has_earlier, **notes)
        # The option the list lays its rows out with (QListView's: its font, palette,
        # direction and viewport width), so that the heights measured here are the ones it
        # asks for next (MessageDelegate keeps them); not row_option, whose question for the
        # viewport widget costs ~9 ms before the first screen (see MessageList).
        option = QStyleOptionViewItem()
        size = self.view.maximumViewportSize()
        option.rect = QRect(0, 0, size.width(), size.height())
        option.font = self.view.font()
        option.palette = self.view.palette()
        option.direction = self.view.layoutDirection()
        filled, kept = 0, 0
        for message in reversed(messages):
            if filled > size.height():
                break
            filled += self.delegate.measure(
                option, message, model.state_of(message), model.revision_of(message.id)
            )
            kept += 1
        if kept < len(messages):
            model.set_session(session_id, messages[-kept:], has_earlier=True, **notes)

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

    def _on_viewport_event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if self._report_paint:
                self._report_paint = False
                QTimer.singleShot(
                    0, self, self.sig_content_painted.emit
                )  # after this paint is done
            return False
        return self.links.on_viewport_event(event)

    def _on_view_key(self, event) -> bool:
        """The list's keys before its own handling: True when taken."""
        if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            # The Session's very first (or newest) message, not the first of those loaded.
            home = event.key() == Qt.Key.Key_Home
            (self.sig_start_requested if home else self.sig_end_requested).emit()
            return True
        return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.links.follow_current()
