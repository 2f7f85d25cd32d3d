"""The links and buttons a chat row draws, under the pointer and the keyboard: what is under
the pointer (the hand, a web link's real address as its tooltip), a click on a link or on a
Copy button, Enter on a row, the row's menu (Menu key or right click) — and what following
a link does (issue 23, defects 1 and 2).

Only the window's own links (drawn by app.ui.delegates.window_lines, marked as such in the
document) carry its actions, turned into the chat page's signals; a reply's `mk:` links are
words and do nothing. A reply's web or mail link opens in the browser or the mail program at
once when its words are its address; otherwise the notice line first says where it really
goes (host and address, a mail link's addresses) and waits for "Open link", Cancel focused —
a question in the one place the window asks its questions, with the real host first, since
the words of a link are the model's and a tooltip is easily missed. The row's menu holds
the window's words only: its actions as drawn, Copy text, then the reply's links by the
addresses they open (in a submenu, below the window's own items, never by their words).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, QUrl
from PySide6.QtGui import QCursor, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QMenu, QToolTip

from app.i18n import _
from app.ui.delegates.row_links import RowLink, parse_href
from app.ui.models.links import says_where_it_goes, target
from app.ui.models.messages import MessageRole
from app.ui.widgets.common import isolate, plain_tip


class ChatLinks:
    """The chat page's links: follow one, open one outside, the row's menu."""

    def __init__(self, page):
        self.page = page

    # ------------------------------------------------------------ under the pointer, Enter

    def copy_button_at(self, pos):
        """The Copy button (of a reply, or of one of its code blocks) at `pos`, or None."""
        page = self.page
        index = page.view.indexAt(pos)
        if not index.isValid():
            return None
        return page.delegate.copy_button_at(page.row_option(index), index, pos)

    def copy(self, text: str, where=None) -> None:
        """Put text on the clipboard and say so where the pointer is."""
        QGuiApplication.clipboard().setText(text)
        QToolTip.showText(where or QCursor.pos(), _("Copied"), self.page.view)

    def link_at(self, pos) -> tuple[QModelIndex, RowLink | None]:
        page = self.page
        index = page.view.indexAt(pos)
        if not index.isValid():
            return index, None
        return index, page.delegate.link_at(page.row_option(index), index, pos)

    def on_viewport_event(self, event: QEvent) -> bool:
        """The pointer over the list's rows (True: handled)."""
        kind = event.type()
        viewport = self.page.view.viewport
        if kind == QEvent.Type.MouseMove:
            _index, link = self.link_at(event.position().toPoint())
            if link is not None or self.copy_button_at(event.position().toPoint()) is not None:
                viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                viewport().unsetCursor()
        elif kind == QEvent.Type.ToolTip:
            # On a reply's link: the address it really opens (its words may name another).
            _index, link = self.link_at(event.pos())
            found = target(link.href) if link is not None and not link.window else None
            if found is not None:
                QToolTip.showText(event.globalPos(), plain_tip(found.shown), self.page.view)
            else:
                QToolTip.hideText()
            return True
        elif kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            button = self.copy_button_at(event.position().toPoint())
            if button is not None:
                self.copy(button.text, event.globalPosition().toPoint())
                return True
            index, link = self.link_at(event.position().toPoint())
            if link is not None:
                self.follow(index.data(MessageRole).id, link)
                return True
        return False

    def follow_current(self) -> bool:
        """Enter on a row: its first action of the window's (else its first link); the menu
        lists them all. False when the row has none."""
        current = self.page.view.currentIndex()
        links = self.page.row_links(current)
        links = [x for x in links if x.window] or links
        if not links:
            return False
        self.follow(current.data(MessageRole).id, links[0])
        return True

    def activate(self, message_id: int, href: str) -> None:
        """Do what a link a message's row draws says (nothing for a link it does not draw)."""
        model = self.page.model
        row = model.row_of(message_id)
        links = self.page.row_links(model.index(row)) if row >= 0 else []
        mine = [x for x in links if x.href == href]
        if mine:
            self.follow(message_id, next((x for x in mine if x.window), mine[0]))

    def on_view_context_menu_requested(self, pos) -> None:
        """The row's menu, under the pointer (or at the current row, from the Menu key)."""
        view = self.page.view
        index = view.indexAt(pos)
        if not index.isValid():
            index = view.currentIndex()
            if not index.isValid():
                return
            pos = view.visualRect(index).center()
        self.menu(index).exec(view.viewport().mapToGlobal(pos))

    # ------------------------------------------------------------ following a link

    def follow(self, message_id: int, link: RowLink) -> None:
        """Do what a link says: the window's action, or open a reply's link outside."""
        if not link.window:
            self.open_outside(link)
            return
        action = parse_href(link.href)
        if action is None:
            return
        page = self.page
        name, ident = action
        if name == "review":
            page.sig_review_requested.emit(ident)
        elif name in ("manage", "entry", "open"):
            page.sig_entry_requested.emit(ident)
        elif name == "undo":
            page.sig_undo_save_requested.emit(ident)
        elif name == "used":
            if page.model.used_open(ident):
                page.model.close_used(ident)
            else:
                page.sig_used_requested.emit(ident)
        elif name == "details":
            page.model.toggle_details(ident)
        elif name == "receipt":
            page.model.toggle_receipt(ident)
        elif name == "expand":
            page.model.toggle_expanded(ident)
        elif name == "retry":
            page.sig_retry_requested.emit(ident)

    def open_outside(self, link: RowLink, *, seen: bool = False) -> None:
        """A reply's link, to the browser or the mail program: at once when its words are its
        address (or the user saw the address, in the menu), else after the question."""
        found = target(link.href)
        if found is None:
            return  # relative, javascript:, file: and other links go nowhere
        if seen or says_where_it_goes(link.label, found):
            QDesktopServices.openUrl(QUrl(found.url))
            return
        host, shown = isolate(found.host), isolate(found.shown)
        if found.mail:

            def question() -> str:
                return _(
                    "This link writes an email to {address}: {url}. Open it in your mail program?"
                ).format(address=host, url=shown)

            def confirm() -> str:
                return _("Write email")
        else:

            def question() -> str:
                return _("This link opens {host}: {url}. Open it?").format(host=host, url=shown)

            def confirm() -> str:
                return _("Open link")

        self.page.notice.ask(question, confirm, lambda: QDesktopServices.openUrl(QUrl(found.url)))

    def menu(self, index: QModelIndex) -> QMenu:
        """A row's menu, in the window's words only: its actions (as drawn), Copy text, then
        the reply's links by the addresses they open, never by their words."""
        message = index.data(MessageRole)
        menu = QMenu(self.page)
        links = self.page.row_links(index)
        for link in links:
            if link.window and parse_href(link.href) is not None:
                menu.addAction(
                    link.label.strip(" ▸▾◂").replace("&", "&&"),
                    lambda x=link, mid=message.id: self.follow(mid, x),
                )
        menu.addSeparator()
        menu.addAction(_("Copy text"), lambda: QGuiApplication.clipboard().setText(message.text))
        # A reply's code blocks, each as its Copy button copies it.
        for button in self.page.delegate.copy_buttons(self.page.row_option(index), index)[1:]:
            menu.addAction(
                _("Copy code block {n}").format(n=button.block),
                lambda code=button.text: QGuiApplication.clipboard().setText(code),
            )
        outside: dict[str, RowLink] = {}
        for link in links:
            found = None if link.window else target(link.href)
            if found is not None:
                outside.setdefault(found.shown, link)
        if outside:
            menu.addSeparator()
            sub = menu.addMenu(_("Open a link"))
            for shown, link in outside.items():
                sub.addAction(
                    shown.replace("&", "&&"), lambda x=link: self.open_outside(x, seen=True)
                )
        return menu
