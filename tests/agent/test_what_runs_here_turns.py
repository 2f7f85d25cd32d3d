"""SPEC §2.5 and §3 in real turns: a real MCP server (the work server in tests/, each of whose
actions is logged), a real chat-completions server on 127.0.0.1, a real SQLite file, and another
client of the same database (a SQLAlchemy connection of its own). Nothing that client writes
makes a tool run here: an allowance it inserts, an allowance whose server it changed, or a call
whose arguments it changed. A "never" rule the checker cannot decide for a call makes it ask,
whatever was allowed for the Session."""

from __future__ import annotations

import sys

import pytest
from approval_helpers import WORK
from second_client import SecondClient

from app.bootstrap import make_runner
from app.domain.errors import AppError, Code
from app.domain.model import Scope
from app.domain.tools.approvals import ApprovalStatus, Decision


class Work:
    """A Session whose Space has the work server; what the server did; another client."""

    def __init__(self, core, tmp_path, provider):
        self.core = core
        self.log = tmp_path / "ran.log"
        core.tool_servers.add_stdio("work", sys.executable, [WORK, str(self.log)])
        space = core.chat.create_space("Release work").value
        self.session = core.chat.create_session(space.id, title="Sprint").value.id
        self.runner = make_runner(core, provider())
        self.other = SecondClient(core.db.url)

    def ran(self) -> list[str]:
        return self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else []

    def allow_for_session(self, model_server, command: str = "make test") -> None:
        """The user's own "Allow for this Session" of run_command, in a first turn."""
        model_server.push_tool_calls(("work__run_command", {"command": command}))
        model_server.push_text("Ran.")
        pending = self.runner.run_turn(self.session, "Run the tests").value.pending_approval
        self.runner.resume(pending.id, Decision.ALLOW_SESSION)
        assert self.core.approvals.allowed_tools(self.session) == {"work__run_command"}


@pytest.fixture
def work(core, tmp_path, new_provider):
    w = Work(core, tmp_path, new_provider)
    yield w
    w.other.close()


def test_an_allowance_another_client_inserts_does_not_let_a_tool_run(work, model_server):
    """ "Allow for this Session" inserted by another client: the model's call still waits for
    the user, and the command does not run."""
    work.other.run(
        "INSERT INTO tool_allowances (session_id, tool, created_at) "
        "VALUES (:s, 'work__run_command', CURRENT_TIMESTAMP)",
        s=work.session,
    )
    model_server.push_tool_calls(("work__run_command", {"command": "rm -rf build"}))
    result = work.runner.run_turn(work.session, "Clean up").value
    assert result.pending_approval is not None and result.pending_approval.asked_here
    assert work.ran() == []


def test_an_allowance_ends_with_its_server(work, model_server):
    """Allowed for the Session, then the server is removed and added again under its name with
    another command: the next call asks again."""
    work.allow_for_session(model_server)
    work.core.tool_servers.remove("work")
    work.core.tool_servers.add_stdio("work", sys.executable, [WORK, str(work.log), "again"])
    model_server.push_tool_calls(("work__run_command", {"command": "make lint"}))
    result = work.runner.run_turn(work.session, "And lint").value
    assert result.pending_approval is not None
    assert work.ran() == ["run_command make test"]


def test_a_call_whose_arguments_another_client_changed_is_never_run(work, model_server):
    """The card asks to push "feature"; another client changes the stored call to "main":
    Allow is refused (written_elsewhere), nothing is pushed; Deny settles it and the turn does
    not go on from the state that client could have written."""
    model_server.push_tool_calls(("work__git_push", {"branch": "feature"}))
    pending = work.runner.run_turn(work.session, "Push my branch").value.pending_approval
    assert pending.preview.fields == (("branch", "feature"),)
    work.other.run(
        "UPDATE tool_approvals SET arguments = :a WHERE id = :i",
        a=work.other.json({"branch": "main"}),
        i=pending.id,
    )
    for decision in (Decision.ALLOW_ONCE, Decision.ALLOW_SESSION):
        with pytest.raises(AppError) as refused:
            work.runner.resume(pending.id, decision)
        assert refused.value.code is Code.WRITTEN_ELSEWHERE
    assert work.ran() == []
    denied = work.runner.resume(pending.id, Decision.DENY).value
    assert denied.reply is None and denied.tool_calls == []
    assert work.core.approvals.get(pending.id).status is ApprovalStatus.DENIED
    assert len(model_server.received) == 1 and work.ran() == []


def test_an_unknown_on_a_call_a_never_rule_bears_on_asks_whatever_was_allowed(work, model_server):
    """run_command allowed for the Session; "Never push to main" is a rule; `git push` (whose
    branch the checker cannot tell) asks, naming the rule it cannot decide; a command no rule
    bears on still runs without asking."""
    work.core.decisions.add_entry(
        work.core.memory.scope_ref(work.session, Scope.SPACE),
        kind="constraint",
        content="Never push to main",
    )
    work.allow_for_session(model_server)
    model_server.push_tool_calls(("work__run_command", {"command": "git push"}))
    result = work.runner.run_turn(work.session, "Ship it").value
    pending = result.pending_approval
    assert pending is not None and work.ran() == ["run_command make test"]
    [rule] = pending.rules
    assert (rule.content, rule.verdict) == ("Never push to main", "unknown") and rule.unsure
    assert result.to_json()["pending_approval"]["rules"][0]["verdict"] == "unknown"
    model_server.push_text("Pushed.")
    work.runner.resume(pending.id, Decision.ALLOW_ONCE)
    model_server.push_tool_calls(("work__run_command", {"command": "make lint"}))
    model_server.push_text("Linted.")
    later = work.runner.run_turn(work.session, "Lint").value
    assert later.pending_approval is None and later.reply == "Linted."
    assert work.ran() == ["run_command make test", "run_command git push", "run_command make lint"]
