"""Stored values → domain objects: the one way rows become Spaces, Sessions, messages and
Memory entries, for the repositories and for the first screen alike (no SQLAlchemy here,
so the window can read its first screen before SQLAlchemy is imported).

Every function takes a row as a tuple of the values the database holds, in a fixed column
order: timestamps as text (SQLite) or datetimes (PostgreSQL), JSON as text or as read.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from app.domain.model import (
    Actor,
    HistoryEvent,
    Kind,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    SessionInfo,
    Space,
    Status,
)
from app.domain.taint import WrittenAfter

SCOPES = {m.value: m for m in Scope}
KINDS = {m.value: m for m in Kind}
STATUSES = {m.value: m for m in Status}
PROVENANCES = {m.value: m for m in Provenance}
ACTORS = {m.value: m for m in Actor}
SOURCES = {m.value: m for m in MessageSource}

# The columns of each kind of row, in the order the decoders read them.
SPACE_FIELDS = ("id", "name", "created_at")
SESSION_FIELDS = (
    "id",
    "space_id",
    "title",
    "created_at",
    "temporary",
    "auto_title",
    "external_client",
)
MESSAGE_FIELDS = ("id", "session_id", "source", "text", "created_at", "meta")
ENTRY_FIELDS = (
    "id",
    "scope",
    "scope_id",
    "kind",
    "content",
    "status",
    "source",
    "created_by",
    "reason",
    "source_event_ids",
    "pinned",
    "version",
    "created_at",
    "updated_at",
    "written_after",
)


def moment(value) -> datetime:
    """A stored timestamp (text in SQLite, a datetime elsewhere) as an aware UTC datetime."""
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value + "+00:00")  # stored in UTC, without a zone
        except ValueError:
            value = datetime.fromisoformat(value)
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def from_json(value):
    return json.loads(value) if isinstance(value, str) else value


# entry id → (the row's stored values, the MemoryEntry made from them). Decoding is a pure
# function of the stored values, so an entry whose values are all unchanged is reused:
# re-reading a scope (a refresh after each decision, a scope switch) skips two date
# parses and a frozen dataclass per row (about half the cost of listing 2,000 entries).
_DECODED: dict[int, tuple[tuple, MemoryEntry]] = {}
_DECODED_KEPT = 50_000


def entry(r) -> MemoryEntry:
    """The one way a MemoryEntry is made from storage: a row (or the values just inserted)
    whose first columns are ENTRY_FIELDS, in that order."""
    stored = tuple(r[:15])
    hit = _DECODED.get(stored[0])
    if hit is not None and hit[0] == stored:
        return hit[1]
    created = moment(r[12])
    made = MemoryEntry(
        r[0],
        SCOPES[r[1]],
        r[2],
        KINDS[r[3]],
        r[4],
        STATUSES[r[5]],
        PROVENANCES[r[6]],
        ACTORS[r[7]],
        r[8] or "",
        tuple(from_json(r[9]) or ()),
        bool(r[10]),
        r[11],
        created,
        created if r[13] == r[12] else moment(r[13]),
        None if r[14] is None or r[14] == "null" else WrittenAfter.from_json(from_json(r[14])),
    )
    if len(_DECODED) >= _DECODED_KEPT:
        _DECODED.clear()
    _DECODED[stored[0]] = (stored, made)
    return made


def history(r) -> HistoryEvent:
    return HistoryEvent(
        id=r[0],
        entry_id=r[1],
        actor=ACTORS[r[2]],
        action=r[3],
        at=moment(r[4]),
        before=from_json(r[5]),
        after=from_json(r[6]),
        undone=bool(r[7]),
    )


def message(r) -> Message:
    meta = r[5]
    if meta is not None and meta != "null":  # most messages have none: no JSON to read
        meta = from_json(meta) or None
    return Message(
        id=r[0],
        session_id=r[1],
        source=SOURCES[r[2]],
        text=r[3],
        created_at=moment(r[4]),
        meta=meta if meta != "null" else None,
    )


def space(r) -> Space:
    return Space(id=r[0], name=r[1], created_at=moment(r[2]))


def session(r) -> SessionInfo:
    return SessionInfo(
        id=r[0],
        space_id=r[1],
        title=r[2],
        created_at=moment(r[3]),
        temporary=bool(r[4]),
        auto_title=bool(r[5]),
        external_client=r[6],
    )


def forget(entry_id: int) -> None:
    """An entry deleted for good leaves nothing behind, not even its decoded words."""
    _DECODED.pop(entry_id, None)
