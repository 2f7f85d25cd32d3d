"""A running Mindkeep whose database file is replaced or upgraded underneath stops writing and
says so (issue 31, defect 5): nothing goes into a file no one sees, nothing is half-understood."""

from __future__ import annotations

import os
import sqlite3

import pytest

from app.bootstrap import build_core
from app.domain.errors import AppError


def test_a_file_replaced_underneath_is_refused_and_nothing_written(tmp_path):
    """Another file moved over the database: the next write is refused, saying it was
    replaced, and the new file is left as it was."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        copy = tmp_path / "restored.db"
        src = sqlite3.connect(path)
        dst = sqlite3.connect(copy)
        src.backup(dst)
        dst.close()
        src.close()
        os.replace(copy, path)
        with pytest.raises(AppError) as err:
            core.chat.create_space("After")
        assert err.value.code == "database_error"
        assert "was replaced by another file" in err.value.message
        assert "Nothing was saved" in err.value.message
        with pytest.raises(AppError):  # and it stays stopped
            core.chat.create_space("Again")
    finally:
        core.close()
    names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM spaces")]
    assert names == ["Before"]


def test_a_file_upgraded_by_a_newer_mindkeep_is_refused(tmp_path):
    """A newer Mindkeep migrated the file while this one had it open: this one writes nothing
    more, and says a newer version upgraded it."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        newer = sqlite3.connect(path)
        with newer:
            newer.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
            newer.execute("UPDATE alembic_version SET version_num = '9999'")
        newer.close()
        with pytest.raises(AppError) as err:
            core.chat.create_space("After")
        assert "upgraded by a newer version of Mindkeep" in err.value.message
    finally:
        core.close()
    names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM spaces")]
    assert names == ["Before"]


def test_a_schema_change_this_version_knows_goes_on(tmp_path):
    """A restore made through SQLite (its schema cookie moves, the revision is known) is not
    mistaken for an upgrade: writing goes on."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    try:
        core.chat.create_space("Before")
        backup = sqlite3.connect(tmp_path / "backup.db")
        live = sqlite3.connect(path)
        live.backup(backup)
        backup.backup(live)  # what `db restore` does: SQLite writes the pages, the locks hold
        live.close()
        backup.close()
        core.chat.create_space("After")
    finally:
        core.close()
