"""The benchmark's MCP server: one tool that does nothing, served over stdio with the
official SDK's server (`python benchmarks/mcp_noop_server.py`)."""

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("bench")


@server.tool(annotations=ToolAnnotations(read_only_hint=True), description="Does nothing.")
def noop() -> str:
    return "ok"


if __name__ == "__main__":
    server.run()
