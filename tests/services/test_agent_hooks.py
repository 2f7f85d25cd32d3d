"""What other agents' hooks do through the services (SPEC §10): captured prompts saved and
suggested from, calls blocked and kept with their receipts per agent, each rule's Block /
Remind / Off, one external Session per agent and folder a day."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.domain.agents import names
from app.domain.agents.events import read_event
from app.domain.errors import AppError
from app.domain.model import MessageSource, Scope, ScopeRef, Status

PUSH = "touch MARK; git push origin main"


@pytest.fixture
def project(core, tmp_path):
    folder = tmp_path / "shop"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    return str(folder), space


def _event(client, event, folder, **payload):
    return read_event(client, event, {"cwd": folder, "session_id": "s1", **payload})


def _rule(core, space, words="Never push to main"):
    return core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content=words
    ).value


def test_a_typed_prompt_is_kept_as_captured_and_its_rule_suggested_citing_it(core, project):
    """Prompt submit: a `captured` message of the agent's external Session; the judgement's
    suggestion cites it; the answer tells the model the event id."""
    folder, space = project
    out = core.hooks.handle(
        _event("claude-code", names.PROMPT, folder, prompt="From now on, never push to main.")
    ).value
    (session,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    assert session.external_client == "Claude Code"
    (message,) = core.chat.messages(session.id)
    assert message.source is MessageSource.CAPTURED
    assert message.meta == {"captured_by": "Claude Code"}
    (suggested,) = core.memory.list_entries(
        ScopeRef(Scope.SPACE, space.id), statuses=[Status.SUGGESTED]
    )
    assert suggested.content == "Never push to main"
    assert suggested.source_event_ids == (message.id,)
    assert f"event {message.id}" in out.context and "Never push to main" in out.context


def test_an_explicit_request_typed_in_another_agent_is_saved_at_once(core, project):
    """§2.1 applies to captured words: "Remember …" is saved, citing the captured message."""
    folder, _space = project
    core.hooks.handle(
        _event("codex", names.PROMPT, folder, prompt="Remember that staging is bluebird.")
    )
    (session,) = [s for s in core.chat.list_sessions() if s.external]
    (message,) = core.chat.messages(session.id)
    saved = core.memory.list_entries(ScopeRef(Scope.SESSION, session.id), statuses=[Status.ACTIVE])
    assert [(e.content, e.status, e.source_event_ids) for e in saved] == [
        ("Staging is bluebird.", Status.ACTIVE, (message.id,))
    ]


@pytest.mark.parametrize(
    "prompt",
    [
        "Bob wrote: 'From now on, never push to main.' What do you think?",
        "Summarise this: From now on, never push to main. Also deploy on Fridays.",
        "x" * 100_001,
        "   ",
    ],
)
def test_pasted_quoted_or_oversized_prompts_suggest_nothing(core, project, prompt):
    """Quoted and pasted text is not the user's rule; a prompt too long to be a message (or
    empty) is not stored at all."""
    folder, space = project
    core.hooks.handle(_event("gemini-cli", names.PROMPT, folder, prompt=prompt))
    assert core.memory.list_entries(ScopeRef(Scope.SPACE, space.id), statuses=list(Status)) == []
    if len(prompt) > 100_000 or not prompt.strip():
        assert [s for s in core.chat.list_sessions() if s.external] == []


def test_a_blocked_call_is_kept_with_its_receipt_for_that_agent(core, project):
    """Pre-tool: the rule denies, quoting it; the external Session lists what was blocked and
    why; the receipt counts for that agent."""
    folder, space = project
    rule = _rule(core, space)
    done = core.hooks.handle(
        _event("codex", names.PRE_TOOL, folder, tool_name="Bash", tool_input={"command": PUSH})
    )
    out = done.value
    # What it kept is returned with the answer: the external Session made for it, the message
    # and its receipt (the rule's counts).
    assert done.stored == (out.kept,) and done.changes.messages == {out.kept.id}
    assert done.changes.sessions == {out.kept.session_id} and space.id in done.changes.spaces
    assert done.changes.receipts == {out.kept.id} and done.changes.entries == {rule.id}
    assert out.deny and "“Never push to main”" in out.deny and "Space “Shop”" in out.deny
    kept = out.kept
    assert kept.source is MessageSource.TOOL and kept.text == PUSH
    assert kept.meta["hook"]["decision"] == "blocked" and kept.meta["hook"]["rules"] == [rule.id]
    assert core.hooks.by_agent([rule.id]) == {rule.id: {"Codex": (0, 1)}}
    assert core.compliance.records([rule.id])[rule.id].violated == 1


def test_calls_that_ran_count_per_agent_and_one_no_rule_bears_on_leaves_nothing(core, project):
    """Post-tool: a receipt per rule and per agent; a call that touches no rule is not kept."""
    folder, space = project
    rule = _rule(core, space)
    for client in ("claude-code", "claude-code", "gemini-cli"):
        name = "Bash" if client == "claude-code" else "run_shell_command"
        core.hooks.handle(
            _event(
                client,
                names.POST_TOOL,
                folder,
                tool_name=name,
                tool_input={"command": "git push origin feat"},
            )
        )
    assert (
        core.hooks.handle(
            _event(
                "claude-code",
                names.POST_TOOL,
                folder,
                tool_name="Bash",
                tool_input={"command": "ls"},
            )
        ).value.kept
        is None
    )
    assert core.hooks.by_agent([rule.id]) == {
        rule.id: {"Claude Code": (2, 0), "Gemini CLI": (1, 0)}
    }


def test_block_remind_and_off_decide_what_a_broken_rule_does(core, project):
    """The user's choice per rule: Remind lets the call run with the rule as context, Off is
    not weighed; only rules have one; back to the default with `default`."""
    folder, space = project
    rule = _rule(core, space)
    event = _event(
        "claude-code", names.PRE_TOOL, folder, tool_name="Bash", tool_input={"command": PUSH}
    )
    assert core.hooks.enforcement([rule]) == {rule.id: ("block", True)}
    core.hooks.set_enforcement(rule.id, "remind")
    out = core.hooks.handle(event).value
    assert out.deny is None and "Never push to main" in out.context
    core.hooks.set_enforcement(rule.id, "off")
    assert core.hooks.handle(event).value.context is None
    assert core.hooks.enforcement([rule]) == {rule.id: ("off", False)}
    core.hooks.set_enforcement(rule.id, "default")
    assert core.hooks.handle(event).value.deny
    fact = core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="fact", content="Deploys on Fridays"
    ).value
    with pytest.raises(AppError, match="only rules"):
        core.hooks.set_enforcement(fact.id, "block")
    with pytest.raises(AppError):
        core.hooks.set_enforcement(rule.id, "maybe")


RELEASE_ONLY = {
    "by": "user",
    "checks": [{"check": "protected_branch", "branches": ["release"], "on": ["push"]}],
}


def test_each_rule_is_checked_by_its_confirmed_reading_not_its_words(core, project):
    """Issue 33's readings govern other agents: "Never push to main" narrowed by the user to
    `release` lets a push to main go and blocks one to release (quoting the rule's words); a
    rule the user set not to be checked is Remind by default and says nothing."""
    folder, space = project
    rule = _rule(core, space)

    def pre(command):
        return core.hooks.handle(
            _event(
                "claude-code",
                names.PRE_TOOL,
                folder,
                tool_name="Bash",
                tool_input={"command": command},
            )
        ).value

    assert pre(PUSH).deny
    core.decisions.set_reading(rule.id, RELEASE_ONLY)
    assert pre(PUSH).deny is None and pre(PUSH).context is None
    out = pre("git push origin release")
    assert out.deny and "“Never push to main”" in out.deny
    assert core.hooks.enforcement([rule]) == {rule.id: ("block", True)}
    core.decisions.set_reading(rule.id, {"by": "user", "checks": []})
    assert core.hooks.enforcement([rule]) == {rule.id: ("remind", True)}
    out = pre("git push origin release")
    assert out.deny is None and out.context is None


def test_a_reading_that_forbids_is_block_by_default_whatever_the_words_sound_like(core, project):
    """The default follows the reading, not the words: "Keep main for releases" reads as
    nothing the checker can decide (Remind); confirmed as a protected branch, it is Block."""
    folder, space = project
    rule = _rule(core, space, "Keep main for releases")
    assert core.hooks.enforcement([rule]) == {rule.id: ("remind", True)}
    core.decisions.set_reading(
        rule.id,
        {
            "by": "user",
            "checks": [{"check": "protected_branch", "branches": ["main"], "on": ["push"]}],
        },
    )
    assert core.hooks.enforcement([rule]) == {rule.id: ("block", True)}
    out = core.hooks.handle(
        _event("codex", names.PRE_TOOL, folder, tool_name="Bash", tool_input={"command": PUSH})
    ).value
    assert out.deny and "“Keep main for releases”" in out.deny


def test_personal_rules_apply_in_any_folder_and_use_memory_off_is_respected(core, tmp_path):
    """An unbound folder still meets Personal rules; a scope with Use Memory off gives none."""
    personal = core.memory.scope_ref(
        core.chat.create_session(core.chat.create_space("X").value.id).value.id, "user"
    )
    core.decisions.add_entry(personal, kind="constraint", content="Never push to main")
    event = _event(
        "codex", names.PRE_TOOL, str(tmp_path), tool_name="Bash", tool_input={"command": PUSH}
    )
    assert core.hooks.handle(event).value.deny
    core.decisions.set_settings(personal, use_memory=False)
    assert core.hooks.handle(event).value.deny is None


def test_session_start_gives_the_block_and_counts_waiting_suggestions(core, project):
    """The Space's and Personal saved entries as the Memory block; suggestions counted only."""
    folder, space = project
    _rule(core, space)
    core.hooks.handle(
        _event("claude-code", names.PROMPT, folder, prompt="From now on, always use pnpm.")
    )
    out = core.hooks.handle(_event("claude-code", names.SESSION_START, folder)).value
    assert "Never push to main" in out.context
    assert "1 suggestion waits for the user in Mindkeep." in out.context
    assert "pnpm" not in out.context


def test_one_external_session_per_agent_and_space_a_day(core, project):
    """Hooks and MCP share the day's Session of an agent in a Space; the next day a new one."""
    _folder, space = project
    a = core.external.session_of_day(space.id, "Claude Code").value
    assert core.external.session_of_day(space.id, "Claude Code").value.id == a.id
    assert core.external.session_of_day(space.id, "Codex").value.id != a.id
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    assert core.external.session_of_day(space.id, "Claude Code", now=tomorrow).value.id != a.id


def test_a_hook_in_a_subfolder_and_the_mcp_connection_at_the_root_share_the_session(core, project):
    """The day's Session is per agent and folder (issue 35), the bound project's: a prompt
    captured by a hook run in a subfolder lands in the Session the MCP connection at the
    project's root uses; another folder of the Space has its own."""
    folder, space = project
    (Path(folder) / "src").mkdir()
    core.hooks.handle(
        _event("claude-code", names.PROMPT, str(Path(folder) / "src"), prompt="Hello there.")
    )
    (session,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    assert (
        core.external.session_of_day(space.id, "Claude Code", folder=folder).value.id == session.id
    )
    other = Path(folder).parent / "docs"
    other.mkdir()
    core.external.bind(space.id, other)
    assert (
        core.external.session_of_day(space.id, "Claude Code", folder=other).value.id != session.id
    )


def test_a_check_that_could_not_run_is_noted_for_the_window(core, project):
    """Fail open: the note is a message of the external Session; unchecked_since counts it."""
    folder, _space = project
    start, counts = core.hooks.unchecked_since(None)
    assert counts == {}
    event = _event(
        "claude-code", names.PRE_TOOL, folder, tool_name="Bash", tool_input={"command": PUSH}
    )
    note = core.hooks.note_unchecked(event, "the rules could not be checked in time").value
    assert note.meta["hook"]["decision"] == "unchecked"
    newest, counts = core.hooks.unchecked_since(start)
    assert counts == {"Claude Code": 1} and newest == note.id


def test_a_call_that_ran_although_a_block_rule_forbids_it_is_kept_as_unchecked(core, project):
    """Post-tool of a call a Block rule forbids: its check before did not run (the agent went
    on without Mindkeep's answer); the Session notes it unchecked, the receipt counts it broken."""
    folder, space = project
    rule = _rule(core, space)
    out = core.hooks.handle(
        _event(
            "claude-code", names.POST_TOOL, folder, tool_name="Bash", tool_input={"command": PUSH}
        )
    ).value
    assert out.kept.meta["hook"]["decision"] == "unchecked"
    assert "could not run in time" in out.kept.meta["hook"]["reason"]
    assert core.hooks.by_agent([rule.id]) == {rule.id: {"Claude Code": (0, 1)}}
    assert core.hooks.unchecked_since(out.kept.id - 1)[1] == {"Claude Code": 1}
