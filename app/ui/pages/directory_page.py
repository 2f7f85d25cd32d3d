"""The Memory directory: every Space and Session that has Memory, and Personal, with counts;
and a search through the Memory of all of them."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.domain.memory.outcomes import DirectoryRow
from app.domain.model import MemoryEntry, Scope, ScopeRef
from app.i18n import _
from app.ui import icons, style
from app.ui.bridge import EventBridge
from app.ui.delegates.directory_delegates import BadgeDelegate, NameDelegate, PaddedDelegate
from app.ui.models import labels
from app.ui.models.directory import (
    DirectoryItem,
    DirectoryModel,
    DirectoryRowRole,
    ScopeRefRole,
)
from app.ui.widgets.common import LanguageAware, text_label
from app.ui.widgets.memory_search import MemorySearch

__all__ = ["DirectoryItem", "DirectoryModel", "DirectoryPage"]


class DirectoryPage(LanguageAware, QWidget):
    """Where Memory lives: pick a Space, a Session or Personal to open its Memory page."""

    sig_open_memory_requested = Signal(object, object)  # ScopeRef, session id or None
    sig_open_entry_requested = Signal(object, object, int)  # ScopeRef, session id or None, entry id
    sig_back_requested = Signal()  # Esc: back to the chat

    def __init__(self, services, bridge: EventBridge, parent=None):
        super().__init__(parent)
        self._memory = services.memory
        self._chat = services.chat
        self.setMinimumSize(520, 360)

        self.title_label = text_label()
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() + 2)
        self.title_label.setFont(font)
        self.hint_label = text_label()
        self.hint_label.setWordWrap(True)
        self.empty_label = text_label()
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()
        self._names: dict[ScopeRef, str] = {}
        self._first_session: dict[int, int] = {}  # Space id → its first Session
        self.search = MemorySearch(self._where, self._load_everything)
        self.search.sig_query_changed.connect(self.on_search_query_changed)
        self.search.sig_entry_requested.connect(self.on_search_entry_requested)

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
        layout.addWidget(self.search)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addLayout(buttons)

        bridge.sig_changed.connect(self.on_bridge_changed)
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

    # ------------------------------------------------------------ search all Memory

    def _load_everything(self) -> list[tuple[MemoryEntry, str]]:
        """Every entry, and the names of the places they live in (read once per change)."""
        try:
            spaces = self._chat.list_spaces()
            sessions = self._chat.list_sessions()
            found = self._memory.everything()
        except AppError:
            return []
        self._names = {ScopeRef(Scope.SPACE, sp.id): sp.name for sp in spaces}
        self._names.update({ScopeRef(Scope.SESSION, se.id): se.title for se in sessions})
        self._first_session = {}
        for se in sessions:
            self._first_session.setdefault(se.space_id, se.id)
        return found

    def _where(self, entry: MemoryEntry) -> str:
        ref = ScopeRef(entry.scope, entry.scope_id)
        place = labels.scope(entry.scope)
        name = self._names.get(ref, "")
        where = f"{place} · {name}" if name else place
        pending = f" · {labels.status(entry.status)}" if entry.status.value == "suggested" else ""
        return f"{where} · {labels.kind(entry.kind)}{pending}"

    def on_search_query_changed(self, text: str) -> None:
        searching = bool(text.strip())
        self.layout().setStretchFactor(self.search, 1 if searching else 0)
        for widget in (self.hint_label, self.table, self.open_button):
            widget.setVisible(not searching)
        self.empty_label.setVisible(not searching and len(self.model.items()) == 1)

    def on_search_entry_requested(self, entry: MemoryEntry) -> None:
        ref = ScopeRef(entry.scope, entry.scope_id)
        session_id = (
            ref.scope_id
            if ref.scope is Scope.SESSION
            else self._first_session.get(ref.scope_id)
            if ref.scope is Scope.SPACE
            else None
        )
        self.sig_open_entry_requested.emit(ref, session_id, entry.id)

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
        row_data = index.data(DirectoryRowRole)
        if ref.scope is Scope.SESSION and row_data is not None and row_data.external:
            # An outside agent's Session: its suggestions wait on its Space's page.
            session_id, ref = ref.scope_id, ScopeRef(Scope.SPACE, row_data.space_id)
        elif ref.scope is Scope.SESSION:
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

    def on_bridge_changed(self, changes, _initiator) -> None:
        """Memory or the Spaces and Sessions listed changed (new messages change neither)."""
        if changes.memory or changes.sessions or changes.spaces:
            self.search.mark_stale()
            self._reload_when_visible()

    def showEvent(self, event) -> None:
        if self._stale:
            self.reload()
        super().showEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if self.search.field.text():
                self.search.field.clear()  # the first Esc ends the search, the next goes back
                self.table.setFocus()
                return
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
