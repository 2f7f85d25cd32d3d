"""A turn that pauses for approval, traced as the Accept path is (tests/ui/test_accept_path.py):
Send → the card, and Allow → the reply, each cost at most 4 reads on the GUI thread and one
announcement of what changed; the card comes up once (issue 35: before, 16 GUI reads to show
the card, the card twice, and an "approval waits" that re-read the Session and the sidebar).
`mcp-server-git` on a temporary repository and the scripted chat-completions server."""

from __future__ import annotations

import collections
import threading
from contextlib import contextmanager

import pytest
from approval_helpers import GIT_MISSING, GIT_SERVER, WHY_MISSING, branches, make_repo
from elsewhere import told_elsewhere
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt
from sqlalchemy import event

from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import make_runner
from app.ui.main_window import MainWindow

pytestmark = pytest.mark.skipif(GIT_MISSING, reason=WHY_MISSING)
WAIT = 30000


@pytest.fixture
def counted(core):
    """Every unit of work (read or write) of the database, counted on the GUI thread and on
    workers, and every SQL statement."""
    counts = collections.Counter()
    read, write = core.db.read, core.db.write

    def where() -> str:
        return "gui" if threading.current_thread() is threading.main_thread() else "worker"

    @contextmanager
    def counted_read():
        counts[f"read_{where()}"] += 1
        with read() as s:
            yield s

    @contextmanager
    def counted_write():
        counts[f"write_{where()}"] += 1
        with write() as s:
            yield s

    def statement(*_args):
        counts["statements"] += 1

    core.db.read, core.db.write = counted_read, counted_write
    event.listen(core.db.engine, "before_cursor_execute", statement)
    yield counts
    event.remove(core.db.engine, "before_cursor_execute", statement)
    core.db.read, core.db.write = read, write


@pytest.fixture
def window(qtbot, core, tmp_path, model_server):
    """The window on a titled Session whose Space has mcp-server-git on a fresh repository; the
    agent talks to the scripted model."""
    repo = make_repo(tmp_path / "repo")
    core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = told_elsewhere(core, core.chat.create_space("Repo"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Task 26")).id

    def provider():
        return OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )

    w = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider()), data_dir=core.data_dir
    )
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    w.select_session(session)
    w.repo = repo
    yield w
    w.close()


def shown_cards(window) -> list:
    """Every time the approval card was put up for a call (not taken away)."""
    shown = []
    approval = window.chat_page.approval
    original = approval.show

    def show(item, **kwargs):
        if item is not None:
            shown.append(item.id)
        return original(item, **kwargs)

    approval.show = show
    return shown


def announcements(window) -> list:
    heard = []
    window.bridge.sig_changed.connect(lambda changes, initiator: heard.append(changes))
    return heard


def test_send_to_card_and_allow_to_reply_read_little(qtbot, window, model_server, counted):
    """Send → card: ≤ 4 reads on the GUI thread, one announcement, the card up once; Allow →
    reply: ≤ 4 reads on the GUI thread, one announcement; the branch is made."""
    page = window.chat_page
    cards = shown_cards(window)
    heard = announcements(window)
    model_server.push_tool_calls(
        ("git__git_create_branch", {"repo_path": str(window.repo), "branch_name": "task-26"})
    )
    counted.clear()
    page.composer.setPlainText("Start task 26")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: not window.chat.turn.running(), timeout=WAIT)
    qtbot.waitUntil(lambda: len(heard) == 1, timeout=WAIT)
    send_counts = dict(counted)
    assert counted["read_gui"] <= 4, send_counts
    assert len(cards) == 1  # the card comes up once
    assert len(heard) == 1 and heard[0].approvals  # one announcement, naming the approval
    assert not heard[0].spaces  # the sidebar is not read again for a call that waits

    counted.clear()
    heard.clear()
    model_server.push_text("The branch task-26 is ready.")
    qtbot.mouseClick(page.approval.card.allow_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=WAIT)
    qtbot.waitUntil(lambda: len(heard) == 1, timeout=WAIT)
    allow_counts = dict(counted)
    assert counted["read_gui"] <= 4, allow_counts
    assert len(heard) == 1 and heard[0].messages
    assert "task-26" in branches(window.repo)
    assert page.approval.shown() is None
    rows = [page.model.index(r).data(Qt.ItemDataRole.DisplayRole) for r in range(3)]
    assert page.model.rowCount() == 3, rows
    print("send → card", send_counts, "allow → reply", allow_counts)
