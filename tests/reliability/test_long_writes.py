"""Another program's long write never freezes the window (issue 31, defect 4).

The window's short writes are tried on the GUI thread without waiting for the database's
write lock; when another program holds it, the write waits on a worker and the page says
"Waiting for another program…" with Cancel. A big import in another process writes in
batches that let the lock go, so the window's Accept is done long before the import is.
Real processes on a real SQLite file.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core
from app.domain.model import Scope, ScopeRef, Status
from app.ui.main_window import MainWindow

pytestmark = pytest.mark.slow

HOLDER = Path(__file__).with_name("lock_holder_child.py")
RULES = ("Tag every release", "Never skip CI")


def _status(path: Path, entry_id: int) -> str:
    """The entry's status as another program reads the file."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute(
            "SELECT status FROM memory_entries WHERE id = ?", (entry_id,)
        ).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def shown(qtbot, tmp_path):
    """A window on a Space's Memory page with two suggestions; (window, core, path, entries)."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    space = core.chat.create_space("Release work").value
    sid = core.chat.create_session(space.id, title="Sprint").value.id
    mid = core.chat.add_message(
        sid, source="user", text="From now on, tag releases. Never skip CI."
    ).value.message.id
    entries = [
        core.proposals.propose_rule(
            sid, kind="constraint", scope="space", content=c, reason="asked", source_event_ids=[mid]
        ).value.entry
        for c in RULES
    ]
    window = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.show()
    window.select_session(sid)
    window.show_memory(ScopeRef(Scope.SPACE, space.id), sid)
    yield window, core, path, entries, sid
    window.close()
    core.close()


def _hold(path: Path, seconds: float = 20.0) -> subprocess.Popen:
    proc = subprocess.Popen(
        [PYTHON, str(HOLDER), str(path), str(seconds)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "locked"
    return proc


def _release(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    proc.wait(timeout=30)


def _card(page, entry_id):
    return next(c for c in page.suggestion_cards() if c.entry.id == entry_id)


def test_accept_while_another_program_holds_the_lock_waits_with_cancel(qtbot, shown):
    """Lock held elsewhere: Accept returns at once, the page says it waits, Cancel saves
    nothing; Accept again and the lock let go: the rule is saved."""
    window, core, path, (first, _second), _sid = shown
    page = window.memory_page
    holder = _hold(path)
    try:
        _card(page, first.id).accept_button.click()
        # The click came back while the other program still holds the lock: not frozen.
        assert holder.poll() is None
        qtbot.waitUntil(
            lambda: page.notice.text().startswith("Waiting for another program"), timeout=5000
        )
        assert _status(path, first.id) == "suggested"
        cancel = page.notice.buttons[0]
        assert cancel.text() == "Cancel" and cancel.isVisible()
        cancel.click()
        qtbot.waitUntil(lambda: page.notice.text() == "Cancelled: nothing was saved.", timeout=5000)
        assert _status(path, first.id) == "suggested"
        assert first.id in [c.entry.id for c in page.suggestion_cards()]

        _card(page, first.id).accept_button.click()
        qtbot.waitUntil(
            lambda: page.notice.text().startswith("Waiting for another program"), timeout=5000
        )
        _release(holder)
        qtbot.waitUntil(lambda: core.memory.get(first.id).status is Status.ACTIVE, timeout=10_000)
        qtbot.waitUntil(
            lambda: first.id not in [c.entry.id for c in page.suggestion_cards()], timeout=5000
        )
        assert not page.notice.text().startswith("Waiting")
        assert [h.action for h in core.memory.history(first.id)] == ["suggest", "accept"]
    finally:
        _release(holder)


def test_a_20000_entry_import_in_another_process_does_not_freeze_accept(
    qtbot, shown, tmp_path, figures
):
    """`memory import` of 20,000 entries runs in another process; the window's Accept is
    saved while the import still runs, and the GUI thread never stops for long."""
    window, core, path, (first, _second), sid = shown
    page = window.memory_page
    export = tmp_path / "big.json"
    entries = [
        {
            "scope": "session",
            "kind": ("fact", "decision", "todo", "lesson")[i % 4],
            "content": f"Imported note number {i} about the build",
        }
        for i in range(20_000)
    ]
    export.write_text(json.dumps({"format": "mindkeep-memory", "version": 1, "entries": entries}))
    before = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    count = lambda: before.execute("SELECT count(*) FROM memory_entries").fetchone()[0]  # noqa: E731
    start = count()
    proc = subprocess.Popen(
        [
            PYTHON,
            "-m",
            "app",
            "--db",
            f"sqlite:///{path}",
            "--json",
            "memory",
            "import",
            str(export),
            "--session",
            str(sid),
        ],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    gaps = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    try:
        qtbot.waitUntil(lambda: count() > start, timeout=30_000)  # the import is writing
        timer.start(10)
        last[0] = time.perf_counter()
        _card(page, first.id).accept_button.click()
        qtbot.waitUntil(lambda: core.memory.get(first.id).status is Status.ACTIVE, timeout=30_000)
        qtbot.waitUntil(
            lambda: first.id not in [c.entry.id for c in page.suggestion_cards()], timeout=5000
        )
        assert proc.poll() is None, "the import had finished: the test proved nothing"
        timer.stop()
        worst = max(gaps, default=float("inf")) * 1000
        figures["20,000-entry import: longest GUI stall during Accept (ms)"] = round(worst, 1)
        assert worst < 1000, f"the window stood still for {worst:.0f} ms"
    finally:
        timer.stop()
        proc.wait(timeout=600)
        before.close()
    assert proc.returncode in (0, 1), proc.stderr.read()
    assert "Traceback" not in proc.stderr.read()
    assert [h.action for h in core.memory.history(first.id)] == ["suggest", "accept"]
