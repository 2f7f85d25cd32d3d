"""The lines the window itself writes into a chat row, as plain parts: the tool sentence
("Suggested a rule for this Space: “…” · Review · Details"), and the lines under a message
("Saved to Memory (Personal): “…” · Undo · Manage", "Suggested rule · Review", "Used 3 Memory
rules", "Stopped: …", "Show all"). Only these carry the window's actions (`mk:ACTION:ID`
links); the document draws them in a style and with an icon no reply can produce
(app.ui.delegates.message_render). Text only: the words are put into the document as text,
never as HTML, so nothing in an entry's words or a tool's name can become markup.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.deferred import load
from app.domain.model import MemoryEntry, Message, MessageSource, Scope, Status
from app.i18n import _, format_number, ngettext
from app.services.refusals import refusal_reason
from app.ui.models import labels

_FI, _PDI = "\u2068", "\u2069"  # isolate a quoted text from the sentence around it (bidi)
SEP = " · "


@dataclass(frozen=True, slots=True)
class Part:
    """Some words of a line; with an action, a link of the window's (`mk:ACTION:ID`)."""

    text: str
    action: str | None = None
    ident: int = 0

    @property
    def href(self) -> str:
        return f"mk:{self.action}:{self.ident}" if self.action else ""


@dataclass(frozen=True, slots=True)
class WindowLine:
    """One line the window writes, with the icon it starts with."""

    icon: str  # a Phosphor icon's name ("" for an item under the line before it)
    parts: tuple[Part, ...]
    sub: bool = False  # an item under the line before it ("Used 3 Memory rules" → each rule)

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.parts)


@dataclass(frozen=True, slots=True)
class RowState:
    """Everything besides the message that decides what its row shows."""

    has_suggestion: bool = False
    saves: tuple[MemoryEntry, ...] = ()
    used: tuple[tuple[int, int], ...] = ()
    used_entries: tuple[tuple[int, int, MemoryEntry | None], ...] | None = None
    expanded: bool = False
    details: bool = False
    streaming: bool = False
    # The entry a tool call names, as stored in this Session's Memory (None: none there).
    tool_entry: MemoryEntry | None = None
    # The words and scope the agent wrote that entry with, and whether it waited for the user
    # (None: not the agent's), which the tool line keeps saying after the user edits or moves it.
    tool_suggested: tuple[str, Scope, bool] | None = None
    # The rules a reply or a tool call followed or broke, each with its entry (SPEC §2.11),
    # and whether that list is open under it.
    receipt: tuple = ()
    receipt_open: bool = False
    # On the newest reply whose model did not see the whole Session: {"seen", "window", …}.
    context: dict | None = None
    # The words Find in a Session looks for, marked wherever the row's text holds them.
    marks: tuple[str, ...] = ()


def link(action: str, ident: int, label: str) -> Part:
    return Part(label, action, ident)


def quoted(text: str) -> str:
    """User content inside a UI sentence: isolated, so it keeps its own direction."""
    return _FI + text + _PDI


def _line(icon: str, *parts: Part | str, sub: bool = False) -> WindowLine:
    return WindowLine(icon, tuple(p if isinstance(p, Part) else Part(p) for p in parts), sub)


def _scope_label(scope: Scope | str) -> str:
    return labels.scope(scope)


# Under a user message whose turn ended without a reply: why, by the turn's error code.
_UNANSWERED = {
    "model_unreachable": lambda: _("Not answered: the model could not be reached."),
    "step_limit": lambda: _("Not answered: the agent stopped without a final answer."),
    "call_interrupted": lambda: _("Not answered: Mindkeep stopped while a tool call was running."),
    "context_length_exceeded": lambda: _(
        "Not answered: the model refused the request as longer than its context window."
    ),
}


def _UNANSWERED_ANY() -> str:
    return _("Not answered: the turn failed.")


def _meta(message: Message) -> dict:
    return message.meta if isinstance(message.meta, dict) else {}


def _text(value: object) -> str:
    """A value of a message's meta that should be text ("" when it is not: another program may
    have written anything there)."""
    return value if isinstance(value, str) else ""


def tool_row(message: Message, state: RowState) -> WindowLine | None:
    """A tool call the loop ran, as the window's sentence (None: other tool output)."""
    # The sentences of tool calls load with the first tool message (app.ui.models.messages).
    line = load("app.ui.models.tool_text:tool_line")(
        message, state.tool_entry, state.tool_suggested
    )
    if line is None:
        return None
    parts: list[Part | str] = [line.text]
    if line.entry_id is not None:
        label = _("Review") if line.link == "review" else _("Manage")
        parts += [SEP, link("open", line.entry_id, label)]
    parts += [
        SEP,
        link("details", message.id, _("Hide details") if state.details else _("Details")),
    ]
    return _line("warning-circle" if line.failed else "wrench", *parts)


def expand_line(message: Message, state: RowState) -> WindowLine:
    """ "Show all (N characters)" under a long message drawn collapsed, "Show less" once open."""
    if state.expanded:
        return _line("caret-up-bold", link("expand", message.id, _("Show less")))
    n = len(message.text)
    label = ngettext("Show all ({n} character)", "Show all ({n} characters)", n).format(
        n=format_number(n)
    )
    return _line("caret-down-bold", link("expand", message.id, label))


def window_lines(message: Message, state: RowState, *, rtl: bool = False) -> list[WindowLine]:
    """The lines under a message, in the UI language."""
    lines: list[WindowLine] = []
    meta = _meta(message)
    unanswered = meta.get("unanswered") if message.source is MessageSource.USER else None
    if unanswered:
        said = _UNANSWERED.get(_text(unanswered), _UNANSWERED_ANY)()
        lines.append(_line("warning-circle", said, SEP, link("retry", message.id, _("Retry"))))
    if state.has_suggestion:
        lines.append(_line("tray", link("review", message.id, _("Suggested rule · Review"))))
    for entry in state.saves:
        content = quoted(entry.content)
        if entry.status is Status.ACTIVE:
            said = _("Saved to Memory ({scope}): “{content}”").format(
                scope=_scope_label(entry.scope), content=content
            )
            lines.append(
                _line(
                    "brain",
                    said,
                    SEP,
                    link("undo", entry.id, _("Undo")),
                    SEP,
                    link("manage", entry.id, _("Manage")),
                )
            )
        else:
            said = _("Removed from Memory: “{content}”").format(content=content)
            lines.append(_line("archive", said, SEP, link("manage", entry.id, _("Manage"))))
    not_saved = meta.get("not_saved")
    for item in not_saved if isinstance(not_saved, list) else ():
        if not isinstance(item, dict):
            continue
        content = quoted(_text(item.get("content")))
        code = _text(item.get("code")) or None
        if code == "already_saved":
            said = _("Already in Memory: “{content}”").format(content=content)
        else:
            said = _("Not saved to Memory: “{content}” ({reason})").format(
                content=content, reason=refusal_reason(code, _text(item.get("scope")) or None)
            )
        lines.append(_line("info", said))
    if message.source is MessageSource.AGENT:
        if message.stopped == "cancelled":
            said = _("Stopped: you cancelled the reply; this is what had arrived.")
        elif message.stopped == "closed":
            said = _("Stopped: Mindkeep was closed during the reply; this is what had arrived.")
        elif message.stopped == "too_long":
            said = _("Stopped: the reply was too long to keep; this is its beginning.")
        elif message.stopped:
            said = _("Stopped: the connection to the model was lost; this is what had arrived.")
        else:
            said = ""
        if said:
            lines.append(_line("stop", said))
        if state.context is not None:
            lines.append(_line("info", _context_line(state.context)))
        if state.used:
            n = len(state.used)
            label = ngettext("Used {n} Memory rule", "Used {n} Memory rules", n).format(
                n=format_number(n)
            )
            arrow = "▾" if state.used_entries is not None else ("◂" if rtl else "▸")
            lines.append(_line("brain", link("used", message.id, f"{label} {arrow}")))
            for entry_id, version, entry in state.used_entries or ():
                lines.append(_used_line(entry_id, version, entry))
    if state.receipt and message.source in (MessageSource.AGENT, MessageSource.TOOL):
        # The receipts' renderer (with the verdicts' types, ~3 ms) comes with the first row that
        # has one: the first screen reads none (they come with the services, app/startup.py).
        receipt_lines = load("app.ui.delegates.receipt_render:receipt_lines")
        lines += receipt_lines(message.id, state.receipt, state.receipt_open, rtl, _line, link)
    return lines


def _context_line(context: dict) -> str:
    """What the model no longer sees of a long Session (issue 31)."""
    seen, window = context.get("seen"), context.get("window")
    seen = seen if isinstance(seen, int) and not isinstance(seen, bool) else 0
    window = window if isinstance(window, int) and not isinstance(window, bool) else 0
    return ngettext(
        "The model no longer sees this Session's older messages: only the newest {n} fits its "
        "context window ({tokens} tokens).",
        "The model no longer sees this Session's older messages: only the newest {n} fit its "
        "context window ({tokens} tokens).",
        seen,
    ).format(n=format_number(seen), tokens=format_number(window))


def annotations(message: Message, state: RowState, *, rtl: bool = False) -> list[str]:
    """The lines under a message as the words they read (what a screen reader says)."""
    return [line.text for line in window_lines(message, state, rtl=rtl)]


def _used_line(entry_id: int, version: int, entry: MemoryEntry | None) -> WindowLine:
    if entry is None:
        gone = _("An entry that is no longer in Memory (#{id})").format(id=entry_id)
        return _line("", gone, sub=True)
    text = f"{_scope_label(entry.scope)} · {labels.kind(entry.kind)}: {quoted(entry.content)}"
    parts: list[Part | str] = [link("entry", entry.id, text)]
    if entry.version != version or entry.status is not Status.ACTIVE:
        parts.append(" " + _("(changed since)"))
    return _line("", *parts, sub=True)
