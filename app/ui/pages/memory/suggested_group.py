"""The Suggested group of the Memory page: its cards, "n of m reviewed", Accept all, and the
keyboard that goes from card to card (SPEC §4, §2.10; issue 13 "review at speed")."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.rules.conflicts import Conflict
from app.domain.model import MemoryEntry, Message, Scope
from app.i18n import _, format_number, ngettext
from app.ui import icons, style
from app.ui.components.suggestion_card import SuggestionCard, has_focus_within
from app.ui.widgets.common import dim_label, text_label

SPARE_CARDS = 8  # cards kept for reuse (a scope has at most 5 suggestions waiting)


class SuggestedGroup(QWidget):
    sig_accept_requested = Signal(object, object, object)
    sig_save_requested = Signal(object, str, object, object)
    sig_dismiss_requested = Signal(object)
    sig_open_message_requested = Signal(int, int)
    sig_history_requested = Signal(object)
    sig_accept_all_requested = Signal()
    sig_leave_requested = Signal()  # the keyboard moved on past the last card

    def __init__(self, parent=None):
        super().__init__(parent)
        self._cards: list[SuggestionCard] = []
        # Cards of decided suggestions or of another scope, kept to show the next ones:
        # building a card's widgets cost ~2 ms, five of them a fifth of an open.
        self._spare: list[SuggestionCard] = []
        self._seen: set[int] = set()  # suggestions shown since this review began
        # An inbox: a tinted tray of cards waiting for a decision.
        self.setObjectName("inbox")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.inbox_icon = text_label()
        self.inbox_icon.setAccessibleName(" ")  # decoration: the title says it
        self.title_label = text_label()
        style.set_role(self.title_label, "section")
        self.progress_label = text_label()
        dim_label(self.progress_label)
        self.accept_all_button = QPushButton()
        self.accept_all_button.setIcon(icons.icon("check-circle"))
        self.accept_all_button.clicked.connect(self.sig_accept_all_requested)
        self.hint_label = text_label()
        self.hint_label.setWordWrap(True)
        dim_label(self.hint_label)
        self.cards_widget = QWidget()
        self.cards_layout = QVBoxLayout(self.cards_widget)
        self.cards_layout.setContentsMargins(0, 0, style.XS, 0)
        self.cards_layout.setSpacing(style.S)
        self.cards_layout.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.cards_widget)
        self.scroll.setMinimumHeight(110)
        self.scroll.setFocusPolicy(
            Qt.FocusPolicy.NoFocus
        )  # the cards take the keyboard, not their tray
        head = QHBoxLayout()
        head.setSpacing(style.S)
        head.addWidget(self.inbox_icon)
        head.addWidget(self.title_label)
        head.addWidget(self.progress_label)
        head.addStretch(1)
        head.addWidget(self.accept_all_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.M, style.M, style.M - style.XS, style.M)
        layout.setSpacing(style.XS + 2)
        self._show_icon()
        layout.addLayout(head)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.scroll, 1)
        self.hide()

    def _show_icon(self) -> None:
        self.inbox_icon.setPixmap(
            icons.icon("tray", "accent").pixmap(QSize(style.ICON_M + 2, style.ICON_M + 2))
        )

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._show_icon()
        super().changeEvent(event)

    # ------------------------------------------------------------ what it shows

    def cards(self) -> list[SuggestionCard]:
        return list(self._cards)

    def start_review(self) -> None:
        """Count "n of m reviewed" from here (a new scope, or the page opened again)."""
        self._seen = {c.entry.id for c in self._cards}

    def reviewed(self) -> tuple[int, int]:
        """(decided since the review began, all seen since)."""
        waiting = {c.entry.id for c in self._cards}
        return len(self._seen - waiting), len(self._seen)

    def clear(self) -> None:
        for card in self._cards:
            self._retire(card)
        self._cards = []
        self._seen = set()
        self.hide()

    def show_entries(
        self,
        entries: list[MemoryEntry],
        *,
        message: Callable[[int], Message | None],
        conflicts: Mapping[int, tuple[Conflict, ...]],
        targets: list[Scope],
        readings: Mapping[int, object] | None = None,
    ) -> bool:
        """Show these suggestions, keeping cards whose entry did not change (an open editor
        survives unrelated news); the keyboard stays on the group after a decision. True when
        the number of cards changed."""
        focus_index = next((i for i, c in enumerate(self._cards) if has_focus_within(c)), None)
        focus_id = self._cards[focus_index].entry.id if focus_index is not None else None
        old = {c.entry.id: c for c in self._cards}
        cards: list[SuggestionCard] = []
        for entry in entries:
            card = old.pop(entry.id, None)
            if card is not None and card.entry.version != entry.version:
                self._retire(card)
                card = None
            if card is None:
                card = self._new_card(
                    entry, message(entry.source_event_ids[0]) if entry.source_event_ids else None
                )
            card.set_targets(targets)
            card.set_conflicts(conflicts.get(entry.id, ()))
            card.set_reading((readings or {}).get(entry.id))
            cards.append(card)
        for card in old.values():
            self._retire(card)
        count_changed = len(cards) != len(self._cards)
        for i, card in enumerate(cards):
            self.cards_layout.insertWidget(i, card)
            card.show()  # a widget added to a shown parent stays hidden until shown
        self._cards = cards
        self._seen |= {e.id for e in entries}
        self.setVisible(bool(cards))
        self.show_counts()
        if focus_index is not None:
            # The focused card was decided: the next one takes the keyboard.
            target = next((c for c in cards if c.entry.id == focus_id), None)
            if target is None and cards:
                target = cards[min(focus_index, len(cards) - 1)]
            if target is not None:
                if not has_focus_within(target):
                    target.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.sig_leave_requested.emit()
        return count_changed

    def _retire(self, card: SuggestionCard) -> None:
        """Take a card off; keep a few for the next suggestions, delete the rest."""
        card.hide()
        self.cards_layout.removeWidget(card)
        if len(self._spare) < SPARE_CARDS:
            self._spare.append(card)
        else:
            card.deleteLater()

    def _new_card(self, entry: MemoryEntry, message: Message | None) -> SuggestionCard:
        if self._spare:
            card = self._spare.pop()
            card.set_entry(entry, message)
            return card
        card = SuggestionCard(entry, message)
        card.sig_accept_requested.connect(self.sig_accept_requested)
        card.sig_save_requested.connect(self.sig_save_requested)
        card.sig_dismiss_requested.connect(self.sig_dismiss_requested)
        card.sig_open_message_requested.connect(self.sig_open_message_requested)
        card.sig_history_requested.connect(self.sig_history_requested)
        card.sig_focus_move_requested.connect(self.on_card_focus_move_requested)
        return card

    # ------------------------------------------------------------ the keyboard

    def focus_first(self) -> bool:
        """The first waiting card takes the keyboard (when the page opens)."""
        if not self._cards:
            return False
        self._cards[0].setFocus(Qt.FocusReason.OtherFocusReason)
        self.scroll.verticalScrollBar().setValue(0)  # the first card from its top, not cut off
        return True

    def reveal(self, entry_id: int) -> bool:
        """Scroll to one suggestion's card, give it the keyboard and highlight it."""
        card = next((c for c in self._cards if c.entry.id == entry_id), None)
        if card is None:
            return False
        for other in self._cards:
            other.set_highlighted(other is card)
        card.setFocus(Qt.FocusReason.OtherFocusReason)
        self.layout().activate()
        self.cards_widget.layout().activate()
        self.scroll.ensureWidgetVisible(card, 8, 8)
        # Once laid out (the page may have just been shown), scroll again.
        QTimer.singleShot(
            0, lambda: card.isVisible() and self.scroll.ensureWidgetVisible(card, 8, 8)
        )
        return True

    def on_card_focus_move_requested(self, card: SuggestionCard, step: int) -> None:
        if card not in self._cards:
            return
        i = self._cards.index(card) + step
        if 0 <= i < len(self._cards):
            self._cards[i].setFocus(Qt.FocusReason.OtherFocusReason)
            self.scroll.ensureWidgetVisible(self._cards[i], 8, 8)
        elif i >= len(self._cards):
            self.sig_leave_requested.emit()

    def on_focus_changed(self, new) -> None:
        """Repaint the focus frames; the focused card scrolls into view; the highlight of a card
        the user came for goes once the keyboard leaves it."""
        # Not while a mouse button is down: the press that gave a card's button the keyboard
        # would scroll that button away from under the pointer, and its click be lost.
        pressing = QApplication.mouseButtons() != Qt.MouseButton.NoButton
        for card in self._cards:
            inside = new is not None and (new is card or card.isAncestorOf(new))
            if inside and not pressing:
                self.scroll.ensureWidgetVisible(card, 8, 8)
            elif card.highlighted:
                card.set_highlighted(False)
            card.update()

    def wanted_height(self, width: int, *, cards: int | None = None) -> int:
        """The height that shows every card (or the first `cards`) without scrolling."""
        return (
            self.title_label.sizeHint().height()
            + self.hint_label.sizeHint().height()
            + 2 * (style.XS + 2)
            + 2 * style.M
            + sum(
                (c.heightForWidth(width) if c.hasHeightForWidth() else c.sizeHint().height())
                + self.cards_layout.spacing()
                for c in self._cards[:cards]
            )
        )

    # ------------------------------------------------------------ text

    def retranslate_ui(self) -> None:
        self.show_counts()
        self.accept_all_button.setText(_("Accept all"))
        self.accept_all_button.setToolTip(
            _("Save every suggestion shown here; one Undo takes them all back")
        )
        self.accept_all_button.setAccessibleName(_("Accept all suggestions"))
        self.hint_label.setText(
            _(
                "Not used by the agent until you decide · A accept, E edit, D dismiss, J/K or ↑↓ move"
            )
        )
        for card in self._cards:
            card.retranslate_ui()

    def show_counts(self) -> None:
        """ "Suggested (n)", "n of m reviewed", and Accept all when there is more than one."""
        n = len(self._cards)
        self.title_label.setText(
            ngettext("Suggested ({n})", "Suggested ({n})", n).format(n=format_number(n))
        )
        done, seen = self.reviewed()
        self.progress_label.setText(
            ngettext("{done} of {total} reviewed", "{done} of {total} reviewed", seen).format(
                done=format_number(done), total=format_number(seen)
            )
        )
        self.progress_label.setVisible(seen > 1 or done > 0)
        self.accept_all_button.setVisible(n > 1)
