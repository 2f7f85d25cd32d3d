"""What one chat row shows below its badge, as a QTextDocument: the text (agent replies as
Markdown, everything else as plain text, a tool call as a sentence), collapsed when long, and
the lines under it (a save with Undo · Manage, "Used 3 Memory rules", Details, Show all).

Safe by construction: the model's text goes through Qt's Markdown reader with HTML turned
off, so `<b>` or `<script>` shows as the characters typed; images are never loaded (each
becomes its alt text); every other string is escaped before it is put into HTML. Links are
`mk:ACTION:ID` for the window's own actions, and only http, https and mailto links leave it
(to the browser).
"""

from __future__ import annotations

import contextlib
import html
import json
import re
from dataclasses import dataclass

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from app.domain.model import MemoryEntry, Message, MessageSource, Scope, Status
from app.i18n import _, format_number, ngettext
from app.services.refusals import refusal_reason
from app.ui import style
from app.ui.delegates.receipt_render import receipt_lines
from app.ui.models import labels
from app.ui.models.tool_text import tool_line

# A pasted message (the user's, a file's, a web page's…) longer than this is drawn collapsed:
# its first lines and "Show all". The agent's replies are never folded (SPEC §4).
COLLAPSE_CHARS = 1500
COLLAPSE_LINES = 18
SHOWN_CHARS = 700
SHOWN_LINES = 10

EXTERNAL_SCHEMES = frozenset({"http", "https", "mailto"})
_FI, _PDI = "\u2068", "\u2069"  # isolate a quoted text from the sentence around it (bidi)
_RTL_LETTER = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


@dataclass(frozen=True, slots=True)
class RowState:
    """Everything besides the message that decides what its row shows."""

    has_suggestion: bool = False
    saves: tuple[MemoryEntry, ...] = ()
    used: tuple[tuple[int, int], ...] = ()
    used_entries: tuple[tuple[int, int, MemoryEntry | None], ...] | None = None
    expanded: bool = False
    details: bool = False
    streaming: bool = False
    # The rules a reply or a tool call followed or broke, each with its entry (SPEC §2.11),
    # and whether that list is open under it.
    receipt: tuple = ()
    receipt_open: bool = False


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


def link(action: str, ident: int, label: str) -> str:
    return f'<a href="mk:{action}:{ident}">{html.escape(label)}</a>'


def quoted(text: str) -> str:
    """User content inside a UI sentence: escaped, isolated (it keeps its own direction)."""
    return html.escape(_FI + text + _PDI)


def _scope_label(scope: Scope | str) -> str:
    return labels.scope(scope)


# Under a user message whose turn ended without a reply: why, by the turn's error code.
_UNANSWERED = {
    "model_unreachable": lambda: _("Not answered: the model could not be reached."),
    "step_limit": lambda: _("Not answered: the agent stopped without a final answer."),
}


def _UNANSWERED_ANY() -> str:
    return _("Not answered: the turn failed.")


def annotations(message: Message, state: RowState, *, rtl: bool = False) -> list[str]:
    """The lines under a message, as HTML (escaped), in the UI language."""
    lines: list[str] = []
    unanswered = (
        (message.meta or {}).get("unanswered") if message.source is MessageSource.USER else None
    )
    if unanswered:
        lines.append(
            html.escape(_UNANSWERED.get(unanswered, _UNANSWERED_ANY)())
            + " · "
            + link("retry", message.id, _("Retry"))
        )
    if state.has_suggestion:
        lines.append(link("review", message.id, _("Suggested rule · Review")))
    for entry in state.saves:
        content = quoted(entry.content)
        if entry.status is Status.ACTIVE:
            lines.append(
                html.escape(
                    _("Saved to Memory ({scope}): “{content}”").format(
                        scope=_scope_label(entry.scope), content="\0"
                    )
                ).replace("\0", content)
                + " · "
                + link("undo", entry.id, _("Undo"))
                + " · "
                + link("manage", entry.id, _("Manage"))
            )
        else:
            lines.append(
                html.escape(_("Removed from Memory: “{content}”").format(content="\0")).replace(
                    "\0", content
                )
                + " · "
                + link("manage", entry.id, _("Manage"))
            )
    for item in (message.meta or {}).get("not_saved") or ():
        if not isinstance(item, dict):
            continue
        content = quoted(str(item.get("content", "")))
        if item.get("code") == "already_saved":
            text = html.escape(_("Already in Memory: “{content}”").format(content="\0"))
        else:
            text = html.escape(
                _("Not saved to Memory: “{content}” ({reason})").format(
                    content="\0", reason=refusal_reason(item.get("code"), item.get("scope"))
                )
            )
        lines.append(text.replace("\0", content))
    if message.source is MessageSource.AGENT:
        if message.stopped == "cancelled":
            lines.append(
                html.escape(_("Stopped: you cancelled the reply; this is what had arrived."))
            )
        elif message.stopped == "closed":
            lines.append(
                html.escape(
                    _("Stopped: Mindkeep was closed during the reply; this is what had arrived.")
                )
            )
        elif message.stopped:
            lines.append(
                html.escape(
                    _("Stopped: the connection to the model was lost; this is what had arrived.")
                )
            )
        if state.used:
            n = len(state.used)
            label = ngettext("Used {n} Memory rule", "Used {n} Memory rules", n).format(
                n=format_number(n)
            )
            arrow = "▾" if state.used_entries is not None else ("◂" if rtl else "▸")
            lines.append(link("used", message.id, f"{label} {arrow}"))
            for entry_id, version, entry in state.used_entries or ():
                lines.append("&nbsp;&nbsp;• " + _used_line(entry_id, version, entry))
    if message.source in (MessageSource.AGENT, MessageSource.TOOL):
        lines += receipt_lines(message.id, state.receipt, state.receipt_open, rtl, link)
    return lines


def _used_line(entry_id: int, version: int, entry: MemoryEntry | None) -> str:
    if entry is None:
        return html.escape(_("An entry that is no longer in Memory (#{id})").format(id=entry_id))
    text = f"{_scope_label(entry.scope)} · {labels.kind(entry.kind)}: {_FI}{entry.content}{_PDI}"
    line = link("entry", entry.id, text)
    if entry.version != version or entry.status is not Status.ACTIVE:
        line += " " + html.escape(_("(changed since)"))
    return line


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
    line = tool_line(message) if message.source is MessageSource.TOOL else None
    long = folds(message) and line is None
    text = message.text if (state.expanded or not long) else shown_part(message.text)
    cursor = QTextCursor(doc)
    if line is not None:
        html_line = html.escape(line.text)
        if line.entry_id is not None and line.link == "review":
            html_line += " · " + link("open", line.entry_id, _("Review"))
        elif line.entry_id is not None:
            html_line += " · " + link("open", line.entry_id, _("Manage"))
        html_line += " · " + link(
            "details", message.id, _("Hide details") if state.details else _("Details")
        )
        _ui_block(cursor, rtl, first=True)
        cursor.insertHtml(html_line)
        if state.details:
            _raw_block(cursor, message.text, small)
    elif message.source is MessageSource.AGENT:  # streaming too: a half-written mark shows as typed
        doc.setMarkdown(
            text,
            QTextDocument.MarkdownFeature.MarkdownNoHTML
            | QTextDocument.MarkdownFeature.MarkdownDialectGitHub,
        )
        _tidy_markdown(doc, palette)
        cursor = QTextCursor(doc)
    else:
        doc.setPlainText(text or "…")
        cursor = QTextCursor(doc)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    extra = []
    if long:
        if state.expanded:
            extra.append(link("expand", message.id, _("Show less")))
        else:
            extra.append(
                link(
                    "expand",
                    message.id,
                    ngettext(
                        "Show all ({n} character)", "Show all ({n} characters)", len(message.text)
                    ).format(n=format_number(len(message.text))),
                )
            )
    extra += annotations(message, state, rtl=rtl)
    for item in extra:
        _ui_block(cursor, rtl)
        cursor.insertHtml(f'<span style="font-size:{small.pointSizeF():.1f}pt">{item}</span>')
    _color_links(doc, palette)
    doc.setTextWidth(max(width, 50))
    return doc


def _ui_block(cursor: QTextCursor, rtl: bool, *, first: bool = False) -> None:
    """A new paragraph in the UI's direction (the lines the window writes)."""
    fmt = QTextBlockFormat()
    fmt.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    )
    fmt.setTopMargin(0 if first else 3)
    if first:
        cursor.setBlockFormat(fmt)
    else:
        cursor.insertBlock(fmt, QTextCharFormat())


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
    for frame in doc.rootFrame().childFrames():
        table = frame if isinstance(frame, QTextTable) else None
        if table is None or table.rows() < 1:
            continue
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        for col in range(table.columns()):
            header = table.cellAt(0, col)
            body = table.cellAt(1, col) if table.rows() > 1 else header
            align = body.lastCursorPosition().blockFormat().alignment()
            cursor = header.firstCursorPosition()
            cursor.setPosition(
                header.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor
            )
            fmt = QTextBlockFormat()
            fmt.setAlignment(align)
            cursor.mergeBlockFormat(fmt)
            cursor.mergeCharFormat(bold)


def _tidy_markdown(doc: QTextDocument, palette: QPalette) -> None:
    """After Qt's Markdown reader: images become their alt text (nothing is loaded), code is
    set in the system's fixed-width face on a tinted ground, and long code lines wrap; quotes
    and tables as `_tidy_quotes_and_tables` says."""
    _tidy_quotes_and_tables(doc, palette)
    fixed = style.fixed_font().families()
    ground = QColor(palette.color(QPalette.ColorRole.AlternateBase))
    images: list[tuple[int, int, str, str]] = []
    code: list[tuple[int, int]] = []
    upright: list[tuple[int, int]] = []
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.hasProperty(QTextFormat.Property.BlockCodeFence) or fmt.nonBreakableLines():
            cursor = QTextCursor(block)
            fmt.setNonBreakableLines(False)
            fmt.setBackground(ground)
            cursor.setBlockFormat(fmt)
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            char = fragment.charFormat()
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
    for position, length, alt, source in reversed(images):
        cursor = _span(doc, position, length)
        char = QTextCharFormat()
        if QUrl(source).scheme() in EXTERNAL_SCHEMES:
            char.setAnchor(True)
            char.setAnchorHref(source)
        cursor.insertText(f"[{alt}]", char)


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


def anchors(doc: QTextDocument) -> list[tuple[str, str]]:
    """(label, href) of every link of a row, in order (the row's context menu lists them)."""
    found: list[tuple[str, str]] = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            char = fragment.charFormat()
            if char.isAnchor() and char.anchorHref():
                label = fragment.text().strip().strip(_FI + _PDI)
                if found and found[-1][1] == char.anchorHref():
                    found[-1] = (found[-1][0] + label, found[-1][1])
                else:
                    found.append((label, char.anchorHref()))
            it += 1
        block = block.next()
    return found


def parse_href(href: str) -> tuple[str, int] | None:
    """("undo", 12) for "mk:undo:12"; None for anything else."""
    parts = href.split(":")
    if len(parts) == 3 and parts[0] == "mk" and parts[2].lstrip("-").isdigit():
        return parts[1], int(parts[2])
    return None


def is_external(href: str) -> bool:
    """Only web and mail links leave the app (to the system's browser or mail program)."""
    url = QUrl(href)
    return (
        url.isValid()
        and url.scheme().lower() in EXTERNAL_SCHEMES
        and bool(url.host() or url.path())
    )
