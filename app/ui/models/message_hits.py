"""The messages a search across all conversations found, as a Qt list model of plain domain
objects (app.domain.search.MessageHit), newest first, each with its excerpt and where the
words are in it (app.domain.search.excerpt)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.domain.search import Excerpt, MessageHit, Query, excerpt
from app.i18n import format_time
from app.ui.models import labels

HitRole = Qt.ItemDataRole.UserRole + 50  # the MessageHit of a row
ExcerptRole = Qt.ItemDataRole.UserRole + 51  # its Excerpt (text and the marks in it)
WhereRole = Qt.ItemDataRole.UserRole + 52  # "Release work › Sprint · You · 10:42"


class MessageHitsModel(QAbstractListModel):
    """One search's results; `set_results` shows another search's."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._hits: list[MessageHit] = []
        self._excerpts: list[Excerpt] = []
        self.query: Query | None = None

    def set_results(self, query: Query | None, hits: Sequence[MessageHit]) -> None:
        self.beginResetModel()
        self.query = query
        self._hits = list(hits)
        self._excerpts = [excerpt(h.text, query) for h in self._hits] if query else []
        self.endResetModel()

    def hit(self, row: int) -> MessageHit | None:
        return self._hits[row] if 0 <= row < len(self._hits) else None

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._hits)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        hit = self.hit(index.row()) if index.isValid() else None
        if hit is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._excerpts[index.row()].text
        if role == HitRole:
            return hit
        if role == ExcerptRole:
            return self._excerpts[index.row()]
        if role == WhereRole:
            return where(hit)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{where(hit)}: {self._excerpts[index.row()].text}"
        return None


def where(hit: MessageHit) -> str:
    """Where a message is and who wrote it when, as a result's first line says it."""
    return (
        f"\u2068{hit.space_name}\u2069 › \u2068{hit.session_title}\u2069 · "
        f"{labels.source_badge(hit.source)} · {format_time(hit.created_at)}"
    )
