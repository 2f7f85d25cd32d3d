"""Undo and Redo of the Memory page: each command is a decision (or a batch of them: Accept all,
Clear) already made through an operation. Undo runs the operation that takes it back by the
history event it wrote; Redo runs the decision's operation again."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from app.domain.errors import AppError
from app.domain.memory.outcomes import Batch, Decision
from app.ui.operations.base import ErrorSurface, Operation, Operations
from app.ui.operations.memory import Undo

Outcome = Decision | Batch


def last_history_id(outcome: Outcome) -> int | None:
    """The event an undo names: a decision's own, or the last of a batch (it names the rest)."""
    if isinstance(outcome, Batch):
        ids = outcome.history_ids
        return ids[-1] if ids else None
    return outcome.history_id


class _Callback:
    """A page's method, held weakly: the stack (a child of the page) owns the command, and a
    strong link back would keep the page alive through ownership Python's collector cannot see."""

    def __init__(self, method: Callable) -> None:
        self._ref = weakref.WeakMethod(method)

    def __call__(self, *args) -> None:
        method = self._ref()
        if method is not None:
            method(*args)


class DecisionCommand(QUndoCommand):
    def __init__(
        self,
        ops: Operations,
        outcome: Outcome,
        *,
        redo: Operation[Outcome],
        notice: Callable[[], str],
        on_undone: Callable[[Decision], None],
        on_redone: Callable[[DecisionCommand], None],
        on_error: Callable[[AppError], None],
        errors: ErrorSurface,
        initiator: object,
    ):
        super().__init__(notice())
        self._ops = ops
        self.history_id = last_history_id(outcome)
        self.notice = notice
        self._redo_op = redo
        self._on_undone = _Callback(on_undone)
        self._on_redone = _Callback(on_redone)
        self._on_error = _Callback(on_error)
        self._errors = weakref.ref(errors)
        self._initiator = weakref.ref(initiator)
        self._done_already = True

    def _run(self, op: Operation):
        failed = []
        result = self._ops.run(
            op, initiator=self._initiator(), errors=self._errors(), failed=failed.append
        )
        if failed:
            self.setObsolete(True)
            self._on_error(failed[0])
            return None
        return result

    def redo(self) -> None:
        if self._done_already:  # pushed after the operation already made it
            self._done_already = False
            return
        outcome = self._run(self._redo_op)
        if outcome is None:
            return
        self.history_id = last_history_id(outcome)
        if self.history_id is None:
            self.setObsolete(True)
        self._on_redone(self)

    def undo(self) -> None:
        if self.history_id is None:
            self.setObsolete(True)
            return
        decision = self._run(Undo(self.history_id))
        if decision is not None:
            self._on_undone(decision)
