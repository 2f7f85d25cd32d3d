"""Content on screen fast (issue 16): the first screen is painted before the services are
attached and is brought up to date by them; a long Session opens on its newest messages and
loads older ones, a page at a time, as the user scrolls up."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere

from app.bootstrap import make_runner
from app.storage.fast.first_screen import read_first_screen
from app.ui.main_window import MainWindow
from app.ui.models.messages import EARLIER_PAGE, TAIL


def _texts(window) -> list[str]:
    model = window.chat_page.model
    return [model.index(r).data() for r in range(model.rowCount())]


@pytest.fixture
def long_session(core, session):
    """A Session of 150 messages ("Message 0" … "Message 149")."""
    for i in range(150):
        told_elsewhere(
            core,
            core.chat.add_message(
                session.id, source="user" if i % 2 else "agent", text=f"Message {i}"
            ),
        )
    return session


def test_the_first_screen_shows_before_the_services_and_they_bring_it_up_to_date(
    qtbot, core, long_session, db_url
):
    """Spaces, Sessions and the newest messages paint with nothing attached; actions wait; once
    attached, a message stored meanwhile is added without reading the Session again."""
    window = MainWindow(data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    first = read_first_screen(db_url, None, tail=TAIL)
    with qtbot.waitSignal(window.sig_content_shown, timeout=5000):
        window.show_first_screen(first, "Built-in offline assistant")
    assert not window.is_attached()
    assert window.sidebar.model.rowCount() == 1
    # The newest of those read, as many as fill the list (ChatPage.show_first_messages).
    shown = _texts(window)
    assert 1 < len(shown) < TAIL and shown == [f"Message {i}" for i in range(150 - len(shown), 150)]
    assert window.chat_page.view.verticalScrollBar().maximum() > 0
    assert window.chat_page.header.title() == "Sprint"
    assert not window.menus.act_new_session.isEnabled() and not window.nav_bar.isEnabled()
    model_before = window.chat_page.model

    told_elsewhere(
        core,
        core.chat.add_message(
            long_session.id, source="user", text="Written while the services load"
        ),
    )
    window.attach(core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir)
    assert window.chat_page.model is model_before
    assert _texts(window)[-2:] == ["Message 149", "Written while the services load"]
    assert len(_texts(window)) == len(shown) + 1  # brought up to date, not read again
    assert window.menus.act_new_session.isEnabled() and window.nav_bar.isEnabled()


def test_a_long_session_opens_on_its_newest_messages_and_scrolling_up_loads_more(
    qtbot, core, long_session
):
    """Only the newest messages are read at first; reaching the top loads the page before it,
    and what the user was looking at stays in view."""
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir
    )
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    window.select_session(long_session.id)
    page = window.chat_page
    qtbot.waitUntil(lambda: page.model.rowCount() == TAIL and page.scroll.at_end())
    assert page.model.has_earlier
    first_id = page.model.first_id()
    bar = page.view.verticalScrollBar()
    with qtbot.waitSignal(page.sig_earlier_requested, timeout=5000):
        bar.setValue(0)
    qtbot.waitUntil(lambda: page.model.rowCount() == TAIL + EARLIER_PAGE)
    assert _texts(window)[0] == f"Message {150 - TAIL - EARLIER_PAGE}"
    # The message that was at the top is still on screen, not pushed away by the new rows.
    was_top = page.model.index(page.model.row_of(first_id))
    qtbot.waitUntil(lambda: page.view.viewport().rect().intersects(page.view.visualRect(was_top)))
    # Up again, to the first message: nothing older is left to ask for.
    while page.model.has_earlier:
        rows = page.model.rowCount()
        bar.setValue(bar.maximum())
        bar.setValue(0)
        qtbot.waitUntil(lambda: page.model.rowCount() > rows)
    assert _texts(window)[0] == "Message 0"
    assert len(_texts(window)) == 150


def test_the_first_screen_reads_only_the_messages_that_fill_the_chat(
    qtbot, core, long_session, db_url
):
    """Each message shown costs its layout before the first screen: it reads as many as fill
    the window were each one line long (fewer than TAIL in a usual window), and shows the
    newest of them that fill the list, so the chat is full, with nothing blank above; once
    attached, the chat reads the earlier ones ahead."""
    window = MainWindow(data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    rows = window.first_screen_rows()
    assert 1 < rows < TAIL
    first = read_first_screen(db_url, None, tail=rows)
    with qtbot.waitSignal(window.sig_content_shown, timeout=5000):
        window.show_first_screen(first, "Built-in offline assistant")
    page = window.chat_page
    # Of those read, only the newest that fill the list are laid out and shown.
    shown = _texts(window)
    assert 1 < len(shown) <= rows
    assert shown == [f"Message {i}" for i in range(150 - len(shown), 150)]
    assert page.view.verticalScrollBar().maximum() > 0 and page.scroll.at_end()
    window.attach(core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir)
    # At least one page read ahead: with a smaller font (an earlier test's, in the same process)
    # the view is still near the top after it and reads a second one, so the count may pass it.
    qtbot.waitUntil(lambda: page.model.rowCount() >= len(shown) + EARLIER_PAGE)
    assert page.scroll.at_end() and _texts(window)[-1] == "Message 149"
    window.resize(1280, 1600)
    assert window.first_screen_rows() > rows


def test_the_first_screen_is_laid_out_before_it_is_painted(qtbot, core, session, propose, db_url):
    """What the first screen changes (the Memory count on the nav bar) is laid out before the
    window paints it: else Qt paints the window, lays the nav bar out, and paints it again
    (~6 ms more before the first screen)."""
    propose()
    window = MainWindow(data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    button = window.nav_bar.memory_button
    before = button.width()
    window.show_first_screen(
        read_first_screen(db_url, None, tail=TAIL), "Built-in offline assistant"
    )
    assert button.text().endswith("1")
    assert button.width() == button.sizeHint().width() != before
