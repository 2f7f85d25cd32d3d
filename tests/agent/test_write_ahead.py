"""Write-ahead for actions (issue 31): an allowed call of a tool that needs approval is recorded
as running, and committed, before it starts; its result replaces the record (the same event id)
when it returns. A real MCP server (tests/mcp_fixture_server.py, whose `block` tool waits for a
file), a real chat-completions server on 127.0.0.1, a real SQLite file."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.bootstrap import build_core, make_runner
from app.domain.errors import AppError, Code
from app.domain.model import MessageSource
from app.domain.tools.approvals import Decision
from app.domain.tools.runs import RunState
from app.storage.repositories import conversation
from app.storage.repositories import tool_runs as run_rows

FIXTURE = str(Path(__file__).resolve().parents[1] / "mcp_fixture_server.py")


@pytest.fixture
def work(core, tmp_path, new_provider):
    core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
    space = core.chat.create_space("Ops").value
    session = core.chat.create_session(space.id, title="Deploy").value.id
    started, release = tmp_path / "started.log", tmp_path / "release"
    runner = make_runner(core, new_provider(timeout=30))
    yield core, session, runner, {"started": str(started), "release": str(release)}
    release.touch()  # nothing is left blocking
    core.tool_hub.close()


def _wait(until, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = until()
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError("timed out")


def tool_messages(core, session):
    return [m for m in core.chat.messages(session) if m.source.value == "tool"]


def test_an_allowed_call_is_recorded_running_before_it_starts_and_its_result_replaces_it(
    work, model_server
):
    """Allow once: while the tool blocks, the Session holds a tool message saying the call
    runs (with what was asked) and a running record; when it returns, the same message holds
    its result, the record is done, the model read the result under that event id."""
    core, session, runner, args = work
    model_server.push_tool_calls(("fx__block", args))
    model_server.push_text("Deployed.")
    pending = runner.run_turn(session, "Deploy it").value.pending_approval
    assert pending is not None
    outcome = []
    thread = threading.Thread(
        target=lambda: outcome.append(runner.resume(pending.id, Decision.ALLOW_ONCE).value)
    )
    thread.start()
    _wait(lambda: Path(args["started"]).exists())
    [record] = tool_messages(core, session)
    assert record.meta["ran"] == {"ok": False, "running": True}
    assert record.meta["tool"] == "fx__block" and record.meta["arguments"] == args
    assert record.meta["approval"] == pending.id
    assert json.loads(record.text)["result"]["running"] is True
    run = core.tool_runs.of_approval(pending.id).value
    assert run.state is RunState.RUNNING and run.message_id == record.id
    assert core.tool_runs.settle(session).value == []  # its program (this one) runs: not settled
    Path(args["release"]).touch()
    thread.join(30)
    [result] = outcome
    assert result.error is None and result.reply == "Deployed."
    [done] = tool_messages(core, session)
    assert done.id == record.id and done.meta["ran"]["ok"] is True
    assert core.tool_runs.of_approval(pending.id).value.state is RunState.DONE
    sent = [m for m in model_server.received[-1].body["messages"] if m["role"] == "tool"]
    assert sent[-1]["content"].startswith(f"[event {record.id}] ")
    assert result.tool_calls[0]["event_id"] == record.id
    assert not list((core.data_dir / "running").glob("*.lock"))  # the lock went with it
    assert Path(args["started"]).read_text().count("started") == 1


def test_read_only_and_memory_tools_are_not_written_ahead(work, model_server):
    """A read-only tool and a Memory tool run as before: one tool message each, no record."""
    core, session, runner, _args = work
    model_server.push_tool_calls(("fx__echo", {"text": "hi"}), ("search_memory", {"query": "x"}))
    model_server.push_text("Ok.")
    result = runner.run_turn(session, "Look").value
    assert result.error is None
    records = tool_messages(core, session)
    assert len(records) == 2 and all("running" not in m.meta["ran"] for m in records)
    with core.db.read() as s:
        assert run_rows.running_runs(s) == []


def _kill_a_call_midway(core_url: str, data_dir: Path, session: int, approval: int, started: str):
    """A child process that decides the approval and runs its call, SIGKILLed as the tool
    starts."""
    script = (
        "import sys\n"
        "from app.bootstrap import build_core, make_runner\n"
        "from app.agent.providers import ModelConfig, OpenAICompatibleProvider\n"
        "core = build_core(sys.argv[1], data_dir=sys.argv[2])\n"
        "runner = make_runner(core, OpenAICompatibleProvider(ModelConfig(sys.argv[4], 'm')))\n"
        "runner.resume(int(sys.argv[3]), 'allow_session')\n"
    )
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            script,
            core_url,
            str(data_dir),
            str(approval),
            "http://127.0.0.1:9/v1",
        ]
    )
    try:
        # The child imports the app and starts the tool server first: under a loaded machine (load
        # 16 on 2 cores) that took more than 30 s.
        _wait(lambda: Path(started).exists() or child.poll() is not None, timeout=120)
        assert child.poll() is None, "the child ended before its call started"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        if child.poll() is None:
            child.kill()
        child.wait(30)


def test_a_call_whose_program_was_killed_may_have_run_and_never_runs_again(
    tmp_path, model_server, new_provider, _migrated_template
):
    """A real process killed by SIGKILL during the allowed call: the next turn in the Session
    marks the call interrupted (the message says it may have run, with what was asked; the
    turn's message is marked unanswered only until then), tells the model so, and the tool,
    though allowed for the Session, asks again; approve says what happened; it ran once."""
    path = tmp_path / "mindkeep.db"
    shutil.copyfile(_migrated_template, path)
    url, data = f"sqlite:///{path}", tmp_path / "data"
    core = build_core(url, data_dir=data)
    try:
        core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
        space = core.chat.create_space("Ops").value
        session = core.chat.create_session(space.id, title="Deploy").value.id
        args = {"started": str(tmp_path / "started.log"), "release": str(tmp_path / "release")}
        model_server.push_tool_calls(("fx__block", args))
        runner = make_runner(core, new_provider(timeout=30))
        pending = runner.run_turn(session, "Deploy it").value.pending_approval
        _kill_a_call_midway(url, data, session, pending.id, args["started"])
        [record] = tool_messages(core, session)
        assert record.meta["ran"]["running"] is True  # as the crash left it

        with pytest.raises(AppError) as refused:
            runner.resume(pending.id, Decision.ALLOW_ONCE)
        assert refused.value.code is Code.APPROVAL_DECIDED
        assert "may have run" in refused.value.message
        assert "nothing was run again" not in refused.value.message
        [record] = tool_messages(core, session)
        assert record.meta["ran"] == {"ok": False, "interrupted": True, "code": "call_interrupted"}
        assert json.loads(record.text)["arguments"] == args
        user = core.chat.get_message(pending.user_event_id)
        assert user.meta["unanswered"] == "call_interrupted"

        model_server.push_tool_calls(("fx__block", args))
        result = runner.run_turn(session, "Did it deploy?").value
        assert result.pending_approval is not None  # allowed for the Session, yet it asks
        body = model_server.received[-1].body
        told = [m["content"] for m in body["messages"] if f"[event {record.id}]" in m["content"]]
        assert told and "may have run" in told[0] and "call_interrupted" in told[0]
        assert Path(args["started"]).read_text().count("started") == 1
    finally:
        Path(args["release"]).touch()
        core.close()


def test_a_record_of_another_computer_is_not_settled_here(core, session):
    """A call recorded as running by a program on another host: left as it is (only that
    computer can tell whether it still runs)."""
    user = core.chat.add_message(session.id, source="user", text="Go").value.message
    with core.db.write() as s:
        message = conversation.add_message(s, session.id, MessageSource.TOOL, "{}", None)
        run_rows.add_run(
            s,
            session_id=session.id,
            message_id=message.id,
            user_event_id=user.id,
            approval_id=None,
            tool="fx__block",
            host="another-computer",
            lock="/nonexistent/running/x.lock",
            pid=1,
        )
    assert core.tool_runs.settle(session.id).value == []
    with core.db.read() as s:
        [run] = run_rows.running_runs(s)
    assert run.host == "another-computer" and run.state is RunState.RUNNING
