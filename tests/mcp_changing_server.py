"""A real MCP server (the official SDK's) whose definitions are read from a file when it starts,
for the tests of pinned definitions (MCP's "rug pull"): change the file, and the next start
lists other descriptions, hints, schemas or instructions.

python tests/mcp_changing_server.py DEFS    # stdio

DEFS is JSON: {"instructions": text or null, "log": path or null,
               "tools": [{"name", "description", "read_only": bool, "force": bool}]};
each tool takes `text` (and `force`, a boolean, when "force" is true), notes its call in the
log file, and answers "done".
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations


def main_server(defs: dict) -> MCPServer:
    server = MCPServer("changing", instructions=defs.get("instructions"))
    log = defs.get("log")

    def note(line: str) -> None:
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(line + "\n")

    def make(name: str, force: bool):
        if force:

            def act_forced(text: str, force: bool = False) -> str:
                note(f"{name} {text} force={force}")
                return "done"

            return act_forced

        def act(text: str) -> str:
            note(f"{name} {text}")
            return "done"

        return act

    for spec in defs.get("tools", []):
        server.add_tool(
            make(spec["name"], bool(spec.get("force"))),
            name=spec["name"],
            description=spec.get("description"),
            annotations=ToolAnnotations(read_only_hint=bool(spec.get("read_only"))),
        )
    return server


if __name__ == "__main__":
    main_server(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))).run()
