"""How the window is laid out on the real start path (the frame first, the pages attached
after): nothing squeezed, the counts of waiting suggestions in the sidebar, the empty states."""

from elsewhere import told_elsewhere
from PySide6.QtCore import Qt

from app.bootstrap import ensure_welcome, make_runner
from app.i18n import set_language
from app.ui.main_window import MainWindow
from app.ui.models.sidebar import WaitingRole
from app.ui.qt import theming


def _window(qtbot, core):
    window = MainWindow(data_dir=core.data_dir)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.attach(core, make_runner=lambda api_key=None: make_runner(core))
    return window


def test_the_entry_tabs_are_shown_whole_after_a_start_in_arabic(qapp, qtbot, core):
    """Tab texts set while the Memory page was hidden still get their full width once it shows."""
    theming.install(qapp)
    set_language("ar")
    try:
        ensure_welcome(core)
        window = _window(qtbot, core)
        window.show_memory()
        tabs = window.memory_page.entries.tabs
        qtbot.waitUntil(lambda: tabs.width() >= tabs.sizeHint().width())
        assert all(
            tabs.tabRect(i).width() >= tabs.fontMetrics().horizontalAdvance(tabs.tabText(i))
            for i in range(tabs.count())
            if tabs.isTabVisible(i)
        )
    finally:
        theming.uninstall(qapp)


def test_each_space_shows_how_many_suggestions_wait_in_it(qtbot, core, session, propose):
    """A Space's row carries the number of suggestions waiting in it and its Sessions, and
    follows a decision."""
    propose("Create a branch for every task", scope="space")
    entry, _mid = propose("Keep commit subjects short", scope="session")
    window = _window(qtbot, core)
    space = window.sidebar.model.index(0, 0)
    qtbot.waitUntil(lambda: space.data(WaitingRole) == 2)
    told_elsewhere(core, core.decisions.decide(entry.id, "dismiss", expected_version=entry.version))
    qtbot.waitUntil(lambda: window.sidebar.model.index(0, 0).data(WaitingRole) == 1)
    spoken = window.sidebar.model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Release work, 1 suggestion waits"


def test_no_space_yet_offers_one_sentence_and_one_action(qtbot, core):
    """With no Space, the sidebar says so in a sentence and offers New Space…; once one exists it goes."""
    window = _window(qtbot, core)
    assert window.sidebar.no_spaces is not None and window.sidebar.no_spaces.isVisible()
    assert window.sidebar.no_spaces.button.text() == "New Space…"
    told_elsewhere(core, core.chat.create_space("Release work"))
    qtbot.waitUntil(
        lambda: window.sidebar.tree.isVisible() and not window.sidebar.no_spaces.isVisible()
    )


def test_nothing_suggested_and_no_memory_yet_are_said(qtbot, core, session):
    """A scope with nothing waiting and nothing saved says both, each with its one action."""
    window = _window(qtbot, core)
    window.select_session(session.id)
    window.show_memory()
    page = window.memory_page
    qtbot.waitUntil(lambda: page.nothing_suggested.isVisible())
    assert page.nothing_suggested.button.text() == "Back to the chat"
    assert page.entries.view.empty_state.isVisible()
    page.nothing_suggested.button.click()
    assert window.pages.currentWidget() is window.chat_page


def test_the_directory_opens_on_its_first_row_right_to_left_too(
    qapp, qtbot, core, session, propose
):
    """In Arabic the directory selects its first row as in English, so Open (and Enter) work at once."""
    propose("Create a branch for every task", scope="space")
    set_language("ar")
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        window = _window(qtbot, core)
        window.show_directory()
        page = window.directory_page
        qtbot.waitUntil(lambda: page.table.currentIndex().isValid())
        assert page.open_button.isEnabled()
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
