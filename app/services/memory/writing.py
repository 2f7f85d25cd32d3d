"""The steps every Memory write is made of: the rules' snapshot of a scope for the words of a
write, the messages it cites, storing what a plan says with its history, and organising a
full scope. Each writer (proposals, decisions, transfer) asks `app.domain.memory.rules` for a plan
first and stores exactly that."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from app.deferred import load
from app.domain import marks
from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import Decision
from app.domain.memory.rules.decided import forgotten_digest
from app.domain.memory.rules.state import (
    ACCEPT_BY_SAVING,
    MERGED,
    REPLACED,
    Plan,
    ScopeState,
    plan_organise,
    should_organise,
)
from app.domain.memory.rules.undo import Links, fields_of, history_fields
from app.domain.memory.rules.validate import CitedMessage, read_event_id
from app.domain.model import Actor, MemoryEntry, Scope, ScopeRef, Status
from app.domain.text import same_words_key, word_by_word_key
from app.services.memory.base import MemoryBase, Touched
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import conversation, memory_log, settings_store
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import readings as reading_rows


def snapshot(entry: MemoryEntry) -> dict:
    """The fields of an entry a history event records."""
    return {
        "status": entry.status.value,
        "kind": entry.kind.value,
        "content": entry.content,
        "source": entry.source.value,
        "pinned": entry.pinned,
        "version": entry.version,
        "scope": entry.scope.value,
        "scope_id": entry.scope_id,
    }


def changed_elsewhere() -> AppError:
    """Refusal of a write whose entry another writer changed in the same moment."""
    return AppError(
        Code.VERSION_CONFLICT,
        "this entry was changed elsewhere at the same moment; look at it again.",
    )


class MemoryWriter(MemoryBase):
    """A Memory use case that writes: MemoryBase and the steps of a write."""

    def _state(
        self,
        s: UnitOfWork,
        ref: ScopeRef,
        words: Iterable[str],
        *,
        settings: tuple[bool, bool, int] | None = None,
        room_used: bool = True,
    ) -> ScopeState:
        """The rules' snapshot of a scope for a write of these words (contents, or same-words
        keys: the key of a key is the key). `room_used=False` skips adding up the saved
        content, for writes that never save (a suggestion)."""
        auto_memory, _, room = settings or self._settings_in(s, ref)
        used = 0
        if room_used:
            used = repo.usage_of(s, ref, [Status.ACTIVE]).get(Status.ACTIVE, (0, 0))[1]
        words = [w for w in words if isinstance(w, str)]
        older = [word_by_word_key(w) for w in words]
        keys = {same_words_key(o): o for o in older}  # the key of the older key is the key
        keys.pop("", None)
        return ScopeState(
            ref,
            auto_memory,
            room,
            used,
            tuple(repo.held_for(s, ref, list(keys))),
            self._forgotten(s, ref, keys),
        )

    @staticmethod
    def _digest(s: UnitOfWork, key: str) -> str:
        """The keyed hash of a same-words key kept for words of an entry deleted for good (the
        database's key is read each time: a copied or shared database has its own)."""
        return forgotten_digest(settings_store.words_key(s), key)

    def _forgotten(self, s: UnitOfWork, ref: ScopeRef, keys: Mapping[str, str]) -> dict[str, str]:
        """key → "dismissed" | "decided" for those of `keys` an entry deleted for good left.

        `keys` maps each same-words key to the words' `word_by_word_key`: an entry deleted
        before revision 0016 kept the hash of that older key, so both are looked up. (Neither
        can match other words: the key of the older key is the key.)"""
        if not keys:
            return {}
        secret = settings_store.words_key(s)
        by_digest: dict[str, str] = {}
        for key, older in keys.items():
            by_digest.setdefault(forgotten_digest(secret, older), key)
            by_digest[forgotten_digest(secret, key)] = key
        found = memory_log.forgotten_in(s, ref, list(by_digest))
        out: dict[str, str] = {}
        for digest, why in found.items():
            # "dismissed" says more than "decided" when both were kept for the words.
            if out.get(by_digest[digest]) != "dismissed":
                out[by_digest[digest]] = why
        return out

    @staticmethod
    def _cited(s: UnitOfWork, ids: Any) -> dict[int, CitedMessage]:
        """The messages a write cites (those that exist); the policy judges them."""
        if not isinstance(ids, (list, tuple)):
            return {}  # the policy reports the bad shape
        wanted = [i for i in (read_event_id(v) for v in ids) if i is not None]
        return {
            mid: CitedMessage(mid, sid, source, text)
            for mid, sid, source, text in conversation.cited_messages(s, wanted)
        }

    # ------------------------------------------------------------ history

    def _history(
        self,
        s: UnitOfWork,
        entry_id: int,
        actor: Actor,
        action: str,
        before: dict | None,
        after: dict | None,
    ) -> int:
        """Record one change of an entry, with this computer's mark; its history id."""
        history_id = memory_log.insert_history(s, entry_id, actor, action, before, after)
        mark = self._mark(history_fields(history_id, entry_id, actor, action, before, after))
        if mark is not None:
            memory_log.set_history_mark(s, history_id, mark)
        return history_id

    def _mark(self, fields: list) -> str | None:
        if self._key is None:
            return None
        try:
            return self._key.mark(marks.HISTORY, fields)
        except OSError:  # the data folder cannot be written: the change is kept, unmarked
            return None

    def _recorded_here(self, event) -> bool:
        """Whether a history record carries this computer's mark over what it says."""
        return self._key is not None and self._key.holds(
            marks.HISTORY, fields_of(event), event.mark
        )

    # ------------------------------------------------------------ writing

    def _create(
        self,
        s: UnitOfWork,
        plan: Plan,
        *,
        actor: Actor,
        origin_session_id: int | None,
        state: ScopeState,
        changes: Touched,
    ) -> tuple[MemoryEntry, int]:
        """Store a new entry a plan allows, decide the entries it decides, record both in
        history, and organise the scope when it is three quarters full."""
        draft = plan.values
        suggested_key = (
            same_words_key(draft.content) if Status(draft.status) is Status.SUGGESTED else None
        )
        entry = repo.insert_entry(
            s, draft, origin_session_id=origin_session_id, suggested_key=suggested_key
        )
        decided = self._decide_by_saving(s, plan.decides, entry, actor, changes)
        after = snapshot(entry) | ({"decided": decided} if decided else {})
        history_id = self._history(s, entry.id, actor, plan.action, None, after)
        changes.touch(entry)
        self._store_reading(s, None, entry)
        if entry.status is Status.ACTIVE:
            self._organise_if_full(s, state, len(entry.content), actor, changes)
        return entry, history_id

    @staticmethod
    def _store_reading(s: UnitOfWork, before: MemoryEntry | None, after: MemoryEntry) -> None:
        """A saved rule's reading, stored with its version (issue 33): the one it had when its
        words did not change (a pin, a move, an accept keep what the user confirmed), else the
        checker's reading of its new words — what the user is shown beside it."""
        if after.status is not Status.ACTIVE or not after.kind.is_rule:
            return
        if (
            before is not None
            and before.status is Status.ACTIVE  # a suggestion has no stored reading to keep
            and before.content == after.content
        ):
            kept = reading_rows.readings_of(s, [after.id]).get(after.id)
            if kept is not None and kept[0] == before.version:
                reading_rows.reading_set(s, after.id, after.version, kept[1])
                return
        # The checker's tables, loaded by the writes that save a rule only (app.deferred).
        reading_of = load("app.domain.compliance.reading:reading_of")
        reading_rows.reading_set(s, after.id, after.version, reading_of(after.content))

    def _archive(
        self,
        s: UnitOfWork,
        entry: MemoryEntry,
        actor: Actor,
        action: str,
        changes: Touched,
        **link: int,
    ) -> MemoryEntry | None:
        """Put an entry away (archived, its words as they are) and record it in its history,
        `link` (what it went into, or what replaced it) in the record's after; None, with
        nothing written, when the entry changed within this very unit."""
        new = repo.update_entry(
            s,
            entry.id,
            entry.version,
            status=Status.ARCHIVED,
            kind=entry.kind,
            content=entry.content,
            source=entry.source,
            pinned=entry.pinned,
        )
        if new is None:
            return None
        self._history(s, entry.id, actor, action, snapshot(entry), snapshot(new) | link)
        changes.touch(new)
        return new

    def _decide_by_saving(
        self,
        s: UnitOfWork,
        entries: Sequence[MemoryEntry],
        saved: MemoryEntry,
        actor: Actor,
        changes: Touched,
    ) -> list[int]:
        """The user saved these words: a pending suggestion (or a dismissed rule) with them is
        decided, kept with its history, and put away (SPEC §2.6)."""
        decided = []
        for other in entries:
            if self._archive(s, other, actor, ACCEPT_BY_SAVING, changes, into=saved.id) is None:
                raise AppError(
                    Code.VERSION_CONFLICT,
                    f"entry {other.id} changed at the same moment; try again.",
                )
            decided.append(other.id)
        return decided

    def _organise_if_full(
        self, s: UnitOfWork, state: ScopeState, adding: int, actor: Actor, changes: Touched
    ) -> None:
        if should_organise(state, adding):
            self._organise_in(s, state.ref, actor, changes)

    def _organise_in(self, s: UnitOfWork, ref: ScopeRef, actor: Actor, changes: Touched) -> int:
        held = repo.held_list(s, ref, [Status.ACTIVE, Status.SUGGESTED])
        merged = 0
        for entry, keep_id in plan_organise(held, actor=actor):
            if self._archive(s, entry, actor, MERGED, changes, into=keep_id) is None:
                continue  # changed by someone else within this very unit: leave it
            merged += 1
        return merged

    def _apply(
        self, s: UnitOfWork, entry: MemoryEntry, plan, actor: Actor, changes: Touched
    ) -> Decision:
        """Store a decision's plan: the entry (in its new scope), the entries it decides and the
        saved rules it replaces, one history event each."""
        v = plan.values
        to = ScopeRef(Scope(v.scope), v.scope_id)
        new = repo.update_entry(
            s,
            entry.id,
            entry.version,
            status=v.status,
            kind=v.kind,
            content=v.content,
            source=v.source,
            pinned=v.pinned,
            to=to if to != ScopeRef(entry.scope, entry.scope_id) else None,
        )
        if new is None:
            raise changed_elsewhere()
        self._store_reading(s, entry, new)
        decided = self._decide_by_saving(s, plan.decides, new, actor, changes)
        replaced = self._put_away(s, plan.replaces, new, actor, changes)
        after = snapshot(new) | Links(decided=tuple(decided), replaced=tuple(replaced)).to_after()
        history_id = self._history(s, entry.id, actor, plan.action, snapshot(entry), after)
        changes.touch(entry)
        changes.touch(new)
        return Decision(new, history_id, plan.action, tuple(decided), tuple(replaced))

    def _put_away(
        self, s: UnitOfWork, entries, by: MemoryEntry, actor: Actor, changes: Touched
    ) -> list[int]:
        """Saved rules replaced by a suggestion the user took instead: archived, with history."""
        done = []
        for other in entries:
            if self._archive(s, other, actor, REPLACED, changes, by=by.id) is None:
                raise changed_elsewhere()
            done.append(other.id)
        return done
