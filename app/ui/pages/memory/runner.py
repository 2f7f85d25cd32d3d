"""What the user asks of the Memory page's entries, run: each request one operation
(app.ui.operations.memory) run as the page's own change (the page is its initiator, so it skips
the echo), its refusal said on the page's notice line, a decision pushed on the page's Undo
stack with its notice (Undo, Redo), and the questions asked first (clear a scope, delete for
good). After a change it asks the page to read again (`sig_read_requested`); a decision taken
back names its entry (`sig_came_back`), which the page gives the keyboard to."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import Batch, Decision
from app.domain.memory.rules.state import Action
from app.domain.model import MemoryEntry, Scope, ScopeRef
from app.i18n import _
from app.ui.operations.base import Operation, Operations
from app.ui.operations.memory import (
    ClearScope,
    Decide,
    DecideAll,
    DeleteEntry,
    Organise,
    SetEnforcement,
    SetSwitches,
)
from app.ui.pages.memory import notices
from app.ui.undo import DecisionCommand, Outcome
from app.ui.widgets.notice_bar import NoticeBar

# Refusals after which what the page shows is out of date: it reads it again.
_STALE = (Code.VERSION_CONFLICT, Code.INVALID_STATE, Code.NOT_FOUND)


class MemoryRunner(QObject):
    """The page's changes, their notices and their Undo."""

    sig_read_requested = Signal()  # what the page shows changed: read it again
    sig_came_back = Signal(int)  # the entry an Undo brought back

    def __init__(self, ops: Operations, notice: NoticeBar, initiator: QObject):
        super().__init__(initiator)
        self.ops = ops
        self.notice = notice
        self._initiator = initiator
        self.undo_stack = QUndoStack(self)

    def say(self, text_fn: Callable[[], str], *, undo: bool = False, redo: bool = False) -> None:
        actions = (
            [(lambda: _("Undo"), self.undo)]
            if undo
            else [(lambda: _("Redo"), self.redo)]
            if redo
            else []
        )
        self.notice.show_message(text_fn, actions=actions)

    def run(self, op: Operation, *, until=(), done: Callable | None = None):
        """Run one of the page's operations; a refusal is said on the notice line, and what the
        page shows is read again when the refusal says it is out of date."""
        return self.ops.run(
            op,
            initiator=self._initiator,
            errors=self.notice,
            until=until,
            failed=self._refused,
            done=done,
        )

    def _refused(self, err: AppError) -> None:
        if err.code in _STALE:
            self.sig_read_requested.emit()

    # ------------------------------------------------------------ decisions

    def decide(
        self,
        entry: MemoryEntry,
        action: Action,
        *,
        shown: Callable[[], Scope | None],
        to: ScopeRef | None = None,
        replaces: tuple[int, ...] = (),
        until=(),
        **params,
    ) -> Decision | None:
        """One decision (compare-and-set on the version shown); on success it can be undone.
        `shown`: the scope the page shows when the decision is made (its notice names a move)."""
        op = Decide(entry.id, action, entry.version, to, tuple(replaces), **params)

        def decided(decision: Decision) -> None:
            # Here, not after run: a decision that waited for another program's write lock
            # arrives later, from a worker (issue 31).
            if decision.changed:
                done = Action(decision.action)  # an edit that changed nothing accepts as it is
                notice = notices.decided(decision, params.get("content"), shown())
                again = Decide(
                    entry.id, done, None, to, tuple(replaces), **(params if done is action else {})
                )
                self._push(decision, again, notice)
            elif "content" in params:
                self.say(notices.unchanged(params["content"]))

        return self.run(op, until=until, done=decided)

    def _push(self, outcome: Outcome, again: Operation, notice: Callable[[], str]) -> None:
        self.undo_stack.push(
            DecisionCommand(
                self.ops,
                outcome,
                redo=again,
                notice=notice,
                on_undone=self._on_undone,
                on_redone=self._on_redone,
                on_error=self._refused,
                errors=self.notice,
                initiator=self._initiator,
            )
        )
        self.sig_read_requested.emit()
        self.say(notice, undo=True)

    def _on_undone(self, decision: Decision) -> None:
        self.sig_read_requested.emit()
        # What came back has the keyboard again (a suggestion: A, E, D work at once).
        self.sig_came_back.emit(decision.entry.id)
        self.say(notices.undone(decision), redo=True)

    def _on_redone(self, cmd: DecisionCommand) -> None:
        self.sig_read_requested.emit()
        self.say(cmd.notice, undo=True)

    def undo(self) -> None:
        """Take back the last decision made on the page."""
        if self.undo_stack.canUndo():
            self.undo_stack.undo()
        else:
            self.say(lambda: _("There is nothing to undo."))

    def redo(self) -> None:
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    def accept_all(self, entries: list[MemoryEntry]) -> None:
        """Accept every suggestion shown, in one batch with one Undo."""
        if not entries:
            return
        ids = tuple(e.id for e in entries)
        op = DecideAll(ids, Action.ACCEPT, {e.id: e.version for e in entries})
        batch = self.run(op)
        if batch is not None:
            done = tuple(d.entry.id for d in batch.decisions)
            self._batch_done(batch, DecideAll(done, Action.ACCEPT), notices.accepted_all)

    def _batch_done(self, batch: Batch, again: Operation, said: Callable[[int], str]) -> None:
        text = notices.batch(said, len(batch.decisions), list(batch.refused))
        if batch.decisions:
            self._push(batch, again, text)
        else:
            self.sig_read_requested.emit()
            self.notice.show_message(text, error=bool(batch.refused))

    # ------------------------------------------------------------ the scope and its entries

    def set_switches(self, ref: ScopeRef, **value: bool) -> None:
        """Auto Memory or Use Memory of the scope, on or off."""
        self.run(SetSwitches(ref, **value))
        self.sig_read_requested.emit()

    def organise(self, ref: ScopeRef) -> None:
        merged = self.run(Organise(ref))
        if merged is not None:
            self.sig_read_requested.emit()
            self.say(notices.organised(merged))

    def clear(self, ref: ScopeRef, count: int) -> None:
        """Ask first; then archive every saved entry of the scope, with one Undo."""

        def clear() -> None:
            batch = self.run(ClearScope(ref))
            if batch is not None:
                self._batch_done(batch, ClearScope(ref), notices.cleared)

        self.notice.ask(notices.ask_clear(ref.scope, count), lambda: _("Clear"), clear)

    def delete(self, entry: MemoryEntry) -> None:
        """Ask first: deleting for good cannot be undone."""

        def delete() -> None:
            if self.run(DeleteEntry(entry.id, entry.version)) is not None:
                self.sig_read_requested.emit()
                self.say(notices.deleted(entry))

        self.notice.ask(notices.ask_delete(entry), lambda: _("Delete for good"), delete)

    def set_enforcement(self, entry: MemoryEntry, mode: str) -> None:
        """A rule's Block / Remind / Off for other agents (SPEC §10)."""
        if self.run(SetEnforcement(entry.id, mode)) is not None:
            self.sig_read_requested.emit()
            self.say(lambda: notices.enforcement_set(entry, mode))
