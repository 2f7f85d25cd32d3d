"""What a model may ask that is refused before anything runs or is asked (SPEC §3): a tool the
Space has turned off, a tool that does not exist, arguments of the wrong shape, 50 calls in one
step; and tool servers that fail to start or die mid-turn, which the turn goes on without.
Real MCP servers (tests/), a real chat-completions server, a real SQLite file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from test_approvals import Work

from app.domain.tools.approvals import Decision

FIXTURE = str(Path(__file__).resolve().parents[1] / "mcp_fixture_server.py")


@pytest.fixture
def work(core, tmp_path, new_provider):
    return Work(core, tmp_path, new_provider)


def refused_with(result, code: str) -> dict:
    [call] = result.tool_calls
    out = call["result"]
    assert out["ok"] is False and out["written"] is False, out
    assert out["error"]["code"] == code, out
    return out


def assert_nothing_ran_or_waits(work) -> None:
    assert work.ran() == []
    assert work.core.approvals.pending(work.session) == []


def test_a_tool_the_space_turned_off_is_refused_saying_so(work, model_server):
    """The work server off in this Space: its tools are not offered, and a call to one is
    refused with not_allowed naming the Space; nothing starts or runs."""
    work.core.tool_servers.set_enabled("work", space_id=work.space, enabled=False)
    model_server.push_tool_calls(("work__git_push", {"branch": "feature"}))
    model_server.push_text("It is off here.")
    result = work.runner().run_turn(work.session, "Push").value
    out = refused_with(result, "not_allowed")
    assert "turned off in this Space" in out["error"]["message"]
    offered = [t["function"]["name"] for t in model_server.received[0].body["tools"]]
    assert not any(name.startswith("work__") for name in offered)
    assert result.reply == "It is off here."
    assert_nothing_ran_or_waits(work)
    assert work.core.tool_hub.running() == []


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("work__deploy", "the work server has no tool named 'work__deploy'"),
        ("nope__deploy", "there is no tool named 'nope__deploy'"),
        ("deploy", "there is no tool named 'deploy'"),
    ],
)
def test_a_tool_that_does_not_exist_is_refused(work, model_server, name, says):
    """No such tool (on a server that exists, on none, or without a server): invalid_arguments
    with what there is instead."""
    model_server.push_tool_calls((name, {}))
    model_server.push_text("No such tool.")
    out = refused_with(work.runner().run_turn(work.session, "Deploy").value, "invalid_arguments")
    assert says in out["error"]["message"]
    assert_nothing_ran_or_waits(work)


@pytest.mark.parametrize(
    "arguments",
    [{"branch": 5}, {}, {"branch": ["x"]}, "not json {", ["branch"]],
)
def test_arguments_of_the_wrong_shape_are_refused_before_the_user_is_asked(
    work, model_server, arguments
):
    """A wrong type, a missing argument, broken JSON, not an object: refused with
    invalid_arguments by the tool's own schema; no card, nothing run."""
    model_server.push_tool_calls(("work__git_push", arguments))
    model_server.push_text("My call was wrong.")
    result = work.runner().run_turn(work.session, "Push").value
    refused_with(result, "invalid_arguments")
    assert result.reply == "My call was wrong."
    assert_nothing_ran_or_waits(work)


def test_fifty_calls_in_one_step_are_each_refused_and_none_runs(work, model_server):
    """50 calls in one step: every one read (the first CALLS_READ_MAX: the provider reads no
    more of one answer) gets a too_many_calls result (the model hears about each id), none runs
    and nothing is asked; the turn goes on to the reply."""
    from app.agent.providers import CALLS_READ_MAX

    calls = [("work__git_push", {"branch": f"b{i}"}) for i in range(25)]
    calls += [("work__status", {}) for _ in range(25)]
    model_server.push_tool_calls(*calls)
    model_server.push_text("Too many at once.")
    result = work.runner().run_turn(work.session, "Push everything").value
    assert result.reply == "Too many at once."
    assert len(result.tool_calls) == CALLS_READ_MAX
    assert {c["result"]["error"]["code"] for c in result.tool_calls} == {"too_many_calls"}
    answered = [m for m in model_server.received[1].body["messages"] if m["role"] == "tool"]
    assert len(answered) == CALLS_READ_MAX
    assert {m["tool_call_id"] for m in answered} == {f"call_1_{i}" for i in range(CALLS_READ_MAX)}
    assert_nothing_ran_or_waits(work)


def test_a_server_that_cannot_start_is_reported_and_the_turn_goes_on(work, model_server, tmp_path):
    """A second server that exits at start: the turn's result names it (for the chat's line)
    and the turn goes on with the other server's tools."""
    work.core.tool_servers.add_stdio("broken", sys.executable, [FIXTURE, "exit"])
    model_server.push_tool_calls(("work__status", {}))
    model_server.push_text("Status read.")
    result = work.runner().run_turn(work.session, "Status?").value
    assert result.reply == "Status read." and result.tool_calls[0]["result"]["ok"]
    [problem] = result.problems
    assert problem.server == "broken" and "could not start" in problem.describe()
    assert result.to_json()["tool_problems"][0]["server"] == "broken"
    model_server.push_tool_calls(("broken__anything", {}))
    model_server.push_text("It is down.")
    again = work.runner().run_turn(work.session, "Use broken").value
    out = refused_with(again, "tool_server_unavailable")
    assert "broken__anything cannot run" in out["error"]["message"]


def test_a_server_that_dies_during_an_approved_call_is_reported(
    core, tmp_path, new_provider, model_server
):
    """The fixture server's die() (needs approval) is allowed and kills the server mid-call:
    the call's result and the turn's problems say it stopped; the reply is still stored."""
    work = Work(core, tmp_path, new_provider)
    core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
    model_server.push_tool_calls(("fx__die", {}))
    model_server.push_text("The server went away.")
    runner = work.runner()
    pending = runner.run_turn(work.session, "Die").value.pending_approval
    result = runner.resume(pending.id, Decision.ALLOW_ONCE).value
    assert result.reply == "The server went away."
    out = result.tool_calls[0]["result"]
    assert out["error"]["code"] == "tool_server_unavailable"
    assert [p.server for p in result.problems] == ["fx"]
    assert "stopped" in result.problems[0].describe()


def test_a_call_whose_server_was_removed_before_allow_is_not_run(work, model_server):
    """The server is removed while its call waits: Allow finds no such tool any more, the call
    is refused (nothing runs) and the turn goes on."""
    model_server.push_tool_calls(("work__git_push", {"branch": "feature"}))
    model_server.push_text("It is gone.")
    runner = work.runner()
    pending = runner.run_turn(work.session, "Push").value.pending_approval
    work.core.tool_servers.remove("work")
    work.core.tool_hub.stop("work")
    result = runner.resume(pending.id, Decision.ALLOW_ONCE).value
    assert result.reply == "It is gone."
    out = result.tool_calls[0]["result"]
    assert out["ok"] is False and "no tool named" in out["error"]["message"]
    assert work.ran() == []


def test_the_models_request_offers_the_spaces_tools_with_their_schemas(work, model_server):
    """The model is offered the Memory tools and the work server's tools, named SERVER__TOOL,
    with the server's own schemas."""
    model_server.push_text("Hi.")
    work.runner().run_turn(work.session, "Hello")
    tools = {t["function"]["name"]: t["function"] for t in model_server.received[0].body["tools"]}
    assert {"search_memory", "work__git_push", "work__status", "work__write_file"} <= set(tools)
    push = tools["work__git_push"]["parameters"]
    assert push["required"] == ["branch"] and json.dumps(push).count("remote") >= 1
