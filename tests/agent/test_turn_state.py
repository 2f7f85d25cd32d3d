"""A turn's state as stored with a call waiting for approval, and read back to continue it."""

from __future__ import annotations

import pytest

from app.agent.turn_state import TurnState
from app.domain.errors import AppError, Code
from app.domain.model import Untrusted, WrittenAfter


def test_a_turn_state_round_trips_and_a_newer_or_damaged_one_is_expired():
    """Everything continuing a turn takes is kept; a state this app cannot read is
    approval_expired (the call is never run)."""
    state = TurnState(
        session_id=1,
        user_event_id=2,
        system="system text",
        history_until=2,
        memory_used=((4, 1),),
        turn=[{"role": "assistant", "tool_calls": []}],
        steps=1,
        calls=[{"id": "c1", "name": "git__git_push", "arguments": "{}"}],
        earlier=[{"name": "git__git_status", "arguments": {}}],
        warned=[4],
        written_after=WrittenAfter((Untrusted.TOOL,), (3,)),
        saved=[9],
    )
    back = TurnState.from_json(state.to_json())
    assert back == state and back.waiting_call()["id"] == "c1"
    for damaged in ({**state.to_json(), "version": 2}, {**state.to_json(), "calls": []}, [], {}):
        with pytest.raises(AppError) as refused:
            TurnState.from_json(damaged)
        assert refused.value.code is Code.APPROVAL_EXPIRED
