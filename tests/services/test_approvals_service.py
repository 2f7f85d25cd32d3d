"""The approvals service on a real SQLite file and a real PostgreSQL database: a waiting call is
kept with its turn's state, decided once (of two decisions at once exactly one wins), expired
when the Session moves on, and goes with its Session."""

from __future__ import annotations

import sys
import threading

import pytest

from app.domain.errors import AppError, Code
from app.domain.tools.approvals import ApprovalStatus, Decision, Preview, RuleOnCall

STATE = {"version": 1, "marker": "the turn's state"}


def ask(core, session_id: int, user_event_id: int, tool: str = "git__git_push"):
    return core.approvals.ask(
        session_id=session_id,
        user_event_id=user_event_id,
        tool=tool,
        server="git",
        arguments={"branch": "main"},
        rules=(RuleOnCall(7, 2, "Never push to main", "violated", {"argument": "branch"}),),
        preview=Preview("fields", (("branch", "main"),)),
        state=STATE,
    ).value


@pytest.fixture(params=["sqlite", "postgresql"])
def any_core(request):
    """The services over a SQLite file, then over PostgreSQL (skipped without a server)."""
    return request.getfixturevalue("core" if request.param == "sqlite" else "pg_core")


@pytest.fixture
def waiting(any_core):
    # The git server the call is of, added on this computer: an allowance is for its
    # configuration (SPEC §3).
    any_core.tool_servers.add_stdio("git", sys.executable, ["-c", "pass"])
    space = any_core.chat.create_space("Work").value
    session = any_core.chat.create_session(space.id, title="Push").value
    user = any_core.chat.add_message(session.id, source="user", text="Push it").value.message.id
    return any_core, session.id, ask(any_core, session.id, user)


def test_a_waiting_call_is_kept_with_everything_the_card_and_the_turn_need(waiting):
    """Read back: the tool, arguments, rules, readable form, status and the turn's state."""
    core, session_id, approval = waiting
    got = core.approvals.get(approval.id)
    assert got == approval and got.waiting
    assert got.rules[0].content == "Never push to main" and got.breaks_rules
    assert got.preview.fields == (("branch", "main"),)
    assert core.approvals.state_of(approval.id) == STATE
    assert core.approvals.pending(session_id) == [got]
    assert core.views.chat_annotations(session_id).approvals == (got,)


def test_allow_for_this_session_allows_the_tool_and_is_final(waiting):
    """Decided once: allowed, the tool allowed for the Session; every later decision is
    approval_decided and changes nothing."""
    core, session_id, approval = waiting
    decided = core.approvals.decide(approval.id, Decision.ALLOW_SESSION).value
    assert decided.status is ApprovalStatus.ALLOWED
    assert decided.decision is Decision.ALLOW_SESSION and decided.decided_at is not None
    assert core.approvals.allowed_tools(session_id) == {"git__git_push"}
    for decision in Decision:
        with pytest.raises(AppError) as refused:
            core.approvals.decide(approval.id, decision)
        assert refused.value.code is Code.APPROVAL_DECIDED
    with pytest.raises(AppError) as refused:
        core.approvals.cancel(approval.id)
    assert refused.value.code is Code.APPROVAL_DECIDED
    assert core.approvals.get(approval.id) == decided
    assert core.approvals.pending(session_id) == []


def test_two_decisions_at_once_exactly_one_wins(waiting):
    """Eight threads decide the same call at once: one decision is kept, the others are told
    it was decided already."""
    core, _session_id, approval = waiting
    barrier = threading.Barrier(8)
    won, lost = [], []

    def decide(i: int) -> None:
        barrier.wait()
        try:
            won.append(
                core.approvals.decide(
                    approval.id, Decision.DENY if i % 2 else Decision.ALLOW_ONCE
                ).value
            )
        except AppError as err:
            lost.append(err.code)

    threads = [threading.Thread(target=decide, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(won) == 1 and len(lost) == 7
    assert set(lost) == {Code.APPROVAL_DECIDED}
    assert core.approvals.get(approval.id).decision is won[0].decision


def test_expiring_a_session_keeps_a_line_and_refuses_a_later_decision(waiting):
    """expire_in_session: the call expires, a tool line says it was not run, Allow is
    approval_expired; a second expiry finds nothing."""
    core, session_id, approval = waiting
    assert core.approvals.expire_in_session(session_id).value == [approval.id]
    assert core.approvals.get(approval.id).status is ApprovalStatus.EXPIRED
    line = core.chat.messages(session_id)[-1]
    assert line.source.value == "tool" and line.meta["ran"]["not_run"] is True
    assert line.meta["approval"] == approval.id
    with pytest.raises(AppError) as refused:
        core.approvals.decide(approval.id, Decision.ALLOW_ONCE)
    assert refused.value.code is Code.APPROVAL_EXPIRED
    assert core.approvals.expire_in_session(session_id).value == []


def test_a_denial_keeps_its_reason_and_bad_input_changes_nothing(waiting):
    """Deny keeps the user's words; a reason with Allow, an unknown decision, an id that is no
    approval, or a reason too long is refused with nothing changed."""
    core, _session_id, approval = waiting
    for call, code in (
        (
            lambda: core.approvals.decide(approval.id, "allow_once", reason="no").value,
            Code.INVALID_INPUT,
        ),
        (lambda: core.approvals.decide(approval.id, "later").value, Code.INVALID_INPUT),
        (
            lambda: core.approvals.decide(approval.id, "deny", reason="x" * 501).value,
            Code.INVALID_INPUT,
        ),
        (lambda: core.approvals.decide(approval.id + 1, "deny").value, Code.NOT_FOUND),
        (lambda: core.approvals.decide("1", "deny").value, Code.INVALID_INPUT),
    ):
        with pytest.raises(AppError) as refused:
            call()
        assert refused.value.code is code
    assert core.approvals.get(approval.id).waiting
    denied = core.approvals.decide(approval.id, "deny", reason="  Not on a Friday  ").value
    assert denied.status is ApprovalStatus.DENIED and denied.reason == "Not on a Friday"


def test_deleting_the_session_takes_its_approvals_and_allowances(waiting):
    """A deleted Session's waiting call is gone (not_found), not left to be run."""
    core, session_id, approval = waiting
    core.approvals.decide(approval.id, Decision.ALLOW_SESSION)
    core.chat.delete_session(session_id)
    with pytest.raises(AppError) as refused:
        core.approvals.get(approval.id)
    assert refused.value.code is Code.NOT_FOUND
    assert core.approvals.allowed_tools(session_id) == frozenset()
