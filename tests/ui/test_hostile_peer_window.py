"""The hostile peer (issue 23) against the window: whatever a second client wrote into the
database, the window opens, shows every Session it can read with its messages, the Memory
pages and the directory, paints them, and says in its status bar what it skipped."""

from __future__ import annotations

import pytest
from hostile_peer import COLUMNS, SAMPLES, Peer, Write, seed, spoilings
from hypothesis import HealthCheck, given, settings

from app.services.events import ValuesSkipped
from app.storage.decode import SkipLog
from app.ui.main_window import MainWindow
from app.ui.models.messages import TAIL


@pytest.fixture
def peer(core):
    seed(core)
    other = Peer(core.db.path)
    yield other
    other.close()


def _fresh_log(core) -> None:
    """A new log of skipped values for this example, told to the window as build_core does."""
    core.db.skipped = SkipLog()
    core.db.skipped.subscribe(lambda items: core.bus.publish(ValuesSkipped(tuple(items))))


def _walk(qtbot, core) -> MainWindow:
    """Open the window and visit what a user would: every Session's chat and Memory, the
    directory; each painted. Returns the window (closed by the caller)."""
    window = MainWindow(core, data_dir=core.data_dir)
    window.resize(1100, 700)
    window.show()
    sessions = core.chat.list_sessions()
    model = window.sidebar.model
    listed = sum(model.rowCount(model.index(r, 0)) for r in range(model.rowCount()))
    assert listed == len(sessions)
    for session in sessions:
        window.select_session(session.id)
        window.show_chat()
        shown = core.chat.newest_messages(session.id, limit=TAIL)
        assert window.chat_page.model.rowCount() == len(shown)
        assert not window.grab().isNull()
        window.show_memory()
        assert not window.grab().isNull()
    window.show_directory()
    assert not window.grab().isNull()
    if core.db.skipped.items():
        qtbot.waitUntil(lambda: window.read_notice is not None and window.read_notice.isVisible())
        n = len(core.db.skipped.items())
        assert window.read_notice.text().startswith(f"{n} value" if n == 1 else f"{n} values")
    return window


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(spoiled=spoilings())
def test_the_window_shows_what_it_can_of_whatever_another_client_wrote(qtbot, core, peer, spoiled):
    """Random writes of wrong values into any columns: the window stays up (pytest-qt fails
    the test on any exception raised inside Qt's calls into Python), lists every Session the
    services read, shows their messages, and counts what it skipped."""
    _fresh_log(core)
    window = None
    try:
        for w in spoiled:
            peer.write(w)
        window = _walk(qtbot, core)
    finally:
        if window is not None:
            window.close()
            window.deleteLater()
        peer.undo()


@pytest.mark.parametrize("sample", ["json list", "json object", "not utf-8", "word", "long text"])
def test_one_wrong_value_in_every_column_at_once_in_the_window(qtbot, core, peer, sample):
    """The same wrong value in every column of the first row of every table."""
    _fresh_log(core)
    for table, column in COLUMNS:
        peer.write(Write(table, column, 0, SAMPLES[sample]))
    try:
        window = _walk(qtbot, core)
        qtbot.addWidget(window)
        assert window.read_notice is not None
    finally:
        peer.undo()
