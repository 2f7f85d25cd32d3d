"""Engine, SQLite pragmas, unit-of-work sessions, and schema migration at start."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from filelock import FileLock
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

# What services receive inside a unit of work (they never touch SQLAlchemy themselves).
UnitOfWork = Session

from app.domain.errors import Code, MemoryRuleError

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
# Writers wait their turn this long instead of failing with "database is locked".
BUSY_TIMEOUT_S = 120
BACKUPS_KEPT = 5


class SchemaTooNewError(MemoryRuleError):
    """The database was written by a newer Mindkeep; it is refused and left untouched."""


class DatabaseFileError(MemoryRuleError):
    """The database file cannot be opened as a Mindkeep database."""


def alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    return cfg


def head_revision() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def known_revisions() -> set[str]:
    return {s.revision for s in ScriptDirectory.from_config(alembic_config()).walk_revisions()}


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
    cur.close()


def _on_sqlite_begin(conn) -> None:
    # A write transaction takes the write lock up front, so it waits on busy_timeout
    # rather than failing when it later upgrades a read lock.
    immediate = conn.get_execution_options().get("mindkeep_write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


class Database:
    """One database: a read and a write unit of work, each its own ORM Session."""

    def __init__(self, url: str):
        self.url = url
        self.path = sqlite_path(url)
        self.is_sqlite = make_url(url).get_backend_name() == "sqlite"
        kwargs: dict = {}
        if self.is_sqlite:
            kwargs["connect_args"] = {"timeout": BUSY_TIMEOUT_S, "check_same_thread": False}
        self.engine: Engine = create_engine(url, **kwargs)
        if self.is_sqlite:
            event.listen(self.engine, "connect", _on_sqlite_connect)
            event.listen(self.engine, "begin", _on_sqlite_begin)
        self._write_engine = self.engine.execution_options(mindkeep_write=True)
        self._read_sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._write_sessions = sessionmaker(self._write_engine, expire_on_commit=False)

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only unit of work (rolled back at the end)."""
        with self._read_sessions() as session:
            with session.begin():
                yield session
                session.rollback()

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A write unit of work: committed when the block ends, rolled back on error."""
        with self._write_sessions() as session:
            with session.begin():
                if not self.is_sqlite:
                    # Serialise writers on a shared database the way SQLite does.
                    session.execute(text("SELECT pg_advisory_xact_lock(74261)"))
                yield session

    def dispose(self) -> None:
        self.engine.dispose()


def _revision_of_sqlite_file(path: Path) -> str | None:
    """Read the schema revision without changing a byte of the file."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    try:
        # With no -wal file there is no writer, so open as immutable: a read-only WAL
        # connection would otherwise leave -wal/-shm files beside a file we refuse.
        wal = path.with_name(path.name + "-wal")
        flags = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
        conn = sqlite3.connect(f"file:{path}?{flags}", uri=True, timeout=BUSY_TIMEOUT_S)
        try:
            has = conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
            ).fetchone()
            if not has:
                tables = conn.execute(
                    "SELECT count(*) FROM sqlite_master WHERE type='table'"
                ).fetchone()[0]
                if tables:
                    raise DatabaseFileError(
                        Code.DATABASE_ERROR,
                        f"{path} is an SQLite database, but not a Mindkeep one; it was left as it is.",
                    )
                return None
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            return row[0] if row else None
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"{path} cannot be read as a database ({exc}); it was left as it is. "
            "Restore a backup copy (mindkeep.db.backup-*) or choose another file.",
        ) from exc


def _current_revision(db: Database) -> str | None:
    if db.path is not None:
        return _revision_of_sqlite_file(db.path)
    with db.engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def _check_not_newer(revision: str | None) -> None:
    if revision is not None and revision not in known_revisions():
        raise SchemaTooNewError(
            Code.SCHEMA_TOO_NEW,
            f"This database was written by a newer version of Mindkeep (schema {revision}). "
            "Update Mindkeep to open it; the file was not changed.",
        )


def backup_sqlite(path: Path, revision: str | None) -> Path:
    """Copy the database (WAL included) beside it before a migration; keep the newest few."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.backup-{revision or 'none'}-{stamp}")
    src = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
    old = sorted(path.parent.glob(f"{path.name}.backup-*"), key=lambda p: p.stat().st_mtime)
    for stale in old[:-BACKUPS_KEPT]:
        stale.unlink(missing_ok=True)
    return target


def migrate(db: Database) -> str | None:
    """Bring the schema to head (backing the file up first); return the backup path if any."""
    head = head_revision()
    current = _current_revision(db)
    _check_not_newer(current)
    if current == head:
        return None
    if db.path is None:
        with db.engine.begin() as conn:
            if conn.dialect.name == "postgresql":
                conn.execute(text("SELECT pg_advisory_xact_lock(74262)"))
            current = MigrationContext.configure(conn).get_current_revision()
            _check_not_newer(current)
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
        return None
    db.path.parent.mkdir(parents=True, exist_ok=True)
    # Several processes may start at once on a new file: one migrates, the others wait.
    with FileLock(str(db.path) + ".migrate.lock", timeout=BUSY_TIMEOUT_S):
        current = _revision_of_sqlite_file(db.path)
        _check_not_newer(current)
        if current == head:
            return None
        backup = backup_sqlite(db.path, current) if current is not None else None
        with db._write_engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
        return str(backup) if backup else None


def open_database(url: str) -> Database:
    """Open (creating or upgrading) a Mindkeep database; refuse newer or foreign files."""
    path = sqlite_path(url)
    if path is not None:
        # Refuse before the engine touches the file (WAL pragmas write to its header).
        _check_not_newer(_revision_of_sqlite_file(path))
    db = Database(url)
    try:
        migrate(db)
    except OperationalError as exc:
        db.dispose()
        raise DatabaseFileError(Code.DATABASE_ERROR, f"The database cannot be opened: {exc}") from exc
    except BaseException:
        db.dispose()
        raise
    return db
