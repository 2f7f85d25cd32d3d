"""A flat button drawn as a link in the theme's link colour (focusable, clickable); the style
sheet's `link` role draws it, with a focus ring like every other control."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton

from app.ui import style


class LinkButton(QPushButton):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        font = QFont(self.font())
        font.setUnderline(True)
        self.setFont(font)
        style.set_role(self, "link")
