"""What can be done to the entry selected in the Memory page's lower list: the actions row (pin,
"Make it stronger" for a rule the agent broke, edit, keep, move, archive or restore, delete,
history, the message it came from) and the rule's line (what Mindkeep checks of it, and what it
does to other agents: Block, Remind or Off), each shown as the entry's view and state allow; the
same actions in the row's context menu. It asks, by its signals; the page runs them."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QHBoxLayout, QMenu, QPushButton, QVBoxLayout, QWidget

from app.domain.agents.rules import default_for
from app.domain.model import MemoryEntry, Scope, Status
from app.i18n import _
from app.services.reading_words import reading_words
from app.ui import icons, style
from app.ui.models import labels
from app.ui.models.entry_filter import EntryView
from app.ui.widgets.common import dim_label, set_directed_text, text_label

MODES = ("block", "remind", "off")  # a rule's choice for other agents (SPEC §10)


class EntryActions(QWidget):
    """The selected entry's actions and its rule's line, below the list."""

    sig_pin_requested = Signal(object)  # MemoryEntry: pin or unpin it
    sig_stronger_requested = Signal(object)  # MemoryEntry: a broken rule to pin
    sig_edit_requested = Signal(object)  # MemoryEntry: open the form on it
    sig_archive_requested = Signal(object)  # archive a saved entry, or restore an archived one
    sig_keep_requested = Signal(object)
    sig_restore_requested = Signal(object)  # a dismissed suggestion back to waiting
    sig_delete_requested = Signal(object)
    sig_move_requested = Signal(object, object)  # MemoryEntry, Scope
    sig_history_requested = Signal(object)
    sig_open_source_requested = Signal(object)
    # MemoryEntry, "block" | "remind" | "off": what a rule does to other agents (SPEC §10)
    sig_enforcement_requested = Signal(object, str)
    sig_reading_requested = Signal(object, object)  # MemoryEntry, its Reading: change it

    def __init__(self, parent=None):
        super().__init__(parent)
        self._entry: MemoryEntry | None = None
        self._reading = None  # what Mindkeep checks of the selected rule (issue 33)
        self._chosen: str | None = None  # the user's choice for other agents, None: the default
        self._targets: list[Scope] = []

        self.pin_button = QPushButton()
        self.stronger_button = QPushButton()
        self.edit_button = QPushButton()
        self.keep_button = QPushButton()
        self.move_button = QPushButton()
        self.move_menu = QMenu(self)
        self.move_button.setMenu(self.move_menu)
        self.agents_button = QPushButton()
        self.agents_menu = QMenu(self)
        self.agents_group = QActionGroup(self)
        self.agents_group.setExclusive(True)
        self.agents_actions = {}
        for mode in MODES:
            act = self.agents_menu.addAction("")
            act.setCheckable(True)
            self.agents_group.addAction(act)
            act.triggered.connect(
                lambda _c=False, mode=mode: self._for_selected(
                    lambda e: self.sig_enforcement_requested.emit(e, mode)
                )
            )
            self.agents_actions[mode] = act
        self.agents_menu.aboutToShow.connect(self.on_agents_menu_about_to_show)
        self.agents_button.setMenu(self.agents_menu)
        self.archive_button = QPushButton()
        self.restore_button = QPushButton()
        self.delete_button = QPushButton()
        self.history_button = QPushButton()
        self.open_source_button = QPushButton()
        self.reading_button = QPushButton()
        # The selected rule's reading, beside the list: what the checker, the approval card and
        # other agents' hooks go by.
        self.reading_label = text_label()
        self.reading_label.setWordWrap(True)
        dim_label(self.reading_label)
        self.reading_label.setObjectName("readingLine")
        for button, name in (
            (self.pin_button, "push-pin"),
            (self.stronger_button, "lightning"),
            (self.edit_button, "pencil-simple"),
            (self.keep_button, "check-circle"),
            (self.move_button, "arrow-bend-up-right"),
            (self.agents_button, "warning-circle"),
            (self.archive_button, "archive"),
            (self.restore_button, "arrow-counter-clockwise"),
            (self.delete_button, "trash"),
            (self.history_button, "clock-counter-clockwise"),
            (self.open_source_button, "arrow-square-out"),
            (self.reading_button, "check-circle"),
        ):
            button.setIcon(icons.icon(name))
            style.set_role(button, "ghost")
        for button, signal in (
            (self.pin_button, self.sig_pin_requested),
            (self.stronger_button, self.sig_stronger_requested),
            (self.edit_button, self.sig_edit_requested),
            (self.archive_button, self.sig_archive_requested),
            (self.keep_button, self.sig_keep_requested),
            (self.restore_button, self.sig_restore_requested),
            (self.delete_button, self.sig_delete_requested),
            (self.history_button, self.sig_history_requested),
            (self.open_source_button, self.sig_open_source_requested),
        ):
            button.clicked.connect(lambda _c=False, signal=signal: self._for_selected(signal.emit))
        self.reading_button.clicked.connect(
            lambda: self._for_selected(lambda e: self.sig_reading_requested.emit(e, self._reading))
        )

        # What the selected rule is checked by and what it does to other agents, on the reading's
        # line: the actions row keeps what any entry can have done to it, and fits a narrow window.
        ruled = (self.reading_button, self.agents_button)
        self.reading_row = QWidget()
        reading = QHBoxLayout(self.reading_row)
        reading.setContentsMargins(0, 0, 0, 0)
        reading.setSpacing(style.XS)
        reading.addWidget(self.reading_label, 1)
        for button in ruled:
            reading.addWidget(button)
        self.actions_row = QWidget()
        actions = QHBoxLayout(self.actions_row)
        actions.setContentsMargins(0, 0, 0, 0)
        actions.setSpacing(style.XS)
        for button in self.action_buttons():
            if button not in ruled:
                actions.addWidget(button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(style.S)
        layout.addWidget(self.reading_row)
        layout.addWidget(self.actions_row)

    def action_buttons(self) -> list[QPushButton]:
        return [
            self.stronger_button,
            self.pin_button,
            self.edit_button,
            self.keep_button,
            self.move_button,
            self.agents_button,
            self.archive_button,
            self.restore_button,
            self.delete_button,
            self.history_button,
            self.open_source_button,
            self.reading_button,
        ]

    def _for_selected(self, act) -> None:
        if self._entry is not None:
            act(self._entry)

    def set_targets(self, scopes: list[Scope]) -> None:
        """The scopes the entry can be moved to."""
        self._targets = list(scopes)
        self.move_menu.clear()
        for scope in self._targets:
            act = self.move_menu.addAction(labels.scope(scope))
            act.triggered.connect(
                lambda _c=False, scope=scope: self._for_selected(
                    lambda e: self.sig_move_requested.emit(e, scope)
                )
            )

    def show_for(
        self,
        entry: MemoryEntry | None,
        view: EntryView,
        *,
        broken: bool = False,
        reading=None,
        chosen: str | None = None,
    ) -> None:
        """The actions for the selected entry (None: nothing selected) in the list's view:
        `broken`, the agent broke the rule; `reading`, what Mindkeep checks of it; `chosen`,
        the user's choice for other agents (None: the rule's default)."""
        self._entry, self._chosen = entry, chosen
        has = entry is not None
        status = entry.status if has else None
        saved, archived = status is Status.ACTIVE, status is Status.ARCHIVED
        self._reading = reading
        shown_reading = reading if saved else None
        shown = {
            EntryView.SAVED: {
                self.stronger_button,
                self.pin_button,
                self.edit_button,
                self.move_button,
                self.agents_button,
                self.archive_button,
                self.delete_button,
                self.history_button,
                self.open_source_button,
                self.reading_button,
            },
            EntryView.UNUSED: {
                self.keep_button,
                self.edit_button,
                self.archive_button,
                self.history_button,
            },
            EntryView.DISMISSED: {self.restore_button, self.delete_button, self.history_button},
        }[view]
        for button in self.action_buttons():
            button.setVisible(button in shown)
        # Pin is for saved entries; an archived one can only be unpinned (issue 13, defect 8).
        self.pin_button.setEnabled(saved or (archived and entry.pinned))
        # A saved rule the agent broke, not pinned yet: "Make it stronger" pins it.
        self.stronger_button.setVisible(
            view is EntryView.SAVED and saved and not entry.pinned and broken
        )
        self.edit_button.setEnabled(saved)
        self.keep_button.setEnabled(saved)
        self.move_button.setEnabled(saved and bool(self._targets))
        self.agents_button.setVisible(view is EntryView.SAVED and has and entry.kind.is_rule)
        self.agents_button.setEnabled(saved)
        self.archive_button.setEnabled(saved or archived)
        self.restore_button.setEnabled(status is Status.DISMISSED)
        for button in (self.delete_button, self.history_button):
            button.setEnabled(has)
        self.open_source_button.setEnabled(has and bool(entry.source_event_ids))
        self.reading_button.setVisible(view is EntryView.SAVED and shown_reading is not None)
        text = "" if shown_reading is None else reading_words(shown_reading)
        set_directed_text(self.reading_label, text)
        self.reading_label.setVisible(bool(text))
        self.reading_label.setAccessibleName(text)
        self.reading_row.setVisible(
            bool(text) or not self.reading_button.isHidden() or not self.agents_button.isHidden()
        )
        self.pin_button.setText(_("Unpin") if has and entry.pinned else _("Pin"))
        self.archive_button.setText(_("Restore") if archived else _("Archive"))
        self.archive_button.setToolTip(
            _("Bring this archived entry back")
            if archived
            else _("Put this entry away; Restore brings it back")
        )
        for button in self.action_buttons():
            button.setAccessibleName(button.text())
        self._fit()

    def show_row(self, on: bool) -> None:
        """The actions row at all: not when the scope has no entry to act on."""
        self.actions_row.setVisible(on)
        self._fit()

    def _fit(self) -> None:
        # Shown while one of its rows is, so the list keeps no gap for it when neither is.
        self.setVisible(not self.reading_row.isHidden() or not self.actions_row.isHidden())

    def on_agents_menu_about_to_show(self) -> None:
        """The rule's choice checked: the user's, else its default (said as such)."""
        if self._entry is None:
            return
        chosen = self._chosen
        # The rule's default for other agents, as its reading says (Block for a reading that
        # forbids something, Remind otherwise), the reading the page was handed.
        reading = self._reading
        default = (
            None
            if chosen is not None or reading is None
            else default_for(reading.forbids, reading.checkable)
        )
        for mode, act in self.agents_actions.items():
            text = labels.enforcement(mode)
            if mode == default:
                text = _("{choice} (the default for this rule)").format(choice=text)
            act.setText(text)
            act.setChecked(mode == (chosen or default))
        hints = {
            "block": _("Stop another agent's action that would break this rule"),
            "remind": _("Let it run, and give the agent this rule as a reminder"),
            "off": _("Other agents' actions are not checked against this rule"),
        }
        for mode, act in self.agents_actions.items():
            act.setToolTip(hints[mode])
            act.setStatusTip(hints[mode])

    def fill_menu(self, menu: QMenu) -> None:
        """The actions shown, as a context menu's items (Move to and Other agents as submenus)."""
        for button in self.action_buttons():
            if button.isVisible():
                if button in (self.move_button, self.agents_button):
                    sub = menu.addMenu(button.text())
                    sub.setEnabled(button.isEnabled())
                    if button is self.agents_button:
                        self.on_agents_menu_about_to_show()
                    sub.addActions(button.menu().actions())
                    continue
                act = menu.addAction(button.text(), button.click)
                act.setEnabled(button.isEnabled())

    def retranslate_ui(self) -> None:
        self.pin_button.setToolTip(_("Keep this entry at the top"))
        self.stronger_button.setText(_("Make it stronger"))
        self.stronger_button.setToolTip(
            _("The agent broke this rule: pin it, so it comes first in what the agent is given")
        )
        self.edit_button.setText(_("Edit"))
        self.edit_button.setToolTip(_("Change the words or the kind of this entry"))
        self.keep_button.setText(_("Keep"))
        self.keep_button.setToolTip(_("Keep it as it is; it is not offered again for a while"))
        self.move_button.setText(_("Move to"))
        self.move_button.setToolTip(_("Move this entry to another scope"))
        for act, scope in zip(self.move_menu.actions(), self._targets, strict=False):
            act.setText(labels.scope(scope))
        self.agents_button.setText(_("Other agents"))
        self.agents_button.setToolTip(
            _(
                "What this rule does when another agent (Claude Code, Codex, …) is about to "
                "break it: block the action, remind the agent, or nothing"
            )
        )
        self.restore_button.setText(_("Restore"))
        self.restore_button.setToolTip(_("Bring this suggestion back to decide on it again"))
        self.delete_button.setText(_("Delete…"))
        self.delete_button.setToolTip(_("Delete for good; its history keeps only that it existed"))
        self.history_button.setText(_("History"))
        self.history_button.setToolTip(_("Who changed this entry, what and when"))
        self.open_source_button.setText(_("Open source message"))
        self.open_source_button.setToolTip(_("Open the chat at this message"))
        self.reading_button.setText(_("What Mindkeep checks…"))
        self.reading_button.setToolTip(
            _("Confirm or change what Mindkeep checks of this rule; its words stay yours")
        )
