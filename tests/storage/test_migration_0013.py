"""Revision 0013 (issue 33): `rule_readings` holds a rule's reading for its version; it goes
with its entry, and down and up again leave the entries as they were."""

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
def at_0010(tmp_path) -> Path:
    """A database at 0010 holding one saved rule."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0010")
    _sql(
        path,
        "INSERT INTO memory_entries (id, scope, scope_id, kind, content, content_key, status, "
        "source, created_by, reason, source_event_ids, pinned, version, created_at, updated_at) "
        "VALUES (1, 'user', 1, 'constraint', 'Never push to main.', 'never push to main', "
        "'active', 'user_confirmed', 'user', '', '[]', 0, 3, ?, ?)",
        NOW,
        NOW,
    )
    return path


def test_0013_adds_readings_that_go_with_their_entry(at_0010):
    """Up: a reading for the rule's version; deleting the entry deletes its reading."""
    _alembic(at_0010, command.upgrade, "0013")
    _sql(
        at_0010,
        "INSERT INTO rule_readings (entry_id, version, reading, read_by, updated_at) "
        'VALUES (1, 3, \'{"by": "user", "checks": []}\', \'user\', ?)',
        NOW,
    )
    with pytest.raises(sqlite3.IntegrityError):
        _sql(
            at_0010,
            "INSERT INTO rule_readings (entry_id, version, reading, read_by, updated_at) "
            "VALUES (2, 1, '{}', 'someone', ?)",
            NOW,
        )
    assert _sql(at_0010, "SELECT entry_id, version, read_by FROM rule_readings") == [(1, 3, "user")]
    _sql(at_0010, "DELETE FROM memory_entries WHERE id = 1")
    assert _sql(at_0010, "SELECT count(*) FROM rule_readings") == [(0,)]


def test_0013_down_and_up_keeps_the_entries(at_0010):
    """Down drops the readings only; up again makes the table anew."""
    _alembic(at_0010, command.upgrade, "0013")
    _alembic(at_0010, command.downgrade, "0010")
    tables = {r[0] for r in _sql(at_0010, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert "rule_readings" not in tables
    assert _sql(at_0010, "SELECT id, version FROM memory_entries") == [(1, 3)]
    _alembic(at_0010, command.upgrade, "0013")
    assert _sql(at_0010, "SELECT count(*) FROM rule_readings") == [(0,)]
