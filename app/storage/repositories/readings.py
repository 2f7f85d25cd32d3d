"""Rules' readings (issue 33): what the compliance checker checks of an entry, stored with the
version of the entry it belongs to (table `rule_readings`, migration 0013)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy import bindparam, select

from app.deferred import load
from app.domain.errors import AppError
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import RuleReadingRow, utcnow
from app.storage.repositories.common import _conn, _reads, storable_id, stored

if TYPE_CHECKING:
    from app.domain.compliance.reading import Reading

# What a stored reading is read back as: the checker's tables are loaded only when one is.
READING = "app.domain.compliance.reading:Reading"

_READINGS = RuleReadingRow.__table__
_Q_READINGS_OF = select(
    _READINGS.c.entry_id, _READINGS.c.version, stored(_READINGS.c.reading)
).where(_READINGS.c.entry_id.in_(bindparam("ids", expanding=True)))


def _decoded(raw) -> Reading | None:
    """A stored reading, or None when it is not one (another program wrote something else):
    the rule's words are read again, as for a rule with no stored reading."""
    try:
        data = json.loads(raw) if isinstance(raw, str | bytes) else raw
        return load(READING).from_json(data)
    except (ValueError, TypeError, RecursionError, AppError):
        return None


@_reads
def readings_of(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, tuple[int, Reading]]:
    """entry id → (the entry version it belongs to, its reading), for the entries that have a
    readable one."""
    ids = [i for i in entry_ids if isinstance(i, int) and storable_id(i)]
    if not ids:
        return {}
    found = {}
    for entry_id, version, raw in _conn(s).execute(_Q_READINGS_OF, {"ids": ids}):
        reading = _decoded(raw)
        if reading is not None and type(version) is int and type(entry_id) is int:
            found[entry_id] = (version, reading)
    return found


def reading_set(s: UnitOfWork, entry_id: int, version: int, reading: Reading) -> None:
    """Store an entry's reading for its version (replacing the one it had), in one statement:
    an insert that updates the row the entry has (SQLite and PostgreSQL both say it
    `ON CONFLICT (entry_id) DO UPDATE`), so an Accept costs one statement more, not two."""
    conn = _conn(s)
    values = {
        "entry_id": entry_id,
        "version": version,
        "reading": reading.to_json(),
        "read_by": reading.by,
        "updated_at": utcnow(),
    }
    # The dialect's own insert (the engine has loaded its dialect: no other is imported).
    upsert = load(f"sqlalchemy.dialects.{conn.dialect.name}:insert")
    statement = upsert(_READINGS).values(values)
    conn.execute(
        statement.on_conflict_do_update(
            index_elements=[_READINGS.c.entry_id],
            set_={k: statement.excluded[k] for k in values if k != "entry_id"},
        )
    )
    note_change(s, "entry", "update", entry_id=entry_id)
