"""`mindkeep db restore BACKUP` while `mindkeep mcp --http` and a window have the database open
(issue 31), all real processes: the live file passes `integrity_check` afterwards (copying the
backup over it failed it: the running programs' WAL was checkpointed into the new file), the
window shows the restored Spaces and goes on writing, and the MCP server goes on answering."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import anyio
import httpx2 as httpx
import pytest
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core

pytestmark = pytest.mark.slow

WINDOW_CHILD = Path(__file__).with_name("restore_window_child.py")
BIN = str(Path(sys.executable).with_name("mindkeep"))
RULE = {
    "kind": "constraint",
    "scope": "space",
    "content": "Create a branch for every task",
    "reason": "The user asked for this.",
    "user_quote": "From now on, create a branch for every task.",
}


class Window:
    """restore_window_child.py: a window process answering one JSON line per command."""

    def __init__(self, url: str, home: Path):
        self.proc = subprocess.Popen(
            [PYTHON, str(WINDOW_CHILD), url],
            cwd=REPO,
            env=child_env(home),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self._answer() == {"ready": True}

    def _answer(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, "the window exited: " + self.proc.stderr.read()[-3000:]
        return json.loads(line)

    def ask(self, command: str) -> dict:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self._answer()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class McpHttp:
    """`mindkeep mcp --http --port 0`, and the SDK's client for one call at a time."""

    def __init__(self, url: str, home: Path, cwd: Path):
        env = {**child_env(home), "LANGUAGE": "en"}
        self.proc = subprocess.Popen(
            [BIN, "--db", url, "mcp", "--http", "--port", "0", "--json", "--space", "1"],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.proc.stdout.readline()
        assert line, "the server did not start: " + self.proc.stderr.read()[-3000:]
        self.url = json.loads(line)["url"]
        token = subprocess.run(
            [BIN, "mcp", "--print-token"], env=env, capture_output=True, text=True, check=True
        )
        self.token = token.stdout.strip()

    def client(self) -> Client:
        """One connection (one external Session), kept across what the test does meanwhile."""
        http = httpx.AsyncClient(headers={"Authorization": f"Bearer {self.token}"}, timeout=60)
        return Client(streamable_http_client(self.url, http_client=http), mode="legacy")

    def close(self) -> str:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        return self.proc.stderr.read()


def _spaces(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT name FROM spaces ORDER BY id")]
    finally:
        conn.close()


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def test_restore_while_a_window_and_mcp_http_run(tmp_path):
    """A backup restored while both run: integrity_check ok; the window lists the restored
    Spaces by itself and its next Space is written into the restored file; the MCP server's
    next suggestion lands there too; the content the file held before is kept beside it."""
    path = tmp_path / "mindkeep.db"
    url = f"sqlite:///{path}"
    home = tmp_path / "home"
    core = build_core(url)
    core.chat.create_space("Kept")
    backup = tmp_path / "mindkeep-backup.db"
    src = sqlite3.connect(path)
    dst = sqlite3.connect(backup)
    src.backup(dst)
    dst.close()
    src.close()
    space = core.chat.create_space("Made after the backup").value
    session = core.chat.create_session(space.id, title="Bulk").value.id
    for i in range(300):  # a WAL of several MB, and a bigger file than the backup's
        core.chat.add_message(session, source="agent", text=f"{i} " + "x" * 3000)
    core.close()

    window = Window(url, home)
    server = McpHttp(url, home, tmp_path)

    def restore() -> dict:
        r = subprocess.run(
            [BIN, "--db", url, "--json", "db", "restore", str(backup)],
            env=child_env(home),
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert r.returncode == 0, r.stderr
        return json.loads(r.stdout)

    async def run() -> tuple[dict, dict]:
        async with server.client() as client:
            context = (await client.call_tool("memory_context", {})).structured_content
            assert context["ok"] is True
            report = await anyio.to_thread.run_sync(restore)
            proposed = (await client.call_tool("propose_memory_rule", RULE)).structured_content
            return report, proposed

    try:
        assert window.ask("space From the window") == {"created": True, "notice": ""}
        report, proposed = anyio.run(run)
        assert report["integrity_check"] == "ok" and report["restored"] == str(backup)
        assert proposed["ok"] is True, proposed
        assert _integrity(path) == "ok"
        kept = Path(report["previous_kept_as"])
        assert _spaces(kept) == ["Kept", "Made after the backup", "From the window"]
        assert window.ask("wait Kept") == {"sidebar": ["Kept"]}
        assert window.ask("space After the restore") == {"created": True, "notice": ""}
        assert window.ask("status") == {"status": ""}  # nothing stopped: the file is its own
    finally:
        window.close()
        err = server.close()
    assert "Traceback" not in err, err
    assert _integrity(path) == "ok"
    assert _spaces(path) == ["Kept", "After the restore"]
    conn = sqlite3.connect(path)
    (content,) = conn.execute("SELECT content FROM memory_entries").fetchone()
    # The quote went into an external Session of the restored file, not into whatever Session
    # now has the id the server's Session had before the restore (the window's new one).
    sessions = conn.execute(
        "SELECT s.external_client FROM messages m JOIN sessions s ON s.id = m.session_id "
        "WHERE m.source = 'relayed'"
    ).fetchall()
    conn.close()
    assert content == RULE["content"]
    assert len(sessions) == 1 and sessions[0][0] is not None, sessions
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".mindkeep-restore-")]
    assert os.path.exists(backup)
