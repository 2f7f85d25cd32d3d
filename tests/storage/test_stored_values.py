"""Values another program wrote into the database become well-formed domain objects, or are
left out, shown as text or replaced, and each is noted (issue 23, defect 3)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

import pytest

from app.domain.model import MessageSource, Scope, ScopeRef, Status
from app.storage import decode
from app.storage.engine.errors import StoredValueError, server_error, storage_error
from app.storage.fast.first_screen import read_first_screen

NESTED = "[" * 100_000 + "]" * 100_000


def peer(core):
    """A second client on the same SQLite file that obeys none of Mindkeep's rules: no CHECK
    constraints, no foreign keys (SQLite keeps whatever it is given)."""
    conn = sqlite3.connect(core.db.path, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    return conn


@pytest.fixture
def chat(core, session):
    """A Session with a user message and an agent reply; returns (user id, reply id)."""
    said = core.chat.add_message(session.id, source="user", text="hello").value.message.id
    reply = core.chat.add_message(session.id, source="agent", text="reply").value.message.id
    return said, reply


def _skipped(core) -> list[tuple]:
    return [(s.table, s.row, s.column, s.outcome) for s in core.db.skipped.items()]


@pytest.mark.parametrize(
    "stored",
    ["[1,2]", '"text"', "7", '{"not_saved": 5}', '{"stopped": 5}', "{", NESTED, b"\xff\x00"],
)
def test_a_meta_of_the_wrong_shape_is_dropped_and_noted(core, session, chat, stored):
    """messages.meta as a list, a string, a number, a dict of the wrong shape, broken or
    100,000-deep JSON, bytes: the message reads with no meta, and that is noted."""
    _said, reply = chat
    peer(core).execute("UPDATE messages SET meta = ? WHERE id = ?", (stored, reply))
    messages = core.chat.messages(session.id)
    assert [m.text for m in messages] == ["hello", "reply"]
    assert messages[1].meta is None and messages[1].stopped is None
    assert _skipped(core) == [("messages", reply, "meta", "replaced")]


def test_only_the_keys_of_the_wrong_shape_go(core, session, chat):
    """A meta with a good key, a bad one and one this version does not know keeps the good one."""
    _said, reply = chat
    peer(core).execute(
        "UPDATE messages SET meta = ? WHERE id = ?",
        ('{"stopped": "cancelled", "not_saved": [{"content": 1}], "later": true}', reply),
    )
    assert core.chat.messages(session.id)[1].meta == {"stopped": "cancelled"}
    assert _skipped(core) == [("messages", reply, "meta", "replaced")]


def test_a_row_that_cannot_be_placed_is_left_out_and_the_rest_shown(core, session, chat):
    """An unknown source, a session id that is text: those messages are left out, noted."""
    said, _reply = chat
    conn = peer(core)
    conn.execute("UPDATE messages SET source = 'oracle' WHERE id = ?", (said,))
    third = core.chat.add_message(session.id, source="user", text="third").value.message.id
    conn.execute("UPDATE messages SET session_id = 'one' WHERE id = ?", (third,))
    assert [m.text for m in core.chat.messages(session.id)] == ["reply"]
    assert _skipped(core) == [("messages", said, "source", "left_out")]
    assert core.chat.messages(session.id)[0].source is MessageSource.AGENT


def test_text_that_is_not_text_is_shown_as_text_and_long_text_shortened(core, session, chat):
    """Bytes where text belongs (SQLite turns a number in a TEXT column into text itself), and
    2 MB of text: U+FFFD for what is not UTF-8, cut to the longest Mindkeep writes."""
    said, reply = chat
    conn = peer(core)
    conn.execute("UPDATE messages SET text = ? WHERE id = ?", (b"ok \xff", reply))
    conn.execute("UPDATE messages SET text = ? WHERE id = ?", ("x" * 2_000_000, said))
    conn.execute("UPDATE sessions SET title = ? WHERE id = ?", ("t" * 2_000_000, session.id))
    texts = [m.text for m in core.chat.messages(session.id)]
    assert texts == ["x" * (decode.TEXT_MAX - 1) + "…", "ok \ufffd"]
    title = core.chat.get_session(session.id).title
    assert len(title) == decode.NAME_MAX and title.endswith("…")
    assert set(_skipped(core)) == {
        ("messages", said, "text", "shortened"),
        ("messages", reply, "text", "shown_as_text"),
        ("sessions", session.id, "title", "shortened"),
    }


@pytest.mark.parametrize("stored", ["yesterday", 7, "9999-12-31 23:59:59.999999", b"\x00"])
def test_a_time_that_cannot_be_read_is_1970(core, session, chat, stored):
    """A time that is no time (or so near the calendar's end that no local clock shows it)."""
    said, _reply = chat
    peer(core).execute("UPDATE messages SET created_at = ? WHERE id = ?", (stored, said))
    assert core.chat.messages(session.id)[0].created_at == datetime(1970, 1, 1, tzinfo=UTC)
    assert _skipped(core) == [("messages", said, "created_at", "replaced")]


def test_text_that_is_not_utf8_is_read_with_replacement_characters(core, session, chat):
    """SQLite keeps any bytes as TEXT and Python's driver refuses them for the whole statement:
    the messages still read, the bad bytes as U+FFFD, and it is noted."""
    said, _reply = chat
    peer(core).execute("UPDATE messages SET text = CAST(x'6869ff' AS TEXT) WHERE id = ?", (said,))
    assert [m.text for m in core.chat.messages(session.id)] == ["hi\ufffd", "reply"]
    assert _skipped(core) == [("", None, "", "shown_as_text")]


@pytest.mark.parametrize(
    "stored, ids",
    [("5", ()), ('"5"', ()), ('[1, "2", true, null, 3.5, 4]', (1, 4)), ("{", ()), (NESTED, ())],
)
def test_cited_ids_keep_only_ids(core, session, propose_rule, stored, ids):
    """source_event_ids of 5, a string, a list with non-ids, broken or nested JSON."""
    entry = propose_rule()
    peer(core).execute(
        "UPDATE memory_entries SET source_event_ids = ? WHERE id = ?", (stored, entry.id)
    )
    assert core.memory.get(entry.id).source_event_ids == ids
    assert ("memory_entries", entry.id, "source_event_ids", "replaced") in _skipped(core)
    assert core.memory.pending_by_message(session.id) == {i: [entry.id] for i in ids} or ids == ()


def test_an_entry_of_an_unknown_status_is_left_out_everywhere(core, session, propose_rule):
    """A status, kind or scope this version does not know: the entry is in no list, and no
    Memory block; the others are."""
    bad, good = propose_rule(), propose_rule("Write tests first")
    conn = peer(core)
    conn.execute("UPDATE memory_entries SET status = 'secret' WHERE id = ?", (bad.id,))
    ref = ScopeRef(Scope.SESSION, session.id)
    listed = core.memory.list_entries(ref, statuses=[Status.SUGGESTED])
    assert [e.id for e in listed] == [good.id]
    conn.execute(
        "UPDATE memory_entries SET status = 'active', kind = 'spell' WHERE id = ?", (bad.id,)
    )
    assert "Create a branch" not in core.memory.context_block(session.id)
    assert ("memory_entries", bad.id, "kind", "left_out") in _skipped(core)


def test_settings_that_cannot_be_read_are_their_defaults(core, session):
    """A room that is text or out of range, a switch that is 7, a timeout that is a word."""
    conn = peer(core)
    conn.execute(
        "INSERT INTO scope_settings (scope, scope_id, auto_memory, use_memory, room) "
        "VALUES ('session', ?, 7, 'yes', 'lots')",
        (session.id,),
    )
    conn.execute("INSERT INTO app_settings (key, value) VALUES ('model.timeout', 'soon')")
    settings = core.memory.settings(ScopeRef(Scope.SESSION, session.id))
    assert (settings.auto_memory, settings.use_memory, settings.room) == (True, True, 4000)
    assert core.settings.model().timeout == 60.0
    conn.execute("UPDATE scope_settings SET room = 10000000000000000000000")
    assert core.memory.settings(ScopeRef(Scope.SESSION, session.id)).room == 4000


def test_a_history_snapshot_of_the_wrong_shape_cannot_be_undone(core, session, propose_rule):
    """A decision whose recorded `before` lost its fields: shown without it, and undo says
    it cannot be undone instead of failing with KeyError (the record another program changed
    no longer carries this computer's mark: written_elsewhere, SPEC §2.5)."""
    from app.domain.errors import AppError

    entry = propose_rule()
    core.decisions.accept(entry.id)
    peer(core).execute(
        "UPDATE memory_history SET before = '{\"status\": 1}' WHERE entry_id = ? AND before IS NOT NULL",
        (entry.id,),
    )
    events = core.memory.history(entry.id)
    assert [e.before for e in events] == [None, None]
    with pytest.raises(AppError) as err:
        core.decisions.undo()
    assert err.value.code == "written_elsewhere"


def test_the_first_screen_shows_what_it_can_and_says_what_it_skipped(core, session, chat, db_url):
    """The first screen (read with sqlite3 before the services) decodes the same way."""
    said, reply = chat
    conn = peer(core)
    conn.execute("UPDATE messages SET meta = '[1,2]' WHERE id = ?", (reply,))
    conn.execute("UPDATE messages SET source = 'oracle' WHERE id = ?", (said,))
    first = read_first_screen(db_url, session.id)
    assert [m.text for m in first.messages] == ["reply"] and first.messages[0].meta is None
    assert {(s.table, s.row, s.column, s.outcome) for s in first.skipped} == {
        ("messages", reply, "meta", "replaced"),
        ("messages", said, "source", "left_out"),
    }


def test_an_unreadable_value_is_never_called_a_damaged_disk():
    """What is left for the safety net names a value another program wrote, on a server as a
    server, never "database disk image is malformed"."""
    exc = StoredValueError("a stored value cannot be read (TypeError('x'))")
    on_server = server_error(exc, "postgresql://u:secret@db.example:5433/mk", writing=False).message
    assert "db.example:5433" in on_server and "another program" in on_server
    assert "malformed" not in on_server and "disk" not in on_server
    on_file = storage_error(exc, None, writing=False).message
    assert "another program" in on_file and "damaged" not in on_file


@pytest.fixture
def propose_rule(core, session, user_msg):
    def make(content="Create a branch for every task"):
        mid = user_msg(f"From now on: {content.lower()}.")
        return core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content=content,
            reason="asked",
            source_event_ids=[mid],
        ).value.entry

    return make
