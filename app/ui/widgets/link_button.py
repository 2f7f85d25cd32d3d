"""A flat button drawn as a link in the palette's link colour (focusable, clickable)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton


class LinkButton(QPushButton):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        font = QFont(self.font())
        font.setUnderline(True)
        self.setFont(font)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.palette.setColor(QPalette.ColorRole.ButtonText, self.palette().color(QPalette.ColorRole.Link))
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, opt, painter, self)
