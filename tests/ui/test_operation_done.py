"""An operation that returns a `Done` (a service write's result and what it changed) is
announced once with those changes, and its caller gets the result alone; a refusal announces
what was committed before it (`AppError.changes`)."""

from __future__ import annotations

from dataclasses import dataclass

from app.domain.errors import AppError, Code
from app.services.changes import Changes, Done
from app.ui.operations.base import Operation, Operations


@dataclass(frozen=True)
class _Returns(Operation[int]):
    changes: Changes

    def run(self, services, progress):
        return Done(7, self.changes)


@dataclass(frozen=True)
class _RefusesAfterWriting(Operation[int]):
    changes: Changes

    def run(self, services, progress):
        err = AppError(Code.INVALID_INPUT, "no")
        err.changes = self.changes
        raise err


def test_done_fold_joins_inner_writes():
    a = Done(1, Changes(sessions=frozenset({1})), ("m1",))
    b = Done(None, Changes(messages=frozenset({5})), ("m2",))
    c = Done("x", Changes(spaces=frozenset({2})))
    got = a.fold(b, c)
    assert got.value == 1
    assert got.changes == Changes(
        sessions=frozenset({1}), messages=frozenset({5}), spaces=frozenset({2})
    )
    assert got.stored == ("m1", "m2")


def test_an_operation_returning_done_is_announced_once_and_hands_back_its_value(core, qtbot):
    ops = Operations(core)
    heard, results = [], []
    ops.sig_changed.connect(lambda ch, who: heard.append((ch, who)))
    ops.sig_done.connect(lambda op, result, who: results.append(result))
    changed = Changes(sessions=frozenset({3}), messages=frozenset({9}))
    got = ops.run(_Returns(changed), initiator="me", done=results.append)
    assert got == 7
    assert results == [7, 7]  # the caller's `done`, then sig_done: the value, not the Done
    assert heard == [(changed, "me")]


def test_a_refusal_announces_what_it_committed_before_it(core, qtbot):
    ops = Operations(core)
    heard, failed = [], []
    ops.sig_changed.connect(lambda ch, who: heard.append((ch, who)))
    changed = Changes(messages=frozenset({4}))
    assert ops.run(_RefusesAfterWriting(changed), initiator="me", failed=failed.append) is None
    assert [e.code for e in failed] == [Code.INVALID_INPUT]
    assert heard == [(changed, "me")]
