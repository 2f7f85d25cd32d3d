"""The language hint read before the first paint: right when it can be, never a write."""

from __future__ import annotations

import sqlite3

import pytest
from folders import assert_untouched, folder_snapshot

from app.storage.fast.hints import stored_language


def test_the_saved_language_is_read_from_the_file(core):
    core.settings.set_language("ja")
    url = str(core.db.engine.url)
    assert stored_language(url) in ("ja", None)  # None only while the change sits in the -wal
    core.close()  # the last connection checkpoints the -wal into the file
    assert stored_language(url) == "ja"


def test_no_language_saved_means_no_hint(core):
    url = str(core.db.engine.url)
    core.close()
    assert stored_language(url) is None


@pytest.mark.parametrize(
    "content", [b"", b"not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4000]
)
def test_an_unreadable_file_gives_no_hint_and_stays_as_it_was(tmp_path, content):
    path = tmp_path / "damaged.db"
    path.write_bytes(content)
    before = folder_snapshot(tmp_path)
    assert stored_language(f"sqlite:///{path}") is None
    assert_untouched(tmp_path, before)


def test_a_foreign_database_gives_no_hint_and_gets_no_wal_files(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    before = folder_snapshot(tmp_path)
    assert stored_language(f"sqlite:///{path}") is None
    assert_untouched(tmp_path, before)


@pytest.mark.parametrize(
    "url",
    [
        "sqlite://",
        "sqlite:///:memory:",
        "postgresql://user@localhost/mindkeep",
        "not a url",
    ],
)
def test_other_databases_give_no_hint(url):
    assert stored_language(url) is None


def test_a_missing_file_is_not_created(tmp_path):
    assert stored_language(f"sqlite:///{tmp_path / 'new.db'}") is None
    assert folder_snapshot(tmp_path) == {}
