"""The one way tests write Memory rows without the rules: rows as an older version of the app,
or another device that skipped this device's checks, may have left them in a shared database.

Everything else in the tests seeds data through the services, like the app does.
"""

from __future__ import annotations

from app.domain.model import MemoryEntry
from app.domain.rules import Draft
from app.storage import repo


def stored_without_rules(core, like: MemoryEntry, **changes) -> MemoryEntry:
    """A new row like `like` (with some fields changed), written straight into storage."""
    values = {
        "scope": like.scope, "scope_id": like.scope_id, "kind": like.kind, "content": like.content,
        "status": like.status, "source": like.source, "created_by": like.created_by,
        "reason": like.reason, "source_event_ids": like.source_event_ids, "pinned": like.pinned,
    }
    values.update(changes)
    with core.db.write() as s:
        entry = repo.insert_entry(s, Draft(**values))
        repo.insert_history(s, entry.id, entry.created_by, "legacy", None, {"version": 1})
    return entry
