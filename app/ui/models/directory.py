"""The Memory directory as a Qt table model: Personal first, then each Space followed by its
Sessions that have Memory, with their counts (suggestions apart)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from app.domain.memory.outcomes import DirectoryRow
from app.domain.model import Scope, ScopeRef
from app.i18n import _, format_number, format_room, ngettext
from app.ui.models import labels

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
        if item.row.external is not None:
            return _("{agent} over MCP in “{space}”: its suggestions wait in the Space").format(
                agent=item.row.external, space=item.space_name
            )
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
