"""ARCHITECTURE "one surface for the gate": the Memory tools are declared once
(app/agent/tools/memory_surface.py) and served twice, to the app's agent and over `mindkeep mcp`;
their one difference is how the user is cited (event ids vs a relayed quote)."""

from app.agent.tools import ToolContext
from app.agent.tools.memory_surface import QUERY_MAX, Caller, memory_definitions
from app.agent.tools.memory_tools import MEMORY_TOOLS
from app.mcp import definitions as mcp_definitions
from app.mcp.tools import TOOLS as MCP_TOOLS


def _by_name(tools) -> dict:
    return {t.name: t.parameters for t in tools}


def test_both_agents_are_told_the_same_limits_of_what_they_write():
    """Kind, content, reason and query carry the same schema and limits for both agents."""
    agent, outside = _by_name(MEMORY_TOOLS), _by_name(MCP_TOOLS)
    for name in ("propose_memory_rule", "save_memory", "search_memory"):
        shared = set(agent[name]["properties"]) & set(outside[name]["properties"])
        for field in shared - {"scope", "source_event_ids"}:
            assert agent[name]["properties"][field] == outside[name]["properties"][field], (
                name,
                field,
            )
    assert agent["search_memory"]["properties"]["query"]["maxLength"] == QUERY_MAX


def test_the_citation_is_the_difference():
    """The app's agent must cite event ids and has no quote; an outside agent relays a quote
    (or captured ids), as a list some clients can map (no `type` list)."""
    agent, outside = _by_name(MEMORY_TOOLS), _by_name(MCP_TOOLS)
    assert "source_event_ids" in agent["propose_memory_rule"]["required"]
    assert "user_quote" not in agent["propose_memory_rule"]["properties"]
    assert "user_quote" in outside["propose_memory_rule"]["properties"]
    assert "source_event_ids" not in outside["propose_memory_rule"]["required"]
    ids = outside["propose_memory_rule"]["properties"]["source_event_ids"]
    assert "anyOf" in ids["items"] and "type" not in ids["items"]
    assert agent["propose_memory_rule"]["properties"]["scope"]["enum"] == [
        "session",
        "space",
        "user",
    ]
    assert outside["propose_memory_rule"]["properties"]["scope"]["enum"] == ["space", "user"]


def test_mcp_serves_the_outside_agents_declaration_and_check_action():
    """What `tools/list` says is the surface's declaration for an outside agent, then
    check_action."""
    declared = memory_definitions(Caller.OUTSIDE)
    assert mcp_definitions.DEFINITIONS[: len(declared)] == declared
    assert mcp_definitions.NAMES[len(declared) :] == ("check_action",)


def test_the_apps_agent_refuses_a_search_over_the_limit(core, session):
    """A query longer than both agents are told is refused with invalid_arguments, as over
    MCP (the app's agent had no limit before)."""
    ctx = ToolContext(session.id, core.memory, core.proposals)
    result = core.tools.call("search_memory", ctx, {"query": "x" * (QUERY_MAX + 1)})
    assert result["ok"] is False
    assert result["error"]["code"] == "invalid_arguments"
    assert core.tools.call("search_memory", ctx, {"query": "x" * QUERY_MAX})["ok"] is True
