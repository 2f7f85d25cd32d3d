"""The tools a Session's agent gets: Mindkeep's own (the Memory tools) and the tools of the
servers enabled in the Session's Space.

An MCP tool can never stand for one of Mindkeep's: its name always holds `__` after a
server name (Memory tools' names never do, and "mindkeep" and "memory" are not server
names), and a name already taken is never registered again.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from app.agent.mcp.errors import ToolServerError
from app.agent.mcp.hub import ToolHub
from app.agent.mcp.listing import McpTool
from app.agent.tools import Tool, ToolContext, ToolRegistry


@dataclass(frozen=True, slots=True)
class SessionTools:
    """A Session's tools for one turn, and the servers that could not start (to say so in
    the chat; the turn goes on without them)."""

    registry: ToolRegistry
    problems: tuple[ToolServerError, ...] = ()
    space_id: int | None = None


def agent_tool(hub: ToolHub, tool: McpTool, *, space_id: int) -> Tool:
    """An MCP tool as the agent's registry holds it: its call goes through the hub, for this
    Space, with the turn's cancel flag and the hub's time limit."""

    def handler(context: ToolContext, arguments: dict) -> dict:
        return hub.call(tool.name, arguments, space_id=space_id, cancel=context.cancel).to_json()

    return Tool(
        name=tool.name,
        description=tool.description,
        parameters=tool.parameters,
        safety=tool.safety,
        handler=handler,
        reads_outside=True,
        check=tool.check,
    )


def tools_for_session(
    base: ToolRegistry,
    hub: ToolHub | None,
    space_id: int,
    *,
    cancel: threading.Event | None = None,
) -> SessionTools:
    """Mindkeep's tools plus the enabled servers' tools of the Space (servers are started
    as needed, in parallel)."""
    own = [base.get(name) for name in base.names()]
    if hub is None:
        return SessionTools(ToolRegistry(own), space_id=space_id)
    found = hub.tools_for_space(space_id, cancel=cancel)
    registry = ToolRegistry(own)
    for tool in found.tools:
        if registry.get(tool.name) is None:
            registry.register(agent_tool(hub, tool, space_id=space_id))
    return SessionTools(registry, found.problems, space_id)
