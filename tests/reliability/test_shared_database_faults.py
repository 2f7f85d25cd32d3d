"""A shared PostgreSQL that restarts or loses answers (issue 31, defect 3), on a private server
really stopped and started: pooled connections are checked before use, a write whose
connection dropped is retried once, and a write is never applied twice."""

from __future__ import annotations

import json
import subprocess
import threading
import time

import psycopg
import pytest
from cutting_proxy import CuttingProxy
from private_pg import PrivateServer
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core
from app.domain.model import Status

pytestmark = pytest.mark.slow


@pytest.fixture
def server():
    """A private PostgreSQL cluster, started; removed after the test."""
    why = PrivateServer.unavailable()
    if why:
        pytest.skip(f"no private PostgreSQL server can be made here: {why}")
    srv = PrivateServer()
    try:
        srv.start()
        yield srv
    finally:
        srv.remove()


def _suggestion(core):
    space = core.chat.create_space("Release work").value
    sid = core.chat.create_session(space.id, title="Sprint").value.id
    mid = core.chat.add_message(
        sid, source="user", text="From now on, tag releases."
    ).value.message.id
    return core.proposals.propose_rule(
        sid,
        kind="constraint",
        scope="space",
        content="Tag every release",
        reason="asked",
        source_event_ids=[mid],
    ).value.entry


def _decided(core, entry_id):
    return [h.action for h in core.memory.history(entry_id) if h.action != "suggest"]


def test_the_first_write_after_a_restart_succeeds(server):
    """The pool's connections died with the server; the next decision still works."""
    core = build_core(server.create_database("restart"))
    try:
        entry = _suggestion(core)
        server.stop()
        server.start()
        core.decisions.decide(entry.id, "accept", expected_version=entry.version)
        assert core.memory.get(entry.id).status is Status.ACTIVE
        assert _decided(core, entry.id) == ["accept"]
    finally:
        core.close()


def _wait_for_lock_wait(url_kwargs: dict, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    with psycopg.connect(**url_kwargs, autocommit=True) as watch:
        while time.monotonic() < deadline:
            row = watch.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                "AND query ILIKE 'UPDATE memory_entries%'"
            ).fetchone()
            if row[0]:
                return
            time.sleep(0.05)
    raise AssertionError("the command never waited on the row")


def test_a_command_whose_connection_drops_mid_write_is_retried_once(server, tmp_path, figures):
    """`memory accept` waits on a row another client holds; the server restarts under it:
    the command is run once more, exits 0, and the decision is in the history once."""
    url = server.create_database("midwrite")
    core = build_core(url)
    try:
        entry = _suggestion(core)
    finally:
        core.close()
    conn_kwargs = {
        "host": "127.0.0.1",
        "port": server.port,
        "user": "mindkeep",
        "dbname": "midwrite",
    }
    holder = psycopg.connect(**conn_kwargs)
    holder.execute("SELECT id FROM memory_entries WHERE id = %s FOR UPDATE", (entry.id,))
    proc = subprocess.Popen(
        [PYTHON, "-m", "app", "--db", url, "--json", "memory", "accept", str(entry.id)],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _wait_for_lock_wait(conn_kwargs)
        server.stop()  # every connection is cut: the row's holder and the waiting command
        threading.Timer(1.0, server.start).start()
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
        holder.close()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert json.loads(out)["entry"]["status"] == "active"
    core = build_core(url)
    try:
        now = core.memory.get(entry.id)
        assert (now.status, now.version) == (Status.ACTIVE, entry.version + 1)
        assert _decided(core, entry.id) == ["accept"]
    finally:
        core.close()
    figures["server restart mid-write: decisions applied twice / lost"] = "0 / 0"


def test_a_commit_whose_answer_is_lost_is_not_reported_failed_nor_applied_twice(server):
    """The server commits a decision and the answer never arrives: the call succeeds (the
    transaction's status is looked up), and the history has the decision once."""
    server.create_database("lostanswer")
    proxy = CuttingProxy(server.port)
    url = f"postgresql://mindkeep@127.0.0.1:{proxy.port}/lostanswer"
    core = build_core(url)
    try:
        entry = _suggestion(core)
        proxy.armed.set()
        decision = core.decisions.decide(entry.id, "accept", expected_version=entry.version).value
        assert proxy.cut.is_set(), "no answer was lost: the test proved nothing"
        assert decision.entry.status is Status.ACTIVE
        now = core.memory.get(entry.id)
        assert (now.status, now.version) == (Status.ACTIVE, entry.version + 1)
        assert _decided(core, entry.id) == ["accept"]
    finally:
        core.close()
        proxy.stop()
