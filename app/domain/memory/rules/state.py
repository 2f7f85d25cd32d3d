"""SPEC §2.2–§2.6: what a Memory write may do, decided from a snapshot of its scope.

Services read a `ScopeState` (the scope's switches and room, its pending suggestions,
and the entries whose words matter to the write), ask one of the `plan_*` functions,
and store exactly what the plan says. A refusal is an AppError; nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import (
    MAX_PENDING_SUGGESTIONS,
    auto_organise_threshold,
    suggestion_room,
)
from app.domain.memory.rules.validate import Change, Draft, validate_entry
from app.domain.memory.taint import relayed
from app.domain.model import Actor, Held, MemoryEntry, Provenance, Scope, ScopeRef, Status
from app.domain.text import clean_content, same_words_key


class Action(StrEnum):
    """The user's decisions on one entry, named as history records them."""

    ACCEPT = "accept"
    EDIT = "edit"
    DISMISS = "dismiss"
    ARCHIVE = "archive"
    RESTORE = "restore"
    PIN = "pin"
    UNPIN = "unpin"
    MOVE = "move"  # to another scope (SPEC §2.10); Accept and Edit may move on the way
    KEEP = "keep"  # the user keeps an entry "not used lately" (SPEC §2.9): reviewed now


# History actions of the other writes.
SUGGEST = "suggest"  # the agent's proposal
SAVE = "save"  # an explicit request, or an agent's note
ADD = "add"  # the user adds an entry by hand
IMPORT = "import"
MERGED = "merged"  # organise put a duplicate away
ACCEPT_BY_SAVING = "accept_by_saving"  # the user saved a pending (or dismissed) rule's words
REPLACED = "replaced"  # a saved rule the user replaced with a suggestion it conflicts with
DELETE = "delete"  # the user deleted an entry for good (a deletion record, not history)
UNDO_PREFIX = "undo_"
UNDOABLE = frozenset(a.value for a in Action)

# Which status each decision moves an entry from, and to. Only the user decides (SPEC §2.3):
# no agent, extractor or importer may move an existing entry anywhere.
TRANSITIONS: Mapping[Action, Mapping[Status, Status]] = {
    Action.ACCEPT: {Status.SUGGESTED: Status.ACTIVE},
    Action.EDIT: {Status.SUGGESTED: Status.ACTIVE, Status.ACTIVE: Status.ACTIVE},
    Action.DISMISS: {Status.SUGGESTED: Status.DISMISSED},
    Action.ARCHIVE: {Status.ACTIVE: Status.ARCHIVED},
    Action.RESTORE: {Status.ARCHIVED: Status.ACTIVE, Status.DISMISSED: Status.SUGGESTED},
    Action.PIN: {Status.ACTIVE: Status.ACTIVE},
    Action.UNPIN: {Status.ACTIVE: Status.ACTIVE, Status.ARCHIVED: Status.ARCHIVED},
    Action.MOVE: {Status.ACTIVE: Status.ACTIVE},
    Action.KEEP: {Status.ACTIVE: Status.ACTIVE},
}
# Decisions that may take the entry to another scope (SPEC §2.10 "scope at decision time"),
# and those that may replace saved rules the entry conflicts with.
MOVING = frozenset({Action.ACCEPT, Action.EDIT, Action.MOVE})
REPLACING = frozenset({Action.ACCEPT, Action.EDIT})
DECIDERS = frozenset({Actor.USER})
# Statuses that hold words in a scope: no two entries of these may have the same words.
LIVE = frozenset({Status.ACTIVE, Status.SUGGESTED, Status.DISMISSED})
_PAST = {
    Action.ACCEPT: "accepted",
    Action.EDIT: "edited",
    Action.DISMISS: "dismissed",
    Action.ARCHIVE: "archived",
    Action.RESTORE: "restored",
    Action.PIN: "pinned",
    Action.UNPIN: "unpinned",
    Action.MOVE: "moved",
    Action.KEEP: "kept",
}


@dataclass(frozen=True, slots=True)
class ScopeState:
    """What the rules need to know of one scope for one write."""

    ref: ScopeRef
    auto_memory: bool
    room: int
    active_chars: int
    # Every pending suggestion of the scope, and every entry whose words (or suggested
    # words) are the words of the write.
    held: tuple[Held, ...]
    # Words of entries deleted for good that the user had dismissed or decided (SPEC §2.6):
    # same-words key → "dismissed" | "decided", for the keys of the write (the store keeps
    # only a keyed hash of them; the service looks the write's keys up).
    forgotten: Mapping[str, str] = field(default_factory=dict)

    def pending(self) -> list[Held]:
        return [h for h in self.held if h.status is Status.SUGGESTED]

    def same(self, key: str, statuses: Iterable[Status], *, but: int | None = None) -> list[Held]:
        """Entries with these words and one of these statuses (other than entry `but`)."""
        wanted = frozenset(statuses)
        return [h for h in self.held if h.key == key and h.status in wanted and h.entry.id != but]

    def decided(self, key: str) -> Held | None:
        """A suggestion of these words the user edited into other words, or accepted and
        later put away (SPEC §2.6): its words are not suggested again."""
        for h in self.held:
            if h.suggested_key != key:
                continue
            if h.status is Status.ARCHIVED or (h.status is Status.ACTIVE and h.key != key):
                return h
        return None


@dataclass(frozen=True, slots=True)
class Plan:
    """What one write stores: the entry's new values (or the existing entry a write returns
    instead of writing), and the pending or dismissed entries it decides on the way."""

    values: Draft | None = None
    existing: MemoryEntry | None = None
    outcome: str = ""  # "suggested" | "already_saved" for a write answered by an existing entry
    decides: tuple[MemoryEntry, ...] = ()
    action: str = ""
    unchanged: bool = False
    replaces: tuple[MemoryEntry, ...] = ()  # saved rules put away in favour of this one


# ---------------------------------------------------------------- refusals


def require_auto_memory(state: ScopeState) -> None:
    """Nothing is saved or suggested automatically in a scope whose Auto Memory is off."""
    if not state.auto_memory:
        raise _auto_memory_off(state)


def _auto_memory_off(state: ScopeState) -> AppError:
    return AppError(
        Code.AUTO_MEMORY_OFF,
        f"Auto Memory is off for the {state.ref.scope.value} scope: nothing is saved or "
        "suggested there automatically. Carry on with the task.",
        "scope",
    )


def _room_check(state: ScopeState, adding: int, freeing: int = 0) -> None:
    """Saved content may not outgrow the room; a change that does not grow always fits."""
    if adding > freeing and state.active_chars - freeing + adding > state.room:
        raise AppError(
            Code.ROOM_FULL,
            f"Memory room is full: {state.active_chars} of {state.room} characters are used "
            f"and this needs {adding - freeing} more. Archive or shorten entries, or raise the "
            "room in settings; nothing was changed.",
        )


def _pending_quota(state: ScopeState, adding: int) -> None:
    pending = state.pending()
    if len(pending) >= MAX_PENDING_SUGGESTIONS:
        raise AppError(
            Code.SUGGESTION_LIMIT,
            f"{len(pending)} suggestions already await the user in this scope: do not "
            "suggest more until the user has reviewed them. Carry on with the task.",
            "scope",
        )
    share = suggestion_room(state.room)
    used = sum(len(h.entry.content) for h in pending)
    if used + adding > share:
        raise AppError(
            Code.ROOM_LIMIT,
            f"pending suggestions may use {share} characters in this scope and {used} are "
            "used: suggest a shorter rule, or wait for the user to review the pending ones.",
            "content",
        )


def _already_saved(h: Held, *, undo: bool = False) -> AppError:
    if undo:
        return AppError(
            Code.ALREADY_SAVED,
            f"the same words are in entry {h.entry.id} now, so this cannot be undone.",
            "content",
        )
    return AppError(
        Code.ALREADY_SAVED, f"the same words are already saved as entry {h.entry.id}.", "content"
    )


def refuse_forgotten(state: ScopeState, key: str) -> None:
    """Words the user dismissed or decided stay so after the entry is deleted for good."""
    why = state.forgotten.get(key)
    if why == "dismissed":
        raise AppError(
            Code.DISMISSED_BEFORE,
            "the user dismissed these words before in this scope: do not suggest or save them.",
            "content",
        )
    if why is not None:
        raise AppError(
            Code.ALREADY_DECIDED,
            "the user already decided on these words in this scope: do not suggest or save "
            "them again.",
            "content",
        )


# ---------------------------------------------------------------- new entries


def plan_proposal(draft: Draft, state: ScopeState) -> Plan:
    """The agent suggests a rule (SPEC §2.2); `draft` has passed validate_entry."""
    if not state.auto_memory:
        raise _auto_memory_off(state)
    key = same_words_key(draft.content)
    for h in state.same(key, (Status.ACTIVE,)):
        return Plan(existing=h.entry, outcome="already_saved")
    for h in state.same(key, (Status.SUGGESTED,)):
        return Plan(existing=h.entry, outcome="suggested")  # a retry: the same suggestion
    if state.same(key, (Status.DISMISSED,)):
        raise AppError(
            Code.DISMISSED_BEFORE,
            "the user dismissed this rule before in this scope: do not suggest it again.",
            "content",
        )
    if state.decided(key) is not None:
        raise AppError(
            Code.ALREADY_DECIDED,
            "the user already decided on this rule in this scope (they edited or put it "
            "away): do not suggest it again.",
            "content",
        )
    refuse_forgotten(state, key)
    _pending_quota(state, len(draft.content))
    return Plan(values=draft, action=SUGGEST)


def should_organise(state: ScopeState, adding: int) -> bool:
    """Organise runs by itself when saved content reaches three quarters of the room."""
    return state.active_chars + adding >= auto_organise_threshold(state.room)


def plan_save(draft: Draft, state: ScopeState, *, actor: Actor) -> Plan:
    """A new saved (or imported archived) entry: explicit requests, the agent's notes, the
    user's own entries, import. `draft` has passed validate_entry for this actor."""
    actor = Actor(actor)
    if actor in (Actor.AGENT, Actor.EXTRACTOR) and not state.auto_memory:
        raise _auto_memory_off(state)
    key = same_words_key(draft.content)
    taken = (Status.ACTIVE, Status.ARCHIVED) if actor is Actor.IMPORTER else (Status.ACTIVE,)
    for h in state.same(key, taken):
        if actor is Actor.AGENT:
            return Plan(existing=h.entry, outcome="already_saved")
        raise _already_saved(h)
    pending = state.same(key, (Status.SUGGESTED,))
    dismissed = state.same(key, (Status.DISMISSED,))
    decides: tuple[MemoryEntry, ...] = ()
    if actor is Actor.AGENT:
        # The agent can never change a suggestion, or bring back a dismissed rule, by
        # writing the same words another way (SPEC §2.6).
        if pending:
            raise AppError(
                Code.PENDING_SUGGESTION,
                f"the same words wait for the user's decision as suggestion {pending[0].entry.id}: "
                "do not save them; the user decides.",
                "content",
            )
        if dismissed:
            raise AppError(
                Code.DISMISSED_BEFORE,
                "the user dismissed these words in this scope: do not save them.",
                "content",
            )
    elif Status(draft.status) is Status.ACTIVE:
        # The user saving the same words decides the pending (or dismissed) entry.
        decides = tuple(h.entry for h in pending + dismissed)
    if Status(draft.status) is Status.ACTIVE:
        _room_check(state, len(draft.content))
    action = {Actor.AGENT: SAVE, Actor.EXTRACTOR: SAVE, Actor.USER: ADD, Actor.IMPORTER: IMPORT}[
        actor
    ]
    return Plan(values=draft, decides=decides, action=action)


# ---------------------------------------------------------------- the user's decisions


def _check_decider(actor: Actor | str) -> Actor:
    actor = Actor(actor)
    if actor not in DECIDERS:
        raise AppError(
            Code.NOT_ALLOWED,
            "only the user can accept, edit, dismiss or change a Memory entry.",
        )
    return actor


def plan_decision(
    entry: MemoryEntry,
    action: Action | str,
    state: ScopeState,
    *,
    actor: Actor | str,
    expected_version: int | None = None,
    content: Any = None,
    kind: Any = None,
    target: ScopeState | None = None,
    replacing: Sequence[MemoryEntry] = (),
) -> Plan:
    """One decision on one entry (SPEC §2.4), as the transitions allow it. `state` is the
    entry's scope; `target`, another scope the entry goes to (Accept, Edit, Move), whose
    limits and words then apply; `replacing`, saved rules it replaces (put away)."""
    actor = _check_decider(actor)
    action = Action(action)
    if expected_version is not None and entry.version != expected_version:
        raise AppError(
            Code.VERSION_CONFLICT,
            "this entry was changed elsewhere since you opened it; look at it again.",
        )
    if target is not None and target.ref == state.ref:
        target = None  # "move" to where it is
    if target is not None and action not in MOVING:
        raise AppError(
            Code.INVALID_INPUT, f"an entry cannot be moved while it is {_PAST[action]}.", "scope"
        )
    if replacing and action not in REPLACING:
        raise AppError(Code.INVALID_INPUT, "only accepting or editing a suggestion replaces rules.")
    moves = TRANSITIONS[action]
    if entry.status not in moves:
        # A suggestion someone already decided on reads as "it changed" (SPEC §2.4).
        changed = set(moves) == {Status.SUGGESTED}
        raise AppError(
            Code.VERSION_CONFLICT if changed else Code.INVALID_STATE,
            f"entry {entry.id} is {entry.status.value} now, so it cannot be {_PAST[action]}.",
        )
    if action is Action.MOVE and target is None:
        return Plan(existing=entry, action=action.value, unchanged=True)
    status = moves[entry.status]
    new_content, new_kind = entry.content, entry.kind
    edit = False
    if action is Action.EDIT:
        if not isinstance(content, str):
            raise AppError(Code.INVALID_ARGUMENTS, "content must be a string.", "content")
        new_content = clean_content(content)
        new_kind = entry.kind if kind is None else kind
        # What is compared is the stored form of both: an edit that only takes away what
        # cleaning takes away (invisible characters, extra spaces) is no edit (issue 13).
        edit = new_content != clean_content(entry.content) or new_kind != entry.kind
        if not edit:
            # Words that are the same once cleaned are no edit: a suggestion is accepted as
            # it stands, a saved entry is left as it is (or only moved).
            new_content = entry.content
            if entry.status is Status.SUGGESTED:
                action = Action.ACCEPT
            elif target is not None:
                action = Action.MOVE
            else:
                return Plan(existing=entry, action=action.value, unchanged=True)
    where = target or state
    # Words an outside agent relayed are the user's only once the user accepts them (SPEC §9).
    confirms = (
        not edit and status is Status.ACTIVE and entry.status is Status.SUGGESTED and relayed(entry)
    )
    draft = validate_entry(
        Draft(
            scope=where.ref.scope,
            scope_id=where.ref.scope_id,
            kind=new_kind,
            content=new_content,
            status=status,
            source=Provenance.USER_CONFIRMED if edit or confirms else entry.source,
            created_by=entry.created_by,
            reason=entry.reason,
            source_event_ids=list(entry.source_event_ids),
            pinned={Action.PIN: True, Action.UNPIN: False}.get(action, entry.pinned),
        ),
        actor=actor,
        change=Change.EDIT if edit else Change.CONFIRM if confirms else Change.DECIDE,
        previous_source=entry.source,
    )
    replaces = _replaceable(entry, replacing)
    decides: tuple[MemoryEntry, ...] = ()
    if status is not entry.status or edit or target is not None:
        # Moved, the entry leaves its room and takes room in the target; what it replaces
        # there makes room.
        freeing = sum(
            len(r.content) for r in replaces if ScopeRef(r.scope, r.scope_id) == where.ref
        )
        if target is None and entry.status is Status.ACTIVE:
            freeing += len(entry.content)
        decides = _live_words_check(
            entry, draft, where, freeing=freeing, leaving=frozenset(r.id for r in replaces)
        )
    return Plan(values=draft, decides=decides, action=action.value, replaces=replaces)


def _replaceable(entry: MemoryEntry, replacing: Sequence[MemoryEntry]) -> tuple[MemoryEntry, ...]:
    """Saved rules a decision replaces: saved ones only, each once, never the entry itself."""
    out: dict[int, MemoryEntry] = {}
    if replacing and entry.status is not Status.SUGGESTED:
        raise AppError(Code.INVALID_INPUT, "only a suggestion replaces saved rules.")
    for other in replacing:
        if other.id == entry.id:
            raise AppError(Code.INVALID_INPUT, "an entry cannot replace itself.")
        if other.status not in TRANSITIONS[Action.ARCHIVE]:
            raise AppError(
                Code.VERSION_CONFLICT,
                f"entry {other.id} is {other.status.value} now, so it cannot be replaced.",
            )
        out[other.id] = other
    return tuple(out.values())


def _live_words_check(
    entry: MemoryEntry,
    draft: Draft,
    state: ScopeState,
    *,
    freeing: int = 0,
    leaving: frozenset[int] = frozenset(),
) -> tuple[MemoryEntry, ...]:
    """An entry that comes (back) to life with some words, in its scope or the one it moves to:
    no other entry may hold them there (but those it replaces); the user saving words decides
    a pending or dismissed twin; limits of the new status apply (`freeing`: room it leaves)."""
    key = same_words_key(draft.content)
    status = Status(draft.status)
    for h in state.same(key, (Status.ACTIVE,), but=entry.id):
        if h.entry.id not in leaving:
            raise _already_saved(h)
    twins = state.same(key, (Status.SUGGESTED, Status.DISMISSED), but=entry.id)
    if status is Status.SUGGESTED:
        if twins:
            raise AppError(
                Code.INVALID_STATE,
                f"the same words wait in entry {twins[0].entry.id} already.",
                "content",
            )
        _pending_quota(state, len(draft.content))
        return ()
    if status is Status.ACTIVE:
        _room_check(state, len(draft.content), freeing)
        return tuple(h.entry for h in twins)
    return ()


def plan_undo(
    entry: MemoryEntry,
    action: str,
    before: Mapping[str, Any] | None,
    after_version: int | None,
    state: ScopeState,
    *,
    actor: Actor | str,
) -> Plan:
    """Take back a user's decision: the entry returns to `before`, if nothing changed since
    and the rules allow that state now (same words, room, secrets). The user's own undo may
    bring a suggestion back beyond the pending quota: the quota limits the agent."""
    actor = _check_decider(actor)
    if entry.version != after_version:
        raise AppError(
            Code.VERSION_CONFLICT, "the entry changed after that decision, so it cannot be undone."
        )
    if before is None:
        raise AppError(Code.NOTHING_TO_UNDO, "that change cannot be undone.")
    # `state` is the scope the entry returns to (where it was before, if it moved).
    draft = validate_entry(
        Draft(
            scope=state.ref.scope,
            scope_id=state.ref.scope_id,
            kind=before["kind"],
            content=before["content"],
            status=before["status"],
            source=before["source"],
            created_by=entry.created_by,
            reason=entry.reason,
            source_event_ids=list(entry.source_event_ids),
            pinned=bool(before["pinned"]),
        ),
        actor=actor,
        change=Change.UNDO,
    )
    status = Status(draft.status)
    if status in LIVE:
        key = same_words_key(draft.content)
        for h in state.same(key, LIVE, but=entry.id):
            raise _already_saved(h, undo=True)
    if status is Status.ACTIVE:
        here = state.ref == ScopeRef(entry.scope, entry.scope_id)
        freeing = len(entry.content) if entry.status is Status.ACTIVE and here else 0
        _room_check(state, len(draft.content), freeing)
    return Plan(values=draft, action=UNDO_PREFIX + action)


def before_ref(entry: MemoryEntry, before: Mapping[str, Any] | None) -> ScopeRef:
    """The scope an entry was in before a change (older history does not record it: there
    was no moving then, so it is the entry's own)."""
    before = before or {}
    try:
        return ScopeRef(Scope(before["scope"]), int(before["scope_id"]))
    except (KeyError, TypeError, ValueError):
        return ScopeRef(entry.scope, entry.scope_id)


# ---------------------------------------------------------------- for good


def plan_delete(
    entry: MemoryEntry, *, actor: Actor | str, expected_version: int | None = None
) -> MemoryEntry:
    """The user deletes an entry for good (SPEC §2.10), whatever its status; only the fact that
    it existed stays (its kind, status and scope, who and when), not its words."""
    _check_decider(actor)
    if expected_version is not None and entry.version != expected_version:
        raise AppError(
            Code.VERSION_CONFLICT,
            "this entry was changed elsewhere since you opened it; look at it again.",
        )
    return entry


def plan_clear(
    entries: Iterable[MemoryEntry], state: ScopeState, *, actor: Actor | str
) -> list[tuple[MemoryEntry, Plan]]:
    """ "Clear this scope": every saved entry of the scope is archived (each can come back with
    Undo); suggestions stay for the user to decide, archived and dismissed ones stay as they are."""
    return [
        (e, plan_decision(e, Action.ARCHIVE, state, actor=actor))
        for e in entries
        if e.status is Status.ACTIVE
    ]


# ---------------------------------------------------------------- organise


def _protected(entry: MemoryEntry) -> bool:
    return (
        entry.pinned or entry.created_by is Actor.USER or entry.source is Provenance.USER_CONFIRMED
    )


def plan_organise(held: Iterable[Held], *, actor: Actor | str) -> list[tuple[MemoryEntry, int]]:
    """Duplicates to put away (entry, id of the entry kept), SPEC §2.6: saved Memory is kept
    over a suggestion; a user-written, confirmed or pinned entry is never removed. Run for
    the agent or the extractor it only puts away that writer's own saved duplicates: it
    never touches a suggestion or anybody else's entry."""
    actor = Actor(actor)
    groups: dict[str, list[MemoryEntry]] = {}
    for h in held:
        if h.status in (Status.ACTIVE, Status.SUGGESTED):
            groups.setdefault(h.key, []).append(h.entry)
    plan: list[tuple[MemoryEntry, int]] = []
    for group in groups.values():
        if len(group) < 2:
            continue
        group.sort(key=lambda e: e.id)
        saved = [e for e in group if e.status is Status.ACTIVE]
        protected = [e for e in saved if _protected(e)]
        keep = (protected or saved or group)[0]
        for e in group:
            if e.id == keep.id or e in protected:
                continue
            if actor in DECIDERS or (e.status is Status.ACTIVE and e.created_by is actor):
                plan.append((e, keep.id))
    return plan
