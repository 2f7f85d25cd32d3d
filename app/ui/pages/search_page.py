"""Search all conversations (Ctrl+Shift+F, issue 35): the words to find, in every Space or in
one, and the newest messages that hold them, each with where it is and its excerpt, the words
marked. Enter (or a click) opens a result: its Session's chat at that message, highlighted,
with Find in the Session on the same words. The search runs off the GUI thread, a moment
after the last key (Enter at once); a result that comes after a newer search is dropped."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.domain.search import QUERY_MAX, SearchResult, parse_query
from app.i18n import _, format_number, ngettext
from app.services.refusals import error_text
from app.ui import style
from app.ui.delegates.message_hit_delegate import MessageHitDelegate
from app.ui.models.message_hits import HitRole, MessageHitsModel
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import LanguageAware, set_direction_of, text_label

# The search runs this long after the last key typed.
SEARCH_DELAY_MS = 200


class SearchPage(LanguageAware, QWidget):
    """Every conversation's messages, searched; built when first shown (app.ui.pages.stack)."""

    sig_open_requested = Signal(int, int, str)  # session id, message id, the words searched
    sig_back_requested = Signal()  # Esc: back to the chat

    def __init__(self, services, tasks, parent=None):
        super().__init__(parent)
        self._search = services.search
        self._chat = services.chat
        self._tasks = tasks  # a TaskRunner: the search runs on its worker
        self._asked = 0  # the number of the newest search started
        self._said: tuple = ("idle", 0)  # what the status line says: a key, a count, a reason
        self.title_label = text_label()
        style.set_role(self.title_label, "heading")
        self.field = QLineEdit()
        self.field.setClearButtonEnabled(True)
        self.field.textChanged.connect(self.on_field_text_changed)
        self.field.returnPressed.connect(self.run)
        self.field.installEventFilter(self)
        self.space_box = ComboBox()
        self.space_box.currentIndexChanged.connect(lambda _i: self.run())
        self.status_label = text_label()
        self.status_label.setWordWrap(True)
        style.set_role(self.status_label, "muted")
        self.model = MessageHitsModel(self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(MessageHitDelegate(self.view))
        self.view.setUniformItemSizes(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.activated.connect(self.on_view_activated)
        self.view.clicked.connect(self.on_view_activated)
        self.view.installEventFilter(self)
        self._timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.run)
        row = QHBoxLayout()
        row.setSpacing(style.S)
        row.addWidget(self.field, 1)
        row.addWidget(self.space_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.M)
        layout.setSpacing(style.S)
        layout.addWidget(self.title_label)
        layout.addLayout(row)
        layout.addWidget(self.status_label)
        layout.addWidget(self.view, 1)
        self.listen_to_language()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title_label.setText(_("Search all conversations"))
        self.field.setPlaceholderText(_("Words to find in every Session"))
        self.field.setAccessibleName(_("Words to find"))
        self.field.setAccessibleDescription(
            _("Every message holding all the words, newest first; Down goes to the results")
        )
        self.space_box.setAccessibleName(_("Where to search"))
        self.view.setAccessibleName(_("Messages found"))
        self.view.setAccessibleDescription(_("Enter opens the message in its Session"))
        if self.space_box.count():
            self.space_box.setItemText(0, _("Every Space"))
        self._say(*self._said)

    # ------------------------------------------------------------ showing the page

    def open(self, text: str | None = None) -> None:
        """Come into view: the Spaces read again, the keyboard in the field (its words
        selected); with `text`, search for those words."""
        self._fill_spaces()
        if text is not None:
            self.field.setText(text)
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()
        if not self.field.text().strip():
            self._say("idle", 0)

    def _fill_spaces(self) -> None:
        chosen = self.space_box.currentData()
        self.space_box.blockSignals(True)
        try:
            self.space_box.clear()
            self.space_box.addItem(_("Every Space"), None)
            try:
                spaces = self._chat.list_spaces()
            except AppError:
                spaces = []
            for space in spaces:
                self.space_box.addItem(space.name, space.id)
            found = self.space_box.findData(chosen) if chosen is not None else 0
            self.space_box.setCurrentIndex(max(found, 0))
        finally:
            self.space_box.blockSignals(False)

    # ------------------------------------------------------------ searching

    def on_field_text_changed(self, text: str) -> None:
        set_direction_of(self.field, text)
        self._timer.start()

    def run(self) -> None:
        """Search now for the field's words (in the Space chosen), on a worker."""
        self._timer.stop()
        self._asked += 1
        asked = self._asked
        text = self.field.text()
        if not text.strip():
            self.model.set_results(None, [])
            self._say("idle", 0)
            return
        if len(text) > QUERY_MAX:
            self.model.set_results(None, [])
            self._say("long", QUERY_MAX)
            return
        query = parse_query(text)
        space_id = self.space_box.currentData()
        self._say("searching", 0)
        self._tasks.start(
            lambda _report: self._search.search(query, space_id=space_id),
            lambda result: self._show(asked, result),
            lambda exc: self._failed(asked, exc),
        )

    def _show(self, asked: int, result: SearchResult) -> None:
        if asked != self._asked:
            return  # a newer search is on its way
        self.model.set_results(result.query, result.hits)
        n = len(result.hits)
        self._say("more" if result.more else ("found" if n else "none"), n)
        if n and self.view.currentIndex().row() < 0:
            self.view.setCurrentIndex(self.model.index(0))

    def _failed(self, asked: int, exc: Exception) -> None:
        if asked == self._asked:
            self.model.set_results(None, [])
            reason = error_text(exc) if isinstance(exc, AppError) else (lambda: str(exc))
            self._say("refused", 0, reason)

    def _say(self, key: str, n: int, reason=lambda: "") -> None:
        self._said = (key, n, reason)
        said = {
            "idle": lambda: _("Type words to find them in every conversation."),
            "searching": lambda: _("Searching…"),
            "none": lambda: _("No message holds these words."),
            "found": lambda: ngettext("{n} message found", "{n} messages found", n),
            "more": lambda: ngettext(
                "The newest {n} message found; more match: add words or choose a Space.",
                "The newest {n} messages found; more match: add words or choose a Space.",
                n,
            ),
            "long": lambda: _("At most {n} characters can be searched for."),
            "refused": lambda: _("The search could not be made: {reason}"),
        }[key]()
        self.status_label.setText(said.format(n=format_number(n), reason=reason()))

    def said(self) -> str:
        """What the status line says, as shown."""
        return self.status_label.text()

    # ------------------------------------------------------------ opening a result

    def on_view_activated(self, index: QModelIndex) -> None:
        hit = index.data(HitRole)
        if hit is not None:
            self.sig_open_requested.emit(hit.session_id, hit.message_id, self.field.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Escape:
                self.sig_back_requested.emit()
                return True
            if watched is self.field and event.key() == Qt.Key.Key_Down and self.model.rowCount():
                self.view.setFocus()
                if self.view.currentIndex().row() < 0:
                    self.view.setCurrentIndex(self.model.index(0))
                return True
        return super().eventFilter(watched, event)
