"""What a drawn row's document says back: its links (the window's own, marked WINDOW_LINK when
app.ui.delegates.message_render writes them, and a reply's), the link under the pointer, the
window's `mk:` actions, and the row's plain text without the window's icons."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextDocument, QTextFormat

from app.ui.models.links import target

_FI, _PDI = "\u2068", "\u2069"
# Set on the window's own links only (a char format property Markdown never sets).
WINDOW_LINK = QTextFormat.Property.UserProperty + 1
_FIXED = QTextBlockFormat.LineHeightTypes.FixedHeight.value


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
