"""Issue 13 in the main window: the Chat / Memory / Directory switch always in view with the
number of waiting suggestions, Esc and Back to the chat, a chosen Session shows its chat; and
defects 1 (the Review link's card scrolled to, focused, highlighted), 2, 4 and 7."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere
from memory_helpers import plain
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from app.bootstrap import make_runner
from app.domain.model import Scope, Status
from app.ui.main_window import MainWindow
from app.ui.widgets.nav_bar import CHAT, DIRECTORY, MEMORY


@pytest.fixture
def window(qtbot, core, session):
    w = MainWindow(core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.select_session(session.id)
    yield w
    w.close()


@pytest.fixture
def five(core, session, user_msg):
    """Five suggestions in the Space, each from its own message."""
    out = []
    for i in range(5):
        mid = user_msg(f"From now on, rule number {i} for every task.")
        out.append(
            (
                told_elsewhere(
                    core,
                    core.proposals.propose_rule(
                        session.id,
                        kind="constraint",
                        scope="space",
                        content=f"Rule number {i} for every task",
                        reason="asked",
                        source_event_ids=[mid],
                    ),
                ).entry,
                mid,
            )
        )
    return out


def test_the_switch_is_always_in_view_and_counts_waiting_suggestions(
    qtbot, window, core, session, propose
):
    """Chat | Memory · 2 | Directory at the top of every page; clicking switches pages."""
    nav = window.nav_bar
    propose("Write tests first")
    propose("Use short commit subjects")
    qtbot.waitUntil(lambda: nav.memory_button.text() == "Memory · 2")
    for target, page in (
        (nav.memory_button, window.memory_page),
        (nav.directory_button, window.directory_page),
        (nav.chat_button, window.chat_page),
    ):
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
        assert window.pages.currentWidget() is page and nav.isVisible() and target.isChecked()
    window.show_memory()
    assert nav.current() == MEMORY
    window.memory_page.suggestion_cards()[0].accept_button.click()
    qtbot.waitUntil(lambda: nav.memory_button.text() == "Memory · 1")
    window.show_directory()
    assert nav.current() == DIRECTORY


def test_esc_and_back_return_to_the_chat(qtbot, window, propose):
    """Esc on the Memory page or the directory, Alt+Left (Back) or the mouse's back button: the chat."""
    propose()
    window.show_memory()
    card = window.memory_page.suggestion_cards()[0]
    qtbot.keyClick(card, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.chat_page and window.nav_bar.current() == CHAT
    window.show_directory()
    qtbot.keyClick(window.directory_page.table, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.chat_page
    window.show_memory()
    window.menus.act_back.trigger()
    assert window.pages.currentWidget() is window.chat_page
    window.show_memory()
    pos = QPoint(window.width() // 2, window.height() // 2)
    event = QMouseEvent(
        QMouseEvent.Type.MouseButtonRelease,
        pos,
        window.mapToGlobal(pos),
        Qt.MouseButton.BackButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, event)
    assert window.pages.currentWidget() is window.chat_page


def test_esc_in_an_editor_cancels_the_edit_and_stays(qtbot, window, propose):
    """Esc while editing a suggestion closes the editor; only the next Esc leaves the page."""
    propose()
    window.show_memory()
    card = window.memory_page.suggestion_cards()[0]
    qtbot.keyClick(card, Qt.Key.Key_E)
    qtbot.keyClick(card.editor, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.memory_page and not card.is_editing()


def test_defect_2_choosing_a_session_shows_its_chat(qtbot, window, core, session):
    """From the Memory page, a click on another Session, or on the same one, shows the chat."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Hotfix"))
    window.sidebar.reload()
    window.show_memory()
    view = window.sidebar.tree
    rect = view.visualRect(window.sidebar.model.session_index(other.id))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.current.id == other.id
    assert window.pages.currentWidget() is window.chat_page
    window.show_memory()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages.currentWidget() is window.chat_page
    window.show_memory()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the keyboard way: the Session above
    assert window.current.id == session.id
    assert window.pages.currentWidget() is window.chat_page


def test_defect_1_the_review_link_scrolls_to_focuses_and_highlights_its_card(
    qtbot, window, session, five
):
    """With five suggestions on a short window, Review on the last one's message shows its card
    in view, with the keyboard, highlighted; A then accepts that one."""
    window.resize(1000, 600)
    last, mid = five[-1]
    window.chat_page.sig_review_requested.emit(mid)
    page = window.memory_page
    card = next(c for c in page.suggestion_cards() if c.entry.id == last.id)
    qtbot.waitUntil(lambda: card.hasFocus() and card.highlighted)
    viewport = page.suggested.scroll.viewport()
    qtbot.waitUntil(lambda: viewport.rect().contains(card.mapTo(viewport, card.rect().center())))
    assert card.visibleRegion().boundingRect().height() > card.height() // 2
    qtbot.keyClick(card, Qt.Key.Key_A)
    assert window._services.memory.get(last.id).status is Status.ACTIVE


def test_defect_1_a_saved_entry_is_revealed_in_its_row(qtbot, window, core, session):
    """Opening the Memory page on a saved entry selects, shows and focuses its row."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    entries = [
        told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content=f"Fact number {i}"))
        for i in range(40)
    ]
    target = entries[0]  # the oldest: at the bottom of "newest first"
    window.show_memory(ref, session.id, entry_id=target.id)
    page = window.memory_page
    assert page.selected_saved().id == target.id and page.entries.view.hasFocus()
    view = page.entries.view
    index = view.currentIndex()
    qtbot.waitUntil(lambda: view.viewport().rect().intersects(view.visualRect(index)))


def test_defect_4_the_directory_leaves_the_sidebar_alone_and_a_deleted_session_keeps_its_space(
    qtbot, window, core, session
):
    """Opening a Session's Memory from the directory keeps the sidebar's Session; deleting that
    Session leaves the Space and Personal buttons working, and the page says what happened."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Hotfix"))
    ref = core.memory.scope_ref(other.id, Scope.SESSION)
    told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Hotfix goes out tonight")
    )
    window.sidebar.reload()
    window.show_directory()
    directory = window.directory_page
    row = directory.model.row_of(ref)
    directory.open_row(row)
    assert window.current.id == session.id
    page = window.memory_page
    assert page.scope() == ref and page.session_id() == other.id
    told_elsewhere(core, core.chat.delete_session(other.id))
    header = page.header
    qtbot.waitUntil(
        lambda: (
            plain(header.title_label.text()) == "This Session was deleted, and its Memory with it."
        )
    )
    assert header.space_button.isEnabled() and header.personal_button.isEnabled()
    assert not header.session_button.isEnabled()
    assert not header.meter.isVisible() and not header.count_label.isVisible()
    qtbot.mouseClick(header.space_button, Qt.MouseButton.LeftButton)
    assert plain(header.title_label.text()) == "Remembered for this Space · “Release work”"
    assert header.room_label.text().endswith("2,500 characters")


def test_defect_7_ctrl_m_gives_the_first_waiting_card_the_keyboard(qtbot, window, core, propose):
    """Ctrl+M with suggestions waiting: the first card has the focus, and A accepts it at once."""
    entry, _ = propose()
    window.chat_page.composer.setFocus()
    qtbot.keyClick(window.chat_page.composer, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    page = window.memory_page
    assert window.pages.currentWidget() is page
    card = page.suggestion_cards()[0]
    assert card.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A)
    assert core.memory.get(entry.id).status is Status.ACTIVE


def test_defect_6_the_chat_title_is_placed_by_its_own_direction(qtbot, window, core, session):
    """An English Session title in an Arabic window reads left to right (an isolate around it)
    and stays on the window's leading edge, away from the model's name (issue 24, item 6: it
    used to be laid out left to right, jammed against the model label)."""
    window.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # as an Arabic window is
    try:
        for title in ("Sprint 14 planning", "تخطيط السباق"):
            window.chat_page.header.set_title(title, "Model: llama3")
            label = window.chat_page.header.title_label
            assert label.text() == f"\u2068{title}\u2069"
            assert label.layoutDirection() == Qt.LayoutDirection.RightToLeft
            assert window.chat_page.header.title() == title
    finally:
        window.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_esc_in_the_search_clears_it_first(qtbot, window, core, session):
    """Esc in a filled search field clears the search; the next Esc goes back to the chat."""
    window.show_memory()
    search = window.memory_page.entries.search_edit
    search.setFocus()
    qtbot.keyClicks(search, "deploy")
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    assert search.text() == "" and window.pages.currentWidget() is window.memory_page
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.chat_page
