"""A find bar: the words to look for, how many places hold them and which one is shown
("3 of 12"), Previous and Next, and Close. It only asks (its signals); what is searched and how
a match is shown is its owner's (the chat's Find in a Session)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QToolButton, QWidget

from app.i18n import _, format_number
from app.ui import icons, style
from app.ui.widgets.common import LanguageAware, set_direction_of, text_label


class FindBar(LanguageAware, QWidget):
    """Enter (or F3) shows the next match, Shift+Enter (Shift+F3) the previous one, Esc closes."""

    sig_query_changed = Signal(str)
    sig_next_requested = Signal()
    sig_previous_requested = Signal()
    sig_close_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("findBar")
        self.field = QLineEdit()
        self.field.setClearButtonEnabled(True)
        self.field.textChanged.connect(self.on_field_text_changed)
        self.field.installEventFilter(self)
        self.count_label = text_label()
        style.set_role(self.count_label, "muted")
        self.previous_button = QToolButton()
        self.previous_button.setIcon(icons.icon("caret-up-bold"))
        self.previous_button.setAutoRaise(True)
        self.previous_button.clicked.connect(self.sig_previous_requested)
        self.next_button = QToolButton()
        self.next_button.setIcon(icons.icon("caret-down-bold"))
        self.next_button.setAutoRaise(True)
        self.next_button.clicked.connect(self.sig_next_requested)
        self.close_button = QToolButton()
        self.close_button.setIcon(icons.icon("x"))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.sig_close_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(style.XS)
        row.addWidget(self.field, 1)
        row.addWidget(self.count_label)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addWidget(self.close_button)
        self._count: tuple[int, int] | None = None
        self.set_count(None)
        self.listen_to_language()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.field.setPlaceholderText(_("Find in this Session"))
        self.field.setAccessibleName(_("Find in this Session"))
        self.field.setAccessibleDescription(
            _("Enter shows the next match, Shift+Enter the previous one, Esc closes")
        )
        self.previous_button.setToolTip(_("Previous match (Shift+Enter)"))
        self.previous_button.setAccessibleName(_("Previous match"))
        self.next_button.setToolTip(_("Next match (Enter)"))
        self.next_button.setAccessibleName(_("Next match"))
        self.close_button.setToolTip(_("Close (Esc)"))
        self.close_button.setAccessibleName(_("Close Find"))
        self.set_count(self._count)

    def text(self) -> str:
        return self.field.text()

    def open(self, text: str | None = None) -> None:
        """Show the bar with the keyboard in its field (its words selected, to type anew)."""
        self.show()
        if text is not None and text != self.field.text():
            self.field.setText(text)
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()

    def set_count(self, count: tuple[int, int] | None) -> None:
        """(which match is shown, how many), or None with no words to find."""
        self._count = count
        if count is None:
            self.count_label.clear()
        elif count[1] == 0:
            self.count_label.setText(_("No matches"))
        else:
            self.count_label.setText(
                _("{current} of {total}").format(
                    current=format_number(count[0]), total=format_number(count[1])
                )
            )
        self.count_label.setAccessibleName(self.count_label.text())
        found = bool(count and count[1])
        self.previous_button.setEnabled(found)
        self.next_button.setEnabled(found)

    def said(self) -> str:
        """What the count says ("3 of 12", "No matches"), as shown."""
        return self.count_label.text()

    def on_field_text_changed(self, text: str) -> None:
        set_direction_of(self.field, text)
        self.sig_query_changed.emit(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F3):
                (self.sig_previous_requested if shift else self.sig_next_requested).emit()
                return True
            if key == Qt.Key.Key_Escape:
                self.sig_close_requested.emit()
                return True
            if event.matches(QKeySequence.StandardKey.FindNext):
                self.sig_next_requested.emit()
                return True
            if event.matches(QKeySequence.StandardKey.FindPrevious):
                self.sig_previous_requested.emit()
                return True
        return super().eventFilter(watched, event)
