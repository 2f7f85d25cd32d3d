"""SPEC §2.9 Memory in use: which entries (id, version) each agent reply held, read back per
entry (how often, when last) and per reply."""

from __future__ import annotations

from app.storage.repositories import memory_log


def test_uses_are_counted_per_entry_with_the_time_of_the_last_reply(core, session):
    """Two replies held an entry: it was used twice, last at the later reply's time."""
    fact = core.chat.add_message(
        session.id, source="user", text="Remember that deploys happen on Fridays."
    ).value.saved[0]
    replies = [
        core.chat.add_message(session.id, source="agent", text=f"Reply {i}").value.message
        for i in range(2)
    ]
    with core.db.write() as s:
        for reply in replies:
            memory_log.record_uses(s, reply.id, [(fact.id, fact.version)])
    uses = core.memory.uses([fact.id])
    assert uses[fact.id].count == 2
    assert uses[fact.id].last_used_at == replies[-1].created_at
    assert core.memory.used_by([r.id for r in replies]) == {r.id: ((fact.id, 1),) for r in replies}


def test_an_entry_never_used_is_absent_and_a_deleted_session_takes_its_uses_along(core, session):
    """Unused entries have no record; the uses of a deleted Session's replies go with them."""
    space_rule = core.decisions.add_entry(
        core.memory.scope_ref(session.id, "space"), kind="fact", content="Releases are tagged"
    ).value
    assert core.memory.uses([space_rule.id]) == {}
    reply = core.chat.add_message(session.id, source="agent", text="Tagged.").value.message
    with core.db.write() as s:
        memory_log.record_uses(s, reply.id, [(space_rule.id, 1)])
    assert core.memory.uses([space_rule.id])[space_rule.id].count == 1
    core.chat.delete_session(session.id)
    assert core.memory.uses([space_rule.id]) == {}
