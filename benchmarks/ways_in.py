"""Every way in answers fast (issue 32): `mindkeep mcp`'s first answers and the CLI's commands,
each a new process timed from spawn, beside its floor in the same run, interleaved run by run.

- `mcp_first_answer_stdio`: `mindkeep --db URL mcp`, from spawn until its answer to
  `tools/list` (after `initialize` and `notifications/initialized`) is read: what a client's
  health check waits for. Floor: a bare server of the same SDK with one tool
  (`mcp_noop_server.py`), the same requests on the same transport. Target: ≤ 1.3×.
- `mcp_first_answer_http`: the same over Streamable HTTP (`mcp --http --port N`, with its
  bearer token), from spawn until the `tools/list` answer; both are asked from the moment they
  are spawned, every 2 ms until the port takes the connection. Floor: the same SDK server over
  Streamable HTTP. Target: ≤ 1.3×.
- `cli_read`: `memory list`, `context`, `rules check`, `message list` and `tools list` (no tool
  server configured) on the workload (100,000 messages, 10,000 entries), pooled. Floor: this
  interpreter opening the same database with SQLAlchemy and sqlite3 and reading one row
  (`_floor_child.py`). Target: ≤ 1.5×.
- `cli_write`: `message add`, `memory add`, `memory dismiss`, `space create` and `session
  create`, pooled, beside the same floor. Target: ≤ 2×.

Times are wall-clock from spawn to exit (or to the answer); each process's own CPU time is
printed as a note beside it.

    python -m benchmarks.ways_in [--runs N]      # these figures alone
    python -m benchmarks.run --only ways_in       # the same, as a section of the runner
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks import workload
from benchmarks.common import INFO, REPO, Figure, run_alone

NOOP = Path(__file__).with_name("mcp_noop_server.py")
FLOOR = Path(__file__).with_name("_floor_child.py")
MINDKEEP = str(Path(sys.executable).with_name("mindkeep"))
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "bench", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}
LIST = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def _env(home: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("MINDKEEP_DB_URL", "PYTHONDONTWRITEBYTECODE", "MINDKEEP_HOME")
    }
    env["MINDKEEP_HOME"] = str(home)
    env["PYTHONPATH"] = str(REPO)
    env["LANGUAGE"] = "en"
    return env


def _cpu_ms(rusage) -> float:
    return _ms(rusage.ru_utime + rusage.ru_stime)


def _timed_run(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall ms from spawn to exit, the process's CPU ms) of a command that must succeed."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )  # fmt: skip
    err = proc.stderr.read()
    _pid, status, rusage = os.wait4(proc.pid, 0)
    wall = _ms(time.perf_counter() - t0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd} failed ({proc.returncode}): {err.decode()[-2000:]}")
    return wall, _cpu_ms(rusage)


# ---------------------------------------------------------------- mcp over stdio


def _stdio_first_answer(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(ms from spawn to the tools/list answer, the process's CPU ms until it exits)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    proc.stdin.write((json.dumps(INIT) + "\n").encode())
    proc.stdin.flush()
    answer = json.loads(proc.stdout.readline())
    assert answer.get("id") == 1 and "result" in answer, answer
    proc.stdin.write((json.dumps(INITIALIZED) + "\n" + json.dumps(LIST) + "\n").encode())
    proc.stdin.flush()
    answer = json.loads(proc.stdout.readline())
    t = _ms(time.perf_counter() - t0)
    assert answer.get("id") == 2 and answer["result"]["tools"], answer
    proc.stdin.close()
    _pid, _status, rusage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return t, _cpu_ms(rusage)


# ---------------------------------------------------------------- mcp over HTTP


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _post(conn: http.client.HTTPConnection, body: dict, headers: dict) -> tuple[dict | None, dict]:
    conn.request("POST", "/mcp", body=json.dumps(body), headers=headers)
    response = conn.getresponse()
    data = response.read().decode()
    if response.status >= 300:
        raise RuntimeError(f"HTTP {response.status}: {data[:500]}")
    message = None
    for line in data.splitlines():
        if line.startswith("data: "):
            message = json.loads(line[6:])
    if message is None and data.strip().startswith("{"):
        message = json.loads(data)
    return message, dict(response.getheaders())


def _http_first_answer(
    cmd: list[str], port: int, token: str | None, env: dict[str, str], cwd: Path
) -> tuple[float, float]:
    """(ms from spawn to the tools/list answer over Streamable HTTP, the process's CPU ms)."""
    headers = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
    }
    if token:
        headers["Authorization"] = f"Bearer {token}"
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            try:
                answer, got = _post(conn, INIT, headers)
                break
            except ConnectionError:
                conn.close()
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError(f"{cmd} never answered on port {port}") from None
                time.sleep(0.002)
        assert answer and answer.get("id") == 1, answer
        session = {k.lower(): v for k, v in got.items()}.get("mcp-session-id")
        more = dict(headers, **({"Mcp-Session-Id": session} if session else {}))
        more["MCP-Protocol-Version"] = answer["result"]["protocolVersion"]
        _post(conn, INITIALIZED, more)
        answer, _ = _post(conn, LIST, more)
        t = _ms(time.perf_counter() - t0)
        assert answer and answer["result"]["tools"], answer
        conn.close()
    finally:
        proc.terminate()
    _pid, _status, rusage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return t, _cpu_ms(rusage)


def bench_mcp_first_answer(work: Path, runs: int) -> list[Figure]:
    from app.bootstrap import build_core
    from app.mcp.http import load_token

    home = work / "mcp-home"
    folder = work / "mcp-project"
    folder.mkdir(parents=True)
    url = f"sqlite:///{work / 'mcp-first.db'}"
    core = build_core(url, data_dir=home)  # made and migrated before timing
    core.external.bind(core.chat.create_space("Bench").value.id, folder)
    core.close()
    token = load_token(home)
    env = _env(home)
    stdio_app = [MINDKEEP, "--db", url, "mcp"]
    stdio_bare = [sys.executable, str(NOOP)]
    figures = []
    for transport in ("stdio", "http"):
        app_t, bare_t, app_cpu, bare_cpu = [], [], [], []
        for i in range(runs + 1):  # the first of each compiles bytecode and warms the cache
            if transport == "stdio":
                a = _stdio_first_answer(stdio_app, env, folder)
                b = _stdio_first_answer(stdio_bare, env, folder)
            else:
                port = _free_port()
                a = _http_first_answer(
                    [*stdio_app, "--http", "--port", str(port)], port, token, env, folder
                )
                port = _free_port()
                b = _http_first_answer([*stdio_bare, "--http", str(port)], port, None, env, folder)
            if i:
                app_t.append(a[0])
                bare_t.append(b[0])
                app_cpu.append(a[1])
                bare_cpu.append(b[1])
        INFO.append(
            f"mcp_first_answer_{transport}: CPU of the whole process (it opens the database "
            f"after answering) {statistics.median(app_cpu):.0f} ms, the bare server's "
            f"{statistics.median(bare_cpu):.0f} ms"
        )
        figures.append(Figure(f"mcp_first_answer_{transport}", "ms", app_t, bare_t, 1.3, None))
    return figures


# ---------------------------------------------------------------- the CLI


def _commands(url: str, facts: workload.Facts, suggested: list[int]) -> tuple[list, list]:
    """(reads, writes): each a (name, function of the run's number giving the command line)."""
    sid = facts.typical_session_id
    base = [MINDKEEP, "--db", url, "--json"]
    reads = [
        ("memory list", lambda i: [*base, "memory", "list", "--session", str(sid), "--scope", "space"]),
        ("context", lambda i: [*base, "context", "--session", str(sid)]),
        (
            "rules check",
            lambda i: [*base, "rules", "check", "--session", str(sid), "--text",
                       "I pushed the release branch and opened a pull request."],
        ),
        ("message list", lambda i: [*base, "message", "list", "--session", str(sid)]),
        ("tools list", lambda i: [*base, "tools", "list"]),
    ]  # fmt: skip
    writes = [
        (
            "message add",
            lambda i: [*base, "message", "add", "--session", str(sid), "--source", "user",
                       f"Here is the log of run {i} of the benchmark."],
        ),
        (
            "memory add",
            lambda i: [*base, "memory", "add", "--session", str(sid), "--scope", "session",
                       "--kind", "fact", f"Benchmark run {i} wrote this note"],
        ),
        ("memory dismiss", lambda i: [*base, "memory", "dismiss", str(suggested[i])]),
        ("space create", lambda i: [*base, "space", "create", f"Bench {i}"]),
        ("session create", lambda i: [*base, "session", "create", "--space", "1"]),
    ]  # fmt: skip
    return reads, writes


def _suggestions(path: Path) -> list[int]:
    """The workload's suggestions (each run dismisses another)."""
    conn = sqlite3.connect(path)
    try:
        return [
            r[0] for r in conn.execute("SELECT id FROM memory_entries WHERE status = 'suggested'")
        ]
    finally:
        conn.close()


def bench_cli(work: Path, runs: int) -> list[Figure]:
    db_path, facts = workload.working_copy(work / "cli")
    url = f"sqlite:///{db_path}"
    env = _env(work / "cli-home")
    suggested = _suggestions(db_path)
    reads, writes = _commands(url, facts, suggested)
    floor_cmd = [sys.executable, str(FLOOR), url]
    figures = []
    for kind, commands, target in (("read", reads, 1.5), ("write", writes, 2.0)):
        samples, floor, cpu, floor_cpu = [], [], [], []
        each: dict[str, list[float]] = {name: [] for name, _ in commands}
        each_floor: dict[str, list[float]] = {name: [] for name, _ in commands}
        for i in range(runs + 1):
            for name, line in commands:
                b = _timed_run(floor_cmd, env, work)
                a = _timed_run(line(i), env, work)
                if i:  # the first round compiles bytecode and warms the page cache
                    samples.append(a[0])
                    floor.append(b[0])
                    cpu.append(a[1])
                    floor_cpu.append(b[1])
                    each[name].append(a[0])
                    each_floor[name].append(b[0])
        INFO.append(
            f"cli_{kind}: "
            + ", ".join(
                f"{name} {statistics.median(v) / statistics.median(each_floor[name]):.2f}×"
                for name, v in each.items()
            )
            + f"; CPU {statistics.median(cpu):.0f} ms vs the floor's "
            f"{statistics.median(floor_cpu):.0f} ms ({statistics.median(cpu) / statistics.median(floor_cpu):.2f}×)"
        )
        figures.append(Figure(f"cli_{kind}", "ms", samples, floor, target, None))
    return figures


def bench_ways_in(work: Path, runs: int) -> list[Figure]:
    return bench_mcp_first_answer(work, runs) + bench_cli(work, runs)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=11)
    p.add_argument("--only", choices=["mcp", "cli"])
    args = p.parse_args(argv)
    run: Callable[[Path, int], list[Figure]] = {
        None: bench_ways_in,
        "mcp": bench_mcp_first_answer,
        "cli": bench_cli,
    }[args.only]
    return run_alone(run, args.runs, "ways-in")


if __name__ == "__main__":
    raise SystemExit(main())
