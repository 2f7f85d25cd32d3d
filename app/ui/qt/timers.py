"""Running a function later on the GUI thread's event loop (for code outside app/ui that
drives the window, such as app/startup.py, which keeps Qt to app/ui)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer


def later(ms: int, fn: Callable[[], object]) -> None:
    """Call `fn` once after `ms` milliseconds (0: as soon as the loop is idle)."""
    QTimer.singleShot(ms, fn)
