"""Two windows on one database: what one decides, the other shows, without a reload.

The PostgreSQL tests run a second real program (`python -m app …`, as a user runs
`mindkeep …`) against the server of MINDKEEP_TEST_PG_URL and are skipped without it;
the SQLite one needs no server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from elsewhere import told_elsewhere

from app.bootstrap import build_core, follow_changes
from app.domain.model import Scope, ScopeRef, Status
from app.services.events import DatabaseStatus
from app.storage.engine import watch
from app.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


def mindkeep(*args: str) -> subprocess.Popen:
    """Start the command line as another program would (its own process, its own connection)."""
    env = {k: v for k, v in os.environ.items() if k != "MINDKEEP_DB_URL"}
    return subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def open_window(qtbot):
    """A main window over a core, following other programs' changes (closed after the test)."""
    made = []

    def make(core):
        w = MainWindow(core, data_dir=core.data_dir)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        follow_changes(core)
        made.append(w)
        return w

    yield make
    for w in made:
        w.close()


def _suggested(window) -> list[str]:
    return [card.entry.content for card in window.memory_page.suggestion_cards()]


def test_a_suggestion_accepted_in_another_program_leaves_the_suggested_group(
    qtbot, pg_url, open_window
):
    """`mindkeep memory accept` in another process: this window's Suggested group loses the card
    and its Saved list shows the entry, heard through LISTEN/NOTIFY (how soon is a benchmark:
    `live_update_postgresql`, p99 ≤ 1 s)."""
    core = build_core(pg_url)
    try:
        space = told_elsewhere(core, core.chat.create_space("Release work"))
        sid = told_elsewhere(core, core.chat.create_session(space.id, title="Sprint")).id
        mid = told_elsewhere(
            core, core.chat.add_message(sid, source="user", text="From now on, tag every release.")
        ).message.id
        entry = told_elsewhere(
            core,
            core.proposals.propose_rule(
                sid,
                kind="constraint",
                scope="space",
                content="Tag every release",
                reason="asked",
                source_event_ids=[mid],
            ),
        ).entry
        window = open_window(core)
        assert core.db._watcher.listening.wait(10)
        window.select_session(sid)
        window.show_memory(ScopeRef(Scope.SPACE, space.id), sid)
        assert _suggested(window) == ["Tag every release"]

        other = mindkeep("--db", pg_url, "--json", "memory", "accept", str(entry.id))

        def updated() -> bool:
            return not _suggested(window) and entry.id in [
                e.id for e in window.memory_page.saved_entries()
            ]

        qtbot.waitUntil(updated, timeout=30_000)
        out, err = other.communicate(timeout=30)
        assert other.returncode == 0, err
        assert json.loads(out)["entry"]["status"] == "active"
        assert [e.status for e in window.memory_page.saved_entries() if e.id == entry.id] == [
            Status.ACTIVE
        ]
    finally:
        core.close()


def test_a_message_added_by_another_program_appears_in_the_open_chat(qtbot, pg_url, open_window):
    """`mindkeep message add` elsewhere: the message shows in this window's chat of that Session."""
    core = build_core(pg_url)
    try:
        space = told_elsewhere(core, core.chat.create_space("Release work"))
        sid = told_elsewhere(core, core.chat.create_session(space.id, title="Sprint")).id
        window = open_window(core)
        assert core.db._watcher.listening.wait(10)
        window.select_session(sid)
        other = mindkeep(
            "--db",
            pg_url,
            "message",
            "add",
            "--session",
            str(sid),
            "--source",
            "user",
            "Hello from the other device",
        )
        model = window.chat_page.model
        qtbot.waitUntil(
            lambda: any(
                "Hello from the other device" in str(model.index(r).data())
                for r in range(model.rowCount())
            ),
            timeout=30_000,
        )
        assert other.wait(timeout=30) == 0
    finally:
        core.close()


def test_another_program_writing_the_same_sqlite_file_is_shown(
    qtbot, core, db_url, open_window, monkeypatch
):
    """SQLite: a Space created by another program on the same file appears in the sidebar."""
    monkeypatch.setattr(watch, "DATA_VERSION_POLL_S", 0.05)
    told_elsewhere(core, core.chat.create_space("Mine"))
    window = open_window(core)
    other = build_core(db_url)
    try:
        other.chat.create_space("From the terminal")
    finally:
        other.close()
    model = window.sidebar.model
    qtbot.waitUntil(
        lambda: "From the terminal" in [model.index(r, 0).data() for r in range(model.rowCount())]
    )


def test_the_status_bar_says_reconnecting_then_connected_again(qtbot, core, open_window):
    """A lost shared database shows "Reconnecting…" in the status bar; its return says so, in the UI language."""
    window = open_window(core)
    assert window.database_status_text() == ""
    core.bus.publish(DatabaseStatus(False, "the server stopped"))
    qtbot.waitUntil(
        lambda: window.database_status_text().startswith("Reconnecting to the shared database")
    )
    window.apply_language("de")
    assert "Reconnecting" not in window.database_status_text()
    window.apply_language("en")
    core.bus.publish(DatabaseStatus(True))
    qtbot.waitUntil(
        lambda: window.database_status_text() == "Connected to the shared database again."
    )
