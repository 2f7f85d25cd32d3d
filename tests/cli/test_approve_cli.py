"""`mindkeep chat` pausing on a tool call, and `mindkeep approve` / `mindkeep deny` continuing
it, as a user runs them: real processes (each its own, as a shell runs them one after the
other), `mcp-server-git` on a temporary repository, a real chat-completions server on
127.0.0.1, a real SQLite file (SPEC §3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest
from approval_helpers import GIT_MISSING, GIT_SERVER, WHY_MISSING, branches, make_repo

from app.domain.model import Scope
from app.domain.tools.approvals import ApprovalStatus

pytestmark = pytest.mark.skipif(GIT_MISSING, reason=WHY_MISSING)


@pytest.fixture
def setup(core, db_url, tmp_path, model_server):
    """A Session whose Space has the git server on a fresh repository and the branch rule;
    `run(*args, as_json=True)` runs mindkeep on it against the scripted model."""
    repo = make_repo(tmp_path / "repo")
    core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = core.chat.create_space("Repo").value
    session = core.chat.create_session(space.id, title="Task").value.id
    ref = core.memory.scope_ref(session, Scope.SPACE)
    core.decisions.add_entry(ref, kind="constraint", content="Create a branch for every task")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("MINDKEEP_MODEL", "OPENAI_"))},
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "NO_PROXY": "127.0.0.1,localhost",
        "MINDKEEP_MODEL_BASE_URL": model_server.base_url,
        "MINDKEEP_MODEL": "test-model",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
    }

    def run(*args: str, as_json: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "app", "--db", db_url, *(["--json"] if as_json else []), *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=90,
            env=env,
            cwd=tmp_path,
        )

    branch = {"repo_path": str(repo), "branch_name": "task-7"}
    return SimpleNamespace(core=core, session=session, repo=repo, branch=branch, run=run)


def chat_paused(setup, model_server) -> dict:
    st = setup
    model_server.push_tool_calls(("git__git_create_branch", st.branch))
    proc = st.run("chat", "--session", str(st.session), "Start task 7")
    assert proc.returncode == 3, proc.stderr
    return json.loads(proc.stdout)


def test_chat_prints_the_pending_approval_and_exits_3(setup, model_server):
    """The turn pauses: pending_approval holds exactly id, tool, arguments and the rules; no
    reply, no branch."""
    st = setup
    data = chat_paused(setup, model_server)
    pending = data["pending_approval"]
    assert set(pending) == {"id", "tool", "arguments", "rules"}
    assert pending["tool"] == "git__git_create_branch" and pending["arguments"] == st.branch
    [rule] = pending["rules"]
    assert rule["content"] == "Create a branch for every task" and rule["verdict"] == "followed"
    assert data["reply"] is None and "error" not in data
    assert branches(st.repo) == ["main"]
    assert st.core.approvals.get(pending["id"]).waiting


def test_approve_continues_the_turn_in_a_new_process_pausing_again_with_exit_3(setup, model_server):
    """`approve ID`: the branch is created; the model asks for a second one: exit 3 with the
    new pending approval; `approve` that: the reply printed like chat's, exit 0."""
    st = setup
    pending = chat_paused(setup, model_server)["pending_approval"]
    model_server.push_tool_calls(
        ("git__git_create_branch", {"repo_path": str(st.repo), "branch_name": "task-7b"})
    )
    proc = st.run("approve", str(pending["id"]))
    assert proc.returncode == 3, proc.stderr
    again = json.loads(proc.stdout)["pending_approval"]
    assert again["id"] != pending["id"] and again["arguments"]["branch_name"] == "task-7b"
    assert branches(st.repo) == ["main", "task-7"]
    assert st.core.approvals.get(pending["id"]).status is ApprovalStatus.ALLOWED
    model_server.push_text("Branches task-7 and task-7b created.")
    proc = st.run("approve", str(again["id"]))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["reply"] == "Branches task-7 and task-7b created."
    assert "pending_approval" not in data
    assert [c["result"]["ok"] for c in data["tool_calls"]] == [True, True]
    assert branches(st.repo) == ["main", "task-7", "task-7b"]


def test_deny_with_a_reason_tells_the_model_and_creates_nothing(setup, model_server):
    """`deny ID --reason T`: no branch; the model got the reason; the reply is printed."""
    st = setup
    pending = chat_paused(setup, model_server)["pending_approval"]
    model_server.push_text("I will wait.")
    proc = st.run("deny", str(pending["id"]), "--reason", "Use task-8 instead")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["reply"] == "I will wait."
    assert branches(st.repo) == ["main"]
    told = [m for m in model_server.received[-1].body["messages"] if m["role"] == "tool"]
    assert "Use task-8 instead" in told[-1]["content"]


def test_approve_for_session_then_the_next_chat_runs_it_without_asking(setup, model_server):
    """`approve ID --for-session`: a later git_create_branch in the Session runs at once."""
    st = setup
    pending = chat_paused(setup, model_server)["pending_approval"]
    model_server.push_text("Created.")
    assert st.run("approve", str(pending["id"]), "--for-session").returncode == 0
    model_server.push_tool_calls(
        ("git__git_create_branch", {"repo_path": str(st.repo), "branch_name": "task-9"})
    )
    model_server.push_text("Created task-9.")
    proc = st.run("chat", "--session", str(st.session), "Start task 9")
    assert proc.returncode == 0, proc.stderr
    assert {"task-7", "task-9"} <= set(branches(st.repo))


def test_bad_ids_decided_and_expired_approvals_are_refused_and_nothing_runs(setup, model_server):
    """An id that is none (not_found), a word (usage), a call decided already
    (approval_decided), one the Session moved on from (approval_expired): a clear error on
    stderr, a non-zero exit, no model request, nothing run."""
    st = setup
    pending = chat_paused(setup, model_server)["pending_approval"]
    asked = len(model_server.received)

    def refused(proc, code: str, exit_code: int = 1) -> None:
        assert proc.returncode == exit_code, proc.stdout
        assert json.loads(proc.stderr)["error"]["code"] == code
        assert len(model_server.received) == asked and branches(st.repo) == ["main"]

    refused(st.run("approve", str(pending["id"] + 50)), "not_found")
    refused(st.run("deny", "seven"), "usage", 2)
    refused(st.run("approve", "0"), "usage", 2)
    # Expired: a new message in the Session before the decision.
    model_server.push_text("Hello.")
    assert st.run("chat", "--session", str(st.session), "Forget that").returncode == 0
    asked = len(model_server.received)
    refused(st.run("approve", str(pending["id"])), "approval_expired")
    # Decided: allowed once already.
    second = chat_paused(setup, model_server)["pending_approval"]
    model_server.push_text("Done.")
    assert st.run("approve", str(second["id"])).returncode == 0
    asked = len(model_server.received)
    before = branches(st.repo)
    for args in (("approve", str(second["id"])), ("deny", str(second["id"]))):
        proc = st.run(*args)
        assert proc.returncode == 1
        assert json.loads(proc.stderr)["error"]["code"] == "approval_decided"
        assert len(model_server.received) == asked and branches(st.repo) == before


def test_readable_output_says_what_waits_and_how_to_decide(setup, model_server):
    """Without --json: the call, the rule it follows, and the approve / deny commands; exit 3.
    `approve` then prints the reply."""
    st = setup
    model_server.push_tool_calls(("git__git_create_branch", st.branch))
    proc = st.run("chat", "--session", str(st.session), "Start task 7", as_json=False)
    assert proc.returncode == 3, proc.stderr
    text = proc.stdout
    assert "git__git_create_branch (git server) and waits for your approval" in text
    assert "branch_name: task-7" in text
    assert "✓ Follows your rule: “Create a branch for every task”" in text
    approval_id = text.split("mindkeep approve ")[1].split()[0]
    assert f'mindkeep deny {approval_id} --reason "…"' in text
    model_server.push_text("Created the branch.")
    proc = st.run("approve", approval_id, as_json=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "Created the branch."
