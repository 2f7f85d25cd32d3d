"""A child process for the cold-start and peak-RSS figures (started by benchmarks/run.py).

`bare`: a PySide6 window showing one label — the floor.
`app`: what `mindkeep --db URL` does on start (app.cli parses the arguments, then
`start_window`: the window paints its frame, then a worker opens the database and the
services are attached), on the database given.

Both print one JSON line: {"painted": perf_counter() at the end of the first paint,
"rss_kb": ru_maxrss}; `app` adds "ready": perf_counter() once the Spaces, Sessions and the
first Session are attached and painted, with rss_kb taken then. perf_counter is
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
    from app.cli import parse_args

    args = parse_args(["--db", db_url])
    from app.bootstrap import start_window

    app, window, outcome = start_window(args.db, args.data_dir)
    painted = _wait_first_paint(app, window)
    deadline = time.monotonic() + 120
    from PySide6.QtCore import QEventLoop

    while not window.is_attached() and outcome.error is None and time.monotonic() < deadline:
        # Sleeps until the worker's result arrives instead of spinning against it for the GIL.
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    if not window.is_attached():
        raise SystemExit(f"the database was never attached: {outcome.error!r}")
    app.processEvents()  # the repaint the attached pages asked for
    app.processEvents()
    return {"painted": painted, "ready": time.perf_counter()}


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
