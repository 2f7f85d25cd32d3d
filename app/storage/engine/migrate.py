"""The schema at start: which revision a database is at (a SQLite file read with `sqlite3`,
else Alembic's), a database written by a newer Mindkeep refused untouched, a backup of a SQLite
file before it is migrated, and the migration to head (Alembic, under a lock so that two
programs never migrate at once). `open_database` (database.py) runs it."""

from __future__ import annotations

import logging
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from filelock import FileLock
from sqlalchemy import text

from app.deferred import later
from app.domain.errors import AppError, Code
from app.storage.engine.errors import BUSY_TIMEOUT_S, DatabaseFileError, _backup_hint
from app.storage.engine.revisions import MIGRATIONS_DIR, head_revision, known_revisions

if TYPE_CHECKING:
    from alembic.config import Config

    from app.storage.engine.database import Database

log = logging.getLogger(__name__)

BACKUPS_KEPT = 5

# Alembic is imported only when a schema is read with it or migrated (~0.1 s at start): a
# database at head is known so from the migration files' text (revisions.py).
_alembic_config = later("alembic.config:Config")
_migration_context = later("alembic.runtime.migration:MigrationContext.configure")
_upgrade = later("alembic.command:upgrade")


class SchemaTooNewError(AppError):
    """The database was written by a newer Mindkeep; it is refused and left untouched."""


def alembic_config() -> Config:
    cfg = _alembic_config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    return cfg


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
            rows = [r[0] for r in conn.execute("SELECT version_num FROM alembic_version")]
            return _one_revision(rows)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"{path} cannot be read as a database ({exc}); it was left as it is."
            + _backup_hint(path),
        ) from exc


def _one_revision(rows: list[str]) -> str | None:
    """The revision of a database from every row of its alembic_version: refused when any
    row names a revision this program does not know (a newer program may have added one
    beside ours), and when it names several (this program's schema has one head)."""
    for revision in rows:
        _check_not_newer(revision)
    if len(rows) > 1:
        raise SchemaTooNewError(
            Code.SCHEMA_TOO_NEW,
            f"This database records several schema revisions ({', '.join(rows)}), which this "
            "version of Mindkeep never writes. Update Mindkeep to open it; nothing was changed.",
        )
    return rows[0] if rows else None


def _current_revision(db: Database) -> str | None:
    if db.path is not None:
        return _revision_of_sqlite_file(db.path)
    with db.engine.connect() as conn:
        return _one_revision(list(_migration_context(conn).get_current_heads()))


def _check_not_newer(revision: str | None) -> None:
    if revision is not None and revision not in known_revisions():
        raise SchemaTooNewError(
            Code.SCHEMA_TOO_NEW,
            f"This database was written by a newer version of Mindkeep (schema {revision}). "
            "Update Mindkeep to open it; the file was not changed.",
        )


def backup_sqlite(path: Path, revision: str | None, *, keep: Path | None = None) -> Path:
    """Copy the database (WAL included) beside it before a migration; keep the newest few
    (and `keep`, the backup a restore reads)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.backup-{revision or 'none'}-{stamp}")
    try:
        src = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
        try:
            dst = sqlite3.connect(target)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
    except sqlite3.Error as exc:
        # Never leave an empty or half-written file that looks like a backup.
        for leftover in (target, target.with_name(target.name + "-journal")):
            leftover.unlink(missing_ok=True)
        raise _backup_failed(path, target, exc) from exc
    old = sorted(path.parent.glob(f"{path.name}.backup-*"), key=lambda p: p.stat().st_mtime)
    for stale in old[:-BACKUPS_KEPT]:
        if keep is None or stale.resolve() != keep.resolve():
            stale.unlink(missing_ok=True)
    return target


def _backup_failed(path: Path, target: Path, exc: Exception) -> DatabaseFileError:
    low = str(exc).lower()
    if "full" in low:
        why = f"there is not enough free space in {target.parent} for a copy of it"
        fix = " Free some space there and start Mindkeep again."
    elif "readonly" in low or "read-only" in low or "unable to open" in low:
        why = f"{target.parent} cannot be written"
        fix = " Make the folder writable, or choose another with --data-dir."
    else:
        why = str(exc)
        fix = ""
    return DatabaseFileError(
        Code.DATABASE_ERROR,
        f"Mindkeep copies {path} beside it before upgrading it, and the copy could not be "
        f"written: {why}. The upgrade was not started; the file was left as it is and no partial "
        f"copy was kept.{fix}",
    )


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
            current = _one_revision(list(_migration_context(conn).get_current_heads()))
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            _upgrade(cfg, "head")
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
            _upgrade(cfg, "head")
        return str(backup) if backup else None
