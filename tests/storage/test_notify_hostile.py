"""Notifications on the shared database's channel that Mindkeep did not send (any role may
send any text on it) are logged and answered with a full re-read; live updates go on
(issue 23, defect 7). The listener tests run on the real PostgreSQL of MINDKEEP_TEST_PG_URL."""

from __future__ import annotations

import dataclasses
import json
import logging
import uuid

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shared_db import Heard, needs_pg

from app.services.events import ChangedElsewhere, ChatChanged, DatabaseStatus
from app.services.live import ELSEWHERE, events_for, follow_other_instances
from app.storage.engine.notify import CHANNEL, DataChange, decode, encode

# The payloads of the issue: a list where a session id goes, and JSON nested 3,000 deep.
FOREIGN = [
    '{"o":"x","c":[[1,0,null,null,null,null,null,[1],1]]}',
    '{"o":"x","c":' + "[" * 3000 + "]" * 3000 + "}",
]
# More that are not Mindkeep's: indexes out of range (negative ones named a real kind),
# booleans for ids, text for ids, huge ids, a wrong envelope, no JSON at all.
ODD = [
    '{"o":"x","c":[[-1,0]]}',
    '{"o":"x","c":[[0,9]]}',
    '{"o":"x","c":[[true,0]]}',
    '{"o":"x","c":[[0,0,"session",true]]}',
    '{"o":"x","c":[[1,0,null,null,null,null,null,"1",1]]}',
    '{"o":"x","c":[[1,0,null,null,null,null,null,1e400,1]]}',
    '{"o":"x","c":[[1,0,null,null,null,null,null,' + "9" * 40 + ",1]]}",
    '{"o":"x","c":[[0,0,{"a":1}]]}',
    '{"o":"x","c":[[0,0,1,2,3,4,5,6,7,8,9,10]]}',
    '{"o":1,"c":[]}',
    '{"o":"x","c":{}}',
    "[]",
    "hello",
    "",
]


@pytest.mark.parametrize("payload", FOREIGN + ODD)
def test_a_payload_mindkeep_did_not_send_is_refused_as_unreadable(payload):
    """Each is a ValueError (the listener logs it and re-reads), never another exception."""
    with pytest.raises(ValueError):
        decode(payload)


def test_what_mindkeep_sends_still_reads_back():
    """Every kind of change it encodes decodes to the same, with its origin."""
    changes = [
        DataChange("entry", "update", "space", 3, 17, 2),
        DataChange("message", "insert", session_id=4, message_id=99),
        DataChange("app_setting", "delete", key="ui.language"),
    ]
    (payload,) = encode(changes, "me")
    assert decode(payload) == [dataclasses.replace(c, origin="me") for c in changes]


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(
    rows=st.lists(st.lists(_json, max_size=11) | _json, max_size=4),
    origin=_json,
)
def test_any_json_is_read_as_well_formed_changes_or_refused(rows, origin):
    """Whatever JSON arrives: a ValueError, or changes whose every field has its type, that
    become events without an error."""
    payload = json.dumps({"o": origin, "c": rows})
    try:
        changes = decode(payload)
    except ValueError:
        return
    for c in changes:
        assert isinstance(c.origin, str)
        for name in ("scope_id", "entry_id", "version", "space_id", "session_id", "message_id"):
            value = getattr(c, name)
            assert value is None or type(value) is int
        assert c.scope is None or type(c.scope) is str
    events_for(changes)


# ---------------------------------------------------------------- the real listener


@pytest.fixture
def watched(pg_url):
    """A writer and a reader on one database; the reader follows other instances."""
    from app.bootstrap import build_core

    writer, reader = build_core(pg_url), build_core(pg_url)
    heard = Heard(reader.bus)
    follow_other_instances(reader.db, reader.bus)
    assert reader.db._watcher.listening.wait(10), "the listener never started"
    yield writer, reader, heard
    reader.close()
    writer.close()


@pytest.fixture
def stranger(pg_url):
    """A connection as a role with no rights on any table of the database (it may still
    NOTIFY: PostgreSQL asks for none)."""
    import psycopg
    from shared_db import ADMIN_URL
    from sqlalchemy.engine import make_url

    role = f"mk_stranger_{uuid.uuid4().hex[:8]}"
    admin = psycopg.connect(ADMIN_URL, autocommit=True)
    admin.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'stranger'")
    url = make_url(pg_url).set(username=role, password="stranger", drivername="postgresql")
    conn = psycopg.connect(url.render_as_string(hide_password=False), autocommit=True)
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT count(*) FROM messages")
    yield conn
    conn.close()
    admin.execute(f"DROP ROLE {role}")
    admin.close()


@needs_pg
def test_foreign_notifications_are_logged_re_read_and_live_updates_go_on(watched, stranger, caplog):
    """The two payloads of the issue, sent by a role without table rights: each is logged
    and answered with a full re-read; the listener lives on and still hears the writer."""
    writer, reader, heard = watched
    caplog.set_level(logging.WARNING, logger="app.storage.engine.watch")
    for payload in FOREIGN:
        heard.clear()
        stranger.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
        heard.wait_for(lambda ev: [e for e in ev if isinstance(e, ChangedElsewhere)])
    assert reader.db._watcher._thread.is_alive()
    assert len([r for r in caplog.records if "cannot read" in r.getMessage()]) == len(FOREIGN)
    space = writer.chat.create_space("Still heard").value
    heard.wait_for(
        lambda ev: [
            e
            for e in ev
            if isinstance(e, ChatChanged) and e.initiator == ELSEWHERE and space.id in e.space_ids
        ]
    )
    assert not [e for e in heard.events if isinstance(e, DatabaseStatus)]


@needs_pg
def test_a_flood_of_foreign_notifications_is_one_re_read_per_wait(watched, stranger):
    """500 unreadable notifications at once: a handful of re-reads, not 500."""
    _writer, reader, heard = watched
    heard.clear()
    stranger.execute(
        "SELECT pg_notify(%s, 'junk ' || i) FROM generate_series(1, 500) AS i", (CHANNEL,)
    )
    heard.wait_for(lambda ev: [e for e in ev if isinstance(e, ChangedElsewhere)])
    marker = DataChange("space", "insert", space_id=1)
    (payload,) = encode([marker], "someone else")
    stranger.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
    heard.wait_for(lambda ev: [e for e in ev if isinstance(e, ChatChanged)])
    assert 1 <= len([e for e in heard.events if isinstance(e, ChangedElsewhere)]) <= 5
    assert reader.db._watcher._thread.is_alive()


class _Fatal(BaseException):
    """Something no handler is meant to catch."""


@needs_pg
def test_the_window_hears_when_live_updates_stop_for_good(pg_url):
    """Should the listener's thread end for any reason but stop(), a DatabaseStatus with
    listening=False says so (the window shows it for good)."""
    from app.bootstrap import build_core

    reader, writer = build_core(pg_url), build_core(pg_url)
    heard = Heard(reader.bus)

    def fail_on_news(_event):
        if isinstance(_event, ChatChanged):
            raise _Fatal  # the event bus lets only Exception subclasses pass

    try:
        reader.bus.subscribe(fail_on_news)
        follow_other_instances(reader.db, reader.bus)
        assert reader.db._watcher.listening.wait(10)
        writer.chat.create_space("The last news")
        status = heard.wait_for(
            lambda ev: [e for e in ev if isinstance(e, DatabaseStatus) and not e.listening]
        )
        assert "_Fatal" in status[0].detail
        reader.db._watcher._thread.join(5)
        assert not reader.db._watcher._thread.is_alive()
    finally:
        reader.close()
        writer.close()
