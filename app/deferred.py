"""Importing later, by name: `load("package.module:name")`, the one way Mindkeep imports a part
of itself later than the module that uses it, so that each way in loads only what its first
answer needs (app/startup.py says what each loads, and when). It imports only what a bare
interpreter has loaded already: the `mindkeep` command's dispatcher imports this and nothing
else (not even `typing`, ~4 ms)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module


def load(ref: str):  # -> whatever `ref` names
    """What `ref` ("package.module:name") names, its module imported now if it was not yet.

    The one way a part of Mindkeep is imported later than the module that uses it: the ways
    in (app/cli/__init__.py, WAYS_IN), the Core's services (app/bootstrap.py, PARTS). The
    architecture test reads each `load("…")` and each table's references as imports of the
    module that names them."""
    module, _, name = ref.partition(":")
    found = import_module(module)
    for attr in name.split(".") if name else ():
        found = getattr(found, attr)
    return found


def later(ref: str) -> Callable[[], object]:
    """A callable that loads `ref` and calls it only when it is called (the OS keyring: ~20 MB
    and ~60 ms, for the rare command that keeps or reads a secret)."""
    return lambda: load(ref)()
