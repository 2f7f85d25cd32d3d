"""The MCP Inspector's CLI, an independent client (the TypeScript SDK), checks `mindkeep mcp`:
`tools/list --strict` finds no schema problem, and a tool call goes through (SPEC §9).

It runs where the Inspector is installed: MCP_INSPECTOR_DIR names a folder with
node_modules/@modelcontextprotocol/inspector (and node_modules/.bin/node when the system's
Node.js is older than the Inspector needs); `.ci/run` installs one there."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from mcp_server_helpers import BIN, env

ROOT = os.environ.get("MCP_INSPECTOR_DIR", "")
LAUNCHER = (
    Path(ROOT) / "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js"
)

pytestmark = pytest.mark.skipif(
    not ROOT or not LAUNCHER.is_file(),
    reason="the MCP Inspector is not installed (set MCP_INSPECTOR_DIR; .ci/run installs it)",
)


def _node() -> str:
    bundled = Path(ROOT) / "node_modules/.bin/node"
    return str(bundled) if bundled.exists() else (shutil.which("node") or "node")


def inspector(db_url: str, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [_node(), str(LAUNCHER), "--cli", BIN, "--db", db_url, "mcp", *args],
        cwd=str(cwd),
        env=env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_inspector_finds_no_schema_problem(core, db_url, tmp_path):
    """tools/list --strict exits 0 with the five tools (check_action joined them for the hooks,
    SPEC §10) and reports nothing on stderr."""
    done = inspector(db_url, tmp_path, "--method", "tools/list", "--strict")
    assert done.returncode == 0, done.stderr
    tools = {t["name"]: t for t in json.loads(done.stdout)["tools"]}
    assert set(tools) == {
        "memory_context",
        "search_memory",
        "propose_memory_rule",
        "save_memory",
        "check_action",
    }
    # Neither an error nor a portability warning (a `type` list some clients cannot map).
    assert "error" not in done.stderr.lower(), done.stderr
    assert "warning" not in done.stderr.lower(), done.stderr
    assert tools["memory_context"]["annotations"]["readOnlyHint"] is True
    assert tools["check_action"]["annotations"]["readOnlyHint"] is True


def test_the_inspector_calls_a_tool(core, db_url, tmp_path):
    """tools/call memory_context through the Inspector: the saved Memory block comes back."""
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, tmp_path)
    from app.domain.model import Scope, ScopeRef

    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="fact", content="Deploys on Fridays"
    )
    done = inspector(db_url, tmp_path, "--method", "tools/call", "--tool-name", "memory_context")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert "Deploys on Fridays" in result["structuredContent"]["context"]
    (external,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    assert external.external_client  # named after the Inspector's clientInfo
