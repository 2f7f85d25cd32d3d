"""The sidebar of the main window: Spaces and Sessions in a tree, the buttons to add
them, renaming and deleting in place, and the empty state when there is no Space yet.

A mixin of `MainWindow` (app.ui.main_window): it works on the window's own attributes
(`sidebar`, `sidebar_model`, `_session_id`, `_chat`, ...) so they keep their names. Part of
the first frame: it imports only what that frame needs; the dialogs come when used.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
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

from app import APP_NAME
from app.domain.errors import AppError
from app.i18n import _, pgettext
from app.ui import icons, style
from app.ui.delegates.sidebar_delegate import SidebarDelegate
from app.ui.models.sidebar import SessionRole, SidebarModel, SpaceRole
from app.ui.widgets.empty_state import EmptyState

# The sidebar's counts of waiting suggestions are read this long after a change (off the
# path of the first paint and of a decision's own refresh).
COUNTS_DELAY_MS = 120


class SidebarController:
    """The sidebar pane of `MainWindow`: built by `_build_sidebar()`, then filled by `reload()`."""

    def _build_sidebar(self) -> QWidget:
        """The tree of Spaces and Sessions with its buttons, as one pane for the splitter."""
        self.sidebar_model = SidebarModel(self)
        self.sidebar = QTreeView()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.setModel(self.sidebar_model)
        self.sidebar.setHeaderHidden(True)
        self.sidebar.setMinimumWidth(180)
        self.sidebar.setIndentation(style.M)
        # Every row is one line of text (SidebarDelegate.sizeHint): the view need not ask each
        # of a thousand Sessions its height when it lays the tree out.
        self.sidebar.setUniformRowHeights(True)
        self.sidebar.setMouseTracking(True)  # rows light up under the pointer
        self.sidebar.setItemDelegate(SidebarDelegate(self.sidebar))
        self.sidebar.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.sidebar.customContextMenuRequested.connect(self.on_sidebar_context_menu_requested)
        self.sidebar.selectionModel().currentChanged.connect(self.on_sidebar_current_changed)
        self.sidebar.clicked.connect(self.on_sidebar_clicked)
        self.new_space_button = QPushButton()
        self.new_space_button.setIcon(icons.icon("folder-simple-plus"))
        self.new_space_button.clicked.connect(self.on_new_space_requested)
        self.new_session_button = QToolButton()
        self.new_session_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.new_session_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.new_session_button.setIcon(icons.icon("plus"))
        self.new_session_button.clicked.connect(self.on_new_session_requested)
        # Queued: the sidebar is read again after a rename, not while its editor commits.
        self.sidebar_model.sig_rename_requested.connect(
            self.on_sidebar_rename_requested, Qt.ConnectionType.QueuedConnection
        )
        self.sidebar.setEditTriggers(QTreeView.EditTrigger.EditKeyPressed)
        self.sidebar.itemDelegate().closeEditor.connect(self.on_sidebar_editor_closed)
        # No Spaces yet: one sentence and one action in place of the empty tree (made when needed).
        self.no_spaces: EmptyState | None = None
        side = QWidget()
        side.setObjectName("sidebarPane")
        side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(style.S, style.S, style.S, style.S)
        side_layout.setSpacing(style.S)
        side_layout.addWidget(self.sidebar, 1)
        self._side_layout = side_layout
        side_buttons = QHBoxLayout()
        side_buttons.setSpacing(style.S)
        side_buttons.addWidget(self.new_space_button)
        side_buttons.addWidget(self.new_session_button, 1)
        side_layout.addLayout(side_buttons)
        # The number of suggestions waiting per Space, read a moment after what changed them.
        self._counts_timer = QTimer(self)
        self._counts_timer.setSingleShot(True)
        self._counts_timer.setInterval(COUNTS_DELAY_MS)
        self._counts_timer.timeout.connect(self.update_sidebar_counts)
        return side

    def _retranslate_sidebar(self) -> None:
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
        self.sidebar.setAccessibleName(_("Spaces and Sessions"))
        self.sidebar.setAccessibleDescription(
            _("F2 renames, Delete deletes, the menu key offers both")
        )
        self.new_space_button.setToolTip(_("New Space (Ctrl+Shift+N)"))
        if self.no_spaces is not None:
            self.no_spaces.retranslate_ui()

    def reload(self) -> None:
        """Re-read Spaces and Sessions, keeping the current Session selected."""
        self._fill_sidebar(self._chat.list_spaces(), self._chat.list_sessions(), self._session_id)
        empty = self.sidebar_model.rowCount() == 0
        self.sidebar.setVisible(not empty)
        if empty and self.no_spaces is None:
            self.no_spaces = EmptyState("folder-simple-plus", primary=True)
            self.no_spaces.set_text(
                lambda: _("No Spaces yet: a Space keeps the Sessions of one project together."),
                lambda: _("New Space…"),
            )
            self.no_spaces.sig_action_requested.connect(self.on_new_space_requested)
            self._side_layout.insertWidget(1, self.no_spaces, 1)
        if self.no_spaces is not None:
            self.no_spaces.setVisible(empty)
        self._counts_timer.start()
        if self._session_id is not None:
            index = self.sidebar_model.session_index(self._session_id)
            if index.isValid():
                self.sidebar.setCurrentIndex(index)
            else:
                self._session_id = None
                self._show_session()

    def update_sidebar_counts(self) -> None:
        """Show beside each Space how many suggestions wait in it and its Sessions."""
        self._counts_timer.stop()
        if not self.is_attached():
            return
        try:
            spaces, sessions, _personal = self._memory.directory()
        except AppError:
            return
        counts: dict[int, int] = {}
        for row in spaces:
            counts[row.ref.scope_id] = counts.get(row.ref.scope_id, 0) + row.suggested
        for row in sessions:
            if row.space_id is not None:
                counts[row.space_id] = counts.get(row.space_id, 0) + row.suggested
        self.sidebar_model.set_waiting(counts)

    def _fill_sidebar_tree(
        self, spaces: list, sessions: list, session_id: int | None, *, expand_all_up_to: int
    ) -> None:
        """Spaces and Sessions into the sidebar, with every Space open, or (more Sessions than
        `expand_all_up_to`) the Space in use and those that were open before."""
        model = self.sidebar_model
        was_open = {
            model.index(row, 0).data(SpaceRole).id
            for row in range(model.rowCount())
            if self.sidebar.isExpanded(model.index(row, 0))
        }
        model.set_data(spaces, sessions)
        if len(sessions) <= expand_all_up_to:
            self.sidebar.expandAll()
            return
        in_use = model.session_index(session_id).parent() if session_id is not None else None
        for row, space in enumerate(spaces):
            if space.id in was_open:
                self.sidebar.setExpanded(model.index(row, 0), True)
        if in_use is not None and in_use.isValid():
            self.sidebar.setExpanded(in_use, True)

    def select_session(self, session_id: int) -> None:
        index = self.sidebar_model.session_index(session_id)
        if index.isValid():
            self.sidebar.setExpanded(index.parent(), True)
            self.sidebar.setCurrentIndex(index)

    def current_session_id(self) -> int | None:
        return self._session_id

    def _current_space_id(self) -> int | None:
        index = self.sidebar.currentIndex()
        space = index.data(SpaceRole)
        if space is not None:
            return space.id
        session = index.data(SessionRole)
        return session.space_id if session is not None else None

    def on_sidebar_current_changed(self, current, _previous) -> None:
        info = current.data(SessionRole)
        if info is not None and info.id != self._session_id:
            self._session_id = info.id
            if not self.is_attached():
                return  # shown once the services are attached (a choice made on the first screen)
            self._show_session()
            self._update_nav_bar()
            # Choosing a Session shows its chat, from any page (issue 13).
            if self.is_attached():
                self.show_chat()
            self._remember_place()

    def on_sidebar_clicked(self, index) -> None:
        """A click on the Session already chosen also brings its chat back."""
        if index.data(SessionRole) is not None and self.is_attached():
            self.show_chat()

    def on_sidebar_context_menu_requested(self, pos) -> None:
        index = self.sidebar.indexAt(pos)
        if not index.isValid():
            return
        self.sidebar.setCurrentIndex(index)
        menu = QMenu(self)
        menu.addActions([self.act_rename, self.act_delete])
        menu.exec(self.sidebar.viewport().mapToGlobal(pos))

    def _ask_text(self, title: str, label: str, text: str = "") -> str | None:
        # The dialogs are imported when used, not before the first paint.
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return value if ok else None

    def on_new_space_requested(self) -> None:
        """A new Space opens on its first Session, ready to type in; the Session takes its
        name from its first message."""
        name = self._ask_text(_("New Space"), _("Name of the Space:"))
        if name is not None:
            space = self._run(self._chat.create_space, name, initiator=self)
            if space is not None:
                session = self._run(
                    self._chat.create_session,
                    space.id,
                    title=_("New session"),
                    auto_title=True,
                    initiator=self,
                )
                self.reload()
                if session is not None:
                    self.select_session(session.id)
                    self.show_chat()
                    self.chat_page.composer.setFocus()

    def on_new_session_requested(self, *, temporary: bool = False) -> None:
        """A new Session in the selected Space, its name ready to type in place (or taken from
        its first message). A Space's unused new Session is opened instead of adding another."""
        space_id = self._current_space_id()
        if space_id is None:
            spaces = self._chat.list_spaces()
            if not spaces:
                self.on_new_space_requested()
                return
            space_id = spaces[0].id
        unused = next(
            (
                se
                for se in self.sidebar_model.sessions_of(space_id)
                if se.auto_title and se.temporary == temporary and not self._chat.messages(se.id)
            ),
            None,
        )
        session = unused or self._run(
            self._chat.create_session,
            space_id,
            title=_("New session"),
            temporary=temporary,
            auto_title=True,
            initiator=self,
        )
        if session is not None:
            self.reload()
            self.select_session(session.id)
            self.show_chat()
            index = self.sidebar_model.session_index(session.id)
            self.sidebar.scrollTo(index)
            self.sidebar.setFocus()
            self.sidebar.edit(index)

    def on_sidebar_rename_requested(self, item, name: str) -> None:
        """A name typed in place in the sidebar."""
        from app.domain.model import Space

        if isinstance(item, Space):
            self._run(self._chat.rename_space, item.id, name, initiator=self)
        else:
            self._run(self._chat.rename_session, item.id, name, initiator=self)
        self.reload()
        self._update_chat_header()

    def on_sidebar_editor_closed(self, _editor, _hint) -> None:
        """After naming a new Session in place, the next thing to type is its first message."""
        if self.pages.currentWidget() is getattr(self, "chat_page", None):
            QTimer.singleShot(0, self.chat_page.composer.setFocus)

    def rename_item(self, index) -> None:
        """Rename a Space or a Session in place (F2): type, then Enter; Esc keeps the name."""
        if index.isValid():
            self.sidebar.setCurrentIndex(index)
            self.sidebar.edit(index)

    def delete_item(self, index, *, confirm: bool = True) -> None:
        space, session = index.data(SpaceRole), index.data(SessionRole)
        if space is not None:
            question = _(
                "Delete the Space “{name}” with all its Sessions, messages and Memory?"
            ).format(name=space.name)
        elif session is not None:
            question = _("Delete the Session “{title}” with its messages and Memory?").format(
                title=session.title
            )
        else:
            return
        from PySide6.QtWidgets import QMessageBox

        if (
            confirm
            and QMessageBox.question(self, APP_NAME, question) != QMessageBox.StandardButton.Yes
        ):
            return
        if space is not None:
            self._run(self._chat.delete_space, space.id, initiator=self)
        else:
            self._run(self._chat.delete_session, session.id, initiator=self)
        self.reload()
