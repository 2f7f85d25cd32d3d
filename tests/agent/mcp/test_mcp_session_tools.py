"""The tools a Session's agent gets: Mindkeep's own, then the tools of the servers enabled in
its Space, run through the registry exactly as the agent runs them."""

from __future__ import annotations

import pytest
from mcp_helpers import FIXTURE, PY

from app.agent.mcp.session import tools_for_session
from app.agent.tools import Safety, ToolContext
from app.agent.tools.memory_tools import MEMORY_TOOL_NAMES
from app.bootstrap import session_tools
from app.domain.model import Status
from app.domain.tools.servers import SEPARATOR


def _context(core, session_id):
    return ToolContext(session_id, core.memory, core.proposals)


def test_a_session_gets_the_memory_tools_and_its_spaces_server_tools(fx):
    """Mindkeep's tools first, unchanged; then every fx__ tool, marked as reading outside."""
    tools = session_tools(fx.core, fx.session)
    names = tools.registry.names()
    assert names[: len(MEMORY_TOOL_NAMES)] == fx.core.tools.names()
    for name in fx.core.tools.names():
        assert tools.registry.get(name) is fx.core.tools.get(name)
        assert not tools.registry.get(name).reads_outside
    mcp_names = names[len(MEMORY_TOOL_NAMES) :]
    assert "fx__noop" in mcp_names and tools.problems == ()
    assert all(tools.registry.get(n).reads_outside for n in mcp_names)
    assert tools.space_id == fx.space


def test_a_server_tool_named_like_a_memory_tool_never_stands_for_it(fx):
    """The fixture server's own `save_memory` is `fx__save_memory`; `save_memory` stays
    Mindkeep's, and no Memory tool name could ever be a server's."""
    registry = session_tools(fx.core, fx.session).registry
    assert registry.get("save_memory") is fx.core.tools.get("save_memory")
    assert registry.get("fx__save_memory").reads_outside
    assert not any(SEPARATOR in name for name in MEMORY_TOOL_NAMES)
    out = registry.call("fx__save_memory", _context(fx.core, fx.session), {"content": "x"})
    assert out["output"] == "the fixture server kept 'x'"
    ref = fx.core.memory.scope_ref(fx.session, "session")
    assert fx.core.memory.list_entries(ref, statuses=list(Status)) == []


def test_a_call_through_the_registry_runs_on_the_server(fx):
    """registry.call with the turn's context: the server's output as the result."""
    registry = session_tools(fx.core, fx.session).registry
    out = registry.call("fx__echo", _context(fx.core, fx.session), {"text": "a", "times": 3})
    assert out == {"ok": True, "server": "fx", "tool": "echo", "output": "a a a"}


def test_the_registry_refuses_wrong_arguments_by_the_servers_schema(fx):
    """The schema's own rules (not the Memory tools' shape checks): a wrong type is refused;
    nothing is sent."""
    registry = session_tools(fx.core, fx.session).registry
    out = registry.call("fx__echo", _context(fx.core, fx.session), {"text": "a", "times": "x"})
    assert out["ok"] is False and out["error"]["code"] == "invalid_arguments"
    assert out["error"]["field"] == "times"


def test_a_tool_that_needs_approval_keeps_its_safety_in_the_registry(fx):
    """The loop sees which calls need the user's approval."""
    registry = session_tools(fx.core, fx.session).registry
    assert registry.get("fx__write_note").safety is Safety.NEEDS_APPROVAL
    assert registry.get("fx__noop").safety is Safety.READ_ONLY
    schemas = {s["function"]["name"]: s for s in registry.schemas()}
    assert schemas["fx__echo"]["function"]["parameters"] == registry.get("fx__echo").parameters


def test_a_server_turned_off_in_the_space_gives_no_tools(hub_core):
    """Off in this Space: only Mindkeep's tools; the same server in another Space is on."""
    off, on = hub_core.chat.create_space("Off").value, hub_core.chat.create_space("On").value
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    hub_core.tool_servers.set_enabled("fx", space_id=off.id, enabled=False)
    quiet = tools_for_session(hub_core.tools, hub_core.tool_hub, off.id)
    assert quiet.registry.names() == hub_core.tools.names()
    busy = tools_for_session(hub_core.tools, hub_core.tool_hub, on.id)
    assert "fx__noop" in busy.registry.names()


def test_a_server_that_cannot_start_is_a_problem_and_the_turn_has_the_rest(hub_core):
    """The broken server is named in problems (its sentence in the UI language); the
    working one's tools are there."""
    space = hub_core.chat.create_space("S").value
    session = hub_core.chat.create_session(space.id).value
    hub_core.tool_servers.add_stdio("broken", PY, [FIXTURE, "exit"])
    hub_core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    tools = session_tools(hub_core, session.id)
    assert [p.server for p in tools.problems] == ["broken"]
    assert tools.problems[0].describe().startswith("The broken server could not start")
    assert "fx__noop" in tools.registry.names()
    assert not any(n.startswith("broken__") for n in tools.registry.names())


def test_without_a_hub_a_session_has_mindkeeps_tools(core):
    """No hub (a caller that wants none): the Memory tools alone."""
    space = core.chat.create_space("S").value
    assert tools_for_session(core.tools, None, space.id).registry.names() == core.tools.names()


@pytest.mark.parametrize("language", ["de", "ja", "ar"])
def test_a_servers_problem_is_said_in_the_ui_language(hub_core, language):
    """The chat's sentence is translated; the server's name is in it."""
    from app.i18n import set_language

    hub_core.tool_servers.add_stdio("broken", PY, [FIXTURE, "exit"])
    (problem,) = hub_core.tool_hub.tools_for_space(
        hub_core.chat.create_space("S").value.id
    ).problems
    english = problem.describe()
    set_language(language)
    local = problem.describe()
    assert "broken" in local and local != english
