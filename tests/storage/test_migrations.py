"""Alembic migrations: new and old databases reach head safely, models and migrations agree."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect

from app.bootstrap import build_core
from app.domain.model import Scope, Status
from app.services.memory.base import Changes
from app.storage.engine.database import open_database
from app.storage.engine.migrate import alembic_config
from app.storage.engine.revisions import head_revision
from app.storage.models import Base
from app.storage.repositories import conversation
from app.storage.repositories.message_search import SEARCH_TABLES, of_the_models

MEMORY_TABLES = {"memory_entries", "memory_history", "scope_settings", "examined_messages"}
# With the search index's FTS5 table and its shadow tables (migration 0017, SQLite).
ALL_TABLES = set(Base.metadata.tables) | {"alembic_version"} | SEARCH_TABLES
OLD_REMEMBER = "Remember that deploys happen on Fridays."
OLD_PREFER = "I prefer tabs over spaces."


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _sqlite(path: Path, sql: str, *params):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def _tables(path: Path) -> set[str]:
    return {r[0] for r in _sqlite(path, "SELECT name FROM sqlite_master WHERE type='table'")}


def _revision(path: Path) -> str | None:
    rows = _sqlite(path, "SELECT version_num FROM alembic_version")
    return rows[0][0] if rows else None


def _backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.backup-*"))


def _alembic(path: Path, fn, target: str) -> None:
    """Run an Alembic command on the file through the app's migration environment."""
    engine = create_engine(_url(path))
    try:
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)
    finally:
        engine.dispose()


def _populated_0001(path: Path) -> dict:
    """A database at revision 0001 with a Space, a Session and messages written by an older app."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _alembic(path, command.upgrade, "0001")
    conn = sqlite3.connect(path)
    try:
        conn.execute(
            "INSERT INTO spaces (name, created_at) VALUES ('Old project', '2024-01-02 03:04:05')"
        )
        space_id = conn.execute("SELECT max(id) FROM spaces").fetchone()[0]
        conn.execute(
            "INSERT INTO sessions (space_id, title, created_at) VALUES (?, 'Old chat', '2024-01-02 03:04:05')",
            (space_id,),
        )
        session_id = conn.execute("SELECT max(id) FROM sessions").fetchone()[0]
        ids = {}
        for key, source, text in (
            ("remember", "user", OLD_REMEMBER),
            ("agent", "agent", "Noted."),
            ("prefer", "user", OLD_PREFER),
        ):
            conn.execute(
                "INSERT INTO messages (session_id, source, text, created_at) VALUES (?, ?, ?, '2024-01-02 03:04:05')",
                (session_id, source, text),
            )
            ids[key] = conn.execute("SELECT max(id) FROM messages").fetchone()[0]
        conn.commit()
    finally:
        conn.close()
    return {"space": space_id, "session": session_id, "messages": ids}


# The columns revision 0001 had (later revisions add columns, never change these).
_CHAT_COLUMNS = {
    "users": "id, name, created_at",
    "spaces": "id, name, created_at",
    "sessions": "id, space_id, title, created_at",
    "messages": "id, session_id, source, text, created_at",
    "app_settings": "key, value",
}


def _chat_rows(path: Path) -> dict[str, list[tuple]]:
    return {
        t: _sqlite(path, f"SELECT {cols} FROM {t} ORDER BY 1") for t, cols in _CHAT_COLUMNS.items()
    }


@pytest.fixture
def old_db(tmp_path):
    """A populated revision-0001 file, its rows as written, and its ids; not yet opened by the app."""
    path = tmp_path / "data" / "mindkeep.db"
    ids = _populated_0001(path)
    assert _revision(path) == "0001"
    return path, _chat_rows(path), ids


@pytest.fixture
def upgraded_db(old_db):
    """The populated revision-0001 file after open_database upgraded it."""
    path, rows, ids = old_db
    open_database(_url(path)).dispose()
    return path, rows, ids


# ---------------------------------------------------------------- empty databases


def test_missing_file_is_created_at_head(tmp_path):
    """A database file that does not exist is created with every table at the head revision."""
    path = tmp_path / "new" / "mindkeep.db"
    open_database(_url(path)).dispose()
    assert _revision(path) == head_revision()
    assert _tables(path) == ALL_TABLES


def test_empty_file_is_upgraded_to_head(tmp_path):
    """A zero-byte database file is upgraded to the head revision with every table."""
    path = tmp_path / "mindkeep.db"
    path.touch()
    open_database(_url(path)).dispose()
    assert _revision(path) == head_revision()
    assert _tables(path) == ALL_TABLES


# ---------------------------------------------------------------- a populated old database


def test_populated_database_is_upgraded_to_head_with_rows_intact(upgraded_db):
    """Upgrading a used revision-0001 database reaches head and keeps every row it had."""
    path, rows_before, _ = upgraded_db
    assert _revision(path) == head_revision()
    assert _tables(path) == ALL_TABLES
    assert _chat_rows(path) == rows_before


def test_upgrade_writes_a_backup_at_the_old_revision(upgraded_db):
    """Before migrating, a backup copy mindkeep.db.backup-0001-* is written that opens as the old database."""
    path, rows_before, _ = upgraded_db
    backups = _backups(path)
    assert len(backups) == 1, backups
    backup = backups[0]
    assert backup.name.startswith(f"{path.name}.backup-0001-")
    assert _sqlite(backup, "PRAGMA integrity_check") == [("ok",)]
    assert _revision(backup) == "0001"
    assert not (_tables(backup) & MEMORY_TABLES)
    assert _chat_rows(backup) == rows_before


def test_messages_from_before_the_upgrade_are_recorded_as_examined(upgraded_db):
    """The upgrade records every pre-existing user message as examined (and only user messages)."""
    path, _, ids = upgraded_db
    examined = {r[0] for r in _sqlite(path, "SELECT message_id FROM examined_messages")}
    assert examined == {ids["messages"]["remember"], ids["messages"]["prefer"]}


def test_explicit_saver_never_scans_messages_from_before_the_upgrade(upgraded_db):
    """A "Remember that …" message written before the upgrade never becomes a Memory entry afterwards."""
    path, _, ids = upgraded_db
    core = build_core(_url(path))
    try:
        session_id = ids["session"]
        # A new message is examined as usual; the old ones stay as they were.
        added = core.chat.add_message(
            session_id, source="user", text="Remember that the build uses make."
        ).value
        assert [e.content for e in added.saved] == ["The build uses make."]
        with core.db.write() as s:
            assert _unexamined(s) == []
            old = conversation.message_info(s, ids["messages"]["remember"])
            assert core.proposals.save_explicit_in(s, old, Changes()) == []
        every_status = list(Status)
        contents = [
            e.content
            for sc in Scope
            for e in core.memory.list_entries(
                core.memory.scope_ref(session_id, sc), statuses=every_status
            )
        ]
    finally:
        core.close()
    assert contents == ["The build uses make."]
    assert _sqlite(path, "SELECT count(*) FROM memory_entries") == [(1,)]


def test_opening_a_migrated_database_writes_no_new_backup(upgraded_db):
    """Opening a database that is already at head changes nothing and writes no further backup."""
    path, _, _ = upgraded_db
    assert len(_backups(path)) == 1
    open_database(_url(path)).dispose()
    open_database(_url(path)).dispose()
    assert len(_backups(path)) == 1


def test_new_database_gets_no_backup(tmp_path):
    """Creating a new database and opening it again writes no backup copy."""
    path = tmp_path / "mindkeep.db"
    open_database(_url(path)).dispose()
    open_database(_url(path)).dispose()
    assert _backups(path) == []


# ---------------------------------------------------------------- models and migrations agree


def test_models_match_the_migrations(tmp_path):
    """The ORM models and the migrated schema have no differences (autogenerate finds nothing to do)."""
    db = open_database(_url(tmp_path / "mindkeep.db"))
    try:
        with db.engine.connect() as conn:
            ctx = MigrationContext.configure(
                conn, opts={"compare_type": True, "include_name": of_the_models}
            )
            assert compare_metadata(ctx, Base.metadata) == []
    finally:
        db.dispose()


def test_downgrade_to_base_and_upgrade_again(tmp_path):
    """Every migration can be undone down to base and applied again, ending at head with the local user."""
    path = tmp_path / "mindkeep.db"
    open_database(_url(path)).dispose()

    _alembic(path, command.downgrade, "base")
    assert _tables(path) == {"alembic_version"}
    assert _revision(path) is None

    _alembic(path, command.upgrade, "head")
    assert _revision(path) == head_revision()
    assert _tables(path) == ALL_TABLES
    assert _sqlite(path, "SELECT name FROM users") == [("local",)]
    engine = create_engine(_url(path))
    try:
        with engine.connect() as conn:
            ctx = MigrationContext.configure(conn, opts={"include_name": of_the_models})
            assert compare_metadata(ctx, Base.metadata) == []
            assert set(inspect(conn).get_table_names()) == ALL_TABLES
    finally:
        engine.dispose()


def test_downgrade_to_0001_keeps_chat_history(upgraded_db):
    """Stepping back from head to 0001 removes only the Memory tables and keeps Spaces, Sessions and messages."""
    path, rows_before, _ = upgraded_db
    _alembic(path, command.downgrade, "0001")
    assert _revision(path) == "0001"
    assert not (_tables(path) & MEMORY_TABLES)
    assert _chat_rows(path) == rows_before


def test_0003_cleans_stored_words_recomputes_keys_and_keeps_history(tmp_path):
    """An entry stored before §2.6 loses its invisible characters, gets the new key and the
    key of the words it was suggested with; its history rows survive the table change."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0002")
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        INSERT INTO spaces(id, name, created_at) VALUES (1, 'Release work', '2024-01-02 03:04:05');
        INSERT INTO sessions(id, space_id, title, created_at) VALUES (1, 1, 'Sprint', '2024-01-02 03:04:05');
        INSERT INTO memory_entries(id, scope, scope_id, kind, content, content_key, status, source,
            created_by, reason, source_event_ids, origin_session_id, pinned, version, created_at, updated_at)
        VALUES (1, 'session', 1, 'constraint', 'Use spaces', 'use spaces', 'active', 'user_confirmed',
            'agent', '', '[]', 1, 0, 2, '2024-01-02 03:04:05', '2024-01-02 03:04:05');
        INSERT INTO memory_history(entry_id, actor, action, at, before, after, undone) VALUES
            (1, 'agent', 'suggest', '2024-01-02 03:04:05', NULL, '{"content": "Use ta\u00adbs."}', 0),
            (1, 'user', 'edit', '2024-01-02 03:04:05', NULL, '{"content": "Use spaces"}', 0);
    """.replace("\\u00ad", "\u00ad")
    )
    conn.execute(
        "INSERT INTO memory_entries(id, scope, scope_id, kind, content, content_key, status, "
        "source, created_by, reason, source_event_ids, pinned, version, created_at, updated_at) "
        "VALUES (2, 'session', 1, 'fact', ?, ?, 'active', 'user_confirmed', 'user', '', '[]', 0, 1, "
        "'2024-01-02 03:04:05', '2024-01-02 03:04:05')",
        ("Deploy\u2800 on Fridays!", "x"),
    )
    conn.commit()
    conn.close()
    _alembic(path, command.upgrade, "0003")
    assert _sqlite(
        path, "SELECT id, content, content_key, suggested_key FROM memory_entries ORDER BY id"
    ) == [
        (1, "Use spaces", "use spaces", "use tabs"),
        (2, "Deploy on Fridays!", "deploy on fridays", None),
    ]
    assert _sqlite(path, "SELECT count(*) FROM memory_history") == [(2,)]


def test_0006_recomputes_keys_with_folded_quotes_and_look_alikes(tmp_path):
    """Keys stored before issue 22 are computed again: a typographic apostrophe and a Cyrillic
    look-alike now give the plain key, for the content and for the suggested words; existing
    entries were written after nothing recorded (written_after null); no words key is made yet."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0005")
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        INSERT INTO spaces(id, name, created_at) VALUES (1, 'Release work', '2024-01-02 03:04:05');
        INSERT INTO sessions(id, space_id, title, created_at) VALUES (1, 1, 'Sprint', '2024-01-02 03:04:05');
        """
    )
    conn.execute(
        "INSERT INTO memory_entries(id, scope, scope_id, kind, content, content_key, suggested_key, "
        "status, source, created_by, reason, source_event_ids, pinned, version, created_at, "
        "updated_at) VALUES (1, 'session', 1, 'constraint', ?, ?, ?, 'dismissed', 'user_stated', "
        "'agent', '', '[]', 0, 2, '2024-01-02 03:04:05', '2024-01-02 03:04:05')",
        ("Don\u2019t push to main", "don\u2019t push to main", "d\u043en't push to main"),
    )
    conn.commit()
    conn.close()
    _alembic(path, command.upgrade, "0006")
    assert _sqlite(
        path, "SELECT content, content_key, suggested_key, written_after FROM memory_entries"
    ) == [("Don\u2019t push to main", "don't push to main", "don't push to main", None)]
    assert _sqlite(path, "SELECT count(*) FROM memory_forgotten") == [(0,)]
    assert _sqlite(path, "SELECT count(*) FROM app_settings") == [(0,)]


def _unexamined(s) -> list[int]:
    """User messages without a record that the explicit saver examined them."""
    from sqlalchemy import text

    return list(
        s.execute(
            text(
                "SELECT m.id FROM messages m LEFT JOIN examined_messages e ON e.message_id = m.id "
                "WHERE m.source = 'user' AND e.message_id IS NULL"
            )
        ).scalars()
    )


def _entry_0010(conn, entry_id: int, content: str, key: str, suggested: str | None, status: str):
    conn.execute(
        "INSERT INTO memory_entries(id, scope, scope_id, kind, content, content_key, suggested_key, "
        "status, source, created_by, reason, source_event_ids, pinned, version, created_at, "
        "updated_at) VALUES (?, 'session', 1, 'constraint', ?, ?, ?, ?, 'user_stated', 'agent', "
        "'', '[]', 0, 2, '2024-01-02 03:04:05', '2024-01-02 03:04:05')",
        (entry_id, content, key, suggested, status),
    )


def test_0016_rekeys_whole_word_look_alikes_and_back(tmp_path):
    """Keys stored before issue 30 are computed again: a whole Cyrillic word that looks like an
    English one ("а", "сору") now gives the English key, for the content and for the suggested
    words; other keys are left alone; the downgrade gives the older content keys back."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0010")
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        INSERT INTO spaces(id, name, created_at) VALUES (1, 'Release work', '2024-01-02 03:04:05');
        INSERT INTO sessions(id, space_id, title, created_at) VALUES (1, 1, 'Sprint', '2024-01-02 03:04:05');
        """
    )
    _entry_0010(conn, 1, "Create \u0430 branch", "create \u0430 branch", None, "active")
    _entry_0010(conn, 2, "Never copy", "never copy", "never \u0441\u043e\u0440\u0443", "dismissed")
    _entry_0010(conn, 3, "Используй pnpm", "используй pnpm", None, "active")
    conn.commit()
    conn.close()
    _alembic(path, command.upgrade, "0016")
    rows = "SELECT id, content_key, suggested_key FROM memory_entries ORDER BY id"
    assert _sqlite(path, rows) == [
        (1, "create a branch", None),
        (2, "never copy", "never copy"),
        (3, "используй pnpm", None),
    ]
    _alembic(path, command.downgrade, "0010")
    assert _sqlite(path, rows) == [
        (1, "create \u0430 branch", None),
        (2, "never copy", "never copy"),
        (3, "используй pnpm", None),
    ]
