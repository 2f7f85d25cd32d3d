"""Undoing the user's decisions: the last one or a named one, with the rest of its batch and
the entries it decided or replaced, planned by the rules (`app.domain.memory.rules.undo`) and
stored in one savepoint, all or none. Only records this computer marked are followed."""

from __future__ import annotations

from dataclasses import replace

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import Decision
from app.domain.memory.rules.state import UNDOABLE, before_ref, plan_undo
from app.domain.memory.rules.undo import (
    Links,
    UndoPart,
    UndoRole,
    fields_of,
    not_recorded_here,
    plan_undo_parts,
    undo_refused,
)
from app.domain.model import Actor
from app.services.changes import Done
from app.services.memory.base import Touched
from app.services.memory.writing import MemoryWriter
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import memory_log


class Undoing(MemoryWriter):
    """The user's Undo of a Memory decision (the Decisions service's, through this base)."""

    def undo(
        self,
        history_id: int | None = None,
        *,
        actor: Actor | str = Actor.USER,
    ) -> Done[Decision]:
        """Take back the user's last decision (or the given one) if nothing changed since; the
        entries it decided or replaced come back too, and so does the rest of its batch."""
        if Actor(actor) is not Actor.USER:
            raise AppError(Code.NOT_ALLOWED, "only the user can undo a decision.")
        changes = Touched()
        with self._db.write() as s:
            if history_id is None:
                event = memory_log.last_undoable(s, sorted(UNDOABLE))
                if event is None:
                    raise AppError(Code.NOTHING_TO_UNDO, "there is no decision to undo.")
            else:
                event = memory_log.history_event(s, history_id)
                if event is None or event.action not in UNDOABLE or event.actor is not Actor.USER:
                    raise AppError(Code.NOTHING_TO_UNDO, "that change cannot be undone.")
                if event.undone:
                    raise AppError(Code.NOTHING_TO_UNDO, "that change was already undone.")
            decision = self._undo_whole(s, event, changes)
        return changes.done(decision)

    def _undo_whole(self, s: UnitOfWork, event, changes: Touched) -> Decision:
        """Every part of one Undo (its batch, the entries each decision decided or replaced),
        planned by the rules, done in one savepoint: all of them, or none, with the part that
        could not be undone and why. Only records this computer marked are followed or
        restored from (SPEC §2.5): the one named first, and each part's."""
        if not self._recorded_here(event):
            raise not_recorded_here(event)
        batch_ids = Links.of(event.after).batch
        batch = (
            [e for i in batch_ids if (e := memory_log.history_event(s, i)) is not None]
            if len(batch_ids) > 1
            else []
        )
        parts = plan_undo_parts(event, batch)
        if not parts:
            raise AppError(Code.NOTHING_TO_UNDO, "that change was already undone.")
        done: list[Decision] = []
        touched = Touched()
        savepoint = s.begin_nested()
        try:
            for part in parts:
                decision = self._undo_part(s, part, touched, alone=len(parts) == 1)
                if decision is not None and part.role is UndoRole.DECISION:
                    done.append(decision)
        except BaseException:
            savepoint.rollback()
            raise
        savepoint.commit()
        changes.scopes |= touched.scopes
        changes.entry_ids |= touched.entry_ids
        first = done[0]
        return replace(first, batch=tuple(done)) if len(done) > 1 else first

    def _undo_part(
        self, s: UnitOfWork, part: UndoPart, changes: Touched, *, alone: bool = False
    ) -> Decision | None:
        """One part of an undo, or the whole undo's refusal naming it (an undo of one part
        says the rules' own refusal: there is no other part to name)."""
        held = repo.entry_held(s, part.entry_id)
        if part.role is UndoRole.DECISION:
            event = memory_log.history_event(s, part.history_id)
            if held is None or event is None:
                if alone:
                    raise AppError(
                        Code.VERSION_CONFLICT,
                        "the entry no longer exists, so that decision cannot be undone.",
                    )
                raise undo_refused(part, None, None)
        else:
            if held is None:
                return None  # deleted for good since: nothing of it to bring back
            events = [
                e
                for e in memory_log.history_list(s, part.entry_id)
                if e.action == part.role.value and not e.undone
            ]
            if not events:
                return None
            event = events[-1]
        try:
            return self._undo_event(s, event, changes)
        except AppError as err:
            if alone:
                raise
            raise undo_refused(part, held.entry, err) from None

    def _undo_event(self, s: UnitOfWork, event, changes: Touched) -> Decision:
        if not self._recorded_here(event):
            raise not_recorded_here(event)
        held = repo.entry_held(s, event.entry_id)
        entry = held.entry
        before = event.before or {}
        keys = [before["content"]] if isinstance(before.get("content"), str) else []
        state = self._state(s, before_ref(entry, event.before), keys)
        plan = plan_undo(
            entry,
            event.action,
            event.before,
            (event.after or {}).get("version"),
            state,
            actor=Actor.USER,
        )
        memory_log.mark_undone(s, event.id, self._mark(fields_of(event, undone=True)))
        return self._apply(s, entry, plan, Actor.USER, changes)
