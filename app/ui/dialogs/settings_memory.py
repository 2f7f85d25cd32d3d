"""The Settings dialog's Memory tab: export and import of a Session's Memory (JSON, Markdown,
AGENTS.md), what was refused and why, and after how many days an unused entry is offered for
review."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.domain.jsontext import parse_json
from app.domain.memory.formats import export_markdown
from app.domain.memory.outcomes import ImportReport
from app.domain.memory.rules.limits import UNUSED_DAYS_MAX, UNUSED_DAYS_MIN
from app.i18n import _, ngettext
from app.services.memory.transfer import dumps
from app.services.refusals import known_reason
from app.ui.models import labels
from app.ui.operations.settings import ImportAgentsMd, ImportEntries, SetUnusedDays
from app.ui.widgets.common import text_label


def _kind_label(value: object) -> str:
    """A Memory kind in the UI language; an unknown one as written in the file."""
    try:
        return labels.kind(value)  # type: ignore[arg-type]
    except ValueError:
        return str(value or "?")


def _refusal_reason(item: dict) -> str:
    """A refused import entry's reason in the UI language (the service speaks to models in
    English): the one table's clause for its code, else the service's own words."""
    reason = known_reason(item.get("code")) or str(item.get("message") or item.get("code") or "")
    return reason[:1].upper() + reason[1:]


class MemoryTab(QWidget):
    """The Memory tab of the Settings dialog: files in and out of this Session's Memory, and the
    "not used lately" days. The dialog loads, stores and translates it in its own order (`load`,
    `save`, `retranslate_ui`)."""

    def __init__(
        self, services, ops, session_id: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._settings = services.settings
        self._transfer = services.transfer
        self._ops = ops
        self._session_id = session_id
        self._stored_unused_days = 0
        self.memory_note = text_label()
        self.memory_note.setWordWrap(True)

        self.export_box = QGroupBox()
        self.export_note = text_label()
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
        self.import_note = text_label()
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

        self.memory_result_label = text_label()
        self.memory_result_label.setObjectName("memoryResult")
        self.memory_result_label.setWordWrap(True)
        self.memory_result_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.memory_result_label.hide()
        self.refused_list = QListWidget()
        self.refused_list.setWordWrap(True)
        self.refused_list.setMinimumHeight(80)
        self.refused_list.hide()

        enabled = self._session_id is not None
        for button in (
            self.export_json_button,
            self.export_markdown_button,
            self.import_button,
            self.export_agents_button,
            self.import_agents_button,
        ):
            button.setEnabled(enabled)

        # "Not used lately" (SPEC §2.9): after how many days a saved entry is offered for review.
        self.unused_box = QGroupBox()
        self.unused_label = text_label()
        self.unused_spin = QSpinBox()
        self.unused_spin.setRange(UNUSED_DAYS_MIN, UNUSED_DAYS_MAX)
        self.unused_label.setBuddy(self.unused_spin)
        unused_form = QFormLayout(self.unused_box)
        unused_form.addRow(self.unused_label, self.unused_spin)

        layout = QVBoxLayout(self)
        layout.addWidget(self.memory_note)
        layout.addWidget(self.unused_box)
        layout.addWidget(self.export_box)
        layout.addWidget(self.import_box)
        layout.addWidget(self.memory_result_label)
        layout.addWidget(self.refused_list, 3)
        layout.addStretch(1)

    def retranslate_ui(self) -> None:
        if self._session_id is None:
            self.memory_note.setText(
                _(
                    "Choose a Session first: export and import work on the Memory of a Session, "
                    "its Space and your Personal Memory."
                )
            )
        else:
            self.memory_note.setText(
                _("Export and import cover this Session, its Space and your Personal Memory.")
            )
        self.export_box.setTitle(_("Export Memory"))
        self.export_note.setText(
            _(
                "JSON keeps where each entry came from and can be imported again; Markdown is for "
                "reading."
            )
        )
        self.import_box.setTitle(_("Import Memory"))
        self.import_note.setText(
            _(
                "Imported entries go through the same checks as any other; each one refused is "
                "listed with the reason."
            )
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

    def describe(self) -> None:
        self.unused_spin.setAccessibleDescription(self.unused_label.text())
        self.refused_list.setAccessibleDescription(self.import_note.text())
        for button in (
            self.export_json_button,
            self.export_markdown_button,
            self.export_agents_button,
        ):
            button.setAccessibleDescription(self.export_note.text())
        for button in (self.import_button, self.import_agents_button):
            button.setAccessibleDescription(self.import_note.text())

    def load(self) -> None:
        self._stored_unused_days = self._settings.unused_days()
        self.unused_spin.setValue(self._stored_unused_days)

    def save(self) -> None:
        if self.unused_spin.value() != self._stored_unused_days:
            days = self._ops.run(SetUnusedDays(self.unused_spin.value()), initiator=self)
            if days is not None:
                self._stored_unused_days = days

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
                _("Could not write {file}: {error}").format(
                    file=str(path), error=exc.strerror or exc
                ),
                error=True,
            )
            return False
        n = len(data["entries"])
        self._show_memory_result(
            ngettext("Exported {n} entry to {file}.", "Exported {n} entries to {file}.", n).format(
                n=n, file=str(path)
            )
        )
        return True

    def import_agents_md_from(self, path: str | Path) -> ImportReport | None:
        """Import the rules of an AGENTS.md-style file into this Session's scopes."""
        if self._session_id is None:
            return None
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self._show_memory_result(
                _("Could not read {file}: {error}").format(
                    file=str(path), error=getattr(exc, "strerror", None) or exc
                ),
                error=True,
            )
            return None
        report = self._ops.run(ImportAgentsMd(self._session_id, text), initiator=self)
        if report is None:  # refused whole: nothing in it could be read as rules
            self._show_memory_result(
                _("{file} has no rules (list items) to import. Nothing was imported.").format(
                    file=str(path)
                ),
                error=True,
            )
            return None
        imported, refused = len(report.imported), len(report.refused)
        self._show_memory_result(
            _("{imported}, {refused}").format(
                imported=ngettext("{n} imported", "{n} imported", imported).format(n=imported),
                refused=ngettext("{n} refused", "{n} refused", refused).format(n=refused),
            ),
            refused=[
                _("Line {number}: {reason}").format(
                    number=item.get("line", "?"), reason=_refusal_reason(item)
                )
                for item in report.refused
            ],
        )
        return report

    def import_from(self, path: str | Path) -> ImportReport | None:
        """Import a JSON export into this Session's scopes; show what was imported and refused."""
        if self._session_id is None:
            return None
        try:
            data = parse_json(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            self._show_memory_result(
                _("Could not read {file}: {error}").format(
                    file=str(path), error=exc.strerror or exc
                ),
                error=True,
            )
            return None
        except (AppError, UnicodeDecodeError):
            self._show_memory_result(
                _("{file} is not a JSON file. Choose a Memory export saved as JSON.").format(
                    file=str(path)
                ),
                error=True,
            )
            return None
        report = self._ops.run(ImportEntries(self._session_id, data), initiator=self)
        if report is None:  # refused whole: not an export of ours
            self._show_memory_result(
                _("{file} is not a Mindkeep Memory export. Nothing was imported.").format(
                    file=str(path)
                ),
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
            entry = (
                entries[index]
                if 0 <= index < len(entries) and isinstance(entries[index], dict)
                else {}
            )
            lines.append(
                _("Entry {number} ({kind}): {reason}").format(
                    number=index + 1,
                    kind=_kind_label(entry.get("kind")),
                    reason=_refusal_reason(item),
                )
            )
        self._show_memory_result(summary, refused=lines)
        return report

    def _show_memory_result(
        self, text: str, *, error: bool = False, refused: list[str] | None = None
    ) -> None:
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

    def on_export_json_clicked(self) -> None:
        self._ask_and_export(
            _("Export Memory as JSON"), "mindkeep-memory.json", _("JSON files (*.json)"), "json"
        )

    def on_export_markdown_clicked(self) -> None:
        self._ask_and_export(
            _("Export Memory as Markdown"),
            "mindkeep-memory.md",
            _("Markdown files (*.md)"),
            "markdown",
        )

    def on_export_agents_clicked(self) -> None:
        self._ask_and_export(
            _("Export saved rules as an AGENTS.md file"),
            "AGENTS.md",
            _("Markdown files (*.md)"),
            "agents-md",
        )

    def _ask_and_export(self, title: str, file_name: str, filters: str, fmt: str) -> None:
        """Ask where to write (in the home folder at first), then export there in `fmt`."""
        path, _filter = QFileDialog.getSaveFileName(
            self, title, str(Path.home() / file_name), filters
        )
        if path:
            self.export_to(path, fmt)

    def on_import_agents_clicked(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            _("Import rules from an AGENTS.md file"),
            str(Path.home()),
            _("Markdown files (*.md);;All files (*)"),
        )
        if path:
            self.import_agents_md_from(path)

    def on_import_clicked(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            _("Import Memory from JSON"),
            str(Path.home()),
            _("JSON files (*.json);;All files (*)"),
        )
        if path:
            self.import_from(path)
