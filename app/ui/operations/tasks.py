"""Run service work off the GUI thread; results come back as Qt signals on the GUI thread."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Signals(QObject):
    sig_finished = Signal(object)
    sig_failed = Signal(object)
    sig_progress = Signal(object)  # whatever the job reports: a step name, a piece of text…


class _Job(QRunnable):
    def __init__(self, fn: Callable[..., Any], signals: _Signals):
        super().__init__()
        self.fn = fn
        self.signals = signals

    def run(self) -> None:
        try:
            result = self.fn(self.signals.sig_progress.emit)
        except Exception as exc:  # reported to the screen that started the job
            log.exception("background task failed")
            self.signals.sig_failed.emit(exc)
        else:
            self.signals.sig_finished.emit(result)


class TaskRunner(QObject):
    """Starts `fn(progress)` on a worker thread and returns the signals to connect to."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._live: set[_Signals] = set()

    def start(
        self,
        fn: Callable[[Callable[[Any], None]], Any],
        on_finished: Callable[[Any], None],
        on_failed: Callable[[Exception], None],
        on_progress: Callable[[Any], None] | None = None,
    ) -> None:
        signals = _Signals(self)
        self._live.add(signals)

        def done(result):
            self._live.discard(signals)
            on_finished(result)

        def failed(exc):
            self._live.discard(signals)
            on_failed(exc)

        signals.sig_finished.connect(done)
        signals.sig_failed.connect(failed)
        if on_progress:
            signals.sig_progress.connect(on_progress)
        self._pool.start(_Job(fn, signals))

    def wait(self, msecs: int = 30000) -> bool:
        return self._pool.waitForDone(msecs)


class CoalescedRead(QObject):
    """A read that runs on a worker and is shown on the GUI thread, at most one at a time:
    asked again while one runs, it reads once more when that one is done (issue 31: a burst of
    other programs' news costs one read, and never the GUI thread's time)."""

    def __init__(
        self,
        runner: TaskRunner,
        read: Callable[[], Any],
        show: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._runner = runner
        self._read = read
        self._show = show
        self._failed = failed
        self._reading = False
        self._again = False

    def request(self) -> None:
        if self._reading:
            self._again = True
            return
        self._reading, self._again = True, False
        self._runner.start(lambda _report: self._read(), self._done, self._broke)

    def _done(self, result: Any) -> None:
        self._reading = False
        if self._again:
            self.request()  # what was read is older than the news: read again first
            return
        self._show(result)

    def _broke(self, exc: Exception) -> None:
        self._reading = False
        if self._failed is not None:
            self._failed(exc)
        if self._again:
            self.request()
