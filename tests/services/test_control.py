"""Issue 13's Memory operations through the services, on a real SQLite file: moving (at decision
time and later), Replace, Accept all, clearing a scope, deleting for good, keeping, conflicts
and "not used lately", each with its history and its Undo."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta

import pytest
from factories import stored_without_rules

from app.domain.errors import AppError, Code
from app.domain.memory.rules.conflicts import Overlap
from app.domain.memory.rules.state import Action
from app.domain.model import Provenance, Scope, ScopeRef, Status
from app.storage.repositories import memory_log


@pytest.fixture
def refs(core, session):
    return {sc: core.memory.scope_ref(session.id, sc) for sc in Scope}


@pytest.fixture
def suggest(core, session, user_msg):
    def make(content="Use tabs for indentation", scope="session", kind="constraint", said=None):
        mid = user_msg(said or f"From now on: {content}.")
        return core.proposals.propose_rule(
            session.id,
            kind=kind,
            scope=scope,
            content=content,
            reason="asked",
            source_event_ids=[mid],
        ).value.entry

    return make


def _code(fn, *args, **kwargs) -> Code:
    with pytest.raises(AppError) as err:
        fn(*args, **kwargs)
    return err.value.code


def test_accept_into_another_scope_records_the_move_and_undo_brings_it_back(core, refs, suggest):
    """Accept to Personal: saved there, history before/after name both scopes; Undo returns the
    suggestion to its Session; both scopes hear of each change."""
    entry = suggest()
    done = core.decisions.decide(entry.id, Action.ACCEPT, to=refs[Scope.USER])
    decision = done.value
    assert (decision.entry.scope, decision.entry.status) == (Scope.USER, Status.ACTIVE)
    last = core.memory.history(entry.id)[-1]
    assert (last.before["scope"], last.after["scope"]) == ("session", "user")
    assert {refs[Scope.SESSION], refs[Scope.USER]} <= done.changes.scopes
    assert core.memory.list_entries(refs[Scope.SESSION], statuses=list(Status)) == []
    undone = core.decisions.undo(decision.history_id)
    back = undone.value
    assert (back.entry.scope, back.entry.status) == (Scope.SESSION, Status.SUGGESTED)
    assert {refs[Scope.SESSION], refs[Scope.USER]} <= undone.changes.scopes


def test_a_full_target_room_refuses_the_move_and_writes_nothing(core, refs, suggest):
    """The target's room applies: a move into a full Personal room is refused, nothing changes."""
    entry = suggest()
    core.decisions.set_settings(refs[Scope.USER], room=100)
    core.decisions.add_entry(refs[Scope.USER], kind="fact", content="x" * 95)
    assert (
        _code(core.decisions.decide, entry.id, Action.ACCEPT, to=refs[Scope.USER]) is Code.ROOM_FULL
    )
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert len(core.memory.history(entry.id)) == 1


def test_move_a_saved_entry_from_its_session_and_by_the_session_it_is_seen_from(
    core, refs, session
):
    """`move` finds the target from the entry's Session, or from the Session given; a Session that
    does not see the entry is refused."""
    saved = core.decisions.add_entry(
        refs[Scope.SESSION], kind="fact", content="Deploys on Fridays"
    ).value
    moved = core.decisions.move(saved.id, "space").value
    assert (moved.entry.scope, moved.entry.scope_id) == (Scope.SPACE, session.space_id)
    mine = core.decisions.move(saved.id, "user", session_id=session.id).value
    assert mine.entry.scope is Scope.USER
    other_space = core.chat.create_space("Other").value
    stranger = core.chat.create_session(other_space.id, title="Elsewhere").value
    personal_rule = core.decisions.add_entry(
        refs[Scope.USER], kind="fact", content="Likes tea"
    ).value
    assert (
        _code(core.decisions.move, personal_rule.id, "space") is Code.INVALID_INPUT
    )  # from where?
    down = core.decisions.move(personal_rule.id, "space", session_id=stranger.id).value
    assert down.entry.scope_id == other_space.id
    assert (
        _code(core.decisions.move, down.entry.id, "session", session_id=session.id)
        is Code.INVALID_INPUT
    )


def test_moving_onto_saved_words_is_refused_and_a_twin_suggestion_is_decided(core, refs, suggest):
    """The same-words rules of the target: saved words refuse the move; a pending twin there is
    accepted by the user's saving (kept with its history)."""
    saved = core.decisions.add_entry(
        refs[Scope.SESSION], kind="constraint", content="Use tabs"
    ).value
    core.decisions.add_entry(refs[Scope.USER], kind="constraint", content="use TABS")
    assert _code(core.decisions.move, saved.id, "user") is Code.ALREADY_SAVED
    twin = suggest("Keep a changelog", scope="space")
    mine = core.decisions.add_entry(
        refs[Scope.SESSION], kind="constraint", content="keep a changelog!"
    ).value
    moved = core.decisions.move(mine.id, "space").value
    assert moved.decided == (twin.id,)
    assert core.memory.get(twin.id).status is Status.ARCHIVED


def test_replace_archives_the_conflicting_rule_with_history_and_undo_restores_both(
    core, refs, suggest
):
    """Replace: the suggestion is saved, the rule it contradicts is archived ("replaced", by it);
    one Undo brings the suggestion back and the rule with it."""
    old = core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Use spaces for indentation"
    ).value
    entry = suggest("Use tabs for indentation")
    [conflict] = core.memory.conflicts(
        refs[Scope.SESSION], session_id=refs[Scope.SESSION].scope_id
    )[entry.id]
    assert (conflict.entry.id, conflict.overlap) == (old.id, Overlap.DIFFERENT)
    decision = core.decisions.decide(entry.id, Action.ACCEPT, replaces=[old.id]).value
    assert decision.replaced == (old.id,)
    event = core.memory.history(old.id)[-1]
    assert (event.action, event.after["status"], event.after["by"]) == (
        "replaced",
        "archived",
        entry.id,
    )
    core.decisions.undo()
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert core.memory.get(old.id).status is Status.ACTIVE
    assert core.memory.conflicts(refs[Scope.SESSION]) == {}  # the scope alone does not see Personal


def test_accept_all_is_one_batch_with_one_undo(core, refs, suggest):
    """Accept all: each suggestion is saved in its own step; a refused one is reported and the
    others still saved; `undo` takes the whole batch back."""
    a, b = suggest("Write tests first"), suggest("Use short commit subjects")
    c = suggest("Keep a changelog")
    stale = {c.id: c.version + 1}
    batch = core.decisions.decide_all([a.id, b.id, c.id], "accept", expected_versions=stale).value
    assert [d.entry.id for d in batch.decisions] == [a.id, b.id]
    assert [(i, err.code) for i, err in batch.refused] == [(c.id, Code.VERSION_CONFLICT)]
    assert core.memory.history(b.id)[-1].after["batch"] == list(batch.history_ids)
    undone = core.decisions.undo().value
    assert {d.entry.id for d in undone.batch} == {a.id, b.id}
    assert {core.memory.get(i).status for i in (a.id, b.id, c.id)} == {Status.SUGGESTED}


def test_clear_archives_every_saved_entry_keeps_suggestions_and_undo_restores(core, refs, suggest):
    """Clear this scope: saved entries archived, suggestions still waiting; one undo restores all."""
    saved = [
        core.decisions.add_entry(refs[Scope.SPACE], kind="fact", content=f"Fact {i}").value
        for i in range(3)
    ]
    pending = suggest("Write tests first", scope="space")
    batch = core.decisions.clear(refs[Scope.SPACE]).value
    assert sorted(d.entry.id for d in batch.decisions) == sorted(e.id for e in saved)
    assert core.memory.settings(refs[Scope.SPACE]).count == 0
    assert core.memory.get(pending.id).status is Status.SUGGESTED
    core.decisions.undo()
    assert core.memory.settings(refs[Scope.SPACE]).count == 3
    assert core.decisions.clear(refs[Scope.SESSION]).value.decisions == ()


def test_delete_for_good_keeps_the_fact_not_the_words(core, refs, session, suggest):
    """Delete: the entry, its history and its uses go; a record with kind, status, scope, who,
    when and how many events stays; the words are nowhere in the database."""
    entry = suggest(
        "Never push to main on Fridays", said="Please: no pushing to main, ever, on a Friday."
    )
    core.decisions.dismiss(entry.id)
    reply = core.chat.add_message(session.id, source="agent", text="ok").value.message
    with core.db.write() as s:
        memory_log.record_uses(s, reply.id, [(entry.id, 2)])
    gone = core.decisions.delete(entry.id).value
    assert (gone.entry_id, gone.kind.value, gone.status, gone.events) == (
        entry.id,
        "constraint",
        Status.DISMISSED,
        2,
    )
    assert core.memory.deletions(refs[Scope.SESSION]) == [gone]
    assert _code(core.memory.get, entry.id) is Code.NOT_FOUND
    assert core.memory.uses([entry.id]) == {}
    raw = core.db.engine.url.database
    core.close()  # the last connection checkpoints the log into the file
    files = [raw] + [raw + ext for ext in ("-wal", "-journal") if os.path.exists(raw + ext)]
    for path in files:
        with open(path, "rb") as fh:
            data = fh.read().lower()
        assert b"push to main on fridays" not in data, path


def test_delete_refuses_a_stale_version_and_writes_nothing(core, refs):
    """Compare-and-set also for Delete: a version the user has not seen is refused."""
    saved = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Deploys on Fridays"
    ).value
    core.decisions.set_pinned(saved.id, True)
    assert _code(core.decisions.delete, saved.id, expected_version=1) is Code.VERSION_CONFLICT
    assert core.memory.get(saved.id).pinned and core.memory.deletions(refs[Scope.SPACE]) == []


def test_not_used_lately_reads_the_record_of_use_and_keep_resets_it(core, refs, session):
    """An entry no reply used for 60 days is offered; one used yesterday is not; Keep makes it
    reviewed now (a history event), so it is not offered again."""
    old = core.decisions.add_entry(refs[Scope.SPACE], kind="fact", content="Staging is slow").value
    used = core.decisions.add_entry(refs[Scope.SPACE], kind="fact", content="Prod is fast").value
    reply = core.chat.add_message(session.id, source="agent", text="ok").value.message
    with core.db.write() as s:
        memory_log.record_uses(s, reply.id, [(used.id, 1)])
    later = datetime.now(UTC) + timedelta(days=61)
    found = core.memory.not_used_lately(refs[Scope.SPACE], days=60, now=later)
    assert [u.entry.id for u in found] == [old.id, used.id]  # the reply was 61 days before `later`
    assert core.memory.not_used_lately(refs[Scope.SPACE], days=60) == []
    kept = core.decisions.decide(old.id, Action.KEEP).value
    assert kept.changed and core.memory.history(old.id)[-1].action == "keep"
    assert core.settings.unused_days() == 60
    assert core.settings.set_unused_days(30).value == 30 and core.settings.unused_days() == 30
    assert _code(core.settings.set_unused_days, 0) is Code.INVALID_INPUT


def test_show_gives_the_entry_with_how_often_replies_used_it(core, refs, session):
    """An entry with its use count and the time of its last use."""
    saved = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Deploys on Fridays"
    ).value
    assert core.memory.show(saved.id)[1].count == 0
    for _ in range(2):
        reply = core.chat.add_message(session.id, source="agent", text="ok").value.message
        with core.db.write() as s:
            memory_log.record_uses(s, reply.id, [(saved.id, 1)])
    entry, use = core.memory.show(saved.id)
    assert entry == core.memory.get(saved.id) and use.count == 2 and use.last_used_at is not None


def test_agents_md_round_trip_through_the_services(core, refs, session):
    """Export a Session's saved rules as AGENTS.md, import them into a fresh Session's scopes:
    kind, scope and pin kept; exporting again gives the same lines."""
    core.decisions.add_entry(refs[Scope.SESSION], kind="fact", content="Deploys on Fridays")
    core.decisions.add_entry(
        refs[Scope.SPACE], kind="constraint", content="Create a branch for every task"
    )
    core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Short answers", pinned=True
    )
    text, count = core.transfer.export_agents_md(session.id)
    assert count == 3
    space = core.chat.create_space("Release work").value
    fresh = core.chat.create_session(space.id, title="Sprint").value
    report = core.transfer.import_agents_md(fresh.id, text).value
    assert len(report.imported) == 2 and [r["code"] for r in report.refused] == ["already_saved"]
    assert (
        report.refused[0]["line"]
        == text.splitlines().index("- [preference, pinned] Short answers") + 1
    )
    again, _ = core.transfer.export_agents_md(fresh.id)
    assert again == text


def test_agents_md_import_of_nothing_is_refused(core, session):
    """A file without a single list item is refused and writes nothing."""
    assert (
        _code(core.transfer.import_agents_md, session.id, "# Title\nJust prose.\n")
        is Code.INVALID_INPUT
    )


def test_a_legacy_entry_with_invisible_characters_is_not_edited_by_removing_them(core, refs):
    """Issue 13 defect 5 through the service: no new version, no history, provenance kept."""
    saved = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Deploys on Fridays"
    ).value
    legacy = stored_without_rules(
        core, saved, content="Use\u200b tabs", source=Provenance.USER_STATED
    )
    decision = core.decisions.decide(legacy.id, Action.EDIT, content="Use tabs").value
    assert not decision.changed
    assert core.memory.get(legacy.id).version == legacy.version
    assert core.memory.get(legacy.id).source is Provenance.USER_STATED


def test_a_move_to_a_scope_that_does_not_exist_is_refused(core, refs, suggest):
    """A target scope must exist; nothing is written otherwise."""
    entry = suggest()
    assert (
        _code(core.decisions.decide, entry.id, Action.ACCEPT, to=ScopeRef(Scope.SPACE, 999))
        is Code.NOT_FOUND
    )
    assert core.memory.get(entry.id).version == 1


def test_an_id_deleted_for_good_is_never_given_to_a_new_entry(core, refs):
    """The deletion record keeps naming the deleted entry: a later entry gets a new id (SQLite
    would otherwise reuse the highest one)."""
    newest = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Deploys on Fridays"
    ).value
    core.decisions.delete(newest.id)
    later = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Staging is slow"
    ).value
    assert later.id > newest.id
    assert core.memory.deletion(newest.id).entry_id == newest.id
    assert core.memory.deletion(later.id) is None


def test_the_new_operations_on_postgresql(pg_core):
    """Move, Replace, Accept all, Clear, their undo and Delete for good on the shared database."""
    core = pg_core
    space = core.chat.create_space("Release work").value
    session = core.chat.create_session(space.id, title="Sprint").value
    refs = {sc: core.memory.scope_ref(session.id, sc) for sc in Scope}

    def suggest(content):
        mid = core.chat.add_message(
            session.id, source="user", text=f"From now on: {content}."
        ).value.message.id
        return core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content=content,
            reason="asked",
            source_event_ids=[mid],
        ).value.entry

    old = core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Use spaces for indentation"
    ).value
    tabs = suggest("Use tabs for indentation")
    decision = core.decisions.decide(
        tabs.id, Action.ACCEPT, to=refs[Scope.SPACE], replaces=[old.id]
    ).value
    assert decision.entry.scope is Scope.SPACE and core.memory.get(old.id).status is Status.ARCHIVED
    core.decisions.undo()
    assert (
        core.memory.get(tabs.id).scope is Scope.SESSION
        and core.memory.get(old.id).status is Status.ACTIVE
    )
    a, b = suggest("Write tests first"), suggest("Keep a changelog")
    batch = core.decisions.decide_all([a.id, b.id, tabs.id], "accept").value
    assert len(batch.decisions) == 3
    assert len(core.decisions.clear(refs[Scope.SESSION]).value.decisions) == 3
    assert len(core.decisions.undo().value.batch) == 3
    gone = core.decisions.delete(a.id).value
    assert core.memory.deletion(a.id) == gone
    later = core.decisions.add_entry(
        refs[Scope.SESSION], kind="fact", content="Deploys on Fridays"
    ).value
    assert later.id > a.id
