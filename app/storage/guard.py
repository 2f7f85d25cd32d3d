"""What a write checks before it starts (issue 31): how long it may wait for the write lock
another program holds, and whether the database is still the one this program opened and
understands.

- **The lock.** By default a write waits for SQLite's write lock (or the shared database's
  writer lock) up to BUSY_TIMEOUT_S in one uninterruptible wait. The window asks instead,
  with `lock_wait(0)`, not to wait at all on its GUI thread: a held lock is then
  `LockHeld` (database_busy, nothing written) and the window runs the same write again on a
  worker with `lock_wait(BUSY_TIMEOUT_S, cancelled)`, which waits in short steps so its Cancel
  is heard.
- **The file.** A SQLite file replaced underneath (another inode), overwritten (its header is no
  longer SQLite's: the connection's own read says so) or upgraded by a newer Mindkeep (a schema revision this program does not know)
  is refused from then on: `FileWatch.check` runs inside every write, once the write lock is
  held (so nothing can change between the check and the write), and on the watcher's polls
  (so a window says so before the user tries). The file itself is never opened here: closing
  any other descriptor of it would drop SQLite's POSIX locks (only `os.stat` looks at it).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import text

from app.domain.errors import AppError, Code
from app.storage.db_errors import BUSY_TIMEOUT_S, DatabaseFileError
from app.storage.revisions import known_revisions

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


# ------------------------------------------------------------------ the file


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


class FileWatch:
    """The SQLite file as this program opened it; `check` raises, and keeps raising, once it
    was replaced, damaged or upgraded by a newer Mindkeep."""

    def __init__(self, path: Path):
        self.path = path
        self._identity = _identity(path)
        self._cookie: int | None = None
        self.stopped: DatabaseFileError | None = None
        self._lock = threading.Lock()

    def remember(self, raw: sqlite3.Connection) -> None:
        """Take the file as it is now (after this program opened and migrated it)."""
        self._identity = _identity(self.path)
        self._cookie = raw.execute("PRAGMA schema_version").fetchone()[0]

    def refuse(self) -> None:
        """Raise the stored refusal, if any (before a write touches anything)."""
        if self.stopped is not None:
            raise self.stopped

    def check(self, raw: sqlite3.Connection | None = None) -> None:
        """Compare the file with what was opened: its identity and header, and (given a
        connection, inside the write lock) its schema cookie, then its revision when the
        cookie moved. Raises DatabaseFileError and remembers it."""
        self.refuse()
        why = self._replaced()
        if why is None and raw is not None:
            why = self._schema(raw)
        if why is not None:
            with self._lock:
                if self.stopped is None:
                    self.stopped = DatabaseFileError(Code.DATABASE_ERROR, why)
            raise self.stopped

    def _replaced(self) -> str | None:
        now = _identity(self.path)
        if self._identity is None:
            self._identity = now
            return None
        if now is None:
            return (
                f"{self.path} was removed or moved away while Mindkeep had it open. Mindkeep "
                "stopped writing to it, so nothing is lost into a file no one sees; reopen "
                "Mindkeep. Nothing was saved."
            )
        if now != self._identity:
            return (
                f"{self.path} was replaced by another file while Mindkeep had it open. Mindkeep "
                "stopped writing to it (its changes would go to the old file); reopen Mindkeep to "
                "use the new one, or use `mindkeep db restore` to restore a backup safely. "
                "Nothing was saved."
            )
        return None

    def _schema(self, raw: sqlite3.Connection) -> str | None:
        cookie = raw.execute("PRAGMA schema_version").fetchone()[0]
        if self._cookie is None:
            self._cookie = cookie
            return None
        if cookie == self._cookie:
            return None
        try:
            rows = [r[0] for r in raw.execute("SELECT version_num FROM alembic_version")]
        except sqlite3.DatabaseError:
            rows = []
        known = known_revisions()
        newer = [r for r in rows if r not in known]
        if newer or len(rows) != 1:
            return (
                f"{self.path} was upgraded by a newer version of Mindkeep (schema "
                f"{', '.join(rows) or 'unknown'}) while this one had it open. This version "
                "stopped writing to it, so nothing is half-understood; update Mindkeep. "
                "Nothing was saved."
            )
        self._cookie = cookie  # a schema change this version knows (a restore, a migration)
        return None

    def poll(self, raw: sqlite3.Connection) -> DatabaseFileError | None:
        """The watcher's look between writes: the refusal, once there is one."""
        try:
            self.check(raw)
        except DatabaseFileError as err:
            return err
        except sqlite3.DatabaseError as exc:
            with self._lock:
                if self.stopped is None:
                    self.stopped = DatabaseFileError(
                        Code.DATABASE_ERROR,
                        f"{self.path} cannot be read as a database any more ({exc}); Mindkeep "
                        "stopped writing to it. Nothing was saved.",
                    )
            return self.stopped
        return None
