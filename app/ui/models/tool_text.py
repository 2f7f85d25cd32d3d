"""What an agent's tool call did, as one sentence in the UI language ("Suggested a rule for this
Space: “…”", "Could not suggest a rule: Auto Memory is off for this Space", "Searched Memory:
3 results"). The raw result stays stored as the tool message; the chat shows it only behind
"Details". Pure text: no Qt.

The sentence is read from what the agent loop recorded in the tool message's meta ("ran",
app.domain.tools.records), never from the message's text: a tool's output can look like anything.
A sentence about Memory names an entry as it is stored (the caller reads it, in this Session's
Memory only); without one, the line says which tool was used and nothing about Memory. A call
that never ran (`ran.not_run`: refused, denied, expired; its text is the loop's own result, no
tool wrote it) is said with the reason the loop gave.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass

from app.domain.model import Actor, MemoryEntry, Message, Scope, Status
from app.domain.tools.call_text import own_name, split_tool_name, value_text
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


def running(message: Message) -> bool:
    """Whether a tool message is the record of an allowed call that has not returned (issue
    31): running now, or its program went (what a settle finds out)."""
    run = tool_run(message)
    return run is not None and run.ran is not None and run.ran.get("running") is True


ASKED_SHOWN = 300  # characters of what a call was asked, in its line


def asked_text(arguments: dict) -> str:
    """What a call was asked, readably: `key: value` pairs (the values as the card shows them),
    cut, isolated from the sentence around it (it may run in another direction)."""
    text = "; ".join(f"{k}: {value_text(v)}" for k, v in arguments.items()) or "—"
    text = "".join(
        " " if unicodedata.category(ch) in ("Cc", "Cf") else ch for ch in text[: 2 * ASKED_SHOWN]
    )
    if len(text) > ASKED_SHOWN:
        text = text[: ASKED_SHOWN - 1] + "…"
    return "\u2068" + text + "\u2069"


def shown_name(name: str) -> str:
    """A tool's name as the window says it: without invisible or control characters, cut."""
    clean = "".join(ch for ch in name if unicodedata.category(ch) not in ("Cc", "Cf"))
    return clean if len(clean) <= NAME_SHOWN else clean[: NAME_SHOWN - 1] + "…"


def _used(name: str) -> ToolLine:
    return ToolLine(_("Used the tool {name}").format(name=shown_name(name)))


def tool_line(
    message: Message,
    entry: MemoryEntry | None = None,
    suggested: tuple[str, Scope, bool] | None = None,
) -> ToolLine | None:
    """The sentence for a tool message (`entry`: the one its call names, as stored in this
    Session's Memory; `suggested`: the words and scope the agent wrote it with and whether it
    waited for the user, from its history), or None when it is not a call the loop recorded. What the agent did is said as
    it did it; when the user changed the entry since, the line adds what it became."""
    run = tool_run(message)
    if run is None:
        return None
    hook = (message.meta or {}).get("hook")
    if isinstance(hook, dict):
        return hook_line(message, hook)
    name, arguments, ran = run.name, run.arguments, run.ran
    if ran is None:
        return _used(name)
    if ran.get("running") is True or ran.get("interrupted") is True:
        return _run_line(name, arguments, interrupted=ran.get("interrupted") is True)
    if ran.get("not_run") is True:
        said = _not_run_line(name, _loop_result(message), ran.get("code"))
        if said is not None:
            return said
    server = split_tool_name(name)
    if server is not None and ran.get("ok") is True:
        return ToolLine(
            _("Ran {tool} on the {server} server").format(
                tool=shown_name(own_name(name)), server=server[0]
            )
        )
    if server is not None and ran.get("code") == "tool_failed":
        return ToolLine(
            _("{tool} on the {server} server reported that it failed").format(
                tool=shown_name(own_name(name)), server=server[0]
            ),
            failed=True,
        )
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
    content, scope, waited = entry.content, entry.scope, entry.status is Status.SUGGESTED
    if created and suggested is not None:
        content, scope, waited = suggested  # what the agent wrote, not what became of it
    if name == "propose_memory_rule":
        if ran.get("status") == "already_saved":
            text = _("This rule is already saved in Memory: “{rule}”").format(rule=entry.content)
        elif not created:
            text = _("This rule already waits for your review: “{rule}”").format(rule=entry.content)
        else:
            text = _("Suggested a rule for {where}: “{rule}”").format(
                where=scope_phrase(scope), rule=content
            )
    elif not created:
        text = _("This note is already in Memory: “{note}”").format(note=entry.content)
    elif waited:  # written after untrusted content: it waited for the user (SPEC §2.7)
        text = _("Suggested a note for this Session: “{note}”").format(note=content)
    else:
        text = _("Saved a note to Memory for this Session: “{note}”").format(note=content)
    if created and (content, scope) != (entry.content, entry.scope):
        text += SEP + _changed_to(entry, content, scope)
    return ToolLine(text, entry.id, link)


def _run_line(name: str, arguments: dict, *, interrupted: bool) -> ToolLine:
    """An allowed call written ahead (issue 31): running, or left running by a crash."""
    tool = shown_name(own_name(name))
    server = split_tool_name(name)
    if not interrupted:
        if server is None:
            return ToolLine(_("Running {tool}…").format(tool=tool))
        return ToolLine(
            _("Running {tool} on the {server} server…").format(tool=tool, server=server[0])
        )
    return ToolLine(
        _(
            "{tool} may have run: Mindkeep stopped before the call finished, so what it did is "
            "unknown. It was not run again. Asked: {asked}"
        ).format(tool=tool, asked=asked_text(arguments)),
        failed=True,
    )


COMMAND_SHOWN = 160  # of what another agent ran, in the chat's line


def hook_line(message: Message, hook: dict) -> ToolLine:
    """What another agent did, as its hook kept it in its external Session (SPEC §10): blocked,
    run, run after a reminder, or run without a check; the rules it followed or broke are the
    message's receipt, said under it."""
    agent = hook.get("client") if isinstance(hook.get("client"), str) else _("another agent")
    what = " ".join(message.text.split())
    if len(what) > COMMAND_SHOWN:
        what = what[: COMMAND_SHOWN - 1] + "…"
    what = f"\u2066{what}\u2069"  # a command reads left to right in an Arabic window too
    decision = hook.get("decision")
    if decision == "blocked":
        return ToolLine(
            _("Blocked in {agent} before it ran: {action}").format(agent=agent, action=what),
            failed=True,
        )
    if decision == "unchecked":
        return ToolLine(
            _(
                "{agent} ran this without a check (Mindkeep could not answer in time): {action}"
            ).format(agent=agent, action=what),
            failed=True,
        )
    if decision == "reminded":
        return ToolLine(
            _("{agent} was reminded of your rules before: {action}").format(
                agent=agent, action=what
            )
        )
    return ToolLine(_("{agent} ran: {action}").format(agent=agent, action=what))


SEP = " · "


def _changed_to(entry: MemoryEntry, content: str, scope: Scope) -> str:
    """What the user made of what the agent wrote: new words, another scope, or both."""
    words, place = entry.content, scope_phrase(entry.scope)
    if entry.content != content and entry.scope != scope:
        return _("you changed it to “{rule}” for {where}").format(rule=words, where=place)
    if entry.content != content:
        return _("you changed it to “{rule}”").format(rule=words)
    return _("you moved it to {where}").format(where=place)


def _loop_result(message: Message) -> dict:
    """The result the loop stored for a call that never ran (its reason, the rules it named)."""
    try:
        data = json.loads(message.text)
    except (ValueError, RecursionError):
        return {}
    result = data.get("result") if isinstance(data, dict) else None
    return result if isinstance(result, dict) else {}


def _rule_words(result: dict) -> list[str]:
    rules = result.get("rules") if isinstance(result.get("rules"), list) else []
    words = [r.get("content") for r in rules if isinstance(r, dict)]
    # Each rule isolated: a list of Latin rules reads in order inside an Arabic sentence.
    return [_("“{rule}”").format(rule=f"\u2068{w}\u2069") for w in words if isinstance(w, str)]


def _not_run_line(name: str, result: dict, code: object) -> ToolLine | None:
    """The sentence for a call that never ran: denied, told it would break a rule, skipped
    after a denial, waited until it expired or was cancelled, one of too many."""
    tool = shown_name(own_name(name))
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
