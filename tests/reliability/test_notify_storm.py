"""A storm of 60,000 NOTIFYs on the shared database (issue 31, defect 3): the window hears it
as one re-read per burst, read off the GUI thread, and still shows a real change made during
it. Another process sends the storm on a real PostgreSQL (MINDKEEP_TEST_PG_URL)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from shared_db import Heard, fresh_database, needs_pg

from app.bootstrap import build_core, follow_changes
from app.domain.model import Scope, ScopeRef
from app.services.events import MemoryChanged
from app.storage.engine.watch import LISTEN_WAIT_S
from app.ui.main_window import MainWindow

pytestmark = [pytest.mark.slow, needs_pg]

REPO = __import__("pathlib").Path(__file__).resolve().parents[2]


def test_a_60000_notify_storm_is_one_read_per_burst(qtbot, figures):
    """60,000 notifications about the Space shown: a few re-reads, not 60,000; a rule
    accepted elsewhere during the storm leaves the page once it is over."""
    with fresh_database() as url:
        core = build_core(url)
        other = build_core(url)
        try:
            space = core.chat.create_space("Release work").value
            sid = core.chat.create_session(space.id, title="Sprint").value.id
            mid = core.chat.add_message(sid, source="user", text="Tag releases.").value.message.id
            entry = core.proposals.propose_rule(
                sid,
                kind="constraint",
                scope="space",
                content="Tag every release",
                reason="asked",
                source_event_ids=[mid],
            ).value.entry
            window = MainWindow(core, data_dir=core.data_dir)
            qtbot.addWidget(window)
            window.show()
            follow_changes(core)
            assert core.db._watcher.listening.wait(10)
            window.select_session(sid)
            window.show_memory(ScopeRef(Scope.SPACE, space.id), sid)
            page = window.memory_page
            assert [c.entry.id for c in page.suggestion_cards()] == [entry.id]
            heard = Heard(core.bus)
            started = time.monotonic()
            sender = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "benchmarks.storm",
                    "--send",
                    url,
                    "60000",
                    str(space.id),
                    str(entry.id),
                ],
                cwd=REPO,
                stdout=subprocess.PIPE,
                text=True,
            )
            qtbot.waitUntil(lambda: sender.poll() is not None, timeout=120_000)
            other.decisions.decide(entry.id, "accept", expected_version=entry.version)
            qtbot.waitUntil(lambda: page.suggestion_cards() == [], timeout=30_000)
            seconds = time.monotonic() - started
            reads = sum(isinstance(e, MemoryChanged) for e in heard.events)
            figures["60,000-NOTIFY storm: re-reads asked of the window"] = reads
            assert reads <= seconds / LISTEN_WAIT_S + 8, f"{reads} re-reads in {seconds:.1f} s"
            window.close()
        finally:
            other.close()
            core.close()
