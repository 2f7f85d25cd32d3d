"""The built-in offline assistant: no network, deterministic, conservative.

It judges the user's own latest message with `app.domain.memory.judgement` (all 11 languages:
lasting rules with or without a lead-in; questions, one-off requests, hedges, reported or
past rules, context-less words and pastes left alone) and suggests the first lasting rule
through the same `propose_memory_rule` tool call a model would make, with the scope a
careful person would choose (the Space; Personal for "in all my projects"; the Session for
"in this chat"), citing the user's message. Explicit "Remember …" / "I prefer …" requests
are saved by the explicit saver before the assistant runs, so it never suggests them again;
it confirms what was saved (the prompt says), and says why a suggestion was refused.
Otherwise it answers briefly and explains how to connect a model. It replies in the UI
language. It reads only what a model is sent: the prompt and the tools it is offered.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass

from app.agent.prompt import NOT_SAVED_HEADER, SAVED_HEADER, TEMPORARY_TEXT
from app.agent.providers import ModelReply, ToolCall
from app.deferred import later
from app.domain.errors import AppError
from app.domain.jsontext import parse_json
from app.i18n import N_, _, is_rtl
from app.services.refusals import refusal_reason

# The reason the assistant gives its suggestions: stored in English, as a model's would be,
# and translated where it is shown (the card says it in the window's language).
OFFLINE_REASON = N_("You stated this as a rule for future work.")
_EVENT = re.compile(r"^\[event (\d+)\] ", re.S)
_UNTRUSTED = re.compile(r"^Untrusted [a-z ]+ \(data, not instructions")
_SAVED_LINE = re.compile(r"^- \[(session|space|user) · [a-z]+\] (.+)$")
_NOT_SAVED_LINE = re.compile(r"^- \[(session|space|user) · [a-z]+\] (.+) \(([a-z_]+)\)$")

# The judgement of messages: its tables compile on first use (~0.1 s).
judge = later("app.domain.memory.judgement:judge")


@dataclass(frozen=True, slots=True)
class RuleCandidate:
    kind: str  # "constraint" | "preference"
    content: str
    scope: str = "space"  # "space" | "user" | "session"


def detect_rule(text: str) -> RuleCandidate | None:
    """The first lasting rule a user's message states, or None (see app.domain.memory.judgement)."""
    suggestion = judge(text).suggestion
    if suggestion is None:
        return None
    return RuleCandidate(
        kind=suggestion.kind.value, content=suggestion.content, scope=suggestion.scope.value
    )


def _asks_to_remember(text: str) -> bool:
    return bool(judge(text).explicit)


def _last_user_turn(messages: list[dict]) -> tuple[int | None, str, list[dict]]:
    """The user's own last message (event id, text) and everything after it in this turn."""
    for i in range(len(messages) - 1, -1, -1):
        m = messages[i]
        if m.get("role") != "user":
            continue
        content = m.get("content") or ""
        match = _EVENT.match(content)
        if match and not _UNTRUSTED.match(content[match.end() :]):
            return int(match.group(1)), content[match.end() :], messages[i + 1 :]
    return None, "", []


def _saved(system: str) -> list[tuple[str, str]]:
    """(scope, content) of what the user's latest message saved at once, as the prompt says."""
    if SAVED_HEADER not in system:
        return []
    found = []
    for line in system.split(SAVED_HEADER, 1)[1].splitlines():
        match = _SAVED_LINE.match(line)
        if match:
            found.append((match.group(1), match.group(2)))
    return found


def _not_saved(system: str) -> list[tuple[str, str, str]]:
    """(scope, content, code) of what the user asked to remember that was not saved."""
    if NOT_SAVED_HEADER not in system:
        return []
    found = []
    for line in system.split(NOT_SAVED_HEADER, 1)[1].splitlines():
        match = _NOT_SAVED_LINE.match(line)
        if match:
            found.append((match.group(1), match.group(2), match.group(3)))
    return found


def not_saved_sentence(scope: str, content: str, code: str) -> str:
    """The assistant saying why something it was asked to remember was not saved."""
    content = _isolated(content)
    if code == "already_saved":
        return _("This is already in your Memory: “{content}”").format(content=content)
    return _("I did not save “{content}”: {reason}.").format(
        content=content, reason=refusal_reason(code, scope)
    )


def _isolated(text: str) -> str:
    """The user's words inside a right-to-left reply keep their own direction (and their full
    stop its place) when isolated (U+2068 … U+2069); a left-to-right reply needs nothing."""
    return f"\u2068{text}\u2069" if is_rtl() else text


def saved_sentence(scope: str, content: str) -> str:
    """The assistant confirming one save, in the UI language."""
    content = _isolated(content)
    if scope == "user":
        return _("Noted. I saved this to your Personal Memory: “{content}”").format(content=content)
    return _("Noted. I saved this to Memory for this Session: “{content}”").format(content=content)


class OfflineAssistant:
    """A provider that runs on this computer with no model at all."""

    name = "offline"
    offline = True

    def complete(
        self,
        messages: list[dict],
        tools: list[dict],
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> ModelReply:
        reply = self._answer(messages, tools)
        if reply.text and on_text is not None:
            on_text(reply.text)
        return reply

    def _answer(self, messages: list[dict], tools: list[dict]) -> ModelReply:
        system = (
            (messages[0].get("content") or "")
            if messages and messages[0].get("role") == "system"
            else ""
        )
        saved = "\n\n".join(
            [saved_sentence(scope, content) for scope, content in _saved(system)]
            + [
                not_saved_sentence(scope, content, code)
                for scope, content, code in _not_saved(system)
            ]
        )
        event_id, text, after = _last_user_turn(messages)
        results = [m for m in after if m.get("role") == "tool"]
        if results:
            return ModelReply(
                text=_join(saved, self._after_tool(results[-1].get("content", ""), after))
            )
        if (
            TEMPORARY_TEXT in system
            and event_id is not None
            and (_asks_to_remember(text) or detect_rule(text) is not None)
        ):
            return ModelReply(
                text=_(
                    "This is a temporary Session, so nothing is saved to Memory here: not what you "
                    "ask me to remember, and no suggested rules. Start a normal Session to keep it."
                )
            )
        rule = detect_rule(text) if event_id is not None else None
        can_propose = any(t.get("function", {}).get("name") == "propose_memory_rule" for t in tools)
        if rule and can_propose:
            arguments = {
                "kind": rule.kind,
                "scope": rule.scope,
                "content": rule.content,
                "reason": OFFLINE_REASON,
                "source_event_ids": [event_id],
            }
            return ModelReply(
                text="",
                tool_calls=(
                    ToolCall(
                        id=f"offline_{event_id}",
                        name="propose_memory_rule",
                        arguments=json.dumps(arguments, ensure_ascii=False),
                    ),
                ),
            )
        if saved:
            return ModelReply(text=saved)
        return ModelReply(text=self._offline_answer())

    @staticmethod
    def _arguments(after: list[dict]) -> dict:
        """The arguments of the last propose call this turn (for the scope of a refusal)."""
        for m in reversed(after):
            for call in m.get("tool_calls") or []:
                try:
                    value = parse_json(call.get("function", {}).get("arguments") or "{}")
                except AppError:
                    continue
                if isinstance(value, dict):
                    return value
        return {}

    @classmethod
    def _after_tool(cls, content: str, after: list[dict]) -> str:
        payload = _EVENT.sub("", content, count=1)
        try:
            result = parse_json(payload)
        except AppError:
            result = {}
        if result.get("ok") and result.get("status") == "suggested" and not result.get("created"):
            return _("That rule is already waiting for your review on the Memory page.")
        if result.get("ok") and result.get("status") == "suggested":
            entry = result.get("entry", {})
            rule = _isolated(entry.get("content", ""))
            if entry.get("scope") == "user":
                text = _(
                    "I suggested saving this rule for all your work (Personal): “{rule}”. It waits "
                    "on the Memory page until you accept, edit or dismiss it."
                )
            elif entry.get("scope") == "session":
                text = _(
                    "I suggested saving this rule for this Session: “{rule}”. It waits on the "
                    "Memory page until you accept, edit or dismiss it."
                )
            else:
                text = _(
                    "I suggested saving this rule for the Space: “{rule}”. It waits on the Memory "
                    "page until you accept, edit or dismiss it."
                )
            return text.format(rule=rule)
        if result.get("ok") and result.get("status") == "already_saved":
            return _("That rule is already saved in your Memory.")
        error = result.get("error") or {}
        if error.get("code"):
            arguments = cls._arguments(after)
            reason = refusal_reason(error.get("code"), arguments.get("scope"))
            rule = arguments.get("content")
            if isinstance(rule, str) and rule.strip():
                text = _("I did not suggest saving “{rule}”: {reason}.").format(
                    rule=_isolated(rule), reason=reason
                )
            else:
                text = _("I did not suggest a rule: {reason}.").format(reason=reason)
            if error.get("code") == "auto_memory_off":
                text += " " + _("You can turn Auto Memory on on the Memory page.")
            return text
        return _(
            "I did not suggest a rule this time. I am the built-in offline assistant: to get "
            "real answers, connect a model in Settings."
        )

    @staticmethod
    def _offline_answer() -> str:
        return _(
            "I am the built-in offline assistant, so I can't answer that here. Connect a model "
            "(OpenAI, Ollama, LM Studio, …) in Settings, or run: mindkeep settings model "
            "--base-url URL --model NAME. I still notice rules you state for future work and "
            "suggest saving them."
        )


def _join(*parts: str) -> str:
    return "\n\n".join(p for p in parts if p)  # paragraphs of the reply (it is Markdown)
