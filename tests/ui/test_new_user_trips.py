"""What a new user trips on (issue 35, Deliver 5), each as the window shows it: the Review link
under a message through later turns, right-to-left headers and lines, drop-down lists that show
every choice, a temporary Session's empty state and its "Remember …", the status line of
another Session."""

from __future__ import annotations

import pytest
from chat_helpers import open_window, rows
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt

from app.ui.models.messages import MessageRole

FROM_NOW_ON = "From now on, create a branch for every task."


@pytest.fixture
def window(qtbot, core, session):
    w = open_window(qtbot, core)
    qtbot.waitExposed(w)
    w.select_session(session.id)
    yield w
    w.close()


def _row(page, message_id: int):
    index = page.model.index(page.model.row_of(message_id))
    return index, page.view.visualRect(index)


def test_the_review_link_stays_under_its_message_and_never_over_the_next(
    qtbot, window, core, session
):
    """A message shown before its suggestion existed gets "Suggested rule · Review"; a later
    turn's news makes the chat read the Session anew: the link is still there, and the row is
    as tall as what it draws (the next message starts below it, not under the link)."""
    page = window.chat_page
    mid = told_elsewhere(
        core, core.chat.add_message(session.id, source="user", text=FROM_NOW_ON)
    ).message.id
    after = told_elsewhere(
        core, core.chat.add_message(session.id, source="agent", text="Noted, thanks.")
    ).message.id
    window.chat.reading.show_session()
    assert "Suggested rule" not in rows(window)[0][1]
    told_elsewhere(
        core,
        core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="space",
            content="Create a branch for every task",
            reason="asked",
            source_event_ids=[mid],
        ),
    )
    qtbot.waitUntil(lambda: "Suggested rule · Review" in rows(window)[0][1], timeout=5000)
    for _turn in range(2):  # a later turn: the Session read anew (its news carry no message)
        window.chat.reading.show_session()
        qtbot.wait(20)
        assert rows(window)[0] == ("user", FROM_NOW_ON + "\nSuggested rule · Review")
        index, rect = _row(page, mid)
        wanted = page.delegate.sizeHint(page.row_option(index), index).height()
        assert rect.height() == wanted
        doc = page.delegate.document(page.row_option(index), index)
        body = page.delegate.body_origin(page.row_option(index)).y()
        assert body + doc.size().height() <= rect.bottom() + 1
        _next, next_rect = _row(page, after)
        assert next_rect.top() > rect.bottom()
        assert index.data(MessageRole).id == mid


def _ink_columns(widget) -> tuple[int, int]:
    """The first and last column a widget draws dark ink in (its text), from a grab."""
    image = widget.grab().toImage()
    columns = [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y).lightness() < 110 for y in range(image.height()))
    ]
    assert columns, "nothing drawn"
    return columns[0], columns[-1]


def test_right_to_left_the_title_stands_right_and_the_card_arrows_turn(
    qtbot, window, core, session
):
    """Switched to Arabic while open: the English chat title stands on the right (the leading
    edge), away from the model's name on the left; the card's "↳" turns into "↲"; the card's
    English rule keeps its order on the card's leading edge, as an Arabic one."""
    mid = told_elsewhere(
        core, core.chat.add_message(session.id, source="user", text=FROM_NOW_ON)
    ).message.id
    for content in ("Create a branch for every task", "أنشئ فرعًا لكل مهمة"):
        told_elsewhere(
            core,
            core.proposals.propose_rule(
                session.id,
                kind="constraint",
                scope="space",
                content=content,
                reason="asked",
                source_event_ids=[mid],
            ),
        )
    window.show_memory()
    cards = {c.entry.content: c for c in window.memory_page.suggestion_cards()}
    assert cards["Create a branch for every task"].arrow_label.text() == "↳"
    window.show_chat()
    window.apply_language("ar")
    try:
        qtbot.wait(50)
        page = window.chat_page
        title = page.header.title_label
        left, _right = _ink_columns(title)
        assert left > title.width() / 2, "the title stands on the right in an Arabic window"
        provider_x = page.header.provider_label.mapTo(
            page, page.header.provider_label.rect().topLeft()
        ).x()
        assert provider_x < title.mapTo(page, title.rect().topLeft()).x()
        window.show_memory()
        cards = {c.entry.content: c for c in window.memory_page.suggestion_cards()}
        latin, arabic = cards["Create a branch for every task"], cards["أنشئ فرعًا لكل مهمة"]
        assert latin.arrow_label.text() == "↲" and arabic.arrow_label.text() == "↲"
        assert latin.content_label.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert arabic.content_label.layoutDirection() == Qt.LayoutDirection.RightToLeft
        # Both on the card's leading edge, the right, as the card's other lines (the trip was
        # the English rule alone on the left of an Arabic card).
        l_left, l_right = _ink_columns(latin.content_label)
        _l, a_right = _ink_columns(arabic.content_label)
        assert l_left > latin.content_label.width() / 4
        assert l_right > latin.content_label.width() * 3 / 4
        assert a_right > arabic.content_label.width() * 3 / 4
    finally:
        window.apply_language("en")


def test_right_to_left_a_saved_english_rule_stands_on_the_right_of_its_row(
    qtbot, window, core, ref
):
    """The Saved list in Arabic: an English rule's words stand on the row's leading edge (the
    right), above its meta line, not alone on the left; an English window keeps it left."""
    told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content="Use tabs"))
    window.show_memory()
    window.memory_page.show_scope(ref)
    view = window.memory_page.entries.view
    qtbot.waitUntil(lambda: view.model().rowCount() == 1, timeout=5000)

    def content_ink() -> tuple[int, int]:
        rect = view.visualRect(view.model().index(0, 0))
        band = view.viewport().grab(rect.adjusted(0, 0, 0, -rect.height() // 2)).toImage()
        xs = [
            x
            for x in range(band.width())
            if any(band.pixelColor(x, y).lightness() < 110 for y in range(band.height()))
        ]
        assert xs, "nothing drawn"
        return xs[0], xs[-1], band.width()

    left, _right, width = content_ink()
    assert left < width / 4
    window.apply_language("ar")
    try:
        qtbot.wait(50)
        left, right, width = content_ink()
        assert left > width / 2 and right > width * 3 / 4
    finally:
        window.apply_language("en")


@pytest.fixture
def styled(qapp, window):
    """The application as the app styles it at start (app/startup.py): the window's frame
    first, then Fusion and its palette, then the style sheet."""
    from app.ui.qt import theming

    theming.install(qapp, sheet=False)
    theming.apply_sheet(qapp)
    yield
    theming.uninstall(qapp)


def _open_list_shows_every_row(qtbot, combo) -> list[str]:
    """Open a drop-down list as a click does; the rows shown whole without scrolling."""
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(lambda: view.isVisible(), timeout=2000)
    qtbot.wait(150)  # the list is styled and fitted after it shows (zero timers)
    assert view.verticalScrollBar().maximum() == 0, "a choice must be scrolled to"
    shown = []
    for row in range(combo.count()):
        rect = view.visualRect(combo.model().index(row, 0))
        assert rect.top() >= 0 and rect.bottom() < view.viewport().height(), combo.itemText(row)
        shown.append(combo.itemText(row))
    combo.hidePopup()
    return shown


def test_drop_down_lists_show_every_choice(qtbot, window, styled, core, session):
    """ "Save to" shows Session, Space and Personal, and the language list every language down
    to العربية, none cut at the bottom of the list."""
    from app.ui.dialogs.settings import SettingsDialog

    mid = told_elsewhere(
        core, core.chat.add_message(session.id, source="user", text=FROM_NOW_ON)
    ).message.id
    told_elsewhere(
        core,
        core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="space",
            content="Create a branch for every task",
            reason="asked",
            source_event_ids=[mid],
        ),
    )
    window.show_memory()
    (card,) = window.memory_page.suggestion_cards()
    assert _open_list_shows_every_row(qtbot, card.target_combo) == ["Session", "Space", "Personal"]
    dialog = SettingsDialog(core, core.data_dir, session.id, window)
    qtbot.addWidget(dialog)
    dialog.show()
    shown = _open_list_shows_every_row(qtbot, dialog.general_tab.language_combo)
    assert shown[-1] == "العربية" and len(shown) == 12
    dialog.close()


def test_a_list_made_after_the_style_sheet_shows_every_row(qtbot, styled):
    """A drop-down list made once the style sheet is in (as the Memory page's cards and the
    Settings dialog are) shows its last choice without scrolling: Qt's own list came out a
    row short there."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from app.ui.widgets.combo_box import ComboBox

    box = QWidget()
    qtbot.addWidget(box)
    combo = ComboBox()
    combo.addItems(["Session", "Space", "Personal"])
    QVBoxLayout(box).addWidget(combo)
    box.show()
    qtbot.waitExposed(box)
    assert _open_list_shows_every_row(qtbot, combo) == ["Session", "Space", "Personal"]


def test_a_temporary_session_does_not_invite_remember_and_says_it_was_not_saved(
    qtbot, window, core, session
):
    """An empty temporary Session says nothing is remembered there (no "Remember …" offered);
    a "Remember …" sent there gets a line saying it was not saved, and why; a Session of
    one's own still offers it."""
    from chat_helpers import send, shown

    page = window.chat_page
    own = told_elsewhere(core, core.chat.create_session(session.space_id, title="Fresh"))
    window.select_session(own.id)
    shown(qtbot, window)
    assert "Remember" in page.view.empty_state.text()
    temporary = told_elsewhere(core, core.chat.create_session(session.space_id, temporary=True))
    window.select_session(temporary.id)
    shown(qtbot, window)
    said = page.view.empty_state.text()
    assert page.view.empty_state.isVisible() and "Remember" not in said
    assert "temporary" in said and "nothing said here is remembered" in said
    send(qtbot, window, "Remember that the staging server is called bluebird.")
    source, shown = rows(window)[0]
    assert (source, shown.replace("\u2068", "").replace("\u2069", "")) == (
        "user",
        "Remember that the staging server is called bluebird.\n"
        "Not saved to Memory: “The staging server is called bluebird.” (this is a temporary "
        "Session, where Memory is not used or changed)",
    )
    assert (
        core.memory.list_entries(
            core.memory.scope_ref(temporary.id, "session"), statuses=["active", "suggested"]
        )
        == []
    )
    window.select_session(own.id)
    assert "Remember" in page.view.empty_state.text()


def test_the_stopped_line_goes_with_its_session(qtbot, window, core, session):
    """ "Stopped. …" under a cancelled reply is not said in the next Session opened; the line
    is gone."""
    page = window.chat_page
    page.set_busy(False, "Stopped. What the agent had written is kept.")
    assert page.status_label.isVisible()
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Other"))
    window.select_session(other.id)
    assert not page.status_label.isVisible() and page.status_label.text() == ""
