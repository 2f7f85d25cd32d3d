"""The window over a database file that another program replaced or a newer Mindkeep upgraded
(issue 31): the status line says so, in the UI language, before the user writes anything, and
nothing more is written."""

from __future__ import annotations

import os
import sqlite3

import pytest
from chat_helpers import open_window
from PySide6.QtCore import Qt

from app.bootstrap import follow_changes
from app.storage.engine import watch

# On a loaded machine (load 15 on 2 cores, six test runs at once) the status line once took
# over 10 s to say it: the waits are long, a pass is quick.
WAIT_MS = 60_000


@pytest.fixture
def window(qtbot, core, session, monkeypatch):
    monkeypatch.setattr(watch, "DATA_VERSION_POLL_S", 0.05)
    w = open_window(qtbot, core)
    follow_changes(core)
    yield w
    w.apply_language("en")


def _messages(path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT text FROM messages")]
    finally:
        conn.close()


def test_a_file_replaced_by_another_programs_database_is_said_and_not_written(
    qtbot, core, session, window, db_url, tmp_path
):
    """A non-Mindkeep SQLite file moved over the database: the status line says it is not a
    Mindkeep database (in German too), and a message typed afterwards is refused, not sent."""
    path = db_url.removeprefix("sqlite:///")
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    os.replace(other, path)
    qtbot.waitUntil(
        lambda: "not a Mindkeep database" in window.database_status_text(), timeout=WAIT_MS
    )
    assert "newer" not in window.database_status_text()
    window.apply_language("de")
    assert "keine Mindkeep-Datenbank" in window.database_status_text()
    window.apply_language("en")
    page = window.chat_page
    page.composer.setPlainText("Remember that the release is on Friday.")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "not a Mindkeep database" in page.notice.text(), timeout=WAIT_MS)
    conn = sqlite3.connect(path)
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    conn.close()
    assert tables == ["notes"]  # the other program's file got nothing of Mindkeep's


def test_a_file_upgraded_by_a_newer_mindkeep_is_said_and_not_written(
    qtbot, core, session, window, db_url
):
    """A newer Mindkeep migrated the open file: the status line says a newer version upgraded
    it and this one stopped writing; a message typed afterwards is not stored."""
    path = db_url.removeprefix("sqlite:///")
    newer = sqlite3.connect(path)
    with newer:
        newer.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
        newer.execute("UPDATE alembic_version SET version_num = '9999'")
    newer.close()
    qtbot.waitUntil(
        lambda: window.database_status_text().startswith(
            "A newer version of Mindkeep upgraded the database"
        ),
        timeout=WAIT_MS,
    )
    page = window.chat_page
    page.composer.setPlainText("Remember that the release is on Friday.")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "newer version of Mindkeep" in page.notice.text(), timeout=WAIT_MS)
    assert _messages(path) == []
