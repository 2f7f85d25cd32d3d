"""The minimal main window lists Spaces and Sessions and follows service events."""

import threading

from PySide6.QtCore import Qt

from app.ui.main_window import MainWindow


def _names(model):
    out = []
    for r in range(model.rowCount()):
        space = model.index(r, 0)
        out.append((space.data(), [model.index(c, 0, space).data() for c in range(model.rowCount(space))]))
    return out


def test_sidebar_lists_spaces_and_their_sessions(qtbot, core, session):
    """Each Space shows with its Sessions beneath it."""
    other = core.chat.create_space("Client A")
    core.chat.create_session(other.id, title="Kick-off")
    window = MainWindow(core.chat, core.memory, core.bus)
    qtbot.addWidget(window)
    assert _names(window.sidebar_model) == [("Release work", ["Sprint"]), ("Client A", ["Kick-off"])]


def test_a_session_created_on_another_thread_appears_without_reload(qtbot, core, session):
    """A Session created by a worker thread shows up in the sidebar through the event bridge."""
    window = MainWindow(core.chat, core.memory, core.bus)
    qtbot.addWidget(window)
    worker = threading.Thread(target=lambda: core.chat.create_session(session.space_id, title="Hotfix"))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: "Hotfix" in _names(window.sidebar_model)[0][1])


def test_selected_session_shows_messages_and_memory_counts_without_suggestions(
    qtbot, core, session, user_msg
):
    """Choosing a Session shows its messages; the Memory line counts saved entries apart from suggestions."""
    user_msg("Remember that deploys happen on Fridays.")
    mid = user_msg("From now on, create a branch for every task.")
    core.memory.propose_rule(
        session.id, kind="constraint", scope="space", content="Create a branch for every task",
        reason="asked", source_event_ids=[mid],
    )
    window = MainWindow(core.chat, core.memory, core.bus)
    qtbot.addWidget(window)
    window.select_session(session.id)
    assert window.title_label.text() == "Sprint"
    assert window.memory_label.text() == "1 saved in Memory · 1 suggested"
    rows = window.messages_model.stringList()
    assert rows == [
        "user: Remember that deploys happen on Fridays.",
        "user: From now on, create a branch for every task.",
    ]
    assert window.sidebar.currentIndex().data(Qt.ItemDataRole.DisplayRole) == "Sprint"
