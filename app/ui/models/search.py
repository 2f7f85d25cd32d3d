"""Every Memory entry of every scope as one Qt list, filtered as the user types (the
directory's search). Each keystroke is one pass over precomputed keys and one model reset
of the rows that match: the view asks only for the rows it shows (uniform row heights)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.domain.model import MemoryEntry
from app.domain.text import same_words_key

FoundRole = Qt.ItemDataRole.UserRole + 40  # the MemoryEntry of a row
WhereRole = Qt.ItemDataRole.UserRole + 41  # where it lives, in words ("Space · Release work")


class MemorySearchModel(QAbstractListModel):
    """All entries (with their same-words keys); `set_query` keeps those with every word."""

    def __init__(self, where: Callable[[MemoryEntry], str], parent=None):
        super().__init__(parent)
        self._where = where
        self._all: list[tuple[MemoryEntry, str]] = []
        self._shown: list[int] = []
        self._query: list[str] = []

    def set_entries(self, entries: Sequence[tuple[MemoryEntry, str]]) -> None:
        self._all = list(entries)
        self._apply()

    def set_query(self, text: str) -> None:
        terms = same_words_key(text).split()
        if terms != self._query:
            self._query = terms
            self._apply()

    def _apply(self) -> None:
        terms = self._query
        self.beginResetModel()
        if not terms:
            self._shown = []
        elif len(terms) == 1:
            term = terms[0]
            self._shown = [i for i, (_e, key) in enumerate(self._all) if term in key]
        else:
            self._shown = [i for i, (_e, key) in enumerate(self._all) if all(t in key for t in terms)]
        self.endResetModel()

    def entry_at(self, row: int) -> MemoryEntry | None:
        return self._all[self._shown[row]][0] if 0 <= row < len(self._shown) else None

    def rowCount(self, parent=QModelIndex()):  # noqa: N802 (Qt override)
        return 0 if parent.isValid() else len(self._shown)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        entry = self.entry_at(index.row()) if index.isValid() else None
        if entry is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.content
        if role == FoundRole:
            return entry
        if role == WhereRole:
            return self._where(entry)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{entry.content} — {self._where(entry)}"
        return None
