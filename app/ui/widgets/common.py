"""Small helpers the pages share: language switches, emphasis. Qt only, no services, so
the window's frame can use them before the database is open."""

from __future__ import annotations

import unicodedata
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtGui import Qt as GuiQt  # Qt.mightBeRichText is QtGui's
from PySide6.QtWidgets import QLabel, QWidget

from app.i18n import is_rtl, on_language_changed

# ---------------------------------------------------------------- text from outside, as text


def text_label(text: str = "") -> QLabel:
    """A label that draws its text as the characters written, never as rich text: a name, a
    model server's error or an entry's words with `<img src=…>` in them stay those characters
    (a QLabel's default, AutoText, would draw them as HTML and load the image)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


_TIP_OPEN, _TIP_CLOSE = '<p style="white-space:pre-wrap">', "</p>"


def plain_tip(text: str) -> str:
    """A tooltip that reads as the characters written. Qt has no plain-text tooltip: it draws
    any text that might be rich (Qt.mightBeRichText) as HTML, so such text is escaped into a
    paragraph that keeps its spaces and lines; other text is left as it is."""
    if not text or not GuiQt.mightBeRichText(text):
        return text
    return _TIP_OPEN + _escape(text) + _TIP_CLOSE


def _escape(text: str) -> str:
    """html.escape(text, quote=False), without importing `html` with the window's frame (its
    table of ~2,200 named characters, app/startup.py)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def dim_label(label: QLabel) -> None:
    # A role, not a fixed colour: it follows the system palette when it changes (light/dark).
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)


def bold(widget: QWidget, delta: float = 0) -> None:
    font = QFont(widget.font())
    font.setBold(True)
    if delta:
        font.setPointSizeF(font.pointSizeF() + delta)
    widget.setFont(font)


def listen_to_language(widget: QWidget) -> None:
    """Retranslate a page on a language switch: at once when it is shown, else when it next shows.

    The i18n registry is global: it holds the widget weakly, so a closed page that nobody
    keeps is freed (and stops listening) instead of being kept alive by the registry. A page
    hidden in a stack is only marked; its showEvent retranslates it (see `retranslate_if_stale`).
    """
    method = weakref.WeakMethod(widget.retranslate_ui)
    remove: Callable[[], None] | None = None

    def on_change(_code: str) -> None:
        bound = method()
        if bound is None or not shiboken6.isValid(bound.__self__):
            if remove is not None:
                remove()
            return
        page = bound.__self__
        if page.isVisible():
            bound()
        else:
            page.setProperty("mk_stale_language", True)

    remove = on_language_changed(on_change)
    widget.destroyed.connect(lambda *_args: remove())


def retranslate_if_stale(widget: QWidget) -> None:
    """Called from showEvent: catch up with a language switch that happened while hidden."""
    if widget.property("mk_stale_language"):
        widget.setProperty("mk_stale_language", False)
        widget.retranslate_ui()


class LanguageAware:
    """The one base for the language-switch wiring of a page or widget (mixed in before its Qt
    class): `listen_to_language()` at the end of `__init__`, and `retranslate_ui()` runs at once
    on a switch when shown, or when it is next shown."""

    def listen_to_language(self) -> None:
        listen_to_language(self)

    def showEvent(self, event) -> None:
        retranslate_if_stale(self)
        super().showEvent(event)


# ---------------------------------------------------------------- text in its own direction

FSI, PDI = "\u2068", "\u2069"  # first-strong isolate, pop directional isolate
_ISOLATES = {"\u2066", "\u2067", FSI}


def isolate(text: str) -> str:
    """User text set into a translated sentence: it keeps its own direction, and its
    punctuation stays with it (an Arabic label, then FSI, a Latin reason, PDI)."""
    return f"{FSI}{text}{PDI}"


def paragraph_is_rtl(text: str) -> bool:
    """A paragraph's direction as the Unicode bidi algorithm finds it: its first strong
    character outside isolated runs."""
    depth = 0
    for ch in text:
        if ch in _ISOLATES:
            depth += 1
        elif ch == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = unicodedata.bidirectional(ch)
            if kind in ("R", "AL"):
                return True
            if kind == "L":
                return False
    return False


def set_direction_of(widget: QWidget, text: str) -> None:
    """Lay a label (or editor) out in the direction of its own text, not the window's: English
    words keep their order and their full stop at their end in an Arabic window. A label still
    stands on the window's leading edge, as every other line beside it: an English rule in an
    Arabic card is on the card's right, an Arabic one in an English card on its left (issue 35).
    The edge is the language's, which has changed already when a language switch retranslates."""
    widget.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if paragraph_is_rtl(text) else Qt.LayoutDirection.LeftToRight
    )
    if isinstance(widget, QLabel):
        vertical = widget.alignment() & Qt.AlignmentFlag.AlignVertical_Mask
        edge = Qt.AlignmentFlag.AlignRight if is_rtl() else Qt.AlignmentFlag.AlignLeft
        widget.setAlignment(edge | Qt.AlignmentFlag.AlignAbsolute | vertical)


def set_directed_text(label: QLabel, text: str) -> None:
    """setText, then set_direction_of."""
    label.setText(text)
    set_direction_of(label, text)
