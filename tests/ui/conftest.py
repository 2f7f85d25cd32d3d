"""Fixtures of the window's tests: the event bridge, and suggestions of the agent; what a
test writes beside the window is told to it through the bus, as no screen's change."""

import contextlib

import pytest
from memory_helpers import RULE
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from app.domain.model import Scope, ScopeRef
from app.services.events import ChatChanged, MemoryChanged
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


@pytest.fixture(autouse=True)
def _writes_beside_the_window_come_from_elsewhere(request):
    """A test's own service writes (not the window's operations) stand for a change no screen
    of the window made: it hears them through the bus (initiator None, told at once, as
    before issue 35), where the file watch or NOTIFY would tell another program's."""
    if "core" not in request.fixturenames:
        yield
        return
    core = request.getfixturevalue("core")

    def told(changes, _stored) -> None:
        if changes.spaces or changes.sessions or changes.messages:
            core.bus.publish(ChatChanged(changes.spaces, changes.sessions, changes.messages, None))
        if changes.memory:
            core.bus.publish(MemoryChanged(changes.scopes, changes.entries, None))

    core.tally.uncollected = told
    unwrap = _tell_returned_changes(core)
    yield
    unwrap()
    core.tally.uncollected = None


# The services whose writes return what they changed (a `Done`) instead of reporting it.
RETURNING = ("chat", "external", "tool_runs", "compliance", "hooks")


def _tell_returned_changes(core):
    """A write of the services that return what they changed (a `Done`), made by the test
    itself and not inside an operation (which announces it), is told as the Tally tells a
    reported one: the outermost write's changes once, through `uncollected` (the bus, above).
    Returns what undoes it."""
    import functools
    import threading

    from app.services.changes import Done

    depth = threading.local()
    wrapped = []

    def wrap(service, name, method):
        @functools.wraps(method)
        def write(*args, **kwargs):
            depth.n = getattr(depth, "n", 0) + 1
            try:
                result = method(*args, **kwargs)
            finally:
                depth.n -= 1
            # Inside an operation (a `collect` open on this thread) the operation announces
            # it; beside the window it is told through `uncollected`.
            inside = getattr(core.tally._local, "stack", None)
            if isinstance(result, Done) and depth.n == 0 and result.changes and not inside:
                core.tally.record(result.changes, stored=result.stored)
            return result

        setattr(service, name, write)
        wrapped.append((service, name))

    for part in RETURNING:
        service = getattr(core, part)
        kind = type(service)
        for name in dir(kind):
            static = isinstance(kind.__dict__.get(name), (staticmethod, classmethod))
            if not name.startswith("_") and callable(getattr(kind, name)) and not static:
                wrap(service, name, getattr(service, name))

    def unwrap():
        for service, name in wrapped:
            with contextlib.suppress(AttributeError):
                delattr(service, name)

    return unwrap


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
