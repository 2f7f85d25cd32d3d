"""What one chat row shows below its badge, as a QTextDocument: the text (agent replies as
Markdown, everything else as plain text, a tool call as a sentence), collapsed when long, and
the lines under it (a save with Undo · Manage, "Used 3 Memory rules", Details, Show all).

Safe by construction (issue 23): the model's text goes through Qt's Markdown reader with HTML
turned off, so `<b>` or `<script>` shows as the characters typed; images are never loaded
(each becomes its alt text); a reply's links that do not leave for the web or mail (`mk:`,
`file:`, relative) become their words, and those that do point at their real target (a
`mailto:` keeps only to, subject and body). The window's own lines (app.ui.delegates.
window_lines) are written as text, never HTML, in a frame on the window's ground with an icon
at each line's start: no reply can draw either, and only their links carry the window's
actions (marked WINDOW_LINK, which Markdown cannot set).
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrameFormat,
    QTextImageFormat,
    QTextTable,
)

from app.deferred import load
from app.domain.model import Message, MessageSource
from app.domain.scripts import RIGHT_TO_LEFT
from app.i18n import _
from app.ui import icons, style
from app.ui.delegates.window_lines import (
    RowState,
    WindowLine,
    annotations,
    expand_line,
    tool_row,
    window_lines,
)
from app.ui.models.links import target
from app.ui.widgets.common import paragraph_is_rtl

__all__ = ["RowState", "annotations", "build_document"]

# A pasted message (the user's, a file's, a web page's…) longer than this is drawn collapsed:
# its first lines and "Show all". The agent's replies are never folded (SPEC §4).
COLLAPSE_CHARS = 1500
COLLAPSE_LINES = 18
SHOWN_CHARS = 700
SHOWN_LINES = 10

_FI, _PDI = "\u2068", "\u2069"
_RTL_LETTER = re.compile(f"[{RIGHT_TO_LEFT}]")
# Set on the window's own links only (a char format property Markdown never sets).
WINDOW_LINK = QTextFormat.Property.UserProperty + 1
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
        _tidy_markdown(doc, palette)
        _separate_code_blocks(doc, text)
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


def _span(doc: QTextDocument, position: int, length: int) -> QTextCursor:
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


def _separate_code_blocks(doc: QTextDocument, text: str) -> None:
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
            _span(doc, block.position(), max(0, block.length() - 1)).mergeCharFormat(char)
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


def _tidy_markdown(doc: QTextDocument, palette: QPalette) -> None:
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
            _span(doc, position, length).mergeCharFormat(char)
    for position, length in upright:
        char = QTextCharFormat()
        char.setFontItalic(False)
        _span(doc, position, length).mergeCharFormat(char)
    for position, length, href in links:
        _span(doc, position, length).setCharFormat(_reply_link(doc, position, href))
    for position, length, alt, source in reversed(images):
        cursor = _span(doc, position, length)
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
        _span(doc, position, length).mergeCharFormat(char)


@dataclass(frozen=True, slots=True)
class RowLink:
    """A link drawn in a row: its words, where it points, and whether the window wrote it
    (only those carry the window's actions)."""

    label: str
    href: str
    window: bool


def _link_of(char: QTextCharFormat) -> tuple[str, bool] | None:
    if not char.isAnchor() or not char.anchorHref():
        return None
    return char.anchorHref(), bool(char.property(WINDOW_LINK))


def anchors(doc: QTextDocument) -> list[RowLink]:
    """Every link of a row, in the order drawn (the row's context menu lists them)."""
    found: list[RowLink] = []
    block = doc.begin()
    while block.isValid():
        previous = None
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            link = _link_of(fragment.charFormat())
            if link is not None:
                label = fragment.text()
                if previous == link and found:
                    found[-1] = RowLink(found[-1].label + label, *link)
                else:
                    found.append(RowLink(label, *link))
            previous = link
            it += 1
        block = block.next()
    return [RowLink(x.label.strip().strip(_FI + _PDI).strip(), x.href, x.window) for x in found]


def link_at(doc: QTextDocument, point: QPointF) -> RowLink | None:
    """The link drawn at `point` of the document (its whole words), or None."""
    href = doc.documentLayout().anchorAt(point)
    if not href:
        return None
    position = doc.documentLayout().hitTest(point, Qt.HitTestAccuracy.FuzzyHit)
    block = doc.findBlock(position)
    spans: list[list] = []  # runs of fragments with one link: [start, end, label, link]
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        link = _link_of(fragment.charFormat())
        start, end = fragment.position(), fragment.position() + fragment.length()
        if link is not None and spans and spans[-1][3] == link and spans[-1][1] == start:
            spans[-1][1], spans[-1][2] = end, spans[-1][2] + fragment.text()
        elif link is not None:
            spans.append([start, end, fragment.text(), link])
        it += 1
    for start, end, label, (found, window) in spans:
        if found == href and start <= position <= end:
            return RowLink(label.strip().strip(_FI + _PDI).strip(), found, window)
    return None


def plain_text(doc: QTextDocument) -> str:
    """What a row reads as text: its lines, without the window's icons (nor the empty
    paragraphs a frame of the window's lines leaves around it, which take no room)."""
    lines = []
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        flat = fmt.lineHeightType() == _FIXED and fmt.lineHeight() == 0
        if not (flat and block.length() <= 1):
            lines.append(block.text().replace("\ufffc ", "").replace("\ufffc", ""))
        block = block.next()
    # As QTextDocument.toPlainText says them: line breaks as "\n", no-break spaces as spaces.
    return "\n".join(lines).replace("\u2028", "\n").replace("\u00a0", " ")


def parse_href(href: str) -> tuple[str, int] | None:
    """("undo", 12) for "mk:undo:12"; None for anything else."""
    parts = href.split(":")
    if len(parts) == 3 and parts[0] == "mk" and parts[2].lstrip("-").isdigit():
        return parts[1], int(parts[2])
    return None


def is_external(href: str) -> bool:
    """Only web and mail links leave the app (to the system's browser or mail program)."""
    return target(href) is not None
