"""How the directory's rows are drawn: padding, the name with where it applies, and a badge
for the number of waiting suggestions."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.domain.model import Scope
from app.ui import style
from app.ui.models.directory import ScopeRefRole, SubtitleRole


class PaddedDelegate(QStyledItemDelegate):
    """Gives every cell some air (the default sizes hug the text)."""

    def sizeHint(self, option, index) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + 20, max(size.height(), QFontMetrics(option.font).height() + 14))


class NameDelegate(PaddedDelegate):
    """The name, and under it in smaller type where the Memory applies; Sessions indented."""

    INDENT = 18
    GAP = 2

    @staticmethod
    def _small(font: QFont) -> QFont:
        small = QFont(font)
        small.setBold(False)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.88))
        return small

    def _indent(self, index) -> int:
        ref = index.data(ScopeRefRole)
        return self.INDENT if ref is not None and ref.scope is Scope.SESSION else 0

    def sizeHint(self, option, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        fm = QFontMetrics(opt.font)
        small = QFontMetrics(self._small(opt.font))
        subtitle = index.data(SubtitleRole) or ""
        width = max(fm.horizontalAdvance(opt.text), small.horizontalAdvance(subtitle))
        return QSize(width + self._indent(index) + 24, fm.height() + small.height() + self.GAP + 14)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        qstyle = widget.style() if widget is not None else QApplication.style()
        name = opt.text
        opt.text = ""
        qstyle.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        inner = opt.rect.adjusted(6 + self._indent(index), 5, -6, -5)
        inner = QStyle.visualRect(opt.direction, opt.rect, inner)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        pal = opt.palette
        ink = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        dim = ink if selected else style.color("muted")
        align = int(
            QStyle.visualAlignment(opt.direction, Qt.AlignmentFlag.AlignLeft)
            | Qt.AlignmentFlag.AlignTop
        )
        fm = QFontMetrics(opt.font)
        small_font = self._small(opt.font)
        small = QFontMetrics(small_font)
        painter.save()
        painter.setLayoutDirection(opt.direction)
        painter.setFont(opt.font)
        painter.setPen(ink)
        painter.drawText(
            QRect(inner.left(), inner.top(), inner.width(), fm.height()),
            align,
            fm.elidedText(name, Qt.TextElideMode.ElideRight, inner.width()),
        )
        painter.setFont(small_font)
        painter.setPen(dim)
        subtitle = index.data(SubtitleRole) or ""
        painter.drawText(
            QRect(
                inner.left(), inner.top() + fm.height() + self.GAP, inner.width(), small.height()
            ),
            align,
            small.elidedText(subtitle, Qt.TextElideMode.ElideRight, inner.width()),
        )
        painter.restore()


class BadgeDelegate(PaddedDelegate):
    """Paints "N suggested" as a small pill in the highlight colour; nothing when there is none."""

    def sizeHint(self, option, index) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        fm = QFontMetrics(option.font)
        return QSize(fm.horizontalAdvance(text) + 36, fm.height() + 14)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        qstyle = widget.style() if widget is not None else QApplication.style()
        qstyle.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        if not text:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetrics(opt.font)
        w = min(fm.horizontalAdvance(text) + 16, opt.rect.width() - 8)
        h = fm.height() + 4
        pill = QRect(opt.rect.left() + 6, opt.rect.center().y() - h // 2, w, h)
        pill = QStyle.visualRect(opt.direction, opt.rect, pill)
        pal = opt.palette
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        fill = pal.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Highlight
        )
        ink = pal.color(
            QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.HighlightedText
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(pill), h / 2, h / 2)
        painter.setPen(ink)
        painter.setFont(opt.font)
        painter.drawText(
            pill,
            int(Qt.AlignmentFlag.AlignCenter),
            fm.elidedText(text, Qt.TextElideMode.ElideRight, pill.width() - 8),
        )
        painter.restore()
