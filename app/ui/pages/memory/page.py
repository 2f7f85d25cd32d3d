"""The Memory page of one scope: the header, the Suggested group, the lower list (saved, not used
lately, dismissed), an entry's history and the notice line, wired to what the user asks.

Every change is an operation (app.ui.operations.memory) that returns what it wrote, run with its
notice and Undo by the page's runner (app.ui.pages.memory.runner): the page re-reads what it
shows in one read (`Views.memory_page`) and skips the echo of its own change; it re-reads when
any other writer (the agent on a worker thread, a second window) announces a change to a scope
it shows. Refusals are said on its notice line by the runner.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QSplitter, QVBoxLayout, QWidget

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import Decision
from app.domain.memory.rules.state import Action
from app.domain.model import MemoryEntry, Message, Scope, ScopeRef, Status
from app.i18n import _
from app.services.changes import ELSEWHERE, Changes
from app.services.refusals import error_text
from app.ui import style
from app.ui.bridge import EventBridge
from app.ui.components.suggestion_card import SuggestionCard
from app.ui.dialogs.reading_dialog import ReadingDialog
from app.ui.operations.base import Operations
from app.ui.operations.memory import (
    AddEntry,
    SetReading,
)
from app.ui.operations.readings import ProposeReading
from app.ui.operations.tasks import CoalescedRead
from app.ui.pages.memory import notices
from app.ui.pages.memory.entry_list import EntryList
from app.ui.pages.memory.history_panel import HistoryPanel
from app.ui.pages.memory.runner import MemoryRunner
from app.ui.pages.memory.scope_header import ScopeHeader
from app.ui.pages.memory.suggested_group import SuggestedGroup
from app.ui.widgets.common import LanguageAware
from app.ui.widgets.empty_state import EmptyState
from app.ui.widgets.notice_bar import NoticeBar

# The height the lower list keeps beside the waiting cards: when it lists nothing (its empty
# state's line and action), and at least, when it lists entries.
LOWER_EMPTY = 100
LOWER_MIN = 120


class MemoryPage(LanguageAware, QWidget):
    """What is remembered for one scope, what the agent suggests, and the user's decisions."""

    sig_open_message_requested = Signal(int, int)  # session id, message id
    sig_back_requested = Signal()  # Esc: back to the chat

    def __init__(
        self,
        services,
        bridge: EventBridge,
        parent=None,
        *,
        ops: Operations | None = None,
        model=None,
    ):
        super().__init__(parent)
        self._services = services
        self.model = model  # a callable giving the app's model (it may propose a reading)
        self._views = services.views
        self.ops = ops or Operations(services, self)
        # Other programs' changes are read on a worker (refresh_in_background).
        self._background = CoalescedRead(
            self.ops.tasks, self._read_shown, self._show_read, self._background_failed, self
        )
        self._ref: ScopeRef | None = None
        self._session_id: int | None = None
        self._scope_refs: dict[Scope, ScopeRef] = {}
        self._messages: dict[int, Message | None] = {}
        self.reading_dialog: ReadingDialog | None = None  # open while the user chooses
        self.setMinimumHeight(420)

        self.header = ScopeHeader()
        self.notice = NoticeBar()
        self.runner = MemoryRunner(self.ops, self.notice, self)
        self.runner.sig_read_requested.connect(self.refresh)
        self.runner.sig_came_back.connect(self.reveal_entry)
        self.suggested = SuggestedGroup()
        # Nothing suggested: said in one line, with the way back to where suggestions come from.
        self.nothing_suggested = EmptyState("tray", compact=True)
        self.nothing_suggested.set_text(
            lambda: _(
                "Nothing waits for your decision here: the agent's suggestions appear in this place."
            ),
            lambda: _("Back to the chat"),
        )
        self.nothing_suggested.sig_action_requested.connect(self.sig_back_requested)
        self.nothing_suggested.hide()
        self.entries = EntryList()
        self.history = HistoryPanel()
        self.lists = QSplitter(Qt.Orientation.Vertical)
        self.lists.setChildrenCollapsible(False)
        self.lists.addWidget(self.suggested)
        self.lists.addWidget(self.entries)
        self.lists.setStretchFactor(1, 1)
        self.body = QSplitter(Qt.Orientation.Horizontal)
        self.body.setChildrenCollapsible(False)
        self.body.addWidget(self.lists)
        self.body.addWidget(self.history)
        self.body.setStretchFactor(0, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.M)
        layout.setSpacing(style.S)
        layout.addWidget(self.header)
        layout.addWidget(self.notice)
        layout.addWidget(self.nothing_suggested)
        layout.addWidget(self.body, 1)

        h = self.header
        h.sig_scope_requested.connect(self.on_header_scope_requested)
        h.sig_auto_memory_toggled.connect(lambda on: self._set_switches(auto_memory=on))
        h.sig_use_memory_toggled.connect(lambda on: self._set_switches(use_memory=on))
        h.sig_organise_requested.connect(self.on_organise_requested)
        h.sig_clear_requested.connect(self.on_clear_requested)
        g = self.suggested
        g.sig_accept_requested.connect(self.on_card_accept_requested)
        g.sig_save_requested.connect(self.on_card_save_requested)
        g.sig_dismiss_requested.connect(lambda e: self.decide(e, Action.DISMISS))
        g.sig_open_message_requested.connect(self.sig_open_message_requested)
        g.sig_history_requested.connect(self.show_history)
        g.sig_accept_all_requested.connect(self.on_accept_all_requested)
        g.sig_leave_requested.connect(
            lambda: self.entries.view.setFocus(Qt.FocusReason.OtherFocusReason)
        )
        e = self.entries.entry_actions
        e.sig_pin_requested.connect(
            lambda x: self.decide(x, Action.UNPIN if x.pinned else Action.PIN)
        )
        # "Make it stronger": a rule the agent broke is pinned (given first, SPEC §2.11).
        e.sig_stronger_requested.connect(lambda x: self.decide(x, Action.PIN))
        e.sig_archive_requested.connect(
            lambda x: self.decide(
                x, Action.RESTORE if x.status is Status.ARCHIVED else Action.ARCHIVE
            )
        )
        e.sig_keep_requested.connect(lambda x: self.decide(x, Action.KEEP))
        e.sig_restore_requested.connect(lambda x: self.decide(x, Action.RESTORE))
        e.sig_move_requested.connect(
            lambda x, scope: self.decide(x, Action.MOVE, to=self._scope_refs.get(scope))
        )
        e.sig_delete_requested.connect(self.runner.delete)
        e.sig_enforcement_requested.connect(self.runner.set_enforcement)
        e.sig_history_requested.connect(self.show_history)
        e.sig_open_source_requested.connect(self.open_source_of)
        e.sig_reading_requested.connect(self.on_reading_requested)
        self.entries.sig_open_source_requested.connect(self.open_source_of)
        self.entries.form.sig_add_requested.connect(self.on_add_requested)
        self.entries.form.sig_edit_requested.connect(self.on_form_edit_requested)
        self.history.sig_open_message_requested.connect(self.sig_open_message_requested)

        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.runner.undo),
            (QKeySequence.StandardKey.Redo, self.runner.redo),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        bridge.sig_changed.connect(self.on_bridge_changed)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self.on_app_focus_changed)  # a method: it goes with the page
        self.listen_to_language()
        self.retranslate_ui()

    # ------------------------------------------------------------ public API

    def scope(self) -> ScopeRef | None:
        """The scope the page shows."""
        return self._ref

    def session_id(self) -> int | None:
        return self._session_id

    def suggestion_cards(self) -> list[SuggestionCard]:
        """The suggestion cards in the order shown."""
        return self.suggested.cards()

    def saved_entries(self) -> list[MemoryEntry]:
        """The entries the lower list shows (its view, search and sort)."""
        return self.entries.entries_shown()

    def select_saved(self, entry_id: int) -> bool:
        return self.entries.select(entry_id)

    def selected_saved(self) -> MemoryEntry | None:
        return self.entries.selected()

    def show_scope(self, ref: ScopeRef, session_id: int | None = None) -> None:
        """Show one scope; with a Session, the scope buttons switch between its three scopes."""
        if session_id is None and ref.scope is Scope.SESSION:
            session_id = ref.scope_id
        opened = not self.isVisible()
        if ref != self._ref:
            self.runner.undo_stack.clear()
            self.notice.clear()
            self.entries.form.close_form()
            self.entries.search_edit.clear()
            self.suggested.clear()
            self.history.close_panel()
        self._ref, self._session_id, self._scope_refs = ref, session_id, {ref.scope: ref}
        self.refresh()
        if opened or not self.suggested.reviewed()[1]:
            self.suggested.start_review()
            self.suggested.show_counts()

    def focus_first_suggestion(self) -> bool:
        """On opening the page, the first waiting card takes the keyboard (A, E, D work at once)."""
        return self.suggested.focus_first()

    def reveal_entry(self, entry_id: int) -> bool:
        """Scroll to one entry of the scope shown, give it the keyboard and highlight it: its
        suggestion card, or its row (in whichever list holds it). False when not here."""
        return self.suggested.reveal(entry_id) or self.entries.reveal(entry_id)

    def refresh(self) -> None:
        """Re-read the scope shown, in one read, and show it."""
        ref = self._ref
        if ref is None:
            self.header.show_scopes(set(), None, {})
            self.header.show_settings(None, "")
            self.nothing_suggested.hide()
            return
        try:
            view = self._read(ref)
        except AppError as err:
            self._unreadable(err)
            return
        self._show_view(ref, view)

    def _read(self, ref: ScopeRef):
        """The page's one view read (any thread)."""
        return self._views.memory_page(
            ref,
            session_id=self._session_id,
            history_of=self.history.entry.id if self.history.entry is not None else None,
        )

    def _unreadable(self, err: AppError) -> None:
        if err.code is Code.NOT_FOUND:
            self._show_gone()
        else:
            self.notice.show_error(error_text(err), detail=err.message)

    def refresh_in_background(self) -> None:
        """Re-read the scope shown on a worker and show it when read (issue 31): what other
        programs change costs the GUI thread no read, and a burst of their news one read."""
        if self._ref is not None:
            self._background.request()

    def _read_shown(self):
        ref = self._ref
        return ref, (self._read(ref) if ref is not None else None)

    def _show_read(self, read) -> None:
        ref, view = read
        if ref is not None and ref == self._ref:
            self._show_view(ref, view)

    def _background_failed(self, exc: Exception) -> None:
        if isinstance(exc, AppError) and self._ref is not None:
            self._unreadable(exc)

    def _show_view(self, ref: ScopeRef, view) -> None:
        scopes = {st.ref.scope: st.ref for st in view.session_scopes}
        if view.session_gone or ref not in scopes.values():
            # Not seen from a Session (or its Session is gone): this scope alone.
            self._session_id = None
            scopes = {ref.scope: ref}
        self._scope_refs = scopes
        self._messages = dict(view.messages)
        listed = view.entries
        self.header.show_scopes(set(self._scope_refs), ref.scope, view.waiting())
        self.header.show_settings(view.settings, view.name)
        targets = [s for s in Scope if s in self._scope_refs]
        cards_changed = self.suggested.show_entries(
            list(listed.suggested),
            message=self._message,
            conflicts=listed.conflicts,
            targets=targets,
            readings=view.readings,
        )
        self.nothing_suggested.setVisible(not self.suggested.cards())
        self.entries.set_targets(targets, ref.scope)
        self.entries.show_entries(
            list(listed.others),
            listed.uses,
            [u.entry.id for u in view.unused],
            view.records,
            view.enforcement,
            view.readings,
        )
        if cards_changed:
            self._size_lists()
        if self.history.entry is not None:
            if view.history is None:
                self.history.close_panel()
            else:
                entry, events = view.history
                cited = entry.source_event_ids[0] if entry.source_event_ids else None
                self.history.show_history(
                    entry, events, self._messages.get(cited), view.records.get(entry.id)
                )

    def _show_gone(self) -> None:
        """The scope shown was deleted: say so; the scopes still there stay reachable."""
        gone = self._ref is not None and self._ref.scope is Scope.SESSION
        self._scope_refs = {
            s: r for s, r in self._scope_refs.items() if s is not Scope.SESSION or not gone
        }
        self.suggested.clear()
        self.nothing_suggested.hide()
        self.entries.show_entries([], {}, [])
        self.history.close_panel()
        self.header.show_scopes(set(self._scope_refs), self._ref.scope if self._ref else None, {})
        self.header.show_settings(
            None, "", gone=_("This Session was deleted, and its Memory with it.") if gone else ""
        )

    def _message(self, message_id: int) -> Message | None:
        """The message an entry cites, as read with the page (None: no longer there)."""
        return self._messages.get(message_id)

    def _size_lists(self) -> None:
        if not self.suggested.cards():
            return
        width = self.suggested.scroll.viewport().width()
        if width < 100:
            width = self.width() - 40
        total = self.lists.height() or 400
        # The waiting cards get the room: as much as they want, leaving the lower list what it
        # needs (its empty state's line and action when it lists nothing).
        empty = self.entries.model.rowCount() == 0
        lower = LOWER_EMPTY if empty else LOWER_MIN
        self.entries.layout().activate()  # its minimum as it is now (rows hidden when empty)
        wanted = self.suggested.wanted_height(width)
        top = min(wanted, max(total - lower, int(total * 0.58)))
        self.lists.setSizes([top, max(lower, total - top)])
        # Room the page gains later goes to cards that do not fit yet, while the lower list
        # has nothing; else to the lower list.
        cards = empty and top < wanted
        self.lists.setStretchFactor(0, 1 if cards else 0)
        self.lists.setStretchFactor(1, 0 if cards else 1)

    def resizeEvent(self, event) -> None:
        margins = self.layout().contentsMargins()
        self.header.place_switches(self.width() - margins.left() - margins.right())
        super().resizeEvent(event)
        if event.oldSize().height() != event.size().height():
            self._size_lists()

    def hideEvent(self, event) -> None:
        # Leaving the page: what a notice said belongs to what was on it (issue 13, defect 3).
        self.notice.clear()
        super().hideEvent(event)

    # ------------------------------------------------------------ what the user asks

    def decide(self, entry: MemoryEntry, action: Action, **params) -> Decision | None:
        """One decision on an entry of the scope shown, run with its notice and Undo."""
        return self.runner.decide(
            entry, action, shown=lambda: self._ref.scope if self._ref else None, **params
        )

    def keyPressEvent(self, event) -> None:
        # The shortcuts need an active window; this catches Ctrl+Z when they do not fire.
        if event.matches(QKeySequence.StandardKey.Undo):
            self.runner.undo()
        elif event.matches(QKeySequence.StandardKey.Redo):
            self.runner.redo()
        elif (
            event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            self.sig_back_requested.emit()
        else:
            super().keyPressEvent(event)

    # -- the cards

    def on_card_accept_requested(
        self, entry: MemoryEntry, scope: Scope | None, replaces: tuple
    ) -> None:
        self.decide(entry, Action.ACCEPT, to=self._scope_refs.get(scope), replaces=tuple(replaces))

    def on_card_save_requested(
        self, entry: MemoryEntry, text: str, scope: Scope | None, replaces: tuple
    ) -> None:
        card = next((c for c in self.suggested.cards() if c.entry.id == entry.id), None)
        until = [card.editor.textChanged] if card is not None else []
        self.decide(
            entry,
            Action.EDIT,
            to=self._scope_refs.get(scope),
            replaces=tuple(replaces),
            until=until,
            content=text,
        )

    def on_accept_all_requested(self) -> None:
        self.runner.accept_all([c.entry for c in self.suggested.cards()])

    def show_history(self, entry: MemoryEntry) -> None:
        """Open an entry's history beside the lists."""
        self.history.entry = entry
        self.refresh()
        self.history.events.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the header

    def on_header_scope_requested(self, scope: Scope) -> None:
        ref = self._scope_refs.get(scope)
        if ref is not None:
            self.show_scope(ref, self._session_id)

    def _set_switches(self, **value: bool) -> None:
        if self._ref is not None:
            self.runner.set_switches(self._ref, **value)

    def on_organise_requested(self) -> None:
        if self._ref is not None:
            self.runner.organise(self._ref)

    def on_clear_requested(self) -> None:
        """Ask first; then archive every saved entry of the scope, with one Undo."""
        count = sum(e.status is Status.ACTIVE for e in self.entries.model.entries_view())
        if self._ref is not None and count:
            self.runner.clear(self._ref, count)

    # -- the lower list

    def on_reading_requested(self, entry: MemoryEntry, reading) -> None:
        """What Mindkeep checks of a saved rule: the user confirms it or chooses another of its
        family in a dialog; saved on the version the user saw (issue 33)."""
        if reading is None:
            return
        ask = self._ask_model if self.model is not None and self._proposals_on() else None
        dialog = ReadingDialog(entry, reading, self, ask=ask)
        self.reading_dialog = dialog

        def save() -> None:
            try:
                chosen = dialog.chosen()
            except AppError as err:  # the Save button is off then; said on the notice line
                self.notice.show_error(error_text(err), detail=err.message)
                return
            if self.runner.run(SetReading(entry.id, chosen, entry.version)) is not None:
                self.refresh()
                self.runner.say(lambda: _("Mindkeep checks this rule as you chose."))

        dialog.accepted.connect(save)
        dialog.finished.connect(lambda _r: setattr(self, "reading_dialog", None))
        dialog.open()

    def _proposals_on(self) -> bool:
        """Whether the user let the model propose readings (Settings → Model)."""
        return self._services.settings.propose_readings()

    def _ask_model(self, words: str, done) -> None:
        """The model's proposal for a rule's words, off the GUI thread, handed to `done`."""
        self.ops.run(ProposeReading(words, self.model), initiator=self, done=done)

    def open_source_of(self, entry: MemoryEntry) -> None:
        message = None
        if entry.source_event_ids:
            first = entry.source_event_ids[0]
            message = self._messages.get(first)
            if message is None:  # a saved entry's message is read when asked for
                try:
                    message = self._services.chat.get_message(first)
                except AppError:
                    message = None
        if message is None:
            self.runner.say(lambda: _("The message this entry came from is no longer available."))
            return
        self.sig_open_message_requested.emit(message.session_id, message.id)

    def on_add_requested(self, kind: str, text: str) -> None:
        if self._ref is None:
            return
        form = self.entries.form
        added = self.runner.run(
            AddEntry(self._ref, kind, text), until=[form.editor.textChanged, form.sig_closed]
        )
        if added is None:
            return
        form.close_form()
        self.refresh()
        self.entries.select(added.id)
        self.runner.say(notices.added(added))

    def on_form_edit_requested(self, entry: MemoryEntry, text: str, kind: str) -> None:
        form = self.entries.form
        decision = self.decide(
            entry,
            Action.EDIT,
            content=text,
            kind=kind,
            until=[form.editor.textChanged, form.sig_closed],
        )
        if decision is not None:
            form.close_form()

    # ------------------------------------------------------------ live updates and text

    def on_app_focus_changed(self, _old, new) -> None:
        self.suggested.on_focus_changed(new)

    def on_bridge_changed(self, changes: Changes, initiator: object) -> None:
        """Read again when what changed is shown here: the scope's Memory (or of the Session's
        other scopes), or the Session or Space it is seen from (renamed, gone)."""
        ref = self._ref
        if ref is None or initiator is self:
            return  # the page refreshes itself right after its own changes
        sessions = changes.sessions if changes.sidebar or initiator == ELSEWHERE else ()
        if (
            ref in changes.scopes
            or any(r in changes.scopes for r in self._scope_refs.values())
            or self._session_id in sessions
            or (ref.scope is Scope.SESSION and ref.scope_id in sessions)
            or (ref.scope is Scope.SPACE and ref.scope_id in changes.spaces)
        ):
            self._refresh_for(initiator)

    def _refresh_for(self, initiator: object) -> None:
        """Another program's change is read on a worker; one of this window's, right away."""
        if initiator == ELSEWHERE:
            self.refresh_in_background()
        else:
            self.refresh()

    def retranslate_ui(self) -> None:
        """Re-set every visible text in the current language (called on a language switch)."""
        self.setAccessibleName(_("Memory"))
        self.header.retranslate_ui()
        self.suggested.retranslate_ui()
        self.entries.retranslate_ui()
        self.history.retranslate_ui()
        self.notice.retranslate_ui()
        self.nothing_suggested.retranslate_ui()
