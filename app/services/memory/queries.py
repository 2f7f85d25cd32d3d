"""Reading Memory: entries and their history, a scope's switches and use, the directory,
the agent's search and its Memory block. Nothing here writes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from app.deferred import load
from app.domain.errors import AppError, Code
from app.domain.memory.formats import memory_block
from app.domain.memory.outcomes import Deletion, DirectoryRow, EntryUse, MemoryBlock, ScopeSettings
from app.domain.memory.rules.conflicts import Conflict, ConflictFinder
from app.domain.memory.rules.limits import CONTEXT_BUDGET, DEFAULT_ROOM, SEARCH_LIMIT
from app.domain.memory.rules.usage import Unused, check_days, not_used_lately
from app.domain.model import HistoryEvent, MemoryEntry, Scope, ScopeRef, Status
from app.domain.text import holds_terms, search_terms
from app.services.local_files import LocalKey
from app.services.memory.base import MemoryBase, not_found, whole_number
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import compliance_log, conversation, memory_log, settings_store
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import readings as reading_rows

if TYPE_CHECKING:
    from app.domain.compliance import Reply, ToolCall, TurnActions, Verdict
    from app.domain.compliance.reading import Reading

# The checker's reading of a rule's words: its tables are loaded only by what reads rules (the
# Memory page, `memory show`, a turn's checks), not by listing or searching Memory.
READING_OF = "app.domain.compliance.reading:reading_of"


def _fresh(kept: tuple[int, Reading] | None, version: int) -> Reading | None:
    """A stored reading, when it belongs to this version of the rule."""
    return kept[1] if kept is not None and kept[0] == version else None


@dataclass(frozen=True, slots=True)
class ScopeEntries:
    """A scope's entries as the Memory page lists them."""

    suggested: tuple[MemoryEntry, ...]
    others: tuple[MemoryEntry, ...]  # saved, archived and dismissed
    uses: dict[int, EntryUse]
    conflicts: dict[int, tuple[Conflict, ...]]


class MemoryQueries(MemoryBase):
    """What is remembered, as the window, the CLI and the agent read it.

    `identify`: the language identifier the compliance checker is given (the composition root
    wires the library's, app.services.language_id; None: the checker's own reading)."""

    def __init__(
        self,
        db,
        *,
        key: LocalKey | None = None,
        identify: Callable[[str], str | None] | None = None,
    ):
        super().__init__(db, key=key)
        self.identify = identify

    def scope_ref(self, session_id: int, scope: Scope | str) -> ScopeRef:
        """The concrete scope (this Session, its Space, or Personal) seen from a Session."""
        with self._db.read() as s:
            return self._ref_in(s, session_id, scope)

    def get(self, entry_id: int) -> MemoryEntry:
        with self._db.read() as s:
            return self._held(s, entry_id).entry

    def history(self, entry_id: int) -> list[HistoryEvent]:
        """Every change of an entry: who, what, when, before and after."""
        with self._db.read() as s:
            self._held(s, entry_id)
            return memory_log.history_list(s, entry_id)

    def deletions(self, ref: ScopeRef) -> list[Deletion]:
        """Entries of a scope the user deleted for good: what stays of them (not their words)."""
        with self._db.read() as s:
            self._check_ref(s, ref)
            return memory_log.deletions_in(s, ref)

    def deletion(self, entry_id: int) -> Deletion | None:
        """What stays of one entry deleted for good, or None."""
        with self._db.read() as s:
            return memory_log.deletion_of(s, whole_number(entry_id, "an entry id", "id"))

    def conflicts(
        self, ref: ScopeRef, *, session_id: int | None = None
    ) -> dict[int, tuple[Conflict, ...]]:
        """For each suggestion of a scope, the saved rules it contradicts or overlaps in the
        scopes the user sees with it (the Session's three, or the scope alone) (SPEC §2.10)."""
        return self.scope_entries(ref, session_id=session_id).conflicts

    def scope_entries(self, ref: ScopeRef, *, session_id: int | None = None) -> ScopeEntries:
        """Everything the Memory page lists for a scope, read at once: its suggestions, its other
        entries, how often replies used them, and the saved rules each suggestion conflicts with."""
        with self._db.read() as s:
            return self.scope_entries_in(s, ref, session_id=session_id)

    def scope_entries_in(
        self, s: UnitOfWork, ref: ScopeRef, *, session_id: int | None = None
    ) -> ScopeEntries:
        """`scope_entries` within a unit of work of the caller's (app.services.views)."""
        self._check_ref(s, ref)
        entries = repo.entry_list(s, ref, list(Status))
        suggested = [e for e in entries if e.status is Status.SUGGESTED]
        others = [e for e in entries if e.status is not Status.SUGGESTED]
        uses = memory_log.uses_in(s, ref)
        rules = [e for e in others if e.status is Status.ACTIVE and e.kind.is_rule]
        if suggested and session_id is not None:
            seen = self._session_refs(s, self._session(s, session_id))
            if ref in seen:
                rules += [
                    e
                    for r in seen
                    if r != ref
                    for e in repo.entry_list(s, r, [Status.ACTIVE])
                    if e.kind.is_rule
                ]
        conflicts: dict[int, tuple[Conflict, ...]] = {}
        if suggested:
            finder = ConflictFinder(rules)
            conflicts = {e.id: found for e in suggested if (found := finder.find(e))}
        return ScopeEntries(tuple(suggested), tuple(others), uses, conflicts)

    def not_used_lately(
        self, ref: ScopeRef, *, days: int, now: datetime | None = None
    ) -> list[Unused]:
        """Saved entries of a scope that no reply used, and the user did not touch, for `days`
        days (SPEC §2.9), offered to keep, edit or archive; nothing expires by itself."""
        check_days(days)
        with self._db.read() as s:
            self._check_ref(s, ref)
            entries = repo.entry_list(s, ref, [Status.ACTIVE])
            uses = memory_log.uses_of(s, [e.id for e in entries])
        return not_used_lately(entries, uses, now=now or datetime.now(UTC), days=days)

    def show(self, entry_id: int) -> tuple[MemoryEntry, EntryUse]:
        """An entry with how many replies used it and when last."""
        with self._db.read() as s:
            entry = self._held(s, entry_id).entry
            return entry, memory_log.uses_of(s, [entry.id]).get(entry.id, EntryUse())

    def uses(self, entry_ids: Iterable[int]) -> dict[int, EntryUse]:
        """How many agent replies held each entry, and when last (entries never used: absent)."""
        with self._db.read() as s:
            return memory_log.uses_of(s, list(entry_ids))

    def used_by(self, message_ids: Iterable[int]) -> dict[int, tuple[tuple[int, int], ...]]:
        """The entries (id, version) each agent reply's Memory block held."""
        with self._db.read() as s:
            return memory_log.used_by(s, list(message_ids))

    def used_in_session(
        self, session_id: int, *, after: int = 0
    ) -> dict[int, tuple[tuple[int, int], ...]]:
        """The entries (id, version) each agent reply of a Session held in its Memory block
        (replies after message id `after` when given)."""
        with self._db.read() as s:
            return memory_log.used_in_session(
                s, whole_number(session_id, "a Session id", "session"), after
            )

    def explicit_saves(self, session_id: int) -> dict[int, list[MemoryEntry]]:
        """What was saved at once from each user message of a Session (its explicit requests),
        as the entries are now: message id → entries."""
        with self._db.read() as s:
            return self.explicit_saves_in(s, session_id)

    def explicit_saves_in(self, s: UnitOfWork, session_id: int) -> dict[int, list[MemoryEntry]]:
        """`explicit_saves` within a unit of work of the caller's."""
        refs = self._session_refs(s, self._session(s, session_id))
        found: dict[int, list[MemoryEntry]] = {}
        # In any of the three scopes: an entry the user moved since is still shown.
        for entry in repo.explicit_saves(s, refs, session_id):
            for message_id in entry.source_event_ids[:1]:
                found.setdefault(message_id, []).append(entry)
        return found

    def in_session(self, session_id: int, entry_ids: Iterable[int]) -> dict[int, MemoryEntry]:
        """Those of the entries that are in a Session's Memory (its own, its Space's or
        Personal), as stored: entry id → entry; an id of another scope, or of nothing, is left
        out."""
        with self._db.read() as s:
            return self.in_session_in(s, session_id, entry_ids)

    def in_session_in(
        self, s: UnitOfWork, session_id: int, entry_ids: Iterable[int]
    ) -> dict[int, MemoryEntry]:
        """`in_session` within a unit of work of the caller's."""
        refs = set(self._session_refs(s, self._session(s, session_id)))
        found: dict[int, MemoryEntry] = {}
        for entry_id in sorted({i for i in entry_ids if isinstance(i, int)}):
            entry = repo.entry(s, entry_id)
            if entry is not None and ScopeRef(entry.scope, entry.scope_id) in refs:
                found[entry_id] = entry
        return found

    def list_entries(self, ref: ScopeRef, *, statuses: Iterable[Status | str]) -> list[MemoryEntry]:
        """Entries of one scope with the given statuses, pinned first, oldest first."""
        wanted = [Status(x) for x in statuses]
        with self._db.read() as s:
            self._check_ref(s, ref)
            return repo.entry_list(s, ref, wanted)

    @staticmethod
    def _scope_settings(ref: ScopeRef, stored, usage) -> ScopeSettings:
        auto_memory, use_memory, room = MemoryBase.with_defaults(ref, stored)
        count, used = usage.get((ref, Status.ACTIVE), (0, 0))
        suggested, _ = usage.get((ref, Status.SUGGESTED), (0, 0))
        return ScopeSettings(
            ref, auto_memory, use_memory, room, used=used, count=count, suggested=suggested
        )

    def settings(self, ref: ScopeRef) -> ScopeSettings:
        """A scope's switches, its room, and its use (counts leave out suggestions)."""
        with self._db.read() as s:
            return self.settings_in(s, ref)

    def settings_in(self, s: UnitOfWork, ref: ScopeRef) -> ScopeSettings:
        """`settings` within a unit of work of the caller's."""
        self._check_ref(s, ref)
        return self._scope_settings(
            ref, settings_store.scope_settings(s, ref), repo.usage_in(s, [ref])
        )

    def session_settings(self, session_id: int) -> list[ScopeSettings]:
        """The three scopes seen from a Session: Session, Space, Personal."""
        with self._db.read() as s:
            return self.session_settings_in(s, session_id)

    def session_settings_in(self, s: UnitOfWork, session_id: int) -> list[ScopeSettings]:
        """`session_settings` within a unit of work of the caller's."""
        refs = self._session_refs(s, self._session(s, session_id))
        stored = settings_store.settings_of(s, refs)
        usage = repo.usage_in(s, refs)
        return [self._scope_settings(ref, stored.get(ref), usage) for ref in refs]

    def directory(self) -> tuple[list[DirectoryRow], list[DirectoryRow], DirectoryRow]:
        """Spaces and Sessions that have Memory, and Personal; counts leave out suggestions."""
        with self._db.read() as s:
            usage = repo.usage_by_scope(s)
            stored = settings_store.all_scope_settings(s)  # every scope's settings in one query

            def row_for(ref: ScopeRef, name: str, space_id: int | None = None) -> DirectoryRow:
                count, used = usage.get((ref, Status.ACTIVE), (0, 0))
                suggested, _ = usage.get((ref, Status.SUGGESTED), (0, 0))
                room = (stored.get((ref.scope.value, ref.scope_id)) or (0, 0, None))[2]
                return DirectoryRow(
                    ref, name, count, suggested, used, room or DEFAULT_ROOM[ref.scope], space_id
                )

            has = {ref for (ref, status) in usage if status in (Status.ACTIVE, Status.SUGGESTED)}
            spaces = [
                row_for(ScopeRef(Scope.SPACE, sp.id), sp.name)
                for sp in conversation.space_list(s)
                if ScopeRef(Scope.SPACE, sp.id) in has
            ]
            sessions = [
                row_for(ScopeRef(Scope.SESSION, se.id), se.title, se.space_id)
                for se in conversation.session_list(s)
                if ScopeRef(Scope.SESSION, se.id) in has and not se.external
            ]
            # Outside agents' Sessions are listed whatever they hold, with the suggestions
            # they wrote (which wait in their Space or in Personal).
            user = ScopeRef(Scope.USER, conversation.local_user(s))
            for se in conversation.session_list(s):
                if se.external:
                    row = row_for(ScopeRef(Scope.SESSION, se.id), se.title, se.space_id)
                    wrote = sum(
                        len(repo.pending_from(s, ref, se.id))
                        for ref in (ScopeRef(Scope.SPACE, se.space_id), user)
                    )
                    sessions.append(replace(row, suggested=wrote, external=se.external_client))
            personal = row_for(ScopeRef(Scope.USER, conversation.local_user(s)), "Personal")
            return spaces, sessions, personal

    def pending_by_message(self, session_id: int) -> dict[int, list[int]]:
        """User messages of a Session that have a pending suggestion: message id → entry ids."""
        with self._db.read() as s:
            return self.pending_by_message_in(s, session_id)

    def pending_by_message_in(self, s: UnitOfWork, session_id: int) -> dict[int, list[int]]:
        """`pending_by_message` within a unit of work of the caller's."""
        found: dict[int, list[int]] = {}
        for ref in self._session_refs(s, self._session(s, session_id)):
            for entry_id, cited in repo.pending_from(s, ref, session_id):
                for event_id in cited:
                    found.setdefault(event_id, []).append(entry_id)
        return found

    def scope_name(self, ref: ScopeRef) -> str:
        """The Session title or Space name of a scope ("" for Personal)."""
        with self._db.read() as s:
            return self.scope_name_in(s, ref)

    def scope_name_in(self, s: UnitOfWork, ref: ScopeRef) -> str:
        """`scope_name` within a unit of work of the caller's."""
        if ref.scope is Scope.SESSION:
            info = conversation.session_info(s, ref.scope_id)
            if info is None:
                raise not_found("Session", ref.scope_id)
            return info.title
        if ref.scope is Scope.SPACE:
            space = conversation.space_info(s, ref.scope_id)
            if space is None:
                raise not_found("Space", ref.scope_id)
            return space.name
        self._check_ref(s, ref)
        return ""

    def _visible_scopes(self, s: UnitOfWork, session_id: int) -> list[ScopeRef]:
        """The Session's, its Space's and Personal scopes whose Use Memory is on, in that order.

        Three queries whatever the scopes (the Memory block is built on every agent step).
        """
        session = self._session(s, session_id)
        if session.temporary:
            return []  # a temporary Session neither reads nor writes Memory (SPEC §2.9)
        refs = self._session_refs(s, session)
        stored = settings_store.settings_of(s, refs)
        return [ref for ref in refs if stored.get(ref, (True, True))[1]]

    def everything(self) -> list[tuple[MemoryEntry, str]]:
        """Every saved entry and waiting suggestion of every scope with its same-words key:
        what the directory's search looks through (oldest first)."""
        with self._db.read() as s:
            return [
                (h.entry, h.key) for h in repo.held_everywhere(s, [Status.ACTIVE, Status.SUGGESTED])
            ]

    def search(self, session_id: int, query: Any) -> list[MemoryEntry]:
        """The agent's search: saved entries and pending suggestions it may see, session first."""
        if not isinstance(query, str):
            raise AppError(Code.INVALID_ARGUMENTS, "query must be a string.", "query")
        terms = search_terms(query)
        with self._db.read() as s:
            held = repo.held_in(
                s, self._visible_scopes(s, session_id), [Status.ACTIVE, Status.SUGGESTED]
            )
        return [h.entry for h in held if holds_terms(h.key, terms)][:SEARCH_LIMIT]

    def reading(self, entry: MemoryEntry) -> Reading:
        """What Mindkeep checks of a rule (issue 33): the reading stored for its version (the
        one the user confirmed, or the checker's when it was saved), else the checker's reading
        of its words (a suggestion, a rule saved before readings were kept)."""
        return self.readings([entry]).get(entry.id) or load(READING_OF)(entry.content)

    def readings(self, entries: Iterable[MemoryEntry]) -> dict[int, Reading]:
        """`reading` for each rule of the entries (facts, todos and the like have none)."""
        rules = [e for e in entries if e.kind.is_rule]
        with self._db.read() as s:
            stored = reading_rows.readings_of(s, [e.id for e in rules])
        out = {}
        for e in rules:
            kept = stored.get(e.id)
            out[e.id] = kept[1] if kept and kept[0] == e.version else load(READING_OF)(e.content)
        return out

    def block_readings(self, block: MemoryBlock) -> dict[int, Reading]:
        """The reading of each rule of a Memory block (stored for its version, else read)."""
        stored = self.stored_readings((i, v) for i, v, _kind, _words in block.rules)
        reading_of = load(READING_OF)
        return {i: stored.get(i) or reading_of(words) for i, _v, _kind, words in block.rules}

    def stored_readings(self, versions: Iterable[tuple[int, int]]) -> dict[int, Reading]:
        """The readings stored for these (entry id, version) pairs, where one is stored for that
        very version (the checker reads the words of the others)."""
        wanted = dict(versions)
        with self._db.read() as s:
            stored = reading_rows.readings_of(s, list(wanted))
        return {i: r for i, (v, r) in stored.items() if wanted.get(i) == v}

    def memory_block(self, session_id: int, *, budget: int = CONTEXT_BUDGET) -> MemoryBlock:
        """The Memory block of the agent's prompt: saved entries only, never suggestions, and
        exactly which entries (id, version) it holds."""
        with self._db.read() as s:
            # One query for the three scopes, in their order (session → space → user).
            refs = self._visible_scopes(s, session_id)
            rows = repo.context_rows(s, refs)
            # The rules the last reply broke, told to the agent in one line (SPEC §2.11).
            broken = compliance_log.broken_last_turn(s, session_id) if refs else ()
        return memory_block(rows, budget, broken=broken)

    def context_block(self, session_id: int, *, budget: int = CONTEXT_BUDGET) -> str:
        """The text of the Memory block (empty when there is nothing to give)."""
        return self.memory_block(session_id, budget=budget).text

    def check_rules(
        self,
        session_id: int,
        output: Reply | ToolCall,
        *,
        turn: TurnActions | None = None,
        budget: int = CONTEXT_BUDGET,
    ) -> list[Verdict]:
        """Whether an output (a reply, or a tool call with the turn before it) follows each rule
        of the Session's Memory block — the preferences and constraints the agent is given, in
        the block's order — one verdict per rule (SPEC §2.11). Reads only; records nothing."""
        # Imported here: the checker compiles its word tables on import (~0.1 s), which the
        # window's start does not need.
        from app.domain.compliance import RuleText, check_all

        with self._db.read() as s:
            rows = repo.context_rows(s, self._visible_scopes(s, session_id))
            block = memory_block(rows, budget).rules
            stored = reading_rows.readings_of(s, [entry_id for entry_id, *_rest in block])
        rules = [
            RuleText(content, kind, entry_id, version, _fresh(stored.get(entry_id), version))
            for entry_id, version, kind, content in block
        ]
        return check_all(rules, output, turn=turn, identify=self.identify)
