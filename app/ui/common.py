"""Small helpers the pages share: language switches, emphasis. Qt only, no services, so
the window's frame can use them before the database is open."""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from app.i18n import on_language_changed


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
