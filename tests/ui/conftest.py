"""Fixtures of the window's tests: the event bridge, and suggestions of the agent. What a test
writes beside the window is told to it with `elsewhere.told_elsewhere`, as no screen's change."""

import pytest
from elsewhere import told_elsewhere
from memory_helpers import RULE
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from app.domain.model import Scope, ScopeRef
from app.ui.bridge import EventBridge


@pytest.fixture(autouse=True)
def _closed_windows_are_deleted():
    """What a test closed is deleted when it ends, not left hidden for the tests after it:
    pytest-qt closes the widgets it was handed and asks Qt to delete them later, which Qt does
    only once an event loop runs (the next test's first wait), and a window a fixture only
    closed stayed for good (~1,700 widgets alive in every later test of a worker), so each
    window's start set the application's theme over all of them (the flaky crash in
    setStyleSheet, issue 35). No widget outlives its test here (no fixture is wider)."""
    yield
    app = QApplication.instance()
    if app is None:
        return
    for widget in app.topLevelWidgets():
        if widget.parent() is None and widget.isHidden():
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


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
        entry = told_elsewhere(
            core,
            core.proposals.propose_rule(
                session.id,
                kind=kind,
                scope=scope,
                content=content,
                reason="you asked for this for future work",
                source_event_ids=[mid],
            ),
        ).entry
        return entry, mid

    return make
