"""Counts leave out suggestions; the directory lists what has Memory; switches and room persist."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError
from app.domain.model import Scope, ScopeRef, Status
from app.storage.repositories import memory_log


def _propose(core, session_id, msg_id, content, scope="session"):
    return core.proposals.propose_rule(
        session_id,
        kind="constraint",
        scope=scope,
        content=content,
        reason="",
        source_event_ids=[msg_id],
    ).value.entry


def _refs(core, session_id):
    return {sc: core.memory.scope_ref(session_id, sc) for sc in Scope}


@pytest.fixture
def filled(core, session, user_msg):
    """Session: 2 saved (one archived extra), 2 pending, 1 dismissed; Space: 1 pending only."""
    refs = _refs(core, session.id)
    a = core.decisions.add_entry(refs[Scope.SESSION], kind="fact", content="12345").value
    b = core.decisions.add_entry(refs[Scope.SESSION], kind="fact", content="abcdefghij").value
    gone = core.decisions.add_entry(refs[Scope.SESSION], kind="fact", content="archived one").value
    core.decisions.archive(gone.id)
    _propose(core, session.id, user_msg(), "Pending one")
    _propose(core, session.id, user_msg(), "Pending two")
    no = _propose(core, session.id, user_msg(), "Pending no")
    core.decisions.dismiss(no.id)
    _propose(core, session.id, user_msg(), "Space pending", scope="space")
    return {"refs": refs, "saved": [a, b]}


# ------------------------------------------------------------------ counts


def test_scope_count_leaves_out_suggestions(core, filled):
    """A scope's count and used characters cover saved entries only; suggestions are separate."""
    st = core.memory.settings(filled["refs"][Scope.SESSION])
    assert st.count == 2
    assert st.used == 15
    assert st.suggested == 2
    assert st.room == 4000


def test_a_scope_with_only_suggestions_counts_zero(core, filled):
    """The Space has one pending suggestion: 0 saved, 0 used, 1 suggested."""
    st = core.memory.settings(filled["refs"][Scope.SPACE])
    assert (st.count, st.used, st.suggested) == (0, 0, 1)


def test_session_settings_show_the_three_scopes(core, session, filled):
    """Seen from a Session: Session, Space and Personal, each with its own counts and room."""
    rows = core.memory.session_settings(session.id)
    assert [r.ref.scope for r in rows] == [Scope.SESSION, Scope.SPACE, Scope.USER]
    assert [(r.count, r.suggested, r.used) for r in rows] == [(2, 2, 15), (0, 1, 0), (0, 0, 0)]
    assert [r.room for r in rows] == [4000, 2500, 1500]
    assert rows[0].to_json()["count"] == 2


def test_accepting_moves_a_suggestion_into_the_count(core, filled):
    """After Accept the entry counts as saved and no longer as suggested."""
    ref = filled["refs"][Scope.SESSION]
    pending = core.memory.list_entries(ref, statuses=[Status.SUGGESTED])[0]
    core.decisions.accept(pending.id)
    st = core.memory.settings(ref)
    assert (st.count, st.suggested, st.used) == (3, 1, 15 + len(pending.content))


# ------------------------------------------------------------------ directory


def test_directory_lists_only_what_has_memory(core, session, filled):
    """Spaces and Sessions without Memory are left out; counts exclude suggestions."""
    empty_space = core.chat.create_space("Nothing here").value
    core.chat.create_session(empty_space.id, title="Empty")
    core.chat.create_session(session.space_id, title="Also empty")
    spaces, sessions, personal = core.memory.directory()

    assert [(r.ref, r.name, r.count, r.suggested, r.used, r.room) for r in spaces] == [
        (ScopeRef(Scope.SPACE, session.space_id), "Release work", 0, 1, 0, 2500)
    ]
    assert [
        (r.ref, r.name, r.count, r.suggested, r.used, r.room, r.space_id) for r in sessions
    ] == [(ScopeRef(Scope.SESSION, session.id), "Sprint", 2, 2, 15, 4000, session.space_id)]
    assert personal.ref.scope is Scope.USER
    assert (personal.count, personal.suggested, personal.used, personal.room) == (0, 0, 0, 1500)


def test_directory_shows_a_changed_room(core, session, filled):
    """Room used and room size in the directory follow the scope's settings."""
    core.decisions.set_settings(filled["refs"][Scope.SESSION], room=500)
    _, sessions, _ = core.memory.directory()
    assert (sessions[0].used, sessions[0].room) == (15, 500)


def test_personal_counts_in_the_directory(core, session):
    """An "I prefer …" message shows up in Personal's count."""
    core.chat.add_message(session.id, source="user", text="I prefer short answers.")
    spaces, sessions, personal = core.memory.directory()
    assert (spaces, sessions) == ([], [])
    assert (personal.count, personal.used) == (
        1,
        len("Short answers"),
    )  # the preferred thing (issue 14)


def test_empty_database_directory(core):
    """With no Memory at all the directory has only an empty Personal row."""
    spaces, sessions, personal = core.memory.directory()
    assert spaces == [] and sessions == []
    assert (personal.count, personal.suggested) == (0, 0)


# ------------------------------------------------------------------ deleting


def _history_rows(core, entry_id):
    with core.db.read() as s:
        return memory_log.history_list(s, entry_id)


def test_deleting_a_session_removes_its_memory_only(core, session, filled, user_msg):
    """Deleting a Session removes its entries and history; Space and Personal Memory stay."""
    refs = filled["refs"]
    personal = core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Short answers"
    ).value
    space_entry = core.decisions.add_entry(
        refs[Scope.SPACE], kind="fact", content="Space fact"
    ).value
    session_ids = [
        e.id for e in core.memory.list_entries(refs[Scope.SESSION], statuses=list(Status))
    ]
    assert len(session_ids) == 6

    core.chat.delete_session(session.id)

    for entry_id in session_ids:
        with pytest.raises(AppError) as exc:
            core.memory.get(entry_id)
        assert str(exc.value.code) == "not_found"
        assert _history_rows(core, entry_id) == []
    assert core.memory.get(personal.id) == personal
    assert core.memory.get(space_entry.id) == space_entry
    spaces, sessions, _ = core.memory.directory()
    assert sessions == []
    assert [r.count for r in spaces] == [1]


def test_deleting_a_space_removes_its_memory_and_its_sessions_memory(core, session, filled):
    """Deleting a Space removes its Memory and its Sessions' Memory; other Spaces and Personal stay."""
    refs = filled["refs"]
    personal = core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Short answers"
    ).value
    other_space = core.chat.create_space("Other").value
    other_session = core.chat.create_session(other_space.id, title="Other sprint").value
    kept = core.decisions.add_entry(
        core.memory.scope_ref(other_session.id, Scope.SESSION), kind="fact", content="Kept fact"
    ).value
    doomed = [
        e.id
        for sc in (Scope.SESSION, Scope.SPACE)
        for e in core.memory.list_entries(refs[sc], statuses=list(Status))
    ]

    core.chat.delete_space(session.space_id)

    for entry_id in doomed:
        with pytest.raises(AppError):
            core.memory.get(entry_id)
    assert core.memory.get(kept.id) == kept
    assert core.memory.get(personal.id) == personal
    spaces, sessions, _ = core.memory.directory()
    assert spaces == []
    assert [r.ref.scope_id for r in sessions] == [other_session.id]


def test_a_new_session_after_a_delete_starts_clean(core, session):
    """A Session created after deleting one (SQLite may reuse its id) inherits no Memory or settings."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.chat.add_message(session.id, source="user", text="Remember that deploys happen on Fridays")
    core.decisions.set_settings(ref, auto_memory=False, room=321)
    core.chat.delete_session(session.id)

    fresh = core.chat.create_session(session.space_id, title="Fresh").value
    fresh_ref = core.memory.scope_ref(fresh.id, Scope.SESSION)
    st = core.memory.settings(fresh_ref)
    assert (st.count, st.suggested, st.auto_memory, st.room) == (0, 0, True, 4000)
    saved = core.chat.add_message(
        fresh.id, source="user", text="Remember that CI runs on Linux"
    ).value.saved
    assert len(saved) == 1


# ------------------------------------------------------------------ switches and room


def test_switches_and_room_persist(core, session, db_url):
    """Auto Memory, Use Memory and room are stored per scope and survive reopening the database."""
    from app.bootstrap import build_core

    refs = _refs(core, session.id)
    got = core.decisions.set_settings(
        refs[Scope.SPACE], auto_memory=False, use_memory=False, room=1234
    ).value
    assert (got.auto_memory, got.use_memory, got.room) == (False, False, 1234)
    core.decisions.set_settings(refs[Scope.USER], use_memory=False)

    again = build_core(db_url)
    try:
        rows = {r.ref.scope: r for r in again.memory.session_settings(session.id)}
    finally:
        again.close()
    assert (
        rows[Scope.SPACE].auto_memory,
        rows[Scope.SPACE].use_memory,
        rows[Scope.SPACE].room,
    ) == (False, False, 1234)
    assert (rows[Scope.USER].auto_memory, rows[Scope.USER].use_memory, rows[Scope.USER].room) == (
        True,
        False,
        1500,
    )
    assert (
        rows[Scope.SESSION].auto_memory,
        rows[Scope.SESSION].use_memory,
        rows[Scope.SESSION].room,
    ) == (True, True, 4000)


def test_changing_one_switch_keeps_the_others(core, session):
    """Setting only one value leaves the other settings of the scope as they were."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.set_settings(ref, room=777)
    core.decisions.set_settings(ref, auto_memory=False)
    st = core.decisions.set_settings(ref, use_memory=False).value
    assert (st.auto_memory, st.use_memory, st.room) == (False, False, 777)
    st = core.decisions.set_settings(ref, auto_memory=True).value
    assert (st.auto_memory, st.use_memory, st.room) == (True, False, 777)


@pytest.mark.parametrize("room", [100, 100_000])
def test_room_bounds_are_accepted(core, session, room):
    """The room may be set anywhere from 100 to 100,000 characters."""
    ref = core.memory.scope_ref(session.id, Scope.USER)
    assert core.decisions.set_settings(ref, room=room).value.room == room


@pytest.mark.parametrize("room", [99, 0, -5, 100_001, True, "500", 150.0])
def test_room_out_of_range_is_invalid_input_and_changes_nothing(core, session, room):
    """A room outside 100–100,000 or not a whole number is refused; the settings stay."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.set_settings(ref, room=600)
    with pytest.raises(AppError) as exc:
        core.decisions.set_settings(ref, room=room, auto_memory=False)
    assert str(exc.value.code) == "invalid_input"
    st = core.memory.settings(ref)
    assert (st.room, st.auto_memory) == (600, True)


def test_settings_of_an_unknown_scope_are_not_found(core):
    """Settings for a Session or Space that does not exist are refused."""
    for ref in (ScopeRef(Scope.SESSION, 404), ScopeRef(Scope.SPACE, 404)):
        with pytest.raises(AppError) as exc:
            core.decisions.set_settings(ref, auto_memory=False)
        assert str(exc.value.code) == "not_found"
        with pytest.raises(AppError):
            core.memory.settings(ref)


def test_auto_memory_off_refuses_suggestions_in_that_scope(core, session, user_msg):
    """With Auto Memory off the agent's suggestion is refused and nothing is written."""
    ref = core.memory.scope_ref(session.id, Scope.SPACE)
    core.decisions.set_settings(ref, auto_memory=False)
    with pytest.raises(AppError) as exc:
        _propose(core, session.id, user_msg(), "Use tabs", scope="space")
    assert str(exc.value.code) == "auto_memory_off"
    assert core.memory.settings(ref).suggested == 0
    assert _propose(core, session.id, user_msg(), "Use tabs").status is Status.SUGGESTED


def test_use_memory_off_hides_the_scope_from_the_agent(core, session):
    """With Use Memory off a scope's entries are not in the agent's block or search; counts stay."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    assert "Deploys happen on Fridays" in core.memory.context_block(session.id)
    core.decisions.set_settings(ref, use_memory=False)
    assert "Deploys happen on Fridays" not in core.memory.context_block(session.id)
    assert core.memory.search(session.id, "deploys") == []
    assert core.memory.settings(ref).count == 1
