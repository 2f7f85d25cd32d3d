"""The Memory page of one scope: header, the Suggested group, the Saved list, Undo.

Every change goes through the Memory service on the GUI thread (one short SQLite
transaction each); the page refreshes itself right after its own changes and skips
the echo of them, and re-reads when any other writer (the agent on a worker thread, a
second window) announces a change to the scope it shows.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QRect,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QShortcut,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError, Code
from app.domain.model import Kind, MemoryEntry, Message, Provenance, Scope, ScopeRef, Status
from app.domain.rules import Action
from app.i18n import (
    _,
    current_language,
    format_number,
    format_room,
    format_time,
    is_rtl_text,
    ngettext,
)
from app.services.chat import ChatService
from app.services.memory import Decisions, MemoryQueries
from app.ui import labels
from app.ui.bridge import EventBridge
from app.ui.common import bold, dim_label, listen_to_language, retranslate_if_stale
from app.ui.errors import error_text
from app.ui.models import EntryRole, MemoryEntryModel

EXCERPT_CHARS = 140
SPARE_CARDS = 8  # suggestion cards kept for reuse (a scope has at most 5 suggestions)
QUOTE_CHARS = 60
KIND_ORDER = {k.value: i for i, k in enumerate(Kind)}


# ---------------------------------------------------------------- helpers


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """A colour between a and b (t=0 → a): dimmed text that follows light and dark palettes."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def _shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _quoted(content: str) -> str:
    return _shorten(content, QUOTE_CHARS)


def _has_focus_within(widget: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


# ---------------------------------------------------------------- notice bar


class NoticeBar(QFrame):
    """One line under the header: what just happened, or what went wrong, with Undo / Redo."""

    sig_undo_requested = Signal()
    sig_redo_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.icon_label = QLabel()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.action_button = QPushButton()
        self.action_button.clicked.connect(self.on_action_button_clicked)
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self.close_button.setText("×")
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.icon_label)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(self.close_button)
        self._text_fn: Callable[[], str] | None = None
        self._action: str | None = None
        self.error = False
        self.hide()
        self.retranslate_ui()

    def show_message(
        self,
        text_fn: Callable[[], str],
        *,
        error: bool = False,
        action: str | None = None,
        detail: str = "",
    ) -> None:
        """Show a message; text_fn is called again when the language changes."""
        self._text_fn = text_fn
        self._action = action
        self.error = error
        icon = (
            QStyle.StandardPixmap.SP_MessageBoxWarning
            if error
            else QStyle.StandardPixmap.SP_MessageBoxInformation
        )
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon_label.setPixmap(self.style().standardIcon(icon).pixmap(size, size))
        self.label.setToolTip(detail)
        self.retranslate_ui()
        self.show()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(_("Notice"))
        self.close_button.setToolTip(_("Close the notice"))
        self.close_button.setAccessibleName(_("Close the notice"))
        if self._text_fn is not None:
            self.label.setText(self._text_fn())
            self.label.setAccessibleName(self.label.text())
        self.action_button.setVisible(self._action is not None)
        if self._action == "undo":
            self.action_button.setText(_("Undo"))
        elif self._action == "redo":
            self.action_button.setText(_("Redo"))
        self.action_button.setAccessibleName(self.action_button.text())

    def on_action_button_clicked(self) -> None:
        if self._action == "undo":
            self.sig_undo_requested.emit()
        elif self._action == "redo":
            self.sig_redo_requested.emit()


# ---------------------------------------------------------------- suggestion card


class LinkButton(QPushButton):
    """A flat button drawn as a link in the palette's link colour (focusable, clickable)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        font = QFont(self.font())
        font.setUnderline(True)
        self.setFont(font)

    def paintEvent(self, event) -> None:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.palette.setColor(
            QPalette.ColorRole.ButtonText, self.palette().color(QPalette.ColorRole.Link)
        )
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, opt, painter, self)


class SuggestionCard(QFrame):
    """One pending suggestion with the message it came from and the user's three choices."""

    sig_accept_requested = Signal(object)  # MemoryEntry
    sig_save_requested = Signal(object, str)  # MemoryEntry, the user's wording
    sig_dismiss_requested = Signal(object)  # MemoryEntry
    sig_open_message_requested = Signal(int, int)  # session id, message id
    sig_focus_move_requested = Signal(object, int)  # this card, -1 / +1

    def __init__(self, entry: MemoryEntry, message: Message | None, parent=None):
        super().__init__(parent)
        self.entry = entry
        self.message = message
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

        self.content_label = QLabel(entry.content)
        self.content_label.setWordWrap(True)
        self.content_label.setTextFormat(Qt.TextFormat.PlainText)
        bold(self.content_label, 0.5)
        self.kind_label = QLabel()
        self.kind_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignTrailing)
        dim_label(self.kind_label)
        self.reason_label = QLabel()
        self.reason_label.setWordWrap(True)
        self.reason_label.setTextFormat(Qt.TextFormat.PlainText)
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.source_label.setTextFormat(Qt.TextFormat.PlainText)
        dim_label(self.source_label)
        self.source_link = LinkButton()
        self.source_link.clicked.connect(self.on_source_link_clicked)
        self.source_link.setVisible(message is not None)

        self.accept_button = QPushButton()
        self.edit_button = QPushButton()
        self.dismiss_button = QPushButton()
        self.accept_button.clicked.connect(lambda: self.sig_accept_requested.emit(self.entry))
        self.edit_button.clicked.connect(self.start_edit)
        self.dismiss_button.clicked.connect(lambda: self.sig_dismiss_requested.emit(self.entry))

        self.editor = QPlainTextEdit()
        self.editor.setTabChangesFocus(True)
        fm = QFontMetrics(self.editor.font())
        self.editor.setFixedHeight(fm.lineSpacing() * 3 + 14)
        self.editor.installEventFilter(self)
        self.save_button = QPushButton()
        self.cancel_button = QPushButton()
        self.save_button.clicked.connect(self.on_save_button_clicked)
        self.cancel_button.clicked.connect(self.cancel_edit)

        top = QHBoxLayout()
        top.addWidget(self.content_label, 1)
        top.addWidget(self.kind_label)
        source_row = QHBoxLayout()
        source_row.addWidget(self.source_label, 1)
        source_row.addWidget(self.source_link, 0, Qt.AlignmentFlag.AlignTop)
        self.decision_row = QWidget()
        decisions = QHBoxLayout(self.decision_row)
        decisions.setContentsMargins(0, 0, 0, 0)
        decisions.addStretch(1)
        for button in (self.accept_button, self.edit_button, self.dismiss_button):
            decisions.addWidget(button)
        self.edit_row = QWidget()
        edit_layout = QVBoxLayout(self.edit_row)
        edit_layout.setContentsMargins(0, 0, 0, 0)
        edit_layout.addWidget(self.editor)
        edit_buttons = QHBoxLayout()
        self.edit_hint = QLabel()
        dim_label(self.edit_hint)
        edit_buttons.addWidget(self.edit_hint, 1)
        edit_buttons.addWidget(self.save_button)
        edit_buttons.addWidget(self.cancel_button)
        edit_layout.addLayout(edit_buttons)
        self.edit_row.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.reason_label)
        layout.addLayout(source_row)
        layout.addWidget(self.edit_row)
        layout.addWidget(self.decision_row)
        self.retranslate_ui()

    def set_entry(self, entry: MemoryEntry, message: Message | None) -> None:
        """Show another suggestion in this card (the page reuses cards instead of rebuilding)."""
        self.entry = entry
        self.message = message
        self.content_label.setText(entry.content)
        self.content_label.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if is_rtl_text(entry.content) else Qt.LayoutDirection.LeftToRight)
        self.source_link.setVisible(message is not None)
        if self.is_editing():
            self.edit_row.hide()
            self.decision_row.show()
        self.retranslate_ui()

    # -- state

    def is_editing(self) -> bool:
        return not self.edit_row.isHidden()

    def start_edit(self) -> None:
        """Open the inline editor with the suggested wording."""
        self.editor.setPlainText(self.entry.content)
        self.edit_row.show()
        self.decision_row.hide()
        self.editor.setFocus()
        self.editor.selectAll()

    def cancel_edit(self) -> None:
        self.edit_row.hide()
        self.decision_row.show()
        self.setFocus()

    def on_save_button_clicked(self) -> None:
        self.sig_save_requested.emit(self.entry, self.editor.toPlainText())

    def on_source_link_clicked(self) -> None:
        if self.message is not None:
            self.sig_open_message_requested.emit(self.message.session_id, self.message.id)

    # -- text

    def retranslate_ui(self) -> None:
        e = self.entry
        self.kind_label.setText(labels.kind(e.kind))
        self.reason_label.setText(_("Why: {reason}").format(reason=e.reason) if e.reason else "")
        self.reason_label.setVisible(bool(e.reason))
        if self.message is not None:
            who = labels.source_badge(self.message.source)
            self.source_label.setText(
                _("↳ {who}, {time}: “{excerpt}”").format(
                    who=who,
                    time=format_time(self.message.created_at),
                    excerpt=_shorten(self.message.text, EXCERPT_CHARS),
                )
            )
            more = len(e.source_event_ids) - 1
            if more > 0:
                self.source_label.setText(
                    self.source_label.text()
                    + " "
                    + ngettext("(and {n} more message)", "(and {n} more messages)", more).format(
                        n=more
                    )
                )
        elif e.source_event_ids:
            self.source_label.setText(_("↳ The message it came from is no longer available."))
        else:
            self.source_label.setText("")
        self.source_link.setText(_("Open"))
        self.source_link.setToolTip(_("Open the chat at this message"))
        self.source_link.setAccessibleName(_("Open the message this suggestion came from"))
        self.accept_button.setText(_("Accept (A)"))
        self.edit_button.setText(_("Edit (E)"))
        self.dismiss_button.setText(_("Dismiss (D)"))
        self.accept_button.setToolTip(_("Save this rule to Memory as it is"))
        self.edit_button.setToolTip(_("Change the wording, then save it"))
        self.dismiss_button.setToolTip(_("Say no; it will not be suggested again here"))
        for button in (self.accept_button, self.edit_button, self.dismiss_button):
            button.setAccessibleName(button.text())
        self.save_button.setText(_("Save"))
        self.cancel_button.setText(_("Cancel"))
        self.save_button.setAccessibleName(_("Save the edited rule"))
        self.cancel_button.setAccessibleName(_("Cancel editing"))
        self.editor.setAccessibleName(_("Wording of the rule"))
        self.edit_hint.setText(_("Enter saves · Shift+Enter new line · Esc cancels"))
        self.setAccessibleName(_("Suggestion: {content}").format(content=e.content))
        self.setAccessibleDescription(
            _("{kind}. Keys: A accept, E edit, D dismiss, arrows move.").format(
                kind=labels.kind(e.kind)
            )
        )

    # -- keyboard and painting

    def keyPressEvent(self, event) -> None:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if not self.is_editing() and mods == Qt.KeyboardModifier.NoModifier:
            key = event.key()
            if key == Qt.Key.Key_A:
                self.sig_accept_requested.emit(self.entry)
                return
            if key == Qt.Key.Key_E:
                self.start_edit()
                return
            if key == Qt.Key.Key_D:
                self.sig_dismiss_requested.emit(self.entry)
                return
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.sig_focus_move_requested.emit(self, -1 if key == Qt.Key.Key_Up else 1)
                return
        super().keyPressEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.editor and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            ):
                self.on_save_button_clicked()
                return True
            if key == Qt.Key.Key_Escape:
                self.cancel_edit()
                return True
        return super().eventFilter(obj, event)

    def mousePressEvent(self, event) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        focused = _has_focus_within(self)
        pen = QPen(
            pal.color(QPalette.ColorRole.Highlight)
            if focused
            else pal.color(QPalette.ColorRole.Mid)
        )
        pen.setWidthF(2.0 if focused else 1.0)
        painter.setPen(pen)
        painter.setBrush(pal.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)


# ---------------------------------------------------------------- saved list


class SavedFilterProxy(QSortFilterProxyModel):
    """Search, archived on/off and the three sort orders; pinned entries stay on top.

    The source is a MemoryEntryModel. It keeps its rows in the chosen order (this proxy
    never sorts: a Python `lessThan` over 2,000 rows took ~0.4 s), and which rows pass
    the filter is worked out for all rows in one pass over prepared case-folded texts,
    so a keystroke costs one list lookup per row.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._needle = ""
        self._show_archived = False
        self._order = "newest"
        self._texts: list[str] = []  # per source row: content, kind and provenance, folded
        self._texts_for: tuple = ()  # (model, revision, language) they were made for
        self._accepted: list[bool] = []
        self._state: tuple = ()  # what _accepted was computed for
        self.setDynamicSortFilter(True)

    def setSourceModel(self, model) -> None:  # noqa: N802 (Qt override)
        super().setSourceModel(model)
        self._apply_order()

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._needle = " ".join(text.split()).casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_show_archived(self, on: bool) -> None:
        self.beginFilterChange()
        self._show_archived = on
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def sort_key(self) -> Callable[[MemoryEntry], tuple]:
        """The order of the rows: pinned first, then newest, oldest or by kind."""
        if self._order == "kind":
            return lambda e: (not e.pinned, KIND_ORDER[e.kind.value], e.created_at.timestamp(), e.id)
        if self._order == "oldest":
            return lambda e: (not e.pinned, e.created_at.timestamp(), e.id)
        return lambda e: (not e.pinned, -e.created_at.timestamp(), -e.id)

    def set_order(self, order: str) -> None:
        self._order = order
        self._apply_order()

    def _apply_order(self) -> None:
        model = self.sourceModel()
        if isinstance(model, MemoryEntryModel):
            model.set_sort_key(self.sort_key())

    def _refilter(self, state: tuple) -> None:
        model: MemoryEntryModel = self.sourceModel()
        entries = model.entries_view()
        terms = self._needle.split()
        show_archived = self._show_archived
        if not terms:
            self._accepted = [show_archived or e.status is not Status.ARCHIVED for e in entries]
            self._state = state
            return
        made_for = state[:3]
        if made_for != self._texts_for:
            kinds = {k: labels.kind(k) for k in Kind}
            sources = {p: labels.provenance(p) for p in Provenance}
            self._texts = [f"{e.content} {kinds[e.kind]} {sources[e.source]}".casefold()
                           for e in entries]
            self._texts_for = made_for
        self._accepted = [
            (show_archived or e.status is not Status.ARCHIVED)
            and all(term in text for term in terms)
            for e, text in zip(entries, self._texts)
        ]
        self._state = state

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:  # noqa: N802
        model = self.sourceModel()
        state = (id(model), model.revision, current_language(), self._needle, self._show_archived)
        if state != self._state:
            self._refilter(state)
        return 0 <= row < len(self._accepted) and self._accepted[row]


class SavedEntryDelegate(QStyledItemDelegate):
    """Paints a saved entry: ★ if pinned, the content, "kind · provenance ↳"; archived dimmed.

    A list of entries with different heights asks every row's size on each layout (every
    search keystroke): heights are remembered per content for the current width and font.
    """

    PAD = 8
    SIZES_KEPT = 20_000

    def __init__(self, parent=None):
        super().__init__(parent)
        self._heights: dict[str, int] = {}
        self._heights_for: tuple = ()  # (width, font key) the heights were measured for
        self._small: dict[str, QFont] = {}

    def forget_sizes(self) -> None:
        """Measure every row again (for a font or style change)."""
        self._heights.clear()

    def _width(self, option) -> int:
        view = self.parent()
        if isinstance(view, QAbstractItemView):
            return max(200, view.viewport().width() - 2)
        return max(200, option.rect.width())

    def _star_width(self, fm: QFontMetrics) -> int:
        return fm.horizontalAdvance("★") + 6

    def _meta_text(self, entry: MemoryEntry) -> str:
        parts = [labels.kind(entry.kind), labels.provenance(entry.source)]
        if entry.status is Status.ARCHIVED:
            parts.append(labels.status(entry.status))
        text = " · ".join(parts)
        if entry.source_event_ids:
            text += "  ↳"
        return text

    def _small_font(self, font: QFont) -> QFont:
        key = font.key()
        small = self._small.get(key)
        if small is None:
            small = QFont(font)
            small.setPointSizeF(max(6.0, font.pointSizeF() * 0.9))
            self._small[key] = small
        return small

    def sizeHint(self, option, index) -> QSize:
        entry: MemoryEntry = index.data(EntryRole)
        full = self._width(option)
        font = option.font
        measured_for = (full, font.key())
        if measured_for != self._heights_for or len(self._heights) > self.SIZES_KEPT:
            self._heights.clear()
            self._heights_for = measured_for
        content = entry.content if entry else ""
        height = self._heights.get(content)
        if height is None:
            fm = QFontMetrics(font)
            small = QFontMetrics(self._small_font(font))
            width = full - 2 * self.PAD - self._star_width(fm)
            text_rect = fm.boundingRect(
                QRect(0, 0, max(50, width), 100000), int(Qt.TextFlag.TextWordWrap), content
            )
            height = text_rect.height() + small.height() + 2 * self.PAD + 4
            self._heights[content] = height
        return QSize(full, height)

    def paint(self, painter: QPainter, option, index) -> None:
        entry: MemoryEntry = index.data(EntryRole)
        if entry is None:
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)

        painter.save()
        painter.setLayoutDirection(opt.direction)
        pal = opt.palette
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        text_color = pal.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        back = pal.color(QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.Base)
        if entry.status is Status.ARCHIVED:
            text_color = _mix(text_color, back, 0.5)
        meta_color = _mix(text_color, back, 0.35)
        fm = QFontMetrics(opt.font)
        small_font = self._small_font(opt.font)
        small = QFontMetrics(small_font)
        star_w = self._star_width(fm)
        inner = opt.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        lead = Qt.AlignmentFlag.AlignLeft
        align = QStyle.visualAlignment(opt.direction, lead)

        star_rect = QStyle.visualRect(
            opt.direction, inner, QRect(inner.left(), inner.top(), star_w, fm.height())
        )
        if entry.pinned:
            painter.setPen(pal.color(QPalette.ColorRole.Highlight) if not selected else text_color)
            painter.setFont(opt.font)
            painter.drawText(star_rect, int(align | Qt.AlignmentFlag.AlignTop), "★")
        body = QRect(inner.left() + star_w, inner.top(), inner.width() - star_w, inner.height())
        body = QStyle.visualRect(opt.direction, inner, body)
        painter.setPen(text_color)
        painter.setFont(opt.font)
        content_rect = painter.boundingRect(
            body, int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), entry.content
        )
        painter.drawText(
            body, int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), entry.content
        )
        meta_rect = QRect(body.left(), content_rect.bottom() + 4, body.width(), small.height())
        painter.setFont(small_font)
        painter.setPen(meta_color)
        meta = small.elidedText(
            self._meta_text(entry), Qt.TextElideMode.ElideRight, meta_rect.width()
        )
        painter.drawText(meta_rect, int(align | Qt.AlignmentFlag.AlignVCenter), meta)
        painter.restore()


class SavedListView(QListView):
    """The saved entries; says so when there is nothing to show."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.placeholder = ""

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.rowCount() == 0 and self.placeholder:
            painter = QPainter(self.viewport())
            pal = self.palette()
            painter.setPen(
                _mix(pal.color(QPalette.ColorRole.Text), pal.color(QPalette.ColorRole.Base), 0.45)
            )
            painter.drawText(
                self.viewport().rect().adjusted(12, 12, -12, -12),
                int(
                    Qt.AlignmentFlag.AlignHCenter
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap
                ),
                self.placeholder,
            )


# ---------------------------------------------------------------- undo


class DecisionCommand(QUndoCommand):
    """A decision already made through the service; undo asks the service to take it back."""

    def __init__(
        self,
        page: MemoryPage,
        entry_id: int,
        action: Action,
        params: dict[str, Any],
        history_id: int,
        notice: Callable[[], str],
    ):
        super().__init__(notice())
        # Weak: the stack (a child of the page) owns this command; a strong link back would
        # keep the page alive through C++ ownership that Python's collector cannot see.
        self._page = weakref.ref(page)
        self.entry_id = entry_id
        self.action = action
        self.params = params
        self.history_id = history_id
        self.notice = notice
        self._done_already = True

    def redo(self) -> None:
        if self._done_already:  # pushed after the service already did it
            self._done_already = False
            return
        page = self._page()
        if page is not None:
            page._redo_decision(self)

    def undo(self) -> None:
        page = self._page()
        if page is not None:
            page._undo_decision(self)


# ---------------------------------------------------------------- the page


class MemoryPage(QWidget):
    """What is remembered for one scope, what the agent suggests, and the user's decisions."""

    sig_open_message_requested = Signal(int, int)  # session id, message id
    sig_directory_requested = Signal()

    def __init__(self, memory: MemoryQueries, decisions: Decisions, chat: ChatService,
                 bridge: EventBridge, parent=None):
        super().__init__(parent)
        self._memory = memory
        self._decisions = decisions
        self._chat = chat
        self._bridge = bridge
        self._ref: ScopeRef | None = None
        self._session_id: int | None = None
        self._scope_refs: dict[Scope, ScopeRef] = {}
        self._scope_name = ""
        self._settings = None
        self._cards: list[SuggestionCard] = []
        # Cards of decided suggestions or of another scope, kept to show the next ones:
        # building a card's ~15 widgets cost ~2 ms, five of them a fifth of an open.
        self._spare_cards: list[SuggestionCard] = []
        self._form_entry: MemoryEntry | None = None  # None: the form adds a new entry
        self._message_cache: dict[int, Message | None] = {}
        self.undo_stack = QUndoStack(self)
        # The width minimum comes from the layouts (so no text is ever clipped); this is the floor.
        self.setMinimumHeight(420)

        self._build_top_row()
        self._build_header()
        self.notice = NoticeBar()
        self.notice_label = self.notice.label
        self.notice.sig_undo_requested.connect(self.on_notice_undo_requested)
        self.notice.sig_redo_requested.connect(self.on_notice_redo_requested)
        self._build_suggested()
        self._build_saved()

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.suggested_group)
        self.splitter.addWidget(self.saved_group)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        layout.addLayout(self.top_row)
        layout.addWidget(self._rule())
        layout.addLayout(self.header)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)

        self.undo_shortcut = QShortcut(QKeySequence.StandardKey.Undo, self)
        self.undo_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.undo_shortcut.activated.connect(self.on_undo_shortcut_activated)
        self.redo_shortcut = QShortcut(QKeySequence.StandardKey.Redo, self)
        self.redo_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.redo_shortcut.activated.connect(self.on_redo_shortcut_activated)

        bridge.sig_memory_changed.connect(self.on_bridge_memory_changed)
        bridge.sig_chat_changed.connect(self.on_bridge_chat_changed)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self.on_app_focus_changed)
        listen_to_language(self)

        self._set_enabled(False)
        self.retranslate_ui()

    # ------------------------------------------------------------ building

    @staticmethod
    def _rule() -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        return line

    def _build_top_row(self) -> None:
        self.page_label = QLabel()
        bold(self.page_label, 2)
        self.session_button = QPushButton()
        self.space_button = QPushButton()
        self.personal_button = QPushButton()
        self.scope_buttons = {
            Scope.SESSION: self.session_button,
            Scope.SPACE: self.space_button,
            Scope.USER: self.personal_button,
        }
        self.scope_group = QButtonGroup(self)
        self.scope_group.setExclusive(True)
        self._scope_order = list(self.scope_buttons)
        for i, button in enumerate(self.scope_buttons.values()):
            button.setCheckable(True)
            button.setEnabled(False)
            self.scope_group.addButton(button, i)
        self.scope_group.idClicked.connect(self.on_scope_group_id_clicked)
        self.directory_button = QPushButton()
        self.directory_button.clicked.connect(self.sig_directory_requested.emit)
        self.top_row = QHBoxLayout()
        self.top_row.addWidget(self.page_label)
        self.top_row.addSpacing(12)
        for button in self.scope_buttons.values():
            self.top_row.addWidget(button)
        self.top_row.addStretch(1)
        self.top_row.addWidget(self.directory_button)

    def _build_header(self) -> None:
        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        bold(self.title_label, 1)
        self.count_label = QLabel()
        self.count_label.setAlignment(
            Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter
        )
        self.room_bar = QProgressBar()
        self.room_bar.setTextVisible(False)
        self.room_bar.setMinimumWidth(90)
        self.room_bar.setMaximumWidth(260)
        self.room_bar.setFixedHeight(max(10, self.fontMetrics().height() // 2 + 4))
        self.room_label = QLabel()
        self.auto_memory_box = QCheckBox()
        self.use_memory_box = QCheckBox()
        self.auto_memory_box.toggled.connect(self.on_auto_memory_box_toggled)
        self.use_memory_box.toggled.connect(self.on_use_memory_box_toggled)
        self.organise_button = QPushButton()
        self.organise_button.clicked.connect(self.on_organise_button_clicked)

        title_row = QHBoxLayout()
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.count_label)
        self.switches = QWidget()
        switches = QHBoxLayout(self.switches)
        switches.setContentsMargins(0, 0, 0, 0)
        switches.addWidget(self.auto_memory_box)
        switches.addSpacing(8)
        switches.addWidget(self.use_memory_box)
        switches.addSpacing(8)
        switches.addWidget(self.organise_button)
        self.meter_row = QHBoxLayout()
        self.meter_row.addWidget(self.room_bar, 1)
        self.meter_row.addWidget(self.room_label)
        self.meter_row.addStretch(1)
        self.meter_row.addWidget(self.switches)
        # On a narrow page (or with long translations) the switches get a row of their own.
        self.switch_row = QHBoxLayout()
        self.switch_row.addStretch(1)
        self._switches_wrapped = False
        self.header = QVBoxLayout()
        self.header.setSpacing(6)
        self.header.addLayout(title_row)
        self.header.addLayout(self.meter_row)
        self.header.addLayout(self.switch_row)

    def _build_suggested(self) -> None:
        self.suggested_group = QWidget()
        self.suggested_label = QLabel()
        bold(self.suggested_label)
        self.suggested_hint = QLabel()
        self.suggested_hint.setWordWrap(True)
        dim_label(self.suggested_hint)
        self.cards_widget = QWidget()
        self.cards_layout = QVBoxLayout(self.cards_widget)
        self.cards_layout.setContentsMargins(0, 0, 4, 0)
        self.cards_layout.setSpacing(8)
        self.cards_layout.addStretch(1)
        self.cards_scroll = QScrollArea()
        self.cards_scroll.setWidgetResizable(True)
        self.cards_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.cards_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cards_scroll.setWidget(self.cards_widget)
        self.cards_scroll.setMinimumHeight(110)
        head = QHBoxLayout()
        head.addWidget(self.suggested_label)
        head.addSpacing(12)
        head.addWidget(self.suggested_hint, 1)
        layout = QVBoxLayout(self.suggested_group)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.addLayout(head)
        layout.addWidget(self.cards_scroll, 1)
        self.suggested_group.hide()

    def _build_saved(self) -> None:
        self.saved_group = QWidget()
        self.saved_label = QLabel()
        bold(self.saved_label)
        self.search_edit = QLineEdit()
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setMinimumWidth(120)
        self.search_edit.textChanged.connect(self.on_search_edit_text_changed)
        self.sort_label = QLabel()
        self.sort_combo = QComboBox()
        for key in ("newest", "oldest", "kind"):
            self.sort_combo.addItem("", key)
        self.sort_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.sort_combo.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.sort_label.setBuddy(self.sort_combo)
        self.sort_combo.currentIndexChanged.connect(self.on_sort_combo_current_index_changed)
        self.archived_box = QCheckBox()
        self.archived_box.toggled.connect(self.on_archived_box_toggled)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.on_add_button_clicked)

        self.saved_model = MemoryEntryModel(self)
        self.saved_proxy = SavedFilterProxy(self)
        self.saved_proxy.setSourceModel(self.saved_model)  # also sets the first order
        self.saved_view = SavedListView()
        self.saved_view.setModel(self.saved_proxy)
        self.saved_delegate = SavedEntryDelegate(self.saved_view)
        self.saved_view.setItemDelegate(self.saved_delegate)
        self.saved_view.setUniformItemSizes(False)
        # Rows have different heights; lay 2,000 of them out in batches between events, so
        # the first rows paint at once and typing in the search never waits for the rest.
        self.saved_view.setLayoutMode(QListView.LayoutMode.Batched)
        self.saved_view.setBatchSize(32)
        self.saved_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.saved_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.saved_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.saved_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.saved_view.setMinimumHeight(90)
        self.saved_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.saved_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.saved_view.customContextMenuRequested.connect(
            self.on_saved_view_context_menu_requested
        )
        # activated: double-click, or Enter on the current row
        self.saved_view.activated.connect(self.on_saved_view_activated)
        self.saved_view.selectionModel().selectionChanged.connect(self.on_saved_selection_changed)
        self.saved_proxy.modelReset.connect(self._update_saved_actions)
        self.saved_proxy.layoutChanged.connect(self._update_saved_actions)

        self.pin_button = QPushButton()
        self.edit_saved_button = QPushButton()
        self.archive_button = QPushButton()
        self.open_source_button = QPushButton()
        self.pin_button.clicked.connect(self.on_pin_button_clicked)
        self.edit_saved_button.clicked.connect(self.on_edit_saved_button_clicked)
        self.archive_button.clicked.connect(self.on_archive_button_clicked)
        self.open_source_button.clicked.connect(self.on_open_source_button_clicked)

        # the inline form: add an entry by hand, or edit the selected one
        self.entry_form = QFrame()
        self.entry_form.setFrameShape(QFrame.Shape.StyledPanel)
        self.form_title = QLabel()
        bold(self.form_title)
        self.kind_combo = QComboBox()
        for k in Kind:
            self.kind_combo.addItem("", k.value)
        self.entry_text = QLineEdit()
        self.entry_text.setMinimumWidth(160)
        self.entry_text.returnPressed.connect(self.on_form_save_button_clicked)
        self.entry_text.installEventFilter(self)
        self.kind_combo.installEventFilter(self)
        self.form_save_button = QPushButton()
        self.form_cancel_button = QPushButton()
        self.form_save_button.clicked.connect(self.on_form_save_button_clicked)
        self.form_cancel_button.clicked.connect(self.close_form)
        form = QHBoxLayout(self.entry_form)
        form.setContentsMargins(8, 6, 8, 6)
        form.addWidget(self.form_title)
        form.addWidget(self.kind_combo)
        form.addWidget(self.entry_text, 1)
        form.addWidget(self.form_save_button)
        form.addWidget(self.form_cancel_button)
        self.entry_form.hide()

        # Two rows, so long translations (German, Russian) never clip at 900×600.
        bar = QHBoxLayout()
        bar.addWidget(self.saved_label)
        bar.addWidget(self.search_edit, 1)
        bar.addWidget(self.add_button)
        view_options = QHBoxLayout()
        view_options.addWidget(self.sort_label)
        view_options.addWidget(self.sort_combo)
        view_options.addSpacing(12)
        view_options.addWidget(self.archived_box)
        view_options.addStretch(1)
        actions = QHBoxLayout()
        for button in (
            self.pin_button,
            self.edit_saved_button,
            self.archive_button,
            self.open_source_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        layout = QVBoxLayout(self.saved_group)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(bar)
        layout.addLayout(view_options)
        layout.addWidget(self.entry_form)
        layout.addWidget(self.saved_view, 1)
        layout.addLayout(actions)

    # ------------------------------------------------------------ public API

    def scope(self) -> ScopeRef | None:
        """The scope the page shows."""
        return self._ref

    def session_id(self) -> int | None:
        return self._session_id

    def show_scope(self, ref: ScopeRef, session_id: int | None = None) -> None:
        """Show one scope; with a Session, the scope buttons switch between its three scopes."""
        if session_id is None and ref.scope is Scope.SESSION:
            session_id = ref.scope_id
        refs: dict[Scope, ScopeRef] = {}
        scopes = None  # the Session's three scopes with their settings and counts
        if session_id is not None:
            try:
                scopes = self._memory.session_settings(session_id)
                refs = {st.ref.scope: st.ref for st in scopes}
            except AppError:
                refs, scopes = {}, None
            if ref not in refs.values():
                refs, session_id, scopes = {}, None, None
        if ref != self._ref:
            self.undo_stack.clear()
            self.notice.hide()
            self.close_form()
            self.search_edit.clear()
            self._clear_cards()
        self._ref, self._session_id, self._scope_refs = ref, session_id, refs
        for scope, button in self.scope_buttons.items():
            button.setEnabled(scope in refs)
            button.setChecked(ref.scope is scope)
        self.refresh(scopes)

    def reload(self) -> None:
        self.refresh()

    def refresh(self, scopes: list | None = None) -> None:
        """Re-read the shown scope from the service (`scopes`: the Session's, just read)."""
        if self._ref is None:
            return
        ref = self._ref
        try:
            if scopes is None and self._session_id is not None:
                try:
                    scopes = self._memory.session_settings(self._session_id)
                except AppError:
                    scopes = None
            mine = [st for st in scopes or () if st.ref == ref]
            self._settings = mine[0] if mine else self._memory.settings(ref)
            self._scope_name = self._memory.scope_name(ref)
            suggested = self._memory.list_entries(ref, statuses=[Status.SUGGESTED])
            saved = self._memory.list_entries(ref, statuses=[Status.ACTIVE, Status.ARCHIVED])
        except AppError as err:
            if err.code is Code.NOT_FOUND:
                self._show_gone()
            else:
                self._show_error(err)
            return
        self._set_enabled(True)
        self._show_pending_per_scope(scopes)
        self._show_settings()
        self._show_suggestions(suggested)
        self._show_saved(saved)
        self._retranslate_header()

    def _show_pending_per_scope(self, scopes: list | None = None) -> None:
        """Each scope button tells how many suggestions wait there."""
        pending: dict[Scope, int] = {}
        if scopes is not None:
            pending = {st.ref.scope: st.suggested for st in scopes}
        elif self._session_id is not None:
            try:
                pending = {st.ref.scope: st.suggested for st in self._memory.session_settings(self._session_id)}
            except AppError:
                pending = {}
        for scope, button in self.scope_buttons.items():
            n = pending.get(scope, 0)
            button.setText(labels.scope(scope) + (f" · {format_number(n)}" if n else ""))
            button.setToolTip(
                ngettext("{n} suggestion waits for you here", "{n} suggestions wait for you here", n).format(n=n)
                if n else self._scope_tips[scope]()
            )

    def suggestion_cards(self) -> list[SuggestionCard]:
        """The suggestion cards in the order shown."""
        return list(self._cards)

    def saved_entries(self) -> list[MemoryEntry]:
        """The saved entries as the list shows them (filtered and sorted)."""
        return [
            self.saved_proxy.index(r, 0).data(EntryRole) for r in range(self.saved_proxy.rowCount())
        ]

    def select_saved(self, entry_id: int) -> bool:
        """Make a saved entry the current one (for keyboard users and for tests)."""
        row = self.saved_model.row_of(entry_id)
        if row < 0:
            return False
        index = self.saved_proxy.mapFromSource(self.saved_model.index(row))
        if not index.isValid():
            return False
        self.saved_view.setCurrentIndex(index)
        return True

    def reveal_entry(self, entry_id: int) -> bool:
        """Bring one entry of the scope shown into view with the focus: its suggestion card,
        or its saved row. False when the scope shown does not hold it."""
        for card in self._cards:
            if card.entry.id == entry_id:
                card.setFocus(Qt.FocusReason.OtherFocusReason)
                self.cards_scroll.ensureWidgetVisible(card, 8, 8)
                return True
        if self.select_saved(entry_id):
            self.saved_view.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return False

    def selected_saved(self) -> MemoryEntry | None:
        """The saved entry the actions apply to: the selected row (not just the focus cursor)."""
        rows = self.saved_view.selectionModel().selectedRows()
        return rows[0].data(EntryRole) if rows else None

    # ------------------------------------------------------------ showing

    def _set_enabled(self, on: bool) -> None:
        for w in (
            self.auto_memory_box,
            self.use_memory_box,
            self.organise_button,
            self.saved_group,
        ):
            w.setEnabled(on)

    def _show_gone(self) -> None:
        self._settings = None
        self._set_enabled(False)
        self._clear_cards()
        self.suggested_group.hide()
        self.saved_model.set_entries([])
        self._retranslate_header()

    def _show_settings(self) -> None:
        st = self._settings
        for box, value in (
            (self.auto_memory_box, st.auto_memory),
            (self.use_memory_box, st.use_memory),
        ):
            box.blockSignals(True)
            box.setChecked(value)
            box.blockSignals(False)
        # QProgressBar repaints itself (and what lies under it) at once on a new value; the
        # page paints in one go right after, so let it join that paint (~5 ms per open).
        self.room_bar.setUpdatesEnabled(False)
        self.room_bar.setRange(0, max(1, st.room))
        self.room_bar.setValue(min(st.used, st.room))
        self.room_bar.setUpdatesEnabled(True)

    def _message(self, message_id: int) -> Message | None:
        if message_id not in self._message_cache:
            try:
                self._message_cache[message_id] = self._chat.get_message(message_id)
            except AppError:
                self._message_cache[message_id] = None
        return self._message_cache[message_id]

    def _clear_cards(self) -> None:
        for card in self._cards:
            self._retire_card(card)
        self._cards = []

    def _retire_card(self, card: SuggestionCard) -> None:
        """Take a card off the page; keep a few for the next suggestions, delete the rest."""
        card.hide()
        self.cards_layout.removeWidget(card)
        if len(self._spare_cards) < SPARE_CARDS:
            self._spare_cards.append(card)
        else:
            card.deleteLater()

    def _new_card(self, entry: MemoryEntry, message: Message | None) -> SuggestionCard:
        if self._spare_cards:
            card = self._spare_cards.pop()
            card.set_entry(entry, message)
            return card
        card = SuggestionCard(entry, message)
        card.sig_accept_requested.connect(self.on_card_accept_requested)
        card.sig_save_requested.connect(self.on_card_save_requested)
        card.sig_dismiss_requested.connect(self.on_card_dismiss_requested)
        card.sig_open_message_requested.connect(self.sig_open_message_requested)
        card.sig_focus_move_requested.connect(self.on_card_focus_move_requested)
        return card

    def _show_suggestions(self, entries: list[MemoryEntry]) -> None:
        """Keep cards whose entry did not change (an open editor survives unrelated news)."""
        focus_index = next((i for i, c in enumerate(self._cards) if _has_focus_within(c)), None)
        focus_id = self._cards[focus_index].entry.id if focus_index is not None else None
        old = {c.entry.id: c for c in self._cards}
        cards: list[SuggestionCard] = []
        for entry in entries:
            card = old.pop(entry.id, None)
            if card is not None and card.entry.version != entry.version:
                self._retire_card(card)
                card = None
            if card is None:
                message = (
                    self._message(entry.source_event_ids[0]) if entry.source_event_ids else None
                )
                card = self._new_card(entry, message)
            cards.append(card)
        for card in old.values():
            self._retire_card(card)
        count_changed = len(cards) != len(self._cards)
        for i, card in enumerate(cards):
            self.cards_layout.insertWidget(i, card)
            card.show()  # a widget added to a shown parent stays hidden until shown
        self._cards = cards
        self.suggested_group.setVisible(bool(cards))
        if focus_index is not None:
            # The focused card was decided: keep the keyboard on the next one.
            target = next((c for c in cards if c.entry.id == focus_id), None)
            if target is None and cards:
                target = cards[min(focus_index, len(cards) - 1)]
            if target is not None:
                if not _has_focus_within(target):
                    target.setFocus()
            else:
                self.saved_view.setFocus()
        if count_changed:
            self._size_splitter()

    def _size_splitter(self) -> None:
        if not self._cards:
            return
        width = self.cards_scroll.viewport().width()
        if width < 100:
            width = self.width() - 40
        width -= self.cards_layout.contentsMargins().right()
        wanted = (
            self.suggested_label.sizeHint().height()
            + 20
            + sum(
                (c.heightForWidth(width) if c.hasHeightForWidth() else c.sizeHint().height())
                + self.cards_layout.spacing()
                for c in self._cards
            )
        )
        total = self.splitter.height() or 400
        top = min(wanted, int(total * 0.58))
        self.splitter.setSizes([top, max(120, total - top)])

    def _place_switches(self) -> None:
        margins = self.layout().contentsMargins()
        available = self.width() - margins.left() - margins.right()
        needed = (
            self.room_bar.minimumWidth()
            + self.room_label.sizeHint().width()
            + self.switches.sizeHint().width()
            + 3 * self.meter_row.spacing()
            + 24
        )
        wrap = needed > available
        if wrap == self._switches_wrapped:
            return
        self._switches_wrapped = wrap
        (self.meter_row if wrap else self.switch_row).removeWidget(self.switches)
        (self.switch_row if wrap else self.meter_row).addWidget(self.switches)

    def resizeEvent(self, event) -> None:
        self._place_switches()
        super().resizeEvent(event)
        if event.oldSize().height() != event.size().height():
            self._size_splitter()

    def _show_saved(self, entries: list[MemoryEntry]) -> None:
        selected = self.selected_saved()
        self.saved_model.set_entries(entries)
        if selected is not None:
            self.select_saved(selected.id)
        self._update_saved_actions()

    # ------------------------------------------------------------ text

    def showEvent(self, event) -> None:
        retranslate_if_stale(self)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        """Re-set every visible text in the current language (called on a language switch)."""
        self.setAccessibleName(_("Memory"))
        self.page_label.setText(_("Memory"))
        self._scope_tips = {
            Scope.SESSION: lambda: _("Memory of this Session only"),
            Scope.SPACE: lambda: _("Memory shared by every Session of this Space"),
            Scope.USER: lambda: _("Memory for all of your work"),
        }
        for scope, button in self.scope_buttons.items():
            button.setText(labels.scope(scope))
            button.setToolTip(self._scope_tips[scope]())
            button.setAccessibleName(_("Show the {scope} Memory").format(scope=labels.scope(scope)))
        self._show_pending_per_scope()
        self.directory_button.setText(_("Directory"))
        self.directory_button.setToolTip(_("All Spaces and Sessions that have Memory"))
        self.directory_button.setAccessibleName(_("Memory directory"))
        self.room_bar.setAccessibleName(_("Memory room used"))
        self.auto_memory_box.setText(_("Auto Memory"))
        self.auto_memory_box.setToolTip(
            _("When off, nothing is saved or suggested automatically here.")
        )
        self.auto_memory_box.setAccessibleName(_("Auto Memory"))
        self.use_memory_box.setText(_("Use Memory"))
        self.use_memory_box.setToolTip(_("When off, the agent is not given this Memory."))
        self.use_memory_box.setAccessibleName(_("Use Memory"))
        self.organise_button.setText(_("Organise"))
        self.organise_button.setToolTip(_("Merge entries that have the same words"))
        self.organise_button.setAccessibleName(_("Organise"))
        self.suggested_hint.setText(
            _("Not used by the agent until you decide · A accept, E edit, D dismiss, ↑↓ move")
        )
        self.search_edit.setPlaceholderText(_("Search…"))
        self.search_edit.setAccessibleName(_("Search saved Memory"))
        self.sort_label.setText(_("Sort:"))
        for i, text in enumerate((_("Added, newest first"), _("Added, oldest first"), _("Kind"))):
            self.sort_combo.setItemText(i, text)
        self.sort_combo.setAccessibleName(_("Sort saved Memory"))
        self.archived_box.setText(_("Show archived"))
        self.archived_box.setAccessibleName(_("Show archived entries"))
        self.add_button.setText(_("+ Add"))
        self.add_button.setToolTip(_("Add an entry by hand"))
        self.add_button.setAccessibleName(_("Add an entry"))
        for i in range(self.kind_combo.count()):
            self.kind_combo.setItemText(i, labels.kind(self.kind_combo.itemData(i)))
        self.kind_combo.setAccessibleName(_("Kind"))
        self.entry_text.setPlaceholderText(_("What should be remembered?"))
        self.entry_text.setAccessibleName(_("Text of the entry"))
        self.form_save_button.setText(_("Save"))
        self.form_save_button.setAccessibleName(_("Save the entry"))
        self.form_cancel_button.setText(_("Cancel"))
        self.form_cancel_button.setAccessibleName(_("Cancel"))
        self.form_title.setText(_("Edit:") if self._form_entry is not None else _("New entry:"))
        self.saved_view.setAccessibleName(_("Saved Memory"))
        self.edit_saved_button.setText(_("Edit"))
        self.open_source_button.setText(_("Open source message"))
        for w in (self.edit_saved_button, self.open_source_button):
            w.setAccessibleName(w.text())
        self._update_saved_actions()
        self.notice.retranslate_ui()
        for card in self._cards:
            card.retranslate_ui()
        self._retranslate_header()
        self.saved_view.viewport().update()

    def _retranslate_header(self) -> None:
        ref, st = self._ref, self._settings
        if ref is None:
            self.title_label.setText(_("Choose a Session, or open the Memory directory."))
        elif st is None:
            self.title_label.setText(_("This Memory no longer exists."))
        elif ref.scope is Scope.SESSION:
            self.title_label.setText(
                _("Remembered for this Session · “{name}”").format(name=self._scope_name)
            )
        elif ref.scope is Scope.SPACE:
            self.title_label.setText(
                _("Remembered for this Space · “{name}”").format(name=self._scope_name)
            )
        else:
            self.title_label.setText(_("Personal Memory"))
        self.title_label.setAccessibleName(self.title_label.text())
        if st is None:
            for label in (
                self.count_label,
                self.room_label,
                self.saved_label,
                self.suggested_label,
            ):
                label.clear()
            self.saved_view.placeholder = ""
            return
        self.count_label.setText(
            ngettext("{n} saved", "{n} saved", st.count).format(n=format_number(st.count))
        )
        self.room_label.setText(format_room(st.used, st.room))
        self._place_switches()
        self.room_bar.setAccessibleDescription(self.room_label.text())
        self.room_bar.setToolTip(self.room_label.text())
        n = len(self._cards)
        self.suggested_label.setText(
            ngettext("Suggested ({n})", "Suggested ({n})", n).format(n=format_number(n))
        )
        self.saved_label.setText(
            ngettext("Saved ({n})", "Saved ({n})", st.count).format(n=format_number(st.count))
        )
        if self.saved_model.rowCount() and self.search_edit.text().strip():
            self.saved_view.placeholder = _("Nothing saved matches your search.")
        elif self.saved_model.rowCount():
            self.saved_view.placeholder = _(
                "Only archived entries here. Tick “Show archived” to see them."
            )
        else:
            self.saved_view.placeholder = _(
                "Nothing saved here yet. Accept a suggestion, or add an entry by hand."
            )
        self.saved_view.viewport().update()

    def _update_saved_actions(self) -> None:
        entry = self.selected_saved()
        has = entry is not None
        self.pin_button.setText(_("Unpin") if has and entry.pinned else _("Pin"))
        archived = has and entry.status is Status.ARCHIVED
        self.archive_button.setText(_("Restore") if archived else _("Archive"))
        self.pin_button.setEnabled(has)
        self.edit_saved_button.setEnabled(has and not archived)
        self.archive_button.setEnabled(has)
        self.open_source_button.setEnabled(has and bool(entry.source_event_ids))
        for w in (self.pin_button, self.archive_button):
            w.setAccessibleName(w.text())

    # ------------------------------------------------------------ notices and errors

    def _say(self, text_fn: Callable[[], str], *, action: str | None = None) -> None:
        self.notice.show_message(text_fn, action=action)

    def _error_text(self, err: AppError) -> Callable[[], str]:
        room = None
        if err.code is Code.ROOM_FULL and self._ref is not None:
            try:
                st = self._memory.settings(self._ref)  # the numbers as they are now
                room = (st.used, st.room)
            except AppError:
                pass
        return error_text(err, room=room)

    def _show_error(self, err: AppError) -> None:
        if err.code in (Code.VERSION_CONFLICT, Code.INVALID_STATE, Code.NOT_FOUND):
            self.refresh()
        self.notice.show_message(self._error_text(err), error=True, detail=err.message)

    # ------------------------------------------------------------ decisions

    @staticmethod
    def _notice_for(action: Action, content: str) -> Callable[[], str]:
        q = _quoted(content)
        texts = {
            Action.ACCEPT: lambda: _("Accepted “{content}”").format(content=q),
            Action.DISMISS: lambda: _("Dismissed “{content}”").format(content=q),
            Action.EDIT: lambda: _("Saved your wording “{content}”").format(content=q),
            Action.ARCHIVE: lambda: _("Archived “{content}”").format(content=q),
            Action.RESTORE: lambda: _("Restored “{content}”").format(content=q),
            Action.PIN: lambda: _("Pinned “{content}”").format(content=q),
            Action.UNPIN: lambda: _("Unpinned “{content}”").format(content=q),
        }
        return texts[action]

    def decide(self, entry: MemoryEntry, action: Action, **params: Any) -> MemoryEntry | None:
        """Run one decision (compare-and-set on the version shown); on success it can be undone."""
        try:
            decision = self._decisions.decide(entry.id, action, expected_version=entry.version,
                                              initiator=self, **params)
        except AppError as err:
            self._show_error(err)
            return None
        if decision.changed:
            done = Action(decision.action)  # an edit that changed nothing accepts as it stands
            notice = self._notice_for(done, decision.entry.content)
            self.undo_stack.push(
                DecisionCommand(self, entry.id, done, params if done is action else {},
                                decision.history_id, notice)
            )
            self.refresh()
            self._say(notice, action="undo")
        return decision.entry

    def _undo_decision(self, cmd: DecisionCommand) -> None:
        try:
            decision = self._decisions.undo(cmd.history_id, initiator=self)
        except AppError as err:
            cmd.setObsolete(True)
            self._show_error(err)
            return
        self.refresh()
        content = _quoted(decision.entry.content)
        self._say(
            lambda: _("Undone: “{content}” is back as it was.").format(content=content),
            action="redo",
        )

    def _redo_decision(self, cmd: DecisionCommand) -> None:
        try:
            current = self._memory.get(cmd.entry_id)
            decision = self._decisions.decide(cmd.entry_id, cmd.action, expected_version=current.version,
                                              initiator=self, **cmd.params)
        except AppError as err:
            cmd.setObsolete(True)
            self._show_error(err)
            return
        if decision.changed:
            cmd.history_id = decision.history_id
        else:
            cmd.setObsolete(True)
        self.refresh()
        self._say(cmd.notice, action="undo")

    def undo(self) -> None:
        """Take back the last decision made on this page."""
        if self.undo_stack.canUndo():
            self.undo_stack.undo()
        else:
            self._say(lambda: _("There is nothing to undo."))

    def redo(self) -> None:
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    def on_notice_undo_requested(self) -> None:
        self.undo()

    def on_notice_redo_requested(self) -> None:
        self.redo()

    def on_undo_shortcut_activated(self) -> None:
        self.undo()

    def on_redo_shortcut_activated(self) -> None:
        self.redo()

    def keyPressEvent(self, event) -> None:
        # The shortcuts need an active window; this catches Ctrl+Z when they do not fire.
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo()
            return
        if event.matches(QKeySequence.StandardKey.Redo):
            self.redo()
            return
        super().keyPressEvent(event)

    # -- the cards

    def on_card_accept_requested(self, entry: MemoryEntry) -> None:
        self.decide(entry, Action.ACCEPT)

    def on_card_dismiss_requested(self, entry: MemoryEntry) -> None:
        self.decide(entry, Action.DISMISS)

    def on_card_save_requested(self, entry: MemoryEntry, text: str) -> None:
        self.decide(entry, Action.EDIT, content=text)

    def on_card_focus_move_requested(self, card: SuggestionCard, step: int) -> None:
        if card not in self._cards:
            return
        i = self._cards.index(card) + step
        if 0 <= i < len(self._cards):
            self._cards[i].setFocus(Qt.FocusReason.OtherFocusReason)
        elif i >= len(self._cards):
            self.saved_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def on_app_focus_changed(self, old, new) -> None:
        for card in self._cards:
            card.update()
        for card in self._cards:
            if new is not None and (new is card or card.isAncestorOf(new)):
                self.cards_scroll.ensureWidgetVisible(card, 8, 8)

    # -- the header

    def _set_switch(self, **value: bool) -> None:
        if self._ref is None:
            return
        try:
            self._settings = self._decisions.set_settings(self._ref, initiator=self, **value)
        except AppError as err:
            self._show_error(err)
        self.refresh()

    def on_auto_memory_box_toggled(self, on: bool) -> None:
        self._set_switch(auto_memory=on)

    def on_use_memory_box_toggled(self, on: bool) -> None:
        self._set_switch(use_memory=on)

    def on_organise_button_clicked(self) -> None:
        if self._ref is None:
            return
        try:
            merged = self._decisions.organise(self._ref, initiator=self)
        except AppError as err:
            self._show_error(err)
            return
        self.refresh()
        if merged:
            self._say(
                lambda: ngettext(
                    "Organised: {n} entry merged.", "Organised: {n} entries merged.", merged
                ).format(n=format_number(merged))
            )
        else:
            self._say(lambda: _("Organised: nothing to merge."))

    def on_scope_group_id_clicked(self, button_id: int) -> None:
        ref = self._scope_refs.get(self._scope_order[button_id])
        if ref is not None:
            self.show_scope(ref, self._session_id)

    # -- the saved list

    def on_search_edit_text_changed(self, text: str) -> None:
        self.saved_proxy.set_search(text)
        self._retranslate_header()

    def on_sort_combo_current_index_changed(self, _index: int) -> None:
        self.saved_proxy.set_order(self.sort_combo.currentData())

    def on_archived_box_toggled(self, on: bool) -> None:
        self.saved_proxy.set_show_archived(on)
        self._update_saved_actions()

    def on_saved_selection_changed(self, *_args) -> None:
        self._update_saved_actions()

    def on_saved_view_activated(self, index: QModelIndex) -> None:
        entry = index.data(EntryRole)
        if entry is not None and entry.status is Status.ACTIVE:
            self.open_form(entry)

    def on_saved_view_context_menu_requested(self, pos) -> None:
        index = self.saved_view.indexAt(pos)
        if not index.isValid():
            return
        self.saved_view.setCurrentIndex(index)
        menu = QMenu(self)
        for button in (
            self.pin_button,
            self.edit_saved_button,
            self.archive_button,
            self.open_source_button,
        ):
            act = menu.addAction(button.text(), button.click)
            act.setEnabled(button.isEnabled())
        menu.exec(self.saved_view.viewport().mapToGlobal(pos))

    def on_pin_button_clicked(self) -> None:
        entry = self.selected_saved()
        if entry is not None:
            self.decide(entry, Action.UNPIN if entry.pinned else Action.PIN)

    def on_archive_button_clicked(self) -> None:
        entry = self.selected_saved()
        if entry is not None:
            self.decide(entry, Action.RESTORE if entry.status is Status.ARCHIVED else Action.ARCHIVE)

    def on_edit_saved_button_clicked(self) -> None:
        entry = self.selected_saved()
        if entry is not None:
            self.open_form(entry)

    def on_open_source_button_clicked(self) -> None:
        entry = self.selected_saved()
        if entry is None or not entry.source_event_ids:
            return
        message = self._message(entry.source_event_ids[0])
        if message is None:
            self._say(lambda: _("The message this entry came from is no longer available."))
            return
        self.sig_open_message_requested.emit(message.session_id, message.id)

    def on_add_button_clicked(self) -> None:
        self.open_form(None)

    # -- the add / edit form

    def open_form(self, entry: MemoryEntry | None) -> None:
        """Show the inline form: a new entry (None) or the wording and kind of a saved one."""
        self._form_entry = entry
        kind = entry.kind.value if entry is not None else Kind.FACT.value
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind)))
        self.entry_text.setText(entry.content if entry is not None else "")
        self.form_title.setText(_("Edit:") if entry is not None else _("New entry:"))
        self.entry_form.show()
        self.entry_text.setFocus()
        self.entry_text.selectAll()

    def close_form(self) -> None:
        was_open = self.entry_form.isVisible()
        self._form_entry = None
        self.entry_form.hide()
        if was_open:
            self.saved_view.setFocus()

    def on_form_save_button_clicked(self) -> None:
        if self._ref is None:
            return
        text = self.entry_text.text()
        kind = self.kind_combo.currentData()
        entry = self._form_entry
        if entry is not None:
            if text == entry.content and kind == entry.kind.value:
                self.close_form()
                return
            if self.decide(entry, Action.EDIT, content=text, kind=kind) is not None:
                self.close_form()
            return
        try:
            added = self._decisions.add_entry(self._ref, kind=kind, content=text, initiator=self)
        except AppError as err:
            self._show_error(err)
            return
        self.close_form()
        self.refresh()
        self.select_saved(added.id)
        q = _quoted(added.content)
        self._say(lambda: _("Added “{content}”").format(content=q))

    def eventFilter(self, obj, event) -> bool:
        if (
            obj in (self.entry_text, self.kind_combo)
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
        ):
            self.close_form()
            return True
        return super().eventFilter(obj, event)

    # ------------------------------------------------------------ live updates

    def on_bridge_memory_changed(self, event) -> None:
        if self._ref is None or self._ref not in event.scopes:
            return
        if event.initiator is self:
            return  # the page refreshes itself right after its own changes
        self._message_cache.clear()
        self.refresh()

    def on_bridge_chat_changed(self, event) -> None:
        ref = self._ref
        if ref is None:
            return
        if (ref.scope is Scope.SESSION and ref.scope_id in event.session_ids) or (
            ref.scope is Scope.SPACE and ref.scope_id in event.space_ids
        ):
            self._message_cache.clear()
            self.refresh()


__all__ = [
    "DecisionCommand",
    "MemoryPage",
    "NoticeBar",
    "SavedEntryDelegate",
    "SavedFilterProxy",
    "SuggestionCard",
]
