"""Write-ahead for actions in the window (issue 31): a window process runs an allowed action
(a real MCP server's `block` tool), its chat shows the call running, and it is killed with
SIGKILL while the tool runs; the next window shows, in place of the call, that it may have run
with what was asked, and under the message that the turn was not answered (Retry), and nothing
runs it again. In the same window a call that returns is shown running, then done."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
from pathlib import Path

from chat_helpers import row_of, rows
from elsewhere import told_elsewhere
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt

from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import build_core, make_runner
from app.ui.main_window import MainWindow

CHILD = Path(__file__).with_name("running_call_child.py")
FIXTURE = str(Path(__file__).resolve().parents[1] / "mcp_fixture_server.py")


def _window(qtbot, core, model_server, tmp_path) -> MainWindow:
    provider = OpenAICompatibleProvider(
        ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
    )
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider), data_dir=tmp_path
    )
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    return window


def test_a_window_killed_during_an_allowed_call_shows_next_time_that_it_may_have_run(
    qtbot, core, db_url, tmp_path, model_server
):
    """The killed window had shown "Running block on the fx server…"; the new one shows "block
    may have run: … Asked: …" with the arguments, and "Not answered: Mindkeep stopped while a
    tool call was running." with Retry under the message; the tool ran once."""
    core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
    space = told_elsewhere(core, core.chat.create_space("Ops"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Deploy")).id
    started, release = tmp_path / "started.log", tmp_path / "release"
    model_server.push_tool_calls(("fx__block", {"started": str(started), "release": str(release)}))
    child = subprocess.Popen(
        [
            sys.executable,
            str(CHILD),
            db_url,
            str(core.data_dir),
            str(session),
            model_server.base_url,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        line = child.stdout.readline()
        assert line.startswith("running: "), child.stderr.read() if child.poll() else line
        assert "Running block on the fx server…" in line
        # The row is shown once the call is written ahead, before the tool's process has begun
        # it: wait for the tool to have started (it took longer than that under load).
        qtbot.waitUntil(started.exists, timeout=20000)
    finally:
        child.send_signal(signal.SIGKILL)  # in the middle of the call
        child.wait(30)

    try:
        again = build_core(db_url, data_dir=core.data_dir)
        window = _window(qtbot, again, model_server, tmp_path)
        window.select_session(session)
        qtbot.waitUntil(
            lambda: any("may have run" in text for _src, text in rows(window)), timeout=20000
        )
        said = rows(window)[row_of(window, "tool", "may have run")][1]
        assert "block may have run: Mindkeep stopped before the call finished" in said
        assert f"started: {started}" in said and f"release: {release}" in said
        assert "Running" not in said
        user = rows(window)[row_of(window, "user", "Deploy to production")][1]
        assert "Not answered: Mindkeep stopped while a tool call was running." in user
        assert "Retry" in user
        assert started.read_text().count("started") == 1
        window.close()
        again.close()
    finally:
        release.touch()


def test_the_chat_shows_an_allowed_call_running_then_its_result(
    qtbot, core, tmp_path, model_server
):
    """Allow: while the tool blocks the chat shows "Running block on the fx server…" as a row
    of the conversation; once it returns, the same row says it ran, and the reply follows."""
    core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
    space = told_elsewhere(core, core.chat.create_space("Ops"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Deploy")).id
    started, release = tmp_path / "started.log", tmp_path / "release"
    model_server.push_tool_calls(("fx__block", {"started": str(started), "release": str(release)}))
    model_server.push_text("Deployed.")
    window = _window(qtbot, core, model_server, tmp_path)
    try:
        window.select_session(session)
        page = window.chat_page
        page.composer.setPlainText("Deploy to production")
        page.on_composer_send_requested()
        qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=20000)
        qtbot.mouseClick(page.approval.card.allow_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: any(t.startswith("Running block on the fx server…") for _s, t in rows(window)),
            timeout=20000,
        )
        running = row_of(window, "tool", "Running block")
        threading.Timer(0.2, release.touch).start()
        qtbot.waitUntil(lambda: any(t == "Deployed." for _s, t in rows(window)), timeout=30000)
        assert rows(window)[running][1].startswith("Ran block on the fx server")
        assert not any("Running block" in t for _s, t in rows(window))
    finally:
        release.touch()
        window.close()
