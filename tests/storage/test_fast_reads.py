"""The Core read paths (repo.entry_list & co.) give exactly what the ORM rows give."""

import sqlite3

from app.domain.model import Scope, Status
from app.storage import repo


def _orm_entries(core, ref):
    with core.db.read() as s:
        rows = repo.list_entries(s, ref.scope.value, ref.scope_id, [st.value for st in Status])
        return [repo.to_entry(r) for r in rows]


def test_listed_entries_equal_the_orm_mapping(core, session, user_msg):
    """Every field of every listed entry (dates, cited ids, pins) equals the ORM row's mapping."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    mid = user_msg("From now on, create a branch for every task.")
    core.memory.propose_rule(session.id, kind="constraint", scope="session",
                             content="Create a branch for every task", reason="said so",
                             source_event_ids=[mid])
    core.memory.add_entry(ref, kind="fact", content="Deploys happen on Fridays", pinned=True)
    archived = core.memory.add_entry(ref, kind="decision", content="Release from main")
    core.memory.archive(archived.id)
    listed = core.memory.list_entries(ref, statuses=list(Status))
    assert listed == _orm_entries(core, ref)
    assert [e.pinned for e in listed][0] is True
    assert all(e.created_at.tzinfo is not None for e in listed)


def test_a_changed_entry_is_read_anew(core, session, db_url):
    """Re-reading after a change (through the app, or to the file directly) shows the change."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    entry = core.memory.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    first = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    core.memory.edit(entry.id, "Deploys happen on Thursdays")
    assert [e.content for e in core.memory.list_entries(ref, statuses=[Status.ACTIVE])] == [
        "Deploys happen on Thursdays"]
    conn = sqlite3.connect(db_url.removeprefix("sqlite:///"))
    conn.execute("UPDATE memory_entries SET content = 'Changed by hand' WHERE id = ?", (entry.id,))
    conn.commit()
    conn.close()
    again = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    assert [e.content for e in again] == ["Changed by hand"]
    assert again != first
