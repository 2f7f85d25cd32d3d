"""What a new user trips on (issue 35, Deliver 5), each as the window shows it: the Review link
under a message through later turns, right-to-left headers and lines, drop-down lists that show
every choice, a temporary Session's empty state and its "Remember …", the status line of
another Session."""

from __future__ import annotations

import pytest
from chat_helpers import open_window, rows

from app.ui.models.messages import MessageRole

FROM_NOW_ON = "From now on, create a branch for every task."


@pytest.fixture
def window(qtbot, core, session):
    w = open_window(qtbot, core)
    qtbot.waitExposed(w)
    w.select_session(session.id)
    yield w
    w.close()


def _row(page, message_id: int):
    index = page.model.index(page.model.row_of(message_id))
    return index, page.view.visualRect(index)


def test_the_review_link_stays_under_its_message_and_never_over_the_next(
    qtbot, window, core, session
):
    """A message shown before its suggestion existed gets "Suggested rule · Review"; a later
    turn's news makes the chat read the Session anew: the link is still there, and the row is
    as tall as what it draws (the next message starts below it, not under the link)."""
    page = window.chat_page
    mid = core.chat.add_message(session.id, source="user", text=FROM_NOW_ON).message.id
    after = core.chat.add_message(session.id, source="agent", text="Noted, thanks.").message.id
    window.chat.show_session()
    assert "Suggested rule" not in rows(window)[0][1]
    core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="space",
        content="Create a branch for every task",
        reason="asked",
        source_event_ids=[mid],
    )
    qtbot.waitUntil(lambda: "Suggested rule · Review" in rows(window)[0][1], timeout=5000)
    for _turn in range(2):  # a later turn: the Session read anew (its news carry no message)
        window.chat.show_session()
        qtbot.wait(20)
        assert rows(window)[0] == ("user", FROM_NOW_ON + "\nSuggested rule · Review")
        index, rect = _row(page, mid)
        wanted = page.delegate.sizeHint(page.row_option(index), index).height()
        assert rect.height() == wanted
        doc = page.delegate.document(page.row_option(index), index)
        body = page.delegate.body_origin(page.row_option(index)).y()
        assert body + doc.size().height() <= rect.bottom() + 1
        _next, next_rect = _row(page, after)
        assert next_rect.top() > rect.bottom()
        assert index.data(MessageRole).id == mid
