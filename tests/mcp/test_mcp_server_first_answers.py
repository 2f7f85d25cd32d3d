"""`mindkeep mcp` answers a client's first requests (`initialize`, `tools/list`) before its
database layer is loaded (issue 32): a client's health check never waits for SQLAlchemy, the
services or the database; the first tool call does, and then works."""

from __future__ import annotations

import json
import select
import subprocess
import sys
import textwrap
from pathlib import Path

from mcp_server_helpers import env

from app.mcp import definitions
from app.mcp.tools import TOOLS

REPO = Path(__file__).resolve().parents[2]
# `mindkeep ARGS` in an interpreter where importing SQLAlchemy waits until the file GATE exists.
_GATED = textwrap.dedent(
    """
    import importlib.abc, os, sys, time

    GATE = sys.argv[1]

    class Gate(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "sqlalchemy" or name.startswith("sqlalchemy."):
                while not os.path.exists(GATE):
                    time.sleep(0.01)
            return None

    sys.meta_path.insert(0, Gate())
    from app.cli import main

    sys.exit(main(sys.argv[2:]))
    """
)
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "claude-code", "version": "2.0.0"},
    },
}


def _send(proc: subprocess.Popen, *messages: dict) -> None:
    proc.stdin.write("".join(json.dumps(m) + "\n" for m in messages).encode())
    proc.stdin.flush()


def _answer(proc: subprocess.Popen, timeout: float = 60) -> dict:
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    assert ready, "no answer within the time a client's health check gives"
    return json.loads(proc.stdout.readline())


def test_the_first_answers_need_no_database_layer(core, tmp_path):
    """initialize and tools/list are answered while importing SQLAlchemy cannot finish; once it
    can, a tool call reads the Space's Memory."""
    folder = tmp_path / "project"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    gate = tmp_path / "gate"
    proc = subprocess.Popen(
        [sys.executable, "-c", _GATED, str(gate), "--db", str(core.db.url), "mcp"],
        cwd=folder,
        env={**env(), "PYTHONPATH": str(REPO)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        _send(proc, INIT)
        assert _answer(proc)["result"]["serverInfo"]["name"] == "mindkeep"
        _send(
            proc,
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        )
        listed = _answer(proc)["result"]["tools"]
        assert [t["name"] for t in listed] == list(definitions.NAMES)
        assert listed[0]["annotations"]["readOnlyHint"] is True
        gate.touch()
        call = {"name": "memory_context", "arguments": {}}
        _send(proc, {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": call})
        answer = _answer(proc)["result"]
        assert answer["isError"] is False and answer["structuredContent"]["ok"] is True
    finally:
        gate.touch()
        proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0


def test_the_definitions_and_the_handlers_name_the_same_tools():
    """What tools/list says (definitions) is what a call runs (tools): same names, schemas and
    descriptions, read-only exactly where the definition says so."""
    assert [t.name for t in TOOLS] == list(definitions.NAMES)
    for tool, definition in zip(TOOLS, definitions.DEFINITIONS, strict=True):
        assert tool.parameters == definition.parameters
        assert tool.description == definition.description
        assert (tool.safety.value == "read_only") == definition.read_only
