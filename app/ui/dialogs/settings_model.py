"""The Settings dialog's Model tab: the built-in offline assistant or an OpenAI-compatible
server (base URL, model, API key, timeout), where the key is kept, and whether the model judges
the rules the offline checker cannot check (SPEC §2.11; off by default); the local servers found
on this computer, to pick one of their models, and Test connection (both on a worker)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.agent import keys
from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import CONTEXT_WINDOW_MAX, CONTEXT_WINDOW_MIN
from app.i18n import _, format_number, ngettext
from app.ui.operations.settings import SaveModel, SetJudgeRules, SetProposeReadings
from app.ui.operations.tools import DetectModels, TestConnection
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import text_label

BASE_URL_EXAMPLE = "http://localhost:11434/v1"
DEFAULT_TIMEOUT = 60


class ModelTab(QWidget):
    """The Model tab of the Settings dialog: which model the agent talks to. The dialog loads,
    stores and translates it in its own order (`load`, `save`, `retranslate_ui`); a refused
    value is said through `show_error` (the dialog's error line)."""

    # The stored model provider after a save (a ModelSettings), so a new provider can be built.
    sig_model_saved = Signal(object)

    def __init__(
        self,
        services,
        ops,
        show_error: Callable[[str | None], None],
        parent: QWidget | None = None,
        *,
        session_api_key: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = services.settings
        self._ops = ops
        self._show_error = show_error
        # Without an OS keyring the key lives only in memory for this run; never in the DB.
        self.session_api_key: str | None = session_api_key
        self._stored_model = self._settings.model()
        self._stored_judge = False
        self._stored_propose = False
        self.offline_radio = QRadioButton()
        self.offline_note = text_label()
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
        # 0 stands for "ask the model's server" (the services' None), shown as words.
        self.window_spin = QSpinBox()
        self.window_spin.setObjectName("contextWindow")
        self.window_spin.setRange(0, CONTEXT_WINDOW_MAX)
        self.window_spin.setSingleStep(1024)
        self.window_spin.setGroupSeparatorShown(True)
        self.base_url_label = text_label()
        self.model_label = text_label()
        self.api_key_label = text_label()
        self.timeout_label = text_label()
        self.window_label = text_label()
        self.base_url_label.setBuddy(self.base_url_edit)
        self.model_label.setBuddy(self.model_edit)
        self.api_key_label.setBuddy(self.api_key_edit)
        self.timeout_label.setBuddy(self.timeout_spin)
        self.window_label.setBuddy(self.window_spin)

        self.server_fields = QWidget()
        form = QFormLayout(self.server_fields)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.base_url_label, self.base_url_edit)
        form.addRow(self.model_label, self.model_edit)
        form.addRow(self.api_key_label, self.api_key_edit)
        form.addRow(self.timeout_label, self.timeout_spin)
        form.addRow(self.window_label, self.window_spin)
        form.setContentsMargins(0, 0, 0, 0)

        # Connect without typing: the servers running on this machine, and a test request.
        self.detect_button = QPushButton()
        self.detect_button.clicked.connect(self.on_detect_clicked)
        self.found_label = text_label()
        self.found_combo = ComboBox()
        self.found_label.setBuddy(self.found_combo)
        self.found_combo.activated.connect(self.on_found_combo_activated)
        self.found_label.hide()
        self.found_combo.hide()
        self.test_button = QPushButton()
        self.test_button.clicked.connect(self.on_test_clicked)
        self.check_label = text_label()  # a server's own words may be in it
        self.check_label.setObjectName("connectionCheck")
        self.check_label.setWordWrap(True)
        self.check_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.check_label.hide()
        finding = QHBoxLayout()
        finding.addWidget(self.detect_button)
        finding.addWidget(self.found_label)
        finding.addWidget(self.found_combo, 1)
        finding.addStretch(0)
        testing = QHBoxLayout()
        testing.addWidget(self.test_button)
        testing.addStretch(1)
        self.connect_rows = QWidget()
        rows = QVBoxLayout(self.connect_rows)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addLayout(finding)
        rows.addLayout(testing)
        rows.addWidget(self.check_label)

        self.server_hint = text_label()
        self.server_hint.setWordWrap(True)
        self.key_note = text_label()
        self.key_note.setObjectName("keyNote")
        self.key_note.setWordWrap(True)
        self.judge_box = QCheckBox()
        self.judge_note = text_label()
        self.judge_note.setWordWrap(True)
        self.judge_note.setTextFormat(Qt.TextFormat.PlainText)
        self.propose_box = QCheckBox()
        self.propose_box.setObjectName("proposeReadings")
        self.propose_note = text_label()
        self.propose_note.setWordWrap(True)
        self.propose_note.setTextFormat(Qt.TextFormat.PlainText)

        self.model_box = QGroupBox()
        box = QVBoxLayout(self.model_box)
        box.addWidget(self.offline_radio)
        box.addLayout(self._indented(self.offline_note))
        box.addSpacing(6)
        box.addWidget(self.server_radio)
        box.addLayout(self._indented(self.server_fields))
        box.addLayout(self._indented(self.connect_rows))
        box.addLayout(self._indented(self.server_hint))
        box.addLayout(self._indented(self.key_note))
        box.addLayout(self._indented(self.judge_box))
        box.addLayout(self._indented(self.judge_note))
        box.addLayout(self._indented(self.propose_box))
        box.addLayout(self._indented(self.propose_note))

        layout = QVBoxLayout(self)
        layout.addWidget(self.model_box)
        layout.addStretch(1)

    def _indented(self, widget: QWidget) -> QHBoxLayout:
        """The widget lined up under a radio button's text (a box layout mirrors it in RTL)."""
        row = QHBoxLayout()
        row.addSpacing(
            self.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
            + self.style().pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing)
        )
        row.addWidget(widget, 1)
        return row

    def retranslate_ui(self) -> None:
        self.model_box.setTitle(_("Model provider"))
        self.offline_radio.setText(_("Built-in offline assistant"))
        self.offline_radio.setAccessibleName(_("Built-in offline assistant"))
        self.offline_note.setText(
            _(
                "Works without a network. It suggests clearly stated rules and explains how to "
                "connect a model."
            )
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
        self.window_label.setText(_("Context window (tokens):"))
        self.window_spin.setAccessibleName(_("Context window in tokens"))
        self.window_spin.setSpecialValueText(_("Ask the server"))
        self.server_hint.setText(
            _(
                "Any server with the OpenAI chat-completions API and tool calling works: OpenAI, "
                "Ollama, LM Studio, llama.cpp server, vLLM and others."
            )
        )
        self.judge_box.setText(_("Let the model judge the rules the checker cannot check"))
        self.judge_note.setText(
            _(
                "After each reply, one short extra request asks the model whether the reply "
                "followed the rules Mindkeep cannot check by itself. Its verdicts are marked "
                "“judged by the model”."
            )
        )
        self.propose_box.setText(_("Let the model propose what Mindkeep checks of a rule"))
        self.propose_note.setText(
            _(
                "In “What Mindkeep checks…” of a saved rule, you can ask the model for a "
                "reading. It is shown beside Mindkeep's, marked as the model's, and nothing "
                "changes until you save it."
            )
        )
        self.detect_button.setText(_("Find local servers"))
        self.detect_button.setToolTip(
            _("Look for Ollama, LM Studio, llama.cpp, vLLM and Jan on this computer (127.0.0.1)")
        )
        self.detect_button.setAccessibleName(self.detect_button.text())
        self.found_label.setText(_("Found:"))
        self.found_combo.setAccessibleName(_("Local servers and their models"))
        self.test_button.setText(_("Test connection"))
        self.test_button.setToolTip(
            _("Send one tiny request to this server and model; nothing is saved")
        )
        self.test_button.setAccessibleName(self.test_button.text())
        self.check_label.setAccessibleName(_("Connection test"))
        self._show_key_state()

    def describe(self) -> None:
        notes = (
            (self.offline_radio, self.offline_note.text()),
            (self.server_radio, self.server_hint.text()),
            (self.base_url_edit, self.server_hint.text()),
            (self.model_edit, self.model_edit.placeholderText()),
            (self.api_key_edit, self.key_note.text()),
            (self.timeout_spin, _("How long to wait for the model's answer before giving up")),
            (
                self.window_spin,
                _(
                    "How much of the conversation the model can read at once. “Ask the server” "
                    "uses what the server reports, or a safe default."
                ),
            ),
            (self.judge_box, self.judge_note.text()),
            (self.propose_box, self.propose_note.text()),
        )
        for widget, text in notes:
            widget.setAccessibleDescription(text)

    def _show_key_state(self) -> None:
        base_url = self._stored_model.base_url
        if keys.has_keyring():
            stored = bool(base_url and keys.load_key(base_url))
            self.api_key_edit.setPlaceholderText(
                _("Stored in the system keyring; leave empty to keep it")
                if stored
                else _("Optional; local servers usually need none")
            )
            self.key_note.setText(
                _("The key is kept in the system keyring, never in Mindkeep's database.")
            )
        else:
            self.api_key_edit.setPlaceholderText(
                _("Kept for this run; leave empty to keep it")
                if self.session_api_key
                else _("Optional; local servers usually need none")
            )
            self.key_note.setText(
                _(
                    "No system keyring: the key is kept only while Mindkeep runs. To keep it, set "
                    "the MINDKEEP_API_KEY environment variable."
                )
            )

    def load(self) -> None:
        model = self._stored_model
        self.base_url_edit.setText(model.base_url or "")
        self.model_edit.setText(model.model or "")
        self.timeout_spin.setValue(round(model.timeout))
        self.window_spin.setValue(model.context_window or 0)
        (self.server_radio if model.configured else self.offline_radio).setChecked(True)
        self._stored_judge = self._settings.judge_rules()
        self.judge_box.setChecked(self._stored_judge)
        self._stored_propose = self._settings.propose_readings()
        self.propose_box.setChecked(self._stored_propose)
        self.on_server_radio_toggled(model.configured)

    def save(self) -> bool:
        """Store the model provider; a refused value is shown, its field focused, and False
        returned."""
        refused: list[AppError] = []
        op = SaveModel(
            server=not self.offline_radio.isChecked(),
            base_url=self.base_url_edit.text(),
            model=self.model_edit.text(),
            timeout=float(self.timeout_spin.value()),
            key=self.api_key_edit.text(),
            previous=self._stored_model,
            context_window=self.window_spin.value() or None,
        )
        try:
            outcome = self._ops.run(op, initiator=self, failed=refused.append)
        except keys.KeyStoreError as err:
            self._show_error(
                _("The system keyring refused the key, so nothing was saved: {error}").format(
                    error=err
                )
            )
            return False
        if outcome is None:
            err = refused[0]
            self._show_error(self._model_error_text(err))
            self._focus_field(err)
            return False
        saved, run_key = outcome
        judge = self.judge_box.isChecked() and saved.configured
        if (
            judge != self._stored_judge
            and self._ops.run(SetJudgeRules(judge), initiator=self) is not None
        ):
            self._stored_judge = judge
        propose = self.propose_box.isChecked() and saved.configured
        if (
            propose != self._stored_propose
            and self._ops.run(SetProposeReadings(propose), initiator=self) is not None
        ):
            self._stored_propose = propose
        if run_key is not None:
            self.session_api_key = run_key
        self._stored_model = saved
        self.api_key_edit.clear()
        self._show_key_state()
        self.sig_model_saved.emit(saved)
        return True

    def _focus_field(self, err: AppError) -> None:
        """Take the user to the value that needs fixing."""
        field = {
            "base_url": self.base_url_edit,
            "model": self.model_edit,
            "timeout": self.timeout_spin,
            "context_window": self.window_spin,
        }.get(err.field or "", self.base_url_edit)
        field.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def _model_error_text(err: AppError) -> str:
        if err.code is Code.SECRET_CONTENT and err.field == "base_url":
            return _(
                "The base URL holds a key, a token or a password, and Mindkeep never stores one. "
                "Enter the URL without it, and the key as the API key (kept in the system "
                "keyring)."
            )
        by_field = {
            "base_url": _(
                "The base URL must start with http:// or https://, for example {example}."
            ).format(example=BASE_URL_EXAMPLE),
            "model": _("Enter the model name the server offers."),
            "timeout": _("The timeout is 1 to 3600 seconds."),
            "context_window": _(
                "The context window is {low} to {high} tokens, or “Ask the server”."
            ).format(low=format_number(CONTEXT_WINDOW_MIN), high=format_number(CONTEXT_WINDOW_MAX)),
        }
        return by_field.get(err.field or "", err.message[:1].upper() + err.message[1:])

    def on_server_radio_toggled(self, checked: bool) -> None:
        self.server_fields.setEnabled(checked)
        # Only a connected model can judge; the offline assistant never does.
        self.judge_box.setEnabled(checked)
        self.judge_note.setEnabled(checked)
        self.propose_box.setEnabled(checked)
        self.propose_note.setEnabled(checked)
        self.test_button.setEnabled(checked)

    # -- connect without typing

    def _say_check(self, text: str, *, ok: bool | None = None) -> None:
        mark = "" if ok is None else ("✓ " if ok else "✗ ")
        self.check_label.setText(mark + text)
        self.check_label.setAccessibleDescription(text)
        self.check_label.setVisible(bool(text))

    def on_detect_clicked(self) -> None:
        """Look for the local OpenAI-compatible servers (on a worker: it waits on the network)."""
        self.detect_button.setEnabled(False)
        self._say_check(_("Looking for model servers on this computer…"))
        self._ops.run(
            DetectModels(self._detect_ports),
            initiator=self,
            done=self._show_found,
            failed=lambda err: self._detected_failed(err),
        )

    # The ports --detect looks at (None: the usual local servers'); tests point it elsewhere.
    _detect_ports: tuple[int, ...] | None = None

    def _show_found(self, found) -> None:
        self.detect_button.setEnabled(True)
        self.found_combo.clear()
        for server in found:
            for model in server.models:
                self.found_combo.addItem(
                    _("{server} · {model}").format(server=server.name, model=model),
                    (server.base_url, model),
                )
            if not server.models:
                self.found_combo.addItem(
                    _("{server} (no models loaded)").format(server=server.name),
                    (server.base_url, ""),
                )
        any_found = self.found_combo.count() > 0
        self.found_label.setVisible(any_found)
        self.found_combo.setVisible(any_found)
        if not any_found:
            self._say_check(_("No local model server found on this computer (127.0.0.1)."))
            return
        self._say_check(
            ngettext(
                "Found {n} model. Choose it to fill in the server and model.",
                "Found {n} models. Choose one to fill in the server and model.",
                self.found_combo.count(),
            ).format(n=self.found_combo.count())
        )
        self.found_combo.setFocus(Qt.FocusReason.OtherFocusReason)

    def _detected_failed(self, err: AppError) -> None:
        self.detect_button.setEnabled(True)
        self._say_check(err.message, ok=False)

    def on_found_combo_activated(self, index: int) -> None:
        """A found model chosen: it fills in the server's fields (stored on OK or Apply)."""
        data = self.found_combo.itemData(index)
        if not data:
            return
        base_url, model = data
        self.server_radio.setChecked(True)
        self.base_url_edit.setText(base_url)
        if model:
            self.model_edit.setText(model)

    def on_test_clicked(self) -> None:
        """One tiny request with what the fields say now (nothing is stored)."""
        if getattr(self, "_testing", False):
            return  # one at a time (the button keeps the keyboard meanwhile)
        self._testing = True
        self._say_check(_("Testing the connection…"))
        op = TestConnection(
            self.base_url_edit.text(),
            self.model_edit.text(),
            key=self.api_key_edit.text() or (self.session_api_key or ""),
            timeout=float(min(self.timeout_spin.value(), 60)),
        )
        self._ops.run(op, initiator=self, done=self._show_test, failed=self._test_refused)

    def _show_test(self, test) -> None:
        self._testing = False
        text = test.message
        if test.detail and test.detail not in text:
            text += " " + _("The server said: {detail}").format(detail=test.detail)
        self._say_check(text, ok=test.ok)

    def _test_refused(self, err: AppError) -> None:
        self._testing = False
        self._say_check(self._model_error_text(err), ok=False)
