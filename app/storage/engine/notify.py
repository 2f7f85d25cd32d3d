"""What a write changed, told to every other window on a shared PostgreSQL database.

Repositories note each change on the unit of work with `note_change`. On PostgreSQL,
`Database.write()` sends the notes with `pg_notify` inside the same transaction, just
before it commits (`send_notes`), so a listener hears of a change exactly when it can see
it, and never of one that was rolled back. On SQLite nothing is collected: `note_change`
returns at once (the services' in-process events tell this process's windows, and
`watch.DataVersionWatcher` notices other programs' writes to the file).

A payload is compact JSON, `{"o": origin, "c": [[what, kind, scope, scope_id, entry_id,
version, space_id, session_id, message_id, key], ...]}` with trailing nulls left out,
split so that none exceeds PostgreSQL's 8,000-byte limit.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from sqlalchemy import bindparam, select, text

from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import MemoryEntryRow

log = logging.getLogger(__name__)

CHANNEL = "mindkeep_changes"
# The unit of work's `info` key under which a PostgreSQL unit of work collects its notes.
NOTES = "mindkeep_notes"
# pg_notify refuses payloads of 8,000 bytes or more; leave room for the envelope.
PAYLOAD_MAX = 7_800

# What changed.
ENTRY, MESSAGE, SPACE, SESSION, SCOPE_SETTINGS, APP_SETTING = (
    "entry",
    "message",
    "space",
    "session",
    "scope_settings",
    "app_setting",
)
WHATS = (ENTRY, MESSAGE, SPACE, SESSION, SCOPE_SETTINGS, APP_SETTING)
# How it changed.
INSERT, UPDATE, DELETE = "insert", "update", "delete"
KINDS = (INSERT, UPDATE, DELETE)

_FIELDS = (
    "scope",
    "scope_id",
    "entry_id",
    "version",
    "space_id",
    "session_id",
    "message_id",
    "key",
)


@dataclass(frozen=True, slots=True)
class DataChange:
    """One committed change, as another window hears of it.

    `origin` names the writing instance (one per open Database), so a window can skip
    what it wrote itself: its own services already told it.
    """

    what: str
    kind: str
    scope: str | None = None
    scope_id: int | None = None
    entry_id: int | None = None
    version: int | None = None
    space_id: int | None = None
    session_id: int | None = None
    message_id: int | None = None
    key: str | None = None
    origin: str = ""


def new_instance_id() -> str:
    """A fresh id for one open database (one running window or command)."""
    return uuid.uuid4().hex[:16]


def note_change(s: UnitOfWork, what: str, kind: str, **fields) -> None:
    """Record that this unit of work changed something (a no-op outside PostgreSQL writes).

    For an entry, give its scope when it is at hand; otherwise it is looked up before the
    notes are sent.
    """
    notes = s.info.get(NOTES)
    if notes is not None:
        notes.append(DataChange(what, kind, **fields))


_Q_SCOPES = select(
    MemoryEntryRow.__table__.c.id,
    MemoryEntryRow.__table__.c.scope,
    MemoryEntryRow.__table__.c.scope_id,
    MemoryEntryRow.__table__.c.version,
).where(MemoryEntryRow.__table__.c.id.in_(bindparam("ids", expanding=True)))


def _entry_scopes(s: UnitOfWork, ids: list[int]) -> list[tuple[int, str, int, int]]:
    if not ids:
        return []
    return [tuple(r) for r in s.execute(_Q_SCOPES, {"ids": ids})]


_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")


def send_notes(s: UnitOfWork, origin: str) -> int:
    """Send this unit of work's notes with pg_notify (delivered when it commits); how many."""
    notes: list[DataChange] | None = s.info.get(NOTES)
    if not notes:
        return 0
    missing = [c.entry_id for c in notes if c.what == ENTRY and c.scope is None and c.entry_id]
    if missing:
        found = {r[0]: r for r in _entry_scopes(s, missing)}
        resolved = []
        for c in notes:
            r = found.get(c.entry_id) if c.what == ENTRY and c.scope is None else None
            resolved.append(
                c
                if r is None
                else DataChange(
                    c.what,
                    c.kind,
                    scope=r[1],
                    scope_id=r[2],
                    entry_id=c.entry_id,
                    version=c.version if c.version is not None else r[3],
                )
            )
        notes = resolved
    count = 0
    for payload in encode(notes, origin):
        s.execute(_NOTIFY, {"payload": payload})
        count += 1
    notes.clear()
    return count


def _row(c: DataChange) -> list:
    row = [WHATS.index(c.what), KINDS.index(c.kind), *(getattr(c, f) for f in _FIELDS)]
    while row and row[-1] is None:
        row.pop()
    return row


def encode(changes: Iterable[DataChange], origin: str) -> Iterator[str]:
    """JSON payloads of at most PAYLOAD_MAX bytes each, every change once, in order."""
    head = '{"o":' + json.dumps(origin) + ',"c":['
    parts: list[str] = []
    size = len(head) + 2
    for change in dict.fromkeys(changes):  # the same change noted twice is sent once
        part = json.dumps(_row(change), ensure_ascii=False, separators=(",", ":"))
        n = len(part.encode("utf-8")) + 1
        if parts and size + n > PAYLOAD_MAX:
            yield head + ",".join(parts) + "]}"
            parts, size = [], len(head) + 2
        parts.append(part)
        size += n
    if parts:
        yield head + ",".join(parts) + "]}"


# What each field of a change may be: an id (an integer, never a bool), or a short text.
_TEXT_FIELDS = {"scope", "key"}
_TEXT_MAX = 200
PAYLOAD_READ_MAX = 16_000  # pg_notify sends at most 8,000 bytes; anything longer is not ours


def _field(name: str, value: object) -> bool:
    if value is None:
        return True
    if name in _TEXT_FIELDS:
        return type(value) is str and len(value) <= _TEXT_MAX
    return type(value) is int and -(2**63) <= value < 2**63


def _index(value: object, names: tuple) -> str:
    if type(value) is not int or not 0 <= value < len(names):
        raise ValueError(f"not one of {len(names)}: {value!r}")
    return names[value]


def decode(payload: str) -> list[DataChange]:
    """The changes of one payload; ValueError when it is not one Mindkeep sent. Any role on
    the server may send any text on the channel, so nothing is taken on trust: the envelope,
    every change's what and kind, and every field's type are checked (issue 23, defect 7)."""
    try:
        if len(payload) > PAYLOAD_READ_MAX:
            raise ValueError("longer than any notification Mindkeep sends")
        data = json.loads(payload)
        if (
            type(data) is not dict
            or type(data.get("o")) is not str
            or type(data.get("c")) is not list
        ):
            raise ValueError('not {"o": origin, "c": [changes]}')
        origin = data["o"]
        out = []
        for row in data["c"]:
            if type(row) is not list or not 2 <= len(row) <= 2 + len(_FIELDS):
                raise ValueError(f"bad change {row!r:.80}")
            what, kind = _index(row[0], WHATS), _index(row[1], KINDS)
            values = dict(zip(_FIELDS, row[2:], strict=False))
            for name, value in values.items():
                if not _field(name, value):
                    raise ValueError(f"bad {name} {value!r:.80}")
            out.append(DataChange(what, kind, origin=origin, **values))
        return out
    except RecursionError as exc:
        raise ValueError("not a Mindkeep change notification: nested too deep") from exc
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not a Mindkeep change notification: {exc}") from exc
