"""`mindkeep db restore BACKUP` (issue 31): the backup checked on a copy, brought to this schema,
and written into the live file through SQLite's backup API, so a program that has the file open
goes on with the restored data; what the file held before is kept beside it; a backup that
cannot be restored is refused and the live file is left as it was."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine

from app.bootstrap import build_core, restore_database
from app.domain.errors import AppError
from app.storage.engine.migrate import alembic_config
from app.storage.engine.revisions import head_revision

BIN = str(Path(sys.executable).with_name("mindkeep"))


def _sqlite(path: Path, sql: str):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _spaces(path: Path) -> list[str]:
    return [r[0] for r in _sqlite(path, "SELECT name FROM spaces ORDER BY id")]


def _backup_of(path: Path, to: Path) -> Path:
    src = sqlite3.connect(path)
    dst = sqlite3.connect(to)
    src.backup(dst)
    dst.close()
    src.close()
    return to


def _bytes(folder: Path) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in folder.iterdir()
        if p.is_file() and not p.name.endswith(("-shm", ".lock"))
    }


@pytest.fixture
def live(tmp_path):
    """A database with a Space "Kept", a backup of it, then a second Space and many messages
    (so the running core's WAL holds pages the backup has not); the core stays open."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    core.chat.create_space("Kept")
    backup = _backup_of(path, tmp_path / "saved.db")
    space = core.chat.create_space("After the backup").value
    session = core.chat.create_session(space.id, title="Bulk").value.id
    for i in range(200):
        core.chat.add_message(session, source="agent", text=f"{i} " + "x" * 3000)
    yield core, path, backup
    core.close()


def test_restore_into_a_file_another_program_has_open(live):
    """The core that has the file open reads the restored data at once and writes on into it;
    integrity_check passes before and after; the former content is kept beside it."""
    core, path, backup = live
    report = restore_database(str(backup), db=f"sqlite:///{path}")
    assert report["integrity_check"] == "ok" and report["schema"] == head_revision()
    assert _sqlite(path, "PRAGMA integrity_check") == [("ok",)]
    assert [s.name for s in core.chat.list_spaces()] == ["Kept"]
    core.chat.create_space("Written after the restore")
    assert _spaces(path) == ["Kept", "Written after the restore"]
    assert _sqlite(path, "PRAGMA integrity_check") == [("ok",)]
    previous = Path(report["previous_kept_as"])
    assert previous.name.startswith("mindkeep.db.backup-")
    assert _spaces(previous) == ["Kept", "After the backup"]
    assert backup.exists()


def test_a_backup_of_an_older_schema_is_brought_up_to_date_and_stays_as_it_was(tmp_path):
    """A backup an older Mindkeep made (schema 0005) is migrated in a copy; the backup file itself
    is not changed."""
    old = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{old}")
    with engine.begin() as conn:
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0005")
        conn.exec_driver_sql("INSERT INTO spaces (name, created_at) VALUES ('Old', '2024-01-01')")
    engine.dispose()
    before = old.read_bytes()
    path = tmp_path / "mindkeep.db"
    build_core(f"sqlite:///{path}").close()
    report = restore_database(str(old), db=f"sqlite:///{path}")
    assert report["backup_schema"] == "0005" and report["schema"] == head_revision()
    assert _spaces(path) == ["Old"]
    assert _sqlite(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]
    assert old.read_bytes() == before


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.commit()
    conn.close()


def _newer(path: Path) -> None:
    build_core(f"sqlite:///{path}").close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("make", "code", "said"),
    [
        (lambda p: p.write_bytes(b"not a database at all" * 100), "invalid_input", "damaged"),
        (lambda p: p.write_bytes(b""), "invalid_input", "not a Mindkeep database"),
        (_foreign, "invalid_input", "not a Mindkeep database"),
        (_newer, "schema_too_new", "newer version of Mindkeep"),
        (None, "invalid_input", "There is no backup file"),
    ],
    ids=["damaged", "empty", "foreign", "newer", "missing"],
)
def test_a_backup_that_cannot_be_restored_is_refused_and_nothing_changes(
    tmp_path, make, code, said
):
    """A damaged, empty, foreign, newer or missing backup: refused with a clear message through
    the CLI (exit 1, JSON error), and the live folder is byte for byte as it was."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    core.chat.create_space("Live")
    core.close()
    backup = tmp_path / "backup.db"
    if make is not None:
        make(backup)
    before = _bytes(folder)
    r = subprocess.run(
        [BIN, "--db", f"sqlite:///{path}", "--json", "db", "restore", str(backup)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 1 and r.stdout == "", r
    error = json.loads(r.stderr)["error"]
    assert error["code"] == code and said in error["message"], error
    assert "Traceback" not in r.stderr
    assert _bytes(folder) == before


def test_the_database_itself_and_a_shared_database_are_refused(tmp_path):
    """Restoring the live file into itself, or into PostgreSQL (its server's own tools do that),
    is refused, saying so."""
    path = tmp_path / "mindkeep.db"
    build_core(f"sqlite:///{path}").close()
    with pytest.raises(AppError) as err:
        restore_database(str(path), db=f"sqlite:///{path}")
    assert "the database itself" in err.value.message
    with pytest.raises(AppError) as err:
        restore_database(str(path), db="postgresql://u@127.0.0.1/none")
    assert "SQLite file" in err.value.message


def test_a_damaged_live_file_is_moved_aside_and_the_backup_takes_its_place(live, tmp_path):
    """The live file's header overwritten (SQLite cannot write into it): it is moved aside with
    its WAL, never deleted, and the restored file opens whole."""
    core, path, backup = live
    core.close()
    with open(path, "r+b") as f:
        f.write(b"x" * 100)
    report = restore_database(str(backup), db=f"sqlite:///{path}")
    assert report["damaged_file_moved_aside"] is True
    aside = Path(report["previous_kept_as"])
    assert aside.read_bytes()[:100] == b"x" * 100
    assert not Path(str(path) + "-wal").exists()  # the old WAL never meets the restored file
    assert _sqlite(path, "PRAGMA integrity_check") == [("ok",)]
    reopened = build_core(f"sqlite:///{path}")
    try:
        assert [s.name for s in reopened.chat.list_spaces()] == ["Kept"]
    finally:
        reopened.close()
