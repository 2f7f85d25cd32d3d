"""A child process for the cold-start and peak-RSS figures (started by benchmarks/run.py).

`bare`: a PySide6 window showing one label — the floor.
`app`: what `mindkeep` does on start (build_core → ensure_welcome → the main window, shown)
on the database given with --db.

Both print one JSON line once the window has had its first paint:
{"painted": perf_counter() at that moment, "rss_kb": ru_maxrss}. perf_counter is
CLOCK_MONOTONIC on Linux, the same clock the parent reads just before spawning us.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time


def _wait_first_paint(app, window) -> float:
    from PySide6.QtCore import QEvent, QObject

    painted = []

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
            if obj is window and event.type() == QEvent.Type.Paint and not painted:
                painted.append(True)
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.resize(1280, 800)
    window.show()
    # processEvents delivers the update request that paints the whole widget tree.
    deadline = time.monotonic() + 60
    while not painted and time.monotonic() < deadline:
        app.processEvents()
    app.processEvents()
    if not painted:
        raise SystemExit("the window was never painted")
    return time.perf_counter()


def bare() -> dict:
    from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

    app = QApplication(["bare"])
    window = QWidget()
    layout = QVBoxLayout(window)
    layout.addWidget(QLabel("Mindkeep"))
    t = _wait_first_paint(app, window)
    return {"painted": t}


def mindkeep(db_url: str) -> dict:
    from app.bootstrap import _make_window, build_core, ensure_welcome

    core = build_core(db_url)
    ensure_welcome(core)
    app, window = _make_window(core)
    t = _wait_first_paint(app, window)
    return {"painted": t}


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    mode = sys.argv[1]
    result = bare() if mode == "bare" else mindkeep(sys.argv[2])
    result["rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
    # Skip interpreter teardown (Qt's can take long); the figures are taken.
    os._exit(0)


if __name__ == "__main__":
    main()
