"""A turn as the loop runs it: its result (`TurnResult`), what one run of it holds (`Turn`), what
its writes changed so far (`Kept`), and its state between its model steps (`TurnState`), as stored with a call that waits for the user's
approval, so that the turn can be continued later, in this process or another (the window,
or `mindkeep approve` after `mindkeep chat` exited).

What is stored (JSON, `version` 1):
- `system`: the prompt's system text as the turn gave it (the Memory block held then, and
  `memory_used`: its entries and versions, which the reply records; `rules`: the rules among
  them, which the receipts check, SPEC §2.11);
- `history_until`: the last message of the Session's history the turn gave the model (the
  history itself is read again from the database: it is stored there already);
- `turn`: the turn's own messages after the history (the model's tool calls, their results
  as the model got them);
- `steps`, `calls`, `next_call`, `denied`: the model steps made, the current step's calls
  (exactly as the model sent them), which one waits, and whether one of them was denied;
- `earlier`, `warned`, `written_after`: the calls that ran (the compliance checker's turn),
  the rules the model was already told a call would break, the untrusted content read so far;
- `tool_calls`, `saved`: what the turn's result reports (its calls, the explicit saves).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from app.agent.context_budget import History, Prompt
from app.agent.mcp.session import SessionTools
from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import MemoryBlock, RecordedVerdict
from app.domain.model import MemoryEntry, WrittenAfter
from app.domain.tools.approvals import Approval
from app.domain.tools.runs import RunRecord
from app.services.changes import NOTHING, Changes, Done

T = TypeVar("T")
# Told what a write of the turn stored, as it is now (its messages, a call that waits): the chat
# shows them as they come, without a read.
OnStored = Callable[[tuple[Any, ...]], None]

VERSION = 1


@dataclass
class TurnState:
    session_id: int
    user_event_id: int
    system: str
    history_until: int
    temporary: bool = False
    memory_used: tuple[tuple[int, int], ...] = ()
    rules: tuple[tuple[int, int, str, str], ...] = ()
    turn: list[dict] = field(default_factory=list)
    steps: int = 0
    calls: list[dict] = field(default_factory=list)  # {"id", "name", "arguments" (JSON text)}
    next_call: int = 0
    denied: bool = False
    earlier: list[dict] = field(default_factory=list)  # {"name", "arguments"} of calls that ran
    warned: list[int] = field(default_factory=list)
    written_after: WrittenAfter | None = None
    tool_calls: list[dict] = field(default_factory=list)
    saved: list[int] = field(default_factory=list)

    def waiting_call(self) -> dict:
        """The call the turn stopped at."""
        return self.calls[self.next_call]

    def end_step(self) -> None:
        self.calls, self.next_call, self.denied = [], 0, False

    def to_json(self) -> dict:
        return {
            "version": VERSION,
            "session_id": self.session_id,
            "user_event_id": self.user_event_id,
            "system": self.system,
            "history_until": self.history_until,
            "temporary": self.temporary,
            "memory_used": [list(u) for u in self.memory_used],
            "rules": [list(r) for r in self.rules],
            "turn": self.turn,
            "steps": self.steps,
            "calls": self.calls,
            "next_call": self.next_call,
            "denied": self.denied,
            "earlier": self.earlier,
            "warned": self.warned,
            "written_after": None if self.written_after is None else self.written_after.to_json(),
            "tool_calls": self.tool_calls,
            "saved": self.saved,
        }

    @staticmethod
    def from_json(data: Any) -> TurnState:
        """The stored state back; a state this version cannot read (written by a newer app, or
        damaged) is approval_expired: the call cannot be continued, and nothing runs."""
        try:
            if data.get("version") != VERSION:
                raise ValueError(f"state version {data.get('version')!r}")
            state = TurnState(
                session_id=int(data["session_id"]),
                user_event_id=int(data["user_event_id"]),
                system=str(data["system"]),
                history_until=int(data["history_until"]),
                temporary=bool(data["temporary"]),
                memory_used=tuple((int(i), int(v)) for i, v in data["memory_used"]),
                rules=tuple(
                    (int(i), int(v), str(kind), str(words))
                    for i, v, kind, words in data.get("rules", ())
                ),
                turn=list(data["turn"]),
                steps=int(data["steps"]),
                calls=[dict(c) for c in data["calls"]],
                next_call=int(data["next_call"]),
                denied=bool(data["denied"]),
                earlier=[dict(c) for c in data["earlier"]],
                warned=[int(i) for i in data["warned"]],
                written_after=WrittenAfter.from_json(data["written_after"]),
                tool_calls=list(data["tool_calls"]),
                saved=[int(i) for i in data["saved"]],
            )
            state.waiting_call()  # there is one
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            raise AppError(
                Code.APPROVAL_EXPIRED,
                f"this approval's turn cannot be continued ({exc}); nothing was run. Ask the "
                "agent again.",
                "id",
            ) from None
        return state


@dataclass
class TurnResult:
    """What a turn did; `error` is set when it ended without a finished reply, and
    `pending_approval` when it paused on a call waiting for the user."""

    user_event_id: int
    reply: str | None = None
    agent_event_id: int | None = None
    tool_calls: list[dict] = field(default_factory=list)
    saved: list[MemoryEntry] = field(default_factory=list)
    # The entries (id, version) the reply's Memory block held (SPEC §2.9).
    memory_used: tuple[tuple[int, int], ...] = ()
    # Why a stored reply is not the model's whole answer (None when it is).
    stopped: str | None = None
    error: dict | None = None
    pending_approval: Approval | None = None
    # Tool servers that could not start or stopped during the turn (it went on without them).
    problems: list[AppError] = field(default_factory=list)
    # The rules of the turn's Memory block (id, version, kind, words), and the receipt of each
    # message the turn stored (the reply's, each tool call's) (SPEC §2.11).
    rules: tuple[tuple[int, int, str, str], ...] = field(default=(), repr=False)
    compliance: dict[int, tuple[RecordedVerdict, ...]] = field(default_factory=dict)
    # The readings stored for those rules' versions, as the turn read them with its block
    # (None: not read yet); its receipts check each rule as its reading says (issue 33).
    readings: dict | None = field(default=None, repr=False)
    # What of the Session the reply was written without (older messages past the model's
    # context window): {"seen", "from", "window"}; None when it saw the whole Session.
    context: dict | None = None
    # Calls of the Session that a program which went had left running, marked interrupted as
    # the turn started (they may have run; none is run again) (issue 31).
    interrupted: list[RunRecord] = field(default_factory=list)

    def to_json(self) -> dict:
        data = {
            "reply": self.reply,
            "user_event_id": self.user_event_id,
            "agent_event_id": self.agent_event_id,
            "tool_calls": [
                {**c, "compliance": self._receipt(c.get("event_id"))} for c in self.tool_calls
            ],
            "saved": [e.to_json() for e in self.saved],
            "memory_used": [{"id": i, "version": v} for i, v in self.memory_used],
            "compliance": self._receipt(self.agent_event_id),
        }
        if self.stopped:
            data["stopped"] = self.stopped
        if self.pending_approval is not None:
            data["pending_approval"] = self.pending_approval.to_json()
        if self.context is not None:
            data["context"] = self.context
        if self.interrupted:
            data["interrupted_calls"] = [r.to_json() for r in self.interrupted]
        if self.problems:
            data["tool_problems"] = [p.to_json() for p in self.problems]
        if self.error:
            data["error"] = self.error
        return data

    def _receipt(self, message_id: int | None) -> list[dict]:
        return [v.to_json() for v in self.compliance.get(message_id, ())] if message_id else []


class Kept:
    """What a turn's writes changed so far (its result carries it, for whoever ran the turn to
    announce once), and who hears what each of them stored as it is stored."""

    def __init__(self, on_stored: OnStored | None = None) -> None:
        self.changes: Changes = NOTHING
        self.stored: tuple[Any, ...] = ()
        self._on_stored = on_stored
        self._pending: list[Done] | None = None  # taken inside a unit not yet committed

    def took(self, done: Done[T]) -> T:
        """The value of a write the turn made; what it changed and stored joins the turn's
        (inside `unit`, once the unit is committed)."""
        if self._pending is not None:
            self._pending.append(done)
            return done.value
        self._keep(done)
        return done.value

    @contextlib.contextmanager
    def unit(self, together: Callable[[], contextlib.AbstractContextManager]) -> Iterator[None]:
        """The writes the turn takes in the block are one transaction (`together`: the
        services' app.services.chat.ChatService.together); what they changed and stored joins
        the turn's, and is told to `on_stored`, once it is committed, never before (a block
        that raises keeps none of them)."""
        if self._pending is not None:
            yield  # inside one already
            return
        pending: list[Done] = []
        self._pending = pending
        try:
            with together():
                yield
        finally:
            self._pending = None
        for done in pending:
            self._keep(done)

    def _keep(self, done: Done) -> None:
        self.changes = self.changes | done.changes
        if done.stored:
            self.stored += done.stored
            if self._on_stored is not None:
                self._on_stored(done.stored)

    def done(self, value: T) -> Done[T]:
        return Done(value, self.changes, self.stored)

    @contextlib.contextmanager
    def refusing(self) -> Iterator[None]:
        """A refusal raised in the block carries what the turn committed before it."""
        try:
            yield
        except AppError as err:
            if self.changes:
                err.changes = self.changes | err.changes if err.changes else self.changes
            raise


@dataclass(frozen=True, slots=True)
class Budget:
    """What a turn's requests may take: the model's window, the tokens of the tools'
    definitions, what is left for the messages, and the definitions themselves."""

    window: int
    tools: int
    tokens: int
    schemas: list[dict]


@dataclass
class Turn:
    """One run of a turn (from its start, or resumed): its state, the newest history read for
    it, its budget, the tools, what it reports, and the caller's hooks. `prompt` is the last
    request made; `rebuild_system` gives the system text and Memory block again for a smaller
    block (a turn that started here; a resumed one keeps its stored system text)."""

    state: TurnState
    history: History
    budget: Budget
    tools: SessionTools
    result: TurnResult
    cancel: threading.Event | None
    on_step: Callable[[str], None] | None
    on_text: Callable[[str], None] | None
    kept: Kept
    block: MemoryBlock
    prompt: Prompt | None = None
    rebuild_system: Callable[[int], tuple[str, MemoryBlock]] | None = None

    def context(self) -> dict | None:
        """What the last request left out of the Session, as the reply's meta keeps it."""
        prompt = self.prompt
        if prompt is None or not prompt.omitted:
            return None
        return {"seen": prompt.seen, "from": prompt.first_seen, "window": self.budget.window}

    def step(self, what: str) -> None:
        if self.on_step:
            self.on_step(what)

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()
