"""The user's decisions (SPEC §2.4, §2.10): accept, edit, dismiss, archive, restore, pin, move,
keep, add by hand, Accept all, clear a scope, delete for good, undo, organise, and the scope
switches. Each returns what it wrote, with what it changed (a `Done`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.deferred import load
from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import Batch, Decision, Deletion, ScopeSettings
from app.domain.memory.rules.decided import forgotten_words
from app.domain.memory.rules.limits import check_room
from app.domain.memory.rules.state import (
    Action,
    plan_clear,
    plan_decision,
    plan_delete,
    plan_save,
)
from app.domain.memory.rules.undo import (
    Links,
    history_fields,
)
from app.domain.memory.rules.validate import Draft, validate_entry
from app.domain.model import Actor, MemoryEntry, Provenance, Scope, ScopeRef, Status
from app.domain.text import clean_content
from app.services.changes import Done
from app.services.memory.base import Touched, whole_number
from app.services.memory.undoing import Undoing
from app.services.memory.writing import MemoryWriter, changed_elsewhere
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import conversation, memory_log, settings_store
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import readings as reading_rows

if TYPE_CHECKING:
    from app.domain.compliance.reading import Reading


def _action(action: Action | str) -> Action:
    try:
        return Action(action)
    except ValueError:
        allowed = ", ".join(a.value for a in Action)
        raise AppError(Code.INVALID_INPUT, f"the decision must be one of: {allowed}.") from None


def _entry(done: Done[Decision]) -> Done[MemoryEntry]:
    """A decision's entry alone, with what the decision changed."""
    return Done(done.value.entry, done.changes)


class Decisions(Undoing):
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
        to: ScopeRef | None = None,
        replaces: Sequence[int] = (),
    ) -> Done[Decision]:
        """One decision on one entry (compare-and-set on `expected_version` when given); Accept,
        Edit and Move may take it to scope `to`, Accept and Edit may put away saved rules it
        `replaces` (SPEC §2.10)."""
        action = _action(action)
        changes = Touched()
        with self._db.write() as s:
            decision = self._decide_in(
                s,
                entry_id,
                action,
                Actor(actor),
                changes,
                expected_version=expected_version,
                content=content,
                kind=kind,
                to=to,
                replaces=replaces,
            )
        return changes.done(decision)

    def _decide_in(
        self,
        s: UnitOfWork,
        entry_id: Any,
        action: Action,
        actor: Actor,
        changes: Touched,
        *,
        expected_version: int | None = None,
        content: Any = None,
        kind: Any = None,
        to: ScopeRef | None = None,
        replaces: Sequence[int] = (),
    ) -> Decision:
        held = self._held(s, entry_id)
        entry = held.entry
        keys = [held.key]
        if isinstance(content, str):
            keys.append(clean_content(content))
        here = ScopeRef(entry.scope, entry.scope_id)
        state = self._state(s, here, keys)
        target = None
        if to is not None:
            to = self._checked_ref(s, to)
            if to != here:
                target = self._state(s, to, keys)
        if not isinstance(replaces, (list, tuple)):
            raise AppError(Code.INVALID_INPUT, "replaces is a list of entry ids.", "replaces")
        replacing = [self._held(s, i).entry for i in replaces]
        plan = plan_decision(
            entry,
            action,
            state,
            actor=actor,
            expected_version=expected_version,
            content=content,
            kind=kind,
            target=target,
            replacing=replacing,
        )
        if plan.unchanged:
            return Decision(entry, None, plan.action)
        decision = self._apply(s, entry, plan, actor, changes)
        if decision.entry.status is Status.ACTIVE:
            where = target or state
            freed = len(entry.content) if entry.status is Status.ACTIVE and target is None else 0
            self._organise_if_full(s, where, len(decision.entry.content) - freed, actor, changes)
        return decision

    @staticmethod
    def _checked_ref(s: UnitOfWork, to: Any) -> ScopeRef:
        if not isinstance(to, ScopeRef):
            raise AppError(Code.INVALID_SCOPE, "the scope to move to is not one.", "scope")
        ref = ScopeRef(
            MemoryWriter._scope(to.scope), whole_number(to.scope_id, "a scope id", "scope")
        )
        MemoryWriter._check_ref(s, ref)
        return ref

    def set_reading(
        self,
        entry_id: int,
        reading: Any,
        *,
        by: str = "user",
        expected_version: int | None = None,
    ) -> Done[tuple[MemoryEntry, Reading]]:
        """The user confirms or corrects what Mindkeep checks of a saved rule (issue 33): a
        reading chosen among those offered for its family (a `Reading` or its JSON), stored
        for the rule's version; its words stay the user's. `by`: "user", or "model" for a
        reading the model proposed and the user chose."""
        if by not in ("user", "model"):
            raise AppError(Code.INVALID_INPUT, "a reading is confirmed by the user.", "by")
        # The checker's tables, loaded by this decision only (app.deferred).
        kind = load("app.domain.compliance.reading:Reading")
        if isinstance(reading, kind):
            # A Reading built in code (the window's choice, the model's proposal) passes the
            # same strict check as JSON from another client: one validation path for every
            # write, so a bad value ("only": "yes") is refused here and nothing is stored.
            try:
                reading = reading.to_json()
            except (KeyError, TypeError, AttributeError):  # a check that is no known check
                raise AppError(
                    Code.INVALID_INPUT, "a reading holds no such check.", "reading"
                ) from None
        if not isinstance(reading, Mapping):
            raise AppError(Code.INVALID_INPUT, "a reading is a JSON object.", "reading")
        reading = kind.from_json({**reading, "by": by})
        changes = Touched()
        with self._db.write() as s:
            entry = self._held(s, entry_id).entry
            if entry.status is not Status.ACTIVE or not entry.kind.is_rule:
                raise AppError(
                    Code.INVALID_STATE, "only a saved rule has a reading to confirm.", "entry"
                )
            if expected_version is not None and expected_version != entry.version:
                raise changed_elsewhere()
            reading_rows.reading_set(s, entry.id, entry.version, reading)
            changes.touch(entry)
        return changes.done((entry, reading))

    # The decisions one by one, for callers that want the entry only.

    def accept(self, entry_id: int, **options) -> Done[MemoryEntry]:
        """The user accepts a suggestion: it becomes saved Memory, still "from your message"."""
        return _entry(self.decide(entry_id, Action.ACCEPT, **options))

    def edit(
        self, entry_id: int, content: Any, *, kind: Any = None, **options
    ) -> Done[MemoryEntry]:
        """The user rewords a suggestion or a saved entry; it is saved as confirmed by them."""
        return _entry(self.decide(entry_id, Action.EDIT, content=content, kind=kind, **options))

    def dismiss(self, entry_id: int, **options) -> Done[MemoryEntry]:
        """The user says no to a suggestion; the same words are never suggested again here."""
        return _entry(self.decide(entry_id, Action.DISMISS, **options))

    def archive(self, entry_id: int, **options) -> Done[MemoryEntry]:
        """The user puts a saved entry away; the agent no longer gets it."""
        return _entry(self.decide(entry_id, Action.ARCHIVE, **options))

    def restore(self, entry_id: int, **options) -> Done[MemoryEntry]:
        """The user brings an archived entry back into saved Memory (or a dismissed
        suggestion back to the Suggested group)."""
        return _entry(self.decide(entry_id, Action.RESTORE, **options))

    def set_pinned(self, entry_id: int, pinned: bool, **options) -> Done[MemoryEntry]:
        """The user pins a saved entry to the top (or unpins it)."""
        return _entry(self.decide(entry_id, Action.PIN if pinned else Action.UNPIN, **options))

    def move(
        self,
        entry_id: int,
        scope: Scope | str,
        *,
        session_id: int | None = None,
        expected_version: int | None = None,
    ) -> Done[Decision]:
        """The user moves a saved entry to the Session, the Space or Personal, seen from
        `session_id` (by default the Session it was written in); the target's limits apply."""
        to = self.scope_for(entry_id, scope, session_id=session_id)
        return self.decide(entry_id, Action.MOVE, expected_version=expected_version, to=to)

    def scope_for(
        self, entry_id: int, scope: Scope | str, *, session_id: int | None = None
    ) -> ScopeRef:
        """The Session, Space or Personal scope an entry would go to, seen from `session_id`
        (by default the Session it was written in)."""
        with self._db.read() as s:
            return self._target(s, self._held(s, entry_id).entry, self._scope(scope), session_id)

    def _target(
        self, s: UnitOfWork, entry: MemoryEntry, scope: Scope, session_id: int | None
    ) -> ScopeRef:
        """A scope seen from a Session that sees the entry: the one given, or the entry's own."""
        here = ScopeRef(entry.scope, entry.scope_id)
        if scope is entry.scope and session_id is None:
            return here
        if session_id is None and entry.scope is Scope.SESSION:
            session_id = entry.scope_id
        if session_id is None:
            session_id = repo.origin_session(s, entry.id)
        if session_id is None:
            if scope is Scope.USER:
                return ScopeRef(Scope.USER, conversation.local_user(s))
            raise AppError(
                Code.INVALID_INPUT,
                "say from which Session to move it (--session): this entry was not written in one.",
                "session",
            )
        refs = self._session_refs(s, self._session(s, session_id))
        if here not in refs:
            raise AppError(
                Code.INVALID_INPUT,
                f"Session {session_id} does not see entry {entry.id}: choose a Session "
                "of its Space.",
                "session",
            )
        return next(r for r in refs if r.scope is scope)

    # ------------------------------------------------------------ batches

    def decide_all(
        self,
        entry_ids: Sequence[int],
        action: Action | str,
        *,
        expected_versions: Mapping[int, int] | None = None,
    ) -> Done[Batch]:
        """One decision on several entries (Accept all), undone together: each is made in its
        own step, and an entry that cannot be (a full room, changed elsewhere) is reported
        while the others are still made."""
        action = _action(action)
        changes = Touched()
        with self._db.write() as s:
            batch = self._batch_in(
                s,
                [
                    (
                        i,
                        lambda s, i=i: self._decide_in(
                            s,
                            i,
                            action,
                            Actor.USER,
                            changes,
                            expected_version=(expected_versions or {}).get(i),
                        ),
                    )
                    for i in entry_ids
                ],
            )
        return changes.done(batch)

    def clear(self, ref: ScopeRef) -> Done[Batch]:
        """ "Clear this scope": archive every saved entry of it at once (Undo brings them back);
        suggestions stay for the user to decide."""
        changes = Touched()
        with self._db.write() as s:
            self._check_ref(s, ref)
            state = self._state(s, ref, [])
            plans = plan_clear(repo.entry_list(s, ref, [Status.ACTIVE]), state, actor=Actor.USER)
            batch = self._batch_in(
                s,
                [
                    (e.id, lambda s, e=e, p=p: self._apply(s, e, p, Actor.USER, changes))
                    for e, p in plans
                ],
            )
            changes.scopes.add(ref)
        return changes.done(batch)

    def _batch_in(self, s: UnitOfWork, steps) -> Batch:
        """Run each step in a savepoint; the last event of the batch names them all, so one
        Undo (also `memory undo`) takes back the whole batch."""
        made: list[Decision] = []
        refused: list[tuple[int, AppError]] = []
        for entry_id, step in steps:
            try:
                with s.begin_nested():
                    decision = step(s)
            except AppError as err:
                refused.append((entry_id, err))
                continue
            if decision.changed:
                made.append(decision)
        ids = [d.history_id for d in made]
        if len(ids) > 1:
            last = memory_log.history_event(s, ids[-1])
            after = dict(last.after or {}) | Links(batch=tuple(ids)).to_after()
            fields = history_fields(
                last.id, last.entry_id, last.actor, last.action, last.before, after
            )
            memory_log.set_history_after(s, last.id, after, self._mark(fields))
        return Batch(tuple(made), tuple(refused))

    # ------------------------------------------------------------ for good

    def delete(self, entry_id: int, *, expected_version: int | None = None) -> Done[Deletion]:
        """Delete an entry for good: its words and history go; a record that it existed stays
        (kind, status, scope, who and when), and, when the user had dismissed or decided its
        words, a keyed hash of them, so they are not suggested again. It cannot be undone."""
        changes = Touched()
        with self._db.write() as s:
            held = self._held(s, entry_id)
            entry = plan_delete(held.entry, actor=Actor.USER, expected_version=expected_version)
            # Words the user dismissed or decided stay so: only their keyed hash is kept.
            ref = ScopeRef(entry.scope, entry.scope_id)
            for key, why in forgotten_words(held):
                memory_log.insert_forgotten(s, ref, self._digest(s, key), why)
            events = len(memory_log.history_list(s, entry.id))
            deletion = memory_log.insert_deletion(s, entry, Actor.USER, events)
            repo.delete_entry(s, entry)
            changes.touch(entry)
        return changes.done(deletion)

    # ------------------------------------------------------------ add by hand

    def add_entry(
        self,
        ref: ScopeRef,
        *,
        kind: Any,
        content: Any,
        pinned: Any = False,
    ) -> Done[MemoryEntry]:
        """The user adds an entry by hand; it is saved as confirmed by them."""
        changes = Touched()
        with self._db.write() as s:
            self._check_ref(s, ref)
            draft = validate_entry(
                Draft(
                    scope=ref.scope,
                    scope_id=ref.scope_id,
                    kind=kind,
                    content=content,
                    status=Status.ACTIVE,
                    source=Provenance.USER_CONFIRMED,
                    created_by=Actor.USER,
                    pinned=pinned,
                ),
                actor=Actor.USER,
            )
            state = self._state(s, ref, [draft.content])
            plan = plan_save(draft, state, actor=Actor.USER)
            entry, _ = self._create(
                s, plan, actor=Actor.USER, origin_session_id=None, state=state, changes=changes
            )
        return changes.done(entry)

    # ------------------------------------------------------------ organise and switches

    def organise(self, ref: ScopeRef, *, actor: Actor | str = Actor.USER) -> Done[int]:
        """Merge entries with the same words in a scope; return how many were put away."""
        changes = Touched()
        with self._db.write() as s:
            self._check_ref(s, ref)
            merged = self._organise_in(s, ref, Actor(actor), changes)
        return changes.done(merged)

    def set_settings(
        self,
        ref: ScopeRef,
        *,
        auto_memory: bool | None = None,
        use_memory: bool | None = None,
        room: int | None = None,
    ) -> Done[ScopeSettings]:
        """Turn Auto Memory / Use Memory on or off, or change the room, for one scope."""
        if room is not None:
            check_room(room)
        for name, value in (("auto_memory", auto_memory), ("use_memory", use_memory)):
            if value is not None and not isinstance(value, bool):
                raise AppError(Code.INVALID_INPUT, f"{name} must be true or false.", name)
        changes = Touched()
        with self._db.write() as s:
            self._check_ref(s, ref)
            stored = settings_store.scope_settings(s, ref) or (True, True, None)
            settings_store.put_scope_settings(
                s,
                ref,
                auto_memory=stored[0] if auto_memory is None else auto_memory,
                use_memory=stored[1] if use_memory is None else use_memory,
                room=stored[2] if room is None else room,
            )
            changes.scopes.add(ref)
            auto, use, size = self._settings_in(s, ref)
            usage = repo.usage_of(s, ref, [Status.ACTIVE, Status.SUGGESTED])
        count, used = usage.get(Status.ACTIVE, (0, 0))
        return changes.done(
            ScopeSettings(
                ref,
                auto,
                use,
                size,
                used=used,
                count=count,
                suggested=usage.get(Status.SUGGESTED, (0, 0))[0],
            )
        )
