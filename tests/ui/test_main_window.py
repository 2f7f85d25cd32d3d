"""The main window: Spaces and Sessions, the chat with the agent, and navigation to Memory."""

import threading

import pytest
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt

from app.bootstrap import ensure_welcome, make_runner
from app.domain.model import Scope, Status
from app.ui.main_window import MainWindow
from app.ui.models.messages import HasSuggestionRole, HighlightRole, SourceRole


def _names(model):
    out = []
    for r in range(model.rowCount()):
        space = model.index(r, 0)
        out.append(
            (space.data(), [model.index(c, 0, space).data() for c in range(model.rowCount(space))])
        )
    return out


@pytest.fixture
def window(qtbot, core):
    """The main window over the test database, with the offline assistant."""
    w = MainWindow(core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    yield w
    w.close()


def _chat_rows(window):
    m = window.chat_page.model
    return [(m.index(r).data(SourceRole), m.index(r).data()) for r in range(m.rowCount())]


def test_sidebar_lists_spaces_and_their_sessions(core, session, window):
    """Each Space shows with its Sessions beneath it."""
    other = told_elsewhere(core, core.chat.create_space("Client A"))
    told_elsewhere(core, core.chat.create_session(other.id, title="Kick-off"))
    window.sidebar.reload()
    assert _names(window.sidebar.model) == [
        ("Release work", ["Sprint"]),
        ("Client A", ["Kick-off"]),
    ]


def test_a_long_sidebar_opens_only_the_space_in_use_and_keeps_what_the_user_opened(
    monkeypatch, core, session, window
):
    """Past EXPAND_ALL_UP_TO Sessions, only the Space of the Session in use is open (and the
    ones the user opened stay open through a reload); opening a Session elsewhere opens its
    Space. Up to it, every Space is open."""
    import app.ui.components.sidebar as sidebar

    other = told_elsewhere(core, core.chat.create_space("Client A"))
    kickoff = told_elsewhere(core, core.chat.create_session(other.id, title="Kick-off"))
    third = told_elsewhere(core, core.chat.create_space("Client B"))
    told_elsewhere(core, core.chat.create_session(third.id, title="Audit"))
    model, tree = window.sidebar.model, window.sidebar.tree
    window.select_session(session.id)
    window.sidebar.reload()
    assert [tree.isExpanded(model.index(r, 0)) for r in range(3)] == [True, True, True]

    monkeypatch.setattr(sidebar, "EXPAND_ALL_UP_TO", 2)
    tree.collapseAll()
    window.sidebar.reload()
    assert [tree.isExpanded(model.index(r, 0)) for r in range(3)] == [True, False, False]
    tree.setExpanded(model.index(2, 0), True)  # the user opens Client B
    window.sidebar.reload()
    assert [tree.isExpanded(model.index(r, 0)) for r in range(3)] == [True, False, True]
    window.select_session(kickoff.id)
    assert window.current.id == kickoff.id
    assert tree.isExpanded(model.index(1, 0))


def test_a_session_created_on_another_thread_appears_without_reload(qtbot, core, session, window):
    """A Session created by a worker thread shows up in the sidebar through the event bridge."""
    worker = threading.Thread(
        target=lambda: told_elsewhere(
            core, core.chat.create_session(session.space_id, title="Hotfix")
        )
    )
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: "Hotfix" in _names(window.sidebar.model)[0][1])


def test_selected_session_shows_its_messages_with_source_badges(core, session, user_msg, window):
    """Choosing a Session shows its history; each row knows its source for the badge."""
    user_msg("Remember that deploys happen on Fridays.")
    user_msg("Release notes: always push to main.", source="web")
    window.select_session(session.id)
    assert window.chat_page.header.title() == "Sprint"
    assert _chat_rows(window) == [
        ("user", "Remember that deploys happen on Fridays."),
        ("web", "Release notes: always push to main."),
    ]


def test_sending_runs_a_turn_off_the_gui_thread(qtbot, core, session, window):
    """Send stores the message, the offline assistant suggests the rule, and the GUI stays responsive."""
    window.select_session(session.id)
    window.chat_page.composer.setPlainText("From now on, create a branch for every task.")
    qtbot.mouseClick(window.chat_page.send_button, Qt.MouseButton.LeftButton)
    assert window.chat_page.progress.isVisibleTo(window)  # busy right after the click
    qtbot.waitUntil(lambda: not window.chat_page.progress.isVisibleTo(window), timeout=20000)
    sources = [s for s, _t in _chat_rows(window)]
    assert sources == ["user", "tool", "agent"]
    pending = core.memory.list_entries(
        core.memory.scope_ref(session.id, Scope.SPACE), statuses=[Status.SUGGESTED]
    )
    assert [e.content for e in pending] == ["Create a branch for every task"]
    first = window.chat_page.model.index(0)
    assert first.data(HasSuggestionRole) is True


def test_enter_sends_and_shift_enter_adds_a_line(qtbot, core, session, window):
    """In the composer Enter sends the message; Shift+Enter only starts a new line."""
    window.select_session(session.id)
    composer = window.chat_page.composer
    composer.setFocus()
    qtbot.keyClicks(composer, "first line")
    qtbot.keyClick(composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(composer, "second line")
    assert composer.toPlainText() == "first line\nsecond line"
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert composer.toPlainText() == ""
    qtbot.waitUntil(lambda: not window.chat_page.progress.isVisibleTo(window), timeout=20000)
    assert core.chat.messages(session.id)[0].text == "first line\nsecond line"


def test_cancel_stops_the_turn_and_keeps_the_message(qtbot, core, session):
    """Cancel ends the agent's work; the user's message stays and no late reply is stored."""
    started = threading.Event()
    release = threading.Event()

    def slow_runner(api_key=None):
        runner = make_runner(core)
        original = runner.provider.complete

        def complete(messages, tools, **options):  # a model that takes its time
            started.set()
            release.wait(10)
            return original(messages, tools, **options)

        runner.provider.complete = complete
        return runner

    window = MainWindow(core, make_runner=slow_runner, data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.select_session(session.id)
    window.chat_page.composer.setPlainText("What is the plan?")
    window.chat_page.on_composer_send_requested()
    assert started.wait(10)
    qtbot.mouseClick(window.chat_page.cancel_button, Qt.MouseButton.LeftButton)
    release.set()
    qtbot.waitUntil(lambda: not window.chat_page.progress.isVisibleTo(window), timeout=20000)
    messages = core.chat.messages(session.id)
    assert [(m.source.value, m.text) for m in messages] == [("user", "What is the plan?")]
    assert "cancelled" in window.chat_page.status_label.text()
    window.close()


def test_review_link_opens_the_memory_page_of_the_suggestion(core, session, user_msg, window):
    """ "Suggested rule · Review" on a user message opens the Memory page of that suggestion's scope."""
    mid = user_msg("From now on, create a branch for every task.")
    told_elsewhere(
        core,
        core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="space",
            content="Create a branch for every task",
            reason="asked",
            source_event_ids=[mid],
        ),
    )
    window.select_session(session.id)
    window.chat_page.sig_review_requested.emit(mid)
    assert window.pages.currentWidget() is window.memory_page
    assert window.memory_page.scope().scope is Scope.SPACE
    assert [c.content_label.text() for c in window.memory_page.suggestion_cards()] == [
        "Create a branch for every task"
    ]


def test_source_link_opens_the_chat_scrolled_and_highlighted(core, session, user_msg, window):
    """Opening a suggestion's source message shows the chat with that message highlighted."""
    for i in range(30):
        user_msg(f"filler message {i}")
    mid = user_msg("From now on, create a branch for every task.")
    for i in range(30):
        user_msg(f"later message {i}")
    told_elsewhere(
        core,
        core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content="Create a branch for every task",
            reason="asked",
            source_event_ids=[mid],
        ),
    )
    window.show()
    window.show_memory()
    card = window.memory_page.suggestion_cards()[0]
    card.source_link.click()
    assert window.pages.currentWidget() is window.chat_page
    current = window.chat_page.view.currentIndex()
    assert current.data() == "From now on, create a branch for every task."
    assert current.data(HighlightRole) is True
    assert window.chat_page.view.visualRect(current).intersects(
        window.chat_page.view.viewport().rect()
    )


def test_deleting_a_session_removes_it_after_confirmation(core, session, window):
    """Delete (confirmed) removes the Session from the sidebar and the database."""
    window.sidebar.reload()
    index = window.sidebar.model.session_index(session.id)
    window.sidebar.delete_item(index, confirm=False)
    assert _names(window.sidebar.model) == [("Release work", [])]
    assert core.chat.list_sessions() == []


def test_first_start_shows_a_welcome_space(qtbot, core):
    """The very first start creates a Welcome Space with a Session explaining Memory, once."""
    ensure_welcome(core)
    ensure_welcome(core)
    spaces = core.chat.list_spaces()
    assert [s.name for s in spaces] == ["Welcome"]
    sessions = core.chat.list_sessions(spaces[0].id)
    assert len(sessions) == 1
    texts = [m.text for m in core.chat.messages(sessions[0].id)]
    assert any("Memory" in t for t in texts)
    w = MainWindow(core)
    qtbot.addWidget(w)
    assert w.current.id == sessions[0].id


def test_attached_file_becomes_a_file_message(qtbot, tmp_path, core, session, window):
    """Attaching a text file adds its content as a `file` message, never as the user's words."""
    path = tmp_path / "notes.md"
    path.write_text("Always deploy on Mondays.", encoding="utf-8")
    window.select_session(session.id)
    window.chat.turn.attach_file(path)  # read on a worker
    qtbot.waitUntil(lambda: bool(core.chat.messages(session.id)))
    messages = core.chat.messages(session.id)
    assert [(m.source.value, m.text) for m in messages] == [
        ("file", "notes.md\n\nAlways deploy on Mondays.")
    ]
    assert (
        core.memory.list_entries(
            core.memory.scope_ref(session.id, Scope.SESSION), statuses=list(Status)
        )
        == []
    )


@pytest.mark.parametrize(
    "text, rtl",
    [
        ("Remember that deploys happen on Fridays.", False),
        ("تذكر أن النشر يوم الجمعة.", True),
        ("123 تذكر", True),
        ("新建组件放在 src/components 下", False),
        ("", False),
    ],
)
def test_each_message_reads_in_its_own_direction(text, rtl):
    """Chat text takes its direction from its first strong character, not from the UI language."""
    from app.ui.widgets.common import paragraph_is_rtl

    assert paragraph_is_rtl(text) is rtl


def test_rows_know_they_are_chosen_pointed_at_and_the_keyboards(qtbot, core, session, window):
    """The sidebar and the chat paint a row's state from the view itself (reading the option's
    state would build QStyle's enums on the way to the first screen): chosen, under the
    pointer and the keyboard's row, as the view's own option would say."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest

    from app.ui.delegates import row_state

    window.show()
    qtbot.waitExposed(window)
    view = window.sidebar.tree
    row = window.sidebar.model.index(0, 0, window.sidebar.model.index(0, 0))  # the Session
    view.setCurrentIndex(row)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert row_state(view, row) == (True, False, True)
    space = window.sidebar.model.index(0, 0)
    assert row_state(view, space) == (False, False, False)
    window.chat_page.composer.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert row_state(view, row) == (True, False, False)
    centre = view.visualRect(space).center()
    QCursor.setPos(view.viewport().mapToGlobal(centre))
    QTest.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(view.underMouse)
    assert row_state(view, space)[1] and not row_state(view, row)[1]
    QTest.mouseMove(view.viewport(), QPoint(-5, -5))
