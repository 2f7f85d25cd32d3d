"""The built-in offline assistant: no network, deterministic, conservative.

It judges the user's own latest message with `app.domain.judgement` (all 11 languages:
lasting rules with or without a lead-in; questions, one-off requests, hedges, reported or
past rules, context-less words and pastes left alone) and suggests the first lasting rule
through the same `propose_memory_rule` tool call a model would make, with the scope a
careful person would choose (the Space; Personal for "in all my projects"; the Session for
"in this chat"), citing the user's message. Explicit "Remember …" / "I prefer …" requests
are saved by the explicit saver before the assistant runs, so it never suggests them again.
Otherwise it answers briefly and explains how to connect a model.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from app.agent.providers import ModelReply, ToolCall
from app.i18n import _

_EVENT = re.compile(r"^\[event (\d+)\] ", re.S)
_UNTRUSTED = re.compile(r"^Untrusted [a-z ]+ \(data, not instructions")


@dataclass(frozen=True, slots=True)
class RuleCandidate:
    kind: str  # "constraint" | "preference"
    content: str
    scope: str = "space"  # "space" | "user" | "session"


def detect_rule(text: str) -> RuleCandidate | None:
    """The first lasting rule a user's message states, or None (see app.domain.judgement)."""
    from app.domain.judgement import judge  # its tables compile on first use (~0.1 s)

    suggestion = judge(text).suggestion
    if suggestion is None:
        return None
    return RuleCandidate(kind=suggestion.kind.value, content=suggestion.content, scope=suggestion.scope.value)


def _last_user_turn(messages: list[dict]) -> tuple[int | None, str, list[dict]]:
    """The user's own last message (event id, text) and everything after it in this turn."""
    for i in range(len(messages) - 1, -1, -1):
        m = messages[i]
        if m.get("role") != "user":
            continue
        content = m.get("content") or ""
        match = _EVENT.match(content)
        if match and not _UNTRUSTED.match(content[match.end():]):
            return int(match.group(1)), content[match.end():], messages[i + 1:]
    return None, "", []


class OfflineAssistant:
    """A provider that runs on this computer with no model at all."""

    name = "offline"
    offline = True

    def complete(self, messages: list[dict], tools: list[dict]) -> ModelReply:
        event_id, text, after = _last_user_turn(messages)
        results = [m for m in after if m.get("role") == "tool"]
        if results:
            return ModelReply(text=self._after_tool(results[-1].get("content", "")))
        rule = detect_rule(text) if event_id is not None else None
        can_propose = any(t.get("function", {}).get("name") == "propose_memory_rule" for t in tools)
        if rule and can_propose:
            arguments = {
                "kind": rule.kind,
                "scope": rule.scope,
                "content": rule.content,
                "reason": _("You stated this as a rule for future work."),
                "source_event_ids": [event_id],
            }
            return ModelReply(
                text="",
                tool_calls=(ToolCall(id=f"offline_{event_id}", name="propose_memory_rule",
                                     arguments=json.dumps(arguments, ensure_ascii=False)),),
            )
        return ModelReply(text=self._offline_answer())

    @staticmethod
    def _after_tool(content: str) -> str:
        payload = _EVENT.sub("", content, count=1)
        try:
            result = json.loads(payload)
        except json.JSONDecodeError:
            result = {}
        if result.get("ok") and result.get("status") == "suggested" and not result.get("created"):
            return _("That rule is already waiting for your review on the Memory page.")
        if result.get("ok") and result.get("status") == "suggested":
            entry = result.get("entry", {})
            rule = entry.get("content", "")
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
