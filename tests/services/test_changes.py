"""What a write changed is returned to whoever ran it (app.services.changes), merged with `|`;
the services publish nothing on the bus."""

from __future__ import annotations

from app.domain.memory.rules.state import Action
from app.domain.model import Scope, ScopeRef
from app.services.changes import NOTHING, Changes


def test_changes_merge_and_say_what_they_touch():
    """`|` keeps what either touched; the sidebar is concerned by Spaces only, not messages."""
    a = Changes(scopes=frozenset({ScopeRef(Scope.USER, 1)}), entries=frozenset({3}))
    b = Changes(sessions=frozenset({2}), messages=frozenset({9}), approvals=frozenset({4}))
    both = a | b
    assert both.entries == {3} and both.messages == {9} and both.approvals == {4}
    assert both.memory and both.chat and not both.sidebar
    assert (both | Changes(spaces=frozenset({1}))).sidebar
    assert not NOTHING and Changes.merged([]) == NOTHING


def test_a_write_returns_what_it_changed_and_publishes_nothing(core, session, user_msg):
    """The accept returns its entry and scope (for whoever ran it to announce); nothing reaches
    the bus, which carries only what was heard from elsewhere."""
    entry = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Create a branch for every task",
        reason="you asked",
        source_event_ids=[user_msg()],
    ).value.entry
    heard = []
    core.bus.subscribe(heard.append)
    done = core.decisions.decide(entry.id, Action.ACCEPT)
    assert done.changes.entries == {entry.id}
    assert ScopeRef(Scope.SESSION, session.id) in done.changes.scopes
    added = core.chat.add_message(session.id, source="user", text="from the command line")
    assert added.changes.messages == {added.value.message.id}
    assert heard == []
