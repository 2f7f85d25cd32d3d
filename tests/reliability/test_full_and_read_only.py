"""Every error clear on a full disk and a read-only data folder (issue 31), with real processes
and real file systems (a small tmpfs; a read-only bind mount; a file-size limit where mounting is
not allowed): a sentence that says what happened and what to do, exit 1, no traceback, and no
empty file left that looks like a backup."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
from pathlib import Path

import pytest
from alembic import command
from reliability_helpers import PYTHON, REPO, child_env
from sqlalchemy import create_engine

from app.domain.errors import Code
from app.storage.engine.migrate import alembic_config

pytestmark = pytest.mark.slow

OLD = "0005"  # a schema an earlier Mindkeep wrote: opening it backs it up, then migrates


def _mount(point: Path, *options: str) -> bool:
    point.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(["mount", *options, str(point)], capture_output=True, text=True)
    return r.returncode == 0


def _umount(point: Path) -> None:
    subprocess.run(["umount", "-l", str(point)], capture_output=True)


@pytest.fixture
def tmpfs(tmp_path):
    """mount(size) → a new tmpfs of that size (None where mounting is not allowed)."""
    made: list[Path] = []

    def make(name: str, size: str) -> Path | None:
        point = tmp_path / name
        if not _mount(point, "-t", "tmpfs", "-o", f"size={size}", "tmpfs"):
            return None
        made.append(point)
        return point

    yield make
    for point in made:
        _umount(point)


def _old_database(path: Path, messages: int = 120) -> None:
    """A database at schema 0005 with a Space, a Session and `messages` messages of 3,000
    characters (what an earlier Mindkeep left)."""
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        cfg = alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, OLD)
        conn.exec_driver_sql("INSERT INTO spaces (name, created_at) VALUES ('Old', '2024-01-01')")
        conn.exec_driver_sql(
            "INSERT INTO sessions (space_id, title, created_at) VALUES (1, 'Chat', '2024-01-01')"
        )
        for i in range(messages):
            conn.exec_driver_sql(
                "INSERT INTO messages (session_id, source, text, created_at) "
                "VALUES (1, 'agent', ?, '2024-01-01')",
                (f"{i} " + "x" * 3000,),
            )
    engine.dispose()
    assert not Path(f"{path}-wal").exists()


def _mindkeep(args: list[str], home: Path, *, env: dict | None = None, fsize: int | None = None):
    """`python -m app ARGS` (what `mindkeep` runs), optionally unable to write files past
    `fsize` bytes (RLIMIT_FSIZE)."""

    def limit() -> None:
        if fsize is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.run(
        [PYTHON, "-m", "app", *args],
        cwd=REPO,
        env={**child_env(home), **(env or {})},
        capture_output=True,
        text=True,
        timeout=300,
        preexec_fn=limit,
    )


def _error(r) -> dict:
    assert r.returncode == 1, r
    assert "Traceback" not in r.stderr, r.stderr
    assert r.stdout == ""
    return json.loads(r.stderr.strip().splitlines()[-1])["error"]


# ---------------------------------------------------------------- the backup before an upgrade


@pytest.mark.parametrize("how", ["tmpfs", "file-size-limit"])
def test_the_backup_before_an_upgrade_on_a_full_disk(tmp_path, tmpfs, how):
    """An older database on a disk with no room for its backup: database_error saying the copy
    could not be written and the upgrade was not started; no file named like a backup is left
    (main: a traceback and an empty `mindkeep.db.backup-…`); the file is as it was."""
    if how == "tmpfs":
        folder = tmpfs("small", "800k")
        if folder is None:
            pytest.skip("mounting a tmpfs is not allowed here; the file-size-limit case covers it")
        fsize = None
    else:
        folder = tmp_path / "limited"
        folder.mkdir()
    path = folder / "mindkeep.db"
    _old_database(path)
    if how == "file-size-limit":
        fsize = path.stat().st_size // 2  # the copy cannot grow past half the file
    before = path.read_bytes()
    r = _mindkeep(
        ["--db", f"sqlite:///{path}", "--json", "space", "list"], tmp_path / "home", fsize=fsize
    )
    error = _error(r)
    assert error["code"] == Code.DATABASE_ERROR.value
    assert "could not be" in error["message"] and "upgrade was not started" in error["message"]
    assert not list(folder.glob("mindkeep.db.backup-*")), list(folder.iterdir())
    assert path.read_bytes() == before


# ---------------------------------------------------------------- db copy's temp folder


@pytest.mark.parametrize("how", ["tmpfs", "file-size-limit"])
def test_db_copy_with_a_temp_folder_too_small_for_its_snapshot(tmp_path, tmpfs, how):
    """TMPDIR too small for the snapshot db copy reads from: a sentence naming the temporary
    folder and TMPDIR (main: a traceback), nothing left there, no target made."""
    source = tmp_path / "mindkeep.db"
    _old_database(source)
    home = tmp_path / "home"
    r = _mindkeep(["--db", f"sqlite:///{source}", "space", "list"], home)  # brought up to date
    assert r.returncode == 0, r.stderr
    target = tmp_path / "copy.db"
    args = ["--db", f"sqlite:///{source}", "--json", "db", "copy", "--to", f"sqlite:///{target}"]
    if how == "tmpfs":
        temp = tmpfs("tmp", "100k")
        if temp is None:
            pytest.skip("mounting a tmpfs is not allowed here; the file-size-limit case covers it")
        r = _mindkeep(args, home, env={"TMPDIR": str(temp)})
    else:
        temp = tmp_path / "tmp"
        temp.mkdir()
        r = _mindkeep(args, home, env={"TMPDIR": str(temp)}, fsize=source.stat().st_size // 2)
    error = _error(r)
    assert "temporary folder" in error["message"] and "TMPDIR" in error["message"], error
    assert not list(temp.iterdir())
    assert not target.exists()


# ---------------------------------------------------------------- a read-only data folder


@pytest.fixture
def read_only_home(tmp_path):
    """A data folder holding a database, mounted read-only (skipped where mounting is not
    allowed; as root a permission bit alone would not stop a write)."""
    data = tmp_path / "data"
    data.mkdir()
    r = _mindkeep(["space", "create", "Kept"], data)
    assert r.returncode == 0, r.stderr
    point = tmp_path / "read-only"
    if not _mount(point, "--bind", str(data)):
        pytest.skip("bind mounts are not allowed here")
    if not _mount(point, "-o", "remount,ro,bind"):
        _umount(point)
        pytest.skip("read-only remounts are not allowed here")
    yield point
    _umount(point)


@pytest.mark.parametrize(
    "args", [["space", "list"], ["space", "create", "New"], ["mcp", "--print-token"]]
)
def test_a_read_only_data_folder_is_said_for_every_command(tmp_path, read_only_home, args):
    """The CLI and `mcp --print-token` in a read-only data folder: database_error naming the
    folder as read-only (main: "unable to open database file", and a traceback for
    --print-token)."""
    before = sorted(os.listdir(read_only_home))
    error = _error(_mindkeep(["--json", *args], read_only_home))
    assert error["code"] == Code.DATABASE_ERROR.value
    assert f"The folder {read_only_home} is read-only" in error["message"]
    assert sorted(os.listdir(read_only_home)) == before


def test_the_token_in_a_read_only_data_folder_is_said(tmp_path, read_only_home):
    """With the database elsewhere, the token that cannot be written there is said plainly."""
    db = tmp_path / "elsewhere.db"
    error = _error(
        _mindkeep(["--db", f"sqlite:///{db}", "--json", "mcp", "--print-token"], read_only_home)
    )
    assert "token" in error["message"] and "could not be written" in error["message"]


def test_the_window_says_the_data_folder_is_read_only(qtbot, read_only_home):
    """The window's start page says the folder is read-only and what to do, in the UI language."""
    from app.startup import start_window

    _app, window, outcome = start_window(None, read_only_home)
    qtbot.addWidget(window)
    window.show()
    try:
        page = window.start_page
        qtbot.waitUntil(lambda: page.quit_button.isVisible(), timeout=60_000)
        assert page.title_label.text().startswith("The data folder is read-only")
        assert str(read_only_home) in page.detail_label.text()
        assert outcome.error.code is Code.DATABASE_ERROR
    finally:
        window.close()
        window.tasks.wait(30_000)
