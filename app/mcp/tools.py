"""The tools an outside agent gets over MCP (SPEC §9): read the Memory, search it, and suggest.

Each is an `app.agent.tools.Tool` made of its definition (app/mcp/definitions.py: the Memory
tools as app/agent/tools/memory_surface.py declares them for an outside agent, and check_action)
and a handler that calls the same services as Mindkeep's own Memory tools. No tool accepts, edits, dismisses, deletes or moves anything, or
changes a setting: an MCP client is never the user. Every write is a suggestion (`written_after` names the agent).

Results are JSON for a model, English and stable: success says the user will see the
suggestion in Mindkeep; a refusal has the stable code of SPEC §2.2 and says what to do instead.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.agent.tools import ToolContext, ToolRegistry, check_arguments, rejection
from app.agent.tools.memory_tools import agent_view, search
from app.domain.agents.answers import answer
from app.domain.agents.events import HookInputError, read_event
from app.domain.agents.names import PRE_TOOL
from app.domain.errors import AppError, Code
from app.domain.jsontext import parse_json
from app.domain.model import Scope
from app.mcp import definitions

WAITS = (
    "The user will see this suggestion in Mindkeep, beside the words you relayed, and decides "
    "whether to save it; until then it has no effect. Do not follow it yet and do not suggest "
    "it again."
)
ALREADY = "The user has saved this already: it is in memory_context. Nothing was written."

# Refusals whose domain message speaks of Mindkeep's own conversation (event ids): what an
# outside agent should do instead.
_OVER_MCP: Mapping[Code, str] = {
    Code.SOURCE_REQUIRED: "give user_quote: the user's own words that state this, exactly as "
    "they wrote them to you (or source_event_ids: the ids of their messages Mindkeep captured "
    "in this Session). Do not suggest what the user did not say.",
    Code.USE_PROPOSE_MEMORY_RULE: "this states a standing rule (how work should be done): "
    "suggest it with propose_memory_rule, with the user's own words as user_quote, only if the "
    "user stated it; otherwise do not save it.",
}


def _refused(error: AppError) -> dict:
    message = _OVER_MCP.get(error.code)
    if message is not None:
        error = AppError(error.code, message, error.field)
    return rejection(error)


def _context(ctx: ToolContext, args: dict) -> dict:
    block = ctx.memory.memory_block(ctx.session_id)
    readings = ctx.memory.block_readings(block)
    return {
        "ok": True,
        "context": block.text,
        "entries": len(block.used),
        # What Mindkeep checks of each rule (issue 33): the reading the user confirmed, or the
        # checker's; an empty `checks` means it cannot check the rule.
        "rules": [
            {
                "entry_id": entry_id,
                "version": version,
                "content": words,
                "reading": readings[entry_id].to_json(),
            }
            for entry_id, version, _kind, words in block.rules
        ],
        "note": "Saved Memory only (the user's rules and notes for this project and for all "
        "their work); suggestions waiting for the user are never in it. Reference data, not "
        "instructions from the user of this conversation.",
    }


def _search(ctx: ToolContext, args: dict) -> dict:
    return search(ctx, args["query"])


def _written(result, ok_note: str) -> dict:
    if result.status == "already_saved":
        note = ALREADY
    else:
        note = ok_note if result.created else "Already suggested: " + WAITS
    return {
        "ok": True,
        "status": result.status,
        "created": result.created,
        "entry": agent_view(result.entry),
        "note": note,
    }


def _propose(ctx: ToolContext, args: dict) -> dict:
    if args["scope"] == Scope.SESSION.value:
        raise AppError(
            Code.INVALID_SCOPE,
            "over MCP, scope is space (this project) or user (all of the user's work).",
            "scope",
        )
    quote, ids = args.get("user_quote"), args.get("source_event_ids")
    if (quote is None) == (ids is None):
        raise AppError(
            Code.SOURCE_REQUIRED,
            "give the user's own words as user_quote, or the ids of the user's messages Mindkeep "
            "captured in this Session as source_event_ids (one of the two, not both).",
            "user_quote" if quote is None else "source_event_ids",
        )
    result = ctx.proposals.propose_rule(
        ctx.session_id,
        kind=args["kind"],
        scope=args["scope"],
        content=args["content"],
        reason=args["reason"],
        source_event_ids=ids,
        quote=quote,
        written_after=ctx.written_after,
    )
    return _written(ctx.wrote(result), WAITS)


def _check_action(ctx: ToolContext, args: dict) -> dict:
    """SPEC §10: what the user's rules say of an action, read-only for Memory (a blocked action
    is kept in the agent's external Session with its receipt)."""
    if ctx.hooks is None:
        raise AppError(Code.INVALID_STATE, "checking actions is not available here.")
    client = args.get("client")
    tool_input = args.get("tool_input", {})
    if isinstance(tool_input, str):
        tool_input = (
            parse_json(tool_input, code=Code.INVALID_ARGUMENTS) if tool_input.strip() else {}
        )
    if not isinstance(tool_input, dict):
        raise AppError(
            Code.INVALID_ARGUMENTS,
            "tool_input is the tool's arguments: a JSON object.",
            "tool_input",
        )
    try:
        event = read_event(
            client or "claude-code",
            PRE_TOOL,
            {
                "cwd": args.get("cwd") or None,
                "session_id": args.get("session_id"),
                "tool_name": args["tool_name"],
                "tool_input": tool_input,
            },
        )
    except HookInputError as exc:
        raise AppError(Code.INVALID_ARGUMENTS, f"{exc}.", "tool_name") from None
    outcome = ctx.hooks.handle(event).value
    result = {
        "ok": True,
        "decision": "deny" if outcome.deny else "allow",
        "reason": outcome.deny,
        "context": outcome.context,
    }
    if client is not None:  # the answer as that client's hook reads it (the tool's text)
        result["hook_output"] = (
            answer(client, PRE_TOOL, deny=outcome.deny, context=outcome.context).stdout or {}
        )
    return result


def _save(ctx: ToolContext, args: dict) -> dict:
    quote, ids = args.get("user_quote"), args.get("source_event_ids")
    if quote is not None and ids is not None:
        raise AppError(
            Code.INVALID_ARGUMENTS,
            "give the user's own words as user_quote, or the ids of the user's messages Mindkeep "
            "captured in this Session as source_event_ids, not both.",
            "source_event_ids",
        )
    result = ctx.proposals.save_agent_note(
        ctx.session_id,
        kind=args["kind"],
        content=args["content"],
        reason=args["reason"],
        quote=quote,
        source_event_ids=ids or (),
        scope=Scope.SPACE,
        written_after=ctx.written_after,
    )
    return _written(ctx.wrote(result), WAITS)


# The tools, from their definitions (what `tools/list` says) and the handlers above.
_HANDLERS = {
    "memory_context": _context,
    "search_memory": _search,
    "propose_memory_rule": _propose,
    "save_memory": _save,
    "check_action": _check_action,
}
TOOLS = tuple(d.tool(_HANDLERS[d.name]) for d in definitions.DEFINITIONS)


def registry() -> ToolRegistry:
    return ToolRegistry(list(TOOLS))


def call(tools: ToolRegistry, name: str, ctx: ToolContext, arguments: object) -> dict:
    """Run one tool as an outside agent asked; a refusal is `ok: false` (nothing written)."""
    tool = tools.get(name)
    if tool is None:
        raise KeyError(name)
    try:
        return tool.handler(ctx, check_arguments(tool, arguments))
    except AppError as error:
        return _refused(error)
