"""Paints a row of the sidebar: a Space (folder, its name, how many suggestions wait in it) or a
Session (speech bubble, or a timer for a temporary one); the chosen Session stands out."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QLineEdit, QStyledItemDelegate, QToolTip

from app.domain.memory.rules.limits import NAME_MAX
from app.i18n import _, format_number, ngettext
from app.ui import icons, style
from app.ui.delegates import row_state
from app.ui.models.sidebar import SessionRole, SpaceRole, WaitingRole
from app.ui.widgets.common import paragraph_is_rtl


def elide(text: str, font: QFont, width: int) -> str:
    """The name as it fits in `width`, cut at its end with "…"."""
    return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0, width))


class NameEditor(QLineEdit):
    """A Space's or Session's name, typed in place: it takes at most NAME_MAX characters, and
    says how many are left once fewer than NAME_WARN remain."""

    NAME_WARN = 20

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMaxLength(NAME_MAX)
        self.textChanged.connect(self.on_text_changed)

    def left(self) -> int:
        return self.maxLength() - len(self.text())

    def on_text_changed(self, _text: str) -> None:
        left = self.left()
        if left >= self.NAME_WARN:
            self.setToolTip("")
            QToolTip.hideText()
            return
        tip = (
            ngettext("{n} character left", "{n} characters left", left).format(
                n=format_number(left)
            )
            if left
            else _("A name has at most {n} characters.").format(n=format_number(self.maxLength()))
        )
        self.setToolTip(tip)
        QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), tip, self)


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
            else (
                "clock-countdown"
                if session is not None and session.temporary
                # An outside agent's Session over MCP (SPEC §9).
                else "arrow-bend-up-right"
                if session is not None and session.external
                else "chat-circle"
            )
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
        text = space.name if space is not None else session.title if session is not None else ""
        # Beside the icon whatever the window's direction (absolute: a right-to-left painter
        # would mirror a plain AlignRight to the far edge), and in the name's own direction, so
        # an elided Latin name ends in "…" on its right also in an Arabic window.
        align = (
            Qt.AlignmentFlag.AlignVCenter
            | Qt.AlignmentFlag.AlignAbsolute
            | (Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
        )
        painter.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft
            if paragraph_is_rtl(text)
            else Qt.LayoutDirection.LeftToRight
        )
        painter.drawText(text_rect, int(align), elide(text, font, text_rect.width()))
        painter.restore()

    def _text_width(self, option, index) -> int:
        """The width the name gets in its row (as paint lays it out)."""
        waiting = index.data(WaitingRole) or 0
        width = option.rect.width() - 2 * style.S - style.XS - style.ICON_M - style.S
        if waiting:
            fm_s = QFontMetrics(style.type_font(option.font, "caption", bold=True))
            label = format_number(waiting)
            width -= max(fm_s.horizontalAdvance(label) + 2 * style.S - 2, fm_s.height() + 2)
            width -= style.S
        return width

    def tooltip_for(self, option, index) -> str:
        """A name cut short shows whole in its tooltip (a temporary Session says it is one);
        a name shown whole has none."""
        space, session = index.data(SpaceRole), index.data(SessionRole)
        name = space.name if space is not None else session.title if session is not None else ""
        font = QFont(option.font)
        font.setWeight(QFont.Weight.Bold)  # the widest it is drawn
        cut = elide(name, font, self._text_width(option, index)) != name
        if cut or (session is not None and session.temporary):
            return index.data(Qt.ItemDataRole.ToolTipRole) or ""
        return ""

    def helpEvent(self, event, view, option, index) -> bool:
        if event.type() != QEvent.Type.ToolTip or not index.isValid():
            return super().helpEvent(event, view, option, index)
        tip = self.tooltip_for(option, index)
        if tip:
            QToolTip.showText(event.globalPos(), tip, view)
        else:
            QToolTip.hideText()
        return True

    def createEditor(self, parent, option, index):
        """The name typed in place, at most NAME_MAX characters: the box stops there and says
        so while typing, instead of a refusal after Enter that loses what was typed."""
        editor = NameEditor(parent)
        return editor
