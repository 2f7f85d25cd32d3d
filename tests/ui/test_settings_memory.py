"""The Settings dialog's part of issue 13: the "Not used lately" number of days, AGENTS.md
export and import, and the data folder's path in its own direction in an Arabic window."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.domain.model import Scope
from app.ui.dialogs.settings import SettingsDialog


@pytest.fixture
def dialog(qtbot, core, session):
    dlg = SettingsDialog(core, core.data_dir, session.id)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_days_before_an_entry_is_offered_for_review_are_saved(qtbot, core, dialog):
    """The spin box shows 60 by default; Apply stores what the user typed."""
    dialog.tabs.setCurrentIndex(2)  # Memory
    spin = dialog.memory_tab.unused_spin
    assert spin.value() == 60
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "21")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton
    )
    assert core.settings.unused_days() == 21


def test_agents_md_export_and_import_from_the_dialog(qtbot, core, session, dialog, tmp_path):
    """Export writes the saved rules as AGENTS.md; import reads a file back and lists refused lines."""
    dialog.tabs.setCurrentIndex(2)  # Memory
    ref = core.memory.scope_ref(session.id, Scope.SPACE)
    told_elsewhere(
        core,
        core.decisions.add_entry(ref, kind="constraint", content="Create a branch for every task"),
    )
    path = tmp_path / "AGENTS.md"
    assert dialog.memory_tab.export_to(path, "agents-md")
    assert "- [constraint] Create a branch for every task" in path.read_text(encoding="utf-8")
    assert dialog.memory_tab.memory_result_label.text() == f"Exported 1 entry to {path}."
    path.write_text(
        "## Space\n- Use pnpm\n- [constraint] Create a branch for every task\n", encoding="utf-8"
    )
    report = dialog.memory_tab.import_agents_md_from(path)
    assert [e.content for e in report.imported] == ["Use pnpm"]
    assert dialog.memory_tab.memory_result_label.text() == "1 imported, 1 refused"
    assert dialog.memory_tab.refused_lines() == ["Line 3: The same words are already in Memory"]


def test_the_data_folder_path_reads_left_to_right_in_arabic(qtbot, core, session):
    """Defect 6: in a right-to-left window the path is laid out left to right, on the left."""
    app = QApplication.instance()
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        dlg = SettingsDialog(core, core.data_dir, session.id)
        qtbot.addWidget(dlg)
        assert dlg.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert dlg.general_tab.data_path_label.layoutDirection() == Qt.LayoutDirection.LeftToRight
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
