"""The user's rules govern real agents, offline (issue 34, SPEC §10): Claude Code 2.1.197, Codex
0.171.0 and Gemini CLI 0.61.0, each driven by a scripted model server of this test (Anthropic
Messages, OpenAI Responses, Gemini streamGenerateContent; streamed), on a fresh home folder.

`mindkeep connect X` → the user types "From now on, never push to main." → Mindkeep suggests the
rule, citing the captured words; the model of that same run pushes (`touch MARK; git push origin
main`) and MARK appears (the control: no saved rule yet) → `mindkeep memory accept` → the next
run's model asks for the same push → MARK does not appear, and the denial quoting the rule is in
the next request the model server receives → the receipt counts for that agent → `mindkeep
disconnect X` puts the configuration files back.

The clients are installed by .ci/run (npm, pinned) into MINDKEEP_AGENT_CLIENTS; without them
these tests skip and say so. They start real programs: marked `agents` (`make test-agents`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from agent_model_servers import ScriptedModel

from app.bootstrap import build_core
from app.cli.hook_helper import stop_helpers
from app.domain.model import MessageSource, Scope, ScopeRef, Status
from app.services.client_files import targets

pytestmark = [pytest.mark.agents, pytest.mark.timeout(900)]

CLIENTS_DIR = os.environ.get("MINDKEEP_AGENT_CLIENTS", "")
BIN = Path(CLIENTS_DIR) / "node_modules" / ".bin"
PUSH = "touch MARK; git push origin main"
RULE = "Never push to main"
MINDKEEP = str(Path(sys.executable).with_name("mindkeep"))
RUN_S = 300


def _client(name: str) -> str:
    path = BIN / name
    if not CLIENTS_DIR or not path.exists():
        pytest.skip(
            f"{name} is not installed: set MINDKEEP_AGENT_CLIENTS to the folder .ci/run installs "
            "the agents into (npm install @anthropic-ai/claude-code@2.1.197 @openai/codex@0.171.0 "
            "@google/gemini-cli@0.61.0 there)"
        )
    return str(path)


@pytest.fixture
def world(tmp_path):
    """A fresh home, a project folder, Mindkeep's data folder, and a run folder of its own for
    the hooks' helper (stopped after the test)."""
    home = tmp_path / "home"
    home.mkdir()
    project = tmp_path / "project"
    project.mkdir()
    run = Path(tempfile.mkdtemp(prefix="mka-", dir="/tmp"))
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MINDKEEP_", "ANTHROPIC_", "OPENAI_", "GEMINI_", "GOOGLE_", "CODEX_"))
    }
    env.update(
        HOME=str(home),
        PATH=f"{BIN}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        MINDKEEP_HOOK_RUN_DIR=str(run),
        MINDKEEP_HOOK_IDLE_S="60",
        LANGUAGE="en",
        NO_COLOR="1",
        CI="1",
    )
    yield {"home": home, "project": project, "data": tmp_path / "data", "env": env, "run": run}
    # Asked over their sockets (never a stale pid file), those starting waited for.
    stop_helpers(str(run))
    shutil.rmtree(run, ignore_errors=True)


def mindkeep(world, *args) -> dict:
    done = subprocess.run(
        [MINDKEEP, "--data-dir", str(world["data"]), "--json", *args],
        capture_output=True,
        text=True,
        timeout=180,
        env=world["env"],
        cwd=world["project"],
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _snapshot(client: str) -> dict[Path, bytes | None]:
    return {
        t.path: (t.path.read_bytes() if t.path.exists() else None) for t in targets(client, None)
    }


def _wait(predicate, seconds: float = 90.0):
    deadline = time.monotonic() + seconds
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.2)


def _run_claude(world, model: ScriptedModel, prompt: str) -> subprocess.CompletedProcess:
    env = {
        **world["env"],
        "ANTHROPIC_BASE_URL": model.base_url,
        "ANTHROPIC_API_KEY": "x",
        "IS_SANDBOX": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "CLAUDE_CODE_MAX_RETRIES": "2",
        "MCP_CONNECTION_NONBLOCKING": "false",
    }
    command = [
        _client("claude"),
        "-p",
        prompt,
        "--output-format",
        "stream-json",
        "--verbose",
        "--permission-mode",
        "bypassPermissions",
    ]
    return subprocess.run(
        command,
        cwd=world["project"],
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_S,
        stdin=subprocess.DEVNULL,
    )


def _run_codex(world, model: ScriptedModel, prompt: str) -> subprocess.CompletedProcess:
    env = {**world["env"], "CODEX_HOME": str(world["home"] / ".codex"), "MOCK_KEY": "x"}
    command = [
        _client("codex"),
        "exec",
        "--json",
        "--skip-git-repo-check",
        "--dangerously-bypass-hook-trust",
        "--dangerously-bypass-approvals-and-sandbox",
        prompt,
    ]
    return subprocess.run(
        command,
        cwd=world["project"],
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_S,
        stdin=subprocess.DEVNULL,
    )


def _run_gemini(world, model: ScriptedModel, prompt: str) -> subprocess.CompletedProcess:
    env = {
        **world["env"],
        "GOOGLE_GEMINI_BASE_URL": model.base_url,
        "GEMINI_API_KEY": "x",
        "GEMINI_CLI_TRUST_WORKSPACE": "true",
    }
    command = [
        _client("gemini"),
        "-p",
        prompt,
        "--output-format",
        "stream-json",
        "--approval-mode",
        "yolo",
    ]
    return subprocess.run(
        command,
        cwd=world["project"],
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_S,
        stdin=subprocess.DEVNULL,
    )


def _user_config(client: str, world, model: ScriptedModel) -> None:
    """What the user had configured before connecting (the model provider Codex needs, Gemini's
    API-key sign-in): connect merges with it, and disconnect must leave it exactly so."""
    home = world["home"]
    if client == "codex":
        (home / ".codex").mkdir()
        (home / ".codex" / "config.toml").write_text(
            '# my Codex\nmodel = "mock-model"\nmodel_provider = "mock"\n\n'
            "[model_providers.mock]\n"
            'name = "Mock"\n'
            f'base_url = "{model.base_url}/v1"\n'
            'wire_api = "responses"\n'
            'env_key = "MOCK_KEY"\n',
            encoding="utf-8",
        )
    if client == "gemini-cli":
        (home / ".gemini").mkdir()
        (home / ".gemini" / "settings.json").write_text(
            json.dumps({"security": {"auth": {"selectedType": "gemini-api-key"}}}, indent=2) + "\n",
            encoding="utf-8",
        )


CASES = {
    "claude-code": (
        "anthropic",
        _run_claude,
        "Bash",
        {"command": PUSH, "description": "Push"},
        "Claude Code",
    ),
    "codex": ("responses", _run_codex, "exec_command", {"cmd": PUSH}, "Codex"),
    "gemini-cli": ("gemini", _run_gemini, "run_shell_command", {"command": PUSH}, "Gemini CLI"),
}


@pytest.mark.parametrize("client", list(CASES))
def test_a_rule_said_in_the_agent_stops_its_push_in_the_next_run(world, client):
    """connect → the rule typed → suggested citing the captured words (the push of that run is
    the control: MARK appears) → accepted → the next run's push is denied before it runs, the
    denial quoting the rule reaches the model, the receipt counts for the agent → disconnect
    restores the files."""
    kind, run, tool, arguments, agent = CASES[client]
    _client({"claude-code": "claude", "codex": "codex", "gemini-cli": "gemini"}[client])
    model = ScriptedModel(kind).start()
    try:
        _user_config(client, world, model)
        before = _snapshot(client)
        connected = mindkeep(world, "connect", client)
        assert connected["changed"]

        # Run 1: the user states the rule; the model pushes (no saved rule yet: it runs).
        model.call(tool, arguments).say("Pushed.")
        done = run(world, model, "From now on, never push to main.")
        assert done.returncode == 0, done.stderr[-2000:]
        mark = world["project"] / "MARK"
        assert mark.exists(), "the control run's push did not run"
        mark.unlink()

        core = build_core(None, world["data"])
        try:
            (session,) = [s for s in core.chat.list_sessions() if s.external]
            assert session.external_client == agent
            captured = [
                m for m in core.chat.messages(session.id) if m.source is MessageSource.CAPTURED
            ]
            assert [m.text for m in captured] == ["From now on, never push to main."]
            ref = ScopeRef(Scope.SPACE, session.space_id)
            (suggested,) = core.memory.list_entries(ref, statuses=[Status.SUGGESTED])
            assert suggested.content == RULE
            assert suggested.source_event_ids == (captured[0].id,)
        finally:
            core.close()
        accepted = mindkeep(world, "memory", "accept", str(suggested.id))
        assert accepted["entry"]["status"] == "active"

        # Run 2: the model asks for the same push; the hook denies it before it runs.
        model.call(tool, arguments).say("I did not push: the user's rule forbids it.")
        done = run(world, model, "Ship the fix.")
        assert done.returncode == 0, done.stderr[-2000:]
        assert not mark.exists(), "the push ran although the rule forbids it"
        sent = model.sent_after_last_call()
        assert RULE in sent and "Mindkeep blocked this" in sent

        def counted():
            found = mindkeep(world, "memory", "show", str(suggested.id))["entry"]["by_agent"]
            return [a for a in found if a["agent"] == agent and a["violated"] >= 1]

        assert _wait(counted), mindkeep(world, "memory", "show", str(suggested.id))

        mindkeep(world, "disconnect", client)
        after = _snapshot(client)
        for path, old in before.items():
            if client == "claude-code" and path.name == ".claude.json":
                # Claude Code writes its own state here on every run: Mindkeep's entry is out,
                # and nothing of Mindkeep's is left anywhere in it.
                assert "mindkeep" not in json.loads(after[path] or b"{}").get("mcpServers", {})
                continue
            assert after[path] == old, f"{path} was not put back"
    finally:
        model.stop()
