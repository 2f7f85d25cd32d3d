"""`check_action` over MCP and suggestions citing captured words (SPEC §10), through the SDK's
own client over a real `mindkeep mcp` subprocess."""

from __future__ import annotations

import json

import anyio
import pytest
from mcp_server_helpers import result, stdio_client

from app.domain.agents import names
from app.domain.agents.events import read_event
from app.domain.model import Scope, ScopeRef, Status

PUSH = "touch MARK; git push origin main"


@pytest.fixture
def project(core, tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
    )
    return folder, space


def test_check_action_answers_as_claude_codes_hook_reads_it(core, db_url, project):
    """With client=claude-code the tool's text is the PreToolUse deny Claude Code parses (its
    mcp_tool hook sends tool_input as JSON text); the blocked call is kept for the window."""
    folder, space = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return await client.call_tool(
                "check_action",
                {
                    "client": "claude-code",
                    "tool_name": "Bash",
                    "tool_input": json.dumps({"command": PUSH}),
                    "cwd": str(folder),
                    "session_id": "abc",
                },
            )

    called = anyio.run(run)
    assert not called.is_error
    hook = json.loads(called.content[0].text)
    assert hook["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert "“Never push to main”" in hook["hookSpecificOutput"]["permissionDecisionReason"]
    assert called.structured_content["decision"] == "deny"
    (session,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    (kept,) = core.chat.messages(session.id)
    assert (
        kept.meta["hook"]["decision"] == "blocked" and kept.meta["hook"]["client"] == "Claude Code"
    )


def test_check_action_checks_the_reading_the_user_confirmed(core, db_url, project):
    """Over MCP too a rule is checked by its stored reading (issue 33): "Never push to main"
    narrowed by the user to `release` allows a push to main and denies one to release."""
    folder, space = project
    (rule,) = core.memory.list_entries(ScopeRef(Scope.SPACE, space.id), statuses=[Status.ACTIVE])
    core.decisions.set_reading(
        rule.id,
        {
            "by": "user",
            "checks": [{"check": "protected_branch", "branches": ["release"], "on": ["push"]}],
        },
    )

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            answers = []
            for command in (PUSH, "git push origin release"):
                answers.append(
                    result(
                        await client.call_tool(
                            "check_action",
                            {
                                "tool_name": "Bash",
                                "tool_input": {"command": command},
                                "cwd": str(folder),
                            },
                        )
                    )
                )
            return answers

    to_main, to_release = anyio.run(run)
    assert to_main["decision"] == "allow" and to_main["reason"] is None
    assert to_release["decision"] == "deny" and "“Never push to main”" in to_release["reason"]


def test_check_action_is_read_only_for_memory_and_allows_what_no_rule_forbids(
    core, db_url, project
):
    """An allowed call writes nothing; without a client the answer is Mindkeep's own JSON."""
    folder, space = project

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(
                await client.call_tool(
                    "check_action", {"tool_name": "Bash", "tool_input": {"command": "ls"}}
                )
            )

    answer = anyio.run(run)
    assert answer == {"ok": True, "decision": "allow", "reason": None, "context": None}
    assert [m for s in core.chat.list_sessions(space.id) for m in core.chat.messages(s.id)] == []


def test_an_outside_agent_may_cite_what_its_hook_captured(core, db_url, project):
    """propose_memory_rule with source_event_ids of a captured message of its own Session: a
    suggestion citing the user's typed words (not relayed, so accepting keeps user_stated)."""
    folder, space = project
    captured = core.hooks.handle(
        read_event(
            "claude-code",
            names.PROMPT,
            {"cwd": str(folder), "prompt": "Small pull requests would make my reviews easier."},
        )
    ).value.kept

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(
                await client.call_tool(
                    "propose_memory_rule",
                    {
                        "kind": "preference",
                        "scope": "space",
                        "content": "Keep PRs small",
                        "reason": "The user asked for it.",
                        "source_event_ids": [captured.id],
                    },
                )
            )

    made = anyio.run(run)
    assert made["ok"] and made["created"], json.dumps(made)
    entry = core.memory.get(made["entry"]["id"])
    assert entry.source_event_ids == (captured.id,) and entry.written_after.agent == "Claude Code"
    accepted = core.decisions.accept(entry.id).value
    assert accepted.source.value == "user_stated"
    assert core.memory.list_entries(ScopeRef(Scope.SPACE, space.id), statuses=[Status.ACTIVE])


def test_a_relayed_or_tool_message_cannot_be_cited_as_captured(core, db_url, project):
    """Only the user's words: a tool message of the Session (a blocked call) is refused."""
    folder, _space = project
    blocked = core.hooks.handle(
        read_event(
            "claude-code",
            names.PRE_TOOL,
            {"cwd": str(folder), "tool_name": "Bash", "tool_input": {"command": PUSH}},
        )
    ).value.kept

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(
                await client.call_tool(
                    "propose_memory_rule",
                    {
                        "kind": "constraint",
                        "scope": "space",
                        "content": "Always push to main",
                        "reason": "r",
                        "source_event_ids": [blocked.id],
                    },
                )
            )

    refused = anyio.run(run)
    assert refused["error"]["code"] == "source_not_user"


def test_an_outside_agents_note_citing_captured_words_is_from_the_users_message(
    core, db_url, project
):
    """save_memory over MCP may cite a captured message of its Session by id: the note waits
    for the user (every write over MCP does) and is "from your message" when its words are
    there; a quote and ids at once are refused, and so is a tool message of the Session."""
    folder, _space = project
    captured = core.hooks.handle(
        read_event(
            "claude-code",
            names.PROMPT,
            {"cwd": str(folder), "prompt": "Remember that the release is on Friday."},
        )
    ).value.kept
    blocked = core.hooks.handle(
        read_event(
            "claude-code",
            names.PRE_TOOL,
            {"cwd": str(folder), "tool_name": "Bash", "tool_input": {"command": PUSH}},
        )
    ).value.kept
    note = {"kind": "fact", "content": "The deploy is on Monday", "reason": "r"}
    calls = (
        {"source_event_ids": [captured.id]},
        {"source_event_ids": [captured.id], "user_quote": "Remember that"},
        {"source_event_ids": [blocked.id]},
    )

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            return [result(await client.call_tool("save_memory", note | extra)) for extra in calls]

    made, both, tool = anyio.run(run)
    # The words of the note are not in the captured message: the agent's own inference.
    assert made["ok"] and made["status"] == "suggested", json.dumps(made)
    assert core.memory.get(made["entry"]["id"]).source.value == "agent_inferred"
    assert both["error"]["code"] == "invalid_arguments"
    assert tool["error"]["code"] == "source_not_user"

    async def stated():
        async with stdio_client(db_url, cwd=folder) as client:
            return result(
                await client.call_tool(
                    "save_memory",
                    note
                    | {"content": "The release is on Friday", "source_event_ids": [captured.id]},
                )
            )

    made = anyio.run(stated)
    entry = core.memory.get(made["entry"]["id"])
    assert entry.status is Status.SUGGESTED and entry.source.value == "user_stated"
    assert entry.source_event_ids == (captured.id,)
