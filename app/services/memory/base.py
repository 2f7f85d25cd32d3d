"""What every Memory use case shares: reading a scope's state for the rules, storing what a
plan says (with its history), and announcing what changed after commit."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from app.domain import marks
from app.domain.compliance.reading import reading_of
from app.domain.errors import AppError, Code
from app.domain.model import Actor, MemoryEntry, Scope, ScopeRef, SessionInfo, Status
from app.domain.rules.decided import forgotten_digest
from app.domain.rules.limits import DEFAULT_ROOM
from app.domain.rules.state import (
    ACCEPT_BY_SAVING,
    MERGED,
    Held,
    Plan,
    ScopeState,
    plan_organise,
    should_organise,
)
from app.domain.rules.undo import fields_of, history_fields
from app.domain.rules.validate import CitedMessage, read_event_id
from app.domain.text import same_words_key, word_by_word_key
from app.services.events import EventBus, MemoryChanged
from app.services.local_files import LocalKey
from app.storage import repo
from app.storage.database import Database
from app.storage.unit_of_work import UnitOfWork


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


def not_found(what: str, ident: Any) -> AppError:
    return AppError(Code.NOT_FOUND, f"{what} {ident} does not exist.")


def temporary_session() -> AppError:
    return AppError(
        Code.TEMPORARY_SESSION,
        "this is a temporary Session: Memory is not used or changed here, so nothing was written.",
    )


def whole_number(value: Any, what: str, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise AppError(Code.INVALID_INPUT, f"{what} is a whole number.", field)
    return value


class Changes:
    """What one unit of work touched, announced after it commits."""

    def __init__(self) -> None:
        self.scopes: set[ScopeRef] = set()
        self.entry_ids: set[int] = set()

    def touch(self, entry: MemoryEntry) -> None:
        self.scopes.add(ScopeRef(entry.scope, entry.scope_id))
        self.entry_ids.add(entry.id)


class MemoryBase:
    """The database, the event bus, and the steps every Memory use case is made of."""

    def __init__(self, db: Database, bus: EventBus, *, key: LocalKey | None = None):
        self._db = db
        self._bus = bus
        # This computer's key: every history record is marked with it, and Undo restores
        # only from records that carry its mark (SPEC §2.5). Without one nothing is marked.
        self._key = key

    def publish(self, changes: Changes, initiator: object | None) -> None:
        """Announce what a committed unit of work changed."""
        if changes.entry_ids or changes.scopes:
            self._bus.publish(
                MemoryChanged(frozenset(changes.scopes), frozenset(changes.entry_ids), initiator)
            )

    # ------------------------------------------------------------ scopes

    @staticmethod
    def _session(s: UnitOfWork, session_id: Any) -> SessionInfo:
        info = repo.session_info(s, whole_number(session_id, "a Session id", "session"))
        if info is None:
            raise not_found("Session", session_id)
        return info

    @staticmethod
    def _scope(value: Any) -> Scope:
        try:
            return Scope(value)
        except ValueError:
            raise AppError(
                Code.INVALID_SCOPE, "scope must be one of: session, space, user.", "scope"
            ) from None

    def _ref_in(self, s: UnitOfWork, session_id: Any, scope: Any) -> ScopeRef:
        scope = self._scope(scope)
        session = self._session(s, session_id)
        if scope is Scope.SESSION:
            return ScopeRef(scope, session.id)
        if scope is Scope.SPACE:
            return ScopeRef(scope, session.space_id)
        return ScopeRef(scope, repo.local_user(s))

    @staticmethod
    def _session_refs(s: UnitOfWork, session: SessionInfo) -> list[ScopeRef]:
        """The three scopes seen from a Session: its own, its Space's, Personal."""
        return [
            ScopeRef(Scope.SESSION, session.id),
            ScopeRef(Scope.SPACE, session.space_id),
            ScopeRef(Scope.USER, repo.local_user(s)),
        ]

    @staticmethod
    def _check_ref(s: UnitOfWork, ref: ScopeRef) -> None:
        if ref.scope is Scope.SESSION and repo.session_info(s, ref.scope_id) is None:
            raise not_found("Session", ref.scope_id)
        if ref.scope is Scope.SPACE and repo.space_info(s, ref.scope_id) is None:
            raise not_found("Space", ref.scope_id)
        if ref.scope is Scope.USER and ref.scope_id != repo.local_user(s):
            raise not_found("User", ref.scope_id)

    @staticmethod
    def with_defaults(ref: ScopeRef, stored: tuple | None) -> tuple[bool, bool, int]:
        """(auto_memory, use_memory, room) of a scope: on, on and the default room unless set."""
        if stored is None:
            return True, True, DEFAULT_ROOM[ref.scope]
        auto_memory, use_memory, room = stored
        return auto_memory, use_memory, room or DEFAULT_ROOM[ref.scope]

    def _settings_in(self, s: UnitOfWork, ref: ScopeRef) -> tuple[bool, bool, int]:
        return self.with_defaults(ref, repo.scope_settings(s, ref))

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
        return forgotten_digest(repo.words_key(s), key)

    def _forgotten(self, s: UnitOfWork, ref: ScopeRef, keys: Mapping[str, str]) -> dict[str, str]:
        """key → "dismissed" | "decided" for those of `keys` an entry deleted for good left.

        `keys` maps each same-words key to the words' `word_by_word_key`: an entry deleted
        before revision 0016 kept the hash of that older key, so both are looked up. (Neither
        can match other words: the key of the older key is the key.)"""
        if not keys:
            return {}
        secret = repo.words_key(s)
        by_digest: dict[str, str] = {}
        for key, older in keys.items():
            by_digest.setdefault(forgotten_digest(secret, older), key)
            by_digest[forgotten_digest(secret, key)] = key
        found = repo.forgotten_in(s, ref, list(by_digest))
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
            for mid, sid, source, text in repo.cited_messages(s, wanted)
        }

    @staticmethod
    def _held(s: UnitOfWork, entry_id: Any) -> Held:
        held = repo.entry_held(s, whole_number(entry_id, "an entry id", "id"))
        if held is None:
            raise not_found("Memory entry", entry_id)
        return held

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
        history_id = repo.insert_history(s, entry_id, actor, action, before, after)
        mark = self._mark(history_fields(history_id, entry_id, actor, action, before, after))
        if mark is not None:
            repo.set_history_mark(s, history_id, mark)
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
        changes: Changes,
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
            kept = repo.readings_of(s, [after.id]).get(after.id)
            if kept is not None and kept[0] == before.version:
                repo.reading_set(s, after.id, after.version, kept[1])
                return
        repo.reading_set(s, after.id, after.version, reading_of(after.content))

    def _archive(
        self,
        s: UnitOfWork,
        entry: MemoryEntry,
        actor: Actor,
        action: str,
        changes: Changes,
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
        changes: Changes,
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
        self, s: UnitOfWork, state: ScopeState, adding: int, actor: Actor, changes: Changes
    ) -> None:
        if should_organise(state, adding):
            self._organise_in(s, state.ref, actor, changes)

    def _organise_in(self, s: UnitOfWork, ref: ScopeRef, actor: Actor, changes: Changes) -> int:
        held = repo.held_list(s, ref, [Status.ACTIVE, Status.SUGGESTED])
        merged = 0
        for entry, keep_id in plan_organise(held, actor=actor):
            if self._archive(s, entry, actor, MERGED, changes, into=keep_id) is None:
                continue  # changed by someone else within this very unit: leave it
            merged += 1
        return merged
