"""Many writers on one SQLite file: limits hold, decisions are compare-and-set, nothing is locked."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections import Counter
from pathlib import Path

import pytest

from app.domain.errors import AppError
from app.domain.memory.rules.limits import MAX_PENDING_SUGGESTIONS, suggestion_room
from app.domain.model import Actor, Scope, Status
from app.domain.text import same_words_key

REPO = Path(__file__).resolve().parents[2]
LIMIT_CODES = {"suggestion_limit", "room_limit"}
LOSER_CODES = {"version_conflict", "invalid_state"}
PROCESS_TIMEOUT_S = 90


def _run_threads(n, target):
    """Start n threads that wait on one barrier, then run target(i); re-raise nothing, join all."""
    barrier = threading.Barrier(n)

    def run(i):
        barrier.wait()
        target(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads), "a worker thread hung"


def _pending(core, ref):
    return core.memory.list_entries(ref, statuses=[Status.SUGGESTED])


def _assert_within_limits(core, ref):
    pending = _pending(core, ref)
    room = core.memory.settings(ref).room
    assert len(pending) <= MAX_PENDING_SUGGESTIONS
    assert sum(len(e.content) for e in pending) <= suggestion_room(room)
    keys = [same_words_key(e.content) for e in pending]
    assert len(keys) == len(set(keys)), "two pending suggestions with the same words"
    return pending


def _cli(db_url, *args):
    return [sys.executable, "-m", "app", "--db", db_url, "--json", *args]


def _start_all(commands):
    """Start every command before waiting on any, so they really run at once."""
    procs = [
        subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for cmd in commands
    ]
    results = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=PROCESS_TIMEOUT_S)
            results.append((p.returncode, out, err))
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    return results


# ------------------------------------------------------------------ (a) threads proposing


def test_eight_threads_proposing_keep_the_suggestion_limits(core, session, user_msg):
    """8 threads × 25 proposals into one scope: ≤5 pending, ≤ room/4, only limit refusals."""
    msg = user_msg()
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    created, refused, unexpected = [], [], []
    lock = threading.Lock()

    def worker(t):
        for i in range(25):
            content = f"Thread {t} rule {i}: " + "r" * (120 + 11 * ((t + i) % 10))
            try:
                result = core.proposals.propose_rule(
                    session.id,
                    kind="constraint",
                    scope="session",
                    content=content,
                    reason="stated by the user",
                    source_event_ids=[msg],
                ).value
                with lock:
                    if result.created:
                        created.append(result.entry.id)
            except AppError as err:
                with lock:
                    refused.append(str(err.code))
            except Exception as err:  # noqa: BLE001 - any other error is the finding
                with lock:
                    unexpected.append(repr(err))

    _run_threads(8, worker)

    assert unexpected == []
    assert set(refused) <= LIMIT_CODES
    assert len(created) + len(refused) == 200
    pending = _assert_within_limits(core, ref)
    assert sorted(created) == sorted(e.id for e in pending), "a created suggestion was lost"
    assert len(pending) >= 1


def test_threads_proposing_the_same_words_get_one_suggestion(core, session, user_msg):
    """Concurrent retries of the same rule all return the one suggestion; none is duplicated."""
    msg = user_msg()
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    ids, unexpected = [], []
    lock = threading.Lock()

    def worker(t):
        for content in ("Create a branch for every task", "Run the linter before commit"):
            try:
                r = core.proposals.propose_rule(
                    session.id,
                    kind="constraint",
                    scope="session",
                    content=content if t % 2 else f"  {content.upper()} ",
                    reason="",
                    source_event_ids=[msg],
                ).value
                with lock:
                    ids.append((same_words_key(content), r.entry.id, r.created))
            except Exception as err:  # noqa: BLE001
                with lock:
                    unexpected.append(repr(err))

    _run_threads(8, worker)

    assert unexpected == []
    pending = _assert_within_limits(core, ref)
    assert len(pending) == 2
    by_words = {}
    for key, entry_id, _ in ids:
        by_words.setdefault(key, set()).add(entry_id)
    assert all(len(v) == 1 for v in by_words.values())
    assert sum(1 for _, _, was_created in ids if was_created) == 2


# ------------------------------------------------------------------ (b) two decisions at once


# Each window passes the version it showed the user (compare-and-set).
DECISIONS = {
    "accept": lambda mem, eid, v: mem.accept(eid, expected_version=v),
    "dismiss": lambda mem, eid, v: mem.dismiss(eid, expected_version=v),
    "edit": lambda mem, eid, v: mem.edit(
        eid, f"Edited at the same moment ({eid})", expected_version=v
    ),
}
EXPECTED_STATUS = {"accept": Status.ACTIVE, "dismiss": Status.DISMISSED, "edit": Status.ACTIVE}


@pytest.mark.parametrize(
    "first, second",
    [
        ("accept", "dismiss"),
        ("accept", "accept"),
        ("dismiss", "dismiss"),
        ("edit", "dismiss"),
        ("edit", "accept"),
    ],
)
def test_two_threads_deciding_one_suggestion_exactly_one_wins(
    core, session, user_msg, first, second
):
    """Two windows decide the same suggestion at once: one wins, the other is told it changed."""
    msg = user_msg()
    for round_ in range(4):
        entry = core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content=f"Rule number {round_}",
            reason="",
            source_event_ids=[msg],
        ).value.entry
        outcome: dict[int, object] = {}
        names = (first, second)

        def decide(i, entry_id=entry.id, seen=entry.version):
            try:
                outcome[i] = DECISIONS[names[i]](core.decisions, entry_id, seen)
            except Exception as err:  # noqa: BLE001
                outcome[i] = err

        _run_threads(2, decide)

        wins = [i for i, r in outcome.items() if not isinstance(r, Exception)]
        losses = [r for r in outcome.values() if isinstance(r, Exception)]
        assert len(wins) == 1, outcome
        assert len(losses) == 1 and isinstance(losses[0], AppError), outcome
        assert str(losses[0].code) in LOSER_CODES
        final = core.memory.get(entry.id)
        assert final.status is EXPECTED_STATUS[names[wins[0]]]
        assert final.version == entry.version + 1
        decided = [h for h in core.memory.history(entry.id) if h.actor is Actor.USER]
        assert [h.action for h in decided] == [names[wins[0]]]


def test_two_processes_deciding_one_suggestion_exactly_one_wins(core, session, user_msg, db_url):
    """CLI accept and dismiss of one entry started together: one exits 0, the other 1 (conflict)."""
    entry = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Create a branch for every task",
        reason="",
        source_event_ids=[user_msg()],
    ).value.entry
    results = _start_all(
        [
            _cli(db_url, "memory", "accept", str(entry.id)),
            _cli(db_url, "memory", "dismiss", str(entry.id)),
        ]
    )
    for _, out, err in results:
        assert "database is locked" not in (out + err)
    codes = [rc for rc, _, _ in results]
    assert sorted(codes) == [0, 1], results
    winner = codes.index(0)
    _, loser_out, loser_err = results[1 - winner]
    assert json.loads(loser_err)["error"]["code"] in LOSER_CODES
    assert loser_out == ""
    won = json.loads(results[winner][1])["entry"]
    final = core.memory.get(entry.id)
    assert final.status is (Status.ACTIVE, Status.DISMISSED)[winner]
    assert won["status"] == final.status.value and won["version"] == final.version
    assert [h.action for h in core.memory.history(entry.id) if h.actor is Actor.USER] == [
        ("accept", "dismiss")[winner]
    ]


# ------------------------------------------------------------------ (c) many processes


def test_twelve_processes_proposing_at_once(core, session, user_msg, db_url):
    """12 propose_memory_rule CLI processes at once: all exit 0, limits hold, no lock errors."""
    msg = user_msg()
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    commands = []
    for i in range(12):
        args = {
            "kind": "constraint",
            "scope": "session",
            "content": f"Process {i} rule: " + "p" * (100 + 13 * i),
            "reason": "stated by the user",
            "source_event_ids": [msg],
        }
        commands.append(
            _cli(
                db_url,
                "tool",
                "call",
                "propose_memory_rule",
                "--session",
                str(session.id),
                "--args",
                json.dumps(args),
            )
        )
    results = _start_all(commands)

    created = []
    for rc, out, err in results:
        assert "database is locked" not in (out + err).lower()
        assert rc == 0, (rc, out, err)
        data = json.loads(out)
        if data["ok"]:
            assert data["status"] == "suggested" and data["created"] is True
            created.append(data["entry"]["id"])
        else:
            assert data["written"] is False
            assert data["error"]["code"] in LIMIT_CODES
    pending = _assert_within_limits(core, ref)
    assert sorted(created) == sorted(e.id for e in pending)
    assert len(pending) >= 1


def test_twelve_processes_on_a_brand_new_database(tmp_path):
    """12 processes started at once on a database file that does not exist yet all succeed."""
    from app.bootstrap import build_core

    url = f"sqlite:///{tmp_path / 'new' / 'fresh.db'}"
    results = _start_all([_cli(url, "space", "create", f"Space {i}") for i in range(12)])
    for rc, out, err in results:
        assert "database is locked" not in (out + err).lower()
        assert rc == 0, (rc, out, err)
    names = [json.loads(out)["name"] for _, out, _ in results]
    assert sorted(names) == sorted(f"Space {i}" for i in range(12))

    core = build_core(url)
    try:
        spaces = core.chat.list_spaces()
        assert Counter(s.name for s in spaces) == Counter(names)
        assert len({s.id for s in spaces}) == 12
    finally:
        core.close()
