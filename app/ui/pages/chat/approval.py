"""The call waiting for the user's approval, as the chat shows it: which card is up (the first
call waiting in the Session shown, one at a time, in order; while a turn runs here, only the
call that turn asked about), the card as early as the turn keeps the call (from the turn's
progress, before the turn has put itself away), and the user's answer on it: held until that
turn is done, then run as the rest of the turn; Cancel on a waiting card gives the call up.
The card itself is app.ui.components.approval_card (the page's `approval` slot).
"""

from __future__ import annotations

from app.domain.tools.approvals import Approval
from app.domain.tools.call_text import own_name
from app.i18n import _
from app.ui.models.tool_text import shown_name
from app.ui.operations.chat import CancelApproval, DecideApproval


class ChatApproval:
    """The chat's approval card and the answers on it. Wired by the presenter: `turn` (the
    agent's turn, which runs an answer), `reading` (what is read after a call given up)."""

    def __init__(self, page):
        self.page = page
        self.turn = None
        self.reading = None
        self._asked: int | None = None  # the call the running turn asked about (its card is up)
        self._decided = None  # the user's answer on that card before the turn was done

    def show(self, approvals, *, focus: bool = False) -> None:
        """The card of the first call waiting in this Session (they are asked about one at a
        time, in order), and the composer waiting with it; none while a turn runs here (but
        the card of the call it asked about). A card shown already stays as it is."""
        first = approvals[0] if approvals else None
        if first is not None and self.turn.shown() and first.id != self._asked:
            first = None
        slot = self.page.approval
        was = slot.shown()
        if first is None or was is None or was.id != first.id or was != first:
            slot.show(first, focus=focus or (first is not None and was is None))
        elif focus:
            slot.card.setFocus()
        if first is not None:
            self.page.set_waiting(
                _("The agent waits for your approval to run {tool}.").format(
                    tool=shown_name(own_name(first.tool))
                )
            )
        elif was is not None and not self.turn.shown():
            self.page.set_busy(False)

    def asked(self, approval: Approval) -> None:
        """The running turn pauses on this call: its card now, not once the turn has put
        itself away."""
        self._asked = approval.id
        self.show((approval,), focus=True)
        self.page.approval.paint_now()  # before the turn's end is read (its messages)

    def on_page_approval_decided(self, approval_id: int, decision: str, reason: str) -> None:
        """Allow once / Allow for this Session / Deny: the rest of the turn runs on a worker, as a
        turn does (progress, the streaming reply, Cancel). On the card of the turn that asked,
        before that turn is quite done (its card comes as the call is kept): right after it."""
        if self.turn.running() and approval_id == self._asked:
            self._decided = (approval_id, decision, reason)
            return
        self.turn.start(
            "",
            make_op=lambda make_runner, cancel: DecideApproval(
                make_runner, approval_id, decision, reason, cancel
            ),
        )

    def turn_done(self, *, finished: bool) -> None:
        """The turn that asked is done: an answer given meanwhile runs now (when it finished
        and its card is still up); else it is forgotten."""
        decided, self._decided, self._asked = self._decided, None, None
        if finished and decided is not None and self.page.approval.shown() is not None:
            self.on_page_approval_decided(*decided)

    def cancel_waiting(self, run) -> bool:
        """Cancel on a card no turn runs for: the call is given up, never run (`run`: the
        chat's way to run an operation). False when no card is up."""
        waiting = self.page.approval.shown()
        if waiting is None:
            return False
        if run(CancelApproval(waiting.id), failed=lambda _e: self.reading.refresh_annotations()):
            self.page.approval.show(None)
            self.page.set_busy(False, _("The turn was cancelled."))
            self.page.composer.setFocus()
            self.reading.show_new_messages()
        return True
