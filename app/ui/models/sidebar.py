"""Spaces and their Sessions as a two-level Qt item model of plain domain objects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont

from app.i18n import _, format_number, ngettext
from app.ui.widgets.common import plain_tip

if TYPE_CHECKING:
    from app.domain.model import SessionInfo, Space

SpaceRole = Qt.ItemDataRole.UserRole + 1
SessionRole = Qt.ItemDataRole.UserRole + 2
WaitingRole = (
    Qt.ItemDataRole.UserRole + 3
)  # a Space's suggestions waiting (its own and its Sessions')
_NO_PARENT = 0xFFFFFFFF


class SidebarModel(QAbstractItemModel):
    """Top level: Spaces. Children: that Space's Sessions. Names are edited in place (F2, or
    right after "+ Session"); the window stores them (`sig_rename_requested`)."""

    sig_rename_requested = Signal(object, str)  # the Space or SessionInfo, its new name

    def __init__(self, parent=None):
        super().__init__(parent)
        # Every Space and Session; what is shown (`_spaces`, `_sessions`) is those the filter keeps.
        self._all_spaces: list[Space] = []
        self._all_sessions: dict[int, list[SessionInfo]] = {}
        self._spaces: list[Space] = []
        self._sessions: dict[int, list[SessionInfo]] = {}
        self._waiting: dict[int, int] = {}
        self._filter = ""  # casefolded words: a Space or Session is shown when its name holds each
        self._space_keys: dict[int, str] = {}
        self._session_keys: dict[int, str] = {}

    def set_waiting(self, counts: dict[int, int]) -> None:
        """How many suggestions wait in each Space (and its Sessions), by Space id."""
        counts = {k: v for k, v in counts.items() if v}
        if counts == self._waiting:
            return
        self._waiting = counts
        if self._spaces:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._spaces) - 1, 0), [WaitingRole]
            )

    def set_data(self, spaces: list[Space], sessions: list[SessionInfo]) -> None:
        self._all_spaces = list(spaces)
        self._all_sessions = {sp.id: [] for sp in spaces}
        for se in sessions:
            self._all_sessions.setdefault(se.space_id, []).append(se)
        # The names as the filter compares them, once (not at every key typed).
        self._space_keys = {sp.id: sp.name.casefold() for sp in spaces}
        self._session_keys = {se.id: se.title.casefold() for se in sessions}
        self._apply()

    def set_filter(self, text: str) -> bool:
        """Show only the Sessions whose title (or whose Space's name) holds every word of
        `text`, case left aside, under their Spaces; "" shows everything. True when what is
        shown changed."""
        words = " ".join(text.casefold().split())
        if words == self._filter:
            return False
        self._filter = words
        self._apply()
        return True

    def filtering(self) -> bool:
        return bool(self._filter)

    def is_empty(self) -> bool:
        """No Space at all (not: none the filter keeps)."""
        return not self._all_spaces

    def _apply(self) -> None:
        self.beginResetModel()
        words = self._filter.split()
        if not words:
            self._spaces = list(self._all_spaces)
            self._sessions = self._all_sessions
        else:
            self._spaces, self._sessions = [], {}
            titles = self._session_keys
            for space in self._all_spaces:
                name = self._space_keys[space.id]
                left = [w for w in words if w not in name]  # what the titles must hold
                kept = [
                    se
                    for se in self._all_sessions.get(space.id, [])
                    if all(w in titles[se.id] for w in left)
                ]
                if kept or not left:
                    self._spaces.append(space)
                    self._sessions[space.id] = kept
        self.endResetModel()

    def shown_sessions(self) -> int:
        """How many Sessions are shown (all of them, or those the filter keeps)."""
        return sum(len(v) for v in self._sessions.values())

    def index(self, row, column=0, parent=QModelIndex()):
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return (
                self.createIndex(row, 0, _NO_PARENT) if row < len(self._spaces) else QModelIndex()
            )
        if parent.internalId() != _NO_PARENT:
            return QModelIndex()
        sessions = self._sessions.get(self._spaces[parent.row()].id, [])
        return self.createIndex(row, 0, parent.row()) if row < len(sessions) else QModelIndex()

    def parent(self, index=QModelIndex()):  # type: ignore[override]
        if not index.isValid() or index.internalId() == _NO_PARENT:
            return QModelIndex()
        return self.createIndex(index.internalId(), 0, _NO_PARENT)

    def rowCount(self, parent=QModelIndex()):
        if not parent.isValid():
            return len(self._spaces)
        if parent.internalId() == _NO_PARENT:
            return len(self._sessions.get(self._spaces[parent.row()].id, []))
        return 0

    def columnCount(self, parent=QModelIndex()):
        return 1

    def _item(self, index):
        if index.internalId() == _NO_PARENT:
            return self._spaces[index.row()]
        space = self._spaces[index.internalId()]
        return self._sessions[space.id][index.row()]

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        item = self._item(index)
        is_space = index.internalId() == _NO_PARENT
        if role == Qt.ItemDataRole.EditRole:
            return item.name if is_space else item.title
        if role == Qt.ItemDataRole.DisplayRole:
            return item.name if is_space else item.title
        if role == Qt.ItemDataRole.ToolTipRole:
            # The name as typed: a tooltip would draw `<img src=…>` in it as HTML.
            if is_space:
                return plain_tip(item.name)
            if item.temporary:
                return plain_tip(
                    _("{title} (temporary: Memory is not used or changed)").format(title=item.title)
                )
            if item.external:
                return plain_tip(
                    _("{title}: {agent} over MCP, read-only here").format(
                        title=item.title, agent=item.external_client
                    )
                )
            return plain_tip(item.title)
        if role == Qt.ItemDataRole.FontRole and not is_space and item.temporary:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.AccessibleTextRole and not is_space and item.temporary:
            return _("{title} (temporary)").format(title=item.title)
        if role == Qt.ItemDataRole.AccessibleTextRole and not is_space and item.external:
            return _("{title} ({agent}'s Session, read-only)").format(
                title=item.title, agent=item.external_client
            )
        if role == Qt.ItemDataRole.AccessibleTextRole and is_space and self._waiting.get(item.id):
            n = self._waiting[item.id]
            return ngettext(
                "{name}, {n} suggestion waits", "{name}, {n} suggestions wait", n
            ).format(name=item.name, n=format_number(n))
        if role == WaitingRole and is_space:
            return self._waiting.get(item.id, 0)
        if role == SpaceRole and is_space:
            return item
        if role == SessionRole and not is_space:
            return item
        return None

    _FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsEditable

    def flags(self, index):
        return self._FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):
        """A name typed in place: asked of the window, which stores it and reloads."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not isinstance(value, str):
            return False
        item = self._item(index)
        current = item.name if index.internalId() == _NO_PARENT else item.title
        if value.strip() and value.strip() != current:
            self.sig_rename_requested.emit(item, value.strip())
        return False  # what is shown changes when the window reloads

    def sessions_of(self, space_id: int) -> list[SessionInfo]:
        """Every Session of a Space, shown or not."""
        return list(self._all_sessions.get(space_id, []))

    def has_session(self, session_id: int) -> bool:
        """Whether the Session exists (shown, or left out by the filter)."""
        return any(se.id == session_id for v in self._all_sessions.values() for se in v)

    def session_info(self, session_id: int) -> SessionInfo | None:
        """The Session as listed (shown, or left out by the filter); None: not listed."""
        return next(
            (se for v in self._all_sessions.values() for se in v if se.id == session_id), None
        )

    def space_index(self, space_id: int) -> QModelIndex:
        for row, space in enumerate(self._spaces):
            if space.id == space_id:
                return self.index(row, 0)
        return QModelIndex()

    def session_index(self, session_id: int) -> QModelIndex:
        for srow, space in enumerate(self._spaces):
            for row, se in enumerate(self._sessions.get(space.id, [])):
                if se.id == session_id:
                    return self.index(row, 0, self.index(srow, 0))
        return QModelIndex()
