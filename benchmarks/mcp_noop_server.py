"""The benchmark's MCP server: one tool that does nothing, served with the official SDK's
server over stdio (`python benchmarks/mcp_noop_server.py`) or Streamable HTTP on 127.0.0.1
(`… --http PORT`, at /mcp)."""

import sys

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("bench")


@server.tool(annotations=ToolAnnotations(read_only_hint=True), description="Does nothing.")
def noop() -> str:
    return "ok"


if __name__ == "__main__":
    if sys.argv[1:2] == ["--http"]:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
