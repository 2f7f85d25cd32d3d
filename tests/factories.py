"""The one way tests write Memory rows without the rules: rows as an older version of the app,
or another device that skipped this device's checks, may have left them in a shared database.

Everything else in the tests seeds data through the services, like the app does.
"""

from __future__ import annotations

from elsewhere import told_elsewhere

from app.domain.memory.rules.validate import Draft
from app.domain.model import MemoryEntry
from app.storage.repositories import memory_entries as repo
from app.storage.repositories import memory_log


def stored_without_rules(core, like: MemoryEntry, **changes) -> MemoryEntry:
    """A new row like `like` (with some fields changed), written straight into storage."""
    values = {
        "scope": like.scope,
        "scope_id": like.scope_id,
        "kind": like.kind,
        "content": like.content,
        "status": like.status,
        "source": like.source,
        "created_by": like.created_by,
        "reason": like.reason,
        "source_event_ids": like.source_event_ids,
        "pinned": like.pinned,
    }
    values.update(changes)
    with core.db.write() as s:
        entry = repo.insert_entry(s, Draft(**values))
        memory_log.insert_history(s, entry.id, entry.created_by, "legacy", None, {"version": 1})
    return entry


def aged(core, entry_id: int, days: int) -> None:
    """Make an entry as old as if it was written, and last changed, `days` days ago (time cannot
    be waited for in a test)."""
    from datetime import timedelta

    from sqlalchemy import update

    from app.storage.models import MemoryEntryRow, utcnow

    when = utcnow() - timedelta(days=days)
    table = MemoryEntryRow.__table__
    with core.db.write() as s:
        s.execute(
            update(table).where(table.c.id == entry_id).values(created_at=when, updated_at=when)
        )


def used_by_a_reply(
    core, session_id: int, entry_id: int, version: int = 1, *, days_ago: int = 0
) -> None:
    """An agent reply whose Memory block held the entry (what the agent loop records, issue 12)."""
    from datetime import timedelta

    from sqlalchemy import update

    from app.storage.models import MessageRow, utcnow

    reply = told_elsewhere(
        core, core.chat.add_message(session_id, source="agent", text="Done.")
    ).message
    with core.db.write() as s:
        memory_log.record_uses(s, reply.id, [(entry_id, version)])
        if days_ago:
            table = MessageRow.__table__
            s.execute(
                update(table)
                .where(table.c.id == reply.id)
                .values(created_at=utcnow() - timedelta(days=days_ago))
            )
