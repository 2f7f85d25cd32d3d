"""The design system, in one place: spacing, type and radius scales, and the colours of the
light, dark and high-contrast themes as named roles.

Nothing else in app/ui writes a colour (tests/ui/test_style.py greps for literals): widgets
ask for a role (`color("muted")`, `badge_colors(source)`) or read the QPalette, which
`install()` fills from the theme. The theme follows the system: Qt's `QStyleHints.colorScheme`
(light or dark) and `QAccessibilityHints.contrastPreference` (high contrast), switched live
when either changes; `MINDKEEP_THEME` (light, dark, light-hc, dark-hc) overrides both.

One application-wide style sheet, made from the theme, draws buttons, fields, lists, tabs and
scroll bars; widgets pick a variant with the `mkRole` property (`set_role`), and type sizes
with `set_type`, instead of styling themselves.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.icon_files import tinted_file

# ---------------------------------------------------------------- scales

# Spacing, in pixels: every margin and gap in the window is one of these.
XXS, XS, S, M, L, XL, XXL = 2, 4, 8, 12, 16, 24, 32
# Corner radii: small parts (badges, checkboxes), controls (buttons, fields), cards and panels.
RADIUS_S, RADIUS_M, RADIUS_L = 4, 6, 10
# Type sizes, relative to the system's UI font.
TYPE_SCALE = {"caption": 0.88, "body": 1.0, "subtitle": 1.1, "title": 1.3, "display": 1.55}
# Icon sizes in pixels: inline with text, on buttons, in empty states.
ICON_S, ICON_M, ICON_L = 14, 16, 40


# ---------------------------------------------------------------- colour roles


@dataclass(frozen=True)
class Theme:
    """One theme's colours, by role (hex strings, the only place they are written)."""

    name: str
    dark: bool
    high_contrast: bool
    window: str  # the page behind everything
    sidebar: str  # the Spaces and Sessions pane
    surface: str  # lists, fields, cards (QPalette.Base)
    surface_alt: str  # alternate rows, code blocks, the notice line
    text: str
    muted: str  # secondary text: hints, meta lines, times (still ≥ 4.5:1)
    disabled: str  # text of a control that cannot be used now
    border: str  # hairlines around fields and cards
    border_strong: str  # the frame of a secondary button
    accent: str  # the primary action, selection, progress
    accent_hover: str
    on_accent: str  # text on the accent
    accent_subtle: str  # a selected row, the inbox's ground
    # The ground of the lines the window writes in the chat (a save, a tool call, "Used 3
    # Memory rules"): no reply can draw it (Markdown's code blocks are on surface_alt).
    window_line: str
    found: str  # the ground of words a search found, marked in the chat's text and results
    link: str
    focus: str  # the focus ring
    hover: str  # the ground of a control under the pointer
    pressed: str
    danger: str  # an error notice's text and frame
    notice: str  # the notice line's ground
    scroll: str  # scroll bar handles
    tooltip: str
    on_tooltip: str
    badges: dict[str, tuple[str, str]] = field(default_factory=dict)  # source: (fill, ink)


LIGHT = Theme(
    name="light",
    dark=False,
    high_contrast=False,
    window="#f7f7f8",
    sidebar="#eeeff1",
    surface="#ffffff",
    surface_alt="#f2f3f5",
    text="#1f2328",
    muted="#5b6270",
    disabled="#9aa0aa",
    border="#dcdfe4",
    border_strong="#c4c8cf",
    accent="#3056c8",
    accent_hover="#2647ad",
    on_accent="#ffffff",
    accent_subtle="#e3e9fb",
    window_line="#edf0f9",
    found="#ffe07a",
    link="#2450c8",
    focus="#3056c8",
    hover="#e9ebef",
    pressed="#dde0e6",
    danger="#b3261e",
    notice="#eef2fc",
    scroll="#c4c8cf",
    tooltip="#1f2328",
    on_tooltip="#ffffff",
    badges={
        "user": ("#3056c8", "#ffffff"),
        "agent": ("#1f7a4d", "#ffffff"),
        "tool": ("#8a5a12", "#ffffff"),
        "web": ("#b0401c", "#ffffff"),
        "file": ("#6a4c9c", "#ffffff"),
        "trigger": ("#5c6370", "#ffffff"),
        "relayed": ("#0b6b75", "#ffffff"),
        # The user's own words, typed in another agent (SPEC §10): the user's colours.
        "captured": ("#3056c8", "#ffffff"),
    },
)

DARK = Theme(
    name="dark",
    dark=True,
    high_contrast=False,
    window="#1b1c1f",
    sidebar="#141517",
    surface="#232428",
    surface_alt="#2b2c31",
    text="#e8e9ec",
    muted="#a3a8b3",
    disabled="#6b6f78",
    border="#34363c",
    border_strong="#4a4d55",
    accent="#7a9cff",
    accent_hover="#93afff",
    on_accent="#0f1115",
    accent_subtle="#2b3a5c",
    window_line="#272c3a",
    found="#6b5200",
    link="#8fb0ff",
    focus="#8fb0ff",
    hover="#2f3136",
    pressed="#383a40",
    danger="#ff8a80",
    notice="#25304a",
    scroll="#4a4d55",
    tooltip="#e8e9ec",
    on_tooltip="#1b1c1f",
    badges={
        "user": ("#2b3f73", "#c8d6ff"),
        "agent": ("#1d4a34", "#b6ecd0"),
        "tool": ("#4f3a14", "#f3d9a6"),
        "web": ("#5c2a1a", "#ffc9b5"),
        "file": ("#3d2f5a", "#ddd0ff"),
        "trigger": ("#383b42", "#dfe2e8"),
        "relayed": ("#143f45", "#b8edf2"),
        "captured": ("#2b3f73", "#c8d6ff"),
    },
)

LIGHT_HC = replace(
    LIGHT,
    name="light-hc",
    high_contrast=True,
    window="#ffffff",
    sidebar="#ffffff",
    surface="#ffffff",
    surface_alt="#f0f0f0",
    text="#000000",
    muted="#262626",
    disabled="#595959",
    border="#000000",
    border_strong="#000000",
    accent="#0039b3",
    accent_hover="#002a85",
    on_accent="#ffffff",
    accent_subtle="#d6e2ff",
    window_line="#e9efff",
    found="#ffff00",
    link="#0033a0",
    focus="#000000",
    hover="#e0e0e0",
    pressed="#cccccc",
    danger="#8c0000",
    notice="#ffffff",
    scroll="#000000",
    tooltip="#000000",
    on_tooltip="#ffffff",
    badges=dict.fromkeys(LIGHT.badges, ("#000000", "#ffffff")),
)

DARK_HC = replace(
    DARK,
    name="dark-hc",
    high_contrast=True,
    window="#000000",
    sidebar="#000000",
    surface="#000000",
    surface_alt="#1a1a1a",
    text="#ffffff",
    muted="#e0e0e0",
    disabled="#a6a6a6",
    border="#ffffff",
    border_strong="#ffffff",
    accent="#ffd60a",
    accent_hover="#ffe14d",
    on_accent="#000000",
    accent_subtle="#3d3300",
    window_line="#1c1800",
    found="#7a5c00",
    link="#8ecbff",
    focus="#ffd60a",
    hover="#262626",
    pressed="#333333",
    danger="#ff9e9e",
    notice="#000000",
    scroll="#ffffff",
    tooltip="#ffffff",
    on_tooltip="#000000",
    badges=dict.fromkeys(DARK.badges, ("#ffffff", "#000000")),
)

THEMES = {t.name: t for t in (LIGHT, DARK, LIGHT_HC, DARK_HC)}

_current: Theme = LIGHT
_forced: str | None = None  # a theme asked for by name (tests, screenshots, MINDKEEP_THEME)
_sans: list[str] | None = None  # pinned UI font families (the visual check), else the system's
_mono: list[str] | None = None


def theme() -> Theme:
    """The theme in use."""
    return _current


def color(role: str) -> QColor:
    """A colour of the current theme by role name ("muted", "accent", …)."""
    return QColor(getattr(_current, role))


def diff_added() -> QColor:
    """The colour of an added line in a diff (a removed one is `danger`)."""
    return QColor("#7bd89f" if _current.dark else "#1f7a4d")


def badge_colors(source: str) -> tuple[QColor, QColor]:
    """(fill, ink) of a chat message's source badge."""
    fill, ink = _current.badges[str(source)]
    return QColor(fill), QColor(ink)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """A colour between a and b (t=0 → a)."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def luminance(c: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# ---------------------------------------------------------------- palette


def palette_for(t: Theme) -> QPalette:
    """The QPalette of a theme: what Qt's own drawing (Fusion) and the painted rows read."""
    pal = QPalette()
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    roles = {
        R.Window: t.window,
        R.WindowText: t.text,
        R.Base: t.surface,
        R.AlternateBase: t.surface_alt,
        R.Text: t.text,
        R.PlaceholderText: t.muted,
        R.Button: t.surface,
        R.ButtonText: t.text,
        R.BrightText: t.on_accent,
        R.Highlight: t.accent,
        R.HighlightedText: t.on_accent,
        R.Link: t.link,
        R.LinkVisited: t.link,
        R.ToolTipBase: t.tooltip,
        R.ToolTipText: t.on_tooltip,
        R.Light: t.surface,
        R.Midlight: t.border,
        R.Mid: t.border_strong,
        R.Dark: t.border_strong,
        R.Shadow: t.text,
        R.Accent: t.accent,
    }
    for role, value in roles.items():
        pal.setColor(role, QColor(value))
    for role in (R.WindowText, R.Text, R.ButtonText, R.PlaceholderText):
        pal.setColor(G.Disabled, role, QColor(t.disabled))
    pal.setColor(G.Disabled, R.Highlight, QColor(t.border_strong))
    return pal


# ---------------------------------------------------------------- the style sheet


def _pt(base: float, level: str) -> str:
    return f"{base * TYPE_SCALE[level]:.1f}pt"


def style_sheet(t: Theme, base_pt: float) -> str:
    """The application's style sheet for a theme and the UI font's size: the rules Qt's own
    style cannot express, in the theme's colour roles."""
    ring = 2  # focus ring width; every focusable control shows one
    hc_border = 2 if t.high_contrast else 1
    check = tinted_file("check-bold", t.on_accent)
    caret = tinted_file("caret-down-bold", t.muted)
    caret_up = tinted_file("caret-up-bold", t.muted)
    dot = tinted_file("circle-fill", t.on_accent)
    return f"""
QMainWindow, QDialog {{ background: {t.window}; }}
QWidget#sidebarPane, QTreeView#sidebar {{ background: {t.sidebar}; border: none; }}
QTreeView#sidebar {{ selection-background-color: transparent; selection-color: {t.text};
  border: {ring}px solid transparent; }}
QWidget#sidebarPane {{ border-right: 1px solid {t.border}; }}
QToolTip {{ background: {t.tooltip}; color: {t.on_tooltip}; border: 1px solid {t.border_strong};
  padding: {XS}px {S}px; }}

QPushButton, QToolButton {{
  background: {t.surface}; color: {t.text}; border: {hc_border}px solid {t.border_strong};
  border-radius: {RADIUS_M}px; padding: {XS}px {M}px; min-height: 18px; }}
QToolButton {{ padding: {XS}px {S}px; }}
QPushButton:hover, QToolButton:hover {{ background: {t.hover}; }}
QPushButton:pressed, QToolButton:pressed {{ background: {t.pressed}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {t.disabled}; border-color: {t.border}; }}
QPushButton:focus, QToolButton:focus {{ border: {ring}px solid {t.focus}; padding: {XS - 1}px {M - 1}px; }}
QToolButton:focus {{ padding: {XS - 1}px {S - 1}px; }}
QToolButton::menu-button {{ border: none; border-left: 1px solid {t.border}; width: 16px; }}
QPushButton::menu-indicator {{ subcontrol-position: right center; right: {S}px; }}

QPushButton[mkRole="primary"] {{ background: {t.accent}; color: {t.on_accent}; border-color: {t.accent};
  font-weight: 600; }}
QPushButton[mkRole="primary"]:hover {{ background: {t.accent_hover}; border-color: {t.accent_hover}; }}
QPushButton[mkRole="primary"]:focus {{ border: {ring}px solid {t.text}; }}
QPushButton[mkRole="primary"]:disabled {{ background: {t.hover}; color: {t.disabled}; border-color: {t.border}; }}
QPushButton[mkRole="ghost"], QToolButton[mkRole="ghost"] {{ background: transparent; border-color: transparent;
  padding: {XS}px {S}px; }}
QPushButton[mkRole="ghost"]:focus, QToolButton[mkRole="ghost"]:focus {{ padding: {XS - 1}px {S - 1}px; }}
QPushButton[mkRole="ghost"]:hover, QToolButton[mkRole="ghost"]:hover {{ background: {t.hover}; }}
QPushButton[mkRole="ghost"]:focus, QToolButton[mkRole="ghost"]:focus {{ border-color: {t.focus}; border-width: {ring}px; }}
QPushButton[mkRole="link"] {{ background: transparent; border: {ring}px solid transparent; color: {t.link};
  padding: 0px {XXS}px; min-height: 0px; text-decoration: underline; }}
QPushButton[mkRole="link"]:hover {{ background: {t.hover}; }}
QPushButton[mkRole="link"]:focus {{ border-color: {t.focus}; padding: 0px {XXS}px; }}
QPushButton[mkRole="nav"] {{ background: transparent; border: {ring}px solid transparent; color: {t.muted};
  padding: {XS}px {M}px; font-weight: 600; }}
QPushButton[mkRole="nav"]:hover {{ background: {t.hover}; color: {t.text}; }}
QPushButton[mkRole="nav"]:checked {{ background: {t.surface}; color: {t.text}; border-color: {t.border}; }}
QPushButton[mkRole="nav"]:focus {{ border-color: {t.focus}; padding: {XS}px {M}px; }}
QWidget#navSwitch {{ background: {t.surface_alt}; border: 1px solid {t.border}; border-radius: {RADIUS_L}px; }}
QPushButton[mkRole="segment"] {{ padding: {XXS + 1}px {S + 2}px; }}
QPushButton[mkRole="segment"]:checked {{ background: {t.accent_subtle}; border-color: {t.accent}; color: {t.text}; }}
QPushButton[mkRole="segment"]:focus {{ border: {ring}px solid {t.focus}; padding: {XXS}px {S + 1}px; }}

QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QSpinBox {{
  background: {t.surface}; color: {t.text}; border: {hc_border}px solid {t.border_strong};
  border-radius: {RADIUS_M}px; padding: {XS}px {S}px;
  selection-background-color: {t.accent}; selection-color: {t.on_accent}; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus, QComboBox:focus, QSpinBox:focus {{
  border: {ring}px solid {t.focus}; padding: {XS - 1}px {S - 1}px; }}
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled {{ color: {t.disabled}; border-color: {t.border}; }}
QComboBox::drop-down {{ border: none; width: 20px; }}
QComboBox::down-arrow {{ image: url({caret}); width: 10px; height: 10px; }}
QSpinBox {{ padding-right: 20px; }}
QSpinBox:focus {{ padding-right: 19px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 18px; border: none;
  background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {t.hover}; }}
QSpinBox::up-arrow {{ image: url({caret_up}); width: 8px; height: 8px; }}
QSpinBox::down-arrow {{ image: url({caret}); width: 8px; height: 8px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 14px; height: 14px; background: {t.surface};
  border: {hc_border}px solid {t.border_strong}; border-radius: {RADIUS_S - 1}px; }}
QRadioButton::indicator {{ border-radius: 8px; width: 8px; height: 8px; padding: 3px; }}
QCheckBox::indicator:checked {{ background: {t.accent}; border-color: {t.accent}; image: url({check}); }}
QRadioButton::indicator:checked {{ background: {t.accent}; border-color: {t.accent}; image: url({dot}); }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ background: {t.hover}; border-color: {t.border}; }}
QComboBox QAbstractItemView {{ background: {t.surface}; border: 1px solid {t.border_strong};
  selection-background-color: {t.accent}; selection-color: {t.on_accent}; }}
QFrame#composer {{ background: {t.surface}; border: {hc_border}px solid {t.border_strong};
  border-radius: {RADIUS_L}px; }}
QFrame#composer QPlainTextEdit {{ border: {ring}px solid transparent; background: transparent; }}
QFrame#composer QPlainTextEdit:focus {{ border-color: {t.focus}; }}

QListView, QTreeView, QTableView {{ background: {t.surface}; alternate-background-color: {t.surface_alt};
  border: {hc_border}px solid {t.border}; border-radius: {RADIUS_M}px;
  selection-background-color: {t.accent}; selection-color: {t.on_accent}; }}
QListView:focus, QTableView:focus, QTreeView:focus {{ border: {ring}px solid {t.focus}; }}
QTreeView#sidebar:focus {{ border: {ring}px solid transparent; }}
QHeaderView::section {{ background: {t.surface}; color: {t.muted}; border: none;
  border-bottom: 1px solid {t.border}; padding: {XS + 1}px {S}px; font-weight: 600; }}
QTableView::item {{ padding: 0px {XS}px; }}

QTabBar::tab {{ background: transparent; color: {t.muted}; border: none; border-bottom: {ring}px solid transparent;
  padding: {XS + 1}px {M}px; margin-right: {XS}px; font-weight: 600; }}
QTabBar::tab:selected {{ color: {t.text}; border-bottom-color: {t.accent}; }}
QTabBar::tab:hover {{ color: {t.text}; }}
QTabBar:focus {{ border: {ring}px solid {t.focus}; border-radius: {RADIUS_M}px; }}
QTabWidget::pane {{ border: 1px solid {t.border}; border-radius: {RADIUS_M}px; background: {t.surface}; top: -1px; }}

QCheckBox, QRadioButton {{ spacing: {S}px; padding: {XXS}px {XS}px; border: {ring}px solid transparent;
  border-radius: {RADIUS_S}px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {t.focus}; }}
QGroupBox {{ border: 1px solid {t.border}; border-radius: {RADIUS_M}px; margin-top: {L}px; padding: {S}px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: {S}px; padding: 0px {XS}px; color: {t.muted}; }}

QProgressBar {{ background: {t.hover}; border: none; border-radius: 3px; max-height: 6px; }}
QProgressBar::chunk {{ background: {t.accent}; border-radius: 3px; }}
QSplitter::handle {{ background: transparent; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 2px; }}
QScrollBar::handle {{ background: {t.scroll}; border-radius: 3px; min-height: 24px; min-width: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0px; height: 0px; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}

QMenuBar {{ background: {t.window}; color: {t.text}; }}
QMenuBar::item:selected {{ background: {t.hover}; border-radius: {RADIUS_S}px; }}
QMenu {{ background: {t.surface}; color: {t.text}; border: 1px solid {t.border_strong}; padding: {XS}px; }}
QMenu::item {{ padding: {XS + 1}px {XL}px {XS + 1}px {M}px; border-radius: {RADIUS_S}px; }}
QMenu::item:selected {{ background: {t.accent}; color: {t.on_accent}; }}
QMenu::item:disabled {{ color: {t.disabled}; }}
QMenu::separator {{ height: 1px; background: {t.border}; margin: {XS}px {S}px; }}

QLabel[mkRole="muted"] {{ color: {t.muted}; }}
QLabel[mkRole="heading"] {{ font-size: {_pt(base_pt, "title")}; font-weight: 700; }}
QLabel[mkRole="section"] {{ font-size: {_pt(base_pt, "subtitle")}; font-weight: 700; }}
QLabel[mkRole="count"] {{ background: {t.accent}; color: {t.on_accent}; border-radius: 9px;
  padding: 0px {S - 1}px; font-weight: 700; }}
QFrame#noticeBar {{ background: {t.notice}; border: 1px solid {t.border}; border-radius: {RADIUS_M}px; }}
QFrame#noticeBar[error="true"] {{ border: {hc_border}px solid {t.danger}; }}
QFrame#noticeBar[error="true"] QLabel {{ color: {t.danger}; }}
QWidget#inbox {{ background: {t.accent_subtle}; border-radius: {RADIUS_L}px; }}
QFrame#conflictBox {{ background: {t.surface_alt}; border: 1px solid {t.border}; border-radius: {RADIUS_M}px; }}
QFrame#ruleWarning {{ background: {t.surface}; border: {ring}px solid {t.danger}; border-radius: {RADIUS_M}px; }}
QFrame#ruleWarning QLabel {{ color: {t.danger}; font-weight: 600; }}
QWidget#emptyState QLabel {{ color: {t.muted}; }}
QStatusBar {{ background: {t.window}; color: {t.text}; }}
"""


# ---------------------------------------------------------------- fonts


def pin_fonts(sans: list[str] | None, mono: list[str] | None = None) -> None:
    """Use exactly these font families (the visual check pins the fonts CI installs); None
    goes back to the system's."""
    global _sans, _mono
    _sans, _mono = (list(sans) if sans else None), (list(mono) if mono else None)
    app = QApplication.instance()
    if app is not None:
        font = QFont(app.font())
        if _sans:
            font.setFamilies(_sans)
        else:
            font = QGuiApplication.font() if _base_font is None else QFont(_base_font)
        app.setFont(font)
        if app.property("mk_styled"):
            apply(app)


def fixed_font() -> QFont:
    """The fixed-width face for code and raw tool results."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    if _mono:
        font.setFamilies(_mono)
    return font


def type_font(base: QFont, level: str, *, bold: bool = False) -> QFont:
    """`base` at a step of the type scale."""
    font = QFont(base)
    font.setPointSizeF(max(6.0, base.pointSizeF() * TYPE_SCALE[level]))
    if bold:
        font.setBold(True)
    return font


def set_type(widget: QWidget, level: str, *, bold: bool = False) -> None:
    """Set a widget's text at a step of the type scale."""
    widget.setFont(type_font(QApplication.font(), level, bold=bold))


# ---------------------------------------------------------------- roles on widgets


def set_role(widget: QWidget, role: str | None) -> None:
    """A widget's variant in the style sheet (primary, ghost, link, nav, muted, …)."""
    if widget.property("mkRole") == role:
        return
    widget.setProperty("mkRole", role)
    _repolish(widget)


def set_state(widget: QWidget, name: str, value: bool) -> None:
    """A state the style sheet draws (an error notice): set, then re-polished."""
    if bool(widget.property(name)) == value:
        return
    widget.setProperty(name, "true" if value else "false")
    _repolish(widget)


def _repolish(widget: QWidget) -> None:
    """Let the style sheet read a changed property. A widget not yet polished reads it when it
    is (and skipping it keeps `widget.style()`, whose Python enums cost ~10 ms, off the way to
    the first paint)."""
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        widget.style().unpolish(widget)
        widget.style().polish(widget)


# ---------------------------------------------------------------- following the system


class _Notifier(QObject):
    sig_theme_changed = Signal(str)


_notifier: _Notifier | None = None
_base_font: QFont | None = None


def notifier() -> _Notifier:
    """Emits `sig_theme_changed(name)` after the theme switched."""
    global _notifier
    if _notifier is None:
        _notifier = _Notifier()
    return _notifier


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
    global _current
    t = t or wanted_theme(app)
    _current = t
    app.setPalette(palette_for(t))
    app.setProperty("mk_palette", True)
    if sheet:
        apply_sheet(app)
    notifier().sig_theme_changed.emit(t.name)
    return t


def apply_sheet(app: QApplication) -> None:
    """The style sheet of the theme in use, on the whole application."""
    base = app.font().pointSizeF()
    app.setStyleSheet(style_sheet(_current, base if base > 0 else 10.0))


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


_listening = False


def _follow(app: QApplication) -> None:
    if app.property("mk_styled") and wanted_theme(app) is not _current:
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
    return THEMES.get(name or "", _current)


def uninstall(app: QApplication) -> None:
    """Back to Qt's own look (tests that styled the application put it back)."""
    global _forced, _current
    app.setProperty("mk_styled", False)
    _forced = None
    _current = LIGHT
    pin_fonts(None)
    app.setStyleSheet("")
    app.setPalette(app.style().standardPalette())
    app.setProperty("mk_palette", False)
