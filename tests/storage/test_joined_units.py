"""Units of work that join (issue 32): a write inside a write unit of the same thread is a
savepoint of it (committed with it, or undone alone), a read inside it reads through it, and
`reading()` makes the reads of its block one transaction, in which no write may be made."""

from __future__ import annotations

import collections
import threading
from pathlib import Path

import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import DBAPIError

from app.storage.engine.database import open_database
from app.storage.repositories import conversation


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path: Path):
    """A fresh database: a SQLite file, then PostgreSQL (skipped without a server)."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'mindkeep.db'}"
    else:
        url = request.getfixturevalue("pg_url")
    database = open_database(url)
    yield database
    database.dispose()


@pytest.fixture
def counts(db):
    seen = collections.Counter()

    def begin(_conn):
        seen["begin"] += 1

    def commit(_conn):
        seen["commit"] += 1

    event.listen(db.engine, "begin", begin)
    event.listen(db.engine, "commit", commit)
    yield seen
    event.remove(db.engine, "begin", begin)
    event.remove(db.engine, "commit", commit)


def _names(db) -> list[str]:
    with db.read() as s:
        return [space.name for space in conversation.space_list(s)]


def test_writes_inside_a_write_unit_are_one_transaction(db, counts):
    """Two inner writes and a read of them, inside one write unit: one transaction, one
    commit, and the read sees what the unit wrote before it is committed."""
    with db.write() as outer:
        conversation.add_space(outer, "A")
        with db.write() as inner:
            conversation.add_space(inner, "B")
        assert sorted(_names(db)) == ["A", "B"]  # read through the unit
    assert counts == {"begin": 1, "commit": 1}
    assert sorted(_names(db)) == ["A", "B"]


def test_an_inner_write_that_raises_is_undone_alone(db):
    """The inner write's savepoint is rolled back; the unit's other writes are committed."""
    with db.write() as outer:
        conversation.add_space(outer, "kept")
        with pytest.raises(ValueError), db.write() as inner:
            conversation.add_space(inner, "undone")
            raise ValueError("refused")
        with db.write() as inner:
            conversation.add_space(inner, "after")
    assert sorted(_names(db)) == ["after", "kept"]


def test_a_failed_statement_inside_is_undone_alone(db):
    """A statement the database refuses inside a nested write (on PostgreSQL it would spoil the
    whole transaction) is undone with its savepoint: the unit goes on and commits the rest."""
    with db.write() as outer:
        conversation.add_space(outer, "kept")
        with pytest.raises(DBAPIError), db.write() as inner:
            inner.execute(text("INSERT INTO no_such_table VALUES (1)"))
        conversation.add_space(outer, "after")
    assert sorted(_names(db)) == ["after", "kept"]


def test_a_unit_that_raises_undoes_its_inner_writes(db):
    """The outer block raising rolls back what the inner writes made too."""
    with pytest.raises(ValueError), db.write() as outer:
        with db.write() as inner:
            conversation.add_space(inner, "gone")
        conversation.add_space(outer, "gone too")
        raise ValueError("refused")
    assert _names(db) == []


def test_another_thread_does_not_join_the_unit(db):
    """A unit is this thread's own: another thread's read does not see it before its commit."""
    seen = []
    with db.write() as outer:
        conversation.add_space(outer, "A")
        reader = threading.Thread(target=lambda: seen.append(_names(db)))
        reader.start()
        reader.join()
    assert seen == [[]]


def test_reads_in_a_read_unit_are_one_transaction(db, counts):
    """Three reads in `reading()`: one transaction, nothing committed."""
    with db.write() as s:
        conversation.add_space(s, "A")
    counts.clear()
    with db.reading():
        for _ in range(3):
            assert _names(db) == ["A"]
    assert counts == {"begin": 1}


def test_a_write_inside_a_read_unit_is_refused(db):
    """A read unit's reads would not see a write made in it: a write there is a mistake."""
    with pytest.raises(RuntimeError), db.reading(), db.write() as s:
        conversation.add_space(s, "A")
    assert _names(db) == []


def _session_reads(db):
    """SELECTs of the sessions table on the engine, counted."""
    seen = []

    def statement(_conn, _cursor, sql, *_rest):
        if sql.lstrip().startswith("SELECT") and "FROM sessions" in sql:
            seen.append(sql)

    event.listen(db.engine, "before_cursor_execute", statement)
    return seen, lambda: event.remove(db.engine, "before_cursor_execute", statement)


def test_a_unit_reads_a_session_once_and_forgets_it_when_it_changes(db):
    """A Session read twice in one unit is read once (a turn's start and its read unit read
    theirs twice each, issue 32); renamed, it is read anew; renamed in a savepoint that is
    undone, it is what the unit holds again, not the undone title."""
    with db.write() as s:
        space = conversation.add_space(s, "Work")
        session = conversation.add_session(s, space.id, "First")
    seen, stop = _session_reads(db)
    try:
        with db.write() as s:
            assert conversation.session_info(s, session.id).title == "First"
            assert conversation.session_info(s, session.id).title == "First"
            assert len(seen) == 1
            conversation.rename_session(s, session.id, "Second")
            assert conversation.session_info(s, session.id).title == "Second"
            with pytest.raises(ValueError), db.write() as inner:
                conversation.rename_session(inner, session.id, "Undone")
                assert conversation.session_info(inner, session.id).title == "Undone"
                raise ValueError("refused")
            assert conversation.session_info(s, session.id).title == "Second"
            conversation.delete_session(s, session.id)
            assert conversation.session_info(s, session.id) is None
    finally:
        stop()
    with db.read() as s:
        assert conversation.session_info(s, session.id) is None
