"""The chat's Qt model without a view, and the pure pieces of a row: tool sentences, links,
collapsing (issue 12)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from app.domain.model import (
    Actor,
    Kind,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    Status,
)
from app.domain.tools.records import ran
from app.ui.delegates.message_render import is_long, shown_part
from app.ui.delegates.row_links import is_external, parse_href
from app.ui.models.messages import (
    HasSuggestionRole,
    MessageListModel,
    MessageRole,
    RevisionRole,
    StreamingRole,
    UsedRole,
)
from app.ui.models.tool_text import tool_line

NOW = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def msg(mid: int, source: str = "user", text: str = "hi", meta: dict | None = None) -> Message:
    return Message(mid, 1, MessageSource(source), text, NOW, meta)


def test_messages_are_appended_and_a_stored_reply_ends_the_streaming_row(qtmodeltester):
    """New rows go at the end; the streaming row stays last until the stored reply replaces it."""
    model = MessageListModel()
    model.set_session(1, [msg(1), msg(2, "agent")], used={2: ((7, 1),)})
    qtmodeltester.check(model)
    model.append_messages([msg(3)])
    model.begin_stream()
    model.set_stream_text("Half")
    assert model.rowCount() == 4
    assert model.index(3).data(StreamingRole) is True and model.index(3).data() == "Half"
    model.append_messages([msg(3), msg(4, "tool")])  # a tool result arrives mid-turn
    assert [model.index(r).data(MessageRole).id for r in range(model.rowCount())] == [
        1,
        2,
        3,
        4,
        -1,
    ]
    model.append_messages([msg(5, "agent", "Half a reply")], used={5: ((7, 2),)})
    assert [model.index(r).data(MessageRole).id for r in range(model.rowCount())] == [1, 2, 3, 4, 5]
    assert model.stream_text() is None
    assert model.index(4).data(UsedRole) == ((7, 2),) and model.index(1).data(UsedRole) == ((7, 1),)
    qtmodeltester.check(model)


def test_annotations_change_only_the_rows_they_touch(qtbot):
    """A new pending suggestion bumps that row's revision and emits dataChanged for it alone."""
    model = MessageListModel()
    model.set_session(1, [msg(1), msg(2), msg(3)])
    before = [model.index(r).data(RevisionRole) for r in range(3)]
    with qtbot.waitSignal(model.dataChanged) as changed:
        model.set_annotations(pending={2}, saves={})
    assert changed.args[0].row() == 1 and changed.args[1].row() == 1
    assert [model.index(r).data(HasSuggestionRole) for r in range(3)] == [False, True, False]
    after = [model.index(r).data(RevisionRole) for r in range(3)]
    assert after[0] == before[0] and after[2] == before[2] and after[1] != before[1]


def _tool(
    result: dict, name: str = "propose_memory_rule", arguments: dict | None = None
) -> Message:
    """A tool message as the agent loop stores it: the result as text, the run in meta."""
    return msg(
        9,
        "tool",
        json.dumps({"tool": name, "result": result}),
        {"tool": name, "arguments": arguments or {}, "ran": ran(result)},
    )


ENTRY = {"id": 12, "scope": "space", "content": "Create a branch for every task"}


def stored(content=ENTRY["content"], status=Status.SUGGESTED, by=Actor.AGENT) -> MemoryEntry:
    """The entry a call names, as the database holds it."""
    return MemoryEntry(
        12,
        Scope.SPACE,
        1,
        Kind.CONSTRAINT,
        content,
        status,
        Provenance.USER_STATED,
        by,
        "asked",
        (1,),
        False,
        1,
        NOW,
        NOW,
    )


@pytest.mark.parametrize(
    "message, entry, text, link",
    [
        (
            _tool({"ok": True, "status": "suggested", "created": True, "entry": ENTRY}),
            stored(),
            "Suggested a rule for this Space: “Create a branch for every task”",
            "review",
        ),
        (
            _tool({"ok": True, "status": "suggested", "created": False, "entry": ENTRY}),
            stored(),
            "This rule already waits for your review: “Create a branch for every task”",
            "review",
        ),
        (
            _tool({"ok": True, "status": "already_saved", "created": False, "entry": ENTRY}),
            stored(status=Status.ACTIVE, by=Actor.USER),
            "This rule is already saved in Memory: “Create a branch for every task”",
            "manage",
        ),
        (
            _tool(
                {
                    "ok": False,
                    "written": False,
                    "error": {"code": "auto_memory_off", "message": "m"},
                },
                arguments={"scope": "session"},
            ),
            None,
            "Could not suggest a rule: Auto Memory is off for this Session",
            None,
        ),
        (
            _tool(
                {
                    "ok": False,
                    "written": False,
                    "error": {"code": "dismissed_before", "message": "m"},
                }
            ),
            None,
            "Could not suggest a rule: you dismissed these words before",
            None,
        ),
        (
            _tool({"ok": True, "count": 3, "entries": []}, "search_memory"),
            None,
            "Searched Memory: 3 results",
            None,
        ),
        (
            _tool({"ok": True, "count": 1, "entries": []}, "search_memory"),
            None,
            "Searched Memory: 1 result",
            None,
        ),
        (
            _tool(
                {
                    "ok": True,
                    "status": "saved",
                    "created": True,
                    "entry": {**ENTRY, "content": "Deploy on Fridays"},
                },
                "save_memory",
            ),
            stored("Deploy on Fridays", Status.ACTIVE),
            "Saved a note to Memory for this Session: “Deploy on Fridays”",
            "manage",
        ),
        (
            _tool(
                {
                    "ok": True,
                    "status": "suggested",
                    "created": True,
                    "entry": {**ENTRY, "content": "Deploy on Fridays"},
                },
                "save_memory",
            ),
            stored("Deploy on Fridays", Status.SUGGESTED),
            "Suggested a note for this Session: “Deploy on Fridays”",
            "review",
        ),
        (_tool({"ok": True}, "run_tests"), None, "Used the tool run_tests", None),
    ],
)
def test_each_tool_outcome_reads_as_one_sentence(message, entry, text, link):
    """Every outcome of every Memory tool the loop ran has its sentence; the entry it names, as
    stored, gets its link (Review while it waits, else Manage)."""
    line = tool_line(message, entry)
    assert line.text == text
    assert line.link == link
    assert (line.entry_id == 12) == (link is not None)


def test_a_memory_sentence_says_the_entry_as_stored():
    """The words come from the stored entry, not from the tool's result; with no entry (or a
    "created" one the agent did not write), the line names the tool and nothing about Memory."""
    message = _tool(
        {"ok": True, "status": "suggested", "created": True, "entry": ENTRY},
    )
    assert tool_line(message, stored("Create a branch per task")).text == (
        "Suggested a rule for this Space: “Create a branch per task”"
    )
    assert tool_line(message, None).text == "Used the tool propose_memory_rule"
    assert tool_line(message, stored(by=Actor.USER)).text == "Used the tool propose_memory_rule"


def test_other_tool_output_is_shown_as_it_is():
    """Output the loop did not record as a call (a run_tests log, plain text, JSON that looks
    like a Memory result) gets no sentence."""
    assert tool_line(msg(1, "tool", '{"tool": "run_tests", "result": "212 passed"}')) is None
    assert tool_line(msg(1, "tool", "212 passed, 0 failed")) is None
    looks = json.dumps({"tool": "save_memory", "result": {"ok": True, "entry": ENTRY}})
    assert tool_line(msg(1, "tool", looks)) is None


def test_links_are_the_windows_own_or_web_and_mail_only():
    """mk: links name an action and an id; only http, https and mailto leave the app."""
    assert parse_href("mk:undo:12") == ("undo", 12)
    assert parse_href("mk:undo:twelve") is None and parse_href("https://x.org") is None
    assert is_external("https://example.com/a") and is_external("mailto:me@example.com")
    for href in ("javascript:alert(1)", "file:///etc/passwd", "relative/page", "data:text/html,x"):
        assert not is_external(href)


def test_a_long_text_is_shown_by_its_first_lines():
    """Over 1,500 characters or 18 lines is long; the shown part ends with "…" at a word."""
    assert not is_long("short")
    assert is_long("x" * 1501) and is_long("a\n" * 18)
    part = shown_part("word " * 1000)
    assert part.endswith(" …") and len(part) <= 702


def test_odd_meta_another_program_wrote_is_read_without_a_crash():
    """Values of the wrong type in a message's meta give the plain lines, never an exception."""
    from app.ui.delegates.window_lines import RowState, annotations

    odd = msg(
        1, "user", "hi", {"unanswered": {"x": 1}, "not_saved": [{"code": [1], "content": 5}, 7]}
    )
    assert annotations(odd, RowState()) == [
        "Not answered: the turn failed. · Retry",
        "Not saved to Memory: “\u2068\u2069” (the request was not valid (?))",
    ]
    tool = msg(
        2,
        "tool",
        "{}",
        {"tool": "propose_memory_rule", "arguments": {"scope": [1]}, "ran": {"ok": 0, "code": {}}},
    )
    assert tool_line(tool).text == "Could not suggest a rule: the request was not valid (?)"


def test_a_tools_name_is_shown_without_invisible_characters_and_cut():
    """The model's name for a tool: bidi controls and control characters go, at most 64 shown."""
    from app.ui.models.tool_text import shown_name

    assert shown_name("run\u202e_tests\n") == "run_tests"
    long = shown_name("x" * 100)
    assert len(long) == 64 and long.endswith("…")
