"""The theme as Qt's own drawing reads it, application-wide: its QPalette (what Fusion and the
painted rows read) and the one style sheet that draws buttons, fields, lists, tabs and scroll
bars in the theme's colour roles (the rules Qt's own style cannot express). app.ui.qt.theming
puts both on the application."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from app.ui.icon_files import tinted_file
from app.ui.style import (
    RADIUS_L,
    RADIUS_M,
    RADIUS_S,
    TYPE_SCALE,
    XL,
    XS,
    XXS,
    L,
    M,
    S,
    Theme,
)

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
