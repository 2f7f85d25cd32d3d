"""Paints one result of a search across all conversations: where the message is (Space ›
Session · who · when) above its excerpt, the words found marked on the theme's `found` ground;
the excerpt in its own direction (an Arabic message right to left in an English window)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QTextCharFormat, QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from app.ui import style
from app.ui.models.message_hits import ExcerptRole, WhereRole
from app.ui.widgets.common import paragraph_is_rtl

PAD = 6
EXCERPT_LINES = 2


class MessageHitDelegate(QStyledItemDelegate):
    """Three lines of one height: where, then two lines of the excerpt."""

    def sizeHint(self, option, index) -> QSize:
        fm = QFontMetrics(option.font)
        return QSize(option.rect.width(), (1 + EXCERPT_LINES) * fm.height() + 4 * PAD)

    def paint(self, painter, option, index) -> None:
        self.initStyleOption(option, index)
        widget = option.widget
        if widget is not None:
            widget.style().drawPrimitive(
                QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, widget
            )
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pal = option.palette
        rect = option.rect.adjusted(PAD * 2, PAD, -PAD * 2, -PAD)
        fm = QFontMetrics(option.font)
        painter.save()
        small = QFont(option.font)
        small.setPointSizeF(max(option.font.pointSizeF() * 0.9, 7))
        painter.setFont(small)
        painter.setPen(
            pal.color(
                QPalette.ColorRole.HighlightedText
                if selected
                else QPalette.ColorRole.PlaceholderText
            )
        )
        head = QRect(rect.left(), rect.top(), rect.width(), fm.height())
        painter.drawText(
            head,
            Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter,
            QFontMetrics(small).elidedText(
                index.data(WhereRole), Qt.TextElideMode.ElideRight, rect.width()
            ),
        )
        painter.setPen(
            pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        )
        found = index.data(ExcerptRole)
        layout = excerpt_layout(found.text, found.marks, option.font, rect.width())
        layout.draw(painter, QPointF(rect.left(), rect.top() + fm.height() + PAD))
        painter.restore()


def excerpt_layout(text: str, marks, font: QFont, width: int) -> QTextLayout:
    """The excerpt laid out in at most EXCERPT_LINES lines of `width`, in its own direction,
    each mark on the `found` ground."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    option.setTextDirection(
        Qt.LayoutDirection.RightToLeft if paragraph_is_rtl(text) else Qt.LayoutDirection.LeftToRight
    )
    layout.setTextOption(option)
    ranges = []
    for start, end in marks:
        mark = QTextLayout.FormatRange()
        mark.start, mark.length = start, end - start
        fmt = QTextCharFormat()
        fmt.setBackground(style.color("found"))
        fmt.setForeground(style.color("text"))
        mark.format = fmt
        ranges.append(mark)
    layout.setFormats(ranges)
    layout.beginLayout()
    y = 0.0
    for _ in range(EXCERPT_LINES):
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout
