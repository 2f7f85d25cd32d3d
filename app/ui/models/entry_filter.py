"""What the lower list of the Memory page shows: saved entries (with archived ones on request),
those not used lately, or the dismissed suggestions; searched and sorted."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel

from app.domain.model import Kind, MemoryEntry, Provenance, Status
from app.i18n import current_language
from app.ui.models import labels
from app.ui.models.entries import MemoryEntryModel

KIND_ORDER = {k.value: i for i, k in enumerate(Kind)}


class EntryView(StrEnum):
    SAVED = "saved"
    UNUSED = "unused"  # "Not used lately" (SPEC §2.9)
    DISMISSED = "dismissed"


class EntryFilterProxy(QSortFilterProxyModel):
    """Search, the view, archived on/off and the three sort orders; pinned entries stay on top.

    The source is a MemoryEntryModel. It keeps its rows in the chosen order (this proxy
    never sorts: a Python `lessThan` over 2,000 rows took ~0.4 s), and which rows pass
    the filter is worked out for all rows in one pass over prepared case-folded texts,
    so a keystroke costs one list lookup per row.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._needle = ""
        self._show_archived = False
        self._view = EntryView.SAVED
        self._unused: frozenset[int] = frozenset()
        self._order = "newest"
        self._texts: list[str] = []  # per source row: content, kind and provenance, folded
        self._texts_for: tuple = ()  # (model, revision, language) they were made for
        self._accepted: list[bool] = []
        self._state: tuple = ()  # what _accepted was computed for
        self.setDynamicSortFilter(True)

    def setSourceModel(self, model) -> None:
        super().setSourceModel(model)
        self._apply_order()

    def _change(self, **values) -> None:
        self.beginFilterChange()
        for name, value in values.items():
            setattr(self, name, value)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_search(self, text: str) -> None:
        self._change(_needle=" ".join(text.split()).casefold())

    def set_show_archived(self, on: bool) -> None:
        self._change(_show_archived=on)

    def set_view(self, view: EntryView) -> None:
        self._change(_view=EntryView(view))

    def view(self) -> EntryView:
        return self._view

    def set_unused(self, entry_ids: Iterable[int]) -> None:
        """Which saved entries the "Not used lately" view shows."""
        self._change(_unused=frozenset(entry_ids))

    def prepare_unused(self, entry_ids: Iterable[int]) -> None:
        """Set the "Not used lately" entries for the rows about to come (a model reset follows,
        which filters every row anyway: filtering 2,000 rows twice cost a quarter of an open)."""
        self._unused = frozenset(entry_ids)

    def sort_key(self) -> Callable[[MemoryEntry], tuple]:
        """The order of the rows: pinned first, then newest, oldest or by kind; or "Often
        broken": the rules broken most often first (then the larger share broken, pinned,
        newest), whether pinned or not."""
        if self._order == "broken":
            model = self.sourceModel()

            def broken(e: MemoryEntry) -> tuple:
                r = model.record_of(e.id)
                share = r.violated / r.applied if r.applied else 0.0
                return (-r.violated, -share, not e.pinned, -e.created_at.timestamp(), -e.id)

            return broken
        if self._order == "kind":
            return lambda e: (
                not e.pinned,
                KIND_ORDER[e.kind.value],
                e.created_at.timestamp(),
                e.id,
            )
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

    def shows(self, entry: MemoryEntry) -> bool:
        """Whether the view (not the search) shows an entry."""
        if self._view is EntryView.DISMISSED:
            return entry.status is Status.DISMISSED
        if self._view is EntryView.UNUSED:
            return entry.id in self._unused and entry.status is Status.ACTIVE
        return entry.status is Status.ACTIVE or (
            self._show_archived and entry.status is Status.ARCHIVED
        )

    def _refilter(self, state: tuple) -> None:
        model: MemoryEntryModel = self.sourceModel()
        entries = model.entries_view()
        terms = self._needle.split()
        if not terms:
            self._accepted = [self.shows(e) for e in entries]
            self._state = state
            return
        made_for = state[:3]
        if made_for != self._texts_for:
            kinds = {k: labels.kind(k) for k in Kind}
            sources = {p: labels.provenance(p) for p in Provenance}
            self._texts = [
                f"{e.content} {kinds[e.kind]} {sources[e.source]}".casefold() for e in entries
            ]
            self._texts_for = made_for
        self._accepted = [
            self.shows(e) and all(term in text for term in terms)
            for e, text in zip(entries, self._texts, strict=False)
        ]
        self._state = state

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:
        model = self.sourceModel()
        state = (
            id(model),
            model.revision,
            current_language(),
            self._needle,
            self._show_archived,
            self._view,
            self._unused,
        )
        if state != self._state:
            self._refilter(state)
        return 0 <= row < len(self._accepted) and self._accepted[row]
