"""Tools from MCP servers, through the official `mcp` SDK's client (SPEC §3).

`ToolHub` (hub.py) runs the configured servers on an event loop of its own and gives the
agent's worker threads blocking, time-limited, cancellable calls; `tools_for_session`
(session.py) makes a Session's registry of Mindkeep's tools and the enabled servers'. The
SDK is imported only by connection.py, on the hub's thread, the first time a server starts.
"""

from app.agent.mcp.errors import Failure, ToolServerError
from app.agent.mcp.hub import HubTools, ToolHub
from app.agent.mcp.listing import CallOutcome, LeftOut, McpTool, ServerTools
from app.agent.mcp.session import SessionTools, agent_tool, tools_for_session

__all__ = [
    "CallOutcome",
    "Failure",
    "HubTools",
    "LeftOut",
    "McpTool",
    "ServerTools",
    "SessionTools",
    "ToolHub",
    "ToolServerError",
    "agent_tool",
    "tools_for_session",
]
