"""Statements on the project folders bound to Spaces (SPEC §9), on a caller's unit of work;
reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Text, bindparam, delete, insert, select, type_coerce

from app.domain.model import SpaceFolder
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import MemoryEntryRow, SpaceFolderRow, utcnow
from app.storage.repositories.common import _conn, _reads
from app.storage.values import Row, each

_FOLDERS = SpaceFolderRow.__table__
_COLUMNS = (_FOLDERS.c.space_id, _FOLDERS.c.path, type_coerce(_FOLDERS.c.created_at, Text))
_Q_ALL = select(*_COLUMNS).order_by(_FOLDERS.c.space_id, _FOLDERS.c.path)
_Q_OF = _Q_ALL.where(_FOLDERS.c.space_id == bindparam("space_id"))
_Q_AT = select(*_COLUMNS).where(_FOLDERS.c.path.in_(bindparam("paths", expanding=True)))


def _folder(r) -> SpaceFolder:
    row = Row("space_folders", r[1])
    return SpaceFolder(
        space_id=row.id("space_id", r[0]),
        path=row.text("path", r[1]),
        created_at=row.time("created_at", r[2]),
    )


@_reads
def folder_list(s: UnitOfWork, space_id: int | None = None) -> list[SpaceFolder]:
    """The bound folders (of one Space), by Space then path."""
    if space_id is None:
        rows = _conn(s).execute(_Q_ALL)
    else:
        rows = _conn(s).execute(_Q_OF, {"space_id": space_id})
    return each(_folder, rows)


@_reads
def folders_at(s: UnitOfWork, paths: Sequence[str]) -> list[SpaceFolder]:
    """The bindings of exactly these paths (a folder and its parents, say)."""
    if not paths:
        return []
    return each(_folder, _conn(s).execute(_Q_AT, {"paths": list(paths)}))


def bind_folder(s: UnitOfWork, space_id: int, path: str) -> SpaceFolder:
    """Bind a folder to a Space (taking it from any Space it was bound to)."""
    old = folders_at(s, [path])
    _conn(s).execute(delete(_FOLDERS).where(_FOLDERS.c.path == path))
    now = utcnow()
    _conn(s).execute(insert(_FOLDERS), {"space_id": space_id, "path": path, "created_at": now})
    for f in old:
        if f.space_id != space_id:
            note_change(s, "space", "update", space_id=f.space_id)
    note_change(s, "space", "update", space_id=space_id)
    return SpaceFolder(space_id, path, now)


def unbind_folder(s: UnitOfWork, path: str) -> SpaceFolder | None:
    """Unbind a folder; the binding it had, or None."""
    old = folders_at(s, [path])
    if not old:
        return None
    _conn(s).execute(delete(_FOLDERS).where(_FOLDERS.c.path == path))
    note_change(s, "space", "update", space_id=old[0].space_id)
    return old[0]


_ENTRIES = MemoryEntryRow.__table__
_Q_WAITING = (
    select(_ENTRIES.c.id, type_coerce(_ENTRIES.c.written_after, Text))
    .where(
        (_ENTRIES.c.status == "suggested")
        & (_ENTRIES.c.id > bindparam("after"))
        & _ENTRIES.c.written_after.is_not(None)
    )
    .order_by(_ENTRIES.c.id)
)


@_reads
def waiting_from_agents(s: UnitOfWork, after: int) -> list[tuple[int, str]]:
    """(entry id, agent) of every suggestion an outside agent wrote over MCP that still waits,
    newer than entry `after`."""
    found = []
    for entry_id, raw in _conn(s).execute(_Q_WAITING, {"after": after}):
        data = Row("memory_entries", entry_id).json("written_after", raw) if raw else None
        agent = data.get("agent") if isinstance(data, dict) else None
        if type(entry_id) is int and isinstance(agent, str):
            found.append((entry_id, agent))
    return found
