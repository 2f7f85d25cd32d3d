"""The Settings dialog: its tabs (General, Model, Memory, Tools, Agents; one module each), the error line,
OK/Cancel/Apply, and the order in which the tabs are loaded, translated and stored."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.i18n import _, on_language_changed
from app.ui.dialogs.settings_agents import AgentsTab
from app.ui.dialogs.settings_general import GeneralTab
from app.ui.dialogs.settings_memory import MemoryTab
from app.ui.dialogs.settings_model import ModelTab
from app.ui.dialogs.settings_tools import ToolsTab
from app.ui.operations.base import Operations
from app.ui.widgets.common import text_label


class SettingsDialog(QDialog):
    """App-wide settings: five tabs, each a widget of its own (General, Model, Memory, Tools,
    Agents). Nothing is stored until OK or Apply; a refused value keeps it open."""

    # The effective language code after OK/Apply changed the choice; the main window switches.
    sig_language_chosen = Signal(str)
    # The stored model provider after OK/Apply (a ModelSettings), so a new provider can be built.
    sig_model_saved = Signal(object)

    def __init__(
        self,
        services,
        data_dir: Path,
        session_id: int | None,
        parent: QWidget | None = None,
        *,
        ops: Operations | None = None,
        session_api_key: str | None = None,
    ):
        super().__init__(parent)
        self._ops = ops or Operations(services, self)

        self.tabs = QTabWidget()
        space_id = None
        if session_id is not None:
            with contextlib.suppress(AppError):
                space_id = services.chat.get_session(session_id).space_id
        self.general_tab = GeneralTab(self._ops, Path(data_dir), services.settings.language())
        self.general_tab.sig_language_chosen.connect(self.sig_language_chosen)
        self.model_tab = ModelTab(
            services, self._ops, self._show_error, session_api_key=session_api_key
        )
        self.model_tab.sig_model_saved.connect(self.sig_model_saved)
        self.memory_tab = MemoryTab(services, self._ops, session_id)
        self.tools_tab = ToolsTab(services, self._ops, space_id)
        self.agents_tab = AgentsTab(services, self._ops)
        # Each page scrolls rather than squeezing wrapped text on a small screen.
        for page in (
            self.general_tab,
            self.model_tab,
            self.memory_tab,
            self.tools_tab,
            self.agents_tab,
        ):
            scroll = QScrollArea()
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            self.tabs.addTab(scroll, "")
        # Word-wrapped text reports its true width only once its page is on screen.
        self.tabs.currentChanged.connect(self.on_tabs_current_changed)

        self.error_icon = text_label()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.error_icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size)
        )
        self.error_label = text_label()
        self.error_label.setObjectName("settingsError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_row = QWidget()
        error_layout = QHBoxLayout(self.error_row)
        error_layout.setContentsMargins(0, 0, 0, 0)
        error_layout.addWidget(self.error_icon, 0, Qt.AlignmentFlag.AlignTop)
        error_layout.addWidget(self.error_label, 1)
        self.error_row.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
        )
        self.buttons.clicked.connect(self.on_buttons_clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_row)
        layout.addWidget(self.buttons)

        self._load()
        self.retranslate_ui()
        self.resize(self.minimumSize().expandedTo(QSize(680, 600)))
        self._remove_language_listener: Callable[[], None] | None = None

    # ------------------------------------------------------------------ text

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_("Settings"))
        self.tabs.setTabText(0, _("General"))
        self.tabs.setTabText(1, _("Model"))
        self.tabs.setTabText(2, _("Memory"))
        self.tabs.setTabText(3, _("Tools"))
        self.tabs.setTabText(4, _("Agents"))
        for tab in (
            self.general_tab,
            self.model_tab,
            self.memory_tab,
            self.tools_tab,
            self.agents_tab,
        ):
            tab.retranslate_ui()

        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setText(_("Apply"))
        self.error_label.setAccessibleName(_("Error"))
        self._describe()
        self._fit_pages()

    def _describe(self) -> None:
        """Every control's accessible description: what the note beside it says, so a screen
        reader hears it with the control (the dialog's notes stay as they are for the eye)."""
        for i, tip in enumerate(
            (
                _("Language and where your data is kept"),
                _("The model the agent talks to"),
                _("Export, import, and entries not used lately"),
                _("The MCP servers whose tools the agent may use"),
                _("Other agents on this computer that follow your rules"),
            )
        ):
            self.tabs.setTabToolTip(i, tip)
        self.tabs.tabBar().setAccessibleDescription(
            self.tabs.tabToolTip(max(0, self.tabs.currentIndex()))
        )
        B = QDialogButtonBox.StandardButton
        for button, tip in (
            (B.Ok, _("Store the settings and close")),
            (B.Cancel, _("Close without storing anything")),
            (B.Apply, _("Store the settings and keep this window open")),
        ):
            self.buttons.button(button).setToolTip(tip)
        self.general_tab.describe()
        self.model_tab.describe()
        self.memory_tab.describe()

    def _fit_pages(self) -> None:
        """Pages scroll vertically; their width follows the widest row in this language, and
        the dialog's layout keeps the window at least that wide (so nothing is cut off)."""
        self.ensurePolished()
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        for i in range(self.tabs.count()):
            scroll = self.tabs.widget(i)
            scroll.setMinimumWidth(max(440, scroll.widget().minimumSizeHint().width() + scrollbar))
        self.setMinimumHeight(420)

    def _on_i18n_language_changed(self, _code: str) -> None:
        self.retranslate_ui()

    # ------------------------------------------------------------------ load / save

    def _load(self) -> None:
        self.general_tab.load()
        self.model_tab.load()
        self.memory_tab.load()

    @property
    def session_api_key(self) -> str | None:
        """The key kept for this run when there is no OS keyring (the Model tab's)."""
        return self.model_tab.session_api_key

    def save(self) -> bool:
        """Store what the dialog shows. A refused value is shown and nothing is stored."""
        self._show_error(None)
        # The model goes first: only its values can be refused, and then nothing else is stored.
        if not self.model_tab.save():
            self.tabs.setCurrentIndex(1)
            return False
        self.memory_tab.save()
        self.general_tab.save()
        return True

    def _show_error(self, text: str | None) -> None:
        self.error_label.setText(text or "")
        self.error_row.setVisible(bool(text))
        if text:
            self.error_label.setAccessibleDescription(text)

    # ------------------------------------------------------------------ slots

    def on_tabs_current_changed(self, index: int) -> None:
        self.tabs.tabBar().setAccessibleDescription(self.tabs.tabToolTip(index))
        self._fit_pages()
        page = self.tabs.widget(index).widget() if self.tabs.widget(index) is not None else None
        if page is self.tools_tab:
            self.tools_tab.on_shown()
        elif page is self.agents_tab:
            self.agents_tab.on_shown()

    def on_buttons_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.AcceptRole:
            if self.save():
                self.accept()
        elif role == QDialogButtonBox.ButtonRole.ApplyRole:
            self.save()
        elif role == QDialogButtonBox.ButtonRole.RejectRole:
            self.reject()

    # Listen for language changes only while shown, so closed dialogs are not kept alive.
    def showEvent(self, event) -> None:
        if self._remove_language_listener is None:
            self._remove_language_listener = on_language_changed(self._on_i18n_language_changed)
            self.retranslate_ui()
        super().showEvent(event)
        self._fit_pages()

    def done(self, result: int) -> None:
        if self._remove_language_listener is not None:
            self._remove_language_listener()
            self._remove_language_listener = None
        super().done(result)
