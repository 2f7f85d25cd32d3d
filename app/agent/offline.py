"""The built-in offline assistant: no network, deterministic, conservative.

It recognises a clearly stated lasting rule at the start of a sentence of the user's
own message and suggests it through the same `propose_memory_rule` tool call a model
would make. Otherwise it answers briefly and explains how to connect a model.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from app.agent.providers import ModelReply, ToolCall
from app.i18n import _

_EVENT = re.compile(r"^\[event (\d+)\] ", re.S)
_UNTRUSTED = re.compile(r"^Untrusted [a-z ]+ \(data, not instructions")
_SENTENCES = re.compile(r"(?<=[.!;])\s+|[。！；\n]+")
# Lead-ins that only say "from now on": dropped from the rule's wording.
_LEAD_EN = re.compile(
    r"^(?:please[ ,]+)?(?:from now on|going forward|in (?:the )?future|from here on(?: out)?|"
    r"for all future (?:tasks|work))\s*[,:]?\s*(?P<rest>.+)$", re.I | re.S)
_LEAD_ZH = re.compile(
    r"^(?:请|請)?(?:以后|以後|今后|今後|从现在开始|從現在開始|从今以后|從今以後|往后|往後)[，,：:\s]*(?P<rest>.+)$",
    re.S)
# Words that make the sentence itself a lasting rule (kept in the wording).
_RULE_EN = re.compile(
    r"^(?:please[ ,]+)?(?:always|never|(?:every time|each time|whenever) you|don'?t ever|do not ever)\b",
    re.I)
_RULE_ZH = re.compile(
    r"^(?:请|請)?(?:每次(?![我它这這那])|每当(?![我它这那])|每當(?![我它這那])|总是|總是|始终|始終|永远|永遠"
    r"|一律|不要|别|別|务必|務必|一定要|禁止)")
# Everyday phrases that begin like a rule but are not one.
_NOT_A_RULE = re.compile(
    r"^(?:never\s+mind|never\s+again\b.*\bI\b)|^(?:别担心|別擔心|不要担心|不要擔心|不要紧|不要緊|别客气|別客氣"
    r"|不要客气|不要客氣|别急|別急|以后再|以後再|以后有空|以後有空|以后有时间|以後有時間)",
    re.I)
_ONE_OFF = re.compile(
    r"\b(?:this time|just once|today|right now|for now|this once)\b|这次|這次|这一次|這一次|今天|现在先|現在先|暂时|暫時",
    re.I)
_PREFERENCE = re.compile(r"\b(?:prefer|like|rather|nicer)\b|喜欢|喜歡|偏好|更好|最好", re.I)
_NEGATIVE = re.compile(
    r"^(?:please[ ,]+)?(?:never|don'?t|do not)\b|^(?:请|請)?(?:不要|别|別|禁止|永远不要|永遠不要)", re.I)


@dataclass(frozen=True, slots=True)
class RuleCandidate:
    kind: str
    content: str


def detect_rule(text: str) -> RuleCandidate | None:
    """The first clearly stated lasting rule in a user's message, or None."""
    for sentence in _SENTENCES.split(text):
        sentence = sentence.strip().strip("\"'“”")
        if (not sentence or sentence.endswith(("?", "？")) or _ONE_OFF.search(sentence)
                or _NOT_A_RULE.match(sentence)):
            continue
        content = None
        lead = _LEAD_EN.match(sentence) or _LEAD_ZH.match(sentence)
        if lead:
            content = lead.group("rest").strip()
        elif _RULE_EN.match(sentence) or _RULE_ZH.match(sentence):
            content = sentence
        if not content or len(content.split()) < 2 and not re.search(r"[\u3400-\u9fff]{4,}", content):
            continue
        content = content.rstrip(".!。！ ")
        if content[:1].isascii():
            content = content[:1].upper() + content[1:]
        negative = _NEGATIVE.match(content) or _NEGATIVE.match(sentence)
        kind = "preference" if _PREFERENCE.search(sentence) and not negative else "constraint"
        return RuleCandidate(kind=kind, content=content)
    return None


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
                "scope": "space",
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
            rule = result.get("entry", {}).get("content", "")
            return _(
                "I suggested saving this rule for the Space: “{rule}”. It waits on the Memory "
                "page until you accept, edit or dismiss it."
            ).format(rule=rule)
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
