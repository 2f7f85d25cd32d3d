"""An app closed mid-approval (SPEC §3: a pending call never runs by itself later): a window
process waiting on its approval card is killed (SIGKILL); the call has not run, and on the
next start the card is shown again, still waiting (its turn's state is in the database), and
nothing runs until the user clicks; Allow then runs it, once."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
from approval_helpers import GIT_MISSING, GIT_SERVER, WHY_MISSING, branches, make_repo
from elsewhere import told_elsewhere
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt

from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import build_core, make_runner
from app.domain.tools.approvals import ApprovalStatus
from app.ui.main_window import MainWindow

CHILD = Path(__file__).with_name("approval_child.py")
pytestmark = pytest.mark.skipif(GIT_MISSING, reason=WHY_MISSING)


def test_a_window_killed_while_the_card_waits_runs_nothing_and_shows_it_again(
    qtbot, core, db_url, tmp_path, model_server
):
    """Killed while waiting: pending, no branch; a new window shows the same card (the model is
    not asked again and nothing runs while it is open); Allow creates the branch."""
    repo = make_repo(tmp_path / "repo")
    core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = told_elsewhere(core, core.chat.create_space("Repo"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Task 26")).id
    model_server.push_tool_calls(
        ("git__git_create_branch", {"repo_path": str(repo), "branch_name": "task-26"})
    )
    child = subprocess.Popen(
        [sys.executable, str(CHILD), db_url, str(session), model_server.base_url],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        line = child.stdout.readline()
        assert line.startswith("waiting "), child.stderr.read() if child.poll() else line
        approval_id = int(line.split()[1])
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert branches(repo) == ["main"]
    assert core.approvals.get(approval_id).status is ApprovalStatus.PENDING
    asked = len(model_server.received)

    # The next start: the card again, still waiting; nothing ran by itself.
    again = build_core(db_url)
    provider = OpenAICompatibleProvider(
        ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
    )
    window = MainWindow(
        again, make_runner=lambda api_key=None: make_runner(again, provider), data_dir=tmp_path
    )
    qtbot.addWidget(window)
    try:
        window.show()
        window.select_session(session)
        page = window.chat_page
        qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=20000)
        assert page.approval.shown().id == approval_id
        assert not page.send_button.isEnabled()
        # Nothing ran, nothing was asked, no tool server was even started for it.
        assert branches(repo) == ["main"] and len(model_server.received) == asked
        assert again.tool_hub.running() == []
        model_server.push_text("Created task-26.")
        qtbot.mouseClick(page.approval.card.allow_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=30000)
        assert "task-26" in branches(repo)
        assert again.approvals.get(approval_id).status is ApprovalStatus.ALLOWED
    finally:
        window.close()
        again.close()
