"""The conversation's own rules (issue 12): message length, Sessions that name themselves,
temporary Sessions, what a user message saved, and the record of Memory in use."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import MESSAGE_MAX
from app.domain.model import MessageSource, Scope, Status
from app.storage.repositories import common as repo_common
from app.storage.repositories import conversation


def _files(db_url: str) -> bytes:
    path = Path(db_url.removeprefix("sqlite:///"))
    return b"".join(p.read_bytes() for p in sorted(path.parent.glob(path.name + "*")))


def test_a_message_over_the_limit_is_refused_and_nothing_is_written(core, session, db_url):
    """100,001 characters: message_too_long, and the database file is as it was."""
    core.chat.add_message(
        session.id, source="user", text="x" * MESSAGE_MAX
    )  # the limit itself is fine
    core.db.dispose()
    before = _files(db_url)
    with pytest.raises(AppError) as caught:
        core.chat.add_message(session.id, source="user", text="Remember that " + "y" * MESSAGE_MAX)
    assert caught.value.code is Code.MESSAGE_TOO_LONG
    assert "100000" in caught.value.message
    core.db.dispose()
    assert _files(db_url) == before


def test_a_session_without_a_title_takes_its_first_messages(core, session):
    """An untitled Session is named from its first user message; later messages leave it."""
    untitled = core.chat.create_session(session.space_id).value
    assert (untitled.title, untitled.auto_title) == ("New session", True)
    core.chat.add_message(untitled.id, source="web", text="A web page is not the user's words.")
    assert core.chat.get_session(untitled.id).title == "New session"
    added = core.chat.add_message(
        untitled.id, source="user", text="Plan the 2.4 release\nwith details"
    ).value
    assert added.session.title == "Plan the 2.4 release"
    core.chat.add_message(untitled.id, source="user", text="Something else entirely")
    info = core.chat.get_session(untitled.id)
    assert (info.title, info.auto_title) == ("Plan the 2.4 release", False)


def test_a_named_session_keeps_its_name(core, session):
    """A title given at creation, or typed later, is never replaced by a message."""
    core.chat.add_message(session.id, source="user", text="First words")
    assert core.chat.get_session(session.id).title == "Sprint"
    renamed = core.chat.create_session(session.space_id).value
    core.chat.rename_session(renamed.id, "Mine")
    core.chat.add_message(renamed.id, source="user", text="First words")
    assert core.chat.get_session(renamed.id).title == "Mine"


def test_naming_from_the_first_message_is_told_to_the_sidebar(core, session):
    """The rename comes with the message's Changes, naming the Space, so the sidebar reads it
    again; a later message names no Space (the sidebar is not read again)."""
    untitled = core.chat.create_session(session.space_id).value
    done = core.chat.add_message(untitled.id, source="user", text="Budget review")
    news, added = done.changes, done.value
    assert news.spaces == {session.space_id} and news.sessions == {untitled.id}
    assert news.messages == {added.message.id} and news.sidebar
    assert done.stored == (added.message,)
    later = core.chat.add_message(untitled.id, source="user", text="And the rest").changes
    assert not later.spaces and not later.sidebar


def test_explicit_saves_are_listed_by_message_as_they_are_now(core, session, user_msg):
    """What each message saved at once, including a save the user took back (archived)."""
    first = user_msg("Remember that the staging server is called bluebird.")
    second = user_msg("I prefer short answers.")
    user_msg("Just a question?")
    saves = core.memory.explicit_saves(session.id)
    assert {mid: [(e.scope, e.content) for e in es] for mid, es in saves.items()} == {
        first: [(Scope.SESSION, "The staging server is called bluebird.")],
        second: [(Scope.USER, "Short answers")],
    }
    core.decisions.archive(saves[first][0].id)
    assert core.memory.explicit_saves(session.id)[first][0].status is Status.ARCHIVED


def test_a_request_that_was_not_saved_says_why_on_its_message(core, session):
    """Auto Memory off for the Session: nothing is saved, and the message keeps the reason."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SESSION), auto_memory=False)
    added = core.chat.add_message(
        session.id, source="user", text="Remember that the VPN is down."
    ).value
    assert added.saved == ()
    assert added.message.meta == {
        "not_saved": [
            {
                "content": "The VPN is down.",
                "scope": "session",
                "kind": "fact",
                "code": "auto_memory_off",
            }
        ]
    }
    assert core.chat.messages(session.id)[0].meta == added.message.meta


def test_a_temporary_session_neither_reads_nor_writes_memory(core, session):
    """No explicit save (the message is still examined once), no search, no block, no suggestion."""
    space = core.memory.scope_ref(session.id, Scope.SPACE)
    core.decisions.add_entry(space, kind="constraint", content="Create a branch for every task")
    temp = core.chat.create_session(session.space_id, title="Scratch", temporary=True).value
    assert temp.temporary and core.chat.get_session(temp.id).temporary
    added = core.chat.add_message(
        temp.id, source="user", text="Remember that the VPN is down."
    ).value
    assert added.saved == ()
    with core.db.read() as s:
        assert conversation.is_examined(s, added.message.id)
    assert core.memory.search(temp.id, "") == []
    assert (
        core.memory.memory_block(temp.id).text == ""
        and core.memory.memory_block(temp.id).used == ()
    )
    for call in (
        lambda: (
            core.proposals.propose_rule(
                temp.id,
                kind="constraint",
                scope="space",
                content="Never push to main",
                reason="r",
                source_event_ids=[added.message.id],
            ).value
        ),
        lambda: core.proposals.save_agent_note(temp.id, kind="fact", content="A note").value,
    ):
        with pytest.raises(AppError) as caught:
            call()
        assert caught.value.code is Code.TEMPORARY_SESSION
    assert [e.content for e in core.memory.list_entries(space, statuses=list(Status))] == [
        "Create a branch for every task"
    ]


def test_uses_are_recorded_only_on_agent_replies_and_only_for_entries_that_exist(core, session):
    """An entry deleted while the reply was written is left out; a user message cannot carry uses."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    kept = core.decisions.add_entry(ref, kind="fact", content="Kept").value
    gone = core.decisions.add_entry(ref, kind="fact", content="Gone").value
    with core.db.write() as s:
        s.execute(repo_common._ENTRIES.delete().where(repo_common._ENTRIES.c.id == gone.id))
    reply = core.chat.add_message(
        session.id,
        source=MessageSource.AGENT,
        text="Done.",
        memory_used=[(kept.id, 1), (gone.id, 1)],
    ).value
    assert core.memory.used_in_session(session.id) == {reply.message.id: ((kept.id, 1),)}
    with pytest.raises(AppError):
        core.chat.add_message(session.id, source="user", text="Hi", memory_used=[(kept.id, 1)])


def test_messages_after_an_id_are_only_the_newer_ones(core, session, user_msg):
    """The chat reads what was added since the last message it shows, not the whole history."""
    ids = [user_msg(f"message {i}") for i in range(4)]
    assert [m.id for m in core.chat.messages(session.id, after=ids[1])] == ids[2:]
