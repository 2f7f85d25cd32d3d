"""The conversation shows what Memory did (issue 12), as a user sees and clicks it: save notices
with Undo and Manage, tool calls as sentences, "Used N Memory rules", streamed replies and
Cancel, Markdown, long messages, Sessions that name themselves, reopening, temporary Sessions."""

from __future__ import annotations

import threading

import pytest
from chat_helpers import Opened, click_link, row_of, rows, send, text_point
from elsewhere import told_elsewhere
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices, QTextCursor
from PySide6.QtWidgets import QAbstractItemView

from app.agent.loop import AgentRunner
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import make_runner
from app.domain.memory.formats import BLOCK_HEADER
from app.domain.memory.rules.limits import MESSAGE_MAX
from app.domain.model import MessageSource, Scope, Status
from app.i18n import set_language
from app.ui.main_window import MainWindow
from app.ui.ui_state import WindowState


@pytest.fixture
def window(qtbot, core):
    """The main window over the test database, with the offline assistant."""
    w = MainWindow(core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()


@pytest.fixture
def model_window(qtbot, core, model_server):
    """The main window talking to the scripted model server on 127.0.0.1."""

    def runner(api_key=None):
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )
        return AgentRunner(core.chat, core.memory, core.proposals, core.tools, provider)

    w = MainWindow(core, make_runner=runner, data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()


# ----------------------------------------------------------------- 1. explicit saves


def test_an_explicit_save_shows_under_the_message_and_undo_takes_it_back(
    qtbot, core, session, window
):
    """ "Saved to Memory (Session): '…' · Undo · Manage"; Undo removes it from Memory, with history."""
    window.select_session(session.id)
    send(qtbot, window, "Remember that the staging server is called bluebird.")

    row = row_of(window, "user", "Remember that")
    assert rows(window)[row][1].splitlines()[-1] == (
        "Saved to Memory (Session): “\u2068The staging server is called bluebird.\u2069” · Undo · Manage"
    )
    agent = rows(window)[row + 1]
    assert agent[0] == "agent" and "Noted. I saved this to Memory for this Session" in agent[1]

    click_link(qtbot, window, row, "Undo")

    [entry] = core.memory.list_entries(
        core.memory.scope_ref(session.id, Scope.SESSION), statuses=list(Status)
    )
    assert entry.status is Status.ARCHIVED
    assert [(h.actor.value, h.action) for h in core.memory.history(entry.id)] == [
        ("extractor", "save"),
        ("user", "archive"),
    ]
    assert core.memory.context_block(session.id) == ""
    qtbot.waitUntil(lambda: "Removed from Memory" in rows(window)[row][1])
    assert "Undo" not in rows(window)[row][1]


def test_manage_opens_the_memory_page_on_the_saved_entry(qtbot, core, session, window, monkeypatch):
    """Manage shows the Memory page of the entry's scope and asks it to reveal that entry."""
    revealed = []
    window.select_session(session.id)
    send(qtbot, window, "I prefer short answers.")
    monkeypatch.setattr(window.memory_page, "reveal_entry", revealed.append)

    click_link(qtbot, window, row_of(window, "user", "I prefer"), "Manage")

    [entry] = core.memory.list_entries(
        core.memory.scope_ref(session.id, Scope.USER), statuses=[Status.ACTIVE]
    )
    assert window.pages.currentWidget() is window.memory_page
    assert window.memory_page.scope().scope is Scope.USER
    assert revealed == [entry.id]


# ----------------------------------------------------------------- 2. tool lines


def test_a_tool_call_reads_as_a_sentence_and_its_json_only_behind_details(
    qtbot, core, session, window
):
    """A suggestion reads "Suggested a rule for this Space: '…' · Review · Details"; Details shows the raw result."""
    window.select_session(session.id)
    send(qtbot, window, "From now on, create a branch for every task.")

    row = row_of(window, "tool", "")
    shown = rows(window)[row][1]
    assert (
        shown
        == "Suggested a rule for this Space: “Create a branch for every task” · Review · Details"
    )
    assert "{" not in shown

    click_link(qtbot, window, row, "Details")

    details = rows(window)[row][1]
    assert '"tool": "propose_memory_rule"' in details and '"status": "suggested"' in details
    assert "Hide details" in details


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", "Could not suggest a rule: Auto Memory is off for this Space"),
        (
            "fr",
            "Impossible de suggérer une règle : la Mémoire automatique est désactivée pour cet Espace",
        ),
    ],
)
def test_a_refused_suggestion_reads_as_a_sentence_in_the_ui_language(
    qtbot, core, session, window, language, expected
):
    """With Auto Memory off, the tool line and the reply say why, in the window's language."""
    told_elsewhere(
        core,
        core.decisions.set_settings(
            core.memory.scope_ref(session.id, Scope.SPACE), auto_memory=False
        ),
    )
    window.apply_language(language)
    window.select_session(session.id)
    send(qtbot, window, "From now on, create a branch for every task.")

    row = row_of(window, "tool", "")
    assert rows(window)[row][1].startswith(expected)
    assert rows(window)[row + 1][0] == "agent"
    window.apply_language("en")
    assert rows(window)[row][1].startswith(
        "Could not suggest a rule: Auto Memory is off for this Space"
    )


# ----------------------------------------------------------------- 3. Memory used


def test_used_memory_rules_list_exactly_what_the_model_was_sent(
    qtbot, core, session, model_window, model_server
):
    """ "Used 2 Memory rules" under the reply; opened, it lists the entries whose lines the server received."""
    space = core.memory.scope_ref(session.id, Scope.SPACE)
    told_elsewhere(
        core,
        core.decisions.add_entry(
            space, kind="constraint", content="Create a branch for every task"
        ),
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(session.id, Scope.USER),
            kind="preference",
            content="Short answers",
        ),
    )
    model_server.push_text("Here is the **plan**.")
    model_window.select_session(session.id)
    send(qtbot, model_window, "What is the plan?")

    row = row_of(model_window, "agent", "Here is the plan.")
    assert "Used 2 Memory rules ▸" in rows(model_window)[row][1]
    click_link(qtbot, model_window, row, "Used 2 Memory rules")

    shown = rows(model_window)[row][1].splitlines()
    listed = [
        line.split(": ", 1)[1].strip("\u2068\u2069")
        for line in shown
        if line.strip().startswith("•")
    ]
    system = model_server.received[0].system.split(BLOCK_HEADER, 1)[1]
    sent = [line.split("] ", 1)[1] for line in system.splitlines() if line.startswith("- [")]
    assert listed == sent == ["Create a branch for every task", "Short answers"]

    revealed = []
    model_window.memory_page.reveal_entry = revealed.append
    click_link(qtbot, model_window, row, "Short answers")
    assert model_window.pages.currentWidget() is model_window.memory_page
    assert revealed == [
        core.memory.used_in_session(session.id)[core.chat.messages(session.id)[-1].id][1][0]
    ]


# ----------------------------------------------------------------- 4. streaming and Markdown


def test_a_reply_streams_in_and_cancel_keeps_what_arrived(
    qtbot, core, session, model_window, model_server
):
    """The first words show while the server holds the rest; Cancel stops at once and keeps them, marked."""
    hold = threading.Event()
    model_server.push_stream("The plan is ", "to ship on Friday.", hold=hold)
    page = model_window.chat_page
    model_window.select_session(session.id)
    page.composer.setPlainText("What is the plan?")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(
        lambda: any(src == "agent" and "The plan is" in text for src, text in rows(model_window)),
        timeout=20000,
    )
    assert page.status_label.text() == "The agent is writing…"
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=20000)
    hold.set()

    stored = core.chat.messages(session.id)[-1]
    assert (stored.source, stored.text, stored.stopped) == (
        MessageSource.AGENT,
        "The plan is",
        "cancelled",
    )
    agent_rows = [text for src, text in rows(model_window) if src == "agent"]
    assert len(agent_rows) == 1
    assert agent_rows[0].startswith("The plan is")
    assert "Stopped: you cancelled the reply" in agent_rows[0] and "Friday" not in agent_rows[0]
    assert "What the agent had written is kept" in page.status_label.text()


def test_markdown_is_drawn_safely_and_links_open_in_the_browser(qtbot, core, session, window):
    """Lists, code in a fixed-width face, no HTML from the model, no image loaded; only web links
    open (after the question, when their words are no address)."""
    text = (
        "Steps:\n\n- run `make test`\n- **ship** it <b>now</b> <script>alert(1)</script>\n\n"
        "```\nprint('<i>x</i>')\n```\n\n[the docs](https://example.com/docs) "
        "[bad](javascript:alert(1)) ![logo](/etc/passwd)"
    )
    told_elsewhere(core, core.chat.add_message(session.id, source="agent", text=text))
    window.select_session(session.id)
    page = window.chat_page
    index = page.model.index(0)

    shown = page.row_text(index)
    assert "<b>now</b>" in shown and "<script>alert(1)</script>" in shown
    assert "**" not in shown and "`" not in shown and "[logo]" in shown
    doc = page.delegate.document(page.row_option(index), index)
    cursor = doc.find("print('<i>x</i>')")
    assert not cursor.isNull() and cursor.charFormat().fontFixedPitch()
    assert not doc.find("make test").charFormat().fontWeight() > 400
    assert all(not fmt.isImageFormat() for fmt in _formats(doc))

    opened = Opened()
    QDesktopServices.setUrlHandler("https", opened, "open")
    QDesktopServices.setUrlHandler("javascript", opened, "open")
    try:
        # "the docs" names no address: the notice says where it goes, "Open link" opens it.
        click_link(qtbot, window, 0, "the docs")
        qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
        # A javascript: link is only its words.
        qtbot.mouseClick(
            page.view.viewport(), Qt.MouseButton.LeftButton, pos=text_point(page, 0, "bad")
        )
    finally:
        QDesktopServices.unsetUrlHandler("https")
        QDesktopServices.unsetUrlHandler("javascript")
    assert opened.urls == ["https://example.com/docs"]


def _formats(doc):
    cursor = QTextCursor(doc)
    while not cursor.atEnd():
        cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
        yield cursor.charFormat()


# ----------------------------------------------------------------- 5. big messages


def test_a_long_paste_is_collapsed_until_show_all(qtbot, core, session, window):
    """A 20,000-character paste shows its first lines and "Show all"; clicked, all of it; "Show less" again."""
    paste = "\n".join(f"Line {i}: lorem ipsum dolor sit amet." for i in range(600))[:20000]
    told_elsewhere(core, core.chat.add_message(session.id, source="user", text=paste))
    window.select_session(session.id)
    page = window.chat_page
    index = page.model.index(0)

    collapsed = page.row_text(index)
    assert "Line 0:" in collapsed and "Line 300:" not in collapsed
    assert collapsed.splitlines()[-1] == "Show all (20,000 characters)"
    assert page.view.visualRect(index).height() < page.view.viewport().height()

    click_link(qtbot, window, 0, "Show all")
    assert (
        "Line 300:" in page.row_text(index) and page.row_text(index).splitlines()[-1] == "Show less"
    )
    click_link(qtbot, window, 0, "Show less")
    assert "Line 300:" not in page.row_text(index)


def test_a_message_over_the_limit_is_refused_in_the_composer(qtbot, core, session, window):
    """Over 100,000 characters: a clear message, the text stays in the composer, nothing is written."""
    window.select_session(session.id)
    page = window.chat_page
    page.composer.setPlainText("x" * (MESSAGE_MAX + 1))
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)

    assert page.notice.text().startswith(
        "This message is too long to send: 100,001 characters, at most 100,000."
    )
    assert len(page.composer.toPlainText()) == MESSAGE_MAX + 1
    assert core.chat.messages(session.id) == []


# ----------------------------------------------------------------- 6. Sessions that name themselves


def _titles(core, space_id):
    return [s.title for s in core.chat.list_sessions(space_id)]


def test_new_session_opens_its_name_in_place(qtbot, core, session, window):
    """ "+ Session" adds "New session" with the name editor open; typing a name and Enter keeps it."""
    window.select_session(session.id)
    qtbot.mouseClick(window.sidebar.new_session_button, Qt.MouseButton.LeftButton)

    assert _titles(core, session.space_id) == ["Sprint", "New session"]
    assert window.sidebar.tree.state() == QAbstractItemView.State.EditingState
    editor = window.sidebar.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "Release notes")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _titles(core, session.space_id) == ["Sprint", "Release notes"])
    # The new Session's first open reads on a worker; the header follows with that read.
    qtbot.waitUntil(lambda: window.chat_page.header.title() == "Release notes")
    qtbot.waitUntil(lambda: window.chat_page.composer.hasFocus())


def test_an_unnamed_session_takes_its_name_from_its_first_message(qtbot, core, session, window):
    """Esc keeps "New session"; the first message names it, in the sidebar and the header."""
    window.select_session(session.id)
    qtbot.mouseClick(window.sidebar.new_session_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.sidebar.focusWidget(), Qt.Key.Key_Escape)
    send(qtbot, window, "Plan the 2.4 release, please")

    qtbot.waitUntil(lambda: window.chat_page.header.title() == "Plan the 2.4 release, please")
    assert _titles(core, session.space_id) == ["Sprint", "Plan the 2.4 release, please"]
    index = window.sidebar.model.session_index(window.current.id)
    assert index.data() == "Plan the 2.4 release, please"


def test_no_silent_extra_sessions(qtbot, core, session, window, monkeypatch):
    """A new Space is named in place, then opens on one Session ready to type in; "+ Session"
    again reuses the unused one."""
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.sidebar.new_space_button, Qt.MouseButton.LeftButton)
    editor = window.sidebar.tree.focusWidget()
    qtbot.keyClicks(editor, "Client A")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(s.name == "Client A" for s in core.chat.list_spaces()))
    client = next(s for s in core.chat.list_spaces() if s.name == "Client A")
    assert _titles(core, client.id) == ["New session"]
    assert window.current.id == core.chat.list_sessions(client.id)[0].id
    qtbot.waitUntil(window.chat_page.composer.hasFocus)

    qtbot.mouseClick(window.sidebar.new_session_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.sidebar.focusWidget(), Qt.Key.Key_Escape)
    assert _titles(core, client.id) == ["New session"]
    assert _titles(core, session.space_id) == ["Sprint"]


# ----------------------------------------------------------------- reopening


def test_the_window_reopens_the_last_session_and_page_at_the_newest_message(
    qtbot, core, session, tmp_path
):
    """Closed on a Session's Memory page, the next window opens there; back in the chat, the newest message shows."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Hotfix"))
    for i in range(60):
        told_elsewhere(
            core,
            core.chat.add_message(other.id, source="user", text=f"message {i} " + "words " * 20),
        )
    state = WindowState(tmp_path / "window-state.json", "test")

    first = MainWindow(
        core,
        make_runner=lambda api_key=None: make_runner(core),
        data_dir=core.data_dir,
        window_state=state,
    )
    qtbot.addWidget(first)
    assert first.current.id == session.id  # nothing kept yet: the first Session
    first.select_session(other.id)
    first.show_memory()
    first.close()

    again = MainWindow(
        core,
        make_runner=lambda api_key=None: make_runner(core),
        data_dir=core.data_dir,
        window_state=WindowState(tmp_path / "window-state.json", "test"),
    )
    qtbot.addWidget(again)
    again.resize(1100, 700)
    again.show()
    assert again.current.id == other.id
    assert again.pages.currentWidget() is again.memory_page
    again.show_chat()
    page = again.chat_page
    last = page.model.index(page.model.rowCount() - 1)
    qtbot.waitUntil(
        lambda: (
            page.view.visualRect(last).bottom() <= page.view.viewport().height()
            and page.view.visualRect(last).bottom() > 0
        )
    )
    assert page.scroll.at_end()
    again.close()


# ----------------------------------------------------------------- temporary Sessions


def test_a_temporary_session_says_so_and_saves_nothing(qtbot, core, session, window):
    """Its header says so, the sidebar marks it, and "Remember …" is answered that nothing is saved."""
    window.select_session(session.id)
    window.menus.act_new_temporary.trigger()
    qtbot.keyClick(window.sidebar.focusWidget(), Qt.Key.Key_Escape)
    temp = core.chat.get_session(window.current.id)
    assert temp.temporary
    page = window.chat_page
    assert page.header.temporary_label.isVisible()
    assert page.header.temporary_label.text() == "Temporary: Memory is not used or changed"
    index = window.sidebar.model.session_index(temp.id)
    assert index.data(Qt.ItemDataRole.FontRole).italic()

    send(qtbot, window, "Remember that the staging server is called bluebird.")

    # Under the message, the line saying it was not saved, and why (issue 35).
    assert rows(window)[0][1].replace("\u2068", "").replace("\u2069", "") == (
        "Remember that the staging server is called bluebird.\n"
        "Not saved to Memory: “The staging server is called bluebird.” (this is a temporary "
        "Session, where Memory is not used or changed)"
    )
    assert rows(window)[1][1].startswith(
        "This is a temporary Session, so nothing is saved to Memory here"
    )
    for scope in Scope:
        assert (
            core.memory.list_entries(core.memory.scope_ref(temp.id, scope), statuses=list(Status))
            == []
        )
    window.select_session(session.id)
    assert not page.header.temporary_label.isVisible()


# ----------------------------------------------------------------- 7. the Welcome Space


@pytest.mark.parametrize(
    "code", ["en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar"]
)
def test_the_welcome_space_is_written_in_the_language_of_the_first_start(core, code):
    """The Welcome Space, its Session and its messages are in the UI language of the first start."""
    from app.bootstrap import ensure_welcome
    from app.i18n import _

    set_language(code)
    expected = (_("Welcome"), _("How Memory works"))
    ensure_welcome(core)
    [space] = core.chat.list_spaces()
    [welcome] = core.chat.list_sessions(space.id)
    texts = [m.text for m in core.chat.messages(welcome.id)]
    assert (space.name, welcome.title) == expected
    if code != "en":
        set_language("en")
        assert space.name != _("Welcome") and welcome.title != _("How Memory works")
        assert len(texts) == 3 and not any(
            t.startswith(("Welcome to Mindkeep", "Say “Remember", "Suggestions wait"))
            for t in texts
        )


@pytest.mark.parametrize(
    "env, code",
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh_Hans"),
        ({"LANG": "C.UTF-8", "LC_ALL": "ar_EG.UTF-8"}, "ar"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "zh_TW:en"}, "zh_Hant"),
        ({"LANG": "C", "LC_ALL": "POSIX"}, "en"),
    ],
)
def test_the_first_start_reads_the_system_language_as_gettext_does(monkeypatch, env, code):
    """LANGUAGE, LC_ALL, LC_MESSAGES, then LANG: a Chinese, Arabic or Japanese desktop gets its Welcome."""
    from app.bootstrap import _os_language

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr("locale.getlocale", lambda *_a: (None, None))
    assert _os_language() == code


def test_enter_on_a_row_follows_its_first_link(qtbot, core, session, user_msg, window):
    """By keyboard: the current row's first link (here "Suggested rule · Review") opens with Enter."""
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
    page = window.chat_page
    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(0))
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.memory_page
    assert window.memory_page.scope().scope is Scope.SPACE
