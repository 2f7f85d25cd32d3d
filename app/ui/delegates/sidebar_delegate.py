"""Paints a row of the sidebar: a Space (folder, its name, how many suggestions wait in it) or a
Session (speech bubble, or a timer for a temporary one); the chosen Session stands out."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate

from app.i18n import format_number
from app.ui import icons, style
from app.ui.delegates import row_state
from app.ui.models.sidebar import SessionRole, SpaceRole, WaitingRole


class SidebarDelegate(QStyledItemDelegate):
    def sizeHint(self, option, index) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + style.XL, QFontMetrics(option.font).height() + 2 * style.S)

    def paint(self, painter: QPainter, option, index) -> None:
        # The view's option as it is (rect, font, direction): initStyleOption would ask the
        # model for ten roles a row, and the row needs its text and what it is.
        opt = option
        space, session = index.data(SpaceRole), index.data(SessionRole)
        selected, hovered, keyboard = row_state(self.parent(), index)
        rtl = opt.direction == Qt.LayoutDirection.RightToLeft
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row = QRectF(opt.rect).adjusted(1, 1, -style.XS, -1)
        if selected or hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.color("accent_subtle" if selected else "hover"))
            painter.drawRoundedRect(row, style.RADIUS_M, style.RADIUS_M)
        if selected:  # a bar on the leading edge: the chosen row reads without colour too
            bar = (
                QRectF(row.right() - 3, row.top() + 5, 3, row.height() - 10)
                if rtl
                else QRectF(row.left(), row.top() + 5, 3, row.height() - 10)
            )
            painter.setBrush(style.color("accent"))
            painter.drawRoundedRect(bar, 1.5, 1.5)
        if keyboard:  # the keyboard is here (the pane has focus)
            pen = QPen(style.color("focus"))
            pen.setWidthF(2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(row.adjusted(1, 1, -1, -1), style.RADIUS_M, style.RADIUS_M)
        inner = opt.rect.adjusted(style.S, 0, -style.S - style.XS, 0)
        # icon
        name = (
            "folder-simple"
            if space is not None
            else ("clock-countdown" if session is not None and session.temporary else "chat-circle")
        )
        side = style.ICON_M
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pm = icons.pixmap(name, side, "accent" if selected else "muted", ratio=ratio)
        ix = inner.right() - side if rtl else inner.left()
        painter.drawPixmap(QRect(ix, inner.center().y() - side // 2, side, side), pm)
        text_rect = QRect(inner)
        if rtl:
            text_rect.setRight(inner.right() - side - style.S)
        else:
            text_rect.setLeft(inner.left() + side + style.S)
        # the count of waiting suggestions, on the trailing edge
        waiting = index.data(WaitingRole) or 0
        font = QFont(opt.font)
        if session is not None and session.temporary:
            font.setItalic(True)
        if space is not None or selected:
            font.setWeight(
                QFont.Weight.DemiBold if space is not None and not selected else QFont.Weight.Bold
            )
        if waiting:
            small = style.type_font(opt.font, "caption", bold=True)
            fm_s = QFontMetrics(small)
            label = format_number(waiting)
            w = max(fm_s.horizontalAdvance(label) + 2 * style.S - 2, fm_s.height() + 2)
            h = fm_s.height() + 2
            px = inner.left() if rtl else inner.right() - w
            pill = QRect(px, inner.center().y() - h // 2, w, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.color("accent"))
            painter.drawRoundedRect(QRectF(pill), h / 2, h / 2)
            painter.setPen(style.color("on_accent"))
            painter.setFont(small)
            painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), label)
            if rtl:
                text_rect.setLeft(pill.right() + style.S)
            else:
                text_rect.setRight(pill.left() - style.S)
        painter.setFont(font)
        painter.setPen(style.color("text"))
        fm = QFontMetrics(font)
        align = Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
        )
        text = space.name if space is not None else session.title if session is not None else ""
        painter.drawText(
            text_rect,
            int(align),
            fm.elidedText(text, Qt.TextElideMode.ElideRight, text_rect.width()),
        )
        painter.restore()
