"""The reliability suite (`make test-reliability`): faults, concurrency and bad input.

Every test here is marked slow, so `make test` leaves it out. Tests put their figures
(cases generated, kills survived, rows lost, …) into the `figures` fixture; they are
printed at the end of the run, for the issue note.
"""

from __future__ import annotations

import pytest

_FIGURES = pytest.StashKey[dict]()


def pytest_configure(config):
    config.stash[_FIGURES] = {}


@pytest.fixture(scope="session")
def figures(pytestconfig) -> dict:
    """name → value; printed in the run's summary."""
    return pytestconfig.stash[_FIGURES]


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    found = config.stash.get(_FIGURES, {})
    if not found:
        return
    terminalreporter.section("reliability figures")
    for name, value in found.items():
        terminalreporter.write_line(f"{name:<48} {value}")
