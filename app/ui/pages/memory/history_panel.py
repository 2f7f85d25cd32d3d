"""An entry's history in the window (SPEC §2.10): who did what, when, and the message it came
from. Beside the lists; the History buttons of cards and rows open it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
)

from app.domain.memory.outcomes import RuleRecord
from app.domain.memory.rules.state import UNDO_PREFIX
from app.domain.model import Actor, HistoryEvent, MemoryEntry, Message, MessageSource, Scope
from app.i18n import _, format_time
from app.ui import icons, style
from app.ui.components.suggestion_card import EXCERPT_CHARS, shorten
from app.ui.delegates.entry_delegate import record_text
from app.ui.models import labels
from app.ui.widgets.common import bold, dim_label, isolate, set_directed_text, text_label
from app.ui.widgets.link_button import LinkButton

QUOTE_CHARS = 60


def _q(text: str) -> str:
    return isolate(shorten(text, QUOTE_CHARS))


def who(actor: Actor) -> str:
    return {
        Actor.USER: labels.source_badge(MessageSource.USER),
        Actor.AGENT: _("The agent"),
        Actor.EXTRACTOR: _("Your explicit request"),
        Actor.IMPORTER: _("An import"),
    }[Actor(actor)]


def _scope_of(snapshot: dict | None) -> str:
    try:
        return labels.scope(Scope((snapshot or {})["scope"]))
    except (KeyError, ValueError):
        return ""


def what(event: HistoryEvent) -> str:
    """One change, said in the UI language (the words it changed quoted)."""
    action, before, after = event.action, event.before or {}, event.after or {}
    if action.startswith(UNDO_PREFIX):
        inner = HistoryEvent(
            event.id,
            event.entry_id,
            event.actor,
            action[len(UNDO_PREFIX) :],
            event.at,
            after,
            before,
            False,
        )
        return _("Undone: {change}").format(change=what(inner))
    moved = (
        before
        and "scope" in before
        and (before.get("scope"), before.get("scope_id"))
        != (after.get("scope"), after.get("scope_id"))
    )
    texts: dict[str, Callable[[], str]] = {
        "suggest": lambda: _("Suggested “{content}”").format(content=_q(after.get("content", ""))),
        "save": lambda: _("Saved “{content}”").format(content=_q(after.get("content", ""))),
        "add": lambda: _("Added “{content}”").format(content=_q(after.get("content", ""))),
        "import": lambda: _("Imported “{content}”").format(content=_q(after.get("content", ""))),
        "accept": lambda: _("Accepted"),
        "edit": lambda: _("Edited “{old}” → “{new}”").format(
            old=_q(before.get("content", "")), new=_q(after.get("content", ""))
        ),
        "dismiss": lambda: _("Dismissed"),
        "archive": lambda: _("Archived"),
        "restore": lambda: _("Restored"),
        "pin": lambda: _("Pinned"),
        "unpin": lambda: _("Unpinned"),
        "move": lambda: _("Moved"),
        "keep": lambda: _("Kept after a review"),
        "merged": lambda: _("Put away: the same words are kept in another entry"),
        "accept_by_saving": lambda: _("Decided: you saved the same words"),
        "replaced": lambda: _("Replaced by a rule you accepted"),
    }
    text = texts.get(action, lambda: action)()
    if moved:
        text += " · " + _("{old} → {new}").format(old=_scope_of(before), new=_scope_of(after))
    return text


class HistoryPanel(QFrame):
    sig_open_message_requested = Signal(int, int)  # session id, message id
    sig_closed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.entry: MemoryEntry | None = None
        self._events: list[HistoryEvent] = []
        self._message: Message | None = None
        self.title_label = text_label()
        bold(self.title_label)
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(icons.icon("x", "muted"))
        style.set_role(self.close_button, "ghost")
        self.close_button.clicked.connect(self.close_panel)
        self.content_label = text_label()
        self.content_label.setWordWrap(True)
        self.source_label = text_label()
        self.source_label.setWordWrap(True)
        dim_label(self.source_label)
        self.record_label = text_label()  # followed N of M times · last broken … (SPEC §2.11)
        self.record_label.setWordWrap(True)
        self.record_label.setTextFormat(Qt.TextFormat.PlainText)
        dim_label(self.record_label)
        self._record = None
        self.source_link = LinkButton()
        self.source_link.clicked.connect(self.on_source_link_clicked)
        self.events = QListWidget()
        self.events.setWordWrap(True)
        self.events.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.events.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        head = QHBoxLayout()
        head.addWidget(self.title_label, 1)
        head.addWidget(self.close_button)
        # One column: a wrapped label beside a button in a splitter's pane is given one line's
        # height (the splitter does not ask for height-for-width), and its text spills over.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addLayout(head)
        layout.addWidget(self.content_label)
        layout.addWidget(self.record_label)
        layout.addWidget(self.source_label)
        layout.addWidget(self.source_link, 0, Qt.AlignmentFlag.AlignLeading)
        layout.addWidget(self.events, 1)
        self.setMinimumWidth(240)
        self.hide()

    def show_history(
        self,
        entry: MemoryEntry,
        events: list[HistoryEvent],
        message: Message | None,
        record: RuleRecord | None = None,
    ) -> None:
        """Show one entry's history, newest first, the message it came from, and how often the
        agent followed and broke it."""
        self.entry, self._events, self._message = entry, list(events), message
        self._record = record
        self.retranslate_ui()
        self.show()

    def close_panel(self) -> None:
        self.entry = None
        self.hide()
        self.sig_closed.emit()

    def lines(self) -> list[str]:
        """What the list says, newest first."""
        return [self.events.item(i).text() for i in range(self.events.count())]

    def on_source_link_clicked(self) -> None:
        if self._message is not None:
            self.sig_open_message_requested.emit(self._message.session_id, self._message.id)

    def retranslate_ui(self) -> None:
        self.close_button.setToolTip(_("Close the history"))
        self.close_button.setAccessibleName(_("Close the history"))
        self.title_label.setText(_("History"))
        self.events.setAccessibleName(_("History of the entry"))
        self.events.setAccessibleDescription(_("Who changed this entry, what and when"))
        self.source_link.setText(_("Open"))
        self.source_link.setAccessibleName(_("Open the message it came from"))
        self.source_link.setToolTip(_("Open the chat at this message"))
        entry = self.entry
        if entry is None:
            return
        set_directed_text(self.content_label, entry.content)
        record = record_text(self._record)
        self.record_label.setText(record)
        self.record_label.setVisible(bool(record))
        m = self._message
        if m is not None:
            text = _("From {who}, {time}: “{excerpt}”").format(
                who=labels.message_badge(m),
                time=format_time(m.created_at),
                excerpt=isolate(shorten(m.text, EXCERPT_CHARS)),
            )
        elif entry.source_event_ids:
            text = _("The message it came from is no longer available.")
        else:
            text = _("Not from a message: written by hand or imported.")
        set_directed_text(self.source_label, text)
        self.source_link.setVisible(m is not None)
        self.events.clear()
        for event in reversed(self._events):
            line = _("{time} · {who}: {what}").format(
                time=format_time(event.at), who=who(event.actor), what=what(event)
            )
            if event.undone:
                line += " " + _("(undone)")
            item = QListWidgetItem(line)
            self.events.addItem(item)
