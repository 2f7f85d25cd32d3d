"""One agent turn: store the user's message → explicit saver → model ↔ tools → store the reply."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from app.agent.prompt import build_messages, event_prefix
from app.agent.providers import ModelProvider, ModelReply, ProviderError, parse_arguments
from app.agent.tools import Safety, ToolContext, ToolRegistry, rejection
from app.domain.errors import AppError, Code
from app.domain.model import MemoryEntry, MessageSource
from app.i18n import _
from app.services.chat import ChatService
from app.services.memory import MemoryQueries, Proposals

DEFAULT_STEP_LIMIT = 8


@dataclass
class TurnResult:
    """What a turn did; `error` is set when it ended without a reply."""

    user_event_id: int
    reply: str | None = None
    agent_event_id: int | None = None
    tool_calls: list[dict] = field(default_factory=list)
    saved: list[MemoryEntry] = field(default_factory=list)
    error: dict | None = None

    def to_json(self) -> dict:
        data = {
            "reply": self.reply,
            "user_event_id": self.user_event_id,
            "agent_event_id": self.agent_event_id,
            "tool_calls": self.tool_calls,
        }
        if self.error:
            data["error"] = self.error
        return data


class AgentRunner:
    """Runs turns for any Session; safe to use from a worker thread (each call has its own DB work)."""

    def __init__(self, chat: ChatService, memory: MemoryQueries, proposals: Proposals, tools: ToolRegistry,
                 provider: ModelProvider, *, step_limit: int = DEFAULT_STEP_LIMIT):
        self.chat = chat
        self.memory = memory
        self.proposals = proposals
        self.tools = tools
        self.provider = provider
        self.step_limit = step_limit

    def run_turn(
        self,
        session_id: int,
        text: str,
        *,
        cancel: threading.Event | None = None,
        on_step: Callable[[str], None] | None = None,
        initiator: object | None = None,
    ) -> TurnResult:
        """Answer one user message; a failed or cancelled turn keeps what was stored so far."""
        added = self.chat.add_message(session_id, source=MessageSource.USER, text=text, initiator=initiator)
        result = TurnResult(user_event_id=added.message.id, saved=list(added.saved))
        context = ToolContext(session_id, self.memory, self.proposals, initiator)
        messages = build_messages(self.memory.context_block(session_id), self.chat.messages(session_id))
        schemas = self.tools.schemas()
        for _step in range(self.step_limit):
            if on_step:
                on_step("thinking")
            if cancel is not None and cancel.is_set():
                result.error = {"code": "cancelled", "message": _("The turn was cancelled.")}
                return result
            try:
                reply: ModelReply = self.provider.complete(messages, schemas)
            except ProviderError as exc:
                result.error = {"code": exc.code, "message": exc.message}
                return result
            if cancel is not None and cancel.is_set():  # cancelled while the model was thinking
                result.error = {"code": "cancelled", "message": _("The turn was cancelled.")}
                return result
            if not reply.tool_calls:
                stored = self.chat.add_message(
                    session_id, source=MessageSource.AGENT, text=reply.text.strip() or "…",
                    initiator=initiator,
                )
                result.reply = stored.message.text
                result.agent_event_id = stored.message.id
                return result
            messages.append({
                "role": "assistant",
                "content": reply.text or None,
                "tool_calls": [
                    {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
                    for c in reply.tool_calls
                ],
            })
            for call in reply.tool_calls:
                if on_step:
                    on_step(call.name)
                if cancel is not None and cancel.is_set():
                    break
                outcome, arguments = self._run_tool(call.name, call.arguments, context)
                stored = self.chat.add_message(
                    session_id, source=MessageSource.TOOL,
                    text=json.dumps({"tool": call.name, "result": outcome}, ensure_ascii=False),
                    initiator=initiator,
                )
                result.tool_calls.append({"name": call.name, "arguments": arguments, "result": outcome})
                messages.append({
                    "role": "tool",
                    "tool_call_id": call.id,
                    "content": event_prefix(stored.message.id) + json.dumps(outcome, ensure_ascii=False),
                })
            if cancel is not None and cancel.is_set():
                result.error = {"code": "cancelled", "message": _("The turn was cancelled.")}
                return result
        result.error = {
            "code": "step_limit",
            "message": _("The agent stopped after {n} steps without a final answer.").format(
                n=self.step_limit),
        }
        return result

    def _run_tool(self, name: str, raw_arguments: str, context: ToolContext) -> tuple[dict, object]:
        """Run one tool call; anything malformed is answered with the tool's error result."""
        try:
            arguments = parse_arguments(raw_arguments)
        except AppError as err:
            return rejection(err), raw_arguments
        tool = self.tools.get(name)
        if tool is not None and tool.safety is Safety.NEEDS_APPROVAL:
            return rejection(AppError(
                Code.NOT_ALLOWED, f"{name} needs the user's approval, which this agent cannot ask for."
            )), arguments
        return self.tools.call(name, context, arguments), arguments
