"""What an agent's tool call did, as one sentence in the UI language ("Suggested a rule for this
Space: “…”", "Could not suggest a rule: Auto Memory is off for this Space", "Searched Memory:
3 results"). The raw result stays stored as the tool message; the chat shows it only behind
"Details". Pure text: no Qt.

The sentence is read from what the agent loop recorded in the tool message's meta ("ran",
app.agent.tool_record), never from the message's text: a tool's output can look like anything.
A sentence about Memory names an entry as it is stored (the caller reads it, in this Session's
Memory only); without one, the line says which tool was used and nothing about Memory.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from app.domain.model import Actor, MemoryEntry, Message, Status
from app.i18n import _, format_number, ngettext
from app.services.refusals import refusal_reason, scope_phrase

MEMORY_WRITERS = frozenset({"propose_memory_rule", "save_memory"})
NAME_SHOWN = 64  # a tool's name (the model's words) is shown up to this many characters


@dataclass(frozen=True, slots=True)
class ToolLine:
    """One tool call, read: the sentence, and the entry it names with the link's action."""

    text: str
    entry_id: int | None = None
    link: str | None = None  # "review" (a suggestion) or "manage" (a saved entry)
    failed: bool = False


@dataclass(frozen=True, slots=True)
class ToolRun:
    """A tool message's meta as the loop writes it: the call, its arguments, what it did
    (None: not recorded, as by an older Mindkeep or another program)."""

    name: str
    arguments: dict
    ran: dict | None

    def entry_id(self) -> int | None:
        """The entry the call says it wrote or found (to be read as stored)."""
        value = (self.ran or {}).get("entry_id")
        if self.name not in MEMORY_WRITERS:
            return None
        return value if isinstance(value, int) and not isinstance(value, bool) else None


def tool_run(message: Message) -> ToolRun | None:
    """The call a tool message records, or None for any other tool output (shown as the
    text it is)."""
    meta = message.meta if isinstance(message.meta, dict) else {}
    name = meta.get("tool")
    if not isinstance(name, str) or not name:
        return None
    arguments = meta.get("arguments")
    ran = meta.get("ran")
    return ToolRun(
        name,
        arguments if isinstance(arguments, dict) else {},
        ran if isinstance(ran, dict) else None,
    )


def shown_name(name: str) -> str:
    """A tool's name as the window says it: without invisible or control characters, cut."""
    clean = "".join(ch for ch in name if unicodedata.category(ch) not in ("Cc", "Cf"))
    return clean if len(clean) <= NAME_SHOWN else clean[: NAME_SHOWN - 1] + "…"


def _used(name: str) -> ToolLine:
    return ToolLine(_("Used the tool {name}").format(name=shown_name(name)))


def tool_line(message: Message, entry: MemoryEntry | None = None) -> ToolLine | None:
    """The sentence for a tool message (`entry`: the one its call names, as stored in this
    Session's Memory), or None when it is not a call the loop recorded."""
    run = tool_run(message)
    if run is None:
        return None
    name, arguments, ran = run.name, run.arguments, run.ran
    if ran is None:
        return _used(name)
    if ran.get("ok") is not True:
        code = ran.get("code") if isinstance(ran.get("code"), str) else None
        scope = arguments.get("scope")
        reason = refusal_reason(code, scope if isinstance(scope, str) else None)
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
            _("The tool {name} failed: {reason}").format(name=shown_name(name), reason=reason),
            failed=True,
        )
    if name == "search_memory":
        count = ran.get("count")
        count = count if isinstance(count, int) and not isinstance(count, bool) else 0
        return ToolLine(
            ngettext("Searched Memory: {n} result", "Searched Memory: {n} results", count).format(
                n=format_number(count)
            )
        )
    if name not in MEMORY_WRITERS:
        return _used(name)
    if entry is None or entry.id != run.entry_id():
        return _used(name)  # no such entry here: nothing to say about Memory
    created = ran.get("created") is True
    if created and entry.created_by is not Actor.AGENT:
        return _used(name)  # "the agent wrote it" about an entry someone else wrote
    link = "review" if entry.status is Status.SUGGESTED else "manage"
    content = entry.content
    if name == "propose_memory_rule":
        if ran.get("status") == "already_saved":
            text = _("This rule is already saved in Memory: “{rule}”").format(rule=content)
        elif not created:
            text = _("This rule already waits for your review: “{rule}”").format(rule=content)
        else:
            text = _("Suggested a rule for {where}: “{rule}”").format(
                where=scope_phrase(entry.scope), rule=content
            )
    elif not created:
        text = _("This note is already in Memory: “{note}”").format(note=content)
    elif entry.status is Status.SUGGESTED:  # written after untrusted content: it waits (§2.7)
        text = _("Suggested a note for this Session: “{note}”").format(note=content)
    else:
        text = _("Saved a note to Memory for this Session: “{note}”").format(note=content)
    return ToolLine(text, entry.id, link)
