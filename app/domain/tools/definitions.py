"""A tool server's definitions, pinned when it is trusted (SPEC §3; MCP's "rug pull").

What a server tells the model — each tool's name, title, description, input schema and hints
(annotations: `readOnlyHint` decides whether a call asks), and the server's instructions — is
written by a third party. It is pinned when the server is trusted on this computer: the first
listing after `tools add` or `tools trust` keeps it (`Pins`), and a later listing that differs
in any of it makes the server untrusted until the user confirms, shown what changed
(`changes`). The pins are this computer's own (the data folder, beside the trust marks), so a
later turn can give the model a server's tools from them without starting it: the server
starts only when one of its tools is called or its definitions are listed again, which a turn
does when they are older than the server said they stay fresh (MCP's `ttlMs` on its tool list)
or, if it said nothing, than a day (`Pins.fresh_at`).

Pure: values and comparisons; the services keep and read them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

# What a change is to (a tool's parts as the card and `tools trust` name them).
PARTS = ("title", "description", "input_schema", "annotations")
# How long a server's listed definitions are used without listing them again, when it does not
# say (MCP's `ttlMs` on its tool list): a turn starts it at most once a day just to list them.
FRESH_FOR = timedelta(days=1)


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _object(value: Any) -> dict:
    return dict(value) if isinstance(value, Mapping) else {}


@dataclass(frozen=True, slots=True)
class ToolDefinition:
    """One tool as the server lists it: its own name, title, description, input schema and
    hints, exactly as sent (a model reads all of them)."""

    name: str
    title: str | None = None
    description: str | None = None
    input_schema: dict | None = None
    annotations: dict | None = None

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "input_schema": self.input_schema or {},
            "annotations": self.annotations or {},
        }

    @staticmethod
    def from_json(data: Any) -> ToolDefinition:
        """A stored definition back; ValueError for anything that is not one."""
        if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
            raise ValueError(f"not a tool definition: {data!r:.80}")
        return ToolDefinition(
            data["name"],
            _text(data.get("title")),
            _text(data.get("description")),
            _object(data.get("input_schema")),
            _object(data.get("annotations")),
        )


@dataclass(frozen=True, slots=True)
class Definitions:
    """Everything a server tells the model: its tools (in the order it listed them) and its
    instructions."""

    tools: tuple[ToolDefinition, ...] = ()
    instructions: str | None = None

    def tool(self, name: str) -> ToolDefinition | None:
        return next((t for t in self.tools if t.name == name), None)

    def to_json(self) -> dict:
        return {"instructions": self.instructions, "tools": [t.to_json() for t in self.tools]}

    def fields(self) -> list:
        """What a pin's mark covers and two listings are compared by: the instructions and
        every tool, by name (the order a server lists them in is not a change)."""
        tools = sorted((t.to_json() for t in self.tools), key=lambda t: t["name"])
        return [self.instructions, tools]

    def same_as(self, other: Definitions) -> bool:
        return self.fields() == other.fields()

    @staticmethod
    def from_json(data: Any) -> Definitions:
        """Stored definitions back; ValueError for anything that is not them."""
        if not isinstance(data, Mapping) or not isinstance(data.get("tools"), list):
            raise ValueError(f"not a server's definitions: {data!r:.80}")
        return Definitions(
            tuple(ToolDefinition.from_json(t) for t in data["tools"]),
            _text(data.get("instructions")),
        )


class ChangeKind(StrEnum):
    TOOL_ADDED = "tool_added"
    TOOL_REMOVED = "tool_removed"
    TOOL_CHANGED = "tool_changed"  # `parts` says which of its parts
    INSTRUCTIONS_CHANGED = "instructions_changed"


@dataclass(frozen=True, slots=True)
class Change:
    """One difference between the pinned definitions and those a server listed now, with both
    sides (None where there is none: a tool added has no `before`)."""

    kind: ChangeKind
    tool: str | None = None
    parts: tuple[str, ...] = ()
    before: Any = None
    after: Any = None

    def to_json(self) -> dict:
        return {
            "change": self.kind.value,
            "tool": self.tool,
            "parts": list(self.parts),
            "before": self.before,
            "after": self.after,
        }

    @staticmethod
    def from_json(data: Mapping) -> Change:
        """A change as `to_json` wrote it."""
        return Change(
            ChangeKind(data["change"]),
            data.get("tool"),
            tuple(data.get("parts") or ()),
            data.get("before"),
            data.get("after"),
        )


def changes(pinned: Definitions, seen: Definitions) -> tuple[Change, ...]:
    """What differs from the pins in what a server listed now: the instructions, then each tool
    removed, added or changed (with which of its parts), by name."""
    out: list[Change] = []
    if pinned.instructions != seen.instructions:
        out.append(
            Change(
                ChangeKind.INSTRUCTIONS_CHANGED,
                before=pinned.instructions,
                after=seen.instructions,
            )
        )
    old = {t.name: t for t in pinned.tools}
    new = {t.name: t for t in seen.tools}
    for name in sorted(old.keys() - new.keys()):
        out.append(Change(ChangeKind.TOOL_REMOVED, name, before=old[name].to_json()))
    for name in sorted(new.keys() - old.keys()):
        out.append(Change(ChangeKind.TOOL_ADDED, name, after=new[name].to_json()))
    for name in sorted(old.keys() & new.keys()):
        a, b = old[name].to_json(), new[name].to_json()
        parts = tuple(p for p in PARTS if a[p] != b[p])
        if parts:
            out.append(
                Change(
                    ChangeKind.TOOL_CHANGED,
                    name,
                    parts,
                    {p: a[p] for p in parts},
                    {p: b[p] for p in parts},
                )
            )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Pins:
    """A server's definitions as pinned on this computer (`definitions`, kept at `pinned_at`,
    last listed unchanged at `listed_at`, for as long as the server said they stay fresh:
    `ttl_ms`, None when it did not say), and, when a later listing differed, what it listed
    then (`changed`, at `changed_at`): the server is not trusted until the user confirms it."""

    server: str
    definitions: Definitions
    pinned_at: datetime
    listed_at: datetime
    changed: Definitions | None = None
    changed_at: datetime | None = None
    ttl_ms: int | None = None

    def fresh_at(self, now: datetime) -> bool:
        """Whether the definitions listed at `listed_at` are still to be used as they are at
        `now`: for the server's own `ttlMs` (0: never), else for FRESH_FOR."""
        keep = FRESH_FOR if self.ttl_ms is None else timedelta(milliseconds=self.ttl_ms)
        return timedelta(0) <= now - self.listed_at < keep

    @property
    def changes(self) -> tuple[Change, ...]:
        """What changed since the pins, as the user is shown it (none when nothing did)."""
        return () if self.changed is None else changes(self.definitions, self.changed)

    def to_json(self) -> dict:
        return {
            "server": self.server,
            "pinned_at": self.pinned_at.isoformat(),
            "listed_at": self.listed_at.isoformat(),
            "ttl_ms": self.ttl_ms,
            "definitions": self.definitions.to_json(),
            "changed_at": None if self.changed_at is None else self.changed_at.isoformat(),
            "changes": [c.to_json() for c in self.changes],
        }
