"""Concurrency: many writers on one database file keep the Memory rules.

- 8 threads × 100 proposals into one scope, with overlapping words: at most 5 pending,
  at most a quarter of the room, no two pending with the same words, nothing lost.
- Two processes deciding on the same suggestion at the same moment, many times over:
  exactly one wins, the other is told the entry changed.
"""

from __future__ import annotations

import multiprocessing as mp
import sys
import threading
from collections import Counter

import pytest

from app.agent.tools import ToolContext
from app.domain.memory.rules.limits import MAX_PENDING_SUGGESTIONS, suggestion_room
from app.domain.model import Actor, Scope, Status
from app.domain.text import same_words_key

pytestmark = pytest.mark.slow

THREADS = 8
PROPOSALS_PER_THREAD = 100
DECISION_ROUNDS = 24
LIMIT_CODES = {"suggestion_limit", "room_limit"}
LOSER_CODES = {"version_conflict", "invalid_state"}
WORDS = [
    "Create a branch for every task",
    "Keep commit subjects short",
    "Run the linter first",
    "Write the changelog entry",
    "Ask before deleting files",
    "Tag every release",
    "Squash before merging",
    "Review your own diff first",
    "Name branches after tickets",
    "Never commit secrets",
]


def _pending(core, ref):
    return core.memory.list_entries(ref, statuses=[Status.SUGGESTED])


def test_eight_threads_times_one_hundred_proposals_keep_every_limit(
    core, session, user_msg, figures
):
    """8 threads × 100 proposals into one scope: ≤ 5 pending, ≤ ¼ room, no duplicate, none lost."""
    msg = user_msg("From now on, these are my rules for this project.")
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    outcomes: Counter = Counter()
    created: list[int] = []
    returned: dict[str, set[int]] = {}
    unexpected: list[str] = []
    lock = threading.Lock()
    barrier = threading.Barrier(THREADS)

    def worker(t: int) -> None:
        barrier.wait()
        for i in range(PROPOSALS_PER_THREAD):
            # Threads share words (in different spellings) and also bring their own.
            # Long ones use up the quarter of the room before the five slots are full.
            long_one = t % 2 == 0 and i % 2 == 0
            base = (
                f"Thread {t} rule {i} " + "x" * (200 + (i * 37) % 70)
                if long_one
                else WORDS[(t + i) % len(WORDS)]
            )
            content = base.upper() if (t + i) % 2 else f"  {base}  "
            args = {
                "kind": "constraint",
                "scope": "session",
                "content": content,
                "reason": "stated by the user",
                "source_event_ids": [msg],
            }
            try:
                result = core.tools.call(
                    "propose_memory_rule",
                    ToolContext(session.id, core.memory, core.proposals),
                    args,
                )
            except Exception as err:  # noqa: BLE001 - any exception is the finding
                with lock:
                    unexpected.append(repr(err))
                continue
            with lock:
                if result["ok"]:
                    outcomes["created" if result["created"] else "returned"] += 1
                    entry = result["entry"]
                    if result["created"]:
                        created.append(entry["id"])
                    returned.setdefault(same_words_key(entry["content"]), set()).add(entry["id"])
                else:
                    outcomes[result["error"]["code"]] += 1
                    assert result["written"] is False

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(THREADS)]
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # threads take turns often: more interleaving, more contention
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
    finally:
        sys.setswitchinterval(switch)
    assert not any(t.is_alive() for t in threads), "a proposing thread hung"

    assert unexpected == []
    assert sum(outcomes.values()) == THREADS * PROPOSALS_PER_THREAD
    assert set(outcomes) <= {"created", "returned"} | LIMIT_CODES, outcomes
    pending = _pending(core, ref)
    keys = [same_words_key(e.content) for e in pending]
    room = core.memory.settings(ref).room
    assert 1 <= len(pending) <= MAX_PENDING_SUGGESTIONS
    assert sum(len(e.content) for e in pending) <= suggestion_room(room)
    assert len(keys) == len(set(keys)), "two pending suggestions have the same words"
    assert sorted(created) == sorted(e.id for e in pending), "a created suggestion was lost"
    # A retry of the same words always came back with the one suggestion.
    assert all(len(ids) == 1 for ids in returned.values()), returned
    figures["concurrency: proposals from 8 threads"] = dict(sorted(outcomes.items()))
    figures["concurrency: pending after (≤ 5)"] = len(pending)


# ---------------------------------------------------------------- two processes decide


def _decider(db_url: str, name: str, barrier, requests, answers) -> None:
    """A second app process: decide on each entry it is sent, at the barrier's signal."""
    from app.bootstrap import build_core
    from app.domain.errors import AppError

    core = build_core(db_url)
    try:
        while True:
            job = requests.get()
            if job is None:
                return
            entry_id, version, action = job
            barrier.wait()
            try:
                if action == "accept":
                    core.decisions.accept(entry_id, expected_version=version)
                elif action == "dismiss":
                    core.decisions.dismiss(entry_id, expected_version=version)
                else:
                    core.decisions.edit(entry_id, f"Edited by {name}", expected_version=version)
                answers.put((name, "won", action))
            except AppError as err:
                answers.put((name, str(err.code), action))
            except Exception as err:  # noqa: BLE001 - reported to the test
                answers.put((name, f"crash: {err!r}", action))
    finally:
        core.close()


def test_two_processes_deciding_one_suggestion_exactly_one_wins(
    core, session, user_msg, db_url, figures
):
    """Two app processes decide the same suggestion at once, 24 times: exactly one wins each time."""
    ctx = mp.get_context("spawn")
    barrier = ctx.Barrier(2)
    queues = [ctx.Queue(), ctx.Queue()]
    answers = ctx.Queue()
    procs = [
        ctx.Process(target=_decider, args=(db_url, name, barrier, q, answers), daemon=True)
        for name, q in zip(("first", "second"), queues, strict=False)
    ]
    for p in procs:
        p.start()
    pairs = [
        ("accept", "dismiss"),
        ("dismiss", "accept"),
        ("accept", "accept"),
        ("dismiss", "dismiss"),
        ("edit", "accept"),
        ("edit", "dismiss"),
    ]
    msg = user_msg()
    wins = 0
    try:
        for round_ in range(DECISION_ROUNDS):
            entry = core.proposals.propose_rule(
                session.id,
                kind="constraint",
                scope="session",
                content=f"Rule of round {round_}",
                reason="",
                source_event_ids=[msg],
            ).value.entry
            first, second = pairs[round_ % len(pairs)]
            queues[0].put((entry.id, entry.version, first))
            queues[1].put((entry.id, entry.version, second))
            got = [answers.get(timeout=120), answers.get(timeout=120)]
            results = {name: outcome for name, outcome, _ in got}
            assert not any(o.startswith("crash") for o in results.values()), got
            won = [name for name, o in results.items() if o == "won"]
            lost = [o for o in results.values() if o != "won"]
            assert len(won) == 1, got
            assert len(lost) == 1 and lost[0] in LOSER_CODES, got
            action = {n: a for n, _, a in got}[won[0]]
            final = core.memory.get(entry.id)
            assert final.version == entry.version + 1
            assert final.status is (Status.DISMISSED if action == "dismiss" else Status.ACTIVE)
            decided = [h.action for h in core.memory.history(entry.id) if h.actor is Actor.USER]
            assert decided == [action], decided
            wins += 1
            if final.status is Status.ACTIVE:  # keep the room for the next rounds
                core.decisions.archive(final.id)
    finally:
        for q in queues:
            q.put(None)
        for p in procs:
            p.join(timeout=60)
            if p.is_alive():
                p.kill()
    figures["concurrency: two-process decisions, exactly one winner"] = f"{wins}/{DECISION_ROUNDS}"
