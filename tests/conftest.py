"""Shared test setup: Qt stays headless, and every test gets its own data on disk."""

import os
from pathlib import Path

import pytest

# Before any Qt import (neither import above loads Qt): without a display Qt would
# otherwise abort the whole run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """A SQLAlchemy URL for a fresh SQLite file in this test's tmp_path."""
    return f"sqlite:///{tmp_path / 'mindkeep.db'}"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """An empty data folder for this test, used instead of the user's real one."""
    path = tmp_path / "data"
    path.mkdir()
    return path
