"""The Qt model of Memory entries (plain domain objects, never live ORM rows)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.domain.memory.outcomes import EntryUse, RuleRecord
from app.domain.model import MemoryEntry
from app.ui.qt.workarounds import keep_none_alive

# Every page's models come through here, before the first widget is painted.
keep_none_alive()

EntryRole = Qt.ItemDataRole.UserRole + 20
KindRole = Qt.ItemDataRole.UserRole + 21
StatusRole = Qt.ItemDataRole.UserRole + 22
ProvenanceRole = Qt.ItemDataRole.UserRole + 23
PinnedRole = Qt.ItemDataRole.UserRole + 24
CreatedRole = Qt.ItemDataRole.UserRole + 25
UseRole = Qt.ItemDataRole.UserRole + 26  # EntryUse: how many replies used it, and when last
RecordRole = Qt.ItemDataRole.UserRole + 27  # RuleRecord: followed N of M times, last broken
ReadingRole = Qt.ItemDataRole.UserRole + 28  # Reading: what Mindkeep checks of a saved rule
# The user's Block / Remind / Off for other agents (None: the rule's default), SPEC §10.
EnforcementRole = Qt.ItemDataRole.UserRole + 29


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)


class MemoryEntryModel(QAbstractListModel):
    """Entries of one scope and group (suggested or saved).

    The rows are kept in the order of `set_sort_key` (as given without one), so a proxy
    over this model only filters: sorting 2,000 rows through a Python `lessThan` took
    ~0.4 s; `sorted` with a key takes ~2 ms. `revision` changes whenever the rows do.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._entries: list[MemoryEntry] = []
        self._sort_key: Callable[[MemoryEntry], Any] | None = None
        self._uses: dict[int, EntryUse] = {}
        self._records: dict[int, RuleRecord] = {}
        self._readings: dict[int, Any] = {}
        self._enforcement: dict[int, str] = {}
        self.revision = 0

    def _store(self, entries: list[MemoryEntry]) -> None:
        if self._sort_key is not None:
            entries = sorted(entries, key=self._sort_key)
        self._entries = entries
        self.revision += 1

    def set_entries(
        self,
        entries: list[MemoryEntry],
        uses: dict[int, EntryUse] | None = None,
        records: dict[int, RuleRecord] | None = None,
        readings: dict[int, Any] | None = None,
        enforcement: dict[int, str] | None = None,
    ) -> None:
        """Replace the rows (and how often replies used each entry, SPEC §2.9, followed and
        broke it, SPEC §2.11, what Mindkeep checks of each rule, issue 33, and what each rule
        does to other agents' actions, SPEC §10)."""
        self.beginResetModel()
        self._records = dict(records or {})  # before the rows: the "Often broken" order reads it
        self._store(list(entries))
        self._uses = dict(uses or {})
        self._readings = dict(readings or {})
        self._enforcement = dict(enforcement or {})
        self.endResetModel()

    def reading_of(self, entry_id: int):
        """The Reading of a saved rule (None: not a rule, or none known)."""
        return self._readings.get(entry_id)

    def record_of(self, entry_id: int) -> RuleRecord:
        return self._records.get(entry_id, _NOT_APPLIED)

    def set_sort_key(self, key: Callable[[MemoryEntry], Any] | None) -> None:
        """Order the rows by key(entry); persistent indexes (selection, current row) follow."""
        self._sort_key = key
        if key is None or not self._entries:
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        ids = [self._entries[i.row()].id if i.isValid() else None for i in persistent]
        self._store(self._entries)
        rows = {e.id: r for r, e in enumerate(self._entries)}
        self.changePersistentIndexList(
            persistent,
            [self.index(rows[i]) if i in rows else QModelIndex() for i in ids],
        )
        self.layoutChanged.emit()

    def entries(self) -> list[MemoryEntry]:
        return list(self._entries)

    def entries_view(self) -> Sequence[MemoryEntry]:
        """The rows in order, without a copy (do not change it)."""
        return self._entries

    def entry_at(self, row: int) -> MemoryEntry | None:
        return self._entries[row] if 0 <= row < len(self._entries) else None

    def row_of(self, entry_id: int) -> int:
        for row, e in enumerate(self._entries):
            if e.id == entry_id:
                return row
        return -1

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        # Called for every row by views and proxies: no allocation on the way.
        row = index.row()
        if not 0 <= row < len(self._entries) or not index.isValid():
            return None
        e = self._entries[row]
        if role == EntryRole:
            return e
        if role in (_DISPLAY, _ACCESSIBLE):
            return e.content
        if role == KindRole:
            return str(e.kind)
        if role == StatusRole:
            return str(e.status)
        if role == ProvenanceRole:
            return str(e.source)
        if role == PinnedRole:
            return e.pinned
        if role == CreatedRole:
            return e.created_at.timestamp()
        if role == UseRole:
            return self._uses.get(e.id, _NEVER)
        if role == RecordRole:
            return self._records.get(e.id, _NOT_APPLIED)
        if role == ReadingRole:
            return self._readings.get(e.id)
        if role == EnforcementRole:
            return self._enforcement.get(e.id)
        return None


_NEVER = EntryUse()
_NOT_APPLIED = RuleRecord()
