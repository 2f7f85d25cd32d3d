"""What Mindkeep checks of a saved rule, confirmed or chosen by the user (issue 33): the
checker's reading shown in plain words, and the readings it offers for a rule's family — a
branch list, a folder, the language of replies, tools — or none (kept for the agent to read).
The user chooses; nothing is written in code, and the rule's words stay theirs."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.domain.compliance.reading import Reading
from app.domain.errors import AppError
from app.domain.model import MemoryEntry
from app.i18n import _
from app.services.reading_words import (
    BRANCHES,
    LANGUAGE,
    LANGUAGES,
    PATH,
    TOOLS,
    families,
    family_of,
    language_name,
    reading_for,
    reading_words,
)
from app.ui.widgets.common import bold, dim_label, set_directed_text, text_label

AS_READ = "as_read"  # the reading shown (the checker's, or the one confirmed before)


class ReadingDialog(QDialog):
    """Choose what Mindkeep checks of one rule; `chosen()` is the Reading to store."""

    def __init__(self, entry: MemoryEntry, reading: Reading, parent=None):
        super().__init__(parent)
        self.setObjectName("readingDialog")
        self.setMinimumWidth(520)
        self.entry, self.reading = entry, reading
        self.words_label = text_label()
        self.words_label.setWordWrap(True)
        bold(self.words_label)
        self.family_combo = QComboBox()
        self.family_combo.setObjectName("readingFamily")
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

    def chosen(self) -> Reading:
        """The reading to store (raises AppError when the fields do not make one)."""
        family = self.family()
        if family == AS_READ:
            return Reading(self.reading.checks, "user")

        def listed(text: str) -> list[str]:
            return [t.strip() for t in text.split(",") if t.strip()]

        return reading_for(
            family,
            branches=listed(self.branches_edit.text()),
            folder=self.folder_edit.text(),
            language=self.language_combo.currentData() or "",
            tools=listed(self.tools_edit.text()),
        )

    def _update(self) -> None:
        family = self.family()
        for key, label in self.labels.items():
            visible = key == family
            self.form.setRowVisible(label, visible)
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

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_("What Mindkeep checks"))
        set_directed_text(self.words_label, self.entry.content)
        self.family_label.setText(_("Mindkeep checks this rule as:"))
        self.family_combo.setItemText(0, _("As Mindkeep read it"))
        for i, (_key, label) in enumerate(families(), start=1):
            self.family_combo.setItemText(i, label)
        self.family_combo.setAccessibleName(_("What Mindkeep checks of this rule"))
        self.labels[BRANCHES].setText(_("Branches (names or patterns such as release/*):"))
        self.labels[PATH].setText(_("Nothing is written under this folder:"))
        self.labels[LANGUAGE].setText(_("Replies are written in:"))
        self.labels[TOOLS].setText(_("Tools and commands (npm, delete_file, …):"))
        self.hint_label.setText(_("Separate several with commas."))
        for i in range(self.language_combo.count()):
            code = self.language_combo.itemData(i)
            self.language_combo.setItemText(i, language_name(code))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(_("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self._update()
