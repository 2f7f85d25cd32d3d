"""Work-arounds for defects of the Qt binding that would otherwise crash or weigh down the app."""

from __future__ import annotations

import sys

import PySide6
import shiboken6  # noqa: F401  (installs the import hook the check below mends)

from app.deferred import load

# Far more than any run can use up, far below the limit of a 64-bit count.
_NONE_RESERVE = 1 << 50


def keep_none_alive() -> None:
    """Make None's reference count unexhaustible on Python 3.11 (3.12+ makes None immortal).

    PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a C++ method
    that returns void (setText, setPen, save/restore, update, …). None's count (~35,000 at
    start) falls by one per call, and the interpreter aborts with "none_dealloc: deallocating
    None" once it reaches zero: painting or filtering a Memory page of 2,000 entries crashed
    after about 15 keystrokes (found by benchmarks/run.py). pyproject.toml leaves that release
    out, and 6.11 loses nothing; the guard stays for a 6.12.0 installed anyway, and costs
    the others nothing (ctypes alone takes ~2 ms to import, before the first screen).
    """
    if (
        sys.version_info >= (3, 12)
        or sys.implementation.name != "cpython"
        or not binding_drops_none()
    ):
        return
    count = load("ctypes:c_ssize_t").from_address(id(None))  # ob_refcnt is the first field
    if count.value < _NONE_RESERVE:
        count.value += _NONE_RESERVE


def binding_drops_none() -> bool:
    """Whether the PySide6 in use is the release that loses a reference to None per void call."""
    return tuple(PySide6.__version_info__[:3]) == (6, 12, 0)


def check_imports_without_caching_sources() -> None:
    """Stop the binding keeping the source text of every module imported after it.

    PySide6 6.11 hooks `import` (for its `__feature__` switches) and asks of each newly
    imported module whether its source mentions "PySide6", through inspect.getsource, which
    leaves the whole file in `linecache`. The database layer imported behind the painted
    window (SQLAlchemy, ~380 files) then costs ~17 MB and ~60 ms more than imported alone.
    The same question is answered here from the file's bytes, with nothing kept. A binding
    without that check (or a different one) is left as it is. Called before PySide6's modules
    (QtCore, …) are imported, it also covers the modules already imported, which the hook
    checks once PySide6.QtCore is in.
    """
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "mindkeep", False):
        return

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    mod_uses_pyside.mindkeep = True
    feature._mod_uses_pyside = mod_uses_pyside
