"""A tool message reads as the window's sentence about Memory only when the agent loop ran that
call and the entry it names is in this Session's Memory as stored (issue 23, defect 6): text
that looks like a Memory tool's result, or meta another client wrote about an entry that does
not exist, says nothing about Memory."""

from __future__ import annotations

import json

import pytest
from chat_helpers import model_runner, open_window, row_of, rows, send
from elsewhere import told_elsewhere

from app.domain.memory.rules.state import Action
from app.domain.model import Scope, Status

LOOKS_SAVED = json.dumps(
    {
        "tool": "save_memory",
        "result": {
            "ok": True,
            "status": "saved",
            "created": True,
            "entry": {"id": 7, "scope": "session", "content": "Deploy on Fridays"},
        },
    }
)


def _links(window, row: int) -> list[str]:
    page = window.chat_page
    return [link.label for link in page.row_links(page.model.index(row))]


@pytest.mark.parametrize(
    "meta",
    [
        None,
        {"tool": "save_memory", "arguments": {}},
        {
            "tool": "save_memory",
            "arguments": {},
            "ran": {"ok": True, "status": "saved", "created": True, "entry_id": 7},
        },
    ],
    ids=["text only", "meta without a run", "a run naming no entry"],
)
def test_a_tool_message_that_only_looks_like_a_memory_result_says_nothing_about_memory(
    qtbot, core, session, meta
):
    """With Memory empty, no row reads "Saved a note to Memory…" or offers Manage."""
    told_elsewhere(
        core, core.chat.add_message(session.id, source="tool", text=LOOKS_SAVED, meta=meta)
    )
    w = open_window(qtbot, core)
    try:
        w.select_session(session.id)
        [(source, shown)] = rows(w)
        assert source == "tool"
        assert "Saved a note" not in shown and "Memory for this Session" not in shown
        assert "Manage" not in _links(w, 0) and "Review" not in _links(w, 0)
    finally:
        w.close()


def test_a_run_naming_another_sessions_entry_says_nothing_about_memory(qtbot, core, session):
    """meta pointing at an entry of another Session's Memory is no sentence about this one."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Other"))
    theirs = told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(other.id, Scope.SESSION), kind="fact", content="Deploy on Fridays"
        ),
    )
    told_elsewhere(
        core,
        core.chat.add_message(
            session.id,
            source="tool",
            text=LOOKS_SAVED,
            meta={
                "tool": "save_memory",
                "arguments": {},
                "ran": {"ok": True, "status": "saved", "created": True, "entry_id": theirs.id},
            },
        ),
    )
    w = open_window(qtbot, core)
    try:
        w.select_session(session.id)
        assert "Saved a note" not in rows(w)[0][1]
        assert "Manage" not in _links(w, 0)
    finally:
        w.close()


def test_a_call_the_loop_ran_reads_from_the_entry_as_stored(qtbot, core, session, model_server):
    """The loop's save_memory reads "Saved a note … · Manage"; edited, the sentence still says
    what the agent saved, and adds what the user changed it to (issue 35); deleted for good,
    it says nothing about Memory."""
    args = {"kind": "fact", "content": "The staging server is bluebird", "reason": "useful"}
    model_server.push_tool_calls(("save_memory", args))
    model_server.push_text("Noted.")
    w = open_window(qtbot, core, model_runner(core, model_server.base_url))
    try:
        w.select_session(session.id)
        send(qtbot, w, "The staging server is bluebird.")
        row = row_of(w, "tool", "")
        assert rows(w)[row][1] == (
            "Saved a note to Memory for this Session: “The staging server is bluebird” "
            "· Manage · Details"
        )
        [entry] = core.memory.list_entries(
            core.memory.scope_ref(session.id, Scope.SESSION), statuses=[Status.ACTIVE]
        )
        told_elsewhere(
            core,
            core.decisions.decide(
                entry.id, Action.EDIT, expected_version=entry.version, content="Staging is kestrel"
            ),
        )
        qtbot.waitUntil(lambda: "“Staging is kestrel”" in rows(w)[row][1])
        assert rows(w)[row][1] == (
            "Saved a note to Memory for this Session: “The staging server is bluebird” "
            "· you changed it to “Staging is kestrel” · Manage · Details"
        )
        told_elsewhere(core, core.decisions.delete(entry.id, expected_version=entry.version + 1))
        qtbot.waitUntil(lambda: "Saved a note" not in rows(w)[row][1])
        assert "Manage" not in _links(w, row)
    finally:
        w.close()


def test_what_the_agent_suggested_stays_as_it_suggested_it(qtbot, core, session, model_server):
    """After the user edits the agent's suggestion (which saves it) and moves it to the
    Session, the tool line
    still says the words and scope the agent suggested (as its Details and its reply do), and
    adds what the user changed it to; accepted as it was, nothing is added."""
    mid = told_elsewhere(
        core,
        core.chat.add_message(
            session.id, source="user", text="From now on, create a branch for every task."
        ),
    ).message.id
    args = {
        "kind": "constraint",
        "scope": "space",
        "content": "Create a branch for every task",
        "reason": "you asked",
        "source_event_ids": [mid],
    }
    model_server.push_tool_calls(("propose_memory_rule", args))
    model_server.push_text("I suggested it.")
    w = open_window(qtbot, core, model_runner(core, model_server.base_url))
    try:
        w.select_session(session.id)
        send(qtbot, w, "Please remember that.")
        row = row_of(w, "tool", "")
        said = "Suggested a rule for this Space: “Create a branch for every task”"
        assert rows(w)[row][1] == said + " · Review · Details"
        [entry] = core.memory.list_entries(
            core.memory.scope_ref(session.id, Scope.SPACE), statuses=[Status.SUGGESTED]
        )
        edited = told_elsewhere(
            core,
            core.decisions.decide(
                entry.id, Action.EDIT, expected_version=entry.version, content="One branch per task"
            ),
        ).entry
        qtbot.waitUntil(lambda: "you changed it" in rows(w)[row][1])
        assert rows(w)[row][1] == (
            said + " · you changed it to “One branch per task” · Manage · Details"
        )
        told_elsewhere(
            core, core.decisions.move(edited.id, Scope.SESSION, expected_version=edited.version)
        )
        qtbot.waitUntil(lambda: "for this Session" in rows(w)[row][1])
        assert rows(w)[row][1] == (
            said + " · you changed it to “One branch per task” for this Session · Manage · Details"
        )
    finally:
        w.close()
