"""The real PostgreSQL of the shared-database tests (SPEC §6).

MINDKEEP_TEST_PG_URL names an admin URL (`.ci/run` starts a server with
scripts/ci_postgres.sh, which prints one). Each test gets its own new database, dropped
afterwards; without the variable the tests that need a server are skipped, saying why.
"""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

ADMIN_URL = os.environ.get("MINDKEEP_TEST_PG_URL")
SKIP_REASON = "MINDKEEP_TEST_PG_URL names no PostgreSQL server (scripts/ci_postgres.sh starts one)"
needs_pg = pytest.mark.skipif(not ADMIN_URL, reason=SKIP_REASON)


def url_of(name: str, admin_url: str | None = None) -> str:
    """The URL of database `name` on the admin URL's server, with the admin's credentials."""
    from sqlalchemy.engine import make_url

    return make_url(admin_url or ADMIN_URL).set(database=name).render_as_string(hide_password=False)


@contextmanager
def fresh_database(admin_url: str | None = None) -> Iterator[str]:
    """A brand-new, empty database on the server (dropped afterwards, connections and all)."""
    from sqlalchemy import create_engine, text

    admin_url = admin_url or ADMIN_URL
    name = f"mindkeep_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield url_of(name, admin_url)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


class Heard:
    """Every event published on a bus, for a test to wait on (from any thread)."""

    def __init__(self, bus) -> None:
        self.events: list = []
        self._cond = threading.Condition()
        bus.subscribe(self._on)

    def _on(self, event) -> None:
        with self._cond:
            self.events.append(event)
            self._cond.notify_all()

    def wait_for(self, found: Callable[[list], object], timeout: float = 5.0):
        """Wait until found(events) is truthy; return it (AssertionError after timeout)."""
        with self._cond:
            ok = self._cond.wait_for(lambda: found(self.events), timeout=timeout)
        assert ok, f"not heard within {timeout} s; heard: {self.events}"
        return found(self.events)

    def clear(self) -> None:
        with self._cond:
            self.events.clear()
