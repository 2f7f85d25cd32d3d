"""`mindkeep mcp` over a database file that is replaced, damaged or upgraded by a newer
Mindkeep while it serves (issue 31): one line on stderr, never a traceback (on main: one per
poll, or none at all while writes went on), and every tool answers Mindkeep's own
`database_error` (on main: JSON-RPC code 0, "file is not a database")."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import threading
import time

import pytest
from mcp_server_helpers import BIN, env

from app.bootstrap import build_core

RULE = {
    "kind": "constraint",
    "scope": "space",
    "content": "Create a branch for every task",
    "reason": "The user asked for this.",
    "user_quote": "From now on, create a branch for every task.",
}


class Stdio:
    """`mindkeep --db URL mcp --space 1` as a client starts it, spoken to line by line."""

    def __init__(self, url: str, cwd):
        self.proc = subprocess.Popen(
            [BIN, "--db", url, "mcp", "--space", "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=str(cwd),
            env=env(),
        )
        self.err: list[str] = []
        self._reader = threading.Thread(target=self._read_err, daemon=True)
        self._reader.start()
        self._id = 0
        self.ask(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "claude-code", "version": "2"},
            },
        )
        self._send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _read_err(self) -> None:
        for line in self.proc.stderr:
            self.err.append(line)

    def _send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def ask(self, method: str, params: dict) -> dict:
        self._id += 1
        self._send({"jsonrpc": "2.0", "id": self._id, "method": method, "params": params})
        return json.loads(self.proc.stdout.readline())

    def tool(self, name: str, arguments: dict) -> dict:
        """The tool's JSON result; fails on a JSON-RPC error instead of a result."""
        answer = self.ask("tools/call", {"name": name, "arguments": arguments})
        assert "result" in answer, answer
        return answer["result"]["structuredContent"]

    def close(self) -> str:
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._reader.join(timeout=5)
        return "".join(self.err)


def _replace_with_foreign(path) -> None:
    other = path.with_name("other.db")
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    os.replace(other, path)


def _upgrade(path) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.close()


def _garbage_header(path) -> None:
    with open(path, "r+b") as f:
        f.write(b"x" * 100)


def _truncate(path) -> None:
    size = path.stat().st_size
    with open(path, "r+b") as f:
        f.truncate(size // 3 + 100)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_replace_with_foreign, "not a Mindkeep database"),
        (_upgrade, "upgraded by a newer version of Mindkeep"),
        (_garbage_header, "cannot be read as a database any more"),
        (_truncate, "cannot be read as a database any more"),
    ],
    ids=[
        "replaced-by-a-foreign-file",
        "upgraded-by-a-newer-mindkeep",
        "header-garbled",
        "cut-short",
    ],
)
def test_mcp_stops_saying_so_once_and_every_tool_answers_database_error(tmp_path, change, said):
    """The file changes under a serving `mindkeep mcp`: within a few polls one line on stderr
    says what happened; memory_context and propose_memory_rule then answer `database_error`
    with the same words, and the file gets nothing more."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    space = core.chat.create_space("Work").value
    session = core.chat.create_session(space.id, title="Bulk").value.id
    for i in range(30):  # a file of many pages, all in the file itself
        core.chat.add_message(session, source="agent", text=f"{i} " + "x" * 2000)
    core.close()
    server = Stdio(f"sqlite:///{path}", tmp_path)
    try:
        assert server.tool("memory_context", {})["ok"] is True
        time.sleep(1.2)  # the server's polls see the file as it is first
        change(path)
        deadline = time.monotonic() + 15
        while not server.err and time.monotonic() < deadline:
            time.sleep(0.1)
        for name, arguments in (("memory_context", {}), ("propose_memory_rule", RULE)):
            result = server.tool(name, arguments)
            assert result["ok"] is False, (name, result)
            assert result["error"]["code"] == "database_error"
            assert said in result["error"]["message"]
        time.sleep(1.5)  # three more polls
    finally:
        err = server.close()
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("mindkeep mcp: ") and said in lines[0]
    assert "Traceback" not in err
