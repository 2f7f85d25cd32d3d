"""What an outside agent waits for from `mindkeep mcp` (issue 25): a `propose_memory_rule`
round trip over stdio (the call, the checks of SPEC §2.2, the suggestion and its relayed quote
written in one transaction, the answer) and a `memory_context` read (the Space's Memory block
of 20 saved entries), each through the SDK's own client over a real subprocess.

The floor, in the same run and interleaved call by call: a bare SDK server answering a
constant (`mcp_noop_server.py`, the same client and transport). Targets: p99 ≤ 15 ms and
≤ 10 ms, and a median ≤ 3× the floor's.

Each proposal suggests new words; between two calls (not timed) the user dismisses it, so the
Space never reaches its limits and every timed call writes.

    python -m benchmarks.mcp_server [--calls N]     # this section alone
    python -m benchmarks.run --only mcp_server      # the same, as a section of the runner
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from benchmarks.common import INFO, Figure, run_alone

NOOP = Path(__file__).with_name("mcp_noop_server.py")
WARM_UP = 30
ENTRIES = 20


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def bench_mcp_server(work: Path, calls: int) -> list[Figure]:
    import anyio
    import mcp_types as types
    from mcp.client import Client
    from mcp.client.stdio import StdioServerParameters

    from app.bootstrap import build_core
    from app.domain.model import Scope, ScopeRef

    url = f"sqlite:///{work / 'mcp-server.db'}"
    folder = work / "project"
    folder.mkdir()
    core = build_core(url)
    space = core.chat.create_space("Bench").value
    core.external.bind(space.id, folder)
    for i in range(ENTRIES):
        core.decisions.add_entry(
            ScopeRef(Scope.SPACE, space.id), kind="fact", content=f"Saved fact number {i} here"
        )
    env = {**os.environ, "MINDKEEP_HOME": str(work / "home")}
    mindkeep = StdioServerParameters(
        command=str(Path(sys.executable).with_name("mindkeep")),
        args=["--db", url, "mcp"],
        cwd=str(folder),
        env=env,
    )
    noop = StdioServerParameters(command=sys.executable, args=[str(NOOP)], env=env)
    info = types.Implementation(name="claude-code", version="bench")
    propose, context, floor = [], [], []

    def args(i: int) -> dict:
        return {
            "kind": "constraint",
            "scope": "space",
            "content": f"Rule {i} of the benchmark run",
            "reason": "measured",
            "user_quote": f"From now on, rule {i} of the benchmark run.",
        }

    async def run() -> None:
        async with (
            Client(mindkeep, mode="legacy", client_info=info, cache=None) as mk,
            Client(noop, mode="legacy", client_info=info, cache=None) as bare,
        ):
            await mk.list_tools()
            await bare.list_tools()
            for i in range(WARM_UP + calls):
                t0 = time.perf_counter()
                done = await bare.call_tool("noop", {})
                t_floor = _ms(time.perf_counter() - t0)
                assert not done.is_error
                t0 = time.perf_counter()
                made = await mk.call_tool("propose_memory_rule", args(i))
                t_propose = _ms(time.perf_counter() - t0)
                entry = made.structured_content
                assert entry["ok"] and entry["created"], entry
                t0 = time.perf_counter()
                read = await mk.call_tool("memory_context", {})
                t_context = _ms(time.perf_counter() - t0)
                assert read.structured_content["entries"] == ENTRIES
                core.decisions.dismiss(entry["entry"]["id"])  # not timed: keeps below the limits
                if i >= WARM_UP:
                    floor.append(t_floor)
                    propose.append(t_propose)
                    context.append(t_context)

    try:
        anyio.run(run)
    finally:
        core.close()
    INFO.append(
        f"mcp_server: {calls} proposals, each a new suggestion with its relayed quote; "
        f"memory_context of {ENTRIES} saved entries; the floor: a bare SDK server's constant"
    )
    return [
        Figure("mcp_server_propose_round_trip", "ms", propose, floor, 3.0, 15.0),
        Figure("mcp_server_memory_context", "ms", context, floor, 3.0, 10.0),
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--calls", type=int, default=500)
    args = p.parse_args(argv)
    return run_alone(bench_mcp_server, args.calls, "mcp-server")


if __name__ == "__main__":
    raise SystemExit(main())
