"""Other agents' hook events in Mindkeep's words, what the rules decide of a call, and each
client's answer (SPEC §10)."""

from __future__ import annotations

import pytest

from app.domain.agents import names
from app.domain.agents.answers import answer, start_context
from app.domain.agents.check import verdicts
from app.domain.agents.events import HookEvent, HookInputError, read_event
from app.domain.agents.rules import BLOCK, REMIND, Rule, decide, default_mode, receipt

PUSH = "touch MARK; git push origin main"


def _call(client: str, payload: dict):
    event = read_event(client, names.PRE_TOOL, {"cwd": "/p", **payload})
    return [(c.name, c.arguments) for c in event.calls]


@pytest.mark.parametrize(
    ("client", "payload"),
    [
        ("claude-code", {"tool_name": "Bash", "tool_input": {"command": PUSH}}),
        ("codex", {"tool_name": "Bash", "tool_input": {"command": PUSH}}),
        ("codex", {"tool_name": "exec_command", "tool_input": {"cmd": PUSH}}),
        ("gemini-cli", {"tool_name": "run_shell_command", "tool_input": {"command": PUSH}}),
        ("cursor", {"command": PUSH, "hook_event_name": "beforeShellExecution"}),
        ("windsurf", {"tool_info": {"command_line": PUSH, "cwd": "/p"}}),
        ("vscode", {"tool_name": "run_in_terminal", "tool_input": {"command": PUSH}}),
    ],
)
def test_every_clients_shell_call_is_a_shell_command(client, payload):
    """Bash, exec_command, run_shell_command and the editors' shell events all read as `shell`."""
    assert _call(client, payload) == [("shell", {"command": PUSH})]


@pytest.mark.parametrize(
    ("client", "payload", "expected"),
    [
        (
            "claude-code",
            {"tool_name": "Write", "tool_input": {"file_path": "src/a.py", "content": "x = 1"}},
            ("write_file", {"path": "src/a.py", "content": "x = 1"}),
        ),
        (
            "claude-code",
            {
                "tool_name": "Edit",
                "tool_input": {"file_path": "a.py", "old_string": "a", "new_string": "b"},
            },
            ("edit_file", {"path": "a.py", "edits": [{"oldText": "a", "newText": "b"}]}),
        ),
        (
            "gemini-cli",
            {"tool_name": "write_file", "tool_input": {"file_path": "b.py", "content": "y"}},
            ("write_file", {"path": "b.py", "content": "y"}),
        ),
        (
            "gemini-cli",
            {
                "tool_name": "replace",
                "tool_input": {"file_path": "c.py", "old_string": "1", "new_string": "2"},
            },
            ("edit_file", {"path": "c.py", "edits": [{"oldText": "1", "newText": "2"}]}),
        ),
        (
            "claude-code",
            {"tool_name": "mcp__git__git_push", "tool_input": {"branch": "main"}},
            ("git__git_push", {"branch": "main"}),
        ),
    ],
)
def test_file_writes_and_mcp_tools_are_named_as_the_checker_reads_them(client, payload, expected):
    """Write/Edit/write_file/replace are file writes; mcp__server__tool is server__tool."""
    assert _call(client, payload) == [expected]


def test_a_codex_patch_writes_every_file_it_names():
    """apply_patch: each added, updated or moved-to file is a write the rules see."""
    patch = (
        "*** Begin Patch\n*** Add File: src/new.py\n+x\n*** Update File: ../etc/passwd\n"
        "*** Move to: docs/b.md\n*** End Patch"
    )
    calls = _call("codex", {"tool_name": "apply_patch", "tool_input": {"command": patch}})
    assert [a["path"] for _n, a in calls] == ["src/new.py", "../etc/passwd", "docs/b.md"]


@pytest.mark.parametrize("payload", [[], "text", 5, None, {"cwd": "/p"}, {"tool_name": 3}])
def test_input_that_is_not_a_tool_call_is_refused_clearly(payload):
    """Anything but the client's shape raises HookInputError (the hook lets the call go on)."""
    with pytest.raises(HookInputError):
        read_event("claude-code", names.PRE_TOOL, payload)


def test_unknown_clients_and_events_are_refused():
    """Only the six clients and five events are read."""
    with pytest.raises(HookInputError):
        read_event("aider", names.PRE_TOOL, {})
    with pytest.raises(HookInputError):
        read_event("codex", "post-commit", {})


def test_an_event_survives_the_trip_to_the_helper():
    """to_json/from_json keep what a helper needs (cwd, prompt, calls with their tool)."""
    event = read_event(
        "gemini-cli",
        names.PRE_TOOL,
        {
            "cwd": "/w",
            "session_id": "s",
            "tool_name": "run_shell_command",
            "tool_input": {"command": "ls"},
        },
    )
    back = HookEvent.from_json(event.to_json())
    assert (back.client, back.event, back.cwd, back.session, back.tool) == (
        "gemini-cli",
        "pre-tool",
        "/w",
        "s",
        "run_shell_command",
    )
    assert [(c.name, c.arguments, c.tool) for c in back.calls] == [
        ("shell", {"command": "ls"}, "run_shell_command")
    ]


NEVER = Rule(
    1, 2, "constraint", "Never push to main", scope="space", scope_name="Shop", said_on="2026-12-01"
)
BRANCH = Rule(2, 1, "constraint", "Create a branch for every task", scope="user")
FRENCH = Rule(3, 1, "preference", "Answer in French")


def _decide(rules, command=PUSH):
    event = read_event(
        "claude-code", names.PRE_TOOL, {"tool_name": "Bash", "tool_input": {"command": command}}
    )
    return decide(rules, verdicts(rules, event.calls))


def test_a_broken_never_rule_denies_quoting_it_its_scope_and_when_it_was_said():
    """violated + Block (the default of a "never" rule the checker reads) → deny with the rule."""
    decision = _decide([NEVER])
    assert decision.deny and decision.blocked == (1,)
    assert "“Never push to main”" in decision.reason
    assert "Space “Shop”" in decision.reason and "2026-12-01" in decision.reason


def test_remind_lets_a_broken_rule_run_with_it_as_context_and_off_says_nothing():
    """The user's choice: Remind → allowed, the rule given back; Off → not weighed."""
    remind = _decide([Rule(1, 2, "constraint", "Never push to main", mode="remind")])
    assert not remind.deny and remind.reminded == (1,)
    assert "Never push to main" in remind.context
    off = _decide([Rule(1, 2, "constraint", "Never push to main", mode="off")])
    assert off.silent


def test_a_rule_the_checker_cannot_decide_on_a_call_it_bears_on_comes_back_as_context():
    """unknown on a call a readable rule bears on → allow, with the rule as context."""
    decision = _decide([BRANCH])
    assert not decision.deny and decision.unsure == (2,)
    assert "Create a branch for every task" in decision.context
    assert "Personal" in decision.context


def test_a_call_no_rule_bears_on_is_allowed_silently():
    """followed / not applicable → nothing said."""
    assert _decide([NEVER, FRENCH], command="ls -la").silent


def test_default_modes_block_never_rules_the_checker_reads_and_remind_the_rest():
    """Block for a "never / don't" rule the checker can decide, Remind otherwise."""
    found = verdicts([NEVER, BRANCH, Rule(9, 1, "constraint", "Be kind to the reviewers")])
    assert default_mode(found[1]) == BLOCK
    assert default_mode(found[2]) == REMIND
    assert default_mode(found[9]) == REMIND


def test_receipts_keep_only_what_was_followed_or_broken():
    """A receipt holds followed and violated verdicts, in the stored shape."""
    event = read_event(
        "codex", names.PRE_TOOL, {"tool_name": "Bash", "tool_input": {"command": PUSH}}
    )
    kept = receipt(verdicts([NEVER, FRENCH, BRANCH], event.calls))
    assert [(v["entry_id"], v["verdict"], v["version"]) for v in kept] == [(1, "violated", 2)]


@pytest.mark.parametrize("client", ["claude-code", "codex", "vscode"])
def test_claude_format_clients_deny_with_permission_decision(client):
    """PreToolUse deny: hookSpecificOutput.permissionDecision deny with the reason."""
    out = answer(client, names.PRE_TOOL, deny="no").stdout
    assert out["hookSpecificOutput"] == {
        "hookEventName": "PreToolUse",
        "permissionDecision": "deny",
        "permissionDecisionReason": "no",
    }
    assert answer(client, names.PRE_TOOL).stdout is None


def test_each_client_answers_in_its_own_words():
    """Gemini: decision/reason; Cursor: permission; Windsurf: exit 2 and stderr; context where
    the client takes it."""
    assert answer("gemini-cli", names.PRE_TOOL, deny="no").stdout == {
        "decision": "deny",
        "reason": "no",
    }
    assert answer("cursor", names.PRE_TOOL, deny="no").stdout["permission"] == "deny"
    assert answer("cursor", names.PRE_TOOL).stdout == {"permission": "allow"}
    surf = answer("windsurf", names.PRE_TOOL, deny="no")
    assert (surf.stdout, surf.exit_code, surf.stderr) == (None, 2, "no")
    assert answer("windsurf", names.PRE_TOOL).exit_code == 0
    start = answer("claude-code", names.SESSION_START, context="block").stdout
    assert start["hookSpecificOutput"] == {
        "hookEventName": "SessionStart",
        "additionalContext": "block",
    }
    gem = answer("gemini-cli", names.POST_TOOL, context="mind").stdout
    assert gem["hookSpecificOutput"]["additionalContext"] == "mind"
    # A stop is never blocked.
    assert answer("claude-code", names.STOP, context="x").stdout is None


def test_the_start_context_counts_suggestions_but_never_says_them():
    """The block, then "N suggestions wait" (a count, never content)."""
    assert start_context("", 0) == ""
    text = start_context("## Memory", 2)
    assert "2 suggestions wait for the user in Mindkeep." in text
    assert start_context("", 1).startswith("1 suggestion waits")
