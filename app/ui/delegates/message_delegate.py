"""Paints one chat message: its source badge and time, then its document (text, Markdown,
tool sentence, and the lines under it); finds the link under the pointer (and whether the
window wrote it).

Documents are built when a row is first measured and kept for the rows on screen (a small
least-recently-used cache); heights are kept for every row, so scrolling a long Session
lays nothing out twice.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import QStyledItemDelegate

from app.domain.model import MessageSource
from app.i18n import _, current_language, format_time
from app.ui import icons, style
from app.ui.delegates import row_state
from app.ui.delegates.message_render import build_document
from app.ui.delegates.reply_markdown import code_blocks
from app.ui.delegates.row_links import RowLink, link_at
from app.ui.delegates.window_lines import RowState
from app.ui.models import labels
from app.ui.models.messages import HighlightRole, MessageRole, StreamingRole

PAD = style.M
# Each source's badge: an icon beside its name, in the theme's colours for that source.
BADGE_ICONS = {
    MessageSource.USER: "user",
    MessageSource.AGENT: "sparkle",
    MessageSource.TOOL: "wrench",
    MessageSource.WEB: "globe",
    MessageSource.FILE: "file-text",
    MessageSource.TRIGGER: "lightning",
    MessageSource.RELAYED: "arrow-bend-up-right",
    MessageSource.CAPTURED: "user",
}
DOCUMENTS_KEPT = 300
HEIGHTS_KEPT = 100_000


@dataclass(frozen=True, slots=True)
class CopyButton:
    """A Copy button a reply's row draws (issue 35): on the whole reply (in its header) or on
    one of its code blocks (`block`: its number, from 1), where it is, and what it copies."""

    block: int  # 0: the whole reply
    rect: QRect
    text: str


class MessageDelegate(QStyledItemDelegate):
    """Draws a message row; `document_at` and `anchor_at` let the page act on its links."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._docs: OrderedDict[tuple, QTextDocument] = OrderedDict()
        self._heights: dict[tuple, int] = {}
        self._contexts: dict[tuple, tuple] = {}
        self._code: dict[int, list] = {}  # id of a reply's document → its code blocks
        self._states: dict[int, tuple[RowState, int]] = {}  # message id → (state, its number)
        self._state_counter = 0

    def clear_cache(self) -> None:
        self._docs.clear()
        self._heights.clear()
        self._contexts.clear()
        self._code.clear()
        self._states.clear()  # its numbers go on counting: none is used again

    # ------------------------------------------------------------ measuring

    @staticmethod
    def _fonts(font: QFont) -> tuple[QFont, QFont]:
        base = QFont(font)
        small = QFont(base)
        small.setPointSizeF(max(base.pointSizeF() * 0.85, 7))
        small.setBold(True)
        return base, small

    @staticmethod
    def _head_height(small: QFont) -> int:
        return QFontMetrics(small).height() + 6

    @classmethod
    def smallest_height(cls, font: QFont) -> int:
        """The height of the shortest row in `font`: its header and one line of text."""
        _base, small = cls._fonts(font)
        return PAD + cls._head_height(small) + 4 + QFontMetrics(font).height() + PAD + 1

    def _key(self, option, message, state: RowState, revision: int) -> tuple:
        # What besides the message decides its layout: the same for every row of one pass, so
        # it is worked out once per width and direction (a pass over hundreds of rows asks
        # for each row's height; `clear_cache` forgets it when the font or palette change).
        width = self._body_width(option)
        context = self._contexts.get((width, option.direction))
        if context is None:
            context = (
                width,
                current_language(),
                option.direction == Qt.LayoutDirection.RightToLeft,
                option.font.key(),
                option.palette.color(QPalette.ColorRole.Link).rgba(),
            )
            self._contexts[(width, option.direction)] = context
        return (
            message.id,
            revision,
            self._state_number(message.id, state),
            len(message.text),
            context,
        )

    def _state_number(self, message_id: int, state: RowState) -> int:
        """A number for what a row shows besides its text, new whenever that changes: the
        model's revisions start again when a Session is read anew, and a height or document
        kept under a revision of before (a row measured without its "Suggested rule · Review",
        say) would be drawn for a row that now has it, over the next message (issue 35)."""
        seen = self._states.get(message_id)
        if seen is None or seen[0] != state:
            self._state_counter += 1
            seen = self._states[message_id] = (state, self._state_counter)
        return seen[1]

    @staticmethod
    def _body_width(option) -> int:
        return max(option.rect.width(), 200) - 2 * PAD

    def document(self, option, index) -> QTextDocument:
        """The row's document, laid out at the row's width."""
        model = index.model()
        message = index.data(MessageRole)
        return self._document(
            option, message, model.state_of(message), model.revision_of(message.id)
        )

    def _document(self, option, message, state: RowState, revision: int) -> QTextDocument:
        key = self._key(option, message, state, revision)
        doc = self._docs.get(key)
        if doc is not None:
            self._docs.move_to_end(key)
            return doc
        doc = build_document(
            message,
            state,
            font=QFont(option.font),
            palette=option.palette,
            width=self._body_width(option),
            rtl=option.direction == Qt.LayoutDirection.RightToLeft,
        )
        self._docs[key] = doc
        if len(self._docs) > DOCUMENTS_KEPT:
            _key, gone = self._docs.popitem(last=False)
            self._code.pop(id(gone), None)
        return doc

    def measure(self, option, message, state: RowState, revision: int = 0) -> int:
        """A row's height (remembered for when the row is laid out): for a message read ahead
        of need, measured while the window is idle so that showing it later costs nothing."""
        key = self._key(option, message, state, revision)
        height = self._heights.get(key)
        if height is None:
            _base, small = self._fonts(option.font)
            doc = self._document(option, message, state, revision)
            height = PAD + self._head_height(small) + 4 + int(doc.size().height() + 0.999) + PAD + 1
            if len(self._heights) >= HEIGHTS_KEPT:  # many widths of a window being resized
                self._heights.clear()
            self._heights[key] = height
        return height

    def sizeHint(self, option, index):
        model = index.model()
        message = index.data(MessageRole)
        height = self.measure(
            option, message, model.state_of(message), model.revision_of(message.id)
        )
        return QSize(max(option.rect.width(), 200), height)

    def body_origin(self, option) -> QPoint:
        _base, small = self._fonts(option.font)
        return QPoint(
            option.rect.left() + PAD, option.rect.top() + PAD + self._head_height(small) + 4
        )

    # ------------------------------------------------------------ Copy buttons

    def copy_buttons(self, option, index) -> list[CopyButton]:
        """The Copy buttons of a stored reply's row: the whole reply (at the end of its header)
        and each fenced code block (at its first line's end), in viewport coordinates."""
        message = index.data(MessageRole)
        if message.source is not MessageSource.AGENT or index.data(StreamingRole):
            return []
        _base, small = self._fonts(option.font)
        fm = QFontMetrics(small)
        label = _("Copy")
        height = fm.height() + 2
        width = fm.horizontalAdvance(label) + height + 3 * style.XS
        rtl = option.direction == Qt.LayoutDirection.RightToLeft
        rect = option.rect

        def placed(right_edge: int, left_edge: int, top: int) -> QRect:
            return QRect(left_edge if rtl else right_edge - width, top, width, height)

        buttons = [
            CopyButton(
                0, placed(rect.right() - PAD, rect.left() + PAD, rect.top() + PAD), message.text
            )
        ]
        doc = self.document(option, index)
        blocks = self._code.get(id(doc))
        if blocks is None:
            blocks = self._code[id(doc)] = code_blocks(doc, message.text)
        origin = self.body_origin(option)
        body = self._body_width(option)
        layout = doc.documentLayout()
        for n, block in enumerate(blocks, start=1):
            line = layout.blockBoundingRect(doc.findBlock(block.position))
            top = origin.y() + int(line.top()) + 2
            # On the right in every window: code reads left to right, and its lines start left.
            right = origin.x() + body - 2
            buttons.append(CopyButton(n, QRect(right - width, top, width, height), block.code))
        return buttons

    def copy_button_at(self, option, index, pos: QPoint) -> CopyButton | None:
        for button in self.copy_buttons(option, index):
            if button.rect.contains(pos):
                return button
        return None

    def _paint_copy_buttons(self, painter: QPainter, option, index, small: QFont) -> None:
        pal = option.palette
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        for button in self.copy_buttons(option, index):
            r = button.rect
            painter.setPen(style.color("border_strong"))
            painter.setBrush(pal.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(r.adjusted(0, 0, -1, -1), style.RADIUS_S, style.RADIUS_S)
            side = r.height() - 4
            rtl = option.direction == Qt.LayoutDirection.RightToLeft
            icon_rect = QRect(0, r.top() + 2, side, side)
            text_rect = QRect(r)
            if rtl:
                icon_rect.moveRight(r.right() - style.XS)
                text_rect.setRight(icon_rect.left() - 1)
            else:
                icon_rect.moveLeft(r.left() + style.XS)
                text_rect.setLeft(icon_rect.right() + 1)
            ink = style.color("muted")
            painter.drawPixmap(icon_rect, icons.render_pixmap("copy", side, ink, ratio))
            painter.setPen(ink)
            painter.setFont(small)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, _("Copy"))

    def link_at(self, option, index, pos: QPoint) -> RowLink | None:
        """The link at `pos` (viewport coordinates) in this row, or None."""
        doc = self.document(option, index)
        return link_at(doc, QPointF(pos - self.body_origin(option)))

    # ------------------------------------------------------------ painting

    def paint(self, painter: QPainter, option, index):
        message = index.data(MessageRole)
        _base, small = self._fonts(option.font)
        pal = option.palette
        painter.save()
        rect = option.rect
        selected, _hovered, keyboard = row_state(self.parent(), index)
        if index.data(HighlightRole):
            painter.fillRect(rect, style.color("accent_subtle"))
        elif selected:
            painter.fillRect(rect, pal.color(QPalette.ColorRole.AlternateBase))
        if keyboard and selected:
            # The keyboard's row (Enter follows its first link; the menu key lists them).
            painter.setPen(style.color("focus"))
            painter.drawRect(rect.adjusted(1, 1, -2, -2))
        rtl = option.direction == Qt.LayoutDirection.RightToLeft
        # badge
        badge = labels.message_badge(message)
        fm_b = QFontMetrics(small)
        side = fm_b.height() - 2
        bw, bh = fm_b.horizontalAdvance(badge) + side + 3 * style.XS + 2, fm_b.height() + 2
        bx = rect.right() - PAD - bw if rtl else rect.left() + PAD
        badge_rect = QRect(bx, rect.top() + PAD, bw, bh)
        fill, ink = style.badge_colors(message.source)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(badge_rect, style.RADIUS_S, style.RADIUS_S)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        icon_rect = QRect(0, badge_rect.top() + (bh - side) // 2, side, side)
        text_rect = QRect(badge_rect)
        if rtl:
            icon_rect.moveRight(badge_rect.right() - style.XS - 1)
            text_rect.setRight(icon_rect.left() - 1)
        else:
            icon_rect.moveLeft(badge_rect.left() + style.XS + 1)
            text_rect.setLeft(icon_rect.right() + 1)
        painter.drawPixmap(
            icon_rect, icons.render_pixmap(BADGE_ICONS[message.source], side, ink, ratio)
        )
        painter.setPen(ink)
        painter.setFont(small)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, badge)
        # time
        time_font = QFont(small)
        time_font.setBold(False)
        painter.setFont(time_font)
        painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        time_rect = QRect(
            rect.left() + PAD + bw + 8, rect.top() + PAD, rect.width() - 2 * PAD - bw - 8, bh
        )
        if rtl:
            time_rect.moveRight(rect.right() - PAD - bw - 8)
        painter.drawText(
            time_rect,
            Qt.AlignmentFlag.AlignVCenter
            | (Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft),
            format_time(message.created_at),
        )
        # the document
        doc = self.document(option, index)
        origin = self.body_origin(option)
        painter.translate(origin)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette = QPalette(pal)
        context.palette.setColor(QPalette.ColorRole.Text, pal.color(QPalette.ColorRole.Text))
        context.clip = QRect(0, 0, rect.width(), rect.bottom() - origin.y()).toRectF()
        doc.documentLayout().draw(painter, context)
        painter.translate(-origin)
        time_font.setBold(False)
        self._paint_copy_buttons(painter, option, index, time_font)
        # separator
        painter.setPen(style.color("border"))
        painter.drawLine(rect.left() + PAD, rect.bottom(), rect.right() - PAD, rect.bottom())
        painter.restore()
