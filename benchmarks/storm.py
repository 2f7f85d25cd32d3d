"""The window's frame during a storm of 60,000 NOTIFYs on a shared PostgreSQL (issue 31), and
how soon the same window shows a decision another program made.

A window shows a Space's Memory page on a PostgreSQL database; another connection sends
60,000 notifications on Mindkeep's channel, each naming a change to that Space (in 60
transactions of 1,000: a burst every few milliseconds), while a 16 ms timer on the GUI thread
measures how long each frame really took. The floor is the same window, the same timer, no
storm. Target: the frame's p99 ≤ 50 ms during the storm.

`live_update_postgresql`: after the storm, another program (`mindkeep memory accept`, its own
process) accepts a suggestion the window shows; from the moment of the decision (the entry's
`updated_at`) until the window's Suggested group has lost the card and its Saved list holds the
entry. The floor is a bare LISTEN/NOTIFY between two `psycopg` connections, commit to receipt.
Target: p99 ≤ 1 s (a window follows another program's decisions within a second).

    python -m benchmarks.storm          # prints the figure (needs MINDKEEP_TEST_PG_URL)
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from pathlib import Path

from benchmarks.common import INFO, Figure

REPO = Path(__file__).resolve().parents[1]
STORM = 60_000
PER_TRANSACTION = 1_000
FRAME_MS = 16
TARGET_P99_MS = 50.0
LIVE_TARGET_P99_MS = 1000.0


def storm_payloads(n: int, space_id: int, entry_id: int) -> list[str]:
    """n distinct, well-formed change notifications about one entry of a Space (what a busy
    or hostile peer sends; PostgreSQL folds identical payloads of a transaction into one)."""
    return [
        json.dumps({"o": "storm", "c": [[0, 1, "space", space_id, entry_id, 10_000 + i]]})
        for i in range(n)
    ]


def send_storm(
    conninfo: dict, payloads: list[str], per_transaction: int = PER_TRANSACTION
) -> float:
    """Send the payloads on Mindkeep's channel; the seconds it took."""
    import psycopg

    from app.storage.engine.notify import CHANNEL

    started = time.perf_counter()
    with psycopg.connect(**conninfo) as conn:
        for i in range(0, len(payloads), per_transaction):
            with conn.transaction():
                conn.cursor().executemany(
                    "SELECT pg_notify(%s, %s)",
                    [(CHANNEL, p) for p in payloads[i : i + per_transaction]],
                )
    return time.perf_counter() - started


def conninfo_of(url: str) -> dict:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return {
        "host": u.host,
        "port": u.port or 5432,
        "user": u.username,
        "password": u.password,
        "dbname": u.database,
    }


class FrameClock:
    """A timer on the GUI thread every FRAME_MS; the real length of each frame, in ms."""

    def __init__(self):
        from PySide6.QtCore import QTimer

        self.frames: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.frames.append((now - self._last) * 1000)
        self._last = now

    def start(self) -> None:
        self.frames.clear()
        self._last = time.perf_counter()
        self._timer.start(FRAME_MS)

    def stop(self) -> list[float]:
        self._timer.stop()
        return list(self.frames)


def _run_for(app, seconds: float) -> None:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)


def bench_storm(admin_url: str, n: int = STORM, updates: int = 11) -> list[Figure]:
    """The frame's length during the storm, beside the same window at rest; then how soon the
    window shows `updates` decisions made by another program."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    from app.bootstrap import build_core, follow_changes
    from app.domain.model import Scope, ScopeRef
    from app.ui.main_window import MainWindow

    name = f"mindkeep_storm_{uuid.uuid4().hex[:10]}"
    admin = create_engine(
        make_url(admin_url).set(drivername="postgresql+psycopg"), isolation_level="AUTOCOMMIT"
    )
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    core = build_core(url)
    try:
        space = core.chat.create_space("Release work").value
        sid = core.chat.create_session(space.id, title="Sprint").value.id
        mid = core.chat.add_message(
            sid, source="user", text="From now on, tag releases."
        ).value.message.id
        entry = core.proposals.propose_rule(
            sid,
            kind="constraint",
            scope="space",
            content="Tag every release",
            reason="asked",
            source_event_ids=[mid],
        ).value.entry
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        window = MainWindow(core, data_dir=core.data_dir)
        window.resize(1280, 800)
        window.show()
        follow_changes(core)
        core.db._watcher.listening.wait(10)
        window.select_session(sid)
        window.show_memory(ScopeRef(Scope.SPACE, space.id), sid)
        _run_for(app, 1.0)
        clock = FrameClock()
        clock.start()
        _run_for(app, 2.0)
        floor = clock.stop()
        # The storm comes from another program (its own process, as a peer or a hostile role
        # on the server sends it), not from a thread sharing this interpreter's lock.
        sender = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "benchmarks.storm",
                "--send",
                url,
                *map(str, (n, space.id, entry.id)),
            ],
            cwd=REPO,
            stdout=subprocess.PIPE,
            text=True,
        )
        clock.start()
        while sender.poll() is None:
            app.processEvents()
            time.sleep(0.001)
        sent = [float(sender.stdout.read().strip() or "nan")]
        _run_for(app, 1.0)  # what was still on its way
        storm = clock.stop()
        INFO.append(
            f"storm: {n:,} NOTIFYs sent in {sent[0]:.1f} s; {len(storm)} frames measured "
            f"during it, {len(floor)} at rest"
        )
        live = _decisions_seen(app, window, url, sid, updates)
        live_floor = bare_notify(url, updates)
        window.close()
    finally:
        core.close()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
    return [
        Figure("window_frame_notify_storm", "ms", storm, floor, None, TARGET_P99_MS),
        Figure(
            "live_update_postgresql",
            "ms",
            live,
            live_floor,
            None,
            LIVE_TARGET_P99_MS,
        ),
    ]


def _decisions_seen(app, window, url: str, sid: int, n: int) -> list[float]:
    """For each of n suggestions (proposed through another connection and shown), the ms from
    another program's `memory accept` to the window showing the decision."""
    from datetime import datetime

    from app.bootstrap import build_core

    def shown(check, what: str) -> float:
        deadline = time.perf_counter() + 30
        while not check():
            if time.perf_counter() > deadline:
                raise RuntimeError(f"live_update_postgresql: the window never showed {what}")
            app.processEvents()
            time.sleep(0.001)
        return time.time()

    page = window.memory_page
    other = build_core(url)  # another connection, another origin: heard through NOTIFY
    latencies = []
    try:
        for i in range(n):
            mid = other.chat.add_message(
                sid, source="user", text=f"From now on, label release train {i}."
            ).value.message.id
            entry = other.proposals.propose_rule(
                sid,
                kind="constraint",
                scope="space",
                content=f"Label release train {i}",
                reason="asked",
                source_event_ids=[mid],
            ).value.entry
            shown(lambda: entry.id in [c.entry.id for c in page.suggestion_cards()], "it")
            accept = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "app",
                    "--db",
                    url,
                    "--json",
                    "memory",
                    "accept",
                    str(entry.id),
                ],
                cwd=REPO,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            seen = shown(
                lambda: (
                    entry.id not in [c.entry.id for c in page.suggestion_cards()]
                    and entry.id in [e.id for e in page.saved_entries()]
                ),
                "the decision",
            )
            out, err = accept.communicate(timeout=60)
            if accept.returncode != 0:
                raise RuntimeError(f"memory accept failed: {err.strip()}")
            decided = datetime.fromisoformat(json.loads(out)["entry"]["updated_at"]).timestamp()
            latencies.append((seen - decided) * 1000)
    finally:
        other.close()
    return latencies


def bare_notify(url: str, n: int) -> list[float]:
    """n round trips of a bare NOTIFY between two psycopg connections, commit to receipt (ms)."""
    import psycopg

    info = conninfo_of(url)
    samples = []
    with psycopg.connect(**info, autocommit=True) as listener, psycopg.connect(**info) as sender:
        listener.execute("LISTEN mindkeep_bench_floor")
        for i in range(n):
            with sender.transaction():
                sender.execute("SELECT pg_notify('mindkeep_bench_floor', %s)", (str(i),))
            sent = time.perf_counter()
            next(listener.notifies(timeout=10, stop_after=1))
            samples.append((time.perf_counter() - sent) * 1000)
    return samples


def _send_main(argv: list[str]) -> None:
    url, n, space_id, entry_id = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    print(send_storm(conninfo_of(url), storm_payloads(n, space_id, entry_id)), flush=True)


if __name__ == "__main__":
    import os

    if sys.argv[1:2] == ["--send"]:
        _send_main(sys.argv[2:])
        sys.exit(0)
    url = os.environ.get("MINDKEEP_BENCH_PG_URL") or os.environ.get("MINDKEEP_TEST_PG_URL")
    for figure in bench_storm(url):
        print(json.dumps(figure.to_json(), indent=1))
    print("\n".join(INFO))
