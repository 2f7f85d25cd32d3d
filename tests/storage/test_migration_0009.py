"""Revision 0009 (issue 25): messages may be `relayed`, Sessions may be external, folders are
bound to Spaces; on SQLite the source check is widened in place, so nothing that refers to a
message is lost, with foreign keys on as the app runs them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from migration_steps import migrate as _alembic
from migration_steps import sql as _sql

NOW = "2026-12-01 10:00:00"


@pytest.fixture
def at_0008(tmp_path) -> Path:
    """A database at 0008 holding a message with rows that refer to it."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0008")
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
        "VALUES (1, 1, 'user', 'Remember the deploy day', ?), (2, 1, 'agent', 'Noted', ?)",
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
        "VALUES (1, 'space', 1, 'fact', 'Deploys on Fridays', 'deploys on fridays', 'active', "
        "'user_confirmed', 'user', '', '[]', 0, 1, ?, ?)",
        NOW,
        NOW,
    )
    _sql(path, "INSERT INTO memory_uses (message_id, entry_id, version) VALUES (2, 1, 1)")
    _sql(
        path,
        "INSERT INTO compliance_verdicts (message_id, entry_id, version, verdict, judged_by) "
        "VALUES (2, 1, 1, 'followed', 'checker')",
    )
    return path


def test_upgrade_keeps_what_refers_to_messages_and_takes_relayed(at_0008):
    """0008 → 0009 with foreign keys on: examined messages and Memory uses stay, the schema
    checks out, a relayed message can be stored, an unknown source still cannot."""
    _alembic(at_0008, command.upgrade, "0009")
    assert _sql(at_0008, "SELECT count(*) FROM examined_messages") == [(1,)]
    assert _sql(at_0008, "SELECT count(*) FROM memory_uses") == [(1,)]
    assert _sql(at_0008, "SELECT count(*) FROM compliance_verdicts") == [(1,)]
    assert _sql(at_0008, "PRAGMA integrity_check") == [("ok",)]
    assert _sql(at_0008, "PRAGMA foreign_key_check") == []
    _sql(
        at_0008,
        "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'relayed', 'x', ?)",
        NOW,
    )
    with pytest.raises(sqlite3.IntegrityError):
        _sql(
            at_0008,
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'gossip', 'x', ?)",
            NOW,
        )
    _sql(at_0008, "UPDATE sessions SET external_client = 'Claude Code' WHERE id = 1")
    _sql(at_0008, "INSERT INTO space_folders (space_id, path, created_at) VALUES (1, '/p', ?)", NOW)
    with pytest.raises(sqlite3.IntegrityError):  # a folder is bound to one Space at most
        _sql(
            at_0008,
            "INSERT INTO space_folders (space_id, path, created_at) VALUES (1, '/p', ?)",
            NOW,
        )


def test_downgrade_refuses_while_relayed_messages_are_kept_then_narrows_back(at_0008):
    """0009 → 0008: refused while a relayed message is stored (it could not be kept); without
    one, the columns and table go and the old check is back, every other row intact."""
    _alembic(at_0008, command.upgrade, "0009")
    _sql(
        at_0008,
        "INSERT INTO messages (id, session_id, source, text, created_at) VALUES (3, 1, 'relayed', 'x', ?)",
        NOW,
    )
    with pytest.raises(RuntimeError, match="relayed"):
        _alembic(at_0008, command.downgrade, "0008")
    _sql(at_0008, "DELETE FROM messages WHERE id = 3")
    _alembic(at_0008, command.downgrade, "0008")
    assert _sql(at_0008, "SELECT count(*) FROM memory_uses") == [(1,)]
    assert _sql(at_0008, "SELECT count(*) FROM messages") == [(2,)]
    columns = [r[1] for r in _sql(at_0008, "PRAGMA table_info(sessions)")]
    assert "external_client" not in columns
    with pytest.raises(sqlite3.IntegrityError):
        _sql(
            at_0008,
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'relayed', 'x', ?)",
            NOW,
        )
