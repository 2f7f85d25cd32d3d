"""The chat a user feels: opening a Session of 5,000 messages until its newest are painted, and
paging up through it (issue 16), each beside a plain QListView over the same texts."""

from __future__ import annotations

import gc
import os
import random
import sqlite3
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from benchmarks import workload
from benchmarks.common import Figure, PaintWatch, ms_of, settle, shown

LONG_MESSAGES = 5_000
# A held Page Up repeats about 30 times a second: the window is idle between keys.
KEY_REPEAT_S = 1 / 30
_T0 = datetime(2024, 3, 1, tzinfo=UTC)
_REPLIES = (
    "Here is the plan:\n\n1. **Branch** off `main`\n2. Run `make test`\n3. Open a pull request",
    "Done. The build is green; see [the log](https://example.org/ci/{n}) for details.",
    "```python\ndef release(version):\n    tag(version)\n    publish(version)\n```\nThat is all it takes.",
    "- The schema is at head\n- {n} rows copied\n- Nothing was lost",
    "I looked at the failing test: it expects UTC, but the fixture gives local time.",
)


def add_long_session(db_path: Path, space_id: int) -> int:
    """A Session of LONG_MESSAGES messages (user questions, Markdown replies), written straight
    into the benchmark's own copy; returns its id."""
    rng = random.Random(5000)
    conn = sqlite3.connect(db_path)
    try:
        cur = conn.execute(
            "INSERT INTO sessions (space_id, title, created_at, temporary, auto_title) "
            "VALUES (?, 'A long history', ?, 0, 0)",
            (space_id, _T0.strftime("%Y-%m-%d %H:%M:%S.%f")),
        )
        sid = cur.lastrowid
        rows = []
        for i in range(LONG_MESSAGES):
            at = (_T0 + timedelta(minutes=i)).strftime("%Y-%m-%d %H:%M:%S.%f")
            if i % 2 == 0:
                text = f"Question {i}: what about the {rng.choice(['release', 'schema', 'tests', 'docs'])} for this step?"
                rows.append((sid, "user", text, at))
            else:
                rows.append((sid, "agent", rng.choice(_REPLIES).format(n=i), at))
        conn.executemany(
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (?, ?, ?, ?)", rows
        )
        conn.execute(
            "INSERT INTO examined_messages (message_id, examined_at, saved_count) "
            "SELECT id, created_at, 0 FROM messages WHERE session_id = ? AND source = 'user'",
            (sid,),
        )
        conn.commit()
        return sid
    finally:
        conn.close()


def idle(app, seconds: float) -> None:
    """Let the window do what it does between the user's keys (not timed)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()


def bench_chat(work: Path, opens: int, pages: int) -> list[Figure]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QStringListModel, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QListView

    from app.bootstrap import build_core, make_runner
    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    db_path, facts = workload.working_copy(work / "chat")
    long_id = add_long_session(db_path, facts.big_space_id)
    core = build_core(f"sqlite:///{db_path}")
    strings = [m.text for m in core.chat.messages(long_id)]
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core), data_dir=work / "chat-home"
    )
    window.resize(1280, 800)
    window.show()
    settle(app)
    page = window.chat_page
    watch = PaintWatch(page.view.viewport())

    floor_view = QListView()
    floor_view.setWordWrap(True)
    floor_model = QStringListModel([])
    floor_view.setModel(floor_model)
    floor_view.resize(1000, 700)
    floor_view.show()
    settle(app)
    floor_watch = PaintWatch(floor_view.viewport())

    def timed(action, w) -> float:
        gc.collect()
        return ms_of(action, app, w)

    def open_long() -> None:
        window.select_session(long_id)

    open_t, open_floor = [], []
    for i in range(opens + 3):
        window.select_session(facts.typical_session_id)
        settle(app, watch, watch.count - 1)
        shown(app, page)
        floor_model.setStringList(strings[:20])
        settle(app)
        t_app = timed(open_long, watch)
        t_floor = timed(
            lambda: (floor_model.setStringList(strings), floor_view.scrollToBottom()), floor_watch
        )
        shown(app, page)  # the first open: its frame was painted, its messages come after
        if page.model.session_id != long_id or not page.scroll.at_end():
            raise RuntimeError("the long Session did not open at its newest message")
        if i >= 3:
            open_t.append(t_app)
            open_floor.append(t_floor)

    # Page up through the history, loading older pages as the top is reached (the keyboard's
    # current row starts at the newest message in both lists).
    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(page.model.rowCount() - 1))
    floor_view.setFocus()
    floor_view.setCurrentIndex(floor_model.index(floor_model.rowCount() - 1))
    settle(app)
    page_t, page_floor = [], []
    for i in range(pages + 3):
        rows = page.model.rowCount()
        # Older pages are read ahead and measured while the window is idle between keys
        # (the idle below); a key is timed to its paint.
        t_app = timed(lambda: QTest.keyClick(page.view, Qt.Key.Key_PageUp), watch)
        t_floor = timed(lambda: QTest.keyClick(floor_view, Qt.Key.Key_PageUp), floor_watch)
        idle(app, KEY_REPEAT_S)  # the next key comes at a held key's repeat rate
        if os.environ.get("BENCH_DEBUG"):
            print(i, round(t_app, 1), round(t_floor, 1), rows, page.model.rowCount())
        if i >= 3:
            page_t.append(t_app)
            page_floor.append(t_floor)
    loaded = page.model.rowCount()

    window.close()
    floor_view.close()
    core.close()
    from benchmarks.common import INFO

    INFO.append(f"chat paging: {pages} pages up loaded {loaded:,} of {LONG_MESSAGES:,} messages")
    return [
        Figure("chat_open_5000", "ms", open_t, open_floor, None, 50.0),
        Figure("chat_page_scroll", "ms", page_t, page_floor, None, 16.0),  # held key, 30/s
    ]
