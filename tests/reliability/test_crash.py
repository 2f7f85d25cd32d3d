"""Crash: a writer killed with SIGKILL at a random moment loses nothing it acknowledged.

A child process (crash_child.py) makes 1,000 writes, printing each one's ids only after
its commit. The test kills it with SIGKILL at a random point (after a random number of
acknowledgements, or after a random time, which may fall in its start-up), 20 times in
a row on one database file, with this process holding the same file open. After every
kill: `PRAGMA integrity_check` is ok, the database opens, and every acknowledged write
(message, explicit-request entry and its history) is there with its exact text.
A few more runs kill the very first start of a new file, in the middle of creating it.
"""

from __future__ import annotations

import os
import random
import select
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from crash_child import WRITES, expected_message
from reliability_helpers import PYTHON, child_env

from app.bootstrap import build_core

pytestmark = pytest.mark.slow

KILLS = 20
FIRST_START_KILLS = 5
CHILD = Path(__file__).with_name("crash_child.py")


def _read_acks(proc: subprocess.Popen, stop_after: int | None, stop_at: float | None) -> list[str]:
    """Lines from the child until the stop condition, then SIGKILL, then whatever it had sent."""
    lines: list[str] = []
    buffer = b""
    fd = proc.stdout.fileno()
    killed = False
    deadline = time.monotonic() + 120
    while True:
        if not killed and (
            (stop_after is not None and sum(1 for x in lines if x[:1].isdigit()) >= stop_after)
            or (stop_at is not None and time.monotonic() >= stop_at)
        ):
            os.kill(proc.pid, signal.SIGKILL)
            killed = True
        ready, _, _ = select.select([fd], [], [], 0.005)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break  # the child is gone and the pipe is drained
            buffer += chunk
            *complete, buffer = buffer.split(b"\n")
            lines += [c.decode() for c in complete]
        assert time.monotonic() < deadline, "the child neither finished nor died"
    proc.wait(timeout=30)
    return lines


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def test_sigkill_at_random_points_loses_no_acknowledged_write(tmp_path, figures):
    """20 SIGKILLs of a writer at random points: the file is sound and every acknowledged write is there."""
    rng = random.Random(int(os.environ.get("MINDKEEP_CRASH_SEED", "20240607")))
    path = tmp_path / "mindkeep.db"
    url = f"sqlite:///{path}"
    env = child_env(tmp_path / "home")
    core = build_core(url)  # held open by this process too, as a window would be
    space = core.chat.create_space("Crash test").value
    survived = lost = acked_total = 0
    details = []
    try:
        for run in range(KILLS):
            session = core.chat.create_session(space.id, title=f"Run {run}").value.id
            tag = f"r{run}"
            by_count = run % 2 == 0
            stop_after = rng.randrange(0, WRITES) if by_count else None
            window = 1.6  # by time: anywhere from start-up to before the last write (~2 s in)
            while True:
                proc = subprocess.Popen(
                    [PYTHON, str(CHILD), url, str(session), tag],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    env=env,
                )
                stop_at = None if by_count else time.monotonic() + rng.uniform(0.0, window)
                lines = _read_acks(proc, stop_after, stop_at)
                stderr = proc.stderr.read().decode(errors="replace")
                proc.stderr.close()
                proc.stdout.close()
                if proc.returncode == 0 and not by_count and window > 0.1:
                    # A faster machine finished all 1,000 writes first: a new Session, sooner.
                    window /= 2
                    session = core.chat.create_session(space.id, title=f"Run {run}+").value.id
                    continue
                break
            assert proc.returncode == -signal.SIGKILL, (proc.returncode, stderr[-2000:])
            acks = [line.split(" ") for line in lines if line[:1].isdigit()]

            assert _integrity(path) == "ok", f"run {run}: integrity_check failed"
            check = build_core(url)  # the database opens
            try:
                missing = 0
                for parts in acks:
                    i, message_id = int(parts[0]), int(parts[1])
                    entry_ids = [int(x) for x in parts[2].split(",") if x] if len(parts) > 2 else []
                    source, text = expected_message(tag, i)
                    try:
                        message = check.chat.get_message(message_id)
                        ok = (message.session_id, message.source.value, message.text) == (
                            session,
                            source,
                            text,
                        )
                    except Exception:  # noqa: BLE001 - counted as lost
                        ok = False
                    for entry_id in entry_ids:
                        try:
                            entry = check.memory.get(entry_id)
                            ok &= entry.source_event_ids == (message_id,)
                            ok &= len(check.memory.history(entry_id)) >= 1
                        except Exception:  # noqa: BLE001
                            ok = False
                    missing += not ok
                # The Session's messages are exactly a prefix of what the child wrote, in order.
                texts = [m.text for m in check.chat.messages(session)]
                assert texts == [expected_message(tag, i)[1] for i in range(len(texts))]
                assert len(texts) >= len(acks)
            finally:
                check.close()
            lost += missing
            acked_total += len(acks)
            survived += missing == 0
            details.append(f"{'n' if by_count else 't'}{len(acks)}")
    finally:
        core.close()
    figures["crash: SIGKILLs survived"] = f"{survived}/{KILLS}"
    figures["crash: acknowledged writes checked"] = acked_total
    figures["crash: acknowledged writes lost"] = lost
    figures["crash: acks per run (n = by count, t = by time)"] = " ".join(details)
    assert lost == 0
    assert survived == KILLS


def test_sigkill_during_the_first_start_leaves_a_file_that_opens(tmp_path, figures):
    """Killing the very first start (creating and migrating a new file) never leaves a broken file."""
    rng = random.Random(7)
    opened = 0
    for run in range(FIRST_START_KILLS):
        folder = tmp_path / f"first{run}"
        folder.mkdir()
        path = folder / "mindkeep.db"
        url = f"sqlite:///{path}"
        proc = subprocess.Popen(
            [PYTHON, "-m", "app", "--db", url, "space", "list"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=child_env(folder / "home"),
        )
        time.sleep(rng.uniform(0.15, 0.6))  # somewhere in start-up: imports, migration, query
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        if path.exists():
            assert _integrity(path) == "ok"
        core = build_core(url)  # finishes what the killed start began
        try:
            assert core.chat.list_spaces() == []
            opened += 1
        finally:
            core.close()
    figures["crash: first starts killed, file opened after"] = f"{opened}/{FIRST_START_KILLS}"
