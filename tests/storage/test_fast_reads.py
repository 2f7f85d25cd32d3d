"""The one way storage makes a MemoryEntry (raw column values, decoded once) gives exactly
what SQLAlchemy's own typed reading of the same rows gives."""

import sqlite3

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, Status
from app.storage.models import MemoryEntryRow


def _orm_entries(core, ref):
    """The entries as the ORM's typed columns read them (pinned first, then oldest): an ORM
    Session of the test's own, since the app's units of work are Core connections."""
    with Session(core.db.engine) as s:
        rows = s.scalars(
            select(MemoryEntryRow)
            .where(MemoryEntryRow.scope == ref.scope.value, MemoryEntryRow.scope_id == ref.scope_id)
            .order_by(MemoryEntryRow.pinned.desc(), MemoryEntryRow.id)
        )
        return [
            MemoryEntry(
                r.id,
                Scope(r.scope),
                r.scope_id,
                Kind(r.kind),
                r.content,
                Status(r.status),
                Provenance(r.source),
                Actor(r.created_by),
                r.reason,
                tuple(r.source_event_ids),
                r.pinned,
                r.version,
                r.created_at,
                r.updated_at,
            )
            for r in rows
        ]


def test_listed_entries_equal_the_orm_mapping(core, session, user_msg):
    """Every field of every listed entry (dates, cited ids, pins) equals the ORM row's mapping."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    mid = user_msg("From now on, create a branch for every task.")
    core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Create a branch for every task",
        reason="said so",
        source_event_ids=[mid],
    )
    core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays", pinned=True)
    archived = core.decisions.add_entry(ref, kind="decision", content="Release from main").value
    core.decisions.archive(archived.id)
    listed = core.memory.list_entries(ref, statuses=list(Status))
    assert listed == _orm_entries(core, ref)
    assert next(e.pinned for e in listed) is True
    assert all(e.created_at.tzinfo is not None for e in listed)


def test_a_changed_entry_is_read_anew(core, session, db_url):
    """Re-reading after a change (through the app, or to the file directly) shows the change."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    first = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    core.decisions.edit(entry.id, "Deploys happen on Thursdays")
    assert [e.content for e in core.memory.list_entries(ref, statuses=[Status.ACTIVE])] == [
        "Deploys happen on Thursdays"
    ]
    conn = sqlite3.connect(db_url.removeprefix("sqlite:///"))
    conn.execute("UPDATE memory_entries SET content = 'Changed by hand' WHERE id = ?", (entry.id,))
    conn.commit()
    conn.close()
    again = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    assert [e.content for e in again] == ["Changed by hand"]
    assert again != first
