"""`mindkeep connect CLIENT`, `connect --list`, `disconnect CLIENT`, `memory set-enforcement`
and the per-agent record in `memory show` (SPEC §10): exact names, JSON shapes, clear errors
that write nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import EXIT_ERROR, EXIT_USAGE, main
from app.domain.agents import names
from app.domain.agents.events import read_event
from app.domain.agents.names import CLIENTS
from app.domain.model import Scope, ScopeRef


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return home


def run(capsys, db_url, *args) -> tuple[int, dict | str, dict | str]:
    code = main(["--db", db_url, "--json", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else "", json.loads(err) if err.strip() else ""


def test_connect_list_names_every_agent(capsys, core, db_url, home):
    """connect --list --json: {"agents": [{client, name, installed, connected, hooks, ...}]}."""
    (home / ".codex").mkdir()
    code, out, _ = run(capsys, db_url, "connect", "--list")
    assert code == 0
    assert [a["client"] for a in out["agents"]] == list(CLIENTS)
    codex = out["agents"][1]
    assert codex["installed"] and not codex["connected"] and codex["last_seen"] is None
    assert set(codex) >= {
        "client",
        "name",
        "installed",
        "found",
        "connected",
        "hooks",
        "trust",
        "last_seen",
    }


def test_connect_dry_run_then_connect_then_disconnect(capsys, core, db_url, home):
    """--dry-run prints the diff and writes nothing; connect writes; disconnect restores."""
    code, out, _ = run(capsys, db_url, "connect", "gemini-cli", "--dry-run")
    assert code == 0 and out["dry_run"] and out["changed"]
    assert not (home / ".gemini").exists()
    code, out, _ = run(capsys, db_url, "connect", "gemini-cli")
    settings = json.loads((home / ".gemini" / "settings.json").read_text())
    server = settings["mcpServers"]["mindkeep"]
    assert Path(server["command"]).is_absolute() and server["args"][-1] == "mcp"
    assert "--db" in server["args"] and db_url in server["args"]
    code, out, _ = run(capsys, db_url, "connect", "--list")
    assert out["agents"][2]["connected"]
    code, out, _ = run(capsys, db_url, "disconnect", "gemini-cli")
    assert code == 0 and out["files"][0]["action"] == "removed"
    assert not (home / ".gemini").exists()


@pytest.mark.parametrize(
    ("args", "exit_code", "error"),
    [
        (["connect", "aider"], EXIT_USAGE, "usage"),
        (["connect"], EXIT_USAGE, "usage"),
        (["connect", "codex", "--list"], EXIT_USAGE, "usage"),
        (["connect", "codex", "--space", "99"], EXIT_ERROR, "not_found"),
        (["connect", "codex", "--project", "/no/such/folder"], EXIT_ERROR, "invalid_input"),
        (["disconnect", "aider"], EXIT_USAGE, "usage"),
        (["memory", "set-enforcement", "1", "sometimes"], EXIT_USAGE, "usage"),
        (["memory", "set-enforcement", "99", "block"], EXIT_ERROR, "not_found"),
    ],
)
def test_bad_input_is_refused_and_writes_nothing(
    capsys, core, db_url, home, args, exit_code, error
):
    """Each with its stable code; no file of any agent is written."""
    code, _out, err = run(capsys, db_url, *args)
    assert code == exit_code and err["error"]["code"] == error
    assert list(home.iterdir()) == []


def test_set_enforcement_and_the_record_of_each_agent(capsys, core, db_url, tmp_path):
    """memory set-enforcement ID block|remind|off; memory show: enforcement, whether it is the
    default, and each agent's followed/broken counts."""
    folder = tmp_path / "shop"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    rule = core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
    ).value
    for client, command in (
        ("claude-code", "git push origin feat"),
        ("codex", "git push origin main"),
    ):
        core.hooks.handle(
            read_event(
                client,
                names.PRE_TOOL if client == "codex" else names.POST_TOOL,
                {"cwd": str(folder), "tool_name": "Bash", "tool_input": {"command": command}},
            )
        )
    code, out, _ = run(capsys, db_url, "memory", "show", str(rule.id))
    shown = out["entry"]
    assert (shown["enforcement"], shown["enforcement_default"]) == ("block", True)
    assert shown["by_agent"] == [
        {"agent": "Claude Code", "followed": 1, "violated": 0},
        {"agent": "Codex", "followed": 0, "violated": 1},
    ]
    assert (shown["followed_count"], shown["violated_count"]) == (1, 1)
    code, out, _ = run(capsys, db_url, "memory", "set-enforcement", str(rule.id), "remind")
    assert code == 0 and out == {
        "entry_id": rule.id,
        "content": "Never push to main",
        "enforcement": "remind",
    }
    _code, out, _ = run(capsys, db_url, "memory", "show", str(rule.id))
    assert (out["entry"]["enforcement"], out["entry"]["enforcement_default"]) == ("remind", False)
