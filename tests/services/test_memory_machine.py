"""The Memory rules hold on every path: issue 11's stateful property test, short (see
tests/memory_machine.py; the long run, on SQLite and PostgreSQL, is in tests/reliability)."""

from __future__ import annotations

from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test
from memory_machine import on_sqlite


def test_the_memory_rules_hold_through_random_sequences_of_every_operation(
    tmp_path, _migrated_template
):
    """Every operation by every actor, in random order, on a real SQLite file: no invariant breaks."""
    # Derandomized, so `make test` runs the same ~1,000 steps every time; no shrinking, so a
    # failure is reported at once (as the whole sequence) instead of after minutes of search.
    run_state_machine_as_test(
        on_sqlite(tmp_path, _migrated_template),
        settings=settings(
            max_examples=20,
            stateful_step_count=50,
            deadline=None,
            database=None,
            derandomize=True,
            phases=[Phase.explicit, Phase.generate],
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
