"""`mindkeep mcp` over stdio, driven as an outside agent drives it: the SDK's own client over
a real subprocess on a real SQLite file (SPEC §9)."""

from __future__ import annotations

import anyio
import mcp_types as types
import pytest
from mcp_server_helpers import RULE, result, stdio_client

from app.domain.model import MessageSource, Provenance, Scope, ScopeRef, Status
from app.i18n import format_day


@pytest.fixture
def project(core, tmp_path):
    """A project folder bound to a Space, with one Session of Mindkeep's own in it."""
    folder = tmp_path / "project"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    own = core.chat.create_session(space.id, title="Mine").value
    return folder, space, own


def _external(core, space_id: int):
    return [s for s in core.chat.list_sessions(space_id) if s.external]


def _counts(core) -> tuple[int, int]:
    """(entries of every status in every scope, messages of every Session)."""
    entries = sum(
        len(core.memory.list_entries(ScopeRef(Scope(k), i), statuses=list(Status)))
        for k, i in _scopes(core)
    )
    messages = sum(len(core.chat.messages(s.id)) for s in core.chat.list_sessions())
    return entries, messages


def _scopes(core):
    found = {("user", core.memory.scope_ref(core.chat.list_sessions()[0].id, "user").scope_id)}
    for sp in core.chat.list_spaces():
        found.add(("space", sp.id))
    for se in core.chat.list_sessions():
        found.add(("session", se.id))
    return found


def test_the_five_tools_have_schemas_hints_and_no_deciding_tool(core, db_url, project):
    """tools/list: memory_context, search_memory and check_action read only (Memory); the writes
    suggest; none decides."""
    folder, _space, _own = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return (await client.list_tools()).tools

    tools = {t.name: t for t in anyio.run(run)}
    assert set(tools) == {
        "memory_context",
        "search_memory",
        "propose_memory_rule",
        "save_memory",
        "check_action",
    }
    for name, tool in tools.items():
        assert tool.annotations.destructive_hint is False
        assert tool.annotations.read_only_hint is (
            name in ("memory_context", "search_memory", "check_action")
        )
        assert tool.input_schema["type"] == "object"
        assert tool.input_schema["additionalProperties"] is False
        assert tool.description and len(tool.description) > 60
    propose = tools["propose_memory_rule"].input_schema
    assert propose["properties"]["scope"]["enum"] == ["space", "user"]
    # The user's words: a quote, or the ids of messages Mindkeep captured (one of the two).
    assert set(propose["required"]) == {"kind", "scope", "content", "reason"}
    assert {"user_quote", "source_event_ids"} <= set(propose["properties"])
    assert "user_quote" not in tools["save_memory"].input_schema["required"]
    assert _external(core, _space.id) == []  # listing the tools leaves nothing behind


def test_context_is_exactly_the_memory_block_of_its_external_session(core, db_url, project):
    """memory_context: saved entries only, Use Memory respected, suggestions never."""
    folder, space, own = project
    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="fact", content="Deploys on Fridays"
    )
    personal = core.memory.scope_ref(own.id, "user")
    core.decisions.add_entry(personal, kind="preference", content="Answer in British English")
    core.decisions.add_entry(
        ScopeRef(Scope.SESSION, own.id), kind="fact", content="Only this Session knows this"
    )
    user_msg = core.chat.add_message(
        own.id, source="user", text="From now on, use tabs"
    ).value.message
    core.proposals.propose_rule(
        own.id,
        kind="preference",
        scope="space",
        content="Use tabs",
        reason="asked",
        source_event_ids=[user_msg.id],
    )

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            first = result(await client.call_tool("memory_context", {}))
            core.decisions.set_settings(personal, use_memory=False)
            second = result(await client.call_tool("memory_context", {}))
            return first, second

    first, second = anyio.run(run)
    (external,) = _external(core, space.id)
    assert "Deploys on Fridays" in first["context"]
    assert "Answer in British English" in first["context"]
    assert "Use tabs" not in first["context"]  # a suggestion, never given
    assert "Only this Session knows this" not in first["context"]
    assert second["context"] == core.memory.memory_block(external.id).text
    assert "Answer in British English" not in second["context"]  # Use Memory off
    assert "Deploys on Fridays" in second["context"]


def test_a_proposal_is_a_relayed_suggestion_and_a_retry_returns_it(core, db_url, project):
    """propose_memory_rule stores the quote as a relayed message of the external Session,
    cites it, and waits; a retry returns the same suggestion and writes nothing."""
    folder, space, _own = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            first = result(await client.call_tool("propose_memory_rule", RULE))
            again = result(await client.call_tool("propose_memory_rule", RULE))
            return first, again

    first, again = anyio.run(run)
    assert first["ok"] and first["created"] and first["status"] == "suggested"
    assert "will see this suggestion in Mindkeep" in first["note"]
    assert again["entry"]["id"] == first["entry"]["id"] and again["created"] is False
    (external,) = _external(core, space.id)
    assert external.external_client == "Claude Code"
    assert external.title.startswith("Claude Code · ")
    assert external.title.endswith(format_day(external.created_at))
    (quote,) = core.chat.messages(external.id)
    assert quote.source is MessageSource.RELAYED and quote.text == RULE["user_quote"]
    entry = core.memory.get(first["entry"]["id"])
    assert (entry.status, entry.scope, entry.scope_id) == (Status.SUGGESTED, Scope.SPACE, space.id)
    assert entry.source_event_ids == (quote.id,)
    assert entry.written_after.relayed_by == "Claude Code"
    assert core.decisions.accept(entry.id).value.source is Provenance.USER_CONFIRMED


def test_an_unbound_folder_gets_a_space_named_after_it(core, db_url, tmp_path):
    """A client working in a folder no Space is bound to: a new Space, named after it, bound."""
    folder = tmp_path / "webshop"
    folder.mkdir()

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(await client.call_tool("propose_memory_rule", RULE))

    done = anyio.run(run)
    (bound,) = core.external.folders()
    assert bound.path == str(folder.resolve())
    assert core.external.space(bound.space_id).name == "webshop"
    assert done["entry"]["scope_id"] == bound.space_id


def test_the_clients_roots_choose_the_space_before_the_working_folder(core, db_url, tmp_path):
    """A client that declares roots: the Space bound to its first root is used."""
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    space = core.chat.create_space("Repo").value
    core.external.bind(space.id, root)

    async def roots(_context) -> types.ListRootsResult:
        return types.ListRootsResult(roots=[types.Root(uri=(root / "src").as_uri(), name="src")])

    async def run():
        async with stdio_client(db_url, cwd=elsewhere, list_roots_callback=roots) as client:
            return result(await client.call_tool("propose_memory_rule", RULE))

    assert anyio.run(run)["entry"]["scope_id"] == space.id  # src's nearest bound parent
    assert [f.path for f in core.external.folders()] == [str(root.resolve())]


def test_space_option_overrides_the_folder(core, db_url, project, tmp_path):
    """`mindkeep mcp --space ID` uses that Space wherever the client works."""
    folder, _space, _own = project
    other = core.chat.create_space("Other").value

    async def run():
        async with stdio_client(db_url, "--space", str(other.id), cwd=folder) as client:
            return result(await client.call_tool("propose_memory_rule", RULE))

    assert anyio.run(run)["entry"]["scope_id"] == other.id


def test_every_refusal_has_its_code_and_writes_nothing(core, db_url, project):
    """Each refusal of SPEC §2.2 over MCP: a tool error with its stable code; nothing written."""
    folder, space, own = project
    personal = core.memory.scope_ref(own.id, "user")
    core.decisions.add_entry(ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Use uv")
    rule = dict(RULE)

    def with_(**changes):
        return {**rule, **changes}

    cases: list[tuple[str, str, dict]] = [
        ("invalid_arguments", "propose_memory_rule", with_(content=5)),
        ("invalid_arguments", "propose_memory_rule", with_(colour="red")),
        ("invalid_arguments", "propose_memory_rule", with_(user_quote="x" * 2001)),
        ("invalid_kind", "propose_memory_rule", with_(kind="fact")),
        ("invalid_scope", "propose_memory_rule", with_(scope="session")),
        ("invalid_scope", "propose_memory_rule", with_(scope="team")),
        ("content_empty", "propose_memory_rule", with_(content=" \u200b ")),
        ("content_too_long", "propose_memory_rule", with_(content="a" * 301)),
        ("reason_too_long", "propose_memory_rule", with_(reason="b" * 501)),
        ("source_required", "propose_memory_rule", with_(user_quote="  ")),
        (
            "source_required",
            "propose_memory_rule",
            {k: v for k, v in rule.items() if k != "user_quote"},
        ),
        (
            "secret_content",
            "propose_memory_rule",
            with_(content="Use the key sk-proj-" + "a1B2" * 12),
        ),
        (
            "secret_content",
            "propose_memory_rule",
            with_(user_quote="my password is hunter2hunter2"),
        ),
        (
            "use_propose_memory_rule",
            "save_memory",
            {"kind": "preference", "content": "Tabs", "reason": ""},
        ),
        (
            "use_propose_memory_rule",
            "save_memory",
            {"kind": "lesson", "content": "Always push to main", "reason": ""},
        ),
        ("invalid_kind", "save_memory", {"kind": "rule", "content": "x", "reason": ""}),
    ]

    async def run():
        out = []
        async with stdio_client(db_url, cwd=folder) as client:
            result(await client.call_tool("memory_context", {}))  # the external Session exists
            before = _counts(core)
            for code, tool, args in cases:
                call = await client.call_tool(tool, args)
                out.append((code, call.is_error, result(call), _counts(core) == before))
            # The states that need earlier decisions, each refused again without a write.
            dismissed = result(
                await client.call_tool("propose_memory_rule", with_(content="Use Yarn"))
            )
            core.decisions.dismiss(dismissed["entry"]["id"])
            decided = result(
                await client.call_tool("propose_memory_rule", with_(content="Use pnpm"))
            )
            core.decisions.edit(decided["entry"]["id"], "Use pnpm 9")
            pending = result(
                await client.call_tool(
                    "propose_memory_rule", with_(content="Use bun", scope="user")
                )
            )
            assert pending["created"]
            core.decisions.set_settings(personal, auto_memory=False)
            before = _counts(core)
            for code, tool, args in [
                ("dismissed_before", "propose_memory_rule", with_(content="Use Yarn")),
                ("already_decided", "propose_memory_rule", with_(content="use pnpm")),
                ("auto_memory_off", "propose_memory_rule", with_(scope="user")),
                (
                    "pending_suggestion",
                    "save_memory",
                    {"kind": "fact", "content": "Use bun", "reason": ""},
                ),
                (
                    "dismissed_before",
                    "save_memory",
                    {"kind": "fact", "content": "Use Yarn", "reason": ""},
                ),
            ]:
                call = await client.call_tool(tool, args)
                out.append((code, call.is_error, result(call), _counts(core) == before))
            saved = result(await client.call_tool("propose_memory_rule", with_(content="use UV")))
            assert saved["ok"] and saved["status"] == "already_saved" and not saved["created"]
            assert _counts(core) == before
            core.decisions.set_settings(personal, auto_memory=True, room=100)  # a quarter: 25
            for n in range(4):  # 5 pending at most in the Space
                result(await client.call_tool("propose_memory_rule", with_(content=f"Rule {n}")))
            before = _counts(core)
            for code, args in [
                (
                    "room_limit",
                    with_(scope="user", content="Write every commit subject in English"),
                ),
                ("suggestion_limit", with_(content="Rule 5 of too many")),
            ]:
                result(await client.call_tool("propose_memory_rule", with_(content="Rule 4")))
                before = _counts(core)
                call = await client.call_tool("propose_memory_rule", args)
                out.append((code, call.is_error, result(call), _counts(core) == before))
        return out

    for code, is_error, data, unchanged in anyio.run(run):
        assert is_error, (code, data)
        assert data["ok"] is False and data["written"] is False, (code, data)
        assert data["error"]["code"] == code, (code, data)
        assert unchanged, code


def test_source_required_says_what_an_outside_agent_should_give(core, db_url, project):
    """A refusal's message is written for the model over MCP: give user_quote, or the ids of
    messages Mindkeep captured in this Session (SPEC §10) — never "[event N]" of a chat it
    cannot see."""
    folder, _space, _own = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(await client.call_tool("propose_memory_rule", {**RULE, "user_quote": ""}))

    error = anyio.run(run)["error"]
    assert error["code"] == "source_required" and "user_quote" in error["message"]
    assert "[event" not in error["message"] and "captured" in error["message"]


def test_an_unknown_tool_is_a_json_rpc_error(core, db_url, project):
    """tools/call of a tool that does not exist (accept_memory, say) is refused as a protocol error."""
    from mcp.shared.exceptions import MCPError

    folder, _space, _own = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            with pytest.raises(MCPError) as refused:
                await client.call_tool("accept_memory", {"id": 1})
            return refused.value.error.code

    assert anyio.run(run) == types.INVALID_PARAMS


def test_context_carries_each_rule_s_reading_the_user_confirmed(core, db_url, project):
    """memory_context gives every rule of the block with what Mindkeep checks of it: the
    reading the user confirmed (issue 33), or the checker's; a rule it cannot check, none."""
    folder, space, _own = project
    ref = ScopeRef(Scope.SPACE, space.id)
    push = core.decisions.add_entry(ref, kind="constraint", content="Never push to main.").value
    core.decisions.add_entry(ref, kind="preference", content="Be concise.")
    core.decisions.set_reading(
        push.id,
        {
            "checks": [
                {"check": "protected_branch", "branches": ["main", "release/*"], "on": ["push"]}
            ]
        },
    )

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(await client.call_tool("memory_context", {}))

    context = anyio.run(run)
    by_words = {r["content"]: r for r in context["rules"]}
    assert by_words["Never push to main."]["reading"] == {
        "by": "user",
        "checks": [
            {"check": "protected_branch", "branches": ["main", "release/*"], "on": ["push"]}
        ],
    }
    assert by_words["Be concise."]["reading"] == {"by": "checker", "checks": []}


def test_each_connection_of_a_day_reuses_the_clients_session(core, db_url, project, tmp_path):
    """Four connections of one client in one folder on one day: one external Session in the
    sidebar, reused (not four "claude-code · Dec 3"); another client, or the same client in
    another folder, gets its own (issue 35, SPEC §9)."""
    folder, space, _own = project
    other = tmp_path / "other"
    other.mkdir()
    core.external.bind(space.id, other)

    async def connect(cwd, name="claude-code"):
        async with stdio_client(db_url, cwd=cwd, name=name) as client:
            return result(await client.call_tool("memory_context", {}))

    for _ in range(4):
        anyio.run(connect, folder)
    (only,) = _external(core, space.id)
    anyio.run(connect, folder, "codex")
    anyio.run(connect, other)
    sessions = _external(core, space.id)
    assert len(sessions) == 3 and sessions[0] == only
    assert [s.external_client for s in sessions].count(only.external_client) == 2
