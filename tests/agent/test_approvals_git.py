"""The real parts (issue 26): `mcp-server-git` from PyPI on a temporary repository, driven by a
scripted chat-completions server on 127.0.0.1 (streamed answers), through the app's runner:
git_create_branch pauses with the rules that bear on it, Allow creates the branch, Deny does
not, the reply is stored after; git_status's output taints the turn."""

from __future__ import annotations

import pytest
from approval_helpers import GIT_MISSING, GIT_SERVER, WHY_MISSING, branches, make_repo

from app.bootstrap import make_runner
from app.domain.model import Scope
from app.domain.tools.approvals import Decision

pytestmark = pytest.mark.skipif(GIT_MISSING, reason=WHY_MISSING)


class GitWork:
    """A Session whose Space has mcp-server-git on a temporary repository, and the user's two
    rules about branches in its Space."""

    def __init__(self, core, tmp_path, provider):
        self.core = core
        self.repo = make_repo(tmp_path / "repo")
        core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(self.repo)])
        space = core.chat.create_space("Repo").value
        self.session = core.chat.create_session(space.id, title="Task 26").value.id
        ref = core.memory.scope_ref(self.session, Scope.SPACE)
        self.branch_rule = core.decisions.add_entry(
            ref, kind="constraint", content="Create a branch for every task"
        ).value
        self.push_rule = core.decisions.add_entry(
            ref, kind="constraint", content="Never push to main"
        ).value
        self.runner = make_runner(core, provider())

    def branches(self) -> list[str]:
        return branches(self.repo)

    def create_branch(self, name: str = "task-26") -> dict:
        return {"repo_path": str(self.repo), "branch_name": name}


@pytest.fixture
def gw(core, tmp_path, new_provider):
    return GitWork(core, tmp_path, new_provider)


def ask_for_branch(gw, model_server):
    model_server.push_tool_calls(("git__git_create_branch", gw.create_branch()))
    return gw.runner.run_turn(gw.session, "Start task 26").value.pending_approval


def test_git_create_branch_pauses_with_the_rule_that_bears_on_it(gw, model_server):
    """The call waits; the branch rule comes with it (followed), the push rule does not bear
    on it; nothing is created yet."""
    pending = ask_for_branch(gw, model_server)
    assert pending is not None and pending.tool == "git__git_create_branch"
    assert pending.arguments == gw.create_branch()
    assert [(r.entry_id, r.content, r.verdict) for r in pending.rules] == [
        (gw.branch_rule.id, "Create a branch for every task", "followed")
    ]
    assert gw.branches() == ["main"]
    assert model_server.received[0].body["stream"] is True


def test_allow_creates_the_branch_and_the_reply_is_stored(gw, model_server):
    """Allow once: the branch exists in the repository; the server's output went to the model
    as data; the reply is stored after it."""
    pending = ask_for_branch(gw, model_server)
    model_server.push_text("The branch task-26 is ready.")
    result = gw.runner.resume(pending.id, Decision.ALLOW_ONCE).value
    assert "task-26" in gw.branches()
    assert result.reply == "The branch task-26 is ready." and result.agent_event_id
    out = result.tool_calls[0]["result"]
    assert out["ok"] and "task-26" in out["output"]
    stored = [m.source.value for m in gw.core.chat.messages(gw.session)]
    assert stored == ["user", "tool", "agent"]


def test_deny_creates_nothing_and_the_reply_is_stored(gw, model_server):
    """Deny: no branch; the model was told; the reply is stored."""
    pending = ask_for_branch(gw, model_server)
    model_server.push_text("I did not create it.")
    result = gw.runner.resume(pending.id, Decision.DENY, reason="Not yet").value
    assert gw.branches() == ["main"]
    assert result.reply == "I did not create it."
    assert result.tool_calls[0]["result"]["error"]["code"] == "denied"


def test_a_git_status_result_makes_the_agents_note_a_suggestion(gw, model_server):
    """git_status (read-only) runs without asking; its output is outside content, so the
    save_memory after it is a suggestion with its "written after" note (which names the git
    server's tool descriptions too: the model read them from the start)."""
    model_server.push_tool_calls(("git__git_status", {"repo_path": str(gw.repo)}))
    model_server.push_tool_calls(
        ("save_memory", {"kind": "fact", "content": "The repository is on main"})
    )
    model_server.push_text("You are on main.")
    result = gw.runner.run_turn(gw.session, "Where am I?").value
    assert result.pending_approval is None
    status, note = (c["result"] for c in result.tool_calls)
    assert status["ok"] and "On branch main" in status["output"]
    assert note["status"] == "suggested"
    tool_id = next(m.id for m in gw.core.chat.messages(gw.session) if m.source.value == "tool")
    assert note["entry"]["written_after"] == {"sources": ["tool", "server"], "event_ids": [tool_id]}
    sent = [m for m in model_server.received[1].body["messages"] if m["role"] == "tool"]
    assert "Untrusted output of the tool git__git_status" in sent[0]["content"]
