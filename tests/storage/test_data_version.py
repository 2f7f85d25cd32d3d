"""SQLite: another program's writes to the same file are noticed (PRAGMA data_version), own ones not."""

from __future__ import annotations

import pytest
from shared_db import Heard

from app.bootstrap import build_core
from app.services.events import ChangedElsewhere
from app.services.live import follow_other_instances
from app.storage.engine import watch


@pytest.fixture
def watched(core, db_url, monkeypatch):
    """The test's core watching its file (polled only when the test says), and a second program on it."""
    monkeypatch.setattr(watch, "DATA_VERSION_POLL_S", 3600)
    heard = []
    watcher = core.db.watch(heard.append)
    other = build_core(db_url)
    yield core, other, watcher
    other.close()


def test_own_writes_are_not_reported(watched):
    """Writes of this program, however many, never read as a change made elsewhere."""
    core, _other, watcher = watched
    space = core.chat.create_space("Mine").value
    for i in range(5):
        core.chat.create_session(space.id, title=f"S{i}")
    assert watcher.check() is False


def test_another_programs_write_is_reported_once(watched):
    """A commit through another connection is reported at the next check, and only then."""
    _core, other, watcher = watched
    other.chat.create_space("Theirs")
    assert watcher.check() is True
    assert watcher.check() is False


def test_a_foreign_write_just_before_an_own_one_is_not_hidden_by_it(watched):
    """Another program commits, then this one: the foreign commit is still reported."""
    core, other, watcher = watched
    other.chat.create_space("Theirs")
    core.chat.create_space("Mine")
    assert watcher.check() is True


def test_the_window_hears_of_it_through_the_bus(core, db_url, monkeypatch):
    """Following a SQLite file, another program's write arrives as ChangedElsewhere."""
    monkeypatch.setattr(watch, "DATA_VERSION_POLL_S", 0.02)
    heard = Heard(core.bus)
    follow_other_instances(core.db, core.bus)
    other = build_core(db_url)
    try:
        other.chat.create_space("Theirs")
        heard.wait_for(lambda events: [e for e in events if isinstance(e, ChangedElsewhere)])
    finally:
        other.close()
