"""Undo and Redo of the Memory page: each command is a decision (or a batch of them: Accept all,
Clear) already made through the service. Undo asks the service to take it back by the history
event it wrote; Redo makes it again."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from app.domain.errors import AppError
from app.domain.outcomes import Batch, Decision
from app.services.memory import Decisions

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
        decisions: Decisions,
        outcome: Outcome,
        *,
        redo: Callable[[], Outcome],
        notice: Callable[[], str],
        on_undone: Callable[[Decision], None],
        on_redone: Callable[[DecisionCommand], None],
        on_error: Callable[[AppError], None],
        initiator: object | None = None,
    ):
        super().__init__(notice())
        self._decisions = decisions
        self.history_id = last_history_id(outcome)
        self.notice = notice
        self._redo_fn = redo
        self._on_undone = _Callback(on_undone)
        self._on_redone = _Callback(on_redone)
        self._on_error = _Callback(on_error)
        self._initiator = weakref.ref(initiator) if initiator is not None else (lambda: None)
        self._done_already = True

    def redo(self) -> None:
        if self._done_already:  # pushed after the service already did it
            self._done_already = False
            return
        try:
            outcome = self._redo_fn()
        except AppError as err:
            self.setObsolete(True)
            self._on_error(err)
            return
        self.history_id = last_history_id(outcome)
        if self.history_id is None:
            self.setObsolete(True)
        self._on_redone(self)

    def undo(self) -> None:
        if self.history_id is None:
            self.setObsolete(True)
            return
        try:
            decision = self._decisions.undo(self.history_id, initiator=self._initiator())
        except AppError as err:
            self.setObsolete(True)
            self._on_error(err)
            return
        self._on_undone(decision)
