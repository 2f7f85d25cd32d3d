"""app.domain.memory.rules.state for issue 13's operations: moving (at decision time and later), keeping,
replacing a conflicting rule, deleting for good and clearing a scope; pure functions."""

from __future__ import annotations

import pytest
from test_rules import NOW, REF, code_of, entry, held, state

from app.domain.errors import Code
from app.domain.memory.rules.state import (
    Action,
    Held,
    ScopeState,
    before_ref,
    plan_clear,
    plan_decision,
    plan_delete,
    plan_undo,
)
from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, ScopeRef, Status
from app.domain.text import same_words_key

SPACE = ScopeRef(Scope.SPACE, 3)


def space_state(*entries: MemoryEntry, room=2500, used=0) -> ScopeState:
    return ScopeState(
        SPACE, True, room, used, tuple(Held(e, same_words_key(e.content), None) for e in entries)
    )


def in_space(content: str, status: Status = Status.ACTIVE) -> MemoryEntry:
    e = entry(content, status, created_by=Actor.USER, source=Provenance.USER_CONFIRMED)
    return MemoryEntry(
        e.id,
        SPACE.scope,
        SPACE.scope_id,
        *[
            getattr(e, f)
            for f in (
                "kind",
                "content",
                "status",
                "source",
                "created_by",
                "reason",
                "source_event_ids",
                "pinned",
                "version",
                "created_at",
                "updated_at",
            )
        ],
    )


def test_accept_to_another_scope_saves_it_there_with_its_provenance():
    """Accept with a target: the entry is saved in the target scope, still "from your message"."""
    e = entry("Use tabs", Status.SUGGESTED)
    plan = plan_decision(e, Action.ACCEPT, state(e), actor=Actor.USER, target=space_state())
    v = plan.values
    assert (v.scope, v.scope_id, Status(v.status), v.source) == (
        Scope.SPACE,
        3,
        Status.ACTIVE,
        Provenance.USER_STATED,
    )


def test_the_targets_room_applies_not_the_source_scopes():
    """A move is refused when the target's room is full, even if the entry's own scope has room."""
    e = entry("Use tabs", Status.SUGGESTED)
    assert (
        code_of(
            plan_decision,
            e,
            Action.ACCEPT,
            state(e),
            actor=Actor.USER,
            target=space_state(room=100, used=97),
        )
        is Code.ROOM_FULL
    )
    saved = entry("Use tabs", Status.ACTIVE)
    assert (
        code_of(
            plan_decision,
            saved,
            Action.MOVE,
            state(saved, used=8),
            actor=Actor.USER,
            target=space_state(room=100, used=97),
        )
        is Code.ROOM_FULL
    )


def test_the_same_words_rules_of_the_target_apply():
    """Saved words in the target refuse the move; a pending or dismissed twin there is decided."""
    e = entry("Use tabs", Status.ACTIVE)
    assert (
        code_of(
            plan_decision,
            e,
            Action.MOVE,
            state(e),
            actor=Actor.USER,
            target=space_state(in_space("use TABS")),
        )
        is Code.ALREADY_SAVED
    )
    twin = in_space("Use tabs.", Status.DISMISSED)
    plan = plan_decision(e, Action.MOVE, state(e), actor=Actor.USER, target=space_state(twin))
    assert plan.decides == (twin,) and plan.values.scope is Scope.SPACE


def test_moving_to_where_it_is_changes_nothing():
    """A move to the entry's own scope is no change (no new version, no history)."""
    e = entry("Use tabs", Status.ACTIVE)
    plan = plan_decision(e, Action.MOVE, state(e), actor=Actor.USER, target=state(e))
    assert plan.unchanged


@pytest.mark.parametrize("action", [Action.DISMISS, Action.ARCHIVE, Action.PIN, Action.KEEP])
def test_only_accept_edit_and_move_take_an_entry_elsewhere(action):
    """Dismissing, archiving, pinning or keeping never moves an entry."""
    e = entry("Use tabs", Status.SUGGESTED if action is Action.DISMISS else Status.ACTIVE)
    assert (
        code_of(plan_decision, e, action, state(e), actor=Actor.USER, target=space_state())
        is Code.INVALID_INPUT
    )


def test_a_suggestion_is_not_moved_without_a_decision():
    """Move is for saved entries: a suggestion moves when the user accepts or edits it."""
    e = entry("Use tabs", Status.SUGGESTED)
    assert (
        code_of(plan_decision, e, Action.MOVE, state(e), actor=Actor.USER, target=space_state())
        is Code.INVALID_STATE
    )


def test_edit_to_another_scope_with_the_same_words_moves_a_saved_entry():
    """Editing a saved entry without changing its words but choosing another scope is a move."""
    e = entry("Use tabs", Status.ACTIVE)
    plan = plan_decision(
        e, Action.EDIT, state(e), actor=Actor.USER, content="Use tabs", target=space_state()
    )
    assert plan.action == "move" and plan.values.source is e.source


def test_replace_puts_away_the_conflicting_rule_and_frees_its_room():
    """Replace: the suggestion is saved and the rule it contradicts is archived; the room that
    rule used counts as free in its scope."""
    old = in_space("Use spaces for indentation")
    e = entry("Use tabs for indentation", Status.SUGGESTED)
    full = space_state(old, room=100, used=95)
    plan = plan_decision(e, Action.ACCEPT, state(e), actor=Actor.USER, target=full, replacing=[old])
    assert plan.replaces == (old,) and Status(plan.values.status) is Status.ACTIVE
    without = code_of(plan_decision, e, Action.ACCEPT, state(e), actor=Actor.USER, target=full)
    assert without is Code.ROOM_FULL


def test_replace_is_refused_for_what_is_no_longer_saved_and_for_saved_entries():
    """Only a suggestion replaces, and only saved rules are replaced."""
    archived = in_space("Use spaces", Status.ARCHIVED)
    e = entry("Use tabs", Status.SUGGESTED)
    assert (
        code_of(plan_decision, e, Action.ACCEPT, state(e), actor=Actor.USER, replacing=[archived])
        is Code.VERSION_CONFLICT
    )
    saved = entry("Use tabs", Status.ACTIVE)
    assert (
        code_of(
            plan_decision,
            saved,
            Action.DISMISS,
            state(saved),
            actor=Actor.USER,
            replacing=[in_space("Use spaces")],
        )
        is Code.INVALID_INPUT
    )
    assert (
        code_of(
            plan_decision,
            saved,
            Action.EDIT,
            state(saved),
            actor=Actor.USER,
            content="Use tabs!",
            replacing=[in_space("Use spaces")],
        )
        is Code.INVALID_INPUT
    )


def test_keep_records_a_review_without_changing_the_entry():
    """Keep: a saved entry stays as it is (status, words, provenance), reviewed now."""
    e = entry("Use tabs", Status.ACTIVE, source=Provenance.USER_CONFIRMED, created_by=Actor.USER)
    plan = plan_decision(e, Action.KEEP, state(e), actor=Actor.USER)
    assert (plan.values.content, Status(plan.values.status), plan.values.source) == (
        e.content,
        Status.ACTIVE,
        e.source,
    )


def test_an_edit_of_a_stored_entry_with_invisible_characters_that_only_removes_them_is_no_edit():
    """Issue 13 defect 5: an entry stored by an older version with a zero-width space; the edit
    removes it and nothing else: no new version, provenance kept."""
    legacy = entry("Use\u200b tabs", Status.ACTIVE, source=Provenance.USER_STATED)
    plan = plan_decision(legacy, Action.EDIT, state(legacy), actor=Actor.USER, content="Use tabs")
    assert plan.unchanged
    pending = entry("Use\u200b tabs", Status.SUGGESTED)
    plan = plan_decision(pending, Action.EDIT, state(pending), actor=Actor.USER, content="Use tabs")
    assert plan.action == "accept" and plan.values.source is Provenance.USER_STATED
    assert plan.values.content == "Use tabs"  # what is stored is what the user reviewed


def test_undo_of_a_move_goes_back_to_the_scope_it_left():
    """The history's before names the old scope; undo returns there, its rules applying."""
    moved = in_space("Use tabs")
    before = {
        "status": "active",
        "kind": "constraint",
        "content": "Use tabs",
        "source": "user_confirmed",
        "pinned": False,
        "scope": "session",
        "scope_id": REF.scope_id,
    }
    assert before_ref(moved, before) == REF
    plan = plan_undo(moved, "move", before, moved.version, state(), actor=Actor.USER)
    assert (plan.values.scope, plan.values.scope_id) == (REF.scope, REF.scope_id)
    taken = entry("use tabs", Status.ACTIVE)
    assert (
        code_of(plan_undo, moved, "move", before, moved.version, state(taken), actor=Actor.USER)
        is Code.ALREADY_SAVED
    )
    assert before_ref(moved, {"status": "active"}) == SPACE  # older history: where it is


def test_delete_is_the_users_and_checks_the_version():
    """Only the user deletes for good, and not over a change they have not seen."""
    e = entry("Use tabs", Status.DISMISSED, version=2)
    assert plan_delete(e, actor=Actor.USER) is e
    assert code_of(plan_delete, e, actor=Actor.AGENT) is Code.NOT_ALLOWED
    assert code_of(plan_delete, e, actor=Actor.USER, expected_version=1) is Code.VERSION_CONFLICT


def test_clear_archives_saved_entries_only():
    """Clear this scope: saved entries are archived; suggestions, archived and dismissed stay."""
    saved = [entry(f"Fact {i}", Status.ACTIVE, kind=Kind.FACT) for i in range(3)]
    others = [
        entry("Use tabs", Status.SUGGESTED),
        entry("Use spaces", Status.DISMISSED),
        entry("Old", Status.ARCHIVED),
    ]
    plans = plan_clear(saved + others, state(*[held(e) for e in saved + others]), actor=Actor.USER)
    assert [e.id for e, _ in plans] == [e.id for e in saved]
    assert all(
        Status(p.values.status) is Status.ARCHIVED and p.action == "archive" for _, p in plans
    )
    assert code_of(plan_clear, saved, state(), actor=Actor.AGENT) is Code.NOT_ALLOWED


def test_now_is_fixed_for_these_tests():
    """The entries of this file are made at one fixed moment (no clock in the rules)."""
    assert entry("x", Status.ACTIVE).created_at == NOW
