"""What the use cases give back, beside the nouns of app.domain.model: a scope's settings
and counts, directory rows, decisions and batches, imports, deletions, use counts and Memory
blocks.

Apart from the nouns so that the window's first screen, which needs only Spaces, Sessions,
messages and entries, does not pay for building these classes (issue 16).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from app.domain.model import Actor, Kind, MemoryEntry, Scope, ScopeRef, Status


@dataclass(frozen=True, slots=True)
class ScopeSettings:
    ref: ScopeRef
    auto_memory: bool
    use_memory: bool
    room: int
    used: int = 0
    count: int = 0
    suggested: int = 0

    def to_json(self) -> dict:
        return {
            "scope": str(self.ref.scope),
            "scope_id": self.ref.scope_id,
            "auto_memory": self.auto_memory,
            "use_memory": self.use_memory,
            "room": self.room,
            "used": self.used,
            "count": self.count,
            "suggested": self.suggested,
        }


@dataclass(frozen=True, slots=True)
class DirectoryRow:
    ref: ScopeRef
    name: str
    count: int
    suggested: int
    used: int
    room: int
    space_id: int | None = None
    # An outside agent's external Session (SPEC §9): the agent's name. Its suggestions wait in
    # its Space or Personal; `suggested` counts those it wrote.
    external: str | None = None


@dataclass(frozen=True, slots=True)
class ProposeResult:
    status: str  # "suggested" | "already_saved"
    created: bool
    entry: MemoryEntry


@dataclass(frozen=True, slots=True)
class ImportReport:
    imported: tuple[MemoryEntry, ...] = ()
    refused: tuple[dict, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class Decision:
    """What one decision (or its undo) wrote: the entry as stored now, the history event that
    records it (None when nothing changed), and the entries it decided on the way."""

    entry: MemoryEntry
    history_id: int | None
    action: str
    decided: tuple[int, ...] = ()
    replaced: tuple[int, ...] = ()  # saved rules put away in favour of this one
    batch: tuple[Decision, ...] = ()  # an undo of a batch: every decision it took back

    @property
    def changed(self) -> bool:
        return self.history_id is not None


@dataclass(frozen=True, slots=True)
class Batch:
    """Decisions taken together with one Undo (Accept all, Clear this scope): each one made,
    and each one refused with why (the others are still made)."""

    decisions: tuple[Decision, ...] = ()
    refused: tuple[tuple[int, object], ...] = ()  # (entry id, the AppError)

    @property
    def history_ids(self) -> tuple[int, ...]:
        return tuple(d.history_id for d in self.decisions if d.history_id is not None)


@dataclass(frozen=True, slots=True)
class Deletion:
    """What stays of an entry the user deleted for good: the fact, not the words (SPEC §2.10)."""

    entry_id: int
    scope: Scope
    scope_id: int
    kind: Kind
    status: Status
    actor: Actor
    at: datetime
    events: int  # how many history events it had

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "scope": str(self.scope),
            "scope_id": self.scope_id,
            "kind": str(self.kind),
            "status": str(self.status),
            "actor": str(self.actor),
            "at": self.at.isoformat(),
            "events": self.events,
        }


@dataclass(frozen=True, slots=True)
class EntryUse:
    """How often agent replies held an entry in their Memory block, and when last (SPEC §2.9)."""

    count: int = 0
    last_used_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class MemoryBlock:
    """The Memory block of one agent step: its text, and exactly which entries (id, version)
    it holds (SPEC §2.9)."""

    text: str
    used: tuple[tuple[int, int], ...] = ()
    # The rules (preferences and constraints) among them, as given: (id, version, kind, words),
    # in the block's order: what a receipt checks the reply against (SPEC §2.11).
    rules: tuple[tuple[int, int, str, str], ...] = ()


# What a receipt says of one rule (the checker's Outcome values; app.domain.compliance is
# not imported here: it costs ~0.1 s, and these are read on the window's start path).
FOLLOWED, VIOLATED, NOT_APPLICABLE, UNKNOWN = "followed", "violated", "not_applicable", "unknown"
VERDICTS = (FOLLOWED, VIOLATED, NOT_APPLICABLE, UNKNOWN)
APPLIED = (FOLLOWED, VIOLATED)  # the rule applied to the output: it was followed or broken
JUDGES = ("checker", "model")


@dataclass(frozen=True, slots=True)
class RecordedVerdict:
    """One rule's verdict on one stored message (an agent reply, or a tool call's message), as
    recorded: SPEC §2.11's shape (`to_json`)."""

    entry_id: int
    version: int
    verdict: str
    evidence: dict | None = None
    by: str = "checker"

    @property
    def applied(self) -> bool:
        return self.verdict in APPLIED

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "version": self.version,
            "verdict": self.verdict,
            "evidence": self.evidence,
            "by": self.by,
        }


@dataclass(frozen=True, slots=True)
class RuleRecord:
    """How often an entry was followed and broken by the agent's replies and actions, and when
    it was last broken (SPEC §2.11)."""

    followed: int = 0
    violated: int = 0
    last_violated_at: datetime | None = None
    # Each outside agent's part of the counts (SPEC §10): (its name, followed, broken).
    by_agent: tuple[tuple[str, int, int], ...] = ()

    @property
    def applied(self) -> int:
        return self.followed + self.violated
