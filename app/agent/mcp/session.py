"""The tools a Session's agent gets: Mindkeep's own (the Memory tools) and the tools of the
servers enabled in the Session's Space.

An MCP tool can never stand for one of Mindkeep's: its name always holds `__` after a
server name (Memory tools' names never do, and "mindkeep" and "memory" are not server
names), and a name already taken is never registered again.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from app.agent.mcp.errors import Failure, ToolServerError
from app.agent.mcp.hub import ToolHub
from app.agent.mcp.listing import McpTool
from app.agent.tools import Tool, ToolContext, ToolRegistry
from app.domain.errors import AppError, Code
from app.domain.tools.servers import SEPARATOR, split_tool_name
from app.services.tool_servers import ToolServers


@dataclass(frozen=True, slots=True)
class SessionTools:
    """A Session's tools for one turn, and the servers that could not start (to say so in
    the chat; the turn goes on without them)."""

    registry: ToolRegistry
    problems: tuple[ToolServerError, ...] = ()
    space_id: int | None = None
    servers: ToolServers | None = field(default=None, compare=False, repr=False)

    def missing(self, name: object) -> AppError:
        """Why a tool the model asked for is not among this turn's tools, as the model's tool
        error: its server is turned off in this Space, could not start, has no such tool, or
        there is no such tool at all. Nothing is started or run to find out."""
        available = ", ".join(self.registry.names()) or "none"
        split = split_tool_name(name) if isinstance(name, str) else None
        server = None
        if split is not None and self.servers is not None:
            server = self.servers.find(split[0])
        if (
            server is not None
            and self.space_id is not None
            and not server.enabled_in(self.space_id)
        ):
            return AppError(
                Code.NOT_ALLOWED,
                f"the {server.name} server is turned off in this Space, so {name} cannot run "
                "here; the user can turn it on in Settings → Tools.",
                None,
            )
        problem = next((p for p in self.problems if split and p.server == split[0]), None)
        if problem is not None:
            return AppError(problem.code, f"{name} cannot run: {problem.message}", None)
        if server is not None:
            offered = [n for n in self.registry.names() if n.startswith(server.name + SEPARATOR)]
            return AppError(
                Code.INVALID_ARGUMENTS,
                f"the {server.name} server has no tool named {name!r}; its tools: "
                f"{', '.join(offered) or 'none'}.",
                None,
            )
        return AppError(
            Code.INVALID_ARGUMENTS,
            f"there is no tool named {name!r}; available: {available}.",
            None,
        )


def agent_tool(hub: ToolHub, tool: McpTool, *, space_id: int) -> Tool:
    """An MCP tool as the agent's registry holds it: its call goes through the hub, for this
    Space, with the turn's cancel flag and the hub's time limit."""

    def handler(context: ToolContext, arguments: dict) -> dict:
        try:
            outcome = hub.call(tool.name, arguments, space_id=space_id, cancel=context.cancel)
        except ToolServerError as err:
            if context.on_problem is not None and err.failure is not Failure.CANCELLED:
                context.on_problem(err)
            raise
        return outcome.to_json()

    return Tool(
        name=tool.name,
        description=tool.description,
        parameters=tool.parameters,
        safety=tool.safety,
        handler=handler,
        reads_outside=True,
        check=tool.check,
        defined_outside=True,
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
    return SessionTools(registry, found.problems, space_id, hub.servers)
