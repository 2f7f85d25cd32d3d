"""The first screen (issue 16), read with sqlite3 before SQLAlchemy is imported, says exactly
what the services say once they are attached."""

from __future__ import annotations

import sqlite3

from app.storage.fast.first_screen import read_first_screen
from app.storage.repositories import memory_log


def _fill(core, session):
    """A Session with user, agent and tool messages, an explicit save, a pending suggestion,
    a reply that used Memory; a second Session in another Space."""
    sid = session.id
    said = core.chat.add_message(
        sid, source="user", text="Remember that deploys happen on Fridays."
    ).value
    rule = core.chat.add_message(
        sid, source="user", text="From now on, create a branch for every task."
    ).value
    core.proposals.propose_rule(
        sid,
        kind="constraint",
        scope="space",
        content="Create a branch for every task",
        reason="said so",
        source_event_ids=[rule.message.id],
    )
    for i in range(30):
        core.chat.add_message(sid, source="agent" if i % 2 else "user", text=f"Message {i}")
    core.chat.add_message(
        sid, source="user", text="Remember that the staging server is called bluebird."
    )
    reply = core.chat.add_message(sid, source="agent", text="Noted.").value
    with core.db.write() as s:
        memory_log.record_uses(s, reply.message.id, [(said.saved[0].id, 1)])
    other = core.chat.create_space("Client work").value
    core.chat.create_session(other.id, title="Kick-off")
    return said


def test_the_first_screen_equals_what_the_services_read(core, session, db_url):
    """Spaces, Sessions, the newest messages, pending links, explicit saves, Memory used and
    the waiting count: the same as the services give for that Session."""
    said = _fill(core, session)
    first = read_first_screen(db_url, session.id, tail=10)
    sid = session.id
    assert first.spaces == core.chat.list_spaces()
    assert first.sessions == core.chat.list_sessions()
    assert first.session_id == sid
    assert first.messages == core.chat.newest_messages(sid, limit=10)
    assert first.has_earlier is True
    assert first.pending == set(core.memory.pending_by_message(sid))
    shown = {m.id for m in first.messages}
    assert first.saves == {m: v for m, v in core.memory.explicit_saves(sid).items() if m in shown}
    # Only beside the messages on screen: the save of the first message is read with the services.
    assert [e.content for v in first.saves.values() for e in v] == [
        "The staging server is called bluebird."
    ]
    assert said.message.id not in first.saves
    assert first.used == core.memory.used_by([m.id for m in first.messages])
    assert first.waiting == sum(st.suggested for st in core.memory.session_settings(sid)) == 1


def test_the_session_kept_from_last_time_is_opened_else_the_first(core, session, db_url):
    """The Session the window showed last opens again; one that is gone opens the first."""
    _fill(core, session)
    kick_off = core.chat.list_sessions()[-1]
    assert read_first_screen(db_url, kick_off.id).session_id == kick_off.id
    assert read_first_screen(db_url, 9999).session_id == session.id
    assert read_first_screen(db_url, kick_off.id).messages == []


def test_what_cannot_be_read_at_once_is_left_to_the_services(tmp_path, core, db_url):
    """PostgreSQL, a missing file, a damaged file or one that needs an upgrade: None."""
    assert read_first_screen("postgresql://localhost/mindkeep") is None
    assert read_first_screen(f"sqlite:///{tmp_path / 'none.db'}") is None
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"not a database" * 100)
    assert read_first_screen(f"sqlite:///{damaged}") is None
    conn = sqlite3.connect(db_url.removeprefix("sqlite:///"))
    conn.execute("UPDATE alembic_version SET version_num = '0003'")
    conn.commit()
    conn.close()
    assert read_first_screen(db_url) is None


def test_a_newer_schema_still_in_the_wal_is_left_to_the_services(core, session, db_url):
    """A newer Mindkeep upgraded the file and its change is still in the -wal file (it runs):
    the first screen is not read from it (reading the file alone saw today's revision)."""
    core.chat.add_message(session.id, source="user", text="hello")
    path = db_url.removeprefix("sqlite:///")
    newer = sqlite3.connect(path)
    newer.execute("PRAGMA wal_autocheckpoint = 0")
    with newer:
        newer.execute("UPDATE alembic_version SET version_num = '9999_newer'")
    try:
        assert read_first_screen(db_url) is None
    finally:
        newer.close()
