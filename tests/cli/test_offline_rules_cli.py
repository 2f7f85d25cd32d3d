"""Issue 14 §4: the seed's examples become suggestions through the real `mindkeep chat`, offline.

A real process on a real data folder (`--data-dir`), as a new user would type it: create a
Space and a Session, chat, and find the suggestion waiting on the Memory page's scope."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def _command() -> list[str]:
    script = shutil.which("mindkeep", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "app"]


@pytest.fixture
def mindkeep(tmp_path):
    """Run `mindkeep --data-dir DIR --json …` on a fresh data folder, with no model configured."""
    data = tmp_path / "data"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MINDKEEP_", "OPENAI_"))}
    env.update(
        {
            "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONIOENCODING": "utf-8",
        }
    )

    def run(*args: str) -> dict:
        proc = subprocess.run(
            [*_command(), "--data-dir", str(data), "--json", *args],
            check=False,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
            env=env,
            cwd=tmp_path,
        )
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)

    return run


def _new_session(mindkeep) -> int:
    space = mindkeep("space", "create", "Website")
    return mindkeep("session", "create", "--space", str(space["id"]))["id"]


@pytest.mark.parametrize(
    "text, content",
    [
        ("From now on, create a branch for every task.", "Create a branch for every task"),
        ("create a branch for every task", "Create a branch for every task"),
        ("新建组件放在 src/components 下", "新建组件放在 src/components 下"),
    ],
)
def test_the_seeds_examples_become_space_suggestions(mindkeep, text, content):
    """`mindkeep chat` offline suggests the seed's rule for the Space, citing the user's message."""
    session = _new_session(mindkeep)

    turn = mindkeep("chat", "--session", str(session), text)

    [call] = turn["tool_calls"]
    assert call["name"] == "propose_memory_rule"
    assert call["arguments"]["scope"] == "space"
    assert call["arguments"]["source_event_ids"] == [turn["user_event_id"]]
    assert call["result"]["status"] == "suggested" and call["result"]["created"] is True
    assert content in turn["reply"]
    waiting = mindkeep(
        "memory", "list", "--session", str(session), "--scope", "space", "--status", "suggested"
    )
    assert [(e["content"], e["kind"], e["created_by"]) for e in waiting["entries"]] == [
        (content, "constraint", "agent")
    ]


def test_all_my_projects_becomes_a_personal_suggestion(mindkeep):
    """ "In all my projects, …" is suggested for Personal (the user scope)."""
    session = _new_session(mindkeep)

    turn = mindkeep(
        "chat", "--session", str(session), "In all my projects, use 4 spaces for indentation."
    )

    assert turn["tool_calls"][0]["arguments"]["scope"] == "user"
    waiting = mindkeep(
        "memory", "list", "--session", str(session), "--scope", "user", "--status", "suggested"
    )
    assert [e["content"] for e in waiting["entries"]] == ["Use 4 spaces for indentation"]


def test_a_hedge_suggests_nothing(mindkeep):
    """ "In the future, we might use Rust." gets the offline answer and no suggestion."""
    session = _new_session(mindkeep)

    turn = mindkeep("chat", "--session", str(session), "In the future, we might use Rust.")

    assert turn["tool_calls"] == []
    assert "offline" in turn["reply"].lower()
    for scope in ("session", "space", "user"):
        listed = mindkeep(
            "memory", "list", "--session", str(session), "--scope", scope, "--status", "suggested"
        )
        assert listed["entries"] == []
