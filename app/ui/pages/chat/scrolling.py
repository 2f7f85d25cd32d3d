"""Where the chat's list of messages is scrolled: it follows the newest message (a new one, a
streaming reply) unless the user scrolled up; while older messages load above, what is in
view stays where it is; near either end of what is loaded it asks the page for more (read
ahead), and the older messages read ahead are measured a few at a time while the window is
idle, then put above; Ctrl+Home / Ctrl+End, and a message scrolled to and highlighted."""

from __future__ import annotations

import time

from PySide6.QtCore import QModelIndex, QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView

# The view follows the newest message while it is within this many pixels of the end.
FOLLOW_SLACK = 24
# Older messages are read ahead once the view is this many pages from the oldest shown, and
# measured in slices of this many seconds while the window is idle.
READ_AHEAD_PAGES = 4
READ_AHEAD_DELAY_MS = 25
MEASURE_SLICE_S = 0.004


class HistoryScroll(QObject):
    """The chat page's scrolling (`page.scroll`); asks for more with the page's
    `sig_earlier_requested` and `sig_later_requested`."""

    def __init__(self, page):
        super().__init__(page)
        self.page = page
        self.view = page.view
        self.model = page.model
        # Follow the newest message (a new one, a streaming reply) unless the user scrolled up;
        # while older messages load above, keep what is in view where it is.
        self._follow = True
        self._from_end: int | None = None
        self._placing = False
        self._earlier_asked = False
        self._later_asked = False
        bar = self.view.verticalScrollBar()
        bar.rangeChanged.connect(self.on_scroll_range_changed)
        bar.valueChanged.connect(self.on_scroll_value_changed)
        # Older messages read ahead are measured a few at a time while the window is idle.
        self._measure_timer = QTimer(self)
        self._measure_timer.setInterval(0)
        self._measure_timer.timeout.connect(self._measure_some)
        self._to_measure: list = []

    def on_scroll_range_changed(self, _low: int, high: int) -> None:
        bar = self.view.verticalScrollBar()
        self._placing = True
        if self._follow:
            bar.setValue(high)
        elif self._from_end is not None:
            bar.setValue(high - self._from_end)
        self._placing = False

    def on_scroll_value_changed(self, value: int) -> None:
        bar = self.view.verticalScrollBar()
        # An older stretch (newer messages below it still to load) is never followed down.
        self._follow = not self.model.has_later and value >= bar.maximum() - FOLLOW_SLACK
        if not self._placing:
            self._from_end = None
        if self.model.staged() and value <= bar.pageStep() // 4:
            self._commit_earlier()  # at the top before they were measured: show them now
        elif self.wants_earlier() and not self._earlier_asked and not self.model.staged():
            self.ask_for_earlier()
        if (
            self.model.has_later
            and not self._later_asked
            and value >= bar.maximum() - READ_AHEAD_PAGES * bar.pageStep()
        ):
            self._later_asked = True
            QTimer.singleShot(READ_AHEAD_DELAY_MS, self, self.page.sig_later_requested.emit)

    def later_loaded(self) -> None:
        """The window has put the next page of an older stretch below (or had none)."""
        self._later_asked = False

    def ask_for_earlier(self) -> None:
        """Older messages are wanted above (once at a time); the window reads them ahead."""
        self._earlier_asked = True
        # A moment later, when the scroll that asked is painted: reading ahead is idle work.
        QTimer.singleShot(
            READ_AHEAD_DELAY_MS, self, self.page.sig_earlier_requested.emit
        )  # not after the page is gone

    def earlier_loaded(self) -> None:
        """The window has staged the older messages (or had none): measure them while idle."""
        self._earlier_asked = False
        self._to_measure = self.model.staged()
        if self._to_measure:
            self._measure_timer.start()

    def _measure_some(self) -> None:
        """Lay out a few read-ahead rows per turn of the event loop (a few ms at a time)."""
        option = self.page.row_option(QModelIndex())
        option.rect.setWidth(self.view.viewport().width())
        deadline = time.perf_counter() + MEASURE_SLICE_S
        while self._to_measure and time.perf_counter() < deadline:
            message = self._to_measure.pop()
            self.page.delegate.measure(option, message, self.model.state_of(message))
        if not self._to_measure:
            self._measure_timer.stop()
            self._commit_earlier()

    def _commit_earlier(self) -> None:
        self._measure_timer.stop()
        self._to_measure = []
        if not self.model.staged():
            return
        bar = self.view.verticalScrollBar()
        self._from_end = bar.maximum() - bar.value()  # what is in view stays where it is
        self.model.commit_staged()

    def wants_earlier(self) -> bool:
        """The view is within a few pages of the oldest message shown, and older ones exist:
        time to read them ahead."""
        bar = self.view.verticalScrollBar()
        return self.model.has_earlier and bar.value() <= READ_AHEAD_PAGES * bar.pageStep()

    def to_message(self, message_id: int, *, highlight: bool = True) -> bool:
        """Scroll the history to a message and highlight it; False when it is not shown."""
        row = self.model.row_of(message_id)
        if row < 0:
            return False
        self._follow = False
        index = self.model.index(row)
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        self.view.setCurrentIndex(index)
        if highlight:
            self.model.set_highlight(message_id)
        return True

    def to_start(self) -> None:
        """Show the first message shown (the Session's very first, after Ctrl+Home)."""
        self._follow = False
        self.view.scrollToTop()
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0))

    def to_end(self) -> None:
        """Show the newest message, and keep showing the newest as rows are laid out."""
        self._follow = True
        self.view.scrollToBottom()
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def at_end(self) -> bool:
        bar = self.view.verticalScrollBar()
        return bar.value() >= bar.maximum()
