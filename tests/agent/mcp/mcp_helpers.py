"""What the hub's tests share: the test servers' paths, and a hub with chosen time limits."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]
FIXTURE = str(TESTS / "mcp_fixture_server.py")
RAW = str(TESTS / "mcp_raw_server.py")
PY = sys.executable


def hub_of(core, **limits):
    """A hub over the core's configured servers with the given time limits."""
    from app.agent.mcp.hub import ToolHub

    return ToolHub(core.tool_servers, **limits)
