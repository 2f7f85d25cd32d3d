"""What a place shows when it has nothing yet: an icon, one sentence and one action (no Spaces
yet, no Memory yet, nothing suggested)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QPushButton, QVBoxLayout, QWidget

from app.ui import icons, style
from app.ui.widgets.common import text_label


class EmptyState(QWidget):
    """`set_text(sentence, action)` with callables, so a language switch says it again."""

    sig_action_requested = Signal()

    def __init__(
        self, icon_name: str, *, compact: bool = False, primary: bool = False, parent=None
    ):
        super().__init__(parent)
        self.setObjectName("emptyState")
        self._sentence: Callable[[], str] | None = None
        self._action: Callable[[], str] | None = None
        self.icon_label = text_label()
        self._icon = icons.icon(icon_name, "muted")
        self._side = style.ICON_M if compact else style.ICON_L
        self._show_icon()
        self.icon_label.setAccessibleName(" ")  # decoration: read the sentence instead
        self.label = text_label()
        self.label.setWordWrap(True)
        self.button = QPushButton()
        self.button.clicked.connect(self.sig_action_requested)
        style.set_role(self.button, "primary" if primary else ("link" if compact else None))
        if compact:
            layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
            layout.setContentsMargins(style.M, style.S, style.M, style.S)
            layout.setSpacing(style.S)
            layout.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignVCenter)
            layout.addWidget(self.label, 1)
            layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        else:
            layout = QVBoxLayout(self)
            layout.setContentsMargins(style.L, style.M, style.L, style.M)
            layout.setSpacing(style.S)
            layout.addStretch(1)
            layout.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignHCenter)
            layout.addWidget(self.label)  # the whole width, so its lines wrap where they should
            layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addStretch(2)

    def _show_icon(self) -> None:
        self.icon_label.setPixmap(self._icon.pixmap(QSize(self._side, self._side)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._show_icon()  # the theme switched: the icon in its new colour
        super().changeEvent(event)

    def set_text(self, sentence: Callable[[], str], action: Callable[[], str]) -> None:
        self._sentence, self._action = sentence, action
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if self._sentence is None or self._action is None:
            return
        self.label.setText(self._sentence())
        self.button.setText(self._action())
        self.button.setAccessibleName(self._action())
        self.button.setAccessibleDescription(self._sentence())
        self.setAccessibleName(self._sentence())

    def text(self) -> str:
        return self.label.text()
