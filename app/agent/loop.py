"""One agent turn: store the user's message → explicit saver → model ↔ tools → store the reply."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from app.agent.judge import judge_reply
from app.agent.prompt import build_messages, event_prefix
from app.agent.providers import (
    TOO_LONG,
    ModelProvider,
    ModelReply,
    ProviderError,
    parse_arguments,
)
from app.agent.receipts import record_turn
from app.agent.tool_record import ran
from app.agent.tools import Safety, ToolContext, ToolRegistry, rejection
from app.agent.tools.memory_tools import MEMORY_TOOL_NAMES
from app.domain.errors import AppError, Code
from app.domain.model import MemoryEntry, MessageSource
from app.domain.outcomes import MemoryBlock, RecordedVerdict
from app.domain.rules.limits import MESSAGE_MAX
from app.domain.taint import Untrusted, tainted_by
from app.i18n import _
from app.services.chat import ChatService
from app.services.compliance import ComplianceRecords
from app.services.memory import MemoryQueries, Proposals

DEFAULT_STEP_LIMIT = 8
# What a stopped reply's meta says: the user cancelled, the connection went mid-answer, or
# the answer went on past what a message holds (it is kept cut, its tool calls not run).
STOPPED_CANCELLED = "cancelled"
STOPPED_CONNECTION = "connection_lost"
STOPPED_CLOSED = "closed"  # the window closed during the reply (a Cancel with this `reason`)
STOPPED_TOO_LONG = TOO_LONG
# The tool calls one step runs; the model's others are answered with an error, not run.
MAX_TOOL_CALLS_PER_STEP = 16


@dataclass
class TurnResult:
    """What a turn did; `error` is set when it ended without a finished reply."""

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
    # The rules of the turn's Memory block (id, version, kind, words), and the receipt of each
    # message the turn stored (the reply's, each tool call's) (SPEC §2.11).
    rules: tuple[tuple[int, int, str, str], ...] = field(default=(), repr=False)
    compliance: dict[int, tuple[RecordedVerdict, ...]] = field(default_factory=dict)

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
        if self.error:
            data["error"] = self.error
        return data

    def _receipt(self, message_id: int | None) -> list[dict]:
        return [v.to_json() for v in self.compliance.get(message_id, ())] if message_id else []


def _clip(text: str) -> str:
    """A reply or a tool's output within the length of one message."""
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"


def _too_many(name: str) -> dict:
    return rejection(
        AppError(
            Code.TOO_MANY_TOOL_CALLS,
            f"{name} was not run: one step runs at most {MAX_TOOL_CALLS_PER_STEP} tool calls. "
            "Ask for it again in the next step if it is still needed.",
        )
    )


def _cancelled() -> dict:
    return {"code": "cancelled", "message": _("The turn was cancelled.")}


class AgentRunner:
    """Runs turns for any Session; safe to use from a worker thread (each call has its own DB work)."""

    def __init__(
        self,
        chat: ChatService,
        memory: MemoryQueries,
        proposals: Proposals,
        tools: ToolRegistry,
        provider: ModelProvider,
        *,
        step_limit: int = DEFAULT_STEP_LIMIT,
        compliance: ComplianceRecords | None = None,
        judge_rules: bool = False,
    ):
        self.chat = chat
        self.memory = memory
        self.proposals = proposals
        self.tools = tools
        self.provider = provider
        self.step_limit = step_limit
        # Where the turn's compliance receipts go, and whether the model judges the rules the
        # checker leaves unknown (a setting, off by default) (SPEC §2.11).
        self.compliance = compliance or ComplianceRecords.beside(memory)
        self.judge_rules = judge_rules

    def run_turn(
        self,
        session_id: int,
        text: str,
        *,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        initiator: object | None = None,
    ) -> TurnResult:
        """Answer one user message; a failed or cancelled turn keeps what was stored so far.

        `on_step` hears "thinking" before each model step and a tool's name before it runs;
        `on_text` gets the reply's text as it streams in. A reply cut short (Cancel, or the
        connection lost) is stored with what arrived, marked as stopped. A turn that ends
        without a reply for another reason (the model unreachable, the step limit) leaves the
        user's message marked as unanswered, for Retry (`answer_again`)."""
        added = self.chat.add_message(
            session_id, source=MessageSource.USER, text=text, initiator=initiator
        )
        return self._marked(
            self._answer(session_id, added, cancel, on_step, on_text, initiator), initiator
        )

    def answer_again(
        self,
        session_id: int,
        message_id: int,
        *,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        initiator: object | None = None,
    ) -> TurnResult:
        """Answer again a user message whose turn ended without a reply (Retry)."""
        added = self.chat.reopen_unanswered(session_id, message_id, initiator=initiator)
        return self._marked(
            self._answer(session_id, added, cancel, on_step, on_text, initiator), initiator
        )

    def _marked(self, result: TurnResult, initiator: object | None) -> TurnResult:
        # The step after the reply is stored (and shown): its receipt (app.agent.receipts).
        record_turn(self.compliance, result, initiator=initiator)
        code = (result.error or {}).get("code")
        if code and code != "cancelled" and result.agent_event_id is None:
            self.chat.mark_unanswered(result.user_event_id, code, initiator=initiator)
        return result

    def _answer(self, session_id, added, cancel, on_step, on_text, initiator) -> TurnResult:
        """The turn after the user's message is stored: the model ↔ tools, the reply."""
        temporary = added.session is not None and added.session.temporary
        result = TurnResult(user_event_id=added.message.id, saved=list(added.saved))
        history = self.chat.messages(session_id)
        # What untrusted content the model reads this turn: its Memory writes wait for the user.
        context = ToolContext(
            session_id,
            self.memory,
            self.proposals,
            initiator,
            written_after=self.tools.turn_taint(history),
        )
        # A temporary Session neither reads nor writes Memory: no block, no Memory tools.
        block = MemoryBlock("") if temporary else self.memory.memory_block(session_id)
        result.rules = block.rules
        messages = build_messages(
            block.text,
            history,
            temporary=temporary,
            saved=added.saved,
            not_saved=(added.message.meta or {}).get("not_saved", ()),
        )
        schemas = [
            s
            for s in self.tools.schemas()
            if not (temporary and s["function"]["name"] in MEMORY_TOOL_NAMES)
        ]
        for _step in range(self.step_limit):
            if on_step:
                on_step("thinking")
            if cancel is not None and cancel.is_set():
                result.error = _cancelled()
                return result
            try:
                reply: ModelReply = self.provider.complete(
                    messages, schemas, on_text=on_text, cancel=cancel
                )
            except ProviderError as exc:
                if exc.partial.strip():
                    self._store_reply(
                        session_id,
                        exc.partial,
                        block,
                        result,
                        initiator,
                        stopped=STOPPED_CONNECTION,
                    )
                result.error = {"code": exc.code, "message": exc.message}
                return result
            if reply.stopped == STOPPED_TOO_LONG:
                self._store_reply(
                    session_id, reply.text.strip() or "…", block, result, initiator,
                    stopped=STOPPED_TOO_LONG,
                )  # fmt: skip
                return result
            if reply.stopped:
                if reply.text.strip():
                    # Why it stopped, as the one who cancelled says (the window closing, say).
                    why = getattr(cancel, "reason", None) or STOPPED_CANCELLED
                    self._store_reply(session_id, reply.text, block, result, initiator, stopped=why)
                result.error = _cancelled()
                return result
            if cancel is not None and cancel.is_set():  # cancelled while the model was thinking
                result.error = _cancelled()
                return result
            if not reply.tool_calls:
                self._store_reply(session_id, reply.text.strip() or "…", block, result, initiator)
                return result
            messages.append(
                {
                    "role": "assistant",
                    "content": reply.text or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments},
                        }
                        for c in reply.tool_calls
                    ],
                }
            )
            for n, call in enumerate(reply.tool_calls):
                if on_step:
                    on_step(call.name)
                if cancel is not None and cancel.is_set():
                    break
                if n < MAX_TOOL_CALLS_PER_STEP:
                    outcome, arguments = self._run_tool(call.name, call.arguments, context)
                else:
                    outcome, arguments = _too_many(call.name), call.arguments
                # The raw result is kept as the message; the window reads it as a sentence.
                stored = self.chat.add_message(
                    session_id,
                    source=MessageSource.TOOL,
                    text=_clip(
                        json.dumps({"tool": call.name, "result": outcome}, ensure_ascii=False)
                    ),
                    meta={
                        "tool": call.name,
                        "arguments": arguments
                        if isinstance(arguments, dict)
                        else _clip(str(arguments)),
                        "ran": ran(outcome),  # what the window may say it did (tool_record)
                    },
                    initiator=initiator,
                )
                result.tool_calls.append(
                    {
                        "name": call.name,
                        "arguments": arguments,
                        "result": outcome,
                        "event_id": stored.message.id,
                    }
                )
                tool = self.tools.get(call.name)
                if tool is not None and tool.reads_outside:
                    # Its output is outside content the model reads from now on (SPEC §2.7).
                    context = replace(
                        context,
                        written_after=tainted_by(
                            Untrusted.TOOL, [stored.message.id], context.written_after
                        ),
                    )
                messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": call.id,
                        "content": event_prefix(stored.message.id)
                        + json.dumps(outcome, ensure_ascii=False),
                    }
                )
            if cancel is not None and cancel.is_set():
                result.error = _cancelled()
                return result
        result.error = {
            "code": "step_limit",
            "message": _("The agent stopped after {n} steps without a final answer.").format(
                n=self.step_limit
            ),
        }
        return result

    def judge(self, result: TurnResult, *, initiator: object | None = None) -> tuple:
        """With the setting on and a model connected, the model judges the reply's rules the
        checker left unknown (one small request; nothing changes when it cannot be read).
        Returns the verdicts that changed; `result.compliance` has them too."""
        if not self.judge_rules:
            return ()
        return judge_reply(self.provider, self.compliance, result, initiator=initiator)

    def _store_reply(
        self,
        session_id: int,
        text: str,
        block: MemoryBlock,
        result: TurnResult,
        initiator: object | None,
        *,
        stopped: str | None = None,
    ) -> None:
        """Store the agent's reply with exactly the entries its Memory block held."""
        stored = self.chat.add_message(
            session_id,
            source=MessageSource.AGENT,
            text=_clip(text.strip()),
            meta={"stopped": stopped} if stopped else None,
            memory_used=block.used,
            initiator=initiator,
        )
        result.reply = stored.message.text
        result.agent_event_id = stored.message.id
        result.memory_used = block.used
        result.stopped = stopped

    def _run_tool(self, name: str, raw_arguments: str, context: ToolContext) -> tuple[dict, object]:
        """Run one tool call; anything malformed is answered with the tool's error result."""
        try:
            arguments = parse_arguments(raw_arguments)
        except AppError as err:
            return rejection(err), raw_arguments
        tool = self.tools.get(name)
        if tool is not None and tool.safety is Safety.NEEDS_APPROVAL:
            return rejection(
                AppError(
                    Code.NOT_ALLOWED,
                    f"{name} needs the user's approval, which this agent cannot ask for.",
                )
            ), arguments
        return self.tools.call(name, context, arguments), arguments
