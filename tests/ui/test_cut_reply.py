"""A reply cut because it went on past what a message holds says so under it (issue 23,
defect 8), not that the connection was lost."""

from __future__ import annotations

from elsewhere import told_elsewhere

from app.ui.main_window import MainWindow


def test_a_reply_cut_for_length_says_so(qtbot, core, session):
    """meta stopped "too_long": "Stopped: the reply was too long to keep…" under the reply."""
    told_elsewhere(
        core, core.chat.add_message(session.id, source="user", text="Tell me everything.")
    )
    told_elsewhere(
        core,
        core.chat.add_message(
            session.id, source="agent", text="The beginning", meta={"stopped": "too_long"}
        ),
    )
    window = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    page = window.chat_page
    shown = page.row_text(page.model.index(page.model.rowCount() - 1))
    assert "Stopped: the reply was too long to keep; this is its beginning." in shown
    assert "connection" not in shown
