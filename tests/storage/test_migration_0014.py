"""Revision 0014 (issue 34): messages may be `captured` (the user's words typed in another
agent) and each rule may have the user's Block / Remind / Off; the source check is widened in
place, so nothing that refers to a message is lost, with foreign keys on as the app runs them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine, event

from app.storage.database import alembic_config

NOW = "2026-12-01 10:00:00"


def _alembic(path: Path, fn, target: str) -> None:
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _fk(dbapi_conn, _record):
        dbapi_conn.execute("PRAGMA foreign_keys = ON")

    try:
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)
    finally:
        engine.dispose()


def _sql(path: Path, sql: str, *params):
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = ON")
    try:
        rows = conn.execute(sql, params).fetchall()
        conn.commit()
        return rows
    finally:
        conn.close()


@pytest.fixture
def at_0013(tmp_path) -> Path:
    """A database at 0013 with a message, a rule, and rows that refer to the message."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0013")
    _sql(path, "INSERT INTO spaces (id, name, created_at) VALUES (1, 'Shop', ?)", NOW)
    _sql(
        path,
        "INSERT INTO sessions (id, space_id, title, created_at, temporary, auto_title) "
        "VALUES (1, 1, 'Mine', ?, 0, 0)",
        NOW,
    )
    _sql(
        path,
        "INSERT INTO messages (id, session_id, source, text, created_at) "
        "VALUES (1, 1, 'user', 'Never push to main', ?), (2, 1, 'agent', 'Noted', ?)",
        NOW,
        NOW,
    )
    _sql(
        path,
        "INSERT INTO examined_messages (message_id, examined_at, saved_count) VALUES (1, ?, 0)",
        NOW,
    )
    _sql(
        path,
        "INSERT INTO memory_entries (id, scope, scope_id, kind, content, content_key, status, "
        "source, created_by, reason, source_event_ids, pinned, version, created_at, updated_at) "
        "VALUES (1, 'space', 1, 'constraint', 'Never push to main', 'never push to main', "
        "'active', 'user_stated', 'user', '', '[1]', 0, 1, ?, ?)",
        NOW,
        NOW,
    )
    _sql(
        path,
        "INSERT INTO compliance_verdicts (message_id, entry_id, version, verdict, judged_by) "
        "VALUES (2, 1, 1, 'followed', 'checker')",
    )
    return path


def test_upgrade_keeps_what_refers_to_messages_and_takes_captured_and_choices(at_0013):
    """0013 → 0014: examined messages and receipts stay; a captured message and a rule's
    choice can be stored; an unknown source or choice still cannot; a choice goes with its rule."""
    _alembic(at_0013, command.upgrade, "0014")
    assert _sql(at_0013, "SELECT count(*) FROM examined_messages") == [(1,)]
    assert _sql(at_0013, "SELECT count(*) FROM compliance_verdicts") == [(1,)]
    assert _sql(at_0013, "PRAGMA integrity_check") == [("ok",)]
    assert _sql(at_0013, "PRAGMA foreign_key_check") == []
    _sql(
        at_0013,
        "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'captured', 'x', ?)",
        NOW,
    )
    with pytest.raises(sqlite3.IntegrityError):
        _sql(
            at_0013,
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'typed', 'x', ?)",
            NOW,
        )
    _sql(
        at_0013,
        "INSERT INTO rule_enforcement (entry_id, mode, changed_at) VALUES (1, 'remind', ?)",
        NOW,
    )
    with pytest.raises(sqlite3.IntegrityError):
        _sql(at_0013, "UPDATE rule_enforcement SET mode = 'sometimes' WHERE entry_id = 1")
    _sql(at_0013, "DELETE FROM memory_entries WHERE id = 1")
    assert _sql(at_0013, "SELECT count(*) FROM rule_enforcement") == [(0,)]


def test_downgrade_refuses_while_captured_messages_are_kept_then_narrows_back(at_0013):
    """0014 → 0013: refused while a captured message is stored; without one, the table goes
    and the old check is back, every other row intact."""
    _alembic(at_0013, command.upgrade, "0014")
    _sql(
        at_0013,
        "INSERT INTO messages (id, session_id, source, text, created_at) VALUES (3, 1, 'captured', 'x', ?)",
        NOW,
    )
    with pytest.raises(RuntimeError, match="captured"):
        _alembic(at_0013, command.downgrade, "0013")
    _sql(at_0013, "DELETE FROM messages WHERE id = 3")
    _alembic(at_0013, command.downgrade, "0013")
    assert _sql(at_0013, "SELECT count(*) FROM messages") == [(2,)]
    assert _sql(at_0013, "SELECT count(*) FROM compliance_verdicts") == [(1,)]
    tables = {r[0] for r in _sql(at_0013, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "rule_enforcement" not in tables
    with pytest.raises(sqlite3.IntegrityError):
        _sql(
            at_0013,
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'captured', 'x', ?)",
            NOW,
        )


def test_postgresql_up_and_down(pg_url):
    """The same on PostgreSQL, where the check constraint is dropped and made again."""
    from sqlalchemy import exc, text

    engine = create_engine(pg_url)

    def alembic(fn, target):
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)

    def sql(statement, **params):
        with engine.begin() as conn:
            result = conn.execute(text(statement), params)
            return result.fetchall() if result.returns_rows else None

    try:
        alembic(command.upgrade, "0013")
        sql("INSERT INTO spaces (id, name, created_at) VALUES (1, 'Shop', :t)", t=NOW)
        sql(
            "INSERT INTO sessions (id, space_id, title, created_at, temporary, auto_title) "
            "VALUES (1, 1, 'Mine', :t, false, false)",
            t=NOW,
        )
        alembic(command.upgrade, "0014")
        sql(
            "INSERT INTO messages (id, session_id, source, text, created_at) "
            "VALUES (1, 1, 'captured', 'x', :t)",
            t=NOW,
        )
        with pytest.raises(exc.IntegrityError):
            sql(
                "INSERT INTO messages (session_id, source, text, created_at) "
                "VALUES (1, 'typed', 'x', :t)",
                t=NOW,
            )
        with pytest.raises(RuntimeError, match="captured"):
            alembic(command.downgrade, "0013")
        sql("DELETE FROM messages")
        alembic(command.downgrade, "0013")
        assert sql("SELECT to_regclass('rule_enforcement')") == [(None,)]
        with pytest.raises(exc.IntegrityError):
            sql(
                "INSERT INTO messages (session_id, source, text, created_at) "
                "VALUES (1, 'captured', 'x', :t)",
                t=NOW,
            )
        alembic(command.upgrade, "head")
    finally:
        engine.dispose()
