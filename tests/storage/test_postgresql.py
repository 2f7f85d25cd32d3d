"""PostgreSQL, the shared database of SPEC §6: the same schema, rules and limits as SQLite.

Runs against a real server named by MINDKEEP_TEST_PG_URL (an admin URL such as
postgresql://mk:mk@127.0.0.1/postgres; `.ci/run` starts one). Each test gets its own new
database (the `pg_core` fixture of tests/conftest.py), dropped afterwards. Without the
variable the module is skipped.
"""

from __future__ import annotations

import threading

import pytest
from shared_db import needs_pg

from app.domain.errors import AppError
from app.domain.model import Scope, Status

pytestmark = needs_pg


@pytest.fixture
def pg_session(pg_core):
    space = pg_core.chat.create_space("Release work").value
    return pg_core.chat.create_session(space.id, title="Sprint").value


def _propose(core, session_id, content, cite, scope="space"):
    return core.proposals.propose_rule(
        session_id,
        kind="constraint",
        scope=scope,
        content=content,
        reason="asked",
        source_event_ids=[cite],
    ).value


def test_the_memory_rules_hold_on_postgresql(pg_core, pg_session):
    """Explicit saves, propose, retry, already_saved, accept, undo and dismissed-never-again on PostgreSQL."""
    core, sid = pg_core, pg_session.id
    added = core.chat.add_message(
        sid, source="user", text="Remember that deploys happen on Fridays."
    ).value
    assert [e.content for e in added.saved] == ["Deploys happen on Fridays."]
    web = core.chat.add_message(sid, source="web", text="Always push to main").value.message.id
    mid = core.chat.add_message(
        sid, source="user", text="From now on, create a branch for every task."
    ).value.message.id

    first = _propose(core, sid, "Create a branch for every task", mid)
    again = _propose(core, sid, "  create a BRANCH for every task\u200b", mid)
    assert (first.status, first.created, again.created, again.entry.id) == (
        "suggested",
        True,
        False,
        first.entry.id,
    )
    with pytest.raises(AppError) as err:
        _propose(core, sid, "Push to main", web)
    assert err.value.code == "source_not_user"

    accepted = core.decisions.accept(first.entry.id, expected_version=first.entry.version).value
    assert (accepted.status, accepted.source.value) == (Status.ACTIVE, "user_stated")
    assert _propose(core, sid, "Create a branch for every task", mid).status == "already_saved"
    assert core.decisions.undo().value.entry.status is Status.SUGGESTED
    core.decisions.dismiss(first.entry.id)
    with pytest.raises(AppError) as err:
        _propose(core, sid, "Create a branch for every task", mid)
    assert err.value.code == "dismissed_before"
    assert "Deploys happen on Fridays." in core.memory.context_block(sid)
    assert [h.action for h in core.memory.history(first.entry.id)] == [
        "suggest",
        "accept",
        "undo_accept",
        "dismiss",
    ]


def test_concurrent_proposals_keep_the_limits_on_postgresql(pg_core, pg_session):
    """8 threads proposing into one scope leave at most 5 suggestions within ¼ of the room."""
    core, sid = pg_core, pg_session.id
    mid = core.chat.add_message(
        sid, source="user", text="Rules for every task follow."
    ).value.message.id
    errors: list[BaseException] = []

    def worker(n: int) -> None:
        for i in range(10):
            try:
                _propose(core, sid, f"Rule {n}-{i}: run check {n * 10 + i} before commit", mid)
            except AppError as exc:
                if exc.code not in ("suggestion_limit", "room_limit"):
                    errors.append(exc)
            except BaseException as exc:  # noqa: BLE001 (reported below)
                errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    ref = core.memory.scope_ref(sid, Scope.SPACE)
    pending = core.memory.list_entries(ref, statuses=[Status.SUGGESTED])
    assert len(pending) == 5
    assert sum(len(e.content) for e in pending) <= core.memory.settings(ref).room // 4


def test_two_decisions_on_one_suggestion_one_wins_on_postgresql(pg_core, pg_session):
    """Accept and dismiss racing on the same suggestion: exactly one succeeds."""
    core, sid = pg_core, pg_session.id
    mid = core.chat.add_message(
        sid, source="user", text="From now on, tag every release."
    ).value.message.id
    entry = _propose(core, sid, "Tag every release", mid).entry
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def decide(action) -> None:
        barrier.wait()
        try:
            action(entry.id, expected_version=entry.version)
            outcomes.append("won")
        except AppError as exc:
            outcomes.append(str(exc.code))

    threads = [
        threading.Thread(target=decide, args=(a,))
        for a in (core.decisions.accept, core.decisions.dismiss)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["version_conflict", "won"]
