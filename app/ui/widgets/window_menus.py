"""The main window's menus and their shortcuts (File: new Space, Session, temporary Session,
Settings, Quit; Edit: Find in this Session, Search all conversations; View: the three pages
and Back), each bound to what the window does."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from app.i18n import _


class WindowMenus(QObject):
    """Built by the window with its slots; `retranslate_ui` and `set_enabled` as it asks."""

    def __init__(self, window: QMainWindow, slots: dict):
        super().__init__(window)

        def action(keys, slot) -> QAction:
            act = QAction(window, shortcut=QKeySequence(keys))
            act.triggered.connect(slot)
            return act

        self.act_new_space = action("Ctrl+Shift+N", slots["new_space"])
        self.act_new_session = action("Ctrl+N", slots["new_session"])
        self.act_new_temporary = action("Ctrl+Shift+T", slots["new_temporary"])
        self.new_session_menu = QMenu(window)
        self.new_session_menu.addActions([self.act_new_session, self.act_new_temporary])
        self.act_chat = action("Ctrl+1", slots["chat"])
        self.act_memory = action("Ctrl+M", slots["memory"])
        self.act_directory = action("Ctrl+D", slots["directory"])
        self.act_back = action(QKeySequence.StandardKey.Back, slots["chat"])
        self.act_find = action(QKeySequence.StandardKey.Find, slots["find"])
        self.act_search = action("Ctrl+Shift+F", slots["search"])
        self.act_settings = action("Ctrl+,", slots["settings"])
        self.act_quit = action(QKeySequence.StandardKey.Quit, slots["quit"])
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions(
            [self.act_new_space, self.act_new_session, self.act_new_temporary]
        )
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.act_settings, self.act_quit])
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.act_find, self.act_search])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.act_chat, self.act_memory, self.act_directory])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_back)

    def set_enabled(self, enabled: bool) -> None:
        """Everything but Quit needs the services."""
        for act in (
            self.act_new_space,
            self.act_new_session,
            self.act_new_temporary,
            self.act_chat,
            self.act_memory,
            self.act_directory,
            self.act_back,
            self.act_find,
            self.act_search,
            self.act_settings,
        ):
            act.setEnabled(enabled)

    def retranslate_ui(self) -> None:
        self.file_menu.setTitle(_("&File"))
        self.edit_menu.setTitle(_("&Edit"))
        self.act_find.setText(_("Find in this Session…"))
        self.act_search.setText(_("Search all conversations…"))
        self.view_menu.setTitle(_("&View"))
        self.act_new_space.setText(_("New Space…"))
        self.act_new_session.setText(_("New Session"))
        self.act_new_temporary.setText(_("New temporary Session"))
        self.act_new_temporary.setToolTip(_("A Session that neither reads nor writes Memory"))
        self.act_chat.setText(_("Chat"))
        self.act_memory.setText(_("Memory"))
        self.act_directory.setText(_("Memory directory"))
        self.act_back.setText(_("Back to the chat"))
        self.act_settings.setText(_("Settings…"))
        self.act_quit.setText(_("Quit"))
