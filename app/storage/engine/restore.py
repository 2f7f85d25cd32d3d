"""`mindkeep db restore BACKUP` (issue 31): a backup put back into the live SQLite file, safely
while other programs (a window, `mindkeep mcp --http`) have it open.

Copying a backup over the file while another program had it open left a file that failed
`integrity_check`: that program's WAL was checkpointed into the new file. Instead:
1. the backup is checked on a copy (SQLite's integrity check, a Mindkeep schema this version
   can read), in a folder beside the database (the system's temp folder may be small);
2. the copy is migrated to this version's schema;
3. what the live file holds now is backed up beside it, as before a migration;
4. the copy is written into the live file with SQLite's backup API: one write transaction of
   the live database, through its own WAL and locks, so every program that has it open reads
   the restored data next (their watchers hear of it), and no old WAL is ever applied to it;
5. the live file is checked again (`integrity_check`).

A live file too damaged for SQLite to write into is not written into: it is moved aside with
its WAL (kept, named `.damaged-…`) and the restored copy takes its place.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from filelock import FileLock

from app.domain.errors import AppError, Code
from app.storage.engine.database import open_database, sqlite_path
from app.storage.engine.errors import BUSY_TIMEOUT_S, DatabaseFileError, storage_error
from app.storage.engine.file_watch import schema_of
from app.storage.engine.migrate import SchemaTooNewError, _revision_of_sqlite_file, backup_sqlite
from app.storage.engine.revisions import head_revision

SIDE_FILES = ("-wal", "-shm")


@dataclass(frozen=True, slots=True)
class RestoreReport:
    backup: Path
    database: Path
    from_revision: str
    previous: Path | None  # what the live file held, kept beside it
    replaced_damaged: bool  # the live file could not be written into: moved aside

    def to_json(self) -> dict:
        return {
            "restored": str(self.backup),
            "database": str(self.database),
            "backup_schema": self.from_revision,
            "schema": head_revision(),
            "previous_kept_as": None if self.previous is None else str(self.previous),
            "damaged_file_moved_aside": self.replaced_damaged,
            "integrity_check": "ok",
        }


class RestoreError(AppError):
    """db restore refused or failed; the live database was left as it was."""


def _refused(message: str) -> RestoreError:
    return RestoreError(Code.INVALID_INPUT, message)


def _integrity(conn: sqlite3.Connection) -> str:
    rows = [r[0] for r in conn.execute("PRAGMA integrity_check(5)")]
    return "ok" if rows == ["ok"] else "; ".join(rows)


def _checked_copy(backup: Path, work: Path) -> tuple[Path, str]:
    """The backup, copied into `work`, checked and migrated to head; (the copy, its revision
    before the migration)."""
    copy = work / "restore.db"
    shutil.copyfile(backup, copy)
    wal = backup.with_name(backup.name + "-wal")
    if wal.is_file():  # a backup taken by hand may carry its WAL beside it
        shutil.copyfile(wal, work / "restore.db-wal")
    left = "Nothing was restored; the database was left as it was."
    try:
        conn = sqlite3.connect(copy)
        try:
            verdict = _integrity(conn)
            kind, rows = schema_of(conn) if verdict == "ok" else ("damaged", [])
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        verdict, kind, rows = str(exc), "damaged", []
    if kind == "damaged":
        raise _refused(
            f"{backup} cannot be read as a database or is damaged ({verdict}). {left} Choose "
            "another backup."
        )
    if kind == "foreign":
        raise _refused(f"{backup} is not a Mindkeep database. {left}")
    if kind == "newer":
        raise RestoreError(
            Code.SCHEMA_TOO_NEW,
            f"{backup} was written by a newer version of Mindkeep (schema {', '.join(rows)}); "
            f"restore it with that version. {left}",
        )
    open_database(f"sqlite:///{copy}").dispose()  # migrated here, never in the backup
    return copy, rows[0]


def _write_into(source: Path, target: Path) -> None:
    """SQLite's backup API from `source` into the live file, waiting for other writers."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
    dst = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S)
    try:
        dst.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_S * 1000}")
        src.backup(dst)  # one transaction: all of it, or nothing
        verdict = _integrity(dst)
    except sqlite3.Error as exc:
        raise storage_error(exc, target, writing=True) from exc
    finally:
        dst.close()
        src.close()
    if verdict != "ok":
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"{target} did not pass SQLite's integrity check after the restore ({verdict}). "
            "The file it held before is kept beside it.",
        )


def _move_aside(path: Path) -> Path:
    """A damaged live file and its WAL, renamed beside it (kept, never deleted)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    for side in SIDE_FILES:
        old = path.with_name(path.name + side)
        if old.exists():
            os.replace(old, aside.with_name(aside.name + side))
    os.replace(path, aside)
    return aside


def _put_in_place(source: Path, target: Path) -> None:
    """The restored copy, whole (its WAL folded in), as the live file."""
    conn = sqlite3.connect(source)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode = DELETE")
    finally:
        conn.close()
    staged = target.with_name(target.name + ".restoring")
    shutil.copyfile(source, staged)
    with open(staged, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(staged, target)


def restore(url: str, backup: str) -> RestoreReport:
    """Put `backup` back into the SQLite database of `url` (see the module)."""
    path = sqlite_path(url)
    if path is None:
        raise _refused(
            "db restore puts a backup back into a SQLite file (the one chosen by --db or "
            "--data-dir). A shared database is restored with its server's own tools."
        )
    source = Path(os.path.expanduser(backup))  # (~nobody stays as written)
    try:  # (a name too long for the system fails already when it is looked at)
        if not source.is_file():
            raise _refused(f"There is no backup file at {source}; the database was left as it was.")
        if path.exists() and source.resolve() == path.resolve():
            raise _refused(f"{source} is the database itself; choose one of its backups.")
        if not path.parent.is_dir():
            raise _refused(f"The folder {path.parent} does not exist; nothing was restored.")
    except OSError as exc:
        name = str(exc.filename or source)
        name = name if len(name) <= 120 else f"{name[:60]}…{name[-60:]}"
        raise _refused(f"{name}: {exc.strerror or exc}. Nothing was restored.") from None
    try:
        with (
            FileLock(str(path) + ".migrate.lock", timeout=BUSY_TIMEOUT_S),
            tempfile.TemporaryDirectory(dir=path.parent, prefix=".mindkeep-restore-") as tmp,
        ):
            return _restore(source, path, Path(tmp))
    except OSError as exc:  # the folder: read-only, full, gone
        raise DatabaseFileError(
            Code.DATABASE_ERROR,
            f"The backup could not be restored in {path.parent}: {exc.strerror or exc}. The "
            "database was left as it was.",
        ) from exc


def _restore(source: Path, path: Path, work: Path) -> RestoreReport:
    copy, revision = _checked_copy(source, work)
    previous, damaged = None, False
    if path.exists():
        try:
            current = _revision_of_sqlite_file(path)
        except SchemaTooNewError as err:
            raise RestoreError(
                err.code,
                f"{path} was written by a newer version of Mindkeep; restore the backup with "
                "that version. Nothing was restored.",
            ) from None
        except DatabaseFileError:
            damaged = True
        if not damaged:
            try:
                previous = backup_sqlite(path, current, keep=source)
            except sqlite3.DatabaseError:
                damaged = True
    if damaged:
        previous = _move_aside(path)
        _put_in_place(copy, path)
    else:
        _write_into(copy, path)
    return RestoreReport(source, path, revision, previous, damaged)
