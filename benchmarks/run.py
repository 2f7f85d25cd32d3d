"""Measure every figure of issue 7 beside its floor, in the same run, and write results.json.

    python -m benchmarks.run            # all figures (`make bench`)
    python -m benchmarks.run --quick    # fewer repetitions, for a smoke check
    python -m benchmarks.run --only propose,block
    python -m benchmarks.run --only ways_in,turns     # issue 32: mcp's first answers, the CLI, turns

Each figure is timed side by side with its floor, interleaved sample by sample so drift
on the machine hits both alike; reported as median and p99 (nearest rank) of the app,
the floor's median, and ratio = median / floor median. Absolute targets are checked
against the p99 (the frame a user feels on a bad day), except peak RSS, whose target is
a difference: p99 − floor median ≤ 60 MB. `met` is true only when every target of the
row holds.

The workload (benchmarks/workload.py) is built once and cached; each run works on
private copies, so the cache is never written.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import workload  # noqa: E402
from benchmarks.common import (  # noqa: E402
    INFO,
    RESULTS,
    Figure,
    PaintWatch,
    filter_floor,
    ms_of,
    percentile,
    print_table,
    settle,
)

CHILD = REPO / "benchmarks" / "_window_child.py"


def _ms(seconds: float) -> float:
    return seconds * 1000.0


# ---------------------------------------------------------------- 1. cold start and RSS


def _child_env(home: Path) -> dict[str, str]:
    # PYTHONDONTWRITEBYTECODE (set on some build machines) would make every child compile
    # our modules from source; an installed app has its bytecode, so the children do too.
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("MINDKEEP_DB_URL", "PYTHONDONTWRITEBYTECODE")
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["MINDKEEP_HOME"] = str(home)
    env["PYTHONPATH"] = str(REPO)
    return env


@dataclass
class Start:
    """One child's start, in ms from spawn: first paint, content painted, services attached."""

    painted: float
    rss_mb: float
    content: float | None = None
    ready: float | None = None


def _spawn(mode: str, db_url: str | None, env: dict[str, str]) -> Start:
    """One child's start (content and ready are None for the bare window)."""
    cmd = [sys.executable, str(CHILD), mode] + ([db_url] if db_url else [])
    start = time.perf_counter()
    proc = subprocess.run(
        cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=180, check=False
    )
    if proc.returncode != 0:
        raise RuntimeError(f"{mode} child failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    at = {k: _ms(data[k] - start) for k in ("painted", "content", "ready") if k in data}
    return Start(at["painted"], data["rss_kb"] / 1024.0, at.get("content"), at.get("ready"))


def bench_window(work: Path, runs: int) -> list[Figure]:
    db_path, _facts = workload.working_copy(work / "window")
    url = f"sqlite:///{db_path}"
    env = _child_env(work / "home")
    # One of each first: compiles bytecode and warms the page cache for both alike.
    _spawn("bare", None, env)
    _spawn("app", url, env)
    bare, app = [], []
    for _ in range(runs):
        bare.append(_spawn("bare", None, env))
        app.append(_spawn("app", url, env))
    bare_t = [b.painted for b in bare]
    ready = [a.ready for a in app]
    INFO.append(
        f"cold start until the services are attached (every action available): median "
        f"{statistics.median(ready):.0f} ms, p99 {percentile(ready, 99):.0f} ms "
        f"({statistics.median(ready) / statistics.median(bare_t):.2f}× the floor)"
    )
    return [
        Figure("cold_start_first_paint", "ms", [a.painted for a in app], bare_t, 1.5, None),
        Figure("cold_start_to_content", "ms", [a.content for a in app], bare_t, 2.0, None),
        Figure(
            "window_peak_rss",
            "MB",
            [a.rss_mb for a in app],
            [b.rss_mb for b in bare],
            None,
            60.0,
            abs_on="p99_over_floor",
        ),
    ]


SCALES = (1, 3, 10)


def bench_scale(work: Path, runs: int) -> tuple[list[Figure], dict]:
    """First paint and content on the workload at 1×, 3× and 10× (10,000 Sessions, 1,000,000
    messages, 100,000 entries), interleaved run by run; the 10× figures against the 1× ones."""
    env = _child_env(work / "home-scale")
    urls = {
        k: f"sqlite:///{workload.working_copy(work / f'scale-{k}', scale=k)[0]}" for k in SCALES
    }
    for k in SCALES:  # one of each first: bytecode and the page cache
        _spawn("app", urls[k], env)
    starts: dict[int, list[Start]] = {k: [] for k in SCALES}
    for _ in range(runs):
        for k in SCALES:
            starts[k].append(_spawn("app", urls[k], env))
    curve = {}
    for k in SCALES:
        painted = [s.painted for s in starts[k]]
        content = [s.content for s in starts[k]]
        curve[f"{k}x"] = {
            "first_paint_median": round(statistics.median(painted), 1),
            "content_median": round(statistics.median(content), 1),
            "first_paint_p99": round(percentile(painted, 99), 1),
            "content_p99": round(percentile(content, 99), 1),
        }
    INFO.append(
        "start at 1×, 3×, 10× the workload (median first paint / content, ms): "
        + ", ".join(
            f"{k}: {v['first_paint_median']:.0f} / {v['content_median']:.0f}"
            for k, v in curve.items()
        )
    )
    one, ten = starts[1], starts[10]
    return [
        Figure(
            "cold_start_first_paint_10x",
            "ms",
            [s.painted for s in ten],
            [s.painted for s in one],
            1.3,
            None,
        ),
        Figure(
            "cold_start_to_content_10x",
            "ms",
            [s.content for s in ten],
            [s.content for s in one],
            1.3,
            None,
        ),
    ], curve


# ---------------------------------------------------------------- 2. propose_memory_rule


def _floor_conn(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


_FLOOR_INSERT = (
    "INSERT INTO memory_entries (scope, scope_id, kind, content, content_key, status, source, "
    "created_by, reason, source_event_ids, origin_session_id, pinned, version, created_at, "
    "updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)


def _floor_propose(conn: sqlite3.Connection, session_id: int, msg: int, i: int) -> float:
    """Raw sqlite3: insert a comparable row and read it back, in one write transaction."""
    content = f"Floor rule {i}: keep commit subjects short and clear"
    now = "2024-06-07 10:00:00.000000"
    t0 = time.perf_counter()
    conn.execute("BEGIN IMMEDIATE")
    cur = conn.execute(
        _FLOOR_INSERT,
        (
            "session",
            session_id,
            "constraint",
            content,
            content.casefold(),
            "suggested",
            "user_stated",
            "agent",
            "The user said so.",
            json.dumps([msg]),
            session_id,
            0,
            1,
            now,
            now,
        ),
    )
    conn.execute("SELECT * FROM memory_entries WHERE id = ?", (cur.lastrowid,)).fetchone()
    conn.execute("COMMIT")
    return _ms(time.perf_counter() - t0)


def bench_propose(work: Path, n: int) -> Figure:
    from app.agent.tools import ToolContext
    from app.bootstrap import build_core

    db_path, facts = workload.working_copy(work / "propose")
    floor_path, _ = workload.working_copy(work / "propose-floor")
    core = build_core(f"sqlite:///{db_path}")
    conn = _floor_conn(floor_path)
    sessions = facts.fresh_session_ids
    assert n + 20 <= len(sessions), "not enough Sessions without suggestions"
    samples, floor = [], []
    try:
        for i in range(n + 20):
            sid = sessions[i]
            msg = facts.user_message_of[str(sid)]
            args = {
                "kind": "constraint",
                "scope": "session",
                "content": f"Rule {i}: keep commit subjects short and clear",
                "reason": "The user said so.",
                "source_event_ids": [msg],
            }
            ctx = ToolContext(sid, core.memory, core.proposals)
            t_floor = _floor_propose(conn, sid, msg, i)
            t0 = time.perf_counter()
            result = core.tools.call("propose_memory_rule", ctx, args)
            t_app = _ms(time.perf_counter() - t0)
            if not (result["ok"] and result["created"]):
                raise RuntimeError(f"propose_memory_rule was refused: {result}")
            if i >= 20:  # the first ones warm caches (compiled SQL, pages)
                samples.append(t_app)
                floor.append(t_floor)
    finally:
        conn.close()
        core.close()
    return Figure("propose_memory_rule", "ms", samples, floor, 15.0, 5.0)


# ---------------------------------------------------------------- 2b. propose on PostgreSQL


_PG_FLOOR_INSERT = _FLOOR_INSERT.replace("?", "%s") + " RETURNING id"


def _pg_server() -> str | None:
    """The admin URL of a PostgreSQL server to measure on (MINDKEEP_BENCH_PG_URL, else the
    tests' MINDKEEP_TEST_PG_URL), or None with a note saying why the figure is left out."""
    url = os.environ.get("MINDKEEP_BENCH_PG_URL") or os.environ.get("MINDKEEP_TEST_PG_URL")
    if not url:
        INFO.append(
            "propose_memory_rule_postgresql left out: no server named "
            "(set MINDKEEP_TEST_PG_URL, e.g. from `bash scripts/ci_postgres.sh`)"
        )
        return None
    try:
        import psycopg
        from sqlalchemy.engine import make_url

        u = make_url(url)
        psycopg.connect(
            host=u.host,
            port=u.port or 5432,
            user=u.username,
            password=u.password,
            dbname=u.database,
            connect_timeout=5,
        ).close()
    except Exception as exc:  # noqa: BLE001 (any failure means: no figure, with the reason)
        INFO.append(f"propose_memory_rule_postgresql left out: the server is not reachable ({exc})")
        return None
    return url


def bench_propose_pg(work: Path, n: int) -> Figure | None:
    """propose_memory_rule against a local PostgreSQL holding the same workload (moved there
    with `db copy`), beside raw psycopg doing a comparable INSERT … RETURNING + SELECT."""
    admin_url = _pg_server()
    if admin_url is None:
        return None
    import uuid

    import psycopg
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    from app.agent.tools import ToolContext
    from app.bootstrap import build_core
    from app.storage.engine.copy import copy_database

    db_path, facts = workload.working_copy(work / "propose-pg")
    names = [f"mindkeep_bench_{uuid.uuid4().hex[:10]}" for _ in range(2)]
    admin = create_engine(
        make_url(admin_url).set(drivername="postgresql+psycopg"), isolation_level="AUTOCOMMIT"
    )
    with admin.connect() as conn:
        for name in names:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    urls = [
        make_url(admin_url)
        .set(drivername="postgresql+psycopg", database=name)
        .render_as_string(hide_password=False)
        for name in names
    ]
    try:
        t0 = time.perf_counter()
        copy_database(f"sqlite:///{db_path}", urls[0])
        copy_database(f"sqlite:///{db_path}", urls[1])
        INFO.append(
            f"db copy of the workload to PostgreSQL: {time.perf_counter() - t0:.1f} s for two copies"
        )
        core = build_core(urls[0])
        u = make_url(urls[1])
        conn = psycopg.connect(
            host=u.host,
            port=u.port or 5432,
            user=u.username,
            password=u.password,
            dbname=u.database,
        )
        sessions = facts.fresh_session_ids
        samples, floor = [], []
        try:
            for i in range(n + 20):
                sid = sessions[i]
                msg = facts.user_message_of[str(sid)]
                args = {
                    "kind": "constraint",
                    "scope": "session",
                    "content": f"Rule {i}: keep commit subjects short and clear",
                    "reason": "The user said so.",
                    "source_event_ids": [msg],
                }
                ctx = ToolContext(sid, core.memory, core.proposals)
                content = f"Floor rule {i}: keep commit subjects short and clear"
                t_start = time.perf_counter()
                with conn.transaction():
                    new_id = conn.execute(
                        _PG_FLOOR_INSERT,
                        (
                            "session",
                            sid,
                            "constraint",
                            content,
                            content.casefold(),
                            "suggested",
                            "user_stated",
                            "agent",
                            "The user said so.",
                            json.dumps([msg]),
                            sid,
                            False,
                            1,
                            "2024-06-07 10:00:00+00",
                            "2024-06-07 10:00:00+00",
                        ),
                    ).fetchone()[0]
                    conn.execute("SELECT * FROM memory_entries WHERE id = %s", (new_id,)).fetchone()
                t_floor = _ms(time.perf_counter() - t_start)
                t_start = time.perf_counter()
                result = core.tools.call("propose_memory_rule", ctx, args)
                t_app = _ms(time.perf_counter() - t_start)
                if not (result["ok"] and result["created"]):
                    raise RuntimeError(f"propose_memory_rule was refused: {result}")
                if i >= 20:
                    samples.append(t_app)
                    floor.append(t_floor)
        finally:
            conn.close()
            core.close()
    finally:
        with admin.connect() as conn:
            for name in names:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
    return Figure("propose_memory_rule_postgresql", "ms", samples, floor, 5.0, 10.0)


# ---------------------------------------------------------------- 3. agent Memory block


def bench_block(work: Path, n: int) -> Figure:
    from app.bootstrap import build_core
    from app.domain.memory.formats import (
        AGENT_NOTES_HEADER,
        BLOCK_HEADER,
        USER_RULES_HEADER,
        USER_SOURCES,
    )
    from app.domain.memory.rules.limits import CONTEXT_BUDGET
    from app.domain.model import Scope, Status

    db_path, facts = workload.working_copy(work / "block")
    core = build_core(f"sqlite:///{db_path}")
    sid = facts.typical_session_id
    try:
        # The floor's input: the same entries, already in a Python list, their labels and
        # groups looked up; the floor only lays out the text (pinned first, the user's rules
        # and the agent's notes under their headers, within the budget).
        rows = []
        for scope in (Scope.SESSION, Scope.SPACE, Scope.USER):
            ref = core.memory.scope_ref(sid, scope)
            for e in core.memory.list_entries(ref, statuses=[Status.ACTIVE]):
                line = f"- [{e.scope.value} · {e.kind.value} · {e.source.label}] {e.content}"
                rows.append((e.pinned, e.source in USER_SOURCES, line))
        rows = [r for r in rows if r[0]] + [r for r in rows if not r[0]]

        def floor_block() -> str:
            users, agents, used, left_out = [], [], 0, 0
            for _pinned, by_user, line in rows:
                if used + len(line) + 1 > CONTEXT_BUDGET:
                    left_out += 1
                    continue
                used += len(line) + 1
                (users if by_user else agents).append(line)
            parts = [BLOCK_HEADER]
            if users:
                parts.append(USER_RULES_HEADER + "\n" + "\n".join(users))
            if agents:
                parts.append(AGENT_NOTES_HEADER + "\n" + "\n".join(agents))
            footer = f"\n({left_out} more entries not shown.)" if left_out else ""
            return "\n".join(parts) + footer

        expected = core.memory.context_block(sid)
        if floor_block() != expected:
            raise RuntimeError("the floor does not build the same text as context_block")
        samples, floor = [], []
        for i in range(n + 20):
            t0 = time.perf_counter()
            floor_block()
            t1 = time.perf_counter()
            core.memory.context_block(sid)
            t2 = time.perf_counter()
            if i >= 20:
                floor.append(_ms(t1 - t0))
                samples.append(_ms(t2 - t1))
    finally:
        core.close()
    return Figure("agent_memory_block_build", "ms", samples, floor, None, 2.0)


# ---------------------------------------------------------------- 4. Memory page


def bench_memory_page(work: Path, opens: int, keys: int) -> list[Figure]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.bootstrap import build_core
    from app.domain.model import Scope, Status
    from app.ui.bridge import EventBridge
    from app.ui.pages.memory.page import MemoryPage

    app = QApplication.instance() or QApplication(["bench"])
    db_path, facts = workload.working_copy(work / "page")
    core = build_core(f"sqlite:///{db_path}")
    sid = facts.big_session_id
    big = core.memory.scope_ref(sid, Scope.SESSION)
    personal = core.memory.scope_ref(sid, Scope.USER)
    entries = core.memory.list_entries(big, statuses=list(Status))
    if len(entries) != 2000:
        raise RuntimeError(f"the big scope has {len(entries)} entries, not 2,000")
    strings = [e.content for e in entries]
    few = strings[:20]

    bridge = EventBridge(core.bus)
    page = MemoryPage(core, bridge)
    page.resize(1000, 800)
    page.show()
    page.show_scope(personal, sid)
    settle(app)
    page_watch = PaintWatch(page.entries.view.viewport())
    # Once, for the record: the very first open (no suggestion card built yet).
    first = ms_of(lambda: page.show_scope(big, sid), app, page_watch)
    INFO.append(f"memory page, first open of the big scope after start: {first:.1f} ms")

    # The floor: a QListView over 2,000 plain strings, filtered through a proxy.
    shown = filter_floor(few)
    floor_box, floor_edit, floor_view, floor_model = shown.box, shown.edit, shown.view, shown.model
    settle(app)
    floor_watch = PaintWatch(floor_view.viewport())

    def timed(action: Callable[[], None], watch: PaintWatch) -> float:
        gc.collect()
        return ms_of(action, app, watch)

    open_t, open_floor = [], []
    for i in range(opens + 3):
        page.show_scope(personal, sid)
        settle(app)
        floor_model.setStringList(few)
        settle(app)
        # Worst case: no row height remembered from an earlier open.
        page.entries.delegate.forget_sizes()
        t_app = timed(lambda: page.show_scope(big, sid), page_watch)
        t_floor = timed(lambda: floor_model.setStringList(strings), floor_watch)
        if len(page.saved_entries()) < 1000:
            raise RuntimeError("the Memory page did not show the big scope")
        if i >= 3:
            open_t.append(t_app)
            open_floor.append(t_floor)

    # Keystrokes in the search field: type a word, then erase it, again and again.
    page.activateWindow()
    page.entries.search_edit.setFocus()
    floor_edit.setFocus()
    sequence = [
        Qt.Key.Key_R,
        Qt.Key.Key_E,
        Qt.Key.Key_L,
        Qt.Key.Key_Backspace,
        Qt.Key.Key_Backspace,
        Qt.Key.Key_Backspace,
    ]
    key_t, key_floor = [], []
    for i in range(keys + 6):
        key = sequence[i % len(sequence)]
        t_app = timed(lambda: QTest.keyClick(page.entries.search_edit, key), page_watch)
        t_floor = timed(lambda: QTest.keyClick(floor_edit, key), floor_watch)
        if i >= 6:
            key_t.append(t_app)
            key_floor.append(t_floor)
    if page.entries.search_edit.text() != floor_edit.text():
        raise RuntimeError("the keystrokes did not reach both search fields alike")

    page.close()
    floor_box.close()
    bridge.close()
    core.close()
    return [
        Figure("memory_page_open_2000", "ms", open_t, open_floor, None, 50.0),
        Figure("memory_page_filter_keystroke", "ms", key_t, key_floor, None, 16.0),
    ]


# ---------------------------------------------------------------- output


SECTIONS = (
    "window",
    "scale",
    "propose",
    "agent",
    "long_turn",
    "mcp",
    "mcp_server",
    "hooks",
    "page",
    "chat",
    "search",
    "find",
    "block",
    "judge",
    "compliance",
    "ways_in",
    "turns",
    "storm",
)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Mindkeep benchmarks against their floors.")
    p.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke check)")
    p.add_argument("--only", help=f"comma-separated sections: {', '.join(SECTIONS)}")
    p.add_argument("--out", type=Path, default=RESULTS, help="where to write the JSON")
    args = p.parse_args(argv)
    only = set(args.only.split(",")) if args.only else set(SECTIONS)
    unknown = only - set(SECTIONS)
    if unknown:
        p.error(f"unknown section(s): {', '.join(sorted(unknown))}")

    q = args.quick
    started = time.perf_counter()
    if only - {
        "judge",
        "compliance",
        "mcp",
        "mcp_server",
        "turns",
        "hooks",
        "storm",
    }:  # the judgements, the MCP calls, the turns and the storm need no workload
        for k in SCALES if "scale" in only else (1,):
            _path, facts = workload.ensure(scale=k)
            print(
                f"workload v{facts.version} {k}×: {facts.spaces:,} Spaces, {facts.sessions:,} Sessions, "
                f"{facts.messages:,} messages, {facts.entries:,} entries ({facts.suggested:,} suggested), "
                f"built in {facts.build_seconds:.0f} s"
            )
    figures: list[Figure] = []
    extra: dict = {}  # sibling keys of "figures" in results.json
    work = Path(tempfile.mkdtemp(prefix="mindkeep-bench-"))
    try:
        # Subprocess figures first, before this process starts Qt.
        if "window" in only:
            figures += bench_window(work, runs=5 if q else 21)
        if "scale" in only:
            scaled, extra["scale_curve"] = bench_scale(work, runs=3 if q else 11)
            figures += scaled
        if "propose" in only:
            figures.append(bench_propose(work, n=100 if q else 500))
            pg = bench_propose_pg(work, n=100 if q else 500)
            if pg is not None:
                figures.append(pg)
        if "page" in only:
            figures += bench_memory_page(work, opens=5 if q else 100, keys=30 if q else 240)
        if "chat" in only:
            from benchmarks.chat import bench_chat

            figures += bench_chat(work, opens=5 if q else 60, pages=30 if q else 200)
        if "search" in only:
            from benchmarks.directory import bench_search

            figures.append(bench_search(work, keys=30 if q else 240))
        if "find" in only:
            from benchmarks.find import bench_find

            figures += bench_find(work, q)
        if "agent" in only:
            from benchmarks.agent import bench_agent_turn

            figures.append(bench_agent_turn(work, turns=50 if q else 300))
        if "long_turn" in only:
            from benchmarks.long_turn import bench_long_turn

            figures.append(bench_long_turn(work, turns=30 if q else 200))
        if "mcp" in only:
            from benchmarks.mcp_call import bench_mcp_call

            figures.append(bench_mcp_call(work, calls=200 if q else 1000))
        if "mcp_server" in only:
            from benchmarks.mcp_server import bench_mcp_server

            figures += bench_mcp_server(work, calls=100 if q else 500)
        if "ways_in" in only:
            from benchmarks.ways_in import bench_ways_in

            figures += bench_ways_in(work, runs=5 if q else 21)
        if "turns" in only:
            from benchmarks.turns import bench_turns

            figures += bench_turns(work, runs=3 if q else 11)
        if "hooks" in only:
            from benchmarks.hooks import bench_hooks

            figures += bench_hooks(work, calls=40 if q else 200)
        if "block" in only:
            figures.append(bench_block(work, n=100 if q else 1000))
        if "storm" in only:
            from benchmarks.storm import bench_storm

            admin_url = _pg_server()
            if admin_url is not None:
                figures += bench_storm(admin_url, n=6_000 if q else 60_000, updates=5 if q else 11)
        if "judge" in only:
            from benchmarks import judge

            figure, extra["judgement"], results = judge.bench(rounds=3 if q else 20)
            figures.append(figure)
            for name, (_outcomes, scores) in results.items():
                judge.print_scores(name, scores)
        if "compliance" in only:
            from benchmarks import judge_compliance

            figure, extra["compliance"], results = judge_compliance.bench(rounds=100 if q else 1000)
            figures.append(figure)
            for name, (_outcomes, scores) in results.items():
                judge_compliance.print_scores(name, scores)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    order = [
        "cold_start_first_paint",
        "cold_start_to_content",
        "cold_start_first_paint_10x",
        "cold_start_to_content_10x",
        "propose_memory_rule",
        "propose_memory_rule_postgresql",
        "memory_page_open_2000",
        "memory_page_filter_keystroke",
        "chat_open_5000",
        "chat_page_scroll",
        "memory_search_keystroke",
        "message_search_query",
        "sidebar_filter_keystroke",
        "agent_turn_overhead",
        "agent_turn_100k_session",
        "mcp_tool_call",
        "mcp_server_propose_round_trip",
        "mcp_server_memory_context",
        "mcp_first_answer_stdio",
        "mcp_first_answer_http",
        "cli_read",
        "cli_write",
        "turn_with_tools",
        "approval_card_first",
        "hook_pre_tool_process",
        "hook_session_start_process",
        "mcp_check_action",
        "agent_memory_block_build",
        "window_peak_rss",
        "judgement_per_message",
        "compliance_check_20_rules",
        "window_frame_notify_storm",
        "live_update_postgresql",
    ]
    figures.sort(key=lambda f: order.index(f.name))
    print()
    print_table(figures)
    for line in INFO:
        print(f"note: {line}")
    print(f"\n({time.perf_counter() - started:.0f} s)")
    written = [f.to_json() for f in figures]
    if args.only and args.out.exists():
        # Some sections only: the other figures (and keys) stay as the last run wrote them.
        kept = json.loads(args.out.read_text(encoding="utf-8"))
        mine = {f["name"] for f in written}
        written = [f for f in kept.get("figures", []) if f["name"] not in mine] + written
        written.sort(key=lambda f: order.index(f["name"]) if f["name"] in order else len(order))
        extra = {k: v for k, v in kept.items() if k != "figures"} | extra
    args.out.write_text(
        json.dumps({"figures": written, **extra}, indent=2, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
