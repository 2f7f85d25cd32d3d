"""What an agent's tool call did, as one sentence in the UI language ("Suggested a rule for this
Space: “…”", "Could not suggest a rule: Auto Memory is off for this Space", "Searched Memory:
3 results"). The raw result stays stored as the tool message; the chat shows it only behind
"Details". Pure text: no Qt."""

from __future__ import annotations

import json
from dataclasses import dataclass

from app.domain.approvals import own_name
from app.domain.model import Message
from app.domain.tool_servers import split_tool_name
from app.i18n import _, format_number, ngettext
from app.services.refusals import refusal_reason, scope_phrase


@dataclass(frozen=True, slots=True)
class ToolLine:
    """One tool call, read: the sentence, and the entry it names with the link's action."""

    text: str
    entry_id: int | None = None
    link: str | None = None  # "review" (a suggestion) or "manage" (a saved entry)
    failed: bool = False


def tool_call(message: Message) -> tuple[str, dict, dict] | None:
    """(tool name, its arguments, its result) of a tool message the agent loop stored, or None
    for any other tool output (shown as the text it is)."""
    try:
        data = json.loads(message.text)
    except (json.JSONDecodeError, RecursionError):
        return None
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("tool"), str)
        or not isinstance(data.get("result"), dict)
    ):
        return None
    arguments = (message.meta or {}).get("arguments")
    return data["tool"], arguments if isinstance(arguments, dict) else {}, data["result"]


def _entry(result: dict) -> dict:
    entry = result.get("entry")
    return entry if isinstance(entry, dict) else {}


def _entry_id(entry: dict) -> int | None:
    value = entry.get("id")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def tool_line(message: Message) -> ToolLine | None:
    """The sentence for a tool message, or None when it is not a tool call's result."""
    call = tool_call(message)
    if call is None:
        return None
    name, arguments, result = call
    error = result.get("error") if isinstance(result.get("error"), dict) else {}
    said = _not_run_line(name, result, error.get("code"))
    if said is not None:
        return said
    server = split_tool_name(name)
    if server is not None and result.get("ok"):
        return ToolLine(
            _("Ran {tool} on the {server} server").format(tool=own_name(name), server=server[0])
        )
    if server is not None and error.get("code") == "tool_failed":
        return ToolLine(
            _("{tool} on the {server} server reported that it failed").format(
                tool=own_name(name), server=server[0]
            ),
            failed=True,
        )
    if not result.get("ok"):
        reason = refusal_reason(error.get("code"), arguments.get("scope"))
        if name == "propose_memory_rule":
            return ToolLine(
                _("Could not suggest a rule: {reason}").format(reason=reason), failed=True
            )
        if name == "save_memory":
            return ToolLine(_("Could not save a note: {reason}").format(reason=reason), failed=True)
        if name == "search_memory":
            return ToolLine(
                _("Could not search Memory: {reason}").format(reason=reason), failed=True
            )
        return ToolLine(
            _("The tool {name} failed: {reason}").format(name=name, reason=reason), failed=True
        )
    entry = _entry(result)
    content = entry.get("content", "")
    if name == "propose_memory_rule":
        if result.get("status") == "already_saved":
            return ToolLine(
                _("This rule is already saved in Memory: “{rule}”").format(rule=content),
                _entry_id(entry),
                "manage",
            )
        if not result.get("created"):
            return ToolLine(
                _("This rule already waits for your review: “{rule}”").format(rule=content),
                _entry_id(entry),
                "review",
            )
        return ToolLine(
            _("Suggested a rule for {where}: “{rule}”").format(
                where=scope_phrase(entry.get("scope")), rule=content
            ),
            _entry_id(entry),
            "review",
        )
    if name == "save_memory":
        if not result.get("created"):
            return ToolLine(
                _("This note is already in Memory: “{note}”").format(note=content),
                _entry_id(entry),
                "manage",
            )
        return ToolLine(
            _("Saved a note to Memory for this Session: “{note}”").format(note=content),
            _entry_id(entry),
            "manage",
        )
    if name == "search_memory":
        count = result.get("count")
        count = count if isinstance(count, int) else len(result.get("entries") or [])
        return ToolLine(
            ngettext("Searched Memory: {n} result", "Searched Memory: {n} results", count).format(
                n=format_number(count)
            )
        )
    return ToolLine(_("Used the tool {name}").format(name=name))


def _rule_words(result: dict) -> list[str]:
    rules = result.get("rules") if isinstance(result.get("rules"), list) else []
    words = [r.get("content") for r in rules if isinstance(r, dict)]
    # Each rule isolated: a list of Latin rules reads in order inside an Arabic sentence.
    return [_("“{rule}”").format(rule=f"\u2068{w}\u2069") for w in words if isinstance(w, str)]


def _not_run_line(name: str, result: dict, code: object) -> ToolLine | None:
    """The sentence for a call that never ran: denied, told it would break a rule, skipped
    after a denial, waited until it expired or was cancelled, one of too many."""
    if result.get("ran") is not False:
        return None
    tool = own_name(name)
    if code == "denied":
        reason = result.get("reason")
        if isinstance(reason, str) and reason:
            return ToolLine(
                _("You denied {tool}: “{reason}”").format(tool=tool, reason=reason), failed=True
            )
        return ToolLine(_("You denied {tool}").format(tool=tool), failed=True)
    if code == "breaks_rule":
        rules = _rule_words(result)
        return ToolLine(
            ngettext(
                "Not run: {tool} would break your rule {rules}; the agent was told",
                "Not run: {tool} would break your rules {rules}; the agent was told",
                len(rules),
            ).format(tool=tool, rules=_(", ").join(rules)),
            failed=True,
        )
    if code == "skipped":
        return ToolLine(
            _("Not run: {tool}, as you denied a call before it").format(tool=tool), failed=True
        )
    if code == "approval_expired":
        return ToolLine(
            _("Not run: {tool} waited for your approval until a newer message was sent").format(
                tool=tool
            ),
            failed=True,
        )
    if code == "cancelled":
        return ToolLine(
            _("Not run: {tool} waited for your approval when the turn was cancelled").format(
                tool=tool
            ),
            failed=True,
        )
    if code == "too_many_calls":
        return ToolLine(
            _("Not run: {tool}, one of too many tool calls asked for at once").format(tool=tool),
            failed=True,
        )
    return None
