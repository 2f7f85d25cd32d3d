"""The theme on the whole application, and following the system: the QApplication in Fusion
from its start, the theme the system asks for (Qt's `QStyleHints.colorScheme`, light or dark,
and `QAccessibilityHints.contrastPreference`, high contrast), switched live when either
changes; `MINDKEEP_THEME` (light, dark, light-hc, dark-hc) or `force_theme` overrides both.
Putting a theme on means: app.ui.style's theme in use, then its palette and its style sheet
(app.ui.style_sheet) on the application."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.ui import style
from app.ui.style import THEMES, Theme
from app.ui.style_sheet import palette_for, style_sheet

_forced: str | None = None  # a theme asked for by name (tests, screenshots, MINDKEEP_THEME)
_base_font: QFont | None = None
_listening = False


def new_application(name: str) -> QApplication:
    """The QApplication, in Fusion from its start: asked for on its command line, because
    asking `app.style()` makes PySide build the Python enums of all of QStyle (~10 ms before
    the first paint)."""
    app = QApplication([name, "-style", "Fusion"])
    app.setProperty("mk_fusion", True)
    return app


def _system_palette(app: QApplication) -> QPalette:
    """The system's own palette: the application's until ours is set (not the style's, for
    the reason in `new_application`), the style's afterwards."""
    return app.style().standardPalette() if app.property("mk_palette") else app.palette()


def system_theme(app: QGuiApplication) -> Theme:
    """The theme the system asks for: its colour scheme (or, when it says none, the lightness
    of its own palette) and its contrast preference."""
    hints = app.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else None
    if scheme == Qt.ColorScheme.Dark:
        dark = True
    elif scheme == Qt.ColorScheme.Light:
        dark = False
    else:
        dark = (
            isinstance(app, QApplication)
            and _system_palette(app).color(QPalette.ColorRole.Window).lightness() < 128
        )
    high = False
    access = getattr(hints, "accessibility", None)
    if access is not None and hasattr(Qt, "ContrastPreference"):
        high = access().contrastPreference() == Qt.ContrastPreference.HighContrast
    return THEMES[("dark" if dark else "light") + ("-hc" if high else "")]


def wanted_theme(app: QGuiApplication) -> Theme:
    name = _forced or os.environ.get("MINDKEEP_THEME", "").strip().lower()
    return THEMES.get(name) or system_theme(app)


def apply(app: QApplication, t: Theme | None = None, *, sheet: bool = True) -> Theme:
    """Put a theme on the whole application now: palette, then style sheet (unless `sheet`
    is False: apply_sheet then puts it on)."""
    t = t or wanted_theme(app)
    style.use_theme(t)
    palette = palette_for(t)
    if not app.property("mk_palette") or app.palette() != palette:  # see apply_sheet
        app.setPalette(palette)
    app.setProperty("mk_palette", True)
    if sheet:
        apply_sheet(app)
    return t


def apply_sheet(app: QApplication) -> None:
    """The style sheet of the theme in use, on the whole application, when it is not on already.

    Setting a sheet (or a palette) re-polishes every widget alive and runs their handlers of
    style, palette and font changes, while Qt walks a list of those widgets it took before: a
    handler that lets a widget go (its last Python reference dropped) leaves Qt a dangling
    pointer, and the process dies in setStyleSheet. A second window's start in the same process
    (every window test after the first, with the earlier tests' windows still alive) set the
    very same sheet again: a whole re-polish for nothing, and once a crash (issue 35)."""
    base = app.font().pointSizeF()
    sheet = style_sheet(style.theme(), base if base > 0 else 10.0)
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)


def install(app: QApplication, *, sheet: bool = True) -> Theme:
    """Style the application and follow the system's light/dark and contrast from now on
    (the style sheet later, with `sheet=False`: see apply_sheet)."""
    global _base_font, _listening
    if _base_font is None:
        _base_font = QFont(app.font())
    if not app.property("mk_styled"):
        app.setProperty("mk_styled", True)
        # The same drawing on every system; the palette colours it.
        if not app.property("mk_fusion") and app.style().name().lower() != "fusion":
            app.setStyle("Fusion")
    if not _listening:
        _listening = True
        hints = app.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda *_a: _follow(app))
        access = getattr(hints, "accessibility", None)
        if access is not None and hasattr(access(), "contrastPreferenceChanged"):
            access().contrastPreferenceChanged.connect(lambda *_a: _follow(app))
    return apply(app, sheet=sheet)


def _follow(app: QApplication) -> None:
    if app.property("mk_styled") and wanted_theme(app) is not style.theme():
        apply(app)


def force_theme(name: str | None) -> Theme:
    """Use one theme by name whatever the system says (None: follow the system again)."""
    global _forced
    if name is not None and name not in THEMES:
        raise ValueError(f"unknown theme {name!r}; one of {', '.join(THEMES)}")
    _forced = name
    app = QApplication.instance()
    if app is not None and app.property("mk_styled"):
        return apply(app)
    return THEMES.get(name or "", style.theme())


def uninstall(app: QApplication) -> None:
    """Back to Qt's own look (tests that styled the application put it back)."""
    global _forced
    app.setProperty("mk_styled", False)
    _forced = None
    style.use_theme(style.LIGHT)
    pin_fonts(None)
    app.setStyleSheet("")
    app.setPalette(app.style().standardPalette())
    app.setProperty("mk_palette", False)


def pin_fonts(sans: list[str] | None, mono: list[str] | None = None) -> None:
    """Use exactly these font families (the visual check pins the fonts CI installs); None
    goes back to the system's."""
    style.pin_fixed_font(mono)
    app = QApplication.instance()
    if app is not None:
        font = QFont(app.font())
        if sans:
            font.setFamilies(list(sans))
        else:
            font = QGuiApplication.font() if _base_font is None else QFont(_base_font)
        app.setFont(font)
        if app.property("mk_styled"):
            apply(app)
