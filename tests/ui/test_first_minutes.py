"""What a new user trips on in the first minutes (issue 24), each as the user meets it in the
real window: folded replies, Markdown, a lost first click, a cramped Suggested group, a stale
Memory count, Arabic, the zh_Hans word for the agent, a refused paste, long names, stock
dialogs, an unanswered message, and the smaller ones."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from elsewhere import told_elsewhere
from memory_helpers import RULE
from model_server import API_KEY, MODEL
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter, QTextCursor, QTextTable
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QStyleOptionViewItem, QToolTip

from app.agent.loop import AgentRunner
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import build_core, follow_changes, make_runner
from app.domain.memory.rules.limits import MESSAGE_MAX, NAME_MAX
from app.domain.model import MessageSource, Status
from app.i18n import set_language
from app.ui.main_window import MainWindow
from app.ui.models.entries import EntryRole
from app.ui.pages.memory.page import MemoryPage

REPO = Path(__file__).resolve().parents[2]
UNREACHABLE = "http://127.0.0.1:9/v1"


def _window(qtbot, core, runner=None):
    w = MainWindow(
        core,
        make_runner=runner or (lambda api_key=None: make_runner(core)),
        data_dir=core.data_dir,
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, core, session):
    w = _window(qtbot, core)
    w.current.set(session.id)
    yield w
    w.close()


def _model_runner(core, base_url):
    def runner(api_key=None):
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )
        return AgentRunner(core.chat, core.memory, core.proposals, core.tools, provider)

    return runner


def _row(window, message_id):
    page = window.chat_page
    return page.model.index(page.model.row_of(message_id))


def _rows(window) -> list[str]:
    page = window.chat_page
    return [page.row_text(page.model.index(r)) for r in range(page.model.rowCount())]


# ---------------------------------------------------------------- 1. replies are folded


def test_1_an_agent_reply_is_never_folded(qtbot, core, session, window):
    """The agent's reply is shown whole however long (folding is for pastes, SPEC §4)."""
    reply = "\n".join(
        [f"Step {i}: do the thing number {i}." for i in range(1, 20)]
        + ["```python", "print('done')", "```"]
    )
    added = told_elsewhere(core, core.chat.add_message(session.id, source="agent", text=reply))
    qtbot.waitUntil(lambda: window.chat_page.model.row_of(added.message.id) >= 0)
    shown = window.chat_page.row_text(_row(window, added.message.id))
    assert "Show all" not in shown
    assert "Step 19" in shown and "print('done')" in shown and "```" not in shown


def test_1_a_folded_paste_is_never_cut_inside_a_code_block(qtbot, core, session, window):
    """A long paste is folded, but between blocks: the fold does not end inside a code block."""
    paste = "\n".join(
        ["Here is the log:"]
        + [f"line {i}" for i in range(6)]
        + ["```"]
        + [f"code {i}" for i in range(30)]
        + ["```", "end"]
    )
    added = told_elsewhere(core, core.chat.add_message(session.id, source="user", text=paste))
    qtbot.waitUntil(lambda: window.chat_page.model.row_of(added.message.id) >= 0)
    shown = window.chat_page.row_text(_row(window, added.message.id))
    assert "Show all" in shown
    folded = shown.split("Show all")[0]
    assert folded.count("```") % 2 == 0 and "code 0" not in folded


# ---------------------------------------------------------------- 2. Markdown


def test_2_a_quote_stands_apart_and_a_tables_header_is_bold_and_aligned(
    qtbot, core, session, window
):
    """After a list, a quote has room above it; every header cell is bold and lined up with its
    column (Qt's reader left the first one regular and every header on the left)."""
    text = (
        "Plan:\n\n- one\n- two\n> a quote\n\n| Name | Role | Team |\n|---|:-:|--:|\n"
        "| Ann | dev | core |\n| Bo | ops | infra |\n"
    )
    added = told_elsewhere(core, core.chat.add_message(session.id, source="agent", text=text))
    qtbot.waitUntil(lambda: window.chat_page.model.row_of(added.message.id) >= 0)
    page = window.chat_page
    index = _row(window, added.message.id)
    doc = page.delegate.document(page.row_option(index), index)
    blocks = {}
    block = doc.begin()
    while block.isValid():
        blocks[block.text()] = block
        block = block.next()
    quote, bullet = blocks["a quote"].blockFormat(), blocks["two"].blockFormat()
    assert quote.topMargin() > bullet.topMargin() and quote.leftMargin() > 0
    [table] = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    for col in range(3):
        header, body = table.cellAt(0, col), table.cellAt(1, col)
        cursor = QTextCursor(doc)
        cursor.setPosition(header.lastCursorPosition().position())
        assert cursor.charFormat().fontWeight() >= 700, col
        assert (
            cursor.blockFormat().alignment() == body.lastCursorPosition().blockFormat().alignment()
        ), col


# ---------------------------------------------------------------- 3. the first click is lost


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(1000, 640)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def test_3_the_first_click_on_a_partly_scrolled_cards_button_counts(
    qtbot, core, session, propose, bridge, ref
):
    """A card's Accept half out of view takes its first click: pressing it does not scroll the
    card under the pointer, so the release lands on the button."""
    entries = [propose(f"Rule number {i} for the project")[0] for i in range(4)]
    for i in range(3):
        told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content=f"Saved fact {i}"))
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(900, 520)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    viewport = p.suggested.scroll.viewport()

    def half_hidden():
        return next(
            (
                c
                for c in p.suggestion_cards()
                if not viewport.rect().contains(
                    c.accept_button.mapTo(viewport, c.accept_button.rect().bottomRight())
                )
                and viewport.rect().contains(c.accept_button.mapTo(viewport, QPoint(4, 4)))
            ),
            None,
        )

    # A window height where one card's Accept is cut by the list's edge (the cards' height
    # depends on what each says, e.g. the line of what Mindkeep will check).
    for height in range(520, 760, 6):
        p.resize(900, height)
        QApplication.processEvents()
        card = half_hidden()
        if card is not None:
            break
    assert card is not None
    # The lowest point of the button still in view: where a user aims at a half-hidden button.
    button = card.accept_button
    bottom = button.mapFrom(viewport, QPoint(0, viewport.height() - 1)).y()
    at = button.mapTo(p, QPoint(button.width() // 2, min(button.height() - 1, bottom) - 1))
    target = card.entry.id
    QTest.mousePress(
        p.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )
    QTest.mouseRelease(
        p.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )
    qtbot.waitUntil(lambda: core.memory.get(target).status is Status.ACTIVE, timeout=2000)
    assert {e.id for e in entries} - {target} == {c.entry.id for c in p.suggestion_cards()}


# ---------------------------------------------------------------- 4. the Suggested group's room


def test_4_the_waiting_cards_get_the_room(qtbot, page, propose, ref, session):
    """With nothing saved yet, the empty Saved list keeps the room of its one line and the three
    waiting cards get the rest (they had ~1.3 cards' room beside half a page of empty list)."""
    for content in ("Write tests before code", "Use short commit subjects", RULE):
        propose(content)
    page.show_scope(ref, session.id)
    qtbot.waitUntil(lambda: len(page.suggestion_cards()) == 3)
    cards = page.suggestion_cards()
    qtbot.waitUntil(lambda: page.entries.height() <= 110)  # one line: "No Memory here yet"
    assert page.suggested.height() > 2.5 * cards[0].height()


# ---------------------------------------------------------------- 5. the Memory tab's count


def test_5_the_memory_tab_counts_what_another_program_wrote(qtbot, core, session, db_url):
    """Another program suggests a rule (its own connection): the "Memory · N" tab says so at
    once, not only once the page opens."""
    w = _window(qtbot, core)
    w.current.set(session.id)
    follow_changes(core)
    other = build_core(db_url)
    try:
        mid = other.chat.add_message(session.id, source="user", text="From now on, use tabs.").value
        told_elsewhere(
            other,
            other.proposals.propose_rule(
                session.id,
                kind="constraint",
                scope="session",
                content="Use tabs",
                reason="asked",
                source_event_ids=[mid.message.id],
            ),
        )
        qtbot.waitUntil(lambda: w.nav_bar.memory_button.text() == "Memory · 1", timeout=10000)
        assert w.pages.currentWidget() is w.chat_page
    finally:
        other.close()
        w.close()


# ---------------------------------------------------------------- 6. Arabic


def _paint_sidebar_row(window, index, width=240) -> QImage:
    """The sidebar's delegate painting one row, right to left, on white."""
    tree = window.sidebar.tree
    option = QStyleOptionViewItem()
    option.initFrom(tree)
    option.rect = QRect(0, 0, width, 34)
    option.font = tree.font()
    option.direction = Qt.LayoutDirection.RightToLeft
    image = QImage(width, 34, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    tree.itemDelegate().paint(painter, option, index)
    painter.end()
    return image


def _ink_columns(image: QImage) -> list[tuple[int, int, int]]:
    """(x, top ink row, bottom ink row) of every column with ink (not near white)."""
    found = []
    for x in range(image.width()):
        rows = [y for y in range(image.height()) if QColor(image.pixel(x, y)).lightness() < 200]
        if rows:
            found.append((x, min(rows), max(rows)))
    return found


def _runs(columns) -> list[tuple[int, int]]:
    """Runs of columns with ink, (first x, last x), left to right (gaps under 7 px joined)."""
    runs = []
    for x, _top, _bottom in columns:
        if runs and x - runs[-1][1] <= 6:
            runs[-1] = (runs[-1][0], x)
        else:
            runs.append((x, x))
    return runs


@pytest.fixture
def arabic(qtbot):
    set_language("ar")
    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    yield
    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    set_language("en")


def test_6_an_elided_latin_name_ends_in_its_ellipsis_beside_its_icon(qtbot, core, window, arabic):
    """In an Arabic window a long English Space name sits beside its folder icon (on the right)
    and is cut at its own end: "Release planning for…", not "…Release planning"."""
    space = told_elsewhere(
        core, core.chat.create_space("Release planning for the autumn launch of the mobile app")
    )
    window.sidebar.reload()
    index = window.sidebar.model.space_index(space.id)
    columns = _ink_columns(_paint_sidebar_row(window, index))
    runs = _runs(columns)
    icon, text = runs[-1], runs[-2]  # right to left: the icon is the rightmost ink
    assert icon[0] - text[1] <= 16  # the name next to its icon, not at the far edge
    by_x = {x: (top, bottom) for x, top, bottom in columns}
    tallest = max(bottom - top for top, bottom in by_x.values())
    left = [by_x[x] for x in range(text[0], text[0] + 5) if x in by_x]
    right = [by_x[x] for x in range(text[1] - 4, text[1] + 1) if x in by_x]
    # The name's first letter (tall) on the left, the ellipsis' dots (low) on the right.
    assert max(b - t for t, b in left) >= tallest * 0.6
    assert max(b - t for t, b in right) <= tallest * 0.35


def test_6_arabic_typed_in_an_english_window_lines_up_on_the_right(qtbot, window):
    """The composer follows the direction of what is typed in it."""
    composer = window.chat_page.composer
    composer.setFocus()
    composer.insertPlainText("مرحبا بالعالم")  # as an input method types it (QTest cannot)
    assert composer.layoutDirection() == Qt.LayoutDirection.RightToLeft
    composer.clear()
    qtbot.keyClicks(composer, "Hello")
    assert composer.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_6_the_offline_assistants_reason_is_said_in_the_window_language(
    qtbot, core, session, window
):
    """The reason on a card the offline assistant suggested follows the language, also after a
    switch (it was stored, and shown, in English)."""
    window.chat_page.composer.setPlainText("From now on, create a branch for every task.")
    qtbot.mouseClick(window.chat_page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.chat_page.send_button.isEnabled(), timeout=20000)
    window.show_memory()
    [card] = window.memory_page.suggestion_cards()
    english = card.reason_label.text()
    assert "You stated this as a rule" in english
    window.apply_language("zh_Hans")
    try:
        window.memory_page.refresh()
        assert "You stated" not in card.reason_label.text()
        assert "规则" in card.reason_label.text()
    finally:
        window.apply_language("en")


# ---------------------------------------------------------------- 7. zh_Hans


def test_7_zh_hans_calls_the_agent_as_the_chat_does(qtbot, core, session, window, propose):
    """The Memory page and the nav bar say 智能体 (the glossary's zh_Hans word), not 代理."""
    propose(RULE)
    window.apply_language("zh_Hans")
    try:
        window.show_memory()
        shown = [
            window.memory_page.suggested.hint_label.text(),
            window.nav_bar.memory_button.toolTip(),
        ]
        window.show_chat()
        window.nav_bar.set_waiting(0)
        shown.append(window.nav_bar.memory_button.toolTip())
        assert all("代理" not in s for s in shown), shown
        assert "智能体" in shown[0] and "智能体" in shown[2], shown
    finally:
        window.apply_language("en")
    po = (REPO / "locales/zh_Hans/LC_MESSAGES/mindkeep.po").read_text(encoding="utf-8")
    assert "代理" not in po


# ---------------------------------------------------------------- 8. a refused paste


def test_8_a_refused_pastes_notice_goes_with_its_text(qtbot, core, session, window):
    """Over the limit, the text stays and a notice says why; emptying the composer takes the
    notice away (it stood under an empty composer)."""
    page = window.chat_page
    page.composer.setPlainText("x" * (MESSAGE_MAX + 1))
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    assert page.notice.text().startswith("This message is too long to send")
    assert page.notice.error and len(page.composer.toPlainText()) == MESSAGE_MAX + 1
    page.composer.clear()
    assert page.notice.text() == ""
    assert core.chat.messages(session.id) == []


# ---------------------------------------------------------------- 9. long names


def test_9_a_name_stops_at_its_limit_while_typing_and_is_kept(qtbot, core, session, window):
    """Typing 219 characters into a new Space's name stops at 200 and says so; Enter keeps the
    name (no refusal that throws it away)."""
    qtbot.mouseClick(window.sidebar.new_space_button, Qt.MouseButton.LeftButton)
    editor = window.sidebar.tree.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "n" * 219)
    assert len(editor.text()) == NAME_MAX
    assert editor.toolTip() == f"A name has at most {NAME_MAX} characters."
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(s.name == "n" * NAME_MAX for s in core.chat.list_spaces()))
    assert window.notice.text() == ""


def test_9_a_name_cut_short_in_the_sidebar_shows_whole_in_a_tooltip(qtbot, core, window):
    """A long name elided in the sidebar has the whole name as its tooltip; a short one none."""
    long = told_elsewhere(
        core, core.chat.create_space("A very long Space name that the sidebar cannot show whole")
    )
    window.sidebar.reload()
    tree, delegate = window.sidebar.tree, window.sidebar.tree.itemDelegate()

    def option_of(index):
        option = QStyleOptionViewItem()
        option.initFrom(tree)
        option.rect = tree.visualRect(index)
        option.font = tree.font()
        return option

    long_index = window.sidebar.model.space_index(long.id)
    short_index = window.sidebar.model.index(0, 0)  # "Work"
    assert delegate.tooltip_for(option_of(long_index), long_index) == long.name
    assert delegate.tooltip_for(option_of(short_index), short_index) == ""
    rect = tree.visualRect(long_index)
    event = QHelpEvent(
        QHelpEvent.Type.ToolTip, rect.center(), tree.viewport().mapToGlobal(rect.center())
    )
    delegate.helpEvent(event, tree, option_of(long_index), long_index)
    assert QToolTip.isVisible() and QToolTip.text() == long.name


# ---------------------------------------------------------------- 10. stock dialogs


def test_10_a_new_space_is_named_in_place_and_refusals_use_the_notice(
    qtbot, core, session, window, db_url
):
    """New Space opens its name in place (no input dialog); a refused rename is said on the
    window's notice line (no message box), and the delete question too."""
    qtbot.mouseClick(window.sidebar.new_space_button, Qt.MouseButton.LeftButton)
    editor = window.sidebar.tree.focusWidget()
    qtbot.keyClicks(editor, "Client A")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(s.name == "Client A" for s in core.chat.list_spaces()))
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    client = next(s for s in core.chat.list_spaces() if s.name == "Client A")
    other = build_core(db_url)  # another program deletes it meanwhile
    other.chat.delete_space(client.id)
    other.close()
    window.sidebar.on_model_rename_requested(client, "Client B")
    assert window.notice.isVisible() and window.notice.error
    assert "no longer exists" in window.notice.text() or "did not work" in window.notice.text()
    assert not any(isinstance(w, QMessageBox) for w in QApplication.topLevelWidgets())
    window.sidebar.delete_item(window.sidebar.model.session_index(session.id))
    assert window.notice.text().startswith("Delete the Session “Sprint”")
    assert window.notice.buttons[1].hasFocus()  # Cancel
    qtbot.mouseClick(window.notice.buttons[0], Qt.MouseButton.LeftButton)
    assert core.chat.list_sessions(session.space_id) == []


# ---------------------------------------------------------------- 11. an unanswered message


def test_11_an_unanswered_message_is_marked_and_retry_answers_it(
    qtbot, core, session, model_server
):
    """The model unreachable: the message is kept, marked "Not answered … · Retry"; once the
    model answers, Retry answers that same message (no second copy of it)."""
    url = {"value": UNREACHABLE}
    w = _window(qtbot, core, lambda api_key=None: _model_runner(core, url["value"])())
    try:
        w.current.set(session.id)
        page = w.chat_page
        page.composer.setPlainText("Is anyone there?")
        qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=20000)
        [kept] = core.chat.messages(session.id)
        assert kept.meta["unanswered"] == "model_unreachable"
        qtbot.waitUntil(lambda: "Retry" in _rows(w)[0])
        assert "Not answered: the model could not be reached." in _rows(w)[0]
        url["value"] = model_server.base_url
        model_server.push_text("Yes, here.")
        page.links.activate(kept.id, f"mk:retry:{kept.id}")
        qtbot.waitUntil(lambda: len(core.chat.messages(session.id)) == 2, timeout=20000)
        user, reply = core.chat.messages(session.id)
        assert (user.id, user.source, reply.source, reply.text) == (
            kept.id,
            MessageSource.USER,
            MessageSource.AGENT,
            "Yes, here.",
        )
        assert "unanswered" not in (user.meta or {})
        qtbot.waitUntil(lambda: "Retry" not in _rows(w)[0])
    finally:
        w.close()


# ---------------------------------------------------------------- 12. the smaller ones


def test_12_an_empty_chat_says_what_to_do_without_a_scroll_bar(qtbot, core, session, window):
    """A Session without messages shows one sentence and no full-height scroll bar."""
    view = window.chat_page.view
    assert view.empty_state is not None and view.empty_state.isVisible()
    assert "first message" in view.empty_state.text()
    assert not view.verticalScrollBar().isVisible()
    told_elsewhere(core, core.chat.add_message(session.id, source="user", text="Hello"))
    qtbot.waitUntil(lambda: not view.empty_state.isVisible())
    assert view.verticalScrollBar().isVisible()


def test_12_a_saved_rows_title_and_subtitle_line_up(qtbot, page, core, ref):
    """The entry's words and its "Fact · From your message" line start at the same x."""
    told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    page.refresh()
    view = page.entries.view
    index = view.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    option.rect = view.visualRect(index)
    option.font = view.font()
    places = page.entries.delegate._places(option, index.data(EntryRole))
    assert places.content.left() == places.meta.left()


def test_12_kinds_read_as_words_not_raw_values(qtbot, page, propose, ref, session):
    """A card's kind and a saved row's first word are capitalised ("Constraint", "Fact")."""
    propose(RULE)
    page.show_scope(ref, session.id)
    [card] = page.suggestion_cards()
    assert card.kind_label.text() == "Constraint"
    from app.domain.memory.outcomes import EntryUse
    from app.ui.delegates.entry_delegate import EntryDelegate

    entry = card.entry
    assert EntryDelegate.meta_text(entry, EntryUse()).startswith("Constraint · ")


def test_12_cancel_gives_the_composer_the_keyboard_and_quitting_says_so(
    qtbot, core, session, model_server
):
    """Cancel: the keyboard goes to the composer (not the sidebar). Closing the window mid-reply
    keeps what arrived, marked as cut by the closing, not as "you cancelled"."""
    w = _window(qtbot, core, _model_runner(core, model_server.base_url))
    w.current.set(session.id)
    page = w.chat_page
    hold = threading.Event()
    model_server.push_stream("The plan is ", "to ship on Friday.", hold=hold)
    page.composer.setPlainText("What is the plan?")
    page.send_button.setFocus()
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: page.cancel_button.isVisible() and "The plan is" in "".join(_rows(w)), timeout=20000
    )
    page.cancel_button.setFocus()
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert page.composer.hasFocus()
    qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=20000)
    hold.set()

    hold2 = threading.Event()
    model_server.push_stream("Second ", "answer.", hold=hold2)
    page.composer.setPlainText("And then?")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Second" in "".join(_rows(w)), timeout=20000)
    w.close()
    hold2.set()
    last = core.chat.messages(session.id)[-1]
    assert (last.source, last.stopped) == (MessageSource.AGENT, "closed")
    from app.ui.delegates.window_lines import RowState, annotations

    said = " ".join(annotations(last, RowState()))
    assert "Mindkeep was closed" in said and "you cancelled" not in said


def test_12_a_colour_emoji_font_is_recommended(qtbot):
    """The .deb recommends a colour emoji font and the README names it (emoji drew as boxes)."""
    deb = (REPO / "packaging/linux/build-deb.sh").read_text(encoding="utf-8")
    recommends = next(line for line in deb.splitlines() if line.startswith("RECOMMENDS="))
    assert "fonts-noto-color-emoji" in recommends
    assert "fonts-noto-color-emoji" in (REPO / "README.md").read_text(encoding="utf-8")
