"""Outside agents in the window (SPEC §9): a suggestion over MCP appears live as a relayed
card, an external Session is read-only, and suggestions that arrive unseen are told of."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import anyio
import pytest
from PySide6.QtCore import Qt

from app.bootstrap import follow_changes
from app.domain.memory.taint import relayed_by
from app.domain.model import MessageSource, Provenance, Scope, ScopeRef
from app.ui.main_window import MainWindow
from app.ui.models.messages import MessageRole
from app.ui.ui_state import WindowState

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mcp"))
from elsewhere import told_elsewhere
from mcp_server_helpers import RULE, result, stdio_client


@pytest.fixture
def project(core, tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    space = told_elsewhere(core, core.chat.create_space("Shop"))
    told_elsewhere(core, core.external.bind(space.id, folder))
    own = told_elsewhere(core, core.chat.create_session(space.id, title="Mine"))
    return folder, space, own


@pytest.fixture
def window(qtbot, core):
    w = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    follow_changes(core)
    yield w
    w.close()


def _propose_over_mcp(db_url: str, folder: Path, args: dict) -> dict:
    """One outside agent's proposal through `mindkeep mcp` (a real subprocess), in a thread so
    the window goes on painting meanwhile."""
    done: dict = {}

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            done["result"] = result(await client.call_tool("propose_memory_rule", args))

    thread = threading.Thread(target=lambda: anyio.run(run))
    thread.start()
    return {"thread": thread, "done": done}


def test_a_proposal_over_mcp_appears_live_as_a_relayed_card(qtbot, core, db_url, window, project):
    """The window on the Space's Memory page: an outside agent proposes; its card appears
    without a reload, says who relayed the words and that they were not checked; Accept makes
    it confirmed by the user."""
    folder, space, own = project
    window.current.set(own.id)
    window.show_memory(ScopeRef(Scope.SPACE, space.id), own.id)
    call = _propose_over_mcp(db_url, folder, RULE)
    qtbot.waitUntil(lambda: len(window.memory_page.suggestion_cards()) == 1, timeout=30_000)
    call["thread"].join(30)
    (card,) = window.memory_page.suggestion_cards()
    assert card.content_label.text() == RULE["content"]
    assert card.source_label.text().startswith("Claude Code relayed your words (")
    assert RULE["user_quote"] in card.source_label.text()
    assert "could not check" in card.taint_label.text() and card.taint_label.isVisibleTo(card)
    assert card.source_label.textFormat() == Qt.TextFormat.PlainText
    qtbot.mouseClick(card.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.memory_page.suggestion_cards())
    entry = core.memory.get(call["done"]["result"]["entry"]["id"])
    assert entry.source is Provenance.USER_CONFIRMED


def test_an_external_session_is_read_only_with_its_relayed_badge(qtbot, core, window, project):
    """An outside agent's Session: named after it in the sidebar, no composer, a line saying
    why, and its messages badged "Relayed by Claude Code"."""
    _folder, space, _own = project
    external = told_elsewhere(
        core, core.external.open_session(space.id, "Claude Code", title="Claude Code · Dec 1")
    )
    told_elsewhere(
        core,
        core.proposals.propose_rule(
            external.id,
            kind="constraint",
            scope="space",
            content="Use uv",
            reason="",
            source_event_ids=None,
            quote="Always use uv, please",
            written_after=relayed_by("Claude Code"),
        ),
    )
    window.sidebar.reload()
    window.current.set(external.id)
    page = window.chat_page
    qtbot.waitUntil(lambda: page.model.rowCount() == 1)
    assert not page.compose_frame.isVisible()
    assert page.external_label.isVisible()
    assert "Claude Code works here over MCP" in page.external_label.text()
    assert page.external_label.textFormat() == Qt.TextFormat.PlainText
    message = page.model.index(0, 0).data(MessageRole)
    assert message.source is MessageSource.RELAYED
    assert (
        page.model.index(0, 0)
        .data(Qt.ItemDataRole.AccessibleTextRole)
        .startswith("Relayed by Claude Code: ")
    )
    index = window.sidebar.model.session_index(external.id)
    assert "Claude Code over MCP, read-only" in index.data(Qt.ItemDataRole.ToolTipRole)
    page.on_composer_send_requested()  # nothing is sent from a read-only Session
    assert len(core.chat.messages(external.id)) == 1
    window.current.set(_own_session(core, space.id))
    qtbot.waitUntil(lambda: page.compose_frame.isVisible())
    assert not page.external_label.isVisible()


def _own_session(core, space_id: int) -> int:
    return next(s.id for s in core.chat.list_sessions(space_id) if not s.external)


def _agent_suggests(core, space_id: int, agent: str, words: str) -> int:
    external = told_elsewhere(core, core.external.open_session(space_id, agent, title=agent))
    return told_elsewhere(
        core,
        core.proposals.propose_rule(
            external.id,
            kind="preference",
            scope="space",
            content=words,
            reason="",
            source_event_ids=None,
            quote=words,
            written_after=relayed_by(agent),
        ),
    ).entry.id


def test_the_next_start_says_what_arrived_while_closed(qtbot, core, project, tmp_path):
    """Suggestions outside agents made while the window was closed: the start says how many
    and from whom, once (the window-state file remembers)."""
    _folder, space, _own = project
    _agent_suggests(core, space.id, "Claude Code", "Use tabs")
    _agent_suggests(core, space.id, "Codex", "Use uv")
    state = WindowState(tmp_path / "window-state.json", "db")
    first = MainWindow(core, data_dir=core.data_dir, window_state=state)
    qtbot.addWidget(first)
    first.show()
    assert first.notice.text() == (
        "While Mindkeep was closed, Claude Code and Codex suggested 2 rules or notes for you "
        "to review."
    )
    first.close()
    again = MainWindow(core, data_dir=core.data_dir, window_state=WindowState(state.path, "db"))
    qtbot.addWidget(again)
    again.show()
    assert "While Mindkeep was closed" not in again.notice.text()


def test_a_suggestion_arriving_behind_other_windows_notifies(qtbot, core, window, project):
    """The window open but not in front: another program's suggestion shows a system
    notification ("Claude Code suggested a rule · Review"); Review opens its card."""
    from PySide6.QtWidgets import QWidget

    from app.services.events import MemoryChanged
    from app.services.live import ELSEWHERE

    _folder, space, own = project
    window.current.set(own.id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    changed = MemoryChanged(frozenset({ScopeRef(Scope.SPACE, space.id)}), frozenset(), ELSEWHERE)
    told_in_front = []
    window.arrivals.sig_notified.connect(lambda *a: told_in_front.append(a))
    first_id = _agent_suggests(core, space.id, "Claude Code", "Use spaces")
    window.arrivals.on_memory_changed(changed)
    qtbot.waitUntil(lambda: window.arrivals.newest() == first_id)  # read on a worker (issue 31)
    assert told_in_front == []  # in front, the card appears by itself: no notification
    other = QWidget()  # another program's window comes in front
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    entry_id = _agent_suggests(core, space.id, "Claude Code", "Use tabs")
    with qtbot.waitSignal(window.arrivals.sig_notified) as told:
        window.arrivals.on_memory_changed(changed)
    assert told.args[1] == "Claude Code suggested a rule · Review"
    window.arrivals.review()
    assert window.pages.currentWidget() is window.memory_page
    qtbot.waitUntil(lambda: bool(window.memory_page.suggestion_cards()))
    assert entry_id in [c.entry.id for c in window.memory_page.suggestion_cards()]


def test_a_spaces_menu_binds_and_unbinds_a_folder(qtbot, core, window, project, tmp_path):
    """The Space's menu: bind a project folder (an operation), then unbind it."""
    from PySide6.QtWidgets import QMenu

    _folder, space, _own = project
    other = tmp_path / "other"
    other.mkdir()
    window.sidebar.bind_folder(space.id, str(other))
    assert str(other.resolve()) in [f.path for f in core.external.folders(space.id)]
    assert "now use this Space's Memory" in window.notice.text()
    menu = QMenu()
    window.sidebar.add_folder_actions(menu, core.external.space(space.id))
    texts = [a.text() for a in menu.actions()]
    assert "Bind a project folder…" in texts
    assert f"Unbind {other.resolve()}" in texts
    window.sidebar.unbind_folder(str(other))
    assert str(other.resolve()) not in [f.path for f in core.external.folders(space.id)]
    window.sidebar.bind_folder(space.id, str(tmp_path / "missing"))
    assert "is not a folder" in window.notice.text()


def test_the_directory_shows_external_sessions(qtbot, core, window, project):
    """The Memory directory lists an outside agent's Session with the suggestions it wrote;
    opening it opens its Space's Memory page, where they wait."""
    _folder, space, _own = project
    _agent_suggests(core, space.id, "Claude Code", "Use tabs")
    window.show_directory()
    page = window.directory_page
    rows = [i for i in page.items() if i.row.external == "Claude Code"]
    assert len(rows) == 1 and rows[0].row.suggested == 1
    row = page.model.row_of(rows[0].row.ref)
    assert "Claude Code over MCP" in page.model.where_of(rows[0])
    with qtbot.waitSignal(page.sig_open_memory_requested) as opened:
        page.open_row(row)
    ref, _session_id = opened.args
    assert ref == ScopeRef(Scope.SPACE, space.id)


def test_a_note_without_relayed_words_is_not_said_to_be_yours(qtbot, core, window, project):
    """An outside agent's note with no quote: its card does not promise "confirmed by you",
    and accepting it keeps it the agent's inference."""
    _folder, space, own = project
    external = told_elsewhere(
        core, core.external.open_session(space.id, "Codex", title="Codex · Dec 1")
    )
    note = told_elsewhere(
        core,
        core.proposals.save_agent_note(
            external.id,
            kind="fact",
            content="The staging server is slow",
            reason="seen in the logs",
            scope=Scope.SPACE,
            written_after=relayed_by("Codex"),
        ),
    ).entry
    window.current.set(own.id)
    window.show_memory(ScopeRef(Scope.SPACE, space.id), own.id)
    qtbot.waitUntil(lambda: len(window.memory_page.suggestion_cards()) == 1)
    (card,) = window.memory_page.suggestion_cards()
    assert card.taint_label.text() == "Suggested by Codex over MCP. Mindkeep could not check it."
    assert not card.source_label.text()
    assert told_elsewhere(core, core.decisions.accept(note.id)).source is Provenance.AGENT_INFERRED
