"""The shared PostgreSQL stops and starts while a window is open (SPEC §6): the window says
it is reconnecting, a decision made meanwhile is refused (never dropped, never half-made),
and everything works again once the server is back. A real server, really stopped."""

from __future__ import annotations

import pytest
from private_pg import PrivateServer

from app.bootstrap import build_core, follow_changes
from app.domain.errors import AppError
from app.domain.model import Scope, ScopeRef, Status
from app.ui.main_window import MainWindow

pytestmark = pytest.mark.slow


@pytest.fixture
def server():
    """A private PostgreSQL cluster, started; removed after the test."""
    why = PrivateServer.unavailable()
    if why:
        pytest.skip(f"no private PostgreSQL server can be made here: {why}")
    srv = PrivateServer()
    try:
        srv.start()
        yield srv
    finally:
        srv.remove()


def test_a_server_restart_is_survived_without_losing_a_decision(qtbot, server, figures):
    """Stop: "Reconnecting…", Accept refused with a clear message, database unchanged.
    Start: "Connected again", the refused decision can be made, other windows' news arrive."""
    url = server.create_database("mindkeep")
    core = build_core(url)
    other = None
    try:
        space = core.chat.create_space("Release work").value
        sid = core.chat.create_session(space.id, title="Sprint").value.id
        mid = core.chat.add_message(
            sid, source="user", text="From now on, tag releases. Never skip CI."
        ).value.message.id
        first, second = (
            core.proposals.propose_rule(
                sid,
                kind="constraint",
                scope="space",
                content=c,
                reason="asked",
                source_event_ids=[mid],
            ).value.entry
            for c in ("Tag every release", "Never skip CI")
        )
        window = MainWindow(core, data_dir=core.data_dir)
        qtbot.addWidget(window)
        window.show()
        follow_changes(core)
        assert core.db._watcher.listening.wait(10)
        window.select_session(sid)
        window.show_memory(ScopeRef(Scope.SPACE, space.id), sid)
        page = window.memory_page
        cards = {c.entry.id: c for c in page.suggestion_cards()}
        assert set(cards) == {first.id, second.id}

        server.stop()
        qtbot.waitUntil(
            lambda: window.database_status_text().startswith("Reconnecting to the shared database"),
            timeout=10_000,
        )
        cards[first.id].accept_button.click()
        assert page.notice.isVisible()
        assert "cannot reach the PostgreSQL server" in page.notice.label.text()
        assert first.id in [
            c.entry.id for c in page.suggestion_cards()
        ]  # still waiting, not dropped
        with pytest.raises(AppError) as err:
            core.decisions.dismiss(second.id)
        assert err.value.code == "database_error" and "Nothing was saved" in err.value.message

        server.start()
        qtbot.waitUntil(
            lambda: window.database_status_text() == "Connected to the shared database again.",
            timeout=30_000,
        )
        # Nothing of the refused decisions reached the database (as another program reads it).
        other = build_core(url)
        for entry in (first, second):
            now = other.memory.get(entry.id)
            assert (now.status, now.version) == (Status.SUGGESTED, entry.version)
            assert [h.action for h in other.memory.history(entry.id)] == ["suggest"]
        # The decision can be made now, and another window's news arrive again.
        page = window.memory_page
        next(c for c in page.suggestion_cards() if c.entry.id == first.id).accept_button.click()
        assert core.memory.get(first.id).status is Status.ACTIVE
        other.decisions.dismiss(second.id)
        qtbot.waitUntil(lambda: page.suggestion_cards() == [], timeout=10_000)
        figures["server restart: decisions lost / half-made"] = "0 / 0"
        window.close()
    finally:
        if other is not None:
            other.close()
        core.close()
