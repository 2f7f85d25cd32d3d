"""What following a link in a chat row does (issue 23, defects 1 and 2), by click, Enter or the
row's menu.

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

from PySide6.QtCore import QModelIndex, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QMenu

from app.i18n import _
from app.ui.delegates.row_links import RowLink, parse_href
from app.ui.models.links import says_where_it_goes, target
from app.ui.models.messages import MessageRole
from app.ui.widgets.common import isolate


class ChatLinks:
    """The chat page's links: follow one, open one outside, the row's menu."""

    def __init__(self, page):
        self.page = page

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
