"""The SQLite file as this program opened it (issue 31): a file replaced underneath (another
inode), removed, overwritten or cut short (its header or its size), or upgraded by a newer
Mindkeep (a schema revision this program does not know) stops this program's writes, and the
window and `mindkeep mcp` say why.

Two looks, one verdict:
- `check(raw)` runs inside every write, once the write lock is held (nothing can change
  between the check and the write): the file's identity, and the schema cookie as the write's
  own connection reads it.
- `poll()` is the watcher's look every half second, so a window says so before the user tries
  to write: the identity, then a fresh read-only connection (a pooled connection's page cache
  would not see bytes changed behind SQLite's back) reads the header and the schema, and a
  file that shrank is checked page by page once.

A shared PostgreSQL database has no file: SchemaWatch (below) stops its writes once a newer
Mindkeep upgraded its schema, checked inside each write the same way.

The file is only ever opened through SQLite: closing any other descriptor of it would drop
this process's POSIX locks on it (SQLite defers closing its own until no lock is held).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

from app.domain.errors import Code
from app.storage.engine.errors import DatabaseFileError
from app.storage.engine.revisions import known_revisions

# Why a file stopped the writes; the window says each in its language (services/refusals.py).
REMOVED = "removed"
REPLACED = "replaced"
FOREIGN = "foreign"
NEWER = "newer"
DAMAGED = "damaged"
# How long the fresh connection of a poll waits for a lock (the file is only read).
POLL_TIMEOUT_S = 2.0


class FileStopped(DatabaseFileError):
    """The database file is no longer the one this program opened and understands: nothing is
    written to it any more. `reason` is one of REMOVED, REPLACED, FOREIGN, NEWER, DAMAGED."""

    def __init__(self, reason: str, message: str):
        super().__init__(Code.DATABASE_ERROR, message)
        self.reason = reason


def _stat(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


def _connect_ro(path: Path, *, alone: bool = False) -> sqlite3.Connection:
    """A read-only connection; `alone`: the file by itself, without the -wal beside it (after
    a replacement that WAL is the old file's, and SQLite would read it over the new one)."""
    flags = "mode=ro&immutable=1" if alone else "mode=ro"
    return sqlite3.connect(f"file:{path}?{flags}", uri=True, timeout=POLL_TIMEOUT_S)


def schema_of(raw: sqlite3.Connection) -> tuple[str, list[str]]:
    """What a connection's file holds: ("mindkeep", [revision]) for a schema this version
    knows, ("newer", rows) for one it does not, ("foreign", []) for no Mindkeep schema.
    Raises sqlite3.DatabaseError for a file SQLite cannot read."""
    has = raw.execute(
        "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
    ).fetchone()
    if not has:
        return "foreign", []
    rows = [str(r[0]) for r in raw.execute("SELECT version_num FROM alembic_version")]
    if not rows:
        return "foreign", rows
    known = known_revisions()
    if len(rows) != 1 or any(r not in known for r in rows):
        return "newer", rows
    return "mindkeep", rows


class FileWatch:
    """The SQLite file as this program opened it; `check` and `poll` stop the writes (for good)
    once it was replaced, removed, damaged or upgraded by a newer Mindkeep."""

    def __init__(self, path: Path):
        self.path = path
        st = _stat(path)
        self._identity = None if st is None else (st.st_dev, st.st_ino)
        self._size = None if st is None else st.st_size  # as the last look saw it
        self._cookie: int | None = None
        self.stopped: FileStopped | None = None
        self._lock = threading.Lock()

    def remember(self, raw: sqlite3.Connection) -> None:
        """Take the file as it is now (after this program opened and migrated it)."""
        st = _stat(self.path)
        self._identity = None if st is None else (st.st_dev, st.st_ino)
        self._size = None if st is None else st.st_size
        self._cookie = raw.execute("PRAGMA schema_version").fetchone()[0]

    def refuse(self) -> None:
        """Raise the stored refusal, if any (before a write touches anything)."""
        if self.stopped is not None:
            raise self.stopped

    def check(self, raw: sqlite3.Connection | None = None) -> None:
        """Inside a write: the file's identity and (given the write's connection) its schema
        cookie, then its revision when the cookie moved. Raises FileStopped and keeps it."""
        self.refuse()
        why = self._moved()
        if why is None and raw is not None:
            try:
                why = self._schema(raw, self._cookie_of(raw))
            except sqlite3.DatabaseError as exc:
                why = self._damaged(exc)
        if why is not None:
            raise self._stop(why)

    def poll(self) -> FileStopped | None:
        """The watcher's look between writes: the refusal, once there is one."""
        if self.stopped is not None:
            return self.stopped
        why = self._moved()
        if why is None:
            why = self._read_fresh()
        return None if why is None else self._stop(why)

    # ------------------------------------------------------------------ the looks

    def _stop(self, why: FileStopped) -> FileStopped:
        with self._lock:
            if self.stopped is None:
                self.stopped = why
            return self.stopped

    def _moved(self) -> FileStopped | None:
        """Removed, or another file in its place (what that file is, said)."""
        st = _stat(self.path)
        if self._identity is None:
            if st is not None:
                self._identity = (st.st_dev, st.st_ino)
            return None
        if st is None:
            return FileStopped(
                REMOVED,
                f"{self.path} was removed or moved away while Mindkeep had it open. Mindkeep "
                "stopped writing to it, so nothing is lost into a file no one sees; reopen "
                "Mindkeep. Nothing was saved.",
            )
        if (st.st_dev, st.st_ino) == self._identity:
            return None
        return self._replaced_by()

    def _replaced_by(self) -> FileStopped:
        stopped = (
            "Mindkeep stopped writing to it (its changes would go to the old file). Nothing "
            "was saved."
        )
        try:
            conn = _connect_ro(self.path, alone=True)
            try:
                kind, rows = schema_of(conn)
            finally:
                conn.close()
        except sqlite3.Error as exc:
            return FileStopped(
                DAMAGED,
                f"{self.path} was replaced by a file that cannot be read as a database ({exc}) "
                f"while Mindkeep had it open. {stopped}",
            )
        if kind == "foreign":
            return FileStopped(
                FOREIGN,
                f"{self.path} was replaced by a file that is not a Mindkeep database while "
                f"Mindkeep had it open. {stopped}",
            )
        if kind == "newer":
            return FileStopped(
                NEWER,
                f"{self.path} was replaced by a database of a newer version of Mindkeep "
                f"(schema {', '.join(rows)}) while this one had it open. {stopped} Update "
                "Mindkeep to open it.",
            )
        return FileStopped(
            REPLACED,
            f"{self.path} was replaced by another file while Mindkeep had it open. {stopped} "
            "Reopen Mindkeep to use the new one; `mindkeep db restore BACKUP` restores a "
            "backup safely while Mindkeep runs.",
        )

    def _read_fresh(self) -> FileStopped | None:
        """The header, the schema and (when the file shrank) every page, read on a fresh
        read-only connection."""
        try:
            conn = _connect_ro(self.path)
        except sqlite3.Error as exc:
            return self._damaged(exc)
        try:
            why = self._schema(conn, self._cookie_of(conn))
            if why is None:
                why = self._size_check(conn)
            return why
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc).lower() or "busy" in str(exc).lower():
                return None  # another program holds it for longer than a poll: look again
            return self._damaged(exc)
        except sqlite3.DatabaseError as exc:
            return self._damaged(exc)
        finally:
            conn.close()

    @staticmethod
    def _cookie_of(raw: sqlite3.Connection) -> int:
        return raw.execute("PRAGMA schema_version").fetchone()[0]

    def _schema(self, raw: sqlite3.Connection, cookie: int) -> FileStopped | None:
        if self._cookie is None:
            self._cookie = cookie
            return None
        if cookie == self._cookie:
            return None
        kind, rows = schema_of(raw)
        if kind == "foreign":
            return FileStopped(
                FOREIGN,
                f"{self.path} is no longer a Mindkeep database: another program overwrote it "
                "while Mindkeep had it open. Mindkeep stopped writing to it. Nothing was saved.",
            )
        if kind == "newer":
            return FileStopped(
                NEWER,
                f"{self.path} was upgraded by a newer version of Mindkeep (schema "
                f"{', '.join(rows) or 'unknown'}) while this one had it open. This version "
                "stopped writing to it, so nothing is half-understood; update Mindkeep. "
                "Nothing was saved.",
            )
        self._cookie = cookie  # a schema change this version knows (a restore, a migration)
        return None

    def _size_check(self, raw: sqlite3.Connection) -> FileStopped | None:
        """A file cut short: its size is not whole pages, or it shrank since the last look and
        its pages say it is damaged (a restore or a VACUUM also shrinks a file, whole)."""
        st = _stat(self.path)
        if st is None:
            return None  # removed since: the next look says so
        page = raw.execute("PRAGMA page_size").fetchone()[0]
        if page and st.st_size % page:
            return self._damaged(f"its size, {st.st_size} bytes, is not a whole number of pages")
        if self._size is not None and st.st_size < self._size:
            verdict = raw.execute("PRAGMA quick_check(1)").fetchone()[0]
            if verdict != "ok":
                return self._damaged(verdict)
        self._size = st.st_size
        return None

    def _damaged(self, why: object) -> FileStopped:
        return FileStopped(
            DAMAGED,
            f"{self.path} cannot be read as a database any more ({why}): it was damaged while "
            "Mindkeep had it open. Mindkeep stopped writing to it. Nothing was saved. Restore a "
            "backup with `mindkeep db restore BACKUP`.",
        )


class SchemaWatch:
    """A shared PostgreSQL database as this program understands it: once a newer Mindkeep
    upgraded its schema (an alembic_version row this program does not know), every later write
    is refused for good, as a SQLite file's FileWatch does. `check` runs inside each write, on
    the write's own connection and transaction, so the refusal comes before anything is
    written."""

    def __init__(self, name: str):
        self.name = name  # the database as the user named it (no password)
        self.stopped: FileStopped | None = None
        self._lock = threading.Lock()

    def refuse(self) -> None:
        if self.stopped is not None:
            raise self.stopped

    def check(self, raw) -> None:
        """`raw`: the write's driver connection (psycopg)."""
        self.refuse()
        rows = [str(r[0]) for r in raw.execute("SELECT version_num FROM alembic_version")]
        if len(rows) == 1 and rows[0] in known_revisions():
            return
        why = FileStopped(
            NEWER,
            f"{self.name} was upgraded by a newer version of Mindkeep (schema "
            f"{', '.join(rows) or 'unknown'}) while this one had it open. This version stopped "
            "writing to it, so nothing is half-understood; update Mindkeep. Nothing was saved.",
        )
        with self._lock:
            if self.stopped is None:
                self.stopped = why
        raise self.stopped
