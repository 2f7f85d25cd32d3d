"""The design system, in one place: spacing, type and radius scales, the colours of the light,
dark and high-contrast themes as named roles, and what widgets ask of them.

Nothing else in app/ui writes a colour (tests/ui/test_style.py greps for literals): widgets
ask for a role (`color("muted")`, `badge_colors(source)`) of the theme in use, or read the
QPalette, which app.ui.style_sheet makes of the theme. Widgets pick a variant of the style sheet
with the `mkRole` property (`set_role`), and type sizes with `set_type`, instead of styling
themselves. Which theme is in use (the system's, or one asked for), and putting it on the
application, is app.ui.qt.theming's.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

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
_mono: list[str] | None = None  # pinned fixed-width families (the visual check), else the system's


def theme() -> Theme:
    """The theme in use."""
    return _current


def use_theme(t: Theme) -> None:
    """Make `t` the theme widgets ask of (app.ui.qt.theming puts it on the application)."""
    global _current
    _current = t


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


# ---------------------------------------------------------------- fonts


def pin_fixed_font(families: list[str] | None) -> None:
    """Use exactly these fixed-width families for code (the visual check pins the fonts CI
    installs); None goes back to the system's."""
    global _mono
    _mono = list(families) if families else None


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
