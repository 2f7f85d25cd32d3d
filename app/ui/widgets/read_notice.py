"""The status bar's word on what the window could not read as it was stored (issue 23):
values in the database another program wrote (left out, shown as text or replaced, see
app/storage/decode.py), and files of the window's own state that were set aside."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.i18n import _, ngettext
from app.ui.ui_state import take_set_aside
from app.ui.widgets.common import LanguageAware

# How many places the tooltip lists.
LISTED = 20


class ReadNotice(LanguageAware, QLabel):
    """Plain text, selectable; it stays until the window closes (what it says stays true)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._skipped: dict = {}  # decode.Skipped → None, in the order met
        self._set_aside: list[tuple[Path, Path]] = []
        self.listen_to_language()

    def add_skipped(self, items) -> None:
        """Stored values (decode.Skipped) the window could not show as they were stored."""
        self._skipped.update(dict.fromkeys(items))
        self.retranslate_ui()

    def add_set_aside(self, original: Path, moved: Path) -> None:
        """A state file that could not be read was moved aside; the window started without it."""
        self._set_aside.append((original, moved))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        lines = []
        for original, moved in self._set_aside:
            lines.append(
                _(
                    "{file} could not be read, so the window started afresh; the file was kept "
                    "as {kept}."
                ).format(file=original.name, kept=moved.name)
            )
        n = len(self._skipped)
        if n:
            lines.append(
                ngettext(
                    "{n} value in the database could not be read as stored, and was left out, "
                    "shown as text or replaced by its default. Another program may have "
                    "written it.",
                    "{n} values in the database could not be read as stored, and were left "
                    "out, shown as text or replaced by their defaults. Another program may "
                    "have written them.",
                    n,
                ).format(n=n)
            )
        text = " ".join(lines)
        self.setText(text)
        self.setAccessibleName(text)
        places = [
            f"{s.table} {s.row}, {s.column}" if s.table else _("text that is not valid UTF-8")
            for s in list(self._skipped)[:LISTED]
        ]
        places += [str(moved) for _original, moved in self._set_aside]
        # Escaped, in a paragraph: a settings key another program wrote is shown, never drawn.
        self.setToolTip("<p>" + "<br>".join(html.escape(p) for p in places) + "</p>")


def of(window) -> ReadNotice:
    """The window's notice (`window.read_notice`), put in its status bar the first time there
    is something to say, and the status bar shown."""
    if window.read_notice is None:
        window.read_notice = ReadNotice()
        window.statusBar().addPermanentWidget(window.read_notice, 1)
    window.statusBar().show()
    return window.read_notice


def say_set_aside(window) -> None:
    """Name the state files set aside since the last call (the first screen's read, or the
    window's own)."""
    for original, moved in take_set_aside():
        of(window).add_set_aside(original, moved)


def listen(window, bridge) -> None:
    """Say the values another program wrote that could not be read, as they are met."""
    bridge.sig_values_skipped.connect(lambda event: of(window).add_skipped(event.items))
