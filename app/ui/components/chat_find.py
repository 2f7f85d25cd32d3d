"""Find in a Session (Ctrl+F, issue 35): the chat's find bar, the Session's messages that hold
its words (every one of them, loaded or not), which one is shown, and the words marked in
every row. A match that is not loaded opens the Session around it (the presenter's
`show_message`), so Next and Previous reach the very first message of a long Session."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.domain.errors import AppError
from app.domain.search import parse_query
from app.ui.models.session import CurrentSession
from app.ui.widgets.find_bar import FindBar

# Typing is looked up this long after the last key (one read for a burst of keys).
FIND_DELAY_MS = 150


class ChatFind(QObject):
    """Owned by the chat presenter; `open()` is what Ctrl+F does."""

    def __init__(
        self,
        page,
        current: CurrentSession,
        search,
        show_message: Callable[[int], bool],
        parent: QObject | None = None,
    ):
        super().__init__(parent or page)
        self.page = page
        self._current = current
        self._search = search  # app.services.search.MessageSearch
        self._show_message = show_message
        self._matches: tuple[int, ...] = ()
        self._at = -1
        self._wired = False
        self._find_bar: FindBar | None = None
        self._timer = QTimer(self, singleShot=True, interval=FIND_DELAY_MS)
        self._timer.timeout.connect(self.run)
        current.sig_changed.connect(self.on_current_changed)

    @property
    def bar(self) -> FindBar:
        """The find bar, above the messages; made when first asked for."""
        if self._find_bar is None:
            self._find_bar = FindBar()
            self._find_bar.hide()
            self.page.place_above_list(self._find_bar)
        return self._find_bar

    def _bar(self):
        bar = self.bar
        if not self._wired:
            self._wired = True
            bar.sig_query_changed.connect(self.on_bar_query_changed)
            bar.sig_next_requested.connect(self.next)
            bar.sig_previous_requested.connect(self.previous)
            bar.sig_close_requested.connect(self.close)
        return bar

    def is_open(self) -> bool:
        return self._wired and self.bar.isVisible()

    def open(self, text: str | None = None, *, at: int | None = None) -> bool:
        """Show the find bar, the keyboard in it; with `text`, look for those words now and
        show the newest match (or the message `at`: a search's result). False when `at` could
        not be shown."""
        bar = self._bar()
        bar.open(text)
        if text is None:
            return True
        self.run(at=at)
        return at is None or self.shown() == at or self.page.model.row_of(at) >= 0

    def close(self) -> None:
        """Hide the bar; no words marked, no match highlighted; the keyboard back in the list."""
        self._timer.stop()
        if self._wired:
            self.bar.hide()
        self._matches, self._at = (), -1
        self.page.model.set_marks(())
        self.page.model.set_highlight(None)
        self.page.view.setFocus()

    def matches(self) -> tuple[int, ...]:
        """The ids of the Session's messages holding the words, oldest first."""
        return self._matches

    def shown(self) -> int | None:
        """The id of the match shown, or None."""
        return self._matches[self._at] if 0 <= self._at < len(self._matches) else None

    def on_bar_query_changed(self, _text: str) -> None:
        self._timer.start()

    def on_current_changed(self, _session_id) -> None:
        if self.is_open():
            self.run()  # another Session: the same words, its own matches

    def run(self, *, at: int | None = None) -> None:
        """Look for the bar's words in the current Session; show the newest match (or `at`)."""
        self._timer.stop()
        bar = self._bar()
        session_id = self._current.id
        self._matches, self._at = (), -1
        try:
            query = parse_query(bar.text())
        except AppError:  # nothing typed (or more than a query holds)
            self.page.model.set_marks(())
            self.page.model.set_highlight(None)
            bar.set_count(None if not bar.text().strip() else (0, 0))
            return
        if session_id is not None:
            try:
                self._matches = self._search.find_in_session(session_id, query)
            except AppError:
                self._matches = ()
        self.page.model.set_marks(query.terms)
        if at is not None and at not in self._matches:
            self._show_message(at)  # found by the database's own rule (a word's start, say)
            bar.set_count((0, len(self._matches)))
            return
        if not self._matches:
            self.page.model.set_highlight(None)
            bar.set_count((0, 0))
            return
        self._at = self._matches.index(at) if at is not None else len(self._matches) - 1
        self._reveal()

    def next(self) -> None:
        """The next match below (after the newest, the first again)."""
        if self._matches:
            self._at = (self._at + 1) % len(self._matches)
            self._reveal()

    def previous(self) -> None:
        """The match above (before the first, the newest again)."""
        if self._matches:
            self._at = (self._at - 1) % len(self._matches)
            self._reveal()

    def _reveal(self) -> None:
        # The match highlighted; a tool call's raw result (where its words may be) stays behind
        # its Details, which the user opens.
        self._show_message(self._matches[self._at])
        self.bar.set_count((self._at + 1, len(self._matches)))
