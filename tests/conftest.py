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


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory, monkeypatch):
    """No test may touch the real user data folder or a DB URL from the environment."""
    monkeypatch.setenv("MINDKEEP_HOME", str(tmp_path_factory.mktemp("home")))
    monkeypatch.delenv("MINDKEEP_DB_URL", raising=False)


@pytest.fixture
def core(db_url):
    """The services over a real, migrated SQLite file (closed after the test)."""
    from app.bootstrap import build_core

    c = build_core(db_url)
    yield c
    c.close()


@pytest.fixture
def events(core):
    """Every event the services publish during the test, in order."""
    seen = []
    core.bus.subscribe(seen.append)
    return seen


@pytest.fixture
def session(core):
    """A Space "Release work" with one Session "Sprint" (returns the SessionInfo)."""
    space = core.chat.create_space("Release work")
    return core.chat.create_session(space.id, title="Sprint")


@pytest.fixture
def user_msg(core, session):
    """Add a user message to the session and return its id."""

    def add(text="From now on, create a branch for every task.", source="user", session_id=None):
        return core.chat.add_message(session_id or session.id, source=source, text=text).message.id

    return add
