"""The hostile peer (issue 23): a second client writes values of the wrong type, shape and
size into the columns of every table; every read the services and the command line make
still answers with well-formed objects, says what it skipped, and never fails as a damaged
database. (The whole sweep, every column with every kind of wrong value, is in
tests/reliability/test_hostile_peer_long.py.)"""

from __future__ import annotations

import pytest
from hostile_peer import (
    COLUMNS,
    SAMPLES,
    Peer,
    Write,
    cli_everything,
    read_everything,
    seed,
    spoilings,
)
from hypothesis import HealthCheck, given, settings

from app.storage.decode import SkipLog


@pytest.fixture
def peer(core):
    """The seeded database and the other client on it (what it writes is undone each time)."""
    seed(core)
    other = Peer(core.db.path)
    yield other
    other.close()


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(spoiled=spoilings())
def test_the_services_read_whatever_another_client_wrote(core, peer, spoiled):
    """Any values in any columns: every read answers well-formed objects, or "not found" for a
    row that cannot be read."""
    core.db.skipped = SkipLog()
    try:
        for w in spoiled:
            peer.write(w)
        read_everything(core, str(core.db.engine.url))
    finally:
        peer.undo()


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(spoiled=spoilings())
def test_the_command_line_answers_whatever_another_client_wrote(core, peer, spoiled):
    """The real CLI (in this process) over the same: exit 0, or 1 with not_found; JSON that
    parses; a warning naming what it skipped; never a traceback or a database_error."""
    try:
        for w in spoiled:
            peer.write(w)
        cli_everything(str(core.db.engine.url), core)
    finally:
        peer.undo()


@pytest.mark.parametrize("sample", ["json list", "not utf-8", "word", "long text", "json deep"])
def test_one_wrong_value_in_every_column_at_once(core, peer, sample):
    """The same wrong value in every column of the first row of every table: everything
    still reads, the CLI answers and says it skipped values."""
    for table, column in COLUMNS:
        peer.write(Write(table, column, 0, SAMPLES[sample]))
    try:
        url = str(core.db.engine.url)
        read_everything(core, url)
        assert core.db.skipped.items()
        warnings = cli_everything(url, core)
        assert warnings and {w["code"] for w in warnings} == {"values_skipped"}
    finally:
        peer.undo()
