"""SPEC §2.4/§2.6: Undo, whole or not at all; SPEC §2.5: only what this computer recorded.

A decision's history record names what came with it (`Links`: the twins it decided by saving
their words, the rules it replaced, the batch it closes). `plan_undo_parts` plans everything one
Undo takes back from those records; the service does every part in one savepoint (each part
through `state.plan_undo`), and when one cannot be done, `undo_refused` says which and why and
nothing is undone.

Undo restores what a record says the entry was (`before`) and follows what it says came with it
(`after`): a record counts only with this computer's mark over both (`history_fields`, purpose
app.domain.marks.HISTORY). One another program wrote or changed in a shared database is shown
in the entry's history, and its Undo is refused (`not_recorded_here`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.domain.errors import AppError, Code, UndoRefused
from app.domain.memory.rules.state import ACCEPT_BY_SAVING, REPLACED
from app.domain.model import Actor, HistoryEvent, MemoryEntry


@dataclass(frozen=True, slots=True)
class Links:
    """What a history record's `after` says came with a decision, typed: the pending or
    dismissed twins the user decided by saving their words (`decided`), the saved rules it
    replaced (`replaced`), and the history ids of the batch it closes (`batch`, Accept all
    and Clear), which one Undo takes back together."""

    decided: tuple[int, ...] = ()
    replaced: tuple[int, ...] = ()
    batch: tuple[int, ...] = ()

    @staticmethod
    def of(after: Mapping[str, Any] | None) -> Links:
        """The links a stored `after` holds (ids that are not whole numbers are left out)."""
        after = after or {}

        def ids(name: str) -> tuple[int, ...]:
            value = after.get(name)
            if not isinstance(value, list):
                return ()
            return tuple(i for i in value if isinstance(i, int) and not isinstance(i, bool))

        return Links(ids("decided"), ids("replaced"), ids("batch"))

    def to_after(self) -> dict:
        """The fields to add to a record's `after` (only those that hold something)."""
        out: dict[str, list[int]] = {}
        for name in ("decided", "replaced", "batch"):
            value = getattr(self, name)
            if value:
                out[name] = list(value)
        return out


def history_fields(
    history_id: int,
    entry_id: int,
    actor: Actor | str,
    action: str,
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any] | None,
    undone: bool = False,
) -> list:
    """What a history record's mark covers: which record of which entry, who made which change,
    both snapshots (what Undo restores, and the version and links it checks and follows), and
    whether it was undone already (a record undone cannot be made undoable again)."""
    return [history_id, entry_id, Actor(actor).value, action, before, after, bool(undone)]


def fields_of(event: HistoryEvent, *, undone: bool | None = None) -> list:
    """The same, of a record as read back (`undone`: as it will be once undone)."""
    return history_fields(
        event.id,
        event.entry_id,
        event.actor,
        event.action,
        event.before,
        event.after,
        event.undone if undone is None else undone,
    )


def not_recorded_here(event: HistoryEvent) -> AppError:
    """The refusal to undo a change whose record does not carry this computer's mark (SPEC
    §2.5): it is shown, never restored from."""
    return AppError(
        Code.WRITTEN_ELSEWHERE,
        f"the record of change {event.id} (entry {event.entry_id}) was not written on this "
        "computer, or another program (perhaps another computer sharing this database) changed "
        "it since, so Mindkeep does not restore what it says; nothing was undone. Change the "
        "entry yourself if it should be different.",
        "history",
    )


class UndoRole(StrEnum):
    """Why a part is in an undo: the decision itself, or an entry it decided or replaced."""

    DECISION = "decision"
    DECIDED = ACCEPT_BY_SAVING
    REPLACED = REPLACED


@dataclass(frozen=True, slots=True)
class UndoPart:
    """One entry an undo takes back: the history record to undo (`history_id`), or, for an
    entry a decision decided or replaced, the entry and its latest record of that role."""

    entry_id: int
    role: UndoRole
    history_id: int | None = None


def plan_undo_parts(
    event: HistoryEvent, batch: Sequence[HistoryEvent] = ()
) -> tuple[UndoPart, ...]:
    """Everything one Undo takes back, in order: each decision of the batch (`batch`: the
    records its last record names, or just `event`), last first, each followed by the
    entries it decided and the rules it replaced. The service does them all in one step, or
    none (`undo_refused`)."""
    events = [e for e in (batch or [event]) if not e.undone]
    events.sort(key=lambda e: e.id, reverse=True)
    parts: list[UndoPart] = []
    for e in events:
        parts.append(UndoPart(e.entry_id, UndoRole.DECISION, e.id))
        links = Links.of(e.after)
        parts += [UndoPart(i, UndoRole.DECIDED) for i in links.decided]
        parts += [UndoPart(i, UndoRole.REPLACED) for i in links.replaced]
    return tuple(parts)


def undo_refused(part: UndoPart, entry: MemoryEntry | None, why: AppError | None) -> UndoRefused:
    """SPEC §2.6: an undo that cannot be done whole is refused whole, saying which part and why."""
    if entry is None:
        return UndoRefused(
            f"Nothing was undone: entry {part.entry_id} no longer exists, so it cannot be "
            "brought back.",
            part,
            None,
            why,
        )
    what = {
        UndoRole.DECISION: "restored",
        UndoRole.DECIDED: "given back its words",
        UndoRole.REPLACED: "brought back as the rule it replaced",
    }[part.role]
    reason = why.message if why is not None else "it changed since."
    return UndoRefused(
        f'Nothing was undone: entry {entry.id} ("{entry.content}") cannot be {what}: {reason}',
        part,
        entry.content,
        why,
    )
