"""SPEC §2.6: Organise merges entries with the same words, never losing the user's own.

No write path of this app saves a second active entry with words already saved in a scope,
and undo refuses to bring one back (`already_saved`, like restore). So the duplicates here
arrive the way they really can: rows written by another device sharing the database, or by
an older version, which skipped this device's checks. They are inserted straight through the
storage layer (see `_arrives_from_another_device`).
"""

from __future__ import annotations

import pytest
from factories import stored_without_rules

from app.domain.errors import AppError
from app.domain.model import Actor, Kind, Provenance, Scope, ScopeRef, Status


@pytest.fixture
def ref(core, session):
    """The Session's own Memory scope."""
    return core.memory.scope_ref(session.id, Scope.SESSION)


def _remember(core, session, words):
    """The user says "Remember that …"; the extractor saves it (returns the entry)."""
    added = core.chat.add_message(session.id, source="user", text=f"Remember that {words}").value
    assert len(added.saved) == 1, added
    return added.saved[0]


def _arrives_from_another_device(
    core, like, *, content=None, created_by=None, source=None, status=None, pinned=None, kind=None
):
    """Another device sharing this database saves the same words, without this device's checks."""
    changes = {
        "content": content,
        "created_by": created_by,
        "source": source,
        "status": status,
        "pinned": pinned,
        "kind": kind,
    }
    return stored_without_rules(core, like, **{k: v for k, v in changes.items() if v is not None})


def _active(core, ref):
    return core.memory.list_entries(ref, statuses=[Status.ACTIVE])


def _suggested(core, ref):
    return core.memory.list_entries(ref, statuses=[Status.SUGGESTED])


def _merged_events(core, entry_id):
    return [h for h in core.memory.history(entry_id) if h.action == "merged"]


def _propose_tabs(core, session, user_msg):
    """The agent suggests "Use tabs for indentation" (returns the pending entry)."""
    return core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Use tabs for indentation",
        reason="",
        source_event_ids=[user_msg()],
    ).value.entry


def test_a_scope_without_duplicates_is_left_alone(core, ref, session):
    """Organise with nothing to merge changes nothing and reports 0."""
    a = _remember(core, session, "deploys happen on Fridays")
    b = core.decisions.add_entry(
        ref, kind="fact", content="Staging is at staging.example.org"
    ).value
    assert core.decisions.organise(ref).value == 0
    assert _active(core, ref) == [core.memory.get(a.id), core.memory.get(b.id)]
    assert core.memory.get(a.id) == a


def test_undo_refuses_to_make_a_second_saved_entry_with_the_same_words(core, ref):
    """Undoing an archive whose words were saved again since says already_saved; nothing changes."""
    a = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    core.decisions.archive(a.id)
    archive_event = core.memory.history(a.id)[-1]
    assert archive_event.action == "archive"
    b = core.decisions.add_entry(ref, kind="fact", content="deploys happen on fridays").value

    with pytest.raises(AppError) as exc:
        core.decisions.undo(archive_event.id)
    assert str(exc.value.code) == "already_saved"

    assert core.memory.get(a.id).status is Status.ARCHIVED
    assert [e.id for e in _active(core, ref)] == [b.id]
    assert not core.memory.history(a.id)[-1].undone


def test_extractor_duplicates_are_archived_with_a_merged_event(core, ref, session):
    """Two extractor entries with the same words: the older is kept, the newer archived (merged)."""
    first = _remember(core, session, "deploys happen on Fridays")
    second = _arrives_from_another_device(core, first, content="Deploys happen on FRIDAYS")
    assert second.created_by is Actor.EXTRACTOR
    assert len(_active(core, ref)) == 2  # the duplicate exists before organising

    assert core.decisions.organise(ref).value == 1

    assert [e.id for e in _active(core, ref)] == [first.id]
    gone = core.memory.get(second.id)
    assert gone.status is Status.ARCHIVED
    merged = _merged_events(core, second.id)
    assert len(merged) == 1
    assert merged[0].actor is Actor.USER
    assert merged[0].before["status"] == "active" and merged[0].after["status"] == "archived"
    assert merged[0].after.get("into") == first.id


def test_organising_twice_finds_nothing_more(core, ref, session):
    """Organise is idempotent: a second run merges nothing."""
    first = _remember(core, session, "deploys happen on Fridays")
    _arrives_from_another_device(core, first)
    assert core.decisions.organise(ref).value == 1
    assert core.decisions.organise(ref).value == 0


def test_agent_note_duplicates_are_archived(core, ref, session):
    """Duplicates the agent saved (save_memory) are merged into one."""
    first = core.proposals.save_agent_note(
        session.id, kind="fact", content="CI runs on Linux"
    ).value.entry
    second = _arrives_from_another_device(core, first)
    assert second.created_by is Actor.AGENT
    assert core.decisions.organise(ref).value == 1
    assert core.memory.get(first.id).status is Status.ACTIVE
    assert core.memory.get(second.id).status is Status.ARCHIVED
    assert _merged_events(core, second.id)


def test_importer_duplicate_is_archived_in_favour_of_the_users_entry(core, ref, session):
    """An imported entry with the words of a user-written entry is merged away; the user's stays."""
    imported = core.transfer.import_entries(
        session.id,
        {
            "format": "mindkeep-memory",
            "version": 1,
            "entries": [{"scope": "session", "kind": "fact", "content": "CI runs on Linux"}],
        },
    ).value.imported[0]
    assert imported.created_by is Actor.IMPORTER
    mine = _arrives_from_another_device(
        core,
        imported,
        created_by=Actor.USER,
        source=Provenance.USER_CONFIRMED,
    )

    assert core.decisions.organise(ref).value == 1
    assert [e.id for e in _active(core, ref)] == [mine.id]
    assert core.memory.get(imported.id).status is Status.ARCHIVED
    assert _merged_events(core, imported.id)[0].after.get("into") == mine.id


def test_a_user_written_entry_is_never_removed(core, ref, session):
    """A newer hand-added entry is kept over an older extractor entry with the same words."""
    older = _remember(core, session, "deploys happen on Fridays")
    mine = _arrives_from_another_device(
        core,
        older,
        content="Deploys happen on Fridays",
        created_by=Actor.USER,
        source=Provenance.USER_CONFIRMED,
    )
    assert core.decisions.organise(ref).value == 1
    assert core.memory.get(mine.id).status is Status.ACTIVE
    assert core.memory.get(older.id).status is Status.ARCHIVED
    assert _merged_events(core, older.id)[0].after.get("into") == mine.id


def test_two_user_written_duplicates_are_both_kept(core, ref):
    """Organise never archives a user-written entry, even when two have the same words."""
    a = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    b = _arrives_from_another_device(core, a, content="deploys happen on fridays")
    assert b.created_by is Actor.USER
    assert core.decisions.organise(ref).value == 0
    assert {e.id for e in _active(core, ref)} == {a.id, b.id}
    assert not _merged_events(core, a.id) and not _merged_events(core, b.id)


def test_a_confirmed_entry_is_never_removed(core, ref, session):
    """An entry the user edited (user_confirmed) is kept over an older extractor duplicate."""
    older = _remember(core, session, "deploys happen on Fridays")
    # The user edited the extractor's entry on the other device, which made it user_confirmed.
    confirmed = _arrives_from_another_device(core, older, source=Provenance.USER_CONFIRMED)
    assert confirmed.created_by is Actor.EXTRACTOR

    assert core.decisions.organise(ref).value == 1
    assert core.memory.get(confirmed.id).status is Status.ACTIVE
    assert core.memory.get(older.id).status is Status.ARCHIVED


def test_a_pinned_entry_is_never_removed(core, ref, session):
    """A newer pinned extractor entry is kept over an older unpinned one."""
    older = _remember(core, session, "deploys happen on Fridays")
    pinned = _arrives_from_another_device(core, older)
    pinned = core.decisions.set_pinned(pinned.id, True).value

    assert core.decisions.organise(ref).value == 1
    assert core.memory.get(pinned.id).status is Status.ACTIVE
    assert core.memory.get(pinned.id).pinned is True
    assert core.memory.get(older.id).status is Status.ARCHIVED


def test_saved_is_kept_over_a_suggestion_with_the_same_words(core, ref, session, user_msg):
    """A pending suggestion with the words of a saved entry is removed; the saved one stays."""
    s = _propose_tabs(core, session, user_msg)
    saved = _arrives_from_another_device(
        core,
        s,
        content="use tabs for indentation",
        kind=Kind.FACT,
        status=Status.ACTIVE,
        created_by=Actor.EXTRACTOR,
        source=Provenance.USER_STATED,
    )
    assert core.memory.get(s.id).status is Status.SUGGESTED  # still pending next to the saved one

    assert core.decisions.organise(ref).value == 1
    assert core.memory.get(saved.id).status is Status.ACTIVE
    assert _suggested(core, ref) == []
    # Kept, with its history: put away as merged into the saved entry.
    assert core.memory.get(s.id).status is Status.ARCHIVED
    assert _merged_events(core, s.id)[0].after["into"] == saved.id


def test_organise_for_the_agent_or_the_extractor_never_touches_a_suggestion(
    core, ref, session, user_msg
):
    """SPEC §2.6: only the user decides on a suggestion, also when organise runs for the agent."""
    s = _propose_tabs(core, session, user_msg)
    _arrives_from_another_device(
        core,
        s,
        content="use tabs for indentation",
        kind=Kind.FACT,
        status=Status.ACTIVE,
        created_by=Actor.EXTRACTOR,
        source=Provenance.USER_STATED,
    )
    for actor in (Actor.AGENT, Actor.EXTRACTOR):
        assert core.decisions.organise(ref, actor=actor).value == 0
    assert core.memory.get(s.id).status is Status.SUGGESTED
    assert _merged_events(core, s.id) == []


def test_organise_for_the_agent_puts_away_only_the_agents_own_duplicates(core, ref, session):
    """Run for the agent, organise archives the agent's own saved duplicate and nobody else's."""
    mine = _remember(core, session, "deploys happen on Fridays")
    extractor_twin = _arrives_from_another_device(core, mine)
    assert core.decisions.organise(ref, actor=Actor.AGENT).value == 0
    assert core.memory.get(extractor_twin.id).status is Status.ACTIVE
    agent_twin = _arrives_from_another_device(
        core, mine, created_by=Actor.AGENT, source=Provenance.AGENT_INFERRED
    )
    assert core.decisions.organise(ref, actor=Actor.AGENT).value == 1
    assert core.memory.get(agent_twin.id).status is Status.ARCHIVED
    assert core.memory.get(extractor_twin.id).status is Status.ACTIVE


def test_duplicate_suggestions_are_merged_into_one(core, ref, session, user_msg):
    """Two pending suggestions with the same words become one."""
    first = _propose_tabs(core, session, user_msg)
    second = _arrives_from_another_device(core, first)
    assert len(_suggested(core, ref)) == 2

    assert core.decisions.organise(ref).value == 1
    assert [e.id for e in _suggested(core, ref)] == [first.id]
    assert core.memory.get(second.id).status is Status.ARCHIVED


def test_organise_only_touches_its_scope(core, ref, session):
    """Entries of another scope with the same words are not merged."""
    first = _remember(core, session, "deploys happen on Fridays")
    second = _arrives_from_another_device(core, first)
    space_ref = core.memory.scope_ref(session.id, Scope.SPACE)
    assert core.decisions.organise(space_ref).value == 0
    assert core.memory.get(second.id).status is Status.ACTIVE


def test_organise_of_an_unknown_scope_is_not_found(core):
    """Organising a Session that does not exist says not_found."""
    with pytest.raises(AppError) as exc:
        core.decisions.organise(ScopeRef(Scope.SESSION, 999))
    assert str(exc.value.code) == "not_found"


def test_organise_runs_by_itself_at_three_quarters_of_the_room(core, ref, session):
    """Once saved content reaches 75% of the room, duplicates are merged without asking."""
    core.decisions.set_settings(ref, room=200)  # threshold: 150 characters
    first = _remember(core, session, "alpha")  # "Alpha", 5 characters
    second = _arrives_from_another_device(core, first)  # 10 used
    core.decisions.add_entry(ref, kind="fact", content="p" * 100)  # 110 used: below 150
    assert core.memory.get(second.id).status is Status.ACTIVE

    core.decisions.add_entry(ref, kind="fact", content="q" * 40)  # 150 used: at 75%
    assert core.memory.get(first.id).status is Status.ACTIVE
    assert core.memory.get(second.id).status is Status.ARCHIVED
    assert _merged_events(core, second.id)
    assert core.memory.settings(ref).used == 145
