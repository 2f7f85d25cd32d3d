"""Opening the database: schema at head, SQLite pragmas, units of work, refusing files it must not touch."""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from folders import assert_untouched, folder_snapshot
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from app.domain.errors import Code
from app.storage.engine.database import open_database
from app.storage.engine.errors import DatabaseFileError
from app.storage.engine.migrate import SchemaTooNewError
from app.storage.engine.revisions import head_revision
from app.storage.models import Base, SpaceRow
from app.storage.repositories import conversation, settings_store


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _new_db(tmp_path: Path, name: str = "mindkeep.db"):
    """A fresh database file in its own folder; returns (Database, path)."""
    folder = tmp_path / "db"
    folder.mkdir(exist_ok=True)
    path = folder / name
    return open_database(_url(path)), path


def _sqlite(path: Path, sql: str, *params):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


# ---------------------------------------------------------------- a new file


def test_new_file_gets_the_schema_at_head(tmp_path):
    """open_database on a file that does not exist yet creates every table at the head revision."""
    db, path = _new_db(tmp_path)
    db.dispose()
    assert _sqlite(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]
    tables = {r[0] for r in _sqlite(path, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert set(Base.metadata.tables) | {"alembic_version"} <= tables


def test_connections_use_wal_foreign_keys_and_a_busy_timeout(tmp_path):
    """Every engine connection runs with journal_mode=WAL, foreign_keys=ON, synchronous=NORMAL and a busy timeout."""
    db, _ = _new_db(tmp_path)
    try:
        with db.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar().lower() == "wal"
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 1  # NORMAL
            # Writers must wait their turn for seconds, not fail at once.
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 5000
    finally:
        db.dispose()


def test_new_database_has_the_local_user(tmp_path):
    """A new database holds exactly one local user, the owner of Personal Memory."""
    db, path = _new_db(tmp_path)
    try:
        with db.read() as s:
            uid = conversation.local_user(s)
    finally:
        db.dispose()
    rows = _sqlite(path, "SELECT id, name FROM users")
    assert rows == [(uid, "local")]


# ---------------------------------------------------------------- units of work


def test_write_unit_takes_the_write_lock_before_its_first_write(tmp_path):
    """A write unit holds SQLite's write lock from its first statement, even if that is a read."""
    db, path = _new_db(tmp_path)
    try:
        with db.write() as s:
            s.scalar(select(func.count()).select_from(SpaceRow))  # only a read so far
            probe = sqlite3.connect(path, timeout=0, isolation_level=None)
            try:
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    probe.execute("BEGIN IMMEDIATE")
            finally:
                probe.close()
    finally:
        db.dispose()


def test_read_unit_does_not_block_writers(tmp_path):
    """An open read unit leaves the write lock free for other connections."""
    db, path = _new_db(tmp_path)
    try:
        with db.read() as s:
            s.scalar(select(func.count()).select_from(SpaceRow))
            probe = sqlite3.connect(path, timeout=0, isolation_level=None)
            try:
                probe.execute("BEGIN IMMEDIATE")
                probe.execute("ROLLBACK")
            finally:
                probe.close()
    finally:
        db.dispose()


def test_concurrent_write_units_all_succeed_without_lost_updates(tmp_path):
    """Threads doing read-then-write units at once all succeed (no "database is locked") and none loses an update."""
    db, _ = _new_db(tmp_path)
    threads_n = 4
    try:
        with db.write() as s:
            settings_store.set_app_setting(s, "counter", "0")
        start = threading.Barrier(threads_n)
        errors: list[BaseException] = []

        def bump() -> None:
            try:
                start.wait(timeout=10)
                with db.write() as s:
                    value = int(settings_store.get_app_setting(s, "counter"))
                    # Widen the read-then-write window so that deferred transactions would
                    # collide; with the write lock taken up front the others simply wait.
                    time.sleep(0.05)
                    settings_store.set_app_setting(s, "counter", str(value + 1))
            except BaseException as exc:  # noqa: BLE001 - reported below with the assertion
                errors.append(exc)

        threads = [threading.Thread(target=bump) for _ in range(threads_n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert not errors, errors
        with db.read() as s:
            assert settings_store.get_app_setting(s, "counter") == str(threads_n)
    finally:
        db.dispose()


def test_read_unit_does_not_commit_changes(tmp_path):
    """Anything written inside a read unit of work is rolled back, never committed."""
    db, path = _new_db(tmp_path)
    try:
        with db.read() as s:
            conversation.add_space(s, "Scratch")
        with db.read() as s:
            assert conversation.space_list(s) == []
    finally:
        db.dispose()
    assert _sqlite(path, "SELECT count(*) FROM spaces") == [(0,)]


def test_write_unit_commits_and_rolls_back_on_error(tmp_path):
    """A write unit commits when its block ends and writes nothing when the block raises."""
    db, path = _new_db(tmp_path)
    try:
        with db.write() as s:
            conversation.add_space(s, "Kept")
        with pytest.raises(RuntimeError), db.write() as s:
            conversation.add_space(s, "Dropped")
            raise RuntimeError("boom")
    finally:
        db.dispose()
    assert _sqlite(path, "SELECT name FROM spaces") == [("Kept",)]


# ---------------------------------------------------------------- files it must refuse


def test_newer_schema_is_refused_and_left_untouched(tmp_path):
    """A file written by a newer schema raises SchemaTooNewError and is not changed, not even by -wal/-shm files."""
    db, path = _new_db(tmp_path)
    db.dispose()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE alembic_version SET version_num = 'zzzz_future'")
    conn.commit()
    conn.close()
    before = folder_snapshot(path.parent)

    with pytest.raises(SchemaTooNewError) as info:
        open_database(_url(path))

    assert info.value.code is Code.SCHEMA_TOO_NEW
    assert str(info.value.code) == "schema_too_new"
    assert "newer" in info.value.message.lower()
    assert "zzzz_future" in info.value.message
    assert_untouched(path.parent, before)


def test_non_mindkeep_sqlite_file_is_refused_and_left_untouched(tmp_path):
    """An SQLite file with other tables and no alembic_version is refused with database_error and not changed."""
    folder = tmp_path / "other"
    folder.mkdir()
    path = folder / "notes.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.execute("INSERT INTO notes (body) VALUES ('keep me')")
    conn.commit()
    conn.close()
    before = folder_snapshot(folder)

    with pytest.raises(DatabaseFileError) as info:
        open_database(_url(path))

    assert info.value.code is Code.DATABASE_ERROR
    assert "mindkeep" in info.value.message.lower()
    assert_untouched(folder, before)


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(1234).randbytes(16384))


def _truncated_database(path: Path) -> None:
    scratch = path.with_name("whole.db")
    db = open_database(_url(scratch))
    with db.write() as s:
        space = conversation.add_space(s, "Release work")
        sess = conversation.add_session(s, space.id, "Sprint")
        for i in range(50):
            conversation.add_message(s, sess.id, "user", f"message {i} " + "x" * 200)
    db.dispose()
    data = scratch.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    for p in scratch.parent.glob("whole.db*"):
        p.unlink()


@pytest.mark.parametrize(
    "make", [_random_bytes, _truncated_database], ids=["random-bytes", "truncated"]
)
def test_corrupt_file_is_refused_with_database_error_and_left_untouched(tmp_path, make):
    """A file that is not a readable database gives DatabaseFileError (database_error) naming the file, and is not changed."""
    folder = tmp_path / "corrupt"
    folder.mkdir()
    path = folder / "mindkeep.db"
    make(path)
    before = folder_snapshot(folder)

    with pytest.raises(DatabaseFileError) as info:
        open_database(_url(path))

    assert info.value.code is Code.DATABASE_ERROR
    assert str(info.value.code) == "database_error"
    assert path.name in info.value.message
    assert "database" in info.value.message.lower()
    assert_untouched(folder, before)


# ---------------------------------------------------------------- foreign keys


def test_deleting_a_session_cascades_to_its_messages(tmp_path):
    """With foreign keys on, deleting a Session deletes its messages and their examined records."""
    db, path = _new_db(tmp_path)
    try:
        with db.write() as s:
            space = conversation.add_space(s, "Release work")
            doomed = conversation.add_session(s, space.id, "Doomed")
            kept = conversation.add_session(s, space.id, "Kept")
            m1 = conversation.add_message(s, doomed.id, "user", "hello")
            conversation.add_message(s, doomed.id, "agent", "hi")
            conversation.mark_examined(s, m1.id, 0)
            conversation.add_message(s, kept.id, "user", "still here")
            doomed_id, kept_id = doomed.id, kept.id
        with db.write() as s:
            conversation.delete_session(s, doomed_id)
    finally:
        db.dispose()
    assert _sqlite(path, "SELECT count(*) FROM messages WHERE session_id = ?", doomed_id) == [(0,)]
    assert _sqlite(path, "SELECT count(*) FROM messages WHERE session_id = ?", kept_id) == [(1,)]
    assert _sqlite(path, "SELECT count(*) FROM examined_messages") == [(0,)]


def test_deleting_a_space_cascades_to_sessions_and_messages(tmp_path):
    """With foreign keys on, deleting a Space deletes its Sessions and their messages."""
    db, path = _new_db(tmp_path)
    try:
        with db.write() as s:
            space = conversation.add_space(s, "Release work")
            sess = conversation.add_session(s, space.id, "Sprint")
            conversation.add_message(s, sess.id, "user", "hello")
            space_id = space.id
        with db.write() as s:
            conversation.delete_space(s, space_id)
    finally:
        db.dispose()
    assert _sqlite(path, "SELECT count(*) FROM sessions") == [(0,)]
    assert _sqlite(path, "SELECT count(*) FROM messages") == [(0,)]


def test_foreign_keys_are_enforced(tmp_path):
    """A message for a Session that does not exist is refused by the database."""
    db, path = _new_db(tmp_path)
    try:
        with pytest.raises(IntegrityError), db.write() as s:
            conversation.add_message(s, 999, "user", "orphan")
    finally:
        db.dispose()
    assert _sqlite(path, "SELECT count(*) FROM messages") == [(0,)]
