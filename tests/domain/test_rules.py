"""app.domain.memory.rules.state: what each write may do, decided from a snapshot of its scope alone
(no database: these are pure functions, as the services call them)."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import count

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules.state import (
    TRANSITIONS,
    Action,
    Held,
    ScopeState,
    plan_decision,
    plan_organise,
    plan_proposal,
    plan_save,
    plan_undo,
)
from app.domain.memory.rules.validate import Draft
from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, ScopeRef, Status
from app.domain.text import same_words_key

REF = ScopeRef(Scope.SESSION, 7)
NOW = datetime(2026, 12, 1, tzinfo=UTC)
_ids = count(1)


def entry(
    content: str,
    status: Status,
    *,
    kind=Kind.CONSTRAINT,
    created_by=Actor.AGENT,
    source=Provenance.USER_STATED,
    pinned=False,
    version=1,
) -> MemoryEntry:
    return MemoryEntry(
        next(_ids),
        REF.scope,
        REF.scope_id,
        kind,
        content,
        status,
        source,
        created_by,
        "",
        (3,),
        pinned,
        version,
        NOW,
        NOW,
    )


def held(e: MemoryEntry, suggested: str | None = None) -> Held:
    if suggested is None and e.created_by is Actor.AGENT and e.kind.is_rule:
        suggested = same_words_key(e.content)
    return Held(e, same_words_key(e.content), suggested)


def state(*entries: Held | MemoryEntry, auto_memory=True, room=4000, used=0) -> ScopeState:
    return ScopeState(
        REF, auto_memory, room, used, tuple(h if isinstance(h, Held) else held(h) for h in entries)
    )


def suggestion_draft(content: str) -> Draft:
    return Draft(
        scope=REF.scope,
        scope_id=REF.scope_id,
        kind=Kind.CONSTRAINT,
        content=content,
        status=Status.SUGGESTED,
        source=Provenance.USER_STATED,
        created_by=Actor.AGENT,
        source_event_ids=(3,),
    )


def saved_draft(content: str, actor: Actor, source: Provenance, status=Status.ACTIVE) -> Draft:
    return Draft(
        scope=REF.scope,
        scope_id=REF.scope_id,
        kind=Kind.FACT,
        content=content,
        status=status,
        source=source,
        created_by=actor,
        source_event_ids=(3,),
    )


def code_of(fn, *args, **kwargs) -> Code:
    with pytest.raises(AppError) as info:
        fn(*args, **kwargs)
    return info.value.code


# ---------------------------------------------------------------- transitions


@pytest.mark.parametrize("action", list(Action))
@pytest.mark.parametrize("status", list(Status))
def test_every_decision_moves_only_as_the_transition_table_says(action, status):
    """Each (decision, status) either lands on the table's status or is refused, for the user."""
    e = entry("Use tabs", status)
    content = "Use spaces" if action is Action.EDIT else None
    # A move needs somewhere to go: the Space of the Session.
    target = (
        ScopeState(ScopeRef(Scope.SPACE, 3), True, 4000, 0, ()) if action is Action.MOVE else None
    )
    if status in TRANSITIONS[action]:
        plan = plan_decision(e, action, state(e), actor=Actor.USER, content=content, target=target)
        assert Status(plan.values.status) is TRANSITIONS[action][status]
    else:
        assert code_of(
            plan_decision, e, action, state(e), actor=Actor.USER, content=content, target=target
        ) in (Code.VERSION_CONFLICT, Code.INVALID_STATE)


@pytest.mark.parametrize("actor", [Actor.AGENT, Actor.EXTRACTOR, Actor.IMPORTER])
@pytest.mark.parametrize("action", list(Action))
def test_only_the_user_decides(actor, action):
    """No agent, extractor or importer may accept, edit, dismiss, archive, restore or pin."""
    e = entry("Use tabs", Status.SUGGESTED)
    assert code_of(plan_decision, e, action, state(e), actor=actor, content="x") is Code.NOT_ALLOWED
    assert (
        code_of(plan_undo, e, "accept", {"status": "suggested"}, 1, state(e), actor=actor)
        is Code.NOT_ALLOWED
    )


def test_pin_is_for_saved_entries_only():
    """An archived entry cannot be pinned (it can be unpinned); a suggestion can do neither."""
    archived = entry("Use tabs", Status.ARCHIVED, pinned=True)
    assert (
        code_of(plan_decision, archived, Action.PIN, state(archived), actor=Actor.USER)
        is Code.INVALID_STATE
    )
    assert (
        plan_decision(archived, Action.UNPIN, state(archived), actor=Actor.USER).values.pinned
        is False
    )


def test_a_stale_version_is_a_conflict():
    """Compare-and-set: a decision made on an older view of the entry is refused."""
    e = entry("Use tabs", Status.SUGGESTED, version=3)
    assert (
        code_of(plan_decision, e, Action.ACCEPT, state(e), actor=Actor.USER, expected_version=2)
        is Code.VERSION_CONFLICT
    )


def test_an_edit_that_changes_nothing_once_cleaned_is_no_edit():
    """Removing only invisible characters is no edit: a suggestion is accepted as it stands, a
    saved entry is left alone (no new version, no "confirmed by you")."""
    pending = entry("Use tabs", Status.SUGGESTED)
    plan = plan_decision(
        pending, Action.EDIT, state(pending), actor=Actor.USER, content="Use\u200b tabs "
    )
    assert plan.action == "accept" and plan.values.source is Provenance.USER_STATED
    saved = entry("Use tabs", Status.ACTIVE)
    plan = plan_decision(
        saved, Action.EDIT, state(saved), actor=Actor.USER, content="Use tabs\u00ad"
    )
    assert plan.unchanged and plan.existing == saved


def test_an_edit_of_case_or_punctuation_is_an_edit():
    """The user's wording counts to the letter: "use tabs." is their edit of "Use tabs"."""
    saved = entry("Use tabs", Status.ACTIVE)
    plan = plan_decision(saved, Action.EDIT, state(saved), actor=Actor.USER, content="use tabs.")
    assert not plan.unchanged and plan.values.content == "use tabs."
    assert plan.values.source is Provenance.USER_CONFIRMED


# ---------------------------------------------------------------- proposals


def test_proposal_outcomes_in_order():
    """Auto Memory off, then saved words, a retry, dismissed words, decided words, the quotas."""
    draft = suggestion_draft("Use tabs")
    assert code_of(plan_proposal, draft, state(auto_memory=False)) is Code.AUTO_MEMORY_OFF
    saved = entry("use TABS", Status.ACTIVE, created_by=Actor.USER)
    assert plan_proposal(draft, state(saved)).outcome == "already_saved"
    pending = entry("Use tabs.", Status.SUGGESTED)
    plan = plan_proposal(draft, state(pending))
    assert (plan.outcome, plan.existing) == ("suggested", pending)
    assert (
        code_of(plan_proposal, draft, state(entry("Use tabs!", Status.DISMISSED)))
        is Code.DISMISSED_BEFORE
    )
    edited = held(entry("Use tabs for Python", Status.ACTIVE), suggested=same_words_key("Use tabs"))
    assert code_of(plan_proposal, draft, state(edited)) is Code.ALREADY_DECIDED
    put_away = held(entry("Use tabs", Status.ARCHIVED), suggested=same_words_key("Use tabs"))
    assert code_of(plan_proposal, draft, state(put_away)) is Code.ALREADY_DECIDED
    five = [entry(f"Rule {i}", Status.SUGGESTED) for i in range(5)]
    assert code_of(plan_proposal, draft, state(*five)) is Code.SUGGESTION_LIMIT
    assert code_of(plan_proposal, suggestion_draft("x" * 101), state(room=400)) is Code.ROOM_LIMIT
    assert plan_proposal(draft, state(*five[:4])).values == draft


def test_user_archived_words_of_their_own_are_not_decided_for_the_agent():
    """Only a suggestion's words become decided; the user's own archived entry does not block one."""
    mine = held(
        entry("Use tabs", Status.ARCHIVED, created_by=Actor.USER, source=Provenance.USER_CONFIRMED),
        suggested=None,
    )
    assert plan_proposal(suggestion_draft("Use tabs"), state(mine)).values is not None


# ---------------------------------------------------------------- saves


def test_the_agent_never_saves_over_a_pending_or_dismissed_rule():
    """save_memory: pending words are pending_suggestion, dismissed ones dismissed_before."""
    draft = saved_draft("Use tabs", Actor.AGENT, Provenance.AGENT_INFERRED)
    assert (
        code_of(plan_save, draft, state(entry("Use tabs", Status.SUGGESTED)), actor=Actor.AGENT)
        is Code.PENDING_SUGGESTION
    )
    assert (
        code_of(
            plan_save,
            draft,
            state(entry("use tabs", Status.DISMISSED, kind=Kind.PREFERENCE)),
            actor=Actor.AGENT,
        )
        is Code.DISMISSED_BEFORE
    )
    saved = entry("Use tabs", Status.ACTIVE, kind=Kind.FACT)
    assert plan_save(draft, state(saved), actor=Actor.AGENT).outcome == "already_saved"


@pytest.mark.parametrize(
    "actor, source",
    [
        (Actor.USER, Provenance.USER_CONFIRMED),
        (Actor.EXTRACTOR, Provenance.USER_STATED),
        (Actor.IMPORTER, Provenance.IMPORTED),
    ],
)
def test_the_users_save_decides_a_pending_or_dismissed_twin(actor, source):
    """The user (by hand, by an explicit request, by import) saving the words decides their twin."""
    pending = entry("Use tabs.", Status.SUGGESTED)
    plan = plan_save(saved_draft("Use tabs", actor, source), state(pending), actor=actor)
    assert plan.decides == (pending,)


def test_auto_memory_off_stops_the_agent_and_the_extractor_only():
    """Nothing is saved automatically with Auto Memory off; the user's own writes still are."""
    off = state(auto_memory=False)
    for actor, source in (
        (Actor.AGENT, Provenance.AGENT_INFERRED),
        (Actor.EXTRACTOR, Provenance.USER_STATED),
    ):
        assert (
            code_of(plan_save, saved_draft("Use tabs", actor, source), off, actor=actor)
            is Code.AUTO_MEMORY_OFF
        )
    assert (
        plan_save(
            saved_draft("Use tabs", Actor.USER, Provenance.USER_CONFIRMED), off, actor=Actor.USER
        ).values
        is not None
    )


def test_a_full_room_refuses_a_save_but_not_an_archived_import():
    """Saved content never outgrows the room; an archived entry uses none of it."""
    full = state(room=100, used=95)
    assert (
        code_of(
            plan_save,
            saved_draft("Use tabs", Actor.USER, Provenance.USER_CONFIRMED),
            full,
            actor=Actor.USER,
        )
        is Code.ROOM_FULL
    )
    archived = saved_draft("Use tabs", Actor.IMPORTER, Provenance.IMPORTED, status=Status.ARCHIVED)
    assert plan_save(archived, full, actor=Actor.IMPORTER).values is not None


# ---------------------------------------------------------------- undo and organise


def test_undo_never_revives_words_another_entry_holds():
    """Undo is refused when its words are saved, pending or dismissed in another entry now."""
    e = entry("Use spaces", Status.ACTIVE, source=Provenance.USER_CONFIRMED, version=2)
    before = {
        "status": "suggested",
        "kind": "constraint",
        "content": "Use tabs",
        "source": "user_stated",
        "pinned": False,
    }
    for twin_status in (Status.ACTIVE, Status.SUGGESTED, Status.DISMISSED):
        twin = entry("use TABS", twin_status, created_by=Actor.USER)
        assert (
            code_of(plan_undo, e, "edit", before, 2, state(e, twin), actor=Actor.USER)
            is Code.ALREADY_SAVED
        )
    assert plan_undo(e, "edit", before, 2, state(e), actor=Actor.USER).action == "undo_edit"


def test_the_users_undo_may_go_beyond_the_pending_quota():
    """The quota limits the agent: the user's own undo brings their suggestion back regardless."""
    e = entry("Use tabs", Status.ACTIVE, version=2)
    five = [entry(f"Rule {i}", Status.SUGGESTED) for i in range(5)]
    before = {
        "status": "suggested",
        "kind": "constraint",
        "content": "Use tabs",
        "source": "user_stated",
        "pinned": False,
    }
    plan = plan_undo(e, "accept", before, 2, state(e, *five), actor=Actor.USER)
    assert Status(plan.values.status) is Status.SUGGESTED


def test_undo_re_checks_the_policy():
    """What undo writes back passes validation again: a secret is refused even then."""
    e = entry("Use the staging key", Status.ACTIVE, source=Provenance.USER_CONFIRMED, version=2)
    before = {
        "status": "active",
        "kind": "fact",
        "content": "token: 0123456789abcdef0123456789abcdef01234567",
        "source": "user_confirmed",
        "pinned": False,
    }
    assert (
        code_of(plan_undo, e, "edit", before, 2, state(e), actor=Actor.USER) is Code.SECRET_CONTENT
    )


def test_organise_keeps_saved_memory_and_protects_the_users_entries():
    """Saved over suggested; pinned, user-written and confirmed entries are never put away."""
    saved = entry("Use tabs", Status.ACTIVE, created_by=Actor.EXTRACTOR)
    pending = entry("use tabs", Status.SUGGESTED)
    mine = entry("USE TABS", Status.ACTIVE, created_by=Actor.USER, source=Provenance.USER_CONFIRMED)
    plan = plan_organise([held(saved), held(pending), held(mine)], actor=Actor.USER)
    assert {(e.id, keep) for e, keep in plan} == {(saved.id, mine.id), (pending.id, mine.id)}
    agent_plan = plan_organise([held(saved), held(pending), held(mine)], actor=Actor.AGENT)
    assert agent_plan == []
