"""The user's decisions (SPEC §2.4): accept, edit, dismiss, archive, restore, pin, add by hand,
undo, organise, and the scope switches. Each returns what it wrote."""

from __future__ import annotations

from typing import Any

from app.domain.errors import AppError, Code
from app.domain.model import (
    Actor,
    Decision,
    MemoryEntry,
    Provenance,
    ScopeRef,
    ScopeSettings,
    Status,
)
from app.domain.rules import (
    ACCEPT_BY_SAVING,
    UNDOABLE,
    Action,
    Draft,
    plan_decision,
    plan_save,
    plan_undo,
    validate_entry,
)
from app.domain.rules.limits import ROOM_MAX, ROOM_MIN
from app.domain.text import clean_content, same_words_key
from app.services.memory.base import Changes, MemoryBase, snapshot
from app.storage import repo
from app.storage.database import UnitOfWork


def _changed_elsewhere() -> AppError:
    return AppError(
        Code.VERSION_CONFLICT, "this entry was changed elsewhere at the same moment; look at it again."
    )


class Decisions(MemoryBase):
    """Everything only the user may do with Memory."""

    def decide(
        self,
        entry_id: int,
        action: Action | str,
        *,
        actor: Actor | str = Actor.USER,
        expected_version: int | None = None,
        content: Any = None,
        kind: Any = None,
        initiator: object | None = None,
    ) -> Decision:
        """One decision on one entry (compare-and-set on `expected_version` when given)."""
        try:
            action = Action(action)
        except ValueError:
            allowed = ", ".join(a.value for a in Action)
            raise AppError(Code.INVALID_INPUT, f"the decision must be one of: {allowed}.") from None
        changes = Changes()
        with self._db.write() as s:
            held = self._held(s, entry_id)
            entry = held.entry
            keys = [held.key]
            if isinstance(content, str):
                keys.append(same_words_key(clean_content(content)))
            state = self._state(s, ScopeRef(entry.scope, entry.scope_id), keys)
            plan = plan_decision(entry, action, state, actor=actor, expected_version=expected_version,
                                 content=content, kind=kind)
            if plan.unchanged:
                return Decision(entry, None, plan.action)
            decision = self._apply(s, entry, plan, Actor(actor), changes)
            if decision.entry.status is Status.ACTIVE:
                freed = len(entry.content) if entry.status is Status.ACTIVE else 0
                self._organise_if_full(s, state, len(decision.entry.content) - freed,
                                       Actor(actor), changes)
        self.publish(changes, initiator)
        return decision

    def _apply(self, s: UnitOfWork, entry: MemoryEntry, plan, actor: Actor, changes: Changes) -> Decision:
        """Store a decision's plan: the entry, the entries it decides, one history event."""
        v = plan.values
        new = repo.update_entry(s, entry.id, entry.version, status=v.status, kind=v.kind,
                                content=v.content, source=v.source, pinned=v.pinned)
        if new is None:
            raise _changed_elsewhere()
        decided = self._decide_by_saving(s, plan.decides, new, actor, changes)
        after = snapshot(new) | ({"decided": decided} if decided else {})
        history_id = repo.insert_history(s, entry.id, actor, plan.action, snapshot(entry), after)
        changes.touch(new)
        return Decision(new, history_id, plan.action, tuple(decided))

    # The decisions one by one, for callers that want the entry only.

    def accept(self, entry_id: int, **options) -> MemoryEntry:
        """The user accepts a suggestion: it becomes saved Memory, still "from your message"."""
        return self.decide(entry_id, Action.ACCEPT, **options).entry

    def edit(self, entry_id: int, content: Any, *, kind: Any = None, **options) -> MemoryEntry:
        """The user rewords a suggestion or a saved entry; it is saved as confirmed by them."""
        return self.decide(entry_id, Action.EDIT, content=content, kind=kind, **options).entry

    def dismiss(self, entry_id: int, **options) -> MemoryEntry:
        """The user says no to a suggestion; the same words are never suggested again here."""
        return self.decide(entry_id, Action.DISMISS, **options).entry

    def archive(self, entry_id: int, **options) -> MemoryEntry:
        """The user puts a saved entry away; the agent no longer gets it."""
        return self.decide(entry_id, Action.ARCHIVE, **options).entry

    def restore(self, entry_id: int, **options) -> MemoryEntry:
        """The user brings an archived entry back into saved Memory (or a dismissed
        suggestion back to the Suggested group)."""
        return self.decide(entry_id, Action.RESTORE, **options).entry

    def set_pinned(self, entry_id: int, pinned: bool, **options) -> MemoryEntry:
        """The user pins a saved entry to the top (or unpins it)."""
        return self.decide(entry_id, Action.PIN if pinned else Action.UNPIN, **options).entry

    # ------------------------------------------------------------ add by hand

    def add_entry(self, ref: ScopeRef, *, kind: Any, content: Any, pinned: Any = False,
                  initiator: object | None = None) -> MemoryEntry:
        """The user adds an entry by hand; it is saved as confirmed by them."""
        changes = Changes()
        with self._db.write() as s:
            self._check_ref(s, ref)
            draft = validate_entry(
                Draft(scope=ref.scope, scope_id=ref.scope_id, kind=kind, content=content,
                      status=Status.ACTIVE, source=Provenance.USER_CONFIRMED,
                      created_by=Actor.USER, pinned=pinned),
                actor=Actor.USER,
            )
            state = self._state(s, ref, [same_words_key(draft.content)])
            plan = plan_save(draft, state, actor=Actor.USER)
            entry, _ = self._create(s, plan, actor=Actor.USER, origin_session_id=None,
                                    state=state, changes=changes)
        self.publish(changes, initiator)
        return entry

    # ------------------------------------------------------------ undo

    def undo(self, history_id: int | None = None, *, actor: Actor | str = Actor.USER,
             initiator: object | None = None) -> Decision:
        """Take back the user's last decision (or the given one) if nothing changed since; the
        entries it decided come back too."""
        if Actor(actor) is not Actor.USER:
            raise AppError(Code.NOT_ALLOWED, "only the user can undo a decision.")
        changes = Changes()
        with self._db.write() as s:
            if history_id is None:
                event = repo.last_undoable(s, sorted(UNDOABLE))
                if event is None:
                    raise AppError(Code.NOTHING_TO_UNDO, "there is no decision to undo.")
            else:
                event = repo.history_event(s, history_id)
                if event is None or event.action not in UNDOABLE or event.actor is not Actor.USER:
                    raise AppError(Code.NOTHING_TO_UNDO, "that change cannot be undone.")
                if event.undone:
                    raise AppError(Code.NOTHING_TO_UNDO, "that change was already undone.")
            decision = self._undo_event(s, event, changes)
            if decision is None:
                raise AppError(Code.VERSION_CONFLICT,
                               "the entry no longer exists, so that decision cannot be undone.")
            for other_id in (event.after or {}).get("decided", []):
                self._undo_saving(s, other_id, changes)
        self.publish(changes, initiator)
        return decision

    def _undo_event(self, s: UnitOfWork, event, changes: Changes) -> Decision | None:
        held = repo.entry_held(s, event.entry_id)
        if held is None:
            return None
        entry = held.entry
        before = event.before or {}
        keys = [same_words_key(before["content"])] if isinstance(before.get("content"), str) else []
        state = self._state(s, ScopeRef(entry.scope, entry.scope_id), keys)
        plan = plan_undo(entry, event.action, event.before, (event.after or {}).get("version"),
                         state, actor=Actor.USER)
        repo.mark_undone(s, event.id)
        return self._apply(s, entry, plan, Actor.USER, changes)

    def _undo_saving(self, s: UnitOfWork, entry_id: int, changes: Changes) -> None:
        """A suggestion (or dismissed rule) that a saving decided goes back to how it was, when
        nothing changed it since and the rules allow it; otherwise it stays put away."""
        events = [e for e in repo.history_list(s, entry_id)
                  if e.action == ACCEPT_BY_SAVING and not e.undone]
        if not events:
            return
        try:
            with s.begin_nested():
                self._undo_event(s, events[-1], changes)
        except AppError:
            pass  # it stays decided (its words are taken again): the undo asked for still holds

    # ------------------------------------------------------------ organise and switches

    def organise(self, ref: ScopeRef, *, actor: Actor | str = Actor.USER,
                 initiator: object | None = None) -> int:
        """Merge entries with the same words in a scope; return how many were put away."""
        changes = Changes()
        with self._db.write() as s:
            self._check_ref(s, ref)
            merged = self._organise_in(s, ref, Actor(actor), changes)
        self.publish(changes, initiator)
        return merged

    def set_settings(self, ref: ScopeRef, *, auto_memory: bool | None = None,
                     use_memory: bool | None = None, room: int | None = None,
                     initiator: object | None = None) -> ScopeSettings:
        """Turn Auto Memory / Use Memory on or off, or change the room, for one scope."""
        if room is not None and (isinstance(room, bool) or not isinstance(room, int)
                                 or not ROOM_MIN <= room <= ROOM_MAX):
            raise AppError(
                Code.INVALID_INPUT, f"room must be a whole number from {ROOM_MIN} to {ROOM_MAX}.", "room"
            )
        for name, value in (("auto_memory", auto_memory), ("use_memory", use_memory)):
            if value is not None and not isinstance(value, bool):
                raise AppError(Code.INVALID_INPUT, f"{name} must be true or false.", name)
        changes = Changes()
        with self._db.write() as s:
            self._check_ref(s, ref)
            stored = repo.scope_settings(s, ref) or (True, True, None)
            repo.put_scope_settings(
                s, ref,
                auto_memory=stored[0] if auto_memory is None else auto_memory,
                use_memory=stored[1] if use_memory is None else use_memory,
                room=stored[2] if room is None else room,
            )
            changes.scopes.add(ref)
            auto, use, size = self._settings_in(s, ref)
            usage = repo.usage_of(s, ref, [Status.ACTIVE, Status.SUGGESTED])
        self.publish(changes, initiator)
        count, used = usage.get(Status.ACTIVE, (0, 0))
        return ScopeSettings(ref, auto, use, size, used=used, count=count,
                             suggested=usage.get(Status.SUGGESTED, (0, 0))[0])
