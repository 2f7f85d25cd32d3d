"""What each screen reads, in one read per refresh (app/services/views.py): the Memory page's
view (with "not used lately" decided by the domain's rule on the user's setting), the chat's
annotations, the waiting counts, and where the Memory page opens."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.domain.model import Scope, ScopeRef, Status


def _propose(core, session, content):
    mid = core.chat.add_message(session.id, source="user", text=f"From now on: {content}.").value
    return core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content=content,
        reason="asked",
        source_event_ids=[mid.message.id],
    ).value.entry, mid.message


def test_the_memory_page_is_read_at_once_with_what_its_cards_cite(core, session):
    """One view: settings, name, suggestions with the message each cites, the Session's scopes."""
    entry, message = _propose(core, session, "Create a branch for every task")
    ref = ScopeRef(Scope.SESSION, session.id)
    view = core.views.memory_page(ref, session_id=session.id)
    assert [e.id for e in view.entries.suggested] == [entry.id]
    assert view.messages[message.id].text == message.text
    assert view.name == "Sprint" and view.settings.ref == ref
    assert view.waiting() == {Scope.SESSION: 1, Scope.SPACE: 0, Scope.USER: 0}
    assert not view.session_gone and view.history is None


def test_not_used_lately_follows_the_users_setting(core, session):
    """The domain's rule decides; the days are the setting (here: 1 day, a week later)."""
    ref = ScopeRef(Scope.SESSION, session.id)
    fact = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays").value
    later = datetime.now(UTC) + timedelta(days=7)
    assert core.views.memory_page(ref, now=later).unused == ()  # the default: 60 days
    core.settings.set_unused_days(1)
    assert core.views.memory_page(ref, now=later).unused[0].entry.id == fact.id
    core.settings.set_unused_days(30)
    assert core.views.memory_page(ref, now=later).unused == ()


def test_the_history_asked_for_comes_with_the_page(core, session):
    """An open history is read in the same view: the entry as it is now, and its events."""
    entry, _message = _propose(core, session, "Write tests first")
    core.decisions.decide(entry.id, "accept", expected_version=entry.version)
    ref = ScopeRef(Scope.SESSION, session.id)
    shown, events = core.views.memory_page(ref, history_of=entry.id).history
    assert shown.status is Status.ACTIVE and [e.action for e in events] == ["suggest", "accept"]


def test_a_deleted_session_leaves_its_space_reachable(core, session):
    """Seen from a Session that is gone, the page of its Space still reads (without it)."""
    space = ScopeRef(Scope.SPACE, session.space_id)
    core.chat.delete_session(session.id)
    view = core.views.memory_page(space, session_id=session.id)
    assert view.session_gone and view.session_scopes == ()


def test_counts_say_what_waits_here_and_in_each_space(core, session):
    """Suggestions waiting in the current Session's scopes, and per Space."""
    _propose(core, session, "Create a branch for every task")
    other_space = core.chat.create_space("Client").value
    counts = core.views.counts(session.id)
    assert counts.here == 1 and counts.by_space == {session.space_id: 1}
    assert other_space.id not in counts.by_space
    assert core.views.counts(None).here == 0  # Personal has none


def test_memory_opens_where_suggestions_wait(core, session):
    """From a Session: the first scope with a suggestion, else its own; without: Personal."""
    assert core.views.memory_home(session.id) == ScopeRef(Scope.SESSION, session.id)
    mid = core.chat.add_message(session.id, source="user", text="From now on, use tabs.").value
    core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="space",
        content="Use tabs",
        reason="asked",
        source_event_ids=[mid.message.id],
    )
    assert core.views.memory_home(session.id) == ScopeRef(Scope.SPACE, session.space_id)
    assert core.views.memory_home(None).scope is Scope.USER


def test_chat_annotations_are_read_together(core, session):
    """Pending suggestions by message, and what each "Remember …" saved."""
    entry, message = _propose(core, session, "Create a branch for every task")
    saved = core.chat.add_message(
        session.id, source="user", text="Remember that CI runs at night."
    ).value
    notes = core.views.chat_annotations(session.id)
    assert notes.pending == {message.id: [entry.id]}
    assert [e.content for e in notes.saves[saved.message.id]] == ["CI runs at night."]
    assert notes.named == {}


def test_chat_annotations_read_the_entries_tool_calls_name_from_this_sessions_memory(core, session):
    """Named entries as stored, only those of the Session's three scopes: another Session's
    entry, or an id of nothing, is left out."""
    mine = core.decisions.add_entry(
        ScopeRef(Scope.SPACE, session.space_id), kind="fact", content="Deploys on Fridays"
    ).value
    other = core.chat.create_session(session.space_id, title="Other").value
    theirs = core.decisions.add_entry(
        ScopeRef(Scope.SESSION, other.id), kind="fact", content="Not yours"
    ).value
    notes = core.views.chat_annotations(session.id, named=[mine.id, theirs.id, 999_999])
    assert notes.named == {mine.id: core.memory.get(mine.id)}
