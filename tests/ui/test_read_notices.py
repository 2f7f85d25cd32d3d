"""The window on what it could not read as stored (issue 23): odd values another client
wrote into the database (defect 3) and a state file that cannot be read (defect 10). It
shows what it can, and the status bar says what it skipped."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt

from app.startup import start_window
from app.ui.main_window import MainWindow
from app.ui.ui_state import FILE, WindowState, read_state_file, take_set_aside

NESTED = "[" * 100_000 + "]" * 100_000


@pytest.fixture
def started(qtbot):
    """start_window(url, data_dir) shown, closed afterwards."""
    opened = []

    def start(url: str, data_dir: Path):
        _app, window, outcome = start_window(url, data_dir)
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        opened.append((window, outcome))
        return window, outcome

    yield start
    for window, outcome in opened:
        window.close()
        window.tasks.wait(30000)
        if outcome.core is not None:
            outcome.core.close()


def _odd_chat(core, session) -> int:
    """A Session whose reply another client gave a meta of the wrong shape; the reply's id."""
    told_elsewhere(core, core.chat.add_message(session.id, source="user", text="hello"))
    reply = told_elsewhere(
        core, core.chat.add_message(session.id, source="agent", text="the reply")
    ).message.id
    conn = sqlite3.connect(core.db.path)
    conn.execute("UPDATE messages SET meta = '[1,2]' WHERE id = ?", (reply,))
    conn.commit()
    conn.close()
    return reply


def _texts(window) -> list[str]:
    model = window.chat_page.model
    return [model.index(r).data(Qt.ItemDataRole.DisplayRole) for r in range(model.rowCount())]


def test_a_session_with_an_odd_value_opens_with_its_messages_and_a_notice(qtbot, core, session):
    """The window opens the Session with both messages (painted, not crashing in a delegate)
    and the status bar says one value could not be read."""
    reply = _odd_chat(core, session)
    window = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitUntil(lambda: window.read_notice is not None and window.read_notice.isVisible())
    assert window.current.id == session.id
    assert window.chat_page.model.rowCount() == 2
    assert not window.grab().isNull()
    notice = window.read_notice
    assert notice.text().startswith("1 value in the database could not be read as stored")
    assert notice.textFormat() == Qt.TextFormat.PlainText
    assert f"messages {reply}, meta" in notice.toolTip()


def test_the_first_screen_and_the_services_say_it_once(qtbot, core, session, started, tmp_path):
    """Through the real start (first screen with sqlite3, then the services): the messages
    show, and the notice counts the value once."""
    _odd_chat(core, session)
    url = str(core.db.engine.url)
    window, outcome = started(url, tmp_path / "data")
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    assert outcome.error is None
    qtbot.waitUntil(lambda: window.read_notice is not None)
    assert window.chat_page.model.rowCount() == 2
    assert window.read_notice.text().startswith("1 value in the database")
    window.apply_language("de")
    assert not window.read_notice.text().startswith("1 value")
    window.apply_language("en")


@pytest.mark.parametrize(
    "content",
    [NESTED.encode(), b"{not json", b'["a list"]', b"\xff\xfe", b"{" + b" " * 1_100_000 + b"}"],
    ids=["nested-100000", "not-json", "a-list", "not-utf8", "too-big"],
)
def test_a_state_file_that_cannot_be_read_is_set_aside_and_the_window_starts_clean(
    qtbot, core, session, started, tmp_path, content
):
    """window-state.json nested 100,000 deep (RecursionError before), broken, not an object,
    not UTF-8 or huge: renamed beside itself, the first screen and the services start as on a
    first run (the first Session), the status bar names both files, and the window keeps its
    state in a new file again."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Hotfix"))
    data = tmp_path / "data"
    data.mkdir()
    (data / FILE).write_bytes(content)
    window, outcome = started(str(core.db.engine.url), data)
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    assert outcome.error is None
    set_aside = list(data.glob(f"{FILE}.bad-*"))
    assert [p.read_bytes() for p in set_aside] == [content]
    assert window.current.id == session.id
    notice = window.read_notice
    assert notice is not None and notice.isVisible()
    assert notice.text() == (
        f"{FILE} could not be read, so the window started afresh; the file was kept as "
        f"{set_aside[0].name}."
    )
    window.select_session(other.id)
    qtbot.waitUntil(lambda: (data / FILE).exists())
    assert read_state_file(data / FILE)


def test_a_missing_or_unreachable_state_file_is_not_set_aside(tmp_path):
    """No file, or a folder where the file should be: nothing is read, nothing is moved."""
    assert read_state_file(tmp_path / FILE) == {}
    (tmp_path / FILE).mkdir()
    assert WindowState(tmp_path / FILE, "k").load() == (None, "chat")
    assert (tmp_path / FILE).is_dir() and take_set_aside() == []


def test_odd_values_inside_a_readable_state_file_are_ignored(tmp_path):
    """A readable file with a page that is a list, an id that is text: the defaults, kept."""
    path = tmp_path / FILE
    path.write_text('{"k": {"session_id": "7", "page": ["memory"]}, "j": 5}', encoding="utf-8")
    assert WindowState(path, "k").load() == (None, "chat")
    assert WindowState(path, "j").load() == (None, "chat")
    assert path.exists() and take_set_aside() == []


def test_the_status_bar_says_when_live_updates_stopped_for_good(qtbot, core, session, monkeypatch):
    """A DatabaseStatus with listening=False (the listener's thread ended): the status bar says
    changes elsewhere no longer show, and keeps saying it after a later "connected"."""
    from app.services.events import DatabaseStatus
    from app.ui.widgets import database_status

    monkeypatch.setattr(database_status, "RECONNECTED_NOTICE_MS", 10)
    window = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.show()
    stopped = "Changes made in other windows no longer show here; reopen Mindkeep to see them."
    core.bus.publish(DatabaseStatus(True, "the listener failed", listening=False))
    qtbot.waitUntil(lambda: window.database_status_text() == stopped)
    core.bus.publish(DatabaseStatus(True))
    qtbot.wait(50)
    assert window.database_status_text() == stopped
