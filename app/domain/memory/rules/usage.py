"""SPEC §2.9 "Not used lately": which saved entries to offer for review. Nothing expires by
itself: the user keeps, edits or archives what is offered."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import EntryUse
from app.domain.memory.rules.limits import UNUSED_DAYS_MAX, UNUSED_DAYS_MIN
from app.domain.model import MemoryEntry, Status


@dataclass(frozen=True, slots=True)
class Unused:
    """A saved entry offered for review: when a reply last used it (None: never), and since
    when it counts as unused (its last use, or the user's last change of it)."""

    entry: MemoryEntry
    last_used_at: datetime | None
    since: datetime

    def days(self, now: datetime) -> int:
        return max(0, (now - self.since).days)


def check_days(days: object) -> int:
    """A number of days the setting may take."""
    if (
        isinstance(days, bool)
        or not isinstance(days, int)
        or not UNUSED_DAYS_MIN <= days <= UNUSED_DAYS_MAX
    ):
        raise AppError(
            Code.INVALID_INPUT,
            f"days must be a whole number from {UNUSED_DAYS_MIN} to {UNUSED_DAYS_MAX}.",
            "days",
        )
    return days


def not_used_lately(
    entries: Iterable[MemoryEntry], uses: Mapping[int, EntryUse], *, now: datetime, days: int
) -> list[Unused]:
    """Saved entries that no agent reply used, and the user did not change (edit, keep, pin,
    move, accept), in the last `days` days; longest unused first."""
    cutoff = now - timedelta(days=check_days(days))
    found = []
    for entry in entries:
        if entry.status is not Status.ACTIVE:
            continue
        use = uses.get(entry.id)
        last = use.last_used_at if use is not None else None
        since = max(entry.updated_at, last) if last is not None else entry.updated_at
        if since < cutoff:
            found.append(Unused(entry, last, since))
    found.sort(key=lambda u: (u.since, u.entry.id))
    return found
