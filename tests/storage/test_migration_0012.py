"""Revision 0012 (issue 31): the table of allowed actions written ahead, up and down, on a
database whose Sessions, messages and approvals stay as they were."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine, event

from app.storage.database import alembic_config


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


NOW = "2026-12-01 10:00:00"


def _tables(path: Path) -> set[str]:
    return {r[0] for r in _sql(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_0012_adds_tool_runs_and_takes_it_away_again_keeping_the_conversation(tmp_path):
    """Up from 0010: tool_runs exists and takes a running record of a message; down to 0010:
    it is gone, the Session, its messages and its approval are as they were."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0010")
    _sql(path, "INSERT INTO spaces (id, name, created_at) VALUES (1, 'Ops', ?)", NOW)
    _sql(
        path,
        "INSERT INTO sessions (id, space_id, title, created_at, temporary, auto_title) "
        "VALUES (1, 1, 'Deploy', ?, 0, 0)",
        NOW,
    )
    for mid, source in ((1, "user"), (2, "tool")):
        _sql(
            path,
            "INSERT INTO messages (id, session_id, source, text, created_at) VALUES (?, 1, ?, ?, ?)",
            mid,
            source,
            f"message {mid}",
            NOW,
        )
    _sql(
        path,
        "INSERT INTO tool_approvals (id, session_id, user_event_id, tool, server, arguments, "
        "rules, preview, state, status, created_at) VALUES (1, 1, 1, 'ops__deploy', 'ops', "
        "'{}', '[]', '{}', '{}', 'allowed', ?)",
        NOW,
    )
    assert "tool_runs" not in _tables(path)
    _alembic(path, command.upgrade, "0012")
    _sql(
        path,
        "INSERT INTO tool_runs (session_id, message_id, user_event_id, approval_id, tool, state, "
        "host, lock, pid, started_at) VALUES (1, 2, 1, 1, 'ops__deploy', 'running', 'h', "
        "'/tmp/x.lock', 42, ?)",
        NOW,
    )
    assert _sql(path, "SELECT tool, state, approval_id FROM tool_runs") == [
        ("ops__deploy", "running", 1)
    ]
    _alembic(path, command.downgrade, "0010")
    assert "tool_runs" not in _tables(path)
    assert _sql(path, "SELECT id, source FROM messages ORDER BY id") == [(1, "user"), (2, "tool")]
    assert _sql(path, "SELECT status FROM tool_approvals") == [("allowed",)]
