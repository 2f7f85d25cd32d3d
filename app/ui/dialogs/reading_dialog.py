"""What Mindkeep checks of a saved rule, confirmed or chosen by the user (issue 33): the
checker's reading shown in plain words, and the readings it offers for a rule's family — a
branch list, a folder, the language of replies, tools — or none (kept for the agent to read).
With the setting on and a model connected, the model may propose one: shown beside the
checker's, marked as the model's, offered as one more choice — stored only when the user saves
it. The user chooses; nothing is written in code, and the rule's words stay theirs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain.compliance.reading import Reading
from app.domain.errors import AppError
from app.domain.model import MemoryEntry
from app.i18n import _, pgettext
from app.services.reading_words import (
    BRANCHES,
    LANGUAGE,
    LANGUAGES,
    PATH,
    TOOLS,
    branch_modes,
    families,
    family_of,
    language_modes,
    language_name,
    reading_for,
    reading_mode,
    reading_what,
    reading_words,
)
from app.ui.widgets.common import bold, dim_label, set_directed_text, text_label

AS_READ = "as_read"  # the reading shown (the checker's, or the one confirmed before)
MODEL = "model"  # the model's proposal, once it came
# Asks the model for a reading of the words; calls back with (Reading, None) or (None, why).
Ask = Callable[[str, Callable[[object], None]], None]


class ReadingDialog(QDialog):
    """Choose what Mindkeep checks of one rule; `chosen()` is the Reading to store."""

    def __init__(
        self, entry: MemoryEntry, reading: Reading, parent=None, *, ask: Ask | None = None
    ):
        super().__init__(parent)
        self.setObjectName("readingDialog")
        self.setMinimumWidth(520)
        self.entry, self.reading = entry, reading
        self.proposal: Reading | None = None
        self._ask = ask
        self._asking = False
        self._proposal_text: Callable[[], str] | None = None  # said in the UI language
        # Mindkeep's reading, and beside it what the model proposes (when asked).
        self.current_label = text_label()
        self.current_label.setWordWrap(True)
        self.current_label.setObjectName("readingCurrent")
        self.ask_button = QPushButton()
        self.ask_button.setObjectName("readingAsk")
        self.ask_button.setVisible(ask is not None)
        self.ask_button.clicked.connect(self.on_ask_clicked)
        self.proposal_label = text_label()
        self.proposal_label.setWordWrap(True)
        self.proposal_label.setObjectName("readingProposal")
        self.proposal_label.hide()
        self.words_label = text_label()
        self.words_label.setWordWrap(True)
        bold(self.words_label)
        self.family_combo = QComboBox()
        self.family_combo.setObjectName("readingFamily")
        # What a branch or language reading asks, chosen (never typed): "never push to these
        # branches" / "push only to these"; "replies are in" / "are not in" the language.
        self.branch_mode_combo = QComboBox()
        self.branch_mode_combo.setObjectName("readingBranchMode")
        self.language_mode_combo = QComboBox()
        self.language_mode_combo.setObjectName("readingLanguageMode")
        self.branches_edit = QLineEdit()
        self.branches_edit.setObjectName("readingBranches")
        self.folder_edit = QLineEdit()
        self.language_combo = QComboBox()
        self.tools_edit = QLineEdit()
        self.preview_label = text_label()
        self.preview_label.setWordWrap(True)
        self.preview_label.setObjectName("readingPreview")
        self.error_label = text_label()
        self.error_label.setWordWrap(True)
        dim_label(self.error_label)
        self.hint_label = text_label()
        self.hint_label.setWordWrap(True)
        dim_label(self.hint_label)
        self.fields = QWidget()
        self.form = QFormLayout(self.fields)
        self.form.setContentsMargins(0, 0, 0, 0)
        # Each label above its field: the labels are sentences, and the field keeps the width.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.labels = {key: QLabel() for key in (BRANCHES, PATH, LANGUAGE, TOOLS)}
        # The mode's row comes first in its family: what is asked, then of which branches.
        self.mode_labels = {key: QLabel() for key in (BRANCHES, LANGUAGE)}
        for key, widget in (
            (BRANCHES, self.branch_mode_combo),
            (LANGUAGE, self.language_mode_combo),
        ):
            self.mode_labels[key].setBuddy(widget)
            self.form.addRow(self.mode_labels[key], widget)
        for key, widget in (
            (BRANCHES, self.branches_edit),
            (PATH, self.folder_edit),
            (LANGUAGE, self.language_combo),
            (TOOLS, self.tools_edit),
        ):
            self.labels[key].setBuddy(widget)
            self.form.addRow(self.labels[key], widget)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.family_label = QLabel()
        self.family_label.setBuddy(self.family_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.words_label)
        layout.addWidget(self.current_label)
        layout.addWidget(self.ask_button)
        layout.addWidget(self.proposal_label)
        layout.addWidget(self.family_label)
        layout.addWidget(self.family_combo)
        layout.addWidget(self.fields)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self._fill(reading)
        for signal in (
            self.family_combo.currentIndexChanged,
            self.language_combo.currentIndexChanged,
            self.branch_mode_combo.currentIndexChanged,
            self.language_mode_combo.currentIndexChanged,
            self.branches_edit.textChanged,
            self.folder_edit.textChanged,
            self.tools_edit.textChanged,
        ):
            signal.connect(lambda *_a: self._update())
        self.retranslate_ui()

    def _fill(self, reading: Reading) -> None:
        """The fields start from the reading shown, so a correction is a small change."""
        self.family_combo.addItem("", AS_READ)
        for key, _label in families():
            self.family_combo.addItem("", key)
        for code in LANGUAGES:
            self.language_combo.addItem(code, code)
        for key, _label in branch_modes():
            self.branch_mode_combo.addItem("", key)
        for key, _label in language_modes():
            self.language_mode_combo.addItem("", key)
        # The choice the reading shown stands for is preselected (the checker's "only", "not").
        branch_mode, language_mode = reading_mode(reading)
        self.branch_mode_combo.setCurrentIndex(self.branch_mode_combo.findData(branch_mode))
        self.language_mode_combo.setCurrentIndex(self.language_mode_combo.findData(language_mode))
        data = reading.to_json()["checks"]
        first = data[0] if data else {}
        if first.get("check") in ("protected_branch", "force_push"):
            self.branches_edit.setText(", ".join(first.get("branches") or []))
        if first.get("check") == "path":
            self.folder_edit.setText(first["folder"])
        if first.get("check") == "reply_language":
            index = self.language_combo.findData(first["lang"])
            self.language_combo.setCurrentIndex(max(0, index))
        if first.get("check") == "terms":
            self.tools_edit.setText(", ".join(t["text"] for t in first["forbidden"]))
        self.family_hint = family_of(reading)

    def family(self) -> str:
        return self.family_combo.currentData()

    def select_family(self, family: str) -> None:
        self.family_combo.setCurrentIndex(max(0, self.family_combo.findData(family)))

    def on_ask_clicked(self) -> None:
        """Ask the model (off the GUI thread); its proposal comes back to `show_proposal`."""
        if self._ask is None or self._asking:
            return
        self._asking = True
        self.ask_button.setEnabled(False)
        self._proposal_text = lambda: _("Asking the model…")
        self._show_proposal_text()
        self._ask(self.entry.content, self.show_proposal)

    def show_proposal(self, result) -> None:
        """The model's answer: its reading beside Mindkeep's, and one more choice (selected, so
        the preview says it; only Save stores it) — or why there is none."""
        self._asking = False
        self.ask_button.setEnabled(True)
        reading, problem = result if isinstance(result, tuple) else (None, "")
        if reading is None:
            self._proposal_text = lambda: _("The model proposed no reading: {why}").format(
                why=problem or "?"
            )
        else:
            self.proposal = reading
            if self.family_combo.findData(MODEL) < 0:
                self.family_combo.insertItem(1, "", MODEL)
            self._proposal_text = lambda: _("The model proposes: {reading}").format(
                reading=reading_what(reading)
            )
            self.retranslate_ui()
            self.select_family(MODEL)
        self._show_proposal_text()

    def _show_proposal_text(self) -> None:
        text = self._proposal_text() if self._proposal_text is not None else ""
        set_directed_text(self.proposal_label, text)
        self.proposal_label.setAccessibleName(text)
        self.proposal_label.setVisible(bool(text))

    def chosen(self) -> Reading:
        """The reading to store (raises AppError when the fields do not make one)."""
        family = self.family()
        if family == MODEL and self.proposal is not None:
            return self.proposal  # the model's, as the user saw it: stored marked as the model's
        if family == AS_READ:
            return Reading(self.reading.checks, "user", self.reading.unless)

        def listed(text: str) -> list[str]:
            return [t.strip() for t in text.split(",") if t.strip()]

        return reading_for(
            family,
            branches=listed(self.branches_edit.text()),
            folder=self.folder_edit.text(),
            language=self.language_combo.currentData() or "",
            tools=listed(self.tools_edit.text()),
            branch_mode=self.branch_mode_combo.currentData(),
            language_mode=self.language_mode_combo.currentData(),
        )

    def _update(self) -> None:
        family = self.family()
        for key, label in self.labels.items():
            visible = key == family
            self.form.setRowVisible(label, visible)
            if key in self.mode_labels:
                self.form.setRowVisible(self.mode_labels[key], visible)
        try:
            reading = self.chosen()
            set_directed_text(self.preview_label, reading_words(reading))
            self.error_label.hide()
            self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(True)
        except AppError as err:
            set_directed_text(self.preview_label, "")
            self.error_label.setText(_("This cannot be checked yet: {why}").format(why=err.message))
            self.error_label.show()
            self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
        self.hint_label.setVisible(family in (BRANCHES, TOOLS))
        self.fields.setVisible(family not in (AS_READ, MODEL))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_("What Mindkeep checks"))
        set_directed_text(self.words_label, self.entry.content)
        self.family_label.setText(_("Mindkeep checks this rule as:"))
        self.family_combo.setItemText(0, _("As Mindkeep read it"))
        labels = dict(families())
        labels[MODEL] = _("As the model proposes")
        for i in range(1, self.family_combo.count()):
            self.family_combo.setItemText(i, labels.get(self.family_combo.itemData(i), ""))
        set_directed_text(self.current_label, reading_words(self.reading))
        self.ask_button.setText(_("Ask the model for a reading"))
        self.ask_button.setToolTip(
            _("The model proposes what to check; nothing changes until you save it")
        )
        self.ask_button.setAccessibleName(self.ask_button.text())
        self._show_proposal_text()
        self.family_combo.setAccessibleName(_("What Mindkeep checks of this rule"))
        self.labels[BRANCHES].setText(_("Branches (names or patterns such as release/*):"))
        self.labels[PATH].setText(_("Nothing is written under this folder:"))
        self.labels[LANGUAGE].setText(pgettext("reading", "Language:"))
        self.mode_labels[BRANCHES].setText(_("What the rule asks of pushes:"))
        self.mode_labels[LANGUAGE].setText(_("What the rule asks of replies:"))
        for key, combo, labels in (
            (BRANCHES, self.branch_mode_combo, dict(branch_modes())),
            (LANGUAGE, self.language_mode_combo, dict(language_modes())),
        ):
            for i in range(combo.count()):
                combo.setItemText(i, labels[combo.itemData(i)])
            combo.setAccessibleName(self.mode_labels[key].text().rstrip(":： "))
        self.labels[TOOLS].setText(_("Tools and commands (npm, delete_file, …):"))
        self.hint_label.setText(_("Separate several with commas."))
        for i in range(self.language_combo.count()):
            code = self.language_combo.itemData(i)
            self.language_combo.setItemText(i, language_name(code))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(_("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self._update()
