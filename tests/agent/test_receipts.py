"""A turn's compliance receipt (issue 27 items 1, 2, 5; SPEC §2.11), from real turns against the
scripted chat-completions server on 127.0.0.1: the checker's verdict of exactly the rules of the
reply's Memory block on the reply, and on each tool call that ran (with the calls before it);
nothing in a temporary Session; a checker error fails no turn; the model judges what the checker
left unknown when the setting is on; the next turn is told which rule the last one broke."""

from __future__ import annotations

import json
import logging

import pytest

from app.agent.judge import INSTRUCTIONS
from app.agent.loop import AgentRunner
from app.agent.receipts import check_turn
from app.agent.tools import Safety, Tool, ToolRegistry
from app.agent.tools.memory_tools import MEMORY_TOOLS
from app.domain.compliance import Reading
from app.domain.model import Scope


def _rule(core, session, words, scope=Scope.SESSION, kind="constraint"):
    return core.decisions.add_entry(
        core.memory.scope_ref(session.id, scope), kind=kind, content=words
    ).value


@pytest.fixture
def rules(core, session):
    """Three rules the block holds (French replies, short commit subjects, a friendly tone) and
    a fact (not a rule)."""
    french = _rule(core, session, "Always answer in French", Scope.USER)
    subjects = _rule(core, session, "Keep commit subjects under 50 characters", Scope.SPACE)
    tone = _rule(core, session, "Be concise and friendly", kind="preference")
    fact = _rule(core, session, "The release is on Friday", kind="fact")
    return french, subjects, tone, fact


def _commit_tool() -> Tool:
    """An in-process tool named as mcp-server-git's commit (it runs without asking)."""
    return Tool(
        name="git__git_commit",
        description="Record changes to the repository.",
        parameters={
            "type": "object",
            "properties": {"repo_path": {"type": "string"}, "message": {"type": "string"}},
            "required": ["repo_path", "message"],
        },
        safety=Safety.NO_APPROVAL,
        handler=lambda ctx, args: {"ok": True, "committed": args["message"]},
    )


def _push_tool() -> Tool:
    return Tool(
        name="git__git_push",
        description="Push a branch.",
        parameters={"type": "object", "properties": {"branch": {"type": "string"}}},
        safety=Safety.NEEDS_APPROVAL,
        handler=lambda ctx, args: {"ok": True},
    )


def by_entry(verdicts) -> dict[int, tuple[str, str]]:
    return {v.entry_id: (v.verdict, v.by) for v in verdicts}


def test_a_reply_gets_one_verdict_per_rule_of_its_block(
    core, session, rules, model_server, new_runner
):
    """The reply is checked against exactly the block's rules (not its facts), at the versions
    it held, and the receipt is stored with the reply and returned by `chat --json`'s result."""
    french, subjects, tone, fact = rules
    model_server.push_text("Sure, here is the plan in English.")
    result = new_runner().run_turn(session.id, "What is the plan?").value
    stored = core.compliance.of_messages([result.agent_event_id])[result.agent_event_id]
    assert by_entry(stored) == {
        french.id: ("violated", "checker"),
        subjects.id: ("not_applicable", "checker"),
        tone.id: ("unknown", "checker"),
    }
    assert {v.entry_id: v.version for v in stored} == {
        i: v for i, v in result.memory_used if i != fact.id
    }
    [broken] = [v for v in stored if v.verdict == "violated"]
    assert broken.evidence["language"] == "en"
    assert result.to_json()["compliance"] == [v.to_json() for v in stored]


def test_each_tool_call_that_ran_is_checked_with_the_calls_before_it(
    core, session, rules, model_server, new_provider
):
    """Two commits ran: each has its receipt (a long subject broken, a short one followed); a
    call refused before it ran (arguments that are not JSON, a push that needs approval) has
    none. The reply has its own."""
    french, subjects, _tone, _fact = rules
    tools = ToolRegistry([*MEMORY_TOOLS, _commit_tool(), _push_tool()])
    runner = AgentRunner(core.chat, core.memory, core.proposals, tools, new_provider())
    long = "Fix the login form validation so that it works in every browser"
    model_server.push_tool_calls(
        ("git__git_commit", {"repo_path": "/r", "message": long}),
        ("git__git_commit", "{not json"),
        ("git__git_push", {"branch": "main"}),
    )
    model_server.push_tool_calls(("git__git_commit", {"repo_path": "/r", "message": "Fix login"}))
    model_server.push_text("C'est fait : deux commits.")
    result = runner.run_turn(session.id, "Commit the fix").value
    calls = result.tool_calls
    assert [c["name"] for c in calls] == ["git__git_commit"] * 2 + [
        "git__git_push",
        "git__git_commit",
    ]
    receipts = core.compliance.of_messages([c["event_id"] for c in calls] + [result.agent_event_id])
    assert by_entry(receipts[calls[0]["event_id"]])[subjects.id] == ("violated", "checker")
    assert receipts[calls[0]["event_id"]][1].evidence["value"] == long
    assert by_entry(receipts[calls[3]["event_id"]])[subjects.id] == ("followed", "checker")
    assert calls[1]["event_id"] not in receipts and calls[2]["event_id"] not in receipts
    assert by_entry(receipts[result.agent_event_id])[french.id] == ("followed", "checker")
    data = result.to_json()
    assert [len(c["compliance"]) for c in data["tool_calls"]] == [3, 0, 0, 3]
    records = core.compliance.records([subjects.id])[subjects.id]
    assert (records.followed, records.violated) == (1, 1)


def test_a_temporary_session_records_nothing(core, rules, model_server, new_runner):
    """A temporary Session has no Memory block: its reply has no receipt."""
    temp = core.chat.create_session(core.chat.list_spaces()[0].id, title="T", temporary=True).value
    model_server.push_text("Hello in English.")
    result = new_runner().run_turn(temp.id, "Hi").value
    assert result.reply and core.compliance.in_session(temp.id) == {}
    assert result.to_json()["compliance"] == []


def test_a_checker_error_fails_no_turn_and_records_nothing(
    core, session, rules, model_server, new_runner, monkeypatch, caplog
):
    """When the checker breaks, the turn still ends with its reply; the error is in the log and
    no receipt is stored (not half a one)."""
    import app.domain.compliance as compliance

    def broken(*_args, **_kwargs):
        raise RuntimeError("the checker broke")

    monkeypatch.setattr(compliance, "check_all", broken)
    model_server.push_text("Sure.")
    with caplog.at_level(logging.ERROR, logger="app.agent.receipts"):
        result = new_runner().run_turn(session.id, "Hi").value
    assert result.error is None and result.reply == "Sure."
    assert "the checker broke" in caplog.text
    assert core.compliance.in_session(session.id) == {}


def test_the_next_turn_is_told_which_rule_the_last_reply_broke(
    core, session, rules, model_server, new_runner
):
    """After a reply in English broke "Always answer in French", the next request's Memory
    block names it in one line; after a reply that followed it, the line is gone."""
    model_server.push_text("Sure, here is the plan in English.")
    model_server.push_text("Voici le plan, en français, comme vous le souhaitez.")
    model_server.push_text("D'accord, c'est noté pour la suite.")
    runner = new_runner()
    runner.run_turn(session.id, "What is the plan?")
    runner.run_turn(session.id, "Again, please")
    runner.run_turn(session.id, "Thanks")
    first, second, third = (r.system for r in model_server.received)
    assert "Last reply broke" not in first
    assert "Last reply broke: “Always answer in French”." in second
    assert "Last reply broke" not in third


JUDGED = {
    "verdicts": [
        {"rule": 1, "verdict": "violated", "evidence": "a long, curt paragraph"},
        {"rule": 7, "verdict": "followed"},
    ]
}


def test_the_model_judges_what_the_checker_left_unknown(
    core, session, rules, model_server, new_runner
):
    """With the setting on, one small request after the reply asks about the unknown rules
    only; its JSON answer replaces those verdicts, marked `by: model` (a rule number it does
    not have is left out)."""
    french, _subjects, tone, _fact = rules
    model_server.push_text("Sure, here is the plan in English.")
    model_server.push_text(json.dumps(JUDGED))
    runner = new_runner()
    runner.judge_rules = True
    result = runner.run_turn(session.id, "What is the plan?").value
    changed = runner.judge(result).value
    assert [(v.entry_id, v.verdict, v.by) for v in changed] == [(tone.id, "violated", "model")]
    request = model_server.received[-1]
    assert request.messages[0]["content"] == INSTRUCTIONS
    assert "tools" not in request.body
    assert '1. "Be concise and friendly"' in request.messages[1]["content"]
    assert "Always answer in French" not in request.messages[1]["content"]  # the checker's
    stored = by_entry(core.compliance.of_messages([result.agent_event_id])[result.agent_event_id])
    assert stored[tone.id] == ("violated", "model") and stored[french.id] == ("violated", "checker")
    assert by_entry(result.compliance[result.agent_event_id]) == stored


@pytest.mark.parametrize(
    "answer",
    [
        "I think the reply was fine.",
        '{"verdicts": "all good"}',
        '{"verdicts": [{"rule": 1, "verdict": "maybe"}]}',
        "```json\n{not json}\n```",
    ],
)
def test_an_answer_the_app_cannot_read_changes_nothing(
    core, session, rules, model_server, new_runner, answer
):
    """A judgement that is not the JSON asked for leaves the checker's unknown as it was."""
    _french, _subjects, tone, _fact = rules
    model_server.push_text("Sure.")
    model_server.push_text(answer)
    runner = new_runner()
    runner.judge_rules = True
    result = runner.run_turn(session.id, "Hi").value
    assert runner.judge(result).value == ()
    stored = by_entry(core.compliance.of_messages([result.agent_event_id])[result.agent_event_id])
    assert stored[tone.id] == ("unknown", "checker")


def test_a_judgement_in_a_code_block_is_read(core, session, rules, model_server, new_runner):
    """Models often wrap JSON in a fenced block: it is read all the same."""
    _french, _subjects, tone, _fact = rules
    model_server.push_text("Sure.")
    model_server.push_text(
        "```json\n" + json.dumps({"verdicts": [{"rule": 1, "verdict": "followed"}]}) + "\n```"
    )
    runner = new_runner()
    runner.judge_rules = True
    result = runner.run_turn(session.id, "Hi").value
    assert [(v.entry_id, v.verdict) for v in runner.judge(result).value] == [(tone.id, "followed")]


def test_with_the_setting_off_the_model_is_not_asked(
    core, session, rules, model_server, new_runner
):
    """Off (the default): no request after the reply; the unknown stays."""
    model_server.push_text("Sure.")
    runner = new_runner()
    assert runner.judge_rules is False
    result = runner.run_turn(session.id, "Hi").value
    assert runner.judge(result).value == ()
    assert len(model_server.received) == 1


def test_a_failed_judgement_request_changes_nothing(core, session, rules, model_server, new_runner):
    """The model server answering an error for the judgement changes nothing, and raises
    nothing."""
    model_server.push_text("Sure.")
    model_server.push_error(500)
    runner = new_runner()
    runner.judge_rules = True
    result = runner.run_turn(session.id, "Hi").value
    assert runner.judge(result).value == ()


def test_a_turn_s_calls_are_checked_by_the_reading_the_user_confirmed():
    """check_turn takes each rule's stored reading: "Never push to main" widened to release/*
    by the user is broken by a push to release/2.4 (issue 33)."""
    rules = [(7, 2, "constraint", "Never push to main.")]
    push = [(11, "shell__run_command", {"command": "git push origin release/2.4"})]
    plain = check_turn(rules, None, push)
    assert plain[0][1][0].verdict.value == "followed"
    wider = Reading.from_json(
        {
            "by": "user",
            "checks": [
                {"check": "protected_branch", "branches": ["main", "release/*"], "on": ["push"]}
            ],
        }
    )
    checked = check_turn(rules, None, push, readings={7: wider})
    assert checked[0][1][0].verdict.value == "violated"
