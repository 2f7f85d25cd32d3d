"""The Settings dialog: language, model provider, data folder, Memory export and import."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from babel import Locale
from PySide6.QtCore import QLocale, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.agent import keys
from app.domain.errors import AppError, Code
from app.domain.formats import export_markdown
from app.domain.outcomes import ImportReport
from app.domain.rules.limits import UNUSED_DAYS_MAX, UNUSED_DAYS_MIN
from app.i18n import LOCALES, _, map_os_locale, ngettext, on_language_changed
from app.services.memory import Transfer, dumps
from app.services.settings import ModelSettings, SettingsService
from app.ui import labels
from app.ui.common import set_direction_of

# Babel has no locale data for a bare script; these carry the usual region.
_BABEL_LOCALE = {"zh_Hans": "zh_Hans_CN", "zh_Hant": "zh_Hant_TW"}
BASE_URL_EXAMPLE = "http://localhost:11434/v1"
DEFAULT_TIMEOUT = 60


def language_autonym(code: str) -> str:
    """A locale's name in its own language ("Deutsch", "简体中文", "العربية")."""
    loc = Locale.parse(_BABEL_LOCALE.get(code, code))
    # CLDR names "zh_Hans" as 简体中文 directly; get_display_name would say 中文 (简体, 中国).
    name = loc.languages.get(code) or loc.get_display_name(loc) or code
    return name[:1].upper() + name[1:]


def _kind_label(value: object) -> str:
    """A Memory kind in the UI language; an unknown one as written in the file."""
    try:
        return labels.kind(value)  # type: ignore[arg-type]
    except ValueError:
        return str(value or "?")


def _refusal_reason(item: dict) -> str:
    """A refused import entry's reason in the UI language (the service speaks to models in English)."""
    code = item.get("code")
    reasons = {
        Code.SECRET_CONTENT: _("It looks like a password, key or token; Memory never stores secrets."),
        Code.ALREADY_SAVED: _("The same words are already saved there."),
        Code.ROOM_FULL: _("That Memory has no room left for it."),
        Code.CONTENT_EMPTY: _("The entry has no text."),
        Code.CONTENT_TOO_LONG: _("The entry is too long."),
        Code.INVALID_KIND: _("The entry has an unknown kind."),
        Code.INVALID_SCOPE: _("The entry has an unknown scope."),
    }
    try:
        return reasons[Code(code)]
    except (ValueError, KeyError):
        message = str(item.get("message") or code or "")
        return message[:1].upper() + message[1:]


class SettingsDialog(QDialog):
    """App-wide settings. Nothing is stored until OK or Apply; a refused value keeps it open."""

    # The effective language code after OK/Apply changed the choice; the main window switches.
    sig_language_chosen = Signal(str)
    # The stored model provider after OK/Apply (a ModelSettings), so a new provider can be built.
    sig_model_saved = Signal(object)

    def __init__(self, settings: SettingsService, transfer: Transfer, data_dir: Path,
                 session_id: int | None, parent: QWidget | None = None, *,
                 session_api_key: str | None = None):
        super().__init__(parent)
        self._settings = settings
        self._transfer = transfer
        self._data_dir = Path(data_dir)
        self._session_id = session_id
        # Without an OS keyring the key lives only in memory for this run; never in the DB.
        self.session_api_key: str | None = session_api_key
        self._stored_language = settings.language()
        self._stored_model = settings.model()

        self.tabs = QTabWidget()
        # Each page scrolls rather than squeezing wrapped text on a small screen.
        for page in (self._build_general_tab(), self._build_model_tab(), self._build_memory_tab()):
            scroll = QScrollArea()
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            self.tabs.addTab(scroll, "")
        # Word-wrapped text reports its true width only once its page is on screen.
        self.tabs.currentChanged.connect(self.on_tabs_current_changed)

        self.error_icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.error_icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size)
        )
        self.error_label = QLabel()
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
        self.resize(self.minimumSize().expandedTo(QSize(600, 540)))
        self._remove_language_listener: Callable[[], None] | None = None

    # ------------------------------------------------------------------ building

    def _build_general_tab(self) -> QWidget:
        page = QWidget()
        self.language_box = QGroupBox()
        self.language_label = QLabel()
        self.language_combo = QComboBox()
        self.language_combo.addItem("", "")
        for code in LOCALES:
            self.language_combo.addItem(language_autonym(code), code)
        self.language_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.language_label.setBuddy(self.language_combo)
        self.language_note = QLabel()
        self.language_note.setWordWrap(True)
        form = QFormLayout(self.language_box)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.language_note)

        self.data_box = QGroupBox()
        self.data_path_label = QLabel(str(self._data_dir))
        self.data_path_label.setTextFormat(Qt.TextFormat.PlainText)
        self.data_path_label.setWordWrap(True)
        self.data_path_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.data_path_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A path reads left to right, also in an Arabic window (issue 13, defect 6).
        set_direction_of(self.data_path_label, str(self._data_dir))
        self.data_path_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.open_folder_button = QPushButton()
        self.open_folder_button.clicked.connect(self.on_open_folder_clicked)
        self.data_note = QLabel()
        self.data_note.setWordWrap(True)
        data_layout = QVBoxLayout(self.data_box)
        row = QHBoxLayout()
        row.addWidget(self.data_path_label, 1)
        row.addWidget(self.open_folder_button, 0, Qt.AlignmentFlag.AlignTop)
        data_layout.addLayout(row)
        data_layout.addWidget(self.data_note)

        layout = QVBoxLayout(page)
        layout.addWidget(self.language_box)
        layout.addWidget(self.data_box)
        layout.addStretch(1)
        return page

    def _build_model_tab(self) -> QWidget:
        page = QWidget()
        self.offline_radio = QRadioButton()
        self.offline_note = QLabel()
        self.offline_note.setWordWrap(True)
        self.server_radio = QRadioButton()
        self.provider_group = QButtonGroup(self)
        self.provider_group.addButton(self.offline_radio)
        self.provider_group.addButton(self.server_radio)
        self.server_radio.toggled.connect(self.on_server_radio_toggled)

        self.base_url_edit = QLineEdit()
        self.base_url_edit.setPlaceholderText(BASE_URL_EXAMPLE)
        self.model_edit = QLineEdit()
        self.api_key_edit = QLineEdit()
        self.api_key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.timeout_spin = QSpinBox()
        self.timeout_spin.setRange(1, 3600)
        self.timeout_spin.setValue(DEFAULT_TIMEOUT)
        self.base_url_label = QLabel()
        self.model_label = QLabel()
        self.api_key_label = QLabel()
        self.timeout_label = QLabel()
        self.base_url_label.setBuddy(self.base_url_edit)
        self.model_label.setBuddy(self.model_edit)
        self.api_key_label.setBuddy(self.api_key_edit)
        self.timeout_label.setBuddy(self.timeout_spin)

        self.server_fields = QWidget()
        form = QFormLayout(self.server_fields)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.base_url_label, self.base_url_edit)
        form.addRow(self.model_label, self.model_edit)
        form.addRow(self.api_key_label, self.api_key_edit)
        form.addRow(self.timeout_label, self.timeout_spin)
        form.setContentsMargins(0, 0, 0, 0)

        self.server_hint = QLabel()
        self.server_hint.setWordWrap(True)
        self.key_note = QLabel()
        self.key_note.setObjectName("keyNote")
        self.key_note.setWordWrap(True)

        self.model_box = QGroupBox()
        box = QVBoxLayout(self.model_box)
        box.addWidget(self.offline_radio)
        box.addLayout(self._indented(self.offline_note))
        box.addSpacing(6)
        box.addWidget(self.server_radio)
        box.addLayout(self._indented(self.server_fields))
        box.addLayout(self._indented(self.server_hint))
        box.addLayout(self._indented(self.key_note))

        layout = QVBoxLayout(page)
        layout.addWidget(self.model_box)
        layout.addStretch(1)
        return page

    def _indented(self, widget: QWidget) -> QHBoxLayout:
        """The widget lined up under a radio button's text (a box layout mirrors it in RTL)."""
        row = QHBoxLayout()
        row.addSpacing(self.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
                       + self.style().pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing))
        row.addWidget(widget, 1)
        return row

    def _build_memory_tab(self) -> QWidget:
        page = QWidget()
        self.memory_note = QLabel()
        self.memory_note.setWordWrap(True)

        self.export_box = QGroupBox()
        self.export_note = QLabel()
        self.export_note.setWordWrap(True)
        self.export_json_button = QPushButton()
        self.export_markdown_button = QPushButton()
        self.export_agents_button = QPushButton()
        self.export_json_button.clicked.connect(self.on_export_json_clicked)
        self.export_markdown_button.clicked.connect(self.on_export_markdown_clicked)
        self.export_agents_button.clicked.connect(self.on_export_agents_clicked)
        export_buttons = QHBoxLayout()
        export_buttons.addWidget(self.export_json_button)
        export_buttons.addWidget(self.export_markdown_button)
        export_buttons.addWidget(self.export_agents_button)
        export_buttons.addStretch(1)
        export_layout = QVBoxLayout(self.export_box)
        export_layout.addWidget(self.export_note)
        export_layout.addLayout(export_buttons)

        self.import_box = QGroupBox()
        self.import_note = QLabel()
        self.import_note.setWordWrap(True)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.on_import_clicked)
        self.import_agents_button = QPushButton()
        self.import_agents_button.clicked.connect(self.on_import_agents_clicked)
        import_buttons = QHBoxLayout()
        import_buttons.addWidget(self.import_button)
        import_buttons.addWidget(self.import_agents_button)
        import_buttons.addStretch(1)
        import_layout = QVBoxLayout(self.import_box)
        import_layout.addWidget(self.import_note)
        import_layout.addLayout(import_buttons)

        self.memory_result_label = QLabel()
        self.memory_result_label.setObjectName("memoryResult")
        self.memory_result_label.setWordWrap(True)
        self.memory_result_label.setTextFormat(Qt.TextFormat.PlainText)
        self.memory_result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.memory_result_label.hide()
        self.refused_list = QListWidget()
        self.refused_list.setWordWrap(True)
        self.refused_list.setMinimumHeight(80)
        self.refused_list.hide()

        enabled = self._session_id is not None
        for button in (self.export_json_button, self.export_markdown_button, self.import_button,
                       self.export_agents_button, self.import_agents_button):
            button.setEnabled(enabled)

        # "Not used lately" (SPEC §2.9): after how many days a saved entry is offered for review.
        self.unused_box = QGroupBox()
        self.unused_label = QLabel()
        self.unused_spin = QSpinBox()
        self.unused_spin.setRange(UNUSED_DAYS_MIN, UNUSED_DAYS_MAX)
        self.unused_label.setBuddy(self.unused_spin)
        unused_form = QFormLayout(self.unused_box)
        unused_form.addRow(self.unused_label, self.unused_spin)

        layout = QVBoxLayout(page)
        layout.addWidget(self.memory_note)
        layout.addWidget(self.unused_box)
        layout.addWidget(self.export_box)
        layout.addWidget(self.import_box)
        layout.addWidget(self.memory_result_label)
        layout.addWidget(self.refused_list, 3)
        layout.addStretch(1)
        return page

    # ------------------------------------------------------------------ text

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_("Settings"))
        self.tabs.setTabText(0, _("General"))
        self.tabs.setTabText(1, _("Model"))
        self.tabs.setTabText(2, _("Memory"))

        self.language_box.setTitle(_("Language"))
        self.language_label.setText(_("Language:"))
        self.language_combo.setItemText(0, _("System language"))
        self.language_combo.setAccessibleName(_("Language"))
        self.language_note.setText(_("The window switches language when you press OK or Apply."))

        self.data_box.setTitle(_("Data folder"))
        self.data_path_label.setAccessibleName(_("Data folder"))
        self.open_folder_button.setText(_("Open folder"))
        self.open_folder_button.setAccessibleName(_("Open the data folder"))
        self.data_note.setText(_("Your Memory, Spaces and Sessions are kept here, on this computer."))

        self.model_box.setTitle(_("Model provider"))
        self.offline_radio.setText(_("Built-in offline assistant"))
        self.offline_radio.setAccessibleName(_("Built-in offline assistant"))
        self.offline_note.setText(
            _("Works without a network. It suggests clearly stated rules and explains how to "
              "connect a model.")
        )
        self.server_radio.setText(_("OpenAI-compatible server"))
        self.server_radio.setAccessibleName(_("OpenAI-compatible server"))
        self.base_url_label.setText(_("Base URL:"))
        self.base_url_edit.setAccessibleName(_("Base URL"))
        self.model_label.setText(_("Model:"))
        self.model_edit.setAccessibleName(_("Model name"))
        self.model_edit.setPlaceholderText(_("for example llama3.1 or gpt-4o-mini"))
        self.api_key_label.setText(_("API key:"))
        self.api_key_edit.setAccessibleName(_("API key"))
        self.timeout_label.setText(_("Timeout (seconds):"))
        self.timeout_spin.setAccessibleName(_("Timeout in seconds"))
        self.server_hint.setText(
            _("Any server with the OpenAI chat-completions API and tool calling works: OpenAI, "
              "Ollama, LM Studio, llama.cpp server, vLLM and others.")
        )
        self._show_key_state()

        if self._session_id is None:
            self.memory_note.setText(
                _("Choose a Session first: export and import work on the Memory of a Session, "
                  "its Space and your Personal Memory.")
            )
        else:
            self.memory_note.setText(
                _("Export and import cover this Session, its Space and your Personal Memory.")
            )
        self.export_box.setTitle(_("Export Memory"))
        self.export_note.setText(
            _("JSON keeps where each entry came from and can be imported again; Markdown is for "
              "reading.")
        )
        self.import_box.setTitle(_("Import Memory"))
        self.import_note.setText(
            _("Imported entries go through the same checks as any other; each one refused is "
              "listed with the reason.")
        )
        self.export_json_button.setText(_("Export JSON…"))
        self.export_json_button.setAccessibleName(_("Export Memory as JSON"))
        self.export_markdown_button.setText(_("Export Markdown…"))
        self.export_markdown_button.setAccessibleName(_("Export Memory as Markdown"))
        self.export_agents_button.setText(_("Export AGENTS.md…"))
        self.export_agents_button.setAccessibleName(_("Export saved rules as an AGENTS.md file"))
        self.import_agents_button.setText(_("Import AGENTS.md…"))
        self.import_agents_button.setAccessibleName(_("Import rules from an AGENTS.md file"))
        self.unused_box.setTitle(_("Not used lately"))
        self.unused_label.setText(_("Offer a saved entry for review after this many days unused:"))
        self.unused_spin.setAccessibleName(_("Days unused before an entry is offered for review"))
        self.import_button.setText(_("Import JSON…"))
        self.import_button.setAccessibleName(_("Import Memory from JSON"))
        self.refused_list.setAccessibleName(_("Refused entries"))

        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setText(_("Apply"))
        self.error_label.setAccessibleName(_("Error"))
        self._describe()
        self._fit_pages()

    def _describe(self) -> None:
        """Every control's accessible description: what the note beside it says, so a screen
        reader hears it with the control (the dialog's notes stay as they are for the eye)."""
        for i, tip in enumerate((_("Language and where your data is kept"), _("The model the agent talks to"),
                                 _("Export, import, and entries not used lately"))):
            self.tabs.setTabToolTip(i, tip)
        self.tabs.tabBar().setAccessibleDescription(self.tabs.tabToolTip(max(0, self.tabs.currentIndex())))
        B = QDialogButtonBox.StandardButton
        for button, tip in ((B.Ok, _("Store the settings and close")), (B.Cancel, _("Close without storing anything")),
                            (B.Apply, _("Store the settings and keep this window open"))):
            self.buttons.button(button).setToolTip(tip)
        notes = (
            (self.language_combo, self.language_note.text()),
            (self.open_folder_button, f"{self._data_dir} · {self.data_note.text()}"),
            (self.offline_radio, self.offline_note.text()),
            (self.server_radio, self.server_hint.text()),
            (self.base_url_edit, self.server_hint.text()),
            (self.model_edit, self.model_edit.placeholderText()),
            (self.api_key_edit, self.key_note.text()),
            (self.timeout_spin, _("How long to wait for the model's answer before giving up")),
            (self.unused_spin, self.unused_label.text()),
            (self.refused_list, self.import_note.text()),
        )
        for widget, text in notes:
            widget.setAccessibleDescription(text)
        for button in (self.export_json_button, self.export_markdown_button, self.export_agents_button):
            button.setAccessibleDescription(self.export_note.text())
        for button in (self.import_button, self.import_agents_button):
            button.setAccessibleDescription(self.import_note.text())

    def _fit_pages(self) -> None:
        """Pages scroll vertically; their width follows the widest row in this language, and
        the dialog's layout keeps the window at least that wide (so nothing is cut off)."""
        self.ensurePolished()
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        for i in range(self.tabs.count()):
            scroll = self.tabs.widget(i)
            scroll.setMinimumWidth(max(440, scroll.widget().minimumSizeHint().width() + scrollbar))
        self.setMinimumHeight(420)

    def _show_key_state(self) -> None:
        base_url = self._stored_model.base_url
        if keys.has_keyring():
            stored = bool(base_url and keys.load_key(base_url))
            self.api_key_edit.setPlaceholderText(
                _("Stored in the system keyring; leave empty to keep it") if stored
                else _("Optional; local servers usually need none")
            )
            self.key_note.setText(_("The key is kept in the system keyring, never in Mindkeep's database."))
        else:
            self.api_key_edit.setPlaceholderText(
                _("Kept for this run; leave empty to keep it") if self.session_api_key
                else _("Optional; local servers usually need none")
            )
            self.key_note.setText(
                _("No system keyring: the key is kept only while Mindkeep runs. To keep it, set "
                  "the MINDKEEP_API_KEY environment variable.")
            )

    def _on_i18n_language_changed(self, _code: str) -> None:
        self.retranslate_ui()

    # ------------------------------------------------------------------ load / save

    def _load(self) -> None:
        index = self.language_combo.findData(self._stored_language or "")
        self.language_combo.setCurrentIndex(max(index, 0))
        model = self._stored_model
        self.base_url_edit.setText(model.base_url or "")
        self.model_edit.setText(model.model or "")
        self.timeout_spin.setValue(int(round(model.timeout)))
        self._stored_unused_days = self._settings.unused_days()
        self.unused_spin.setValue(self._stored_unused_days)
        (self.server_radio if model.configured else self.offline_radio).setChecked(True)
        self.on_server_radio_toggled(model.configured)

    def chosen_language(self) -> str | None:
        """The language picked in the combo; None follows the system."""
        return self.language_combo.currentData() or None

    def save(self) -> bool:
        """Store what the dialog shows. A refused value is shown and nothing is stored."""
        self._show_error(None)
        try:
            saved = self._save_model()
        except AppError as err:
            self._show_error(self._model_error_text(err))
            # Take the user to the value that needs fixing.
            self.tabs.setCurrentIndex(1)
            field = {"base_url": self.base_url_edit, "model": self.model_edit,
                     "timeout": self.timeout_spin}.get(err.field or "", self.base_url_edit)
            field.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        except keys.KeyStoreError as err:
            self._show_error(
                _("The system keyring refused the key, so nothing was saved: {error}").format(error=err)
            )
            return False
        self._stored_model = saved
        self.api_key_edit.clear()
        self._show_key_state()
        self.sig_model_saved.emit(saved)

        if self.unused_spin.value() != self._stored_unused_days:
            self._stored_unused_days = self._settings.set_unused_days(self.unused_spin.value())
        choice = self.chosen_language()
        if choice != self._stored_language:
            self._settings.set_language(choice)
            self._stored_language = choice
            self.sig_language_chosen.emit(choice or map_os_locale(QLocale.system().name()))
        return True

    def _save_model(self) -> ModelSettings:
        previous = self._stored_model
        if self.offline_radio.isChecked():
            saved = self._settings.set_model(base_url=None, model=None)
            if previous.base_url:
                # The key belongs to a server that is no longer used.
                keys.delete_key(previous.base_url)
            return saved
        saved = self._settings.set_model(
            base_url=self.base_url_edit.text(), model=self.model_edit.text(),
            timeout=float(self.timeout_spin.value()),
        )
        key = self.api_key_edit.text().strip()
        if key:
            if keys.has_keyring():
                try:
                    keys.store_key(saved.base_url, key)
                except keys.KeyStoreError:
                    # Keep the stored settings as they were: nothing half-saved.
                    self._settings.set_model(base_url=previous.base_url, model=previous.model,
                                             timeout=previous.timeout)
                    raise
            else:
                self.session_api_key = key
        return saved

    @staticmethod
    def _model_error_text(err: AppError) -> str:
        by_field = {
            "base_url": _("The base URL must start with http:// or https://, for example {example}.")
            .format(example=BASE_URL_EXAMPLE),
            "model": _("Enter the model name the server offers."),
            "timeout": _("The timeout is 1 to 3600 seconds."),
        }
        return by_field.get(err.field or "", err.message[:1].upper() + err.message[1:])

    def _show_error(self, text: str | None) -> None:
        self.error_label.setText(text or "")
        self.error_row.setVisible(bool(text))
        if text:
            self.error_label.setAccessibleDescription(text)

    # ------------------------------------------------------------------ Memory files

    def export_to(self, path: str | Path, fmt: str) -> bool:
        """Write this Session's Memory to `path` as "json", "markdown" or "agents-md"; show the
        outcome."""
        if self._session_id is None:
            return False
        if fmt == "agents-md":
            text, n = self._transfer.export_agents_md(self._session_id)
            data = {"entries": [None] * n}
        else:
            data = self._transfer.export_entries(self._session_id)
            text = (export_markdown(data) if fmt == "markdown" else dumps(data)) + "\n"
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as exc:
            self._show_memory_result(
                _("Could not write {file}: {error}").format(file=str(path), error=exc.strerror or exc),
                error=True,
            )
            return False
        n = len(data["entries"])
        self._show_memory_result(
            ngettext("Exported {n} entry to {file}.", "Exported {n} entries to {file}.", n)
            .format(n=n, file=str(path))
        )
        return True

    def import_agents_md_from(self, path: str | Path) -> ImportReport | None:
        """Import the rules of an AGENTS.md-style file into this Session's scopes."""
        if self._session_id is None:
            return None
        try:
            text = Path(path).read_text(encoding="utf-8")
            report = self._transfer.import_agents_md(self._session_id, text, initiator=self)
        except (OSError, UnicodeDecodeError) as exc:
            self._show_memory_result(_("Could not read {file}: {error}").format(
                file=str(path), error=getattr(exc, "strerror", None) or exc), error=True)
            return None
        except AppError:
            self._show_memory_result(_("{file} has no rules (list items) to import. Nothing was imported.")
                                     .format(file=str(path)), error=True)
            return None
        imported, refused = len(report.imported), len(report.refused)
        self._show_memory_result(_("{imported}, {refused}").format(
            imported=ngettext("{n} imported", "{n} imported", imported).format(n=imported),
            refused=ngettext("{n} refused", "{n} refused", refused).format(n=refused)),
            refused=[_("Line {number}: {reason}").format(number=item.get("line", "?"), reason=_refusal_reason(item))
                     for item in report.refused])
        return report

    def import_from(self, path: str | Path) -> ImportReport | None:
        """Import a JSON export into this Session's scopes; show what was imported and refused."""
        if self._session_id is None:
            return None
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            self._show_memory_result(
                _("Could not read {file}: {error}").format(file=str(path), error=exc.strerror or exc),
                error=True,
            )
            return None
        except (json.JSONDecodeError, UnicodeDecodeError):
            self._show_memory_result(
                _("{file} is not a JSON file. Choose a Memory export saved as JSON.").format(file=str(path)),
                error=True,
            )
            return None
        try:
            report = self._transfer.import_entries(self._session_id, data, initiator=self)
        except AppError:
            self._show_memory_result(
                _("{file} is not a Mindkeep Memory export. Nothing was imported.").format(file=str(path)),
                error=True,
            )
            return None
        imported, refused = len(report.imported), len(report.refused)
        summary = _("{imported}, {refused}").format(
            imported=ngettext("{n} imported", "{n} imported", imported).format(n=imported),
            refused=ngettext("{n} refused", "{n} refused", refused).format(n=refused),
        )
        entries = data.get("entries", [])
        lines = []
        for item in report.refused:
            index = item.get("index", 0)
            entry = entries[index] if 0 <= index < len(entries) and isinstance(entries[index], dict) else {}
            lines.append(
                _("Entry {number} ({kind}): {reason}").format(
                    number=index + 1, kind=_kind_label(entry.get("kind")), reason=_refusal_reason(item))
            )
        self._show_memory_result(summary, refused=lines)
        return report

    def _show_memory_result(self, text: str, *, error: bool = False, refused: list[str] | None = None) -> None:
        self.memory_result_label.setText(text)
        self.memory_result_label.setAccessibleName(_("Error") if error else _("Result"))
        self.memory_result_label.show()
        font = self.memory_result_label.font()
        font.setBold(error)
        self.memory_result_label.setFont(font)
        self.refused_list.clear()
        if refused:
            self.refused_list.addItems(refused)
        self.refused_list.setVisible(bool(refused))

    def refused_lines(self) -> list[str]:
        """The refused import entries listed in the dialog."""
        if not self.refused_list.isVisibleTo(self):
            return []
        return [self.refused_list.item(i).text() for i in range(self.refused_list.count())]

    # ------------------------------------------------------------------ slots

    def on_tabs_current_changed(self, index: int) -> None:
        self.tabs.tabBar().setAccessibleDescription(self.tabs.tabToolTip(index))
        self._fit_pages()

    def on_server_radio_toggled(self, checked: bool) -> None:
        self.server_fields.setEnabled(checked)

    def on_buttons_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.AcceptRole:
            if self.save():
                self.accept()
        elif role == QDialogButtonBox.ButtonRole.ApplyRole:
            self.save()
        elif role == QDialogButtonBox.ButtonRole.RejectRole:
            self.reject()

    def on_open_folder_clicked(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._data_dir)))

    def on_export_json_clicked(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Export Memory as JSON"), str(Path.home() / "mindkeep-memory.json"),
            _("JSON files (*.json)"),
        )
        if path:
            self.export_to(path, "json")

    def on_export_markdown_clicked(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Export Memory as Markdown"), str(Path.home() / "mindkeep-memory.md"),
            _("Markdown files (*.md)"),
        )
        if path:
            self.export_to(path, "markdown")

    def on_export_agents_clicked(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Export saved rules as an AGENTS.md file"), str(Path.home() / "AGENTS.md"),
            _("Markdown files (*.md)"),
        )
        if path:
            self.export_to(path, "agents-md")

    def on_import_agents_clicked(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, _("Import rules from an AGENTS.md file"), str(Path.home()),
            _("Markdown files (*.md);;All files (*)"),
        )
        if path:
            self.import_agents_md_from(path)

    def on_import_clicked(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, _("Import Memory from JSON"), str(Path.home()),
            _("JSON files (*.json);;All files (*)"),
        )
        if path:
            self.import_from(path)

    # Listen for language changes only while shown, so closed dialogs are not kept alive.
    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
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
