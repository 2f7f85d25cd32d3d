"""What one chat row shows below its badge, as a QTextDocument: the text (agent replies as
Markdown, everything else as plain text, a tool call as a sentence), collapsed when long, and
the lines under it (a save with Undo · Manage, "Used 3 Memory rules", Details, Show all).

Safe by construction (issue 23): the model's text goes through Qt's Markdown reader with HTML
turned off, so `<b>` or `<script>` shows as the characters typed; images are never loaded
(each becomes its alt text); a reply's links that do not leave for the web or mail (`mk:`,
`file:`, relative) become their words, and those that do point at their real target (a
`mailto:` keeps only to, subject and body): app.ui.delegates.reply_markdown. The window's own
lines (app.ui.delegates.window_lines) are written as text, never HTML, in a frame on the
window's ground with an icon at each line's start: no reply can draw either, and only their
links carry the window's actions (marked WINDOW_LINK, which Markdown cannot set; what a drawn
row's links are is app.ui.delegates.row_links).
"""

from __future__ import annotations

import contextlib
import json
import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextImageFormat,
)

from app.domain.model import Message, MessageSource
from app.ui import icons, style
from app.ui.delegates.reply_markdown import separate_code_blocks, span, tidy_markdown
from app.ui.delegates.row_links import WINDOW_LINK
from app.ui.delegates.window_lines import (
    RowState,
    WindowLine,
    expand_line,
    tool_row,
    window_lines,
)

# A pasted message (the user's, a file's, a web page's…) longer than this is drawn collapsed:
# its first lines and "Show all". The agent's replies are never folded (SPEC §4).
COLLAPSE_CHARS = 1500
COLLAPSE_LINES = 18
SHOWN_CHARS = 700
SHOWN_LINES = 10

ICON_PREFIX = "mk-icon:"  # the window's icons, as the document's image resources
LINE_PAD = 4  # pixels inside the frame of the window's lines
_FIXED = QTextBlockFormat.LineHeightTypes.FixedHeight.value


def is_long(text: str) -> bool:
    return len(text) > COLLAPSE_CHARS or text.count("\n") >= COLLAPSE_LINES


def folds(message: Message) -> bool:
    """Whether a message is drawn collapsed: a long paste, never an agent's reply."""
    return message.source is not MessageSource.AGENT and is_long(message.text)


_FENCE = re.compile(r"^\s{0,3}(```|~~~)")


def shown_part(text: str) -> str:
    """The first lines of a long text (what a collapsed row shows), cut between blocks: never
    inside a fenced code block (the cut goes before its fence, or after it when it comes first)."""
    lines = text.split("\n")
    shown = lines[:SHOWN_LINES]
    fences = [i for i, line in enumerate(shown) if _FENCE.match(line)]
    if len(fences) % 2:  # the cut falls inside the last block opened
        opened = fences[-1]
        if opened > 0:
            shown = shown[:opened]
        else:  # the text starts with it: show the block whole
            closing = next(
                (i for i in range(1, len(lines)) if _FENCE.match(lines[i])), len(lines) - 1
            )
            shown = lines[: closing + 1]
            return "\n".join(shown).rstrip() + "\n…"
    part = "\n".join(shown)
    if len(part) > SHOWN_CHARS and not any(_FENCE.match(line) for line in shown):
        part = part[:SHOWN_CHARS]
        cut = part.rfind(" ")
        if cut > SHOWN_CHARS // 2:
            part = part[:cut]
    return part.rstrip() + " …"


def build_document(
    message: Message, state: RowState, *, font: QFont, palette: QPalette, width: int, rtl: bool
) -> QTextDocument:
    """The document a row draws under its header."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(font)
    doc.setUndoRedoEnabled(False)
    small = QFont(font)
    small.setPointSizeF(max(font.pointSizeF() * 0.9, 7))
    line = tool_row(message, state) if message.source is MessageSource.TOOL else None
    long = folds(message) and line is None
    text = message.text if (state.expanded or not long) else shown_part(message.text)
    lines: list[WindowLine] = []
    if line is not None:
        _write_lines(doc, [line], small, palette, rtl, first=True)
        if state.details:
            cursor = QTextCursor(doc)
            cursor.movePosition(QTextCursor.MoveOperation.End)
            _raw_block(cursor, message.text, small)
    elif message.source is MessageSource.AGENT:  # streaming too: a half-written mark shows as typed
        doc.setMarkdown(
            text,
            QTextDocument.MarkdownFeature.MarkdownNoHTML
            | QTextDocument.MarkdownFeature.MarkdownDialectGitHub,
        )
        tidy_markdown(doc, palette)
        separate_code_blocks(doc, text)
    else:
        doc.setPlainText(text or "…")
    _mark_found(doc, state.marks)  # in the text, a tool's sentence and its Details when open
    if long:
        lines.append(expand_line(message, state))
    lines += window_lines(message, state, rtl=rtl)
    if lines:
        _write_lines(doc, lines, small, palette, rtl, first=False)
    _color_links(doc, palette)
    doc.setTextWidth(max(width, 50))
    return doc


def _mark_found(doc: QTextDocument, terms: tuple[str, ...]) -> None:
    """Every place the row's text holds a word Find looks for, on the theme's `found` ground
    (case left aside, as Find matches)."""
    if not terms:
        return
    found = QTextCharFormat()
    found.setBackground(style.color("found"))
    for term in terms:
        cursor = doc.find(term, 0)
        while not cursor.isNull():
            cursor.mergeCharFormat(found)
            cursor = doc.find(term, cursor)


def _write_lines(
    doc: QTextDocument,
    lines: list[WindowLine],
    font: QFont,
    palette: QPalette,
    rtl: bool,
    *,
    first: bool,
) -> None:
    """The window's lines, in a frame on the window's ground, each after its icon, in the UI's
    direction; their links are the window's (WINDOW_LINK)."""
    cursor = QTextCursor(doc)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    frame = QTextFrameFormat()
    frame.setBackground(style.color("window_line"))
    frame.setPadding(LINE_PAD)
    frame.setBorder(0)
    frame.setTopMargin(0 if first else 4)
    cursor.insertFrame(frame)
    block = QTextBlockFormat()
    block.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    )
    words = QTextCharFormat()
    words.setFont(font)
    words.setForeground(style.color("muted"))
    side = QFontMetrics(font).height() - 2
    for i, line in enumerate(lines):
        item = QTextBlockFormat(block)
        if line.sub:
            item.setIndent(1)
        if i == 0:
            cursor.setBlockFormat(item)
            cursor.setBlockCharFormat(words)
        else:
            item.setTopMargin(2)
            cursor.insertBlock(item, words)
        if line.sub:  # an item of the line above (a rule "Used 3 Memory rules" lists)
            cursor.insertText("• ", words)
        else:
            cursor.insertImage(_icon(doc, line.icon, side, "accent"))
            cursor.insertText(" ", words)
        for part in line.parts:
            char = QTextCharFormat(words)
            if part.action:
                char.setAnchor(True)
                char.setAnchorHref(part.href)
                char.setProperty(WINDOW_LINK, True)
                char.setForeground(palette.color(QPalette.ColorRole.Link))
            cursor.insertText(part.text, char)
    _flatten_last_block(doc)
    if first:
        _flatten_first_block(doc)


def _flatten_last_block(doc: QTextDocument) -> None:
    """The empty paragraph a document keeps after a frame at its end takes no room."""
    last = doc.lastBlock()
    if last.length() <= 1:
        cursor = QTextCursor(last)
        fmt = QTextBlockFormat()
        fmt.setLineHeight(0, _FIXED)
        cursor.setBlockFormat(fmt)


def _flatten_first_block(doc: QTextDocument) -> None:
    """Likewise the empty one before a frame that starts a document (a tool row's)."""
    first = doc.begin()
    if first.length() <= 1 and first.next().isValid():
        cursor = QTextCursor(first)
        fmt = QTextBlockFormat()
        fmt.setLineHeight(0, _FIXED)
        cursor.setBlockFormat(fmt)


def _icon(doc: QTextDocument, name: str, side: int, role: str) -> QTextImageFormat:
    """An icon of the window's, drawn at twice its size (sharp on a dense screen): an image no
    reply can put into a row (theirs become their alt text)."""
    rgba = getattr(style.theme(), role)
    key = f"{ICON_PREFIX}{name}:{rgba}:{side}"
    doc.addResource(
        QTextDocument.ResourceType.ImageResource, QUrl(key), icons.render(name, 2 * side, rgba)
    )
    image = QTextImageFormat()
    image.setName(key)
    image.setWidth(side)
    image.setHeight(side)
    image.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
    return image


def _raw_block(cursor: QTextCursor, text: str, font: QFont) -> None:
    """A tool's raw result, as stored, in a fixed-width face (shown behind "Details")."""
    with contextlib.suppress(json.JSONDecodeError):
        text = json.dumps(json.loads(text), ensure_ascii=False, indent=2)
    fmt = QTextBlockFormat()
    fmt.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    fmt.setTopMargin(4)
    char = QTextCharFormat()
    fixed = style.fixed_font()
    fixed.setPointSizeF(font.pointSizeF())
    char.setFont(fixed)
    for i, row in enumerate(text.split("\n")):
        cursor.insertBlock(fmt, char)
        if i == 0:
            fmt.setTopMargin(0)
        cursor.insertText(row, char)


def _color_links(doc: QTextDocument, palette: QPalette) -> None:
    """Links in the palette's link colour (it follows light and dark themes)."""
    color = palette.color(QPalette.ColorRole.Link)
    spans = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isAnchor():
                spans.append((fragment.position(), fragment.length()))
            it += 1
        block = block.next()
    for position, length in spans:
        char = QTextCharFormat()
        char.setForeground(color)
        char.setFontUnderline(True)
        span(doc, position, length).mergeCharFormat(char)
