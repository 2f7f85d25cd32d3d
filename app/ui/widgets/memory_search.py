"""Search all Memory: one field, and the entries of every scope that hold its words, each with
where it lives; Enter or a double click opens its Memory page on it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QLineEdit,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from app.domain.model import MemoryEntry
from app.i18n import _, format_number, ngettext
from app.ui.models.search import FoundRole, MemorySearchModel, WhereRole
from app.ui.widgets.common import LanguageAware, text_label

PAD = 6


class FoundDelegate(QStyledItemDelegate):
    """Two lines of one height: the entry's words, and where it lives with its kind."""

    def sizeHint(self, option, index) -> QSize:
        fm = QFontMetrics(option.font)
        return QSize(option.rect.width(), 2 * fm.height() + 3 * PAD)

    def paint(self, painter, option, index) -> None:
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget else None
        if style is not None:
            style.drawPrimitive(
                QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget
            )
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pal = option.palette
        rect = option.rect.adjusted(PAD * 2, PAD, -PAD * 2, -PAD)
        fm = QFontMetrics(option.font)
        align = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        painter.save()
        painter.setPen(
            pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        )
        first = QRect(rect.left(), rect.top(), rect.width(), fm.height())
        painter.drawText(
            first, align, fm.elidedText(index.data(), Qt.TextElideMode.ElideRight, rect.width())
        )
        small = QFont(option.font)
        small.setPointSizeF(max(option.font.pointSizeF() * 0.9, 7))
        painter.setFont(small)
        if not selected:
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        second = QRect(rect.left(), rect.top() + fm.height() + PAD, rect.width(), fm.height())
        painter.drawText(second, align, index.data(WhereRole))
        painter.restore()


class MemorySearch(LanguageAware, QWidget):
    """The directory's search over every scope."""

    sig_entry_requested = Signal(object)  # MemoryEntry: open its Memory page on it
    sig_query_changed = Signal(str)

    def __init__(self, where, load, parent=None):
        super().__init__(parent)
        self._load = load  # () -> [(entry, key)], read when the search is first used
        self._stale = True
        self.field = QLineEdit()
        self.field.setClearButtonEnabled(True)
        self.field.textChanged.connect(self.on_field_text_changed)
        self.field.returnPressed.connect(self.on_field_return_pressed)
        self.model = MemorySearchModel(where, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setUniformItemSizes(True)  # rows of one height: only those shown are measured
        self.view.setItemDelegate(FoundDelegate(self.view))
        self.view.activated.connect(self.on_view_activated)
        self.view.hide()
        self.count_label = text_label()
        self.count_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.field)
        layout.addWidget(self.count_label)
        layout.addWidget(self.view, 1)
        self.listen_to_language()
        self.retranslate_ui()

    def mark_stale(self) -> None:
        """Memory changed: read it again before the next search (now if one is shown)."""
        self._stale = True
        if self.field.text().strip():
            self._refresh()

    def _refresh(self) -> None:
        if self._stale:
            self._stale = False
            self.model.set_entries(self._load())

    def on_field_text_changed(self, text: str) -> None:
        searching = bool(text.strip())
        if searching:
            self._refresh()
        self.model.set_query(text)
        self.view.setVisible(searching)
        self.count_label.setVisible(searching)
        self._show_count()
        self.sig_query_changed.emit(text)

    def on_field_return_pressed(self) -> None:
        if self.model.rowCount():
            index = self.view.currentIndex()
            self.on_view_activated(index if index.isValid() else self.model.index(0))

    def on_view_activated(self, index: QModelIndex) -> None:
        entry: MemoryEntry | None = index.data(FoundRole)
        if entry is not None:
            self.sig_entry_requested.emit(entry)

    def _show_count(self) -> None:
        n = self.model.found()
        self.count_label.setText(
            ngettext("{n} entry found", "{n} entries found", n).format(n=format_number(n))
        )

    def retranslate_ui(self) -> None:
        self.field.setPlaceholderText(_("Search all Memory…"))
        self.field.setAccessibleName(_("Search the Memory of every Space, Session and Personal"))
        self.view.setAccessibleName(_("Entries found"))
        self._show_count()
