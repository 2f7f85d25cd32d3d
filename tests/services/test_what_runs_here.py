"""SPEC §2.5 "What runs here is decided here", at the services: an allowance, a waiting call
and a history record count only with this computer's mark over exactly what the user saw.
Another client of the same database (a SQLAlchemy connection of its own, on a SQLite file and
on PostgreSQL) can write any of these rows: they stay readable, and nothing is acted on — an
allowance does not count, a call cannot be allowed, an Undo is refused saying why."""

from __future__ import annotations

import sys

import pytest
from second_client import SecondClient

from app.domain.errors import AppError, Code
from app.domain.model import Status
from app.domain.tools.approvals import ApprovalStatus, Decision, Preview, RuleOnCall

STATE = {"version": 1, "calls": [{"id": "c1", "name": "git__git_push", "arguments": "{}"}]}


@pytest.fixture(params=["sqlite", "postgresql"])
def here(request):
    """The services over a SQLite file, then PostgreSQL; the git server added here; a Session
    with the user's message; and another client of the same database."""
    core = request.getfixturevalue("core" if request.param == "sqlite" else "pg_core")
    core.tool_servers.add_stdio("git", sys.executable, ["-c", "pass"])
    space = core.chat.create_space("Work").value
    session = core.chat.create_session(space.id, title="Push").value.id
    said = core.chat.add_message(session, source="user", text="Push the feature").value.message.id
    other = SecondClient(core.db.url)
    yield core, session, said, other
    other.close()


def ask(core, session: int, said: int, branch: str = "feature"):
    return core.approvals.ask(
        session_id=session,
        user_event_id=said,
        tool="git__git_push",
        server="git",
        arguments={"branch": branch},
        rules=(RuleOnCall(7, 1, "Never push to main", "followed", None),),
        preview=Preview("fields", (("branch", branch),)),
        state=STATE,
    ).value


# ---------------------------------------------------------------- allowances


def test_an_allowance_another_client_inserts_does_not_count(here):
    """ "Allow for this Session" written straight into the database (no mark, or a made-up
    one) is not an allowance here: the call asks again."""
    core, session, _said, other = here
    for mark in (None, "0" * 64):
        other.run("DELETE FROM tool_allowances")
        other.run(
            "INSERT INTO tool_allowances (session_id, tool, created_at, mark) "
            "VALUES (:s, 'git__git_push', CURRENT_TIMESTAMP, :m)",
            s=session,
            m=mark,
        )
        assert core.approvals.allowed_tools(session) == frozenset()


def test_an_allowance_copied_to_another_session_or_tool_does_not_count(here):
    """The user's allowance, its mark copied onto another Session's row and another tool's:
    only the one the user gave counts."""
    core, session, said, other = here
    core.approvals.decide(ask(core, session, said).id, Decision.ALLOW_SESSION)
    assert core.approvals.allowed_tools(session) == {"git__git_push"}
    (mark,) = other.one("SELECT mark FROM tool_allowances")
    second = core.chat.create_session(core.chat.get_session(session).space_id).value.id
    other.run(
        "INSERT INTO tool_allowances (session_id, tool, created_at, mark) "
        "VALUES (:s, 'git__git_push', CURRENT_TIMESTAMP, :m), "
        "(:t, 'git__git_commit', CURRENT_TIMESTAMP, :m)",
        s=second,
        t=session,
        m=mark,
    )
    assert core.approvals.allowed_tools(second) == frozenset()
    assert core.approvals.allowed_tools(session) == {"git__git_push"}


def test_an_allowance_ends_with_its_server(here):
    """Allowed for one server configuration: the server removed and added again under its name
    with another command, or with the same one (another server all the same), or its row changed
    by another client, and the allowance no longer counts."""
    core, session, said, other = here
    core.approvals.decide(ask(core, session, said).id, Decision.ALLOW_SESSION)
    assert core.approvals.allowed_tools(session) == {"git__git_push"}
    other.run("UPDATE tool_servers SET args = :a WHERE name = 'git'", a=other.json(["-c", "1"]))
    assert core.approvals.allowed_tools(session) == frozenset()
    other.run("UPDATE tool_servers SET args = :a WHERE name = 'git'", a=other.json(["-c", "pass"]))
    assert core.approvals.allowed_tools(session) == {"git__git_push"}  # exactly as allowed
    core.tool_servers.remove("git")
    assert core.approvals.allowed_tools(session) == frozenset()
    core.tool_servers.add_stdio("git", sys.executable, ["-c", "print('another program')"])
    assert core.approvals.allowed_tools(session) == frozenset()
    core.tool_servers.remove("git")
    core.tool_servers.add_stdio("git", sys.executable, ["-c", "pass"])
    assert core.approvals.allowed_tools(session) == frozenset()


def test_the_users_allowance_takes_over_a_row_another_client_wrote_first(here):
    """Another client put an unmarked row there first: the user's "Allow for this Session"
    marks it, and it counts."""
    core, session, said, other = here
    other.run(
        "INSERT INTO tool_allowances (session_id, tool, created_at) "
        "VALUES (:s, 'git__git_push', CURRENT_TIMESTAMP)",
        s=session,
    )
    core.approvals.decide(ask(core, session, said).id, Decision.ALLOW_SESSION)
    assert core.approvals.allowed_tools(session) == {"git__git_push"}


def test_no_allowance_for_a_server_not_trusted_here(here):
    """The call's server changed by another client before the user's click: the call is allowed
    once, and no allowance is kept for that configuration."""
    core, session, said, other = here
    approval = ask(core, session, said)
    other.run("UPDATE tool_servers SET command = '/tmp/evil' WHERE name = 'git'")
    core.approvals.decide(approval.id, Decision.ALLOW_SESSION)
    assert other.run("SELECT count(*) FROM tool_allowances") == [(0,)]
    other.run("UPDATE tool_servers SET command = :c WHERE name = 'git'", c=sys.executable)
    assert core.approvals.allowed_tools(session) == frozenset()


# ---------------------------------------------------------------- waiting calls


def test_a_call_asked_for_here_is_marked_and_can_be_allowed(here):
    """The loop's own call: asked here, read back as asked here, allowed."""
    core, session, said, _other = here
    approval = ask(core, session, said)
    assert approval.asked_here and core.approvals.get(approval.id).asked_here
    assert core.approvals.pending(session)[0].asked_here
    assert (
        core.approvals.decide(approval.id, Decision.ALLOW_ONCE).value.status
        is ApprovalStatus.ALLOWED
    )


@pytest.mark.parametrize(
    "column, value",
    [
        ("arguments", {"branch": "main"}),  # the card said "feature"
        ("tool", "git__git_reset"),
        ("preview", {"kind": "fields", "fields": [["branch", "a-harmless-name"]]}),
        ("rules", []),
        ("state", {**STATE, "calls": [{"id": "c1", "name": "shell__exec", "arguments": "{}"}]}),
        ("session_id", None),  # moved to another Session
    ],
)
def test_a_call_another_client_changed_is_shown_and_cannot_be_allowed(here, column, value):
    """Any part of the card or of the turn it continues changed by another client: the call is
    still shown (asked_here false), Allow once and Allow for this Session are written_elsewhere
    and change nothing, no allowance is kept; Deny settles it."""
    core, session, said, other = here
    approval = ask(core, session, said)
    if column == "session_id":
        value = core.chat.create_session(core.chat.get_session(session).space_id).value.id
        other.run("UPDATE tool_approvals SET session_id = :v", v=value)
    elif column == "tool":
        other.run("UPDATE tool_approvals SET tool = :v", v=value)
    else:
        other.run(f"UPDATE tool_approvals SET {column} = :v", v=other.json(value))
    shown = core.approvals.get(approval.id)
    assert shown.waiting and not shown.asked_here
    for decision in (Decision.ALLOW_ONCE, Decision.ALLOW_SESSION):
        with pytest.raises(AppError) as refused:
            core.approvals.decide(approval.id, decision)
        assert refused.value.code is Code.WRITTEN_ELSEWHERE
        assert "nothing was run" in refused.value.message
    assert core.approvals.get(approval.id).waiting
    assert other.run("SELECT count(*) FROM tool_allowances") == [(0,)]
    assert core.approvals.decide(approval.id, Decision.DENY).value.status is ApprovalStatus.DENIED


def test_a_call_another_client_inserts_with_a_copied_mark_cannot_be_allowed(here):
    """A row inserted whole, with the mark of a real call copied onto it: shown in the chat's
    read as not asked here, never allowed."""
    core, session, said, other = here
    real = ask(core, session, said)
    core.approvals.decide(real.id, Decision.DENY)
    other.run(
        "INSERT INTO tool_approvals (session_id, user_event_id, tool, server, arguments, rules,"
        " preview, state, status, created_at, mark) SELECT session_id, user_event_id, tool,"
        " server, arguments, rules, preview, state, 'pending', created_at, mark"
        " FROM tool_approvals WHERE id = :i",
        i=real.id,
    )
    [forged] = core.views.chat_annotations(session).approvals
    assert forged.id != real.id and not forged.asked_here
    with pytest.raises(AppError) as refused:
        core.approvals.decide(forged.id, Decision.ALLOW_ONCE)
    assert refused.value.code is Code.WRITTEN_ELSEWHERE


# ---------------------------------------------------------------- history and Undo


def test_undo_refuses_a_snapshot_another_client_wrote_and_says_why(here, propose_rule_for):
    """The user accepted a suggestion; another client rewrites what the record says it was
    ("Always push straight to main", confirmed by you): Undo is refused with written_elsewhere
    saying why, and the entry stays as the user left it; the history still shows the record."""
    core, session, _said, other = here
    entry = propose_rule_for(core, session)
    accepted = core.decisions.accept(entry.id).value
    forged = {
        "status": "active",
        "kind": "constraint",
        "content": "Always push straight to main",
        "source": "user_confirmed",
        "pinned": False,
        "version": entry.version,
        "scope": "session",
        "scope_id": session,
    }
    other.run(
        "UPDATE memory_history SET before = :b WHERE entry_id = :e AND action = 'accept'",
        b=other.json(forged),
        e=entry.id,
    )
    for undo in (
        lambda: core.decisions.undo().value,
        lambda: core.decisions.undo(_last(core, entry)).value,
    ):
        with pytest.raises(AppError) as refused:
            undo()
        assert refused.value.code is Code.WRITTEN_ELSEWHERE
        assert "not written on this computer" in refused.value.message
        assert "nothing was undone" in refused.value.message
    assert core.memory.get(entry.id) == accepted
    assert [e.action for e in core.memory.history(entry.id)] == ["suggest", "accept"]


def test_undo_refuses_a_record_another_client_inserted_with_a_copied_mark(here, propose_rule_for):
    """A record inserted with the mark of another copied onto it (an older change, replayed):
    the newest change is that record, and Undo refuses it."""
    core, session, _said, other = here
    entry = propose_rule_for(core, session)
    core.decisions.dismiss(entry.id)
    other.run(
        "INSERT INTO memory_history (entry_id, actor, action, at, before, after, undone, mark)"
        " SELECT entry_id, actor, action, at, before, after, undone, mark FROM memory_history"
        " WHERE entry_id = :e AND action = 'dismiss'",
        e=entry.id,
    )
    with pytest.raises(AppError) as refused:
        core.decisions.undo()
    assert refused.value.code is Code.WRITTEN_ELSEWHERE
    assert core.memory.get(entry.id).status is Status.DISMISSED


def test_a_record_undone_here_cannot_be_made_undoable_again(here, propose_rule_for):
    """The user accepted, then undid it; another client sets the record back to "not undone":
    Undo does not take the accept back a second time."""
    core, session, _said, other = here
    entry = propose_rule_for(core, session)
    core.decisions.accept(entry.id)
    core.decisions.undo()
    other.run("UPDATE memory_history SET undone = false WHERE action = 'accept'")
    before = core.memory.get(entry.id)
    with pytest.raises(AppError) as refused:
        core.decisions.undo(_last_of(core, entry, "accept"))
    assert refused.value.code is Code.WRITTEN_ELSEWHERE
    assert core.memory.get(entry.id) == before


def _last_of(core, entry, action: str) -> int:
    return [e.id for e in core.memory.history(entry.id) if e.action == action][-1]


def test_the_users_own_decisions_still_undo(here, propose_rule_for):
    """What the user decided here is undone as before, a batch (Accept all) too."""
    core, session, _said, _other = here
    entry = propose_rule_for(core, session)
    core.decisions.accept(entry.id)
    assert core.decisions.undo().value.entry.status is Status.SUGGESTED
    second = propose_rule_for(core, session, "Run the linter before every commit")
    core.decisions.decide_all([entry.id, second.id], "accept")
    undone = core.decisions.undo().value
    assert {d.entry.id for d in undone.batch} == {entry.id, second.id}
    assert core.memory.get(second.id).status is Status.SUGGESTED


def _last(core, entry) -> int:
    return core.memory.history(entry.id)[-1].id


@pytest.fixture
def propose_rule_for():
    def make(core, session: int, content: str = "Create a branch for every task"):
        said = core.chat.add_message(session, source="user", text=f"From now on: {content}.").value
        return core.proposals.propose_rule(
            session,
            kind="constraint",
            scope="session",
            content=content,
            reason="You said so.",
            source_event_ids=[said.message.id],
        ).value.entry

    return make
