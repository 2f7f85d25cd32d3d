"""One pending suggestion: its words, kind and reason, the message it came from, the saved rules
it conflicts with (Replace / Keep both), where to save it, and Accept / Edit / Dismiss."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.rules.conflicts import Conflict, Overlap
from app.domain.model import MemoryEntry, Message, MessageSource, Scope, Untrusted, WrittenAfter
from app.i18n import N_, _, format_time, ngettext
from app.services.reading_words import cannot_check_words, reading_words
from app.ui import icons, style
from app.ui.models import labels
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import bold, dim_label, isolate, set_directed_text, text_label
from app.ui.widgets.link_button import LinkButton
from app.ui.widgets.rule_editor import DiffLabel, RuleEditor

EXCERPT_CHARS = 140
SHOWN_CONFLICTS = 3


def shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def has_focus_within(widget: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


_UNTRUSTED_READ = {
    Untrusted.WEB: N_("a web page"),
    Untrusted.FILE: N_("a file"),
    Untrusted.TRIGGER: N_("an automation's message"),
    Untrusted.TOOL: N_("a tool's output"),
    Untrusted.AGENT: N_("another agent's words"),
    Untrusted.SERVER: N_("a tool server's descriptions of its tools"),
}


def written_after_text(
    written_after: WrittenAfter | None, *, quoted: bool = True, captured: bool = False
) -> str:
    """The card's note on what the agent had read when it wrote this, e.g. "Written after
    reading a web page · event 12" ("" when nothing untrusted was read); for an outside
    agent's suggestion over MCP, that Mindkeep could not check its words (SPEC §9), or, when it
    cites words Mindkeep captured as the user typed them, that they are the user's (§10)."""
    if written_after is None:
        return ""
    if written_after.relayed_by is not None and captured:
        return _(
            "Suggested by {agent} over MCP, citing what you typed in it: Mindkeep kept your "
            "words when you typed them."
        ).format(agent=written_after.relayed_by)
    if written_after.relayed_by is not None and not quoted:  # a note with no words relayed
        return _("Suggested by {agent} over MCP. Mindkeep could not check it.").format(
            agent=written_after.relayed_by
        )
    if written_after.relayed_by is not None:
        return _(
            "Suggested by {agent} over MCP. Mindkeep could not check that these are your words: "
            "accepting saves them as confirmed by you."
        ).format(agent=written_after.relayed_by)
    what = _(", ").join(_(_UNTRUSTED_READ[k]) for k in written_after.sources)
    text = _("Written after reading {what}").format(what=what)
    ids = written_after.event_ids
    if ids:
        text += " · " + ngettext("event {ids}", "events {ids}", len(ids)).format(
            ids=", ".join(str(i) for i in ids)
        )
    return text


class SuggestionCard(QFrame):
    """Emits what the user asks; the page decides through the service and refreshes the card."""

    sig_accept_requested = Signal(
        object, object, object
    )  # entry, Scope to save to, ids it replaces
    sig_save_requested = Signal(
        object, str, object, object
    )  # entry, wording, Scope, ids it replaces
    sig_dismiss_requested = Signal(object)  # MemoryEntry
    sig_open_message_requested = Signal(int, int)  # session id, message id
    sig_focus_move_requested = Signal(object, int)  # this card, -1 / +1
    sig_history_requested = Signal(object)  # MemoryEntry

    def __init__(self, entry: MemoryEntry, message: Message | None, parent=None):
        super().__init__(parent)
        self.entry = entry
        self.message = message
        self.conflicts: tuple[Conflict, ...] = ()
        self.highlighted = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

        self.kind_label = text_label()
        dim_label(self.kind_label)
        self.kind_label.setFont(style.type_font(self.font(), "caption", bold=True))
        self.history_link = LinkButton()
        self.history_link.clicked.connect(lambda: self.sig_history_requested.emit(self.entry))
        self.content_label = text_label()
        self.content_label.setWordWrap(True)
        bold(self.content_label, 0.5)
        self.reason_label = self._text_label()
        # What untrusted content the agent had read when it wrote this (SPEC §2.7).
        self.taint_label = self._text_label()
        dim_label(self.taint_label)
        # Edited words Mindkeep cannot check (their reading's sentence), said as they are typed.
        self.check_label = self._text_label()
        dim_label(self.check_label)
        self.arrow_label = text_label()
        dim_label(self.arrow_label)
        self.source_label = self._text_label()
        dim_label(self.source_label)
        self.source_link = LinkButton()
        self.source_link.setIcon(icons.icon("arrow-square-out", "link"))
        self.source_link.clicked.connect(self.on_source_link_clicked)
        self.history_link.setIcon(icons.icon("clock-counter-clockwise", "link"))

        self.conflict_box = QFrame()
        self.conflict_box.setObjectName("conflictBox")
        self.conflict_title = text_label()
        bold(self.conflict_title)
        self.conflict_rules = self._text_label()
        self.replace_button = QPushButton()
        self.keep_both_button = QPushButton()
        self.replace_button.clicked.connect(self.on_replace_requested)
        self.keep_both_button.clicked.connect(self.on_accept_requested)
        conflict_buttons = QHBoxLayout()
        conflict_buttons.addStretch(1)
        conflict_buttons.addWidget(self.replace_button)
        conflict_buttons.addWidget(self.keep_both_button)
        box = QVBoxLayout(self.conflict_box)
        box.setContentsMargins(style.M, style.S, style.M, style.S)
        box.addWidget(self.conflict_title)
        box.addWidget(self.conflict_rules)
        box.addLayout(conflict_buttons)
        self.conflict_box.hide()

        # What Mindkeep will check of it once accepted (issue 33), read before the decision.
        self.reading = None
        self.reading_label = self._text_label()
        dim_label(self.reading_label)
        self.reading_label.setObjectName("readingLine")

        self.target_label = text_label()
        self.target_combo = ComboBox()
        self.target_label.setBuddy(self.target_combo)
        self.accept_button = QPushButton()
        self.edit_button = QPushButton()
        self.dismiss_button = QPushButton()
        # Accept is the one to press; Edit and Dismiss stay quieter beside it.
        style.set_role(self.accept_button, "primary")
        style.set_role(self.dismiss_button, "ghost")
        self.accept_button.setIcon(icons.icon("check", "on_accent"))
        self.edit_button.setIcon(icons.icon("pencil-simple"))
        self.dismiss_button.setIcon(icons.icon("x"))
        self.accept_button.clicked.connect(self.on_accept_requested)
        self.edit_button.clicked.connect(self.start_edit)
        self.dismiss_button.clicked.connect(lambda: self.sig_dismiss_requested.emit(self.entry))

        self.editor = RuleEditor()
        self.editor.sig_submitted.connect(self.on_save_button_clicked)
        self.editor.sig_cancelled.connect(self.cancel_edit)
        self.editor.textChanged.connect(self._show_diff)
        self.editor.textChanged.connect(self._say_unchecked)
        self.diff_label = DiffLabel(suggestion=True)
        self.edit_hint = text_label()
        dim_label(self.edit_hint)
        self.save_button = QPushButton()
        self.cancel_button = QPushButton()
        style.set_role(self.save_button, "primary")
        style.set_role(self.cancel_button, "ghost")
        self.save_button.clicked.connect(self.on_save_button_clicked)
        self.cancel_button.clicked.connect(self.cancel_edit)

        top = QHBoxLayout()
        top.addWidget(self.kind_label)
        top.addStretch(1)
        top.addWidget(self.history_link)
        source_row = QHBoxLayout()
        source_row.addWidget(self.arrow_label, 0, Qt.AlignmentFlag.AlignTop)
        source_row.addWidget(self.source_label, 1)
        source_row.addWidget(self.source_link, 0, Qt.AlignmentFlag.AlignTop)
        self.decision_row = QWidget()
        decisions = QHBoxLayout(self.decision_row)
        decisions.setContentsMargins(0, style.XS, 0, 0)
        decisions.setSpacing(style.S)
        decisions.addWidget(self.target_label)
        decisions.addWidget(self.target_combo)
        decisions.addStretch(1)
        for button in (self.accept_button, self.edit_button, self.dismiss_button):
            decisions.addWidget(button)
        self.edit_row = QWidget()
        edit_layout = QVBoxLayout(self.edit_row)
        edit_layout.setContentsMargins(0, 0, 0, 0)
        edit_layout.addWidget(self.editor)
        edit_layout.addWidget(self.diff_label)
        edit_buttons = QHBoxLayout()
        edit_buttons.addWidget(self.edit_hint, 1)
        edit_buttons.addWidget(self.save_button)
        edit_buttons.addWidget(self.cancel_button)
        edit_layout.addLayout(edit_buttons)
        self.edit_row.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.M)
        layout.setSpacing(style.XS + 2)
        layout.addLayout(top)
        layout.addWidget(self.content_label)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.taint_label)
        layout.addWidget(self.check_label)
        layout.addLayout(source_row)
        layout.addWidget(self.conflict_box)
        layout.addWidget(self.edit_row)
        layout.addWidget(self.reading_label)
        layout.addWidget(self.decision_row)
        self.set_targets([entry.scope])
        self.set_entry(entry, message)

    @staticmethod
    def _text_label() -> QLabel:
        label = text_label()
        label.setWordWrap(True)
        return label

    # -- what it shows

    def set_entry(self, entry: MemoryEntry, message: Message | None) -> None:
        """Show a suggestion in this card (the page reuses cards instead of rebuilding them)."""
        self.entry = entry
        self.message = message
        self.conflicts = ()
        self.set_highlighted(False)
        if self.is_editing():
            self.edit_row.hide()
            self.decision_row.show()
        self.select_target(entry.scope)
        self.retranslate_ui()

    def set_targets(self, scopes: list[Scope]) -> None:
        """The scopes it can be saved to (the Session's three, or its own alone)."""
        current = self.target()
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        for scope in scopes:
            self.target_combo.addItem(labels.scope(scope), scope)
        self.target_combo.blockSignals(False)
        self.select_target(current if current in scopes else self.entry.scope)
        visible = len(scopes) > 1
        self.target_label.setVisible(visible)
        self.target_combo.setVisible(visible)

    def select_target(self, scope: Scope | None) -> None:
        index = self.target_combo.findData(scope)
        if index >= 0:
            self.target_combo.setCurrentIndex(index)

    def target(self) -> Scope | None:
        data = self.target_combo.currentData()  # Qt keeps the enum's value, a str
        return None if data is None else Scope(data)

    def set_conflicts(self, conflicts: tuple[Conflict, ...]) -> None:
        """The saved rules it contradicts or overlaps (SPEC §2.10), shown beside it."""
        conflicts = tuple(conflicts)
        if conflicts == self.conflicts:
            return
        self.conflicts = conflicts
        self.conflict_box.setVisible(bool(self.conflicts))
        self.retranslate_ui()

    def set_reading(self, reading) -> None:
        """What Mindkeep will check of the rule (a Reading; None for facts and the like)."""
        if reading == self.reading:
            return
        self.reading = reading
        self.retranslate_ui()

    def set_highlighted(self, on: bool) -> None:
        """Marked as the one the user came for (from the chat's Review link)."""
        self.highlighted = on
        self.update()

    # -- state

    def is_editing(self) -> bool:
        return not self.edit_row.isHidden()

    def start_edit(self) -> None:
        """Open the inline editor with the suggested wording."""
        self.editor.setText(self.entry.content)
        self.edit_row.show()
        self.decision_row.hide()
        self._show_diff()
        self.editor.setFocus()
        self.editor.selectAll()

    def cancel_edit(self) -> None:
        self.edit_row.hide()
        self.decision_row.show()
        self._say_unchecked()
        self.setFocus()

    def _say_unchecked(self) -> None:
        """As new words are typed: the sentence of their reading when Mindkeep cannot check
        them, in place of the reading line of the words suggested (which says it for those)."""
        said = cannot_check_words(self.editor.text(), self.entry.kind) if self.is_editing() else ""
        set_directed_text(self.check_label, said)
        self.check_label.setVisible(bool(said))
        reading = "" if self.reading is None else reading_words(self.reading)
        self.reading_label.setVisible(bool(reading) and not said)

    def _show_diff(self) -> None:
        self.diff_label.compare(self.entry.content, self.editor.text())

    def _replaces(self) -> tuple[int, ...]:
        return tuple(c.entry.id for c in self.conflicts)

    def on_accept_requested(self) -> None:
        """Accept, or Keep both: saved where the user chose, nothing else put away."""
        if self.is_editing():
            self.sig_save_requested.emit(self.entry, self.editor.text(), self.target(), ())
        else:
            self.sig_accept_requested.emit(self.entry, self.target(), ())

    def on_replace_requested(self) -> None:
        """Replace: saved, and the rules it conflicts with are archived."""
        if self.is_editing():
            self.sig_save_requested.emit(
                self.entry, self.editor.text(), self.target(), self._replaces()
            )
        else:
            self.sig_accept_requested.emit(self.entry, self.target(), self._replaces())

    def on_save_button_clicked(self) -> None:
        self.sig_save_requested.emit(self.entry, self.editor.text(), self.target(), ())

    def on_source_link_clicked(self) -> None:
        if self.message is not None:
            self.sig_open_message_requested.emit(self.message.session_id, self.message.id)

    # -- text

    def _conflict_title(self) -> str:
        n = len(self.conflicts)
        if all(c.overlap is Overlap.SAME for c in self.conflicts):
            return ngettext("Overlaps a saved rule:", "Overlaps saved rules:", n)
        return ngettext("Conflicts with a saved rule:", "Conflicts with saved rules:", n)

    def retranslate_ui(self) -> None:
        e = self.entry
        self.kind_label.setText(labels.kind_title(e.kind))
        set_directed_text(self.content_label, e.content)
        reading = "" if self.reading is None else reading_words(self.reading)
        set_directed_text(self.reading_label, reading)
        self.reading_label.setVisible(bool(reading))
        self.reading_label.setAccessibleName(reading)
        set_directed_text(
            self.reason_label,
            # _(reason): the offline assistant's reasons are catalog strings, translated as shown;
            # a model's own words are not in the catalog and stay as written.
            _("Why: {reason}").format(reason=isolate(_(e.reason))) if e.reason else "",
        )
        self.reason_label.setVisible(bool(e.reason))
        taint = written_after_text(
            e.written_after,
            quoted=bool(e.source_event_ids),
            captured=self.message is not None and self.message.source is MessageSource.CAPTURED,
        )
        set_directed_text(self.taint_label, taint)
        self.taint_label.setVisible(bool(taint))
        self._say_unchecked()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.arrow_label.setText("↲" if rtl else "↳")
        agent = e.written_after.relayed_by if e.written_after is not None else None
        captured_by = (
            (self.message.meta or {}).get("captured_by")
            if self.message is not None and self.message.source is MessageSource.CAPTURED
            else None
        )
        if isinstance(captured_by, str) and captured_by:
            # The user's own words, as another agent's harness captured them (SPEC §10).
            text = _("You typed this in {agent} ({time}): “{quote}”").format(
                agent=captured_by,
                time=format_time(self.message.created_at),
                quote=isolate(shorten(self.message.text, EXCERPT_CHARS)),
            )
        elif self.message is not None and agent is not None:
            text = _("{agent} relayed your words ({time}): “{quote}”").format(
                agent=agent,
                time=format_time(self.message.created_at),
                quote=isolate(shorten(self.message.text, EXCERPT_CHARS)),
            )
        elif self.message is not None:
            text = _("{who}, {time}: “{excerpt}”").format(
                who=labels.message_badge(self.message),
                time=format_time(self.message.created_at),
                excerpt=isolate(shorten(self.message.text, EXCERPT_CHARS)),
            )
            more = len(e.source_event_ids) - 1
            if more > 0:
                text += " " + ngettext(
                    "(and {n} more message)", "(and {n} more messages)", more
                ).format(n=more)
        elif e.source_event_ids:
            text = _("The message it came from is no longer available.")
        else:
            text = ""
        set_directed_text(self.source_label, text)
        self.arrow_label.setVisible(bool(text))
        self.source_link.setVisible(self.message is not None)
        self.source_link.setText(_("Open"))
        self.source_link.setToolTip(_("Open the chat at this message"))
        self.source_link.setAccessibleName(_("Open the message this suggestion came from"))
        self.history_link.setText(_("History"))
        self.history_link.setAccessibleName(_("Show the history of this suggestion"))
        self.history_link.setToolTip(_("Who changed this entry, what and when"))
        if self.conflicts:
            self.conflict_title.setText(self._conflict_title())
            # Each rule isolated, then its scope in the window's language: the line reads in
            # the window's direction, the rule in its own.
            rules = [
                f"• {isolate(c.entry.content)} · {labels.scope(c.entry.scope)}"
                for c in self.conflicts[:SHOWN_CONFLICTS]
            ]
            extra = len(self.conflicts) - SHOWN_CONFLICTS
            if extra > 0:
                rules.append(ngettext("and {n} more", "and {n} more", extra).format(n=extra))
            set_directed_text(self.conflict_rules, "\n".join(rules))
        self.replace_button.setText(_("Replace (R)"))
        self.replace_button.setToolTip(
            _("Save this rule and archive the saved rule it conflicts with")
        )
        self.keep_both_button.setText(_("Keep both"))
        self.keep_both_button.setToolTip(_("Save this rule and keep the saved one as well"))
        self.target_label.setText(_("Save to:"))
        self.target_combo.setAccessibleName(_("Where to save this rule"))
        self.target_combo.setToolTip(
            _("This Session only, every Session of its Space, or all of your work (Personal)")
        )
        for i in range(self.target_combo.count()):
            self.target_combo.setItemText(i, labels.scope(Scope(self.target_combo.itemData(i))))
        self.accept_button.setText(_("Accept (A)"))
        self.edit_button.setText(_("Edit (E)"))
        self.dismiss_button.setText(_("Dismiss (D)"))
        self.accept_button.setToolTip(_("Save this rule to Memory as it is"))
        self.edit_button.setToolTip(_("Change the wording, then save it"))
        self.dismiss_button.setToolTip(_("Say no; it will not be suggested again here"))
        for button in (
            self.accept_button,
            self.edit_button,
            self.dismiss_button,
            self.replace_button,
            self.keep_both_button,
        ):
            button.setAccessibleName(button.text())
        self.save_button.setText(_("Save"))
        self.cancel_button.setText(_("Cancel"))
        self.save_button.setAccessibleName(_("Save the edited rule"))
        self.cancel_button.setAccessibleName(_("Cancel editing"))
        self.editor.setAccessibleName(_("Wording of the rule"))
        self.edit_hint.setText(_("Enter saves · Esc cancels"))
        for widget in (self.editor, self.save_button, self.cancel_button):
            widget.setAccessibleDescription(self.edit_hint.text())
        self.diff_label.retranslate_ui()
        self.setAccessibleName(_("Suggestion: {content}").format(content=e.content))
        self.setAccessibleDescription(
            _("{kind}. Keys: A accept, E edit, D dismiss, J and K or arrows move.").format(
                kind=labels.kind(e.kind)
            )
        )

    def changeEvent(self, event) -> None:
        # The window turned right to left (or back) after the card was made: its arrow and the
        # direction of its lines follow (a language switch retranslates first, then turns it).
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- keyboard and painting

    def keyPressEvent(self, event) -> None:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if not self.is_editing() and mods == Qt.KeyboardModifier.NoModifier:
            key = event.key()
            if key == Qt.Key.Key_A:
                self.on_accept_requested()
                return
            if key == Qt.Key.Key_E:
                self.start_edit()
                return
            if key == Qt.Key.Key_D:
                self.sig_dismiss_requested.emit(self.entry)
                return
            if key == Qt.Key.Key_R and self.conflicts:
                self.on_replace_requested()
                return
            if key in (Qt.Key.Key_Up, Qt.Key.Key_K, Qt.Key.Key_Down, Qt.Key.Key_J):
                self.sig_focus_move_requested.emit(
                    self, -1 if key in (Qt.Key.Key_Up, Qt.Key.Key_K) else 1
                )
                return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        focused = has_focus_within(self)
        pen = QPen(style.color("focus") if focused or self.highlighted else style.color("border"))
        pen.setWidthF(2.5 if self.highlighted else 2.0 if focused else 1.0)
        painter.setPen(pen)
        fill = style.color("surface")
        radius = style.RADIUS_L
        rect = QRectF(self.rect()).adjusted(1.25, 1.25, -1.25, -1.25)
        if self.highlighted:
            tint = style.color("accent")
            tint.setAlphaF(0.12)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, radius, radius)
            painter.setBrush(tint)
        else:
            painter.setBrush(fill)
        painter.drawRoundedRect(rect, radius, radius)
