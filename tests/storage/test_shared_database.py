"""A shared PostgreSQL as users meet it: clear errors, and every window told what others changed.

Needs the real server of MINDKEEP_TEST_PG_URL (skipped without it), except the tests of
the payload format, which need none.
"""

from __future__ import annotations

import json

import pytest
from shared_db import ADMIN_URL, Heard, needs_pg, url_of

from app.domain.errors import AppError
from app.domain.model import Scope, ScopeRef
from app.services.events import ChatChanged, MemoryChanged
from app.services.live import ELSEWHERE, events_for, follow_other_instances
from app.storage.engine.notify import PAYLOAD_MAX, DataChange, decode, encode

# ---------------------------------------------------------------- the payload (no server)


def test_payloads_stay_under_the_notify_limit_and_lose_nothing():
    """5,000 changes split into payloads under 8,000 bytes that decode to the same changes."""
    changes = [
        DataChange("entry", "update", scope="space", scope_id=7, entry_id=i, version=i % 9 + 1)
        for i in range(5000)
    ]
    payloads = list(encode(changes, "me"))
    assert len(payloads) > 1
    assert all(len(p.encode("utf-8")) <= PAYLOAD_MAX for p in payloads)
    back = [c for p in payloads for c in decode(p)]
    assert [(c.entry_id, c.version, c.origin) for c in back] == [
        (i, i % 9 + 1, "me") for i in range(5000)
    ]


def test_a_payload_from_elsewhere_is_refused_as_unreadable():
    """Text that is not a Mindkeep payload raises ValueError (the listener then re-reads everything)."""
    for bad in ("", "{}", '{"o": "x", "c": [[99, 0]]}', '{"o": "x", "c": [1]}', "not json"):
        with pytest.raises(ValueError):
            decode(bad)


def test_changes_become_the_events_a_local_change_would_publish():
    """An accepted suggestion and a new message read as MemoryChanged and ChatChanged from elsewhere."""
    events = events_for(
        [
            DataChange("entry", "update", scope="space", scope_id=3, entry_id=11, version=2),
            DataChange("message", "insert", session_id=5, message_id=40),
            DataChange("session", "delete", space_id=3, session_id=6),
        ]
    )
    chat = next(e for e in events if isinstance(e, ChatChanged))
    memory = next(e for e in events if isinstance(e, MemoryChanged))
    assert (chat.session_ids, chat.message_ids, chat.space_ids) == ({5, 6}, {40}, {3})
    assert memory.scopes == {ScopeRef(Scope.SPACE, 3), ScopeRef(Scope.SESSION, 6)}
    assert memory.entry_ids == {11}
    assert chat.initiator == memory.initiator == ELSEWHERE


# ---------------------------------------------------------------- errors a user can meet


def _server_error(url: str) -> AppError:
    from app.bootstrap import build_core

    with pytest.raises(AppError) as err:
        build_core(url).close()
    assert err.value.code == "database_error"
    assert "Traceback" not in err.value.message
    return err.value


@needs_pg
def test_a_refused_connection_says_which_server_and_what_to_check():
    """Nobody listening on the port: the message names host:port and says to check the server runs."""
    from sqlalchemy.engine import make_url

    url = make_url(url_of("postgres")).set(port=1).render_as_string(hide_password=False)
    message = _server_error(url).message
    assert "cannot reach the PostgreSQL server at 127.0.0.1:1" in message
    assert "running" in message


@needs_pg
def test_bad_credentials_are_named_and_the_password_never_shown():
    """A wrong password: refused user named, the password itself appears nowhere."""
    from sqlalchemy.engine import make_url

    url = make_url(ADMIN_URL).set(password="Sekr3t-wrong-pw")
    message = _server_error(url.render_as_string(hide_password=False)).message
    assert f"refused the user {url.username}" in message
    assert "Sekr3t-wrong-pw" not in message


@needs_pg
def test_a_missing_database_is_named_with_how_to_create_it():
    """A database that does not exist: its name and `createdb` in the message; nothing created."""
    from sqlalchemy import create_engine, text

    message = _server_error(url_of("mindkeep_no_such_db")).message
    assert "has no database named mindkeep_no_such_db" in message
    assert "createdb mindkeep_no_such_db" in message
    admin = create_engine(ADMIN_URL)
    with admin.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM pg_database WHERE datname = 'mindkeep_no_such_db'")
            ).scalar()
            == 0
        )
    admin.dispose()


@needs_pg
def test_tls_asked_of_a_server_without_it_is_explained():
    """?sslmode=require against a server without TLS: says TLS was asked for and is not offered."""
    from sqlalchemy import create_engine, text

    admin = create_engine(ADMIN_URL)
    with admin.connect() as conn:
        if conn.execute(text("SHOW ssl")).scalar() == "on":
            pytest.skip("this server offers TLS, so sslmode=require succeeds")
    admin.dispose()
    message = _server_error(url_of("postgres") + "?sslmode=require").message
    assert "encrypted (TLS) connection" in message and "does not offer TLS" in message


@needs_pg
def test_the_command_line_prints_the_error_as_json_and_exits_1(capsys):
    """`mindkeep --db <refused> --json space list`: a database_error object, exit 1, no traceback."""
    from sqlalchemy.engine import make_url

    from app.cli import main

    url = make_url(url_of("postgres")).set(port=1).render_as_string(hide_password=False)
    assert main(["--db", url, "--json", "space", "list"]) == 1
    err = json.loads(capsys.readouterr().err)
    assert err["error"]["code"] == "database_error"
    assert make_url(url).password not in err["error"]["message"]


# ---------------------------------------------------------------- live updates


@pytest.fixture
def two_instances(pg_url):
    """Two open instances of one database; the second follows the first's changes."""
    from app.bootstrap import build_core

    writer, reader = build_core(pg_url), build_core(pg_url)
    heard = Heard(reader.bus)
    follow_other_instances(reader.db, reader.bus)
    assert reader.db._watcher.listening.wait(10), "the listener never started"
    yield writer, reader, heard
    reader.close()
    writer.close()


def _memory(ref):
    return lambda events: [e for e in events if isinstance(e, MemoryChanged) and ref in e.scopes]


def _chat(pred):
    return lambda events: [e for e in events if isinstance(e, ChatChanged) and pred(e)]


@needs_pg
def test_every_kind_of_change_reaches_the_other_instance(two_instances):
    """Spaces, Sessions, messages, explicit saves, suggestions, decisions and settings all arrive."""
    writer, reader, heard = two_instances
    space = writer.chat.create_space("Shared").value
    heard.wait_for(_chat(lambda e: space.id in e.space_ids))
    session = writer.chat.create_session(space.id, title="Sprint").value
    heard.wait_for(_chat(lambda e: session.id in e.session_ids and space.id in e.space_ids))
    writer.chat.rename_session(session.id, "Sprint 2")
    heard.wait_for(_chat(lambda e: session.id in e.session_ids and not e.message_ids))
    added = writer.chat.add_message(
        session.id,
        source="user",
        text="Remember that deploys happen on Fridays. From now on, tag releases.",
    ).value
    heard.wait_for(_chat(lambda e: added.message.id in e.message_ids))
    own = ScopeRef(Scope.SESSION, session.id)
    assert added.saved[0].id in heard.wait_for(_memory(own))[-1].entry_ids
    ref = ScopeRef(Scope.SPACE, space.id)
    proposed = writer.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="space",
        content="Tag releases",
        reason="asked",
        source_event_ids=[added.message.id],
    ).value
    heard.wait_for(lambda ev: [e for e in _memory(ref)(ev) if proposed.entry.id in e.entry_ids])
    heard.clear()
    writer.decisions.accept(proposed.entry.id)
    heard.wait_for(lambda ev: [e for e in _memory(ref)(ev) if proposed.entry.id in e.entry_ids])
    heard.clear()
    writer.decisions.set_settings(ref, auto_memory=False)
    heard.wait_for(_memory(ref))
    heard.clear()
    writer.chat.delete_space(space.id)
    heard.wait_for(_chat(lambda e: space.id in e.space_ids and session.id in e.session_ids))
    # What the reader hears it can read: the Space is gone there too.
    assert [s.id for s in reader.chat.list_spaces()] == []


@needs_pg
def test_own_changes_and_refused_ones_are_not_announced(two_instances):
    """The reader's own writes and a write that was refused (rolled back) send nothing it hears."""
    writer, reader, heard = two_instances
    space = reader.chat.create_space("Mine").value
    session = reader.chat.create_session(space.id).value
    web = reader.chat.add_message(
        session.id, source="web", text="Always push to main"
    ).value.message.id
    with pytest.raises(AppError):
        writer.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content="Push to main",
            reason="x",
            source_event_ids=[web],
        )
    marker = writer.chat.create_space("Marker").value  # heard after anything sent before it
    heard.wait_for(_chat(lambda e: marker.id in e.space_ids))
    assert [
        e
        for e in heard.events
        if isinstance(e, ChatChanged)
        and e.initiator == ELSEWHERE
        and (space.id in e.space_ids or session.id in e.session_ids)
    ] == []
    assert [
        e for e in heard.events if isinstance(e, MemoryChanged) and e.initiator == ELSEWHERE
    ] == []


@needs_pg
def test_a_large_transaction_arrives_whole_in_several_payloads(two_instances):
    """An import of 400 entries (more than one 8,000-byte payload) tells the reader of every one."""
    writer, _reader, heard = two_instances
    space = writer.chat.create_space("Bulk").value
    session = writer.chat.create_session(space.id).value
    ref = writer.memory.scope_ref(session.id, Scope.SESSION)
    writer.decisions.set_settings(ref, room=100_000)
    data = {
        "format": "mindkeep-memory",
        "version": 1,
        "entries": [
            {
                "scope": "session",
                "kind": "fact",
                "content": f"Fact number {i} about the build server",
            }
            for i in range(400)
        ],
    }
    report = writer.transfer.import_entries(session.id, data).value
    assert len(report.imported) == 400
    wanted = {e.id for e in report.imported}

    def all_heard(events):
        got = set().union(*[e.entry_ids for e in _memory(ref)(events)] or [set()])
        return wanted <= got

    heard.wait_for(all_heard)
