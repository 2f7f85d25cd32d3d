"""The Qt model of a Session's messages (plain domain objects, never live ORM rows)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.domain.model import Message
from app.ui.qt_workarounds import keep_none_alive

# Every page's models come through here, before the first widget is painted.
keep_none_alive()

MessageRole = Qt.ItemDataRole.UserRole + 10
SourceRole = Qt.ItemDataRole.UserRole + 11
HasSuggestionRole = Qt.ItemDataRole.UserRole + 12
HighlightRole = Qt.ItemDataRole.UserRole + 13


class MessageListModel(QAbstractListModel):
    """A Session's messages; knows which user messages have a pending suggestion."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._messages: list[Message] = []
        self._with_suggestion: set[int] = set()
        self._highlight: int | None = None

    def set_messages(self, messages: list[Message], with_suggestion: set[int]) -> None:
        """Replace the rows; append-only changes insert rows instead of resetting the view."""
        old_ids = [m.id for m in self._messages]
        new_ids = [m.id for m in messages]
        if old_ids and new_ids[: len(old_ids)] == old_ids:
            self._with_suggestion = set(with_suggestion)
            if len(new_ids) > len(old_ids):
                self.beginInsertRows(QModelIndex(), len(old_ids), len(new_ids) - 1)
                self._messages = list(messages)
                self.endInsertRows()
            if self._messages:
                self.dataChanged.emit(self.index(0), self.index(len(self._messages) - 1))
            return
        self.beginResetModel()
        self._messages = list(messages)
        self._with_suggestion = set(with_suggestion)
        self.endResetModel()

    def set_highlight(self, message_id: int | None) -> None:
        self._highlight = message_id
        if self._messages:
            self.dataChanged.emit(self.index(0), self.index(len(self._messages) - 1), [HighlightRole])

    def row_of(self, message_id: int) -> int:
        for row, m in enumerate(self._messages):
            if m.id == message_id:
                return row
        return -1

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._messages)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._messages):
            return None
        m = self._messages[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return m.text
        if role == MessageRole:
            return m
        if role == SourceRole:
            return m.source.value
        if role == HasSuggestionRole:
            return m.id in self._with_suggestion
        if role == HighlightRole:
            return m.id == self._highlight
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{m.source.value}: {m.text}"
        return None
