"""One agent turn: store the user's message → explicit saver → model ↔ tools → store the reply.

A turn may pause (SPEC §3): a call of a tool that is not marked read-only waits for the user's
approval. Its turn's state is stored with it (app/agent/turn_state.py), the turn returns with
`pending_approval`, and `resume(approval_id, decision)` continues it later, in this process or
another, from the call that waited. A waiting call never runs by itself: only `resume` with
an Allow runs it, once; a new turn in the Session expires it, Cancel cancels it. What each call
of a step becomes (refused, told it would break a rule, asked, run) is app/agent/call_gate.py;
running and recording the calls is app/agent/tool_calls.py.

Each entry point returns the turn's result with what its writes changed (a `Done`), for whoever
ran it to announce once; each message the turn stores (and a call it leaves waiting) is told to
`on_stored` as it is stored, so the chat shows it without a read.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable

from app.agent import call_gate
from app.agent.context_budget import (
    BLOCK_SHARE,
    History,
    fit,
    prompt_budget,
    read_history,
    sized_block,
    tokens_of,
    tools_tokens,
)
from app.agent.context_window import DEFAULT_WINDOW, ContextWindow
from app.agent.judge import judge_reply
from app.agent.mcp.session import SessionTools
from app.agent.prompt import system_text
from app.agent.providers import (
    CONTEXT_EXCEEDED,
    TOO_LONG,
    ModelProvider,
    ModelReply,
    ProviderError,
)
from app.agent.receipts import check_result, store_checked
from app.agent.tool_calls import ToolCalls
from app.agent.tools import ToolRegistry
from app.agent.tools.memory_tools import MEMORY_TOOL_NAMES
from app.agent.turn_state import Budget, Kept, OnStored, Turn, TurnResult, TurnState
from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import MemoryBlock
from app.domain.memory.rules.limits import MESSAGE_MAX
from app.domain.model import MessageSource
from app.domain.tools.approvals import Decision, check_decision, denial_message, not_run
from app.i18n import _
from app.services.approvals import Approvals
from app.services.changes import Done
from app.services.chat import ChatService
from app.services.compliance import ComplianceRecords
from app.services.memory.proposals import Proposals
from app.services.memory.queries import MemoryQueries
from app.services.tool_runs import ToolRuns

log = logging.getLogger(__name__)

DEFAULT_STEP_LIMIT = 8
# What a stopped reply's meta says: the user cancelled, the connection went mid-answer, or
# the answer went on past what a message holds (it is kept cut, its tool calls not run).
STOPPED_CANCELLED = "cancelled"
STOPPED_CONNECTION = "connection_lost"
STOPPED_CLOSED = "closed"  # the window closed during the reply (a Cancel with this `reason`)
STOPPED_TOO_LONG = TOO_LONG
# The tool calls one step may make (a step asking for more has none of them run).
MAX_TOOL_CALLS_PER_STEP = call_gate.MAX_CALLS_PER_STEP

# A Session's tools for one turn: (session id, cancel flag, its Space's id when the turn holds
# it) → SessionTools.
ToolsFor = Callable[..., SessionTools]


def _clip(text: str) -> str:
    """A reply within the length of one message."""
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"


def _cancelled() -> dict:
    return {"code": "cancelled", "message": _("The turn was cancelled.")}


class AgentRunner:
    """Runs turns for any Session; safe to use from a worker thread (each call has its own DB work).

    `tools` are Mindkeep's own; `tools_for` gives a Session's tools for one turn (its Space's
    tool servers as well, app.bootstrap.session_tools). Its calls are run and recorded by
    `calls` (app.agent.tool_calls, with `approvals` and `runs`)."""

    def __init__(
        self,
        chat: ChatService,
        memory: MemoryQueries,
        proposals: Proposals,
        tools: ToolRegistry,
        provider: ModelProvider,
        *,
        step_limit: int = DEFAULT_STEP_LIMIT,
        tools_for: ToolsFor | None = None,
        approvals: Approvals | None = None,
        compliance: ComplianceRecords | None = None,
        judge_rules: bool = False,
        runs: ToolRuns | None = None,
    ):
        self.chat = chat
        self.memory = memory
        self.proposals = proposals
        self.tools = tools
        self.provider = provider
        self.step_limit = step_limit
        self.tools_for = tools_for
        self.approvals = approvals
        # Where the turn's compliance receipts go, and whether the model judges the rules the
        # checker leaves unknown (a setting, off by default) (SPEC §2.11).
        self.compliance = compliance or ComplianceRecords.beside(memory)
        self.judge_rules = judge_rules
        self.runs = runs
        self.calls = ToolCalls(chat, memory, proposals, approvals=approvals, runs=runs)

    # ------------------------------------------------------------ the entry points

    def run_turn(
        self,
        session_id: int,
        text: str,
        *,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        on_stored: OnStored | None = None,
    ) -> Done[TurnResult]:
        """Answer one user message; a failed or cancelled turn keeps what was stored so far.

        `on_step` hears "thinking" before each model step and a tool's name before it runs;
        `on_text` gets the reply's text as it streams in. A reply cut short (Cancel, or the
        connection lost) is stored with what arrived, marked as stopped. A turn that ends
        without a reply for another reason (the model unreachable, the step limit) leaves the
        user's message marked as unanswered, for Retry (`answer_again`). A call still waiting
        for approval in this Session expires: the Session moved on. `on_stored` hears each
        message as it is stored."""
        kept = Kept(on_stored)
        with kept.refusing():
            # The turn's start is one transaction, committed before the model is asked: the
            # calls still waiting expire, those a program that went left running are settled,
            # and the user's message is stored (and examined by the explicit saver).
            with kept.unit(self.chat.together):
                # A clear error before anything is changed (an outside agent's Session is
                # read-only).
                self.chat.chat_session(session_id)
                self._expire(session_id, kept)
                interrupted = self._settle(session_id, kept)
                added = kept.took(
                    self.chat.add_message(session_id, source=MessageSource.USER, text=text)
                )
            result = self._answer(session_id, added, cancel, on_step, on_text, kept)
            result.interrupted = interrupted
            return kept.done(self._marked(result, kept))

    def answer_again(
        self,
        session_id: int,
        message_id: int,
        *,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        on_stored: OnStored | None = None,
    ) -> Done[TurnResult]:
        """Answer again a user message whose turn ended without a reply (Retry)."""
        kept = Kept(on_stored)
        with kept.refusing():
            with kept.unit(self.chat.together):  # the turn's start, one transaction
                interrupted = self._settle(session_id, kept)
                added = kept.took(self.chat.reopen_unanswered(session_id, message_id))
                self._expire(session_id, kept)
            result = self._answer(session_id, added, cancel, on_step, on_text, kept)
            result.interrupted = interrupted
            return kept.done(self._marked(result, kept))

    def resume(
        self,
        approval_id: int,
        decision: Decision | str,
        *,
        reason: str | None = None,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        on_stored: OnStored | None = None,
    ) -> Done[TurnResult]:
        """Continue the turn that paused on a call, with the user's decision: Allow once, Allow
        for this Session (the tool runs without asking for the rest of the Session), or Deny
        (the model is told, with the reason, as the call's result; the step's later calls are
        not run). A call that does not wait any more is refused (approval_decided,
        approval_expired, not_found) and nothing runs. A call this computer did not ask for
        (another program wrote or changed it: SPEC §2.5) is never allowed (written_elsewhere);
        denied, it is settled and its turn is not continued (what it would continue with was
        not written here either)."""
        if self.approvals is None:
            raise AppError(Code.NOT_ALLOWED, "this agent keeps no approvals.")
        kept = Kept(on_stored)
        with kept.refusing():
            return kept.done(
                self._resume(approval_id, decision, reason, cancel, on_step, on_text, kept)
            )

    def _resume(self, approval_id, decision, reason, cancel, on_step, on_text, kept) -> TurnResult:
        if self.runs is not None:
            self.runs.check_approval(approval_id)  # its call started already: say so
        approval = self.approvals.get(approval_id)
        check_decision(approval)
        if approval.asked_here:
            TurnState.from_json(self.approvals.state_of(approval_id))  # one it can continue
        decided, stored = kept.took(
            self.approvals.decide_with_state(approval_id, decision, reason=reason)
        )
        if not decided.asked_here:  # denied: settled, nothing continues
            return TurnResult(user_event_id=decided.user_event_id)
        # The state the mark was checked over, in the same unit of work as the decision.
        state = TurnState.from_json(stored)
        call = state.waiting_call()
        if call.get("name") != decided.tool:  # cannot be, for a marked call: nothing runs
            raise AppError(
                Code.WRITTEN_ELSEWHERE,
                f"approval {decided.id}'s turn names another call; nothing was run.",
                "id",
            )
        saved = []
        for entry_id in state.saved:
            with contextlib.suppress(AppError):  # taken back since
                saved.append(self.memory.get(entry_id))
        result = TurnResult(
            user_event_id=state.user_event_id,
            saved=saved,
            tool_calls=list(state.tool_calls),
            rules=state.rules,
        )
        # The receipts of the calls made before the pause were recorded then.
        result.compliance.update(
            self.compliance.of_messages(
                c["event_id"] for c in state.tool_calls if c.get("event_id") is not None
            )
        )
        tools = self._session_tools(state.session_id, cancel, result)
        budget = self._budget(tools, state.temporary)
        # The newest history up to where the turn had it, as much as the window holds.
        history = self._history(
            state.session_id, budget.tokens - tokens_of(state.system), until=state.history_until
        )
        block = MemoryBlock(state.system, state.memory_used, state.rules)
        turn = Turn(state, history, budget, tools, result, cancel, on_step, on_text, kept, block)
        turn.step(call["name"])
        if decided.decision is Decision.DENY:
            state.denied = True
            outcome = not_run(Code.DENIED, denial_message(decided.reason))
            outcome["reason"] = decided.reason  # the user's words, as the chat says them
            self.calls.record(
                turn, call, decided.arguments, outcome, approval_id=decided.id, ran=False
            )
        else:
            tool = tools.registry.get(call["name"])
            if tool is None:
                outcome = {
                    "ok": False,
                    "written": False,
                    "error": tools.missing(call["name"]).to_json(),
                }
                self.calls.record(
                    turn, call, decided.arguments, outcome, approval_id=decided.id, ran=False
                )
            else:
                self.calls.run(turn, call, tool, decided.arguments, approval_id=decided.id)
        state.next_call += 1
        return self._marked(self._steps(turn), kept)

    # ------------------------------------------------------------ a turn

    def _expire(self, session_id: int, kept: Kept) -> None:
        if self.approvals is not None:
            kept.took(self.approvals.expire_in_session(session_id))

    def _settle(self, session_id: int, kept: Kept) -> list:
        """Calls of this Session left running by a program that went: marked as such before
        the Session goes on (the model reads that they may have run)."""
        if self.runs is None:
            return []
        return kept.took(self.runs.settle(session_id))

    def _marked(self, result: TurnResult, kept: Kept) -> TurnResult:
        # The step after the reply is stored (and shown), or the turn paused: the receipts of
        # what it stored that has none yet (app.agent.receipts; a reply's was stored with it).
        checked = self._checked(result)
        if checked:
            kept.took(store_checked(self.compliance, result, checked))
        code = (result.error or {}).get("code")
        if code and code != "cancelled" and result.agent_event_id is None:
            kept.took(self.chat.mark_unanswered(result.user_event_id, code))
        return result

    def _checked(self, result: TurnResult, reply: str | None = None) -> list:
        """The verdicts of the turn's messages without a receipt (`reply`: the reply's text,
        before it is stored); each rule is checked as the reading stored for its version says
        (issue 33), which the turn read with its Memory block (a resumed one reads them now)."""
        if not result.rules:
            return []

        def readings():
            if result.readings is None:
                result.readings = self.memory.stored_readings((r[0], r[1]) for r in result.rules)
            return result.readings

        try:
            return check_result(
                result, reply=reply, identify=self.memory.identify, readings=readings
            )
        except Exception:  # the receipt is never worth a turn: said in the log, made as none
            log.exception("the compliance receipt of a turn could not be made")
            return []

    def _session_tools(
        self,
        session_id: int,
        cancel: threading.Event | None,
        result: TurnResult,
        space_id: int | None = None,
    ) -> SessionTools:
        if self.tools_for is None:
            return SessionTools(self.tools)
        if space_id is None:
            tools = self.tools_for(session_id, cancel)
        else:  # the turn holds its Session: not read again
            tools = self.tools_for(session_id, cancel, space_id=space_id)
        result.problems.extend(tools.problems)  # the turn goes on without those servers
        return tools

    def _answer(self, session_id, added, cancel, on_step, on_text, kept) -> TurnResult:
        """The turn after the user's message is stored: the model ↔ tools, the reply."""
        temporary = added.session is not None and added.session.temporary
        result = TurnResult(user_event_id=added.message.id, saved=list(added.saved))
        space_id = added.session.space_id if added.session is not None else None
        not_saved = (added.message.meta or {}).get("not_saved", ())

        def system(tokens: int) -> tuple[str, MemoryBlock]:
            # A temporary Session neither reads nor writes Memory: no block, no Memory tools.
            block = (
                MemoryBlock("")
                if temporary
                else sized_block(
                    lambda chars: self.memory.memory_block(session_id, budget=chars), tokens
                )
            )
            text = system_text(
                block.text, temporary=temporary, saved=added.saved, not_saved=not_saved
            )
            return text, block

        # What the turn reads before it asks the model is one read unit: its tools (the tool
        # servers enabled in its Space), its Memory block, the readings of the block's rules
        # (its receipts check them), the newest history. Each unit was a transaction begun and
        # ended, each statement a wait for the GIL beside a busy window (issue 32).
        with self.chat.reading():
            tools = self._session_tools(session_id, cancel, result, space_id)
            budget = self._budget(tools, temporary)
            text, block = system(budget.tokens)
            result.rules = block.rules
            if block.rules:
                result.readings = self.memory.stored_readings((r[0], r[1]) for r in block.rules)
            # Only the newest history is read: what the model's window can hold (issue 31).
            history = self._history(session_id, budget.tokens - tokens_of(text))
        state = TurnState(
            session_id=session_id,
            user_event_id=added.message.id,
            system=text,
            history_until=history.messages[-1].id if history.messages else added.message.id,
            temporary=temporary,
            memory_used=block.used,
            rules=block.rules,
            # What untrusted content the model reads this turn: its Memory writes wait.
            written_after=tools.registry.turn_taint(history.messages),
            saved=[e.id for e in added.saved],
        )
        turn = Turn(state, history, budget, tools, result, cancel, on_step, on_text, kept, block)
        turn.rebuild_system = system
        return self._steps(turn)

    # ------------------------------------------------------------ the context window

    def _window(self) -> ContextWindow:
        """The model's context window (a provider that does not say has the default)."""
        window = getattr(self.provider, "context_window", None)
        return window() if window is not None else ContextWindow(DEFAULT_WINDOW)

    def _schemas(self, tools: SessionTools, temporary: bool) -> list[dict]:
        return [
            s
            for s in tools.registry.schemas()
            if not (temporary and s["function"]["name"] in MEMORY_TOOL_NAMES)
        ]

    def _budget(self, tools: SessionTools, temporary: bool) -> Budget:
        window = self._window()
        schemas = self._schemas(tools, temporary)
        spent = tools_tokens(schemas)
        return Budget(window.tokens, spent, prompt_budget(window.tokens, spent), schemas)

    def _history(self, session_id: int, budget: int, *, until: int | None = None) -> History:
        return read_history(
            lambda limit, before: self.chat.newest_messages(session_id, limit=limit, before=before),
            budget,
            until=until,
        )

    def _shrink(self, turn: Turn, refused: ProviderError) -> None:
        """The server refused the request as longer than its window: plan for the window it
        named (or half the one planned for), and build the Memory block again, smaller, if it
        takes more than its share of the smaller prompt (its entries, as `memory_used` says,
        are then those of the smaller block)."""
        budget = turn.budget
        window = refused.limit if refused.limit and refused.limit < budget.window else None
        window = window or max(1, budget.window // 2)
        learn = getattr(self.provider, "learn_window", None)
        if learn is not None and refused.limit:
            learn(refused.limit)
        turn.budget = Budget(
            window, budget.tools, prompt_budget(window, budget.tools), budget.schemas
        )
        state = turn.state
        room = int(turn.budget.tokens * BLOCK_SHARE)
        if turn.rebuild_system is not None and tokens_of(turn.block.text) > room:
            state.system, turn.block = turn.rebuild_system(turn.budget.tokens)
            state.memory_used, state.rules = turn.block.used, turn.block.rules
            turn.result.rules = turn.block.rules
            turn.result.readings = None  # read again for the smaller block's versions

    def _complete(self, turn: Turn) -> ModelReply:
        """One model step within the window; a request the server refuses as too long is
        made again once, smaller (ProviderError when that fails too)."""
        for attempt in (1, 2):
            turn.prompt = fit(turn.state.system, turn.history, turn.state.turn, turn.budget.tokens)
            try:
                return self.provider.complete(
                    turn.prompt.messages,
                    turn.budget.schemas,
                    on_text=turn.on_text,
                    cancel=turn.cancel,
                )
            except ProviderError as exc:
                if exc.code != CONTEXT_EXCEEDED or exc.partial.strip() or attempt == 2:
                    raise
                self._shrink(turn, exc)
        raise AssertionError("unreachable")

    def _steps(self, turn: Turn) -> TurnResult:
        """Model steps and their tool calls until the reply, a pause, a failure or the limit."""
        state, result = turn.state, turn.result
        while True:
            if state.next_call < len(state.calls):
                if self.calls.go_through(turn):
                    return result  # paused: a call waits for the user
                if turn.cancelled():
                    result.error = _cancelled()
                    return result
            state.end_step()
            if state.steps >= self.step_limit:
                result.error = {
                    "code": "step_limit",
                    "message": _(
                        "The agent stopped after {n} steps without a final answer."
                    ).format(n=self.step_limit),
                }
                return result
            turn.step("thinking")
            if turn.cancelled():
                result.error = _cancelled()
                return result
            try:
                reply = self._complete(turn)
            except ProviderError as exc:
                if exc.partial.strip():
                    self._store_reply(turn, exc.partial, stopped=STOPPED_CONNECTION)
                result.error = {"code": exc.code, "message": exc.message}
                return result
            state.steps += 1
            if reply.stopped == STOPPED_TOO_LONG:
                self._store_reply(turn, reply.text.strip() or "…", stopped=STOPPED_TOO_LONG)
                return result
            if reply.stopped:
                if reply.text.strip():
                    # Why it stopped, as the one who cancelled says (the window closing, say).
                    why = getattr(turn.cancel, "reason", None) or STOPPED_CANCELLED
                    self._store_reply(turn, reply.text, stopped=why)
                result.error = _cancelled()
                return result
            if turn.cancelled():  # cancelled while the model was thinking
                result.error = _cancelled()
                return result
            if not reply.tool_calls:
                self._store_reply(turn, reply.text.strip() or "…")
                return result
            asked = {
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
            state.turn.append(asked)
            state.calls = [
                {"id": c.id, "name": c.name, "arguments": c.arguments} for c in reply.tool_calls
            ]
            if len(state.calls) > call_gate.MAX_CALLS_PER_STEP:
                refused = call_gate.too_many_calls(len(state.calls))
                for call in state.calls:
                    self.calls.record(turn, call, call["arguments"], refused, ran=False)
                state.end_step()

    def judge(self, result: TurnResult) -> Done[tuple]:
        """With the setting on and a model connected, the model judges the reply's rules the
        checker left unknown (one small request; nothing changes when it cannot be read).
        Returns the verdicts that changed; `result.compliance` has them too."""
        if not self.judge_rules:
            return Done(())
        return judge_reply(self.provider, self.compliance, result)

    def _store_reply(self, turn: Turn, text: str, *, stopped: str | None = None) -> None:
        """Store the agent's reply with exactly the entries its Memory block held."""
        result, used = turn.result, turn.block.used
        meta = {"stopped": stopped} if stopped else {}
        seen = turn.context()
        if seen is not None:
            # What the model no longer saw of the Session: the chat says it under the reply.
            meta["context"] = seen
            result.context = seen
        text = _clip(text.strip())
        # The receipts of the reply (and of the turn's calls) are checked before it is stored,
        # and stored with it, in one transaction: a reply is never kept without its receipt.
        checked = self._checked(result, reply=text)
        kept = turn.kept
        with kept.unit(self.chat.together):
            stored = kept.took(
                self.chat.add_message(
                    turn.state.session_id,
                    source=MessageSource.AGENT,
                    text=text,
                    meta=meta or None,
                    memory_used=used,
                )
            )
            if checked:
                kept.took(
                    store_checked(self.compliance, result, checked, reply_id=stored.message.id)
                )
        result.reply = stored.message.text
        result.agent_event_id = stored.message.id
        result.memory_used = used
        result.stopped = stopped
