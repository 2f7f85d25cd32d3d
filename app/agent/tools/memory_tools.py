"""The agent's Memory tools (SPEC §2.2, §2.7): the handlers of what app/agent/tools/memory_surface.py
declares for the app's own agent. None of them can accept, edit, dismiss, remove or promote a
suggestion: only the user decides. What an outside agent's calls share with them (an entry as an
agent sees it, a search) is here too; app/mcp/tools.py serves the rest."""

from __future__ import annotations

from app.agent.tools import ToolContext, ToolRegistry
from app.agent.tools.memory_surface import QUERY_MAX, Caller, memory_definitions
from app.domain.errors import AppError, Code
from app.domain.memory.taint import read_in
from app.domain.model import MemoryEntry, Status

PENDING_NOTE = (
    "Pending: suggested to the user and awaiting their decision. Do not follow it and "
    "do not suggest it again."
)


def agent_view(entry: MemoryEntry) -> dict:
    """An entry as the agent sees it: suggestions are marked pending."""
    data = entry.to_json()
    if entry.status is Status.SUGGESTED:
        data["status"] = "pending"
        data["note"] = PENDING_NOTE
    return data


def _written(result) -> dict:
    """What both writing tools answer: the entry as stored, and whether it is new."""
    return {
        "ok": True,
        "status": result.status,
        "created": result.created,
        "entry": result.entry.to_json(),
    }


def _propose(ctx: ToolContext, args: dict) -> dict:
    result = ctx.proposals.propose_rule(
        ctx.session_id,
        kind=args["kind"],
        scope=args["scope"],
        content=args["content"],
        reason=args["reason"],
        source_event_ids=args.get("source_event_ids"),
        written_after=ctx.written_after,
    )
    return _written(ctx.wrote(result))


def searched(ctx: ToolContext, entries: list[MemoryEntry]) -> dict:
    """What both searches answer (the app's agent's and an outside agent's over MCP): the
    entries as the agent sees them; the turn is told of any third-party text among them (an
    outside agent's pending suggestion and its reason), which taints it (SPEC §2.7)."""
    ctx.read_untrusted(read_in(entries))
    return {"ok": True, "count": len(entries), "entries": [agent_view(e) for e in entries]}


def search(ctx: ToolContext, query: str) -> dict:
    """A search of Memory as any agent asks it, within the one limit both are told of."""
    if len(query) > QUERY_MAX:
        raise AppError(
            Code.INVALID_ARGUMENTS,
            f"query is at most {QUERY_MAX} characters: a few words.",
            "query",
        )
    return searched(ctx, ctx.memory.search(ctx.session_id, query))


def _search(ctx: ToolContext, args: dict) -> dict:
    return search(ctx, args["query"])


def _save(ctx: ToolContext, args: dict) -> dict:
    result = ctx.proposals.save_agent_note(
        ctx.session_id,
        kind=args["kind"],
        content=args["content"],
        reason=args.get("reason", ""),
        source_event_ids=args.get("source_event_ids", []),
        written_after=ctx.written_after,
    )
    return _written(ctx.wrote(result))


_HANDLERS = {
    "propose_memory_rule": _propose,
    "search_memory": _search,
    "save_memory": _save,
}
MEMORY_TOOLS = tuple(d.tool(_HANDLERS[d.name]) for d in memory_definitions(Caller.AGENT))
# A temporary Session's agent gets none of them (SPEC §2.9).
MEMORY_TOOL_NAMES = frozenset(t.name for t in MEMORY_TOOLS)


def default_registry() -> ToolRegistry:
    """The tools every Mindkeep agent has."""
    return ToolRegistry(list(MEMORY_TOOLS))
