"""A turn returns what its writes changed (issue 35): the messages it stored, each told to
`on_stored` as it is stored; a turn refused after storing some carries them on the refusal."""

from __future__ import annotations

import pytest
from model_server import _completion

from app.domain.errors import AppError, Code
from app.domain.model import MessageSource


def test_a_turn_returns_its_messages_and_tells_each_as_it_is_stored(
    core, session, model_server, new_runner
):
    """The user's message, the tool call's and the reply: each heard once, in order, as it is
    stored; the turn's Done names them all, with the Session."""
    model_server.push_tool_calls(("search_memory", {"query": "branches"}, "call_1"))
    model_server.push_text("Nothing saved about branches yet.")
    heard = []

    done = new_runner().run_turn(session.id, "Do we have a rule?", on_stored=heard.extend)

    result = done.value
    assert result.error is None
    assert [m.source for m in heard] == [
        MessageSource.USER,
        MessageSource.TOOL,
        MessageSource.AGENT,
    ]
    assert heard[0].id == result.user_event_id and heard[-1].id == result.agent_event_id
    assert done.changes.messages == {m.id for m in heard}
    assert done.changes.sessions == {session.id}
    assert list(done.stored) == heard


def test_a_turn_refused_after_storing_carries_what_it_stored(
    core, session, model_server, new_runner
):
    """The Session deleted while the model answers: storing the reply is refused, and the
    refusal names the user's message the turn stored before it (for the window to announce)."""

    def answer_after_deleting(body):
        core.chat.delete_session(session.id)
        return _completion({"role": "assistant", "content": "Too late"}, "stop", 1, body)

    model_server.push(answer_after_deleting)
    heard = []
    with pytest.raises(AppError) as refused:
        new_runner().run_turn(session.id, "Anyone there?", on_stored=heard.extend)

    assert refused.value.code is Code.NOT_FOUND
    [user] = heard
    assert user.source is MessageSource.USER
    assert refused.value.changes.messages == {user.id}
