"""The inline form under the list: add an entry by hand, or edit a saved one (its kind and its
words, in the same editor as a suggestion's Edit). For a rule, what Mindkeep will check of the
words as typed is said at once — or that it cannot check them, and why (issue 33)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from app.domain.compliance.reading import reading_of
from app.domain.model import Kind, MemoryEntry
from app.i18n import _
from app.services.reading_words import reading_words, unread_words
from app.ui import style
from app.ui.models import labels
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import bold, dim_label, set_directed_text, text_label
from app.ui.widgets.rule_editor import DiffLabel, RuleEditor


class EntryForm(QFrame):
    sig_add_requested = Signal(str, str)  # kind, words
    sig_edit_requested = Signal(object, str, str)  # MemoryEntry, words, kind
    sig_closed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("conflictBox")  # drawn as a tinted panel, like a card's conflict
        self.entry: MemoryEntry | None = None  # None: a new entry
        self.title = text_label()
        bold(self.title)
        self.kind_combo = ComboBox()
        for k in Kind:
            self.kind_combo.addItem("", k.value)
        self.editor = RuleEditor()
        self.editor.sig_submitted.connect(self.on_save_clicked)
        self.editor.sig_cancelled.connect(self.close_form)
        self.editor.textChanged.connect(self._show_diff)
        self.editor.textChanged.connect(self._show_reading)
        self.kind_combo.currentIndexChanged.connect(lambda _i: self._show_reading())
        self.diff_label = DiffLabel(suggestion=False)
        # What Mindkeep will check of the words as they are typed (a rule only).
        self.reading_label = text_label()
        self.reading_label.setWordWrap(True)
        self.reading_label.setObjectName("formReading")
        dim_label(self.reading_label)
        self.save_button = QPushButton()
        self.cancel_button = QPushButton()
        style.set_role(self.save_button, "primary")
        style.set_role(self.cancel_button, "ghost")
        self.save_button.clicked.connect(self.on_save_clicked)
        self.cancel_button.clicked.connect(self.close_form)
        self.hint = text_label()
        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addWidget(self.kind_combo)
        head.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addLayout(head)
        layout.addWidget(self.editor)
        layout.addWidget(self.diff_label)
        layout.addWidget(self.reading_label)
        layout.addLayout(buttons)
        self.kind_combo.installEventFilter(self)
        self.hide()

    def open_for(self, entry: MemoryEntry | None) -> None:
        """A new entry (None), or the words and kind of a saved one."""
        self.entry = entry
        kind = entry.kind.value if entry is not None else Kind.FACT.value
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind)))
        self.editor.setText(entry.content if entry is not None else "")
        self.retranslate_ui()
        self.show()
        self.editor.setFocus()
        self.editor.selectAll()

    def close_form(self) -> None:
        was_open = self.isVisible()
        self.entry = None
        self.hide()
        if was_open:
            self.sig_closed.emit()

    def on_save_clicked(self) -> None:
        text, kind = self.editor.text(), self.kind_combo.currentData()
        if self.entry is None:
            self.sig_add_requested.emit(kind, text)
        else:
            self.sig_edit_requested.emit(self.entry, text, kind)

    def _show_diff(self) -> None:
        self.diff_label.setVisible(self.entry is not None)
        if self.entry is not None:
            self.diff_label.compare(self.entry.content, self.editor.text())

    def _show_reading(self) -> None:
        """ "Mindkeep will check: …" for a rule's words as typed, or why it cannot."""
        words = self.editor.text()
        kind = self.kind_combo.currentData()
        text = ""
        if kind is not None and Kind(kind).is_rule and words.strip():
            text = unread_words(words) or reading_words(reading_of(words))
        set_directed_text(self.reading_label, text)
        self.reading_label.setAccessibleName(text)
        self.reading_label.setVisible(bool(text))

    def eventFilter(self, obj, event) -> bool:
        if (
            obj is self.kind_combo
            and event.type() == event.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
        ):
            self.close_form()
            return True
        return super().eventFilter(obj, event)

    def retranslate_ui(self) -> None:
        self.title.setText(_("Edit:") if self.entry is not None else _("New entry:"))
        for i in range(self.kind_combo.count()):
            self.kind_combo.setItemText(i, labels.kind_title(self.kind_combo.itemData(i)))
        self.kind_combo.setAccessibleName(_("Kind"))
        self.editor.setPlaceholderText(_("What should be remembered?"))
        self.editor.setAccessibleName(_("Text of the entry"))
        self.save_button.setText(_("Save"))
        self.save_button.setAccessibleName(_("Save the entry"))
        self.cancel_button.setText(_("Cancel"))
        self.cancel_button.setAccessibleName(_("Cancel"))
        self.hint.setText(_("Enter saves · Esc cancels"))
        self.kind_combo.setToolTip(_("What kind of rule this is"))
        for widget in (self.editor, self.save_button, self.cancel_button):
            widget.setAccessibleDescription(self.hint.text())
        self._show_diff()
        self._show_reading()
