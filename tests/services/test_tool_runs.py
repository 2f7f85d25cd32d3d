"""The records of allowed calls written ahead (issue 31), at the service: a lock held while the
call runs, the result replacing the record, a program that is gone found by its lock, and rows
another program wrote in any shape read without a traceback."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys

import pytest

from app.cli import main
from app.domain.errors import AppError, Code
from app.domain.tools.runs import RunState
from app.services.tool_runs import RunLocks
from app.storage.repositories import tool_runs as run_rows


def _turn(core, session):
    return core.chat.add_message(session.id, source="user", text="Deploy").value.message


def test_a_record_holds_its_lock_until_the_result_replaces_it(core, session):
    """start: a running tool message and a lock file another program cannot take; finish: the
    same message holds the result, the record is done, the lock file is gone."""
    user = _turn(core, session)
    started = core.tool_runs.start(
        session_id=session.id, user_event_id=user.id, tool="ops__deploy", arguments={"to": "prod"}
    ).value
    lock = started.run.lock
    assert os.path.exists(lock) and RunLocks.alive(lock) is True
    assert core.chat.get_message(started.message.id).meta["ran"] == {"ok": False, "running": True}
    done = core.tool_runs.finish(
        started,
        json.dumps({"tool": "ops__deploy", "result": {"ok": True}}),
        {"tool": "ops__deploy", "arguments": {"to": "prod"}, "ran": {"ok": True}},
    ).value
    assert done.id == started.message.id and done.meta["ran"] == {"ok": True}
    assert not os.path.exists(lock)
    with core.db.read() as s:
        assert run_rows.running_runs(s) == []


def test_a_lock_whose_program_was_killed_is_free_and_its_call_is_settled(core, session, tmp_path):
    """A real process holds a record's lock and is killed with SIGKILL: the lock reads as
    free, settle marks the call interrupted (once), and a second settle changes nothing."""
    user = _turn(core, session)
    started = core.tool_runs.start(
        session_id=session.id, user_event_id=user.id, tool="ops__deploy", arguments={}
    ).value
    core.tool_runs._locks.let_go(started.lock)  # the record stays; its lock goes to a child
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time, filelock; held = filelock.FileLock(sys.argv[1]); held.acquire(); "
            "print('held', flush=True); time.sleep(60)",
            started.run.lock,
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        assert core.tool_runs.settle(session.id).value == []  # alive: left as it is
        os.kill(holder.pid, signal.SIGKILL)
    finally:
        if holder.poll() is None:
            holder.kill()
        holder.wait(30)
    [settled] = core.tool_runs.settle(session.id).value
    assert settled.state is RunState.INTERRUPTED and settled.tool == "ops__deploy"
    assert core.tool_runs.settle(session.id).value == []
    message = core.chat.get_message(started.message.id)
    assert message.meta["ran"]["interrupted"] is True
    assert "may have run" in json.loads(message.text)["result"]["error"]["message"]


def test_a_result_that_comes_after_a_settle_wins(core, session, db_url):
    """A record settled as interrupted whose call then returns after all: the result is kept."""
    user = _turn(core, session)
    started = core.tool_runs.start(
        session_id=session.id, user_event_id=user.id, tool="ops__deploy", arguments={}
    ).value
    with core.db.write() as s:
        assert run_rows.end_run(s, started.run.id, RunState.INTERRUPTED, was=(RunState.RUNNING,))
    core.tool_runs.finish(started, "{}", {"tool": "ops__deploy", "ran": {"ok": True}})
    conn = sqlite3.connect(db_url.removeprefix("sqlite:///"))
    assert conn.execute("SELECT state FROM tool_runs").fetchall() == [("done",)]
    conn.close()
    assert core.chat.get_message(started.message.id).meta["ran"] == {"ok": True}


def test_check_approval_is_quiet_for_an_approval_whose_call_never_started(core):
    """No run for an approval (it is pending, denied, or no such id): nothing to say here."""
    core.tool_runs.check_approval(12345)
    core.tool_runs.check_approval(2**70)


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("state", "exploded"),
        ("lock", b"\xff\xfe"),
        ("lock", "relative/path.lock"),
        ("started_at", "yesterday"),
        ("pid", -5),
        ("tool", b"\x00\xff"),
        ("host", 42),
        ("approval_id", "seven"),
    ],
)
def test_a_record_another_program_spoiled_is_read_without_a_traceback(
    core, session, db_url, column, value
):
    """A tool_runs row with any value another program wrote: settle, message list and approve
    answer (the row left out or left running), never a traceback."""
    user = _turn(core, session)
    started = core.tool_runs.start(
        session_id=session.id, user_event_id=user.id, tool="ops__deploy", arguments={}
    ).value
    conn = sqlite3.connect(db_url.removeprefix("sqlite:///"))
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute(f'UPDATE tool_runs SET "{column}" = ?', (value,))
    conn.commit()
    conn.close()
    core.tool_runs.settle(session.id)
    try:
        core.tool_runs.check_approval(1)
    except AppError as err:
        assert err.code is Code.APPROVAL_DECIDED
    code = main(["--db", db_url, "--json", "message", "list", "--session", str(session.id)])
    assert code == 0
    core.tool_runs._locks.let_go(started.lock)
