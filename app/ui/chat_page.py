"""The chat: a Session's messages (model/view + delegate), the composer, progress and cancel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.domain.model import MessageSource
from app.i18n import _, format_time, is_rtl_text
from app.ui import labels
from app.ui.common import listen_to_language, retranslate_if_stale, set_directed_text
from app.ui.models.messages import HasSuggestionRole, HighlightRole, MessageListModel, MessageRole

PAD = 10
BADGE_COLORS = {
    MessageSource.USER: "#2f6fde",
    MessageSource.AGENT: "#2e8b57",
    MessageSource.TOOL: "#8a6d3b",
    MessageSource.WEB: "#b0532c",
    MessageSource.FILE: "#6b5b95",
    MessageSource.TRIGGER: "#7a7a7a",
}


class MessageDelegate(QStyledItemDelegate):
    """Paints one message: a source badge, the time, the text, and a "Suggested rule" link."""

    sig_review_requested = Signal(int)  # message id

    def _fonts(self, option):
        base = QFont(option.font)
        small = QFont(base)
        small.setPointSizeF(max(base.pointSizeF() * 0.85, 7))
        bold = QFont(small)
        bold.setBold(True)
        return base, small, bold

    def _text_rect(self, option, width: int) -> tuple[int, int]:
        return PAD, width - 2 * PAD

    def _link_text(self) -> str:
        return _("Suggested rule · Review")

    def sizeHint(self, option, index):  # noqa: N802 (Qt override)
        base, small, _bold = self._fonts(option)
        width = max(option.rect.width(), 200)
        message = index.data(MessageRole)
        fm = QFontMetrics(base)
        text_h = fm.boundingRect(
            QRect(0, 0, width - 2 * PAD, 100000), int(Qt.TextFlag.TextWordWrap), message.text
        ).height()
        head_h = QFontMetrics(small).height() + 6
        link_h = QFontMetrics(small).height() + 6 if index.data(HasSuggestionRole) else 0
        return QSize(width, PAD + head_h + text_h + link_h + PAD + 2)

    def link_rect(self, option, index) -> QRect:
        """Where the "Suggested rule · Review" link is painted for this row."""
        _base, small, _bold = self._fonts(option)
        fm = QFontMetrics(small)
        r = option.rect
        w = fm.horizontalAdvance(self._link_text()) + 4
        x = r.left() + PAD if option.direction != Qt.LayoutDirection.RightToLeft else r.right() - PAD - w
        return QRect(x, r.bottom() - PAD - fm.height(), w, fm.height() + 2)

    def paint(self, painter: QPainter, option, index):
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        message = index.data(MessageRole)
        base, small, bold = self._fonts(option)
        pal = option.palette
        painter.save()
        rect = option.rect
        if index.data(HighlightRole):
            painter.fillRect(rect, pal.color(QPalette.ColorRole.Highlight).lighter(170)
                             if pal.color(QPalette.ColorRole.Base).lightness() > 128
                             else pal.color(QPalette.ColorRole.Highlight).darker(200))
        elif option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, pal.color(QPalette.ColorRole.AlternateBase))
        rtl = option.direction == Qt.LayoutDirection.RightToLeft
        # badge
        badge = labels.source_badge(message.source)
        fm_b = QFontMetrics(bold)
        bw, bh = fm_b.horizontalAdvance(badge) + 12, fm_b.height() + 2
        bx = rect.right() - PAD - bw if rtl else rect.left() + PAD
        badge_rect = QRect(bx, rect.top() + PAD, bw, bh)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(BADGE_COLORS[message.source]))
        painter.drawRoundedRect(badge_rect, 4, 4)
        painter.setPen(QColor("white"))
        painter.setFont(bold)
        painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, badge)
        # time
        painter.setFont(small)
        painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        time_rect = QRect(rect.left() + PAD + bw + 8, rect.top() + PAD, rect.width() - 2 * PAD - bw - 8, bh)
        if rtl:
            time_rect.moveRight(rect.right() - PAD - bw - 8)
        painter.drawText(time_rect, Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft),
                         format_time(message.created_at))
        # text
        painter.setFont(base)
        painter.setPen(pal.color(QPalette.ColorRole.Text))
        top = rect.top() + PAD + bh + 4
        link_h = QFontMetrics(small).height() + 6 if index.data(HasSuggestionRole) else 0
        text_rect = QRect(rect.left() + PAD, top, rect.width() - 2 * PAD, rect.bottom() - top - PAD - link_h)
        # A message reads in its own direction (English in an Arabic window stays left-to-right).
        text_rtl = is_rtl_text(message.text)
        painter.setLayoutDirection(Qt.LayoutDirection.RightToLeft if text_rtl else Qt.LayoutDirection.LeftToRight)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignTop) | int(
            Qt.AlignmentFlag.AlignRight if text_rtl else Qt.AlignmentFlag.AlignLeft)
        painter.drawText(text_rect, flags, message.text)
        painter.setLayoutDirection(option.direction)
        if index.data(HasSuggestionRole):
            painter.setFont(small)
            painter.setPen(pal.color(QPalette.ColorRole.Link))
            painter.drawText(self.link_rect(option, index), Qt.AlignmentFlag.AlignCenter, self._link_text())
        # separator
        painter.setPen(pal.color(QPalette.ColorRole.Midlight))
        painter.drawLine(rect.left() + PAD, rect.bottom(), rect.right() - PAD, rect.bottom())
        painter.restore()

    def editorEvent(self, event, model, option, index):  # noqa: N802 (Qt override)
        if (event.type() == QEvent.Type.MouseButtonRelease and index.data(HasSuggestionRole)
                and self.link_rect(option, index).contains(event.position().toPoint())):
            self.sig_review_requested.emit(index.data(MessageRole).id)
            return True
        return super().editorEvent(event, model, option, index)


class Composer(QPlainTextEdit):
    """Enter sends; Shift+Enter starts a new line."""

    sig_send_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent):  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.sig_send_requested.emit()
            return
        super().keyPressEvent(event)


class ChatPage(QWidget):
    """Shows one Session's history and lets the user talk to the agent."""

    sig_send_requested = Signal(str)
    sig_cancel_requested = Signal()
    sig_attach_requested = Signal()
    sig_review_requested = Signal(int)  # message id with a pending suggestion
    sig_memory_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.model = MessageListModel(self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.delegate = MessageDelegate(self.view)
        self.view.setItemDelegate(self.delegate)
        self.delegate.sig_review_requested.connect(self.sig_review_requested)

        self.title_label = QLabel()
        title_font = self.title_label.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.provider_label = QLabel()
        self.memory_button = QPushButton()
        self.memory_button.clicked.connect(self.sig_memory_requested)

        self.composer = Composer()
        self.composer.setMaximumHeight(110)
        self.composer.setTabChangesFocus(True)
        self.composer.sig_send_requested.connect(self.on_composer_send_requested)
        self.send_button = QPushButton()
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self.on_composer_send_requested)
        self.attach_button = QPushButton()
        self.attach_button.clicked.connect(self.sig_attach_requested)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.sig_cancel_requested)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumHeight(8)
        self.progress.setTextVisible(False)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)

        head = QHBoxLayout()
        head.addWidget(self.title_label, 1)
        head.addWidget(self.provider_label)
        head.addWidget(self.memory_button)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.attach_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        compose = QHBoxLayout()
        compose.addWidget(self.composer, 1)
        compose.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.status_label)
        layout.addLayout(compose)
        self.set_busy(False)
        listen_to_language(self)
        self.retranslate_ui()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        retranslate_if_stale(self)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        self.send_button.setText(_("Send"))
        self.send_button.setToolTip(_("Send (Enter). Shift+Enter starts a new line."))
        self.attach_button.setText(_("Attach file…"))
        self.cancel_button.setText(_("Cancel"))
        self.memory_button.setText(_("Memory"))
        self.composer.setPlaceholderText(_("Message the agent…"))
        self.view.setAccessibleName(_("Messages"))
        self.composer.setAccessibleName(_("Message to the agent"))
        self.send_button.setAccessibleName(_("Send"))
        self.attach_button.setAccessibleName(_("Attach a file"))
        self.cancel_button.setAccessibleName(_("Cancel the agent's work"))
        self.memory_button.setAccessibleName(_("Open the Memory page of this Session"))
        self.progress.setAccessibleName(_("The agent is working"))
        self.view.doItemsLayout()

    def set_title(self, title: str, provider_text: str) -> None:
        set_directed_text(self.title_label, title)  # "Sprint 14" stays left to right in Arabic
        self.provider_label.setText(provider_text)

    def set_busy(self, busy: bool, text: str = "") -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self.send_button.setEnabled(not busy)
        self.attach_button.setEnabled(not busy)
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def on_composer_send_requested(self) -> None:
        text = self.composer.toPlainText().strip()
        if not text or not self.send_button.isEnabled():
            return
        self.composer.clear()
        self.sig_send_requested.emit(text)

    def scroll_to_message(self, message_id: int, *, highlight: bool = True) -> bool:
        """Scroll the history to a message and highlight it; False when it is not shown."""
        row = self.model.row_of(message_id)
        if row < 0:
            return False
        index = self.model.index(row)
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        self.view.setCurrentIndex(index)
        if highlight:
            self.model.set_highlight(message_id)
        return True

    def scroll_to_end(self) -> None:
        self.view.scrollToBottom()

    def current_index(self) -> QModelIndex:
        return self.view.currentIndex()
