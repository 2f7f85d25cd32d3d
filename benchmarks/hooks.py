"""What another agent waits for before each action (issue 34, SPEC §10), each beside its floor in
the same run, sample by sample interleaved:

- `hook_pre_tool_process`: `mindkeep hook pre-tool --client codex` as the process the agent
  starts (the installed `mindkeep` script, its JSON on stdin, 20 saved rules in the folder's
  Space and Personal, the warm helper answering the checker's verdicts). Floor: the same
  interpreter running `import json, sys, sqlite3; json.load(sys.stdin)` on the same input.
  Target: p99 ≤ 3× the floor's p99.
- `hook_session_start_process`: `mindkeep hook session-start --client claude-code` (the Memory
  block of the Space bound to the folder, the suggestions waiting). Same floor and target.
- `mcp_check_action`: Claude Code's `mcp_tool` hook, `check_action` over MCP on a running
  `mindkeep mcp` (stdio, the SDK's client). Floor: a bare SDK server's call of a tool that does
  nothing (`mcp_noop_server.py`). Target: p99 ≤ 2× the floor's p99.

    python -m benchmarks.hooks [--calls N]      # this section alone
    python -m benchmarks.run --only hooks       # the same, as a section of the runner
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import INFO, Figure, run_alone

NOOP = Path(__file__).with_name("mcp_noop_server.py")
WARM_UP = 10
RULES = (
    "Never push to main",
    "Never force push to shared branches",
    "Create a branch for every task",
    "Commit subjects under 50 characters",
    "Use pnpm, not npm",
    "Never use sudo",
    "Answer in English",
    "Put new components in src/components",
    "Never commit .env files",
    "Run the tests before every commit",
)
COMMANDS = ("git status", "ls -la src", "pytest -q tests/unit", "git push origin feature/login")


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def _timed(command: list[str], stdin: bytes, env: dict) -> float:
    t0 = time.perf_counter()
    done = subprocess.run(command, input=stdin, capture_output=True, env=env, check=False)
    took = _ms(time.perf_counter() - t0)
    if done.returncode != 0:
        raise RuntimeError(f"{command[:3]} failed: {done.stderr[-500:]!r}")
    return took


def _setup(work: Path):
    from app.bootstrap import build_core
    from app.domain.model import Scope, ScopeRef

    work = work / "hooks"  # its own folders: other figures of the same run use work's
    data = work / "data"
    folder = work / "project"
    folder.mkdir(parents=True)
    core = build_core(None, data)
    space = core.chat.create_space("Bench").value
    core.external.bind(space.id, folder)
    session = core.chat.create_session(space.id).value
    personal = core.memory.scope_ref(session.id, "user")
    for i, words in enumerate(RULES):
        core.decisions.add_entry(ScopeRef(Scope.SPACE, space.id), kind="constraint", content=words)
        core.decisions.add_entry(personal, kind="preference", content=f"{words} (note {i})")
    return core, data, folder


def bench_hooks(work: Path, calls: int) -> list[Figure]:
    from app.cli.hook_helper import stop_helpers

    core, data, folder = _setup(work)
    run = Path(tempfile.mkdtemp(prefix="mkb-", dir="/tmp"))
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("MINDKEEP_DB_URL", "PYTHONDONTWRITEBYTECODE")
    }
    env.update(MINDKEEP_HOOK_RUN_DIR=str(run), MINDKEEP_HOOK_IDLE_S="300")
    mindkeep = str(Path(sys.executable).with_name("mindkeep"))
    floor_cmd = [sys.executable, "-c", "import json, sys, sqlite3; json.load(sys.stdin)"]
    pre_cmd = [mindkeep, "--data-dir", str(data), "hook", "pre-tool", "--client", "codex"]
    start_cmd = [
        mindkeep,
        "--data-dir",
        str(data),
        "hook",
        "session-start",
        "--client",
        "claude-code",
    ]
    start_in = json.dumps(
        {"cwd": str(folder), "session_id": "s", "hook_event_name": "SessionStart"}
    ).encode()

    def pre_in(i: int) -> bytes:
        return json.dumps(
            {
                "cwd": str(folder),
                "session_id": "s",
                "hook_event_name": "PreToolUse",
                "tool_name": "Bash",
                "tool_input": {"command": COMMANDS[i % len(COMMANDS)]},
            }
        ).encode()

    floor, pre, start = [], [], []
    try:
        # The first hook starts the helper; wait until it answers, as an agent's second call would.
        _timed(pre_cmd, pre_in(0), env)
        deadline = time.monotonic() + 60
        while not list(run.glob("*.sock")) and time.monotonic() < deadline:
            time.sleep(0.1)
        for i in range(WARM_UP + calls):
            t_floor = _timed(floor_cmd, pre_in(i), env)
            t_pre = _timed(pre_cmd, pre_in(i), env)
            t_start = _timed(start_cmd, start_in, env)
            if i >= WARM_UP:
                floor.append(t_floor)
                pre.append(t_pre)
                start.append(t_start)
    finally:
        stop_helpers(str(run))  # asked over their sockets: never a stale pid file
        shutil.rmtree(run, ignore_errors=True)
        core.close()
    figures = [
        Figure("hook_pre_tool_process", "ms", pre, floor, 3.0, None, ratio_on="p99"),
        Figure("hook_session_start_process", "ms", start, floor, 3.0, None, ratio_on="p99"),
    ]
    figures.append(_bench_check_action(data, folder, calls * 5))
    INFO.append(
        f"hooks: {calls} pre-tool and session-start processes ({len(RULES) * 2} saved rules, the "
        "helper warm), beside `python -c 'import json, sys, sqlite3; json.load(sys.stdin)'` on "
        "the same interpreter; check_action over stdio beside a bare SDK server's no-op tool"
    )
    return figures


def _bench_check_action(data: Path, folder: Path, calls: int) -> Figure:
    import anyio
    import mcp_types as types
    from mcp.client import Client
    from mcp.client.stdio import StdioServerParameters

    env = {**os.environ, "MINDKEEP_HOME": str(data)}
    mindkeep = StdioServerParameters(
        command=str(Path(sys.executable).with_name("mindkeep")),
        args=["--data-dir", str(data), "mcp"],
        cwd=str(folder),
        env=env,
    )
    noop = StdioServerParameters(command=sys.executable, args=[str(NOOP)], env=env)
    info = types.Implementation(name="claude-code", version="bench")
    floor, check = [], []

    async def run() -> None:
        async with (
            Client(mindkeep, mode="legacy", client_info=info, cache=None) as mk,
            Client(noop, mode="legacy", client_info=info, cache=None) as bare,
        ):
            await mk.list_tools()
            await bare.list_tools()
            for i in range(WARM_UP * 3 + calls):
                t0 = time.perf_counter()
                await bare.call_tool("noop", {})
                t_floor = _ms(time.perf_counter() - t0)
                arguments = {
                    "client": "claude-code",
                    "tool_name": "Bash",
                    "tool_input": json.dumps({"command": COMMANDS[i % len(COMMANDS)]}),
                    "cwd": str(folder),
                    "session_id": "s",
                }
                t0 = time.perf_counter()
                done = await mk.call_tool("check_action", arguments)
                t_check = _ms(time.perf_counter() - t0)
                assert not done.is_error, done
                if i >= WARM_UP * 3:
                    floor.append(t_floor)
                    check.append(t_check)

    anyio.run(run)
    return Figure("mcp_check_action", "ms", check, floor, 2.0, None, ratio_on="p99")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--calls", type=int, default=200)
    args = p.parse_args(argv)
    return run_alone(bench_hooks, args.calls, "hooks")


if __name__ == "__main__":
    raise SystemExit(main())
