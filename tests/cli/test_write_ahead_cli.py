"""Write-ahead for actions in the command line (issue 31), as a user runs it: `mindkeep chat`
pauses on an action, `mindkeep approve ID` runs it and is killed with SIGKILL while the tool
runs (a real MCP server's `block` tool), then the Session says the call may have run, with what
was asked, in `message list --json` and `chat --json`, and `approve ID` says what happened;
nothing runs it again. Real processes, a real chat-completions server on 127.0.0.1, a real
SQLite file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

FIXTURE = str(Path(__file__).resolve().parents[1] / "mcp_fixture_server.py")


@pytest.fixture
def cli(core, db_url, tmp_path, model_server):
    core.tool_servers.add_stdio("fx", sys.executable, [FIXTURE])
    space = core.chat.create_space("Ops").value
    session = core.chat.create_session(space.id, title="Deploy").value.id
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("MINDKEEP_MODEL", "OPENAI_"))},
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "NO_PROXY": "127.0.0.1,localhost",
        "MINDKEEP_MODEL_BASE_URL": model_server.base_url,
        "MINDKEEP_MODEL": "test-model",
        "PYTHONIOENCODING": "utf-8",
    }
    command = [sys.executable, "-m", "app", "--db", db_url, "--json"]

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [*command, *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=90,
            env=env,
            cwd=tmp_path,
        )

    def start(*args: str) -> subprocess.Popen:
        return subprocess.Popen([*command, *args], env=env, cwd=tmp_path)

    args = {"started": str(tmp_path / "started.log"), "release": str(tmp_path / "release")}
    yield session, run, start, args
    Path(args["release"]).touch()


def _calls(run, session: int) -> list[dict]:
    proc = run("message", "list", "--session", str(session))
    assert proc.returncode == 0, proc.stderr
    return [m["call"] for m in json.loads(proc.stdout)["messages"] if "call" in m]


def test_approve_killed_mid_call_leaves_a_record_that_the_call_may_have_run(cli, model_server):
    """While the call runs, message list shows it running; after SIGKILL of `approve`: chat
    --json reports it among interrupted_calls and the model reads that it may have run,
    message list shows it interrupted with its arguments, approve ID refuses saying what
    happened, and the tool ran exactly once."""
    session, run, start, args = cli
    model_server.push_tool_calls(("fx__block", args))
    paused = run("chat", "--session", str(session), "Deploy to production")
    assert paused.returncode == 3, paused.stderr
    approval = json.loads(paused.stdout)["pending_approval"]["id"]

    approving = start("approve", str(approval))
    try:
        deadline = time.monotonic() + 60
        while not Path(args["started"]).exists():
            assert approving.poll() is None, "approve ended before its call started"
            assert time.monotonic() < deadline, "the call never started"
            time.sleep(0.02)
        [call] = _calls(run, session)
        assert call == {
            "tool": "fx__block",
            "arguments": args,
            "approval_id": approval,
            "state": "running",
        }
        os.kill(approving.pid, signal.SIGKILL)
    finally:
        if approving.poll() is None:  # a failed assertion above: the process goes too
            approving.kill()
        approving.wait(30)

    model_server.push_text("It may have deployed; please check.")
    after = run("chat", "--session", str(session), "Did it deploy?")
    assert after.returncode == 0, after.stderr
    data = json.loads(after.stdout)
    [interrupted] = data["interrupted_calls"]
    assert interrupted["state"] == "interrupted" and interrupted["tool"] == "fx__block"
    assert interrupted["approval_id"] == approval
    told = json.dumps(model_server.received[-1].body["messages"])
    assert "may have run" in told and "call_interrupted" in told

    [call] = _calls(run, session)
    assert call["state"] == "interrupted" and call["arguments"] == args

    again = run("approve", str(approval))
    assert again.returncode != 0
    error = json.loads(again.stdout or again.stderr)["error"]
    assert error["code"] == "approval_decided"
    assert "may have run" in error["message"] and "not run again" in error["message"]
    assert "nothing was run again" not in error["message"]
    assert Path(args["started"]).read_text().count("started") == 1
