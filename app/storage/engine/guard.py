"""How long a write may wait for the write lock another program holds (issue 31); whether the
file is still the one this program opened is app/storage/engine/file_watch.py.

By default a write waits for SQLite's write lock (or the shared database's writer lock) up to
BUSY_TIMEOUT_S in one uninterruptible wait. The window asks instead, with `lock_wait(0)`, not to
wait at all on its GUI thread: a held lock is then `LockHeld` (database_busy, nothing written)
and the window runs the same write again on a worker with `lock_wait(BUSY_TIMEOUT_S,
cancelled)`, which waits in short steps so its Cancel is heard.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from sqlalchemy import text

from app.domain.errors import AppError, Code
from app.storage.engine.errors import BUSY_TIMEOUT_S

# One try at the lock lasts this long while a cancellable wait goes on.
LOCK_STEP_S = 0.1


class LockHeld(AppError):
    """Another program holds the write lock; this write did not start (nothing written)."""


@dataclass(frozen=True, slots=True)
class LockWait:
    """How long a write may wait for the lock, and what cancels the wait."""

    seconds: float
    cancelled: threading.Event | None = None


_WAIT: ContextVar[LockWait | None] = ContextVar("mindkeep_lock_wait", default=None)


@contextmanager
def lock_wait(seconds: float, cancelled: threading.Event | None = None) -> Iterator[None]:
    """Writes made in this block (on this thread) wait at most `seconds` for the write lock
    (0: not at all), and give up when `cancelled` is set."""
    token = _WAIT.set(LockWait(max(0.0, seconds), cancelled))
    try:
        yield
    finally:
        _WAIT.reset(token)


def current_wait() -> LockWait | None:
    return _WAIT.get()


def _held(why: str) -> LockHeld:
    return LockHeld(
        Code.DATABASE_BUSY,
        f"Another program is writing to the database ({why}); nothing was saved yet.",
    )


def _cancelled() -> AppError:
    return AppError(
        Code.CANCELLED, "Cancelled while waiting for another program; nothing was saved."
    )


def _is_locked(exc: sqlite3.OperationalError) -> bool:
    low = str(exc).lower()
    return "locked" in low or "busy" in low


def begin_sqlite_write(raw: sqlite3.Connection, wait: LockWait) -> None:
    """BEGIN IMMEDIATE on a raw sqlite3 connection, waiting as `wait` says (see the module)."""
    deadline = time.monotonic() + wait.seconds
    try:
        while True:
            if wait.cancelled is not None and wait.cancelled.is_set():
                raise _cancelled()
            left = deadline - time.monotonic()
            step = max(0.0, min(LOCK_STEP_S, left))
            raw.execute(f"PRAGMA busy_timeout = {int(step * 1000)}")
            try:
                raw.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if not _is_locked(exc):
                    raise
                if time.monotonic() >= deadline:
                    raise _held("its write lock is taken") from None
    finally:
        raw.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_S * 1000}")


_LOCK = text("SELECT txid_current() FROM (SELECT pg_advisory_xact_lock(:k)) AS locked")
_TRY_LOCK = text("SELECT pg_try_advisory_xact_lock(:k), txid_current()")


def take_pg_writer_lock(conn, key: int, wait: LockWait | None) -> int:
    """The shared database's writer lock (an advisory lock for this transaction), and the
    transaction's id (to look up, should the answer to its COMMIT be lost)."""
    if wait is None:
        return conn.scalar(_LOCK, {"k": key})
    deadline = time.monotonic() + wait.seconds
    while True:
        if wait.cancelled is not None and wait.cancelled.is_set():
            raise _cancelled()
        got, xid = conn.execute(_TRY_LOCK, {"k": key}).one()
        if got:
            return xid
        if time.monotonic() >= deadline:
            raise _held("the shared database's writer lock is taken")
        time.sleep(min(LOCK_STEP_S / 2, max(0.0, deadline - time.monotonic())))
