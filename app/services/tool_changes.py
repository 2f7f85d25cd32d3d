"""How a change to a tool server's pinned definitions (SPEC §3, MCP's "rug pull") is said to a
person, in the UI language: one line per change, for `mindkeep tools list|trust` and Settings →
Tools. The server's own words (a description, instructions) are quoted as they are, cut short.
"""

from __future__ import annotations

from app.domain.tools.definitions import Change, ChangeKind
from app.i18n import _

QUOTED_MAX = 300


def _quoted(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        return _("(none)")
    text = " ".join(value.split())
    return "“" + (text if len(text) <= QUOTED_MAX else text[: QUOTED_MAX - 1] + "…") + "”"


def _part(name: str) -> str:
    return {
        "title": _("its title"),
        "description": _("its description"),
        "input_schema": _("its arguments"),
        "annotations": _("its hints (whether it asks before it runs)"),
    }.get(name, name)


def _asks(hints: object) -> bool:
    return not (isinstance(hints, dict) and hints.get("readOnlyHint") is True)


def change_text(change: Change) -> str:
    """One change, e.g. "write_file: its description changed, now “…”"."""
    if change.kind is ChangeKind.INSTRUCTIONS_CHANGED:
        return _("Its instructions to the model changed, now: {text}").format(
            text=_quoted(change.after)
        )
    if change.kind is ChangeKind.TOOL_ADDED:
        after = change.after or {}
        return _("New tool {tool}: {text}").format(
            tool=change.tool, text=_quoted(after.get("description"))
        )
    if change.kind is ChangeKind.TOOL_REMOVED:
        return _("Tool {tool} is gone").format(tool=change.tool)
    parts = _(", ").join(_part(p) for p in change.parts)
    text = _("{tool}: {parts} changed").format(tool=change.tool, parts=parts)
    before, after = change.before or {}, change.after or {}
    if "description" in change.parts:
        text += " · " + _("now: {text}").format(text=_quoted(after.get("description")))
    if (
        "annotations" in change.parts
        and _asks(before.get("annotations"))
        and not _asks(after.get("annotations"))
    ):
        text += " · " + _("it now says it only reads, so it would run without asking")
    return text
