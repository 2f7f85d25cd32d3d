"""`mindkeep connect` / `disconnect` (SPEC §10): Mindkeep's MCP server and hooks in each agent's
own files, merged with the user's, idempotent, a backup beside each file, undone byte for byte."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from app.domain.agents import configs as cfg
from app.domain.agents.names import CLIENTS
from app.services.client_files import targets, this_program
from app.services.connections import Connections

PROGRAM = ["/opt/mindkeep/mindkeep", "--data-dir", "/home/me/mk"]


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return home


@pytest.fixture
def service(tmp_path, home) -> Connections:
    return Connections(tmp_path / "data", program=PROGRAM)


def _files(home: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(home)): p.read_bytes()
        for p in sorted(home.rglob("*"))
        if p.is_file() and ".mindkeep-backup-" not in p.name
    }


def _doc(path: Path):
    text = path.read_text(encoding="utf-8")
    return tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)


@pytest.mark.parametrize("client", list(CLIENTS))
def test_connect_writes_the_server_and_every_hook_in_the_clients_shape(service, home, client):
    """Each client's files hold Mindkeep's MCP server (absolute path, the data folder) and one
    hook per event, in that client's own layout."""
    result = service.connect(client)
    assert result.changed and all(f.action == "created" for f in result.files)
    for target in targets(client, None):
        doc = _doc(target.path)
        if target.server_at is not None:
            server = cfg._get(doc, target.server_at)
            assert server["command"] == PROGRAM[0]
            assert server["args"] == [*PROGRAM[1:], "mcp"]
        if target.hooks_at is not None:
            hooks = cfg._get(doc, target.hooks_at)
            names = [name for name, _e, _m in cfg.EVENTS_OF[client]]
            assert sorted(hooks) == sorted(names)
            found = cfg.has_ours(doc, target.hooks_at, grouped=client in cfg.GROUPED)
            assert len(found) == len(names)
    if client == "codex":
        doc = _doc(home / ".codex" / "config.toml")
        assert doc["features"]["hooks"] is True
        assert doc["mcp_servers"]["mindkeep"]["required"] is True
        assert any("Codex runs hooks only after you review them" in n for n in result.notes)
    if client == "gemini-cli":
        assert _doc(home / ".gemini" / "settings.json")["hooksConfig"]["enabled"] is True
    if client == "claude-code":  # the pre-tool check is an MCP call, no process start
        settings = _doc(home / ".claude" / "settings.json")
        pre = settings["hooks"]["PreToolUse"][0]["hooks"][0]
        assert (pre["type"], pre["server"], pre["tool"]) == ("mcp_tool", "mindkeep", "check_action")
        assert pre["input"]["tool_input"] == "${tool_input}"
        # Claude Code waits for the MCP server before its first turn (its check is an MCP call).
        assert settings["env"] == {"MCP_CONNECT_TIMEOUT_MS": "30000"}


def test_connect_keeps_the_users_own_servers_and_hooks_and_a_backup(service, home):
    """Merging: the user's entries stay, Mindkeep's come after them; the old file is kept."""
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    mine = {
        "model": "opus",
        "hooks": {
            "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "lint"}]}]
        },
    }
    settings.write_text(json.dumps(mine, indent=4) + "\n", encoding="utf-8")
    before = settings.read_bytes()
    result = service.connect("claude-code")
    doc = _doc(settings)
    assert doc["model"] == "opus"
    assert doc["hooks"]["PreToolUse"][0] == mine["hooks"]["PreToolUse"][0]
    assert len(doc["hooks"]["PreToolUse"]) == 2
    change = next(f for f in result.files if f.path == settings)
    assert change.backup is not None and change.backup.read_bytes() == before
    assert change.backup.parent == settings.parent
    assert settings.read_text(encoding="utf-8").startswith('{\n    "')  # its own indentation
    assert "+" in change.diff and str(settings) in change.diff


def test_connecting_twice_changes_nothing_the_second_time(service, home):
    """Idempotent: the second connect finds every entry in place (no write, no backup)."""
    service.connect("gemini-cli")
    files = _files(home)
    again = service.connect("gemini-cli")
    assert not again.changed
    assert [f.action for f in again.files] == ["unchanged"]
    assert _files(home) == files
    assert not list(home.rglob("*.mindkeep-backup-*"))


def test_dry_run_writes_nothing_and_shows_the_diff(service, home, tmp_path):
    """--dry-run: the diff is there, no file, no backup, no record."""
    result = service.connect("codex", dry_run=True)
    assert result.dry_run and result.files[0].action == "created"
    assert "[mcp_servers.mindkeep]" in result.files[0].diff
    assert _files(home) == {}
    assert not (tmp_path / "data" / "connections.json").exists()


@pytest.mark.parametrize("client", list(CLIENTS))
def test_disconnect_puts_every_file_back_byte_for_byte(service, home, client):
    """A file nobody changed since connect is put back exactly; one connect made is removed."""
    codex = home / ".codex" / "config.toml"
    codex.parent.mkdir()
    codex.write_text(
        '# mine\nmodel = "o3"\n\n[mcp_servers.other]\ncommand = "x"\n', encoding="utf-8"
    )
    claude = home / ".claude.json"
    claude.write_text('{\n  "numStartups": 3\n}\n', encoding="utf-8")
    before = _files(home)
    service.connect(client)
    assert _files(home) != before
    result = service.disconnect(client)
    assert result.changed
    assert _files(home) == before
    assert not [p for p in home.rglob("*") if p.is_dir() and not any(p.iterdir())]


def test_disconnect_after_the_client_rewrote_its_file_takes_out_only_mindkeeps(service, home):
    """Claude Code rewrites ~/.claude.json on every start: disconnect keeps what it wrote and
    takes out exactly the server entry connect set (and what it held before, if anything)."""
    claude = home / ".claude.json"
    claude.write_text(
        json.dumps({"mcpServers": {"mindkeep": {"command": "mindkeep", "args": ["mcp"]}}})
    )
    service.connect("claude-code")
    doc = json.loads(claude.read_text())
    doc["numStartups"] = 7  # Claude Code's own write meanwhile
    doc["mcpServers"]["github"] = {"command": "gh-mcp"}
    claude.write_text(json.dumps(doc, indent=2))
    service.disconnect("claude-code")
    after = json.loads(claude.read_text())
    assert after["numStartups"] == 7
    assert after["mcpServers"] == {
        "mindkeep": {"command": "mindkeep", "args": ["mcp"]},  # the user's own entry, back
        "github": {"command": "gh-mcp"},
    }


def test_disconnect_without_a_record_finds_mindkeeps_entries_by_their_shape(tmp_path, home):
    """Another data folder's connect (no record here): hooks known by `hook EVENT --client`,
    the server by its name; the user's hooks stay."""
    Connections(tmp_path / "one", program=PROGRAM).connect("codex")
    path = home / ".codex" / "config.toml"
    text = (
        path.read_text()
        + '\n[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "notify-send done"\n'
    )
    path.write_text(text)
    Connections(tmp_path / "two", program=PROGRAM).disconnect("codex")
    doc = tomllib.loads(path.read_text())
    assert "mcp_servers" not in doc
    assert doc["hooks"] == {
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]
    }


def test_codex_keeps_the_users_comments_and_a_database_password_out_of_the_file(tmp_path, home):
    """TOML edited in place (comments stay); a URL with a password is never written: Codex
    passes it from the environment (env_vars), the hooks inherit it."""
    path = home / ".codex" / "config.toml"
    path.parent.mkdir()
    path.write_text('# my model\nmodel = "o3"  # the best one\n', encoding="utf-8")
    url = "postgresql://mk:s3cret@db.lan/mindkeep"
    program, secret = this_program(url, tmp_path / "data")
    result = Connections(tmp_path / "data", program=program, secret_env=secret).connect("codex")
    text = path.read_text()
    assert "s3cret" not in text and "s3cret" not in result.files[0].diff
    assert text.startswith('# my model\nmodel = "o3"  # the best one\n')
    assert tomllib.loads(text)["mcp_servers"]["mindkeep"]["env_vars"] == ["MINDKEEP_DB_URL"]
    assert any("MINDKEEP_DB_URL" in n for n in result.notes)
    claude = Connections(tmp_path / "data", program=program, secret_env=secret)
    claude.connect("claude-code")
    server = json.loads((home / ".claude.json").read_text())["mcpServers"]["mindkeep"]
    assert server["env"] == {"MINDKEEP_DB_URL": "${MINDKEEP_DB_URL}"}
    assert "s3cret" not in (home / ".claude" / "settings.json").read_text()


def test_this_program_names_this_installation_and_its_data_folder(tmp_path):
    """The absolute path of this Mindkeep and its data folder (a plain URL inline)."""
    words, secret = this_program(f"sqlite:///{tmp_path / 'd' / 'mindkeep.db'}", tmp_path / "d")
    assert Path(words[0]).is_absolute() and words[-2:] == ["--data-dir", str(tmp_path / "d")]
    assert secret == {}
    words, secret = this_program("postgresql://host/db", tmp_path)
    assert words[-2:] == ["--db", "postgresql://host/db"] and secret == {}


def test_a_file_that_is_not_json_is_refused_and_left_alone(service, home):
    """A settings file Mindkeep cannot read is not overwritten: a clear refusal."""
    from app.domain.errors import AppError

    path = home / ".gemini" / "settings.json"
    path.parent.mkdir()
    path.write_text("{ // comments\n}", encoding="utf-8")
    with pytest.raises(AppError, match="cannot be read as JSON"):
        service.connect("gemini-cli")
    assert path.read_text(encoding="utf-8") == "{ // comments\n}"


def test_a_project_is_connected_in_its_own_files(service, home, tmp_path):
    """--project DIR: the project's files (Claude Code: its local MCP scope and settings.local)."""
    project = tmp_path / "shop"
    project.mkdir()
    service.connect("claude-code", project=project)
    local = json.loads((project / ".claude" / "settings.local.json").read_text())
    assert cfg.has_ours(local, ("hooks",), grouped=True)
    state = json.loads((home / ".claude.json").read_text())
    assert state["projects"][str(project)]["mcpServers"]["mindkeep"]["command"] == PROGRAM[0]
    service.disconnect("claude-code", project=project)
    assert not (project / ".claude").exists()


def test_list_says_what_is_here_connected_and_whether_hooks_work(service, home, monkeypatch):
    """connect --list: found (a config folder, or a program on PATH), connected, hooks' health
    (a program that is gone reads as broken), Codex's review."""
    (home / ".gemini").mkdir()
    listed = {a["client"]: a for a in service.list()}
    assert listed["gemini-cli"]["installed"] and not listed["gemini-cli"]["connected"]
    assert listed["gemini-cli"]["hooks"] == "not connected"
    service.connect("gemini-cli")
    service.connect("codex")
    listed = {a["client"]: a for a in service.list()}
    assert listed["gemini-cli"]["connected"]
    assert listed["gemini-cli"]["hooks"] == "broken"  # /opt/mindkeep/mindkeep is not here
    assert listed["codex"]["trust"] and "/hooks" in listed["codex"]["trust"]
