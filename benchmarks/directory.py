"""Search all Memory (issue 16): one key typed into the directory's search field over every
scope's entries of the workload (10,000), until the list of what was found has painted, beside
a `QLineEdit` filtering a `QSortFilterProxyModel` over the same strings."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from benchmarks import workload
from benchmarks.common import INFO, Figure, PaintWatch, filter_floor, ms_of, settle

# "re" is typed first (not timed); then re → rel → re → rev → re → req → re, again and again:
# every key changes which entries are shown (a key that changed nothing on screen would
# paint nothing in the floor), and "re" alone matches most of them.
FIRST = "re"
KEYS = ("l", "backspace", "v", "backspace", "q", "backspace")


def bench_search(work: Path, keys: int) -> Figure:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.bootstrap import build_core
    from app.ui.bridge import EventBridge
    from app.ui.pages.directory_page import DirectoryPage

    app = QApplication.instance() or QApplication(["bench"])
    db_path, _facts = workload.working_copy(work / "search")
    core = build_core(f"sqlite:///{db_path}")
    bridge = EventBridge(core.bus)
    page = DirectoryPage(core, bridge)
    page.resize(1000, 800)
    page.show()
    settle(app)
    search = page.search
    strings = [entry.content for entry, _key in core.memory.everything()]

    shown = filter_floor(strings, uniform=True)
    floor_box, floor_edit, floor_view = shown.box, shown.edit, shown.view

    page.activateWindow()
    QTest.keyClicks(
        search.field, FIRST
    )  # the first key also reads every entry: not a keystroke's cost
    QTest.keyClicks(floor_edit, FIRST)
    settle(app)
    found = search.model.found()
    if found < 1000 or floor_view.model().rowCount() < found:
        raise RuntimeError(
            f"“{FIRST}” found {found} entries in the app and {floor_view.model().rowCount()} in the floor"
        )
    app_watch = PaintWatch(search.view.viewport())
    floor_watch = PaintWatch(floor_view.viewport())
    press = {
        "l": Qt.Key.Key_L,
        "v": Qt.Key.Key_V,
        "q": Qt.Key.Key_Q,
        "backspace": Qt.Key.Key_Backspace,
    }
    samples, floor = [], []
    for i in range(keys + len(KEYS)):
        key = press[KEYS[i % len(KEYS)]]
        gc.collect()
        t_app = ms_of(lambda: QTest.keyClick(search.field, key), app, app_watch)
        gc.collect()
        t_floor = ms_of(lambda: QTest.keyClick(floor_edit, key), app, floor_watch)
        if i >= len(KEYS):
            samples.append(t_app)
            floor.append(t_floor)
    if search.field.text() != floor_edit.text():
        raise RuntimeError("the keystrokes did not reach both fields alike")
    INFO.append(
        f"search all Memory: {len(strings):,} entries searched (saved and suggested, every "
        f"scope); “{FIRST}” finds {found:,}"
    )
    page.close()
    floor_box.close()
    bridge.close()
    core.close()
    return Figure("memory_search_keystroke", "ms", samples, floor, None, 16.0)
