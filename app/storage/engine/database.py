"""Engine, SQLite pragmas, units of work, and schema migration at start."""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
)

from app.domain.errors import Code
from app.storage.engine.checkpoint import Checkpointer
from app.storage.engine.errors import (
    BUSY_TIMEOUT_S,
    DatabaseFileError,
    StoredValueError,
    _is_server_failure,
    _is_storage_failure,
    normalize_url,
    server_error,
    storage_error,
    url_problem,
)
from app.storage.engine.file_watch import FileStopped, FileWatch, SchemaWatch
from app.storage.engine.guard import (
    begin_sqlite_write,
    current_wait,
    lock_wait,
    take_pg_writer_lock,
)
from app.storage.engine.migrate import _check_not_newer, _revision_of_sqlite_file, migrate
from app.storage.engine.notify import NOTES, new_instance_id, send_notes
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.engine.watch import ChangeListener, DataVersionWatcher
from app.storage.values import SkipLog, noting

log = logging.getLogger(__name__)

# SQLite's own checkpoint is a safety net at a mark above the background one (checkpoint.py),
# should the background thread ever fall behind.
WAL_AUTOCHECKPOINT_PAGES = 10_000


class FolderReadOnly(DatabaseFileError):
    """The database's folder cannot be written (SQLite could not even read the file there)."""

    reason = "read_only"  # what the window's start page says it as


class ConnectionDropped(DatabaseFileError):
    """The shared database's connection dropped during a unit of work that was not applied
    (rolled back by the server, or its commit known not to have happened): the unit may be
    run again whole (`Database.retrying`)."""


# PostgreSQL: the writers' advisory lock, and how long a retry waits for the server to be back.
WRITER_LOCK = 74261
RECONNECT_WAIT_S = 15.0


def sqlite_path(url: str) -> Path | None:
    """The file behind a SQLite URL, or None for other databases and in-memory SQLite."""
    u = make_url(url)
    if u.get_backend_name() != "sqlite" or u.database in (None, "", ":memory:"):
        return None
    return Path(u.database)


def _on_sqlite_connect(dbapi_conn, _record) -> None:
    # Let SQLAlchemy's "begin" event decide between BEGIN and BEGIN IMMEDIATE.
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_S * 1000}")
    cur.execute("PRAGMA journal_mode = WAL")
    cur.execute("PRAGMA foreign_keys = ON")
    cur.execute("PRAGMA synchronous = NORMAL")
    cur.execute(f"PRAGMA wal_autocheckpoint = {WAL_AUTOCHECKPOINT_PAGES}")
    cur.close()


def _on_sqlite_begin(conn) -> None:
    # A write transaction takes the write lock up front, so it waits on busy_timeout
    # rather than failing when it later upgrades a read lock.
    immediate = conn.get_execution_options().get("mindkeep_write", False)
    wait = current_wait() if immediate else None
    if wait is None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")
        return
    # The window's wait (guard.lock_wait): not at all on its GUI thread, in cancellable steps
    # on a worker.
    try:
        begin_sqlite_write(conn.connection.driver_connection, wait)
    except sqlite3.Error as exc:
        raise storage_error(exc, None, writing=True) from exc


class Database:
    """One database: read and write units of work, each one transaction on one connection."""

    def __init__(self, url: str):
        url = normalize_url(url)
        self.url = url
        self.path = sqlite_path(url)
        self.is_sqlite = make_url(url).get_backend_name() == "sqlite"
        # Names this open database in its change notifications, so its own are skipped.
        self.instance_id = new_instance_id()
        kwargs: dict = {}
        if self.is_sqlite:
            kwargs["connect_args"] = {"timeout": BUSY_TIMEOUT_S, "check_same_thread": False}
        else:
            # A pooled connection is checked before use, so the first write after the server
            # restarted does not meet a dead connection (issue 31).
            kwargs["pool_pre_ping"] = True
        self.engine: Engine = create_engine(url, **kwargs)
        if self.is_sqlite:
            event.listen(self.engine, "connect", _on_sqlite_connect)
            event.listen(self.engine, "begin", _on_sqlite_begin)
        self._write_engine = self.engine.execution_options(mindkeep_write=True)
        self._checkpointer = Checkpointer(self.path) if self.path is not None else None
        # The file as it was opened: a replaced, damaged or newer-schema file stops the writes.
        self.file_watch = FileWatch(self.path) if self.path is not None else None
        # A shared database upgraded by a newer Mindkeep stops the writes too.
        self.schema_watch = (
            None if self.is_sqlite else SchemaWatch(self.engine.url.render_as_string())
        )
        # Units of work committed on each thread (retrying() re-runs only what committed none).
        self._commits = threading.local()
        # The write unit open on each thread: a read or write inside it joins it (see write()).
        self._open = threading.local()
        self._watcher = None  # see watch()
        # What reads could not take as stored (issue 23): the CLI and the window say it.
        self.skipped = SkipLog()

    def _failure(self, exc: BaseException, *, writing: bool) -> DatabaseFileError | None:
        """The clear error for a failure of the file, the disk or the server; None for others."""
        if self.is_sqlite:
            return (
                storage_error(exc, self.path, writing=writing) if _is_storage_failure(exc) else None
            )
        return server_error(exc, self.url, writing=writing) if _is_server_failure(exc) else None

    @contextmanager
    def read(self) -> Iterator[UnitOfWork]:
        """A read-only unit of work (rolled back at the end). Inside a write unit of this
        thread it reads through that unit (its own writes too, and no second transaction)."""
        outer = getattr(self._open, "unit", None) or getattr(self._open, "read", None)
        if outer is not None:
            yield outer
            return
        try:
            with noting(self.skipped.add), self.engine.connect() as conn:
                conn.begin()
                yield UnitOfWork(conn)  # leaving the block rolls the transaction back
        except (DBAPIError, StoredValueError) as exc:
            failure = self._failure(exc, writing=False)
            if failure is None:
                raise
            raise failure from exc
        finally:
            self.skipped.flush()

    @contextmanager
    def reading(self) -> Iterator[None]:
        """The reads of this thread in the block are one read unit (one transaction, one view
        of the data) instead of one each: reads that belong together, such as what a turn
        reads before it asks the model. No write may be made in the block (it would not be
        seen by the reads after it): that is a RuntimeError."""
        if getattr(self._open, "unit", None) is not None or getattr(self._open, "read", None):
            yield  # already inside one unit: its reads are joined
            return
        with self.read() as unit:
            self._open.read = unit
            try:
                yield
            finally:
                self._open.read = None

    @contextmanager
    def write(self) -> Iterator[UnitOfWork]:
        """A write unit of work: committed when the block ends, rolled back on error.

        A failure of the file, the disk or the server (full, damaged, read-only, locked
        too long, unreachable) rolls the whole unit back and is raised as DatabaseFileError
        (database_error). On PostgreSQL what the unit changed is announced to the other
        windows with pg_notify in the same transaction (app/storage/engine/notify.py); a connection
        that drops is ConnectionDropped when the unit is known not to have been applied, and
        a commit whose answer was lost is looked up (txid_status), so a unit that was applied
        is never reported as failed, nor run again. A SQLite file replaced or upgraded by a
        newer Mindkeep is refused before anything is written (app/storage/engine/guard.py).

        Inside a write unit of this thread, it is a savepoint of that unit: what it writes is
        committed with the unit (or undone alone, when its block raises), so a caller can make
        writes of several services that belong together one transaction (a turn's start: the
        waiting calls expired and the user's message stored, all or none).
        """
        outer = getattr(self._open, "unit", None)
        if outer is not None:
            with _savepoint(outer):
                yield outer
            return
        if getattr(self._open, "read", None) is not None:
            raise RuntimeError("a write inside a read unit (Database.reading())")
        watcher = self._watcher
        guard = self.file_watch or self.schema_watch
        if guard is not None:
            guard.refuse()
        xid = None
        committing = False
        try:
            with noting(self.skipped.add), self._write_engine.connect() as conn:
                trans = conn.begin()
                try:
                    unit = UnitOfWork(conn)
                    if guard is not None:
                        guard.check(conn.connection.driver_connection)
                    if not self.is_sqlite:
                        unit.info[NOTES] = []
                        # Serialise writers on a shared database the way SQLite does.
                        xid = take_pg_writer_lock(conn, WRITER_LOCK, current_wait())
                    self._open.unit = unit
                    try:
                        yield unit
                    finally:
                        self._open.unit = None
                    if not self.is_sqlite:
                        send_notes(unit, self.instance_id)
                    elif watcher is not None:
                        watcher.own_commit_starting()
                    committing = True
                    trans.commit()
                except BaseException:
                    if trans.is_active:
                        # A connection that is gone: the server rolled the unit back.
                        with contextlib.suppress(DBAPIError):
                            trans.rollback()
                    raise
        except (DBAPIError, StoredValueError) as exc:
            if committing and xid is not None and self._committed(xid):
                pass  # the answer to COMMIT was lost, but the unit was applied
            else:
                failure = self._failure(exc, writing=True)
                if failure is None:
                    raise
                if self._dropped(exc):
                    raise ConnectionDropped(failure.code, failure.message) from exc
                raise failure from exc
        finally:
            self.skipped.flush()
        self._commits.n = getattr(self._commits, "n", 0) + 1
        if watcher is not None and self.is_sqlite:
            watcher.own_commit_done()
        if self._checkpointer is not None:
            self._checkpointer.poke()

    def _dropped(self, exc: BaseException) -> bool:
        """A shared database's connection lost (the unit it carried was not applied)."""
        if self.is_sqlite:
            return False
        if isinstance(exc, DBAPIError) and exc.connection_invalidated:
            return True
        low = str(getattr(exc, "orig", None) or exc).lower()
        return any(
            w in low
            for w in (
                "terminating connection",
                "server closed the connection",
                "connection is closed",
                "consuming input failed",
                "connection is lost",
                "the connection is bad",
                "eof detected",
                "administrator command",
            )
        )

    def _committed(self, xid: int) -> bool:
        """Whether the transaction `xid` committed (asked on a new connection, waiting for the
        server up to RECONNECT_WAIT_S): the answer to its COMMIT was lost with the connection."""
        deadline = time.monotonic() + RECONNECT_WAIT_S
        while True:
            try:
                with self.engine.connect() as conn:
                    status = conn.scalar(text("SELECT txid_status(:x)"), {"x": xid})
                    conn.rollback()
                return status == "committed"
            except DBAPIError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.25)

    def lock_wait(self, seconds: float | None = None, cancelled: threading.Event | None = None):
        """Writes of this thread in the block wait at most `seconds` for the write lock another
        program holds (0: not at all, database_busy at once; None: the usual BUSY_TIMEOUT_S, in
        steps that hear `cancelled`). See app/storage/engine/guard.py."""
        return lock_wait(BUSY_TIMEOUT_S if seconds is None else seconds, cancelled)

    @staticmethod
    def may_retry(err: BaseException) -> bool:
        """Whether a failed call's unit of work was undone by a dropped connection (so, when
        it committed nothing else, it may be run again whole)."""
        return isinstance(err, ConnectionDropped)

    def commits(self) -> int:
        """How many units of work this thread has committed (see retrying)."""
        return getattr(self._commits, "n", 0)

    def retrying(self, call):
        """`call()` (one service call: the CLI's command, an MCP tool call, a window's
        change), run once more when a dropped connection undid it whole: only when it had
        committed no unit of work, so nothing is ever applied twice. The second run waits for
        the server to be back (up to RECONNECT_WAIT_S)."""
        if self.is_sqlite:
            return call()
        before = self.commits()
        try:
            return call()
        except ConnectionDropped:
            if self.commits() != before:
                raise
            log.warning("the shared database's connection dropped; trying once more")
            self.wait_for_server()
            return call()

    def wait_for_server(self, seconds: float = RECONNECT_WAIT_S) -> bool:
        """Wait until the shared database answers again (True), or `seconds` passed."""
        if self.is_sqlite:
            return True
        deadline = time.monotonic() + seconds
        while True:
            try:
                with self.engine.connect() as conn:
                    conn.rollback()
                return True
            except DBAPIError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.25)

    def stopped(self) -> FileStopped | None:
        """Why this program no longer writes to its SQLite file (replaced, removed, damaged,
        upgraded by a newer Mindkeep), once it noticed; None while all is well."""
        guard = self.file_watch or self.schema_watch
        return None if guard is None else guard.stopped

    def watch(self, on_changes, on_status=None, on_stopped=None):
        """Hear of other programs' writes until dispose(): on PostgreSQL by LISTEN (each
        change, `on_changes(list[DataChange])`, and `on_status(connected, why, listening)`
        when the server goes away or comes back, or live updates stop for good); on a SQLite
        file by polling its data version (`on_changes(None)`: something changed) and the file
        itself (`on_stopped(FileStopped)`, once: it was replaced, damaged or upgraded by a
        newer Mindkeep, and nothing more is written). None for in-memory SQLite."""
        if self._watcher is not None:
            raise RuntimeError("this database is already watched")
        if self.is_sqlite:
            if self.path is None:
                return None
            self._watcher = DataVersionWatcher(
                self.path, on_changes, guard=self.file_watch, on_stopped=on_stopped
            ).start()
            return self._watcher

        def status(connected: bool, why: str, listening: bool = True) -> None:
            # Pooled connections did not survive the server: start afresh both ways, so
            # the first decision after a restart does not meet a dead connection.
            if listening:
                self.engine.dispose()
            if on_status is not None:
                on_status(connected, why, listening)

        _args, params = self.engine.dialect.create_connect_args(self.engine.url)
        params.pop("context", None)
        self._watcher = ChangeListener(
            params,
            self.instance_id,
            on_changes,
            status,
            describe=lambda exc: server_error(exc, self.url, writing=False).message,
        ).start()
        return self._watcher

    def dispose(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None
        if self._checkpointer is not None:
            self._checkpointer.close()
        self.engine.dispose()


@contextmanager
def _savepoint(unit: UnitOfWork) -> Iterator[None]:
    """A savepoint of the unit, said to the driver's connection itself: SQLAlchemy's own
    (`begin_nested`) cost ~150 µs of CPU, twice a whole write unit (~70 µs), so the units a
    turn joins cost more than the commits they spared. SQLAlchemy needs to know only the unit's
    transaction, which this leaves as it is (undone in part, or not at all)."""
    depth = unit.info.get(_DEPTH, 0) + 1
    unit.info[_DEPTH] = depth
    name = f"mindkeep_{depth}"
    cursor = unit.connection.connection.driver_connection.cursor()
    try:
        cursor.execute(f"SAVEPOINT {name}")
        try:
            yield
        except BaseException:
            # A connection that is gone cannot undo it: the unit fails whole when it commits,
            # and the error raised is the block's own.
            unit.memo.clear()  # what it kept of its reads may have been undone
            with contextlib.suppress(Exception):
                cursor.execute(f"ROLLBACK TO SAVEPOINT {name}")
                cursor.execute(f"RELEASE SAVEPOINT {name}")
            raise
        cursor.execute(f"RELEASE SAVEPOINT {name}")
    finally:
        unit.info[_DEPTH] = depth - 1
        cursor.close()


_DEPTH = "savepoint_depth"


def _shown_url(url: str) -> str:
    """The URL as it may be shown to the user: never with its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return repr(url)


def open_database(url: str) -> Database:
    """Open (creating or upgrading) a Mindkeep database; refuse newer or foreign files.

    Every way this can fail (a URL that names no database, a driver that is missing, a
    folder that is a file, a damaged or newer file) is a AppError with a message
    for the user, never a traceback.
    """
    problem = url_problem(url)  # as the user gave it: a URL that would fail in a driver
    if problem is not None:
        raise DatabaseFileError(Code.DATABASE_ERROR, problem)
    url = normalize_url(url)
    try:
        path = sqlite_path(url)
    except ArgumentError as exc:
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"{_shown_url(url)} is not a database URL ({exc}). Give a SQLite file as "
            "sqlite:///PATH or a PostgreSQL server as postgresql://USER@HOST/NAME.",
        ) from exc
    if path is not None:
        _check_file_path(path)
        # Refuse before the engine touches the file (WAL pragmas write to its header).
        _check_not_newer(_revision_of_sqlite_file(path))
    try:
        db = Database(url)
    except (ArgumentError, ImportError) as exc:  # NoSuchModuleError is an ArgumentError
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"Mindkeep cannot use the database {_shown_url(url)}: {exc}. Give a SQLite file as "
            "sqlite:///PATH, or install the driver for this kind of database.",
        ) from exc
    try:
        migrate(db)
    except (DBAPIError, StoredValueError) as exc:
        db.dispose()
        failure = db._failure(exc, writing=db.is_sqlite)
        if failure is None:
            raise
        raise failure from exc
    except OSError as exc:  # the folder cannot be made or locked
        db.dispose()
        where = exc.filename or (path.parent if path is not None else _shown_url(url))
        why = (
            "it is a file, not a folder"
            if isinstance(exc, (FileExistsError, NotADirectoryError))
            else (exc.strerror or str(exc))
        )
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"The database cannot be created at {where}: {why}. Choose another folder with "
            "--data-dir or another file with --db.",
        ) from exc
    except BaseException:
        db.dispose()
        raise
    if db.file_watch is not None:
        # On a connection of its own (a pooled one kept open would keep the WAL from being
        # folded back when the last other program closes the file).
        try:
            conn = sqlite3.connect(db.path, timeout=BUSY_TIMEOUT_S)
            try:
                db.file_watch.remember(conn)
            finally:
                conn.close()
        except sqlite3.Error as exc:
            db.dispose()
            raise storage_error(exc, db.path, writing=False) from exc
    return db


def _check_file_path(path: Path) -> None:
    """A SQLite file Mindkeep can use: not a folder, a name the system takes, in a folder it
    may write to (SQLite keeps its -wal and -shm files beside the file, even to read it)."""
    try:
        if path.is_dir():
            raise DatabaseFileError(
                Code.DATABASE_ERROR,
                f"{path} is a folder, not a database file; it was left as it is.",
            )
        folder = path.parent
        writable = not folder.is_dir() or os.access(folder, os.W_OK)
    except OSError as exc:  # a name too long, a part of the path that is a file, …
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"Mindkeep cannot use {_short(str(path))} as its database file: "
            f"{exc.strerror or exc}. Choose another folder with --data-dir or another file "
            "with --db.",
        ) from None
    if not writable:
        raise FolderReadOnly(
            Code.DATABASE_ERROR,
            f"The folder {folder} is read-only. Mindkeep keeps its database there and writes "
            "beside it even to read it (SQLite's -wal and -shm files), so nothing was opened. "
            "Make the folder writable, or choose another with --data-dir (or another file with "
            "--db).",
        )


def _short(text: str, keep: int = 120) -> str:
    """A name as a message may quote it: a very long one cut in the middle."""
    return text if len(text) <= keep else f"{text[: keep // 2]}…{text[-keep // 2 :]}"
