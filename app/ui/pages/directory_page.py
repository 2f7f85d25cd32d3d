"""The Memory directory: every Space and Session that has Memory, and Personal, with counts."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.domain.model import DirectoryRow, Scope, ScopeRef
from app.i18n import _, format_number, format_room, ngettext
from app.services.chat import ChatService
from app.services.memory import MemoryQueries
from app.ui import icons, labels, style
from app.ui.bridge import EventBridge
from app.ui.common import LanguageAware

DirectoryRowRole = Qt.ItemDataRole.UserRole + 30
SuggestedCountRole = Qt.ItemDataRole.UserRole + 31
ScopeRefRole = Qt.ItemDataRole.UserRole + 32
SubtitleRole = Qt.ItemDataRole.UserRole + 33  # where the Memory applies, under the name
_ROOT = QModelIndex()


@dataclass(frozen=True, slots=True)
class DirectoryItem:
    """One row: a scope's directory numbers and, for a Session, the name of its Space."""

    row: DirectoryRow
    space_name: str = ""


class DirectoryModel(QAbstractTableModel):
    """Personal first, then each Space followed by its Sessions; texts are translated when shown."""

    NAME, SAVED, SUGGESTED, ROOM = range(4)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: list[DirectoryItem] = []

    def set_items(self, items: list[DirectoryItem]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self.endResetModel()

    def items(self) -> list[DirectoryItem]:
        return list(self._items)

    def row_of(self, ref: ScopeRef) -> int:
        for i, item in enumerate(self._items):
            if item.row.ref == ref:
                return i
        return -1

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._items:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._items) - 1, self.columnCount() - 1)
            )

    def rowCount(self, parent=_ROOT):
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent=_ROOT):
        return 0 if parent.isValid() else 4

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            self.NAME: _("Name"),
            self.SAVED: _("Saved"),
            self.SUGGESTED: _("Suggested"),
            self.ROOM: _("Room used"),
        }.get(section)

    @staticmethod
    def name_of(item: DirectoryItem) -> str:
        return labels.scope(Scope.USER) if item.row.ref.scope is Scope.USER else item.row.name

    @staticmethod
    def where_of(item: DirectoryItem) -> str:
        scope = item.row.ref.scope
        if scope is Scope.SESSION:
            return _("Session in “{space}”").format(space=item.space_name)
        if scope is Scope.SPACE:
            return _("Space (all its Sessions)")
        return _("All of your work")

    @staticmethod
    def saved_of(item: DirectoryItem) -> str:
        n = item.row.count
        return ngettext("{n} saved", "{n} saved", n).format(n=format_number(n))

    @staticmethod
    def suggested_of(item: DirectoryItem) -> str:
        n = item.row.suggested
        return ngettext("{n} suggested", "{n} suggested", n).format(n=format_number(n)) if n else ""

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        item = self._items[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                self.NAME: self.name_of,
                self.SAVED: self.saved_of,
                self.SUGGESTED: self.suggested_of,
                self.ROOM: lambda it: format_room(it.row.used, it.row.room),
            }[col](item)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            parts = [self.name_of(item), self.where_of(item), self.saved_of(item)]
            if item.row.suggested:
                parts.append(self.suggested_of(item))
            parts.append(format_room(item.row.used, item.row.room))
            return ", ".join(parts)
        if role == Qt.ItemDataRole.ToolTipRole and col == self.NAME:
            return _("Open its Memory page (Enter or double-click)")
        if (
            role == Qt.ItemDataRole.FontRole
            and col == self.NAME
            and item.row.ref.scope is not Scope.SESSION
        ):
            font = QFont()
            font.setBold(True)
            return font
        if role == DirectoryRowRole:
            return item.row
        if role == ScopeRefRole:
            return item.row.ref
        if role == SuggestedCountRole:
            return item.row.suggested
        if role == SubtitleRole:
            return self.where_of(item)
        return None


class PaddedDelegate(QStyledItemDelegate):
    """Gives every cell some air (the default sizes hug the text)."""

    def sizeHint(self, option, index) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + 20, max(size.height(), QFontMetrics(option.font).height() + 14))


class NameDelegate(PaddedDelegate):
    """The name, and under it in smaller type where the Memory applies; Sessions indented."""

    INDENT = 18
    GAP = 2

    @staticmethod
    def _small(font: QFont) -> QFont:
        small = QFont(font)
        small.setBold(False)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.88))
        return small

    def _indent(self, index) -> int:
        ref = index.data(ScopeRefRole)
        return self.INDENT if ref is not None and ref.scope is Scope.SESSION else 0

    def sizeHint(self, option, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        fm = QFontMetrics(opt.font)
        small = QFontMetrics(self._small(opt.font))
        subtitle = index.data(SubtitleRole) or ""
        width = max(fm.horizontalAdvance(opt.text), small.horizontalAdvance(subtitle))
        return QSize(width + self._indent(index) + 24, fm.height() + small.height() + self.GAP + 14)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        qstyle = widget.style() if widget is not None else QApplication.style()
        name = opt.text
        opt.text = ""
        qstyle.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        inner = opt.rect.adjusted(6 + self._indent(index), 5, -6, -5)
        inner = QStyle.visualRect(opt.direction, opt.rect, inner)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        pal = opt.palette
        ink = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        dim = ink if selected else style.color("muted")
        align = int(
            QStyle.visualAlignment(opt.direction, Qt.AlignmentFlag.AlignLeft)
            | Qt.AlignmentFlag.AlignTop
        )
        fm = QFontMetrics(opt.font)
        small_font = self._small(opt.font)
        small = QFontMetrics(small_font)
        painter.save()
        painter.setLayoutDirection(opt.direction)
        painter.setFont(opt.font)
        painter.setPen(ink)
        painter.drawText(
            QRect(inner.left(), inner.top(), inner.width(), fm.height()),
            align,
            fm.elidedText(name, Qt.TextElideMode.ElideRight, inner.width()),
        )
        painter.setFont(small_font)
        painter.setPen(dim)
        subtitle = index.data(SubtitleRole) or ""
        painter.drawText(
            QRect(
                inner.left(), inner.top() + fm.height() + self.GAP, inner.width(), small.height()
            ),
            align,
            small.elidedText(subtitle, Qt.TextElideMode.ElideRight, inner.width()),
        )
        painter.restore()


class BadgeDelegate(PaddedDelegate):
    """Paints "N suggested" as a small pill in the highlight colour; nothing when there is none."""

    def sizeHint(self, option, index) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        fm = QFontMetrics(option.font)
        return QSize(fm.horizontalAdvance(text) + 36, fm.height() + 14)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        qstyle = widget.style() if widget is not None else QApplication.style()
        qstyle.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        if not text:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetrics(opt.font)
        w = min(fm.horizontalAdvance(text) + 16, opt.rect.width() - 8)
        h = fm.height() + 4
        pill = QRect(opt.rect.left() + 6, opt.rect.center().y() - h // 2, w, h)
        pill = QStyle.visualRect(opt.direction, opt.rect, pill)
        pal = opt.palette
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        fill = pal.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Highlight
        )
        ink = pal.color(
            QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.HighlightedText
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(pill), h / 2, h / 2)
        painter.setPen(ink)
        painter.setFont(opt.font)
        painter.drawText(
            pill,
            int(Qt.AlignmentFlag.AlignCenter),
            fm.elidedText(text, Qt.TextElideMode.ElideRight, pill.width() - 8),
        )
        painter.restore()


class DirectoryPage(LanguageAware, QWidget):
    """Where Memory lives: pick a Space, a Session or Personal to open its Memory page."""

    sig_open_memory_requested = Signal(object, object)  # ScopeRef, session id or None
    sig_back_requested = Signal()  # Esc: back to the chat

    def __init__(self, memory: MemoryQueries, chat: ChatService, bridge: EventBridge, parent=None):
        super().__init__(parent)
        self._memory = memory
        self._chat = chat
        self.setMinimumSize(520, 360)

        self.title_label = QLabel()
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() + 2)
        self.title_label.setFont(font)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()

        self.model = DirectoryModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(DirectoryModel.NAME, QHeaderView.ResizeMode.Stretch)
        for col in (DirectoryModel.SAVED, DirectoryModel.SUGGESTED, DirectoryModel.ROOM):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setItemDelegate(PaddedDelegate(self.table))
        self.table.setItemDelegateForColumn(DirectoryModel.NAME, NameDelegate(self.table))
        self.table.setItemDelegateForColumn(DirectoryModel.SUGGESTED, BadgeDelegate(self.table))
        # activated: double-click, or Enter on the current row
        self.table.activated.connect(self.on_table_activated)
        self.table.selectionModel().currentRowChanged.connect(self.on_table_current_row_changed)

        self.open_button = QPushButton()
        self.open_button.setIcon(icons.icon("arrow-square-out", "on_accent"))
        style.set_role(self.open_button, "primary")
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self.on_open_button_clicked)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        layout.addWidget(self.title_label)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addLayout(buttons)

        bridge.sig_memory_changed.connect(self.on_bridge_memory_changed)
        bridge.sig_chat_changed.connect(self.on_bridge_chat_changed)
        self.listen_to_language()
        # Read lazily: a hidden directory over thousands of Sessions would slow every start.
        self._stale = True
        self.retranslate_ui()

    # ------------------------------------------------------------ data

    def _reload_when_visible(self) -> None:
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    def reload(self) -> None:
        """Re-read the directory, keeping the selected row."""
        self._stale = False
        current = self.selected_ref()
        try:
            spaces, sessions, personal = self._memory.directory()
            space_names = {sp.id: sp.name for sp in self._chat.list_spaces()}
        except AppError:
            return
        items = [DirectoryItem(personal)]
        by_space: dict[int, list[DirectoryRow]] = {}
        for row in sessions:
            by_space.setdefault(row.space_id, []).append(row)
        space_rows = {row.ref.scope_id: row for row in spaces}
        # Spaces in the sidebar's order, each followed by its Sessions that have Memory.
        for space_id, name in space_names.items():
            if space_id in space_rows:
                items.append(DirectoryItem(space_rows[space_id]))
            items.extend(DirectoryItem(row, name) for row in by_space.get(space_id, []))
        self.model.set_items(items)
        self.empty_label.setVisible(len(items) == 1)
        if current is None or not self.select(current):
            # Not selectRow(0): right to left it looks for the row's first cell at the
            # viewport's far edge, finds none, and leaves nothing selected (Open disabled).
            self.table.setCurrentIndex(self.model.index(0, 0))
        self._update_open_button()

    def items(self) -> list[DirectoryItem]:
        return self.model.items()

    def select(self, ref: ScopeRef) -> bool:
        row = self.model.row_of(ref)
        if row < 0:
            return False
        self.table.setCurrentIndex(self.model.index(row, 0))
        return True

    def selected_ref(self) -> ScopeRef | None:
        index = self.table.currentIndex()
        return index.data(ScopeRefRole) if index.isValid() else None

    # ------------------------------------------------------------ opening

    def open_row(self, row: int) -> None:
        """Ask to open the Memory page of a row (a Space opens through its first Session)."""
        index = self.model.index(row, 0)
        ref: ScopeRef | None = index.data(ScopeRefRole)
        if ref is None:
            return
        session_id: int | None = None
        if ref.scope is Scope.SESSION:
            session_id = ref.scope_id
        elif ref.scope is Scope.SPACE:
            sessions = self._chat.list_sessions(ref.scope_id)
            session_id = sessions[0].id if sessions else None
        self.sig_open_memory_requested.emit(ref, session_id)

    def on_table_activated(self, index: QModelIndex) -> None:
        self.open_row(index.row())

    def on_open_button_clicked(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.open_row(index.row())

    def on_table_current_row_changed(self, *_args) -> None:
        self._update_open_button()

    def _update_open_button(self) -> None:
        self.open_button.setEnabled(self.table.currentIndex().isValid())

    # ------------------------------------------------------------ live updates and text

    def on_bridge_memory_changed(self, _event) -> None:
        self._reload_when_visible()

    def on_bridge_chat_changed(self, _event) -> None:
        self._reload_when_visible()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self._stale:
            self.reload()
        super().showEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.sig_back_requested.emit()
            return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        """Re-set every visible text in the current language (called on a language switch)."""
        self.setAccessibleName(_("Memory directory"))
        self.title_label.setText(_("Memory directory"))
        self.hint_label.setText(
            _(
                "Spaces and Sessions that have Memory. Counts leave out suggestions, which "
                "wait for you on each Memory page."
            )
        )
        self.empty_label.setText(
            _(
                "No Space or Session has Memory yet. It appears here when something is saved "
                "or suggested."
            )
        )
        self.table.setAccessibleName(_("Spaces and Sessions with Memory"))
        self.table.setAccessibleDescription(_("Open its Memory page (Enter or double-click)"))
        self.open_button.setText(_("Open Memory page"))
        self.open_button.setToolTip(_("Open its Memory page (Enter or double-click)"))
        self.open_button.setAccessibleName(_("Open the Memory page of the selected row"))
        self.model.retranslate()
