"""`mindkeep db copy --to URL`: a whole database into an empty one, verified; the source untouched.

Every table of the schema is copied row by row with its ids, so citations (a suggestion's
source_event_ids), history and provenance stay valid; PostgreSQL's id sequences are moved
past the copied ids. The target is migrated to the current schema, filled and verified
(row counts and a SHA-256 over every value, read back) in ONE transaction: if anything
fails, nothing is left behind. A SQLite source is read from a snapshot made with SQLite's
backup API (a window may keep working on it meanwhile), so the file is never written;
a PostgreSQL source is read in one REPEATABLE READ transaction.

Merging into a database that already holds data is not offered: ids would have to be
renumbered and same-words entries reconciled, which is an import, not a copy.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from alembic import command
from alembic.runtime.migration import MigrationContext
from sqlalchemy import func, inspect, select, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError

from app.domain.errors import AppError, Code
from app.storage.engine.database import Database, _shown_url, open_database, sqlite_path
from app.storage.engine.errors import BUSY_TIMEOUT_S, normalize_url, url_problem
from app.storage.engine.migrate import _check_not_newer, _revision_of_sqlite_file, alembic_config
from app.storage.engine.revisions import head_revision
from app.storage.models import Base

BATCH = 2_000
# Every table of the schema, parents before children.
TABLES = tuple(Base.metadata.sorted_tables)
# Filled by the migrations themselves (the one local user): not data of the target's own.
SEEDED = ("users",)


@dataclass(frozen=True, slots=True)
class TableCopy:
    table: str
    rows: int
    checksum: str

    def to_json(self) -> dict:
        return {"table": self.table, "rows": self.rows, "checksum": self.checksum}


@dataclass(frozen=True, slots=True)
class CopyReport:
    source: str
    target: str
    tables: tuple[TableCopy, ...]
    seconds: float

    def to_json(self) -> dict:
        return {
            "source": self.source,
            "target": self.target,
            "verified": True,
            "tables": [t.to_json() for t in self.tables],
            "rows": sum(t.rows for t in self.tables),
            "seconds": round(self.seconds, 3),
        }


class CopyError(AppError):
    """db copy refused or failed; nothing was written to the target."""


# ------------------------------------------------------------------ checksums


def _canon(value) -> str:
    """One value as text that is the same whichever database it was read from."""
    if value is None:
        return "\x00"
    if isinstance(value, bool):
        return "t" if value else "f"
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")
    if isinstance(value, (dict, list)):
        return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return str(value)


class _Digest:
    def __init__(self) -> None:
        self.rows = 0
        self._hash = hashlib.sha256()

    def add(self, row: Iterable) -> None:
        self.rows += 1
        self._hash.update("\x1f".join(_canon(v) for v in row).encode("utf-8") + b"\x1e")

    @property
    def hex(self) -> str:
        return self._hash.hexdigest()


def _ordered(table):
    return select(table).order_by(*table.primary_key.columns)


def _rows(conn: Connection, table) -> Iterator[list]:
    """Every row of a table in primary-key order, read in batches."""
    result = conn.execution_options(stream_results=True, yield_per=BATCH).execute(_ordered(table))
    for part in result.partitions(BATCH):
        yield from part


def table_digests(conn: Connection) -> dict[str, tuple[int, str]]:
    """table → (rows, SHA-256 of every value in primary-key order), for every table."""
    out = {}
    for table in TABLES:
        digest = _Digest()
        for row in _rows(conn, table):
            digest.add(row)
        out[table.name] = (digest.rows, digest.hex)
    return out


# ------------------------------------------------------------------ the source


@contextmanager
def _source(url: str) -> Iterator[Connection]:
    """A consistent, read-only view of the source at the current schema."""
    path = sqlite_path(url)
    if path is None and make_url(url).get_backend_name() == "sqlite":
        raise CopyError(Code.INVALID_INPUT, "An in-memory database cannot be copied.")
    if path is not None:
        _check_file_name(path)
        if not path.is_file():
            raise CopyError(Code.INVALID_INPUT, f"There is no database at {path} to copy.")
        revision = _revision_of_sqlite_file(path)  # refuses damaged and foreign files
        _check_not_newer(revision)
        if revision is None:
            raise CopyError(
                Code.INVALID_INPUT, f"{path} holds no Mindkeep data yet; there is nothing to copy."
            )
        try:
            folder = tempfile.TemporaryDirectory(prefix="mindkeep-copy-")
        except OSError as exc:
            raise _no_room(path, tempfile.gettempdir(), exc) from None
        with folder as tmp:
            db = _snapshot(path, Path(tmp))
            try:
                with db.engine.connect() as conn:
                    yield conn
            finally:
                db.dispose()
        return
    db = Database(url)
    try:
        with db.engine.connect() as conn:
            revision = MigrationContext.configure(conn).get_current_revision()
            _check_not_newer(revision)
            if revision != head_revision():
                raise CopyError(
                    Code.INVALID_INPUT,
                    f"{_shown_url(url)} is at an older schema ({revision or 'none'}); open it "
                    "once with this version of Mindkeep, then copy it.",
                )
            conn.rollback()
            with conn.execution_options(isolation_level="REPEATABLE READ").begin():
                yield conn
    finally:
        db.dispose()


def _snapshot(path: Path, folder: Path) -> Database:
    """The source copied into `folder` with SQLite's backup API (a window may keep writing to it
    meanwhile), and an older schema brought up to date there, never in the source."""
    snapshot = folder / "snapshot.db"
    wal = path.with_name(path.name + "-wal")
    flags = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
    try:
        src = sqlite3.connect(f"file:{path}?{flags}", uri=True, timeout=BUSY_TIMEOUT_S)
        try:
            dst = sqlite3.connect(snapshot)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        return open_database(f"sqlite:///{snapshot}")
    except (sqlite3.Error, OSError, AppError) as exc:
        raise _no_room(path, folder.parent, exc) from None


def _no_room(path: Path, folder, exc: Exception) -> CopyError:
    """The temporary folder could not take the snapshot (too small, read-only): said, with how."""
    detail = getattr(exc, "message", None) or getattr(exc, "strerror", None) or str(exc)
    if "full" in str(detail).lower():
        detail = "there is not enough free space"
    try:
        size = f" ({path.stat().st_size // 1024:,} KB)"
    except OSError:
        size = ""
    return CopyError(
        Code.DATABASE_ERROR,
        f"db copy first takes a snapshot of {path}{size} in the temporary folder {folder}, and "
        f"it could not be written there: {detail}. Free some space there, or point TMPDIR at a "
        "folder with room for it. Nothing was written to the target; the snapshot was removed.",
    )


# ------------------------------------------------------------------ the target


def _existing_rows(conn: Connection) -> dict[str, int]:
    """Rows in each Mindkeep table the target already has (refuses a foreign database)."""
    names = set(inspect(conn).get_table_names())
    ours = {t.name for t in TABLES}
    if not names:
        return {}
    if "alembic_version" not in names:
        foreign = ", ".join(sorted(names - ours)[:5] or sorted(names)[:5])
        raise CopyError(
            Code.INVALID_INPUT,
            f"The target database holds tables that are not Mindkeep's ({foreign}); nothing was "
            "written. Copy into a new, empty database.",
        )
    revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    _check_not_newer(revision)
    return {
        t.name: conn.execute(select(func.count()).select_from(t)).scalar_one()
        for t in TABLES
        if t.name in names
    }


def _check_sqlite_target(path: Path) -> None:
    """Refuse an existing SQLite target that is foreign, newer or holds data, without writing."""
    try:
        _revision_of_sqlite_file(path)  # foreign, damaged or newer files are refused here
    except AppError as err:
        raise CopyError(err.code, err.message) from None
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        held = {
            t.name: conn.execute(f'SELECT count(*) FROM "{t.name}"').fetchone()[0]
            for t in TABLES
            if t.name in names and t.name not in SEEDED
        }
    finally:
        conn.close()
    held = {t: n for t, n in held.items() if n}
    if held:
        raise CopyError(Code.INVALID_INPUT, _not_empty(held))


def _not_empty(held: dict[str, int]) -> str:
    rows = ", ".join(f"{n} {t}" for t, n in held.items())
    return (
        f"The target database already holds Mindkeep data ({rows}); nothing was written. "
        "db copy fills an empty database only (merging is not offered): create a new "
        "database (createdb NAME) and copy into that."
    )


def _advance_sequences(conn: Connection) -> None:
    """PostgreSQL: the next id of every table follows the copied ones."""
    for table in TABLES:
        pk = list(table.primary_key.columns)
        if len(pk) != 1 or pk[0].name != "id":
            continue
        conn.execute(
            text(
                f"SELECT setval(pg_get_serial_sequence(:t, 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {table.name}), 0) + 1, false)"
            ),
            {"t": table.name},
        )


def _fill(source: Connection, target: Connection) -> dict[str, tuple[int, str]]:
    """Copy every table; return what was read from the source (rows, checksum)."""
    read = {}
    for table in TABLES:
        digest = _Digest()
        batch: list[dict] = []
        names = [c.name for c in table.columns]
        for row in _rows(source, table):
            digest.add(row)
            batch.append(dict(zip(names, row, strict=False)))
            if len(batch) >= BATCH:
                target.execute(table.insert(), batch)
                batch = []
        if batch:
            target.execute(table.insert(), batch)
        read[table.name] = (digest.rows, digest.hex)
    return read


def copy_database(source_url: str, target_url: str) -> CopyReport:
    """Copy the whole source database into an empty target; verify; never touch the source."""
    started = time.perf_counter()
    for url in (target_url, source_url):
        problem = url_problem(url)
        if problem is not None:
            raise CopyError(Code.INVALID_INPUT, f"{problem} Nothing was written.")
    shown_source, shown_target = _shown_url(source_url), _shown_url(target_url)
    source_url, target_url = normalize_url(source_url), normalize_url(target_url)
    try:
        target_path = sqlite_path(target_url)
        source_path = sqlite_path(source_url)
        same = make_url(target_url).render_as_string(False) == make_url(
            source_url
        ).render_as_string(False)
    except ArgumentError as exc:
        raise CopyError(
            Code.INVALID_INPUT,
            f"{_shown_url(target_url)} is not a database URL ({exc}). Give a PostgreSQL server as "
            "postgresql://USER:PASSWORD@HOST/NAME or a SQLite file as sqlite:///PATH.",
        ) from None
    if same or (
        target_path is not None
        and source_path is not None
        and target_path.resolve() == source_path.resolve()
    ):
        raise CopyError(
            Code.INVALID_INPUT, "The target is the source database itself; nothing was written."
        )
    if target_path is None and make_url(target_url).get_backend_name() == "sqlite":
        raise CopyError(Code.INVALID_INPUT, "An in-memory database cannot be a copy's target.")
    created: list[Path] = []
    if target_path is not None:
        _check_file_name(target_path)
        if target_path.is_dir():
            raise CopyError(Code.INVALID_INPUT, f"{target_path} is a folder, not a database file.")
        if not target_path.parent.is_dir():
            raise CopyError(
                Code.INVALID_INPUT,
                f"The folder {target_path.parent} does not exist; nothing was written.",
            )
        if not target_path.exists():
            created = [
                target_path.with_name(target_path.name + s)
                for s in ("", "-wal", "-shm", "-journal")
            ]
        else:
            # Judged read-only first: opening it for writing would already turn on WAL.
            _check_sqlite_target(target_path)

    with _source(source_url) as source:
        try:
            target_db = Database(target_url)
        except (ArgumentError, ImportError) as exc:
            raise CopyError(
                Code.DATABASE_ERROR,
                f"Mindkeep cannot use the database {_shown_url(target_url)}: {exc}.",
            ) from exc
        done = False
        try:
            try:
                tables = _fill_target(target_db, source)
            except DBAPIError as exc:
                failure = target_db._failure(exc, writing=True)
                if failure is not None:
                    raise CopyError(failure.code, failure.message) from exc
                first = str(exc.orig or exc).strip().splitlines()[0]
                raise CopyError(
                    Code.DATABASE_ERROR,
                    f"The copy failed and was undone; nothing was written to "
                    f"{_shown_url(target_db.url)} ({first}).",
                ) from exc
            done = True
        finally:
            target_db.dispose()
            if not done:
                for leftover in created:
                    leftover.unlink(missing_ok=True)
    return CopyReport(shown_source, shown_target, tables, time.perf_counter() - started)


def _check_file_name(path: Path) -> None:
    """A file name the system takes (one too long, or under a file, is said plainly)."""
    try:
        path.is_dir()
        path.parent.is_dir()
    except OSError as exc:
        name = str(path) if len(str(path)) <= 120 else f"{str(path)[:60]}…{str(path)[-60:]}"
        raise CopyError(
            Code.INVALID_INPUT,
            f"{name} cannot be a database file: {exc.strerror or exc}. Nothing was written.",
        ) from None


def _fill_target(target_db: Database, source: Connection) -> tuple[TableCopy, ...]:
    """Migrate, fill and verify the target in one transaction (rolled back on any failure)."""
    engine = target_db._write_engine if target_db.is_sqlite else target_db.engine
    with engine.begin() as conn:
        if not target_db.is_sqlite:
            # Keep other Mindkeeps from migrating or writing while the copy runs.
            conn.execute(text("SELECT pg_advisory_xact_lock(74262)"))
            conn.execute(text("SELECT pg_advisory_xact_lock(74261)"))
        existing = {t: n for t, n in _existing_rows(conn).items() if n and t not in SEEDED}
        if existing:
            raise CopyError(Code.INVALID_INPUT, _not_empty(existing))
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
        for name in SEEDED:  # the source brings its own
            conn.execute(Base.metadata.tables[name].delete())
        read = _fill(source, conn)
        if conn.dialect.name == "postgresql":
            _advance_sequences(conn)
        written = table_digests(conn)
        if written != read:
            bad = ", ".join(t for t in read if read[t] != written.get(t))
            raise CopyError(
                Code.DATABASE_ERROR,
                f"The copy did not read back as written (tables: {bad}); it was undone and "
                "nothing was written.",
            )
    return tuple(TableCopy(t.name, *read[t.name]) for t in TABLES)
