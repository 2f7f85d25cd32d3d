"""One MCP tool call's cost through Mindkeep (issue 26): the call a turn makes, through the
Session's tool registry (the server's enabled check, the arguments checked against the
tool's schema, the hub's hop from the worker thread to its event loop and back, the result
made text), to a no-op tool on a stdio server written with the SDK's server
(`mcp_noop_server.py`). Starting the server is excluded: it is started before timing.

The floor, in the same run and interleaved call by call: the same call made directly with
the SDK's client (`Client.call_tool`, awaited in the caller's own event loop), on a second
process of the same server.

    python -m benchmarks.mcp_call [--calls N]        # this figure alone
    python -m benchmarks.run --only mcp         # the same, as a section of the runner
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from benchmarks.common import INFO, Figure, percentile, run_alone

SERVER = Path(__file__).with_name("mcp_noop_server.py")
WARM_UP = 50


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def bench_mcp_call(work: Path, calls: int) -> Figure:
    import anyio
    from mcp.client import Client
    from mcp.client.stdio import StdioServerParameters, stdio_client

    from app.agent.tools import ToolContext
    from app.bootstrap import build_core, session_tools

    core = build_core(f"sqlite:///{work / 'mcp.db'}")
    try:
        space = core.chat.create_space("Bench").value
        session = core.chat.create_session(space.id).value
        core.tool_servers.add_stdio("bench", sys.executable, [str(SERVER)])
        registry = session_tools(core, session.id).registry  # starts the server (not timed)
        context = ToolContext(session.id, core.memory, core.proposals)
        app, bare, floor = [], [], []

        def through_registry() -> None:
            result = registry.call("bench__noop", context, {})
            assert result["ok"] and result["output"] == "ok", result

        async def run() -> None:
            params = StdioServerParameters(command=sys.executable, args=[str(SERVER)])
            async with Client(stdio_client(params), cache=None) as client:
                await client.list_tools()
                for _ in range(WARM_UP):
                    await client.call_tool("noop", {})
                    through_registry()
                for _ in range(calls):
                    t0 = time.perf_counter()
                    result = await client.call_tool("noop", {})
                    floor.append(_ms(time.perf_counter() - t0))
                    assert not result.is_error
                    t0 = time.perf_counter()
                    through_registry()
                    app.append(_ms(time.perf_counter() - t0))
                    t0 = time.perf_counter()
                    core.tool_hub.call("bench__noop", {}, space_id=space.id)
                    bare.append(_ms(time.perf_counter() - t0))

        anyio.run(run)
    finally:
        core.close()
    INFO.append(
        f"MCP tool call through the hub alone (ToolHub.call, no registry): median "
        f"{statistics.median(bare):.3f} ms, p99 {percentile(bare, 99):.3f} ms "
        f"({statistics.median(bare) / statistics.median(floor):.2f}× the floor)"
    )
    return Figure("mcp_tool_call", "ms", app, floor, 2.0, None)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--calls", type=int, default=1000)
    args = p.parse_args(argv)
    return run_alone(lambda work, calls: [bench_mcp_call(work, calls)], args.calls, "mcp-call")


if __name__ == "__main__":
    raise SystemExit(main())
