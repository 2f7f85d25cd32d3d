"""Find anything (issue 35) in the window, as a user does it: Ctrl+F in a long Session (the words
marked, "n of m", Next and Previous reaching messages not loaded yet), Ctrl+Shift+F across all
conversations (a result opens its Session at that message, highlighted), Ctrl+Home reaching
the very first message of a long Session, and the older stretch loading as the user scrolls
down."""

from __future__ import annotations

import pytest
from chat_helpers import open_window
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QTextCharFormat
from PySide6.QtTest import QTest

from app.ui import style
from app.ui.models.message_hits import WhereRole
from app.ui.models.messages import HighlightRole, MessageRole

LONG = 120  # messages: several pages of the chat (it opens on its newest 20)


@pytest.fixture
def long_session(core, session):
    """A Session of LONG messages; "kumquat" in the 3rd, the 60th and the 118th; a Chinese
    message in the 5th."""
    ids = []
    for i in range(LONG):
        if i in (2, 59, 117):
            text = f"Message {i}: the kumquat plan"
        elif i == 4:
            text = "我们决定使用数据库迁移"
        else:
            text = f"Message {i}: nothing to see"
        source = "user" if i % 2 == 0 else "agent"
        ids.append(
            told_elsewhere(
                core, core.chat.add_message(session.id, source=source, text=text)
            ).message.id
        )
    return ids


@pytest.fixture
def window(qtbot, core, session, long_session):
    w = open_window(qtbot, core)
    qtbot.waitExposed(w)
    w.select_session(session.id)
    yield w
    w.close()


def _marked(page, message_id: int) -> list[str]:
    """The words a row draws on the `found` ground."""
    row = page.model.row_of(message_id)
    index = page.model.index(row)
    doc = page.delegate.document(page.row_option(index), index)
    found = style.color("found")
    marked = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt: QTextCharFormat = fragment.charFormat()
            if fmt.background().color() == found and fmt.background().style() != Qt.NoBrush:
                marked.append(fragment.text())
            it += 1
        block = block.next()
    return marked


def _highlighted(page) -> int | None:
    for row in range(page.model.rowCount()):
        index = page.model.index(row)
        if index.data(HighlightRole):
            return index.data(MessageRole).id
    return None


def test_ctrl_f_finds_marks_counts_and_reaches_messages_not_loaded(qtbot, window, long_session):
    """Ctrl+F, "kumquat": "3 of 3" on the newest match, marked and highlighted; Shift+Enter
    goes up to the 60th and the 3rd message (not loaded: the Session opens around them);
    Enter after the last goes round to the first; Esc closes and takes the marks away."""
    page = window.chat_page
    assert page.model.row_of(long_session[2]) < 0  # only the newest messages are loaded
    QTest.keySequence(window, QKeySequence.StandardKey.Find)
    bar = window.chat.find.bar
    assert bar.isVisible() and bar.field.hasFocus()
    QTest.keyClicks(bar.field, "KUMQUAT")
    qtbot.waitUntil(lambda: bar.said() == "3 of 3", timeout=5000)
    assert _highlighted(page) == long_session[117]
    assert _marked(page, long_session[117]) == ["kumquat"]
    assert _marked(page, long_session[116]) == []
    QTest.keyClick(bar.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.said() == "2 of 3" and _highlighted(page) == long_session[59]
    QTest.keyClick(bar.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.said() == "1 of 3" and _highlighted(page) == long_session[2]
    assert _marked(page, long_session[2]) == ["kumquat"]
    QTest.keyClick(bar.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.said() == "3 of 3" and _highlighted(page) == long_session[117]
    QTest.keyClick(bar.field, Qt.Key.Key_Return)
    assert bar.said() == "1 of 3" and _highlighted(page) == long_session[2]
    QTest.keyClick(bar.field, Qt.Key.Key_Escape)
    assert not bar.isVisible()
    assert _marked(page, long_session[2]) == [] and _highlighted(page) is None


def test_find_says_no_matches_and_finds_chinese(qtbot, window, long_session):
    """Words nowhere in the Session: "No matches"; Chinese words without spaces are found."""
    page = window.chat_page
    window.chat.find.open()
    bar = window.chat.find.bar
    QTest.keyClicks(bar.field, "persimmon")
    qtbot.waitUntil(lambda: bar.said() == "No matches", timeout=5000)
    bar.field.clear()
    bar.field.setText("数据库")  # typed through an input method: keyClicks has no CJK keys
    qtbot.waitUntil(lambda: bar.said() == "1 of 1", timeout=5000)
    assert _marked(page, long_session[4]) == ["数据库"]


def test_ctrl_shift_f_opens_a_result_in_its_session_highlighted(
    qtbot, window, core, session, long_session
):
    """Ctrl+Shift+F, "kumquat plan", from another Session: three results, newest first, with
    where each is; Enter on the oldest opens its Session at that message (not loaded before),
    highlighted, its words marked, and Find says which match it is."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Elsewhere"))
    window.select_session(other.id)
    QTest.keySequence(window, QKeySequence("Ctrl+Shift+F"))
    search = window.pages.search_page
    assert window.pages.currentWidget() is search and search.field.hasFocus()
    QTest.keyClicks(search.field, "kumquat plan")
    qtbot.waitUntil(lambda: search.model.rowCount() == 3, timeout=10000)
    assert search.said() == "3 messages found"
    hits = [search.model.hit(r) for r in range(3)]
    assert [h.message_id for h in hits] == [long_session[i] for i in (117, 59, 2)]
    where = search.model.index(2).data(WhereRole).replace("\u2068", "").replace("\u2069", "")
    assert where.startswith("Release work › Sprint · You · ")
    QTest.keyClick(search.field, Qt.Key.Key_Down)
    for _ in range(2):
        QTest.keyClick(search.view, Qt.Key.Key_Down)
    QTest.keyClick(search.view, Qt.Key.Key_Return)
    page = window.chat_page
    assert window.pages.currentWidget() is page
    assert window.current.id == session.id
    assert _highlighted(page) == long_session[2]
    assert _marked(page, long_session[2]) == ["kumquat", "plan"]
    assert window.chat.find.bar.said() == "1 of 3"


def test_search_page_says_what_it_did_and_esc_goes_back(qtbot, window):
    """Nothing typed, nothing found, too long: the status line says so; Esc: the chat."""
    window.pages.show_search()
    search = window.pages.search_page
    assert search.said() == "Type words to find them in every conversation."
    QTest.keyClicks(search.field, "persimmon")
    qtbot.waitUntil(lambda: search.said() == "No message holds these words.", timeout=10000)
    search.field.setText("x" * 250)
    search.run()
    assert search.said() == "At most 200 characters can be searched for."
    QTest.keyClick(search.field, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.chat_page


def test_ctrl_home_reaches_the_very_first_message_and_ctrl_end_the_newest(
    qtbot, window, long_session
):
    """Ctrl+Home in a long Session shows its very first message (not the first of the page
    loaded); scrolling down loads the next messages; Ctrl+End shows the newest again."""
    page = window.chat_page
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert page.model.first_id() == long_session[0]
    assert page.view.currentIndex().data(MessageRole).id == long_session[0]
    assert page.view.verticalScrollBar().value() == 0
    assert page.model.has_later and page.model.row_of(long_session[-1]) < 0
    shown = page.model.rowCount()
    bar = page.view.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: page.model.rowCount() > shown, timeout=5000)
    QTest.keyClick(page.view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert page.model.last_id() == long_session[-1] and not page.model.has_later
    qtbot.waitUntil(page.scroll.at_end, timeout=5000)


def test_a_new_message_is_not_appended_below_an_older_stretch(
    qtbot, window, core, session, long_session
):
    """While the start of a long Session is shown, a message stored meanwhile is not put
    under it (the messages between would be missing): it is there once the newest are shown."""
    page = window.chat_page
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    last = page.model.last_id()
    new = told_elsewhere(
        core, core.chat.add_message(session.id, source="agent", text="arrived meanwhile")
    ).message.id
    window.chat.reading.show_new_messages()
    assert page.model.last_id() == last
    QTest.keyClick(page.view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert page.model.last_id() == new


def _shown(sidebar) -> dict[str, list[str]]:
    model = sidebar.model
    out = {}
    for row in range(model.rowCount()):
        space = model.index(row, 0)
        out[space.data()] = [model.index(r, 0, space).data() for r in range(model.rowCount(space))]
    return out


def test_the_sidebar_filter_keeps_matching_sessions_under_their_spaces(
    qtbot, window, core, session
):
    """Typing in the sidebar's filter keeps the Sessions whose title (or Space's name) holds
    every word, case left aside, their Spaces open; the current Session stays current; no
    match says so; Esc clears and every Space and Session is back."""
    other = told_elsewhere(core, core.chat.create_space("Client Kumquat"))
    told_elsewhere(core, core.chat.create_session(other.id, title="Invoices"))
    told_elsewhere(core, core.chat.create_session(session.space_id, title="Release notes"))
    window.sidebar.reload()
    sidebar = window.sidebar
    field = sidebar.filter_field
    QTest.keyClicks(field, "RELEASE no")
    assert _shown(sidebar) == {"Release work": ["Release notes"]}
    assert sidebar.tree.isExpanded(sidebar.model.space_index(session.space_id))
    assert window.current.id == session.id  # "Sprint" is hidden, not left
    field.clear()
    QTest.keyClicks(field, "kumquat")
    assert _shown(sidebar) == {"Client Kumquat": ["Invoices"]}
    QTest.keyClicks(field, " zzz")
    assert _shown(sidebar) == {} and sidebar.no_match.isVisible()
    assert sidebar.no_spaces is None or not sidebar.no_spaces.isVisible()
    QTest.keyClick(field, Qt.Key.Key_Escape)
    assert field.text() == "" and not sidebar.no_match.isVisible()
    assert _shown(sidebar) == {
        "Release work": ["Sprint", "Release notes"],
        "Client Kumquat": ["Invoices"],
    }
