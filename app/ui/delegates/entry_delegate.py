"""Paints one entry of the Memory page's lower list: ★ if pinned, the content in its own
direction, then "kind · provenance · used …" and, when it cites a message, a link to it; for a
rule the agent's replies and actions followed or broke, "Followed 12 of 13 times · last broken
2 Mar 2026" below (SPEC §2.11); and for a saved rule what Mindkeep checks of it, in a few words
("Checks: pushes to main or release/*", issue 33)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)

from app.domain.memory.outcomes import EntryUse, RuleRecord
from app.domain.model import MemoryEntry, Status
from app.i18n import _, format_date, format_number, ngettext
from app.services.reading_words import reading_line, reading_words
from app.ui import style
from app.ui.models import labels
from app.ui.models.entries import EnforcementRole, EntryRole, ReadingRole, RecordRole, UseRole
from app.ui.widgets.common import isolate, paragraph_is_rtl


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """A colour between a and b (t=0 → a): dimmed text that follows light and dark palettes."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def use_text(use: EntryUse) -> str:
    """ "Used in 3 replies · last used 2 Mar 2026" (SPEC §2.9), or that no reply used it yet."""
    if not use.count or use.last_used_at is None:
        return _("Not used in a reply yet")
    return ngettext(
        "Used in {n} reply · last used {date}", "Used in {n} replies · last used {date}", use.count
    ).format(n=format_number(use.count), date=format_date(use.last_used_at))


def record_text(record: RuleRecord | None) -> str:
    """ "Followed 12 of 13 times · last broken 2 Mar 2026" (SPEC §2.11); "" when no reply or
    action gave the rule an occasion."""
    if record is None or not record.applied:
        return ""
    text = ngettext(
        "Followed {followed} of {n} time", "Followed {followed} of {n} times", record.applied
    ).format(followed=format_number(record.followed), n=format_number(record.applied))
    for agent, followed, broken in record.by_agent:  # "· Claude Code 9 of 9" (SPEC §10)
        text += " · " + _("{agent} {followed} of {n}").format(
            # isolated: in Arabic "Claude Code" does not pull the count after it to the left
            agent=isolate(agent),
            followed=format_number(followed),
            n=format_number(followed + broken),
        )
    if record.last_violated_at is not None:
        text += " · " + _("last broken {date}").format(date=format_date(record.last_violated_at))
    return text


@dataclass(frozen=True, slots=True)
class _Places:
    star: QRect
    content: QRect
    meta: QRect
    link: QRect | None
    content_rtl: bool
    record: QRect | None = None
    reading: QRect | None = None


def row_reading(entry: MemoryEntry | None, reading) -> str:
    """The reading line of a saved rule's row ("" for any other row)."""
    if entry is None or reading is None or entry.status is not Status.ACTIVE:
        return ""
    return reading_line(reading)


class EntryDelegate(QStyledItemDelegate):
    """Rows of different heights: heights are remembered per content for the current width
    and font, since a list asks every row's size on each layout (every search keystroke)."""

    sig_source_clicked = Signal(object)  # MemoryEntry whose cited message the user opens

    PAD = 8
    SIZES_KEPT = 20_000

    def __init__(self, parent=None):
        super().__init__(parent)
        self._heights: dict[str, int] = {}
        self._heights_for: tuple = ()
        self._small: dict[str, QFont] = {}

    def forget_sizes(self) -> None:
        """Measure every row again (for a font or style change)."""
        self._heights.clear()

    def _width(self, option) -> int:
        view = self.parent()
        if isinstance(view, QAbstractItemView):
            return max(200, view.viewport().width() - 2)
        return max(200, option.rect.width())

    def small_font(self, font: QFont) -> QFont:
        key = font.key()
        small = self._small.get(key)
        if small is None:
            small = QFont(font)
            small.setPointSizeF(max(6.0, font.pointSizeF() * 0.9))
            self._small[key] = small
        return small

    @staticmethod
    def link_text() -> str:
        return _("↳ message")

    @staticmethod
    def meta_text(entry: MemoryEntry, use: EntryUse, mode: str | None = None) -> str:
        parts = [labels.kind_title(entry.kind), labels.provenance(entry.source)]
        if entry.status is not Status.ACTIVE:
            parts.append(labels.status(entry.status))
        if entry.status is Status.ACTIVE:
            parts.append(use_text(use))
            if mode is not None:  # the user's choice for other agents (SPEC §10)
                parts.append(labels.enforcement_note(mode))
        return " · ".join(parts)

    def sizeHint(self, option, index) -> QSize:
        entry: MemoryEntry = index.data(EntryRole)
        full = self._width(option)
        font = option.font
        measured_for = (full, font.key())
        if measured_for != self._heights_for or len(self._heights) > self.SIZES_KEPT:
            self._heights.clear()
            self._heights_for = measured_for
        content = entry.content if entry else ""
        has_record = bool((index.data(RecordRole) or RuleRecord()).applied)
        has_reading = bool(row_reading(entry, index.data(ReadingRole)))
        key = content + ("\0record" if has_record else "") + ("\0reading" if has_reading else "")
        height = self._heights.get(key)
        if height is None:
            fm = QFontMetrics(font)
            small = QFontMetrics(self.small_font(font))
            width = full - 2 * self.PAD - fm.horizontalAdvance("★") - 6
            text_rect = fm.boundingRect(
                QRect(0, 0, max(50, width), 100000), int(Qt.TextFlag.TextWordWrap), content
            )
            height = text_rect.height() + small.height() + 2 * self.PAD + 4
            if has_record:
                height += small.height() + 2
            if has_reading:
                height += small.height() + 2
            self._heights[key] = height
        return QSize(full, height)

    def _places(
        self, option, entry: MemoryEntry, record: bool = False, reading: bool = False
    ) -> _Places:
        """Where each part of a row goes: every line on the window's leading edge, the content
        in its own direction (an English rule on the right of an Arabic row, as its lines)."""
        fm = QFontMetrics(option.font)
        small = QFontMetrics(self.small_font(option.font))
        star_w = fm.horizontalAdvance("★") + 6
        inner = option.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        content_rtl = paragraph_is_rtl(entry.content)
        body = QRect(inner.left() + star_w, inner.top(), inner.width() - star_w, inner.height())
        star = QRect(inner.left(), inner.top(), star_w, fm.height())
        if option.direction == Qt.LayoutDirection.RightToLeft:
            body.moveLeft(inner.left())
            star.moveRight(inner.right())
        text = fm.boundingRect(body, int(Qt.TextFlag.TextWordWrap), entry.content)
        # Under the content, from where it starts (the star's column stays clear for both).
        meta = QRect(body.left(), text.bottom() + 4, body.width(), small.height())
        link = None
        if entry.source_event_ids:
            w = small.horizontalAdvance(self.link_text()) + 4
            link = QStyle.visualRect(
                option.direction, meta, QRect(meta.right() - w, meta.top(), w, meta.height())
            )
            meta = QStyle.visualRect(
                option.direction,
                meta,
                QRect(meta.left(), meta.top(), meta.width() - w - 12, meta.height()),
            )
        lines = QRect(body.left(), meta.bottom() + 3, body.width(), small.height())
        after = lines.translated(0, small.height() + 2) if record else lines
        return _Places(
            star,
            body,
            meta,
            link,
            content_rtl,
            lines if record else None,
            after if reading else None,
        )

    def paint(self, painter: QPainter, option, index) -> None:
        entry: MemoryEntry = index.data(EntryRole)
        if entry is None:
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        qstyle = widget.style() if widget is not None else QApplication.style()
        qstyle.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        record = record_text(index.data(RecordRole))
        reading = row_reading(entry, index.data(ReadingRole))
        places = self._places(opt, entry, bool(record), bool(reading))

        painter.save()
        pal = opt.palette
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        ink = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        # Archived and dismissed entries read quieter, still at 4.5:1 (the theme's muted role).
        muted = ink if selected else style.color("muted")
        if entry.status is not Status.ACTIVE:
            ink = muted
        top = Qt.AlignmentFlag.AlignTop
        # The content in its own direction, on the window's leading edge with the lines under it.
        edge = QStyle.visualAlignment(opt.direction, Qt.AlignmentFlag.AlignLeft)
        own = edge | Qt.AlignmentFlag.AlignAbsolute
        if entry.pinned:
            painter.setPen(ink if selected else pal.color(QPalette.ColorRole.Highlight))
            painter.setFont(opt.font)
            painter.drawText(places.star, int(own | top), "★")
        painter.setPen(ink)
        painter.setFont(opt.font)
        painter.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if places.content_rtl else Qt.LayoutDirection.LeftToRight
        )
        painter.drawText(places.content, int(own | top | Qt.TextFlag.TextWordWrap), entry.content)
        painter.setLayoutDirection(opt.direction)
        small_font = self.small_font(opt.font)
        small = QFontMetrics(small_font)
        painter.setFont(small_font)
        painter.setPen(muted)
        lead = QStyle.visualAlignment(opt.direction, Qt.AlignmentFlag.AlignLeft)
        meta = small.elidedText(
            self.meta_text(
                entry,
                index.data(UseRole) or EntryUse(),
                index.data(EnforcementRole),
            ),
            Qt.TextElideMode.ElideRight,
            places.meta.width(),
        )
        painter.drawText(places.meta, int(lead | Qt.AlignmentFlag.AlignVCenter), meta)
        if places.record is not None:
            painter.drawText(
                places.record,
                int(lead | Qt.AlignmentFlag.AlignVCenter),
                small.elidedText(record, Qt.TextElideMode.ElideRight, places.record.width()),
            )
        if places.reading is not None:
            painter.drawText(
                places.reading,
                int(lead | Qt.AlignmentFlag.AlignVCenter),
                small.elidedText(reading, Qt.TextElideMode.ElideRight, places.reading.width()),
            )
        if places.link is not None:
            link_font = QFont(small_font)
            link_font.setUnderline(True)
            painter.setFont(link_font)
            painter.setPen(ink if selected else pal.color(QPalette.ColorRole.Link))
            painter.drawText(
                places.link, int(lead | Qt.AlignmentFlag.AlignVCenter), self.link_text()
            )
        painter.restore()

    def link_rect(self, option, index) -> QRect | None:
        """Where the row's "↳ message" link is (None when it cites nothing)."""
        entry = index.data(EntryRole)
        return None if entry is None else self._places(option, entry).link

    def helpEvent(self, event, view, option, index) -> bool:
        """A saved rule's tooltip: its reading's whole sentence (the row says it in a few
        words)."""
        entry = index.data(EntryRole)
        said = (
            reading_words(index.data(ReadingRole))
            if row_reading(entry, index.data(ReadingRole))
            else ""
        )
        if event.type() == QEvent.Type.ToolTip and said:
            QToolTip.showText(event.globalPos(), said, view)
            return True
        return super().helpEvent(event, view, option, index)

    def editorEvent(self, event, model, option, index) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and event.button() == Qt.MouseButton.LeftButton
        ):
            link = self.link_rect(option, index)
            if link is not None and link.contains(event.position().toPoint()):
                self.sig_source_clicked.emit(index.data(EntryRole))
                return True
        return super().editorEvent(event, model, option, index)
