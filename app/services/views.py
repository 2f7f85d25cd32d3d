"""What each screen of the window shows, read in one unit of work (one transaction, one
connection) per refresh: a page asks once for its view and applies it, instead of asking
several services in turn (each its own transaction) as it draws.

- `memory_page`: a scope's header, its suggestions with the messages they cite, its other
  entries with their use, and the saved ones "not used lately" (the rule is the domain's,
  app.domain.memory.rules.usage; the days are the user's setting);
- `chat_page`: a Session as the chat shows it: its title, its newest messages (or those
  stored since the last one shown, and those shown that changed), what each reply used, and
  the annotations below;
- `chat_annotations`: beside a Session's messages, the pending suggestions, what each
  "Remember …" saved, the entries its tool calls name, as stored, the receipts of replies
  and tool calls (the rules they followed or broke, SPEC §2.11), and the tool calls waiting
  for the user's approval;
- `counts`: the suggestions waiting where the Memory page opens (the nav bar) and in each
  Space (the sidebar's badges).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from app.deferred import load
from app.domain.memory.outcomes import RecordedVerdict, RuleRecord, ScopeSettings
from app.domain.memory.rules.usage import Unused, not_used_lately
from app.domain.model import (
    Actor,
    HistoryEvent,
    MemoryEntry,
    Message,
    Scope,
    ScopeRef,
    SessionInfo,
    Status,
)
from app.domain.tools.approvals import Approval
from app.services.approvals import Approvals
from app.services.memory.queries import MemoryQueries, ScopeEntries
from app.services.settings import SettingsService
from app.storage.engine.database import Database
from app.storage.repositories import agent_log, compliance_log, conversation, memory_log
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import readings as reading_rows

if TYPE_CHECKING:
    from app.domain.compliance.reading import Reading


@dataclass(frozen=True, slots=True)
class MemoryPageView:
    """Everything the Memory page shows for one scope, read at once."""

    ref: ScopeRef
    settings: ScopeSettings
    name: str
    entries: ScopeEntries
    unused: tuple[Unused, ...]
    # The Session's three scopes when the page is seen from a Session (else empty).
    session_scopes: tuple[ScopeSettings, ...] = ()
    # The first message each suggestion (and each entry) cites, as stored (None: gone).
    messages: dict[int, Message | None] = field(default_factory=dict)
    # The entry whose history is open, as it is now, with its events (None: not asked or gone).
    history: tuple[MemoryEntry, list[HistoryEvent]] | None = None
    # The Session it was seen from is gone (deleted here or elsewhere): its Space and Personal stay.
    session_gone: bool = False
    # How often each entry was followed and broken, and when last broken (SPEC §2.11), with
    # each outside agent's part (SPEC §10).
    records: dict[int, RuleRecord] = field(default_factory=dict)
    # The user's Block / Remind / Off for other agents, of the rules that have one (SPEC §10).
    enforcement: dict[int, str] = field(default_factory=dict)
    # What Mindkeep checks of each rule shown (issue 33): stored for its version, else read.
    readings: dict[int, Reading] = field(default_factory=dict)

    def waiting(self) -> dict[Scope, int]:
        """How many suggestions wait in each of the Session's scopes."""
        return {st.ref.scope: st.suggested for st in self.session_scopes}


# One message's receipt as the chat shows it: each rule that applied, with its entry.
Receipt = tuple[tuple[RecordedVerdict, MemoryEntry | None], ...]


@dataclass(frozen=True, slots=True)
class ChatAnnotations:
    """Beside a Session's messages: which user messages have a pending suggestion (message id →
    entry ids), what each explicit request saved (message id → entries), the entries the
    tool calls shown name, as stored in this Session's Memory (entry id → entry; one that is
    not there is left out, so its tool line says nothing about Memory), the receipts, and the
    tool calls waiting for the user's approval (oldest first; the chat shows the first one's
    card)."""

    pending: dict[int, list[int]]
    saves: dict[int, list[MemoryEntry]]
    named: dict[int, MemoryEntry] = field(default_factory=dict)
    # message id → the rules its reply (or tool call) followed or broke, each with the entry as
    # it is now (None: deleted for good since); messages where no rule applied are absent.
    receipts: dict[int, Receipt] = field(default_factory=dict)
    approvals: tuple[Approval, ...] = ()
    # Of the named entries the agent wrote: its own words and scope, and whether it waited for
    # the user (entry id → (content, scope, waited)), which the tool line says whatever the
    # user made of them since.
    as_suggested: dict[int, tuple[str, Scope, bool]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ChatPageView:
    """A Session as the chat shows it, read at once (see Views.chat_page). `session` None: the
    Session is gone (deleted here or elsewhere)."""

    session: SessionInfo | None
    messages: tuple[Message, ...]
    # More messages lie before the first one read (a Session opened on its newest).
    has_earlier: bool
    # Of the messages shown already, those read again because they changed.
    changed: tuple[Message, ...]
    # The entries (id, version) each reply read here held in its Memory block.
    used: dict[int, tuple[tuple[int, int], ...]]
    notes: ChatAnnotations


@dataclass(frozen=True, slots=True)
class WaitingCounts:
    """Suggestions waiting: where the Memory page opens (the current Session's three scopes, or
    Personal), and per Space (its own and its Sessions')."""

    here: int
    by_space: dict[int, int]


def _agent_order(item: tuple) -> tuple:
    """The agents most often seen first, then by name."""
    name, (followed, broken) = item
    return (-(followed + broken), name or "")


class Views:
    """One read per screen refresh (see the module's docstring)."""

    def __init__(self, db: Database, memory: MemoryQueries, approvals: Approvals):
        self._db = db
        self._memory = memory
        self._approvals = approvals

    def memory_page(
        self,
        ref: ScopeRef,
        *,
        session_id: int | None = None,
        history_of: int | None = None,
        now: datetime | None = None,
    ) -> MemoryPageView:
        """The Memory page of a scope, seen from a Session when given (its scope buttons, the
        targets of a move, the conflicts with the rules of its other scopes)."""
        q = self._memory
        with self._db.read() as s:
            scopes: tuple[ScopeSettings, ...] = ()
            gone = session_id is not None and conversation.session_info(s, session_id) is None
            if session_id is not None and not gone:
                scopes = tuple(q.session_settings_in(s, session_id))
            mine = [st for st in scopes if st.ref == ref]
            settings = mine[0] if mine else q.settings_in(s, ref)
            name = q.scope_name_in(s, ref)
            entries = q.scope_entries_in(s, ref, session_id=session_id if scopes else None)
            days = SettingsService.unused_days_in(s)
            cited = {e.source_event_ids[0] for e in entries.suggested if e.source_event_ids}
            history = None
            if history_of is not None:
                held = repo.entry_held(s, history_of)
                if held is not None:
                    history = (held.entry, memory_log.history_list(s, history_of))
                    cited.update(held.entry.source_event_ids[:1])
            messages = {mid: conversation.message_info(s, mid) for mid in sorted(cited)}
            records = compliance_log.records_in(s, ref)
            rule_ids = [e.id for e in entries.others if e.kind.is_rule]
            by_agent = agent_log.records_by_agent(s, list(records)) if records else {}
            enforcement = agent_log.enforcement_of(s, rule_ids)
            rules = [
                e
                for e in (*entries.suggested, *entries.others)
                if e.kind.is_rule and e.status in (Status.ACTIVE, Status.SUGGESTED)
            ]
            stored = reading_rows.readings_of(s, [e.id for e in rules])
        for entry_id, agents in by_agent.items():
            outside = tuple(
                (name, f, v) for name, (f, v) in sorted(agents.items(), key=_agent_order) if name
            )
            if outside and entry_id in records:
                records[entry_id] = replace(records[entry_id], by_agent=outside)
        # The checker's reader of rules (the compliance package, ~30 ms and ~1.7 MB) is loaded
        # with the first Memory page read, not with the services: the window's worker builds
        # these, and the window at start shows no reading.
        reading_of = load("app.domain.compliance.reading:reading_of")
        readings = {
            e.id: stored[e.id][1]
            if e.id in stored and stored[e.id][0] == e.version
            else reading_of(e.content)
            for e in rules
        }
        unused = not_used_lately(
            entries.others, entries.uses, now=now or datetime.now(UTC), days=days
        )
        return MemoryPageView(
            ref,
            settings,
            name,
            entries,
            tuple(unused),
            scopes,
            messages,
            history,
            gone,
            records,
            enforcement,
            readings,
        )

    def memory_home(self, session_id: int | None) -> ScopeRef:
        """Where the Memory page opens from a Session: the first of its scopes where
        suggestions wait, else its own; without a Session, Personal."""
        with self._db.read() as s:
            if session_id is None or conversation.session_info(s, session_id) is None:
                return ScopeRef(Scope.USER, conversation.local_user(s))
            scopes = self._memory.session_settings_in(s, session_id)
        return next((st.ref for st in scopes if st.suggested), scopes[0].ref)

    def chat_page(
        self,
        session_id: int,
        *,
        since: int | None = None,
        limit: int = 20,
        first: int | None = None,
        again: Iterable[int] = (),
        named: Iterable[int] = (),
        named_of: Callable[[Sequence[Message]], Iterable[int]] | None = None,
    ) -> ChatPageView:
        """A Session as the chat shows it, in one read: its newest `limit` messages, or with
        `since` (the last message shown) those stored after it and the shown ones in `again`
        read again; what each reply read used; and the annotations of the messages shown
        (from message id `first` on, else the first read; `named`: the entry ids their tool
        calls name, with `named_of` giving those of the messages read)."""
        with self._db.read() as s:
            info = conversation.session_info(s, session_id)
            if info is None:
                return ChatPageView(None, (), False, (), {}, ChatAnnotations({}, {}))
            if since is None:
                read = conversation.message_tail(s, session_id, limit + 1, None)
                has_earlier = len(read) > limit
                read = read[-limit:] if limit else []
            else:
                read = conversation.message_list(s, session_id, since, None)
                has_earlier = False
            changed = [
                m
                for m in (conversation.message_info(s, i) for i in sorted(set(again)))
                if m is not None and m.session_id == session_id
            ]
            ids = {*named, *(named_of(read + changed) if named_of is not None else ())}
            entries = self._memory.in_session_in(s, session_id, ids)
            if first is None:
                first = read[0].id if read else 0
            notes = ChatAnnotations(
                self._memory.pending_by_message_in(s, session_id),
                self._memory.explicit_saves_in(s, session_id),
                entries,
                _receipts(s, compliance_log.verdicts_in_session(s, session_id, first)),
                tuple(self._approvals.pending_in(s, session_id)),
                as_suggested=_as_suggested(s, entries),
            )
            used = memory_log.used_by(s, [m.id for m in read]) if read else {}
        return ChatPageView(info, tuple(read), has_earlier, tuple(changed), used, notes)

    def chat_annotations(
        self, session_id: int, *, named: Iterable[int] = (), since: int = 0
    ) -> ChatAnnotations:
        """What the chat shows beside a Session's messages (see ChatAnnotations); `named`: the
        entry ids the tool calls shown say they wrote or found; the receipts of the messages
        from id `since` on (those shown)."""
        with self._db.read() as s:
            entries = self._memory.in_session_in(s, session_id, named)
            return ChatAnnotations(
                self._memory.pending_by_message_in(s, session_id),
                self._memory.explicit_saves_in(s, session_id),
                entries,
                _receipts(s, compliance_log.verdicts_in_session(s, session_id, since)),
                tuple(self._approvals.pending_in(s, session_id)),
                as_suggested=_as_suggested(s, entries),
            )

    def named(
        self, session_id: int, entry_ids: Iterable[int]
    ) -> tuple[dict[int, MemoryEntry], dict[int, tuple[str, Scope, bool]]]:
        """Of the entries tool calls name (of older messages the chat loads): those in the
        Session's Memory as stored, and the agent's own words and scope of those it wrote."""
        with self._db.read() as s:
            entries = self._memory.in_session_in(s, session_id, entry_ids)
            return entries, _as_suggested(s, entries)

    def receipts(self, message_ids: list[int]) -> dict[int, Receipt]:
        """The receipts of these messages (older ones the chat loads as the user scrolls up)."""
        with self._db.read() as s:
            return _receipts(s, compliance_log.verdicts_of(s, message_ids))

    def counts(self, session_id: int | None) -> WaitingCounts:
        """Suggestions waiting where Memory opens and in each Space (see WaitingCounts)."""
        with self._db.read() as s:
            usage = repo.usage_by_scope(s)
            space_of = {se.id: se.space_id for se in conversation.session_list(s)}
            if session_id is not None and session_id in space_of:
                here_refs = {
                    ScopeRef(Scope.SESSION, session_id),
                    ScopeRef(Scope.SPACE, space_of[session_id]),
                    ScopeRef(Scope.USER, conversation.local_user(s)),
                }
            else:
                here_refs = {ScopeRef(Scope.USER, conversation.local_user(s))}
        by_space: dict[int, int] = {}
        here = 0
        for (ref, status), (count, _chars) in usage.items():
            if status is not Status.SUGGESTED or not count:
                continue
            if ref in here_refs:
                here += count
            space_id = (
                ref.scope_id
                if ref.scope is Scope.SPACE
                else space_of.get(ref.scope_id)
                if ref.scope is Scope.SESSION
                else None
            )
            if space_id is not None:
                by_space[space_id] = by_space.get(space_id, 0) + count
        return WaitingCounts(here, by_space)


def _as_suggested(s, entries: dict[int, MemoryEntry]) -> dict[int, tuple[str, Scope, bool]]:
    """The words and scope the agent wrote each of these entries with, and whether it waited
    for the user (their first history event, the agent's), for those it wrote."""
    found = {}
    for entry_id, event in memory_log.first_events(s, list(entries)).items():
        after = event.after if isinstance(event.after, dict) else {}
        content, scope = after.get("content"), after.get("scope")
        if event.actor is Actor.AGENT and isinstance(content, str) and scope in set(Scope):
            found[entry_id] = (content, Scope(scope), event.action == "suggest")
    return found


def _receipts(s, verdicts: dict[int, tuple[RecordedVerdict, ...]]) -> dict[int, Receipt]:
    """The verdicts that applied (followed or broken), each with its entry as it is now."""
    applied = {mid: [v for v in vs if v.applied] for mid, vs in verdicts.items()}
    entries = compliance_log.entries_by_id(s, [v.entry_id for vs in applied.values() for v in vs])
    return {
        mid: tuple((v, entries.get(v.entry_id)) for v in vs) for mid, vs in applied.items() if vs
    }
