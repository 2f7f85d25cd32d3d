"""A real MCP server (the official SDK's) whose definitions are read from a file when it starts,
for the tests of pinned definitions (MCP's "rug pull"): change the file, and the next start
lists other descriptions, hints, schemas or instructions.

python tests/mcp_changing_server.py DEFS    # stdio

DEFS is JSON: {"instructions": text or null, "log": path or null,
               "starts": path or null, "ttl_ms": milliseconds or null,
               "tools": [{"name", "description", "read_only": bool, "force": bool,
                          "text_note": text or null}]};
each tool takes `text` (described in its schema by "text_note" when given; and `force`, a
boolean, when "force" is true), notes its call in the log file, and answers "done". The server
adds a line to "starts" each time it starts, and says its tool list stays fresh for "ttl_ms"
(MCP's `ttlMs`; without it, the SDK's own 0).
"""

# No `from __future__ import annotations`: the SDK reads the tools’ annotations at run time.

import json
import sys
from pathlib import Path
from typing import Annotated

from mcp.server.caching import CacheHint
from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field


def main_server(defs: dict) -> MCPServer:
    ttl = defs.get("ttl_ms")
    hints = {"tools/list": CacheHint(ttl_ms=ttl)} if ttl is not None else None
    server = MCPServer("changing", instructions=defs.get("instructions"), cache_hints=hints)
    log = defs.get("log")

    def note(line: str) -> None:
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(line + "\n")

    def make(name: str, force: bool, text_note: str | None):
        if text_note is not None:

            def act_noted(text: Annotated[str, Field(description=text_note)]) -> str:
                note(f"{name} {text}")
                return "done"

            return act_noted
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
            make(spec["name"], bool(spec.get("force")), spec.get("text_note")),
            name=spec["name"],
            description=spec.get("description"),
            annotations=ToolAnnotations(read_only_hint=bool(spec.get("read_only"))),
        )
    return server


if __name__ == "__main__":
    given = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    if given.get("starts"):
        with open(given["starts"], "a", encoding="utf-8") as f:
            f.write("started\n")
    main_server(given).run()
