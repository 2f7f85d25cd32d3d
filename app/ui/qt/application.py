"""The window's QApplication: its name and desktop id, icon, theme (app.ui.qt.theming), Qt's own
translations and the layout direction of the UI language.

Imported by the start-up (app.bootstrap._make_app) only after the binding's import hook is
mended (app.ui.qt.workarounds.check_imports_without_caching_sources), which must happen before
the binding's modules are imported: see app/startup.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from app.i18n import is_rtl
from app.ui.qt import theming
from app.ui.qt.language import install_qt_translations


def make_application(
    name: str, desktop_id: str, icon: Path, code: str, *, sheet: bool = True
) -> QApplication:
    """The QApplication (the one there is, else a new one in Fusion), in language `code`
    (already the app's: app.i18n), its style sheet on unless `sheet` is False."""
    app = QApplication.instance() or theming.new_application(name)
    app.setApplicationName(name)
    theming.install(app, sheet=sheet)  # the theme: follows the system's light/dark and contrast
    # Lets Wayland and X11 desktops match the window to its .desktop entry and icon.
    app.setDesktopFileName(desktop_id)
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    install_qt_translations(code)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight
    )
    return app
