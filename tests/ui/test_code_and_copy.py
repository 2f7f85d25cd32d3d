"""A reply's code in the chat (issue 35): a Copy button on every fenced code block and on the
whole reply, copying exactly what was written; two fenced blocks in a row drawn as two; a long
code line wrapping under its own indentation, not at column 0."""

from __future__ import annotations

import pytest
from chat_helpers import open_window
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextFormat

from app.ui.delegates.reply_markdown import CODE_GAP, code_blocks

REPLY = (
    "Two steps:\n\n"
    "```python\n"
    "def release(version):\n"
    "        return publish_the_release_with_every_artifact(version, channel='stable', notify=True, "
    "sign=True, mirrors=['eu', 'us', 'ap'], checksum='sha256', retries=3, timeout=600)\n"
    "```\n"
    "```sh\n"
    "make test\n"
    "```\n\n"
    "Done."
)


@pytest.fixture
def window(qtbot, core, session):
    told_elsewhere(core, core.chat.add_message(session.id, source="user", text="How do I release?"))
    told_elsewhere(core, core.chat.add_message(session.id, source="agent", text=REPLY))
    w = open_window(qtbot, core)
    qtbot.waitExposed(w)
    w.select_session(session.id)
    yield w
    w.close()


def _reply(window):
    page = window.chat_page
    index = page.model.index(page.model.rowCount() - 1)
    return page, index, page.delegate.document(page.row_option(index), index)


def test_every_code_block_and_the_reply_have_a_copy_button_that_copies_them(qtbot, window):
    """Clicking a code block's Copy puts exactly its code on the clipboard (the second block
    too), the reply's own Copy the whole reply as written."""
    page, index, _doc = _reply(window)
    page.view.scrollTo(index)
    buttons = page.delegate.copy_buttons(page.row_option(index), index)
    assert [b.block for b in buttons] == [0, 1, 2]
    clipboard = QGuiApplication.clipboard()
    for button, expected in zip(
        buttons,
        (
            REPLY,
            "def release(version):\n        return publish_the_release_with_every_artifact("
            "version, channel='stable', notify=True, sign=True, mirrors=['eu', 'us', 'ap'], "
            "checksum='sha256', retries=3, timeout=600)",
            "make test",
        ),
        strict=True,
    ):
        clipboard.clear()
        qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=button.rect.center())
        assert clipboard.text() == expected
    # The user's message has none.
    user = page.model.index(page.model.rowCount() - 2)
    assert page.delegate.copy_buttons(page.row_option(user), user) == []


def test_the_row_menu_offers_each_code_block(qtbot, window):
    """The row's menu (keyboard) has Copy text and a Copy for each code block."""
    page, index, _doc = _reply(window)
    labels = [a.text() for a in page.links.menu(index).actions() if a.text()]
    assert "Copy text" in labels
    assert "Copy code block 1" in labels and "Copy code block 2" in labels


def test_two_fenced_blocks_in_a_row_are_two(window):
    """The second block's first line stands apart from the first block's last (a gap above it
    and below the other), so they do not read as one block."""
    _page, _index, doc = _reply(window)
    blocks = code_blocks(doc, REPLY)
    assert len(blocks) == 2
    second = doc.findBlock(blocks[1].position)
    assert second.text() == "make test"
    assert second.blockFormat().topMargin() >= CODE_GAP
    assert second.previous().blockFormat().bottomMargin() >= CODE_GAP


def test_a_long_code_line_wraps_under_its_indentation(window):
    """A long indented code line wraps; its next line starts under the line's own text (past
    its indentation), not at column 0."""
    _page, _index, doc = _reply(window)
    line = doc.findBlock(code_blocks(doc, REPLY)[0].position).next()
    assert line.text().startswith("        return")
    assert line.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence)
    layout = line.layout()
    assert layout.lineCount() >= 2, "the test's line should wrap at the window's width"
    first, second = layout.lineAt(0), layout.lineAt(1)
    indent_x = first.cursorToX(8)
    indent_x = indent_x[0] if isinstance(indent_x, tuple) else indent_x
    assert second.x() >= indent_x > first.x() + 1


def _columns(text: str) -> list[list[int]]:
    """Each column's cells' horizontal alignment (header first), as a reply's table draws them."""
    from datetime import UTC, datetime

    from PySide6.QtGui import QFont, QTextTable
    from PySide6.QtWidgets import QApplication

    from app.domain.model import Message, MessageSource
    from app.ui.delegates.message_render import build_document
    from app.ui.delegates.window_lines import RowState

    app = QApplication.instance()
    message = Message(1, 1, MessageSource.AGENT, text, datetime.now(UTC))
    doc = build_document(
        message, RowState(), font=QFont(app.font()), palette=app.palette(), width=600, rtl=False
    )
    (table,) = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    mask = Qt.AlignmentFlag.AlignHorizontal_Mask
    return [
        [
            int((table.cellAt(r, c).firstCursorPosition().blockFormat().alignment() & mask).value)
            for r in range(table.rows())
        ]
        for c in range(table.columns())
    ]


def test_a_tables_header_cells_stand_where_their_columns_do(qapp):
    """Each header cell is aligned as its column (":--", "--:", ":-:"); an Arabic reply's
    table, numbers and all, stands on the right, header and body alike."""
    left = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute).value)
    right = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute).value)
    centre = int(Qt.AlignmentFlag.AlignHCenter.value)
    english = "| Name | Count | Price |\n|:--|--:|:-:|\n| apples | 3 | 1.2 |\n| x | 12345 | 10 |\n"
    assert _columns(english) == [[left] * 3, [right] * 3, [centre] * 3]
    arabic = "| الاسم | العدد |\n|---|---|\n| تفاح | 3 |\n| برتقال | 12345 |\n"
    assert _columns(arabic) == [[right] * 3, [right] * 3]
