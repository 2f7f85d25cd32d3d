"""Fixtures of the window's tests: the event bridge, and suggestions of the agent."""

import pytest
from memory_helpers import RULE

from app.domain.model import Scope, ScopeRef
from app.ui.bridge import EventBridge


@pytest.fixture
def bridge(core):
    b = EventBridge(core.bus)
    yield b
    b.close()


@pytest.fixture
def ref(session):
    """The Session's own scope."""
    return ScopeRef(Scope.SESSION, session.id)


@pytest.fixture
def propose(core, session, user_msg):
    """Suggest a rule citing a new user message; returns (entry, message id)."""

    def make(content=RULE, *, scope="session", kind="constraint", text=None):
        mid = user_msg(text or f"From now on: {content.lower()}.")
        entry = core.proposals.propose_rule(
            session.id,
            kind=kind,
            scope=scope,
            content=content,
            reason="you asked for this for future work",
            source_event_ids=[mid],
        ).entry
        return entry, mid

    return make
