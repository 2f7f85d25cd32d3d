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
