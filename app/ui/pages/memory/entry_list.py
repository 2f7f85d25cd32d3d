"""The lower part of the Memory page: saved entries (search, sort — "Often broken" too —,
archived on request, add by hand), "Not used lately" (keep, edit, archive) and the dismissed
suggestions (restore, delete); below them, the selected entry's actions
(app.ui.pages.memory.entry_actions)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.outcomes import EntryUse, RuleRecord
from app.domain.model import MemoryEntry, Scope, Status
from app.i18n import _, format_number, ngettext
from app.ui import icons, style
from app.ui.delegates.entry_delegate import EntryDelegate
from app.ui.models.entries import EnforcementRole, EntryRole, MemoryEntryModel
from app.ui.models.entry_filter import EntryFilterProxy, EntryView
from app.ui.pages.memory.entry_actions import EntryActions
from app.ui.pages.memory.entry_form import EntryForm
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import dim_label, text_label
from app.ui.widgets.empty_state import EmptyState

VIEWS = (EntryView.SAVED, EntryView.UNUSED, EntryView.DISMISSED)
LIST_MIN_HEIGHT = 90
EMPTY_LIST_HEIGHT = 48  # the compact "No Memory here yet" line


class EntryListView(QListView):
    """The entries; says so when there is nothing to show."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.placeholder = ""
        # No Memory yet: one sentence and one action over the empty list.
        # One compact line: the waiting cards above get the room an empty list does not need.
        self.empty_state = EmptyState("note-blank", compact=True, parent=self)
        self.empty_state.hide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.place_empty_state()

    def place_empty_state(self) -> None:
        """Its one line at the top of the list, where the first row would be."""
        area = self.viewport().geometry()
        area.setHeight(min(area.height(), self.empty_state.sizeHint().height()))
        self.empty_state.setGeometry(area)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        model = self.model()
        if (
            model is not None
            and model.rowCount() == 0
            and self.placeholder
            and self.empty_state.isHidden()
        ):
            painter = QPainter(self.viewport())
            pal = self.palette()
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect().adjusted(12, 12, -12, -12),
                int(
                    Qt.AlignmentFlag.AlignHCenter
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap
                ),
                self.placeholder,
            )


class EntryTabs(QTabBar):
    """The views' tabs, always shown whole: whenever their layout changes (new counts, words,
    a tab shown, the style sheet's font) the row around them is told their new width, also
    when that happened while the page was hidden."""

    def tabLayoutChange(self) -> None:
        self.updateGeometry()
        super().tabLayoutChange()


class EntryList(QWidget):
    """The lower list: its views, search, sort, the entries, and the selected one's actions
    (app.ui.pages.memory.entry_actions)."""

    sig_open_source_requested = Signal(object)  # a row's source link clicked
    sig_view_changed = Signal(object)  # EntryView

    def __init__(self, parent=None):
        super().__init__(parent)
        self._counts = dict.fromkeys(VIEWS, 0)
        self._readings: dict = {}  # entry id → what Mindkeep checks of the rule (issue 33)
        self.tabs = EntryTabs()
        for _view in VIEWS:
            self.tabs.addTab("")
        self.tabs.setExpanding(False)
        self.tabs.setDrawBase(False)
        self.tabs.setUsesScrollButtons(False)  # every tab in full: the search field gives way
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.tabs.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.tabs.currentChanged.connect(self.on_tab_changed)
        self.search_edit = QLineEdit()
        self.search_edit.setClearButtonEnabled(True)
        self.search_action = self.search_edit.addAction(
            icons.icon("magnifying-glass", "muted"), QLineEdit.ActionPosition.LeadingPosition
        )
        self.search_action.triggered.connect(lambda: self.search_edit.setFocus())
        self.search_edit.setMinimumWidth(120)
        self.search_edit.textChanged.connect(self.on_search_changed)
        self.search_edit.installEventFilter(self)  # Esc clears a search before it leaves the page
        self.add_button = QPushButton()
        self.sort_label = text_label()
        self.sort_combo = ComboBox()
        for key in ("newest", "oldest", "kind", "broken"):
            self.sort_combo.addItem("", key)
        self.sort_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.sort_label.setBuddy(self.sort_combo)
        self.sort_combo.currentIndexChanged.connect(
            lambda _i: self.proxy.set_order(self.sort_combo.currentData())
        )
        self.archived_box = QCheckBox()
        self.archived_box.toggled.connect(self.on_archived_toggled)
        self.view_hint = text_label()
        self.view_hint.setWordWrap(True)
        dim_label(self.view_hint)

        self.form = EntryForm()
        self.add_button.clicked.connect(lambda: self.form.open_for(None))
        self.form.sig_closed.connect(lambda: self.view.setFocus())

        self.model = MemoryEntryModel(self)
        self.proxy = EntryFilterProxy(self)
        self.proxy.setSourceModel(self.model)  # also sets the first order
        self.view = EntryListView()
        self.view.empty_state.sig_action_requested.connect(lambda: self.form.open_for(None))
        self.view.setModel(self.proxy)
        self.delegate = EntryDelegate(self.view)
        self.view.setItemDelegate(self.delegate)
        self.delegate.sig_source_clicked.connect(self.sig_open_source_requested)
        self.view.setUniformItemSizes(False)
        # Rows have different heights; lay 2,000 of them out in batches between events, so
        # the first rows paint at once and typing in the search never waits for the rest.
        self.view.setLayoutMode(QListView.LayoutMode.Batched)
        self.view.setBatchSize(32)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setMinimumHeight(LIST_MIN_HEIGHT)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self.on_context_menu_requested)
        self.view.activated.connect(self.on_view_activated)  # double-click, or Enter
        self.view.selectionModel().selectionChanged.connect(lambda *_a: self.update_actions())
        self.proxy.modelReset.connect(self.update_actions)
        self.proxy.layoutChanged.connect(self.update_actions)

        self.entry_actions = EntryActions()
        self.entry_actions.sig_edit_requested.connect(self.form.open_for)

        bar = QHBoxLayout()
        bar.setSpacing(style.S)
        bar.addWidget(self.tabs)
        bar.addWidget(self.search_edit, 1)
        bar.addWidget(self.add_button)
        self.options = QWidget()
        options = QHBoxLayout(self.options)
        options.setContentsMargins(0, 0, 0, 0)
        options.addWidget(self.sort_label)
        options.addWidget(self.sort_combo)
        options.addSpacing(12)
        options.addWidget(self.archived_box)
        options.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, style.S, 0, 0)
        layout.setSpacing(style.S)
        layout.addLayout(bar)
        layout.addWidget(self.options)
        layout.addWidget(self.view_hint)
        layout.addWidget(self.form)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.entry_actions)

    # ------------------------------------------------------------ what it shows

    def show_entries(
        self,
        entries: list[MemoryEntry],
        uses: dict[int, EntryUse],
        unused: list[int],
        records: dict[int, RuleRecord] | None = None,
        enforcement: dict[int, str] | None = None,
        readings: dict | None = None,
    ) -> None:
        """Every entry of the scope (saved, archived, dismissed), how replies used them, how
        often they were followed and broken (and by which agents), what each rule does to
        other agents, and which are not used lately; the selection is kept."""
        selected = self.selected()
        self._readings = dict(readings or {})
        self.proxy.prepare_unused(unused)  # before the reset, which filters the rows anyway
        self.model.set_entries(entries, uses, records, self._readings, enforcement)
        self._counts = {
            EntryView.SAVED: sum(e.status is Status.ACTIVE for e in entries),
            EntryView.UNUSED: len(unused),
            EntryView.DISMISSED: sum(e.status is Status.DISMISSED for e in entries),
        }
        if selected is not None:
            self.select(selected.id)
        self.retranslate_ui()

    def set_targets(self, scopes: list[Scope], current: Scope | None) -> None:
        """The scopes a saved entry can be moved to (the Session's three but its own)."""
        self.entry_actions.set_targets([s for s in scopes if s is not current])
        self.update_actions()

    def current_view(self) -> EntryView:
        return self.proxy.view()

    def set_view(self, view: EntryView) -> None:
        self.tabs.setTabVisible(VIEWS.index(view), True)
        self.tabs.setCurrentIndex(VIEWS.index(view))

    def entries_shown(self) -> list[MemoryEntry]:
        return [self.proxy.index(r, 0).data(EntryRole) for r in range(self.proxy.rowCount())]

    def select(self, entry_id: int) -> bool:
        """Make an entry the selected one if the list shows it."""
        row = self.model.row_of(entry_id)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(row))
        if not index.isValid():
            return False
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        return True

    def reveal(self, entry_id: int) -> bool:
        """Show an entry wherever it is (its view, archived ones, no search in the way), select
        it, scroll to it and give the list the keyboard."""
        row = self.model.row_of(entry_id)
        if row < 0:
            return False
        entry = self.model.entry_at(row)
        if entry.status is Status.DISMISSED:
            self.set_view(EntryView.DISMISSED)
        elif self.current_view() is not EntryView.SAVED or entry.status is Status.ARCHIVED:
            self.set_view(EntryView.SAVED)
            if entry.status is Status.ARCHIVED:
                self.archived_box.setChecked(True)
        if not self.select(entry_id):
            self.search_edit.clear()
            if not self.select(entry_id):
                return False
        # The rows are laid out in batches; lay them all out once, so the row can be scrolled to.
        self.view.setLayoutMode(QListView.LayoutMode.SinglePass)
        self.view.doItemsLayout()
        self.view.scrollTo(self.view.currentIndex(), QAbstractItemView.ScrollHint.PositionAtCenter)
        self.view.setLayoutMode(QListView.LayoutMode.Batched)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def selected(self) -> MemoryEntry | None:
        """The entry the actions apply to: the selected row (not just the focus cursor)."""
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(EntryRole) if rows else None

    def update_actions(self) -> None:
        """The selected entry's actions, as its view and state allow."""
        entry = self.selected()
        if entry is None:
            self.entry_actions.show_for(None, self.current_view())
            return
        index = self.model.index(self.model.row_of(entry.id))
        self.entry_actions.show_for(
            entry,
            self.current_view(),
            broken=self.model.record_of(entry.id).violated > 0,
            reading=self._readings.get(entry.id),
            chosen=index.data(EnforcementRole),
        )

    # ------------------------------------------------------------ events

    def on_tab_changed(self, index: int) -> None:
        view = VIEWS[max(0, index)]
        self.proxy.set_view(view)
        self.retranslate_ui()
        self.sig_view_changed.emit(view)

    def on_search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self.retranslate_ui()

    def on_archived_toggled(self, on: bool) -> None:
        self.proxy.set_show_archived(on)
        self.update_actions()

    def on_view_activated(self, index: QModelIndex) -> None:
        entry = index.data(EntryRole)
        if entry is not None and entry.status is Status.ACTIVE:
            self.form.open_for(entry)

    def eventFilter(self, obj, event) -> bool:
        if (
            obj is self.search_edit
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
            and self.search_edit.text()
        ):
            self.search_edit.clear()
            return True
        return super().eventFilter(obj, event)

    def on_context_menu_requested(self, pos) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():
            return
        self.view.setCurrentIndex(index)
        menu = QMenu(self)
        self.entry_actions.fill_menu(menu)
        menu.exec(self.view.viewport().mapToGlobal(pos))

    # ------------------------------------------------------------ text

    def retranslate_ui(self) -> None:
        n = self._counts
        names = {
            EntryView.SAVED: ngettext("Saved ({n})", "Saved ({n})", n[EntryView.SAVED]),
            EntryView.UNUSED: ngettext(
                "Not used lately ({n})", "Not used lately ({n})", n[EntryView.UNUSED]
            ),
            EntryView.DISMISSED: ngettext(
                "Dismissed ({n})", "Dismissed ({n})", n[EntryView.DISMISSED]
            ),
        }
        view = self.current_view()
        for i, v in enumerate(VIEWS):
            self.tabs.setTabText(i, names[v].format(n=format_number(n[v])))
            self.tabs.setTabVisible(i, v is EntryView.SAVED or n[v] > 0 or v is view)
        self.tabs.setAccessibleName(_("Which entries to show"))
        for i, tip in enumerate(
            (
                _("What is saved here, with search and sort"),
                _("Saved entries no reply used for a while"),
                _("Suggestions you said no to"),
            )
        ):
            self.tabs.setTabToolTip(i, tip)
        self.tabs.setAccessibleDescription(self.tabs.tabToolTip(max(0, self.tabs.currentIndex())))
        self.search_action.setText(_("Search Memory entries"))
        self.search_action.setToolTip(_("Search Memory entries"))
        self.search_edit.setPlaceholderText(_("Search…"))
        self.search_edit.setAccessibleName(_("Search Memory entries"))
        self.add_button.setText(_("+ Add"))
        self.add_button.setToolTip(_("Add an entry by hand"))
        self.add_button.setAccessibleName(_("Add an entry"))
        self.sort_label.setText(_("Sort:"))
        for i, text in enumerate(
            (_("Added, newest first"), _("Added, oldest first"), _("Kind"), _("Often broken"))
        ):
            self.sort_combo.setItemText(i, text)
        self.sort_combo.setAccessibleName(_("Sort Memory entries"))
        self.sort_combo.setToolTip(_("The order of the entries"))
        self.archived_box.setText(_("Show archived"))
        self.archived_box.setAccessibleName(_("Show archived entries"))
        self.archived_box.setToolTip(_("Also list the entries you archived"))
        self.view_hint.setText(
            {
                EntryView.SAVED: "",
                EntryView.UNUSED: _(
                    "No reply used these, and you did not change them, for a while. "
                    "Keep, edit or archive each: nothing is archived by itself."
                ),
                EntryView.DISMISSED: _(
                    "Suggestions you said no to. Restore brings one back to decide "
                    "again; Delete forgets it for good."
                ),
            }[view]
        )
        self.view_hint.setVisible(view is not EntryView.SAVED)
        self.view.setAccessibleName(_("Memory entries"))
        self.view.setAccessibleDescription(
            _("Enter edits the selected entry; the menu key lists what else you can do")
        )
        self.entry_actions.retranslate_ui()
        self.form.retranslate_ui()
        self.update_actions()
        searching = bool(self.search_edit.text().strip())
        if self.model.rowCount() and searching:
            self.view.placeholder = _("Nothing here matches your search.")
        elif view is EntryView.SAVED and n[EntryView.SAVED] == 0 and self.model.rowCount():
            self.view.placeholder = _(
                "Nothing saved here. Tick “Show archived” to see archived entries."
            )
        elif view is EntryView.SAVED:
            self.view.placeholder = _(
                "Nothing saved here yet. Accept a suggestion, or add an entry by hand."
            )
        else:
            self.view.placeholder = _("Nothing here.")
        empty = view is EntryView.SAVED and not searching and self.model.rowCount() == 0
        self.view.empty_state.set_text(
            lambda: _("No Memory here yet: the rules you accept or add will be listed here."),
            lambda: _("Add an entry"),
        )
        self.view.empty_state.setVisible(empty)
        self.view.place_empty_state()
        # Nothing in the scope at all: no sort, no actions to offer, the list one line high.
        nothing = self.model.rowCount() == 0
        self.entry_actions.show_row(not nothing)
        self.options.setVisible(view is EntryView.SAVED and not nothing)
        self.view.setMinimumHeight(EMPTY_LIST_HEIGHT if nothing else LIST_MIN_HEIGHT)
        self.view.viewport().update()
