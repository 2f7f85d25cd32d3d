"""A child process for the cold-start and peak-RSS figures (started by benchmarks/run.py).

`bare`: a PySide6 window showing one label — the floor.
`app`: what `mindkeep --db URL` does on start (app.cli parses the arguments, then
`start_window`: the window paints its frame, then its first screen, then a worker opens the
database and the services are attached), on the database given.

Both print one JSON line: {"painted": perf_counter() at the end of the first paint,
"rss_kb": peak RSS}; `app` adds "content": perf_counter() once the Spaces, Sessions and the
Session opened are painted, and "ready" once the services are attached too (rss_kb then). perf_counter is
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
        def eventFilter(self, obj, event):
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
    from app.cli.run import parse_args

    args = parse_args(["--db", db_url])
    from app.startup import start_window

    app, window, outcome = start_window(args.db, args.data_dir)
    content: list[float] = []
    frame: list[float] = []
    window.sig_content_shown.connect(lambda: content or content.append(time.perf_counter()))
    # The frame and its children painted (the window says so once the paint is done).
    window.sig_first_painted.connect(lambda: frame or frame.append(time.perf_counter()))
    painted = _wait_first_paint(app, window)
    painted = frame[0] if frame else painted
    deadline = time.monotonic() + 120
    from PySide6.QtCore import QEventLoop

    while (
        not (content and window.is_attached())
        and outcome.error is None
        and time.monotonic() < deadline
    ):
        # Sleeps until the worker's result arrives instead of spinning against it for the GIL.
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    if not window.is_attached() or not content:
        raise SystemExit(f"the database was never attached or shown: {outcome.error!r}")
    app.processEvents()  # the repaint the attached pages asked for
    app.processEvents()
    return {"painted": painted, "content": content[0], "ready": time.perf_counter()}


def peak_rss_kb() -> int:
    """This process's own peak resident set. Linux's ru_maxrss also counts the parent's peak
    at fork time (a benchmark runner grown large reads as every child's peak); VmHWM is the
    high-water mark of this process's own memory only."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    mode = sys.argv[1]
    result = bare() if mode == "bare" else mindkeep(sys.argv[2])
    result["rss_kb"] = peak_rss_kb()
    sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
    # Skip interpreter teardown (Qt's can take long); the figures are taken.
    os._exit(0)


if __name__ == "__main__":
    main()
