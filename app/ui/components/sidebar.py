"""The sidebar: Spaces and their Sessions in a tree, the buttons that add them, naming them in
place (a new Space and a new Session alike), deleting with a question on the window's notice
line, and the empty state when there is no Space yet.

A part that owns its state: the model, the view, which Spaces are open. It selects the row of
the current Session (app.ui.models.session) and makes it current when the user picks one; its
changes are operations (app.ui.operations.chat). Part of the first frame: it imports only what
that frame needs, and gets its services when the window is attached.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QPushButton,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.deferred import load
from app.domain.errors import AppError
from app.i18n import _, pgettext
from app.ui import icons, style
from app.ui.delegates.sidebar_delegate import SidebarDelegate
from app.ui.models.session import CurrentSession
from app.ui.models.sidebar import SessionRole, SidebarModel, SpaceRole
from app.ui.widgets.common import LanguageAware, set_direction_of, text_label
from app.ui.widgets.empty_state import EmptyState

# Up to this many Sessions the sidebar shows every Space open; beyond it, only the Space in
# use and those the user opened (10,000 Sessions laid out at start took ~80 ms, and read as
# one endless list).
EXPAND_ALL_UP_TO = 300


class FilterField(QLineEdit):
    """The filter's field, its keys offered to the sidebar first. Not an event filter: the
    binding hands a filter every event of the field as its own Python class, and built the
    classes (and enums) of focus, scroll, input-method and surface events before the first
    paint (app/startup.py)."""

    def __init__(self, on_key: Callable[[int], bool]):
        super().__init__()
        self._on_key = on_key

    def keyPressEvent(self, event) -> None:
        if self._on_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)


class Sidebar(LanguageAware, QWidget):
    """Spaces and Sessions; `attach()` gives it its services, `reload()` reads them again."""

    sig_chat_requested = Signal()  # the user chose (or clicked again) a Session: show its chat
    sig_composer_requested = Signal()  # a new Session was named: type its first message
    sig_renamed = Signal()  # a Space or Session has a new name

    def __init__(self, current: CurrentSession, parent=None):
        super().__init__(parent)
        self.setObjectName("sidebarPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self._current = current
        self._services = None
        self._ops = None
        self._notice = None
        self._changes = None  # app.ui.operations.chat, with the services
        self.model = SidebarModel(self)
        self.tree = QTreeView()
        self.tree.setObjectName("sidebar")
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.tree.setMinimumWidth(180)
        self.tree.setIndentation(style.M)
        # Every row is one line of text (SidebarDelegate.sizeHint): the view need not ask each
        # of a thousand Sessions its height when it lays the tree out.
        self.tree.setUniformRowHeights(True)
        self.tree.setMouseTracking(True)  # rows light up under the pointer
        self.tree.setItemDelegate(SidebarDelegate(self.tree))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self.on_tree_context_menu_requested)
        self.tree.selectionModel().currentChanged.connect(self.on_tree_current_changed)
        self.tree.clicked.connect(self.on_tree_clicked)
        self.tree.setEditTriggers(QTreeView.EditTrigger.EditKeyPressed)
        self.tree.itemDelegate().closeEditor.connect(self.on_tree_editor_closed)
        # Queued: the sidebar is read again after a rename, not while its editor commits.
        self.model.sig_rename_requested.connect(
            self.on_model_rename_requested, Qt.ConnectionType.QueuedConnection
        )
        self.new_space_button = QPushButton()
        self.new_space_button.setIcon(icons.icon("folder-simple-plus"))
        self.new_space_button.clicked.connect(self.new_space)
        self.new_session_button = QToolButton()
        self.new_session_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.new_session_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.new_session_button.setIcon(icons.icon("plus"))
        self.new_session_button.clicked.connect(lambda: self.new_session())
        self.act_rename = QAction(self, shortcut=QKeySequence("F2"))
        self.act_rename.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.act_rename.triggered.connect(lambda: self.rename_item(self.tree.currentIndex()))
        self.act_delete = QAction(self, shortcut=QKeySequence.StandardKey.Delete)
        self.act_delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.act_delete.triggered.connect(lambda: self.delete_item(self.tree.currentIndex()))
        self.tree.addActions([self.act_rename, self.act_delete])
        # No Spaces yet: one sentence and one action in place of the empty tree (made when needed).
        self.no_spaces: EmptyState | None = None
        # The filter over Spaces and Sessions (issue 35): their names as the user types.
        self.filter_field = FilterField(self.on_filter_key)
        self.filter_field.setClearButtonEnabled(True)
        self.filter_field.textChanged.connect(self.on_filter_text_changed)
        self.no_match = text_label()
        self.no_match.setWordWrap(True)
        style.set_role(self.no_match, "muted")
        self.no_match.hide()
        self._open_before_filter: set[int] | None = None  # Spaces open when filtering began
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(style.S, style.S, style.S, style.S)
        self._layout.setSpacing(style.S)
        self._layout.addWidget(self.filter_field)
        self._layout.addWidget(self.no_match)
        self._layout.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(style.S)
        buttons.addWidget(self.new_space_button)
        buttons.addWidget(self.new_session_button, 1)
        self._layout.addLayout(buttons)
        self._renaming_new: int | None = None  # the new Space being named in place
        current.sig_changed.connect(self.on_current_changed)
        self.listen_to_language()
        self.retranslate_ui()

    def attach(self, services, ops, notice) -> None:
        """The services to read, the runner of its operations, where its refusals are said."""
        self._services, self._ops, self._notice = services, ops, notice
        # Its operations come with the services (after the first screen, app/startup.py).
        self._changes = load("app.ui.operations.chat:")

    def retranslate_ui(self) -> None:
        self.new_space_button.setText(pgettext("new item", "Space"))
        self.new_session_button.setText(pgettext("new item", "Session"))
        self.new_space_button.setAccessibleName(_("Create a Space"))
        self.new_session_button.setAccessibleName(_("Create a Session in the selected Space"))
        self.new_session_button.setToolTip(
            _(
                "New Session (Ctrl+N); the arrow also offers a "
                "temporary Session, which neither reads nor writes Memory"
            )
        )
        self.tree.setAccessibleName(_("Spaces and Sessions"))
        self.tree.setAccessibleDescription(
            _("F2 renames, Delete deletes, the menu key offers both")
        )
        self.new_space_button.setToolTip(_("New Space (Ctrl+Shift+N)"))
        self.act_rename.setText(_("Rename…"))
        self.act_delete.setText(_("Delete…"))
        self.filter_field.setPlaceholderText(_("Filter Spaces and Sessions"))
        self.filter_field.setAccessibleName(_("Filter Spaces and Sessions"))
        self.filter_field.setAccessibleDescription(
            _("Shows the Sessions whose name holds these words; Down goes to them, Esc clears")
        )
        self.no_match.setText(_("No Space or Session has these words in its name."))
        if self.no_spaces is not None:
            self.no_spaces.retranslate_ui()

    # ------------------------------------------------------------ what it shows

    def show_spaces(self, spaces: list, sessions: list) -> None:
        """Spaces and Sessions into the tree (all open, or past EXPAND_ALL_UP_TO Sessions only
        the Space in use and those open before); the current Session's row selected."""
        model, current = self.model, self._current.id
        was_open = self._open_spaces()
        model.set_data(spaces, sessions)
        self._expand(was_open, len(sessions))
        empty = model.is_empty()
        self.tree.setVisible(not empty)
        if empty and self.no_spaces is None:
            self.no_spaces = EmptyState("folder-simple-plus", primary=True)
            self.no_spaces.set_text(
                lambda: _("No Spaces yet: a Space keeps the Sessions of one project together."),
                lambda: _("New Space…"),
            )
            self.no_spaces.sig_action_requested.connect(self.new_space)
            self._layout.insertWidget(1, self.no_spaces, 1)
        if self.no_spaces is not None:
            self.no_spaces.setVisible(empty)
        if current is not None:
            self.select_session(current)

    def _open_spaces(self) -> set[int]:
        model = self.model
        return {
            model.index(row, 0).data(SpaceRole).id
            for row in range(model.rowCount())
            if self.tree.isExpanded(model.index(row, 0))
        }

    def _expand(self, was_open: set[int], sessions: int) -> None:
        """Every Space open (filtering, or up to EXPAND_ALL_UP_TO Sessions), else those open
        before."""
        model = self.model
        if model.filtering():
            # Each Space kept, open (expandAll would also ask every Session for children).
            for row in range(model.rowCount()):
                self.tree.setExpanded(model.index(row, 0), True)
            return
        if sessions <= EXPAND_ALL_UP_TO:
            self.tree.expandAll()
            return
        for row in range(model.rowCount()):
            if model.index(row, 0).data(SpaceRole).id in was_open:
                self.tree.setExpanded(model.index(row, 0), True)

    # ------------------------------------------------------------ the filter

    def on_filter_text_changed(self, text: str) -> None:
        """Keep the Sessions whose name (or their Space's) holds every word typed; the Spaces
        open before come back when the filter is cleared."""
        set_direction_of(self.filter_field, text)
        if self.model.filtering() or not text.strip():
            was_open = self._open_before_filter or set()
        else:
            was_open = self._open_before_filter = self._open_spaces()
        if not self.model.set_filter(text):
            return
        self.tree.setUpdatesEnabled(False)
        try:
            self._expand(was_open, self.model.shown_sessions())
            if not self.model.filtering():
                self._open_before_filter = None
            index = self.model.session_index(self._current.id or 0)
            if index.isValid():
                # Selected again without scrolling to it (a scroll lays the tree out at once).
                self.tree.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
        finally:
            self.tree.setUpdatesEnabled(True)
        self.no_match.setVisible(self.model.filtering() and self.model.rowCount() == 0)

    def clear_filter(self) -> None:
        self.filter_field.clear()

    def on_filter_key(self, key: int) -> bool:
        """Esc clears the filter, Down goes to the Sessions it keeps; True when taken."""
        if key == Qt.Key.Key_Escape and self.filter_field.text():
            self.clear_filter()
            return True
        if key == Qt.Key.Key_Down and self.model.rowCount():
            self.tree.setFocus()
            if not self.tree.currentIndex().isValid():
                self.tree.setCurrentIndex(self.model.index(0, 0))
            return True
        return False

    def reload(self) -> None:
        """Read Spaces and Sessions again, keeping the current Session selected (or letting it
        go when it is gone)."""
        chat = self._services.chat
        self.show_spaces(chat.list_spaces(), chat.list_sessions())
        current = self._current.id
        if current is not None and not self.model.has_session(current):
            self._current.set(None)

    def set_waiting(self, by_space: dict[int, int]) -> None:
        """How many suggestions wait in each Space (its own and its Sessions')."""
        self.model.set_waiting(by_space)

    def select_session(self, session_id: int) -> None:
        index = self.model.session_index(session_id)
        if index.isValid():
            self.tree.setExpanded(index.parent(), True)
            self.tree.setCurrentIndex(index)

    def current_space_id(self) -> int | None:
        index = self.tree.currentIndex()
        space = index.data(SpaceRole)
        if space is not None:
            return space.id
        session = index.data(SessionRole)
        return session.space_id if session is not None else None

    def on_current_changed(self, session_id: int | None) -> None:
        if session_id is not None:
            self.select_session(session_id)

    def on_tree_current_changed(self, current: QModelIndex, _previous) -> None:
        info = current.data(SessionRole)
        if info is not None and info.id != self._current.id:
            self._current.set(info.id)
            if self._services is not None:
                self.sig_chat_requested.emit()  # choosing a Session shows its chat (issue 13)

    def on_tree_clicked(self, index: QModelIndex) -> None:
        """A click on the Session already chosen also brings its chat back."""
        if index.data(SessionRole) is not None and self._services is not None:
            self.sig_chat_requested.emit()

    def on_tree_context_menu_requested(self, pos) -> None:
        index = self.tree.indexAt(pos)
        if not index.isValid():
            return
        self.tree.setCurrentIndex(index)
        menu = QMenu(self)
        menu.addActions([self.act_rename, self.act_delete])
        space = index.data(SpaceRole)
        if space is not None and self._services is not None:
            self.add_folder_actions(menu, space)
        menu.exec(self.tree.viewport().mapToGlobal(pos))

    def add_folder_actions(self, menu: QMenu, space) -> None:
        """The Space's project folders (SPEC §9): bind one, or unbind those bound."""
        menu.addSeparator()
        bind = menu.addAction(_("Bind a project folder…"))
        bind.setToolTip(
            _("Agents such as Claude Code working in that folder use this Space's Memory")
        )
        bind.triggered.connect(lambda: self.bind_folder(space.id))
        try:
            folders = self._services.external.folders(space.id)
        except AppError:
            folders = []
        for folder in folders:
            # A path is shown as it is: "&" would otherwise mark a shortcut key.
            shown = folder.path.replace("&", "&&")
            act = menu.addAction(_("Unbind {folder}").format(folder=shown))
            act.triggered.connect(lambda _c=False, p=folder.path: self.unbind_folder(p))

    def bind_folder(self, space_id: int, folder: str | None = None) -> None:
        """Ask for a folder (unless given) and bind it to the Space."""
        if folder is None:
            # The folder dialog's class when first asked for, not with the frame (app/startup.py).
            ask = load("PySide6.QtWidgets:QFileDialog.getExistingDirectory")
            folder = ask(self, _("Bind a project folder"))
            if not folder:
                return
        bound = self._run(self._changes.BindFolder(space_id, folder))
        if bound is not None:
            self._notice.show_message(
                lambda: _("Agents working in {folder} now use this Space's Memory.").format(
                    folder=bound.path
                )
            )

    def unbind_folder(self, folder: str) -> None:
        gone = self._run(self._changes.UnbindFolder(folder))
        if gone is not None:
            self._notice.show_message(
                lambda: _("{folder} is no longer bound to a Space.").format(folder=gone.path)
            )

    # ------------------------------------------------------------ changes

    def _run(self, op, **kwargs):
        return self._ops.run(op, initiator=self, errors=self._notice, **kwargs)

    def new_space(self) -> None:
        """A new Space, named in place like a Session (Enter keeps the name typed, Esc the one
        given), opened on its first Session; then the composer, to type its first message."""
        self.clear_filter()  # the new Space is named in place: it must be shown
        made = self._run(self._changes.CreateSpace(_("New Space"), _("New session")))
        if made is None:
            return
        space, session = made
        self.reload()
        self._current.set(session.id)
        self.sig_chat_requested.emit()
        self._renaming_new = space.id
        self._edit(self.model.space_index(space.id))

    def new_session(self, *, temporary: bool = False) -> None:
        """A new Session in the selected Space, its name ready to type in place (or taken from
        its first message). A Space's unused new Session is opened instead of adding another."""
        self.clear_filter()  # the new Session is named in place: it must be shown
        space_id = self.current_space_id()
        if space_id is None:
            spaces = self._services.chat.list_spaces()
            if not spaces:
                self.new_space()
                return
            space_id = spaces[0].id
        unused = tuple(
            se.id
            for se in self.model.sessions_of(space_id)
            if se.auto_title and se.temporary == temporary
        )
        session = self._run(
            self._changes.OpenNewSession(space_id, _("New session"), temporary, unused)
        )
        if session is None:
            return
        self.reload()
        self._current.set(session.id)
        self.sig_chat_requested.emit()
        self._edit(self.model.session_index(session.id))

    def _edit(self, index: QModelIndex) -> None:
        if index.isValid():
            self.tree.setCurrentIndex(index)
            self.tree.scrollTo(index)
            self.tree.setFocus()
            self.tree.edit(index)

    def on_model_rename_requested(self, item, name: str) -> None:
        """A name typed in place in the sidebar."""
        self._run(self._changes.Rename(item, name))
        self.reload()
        self.sig_renamed.emit()

    def on_tree_editor_closed(self, _editor, _hint) -> None:
        """After naming a new Session (or Space) in place, the next thing to type is its first
        message."""
        self._renaming_new = None
        QTimer.singleShot(0, self.sig_composer_requested.emit)

    def rename_item(self, index: QModelIndex) -> None:
        """Rename a Space or a Session in place (F2): type, then Enter; Esc keeps the name."""
        self._edit(index)

    def delete_item(self, index: QModelIndex, *, confirm: bool = True) -> None:
        """Delete a Space or a Session, after a question on the notice line (Cancel focused)."""
        item = index.data(SpaceRole) or index.data(SessionRole)
        if item is None:
            return
        if index.data(SpaceRole) is not None:
            question = _(
                "Delete the Space “{name}” with all its Sessions, messages and Memory?"
            ).format(name=item.name)
        else:
            question = _("Delete the Session “{title}” with its messages and Memory?").format(
                title=item.title
            )

        def delete() -> None:
            self._run(self._changes.Delete(item))
            self.reload()

        if not confirm:
            delete()
            return
        self._notice.ask(lambda: question, lambda: _("Delete"), delete)
