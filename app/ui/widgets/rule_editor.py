"""The one editor for a rule's words (a suggestion card's Edit and a saved entry's Edit alike):
it wraps like a paragraph, Enter saves, Esc cancels, and a rule has no line breaks (they would
be folded into spaces on saving). The word diff a card shows while its suggestion is edited."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPalette
from PySide6.QtWidgets import QLabel, QPlainTextEdit

from app.domain.text import clean_content, has_invisible, word_diff
from app.i18n import _
from app.ui.widgets.common import isolate, set_direction_of


class RuleEditor(QPlainTextEdit):
    """A few wrapped lines for one rule; `sig_submitted` on Enter, `sig_cancelled` on Esc."""

    sig_submitted = Signal()
    sig_cancelled = Signal()

    LINES = 3

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        fm = QFontMetrics(self.font())
        self.setFixedHeight(fm.lineSpacing() * self.LINES + 14)
        self.textChanged.connect(lambda: set_direction_of(self, self.toPlainText()))

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:
        self.setPlainText(text)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.sig_submitted.emit()
            return  # no line breaks in a rule
        if event.key() == Qt.Key.Key_Escape:
            self.sig_cancelled.emit()
            return
        super().keyPressEvent(event)

    def event(self, event) -> bool:
        # Esc is ours (cancel), not a window shortcut's (the window's Esc goes back to the chat).
        if event.type() == QEvent.Type.ShortcutOverride and event.key() == Qt.Key.Key_Escape:
            event.accept()
            return True
        return super().event(event)


def diff_html(old: str, new: str, palette: QPalette) -> str:
    """The change from `old` to what `new` will be stored as: removed words struck through,
    added words underlined, in the palette's colours (rich text, every word escaped)."""
    removed = palette.color(QPalette.ColorRole.PlaceholderText).name()
    added = palette.color(QPalette.ColorRole.Link).name()
    out = []
    for op, text in word_diff(old, clean_content(new)):
        text = html.escape(text)
        if op == "removed":
            out.append(f'<s style="color:{removed}">{text}</s>')
        elif op == "added":
            out.append(f'<u style="color:{added}"><b>{text}</b></u>')
        else:
            out.append(text)
    return "".join(out)


class DiffLabel(QLabel):
    """Under the editor: how the edit changes the words, or that it changes nothing. The one
    label drawn as rich text on purpose (struck and underlined words): every word and note is
    escaped before it is put into it."""

    escapes_its_text = True  # the window's check of rich labels (tests/ui/test_outside_text.py)

    def __init__(self, *, suggestion: bool, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._suggestion = suggestion
        self._old = self._new = ""

    def compare(self, old: str, new: str) -> None:
        self._old, self._new = old, new
        self.retranslate_ui()

    def changed(self) -> bool:
        return clean_content(self._new) != clean_content(self._old)

    def plain(self) -> str:
        """The diff in plain words, [-removed-] {+added+}: for screen readers and tests."""
        parts = word_diff(self._old, clean_content(self._new))
        marks = {"removed": "[-{}-]", "added": "{{+{}+}}", "same": "{}"}
        return "".join(marks[op].format(text) for op, text in parts)

    def _notes(self) -> list[str]:
        if not clean_content(self._new):
            return [_("Write the rule first.")]
        notes = []
        if not self.changed():
            notes.append(
                _("No change: saving accepts it as it stands.")
                if self._suggestion
                else _("No change yet.")
            )
        if has_invisible(self._new):
            notes.append(_("Invisible characters are removed on saving."))
        return notes

    def retranslate_ui(self) -> None:
        notes = self._notes()
        shown = [html.escape(n) for n in notes]
        spoken = list(notes)
        if clean_content(self._new) and self.changed():
            template = _("Your change: {diff}")
            shown.insert(
                0,
                html.escape(template).format(
                    diff=isolate(diff_html(self._old, self._new, self.palette()))
                ),
            )
            spoken.insert(0, template.format(diff=self.plain()))
            set_direction_of(self, template)
        self.setText(" ".join(shown))
        self.setAccessibleName(" ".join(spoken))
