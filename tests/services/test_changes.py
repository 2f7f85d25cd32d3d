"""What a write changed goes to whoever ran it (app.services.changes): the innermost collector
of the writing thread, never another thread's; merged with `|`; nothing to a CLI command."""

from __future__ import annotations

import threading

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


def test_a_write_reports_to_the_innermost_collector_of_its_thread(core, session, user_msg):
    """An operation's collector inside a test's: the accept goes to the inner one only; a write
    on another thread reaches neither."""
    entry = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Create a branch for every task",
        reason="you asked",
        source_event_ids=[user_msg()],
    ).entry
    with core.tally.collect() as outer:
        with core.tally.collect() as inner:
            core.decisions.decide(entry.id, Action.ACCEPT)
        other = threading.Thread(
            target=lambda: core.chat.add_message(session.id, source="user", text="elsewhere").value
        )
        other.start()
        other.join()
    assert inner.changes.entries == {entry.id}
    assert ScopeRef(Scope.SESSION, session.id) in inner.changes.scopes
    assert outer.each == []


def test_nobody_collecting_drops_the_changes(core, session):
    """A CLI command collects nothing: the write is made, nothing is kept of what it changed."""
    added = core.chat.add_message(session.id, source="user", text="from the command line").value
    assert core.chat.get_message(added.message.id).text == "from the command line"
    with core.tally.collect() as got:
        pass
    assert got.changes == NOTHING
