"""A reply's Markdown as the window draws it, after Qt's Markdown reader (HTML off): images
become their alt text (nothing is loaded), a link that may not leave the app becomes its words
and the others point at their real target (app.ui.models.links), code is set in the fixed-width
face on a tinted ground with a hanging indent, each fenced code block stands apart (and is
found again for its Copy button), quotes are indented and muted, and a table's header cells are
bold and lined up with their columns."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from app.deferred import load
from app.domain.scripts import RIGHT_TO_LEFT
from app.i18n import _
from app.ui import style
from app.ui.models.links import target
from app.ui.widgets.common import paragraph_is_rtl

_RTL_LETTER = re.compile(f"[{RIGHT_TO_LEFT}]")


def span(doc: QTextDocument, position: int, length: int) -> QTextCursor:
    """A cursor selecting `length` characters of `doc` from `position`."""
    cursor = QTextCursor(doc)
    cursor.setPosition(position)
    cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
    return cursor


CODE_HANG = 2  # columns a wrapped code line is indented past its own indentation
CODE_GAP = 6  # pixels above and below each fenced code block (two in a row stay two)


@dataclass(frozen=True, slots=True)
class CodeBlock:
    """A fenced code block of a reply as drawn: where its first line starts in the document,
    and its code as written (what its Copy button copies)."""

    position: int
    code: str


def _code_lines(code: str) -> int:
    return len(code.removesuffix("\n").split("\n")) if code else 0


def code_blocks(doc: QTextDocument, text: str) -> list[CodeBlock]:
    """The fenced code blocks of a reply's document, matched in order with those of its
    Markdown (Qt's reader draws each code line as a block and keeps no boundary between two
    blocks in a row); none when they do not match line for line.

    The Markdown is cut by the checker's reader of replies (app.domain.compliance.document),
    loaded with the first reply that has a code block: with it comes the whole compliance
    package (~30 ms of patterns), which a first screen without code need not wait for."""
    lines = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            lines.append(block)
        block = block.next()
    if not lines:
        return []
    document = load("app.domain.compliance.document:Document")
    parsed = [b for b in document(text).blocks if _code_lines(b.code)]
    if sum(_code_lines(b.code) for b in parsed) != len(lines):
        return []
    found, at = [], 0
    for b in parsed:
        found.append(CodeBlock(lines[at].position(), b.code.removesuffix("\n")))
        at += _code_lines(b.code)
    return found


def separate_code_blocks(doc: QTextDocument, text: str) -> None:
    """Each fenced code block stands on its own: a gap above its first line and below its
    last, so two blocks in a row read as two."""
    blocks = code_blocks(doc, text)
    for i, block in enumerate(blocks):
        first = doc.findBlock(block.position)
        end = blocks[i + 1].position if i + 1 < len(blocks) else doc.characterCount()
        last = first
        while (
            last.next().isValid()
            and last.next().position() < end
            and last.next().blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence)
        ):
            last = last.next()
        for edge, top in ((first, True), (last, False)):
            fmt = edge.blockFormat()
            if top:
                fmt.setTopMargin(max(fmt.topMargin(), CODE_GAP))
            else:
                fmt.setBottomMargin(max(fmt.bottomMargin(), CODE_GAP))
            QTextCursor(edge).setBlockFormat(fmt)


QUOTE_GAP = 10  # pixels above a quote that follows another block (a list item, a paragraph)
QUOTE_INDENT = 14


def _tidy_quotes_and_tables(doc: QTextDocument, palette: QPalette) -> None:
    """A quote stands apart from the block above it (a bullet, say), indented and in the muted
    colour; a table's header cells are all bold and lined up as their columns are (Qt's reader
    leaves the first one regular and every header cell on the left)."""
    quote_color = palette.color(QPalette.ColorRole.PlaceholderText)
    previous_level = 0
    block = doc.begin()
    while block.isValid():
        level = block.blockFormat().intProperty(QTextFormat.Property.BlockQuoteLevel)
        if level > 0:
            cursor = QTextCursor(block)
            fmt = block.blockFormat()
            if previous_level == 0:
                fmt.setTopMargin(max(fmt.topMargin(), QUOTE_GAP))
            fmt.setLeftMargin(QUOTE_INDENT * level)
            cursor.setBlockFormat(fmt)
            char = QTextCharFormat()
            char.setForeground(quote_color)
            span(doc, block.position(), max(0, block.length() - 1)).mergeCharFormat(char)
        previous_level = level
        block = block.next()
    rtl = paragraph_is_rtl(doc.toPlainText())
    for frame in doc.rootFrame().childFrames():
        table = frame if isinstance(frame, QTextTable) else None
        if table is None or table.rows() < 1:
            continue
        _tidy_table(table, rtl)


def _tidy_table(table: QTextTable, rtl: bool) -> None:
    """Every cell of a column on one side, the header's too, whatever each cell's own
    direction: right or centred when the Markdown says so ("--:", ":-:"), else the reply's
    leading side (Qt's reader marks the other columns "left" for every language; an Arabic
    header stood right above "3" on the left, issue 35). Header cells are bold (the reader
    leaves the first one regular)."""
    bold = QTextCharFormat()
    bold.setFontWeight(QFont.Weight.Bold)
    lead = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
    for col in range(table.columns()):
        cells = [table.cellAt(row, col) for row in range(table.rows())]
        said = cells[-1].firstCursorPosition().blockFormat().alignment()
        if said & Qt.AlignmentFlag.AlignHCenter:
            align = Qt.AlignmentFlag.AlignHCenter
        elif said & Qt.AlignmentFlag.AlignRight:
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute
        else:
            align = lead | Qt.AlignmentFlag.AlignAbsolute
        for row, cell in enumerate(cells):
            cursor = cell.firstCursorPosition()
            cursor.setPosition(
                cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor
            )
            fmt = QTextBlockFormat()
            fmt.setAlignment(align)
            cursor.mergeBlockFormat(fmt)
            if row == 0:
                cursor.mergeCharFormat(bold)


def tidy_markdown(doc: QTextDocument, palette: QPalette) -> None:
    """After Qt's Markdown reader: images become their alt text (nothing is loaded), a link
    that may not leave the app becomes its words and the others point at their real target,
    code is set in the system's fixed-width face on a tinted ground, and long code lines wrap;
    quotes and tables as `_tidy_quotes_and_tables` says."""
    _tidy_quotes_and_tables(doc, palette)
    mono = style.fixed_font()
    mono.setPointSizeF(doc.defaultFont().pointSizeF())
    space = QFontMetricsF(mono).horizontalAdvance(" ")
    fixed = mono.families()
    ground = QColor(palette.color(QPalette.ColorRole.AlternateBase))
    images: list[tuple[int, int, str, str]] = []
    code: list[tuple[int, int]] = []
    upright: list[tuple[int, int]] = []
    links: list[tuple[int, int, str]] = []
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.hasProperty(QTextFormat.Property.BlockCodeFence) or fmt.nonBreakableLines():
            cursor = QTextCursor(block)
            fmt.setNonBreakableLines(False)
            fmt.setBackground(ground)
            # A long line wraps under its own indentation and two columns more, not at column
            # 0 (where it would read as a line of its own): a hanging indent.
            line = block.text()
            indent = line[: len(line) - len(line.lstrip(" \t"))]
            hang = space * (len(indent.expandtabs(4)) + CODE_HANG)
            fmt.setLeftMargin(hang)
            fmt.setTextIndent(-hang)
            cursor.setBlockFormat(fmt)
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            char = fragment.charFormat()
            if char.isAnchor() and not char.isImageFormat():
                links.append((fragment.position(), fragment.length(), char.anchorHref()))
            if char.isImageFormat():
                image = char.toImageFormat()
                alt = str(image.property(QTextFormat.Property.ImageAltText) or "") or _("image")
                images.append((fragment.position(), fragment.length(), alt, image.name()))
            elif char.fontFixedPitch() or "monospace" in (char.fontFamilies() or []):
                code.append((fragment.position(), fragment.length()))
            elif char.fontItalic() and _RTL_LETTER.search(fragment.text()):
                # Arabic and Hebrew are not set in italics (and common fonts draw empty boxes
                # for an "italic" Arabic); the words keep their weight, without the slant.
                upright.append((fragment.position(), fragment.length()))
            it += 1
        block = block.next()
    if fixed:
        for position, length in code:
            char = QTextCharFormat()
            char.setFontFamilies(fixed)
            char.setFontFixedPitch(True)
            span(doc, position, length).mergeCharFormat(char)
    for position, length in upright:
        char = QTextCharFormat()
        char.setFontItalic(False)
        span(doc, position, length).mergeCharFormat(char)
    for position, length, href in links:
        span(doc, position, length).setCharFormat(_reply_link(doc, position, href))
    for position, length, alt, source in reversed(images):
        cursor = span(doc, position, length)
        cursor.insertText(f"[{alt}]", _reply_link(doc, position, source))


def _reply_link(doc: QTextDocument, position: int, href: str) -> QTextCharFormat:
    """The format of a reply's link at `position`: its words' format, linking to its real
    target, or no link at all when it may not leave the app (the words stay)."""
    cursor = QTextCursor(doc)
    cursor.setPosition(position + 1)
    char = QTextCharFormat(cursor.charFormat())
    if char.isImageFormat():
        char = QTextCharFormat()
    found = target(href)
    if found is not None:
        char.setAnchorHref(found.url)
        return char
    # Only its words: not in a link's colour or underline either (Qt's reader set them).
    char.setAnchor(False)
    char.clearProperty(QTextFormat.Property.AnchorHref)
    char.clearForeground()
    char.setFontUnderline(False)
    return char
