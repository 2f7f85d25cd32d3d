"""What a way in puts off until its first answer is out: importing a part of Mindkeep
(`load("package.module:name")`, the one way Mindkeep imports a part of itself later than the
module that uses it, so that each way in loads only what its first answer needs), and the
cycle collector's passes over what the start imports (`hold_collector`, `resume_collector`).
app/startup.py says what each way in loads, and when. This module imports only what a bare
interpreter has loaded already: the `mindkeep` command's dispatcher imports this and nothing
else (not even `typing`, ~4 ms).

Besides the ways in and the Core's parts, what a module loads later is named once at its top
(`name = later("…")`) or where a class or module itself is needed (`load("…")`), each with
its cost: the OpenAI SDK (~0.3 s, app/agent/providers.py), Alembic (~0.1 s beside SQLAlchemy,
only to migrate: app/storage/engine/migrate.py), jsonschema (~50 ms, a tool server's schema),
the checker's and the judgement's tables (~0.1 s each), Babel and the message times' tables
(app/i18n), the OS keyring (~45 ms, app/cli/commands.py), OpenSSL through hashlib, hmac or
secrets (~5-10 ms), psycopg (a shared database only). An import statement inside a function
is left to the window's start (app/ui, app/startup.py, app/bootstrap.py): the architecture
test (tests/test_architecture.py) fails on one anywhere else."""

from __future__ import annotations

import gc
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


def later(ref: str) -> Callable[..., object]:
    """A callable that loads `ref` and calls it, with its arguments, only when it is called
    (the OS keyring: ~20 MB and ~60 ms, for the rare command that keeps or reads a secret; the
    checker's and the judgement's word tables, ~0.1 s each, for what checks or judges)."""
    return lambda *args, **kwargs: load(ref)(*args, **kwargs)


# Whether hold_collector turned the cycle collector off (and resume_collector is to turn it
# back on): a caller that had it off already keeps it off.
_held = False


def hold_collector() -> None:
    """Turn the cycle collector off while a way in starts.

    What a start imports (SQLAlchemy, the ORM's mapped classes, the domain's tables: ~85,000
    objects) lives until the process ends, and the collector walked it again and again while
    it was made: ~40 ms of a CLI command's CPU, and half of the ORM's declarative scan. A
    command that answers once runs held to its end; a way in that keeps running (a turn, a
    server, the window) calls resume_collector once it has started."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def resume_collector() -> None:
    """Turn the cycle collector back on, if hold_collector turned it off, with what the start
    made set aside (`gc.freeze`: its passes walk only what comes after)."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()


def set_start_aside() -> None:
    """Once a long-running way in is ready (the window, a server), what its start made lives
    as long as the process: one full pass of the cycle collector, then those objects are set
    aside for good (`gc.freeze`), so that later full passes walk only what came since. On the
    benchmark workload a pass over them took 24–33 ms (a dropped frame, or a turn's p99) and
    0.01 ms once set aside."""
    gc.collect()
    gc.freeze()


def set_aside_for_exit() -> None:
    """At the end of a process's command: what it made is set aside, so the interpreter's
    last pass at exit does not walk it (~100 ms of a CLI command's CPU on a loaded machine,
    a quarter of it)."""
    gc.freeze()
