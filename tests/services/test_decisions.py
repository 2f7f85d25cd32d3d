"""SPEC §2.4: the user decides — accept, edit, dismiss, undo, archive, pin — with history."""

from __future__ import annotations

from datetime import datetime

import pytest

from app.domain.errors import AppError
from app.domain.model import Actor, Kind, Provenance, Scope, Status

REASON = "You asked for this for future work."


def _suggest(
    core,
    session,
    msg_id,
    content="Create a branch for every task",
    *,
    scope="session",
    kind="constraint",
):
    result = core.proposals.propose_rule(
        session.id,
        kind=kind,
        scope=scope,
        content=content,
        reason=REASON,
        source_event_ids=[msg_id],
    ).value
    return result.entry


def _code(excinfo) -> str:
    return str(excinfo.value.code)


def _state(entry) -> tuple:
    """What the user sees of an entry (not its version or timestamps)."""
    return (entry.status, entry.kind, entry.content, entry.source, entry.pinned)


@pytest.fixture
def ref(core, session):
    """The Session's own Memory scope."""
    return core.memory.scope_ref(session.id, Scope.SESSION)


@pytest.fixture
def suggestion(core, session, user_msg):
    """One pending suggestion in the Session scope, citing a user message."""
    return _suggest(core, session, user_msg())


# ------------------------------------------------------------------ accept


def test_accept_makes_the_suggestion_saved_memory_still_from_the_users_message(core, suggestion):
    """Accept turns a suggestion active, keeps source user_stated and bumps the version."""
    accepted = core.decisions.accept(suggestion.id).value
    assert accepted.status is Status.ACTIVE
    assert accepted.source is Provenance.USER_STATED
    assert accepted.content == suggestion.content
    assert accepted.kind is suggestion.kind
    assert accepted.version == suggestion.version + 1
    assert core.memory.get(suggestion.id) == accepted


def test_accept_is_recorded_in_history_with_actor_before_and_after(core, suggestion):
    """Accepting adds a history event by the user with the state before and after."""
    core.decisions.accept(suggestion.id)
    last = core.memory.history(suggestion.id)[-1]
    assert last.actor is Actor.USER
    assert last.action == "accept"
    assert isinstance(last.at, datetime) and last.at.tzinfo is not None
    assert last.before["status"] == "suggested"
    assert last.after["status"] == "active"
    assert last.before["content"] == last.after["content"] == suggestion.content
    assert last.after["version"] == suggestion.version + 1


def test_accept_returns_the_change_after_commit(core, suggestion, ref):
    """Accepting returns the entry with Changes naming the scope and the entry, and only them."""
    done = core.decisions.accept(suggestion.id)
    assert done.value.id == suggestion.id
    assert done.changes.scopes == {ref} and done.changes.entries == {suggestion.id}
    assert not done.changes.chat and not done.changes.settings


def test_accepting_an_active_entry_is_refused(core, suggestion):
    """A suggestion that is already saved cannot be accepted a second time."""
    accepted = core.decisions.accept(suggestion.id).value
    with pytest.raises(AppError) as exc:
        core.decisions.accept(suggestion.id)
    assert _code(exc) == "version_conflict"  # SPEC §2.4: told the entry changed
    assert core.memory.get(suggestion.id) == accepted


def test_accepting_a_dismissed_entry_is_refused(core, suggestion):
    """A dismissed suggestion cannot be accepted afterwards."""
    dismissed = core.decisions.dismiss(suggestion.id).value
    with pytest.raises(AppError) as exc:
        core.decisions.accept(suggestion.id)
    assert _code(exc) == "version_conflict"  # SPEC §2.4: told the entry changed
    assert core.memory.get(suggestion.id) == dismissed


def test_dismissing_a_saved_entry_is_refused(core, suggestion):
    """Dismiss is only for suggestions: a saved entry stays as it is."""
    accepted = core.decisions.accept(suggestion.id).value
    with pytest.raises(AppError) as exc:
        core.decisions.dismiss(suggestion.id)
    assert _code(exc) == "version_conflict"  # SPEC §2.4: told the entry changed
    assert core.memory.get(suggestion.id) == accepted


def test_unknown_entry_is_not_found(core):
    """Deciding on an entry that does not exist says so."""
    with pytest.raises(AppError) as exc:
        core.decisions.accept(9999)
    assert _code(exc) == "not_found"


# ------------------------------------------------------------------ edit


def test_edit_saves_the_users_wording_cleaned_of_invisible_characters(core, suggestion):
    """Edit stores the user's words (NFKC, no invisible characters), active, user_confirmed."""
    edited = core.decisions.edit(
        suggestion.id, "  Create a\u200b branch\u202e  for\tevery\u2060 ticket\ufeff  "
    ).value
    assert edited.content == "Create a branch for every ticket"
    assert edited.status is Status.ACTIVE
    assert edited.source is Provenance.USER_CONFIRMED
    assert edited.version == suggestion.version + 1
    last = core.memory.history(suggestion.id)[-1]
    assert (last.actor, last.action) == (Actor.USER, "edit")
    assert last.before["content"] == suggestion.content
    assert last.after["content"] == "Create a branch for every ticket"


def test_edit_can_change_the_kind(core, suggestion):
    """The user can reword and re-kind a suggestion in one edit."""
    edited = core.decisions.edit(suggestion.id, "Prefer a branch per task", kind="preference").value
    assert edited.kind is Kind.PREFERENCE
    assert edited.source is Provenance.USER_CONFIRMED


def test_edit_of_a_saved_entry_rewords_it_as_confirmed(core, suggestion):
    """Editing an accepted entry changes its words and marks it confirmed by the user."""
    core.decisions.accept(suggestion.id)
    edited = core.decisions.edit(suggestion.id, "Create a branch for every bug fix").value
    assert edited.status is Status.ACTIVE
    assert edited.content == "Create a branch for every bug fix"
    assert edited.source is Provenance.USER_CONFIRMED


@pytest.mark.parametrize(
    "content, code",
    [
        ("   \u200b ", "content_empty"),
        ("x" * 301, "content_too_long"),
        ("Use the password is hunter2-secret", "secret_content"),
    ],
)
def test_edit_with_bad_content_is_refused_and_nothing_changes(core, suggestion, content, code):
    """An edit that breaks the policy is refused with its code; the suggestion is untouched."""
    with pytest.raises(AppError) as exc:
        core.decisions.edit(suggestion.id, content)
    assert _code(exc) == code
    assert core.memory.get(suggestion.id) == suggestion


def test_editing_into_the_words_of_another_saved_entry_is_already_saved(core, ref, suggestion):
    """Editing into words already saved in the scope is refused as already_saved."""
    core.decisions.add_entry(ref, kind="constraint", content="Use tabs for indentation")
    with pytest.raises(AppError) as exc:
        core.decisions.edit(suggestion.id, "  use TABS   for indentation ")
    assert _code(exc) == "already_saved"
    assert core.memory.get(suggestion.id) == suggestion


# ------------------------------------------------------------------ dismiss


def test_dismiss_marks_it_dismissed_and_blocks_the_same_words(core, session, user_msg, suggestion):
    """A dismissed rule is never suggested again in that scope (same words, any spacing/case)."""
    dismissed = core.decisions.dismiss(suggestion.id).value
    assert dismissed.status is Status.DISMISSED
    assert dismissed.version == suggestion.version + 1
    last = core.memory.history(suggestion.id)[-1]
    assert (last.actor, last.action) == (Actor.USER, "dismiss")
    with pytest.raises(AppError) as exc:
        _suggest(core, session, user_msg(), "  CREATE a branch\u200b for every   task ")
    assert _code(exc) == "dismissed_before"


def test_dismissal_is_per_scope(core, session, user_msg, suggestion):
    """Dismissing in the Session scope does not block the same words in the Space scope."""
    core.decisions.dismiss(suggestion.id)
    other = _suggest(core, session, user_msg(), suggestion.content, scope="space")
    assert other.status is Status.SUGGESTED and other.scope is Scope.SPACE


# ------------------------------------------------------------------ full room


@pytest.fixture
def full_room(core, ref):
    """The Session room set to 100 characters with 90 of them used by saved entries."""
    core.decisions.set_settings(ref, room=100)
    core.decisions.add_entry(ref, kind="fact", content="Fact one " + "a" * 36)  # 45
    core.decisions.add_entry(ref, kind="fact", content="Fact two " + "b" * 36)  # 45
    assert core.memory.settings(ref).used == 90
    return ref


def test_accepting_into_a_full_room_is_refused_and_nothing_changes(
    core, session, user_msg, full_room
):
    """Accept into a full room says room_full; the suggestion stays pending, nothing shrinks."""
    s = _suggest(core, session, user_msg(), "Branch per every task")  # 21 chars
    before = core.memory.settings(full_room)
    with pytest.raises(AppError) as exc:
        core.decisions.accept(s.id)
    assert _code(exc) == "room_full"
    assert exc.value.message
    assert core.memory.get(s.id) == s
    assert core.memory.settings(full_room) == before
    assert [h.action for h in core.memory.history(s.id)] == ["suggest"]
    assert exc.value.changes is None  # nothing committed to announce


def test_editing_into_a_full_room_is_refused_and_nothing_changes(
    core, session, user_msg, full_room
):
    """Edit into a full room says room_full and keeps the suggestion as it was."""
    s = _suggest(core, session, user_msg(), "Branch per task")
    with pytest.raises(AppError) as exc:
        core.decisions.edit(s.id, "A branch per task")
    assert _code(exc) == "room_full"
    assert core.memory.get(s.id) == s


def test_editing_a_saved_entry_counts_only_the_growth_against_the_room(core, full_room):
    """A saved entry may be reworded at the same length in a full room, but not made longer."""
    entry = core.memory.list_entries(full_room, statuses=[Status.ACTIVE])[0]
    same_length = core.decisions.edit(entry.id, "Fact ONE " + "c" * 36).value
    assert same_length.content.startswith("Fact ONE")
    with pytest.raises(AppError) as exc:
        core.decisions.edit(entry.id, "Fact ONE " + "c" * 50)
    assert _code(exc) == "room_full"
    assert core.memory.get(entry.id) == same_length


# ------------------------------------------------------------------ undo


def test_undo_after_accept_restores_the_suggestion_exactly(core, suggestion):
    """Undo right after Accept brings back the pending suggestion and records undo_accept."""
    core.decisions.accept(suggestion.id)
    undone = core.decisions.undo().value.entry
    assert undone.id == suggestion.id
    assert _state(undone) == _state(suggestion)
    assert core.memory.get(suggestion.id) == undone
    last = core.memory.history(suggestion.id)[-1]
    assert (last.actor, last.action) == (Actor.USER, "undo_accept")
    assert last.before["status"] == "active" and last.after["status"] == "suggested"


def test_undo_after_edit_restores_wording_kind_and_source(core, suggestion):
    """Undo right after Edit restores the suggestion's own words, kind, status and source."""
    core.decisions.edit(suggestion.id, "Something else entirely", kind="preference")
    undone = core.decisions.undo().value.entry
    assert _state(undone) == _state(suggestion)
    assert core.memory.history(suggestion.id)[-1].action == "undo_edit"


def test_undo_after_editing_a_saved_entry_restores_the_saved_words(core, ref):
    """Undo after rewording a saved entry brings back the old words and provenance."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    core.decisions.edit(entry.id, "Deploys happen on Mondays")
    undone = core.decisions.undo().value.entry
    assert _state(undone) == _state(entry)


def test_undo_after_dismiss_makes_it_pending_again(core, session, user_msg, suggestion):
    """Undo right after Dismiss restores the suggestion; the same words are no longer blocked."""
    core.decisions.dismiss(suggestion.id)
    undone = core.decisions.undo().value.entry
    assert _state(undone) == _state(suggestion)
    assert core.memory.history(suggestion.id)[-1].action == "undo_dismiss"
    again = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content=suggestion.content,
        reason=REASON,
        source_event_ids=[user_msg()],
    ).value
    assert (again.created, again.entry.id) == (False, suggestion.id)


def test_undo_with_nothing_to_undo(core, session, user_msg):
    """Undo with no decision taken says nothing_to_undo."""
    with pytest.raises(AppError) as exc:
        core.decisions.undo()
    assert _code(exc) == "nothing_to_undo"


def test_undo_twice_does_not_undo_the_undo(core, suggestion):
    """An undone decision is not undone again; a second Undo has nothing left."""
    core.decisions.accept(suggestion.id)
    core.decisions.undo()
    with pytest.raises(AppError) as exc:
        core.decisions.undo()
    assert _code(exc) == "nothing_to_undo"
    assert core.memory.get(suggestion.id).status is Status.SUGGESTED


def test_undo_after_the_entry_changed_again_is_a_version_conflict(core, suggestion):
    """Undoing a decision after the entry changed since is refused and changes nothing."""
    core.decisions.accept(suggestion.id)
    accept_event = core.memory.history(suggestion.id)[-1]
    edited = core.decisions.edit(suggestion.id, "Create a branch for every bug").value
    with pytest.raises(AppError) as exc:
        core.decisions.undo(accept_event.id)
    assert _code(exc) == "version_conflict"
    assert core.memory.get(suggestion.id) == edited


def test_undo_of_a_restore_into_a_full_room_is_refused(core, ref):
    """Undoing an archive (bringing the entry back) respects the room like any save."""
    core.decisions.set_settings(ref, room=100)
    entry = core.decisions.add_entry(ref, kind="fact", content="a" * 60).value
    core.decisions.archive(entry.id)
    core.decisions.add_entry(ref, kind="fact", content="b" * 60)
    with pytest.raises(AppError) as exc:
        core.decisions.undo()
    assert _code(exc) == "room_full"
    assert core.memory.get(entry.id).status is Status.ARCHIVED


# ------------------------------------------------------------------ compare-and-set


def test_stale_expected_version_is_a_conflict_for_accept(core, suggestion):
    """Accept with a stale version (changed in another window) is refused; nothing changes."""
    edited = core.decisions.edit(suggestion.id, "Create a branch per ticket").value
    with pytest.raises(AppError) as exc:
        core.decisions.accept(suggestion.id, expected_version=suggestion.version)
    assert _code(exc) == "version_conflict"
    assert core.memory.get(suggestion.id) == edited


def test_stale_expected_version_is_a_conflict_for_dismiss_and_edit(core, suggestion):
    """Dismiss and edit check the version the user saw."""
    with pytest.raises(AppError) as exc:
        core.decisions.dismiss(suggestion.id, expected_version=suggestion.version + 1)
    assert _code(exc) == "version_conflict"
    with pytest.raises(AppError) as exc:
        core.decisions.edit(suggestion.id, "Other words", expected_version=suggestion.version + 7)
    assert _code(exc) == "version_conflict"
    assert core.memory.get(suggestion.id) == suggestion


def test_stale_expected_version_is_a_conflict_for_archive_and_pin(core, ref):
    """Archive and pin on a saved entry check the version the user saw."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    pinned = core.decisions.set_pinned(entry.id, True, expected_version=entry.version).value
    with pytest.raises(AppError) as exc:
        core.decisions.archive(entry.id, expected_version=entry.version)
    assert _code(exc) == "version_conflict"
    with pytest.raises(AppError) as exc:
        core.decisions.set_pinned(entry.id, False, expected_version=entry.version)
    assert _code(exc) == "version_conflict"
    assert core.memory.get(entry.id) == pinned


def test_current_expected_version_is_accepted(core, suggestion):
    """Passing the current version lets the decision through."""
    accepted = core.decisions.accept(suggestion.id, expected_version=suggestion.version).value
    assert accepted.status is Status.ACTIVE


# ------------------------------------------------------------------ only the user decides


NON_USER = [Actor.AGENT, Actor.EXTRACTOR, Actor.IMPORTER, "agent"]


@pytest.mark.parametrize("actor", NON_USER)
def test_only_the_user_can_accept_edit_or_dismiss(core, suggestion, actor):
    """An agent, the extractor or the importer cannot accept, edit or dismiss a suggestion."""
    for call in (
        lambda: core.decisions.accept(suggestion.id, actor=actor).value,
        lambda: core.decisions.edit(suggestion.id, "Agent wording", actor=actor).value,
        lambda: core.decisions.dismiss(suggestion.id, actor=actor).value,
    ):
        with pytest.raises(AppError) as exc:
            call()
        assert _code(exc) == "not_allowed"
    assert core.memory.get(suggestion.id) == suggestion
    assert [h.action for h in core.memory.history(suggestion.id)] == ["suggest"]


@pytest.mark.parametrize("actor", NON_USER)
def test_only_the_user_can_archive_restore_pin_or_undo(core, ref, actor):
    """Non-user actors cannot archive, restore, pin or undo."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    with pytest.raises(AppError) as exc:
        core.decisions.archive(entry.id, actor=actor)
    assert _code(exc) == "not_allowed"
    with pytest.raises(AppError) as exc:
        core.decisions.set_pinned(entry.id, True, actor=actor)
    assert _code(exc) == "not_allowed"
    archived = core.decisions.archive(entry.id).value
    with pytest.raises(AppError) as exc:
        core.decisions.restore(entry.id, actor=actor)
    assert _code(exc) == "not_allowed"
    with pytest.raises(AppError) as exc:
        core.decisions.undo(actor=actor)
    assert _code(exc) == "not_allowed"
    assert core.memory.get(entry.id) == archived


# ------------------------------------------------------------------ archive / restore / pin


def test_archive_restore_pin_unpin_work_and_are_in_history(core, ref):
    """Archive, restore, pin and unpin change the entry and each is in its history."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    archived = core.decisions.archive(entry.id).value
    assert archived.status is Status.ARCHIVED
    assert core.memory.settings(ref).count == 0
    assert "Deploys happen on Fridays" not in core.memory.context_block(ref.scope_id)
    restored = core.decisions.restore(entry.id).value
    assert restored.status is Status.ACTIVE
    assert restored.source is entry.source
    assert core.decisions.set_pinned(entry.id, True).value.pinned is True
    assert core.decisions.set_pinned(entry.id, False).value.pinned is False
    actions = [(h.actor, h.action) for h in core.memory.history(entry.id)]
    assert actions == [
        (Actor.USER, "add"),
        (Actor.USER, "archive"),
        (Actor.USER, "restore"),
        (Actor.USER, "pin"),
        (Actor.USER, "unpin"),
    ]
    assert core.memory.get(entry.id).version == entry.version + 4


def test_pinned_entries_are_listed_first(core, ref):
    """A pinned entry comes before older unpinned ones."""
    first = core.decisions.add_entry(ref, kind="fact", content="First fact").value
    second = core.decisions.add_entry(ref, kind="fact", content="Second fact").value
    core.decisions.set_pinned(second.id, True)
    ids = [e.id for e in core.memory.list_entries(ref, statuses=[Status.ACTIVE])]
    assert ids == [second.id, first.id]


def test_undo_after_pin_unpins(core, ref):
    """Pin can be undone right after."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    core.decisions.set_pinned(entry.id, True)
    assert core.decisions.undo().value.entry.pinned is False
    assert core.memory.history(entry.id)[-1].action == "undo_pin"


def test_archiving_a_suggestion_is_refused(core, suggestion):
    """Archive is for saved entries; a suggestion is accepted, edited or dismissed instead."""
    with pytest.raises(AppError):
        core.decisions.archive(suggestion.id)
    assert core.memory.get(suggestion.id) == suggestion


def test_restore_into_words_already_saved_is_refused(core, ref):
    """Restoring an archived entry whose words were saved again says already_saved."""
    entry = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    archived = core.decisions.archive(entry.id).value
    core.decisions.add_entry(ref, kind="fact", content="deploys happen on fridays")
    with pytest.raises(AppError) as exc:
        core.decisions.restore(entry.id)
    assert _code(exc) == "already_saved"
    assert core.memory.get(entry.id) == archived


# ------------------------------------------------------------------ history


def test_history_lists_who_did_what_and_when(core, suggestion):
    """History shows the agent's suggestion then the user's decisions, in time order."""
    core.decisions.edit(suggestion.id, "Create a branch per ticket")
    core.decisions.archive(suggestion.id)
    history = core.memory.history(suggestion.id)
    assert [(h.actor, h.action) for h in history] == [
        (Actor.AGENT, "suggest"),
        (Actor.USER, "edit"),
        (Actor.USER, "archive"),
    ]
    assert history[0].before is None and history[0].after["status"] == "suggested"
    times = [h.at for h in history]
    assert times == sorted(times)
    assert all(h.entry_id == suggestion.id for h in history)
    assert history[-1].to_json()["actor"] == "user"


def test_history_of_an_unknown_entry_is_not_found(core):
    """Asking for the history of a missing entry says not_found."""
    with pytest.raises(AppError) as exc:
        core.memory.history(4242)
    assert _code(exc) == "not_found"


# ------------------------------------------------------------------ saving decides a pending twin (§2.6)


def _pending(core, ref):
    return core.memory.list_entries(ref, statuses=[Status.SUGGESTED])


def _decided_by_saving(core, entry_id: int, saved_id: int) -> None:
    """The suggestion is kept, put away, and its history says the user's save decided it."""
    kept = core.memory.get(entry_id)
    assert kept.status is Status.ARCHIVED
    last = core.memory.history(entry_id)[-1]
    assert last.action == "accept_by_saving"
    assert last.before["status"] == "suggested" and last.after["into"] == saved_id


def test_adding_by_hand_decides_a_pending_suggestion_with_the_same_words(core, ref, suggestion):
    """A hand-added entry with the suggestion's words decides the suggestion (kept in history)."""
    saved = core.decisions.add_entry(
        ref, kind="constraint", content="create a BRANCH for every task"
    ).value
    assert saved.status is Status.ACTIVE and saved.source is Provenance.USER_CONFIRMED
    assert _pending(core, ref) == []
    _decided_by_saving(core, suggestion.id, saved.id)
    assert core.memory.settings(ref).suggested == 0
    creation = core.memory.history(saved.id)[0]
    assert creation.after["decided"] == [suggestion.id]


def test_an_explicit_remember_message_decides_a_pending_suggestion(core, ref, session, user_msg):
    """A "Remember …" message saving the same words decides the pending suggestion."""
    s = _suggest(core, session, user_msg(), "Deploy only on Fridays")
    added = core.chat.add_message(
        session.id, source="user", text="Remember that deploy only on Fridays"
    ).value
    assert [e.content for e in added.saved] == ["Deploy only on Fridays"]
    assert _pending(core, ref) == []
    _decided_by_saving(core, s.id, added.saved[0].id)


def test_editing_into_a_pending_suggestions_words_decides_that_suggestion(
    core, ref, session, user_msg
):
    """Editing one suggestion into another's words saves it and decides the other."""
    a = _suggest(core, session, user_msg(), "Use tabs for indentation")
    b = _suggest(core, session, user_msg(), "Use spaces for indentation")
    decision = core.decisions.decide(b.id, "edit", content="Use tabs for indentation").value
    assert decision.entry.status is Status.ACTIVE
    assert decision.decided == (a.id,)
    assert _pending(core, ref) == []
    _decided_by_saving(core, a.id, b.id)


def test_undoing_that_edit_brings_the_decided_suggestion_back(core, ref, session, user_msg):
    """Undo of a save that decided a twin restores both: nothing the user did not undo stays decided."""
    a = _suggest(core, session, user_msg(), "Use tabs for indentation")
    b = _suggest(core, session, user_msg(), "Use spaces for indentation")
    core.decisions.edit(b.id, "Use tabs for indentation")
    core.decisions.undo()
    assert {e.id: e.content for e in _pending(core, ref)} == {
        a.id: "Use tabs for indentation",
        b.id: "Use spaces for indentation",
    }
    assert core.memory.history(a.id)[-1].action == "undo_accept_by_saving"


def test_an_agent_note_with_the_words_of_a_suggestion_is_refused(core, ref, session, user_msg):
    """The agent cannot remove or promote a suggestion by saving its words (pending_suggestion)."""
    # Words that are no standing rule (a rule is refused first, use_propose_memory_rule).
    s = _suggest(core, session, user_msg(), "The staging database is shared")
    with pytest.raises(AppError) as exc:
        core.proposals.save_agent_note(
            session.id, kind="fact", content="the staging database is SHARED"
        )
    assert _code(exc) == "pending_suggestion"
    assert core.memory.get(s.id) == s
    assert [h.action for h in core.memory.history(s.id)] == ["suggest"]


def test_saving_leaves_suggestions_of_other_scopes_alone(core, ref, session, user_msg):
    """Only the same scope's pending twin is removed."""
    space_s = _suggest(core, session, user_msg(), "Use tabs for indentation", scope="space")
    core.decisions.add_entry(ref, kind="constraint", content="Use tabs for indentation")
    assert core.memory.get(space_s.id) == space_s


def test_a_refused_save_keeps_the_pending_suggestion(core, ref, session, user_msg):
    """When the save is refused (room full), the suggestion with the same words stays."""
    s = _suggest(core, session, user_msg(), "Use tabs for indentation")
    core.decisions.set_settings(ref, room=100)
    core.decisions.add_entry(ref, kind="fact", content="z" * 90)
    with pytest.raises(AppError) as exc:
        core.decisions.add_entry(ref, kind="constraint", content="Use tabs for indentation")
    assert _code(exc) == "room_full"
    assert core.memory.get(s.id) == s


def test_pinning_needs_no_room(core, ref):
    """Pin and unpin change no words, so they work even after the room was lowered below use."""
    entry = core.decisions.add_entry(ref, kind="fact", content="x" * 200).value
    core.decisions.set_settings(ref, room=150)
    assert core.decisions.set_pinned(entry.id, True).value.pinned is True
    assert core.decisions.set_pinned(entry.id, False).value.pinned is False
