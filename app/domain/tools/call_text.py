"""A tool call's words as a person reads them: the tool's own name (without its server's
prefix), an argument's value as text, clipped. Read by the approvals' previews
(app.domain.tools.approvals) and by the chat's sentence of each tool call
(app.ui.models.tool_text), which the first screen of a Session with tool calls shows: kept apart
from the approvals' rules (their diff, shell words and dataclasses: ~10 ms of imports), which
only a turn's approval needs."""

from __future__ import annotations

import json
from typing import Any

VALUE_MAX = 2_000  # characters of one argument's value shown
SEPARATOR = "__"  # between a tool server's name and its tool's: `SERVER__TOOL`


def split_tool_name(name: str) -> tuple[str, str] | None:
    """(server, the rest) of a `SERVER__TOOL` name, or None for a name without a server.
    Here, not with the tool servers' rules (app.domain.tools.servers: their patterns and the
    secrets' rules, ~10 M instructions), which the chat's sentence of a tool call does not need."""
    server, sep, rest = name.partition(SEPARATOR)
    if not sep or not server or not rest:
        return None
    return server, rest


def own_name(tool: str) -> str:
    """The MCP tool's own name, whatever server prefix stands before `__`."""
    return tool.rpartition(SEPARATOR)[2]


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, its last one an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def value_text(value: Any) -> str:
    """An argument's value as one reads it: text as it is, anything else as compact JSON."""
    if isinstance(value, str):
        return clip(value, VALUE_MAX)
    return clip(json.dumps(value, ensure_ascii=False, sort_keys=True), VALUE_MAX)
