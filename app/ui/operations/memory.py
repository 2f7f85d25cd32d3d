"""The user's changes to Memory from the window: decisions (one, all, undone), adding, deleting,
clearing, organising, and a scope's switches. Each is one short transaction (GUI thread)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.domain.compliance.reading import Reading
from app.domain.memory.outcomes import Batch, Decision, Deletion, ScopeSettings
from app.domain.memory.rules.state import Action
from app.domain.model import Kind, ScopeRef
from app.services.changes import Done
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class Decide(Operation[Decision]):
    """Accept, edit, dismiss, archive, restore, pin, unpin, keep or move one entry, on the version
    the user saw (None: as it is now, for Redo)."""

    entry_id: int
    action: Action
    version: int | None
    to: ScopeRef | None = None
    replaces: tuple[int, ...] = ()
    content: str | None = None
    kind: Kind | str | None = None

    def run(self, services, progress) -> Done[Decision]:
        version = self.version
        if version is None:
            version = services.memory.get(self.entry_id).version
        params: dict[str, Any] = {}
        if self.content is not None:
            params["content"] = self.content
        if self.kind is not None:
            params["kind"] = self.kind
        return services.decisions.decide(
            self.entry_id,
            self.action,
            expected_version=version,
            to=self.to,
            replaces=self.replaces,
            **params,
        )

    def room_of(self) -> ScopeRef | None:
        return self.to


@dataclass(frozen=True)
class DecideAll(Operation[Batch]):
    """The same decision on several entries, with one Undo (Accept all)."""

    entry_ids: tuple[int, ...]
    action: Action
    versions: dict[int, int] | None = field(default=None, hash=False)

    def run(self, services, progress) -> Done[Batch]:
        return services.decisions.decide_all(
            list(self.entry_ids), self.action, expected_versions=self.versions
        )


@dataclass(frozen=True)
class Undo(Operation[Decision]):
    """Take back the decision (or batch) a history event recorded."""

    history_id: int

    def run(self, services, progress) -> Done[Decision]:
        return services.decisions.undo(self.history_id)


@dataclass(frozen=True)
class AddEntry(Operation):
    """An entry written by hand into a scope."""

    ref: ScopeRef
    kind: Kind | str
    content: str

    def run(self, services, progress):
        return services.decisions.add_entry(self.ref, kind=self.kind, content=self.content)

    def room_of(self) -> ScopeRef | None:
        return self.ref


@dataclass(frozen=True)
class DeleteEntry(Operation[Deletion]):
    """Delete an entry for good (its history keeps that it existed)."""

    entry_id: int
    version: int

    def run(self, services, progress) -> Done[Deletion]:
        return services.decisions.delete(self.entry_id, expected_version=self.version)


@dataclass(frozen=True)
class ClearScope(Operation[Batch]):
    """Archive every saved entry of a scope, with one Undo."""

    ref: ScopeRef

    def run(self, services, progress) -> Done[Batch]:
        return services.decisions.clear(self.ref)


@dataclass(frozen=True)
class Organise(Operation[int]):
    """Merge a scope's entries that have the same words; how many were put away."""

    ref: ScopeRef

    def run(self, services, progress) -> Done[int]:
        return services.decisions.organise(self.ref)


@dataclass(frozen=True)
class SetSwitches(Operation[ScopeSettings]):
    """Auto Memory and Use Memory of a scope (None: leave it)."""

    ref: ScopeRef
    auto_memory: bool | None = None
    use_memory: bool | None = None

    def run(self, services, progress) -> Done[ScopeSettings]:
        values = {
            k: v
            for k, v in (("auto_memory", self.auto_memory), ("use_memory", self.use_memory))
            if v is not None
        }
        return services.decisions.set_settings(self.ref, **values)


@dataclass(frozen=True)
class SetEnforcement(Operation):
    """What a rule does to another agent's action that would break it (SPEC §10): block,
    remind or off. Returns the rule's (entry, mode)."""

    entry_id: int
    mode: str

    def run(self, services, progress):
        return services.hooks.set_enforcement(self.entry_id, self.mode)


@dataclass(frozen=True)
class SetReading(Operation):
    """What Mindkeep checks of a saved rule, as the user chose it (issue 33), on the version
    the user saw."""

    entry_id: int
    reading: Reading = field(hash=False)
    version: int

    def run(self, services, progress):
        return services.decisions.set_reading(
            self.entry_id,
            self.reading,
            by="model" if self.reading.by == "model" else "user",
            expected_version=self.version,
        )
