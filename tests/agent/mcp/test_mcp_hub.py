"""The tool hub against real MCP servers it starts as processes (the SDK's own server in
tests/mcp_fixture_server.py, a hand-written one in tests/mcp_raw_server.py): listing, calls,
time limits, cancelling, servers that fail or die, and what a server is given."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest
from mcp_helpers import FIXTURE, PY, RAW, hub_of

from app.agent.mcp.content import OUTPUT_MAX
from app.agent.mcp.errors import Failure, ToolServerError
from app.agent.tools import Safety
from app.domain.errors import AppError, Code

# ---------------------------------------------------------------- listing


def test_no_server_starts_until_a_turn_needs_one(hub_core):
    """Adding a server starts nothing; a Space where no server is on starts nothing either."""
    space = hub_core.chat.create_space("Quiet").value
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    hub_core.tool_servers.set_enabled("fx", space_id=space.id, enabled=False)
    assert hub_core.tool_hub.running() == []
    assert hub_core.tool_hub.tools_for_space(space.id).tools == ()
    assert hub_core.tool_hub.running() == []


def test_a_spaces_tools_are_listed_with_their_names_and_safety(fx):
    """The fixture server's tools come as `fx__TOOL`; only those marked readOnlyHint run
    without asking, a missing or false hint needs approval."""
    found = fx.hub.tools_for_space(fx.space)
    assert found.problems == ()
    tools = {t.name: t for t in found.tools}
    assert tools["fx__noop"].safety is Safety.READ_ONLY
    assert tools["fx__echo"].safety is Safety.READ_ONLY
    assert tools["fx__write_note"].safety is Safety.NEEDS_APPROVAL  # no annotations
    assert tools["fx__slow"].safety is Safety.NEEDS_APPROVAL  # readOnlyHint: false
    assert tools["fx__echo"].parameters["properties"]["times"]["type"] == "integer"
    assert tools["fx__echo"].tool == "echo" and tools["fx__echo"].server == "fx"
    assert fx.hub.running() == [("fx", fx.space)]


def test_tools_with_names_or_schemas_a_provider_refuses_are_renamed_or_left_out(hub_core):
    """From a server that does not use the SDK: `a.b` and `a_b` get names of their own, a name
    over 64 characters is cut; a remote `$ref`, a dangling `$ref`, a top-level anyOf and a
    schema that is not JSON Schema are left out with the reason; a duplicate name is listed
    once; a local `$ref` is kept and checked."""
    hub_core.tool_servers.add_stdio("raw", PY, [RAW])
    (listing,) = hub_core.tool_hub.server_tools()
    names = {t.tool: t.name for t in listing.tools}
    assert names["a.b"] != names["a_b"] and all(len(n) <= 64 for n in names.values())
    assert names["local_ref"] == "raw__local_ref" and names["twice"] == "raw__twice"
    left = {t.tool: t.reason for t in listing.left_out}
    assert set(left) == {"remote_ref", "broken_ref", "any_of", "not_schema", "twice"}
    assert "does not fetch" in left["remote_ref"] and "anyOf" in left["any_of"]
    space = hub_core.chat.create_space("S").value.id
    out = hub_core.tool_hub.call(names["a.b"], {}, space_id=space)
    assert out.output == "a.b {}"  # the server is called by its own name
    assert hub_core.tool_hub.call("raw__local_ref", {"count": 2}, space_id=space).ok
    with pytest.raises(AppError) as err:
        hub_core.tool_hub.call("raw__local_ref", {"count": 0}, space_id=space)
    assert err.value.code is Code.INVALID_ARGUMENTS and err.value.field == "count"


def test_a_server_whose_tool_list_is_not_mcp_cannot_start_and_says_why(hub_core):
    """One input schema of type string: the SDK refuses the whole list, and the error names it."""
    hub_core.tool_servers.add_stdio("raw", PY, [RAW, "scalar"])
    (listing,) = hub_core.tool_hub.server_tools()
    assert listing.error.failure is Failure.START_FAILED
    assert "does not follow MCP" in listing.error.message and "inputSchema" in listing.error.message


# ---------------------------------------------------------------- calls


def test_a_call_runs_the_tool_and_returns_its_output(fx):
    """echo with its arguments; the outcome names the server and the tool."""
    out = fx.hub.call("fx__echo", {"text": "hi", "times": 2}, space_id=fx.space)
    assert (out.ok, out.server, out.tool, out.output) == (True, "fx", "echo", "hi hi")
    assert out.to_json() == {"ok": True, "server": "fx", "tool": "echo", "output": "hi hi"}


@pytest.mark.parametrize(
    ("arguments", "field"),
    [({"text": "hi", "times": "x"}, "times"), ({}, None), ({"text": 1}, "text"), ([1], None)],
)
def test_arguments_of_the_wrong_shape_are_refused_before_the_server_sees_them(fx, arguments, field):
    """Checked against the tool's schema: invalid_arguments saying what is wrong and where."""
    with pytest.raises(AppError) as err:
        fx.hub.call("fx__echo", arguments, space_id=fx.space)
    assert err.value.code is Code.INVALID_ARGUMENTS and err.value.field == field
    assert err.value.message.startswith("fx__echo")


@pytest.mark.parametrize("name", ["fx__nope", "nope__echo", "echo", "", None, "fx__"])
def test_a_tool_that_does_not_exist_is_refused(fx, name):
    """An unknown tool, an unknown server, a name without a server: invalid_arguments."""
    with pytest.raises(AppError) as err:
        fx.hub.call(name, {}, space_id=fx.space)
    assert err.value.code is Code.INVALID_ARGUMENTS


def test_a_call_past_its_time_limit_is_a_timeout_and_the_server_goes_on(fx):
    """slow(5) with a 0.5 s limit: tool_timeout; the next call is answered."""
    started = time.monotonic()
    with pytest.raises(ToolServerError) as err:
        fx.hub.call("fx__slow", {"seconds": 5}, space_id=fx.space, timeout=0.5)
    assert err.value.failure is Failure.TIMEOUT and err.value.code is Code.TOOL_TIMEOUT
    assert time.monotonic() - started < 4
    assert fx.hub.call("fx__noop", {}, space_id=fx.space).output == "ok"


def test_cancelling_stops_the_wait_and_the_server_goes_on(fx):
    """The turn's cancel flag set while slow(5) runs: cancelled, at once; the server answers
    the next call."""
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    started = time.monotonic()
    with pytest.raises(ToolServerError) as err:
        fx.hub.call("fx__slow", {"seconds": 5}, space_id=fx.space, cancel=cancel)
    assert err.value.failure is Failure.CANCELLED and err.value.code is Code.CANCELLED
    assert time.monotonic() - started < 4
    assert fx.hub.call("fx__noop", {}, space_id=fx.space).output == "ok"


def test_output_is_text_images_described_links_never_fetched(fx):
    """Text blocks as they are; an image by its type and size; a link named, not fetched; an
    embedded text resource quoted."""
    out = fx.hub.call("fx__media", {}, space_id=fx.space).output
    assert out.splitlines() == [
        "here is a picture",
        "[image: image/png, 11 bytes; not shown]",
        "[link to file:///etc/passwd (passwd); not fetched]",
        "[resource memo://1]",
        "a quoted note",
    ]
    structured = fx.hub.call("fx__structured", {"n": 2}, space_id=fx.space).output
    assert json.loads(structured) == {"n": 2, "twice": 4}


def test_a_failure_the_server_reports_is_an_outcome_not_an_exception(fx):
    """isError: ok is false, tool_failed, and the server's words are the output."""
    out = fx.hub.call("fx__fails", {}, space_id=fx.space)
    assert not out.ok and out.output == "disk full"
    assert out.to_json()["error"]["code"] == "tool_failed"


def test_long_output_is_clipped_to_fit_one_message(fx):
    """300,000 characters of quotes and new lines: clipped so that as JSON it fits."""
    out = fx.hub.call("fx__flood", {"size": 300_000}, space_id=fx.space).output
    assert out.endswith("…")
    assert len(json.dumps(out, ensure_ascii=False)) <= OUTPUT_MAX


# ---------------------------------------------------------------- what a server gets


def test_a_server_gets_no_secret_of_mindkeeps_environment(hub_core, monkeypatch):
    """MINDKEEP_API_KEY, MINDKEEP_DB_URL and OPENAI_API_KEY set in Mindkeep's environment are
    not in the server's: it gets the SDK's small list (HOME, PATH, …)."""
    monkeypatch.setenv("MINDKEEP_API_KEY", "sk-never-SHARED-1234")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-never-SHARED-5678")
    monkeypatch.setenv("MINDKEEP_DB_URL", hub_core.db.url)
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    space = hub_core.chat.create_space("S").value.id
    env = json.loads(hub_core.tool_hub.call("fx__environment", {}, space_id=space).output)
    assert not [k for k in env["keys"] if k.startswith(("MINDKEEP", "OPENAI"))]
    assert "sk-never-SHARED-1234" not in env["values"]
    assert set(env["keys"]) <= {"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "LC_CTYPE"}


def test_a_server_cannot_make_mindkeep_run_its_model(fx):
    """A tool that asks the client to sample (run the model) is refused by the client."""
    out = fx.hub.call("fx__ask_model", {}, space_id=fx.space).output
    assert out.startswith("refused")


def test_each_space_has_its_own_server_process(fx):
    """A server used in two Spaces runs twice: what it saw in one Space it never sees in the
    other's calls."""
    other = fx.core.chat.create_space("Other").value.id
    mine = fx.hub.call("fx__pid", {}, space_id=fx.space).output
    theirs = fx.hub.call("fx__pid", {}, space_id=other).output
    assert mine != theirs
    assert {("fx", fx.space), ("fx", other)} <= set(fx.hub.running())


def test_a_server_turned_off_in_a_space_cannot_be_called_there(hub_core):
    """Its tools are not listed for the Space, and a call naming one is not_allowed."""
    space = hub_core.chat.create_space("S").value.id
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    hub_core.tool_servers.set_enabled("fx", space_id=space, enabled=False)
    assert hub_core.tool_hub.tools_for_space(space).tools == ()
    with pytest.raises(AppError) as err:
        hub_core.tool_hub.call("fx__noop", {}, space_id=space)
    assert err.value.code is Code.NOT_ALLOWED
    assert hub_core.tool_hub.running() == []


# ---------------------------------------------------------------- failures


def test_a_command_that_no_longer_exists_is_a_clear_start_failure(hub_core, tmp_path):
    """The server's command was deleted after it was added: "could not start: cannot run …",
    and the Space's other server still gives its tools (the turn goes on without it)."""
    script = tmp_path / "server"
    script.write_text(f"#!/bin/sh\nexec {PY} {FIXTURE}\n")
    script.chmod(0o755)
    hub_core.tool_servers.add_stdio("gone", str(script), [])
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    script.unlink()
    found = hub_core.tool_hub.tools_for_space(hub_core.chat.create_space("S").value.id)
    (problem,) = found.problems
    assert problem.server == "gone" and problem.failure is Failure.START_FAILED
    assert problem.message.startswith("The gone server could not start: cannot run")
    assert problem.describe().startswith("The gone server could not start: cannot run")
    assert {t.server for t in found.tools} == {"fx"}


def test_a_server_that_exits_at_start_says_what_it_wrote(hub_core, tmp_path):
    """Its last words on standard error are in the error; it is not started again by each
    turn for a while."""
    starts = tmp_path / "starts"
    hub_core.tool_servers.add_stdio("broken", PY, [FIXTURE, "exit", str(starts)])
    space = hub_core.chat.create_space("S").value.id
    (problem,) = hub_core.tool_hub.tools_for_space(space).problems
    assert "exited before it was ready" in problem.message
    assert "cannot open the configuration file" in problem.message
    hub_core.tool_hub.tools_for_space(space)
    assert starts.read_text().count("started") == 1  # not again within RETRY_AFTER


def test_a_failed_server_is_tried_again_after_a_while(core):
    """With no pause between tries, each turn starts it again."""
    hub = hub_of(core, retry_after=0.0)
    try:
        starts = core.data_dir.parent / "starts-again"
        core.tool_servers.add_stdio("broken", PY, [FIXTURE, "exit", str(starts)])
        space = core.chat.create_space("S").value.id
        hub.tools_for_space(space)
        hub.tools_for_space(space)
        assert starts.read_text().count("started") == 2
    finally:
        hub.close()


def test_a_server_that_never_answers_fails_its_start_in_time(core):
    """A process that never speaks MCP: not ready within the start limit."""
    hub = hub_of(core, start_timeout=1.5)
    try:
        core.tool_servers.add_stdio("mute", PY, [FIXTURE, "silent"])
        started = time.monotonic()
        (problem,) = hub.tools_for_space(core.chat.create_space("S").value.id).problems
        assert problem.failure is Failure.START_FAILED
        assert "not ready within 1.5 seconds" in problem.message
        assert time.monotonic() - started < 15
    finally:
        hub.close()


def test_a_server_that_exits_mid_call_is_reported_and_started_again_next_time(hub_core):
    """die(): the call fails as "stopped"; the next call starts a new process."""
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    space = hub_core.chat.create_space("S").value.id
    before = hub_core.tool_hub.call("fx__pid", {}, space_id=space).output
    with pytest.raises(ToolServerError) as err:
        hub_core.tool_hub.call("fx__die", {}, space_id=space)
    assert err.value.failure is Failure.STOPPED and err.value.code is Code.TOOL_SERVER_UNAVAILABLE
    assert err.value.describe().startswith("The fx server stopped")
    after = hub_core.tool_hub.call("fx__pid", {}, space_id=space).output
    assert after != before


def test_a_changed_server_is_restarted(hub_core):
    """Removed and added again (another command line): the next turn gets a new process."""
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    space = hub_core.chat.create_space("S").value.id
    first = hub_core.tool_hub.call("fx__pid", {}, space_id=space).output
    hub_core.tool_servers.remove("fx")
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE, "main"])
    assert hub_core.tool_hub.call("fx__pid", {}, space_id=space).output != first


def test_closing_stops_every_server_process(core):
    """close(): each server's process is gone, and the hub starts nothing more."""
    hub = hub_of(core)
    core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    a, b = core.chat.create_space("A").value.id, core.chat.create_space("B").value.id
    pids = [int(hub.call("fx__pid", {}, space_id=s).output) for s in (a, b)]
    hub.close()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    with pytest.raises(ToolServerError) as err:
        hub.tools_for_space(a)
    assert err.value.failure is Failure.CLOSED


def test_a_server_turned_off_or_removed_stops_at_the_next_turn(hub_core):
    """Running for a Space, then turned off there: the next turn's listing stops its process;
    removed: the same."""
    space = hub_core.chat.create_space("S").value.id
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    pid = int(hub_core.tool_hub.call("fx__pid", {}, space_id=space).output)
    hub_core.tool_servers.set_enabled("fx", space_id=space, enabled=False)
    assert hub_core.tool_hub.tools_for_space(space).tools == ()
    assert hub_core.tool_hub.running() == []
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    hub_core.tool_servers.set_enabled("fx", space_id=space, enabled=True)
    pid = int(hub_core.tool_hub.call("fx__pid", {}, space_id=space).output)
    hub_core.tool_servers.remove("fx")
    hub_core.tool_hub.tools_for_space(space)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
