"""A running Mindkeep whose database file is replaced or upgraded underneath stops writing and
says so (issue 31, defect 5): nothing goes into a file no one sees, nothing is half-understood."""

from __future__ import annotations

import os
import sqlite3
import threading
import time

import pytest
from shared_db import needs_pg

from app.bootstrap import build_core, follow_changes
from app.domain.errors import AppError
from app.services.events import DatabaseStopped
from app.storage.engine import watch


def test_a_file_replaced_underneath_is_refused_and_nothing_written(tmp_path):
    """Another file moved over the database: the next write is refused, saying it was
    replaced, and the new file is left as it was."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        copy = tmp_path / "restored.db"
        src = sqlite3.connect(path)
        dst = sqlite3.connect(copy)
        src.backup(dst)
        dst.close()
        src.close()
        os.replace(copy, path)
        with pytest.raises(AppError) as err:
            core.chat.create_space("After")
        assert err.value.code == "database_error"
        assert "was replaced by another file" in err.value.message
        assert "Nothing was saved" in err.value.message
        with pytest.raises(AppError):  # and it stays stopped
            core.chat.create_space("Again")
    finally:
        core.close()
    names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM spaces")]
    assert names == ["Before"]


def test_a_file_upgraded_by_a_newer_mindkeep_is_refused(tmp_path):
    """A newer Mindkeep migrated the file while this one had it open: this one writes nothing
    more, and says a newer version upgraded it."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        newer = sqlite3.connect(path)
        with newer:
            newer.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
            newer.execute("UPDATE alembic_version SET version_num = '9999'")
        newer.close()
        with pytest.raises(AppError) as err:
            core.chat.create_space("After")
        assert "upgraded by a newer version of Mindkeep" in err.value.message
    finally:
        core.close()
    names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM spaces")]
    assert names == ["Before"]


def test_a_schema_change_this_version_knows_goes_on(tmp_path):
    """A restore made through SQLite (its schema cookie moves, the revision is known) is not
    mistaken for an upgrade: writing goes on."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        backup = sqlite3.connect(tmp_path / "backup.db")
        live = sqlite3.connect(path)
        live.backup(backup)
        backup.backup(live)  # what `db restore` does: SQLite writes the pages, the locks hold
        live.close()
        backup.close()
        core.chat.create_space("After")
    finally:
        core.close()


# ------------------------------------------------------------------ the watcher's poll


@pytest.fixture
def followed(tmp_path, monkeypatch):
    """A core on its own file, followed as the window and `mindkeep mcp` follow it; returns
    (core, path, the DatabaseStopped events heard, a threading.Event set on the first)."""
    monkeypatch.setattr(watch, "DATA_VERSION_POLL_S", 0.05)
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    core.chat.create_space("Before")
    heard: list = []
    stopped = threading.Event()

    def on_event(event):
        if isinstance(event, DatabaseStopped):
            heard.append(event)
            stopped.set()

    core.bus.subscribe(on_event)
    follow_changes(core)
    yield core, path, heard, stopped
    core.close()


def _foreign(path):
    """An SQLite database of another program, written at `path`."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.execute("INSERT INTO notes (body) VALUES ('not Mindkeep')")
    conn.commit()
    conn.close()


def _grow(core, n: int) -> None:
    """n messages of 2,000 characters: a file of many pages."""
    space = core.chat.create_space("Bulk").value
    session = core.chat.create_session(space.id, title="Bulk").value.id
    for i in range(n):
        core.chat.add_message(session, source="agent", text=f"{i} " + "x" * 2000)


def _spaces(path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT name FROM spaces")]
    finally:
        conn.close()


def test_the_poll_says_a_file_replaced_by_a_foreign_one_is_not_a_mindkeep_database(
    followed, tmp_path
):
    """Another program's SQLite file moved over the database: before any write, the watcher
    says it is not a Mindkeep database (not "upgraded by a newer version"), once, and the
    next write is refused with the same words."""
    core, path, heard, stopped = followed
    _foreign(tmp_path / "other.db")
    os.replace(tmp_path / "other.db", path)
    assert stopped.wait(30), "the watcher never noticed the file was replaced"
    assert [e.reason for e in heard] == ["foreign"]
    assert "not a Mindkeep database" in heard[0].detail
    assert "newer" not in heard[0].detail
    with pytest.raises(AppError) as err:
        core.chat.create_space("After")
    assert err.value.code == "database_error" and "not a Mindkeep database" in err.value.message
    time.sleep(0.3)  # more polls: still one event
    assert len(heard) == 1


def test_the_poll_says_a_file_overwritten_in_place_with_no_mindkeep_schema_is_not_one(followed):
    """The same file rewritten by another program that dropped Mindkeep's tables: "no longer a
    Mindkeep database", not "upgraded by a newer version" (what main said)."""
    core, path, heard, stopped = followed
    conn = sqlite3.connect(path)
    with conn:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        conn.execute("PRAGMA foreign_keys = OFF")
        for name in names:
            conn.execute(f'DROP TABLE IF EXISTS "{name}"')  # the FTS5 table took its shadows
        conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
    conn.close()
    assert stopped.wait(30)
    assert heard[0].reason == "foreign"
    assert "no longer a Mindkeep database" in heard[0].detail
    with pytest.raises(AppError) as err:
        core.chat.create_space("After")
    assert "upgraded by a newer version" not in err.value.message


def test_the_poll_says_a_newer_mindkeep_upgraded_the_file_before_any_write(followed):
    """A newer Mindkeep migrated the open file: the watcher says so without waiting for a write,
    and nothing more is written."""
    core, path, heard, stopped = followed
    newer = sqlite3.connect(path)
    with newer:
        newer.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
        newer.execute("UPDATE alembic_version SET version_num = '9999'")
    newer.close()
    assert stopped.wait(30)
    assert heard[0].reason == "newer"
    assert "upgraded by a newer version of Mindkeep (schema 9999)" in heard[0].detail
    with pytest.raises(AppError):
        core.chat.create_space("After")
    assert _spaces(path) == ["Before"]


@pytest.mark.parametrize("damage", ["garbage-header", "cut-mid-page", "cut-at-a-page"])
def test_the_poll_says_a_file_damaged_underneath_is_damaged(followed, damage):
    """Bytes changed behind SQLite's back (the header overwritten, the file cut short, even at
    a page boundary): the watcher says the file is damaged, and no write goes into it (on main a
    write went on into a file whose header was no longer SQLite's)."""
    core, path, heard, stopped = followed
    _grow(core, 40)  # a file of many pages, checkpointed
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0] == 0  # not busy
    conn.close()
    size = path.stat().st_size
    time.sleep(0.3)  # the watcher's polls see the file whole first
    with open(path, "r+b") as f:
        if damage == "garbage-header":
            f.write(b"x" * 100)
        elif damage == "cut-mid-page":
            f.truncate(size // 3 + 100)
        else:
            f.truncate(4096 * 2)
    assert stopped.wait(30), "the watcher never noticed the damage"
    assert heard[0].reason == "damaged"
    assert "cannot be read as a database any more" in heard[0].detail
    with pytest.raises(AppError) as err:
        core.chat.create_space("After")
    assert err.value.code == "database_error"


def test_a_restore_through_sqlite_is_not_a_stop(followed, tmp_path):
    """What `db restore` does (SQLite's backup API into the open file, which also shrinks it)
    is a change this version knows: no stop, and writing goes on."""
    core, path, heard, _stopped = followed
    backup = sqlite3.connect(tmp_path / "backup.db")
    live = sqlite3.connect(path)
    live.backup(backup)
    _grow(core, 40)
    live.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    backup.backup(live)
    live.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the file shrinks back
    live.close()
    backup.close()
    time.sleep(0.5)  # ten polls
    assert not heard
    core.chat.create_space("After")
    assert _spaces(path) == ["Before", "After"]  # the Bulk Space went with the restore


@needs_pg
def test_a_shared_database_upgraded_by_a_newer_mindkeep_is_refused(pg_url):
    """On PostgreSQL too: once a newer Mindkeep migrated the shared database, this one writes
    nothing more and says a newer version upgraded it (the URL's password never in the message)."""
    from sqlalchemy import create_engine, text

    core = build_core(pg_url)
    other = create_engine(pg_url)
    try:
        core.chat.create_space("Before")
        with other.begin() as conn:
            head = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
            conn.execute(text("CREATE TABLE future_things (id INTEGER PRIMARY KEY)"))
            conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
        with pytest.raises(AppError) as err:
            core.chat.create_space("After")
        assert err.value.code == "database_error"
        assert "upgraded by a newer version of Mindkeep" in err.value.message
        assert ":mindkeep_test@" not in err.value.message  # the password stays hidden
        assert core.db.stopped() is not None
        with other.begin() as conn:  # even once the row looks known again: stopped for good
            conn.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": head})
        with pytest.raises(AppError):
            core.chat.create_space("Again")
        with other.connect() as conn:
            names = [r[0] for r in conn.execute(text("SELECT name FROM spaces"))]
        assert "After" not in names and "Again" not in names and "Before" in names
    finally:
        core.close()
        other.dispose()
