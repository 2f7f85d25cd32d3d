"""Revision 0011 (issue 30): a `mark` column on the rows that make something run or be restored
here (allowances, approvals, history records); rows from before keep everything and have no
mark (shown, never acted on); down again, nothing else is lost. SQLite with foreign keys on,
and PostgreSQL."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine, event, inspect, text

from app.storage.database import alembic_config

NOW = "2026-12-01 10:00:00"
MARKED = ("tool_allowances", "tool_approvals", "memory_history")


def _engine(url: str):
    engine = create_engine(url)
    if url.startswith("sqlite"):

        @event.listens_for(engine, "connect")
        def _fk(dbapi_conn, _record):
            dbapi_conn.execute("PRAGMA foreign_keys = ON")

    return engine


def _alembic(url: str, fn, target: str) -> None:
    engine = _engine(url)
    try:
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)
    finally:
        engine.dispose()


def _run(url: str, sql: str, **params):
    engine = _engine(url)
    try:
        with engine.begin() as conn:
            result = conn.execute(text(sql), params)
            return result.fetchall() if result.returns_rows else None
    finally:
        engine.dispose()


def _columns(url: str, table: str) -> set[str]:
    engine = _engine(url)
    try:
        return {c["name"] for c in inspect(engine).get_columns(table)}
    finally:
        engine.dispose()


def _seed(url: str) -> None:
    """At 0010: a Session with a waiting call, an allowance and a history record."""
    _run(url, "INSERT INTO spaces (id, name, created_at) VALUES (1, 'Shop', :t)", t=NOW)
    _run(
        url,
        "INSERT INTO sessions (id, space_id, title, created_at, temporary, auto_title) "
        "VALUES (1, 1, 'Mine', :t, false, false)",
        t=NOW,
    )
    _run(
        url,
        "INSERT INTO messages (id, session_id, source, text, created_at) "
        "VALUES (1, 1, 'user', 'Push it', :t)",
        t=NOW,
    )
    _run(
        url,
        "INSERT INTO tool_approvals (id, session_id, user_event_id, tool, server, arguments, "
        "rules, preview, state, status, created_at) VALUES (1, 1, 1, 'git__git_push', 'git', "
        ":a, '[]', '{}', '{}', 'pending', :t)",
        a=json.dumps({"branch": "main"}),
        t=NOW,
    )
    _run(
        url,
        "INSERT INTO tool_allowances (session_id, tool, created_at) VALUES (1, 'git__git_push', :t)",
        t=NOW,
    )
    _run(
        url,
        "INSERT INTO memory_entries (id, scope, scope_id, kind, content, content_key, status, "
        "source, created_by, reason, source_event_ids, pinned, version, created_at, updated_at) "
        "VALUES (1, 'space', 1, 'fact', 'Deploys on Fridays', 'deploys on fridays', 'active', "
        "'user_confirmed', 'user', '', '[]', false, 1, :t, :t)",
        t=NOW,
    )
    _run(
        url,
        "INSERT INTO memory_history (id, entry_id, actor, action, at, before, after, undone) "
        "VALUES (1, 1, 'user', 'add', :t, NULL, '{}', false)",
        t=NOW,
    )


def _up_and_down(url: str) -> None:
    _alembic(url, command.upgrade, "0010")
    _seed(url)
    _alembic(url, command.upgrade, "0011")
    for table in MARKED:
        assert "mark" in _columns(url, table)
        assert _run(url, f"SELECT mark FROM {table}") == [(None,)]
    assert _run(url, "SELECT tool, status FROM tool_approvals") == [("git__git_push", "pending")]
    _run(url, "UPDATE memory_history SET mark = :m", m="a" * 64)
    _alembic(url, command.downgrade, "0010")
    for table in MARKED:
        assert "mark" not in _columns(url, table)
    assert _run(url, "SELECT count(*) FROM tool_allowances") == [(1,)]
    assert _run(url, "SELECT count(*) FROM memory_history") == [(1,)]
    assert _run(url, "SELECT count(*) FROM tool_approvals") == [(1,)]


def test_up_adds_an_empty_mark_and_down_keeps_every_row_on_sqlite(tmp_path: Path):
    """0010 → 0011 → 0010 on SQLite (foreign keys on): the marks come and go, the rows stay."""
    path = tmp_path / "mindkeep.db"
    _up_and_down(f"sqlite:///{path}")
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def test_up_adds_an_empty_mark_and_down_keeps_every_row_on_postgresql(pg_url):
    """The same on PostgreSQL."""
    _up_and_down(pg_url)
