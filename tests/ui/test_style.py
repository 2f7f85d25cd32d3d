"""The design system: colours only in app/ui/style.py, readable text in every theme, the theme
following the system live, and icons drawn in the theme's colours."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from app.ui import icon_files, icons, style, style_sheet
from app.ui.qt import theming

REPO = Path(__file__).resolve().parents[2]
UI = REPO / "app" / "ui"

# A colour written into code: "#1f2328", QColor("white"), QColor(31, 35, 40), rgb(…), Qt.red.
LITERALS = [
    re.compile(r"""["']#[0-9a-fA-F]{3,8}\b"""),
    re.compile(r"""QColor\(\s*(["']|\d)"""),
    re.compile(r"""(?<![.\w])rgba?\("""),
    re.compile(
        r"""Qt\.(GlobalColor\.)?(white|black|red|green|blue|cyan|magenta|yellow|gray|darkGray|lightGray)\b"""
    ),
]

R = QPalette.ColorRole
# (text role, ground role) pairs of the palette that show words.
PALETTE_PAIRS = [
    (R.Text, R.Base),
    (R.WindowText, R.Window),
    (R.ButtonText, R.Button),
    (R.Text, R.AlternateBase),
    (R.HighlightedText, R.Highlight),
    (R.PlaceholderText, R.Base),
    (R.PlaceholderText, R.Window),
    (R.Link, R.Base),
    (R.Link, R.Window),
    (R.ToolTipText, R.ToolTipBase),
]
# (text role, ground role) pairs of the theme's own roles that show words.
THEME_PAIRS = [
    ("text", "sidebar"),
    ("muted", "sidebar"),
    ("muted", "surface_alt"),
    ("text", "accent_subtle"),
    ("muted", "accent_subtle"),
    ("text", "hover"),
    ("text", "notice"),
    ("muted", "notice"),
    ("danger", "notice"),
    ("link", "accent_subtle"),
    ("link", "surface_alt"),
    ("text", "window_line"),
    ("muted", "window_line"),
    ("link", "window_line"),
    ("on_accent", "accent"),
    ("on_accent", "accent_hover"),
    ("muted", "window"),
    ("muted", "surface"),
]


def test_no_colour_literal_outside_the_style_module():
    """Every colour of the window comes from app/ui/style.py: no other UI file writes one."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path.name == "style.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if any(p.search(line) for p in LITERALS):
                found.append(f"{path.relative_to(UI)}:{number}: {line.strip()}")
    assert not found, "colour literals outside style.py:\n" + "\n".join(found)


def test_the_literal_check_finds_what_it_looks_for():
    """The patterns above do catch the usual ways of writing a colour."""
    for line in (
        'BADGE = "#2f6fde"',
        'painter.setPen(QColor("white"))',
        "QColor(31, 35, 40)",
        "color: rgb(1, 2, 3)",
        "Qt.GlobalColor.black",
    ):
        assert any(p.search(line) for p in LITERALS), line


@pytest.mark.parametrize("name", sorted(style.THEMES))
def test_text_contrast_is_at_least_4_5_to_1_in_every_theme(name):
    """Words in every theme read at WCAG AA (4.5:1) or better; high contrast at AAA (7:1)."""
    theme = style.THEMES[name]
    floor = 7.0 if theme.high_contrast else 4.5
    pal = style_sheet.palette_for(theme)
    low = []
    for fg, bg in PALETTE_PAIRS:
        ratio = style.contrast(pal.color(fg), pal.color(bg))
        if ratio < floor:
            low.append(f"{fg.name} on {bg.name}: {ratio:.2f}")
    for fg, bg in THEME_PAIRS:
        ratio = style.contrast(QColor(getattr(theme, fg)), QColor(getattr(theme, bg)))
        if ratio < floor:
            low.append(f"{fg} on {bg}: {ratio:.2f}")
    for source, (fill, ink) in theme.badges.items():
        ratio = style.contrast(QColor(ink), QColor(fill))
        if ratio < floor:
            low.append(f"badge {source}: {ratio:.2f}")
    assert not low, f"{name}: " + "; ".join(low)


def test_contrast_is_computed_as_wcag_says():
    """Black on white is 21:1 and a colour on itself 1:1."""
    assert style.contrast(QColor(0, 0, 0), QColor(255, 255, 255)) == pytest.approx(21.0)
    assert style.contrast(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)) == pytest.approx(1.0)


@pytest.fixture
def styled(qapp):
    """The application styled as bootstrap does, put back afterwards."""
    theming.install(qapp)
    yield qapp
    theming.uninstall(qapp)


def test_install_puts_the_theme_on_the_application(styled):
    """After install the application's palette is the theme's and a style sheet draws it."""
    theming.force_theme("light")
    assert styled.palette().color(R.Base) == QColor(style.LIGHT.surface)
    assert style.LIGHT.accent in styled.styleSheet()
    theming.force_theme("dark")
    assert styled.palette().color(R.Window) == QColor(style.DARK.window)
    assert (
        style.DARK.accent in styled.styleSheet() and style.LIGHT.accent not in styled.styleSheet()
    )


def test_a_change_of_the_system_colour_scheme_switches_the_theme_live(styled, monkeypatch):
    """When the system says dark (or high contrast) the open window follows without a restart."""
    monkeypatch.delenv("MINDKEEP_THEME", raising=False)
    theming.force_theme(None)
    button = QPushButton("Send")
    button.show()
    monkeypatch.setattr(theming, "system_theme", lambda app: style.DARK)
    styled.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert style.theme() is style.DARK
    assert button.palette().color(R.ButtonText) == QColor(style.DARK.text)
    monkeypatch.setattr(theming, "system_theme", lambda app: style.DARK_HC)
    styled.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert style.theme() is style.DARK_HC
    button.close()


def test_the_environment_overrides_the_system(styled, monkeypatch):
    """MINDKEEP_THEME=dark-hc picks that theme whatever the system says."""
    monkeypatch.setenv("MINDKEEP_THEME", "dark-hc")
    theming.force_theme(None)
    assert style.theme() is style.DARK_HC


def test_system_theme_reads_the_colour_scheme_and_contrast():
    """Dark scheme → dark; high contrast → the -hc variant; an unknown scheme → the palette's lightness."""

    class Access:
        def __init__(self, high):
            self.high = high

        def contrastPreference(self):
            return (
                Qt.ContrastPreference.HighContrast
                if self.high
                else Qt.ContrastPreference.NoPreference
            )

    class Hints:
        def __init__(self, scheme, high=False):
            self.scheme, self.access = scheme, Access(high)

        def colorScheme(self):
            return self.scheme

        def accessibility(self):
            return self.access

    class App:
        def __init__(self, hints):
            self.hints = hints

        def styleHints(self):
            return self.hints

    assert theming.system_theme(App(Hints(Qt.ColorScheme.Dark))) is style.DARK
    assert theming.system_theme(App(Hints(Qt.ColorScheme.Light))) is style.LIGHT
    assert theming.system_theme(App(Hints(Qt.ColorScheme.Light, high=True))) is style.LIGHT_HC
    assert theming.system_theme(App(Hints(Qt.ColorScheme.Dark, high=True))) is style.DARK_HC


def _ink(icon) -> QColor:
    """The colour of an icon's most opaque pixel."""
    image = icon.pixmap(QSize(32, 32)).toImage()
    best = max(
        ((image.pixelColor(x, y)) for x in range(32) for y in range(32)), key=lambda c: c.alpha()
    )
    return QColor(best.red(), best.green(), best.blue())


def test_icons_are_drawn_in_the_theme_colour_and_follow_a_switch(styled):
    """An icon draws in its role's colour, and in the new theme's once it switches."""
    icon = icons.icon("check", "accent")
    theming.force_theme("light")
    assert _ink(icon) == QColor(style.LIGHT.accent)
    theming.force_theme("dark")
    assert _ink(icon) == QColor(style.DARK.accent)


def test_an_unknown_icon_name_fails_at_once():
    """A typo in an icon name raises where the icon is made, not silently when painted."""
    with pytest.raises(FileNotFoundError):
        icons.icon("no-such-icon")


def test_every_icon_ships_with_its_licence():
    """The icon folder carries the Phosphor MIT licence beside the SVGs."""
    licence = (icon_files.icons_dir() / "LICENSE").read_text(encoding="utf-8")
    assert "MIT License" in licence and "Phosphor Icons" in licence
    assert len(list(icon_files.icons_dir().glob("*.svg"))) >= 30


def test_uninstall_gives_back_qts_own_look(qapp):
    """After uninstall nothing of the theme is left on the application."""
    theming.install(qapp)
    theming.force_theme("dark")
    theming.uninstall(qapp)
    assert qapp.styleSheet() == ""
    assert QApplication.palette().color(R.Window) != QColor(style.DARK.window)


def test_a_system_that_names_no_colour_scheme_is_read_from_its_palette(qapp, monkeypatch):
    """With no colour scheme named, the theme follows the lightness of the system's own
    palette: the application's before ours is put on (asking the style would build all of
    QStyle's enums before the first paint), the style's once ours is on."""
    monkeypatch.delenv("MINDKEEP_THEME", raising=False)
    monkeypatch.setattr(
        type(qapp.styleHints()), "colorScheme", lambda _hints: Qt.ColorScheme.Unknown
    )
    before = QPalette(qapp.palette())
    dark = QPalette(before)
    dark.setColor(R.Window, QColor("#202124"))
    try:
        qapp.setProperty("mk_palette", False)
        qapp.setPalette(dark)
        assert theming.system_theme(qapp).dark
        qapp.setProperty(
            "mk_palette", True
        )  # ours is on: the app's palette is the theme's, not the system's
        assert theming.system_theme(qapp).dark == (
            qapp.style().standardPalette().color(R.Window).lightness() < 128
        )
    finally:
        qapp.setPalette(before)
        qapp.setProperty("mk_palette", False)


class _StyleChanges(QWidget):
    """Counts the style and palette changes Qt tells it of."""

    def __init__(self):
        super().__init__()
        self.told = 0

    def changeEvent(self, event) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            self.told += 1
        super().changeEvent(event)


def test_a_second_start_puts_nothing_on_again(styled):
    """A second window's start in the same process (install without the sheet, then the sheet)
    with the theme already on re-polishes no widget; a real change of theme still does."""
    theming.force_theme("light")
    widget = _StyleChanges()
    widget.show()
    widget.told = 0
    theming.install(styled, sheet=False)
    theming.apply_sheet(styled)
    assert widget.told == 0
    theming.force_theme("dark")
    assert widget.told > 0
    widget.close()


# An earlier window's widgets still alive, and a handler of a style or palette change that lets
# them go (its last references dropped) while Qt re-polishes the application.
_LET_GO = """
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from app.ui.qt import theming

app = QApplication(["mindkeep-test"])
theming.install(app)
left = [QLabel(str(i)) for i in range(20)]
for label in left:
    label.show()


class LetsGo(QWidget):
    def changeEvent(self, event):
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            left.clear()
        super().changeEvent(event)


other = LetsGo()
other.show()
app.processEvents()
theming.install(app, sheet=False)
theming.apply_sheet(app)
print("alive", len(left))
"""


def test_a_second_start_beside_widgets_let_go_does_not_crash():
    """The flaky crash in setStyleSheet (a window test after others, in one worker): a second
    window's start with the theme already on, while a handler lets widgets go, leaves the
    process alive (Qt re-polished every widget and died on one deleted under it)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONFAULTHANDLER": "1"}
    run = subprocess.run(
        [sys.executable, "-c", _LET_GO],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.split() == ["alive", "20"]
