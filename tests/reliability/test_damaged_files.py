"""Files: damaged, newer and full. Each gives a clear message, and nothing is lost or half-written.

- A corrupt database file (truncated at many points, random bytes, a damaged first page or a
  damaged page inside): refused or failing with DatabaseFileError (database_error) and a
  message that names the file and the backup copies beside it; the file is left as it is.
- A database written by a newer schema: refused (schema_too_new) and untouched.
- A full disk (a small tmpfs; or a per-process file size limit where mounting is not
  allowed): the write fails with a clear database_error, the unit of work leaves nothing
  behind, every earlier write is intact, and after space is freed writing works again.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from disk_full_child import text_of
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core
from app.domain.errors import AppError
from app.domain.model import Scope, Status
from app.storage.engine.database import open_database
from app.storage.engine.errors import DatabaseFileError
from app.storage.engine.migrate import SchemaTooNewError

pytestmark = pytest.mark.slow

BACKUPS = (
    "mindkeep.db.backup-0001-20240101T000000000000Z",
    "mindkeep.db.backup-0002-20240301T000000000000Z",
)
DISK_CHILD = Path(__file__).with_name("disk_full_child.py")


# ---------------------------------------------------------------- helpers


@pytest.fixture(scope="module")
def good_db(tmp_path_factory) -> Path:
    """A database with a few hundred messages and Memory entries, checkpointed into one file."""
    path = tmp_path_factory.mktemp("good") / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    space = core.chat.create_space("Release work").value
    for s in range(6):
        session = core.chat.create_session(space.id, title=f"Session {s}").value.id
        for i in range(60):
            text = (
                f"Remember that fact {s}-{i} matters."
                if i % 6 == 0
                else f"message {s}-{i} " + "x" * 300
            )
            core.chat.add_message(session, source="user" if i % 2 == 0 else "agent", text=text)
    core.close()  # the last connection checkpoints the WAL into the file
    assert not Path(str(path) + "-wal").exists()
    return path


def _folder(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _tour(url: str) -> list:
    """Open the database and read everything the window and the CLI would show; what the
    reads could not take as stored (left out, shown as text, replaced), each noted."""
    core = build_core(url)
    try:
        spaces = core.chat.list_spaces()
        for session in core.chat.list_sessions():
            core.chat.messages(session.id)
            for scope in Scope:
                ref = core.memory.scope_ref(session.id, scope)
                core.memory.list_entries(ref, statuses=list(Status))
                core.memory.settings(ref)
            core.memory.context_block(session.id)
            core.memory.pending_by_message(session.id)
        core.memory.directory()
        assert spaces is not None
        return core.db.skipped.items()
    finally:
        core.close()


def _damaged_variants(data: bytes) -> dict[str, bytes]:
    rng = random.Random(99)
    page = 4096
    out = {f"truncated-{f}": data[: int(len(data) * f)] for f in (0.05, 0.25, 0.5, 0.75, 0.9, 0.99)}
    out["truncated-header"] = data[:60]
    out["truncated-first-page"] = data[:page]
    out["truncated-one-byte-short"] = data[:-1]
    out["random-bytes"] = rng.randbytes(len(data))
    out["random-with-sqlite-header"] = data[:100] + rng.randbytes(len(data) - 100)
    out["zeros"] = bytes(len(data))
    out["first-page-damaged"] = data[:100] + rng.randbytes(page - 100) + data[page:]
    for n in (2, len(data) // page // 2, len(data) // page - 1):
        start = n * page
        out[f"page-{n}-damaged"] = data[:start] + rng.randbytes(page) + data[start + page :]
    return out


# ---------------------------------------------------------------- damaged files


def test_damaged_files_give_a_clear_error_name_the_backups_and_stay_as_they_are(
    tmp_path, good_db, figures
):
    """Every damaged variant: DatabaseFileError naming file and backups; or readable, with
    each value the damage spoiled noted (issue 23: shown as text, replaced or left out, never
    a crash), or whole; the file unchanged."""
    variants = _damaged_variants(good_db.read_bytes())
    refused = readable = noted = 0
    for name, data in variants.items():
        folder = tmp_path / name
        folder.mkdir()
        path = folder / "mindkeep.db"
        path.write_bytes(data)
        for backup in BACKUPS:  # copies an earlier start made before migrating
            shutil.copyfile(good_db, folder / backup)
        before = _folder(folder)
        try:
            skipped = _tour(f"sqlite:///{path}")
        except DatabaseFileError as err:
            refused += 1
            assert str(err.code) == "database_error", (name, err)
            assert str(path) in err.message, (name, err.message)
            assert all(b in err.message for b in BACKUPS), (name, err.message)
        else:
            # Damage SQLite itself does not see (a short last page reads as zeros) spoils
            # values, which are noted; only damage to pages nothing reads goes unnoticed.
            readable += 1
            noted += bool(skipped)
            assert skipped or name.startswith("page-"), f"{name}: opened without a word"
        assert _folder(folder) == before, f"{name}: the damaged file or its backups changed"
    figures["files: damaged variants refused with a clear message"] = f"{refused}/{len(variants)}"
    figures["files: damaged variants still readable"] = readable
    figures["files: damaged variants read with the spoiled values noted"] = noted


def test_damaged_file_without_backups_says_so(tmp_path, good_db):
    """With no backup beside it, the message says none was found instead of naming a pattern."""
    path = tmp_path / "mindkeep.db"
    path.write_bytes(good_db.read_bytes()[:5000])
    with pytest.raises(DatabaseFileError) as info:
        open_database(f"sqlite:///{path}")
    assert "no backup copy was found" in info.value.message.lower()


def test_damaged_file_through_the_cli_exits_1_with_the_message(tmp_path, good_db):
    """`mindkeep … space list` on a damaged file: exit 1, a JSON error, nothing on stdout."""
    path = tmp_path / "mindkeep.db"
    path.write_bytes(good_db.read_bytes()[:7000])
    shutil.copyfile(good_db, tmp_path / BACKUPS[0])
    before = _folder(tmp_path)
    r = subprocess.run(
        [PYTHON, "-m", "app", "--db", f"sqlite:///{path}", "--json", "space", "list"],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 1, r
    assert r.stdout == ""
    error = json.loads(r.stderr)["error"]
    assert error["code"] == "database_error" and BACKUPS[0] in error["message"]
    assert _folder(tmp_path) == before


# ---------------------------------------------------------------- a newer schema


def _newer(good_db: Path, folder: Path, *, leave_wal: bool) -> Path:
    """A database a newer Mindkeep wrote: checkpointed, or with its last changes still in the WAL."""
    work = folder.with_name(folder.name + "-work")
    work.mkdir()
    source = work / "mindkeep.db"
    shutil.copyfile(good_db, source)
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    conn.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
    conn.commit()
    folder.mkdir()
    if leave_wal:
        # Copied while the newer app still runs: the file is old, the WAL holds the new schema.
        for suffix in ("", "-wal", "-shm"):
            shutil.copyfile(str(source) + suffix, str(folder / "mindkeep.db") + suffix)
        conn.close()
    else:
        conn.close()  # the last connection checkpoints the WAL into the file
        shutil.copyfile(source, folder / "mindkeep.db")
    return folder / "mindkeep.db"


@pytest.mark.parametrize("leave_wal", [False, True], ids=["checkpointed", "with-wal"])
def test_newer_schema_is_refused_and_untouched(tmp_path, good_db, leave_wal):
    """A database of a newer schema is refused (schema_too_new); the file and its WAL stay as they are."""
    path = _newer(good_db, tmp_path / "newer", leave_wal=leave_wal)
    kept = {n: b for n, b in _folder(path.parent).items() if not n.endswith("-shm")}
    with pytest.raises(SchemaTooNewError) as info:
        build_core(f"sqlite:///{path}")
    assert str(info.value.code) == "schema_too_new"
    assert "9999_from_the_future" in info.value.message and "newer" in info.value.message
    r = subprocess.run(
        [PYTHON, "-m", "app", "--db", f"sqlite:///{path}", "--json", "memory", "directory"],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 1 and r.stdout == ""
    assert json.loads(r.stderr)["error"]["code"] == "schema_too_new"
    after = {n: b for n, b in _folder(path.parent).items() if not n.endswith("-shm")}
    # The -shm file is SQLite's shared index of the WAL, rebuilt by any reader; the database
    # and the WAL (the newer app's data) are byte for byte as they were.
    assert after == kept


# ---------------------------------------------------------------- a full disk


@pytest.fixture
def small_fs(tmp_path):
    """A 2 MB tmpfs mounted for this test, or None where mounting is not allowed."""
    mount_point = tmp_path / "small"
    mount_point.mkdir()
    r = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if r.returncode != 0:
        yield None
        return
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], capture_output=True)


def _fill(folder: Path, leave: int) -> Path:
    """Fill the filesystem of `folder` until only `leave` bytes are free."""
    st = os.statvfs(folder)
    free = st.f_bavail * st.f_frsize
    filler = folder / "filler.bin"
    with open(filler, "wb") as f:
        f.write(b"\0" * max(0, free - leave))
    return filler


def _new_db(folder: Path) -> str:
    url = f"sqlite:///{folder / 'mindkeep.db'}"
    core = build_core(url)
    core.chat.create_session(core.chat.create_space("Disk").value.id, title="Full")
    core.close()
    return url


@pytest.mark.parametrize("how", ["tmpfs", "file-size-limit"])
def test_full_disk_gives_a_clear_error_and_leaves_nothing_half_written(
    tmp_path, small_fs, how, figures
):
    """Writing on a full disk fails with database_error; the failed unit leaves no row; earlier writes stay."""
    if how == "tmpfs":
        if small_fs is None:
            pytest.skip("mounting a tmpfs is not allowed here; the file-size-limit case covers it")
        folder = small_fs
        url = _new_db(folder)
        filler = _fill(folder, leave=256 * 1024)
        args = [url]
    else:
        folder = tmp_path / "limited"
        folder.mkdir()
        url = _new_db(folder)
        filler = None
        size = (folder / "mindkeep.db").stat().st_size
        args = [url, str(size + 192 * 1024)]
    r = subprocess.run(
        [PYTHON, str(DISK_CHILD), *args],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    report = json.loads(r.stdout)
    error = report["error"]
    assert error is not None, "the disk never filled up"
    assert error["type"] == "DatabaseFileError" and error["code"] == "database_error", error
    wording = "disk is full" if how == "tmpfs" else "input/output error"
    assert wording in error["message"] and "Nothing was saved" in error["message"], error
    if filler is not None:
        filler.unlink()  # space again

    path = folder / "mindkeep.db"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    core = build_core(url)
    try:
        session = core.chat.list_sessions()[0].id
        texts = [m.text for m in core.chat.messages(session)]
        assert texts == [text_of(i) for i, _, _ in report["acked"]], (
            "an acknowledged write is missing"
        )
        failed_text = text_of(report["failed"])
        assert failed_text not in texts, "the failed write left its message behind"
        ref = core.memory.scope_ref(session, Scope.SESSION)
        contents = [e.content for e in core.memory.list_entries(ref, statuses=list(Status))]
        assert f"The disk test keeps fact number {report['failed']}." not in contents
        for _, message_id, entry_ids in report["acked"]:
            for entry_id in entry_ids:
                assert core.memory.get(entry_id).source_event_ids == (message_id,)
        if how == "tmpfs":
            # With space again, the same write goes through.
            added = core.chat.add_message(session, source="user", text=failed_text).value
            assert core.chat.get_message(added.message.id).text == failed_text
    except AppError as err:
        pytest.fail(f"the database does not work after the disk was full: {err.message}")
    finally:
        core.close()
    figures[f"files: disk full ({how}) writes before the error"] = len(report["acked"])
