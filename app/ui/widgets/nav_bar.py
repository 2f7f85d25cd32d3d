"""The switch between the chat, the Memory page and the Memory directory, always in view at the
top of the window, with how many suggestions wait on Memory (issue 13, navigation)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QWidget

from app.i18n import _, format_number, ngettext
from app.ui import icons, style
from app.ui.widgets.common import LanguageAware

CHAT, MEMORY, DIRECTORY = range(3)


class NavBar(LanguageAware, QWidget):
    sig_page_requested = Signal(int)  # CHAT, MEMORY or DIRECTORY

    def __init__(self, parent=None):
        super().__init__(parent)
        self._waiting = 0
        self.chat_button = QPushButton()
        self.memory_button = QPushButton()
        self.directory_button = QPushButton()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        # A segmented switch: the three pages side by side in one rounded tray.
        self.switch = QWidget()
        self.switch.setObjectName("navSwitch")
        self.switch.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        inner = QHBoxLayout(self.switch)
        inner.setContentsMargins(style.XXS + 1, style.XXS + 1, style.XXS + 1, style.XXS + 1)
        inner.setSpacing(style.XXS)
        for page, (button, name) in enumerate(
            zip(self.buttons(), ("chat-circle-text", "brain", "folders"), strict=False)
        ):
            button.setCheckable(True)
            button.setIcon(icons.icon(name))
            style.set_role(button, "nav")
            self.group.addButton(button, page)
            inner.addWidget(button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.XS)
        layout.setSpacing(0)
        layout.addWidget(self.switch)
        layout.addStretch(1)
        self.group.idClicked.connect(self.sig_page_requested)
        self.chat_button.setChecked(True)
        self.listen_to_language()
        self.retranslate_ui()

    def buttons(self) -> list[QPushButton]:
        return [self.chat_button, self.memory_button, self.directory_button]

    def set_current(self, page: int) -> None:
        self.buttons()[page].setChecked(True)

    def current(self) -> int:
        return self.group.checkedId()

    def set_waiting(self, n: int) -> None:
        """How many suggestions wait for the user where Memory opens."""
        self._waiting = n
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        n = self._waiting
        self.chat_button.setText(_("Chat"))
        self.chat_button.setToolTip(_("The conversation (Ctrl+1; Esc from the other pages)"))
        self.memory_button.setText(_("Memory") + (f" · {format_number(n)}" if n else ""))
        self.memory_button.setToolTip(
            ngettext(
                "{n} suggestion waits for you (Ctrl+M)", "{n} suggestions wait for you (Ctrl+M)", n
            ).format(n=format_number(n))
            if n
            else _("What the agent remembers (Ctrl+M)")
        )
        self.directory_button.setText(_("Directory"))
        self.directory_button.setToolTip(_("All Spaces and Sessions that have Memory (Ctrl+D)"))
        self.chat_button.setAccessibleName(_("Chat"))
        self.memory_button.setAccessibleName(
            ngettext("Memory, {n} suggestion waits", "Memory, {n} suggestions wait", n).format(
                n=format_number(n)
            )
            if n
            else _("Memory")
        )
        self.directory_button.setAccessibleName(_("Memory directory"))
        self.setAccessibleName(_("Pages"))
