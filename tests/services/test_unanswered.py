"""A user message whose turn ended without a reply is marked unanswered, and can be answered
again (Retry); bad input writes nothing."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError, Code


def test_a_message_is_marked_and_reopened(core, session):
    """mark_unanswered keeps why; reopen_unanswered takes the mark off and returns it."""
    added = core.chat.add_message(session.id, source="user", text="Is anyone there?").value
    marked = core.chat.mark_unanswered(added.message.id, "model_unreachable").value
    assert marked.meta == {"unanswered": "model_unreachable"}
    again = core.chat.reopen_unanswered(session.id, added.message.id).value
    assert again.message.meta is None and again.saved == ()
    assert core.chat.get_message(added.message.id).meta is None


def test_only_an_unanswered_user_message_of_that_session_reopens(core, session):
    """Another Session's message, an answered one, or an agent's: refused, nothing written."""
    user = core.chat.add_message(session.id, source="user", text="Hello").value.message
    agent = core.chat.add_message(session.id, source="agent", text="Hi").value.message
    with pytest.raises(AppError) as err:
        core.chat.reopen_unanswered(session.id, user.id)
    assert err.value.code is Code.INVALID_STATE
    with pytest.raises(AppError) as err:
        core.chat.mark_unanswered(agent.id, "model_unreachable")
    assert err.value.code is Code.INVALID_INPUT
    other = core.chat.create_session(session.space_id, title="Other").value
    core.chat.mark_unanswered(user.id, "model_unreachable")
    with pytest.raises(AppError):
        core.chat.reopen_unanswered(other.id, user.id)
    assert core.chat.get_message(user.id).meta == {"unanswered": "model_unreachable"}
    assert core.chat.get_message(agent.id).meta is None
