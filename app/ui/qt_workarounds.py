"""Work-arounds for defects of the Qt binding that would otherwise crash the app."""

from __future__ import annotations

import sys

# Far more than any run can use up, far below the limit of a 64-bit count.
_NONE_RESERVE = 1 << 50


def keep_none_alive() -> None:
    """Make None's reference count unexhaustible on Python 3.11 (3.12+ makes None immortal).

    PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a C++ method
    that returns void (setText, setPen, save/restore, update, …). None's count (~35,000 at
    start) falls by one per call, and the interpreter aborts with "none_dealloc: deallocating
    None" once it reaches zero: painting or filtering a Memory page of 2,000 entries crashed
    after about 15 keystrokes (found by benchmarks/run.py). A fixed binding loses nothing here.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field
    if count.value < _NONE_RESERVE:
        count.value += _NONE_RESERVE
