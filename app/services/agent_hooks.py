"""The user's rules govern every agent (SPEC §10): what the hooks of other agents do, through
the same services as everything else.

- A prompt the user typed in another agent is stored as a `captured` message of that agent's
  external Session (one per client and Space per day, shared with its MCP connection); §2.1
  saves its explicit requests at once, and the built-in judgement suggests the lasting rule it
  states, citing it.
- A tool call is checked against the saved rules of the Space bound to the agent's folder and
  Personal (app.domain.agents.check); what the rules decide (app.domain.agents.rules.decide) is
  answered, and kept: a blocked call, a call that ran with a rule bearing on it, a reply, and a
  check that could not run are messages of the external Session with their receipts (§2.11), so
  each rule counts what each agent did.
- The user's Block / Remind / Off per rule.

Reads go through app.storage.fast.hook_reads (plain SQL: the hook process reads the same with
`sqlite3` before any of this is imported); writes through the chat, Memory and compliance
services. Nothing here knows a client's JSON: app.domain.agents.events reads it and
app.domain.agents.answers answers in it.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from app.domain.agents import answers, names
from app.domain.agents.events import HookEvent
from app.domain.agents.rules import MODES, Decision, Rule, decide, default_mode, receipt, weighed
from app.domain.errors import AppError, Code
from app.domain.memory.formats import memory_block
from app.domain.memory.rules.limits import CONTEXT_BUDGET, MESSAGE_MAX
from app.domain.model import Kind, MemoryEntry, Message, MessageSource, ScopeRef, SessionInfo
from app.i18n import N_
from app.services.changes import Changes, Done
from app.services.chat import ChatService
from app.services.compliance import ComplianceRecords
from app.services.external import ExternalAgents
from app.services.memory.base import not_found, whole_number
from app.storage.engine.database import Database
from app.storage.fast import hook_reads
from app.storage.fast.hints import sqlite_file
from app.storage.repositories import agent_log
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import readings as reading_rows

if TYPE_CHECKING:
    from app.services.memory.proposals import Proposals

# The reason the built-in judgement gives a rule it suggests from a captured message: English as
# stored, translated where it is shown (the same words as the offline assistant's).
JUDGED_REASON = N_("You stated this as a rule for future work.")

# What became of a call another agent made, as its message in the external Session says.
BLOCKED, REMINDED, RAN, UNCHECKED = "blocked", "reminded", "ran", "unchecked"
RAN_UNCHECKED = (
    "It ran although it breaks a rule set to Block: the check before it could not run in time "
    "(the agent went on without Mindkeep's answer)."
)


@dataclass(frozen=True)
class Captured:
    """A prompt kept as the user's words: its message, what §2.1 saved at once, what the
    judgement suggested (None: nothing), and why nothing was kept (`skipped`, a code)."""

    message: Message | None
    saved: tuple[MemoryEntry, ...] = ()
    suggested: MemoryEntry | None = None
    skipped: str | None = None


@dataclass(frozen=True)
class Outcome:
    """A hook's answer in Mindkeep's words: deny (a reason), context for the model, a line for
    the user; and what was kept (the message of the external Session, if any)."""

    deny: str | None = None
    context: str | None = None
    message: str | None = None
    kept: Message | None = None
    extra: dict = field(default_factory=dict)


class AgentHooks:
    """What the hooks of other agents do, and the user's choice per rule."""

    def __init__(
        self,
        db: Database,
        *,
        chat: ChatService,
        proposals: Callable[[], Proposals],
        compliance: ComplianceRecords,
        external: ExternalAgents,
        check: Callable[..., dict],
        judge: Callable[[str], Any],
    ):
        """`check`: app.domain.agents.check.verdicts; `judge`: app.domain.memory.judgement.judge (given
        by the composition root, which imports them on first use: their word tables take ~0.1 s
        each to compile, which commands that never check or judge should not pay); `proposals`
        gives the Memory writers when a captured prompt is first kept (a command that reads the
        rules' Block / Remind / Off does not load them)."""
        self._check = check
        self._judge = judge
        self._db = db
        self._chat = chat
        self._proposals_of = proposals
        self._compliance = compliance
        self._external = external
        self._kept: hook_reads.KeptReader | None = None

    # ---------------------------------------------------------------- reading

    @contextlib.contextmanager
    def _reader(self):
        """A DB-API connection for app.storage.fast.hook_reads: sqlite3, read-only, on a SQLite file
        (what the hook process itself reads with; kept for the next read of this thread), the
        driver's own otherwise."""
        if self._kept is None and sqlite_file(self._db.url):
            self._kept = hook_reads.KeptReader(self._db.url)
        conn = self._kept.connection() if self._kept is not None else None
        if conn is not None:
            try:
                yield conn
            except sqlite3.Error:
                self._kept.forget()  # opened again on the next read
                raise
            return
        conn = hook_reads.dbapi_connection(self._db)
        try:
            yield conn
        finally:
            with contextlib.suppress(Exception):
                conn.close()

    def rules_at(self, cwd: str | None) -> tuple[tuple[int, str] | None, list[Rule]]:
        """The Space bound to a folder (or None) and the saved rules that apply there."""
        try:
            with self._reader() as conn:
                space = hook_reads.space_of(conn, cwd)
                return space, [Rule.from_json(r) for r in hook_reads.rules(conn, space)]
        except sqlite3.Error as exc:
            raise AppError(Code.INVALID_STATE, f"the rules could not be read: {exc}") from None

    def start_context(self, cwd: str | None) -> str:
        """What a session start gives the model: the Memory block of the Space bound to the
        folder and Personal (§2.8), and how many suggestions wait (never their words)."""
        with self._reader() as conn:
            space = hook_reads.space_of(conn, cwd)
            block = memory_block(hook_reads.block_rows(conn, space), CONTEXT_BUDGET).text
            count = hook_reads.waiting(conn, space)
        return answers.start_context(block, count)

    # ---------------------------------------------------------------- the events

    def handle(self, event: HookEvent) -> Done[Outcome]:
        """Do what one hook event asks and say what to answer (the process that runs it turns
        this into the client's JSON), with what was kept."""
        if event.event == names.SESSION_START:
            return Done(Outcome(context=self.start_context(event.cwd) or None))
        if event.event == names.PROMPT:
            captured = self.capture(event)
            value = captured.value
            return Done(Outcome(context=capture_text(value), kept=value.message)).fold(captured)
        if event.event == names.STOP:
            return _kept(Outcome(), self.reply(event))
        if event.oversized:  # never checked in part: it goes on, and is said (fail open)
            if event.event == names.PRE_TOOL:
                why = "the call holds more text than can be checked in time"
                return _kept(Outcome(message=why), self.note_unchecked(event, why))
            return Done(Outcome())
        _space, rules = self.rules_at(event.cwd)
        checked = weighed(rules)
        if not checked or not event.calls:
            return Done(Outcome())
        found = self._check(checked, event.calls)
        decision = decide(checked, found)
        if event.event == names.PRE_TOOL:
            answer = Outcome(deny=decision.reason, context=decision.context)
            if decision.deny:
                return _kept(answer, self.record(event, checked, found, decision, BLOCKED))
            return Done(answer)
        # A call that ran although a rule set to Block forbids it: the check before it did not
        # run (the agent went on without its answer, fail open). Kept as such, with its receipt.
        what = UNCHECKED if decision.deny else RAN
        kept = self.record(event, checked, found, decision, what)
        return _kept(Outcome(context=decision.context), kept)

    def session_for(self, event: HookEvent) -> Done[SessionInfo]:
        """The agent's external Session of today in the Space bound to its folder (a folder no
        Space is bound to gets one named after it, as over MCP)."""
        if not event.cwd:
            raise AppError(Code.INVALID_INPUT, "the hook did not say which folder it works in.")
        space = self._external.space_for([event.cwd])
        session = self._external.session_of_day(space.value[0].id, event.agent, folder=event.cwd)
        return session.fold(space)

    def capture(self, event: HookEvent) -> Done[Captured]:
        """Keep a prompt the user typed in another agent as a `captured` message of its
        external Session; §2.1 saves its explicit requests, the judgement suggests the rule it
        states (citing it). A prompt that is empty or too long to be a message is not kept."""
        text = event.prompt
        if not isinstance(text, str) or not text.strip():
            return Done(Captured(None, skipped="empty"))
        if len(text) > MESSAGE_MAX:
            return Done(Captured(None, skipped="message_too_long"))
        session = self.session_for(event)
        stored = self._chat.add_message(
            session.value.id,
            source=MessageSource.CAPTURED,
            text=text,
            meta={"captured_by": event.agent},
        )
        added = stored.value
        suggestion = self._judge(text).suggestion
        suggested = None
        if suggestion is not None:
            try:
                proposed = self._proposals_of().propose_rule(
                    session.value.id,
                    kind=suggestion.kind.value,
                    scope=suggestion.scope.value,
                    content=suggestion.content,
                    reason=JUDGED_REASON,
                    source_event_ids=[added.message.id],
                )
                stored = stored.fold(proposed)  # the suggestion joins what the prompt changed
                result = proposed.value
            except AppError:
                result = None  # a limit, Auto Memory off, words decided before: nothing to add
            if result is not None and result.status == "suggested":
                suggested = result.entry
        return Done(Captured(added.message, tuple(added.saved), suggested)).fold(session, stored)

    def record(
        self,
        event: HookEvent,
        rules: Sequence[Rule],
        found: Mapping[int, Mapping],
        decision: Decision | None,
        what: str,
    ) -> Done[Message | None]:
        """Keep a call another agent made (blocked, or run) as a message of its external Session
        with its receipt, when a rule bore on it; nothing otherwise."""
        verdict_list = receipt(found)
        bearing = decision is not None and not decision.silent
        if not verdict_list and not bearing:
            return Done(None)
        session = self.session_for(event)
        ids = [r.entry_id for r in rules if r.entry_id in {v["entry_id"] for v in verdict_list}]
        if decision is not None:
            ids += [
                i for i in (*decision.blocked, *decision.reminded, *decision.unsure) if i not in ids
            ]
        hook = {"client": event.agent, "decision": what, "rules": ids}
        if what == UNCHECKED:
            hook["reason"] = RAN_UNCHECKED
        elif decision is not None and (decision.reason or decision.context):
            hook["reason"] = decision.reason or decision.context
        if event.tool:
            hook["tool"] = event.tool[:200]
        added = self._chat.add_message(
            session.value.id,
            source=MessageSource.TOOL,
            text=_summary(event),
            meta={"tool": (event.tool or "tool")[:200], "hook": hook},
        )
        kept = Done(added.value.message).fold(session, added)
        if verdict_list:
            kept = kept.fold(self._compliance.record(added.value.message.id, verdict_list))
        return kept

    def reply(self, event: HookEvent) -> Done[Message | None]:
        """At stop: the agent's last reply, checked against the rules, kept with its receipt
        when a rule applied to it."""
        text = event.reply
        if not isinstance(text, str) or not text.strip() or len(text) > MESSAGE_MAX:
            return Done(None)
        _space, rules = self.rules_at(event.cwd)
        checked = weighed(rules)
        if not checked:
            return Done(None)
        found = self._check(checked, reply=text)
        verdict_list = receipt(found)
        if not verdict_list:
            return Done(None)
        session = self.session_for(event)
        added = self._chat.add_message(session.value.id, source=MessageSource.AGENT, text=text)
        message = added.value.message
        return Done(message).fold(session, added, self._compliance.record(message.id, verdict_list))

    def note_unchecked(self, event: HookEvent, why: str) -> Done[Message | None]:
        """A check that could not run in time: the call went on (fail open); the external
        Session says so, and the window shows it."""
        if not event.cwd:
            return Done(None)
        session = self.session_for(event)
        hook = {"client": event.agent, "decision": UNCHECKED, "rules": [], "reason": why[:2000]}
        if event.tool:
            hook["tool"] = event.tool[:200]
        added = self._chat.add_message(
            session.value.id,
            source=MessageSource.TOOL,
            text=_summary(event) or (event.tool or "tool"),
            meta={"tool": (event.tool or "tool")[:200], "hook": hook},
        )
        return Done(added.value.message).fold(session, added)

    # ---------------------------------------------------------------- Block / Remind / Off

    def set_enforcement(self, entry_id: Any, mode: Any) -> Done[tuple[MemoryEntry, str]]:
        """Keep what a rule does to another agent's action that would break it: block, remind or
        off (`default`: back to the default). Only rules have one."""
        entry_id = whole_number(entry_id, "an entry id", "entry_id")
        if mode not in (*MODES, "default"):
            raise AppError(
                Code.INVALID_INPUT, "enforcement is block, remind, off or default.", "mode"
            )
        with self._db.write() as s:
            entry = repo.entry(s, entry_id)
            if entry is None:
                raise not_found("Entry", entry_id)
            if not entry.kind.is_rule:
                raise AppError(
                    Code.INVALID_INPUT,
                    f"entry {entry_id} is a {entry.kind.value}: only rules (preferences and "
                    "constraints) block or remind other agents.",
                    "entry_id",
                )
            agent_log.set_enforcement(
                s,
                entry_id,
                None if mode == "default" else mode,
                scope=entry.scope.value,
                scope_id=entry.scope_id,
            )
        return Done(
            (entry, self.enforcement([entry])[entry_id][0]),
            Changes(
                scopes=frozenset({ScopeRef(entry.scope, entry.scope_id)}),
                entries=frozenset({entry_id}),
            ),
        )

    def enforcement(self, entries: Iterable[MemoryEntry]) -> dict[int, tuple[str, bool]]:
        """entry id → (what it does to other agents' actions, whether that is its default),
        for the rules among the entries."""
        rules = [e for e in entries if e.kind in (Kind.PREFERENCE, Kind.CONSTRAINT)]
        if not rules:
            return {}
        with self._db.read() as s:
            chosen = agent_log.enforcement_of(s, [e.id for e in rules])
            stored = reading_rows.readings_of(s, [e.id for e in rules])
        # The default is the reading's (issue 33): the one stored for the rule's version, else
        # the checker's reading of its words, as the hooks check it.
        found = self._check(
            [
                Rule(
                    e.id,
                    e.version,
                    e.kind.value,
                    e.content,
                    reading=stored[e.id][1].to_json()
                    if e.id in stored and stored[e.id][0] == e.version
                    else None,
                )
                for e in rules
            ]
        )
        return {
            e.id: (chosen[e.id], False)
            if e.id in chosen
            else (default_mode(found.get(e.id, {})), True)
            for e in rules
        }

    def by_agent(self, entry_ids: Sequence[int]) -> dict[int, dict[str | None, tuple[int, int]]]:
        """entry id → {agent name (None: Mindkeep's own agent): (followed, broken)}."""
        with self._db.read() as s:
            return agent_log.records_by_agent(s, list(entry_ids))

    def unchecked_since(self, after: int | None) -> tuple[int, dict[str, int]]:
        """Checks that could not run in time, kept after message `after` (None: from now on):
        (the newest message id looked at; how many per agent). The window says so."""
        with self._db.read() as s:
            notes = agent_log.hook_notes_since(s, after) if after is not None else []
            newest = after if after is not None else agent_log.last_message_id(s)
        counts: dict[str, int] = {}
        for message_id, agent, hook in notes:
            newest = max(newest, message_id)
            if hook.get("decision") == UNCHECKED:
                counts[agent] = counts.get(agent, 0) + 1
        return newest, counts

    def last_seen(self) -> dict[str, Any]:
        """Each outside agent's name → when it was last heard of (its newest message)."""
        with self._db.read() as s:
            return agent_log.agents_last_seen(s)


# ---------------------------------------------------------------- what the model is told


def capture_text(captured: Captured) -> str | None:
    """What the prompt hook tells the model: the captured message's id (to cite it with
    propose_memory_rule over MCP), and what was saved or suggested from it."""
    message = captured.message
    if message is None:
        return None
    lines = [
        f"Mindkeep (the user's Memory) keeps this message of the user as event {message.id}. "
        "If it states a lasting rule, you may suggest it with Mindkeep's propose_memory_rule, "
        f"citing source_event_ids [{message.id}]; the user decides in Mindkeep."
    ]
    for entry in captured.saved:
        lines.append(f"Saved at once, as the user asked: “{entry.content}”.")
    if captured.suggested is not None:
        lines.append(
            f"Mindkeep suggested the rule “{captured.suggested.content}”; it waits for the user "
            "and has no effect until they accept it. Do not suggest it again."
        )
    return "\n".join(lines)


def _kept(answer: Outcome, kept: Done[Message | None]) -> Done[Outcome]:
    """A hook's answer with the message it kept (and what keeping it changed)."""
    return Done(replace(answer, kept=kept.value), kept.changes, kept.stored)


def _summary(event: HookEvent) -> str:
    """A call as the external Session shows it: its command, or the files it writes."""
    parts = [c.summary() for c in event.calls]
    text = "\n".join(p for p in parts if p) or (event.tool or "")
    return text[:MESSAGE_MAX] if text.strip() else (event.tool or "tool")
