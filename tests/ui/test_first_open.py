"""A big Session's first open is read on a worker (issue 35): its frame (the title, a quiet
"Loading messages…") shows at once and its newest messages when the read arrives, the GUI
thread never running that read; a switch to another Session while it runs never shows the
first one's messages; a later open of the same Session reads on the GUI thread as before.
A real SQLite Session of 3,000 messages (benchmarks.workload.add_long_session)."""

from __future__ import annotations

import threading

import pytest
from chat_helpers import open_window
from elsewhere import told_elsewhere

from app.ui.models.messages import MessageRole
from benchmarks.workload import add_long_session

BIG = 3000
WAIT = 20000


@pytest.fixture
def big(core, session):
    """A Session "One long Session" of BIG messages, beside the `session` fixture's "Sprint"
    (listed first: the window opens on it), which holds two messages."""
    told_elsewhere(
        core, core.chat.add_message(session.id, source="user", text="Sprint: the short one")
    )
    told_elsewhere(core, core.chat.add_message(session.id, source="agent", text="Sprint: noted"))
    session_id, _users = add_long_session(core.db, session.space_id, messages=BIG)
    return session_id


class Reads(list):
    """(Session id, ran on the GUI thread) per read; `hold`, `release`: see the fixture."""

    def __init__(self) -> None:
        super().__init__()
        self.hold: set[int] = set()
        self.release = threading.Event()


@pytest.fixture
def reads(core, monkeypatch):
    """Each `Views.chat_page` read: (Session id, ran on the GUI thread). A read of a Session in
    `hold` comes back from its worker once `release` is set (a big Session read slowly)."""
    log = Reads()
    hold, release = log.hold, log.release
    original = core.views.chat_page

    def traced(session_id, **kwargs):
        on_gui = threading.current_thread() is threading.main_thread()
        log.append((session_id, on_gui))
        read = original(session_id, **kwargs)
        if session_id in hold and not on_gui:
            release.wait(WAIT / 1000)  # read, and slow to come back
        return read

    monkeypatch.setattr(core.views, "chat_page", traced)
    yield log
    release.set()


def _shown(page) -> list[str]:
    return [page.model.index(r).data(MessageRole).text for r in range(page.model.rowCount())]


def _sessions_ever_shown(page) -> set[int]:
    """Every Session whose messages the chat's list held at some moment from now on."""
    seen: set[int] = set()

    def look(*_args) -> None:
        seen.update(
            page.model.index(r).data(MessageRole).session_id for r in range(page.model.rowCount())
        )

    page.model.modelReset.connect(look)
    page.model.rowsInserted.connect(look)
    return seen


def _open(qtbot, core):
    w = open_window(qtbot, core)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: _shown(w.chat_page)[-1:] == ["Sprint: noted"], timeout=WAIT)
    return w


def test_first_open_reads_on_a_worker_and_shows_its_frame_meanwhile(qtbot, core, big, reads):
    """Opening the big Session: at once its title and "Loading messages…" (nothing of Sprint,
    Send and Attach off); then its newest messages, read off the GUI thread."""
    w = _open(qtbot, core)
    page = w.chat_page
    newest = core.chat.newest_messages(big, limit=1)[-1]
    reads.hold.add(big)
    reads.clear()
    w.select_session(big)
    assert page.header.title() == "One long Session"
    assert page.view.loading is not None and page.view.loading.isVisible()
    assert page.view.loading.text() == "Loading messages…"
    assert _shown(page) == []  # not Sprint's messages under the long Session's title
    page.composer.setPlainText("too early")
    page.on_composer_send_requested()
    assert page.composer.toPlainText() == "too early"  # kept, not sent before it is shown
    assert not page.send_button.isEnabled() and not page.attach_button.isEnabled()
    reads.release.set()
    qtbot.waitUntil(lambda: _shown(page)[-1:] == [newest.text], timeout=WAIT)
    assert not page.view.loading.isVisible()
    assert page.send_button.isEnabled() and page.attach_button.isEnabled()
    assert page.model.has_earlier  # 3,000 messages: its newest page, the rest as one scrolls
    assert reads == [(big, False)]  # one read, and not on the GUI thread


def test_a_later_open_of_the_same_session_reads_as_before(qtbot, core, big, session, reads):
    """Opened once, the big Session opens again with the GUI thread's one bounded read (shown
    at once, no loading line)."""
    w = _open(qtbot, core)
    page = w.chat_page
    w.select_session(big)
    qtbot.waitUntil(lambda: page.model.session_id == big, timeout=WAIT)
    w.select_session(session.id)
    reads.clear()
    w.select_session(big)
    assert page.model.session_id == big and len(_shown(page)) == 20
    assert not page.view.loading.isVisible()
    assert reads == [(big, True)]


def test_switching_away_during_the_read_never_shows_the_big_session(
    qtbot, core, big, session, reads
):
    """Big Session chosen, then Sprint before its read arrives: Sprint is shown, and the big
    Session's messages never come into the list (nor its title)."""
    w = _open(qtbot, core)
    page = w.chat_page
    reads.hold.add(big)
    seen = _sessions_ever_shown(page)
    w.select_session(big)
    qtbot.waitUntil(lambda: (big, False) in reads, timeout=WAIT)  # its read runs now
    w.select_session(session.id)
    assert _shown(page) == ["Sprint: the short one", "Sprint: noted"]
    reads.release.set()
    # The big read came back and was handled (the runner lets a job go as it hands it over).
    qtbot.waitUntil(lambda: not w.ops.tasks._live, timeout=WAIT)
    assert page.header.title() == "Sprint"
    assert _shown(page) == ["Sprint: the short one", "Sprint: noted"]
    assert big not in seen


def test_switching_to_another_first_open_shows_only_the_last_chosen(
    qtbot, core, big, session, reads
):
    """Both Sessions never opened here: the big one chosen, then a third before its read
    arrives: the third is shown when its own read (on a worker too) arrives, never the big."""
    third = told_elsewhere(core, core.chat.create_session(session.space_id, title="Third")).id
    told_elsewhere(core, core.chat.add_message(third, source="user", text="Third: hello"))
    w = _open(qtbot, core)
    page = w.chat_page
    reads.hold.add(big)
    reads.clear()
    seen = _sessions_ever_shown(page)
    w.select_session(big)
    qtbot.waitUntil(lambda: (big, False) in reads, timeout=WAIT)
    w.select_session(third)
    assert page.header.title() == "Third" and _shown(page) == []
    reads.release.set()
    qtbot.waitUntil(lambda: _shown(page) == ["Third: hello"], timeout=WAIT)
    assert big not in seen
    assert reads == [(big, False), (third, False)]  # each on a worker, the big one dropped


def test_a_change_during_the_read_is_shown_when_it_arrives(qtbot, core, big, reads):
    """A message stored in the big Session while its first open's read is on its way (another
    program's write, announced): the read is made once more, and the message is shown."""
    w = _open(qtbot, core)
    page = w.chat_page
    reads.hold.add(big)
    w.select_session(big)
    qtbot.waitUntil(lambda: (big, False) in reads, timeout=WAIT)
    told_elsewhere(core, core.chat.add_message(big, source="user", text="Stored during the read"))
    reads.release.set()
    qtbot.waitUntil(lambda: _shown(page)[-1:] == ["Stored during the read"], timeout=WAIT)
    assert not page.view.loading.isVisible()
    assert all(not on_gui for _id, on_gui in reads[1:])
