"""A turn's writes that belong together are one transaction (issue 32): its start (the calls that
waited expired, the user's message stored) and its reply with the receipts; what it reads before
it asks the model is one read unit. Counted on the engine: a turn with one tool call and a reply
commits three times (before: six), and nothing is told as stored before it is committed."""

from __future__ import annotations

import collections
import sys

import pytest
from approval_helpers import WORK
from sqlalchemy import event

from app.agent.turn_state import Kept
from app.bootstrap import make_runner
from app.domain.errors import AppError, Code
from app.domain.model import MessageSource, Scope
from app.domain.tools.approvals import Preview
from app.services.changes import Changes, Done


@pytest.fixture
def engine_counts(core):
    """Transactions begun and committed on the database's engine, and SQL statements."""
    counts = collections.Counter()

    def begin(_conn):
        counts["begin"] += 1

    def commit(_conn):
        counts["commit"] += 1

    def statement(*_args):
        counts["statements"] += 1

    engine = core.db.engine
    event.listen(engine, "begin", begin)
    event.listen(engine, "commit", commit)
    event.listen(engine, "before_cursor_execute", statement)
    yield counts
    event.remove(engine, "begin", begin)
    event.remove(engine, "commit", commit)
    event.remove(engine, "before_cursor_execute", statement)


@pytest.fixture
def runner(core, new_provider):
    """The runner the app makes (approvals and written-ahead runs kept), on the scripted model."""
    return make_runner(core, new_provider())


def _a_rule(core, session):
    """An active preference of the user's (so the turn's block has a rule and receipts)."""
    added = core.chat.add_message(session.id, source="user", text="I prefer short answers.")
    assert added.value.saved, "the explicit saver saved the preference"


def test_a_turn_with_a_tool_call_commits_three_times(
    core, session, model_server, runner, engine_counts
):
    """The start, the tool call's message, the reply with both receipts: three commits, and at
    most six transactions in all (before: six commits in fifteen, then seven; the tools of the
    Space are read in the turn's read unit), and no Session read twice in a unit (42
    statements before, 38 after)."""
    _a_rule(core, session)
    model_server.push_tool_calls(("search_memory", {"query": "branches"}, "call_1"))
    model_server.push_text("Nothing saved about branches yet.")
    engine_counts.clear()

    result = runner.run_turn(session.id, "Do we have a rule about branches?").value

    assert result.error is None and result.reply and len(result.tool_calls) == 1
    assert set(result.compliance) == {result.agent_event_id, result.tool_calls[0]["event_id"]}
    assert engine_counts["commit"] == 3, dict(engine_counts)
    assert engine_counts["begin"] <= 6, dict(engine_counts)
    assert engine_counts["statements"] <= 38, dict(engine_counts)


def test_the_reply_is_told_only_with_its_receipt_stored(core, session, model_server, runner):
    """When the chat hears of the reply, its receipt is in the database already (stored in the
    reply's transaction), read on another connection."""
    _a_rule(core, session)
    model_server.push_text("Short answer.")
    found = {}

    def heard(stored):
        for message in stored:
            if getattr(message, "source", None) is MessageSource.AGENT:
                found[message.id] = core.compliance.of_messages([message.id])

    result = runner.run_turn(session.id, "Hello", on_stored=heard).value

    assert result.reply == "Short answer."
    assert found[result.agent_event_id].get(result.agent_event_id), found


def test_a_turn_refused_at_its_start_changes_nothing(core, session, runner, engine_counts):
    """A message too long to store: the call that waited in the Session does not expire (the
    start is one transaction, refused whole), and nothing is committed."""
    said = core.chat.add_message(session.id, source="user", text="Push it").value.message.id
    waiting = core.approvals.ask(
        session_id=session.id,
        user_event_id=said,
        tool="git__git_push",
        server="git",
        arguments={"branch": "main"},
        rules=(),
        preview=Preview("fields", (("branch", "main"),)),
        state={},
    ).value
    engine_counts.clear()

    with pytest.raises(AppError) as refused:
        runner.run_turn(session.id, "x" * 200_000)

    assert refused.value.code is Code.MESSAGE_TOO_LONG
    assert engine_counts["commit"] == 0
    assert core.approvals.get(waiting.id).status == waiting.status


def _unit_of(log):
    """A stand-in for ChatService.together that says when its block ends and how."""

    class Unit:
        def __enter__(self):
            log.append("open")

        def __exit__(self, kind, *_):
            log.append("rolled back" if kind else "committed")

    return Unit


def test_kept_tells_what_a_unit_stored_once_it_is_committed():
    """Inside `Kept.unit` a write's value is at hand at once, but its changes and what it
    stored are kept and told only after the unit is committed, in order."""
    log = []
    kept = Kept(lambda stored: log.append(("told", stored)))
    with kept.unit(_unit_of(log)):
        assert kept.took(Done("a", Changes(messages=frozenset({1})), ("m1",))) == "a"
        kept.took(Done("b", Changes(messages=frozenset({2})), ("m2",)))
        assert kept.changes == Changes() and log == ["open"]
    assert log == ["open", "committed", ("told", ("m1",)), ("told", ("m2",))]
    assert kept.changes.messages == {1, 2} and kept.stored == ("m1", "m2")


def test_kept_keeps_nothing_of_a_unit_that_raised():
    """A unit whose block raises was rolled back: nothing of it is told or kept."""
    log = []
    kept = Kept(lambda stored: log.append(("told", stored)))
    with pytest.raises(AppError), kept.unit(_unit_of(log)):
        kept.took(Done("a", Changes(messages=frozenset({1})), ("m1",)))
        raise AppError(Code.INVALID_INPUT, "no")
    assert log == ["open", "rolled back"]
    assert not kept.changes and kept.stored == ()


def test_a_call_is_checked_against_the_rules_the_turn_holds(
    core, tmp_path, new_provider, model_server
):
    """The rules bearing on a call that waits come from the turn's own block (the words the
    model was given): the Memory block is read once in the turn, not again for the card."""
    core.tool_servers.add_stdio("work", sys.executable, [WORK, str(tmp_path / "ran.log")])
    space = core.chat.create_space("Release work").value
    session = core.chat.create_session(space.id, title="Sprint").value.id
    ref = core.memory.scope_ref(session, Scope.SPACE)
    core.decisions.add_entry(ref, kind="constraint", content="Never push to main")
    model_server.push_tool_calls(("work__git_push", {"branch": "feature"}))
    entry_reads = []

    def statement(_conn, _cursor, sql, *_rest):
        if sql.lstrip().startswith("SELECT") and "FROM memory_entries" in sql:
            entry_reads.append(sql)

    event.listen(core.db.engine, "before_cursor_execute", statement)
    try:
        result = make_runner(core, new_provider()).run_turn(session, "Push feature").value
    finally:
        event.remove(core.db.engine, "before_cursor_execute", statement)

    pending = result.pending_approval
    assert pending is not None
    [rule] = pending.to_json()["rules"]
    assert (rule["content"], rule["verdict"]) == ("Never push to main", "followed")
    assert len(entry_reads) == 1, entry_reads


def test_a_turn_starts_no_thread(core, session, model_server, runner, monkeypatch):
    """A model step's deadline (the grace its server has to end the answer) is kept by one
    thread of the process, started once: a thread started per step waited for the scheduler
    on a loaded machine, in the middle of every step (issue 32, the turn's p99)."""
    import threading

    def turn(text):
        model_server.push_tool_calls(("search_memory", {"query": "branches"}, "call_1"))
        model_server.push_text("Nothing saved about branches yet.")
        result = runner.run_turn(session.id, text).value
        assert result.error is None and result.reply and len(result.tool_calls) == 1

    turn("Do we have a rule about branches?")  # the first may start the deadlines' thread
    started = []
    start = threading.Thread.start

    def counted(thread):
        started.append(thread.name)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    turn("And about tags?")
    turn("And about releases?")
    assert started == []
