"""What the loop records of a tool call it ran (issue 23, defect 6): the tool message's meta
says the call, its arguments and what it did ("ran"), so the window reads a Memory sentence
only from a call that really ran, never from a tool's text."""

from __future__ import annotations

from app.domain.model import MessageSource


def _tool_message(core, session_id):
    [tool] = [m for m in core.chat.messages(session_id) if m.source is MessageSource.TOOL]
    return tool


def test_a_memory_call_records_what_it_did_and_the_entry_it_wrote(
    core, session, model_server, new_runner
):
    """save_memory: meta = {"tool", "arguments", "ran": {ok, status, created, entry_id}}."""
    args = {"kind": "fact", "content": "The staging server is bluebird", "reason": "useful"}
    model_server.push_tool_calls(("save_memory", args))
    model_server.push_text("Noted.")

    result = new_runner().run_turn(session.id, "The staging server is bluebird.").value

    [call] = result.tool_calls
    tool = _tool_message(core, session.id)
    assert tool.meta == {
        "tool": "save_memory",
        "arguments": args,
        "ran": {
            "ok": True,
            "status": call["result"]["status"],
            "created": True,
            "entry_id": call["result"]["entry"]["id"],
        },
    }


def test_a_refused_call_records_its_code(core, session, model_server, new_runner):
    """A refusal is recorded by its error code, and no entry."""
    model_server.push_tool_calls(
        (
            "propose_memory_rule",
            {
                "kind": "constraint",
                "scope": "session",
                "content": "Use tabs",
                "reason": "r",
                "source_event_ids": [999999],
            },
        )
    )
    model_server.push_text("Could not.")

    new_runner().run_turn(session.id, "Use tabs from now on.")

    ran = _tool_message(core, session.id).meta["ran"]
    assert ran == {"ok": False, "code": "source_not_found"}


def test_a_search_records_how_many_it_found(core, session, model_server, new_runner):
    """search_memory is recorded with its count."""
    model_server.push_tool_calls(("search_memory", {"query": "anything"}))
    model_server.push_text("Nothing there.")

    new_runner().run_turn(session.id, "What do you remember?")

    assert _tool_message(core, session.id).meta["ran"] == {"ok": True, "count": 0}
