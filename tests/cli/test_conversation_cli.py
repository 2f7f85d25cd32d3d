"""`mindkeep chat`, `message` and `session` as scripts use them (issue 12): what a turn saved
and which Memory its reply used, temporary Sessions, refused long messages, and the window
options that must fail before writing anything. A real process on a real SQLite file."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.domain.memory.rules.limits import MESSAGE_MAX


def _command() -> list[str]:
    script = shutil.which("mindkeep", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "app"]


def _env(**extra) -> dict:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(
            ("MINDKEEP_MODEL", "MINDKEEP_API_KEY", "MINDKEEP_PSEUDO", "MINDKEEP_DB_URL")
        )
    }
    env.update(
        {
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONIOENCODING": "utf-8",
            "QT_QPA_PLATFORM": "offscreen",
        }
    )
    env.update(extra)
    return env


@pytest.fixture
def mk(data_dir):
    """Run `mindkeep --data-dir DIR --json ARGS…`; returns the finished process."""

    def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(
            [*_command(), "--data-dir", str(data_dir), "--json", *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
            env=env or _env(),
        )

    return run


def ok(proc: subprocess.CompletedProcess):
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def failed(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode != 0, proc.stdout
    return json.loads(proc.stderr.strip().splitlines()[-1])["error"]


@pytest.fixture
def sprint(mk) -> int:
    space = ok(mk("space", "create", "Release work"))["id"]
    return ok(mk("session", "create", "--space", str(space), "--title", "Sprint"))["id"]


def test_chat_json_says_what_was_saved_and_which_memory_the_reply_used(mk, sprint):
    """ "saved" lists the entries saved at once; "memory_used" the ids and versions the reply's block held."""
    rule = ok(
        mk(
            "memory",
            "add",
            "--session",
            str(sprint),
            "--scope",
            "space",
            "--kind",
            "constraint",
            "Create a branch for every task",
        )
    )["entry"]

    data = ok(
        mk("chat", "--session", str(sprint), "Remember that the staging server is called bluebird.")
    )

    [saved] = data["saved"]
    assert (saved["scope"], saved["kind"], saved["content"], saved["created_by"]) == (
        "session",
        "fact",
        "The staging server is called bluebird.",
        "extractor",
    )
    assert saved["source_event_ids"] == [data["user_event_id"]]
    assert data["memory_used"] == [
        {"id": saved["id"], "version": 1},
        {"id": rule["id"], "version": 1},
    ]
    assert "bluebird" in data["reply"] and "Noted" in data["reply"]
    context = ok(mk("context", "--session", str(sprint)))["context"]
    assert "The staging server is called bluebird." in context and "Create a branch" in context


def test_message_list_carries_memory_used_on_agent_messages_only(mk, sprint):
    """Agent replies list the Memory their block held; other messages keep their shape."""
    ok(
        mk(
            "memory",
            "add",
            "--session",
            str(sprint),
            "--scope",
            "user",
            "--kind",
            "preference",
            "Short answers",
        )
    )
    turn = ok(mk("chat", "--session", str(sprint), "What is next?"))

    messages = ok(mk("message", "list", "--session", str(sprint)))["messages"]

    assert [m["source"] for m in messages] == ["user", "agent"]
    assert set(messages[0]) == {"id", "session_id", "source", "text", "created_at"}
    assert messages[1]["memory_used"] == turn["memory_used"] == [{"id": 1, "version": 1}]


def test_a_temporary_session_is_created_and_changes_no_memory(mk, sprint):
    """--temporary gives "temporary": true; a turn there saves nothing and uses no Memory."""
    ok(
        mk(
            "memory",
            "add",
            "--session",
            str(sprint),
            "--scope",
            "space",
            "--kind",
            "constraint",
            "Create a branch for every task",
        )
    )
    made = ok(mk("session", "create", "--space", "1", "--temporary", "--title", "Scratch"))
    assert made["temporary"] is True
    plain = ok(mk("session", "create", "--space", "1"))
    assert set(plain) == {"id", "space_id", "title"}

    data = ok(
        mk(
            "chat",
            "--session",
            str(made["id"]),
            "Remember that the staging server is called bluebird.",
        )
    )

    assert data["saved"] == [] and data["memory_used"] == [] and data["tool_calls"] == []
    assert "temporary" in data["reply"]
    assert ok(mk("context", "--session", str(made["id"])))["context"] == ""
    listed = ok(
        mk("memory", "list", "--session", str(made["id"]), "--scope", "session", "--status", "all")
    )
    assert listed["entries"] == []
    tool = ok(
        mk("tool", "call", "search_memory", "--session", str(made["id"]), "--args", '{"query": ""}')
    )
    assert tool == {"ok": True, "count": 0, "entries": []}
    sessions = ok(mk("session", "list"))["sessions"]
    assert [s.get("temporary", False) for s in sessions] == [False, True, False]


def test_a_message_over_100000_characters_is_refused(mk, sprint, data_dir):
    """message_too_long, a non-zero exit, and the database file unchanged."""
    db = data_dir / "mindkeep.db"
    before = db.read_bytes()

    error = failed(
        mk("message", "add", "--session", str(sprint), "--source", "user", "x" * (MESSAGE_MAX + 1))
    )

    assert error["code"] == "message_too_long"
    assert "100000" in error["message"]
    assert db.read_bytes() == before
    assert ok(mk("message", "list", "--session", str(sprint)))["messages"] == []


def test_a_screenshot_to_an_unwritable_path_fails_before_writing_anything(mk, tmp_path, data_dir):
    """A missing folder, or a folder as the path: invalid_input, and no database, no Welcome Space."""
    for target in (tmp_path / "no" / "such" / "shot.png", tmp_path):
        proc = subprocess.run(
            [*_command(), "--data-dir", str(data_dir), "--json", "--screenshot", str(target)],
            capture_output=True,
            text=True,
            timeout=120,
            env=_env(),
        )
        error = failed(proc)
        assert error["code"] == "invalid_input" and "screenshot" in error["message"]
    assert list(data_dir.iterdir()) == []


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a display is a Linux (X11/Wayland) matter"
)
def test_the_window_without_a_display_says_how_to_use_xvfb(data_dir):
    """No DISPLAY and no platform chosen: exit 1 with no_display and the xvfb-run command, nothing written."""
    env = {
        k: v
        for k, v in _env().items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    proc = subprocess.run(
        [*_command(), "--data-dir", str(data_dir), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    error = failed(proc)
    assert error["code"] == "no_display"
    assert "xvfb-run -a mindkeep" in error["message"]
    assert list(data_dir.iterdir()) == []
