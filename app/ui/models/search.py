"""Every Memory entry of every scope as one Qt list, filtered as the user types (the
directory's search). Each keystroke is one pass over precomputed keys and, when what matches
changed, one model reset; the view is given the matches a page at a time as it scrolls."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.domain.model import MemoryEntry
from app.domain.text import holds_terms, search_terms

FoundRole = Qt.ItemDataRole.UserRole + 40  # the MemoryEntry of a row
WhereRole = Qt.ItemDataRole.UserRole + 41  # where it lives, in words ("Space · Release work")


class MemorySearchModel(QAbstractListModel):
    """All entries (with their same-words keys); `set_query` keeps those with every word.

    The view is given what was found a page at a time (`canFetchMore`/`fetchMore`, as it
    scrolls): Qt asks a Python model for its row count once per row it lays out, so handing
    it 5,000 rows at each keystroke cost ~6 ms of calls before anything was drawn."""

    PAGE = 100

    def __init__(self, where: Callable[[MemoryEntry], str], parent=None):
        super().__init__(parent)
        self._where = where
        self._all: list[tuple[MemoryEntry, str]] = []
        self._shown: list[int] = []
        self._loaded = 0  # how many of _shown the view has been given
        self._query: list[tuple[str, ...]] = []

    def set_entries(self, entries: Sequence[tuple[MemoryEntry, str]]) -> None:
        self._all = list(entries)
        self._apply(force=True)

    def set_query(self, text: str) -> None:
        terms = search_terms(text)
        if terms != self._query:
            self._query = terms
            self._apply()

    def found(self) -> int:
        """How many entries hold every word (the view may have been given fewer so far)."""
        return len(self._shown)

    def _apply(self, *, force: bool = False) -> None:
        terms = self._query
        if not terms:
            shown = []
        elif len(terms) == 1 and len(terms[0]) == 1:
            term = terms[0][0]
            shown = [i for i, (_e, key) in enumerate(self._all) if term in key]
        else:
            shown = [i for i, (_e, key) in enumerate(self._all) if holds_terms(key, terms)]
        if shown == self._shown and not force:
            return  # the same entries: nothing to draw again
        self.beginResetModel()
        self._shown = shown
        self._loaded = min(len(shown), self.PAGE)
        self.endResetModel()

    def canFetchMore(self, parent=QModelIndex()) -> bool:
        return not parent.isValid() and self._loaded < len(self._shown)

    def fetchMore(self, parent=QModelIndex()) -> None:
        if parent.isValid():
            return
        more = min(len(self._shown), self._loaded + self.PAGE)
        if more > self._loaded:
            self.beginInsertRows(QModelIndex(), self._loaded, more - 1)
            self._loaded = more
            self.endInsertRows()

    def entry_at(self, row: int) -> MemoryEntry | None:
        return self._all[self._shown[row]][0] if 0 <= row < self._loaded else None

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else self._loaded

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
