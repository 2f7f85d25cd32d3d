"""The nouns of Mindkeep as plain, immutable objects (no ORM, no Qt)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class Scope(StrEnum):
    SESSION = "session"
    SPACE = "space"
    USER = "user"


class Kind(StrEnum):
    PREFERENCE = "preference"
    CONSTRAINT = "constraint"
    FACT = "fact"
    DECISION = "decision"
    TODO = "todo"
    LESSON = "lesson"

    @property
    def is_rule(self) -> bool:
        return self in RULE_KINDS


RULE_KINDS = frozenset({Kind.PREFERENCE, Kind.CONSTRAINT})


class Status(StrEnum):
    ACTIVE = "active"
    SUGGESTED = "suggested"
    DISMISSED = "dismissed"
    ARCHIVED = "archived"


class Provenance(StrEnum):
    USER_STATED = "user_stated"
    USER_CONFIRMED = "user_confirmed"
    AGENT_INFERRED = "agent_inferred"
    TOOL_OBSERVED = "tool_observed"
    EXTERNAL = "external"
    IMPORTED = "imported"

    @property
    def label(self) -> str:
        """SPEC §1's name of this provenance, as the agent and plain-text exports show it
        (the window shows a translated label)."""
        return _PROVENANCE_LABEL[self]


_PROVENANCE_LABEL = {
    Provenance.USER_STATED: "From your message",
    Provenance.USER_CONFIRMED: "Confirmed by you",
    Provenance.AGENT_INFERRED: "Agent inference",
    Provenance.TOOL_OBSERVED: "Observed by a tool",
    Provenance.EXTERNAL: "External, untrusted",
    Provenance.IMPORTED: "Imported",
}


class Actor(StrEnum):
    """Who writes an entry (stored as `created_by`) or changes it (history `actor`)."""

    USER = "user"
    AGENT = "agent"
    EXTRACTOR = "extractor"
    IMPORTER = "importer"


class MessageSource(StrEnum):
    USER = "user"
    AGENT = "agent"
    TOOL = "tool"
    WEB = "web"
    FILE = "file"
    TRIGGER = "trigger"
    # The user's words as an outside agent quoted them over MCP (SPEC §9): claimed to be the
    # user's, never checked, so never citable by Mindkeep's own agent.
    RELAYED = "relayed"
    # The user's words as another agent's harness captured them when typed, through its prompt
    # hook (SPEC §10): the user's own words, kept in that agent's external Session.
    CAPTURED = "captured"

    @property
    def users_words(self) -> bool:
        """Whether a message of this source holds the user's own words (SPEC §1): typed in
        Mindkeep, or captured when typed in another agent."""
        return self in _USERS_WORDS


_USERS_WORDS = frozenset({MessageSource.USER, MessageSource.CAPTURED})


@dataclass(frozen=True, slots=True)
class Space:
    """A group of Sessions (SPEC §1)."""

    id: int
    name: str
    created_at: datetime


UNNAMED_CLIENT = "MCP client"
CLIENT_NAME_MAX = 100


def client_name(value: object) -> str:
    """The name an outside agent's client gave (clientInfo), cleaned for a title."""
    if not isinstance(value, str):
        return UNNAMED_CLIENT
    text = " ".join("".join(ch for ch in value if ch.isprintable()).split())
    return text[:CLIENT_NAME_MAX] or UNNAMED_CLIENT


@dataclass(frozen=True, slots=True)
class SessionInfo:
    """One conversation with the agent, in a Space."""

    id: int
    space_id: int
    title: str
    created_at: datetime
    # Neither reads nor writes Memory (SPEC §2.9).
    temporary: bool = False
    # The title is a placeholder: the Session takes its name from its first message.
    auto_title: bool = False
    # An external Session: one connection of an outside agent over MCP (SPEC §9), named
    # after it; the name of that agent ("Claude Code"), or None for Mindkeep's own Sessions.
    # It is read-only in the window: nobody chats in it.
    external_client: str | None = None

    @property
    def external(self) -> bool:
        return self.external_client is not None


@dataclass(frozen=True, slots=True)
class SpaceFolder:
    """A project folder bound to a Space: an outside agent working there uses its Memory."""

    space_id: int
    path: str  # absolute and resolved
    created_at: datetime

    def to_json(self) -> dict:
        return {"space_id": self.space_id, "path": self.path, "at": self.created_at.isoformat()}


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a Session, with who it came from (a user's words or text from elsewhere)."""

    id: int
    session_id: int
    source: MessageSource
    text: str
    created_at: datetime
    # What a message needs besides its text: {"stopped": "cancelled" | "connection_lost"} on
    # a reply that did not finish, {"tool": name, "arguments": …, "ran": {…}} on a tool message
    # the agent loop stored (app.domain.tools.records).
    meta: dict | None = None

    @property
    def stopped(self) -> str | None:
        """Why an agent reply ended before the model finished it (None when it finished)."""
        return (self.meta or {}).get("stopped")


class Untrusted(StrEnum):
    """A kind of content a model may have read that is not the user's own words."""

    WEB = "web"  # a web page
    FILE = "file"  # a file's content
    TRIGGER = "trigger"  # an automation's message
    TOOL = "tool"  # the output of a tool that reads outside Mindkeep
    AGENT = "agent"  # an outside agent over MCP (SPEC §9)
    SERVER = "server"  # a tool server's tool descriptions, schemas and instructions


# Event ids kept with an entry: the latest ones (nearest the write), enough to find the content.
EVENT_IDS_KEPT = 20


@dataclass(frozen=True, slots=True)
class WrittenAfter:
    """What untrusted content an agent's Memory write came after (SPEC §2.7): the kinds, in
    a fixed order, and the ids of the messages that held it (in order, the latest
    EVENT_IDS_KEPT)."""

    sources: tuple[Untrusted, ...]
    event_ids: tuple[int, ...] = ()
    # The outside agent that wrote it over MCP, by the name its client gave ("Claude Code"):
    # set only by Mindkeep's MCP server (SPEC §9), never by a turn of Mindkeep's own agent.
    # Such a write may cite the `relayed` messages of its external Session.
    agent: str | None = None

    def __post_init__(self) -> None:
        if not self.sources:
            raise ValueError("WrittenAfter needs at least one kind of content")
        if self.agent is not None and Untrusted.AGENT not in self.sources:
            raise ValueError("a write of an outside agent is written after that agent's words")

    @property
    def relayed_by(self) -> str | None:
        """The outside agent that wrote this over MCP, or None."""
        return self.agent

    def widen(self, other: WrittenAfter | None) -> WrittenAfter:
        """This and `other` together."""
        if other is None:
            return self
        return WrittenAfter.of(
            [*self.sources, *other.sources],
            [*self.event_ids, *other.event_ids],
            self.agent if self.agent is not None else other.agent,
        )

    def to_json(self) -> dict:
        """As stored with the entry and printed in `to_json()`:
        {"sources": ["web"], "event_ids": [12]}, with "agent": NAME for an outside agent's."""
        data: dict = {"sources": [s.value for s in self.sources], "event_ids": list(self.event_ids)}
        if self.agent is not None:
            data["agent"] = self.agent
        return data

    @staticmethod
    def from_json(value: Any) -> WrittenAfter | None:
        """The stored form back (None for null); ValueError for anything else."""
        if value is None:
            return None
        if not isinstance(value, Mapping):
            raise ValueError(f"written_after is not an object: {value!r}")
        sources = value.get("sources")
        ids = value.get("event_ids", [])
        if not isinstance(sources, list) or not isinstance(ids, list):
            raise ValueError(f"written_after has no list of sources: {value!r}")
        if any(isinstance(i, bool) or not isinstance(i, int) for i in ids):
            raise ValueError(f"written_after has an id that is not one: {value!r}")
        agent = value.get("agent")
        if agent is not None and not isinstance(agent, str):
            raise ValueError(f"written_after names an agent that is not a name: {value!r}")
        return WrittenAfter.of([Untrusted(s) for s in sources], ids, agent)

    @staticmethod
    def of(
        sources: Iterable[Untrusted], event_ids: Iterable[int], agent: str | None = None
    ) -> WrittenAfter:
        """The value for these kinds and ids: each kind once, in Untrusted's order; the ids
        sorted, the latest EVENT_IDS_KEPT of them."""
        kinds = set(sources)
        ordered = tuple(k for k in Untrusted if k in kinds)
        ids = tuple(sorted(set(event_ids)))[-EVENT_IDS_KEPT:]
        return WrittenAfter(ordered, ids, agent)


@dataclass(frozen=True, slots=True)
class MemoryEntry:
    """One rule or fact in a Memory scope, suggested, live or put aside (SPEC §2)."""

    id: int
    scope: Scope
    scope_id: int
    kind: Kind
    content: str
    status: Status
    source: Provenance
    created_by: Actor
    reason: str
    source_event_ids: tuple[int, ...]
    pinned: bool
    version: int
    created_at: datetime
    updated_at: datetime
    # What untrusted content the agent's write came after (SPEC §2.7), or None.
    written_after: WrittenAfter | None = None

    def to_json(self) -> dict:
        """The entry as the CLI, the tools and export print it (its fields in order; written out,
        as dataclasses.asdict deep-copies every value: ~20 µs an entry, 300 in one search)."""
        return {
            "id": self.id,
            "scope": str(self.scope),
            "scope_id": self.scope_id,
            "kind": str(self.kind),
            "content": self.content,
            "status": str(self.status),
            "source": str(self.source),
            "created_by": str(self.created_by),
            "reason": self.reason,
            "source_event_ids": list(self.source_event_ids),
            "pinned": self.pinned,
            "version": self.version,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
            "written_after": None if self.written_after is None else self.written_after.to_json(),
        }


@dataclass(frozen=True, slots=True)
class Held:
    """An entry as the rules see it: with its same-words key and, for a suggestion the agent
    made, the key of the words it suggested (kept through later edits)."""

    entry: MemoryEntry
    key: str
    suggested_key: str | None = None

    @property
    def status(self) -> Status:
        return self.entry.status


@dataclass(frozen=True, slots=True)
class HistoryEvent:
    """One change to a Memory entry: who did what, with the entry before and after."""

    id: int
    entry_id: int
    actor: Actor
    action: str
    at: datetime
    before: dict | None
    after: dict | None
    undone: bool = False
    # This computer's mark over what Undo would take back (app.domain.marks; None: no mark, or
    # one written before marks were kept). Whether it holds is the service's to check.
    mark: str | None = None

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "entry_id": self.entry_id,
            "actor": str(self.actor),
            "action": self.action,
            "at": self.at.isoformat(),
            "before": self.before,
            "after": self.after,
            "undone": self.undone,
        }


@dataclass(frozen=True, slots=True)
class ScopeRef:
    """One concrete Memory scope: a Session, a Space, or the local user (Personal)."""

    scope: Scope
    scope_id: int
