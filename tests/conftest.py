"""Shared test setup: Qt stays headless, and every test gets its own data on disk."""

import os
from pathlib import Path

import pytest
from elsewhere import told_elsewhere

# Before any Qt import (neither import above loads Qt): without a display Qt would
# otherwise abort the whole run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_sessionstart(session):
    """Tests see the app as built: compiled catalogs made from the .po files."""
    from app.i18n import locale_dir
    from app.i18n.compile import compile_catalogs

    compile_catalogs(locale_dir())


@pytest.fixture(autouse=True)
def _english_by_default():
    """Every test starts in English and leaves the language as it found it."""
    from app.i18n import set_language

    set_language("en")
    yield
    set_language("en")


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


@pytest.fixture(scope="session")
def _migrated_template(tmp_path_factory):
    """One database migrated per run; migrating is the slow part of opening a new file."""
    from app.bootstrap import build_core

    path = tmp_path_factory.mktemp("template") / "mindkeep.db"
    build_core(f"sqlite:///{path}").close()
    return path


@pytest.fixture
def core(db_url, _migrated_template):
    """The services over a real, migrated SQLite file of this test's own (closed after the test)."""
    import shutil

    from app.bootstrap import build_core

    shutil.copyfile(_migrated_template, db_url.removeprefix("sqlite:///"))
    c = build_core(db_url)
    yield c
    c.close()


@pytest.fixture
def changes():
    """What the test's writes returned changing (app.services.changes), in order: its helpers
    add each `Done`'s changes (tests/services/test_propose.py)."""
    return []


@pytest.fixture
def session(core):
    """A Space "Release work" with one Session "Sprint" (returns the SessionInfo)."""
    space = core.chat.create_space("Release work").value
    return core.chat.create_session(space.id, title="Sprint").value


@pytest.fixture
def user_msg(core, session):
    """Add a user message to the session and return its id."""

    def add(text="From now on, create a branch for every task.", source="user", session_id=None):
        added = core.chat.add_message(session_id or session.id, source=source, text=text)
        return told_elsewhere(core, added).message.id

    return add


@pytest.fixture(scope="session")
def httpserver_listen_address():
    """pytest-httpserver listens on 127.0.0.1 (a free port), never on every interface."""
    return ("127.0.0.1", None)


@pytest.fixture
def model_server(httpserver):
    """A scripted chat-completions server on 127.0.0.1 that records what it was sent."""
    from model_server import ModelServer

    server = ModelServer(httpserver)
    yield server
    server.close()
    assert server.pending == 0, f"{server.pending} scripted model answers were never asked for"
    httpserver.check_handler_errors()


@pytest.fixture
def pg_url() -> str:
    """A brand-new, empty PostgreSQL database (dropped after the test); skipped without a server."""
    from shared_db import ADMIN_URL, SKIP_REASON, fresh_database

    if not ADMIN_URL:
        pytest.skip(SKIP_REASON)
    with fresh_database() as url:
        yield url


@pytest.fixture
def pg_core(pg_url):
    """The services over a brand-new PostgreSQL database (migrated at open, closed after)."""
    from app.bootstrap import build_core

    core = build_core(pg_url)
    yield core
    core.close()
