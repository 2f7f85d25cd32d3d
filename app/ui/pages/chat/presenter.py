"""What the chat page shows and does: the current Session's messages (its newest, earlier ones
as the user scrolls up, new ones as they are stored), what the chat shows beside them, the
agent's turn (progress, the streaming reply, cancel, its end, Retry of an unanswered message),
attaching a file, and the Memory a message links to (review, open, undo a save, what a reply
used).

A part that owns its state (the turn running, which Session it answers in), wired by the
window: it observes the current Session (app.ui.models.session), its changes are operations
(app.ui.operations.chat), and it asks the window for the Memory page with
`sig_memory_requested`. What it shows of a Session is one read (`Views.chat_page`): on opening
it, after a turn (the turn's result: its messages, the call waiting for approval), and when
another part or program changed what it shows; its own changes' announcements it skips (it
applied their results). Part of the first frame: the agent and the Memory operations come
when used (app.deferred.load, listed in app/startup.py).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog

from app.deferred import load
from app.domain.errors import AppError
from app.domain.memory.rules.state import Action
from app.domain.model import Message, ScopeRef, Status
from app.domain.tools.approvals import Approval, own_name
from app.i18n import _
from app.services.changes import Changes
from app.services.refusals import error_text
from app.ui.components.chat_find import ChatFind
from app.ui.models.messages import EARLIER_PAGE, TAIL
from app.ui.models.session import CurrentSession
from app.ui.models.tool_text import running, shown_name
from app.ui.operations.chat import (
    AttachFile,
    CancelApproval,
    DecideApproval,
    JudgeReply,
    RunTurn,
    SettleRuns,
    Turned,
)
from app.ui.operations.tasks import CoalescedRead

# A Session opened at one of its messages (a search result, a match of Find) shows this many
# messages up to it, and TAIL after it; more load as the user scrolls either way.
AROUND = 10
# The initiator of what the chat changes in the background (a running call found gone, the
# model's judgement of a reply): their announcement is read as another part's change, in one
# read, since their results say nothing of what the chat shows.
IN_BACKGROUND = "chat in the background"


class ChatPresenter(QObject):
    """The chat page's handlers and the turn of the agent."""

    sig_memory_requested = Signal(object, object, object)  # ScopeRef, session id, entry id

    def __init__(self, page, current: CurrentSession, parent: QObject | None = None):
        super().__init__(parent)
        self.page = page
        self._current = current
        self._services = None
        self._ops = None
        self._make_runner = None
        self.session_api_key: str | None = None  # from Settings, without a keyring
        self._cancel = None
        self._turn_session: int | None = None  # the Session the running turn answers in
        self._turn_from = 0  # the last message shown when the running turn started
        self._asked: int | None = None  # the call the running turn asked about (its card is up)
        self._decided = None  # the user's answer on that card before the turn was done
        self._stale_annotations = False  # Memory changed while the chat was hidden
        # The model a turn talks to, by name, as the settings say (None: the offline
        # assistant; not read yet: False). Read again after Settings.
        self._model_name: str | bool | None = False
        # The Sessions shown here before: opened again with the GUI thread's one bounded read
        # (a Session's first open reads on a worker: `_opening`, the one awaited, else None).
        self._opened: set[int] = set()
        self._opening: int | None = None
        self._open_read: CoalescedRead | None = None
        self._known = lambda _session_id: None  # a Session's header as the sidebar lists it

    def attach(self, services, ops, make_runner, known=None) -> None:
        """`known(session_id)`: the Session as listed already (its title), shown while its first
        open is read (None: not listed)."""
        self._services, self._ops, self._make_runner = services, ops, make_runner
        if known is not None:
            self._known = known
        self._open_read = CoalescedRead(
            ops.tasks, self._read_opening, self._show_opened, self._opening_failed, self
        )
        p = self.page
        p.sig_send_requested.connect(self.on_page_send_requested)
        p.sig_cancel_requested.connect(self.on_page_cancel_requested)
        p.sig_attach_requested.connect(self.on_page_attach_requested)
        p.sig_review_requested.connect(self.on_page_review_requested)
        p.sig_entry_requested.connect(self.on_page_entry_requested)
        p.sig_undo_save_requested.connect(self.on_page_undo_save_requested)
        p.sig_used_requested.connect(self.on_page_used_requested)
        p.sig_earlier_requested.connect(self.on_page_earlier_requested)
        p.sig_later_requested.connect(self.on_page_later_requested)
        p.sig_start_requested.connect(self.on_page_start_requested)
        p.sig_end_requested.connect(self.on_page_end_requested)
        self.find = ChatFind(p, self._current, services.search, self.show_message)
        p.sig_retry_requested.connect(self.on_page_retry_requested)
        p.sig_approval_decided.connect(self.on_page_approval_decided)
        p.sig_shown.connect(self.on_page_shown)

    def _run(self, op, **kwargs):
        return self._ops.run(op, initiator=self, errors=self.page.notice, **kwargs)

    # ------------------------------------------------------------ showing a Session

    def provider_text(self) -> str:
        """The header's model line, from the settings (no agent, keyring or client is built)."""
        if self._services is None:
            return ""
        if self._model_name is False:
            chosen = self._services.settings.model().in_use(os.environ)
            self._model_name = chosen[1] if chosen else None
        if self._model_name is None:
            return _("Built-in offline assistant")
        return _("Model: {name}").format(name=self._model_name)

    def model_changed(self) -> None:
        """The settings may name another model: the header reads it again."""
        self._model_name = False
        self.update_header()

    def model_provider(self):
        """The model the next turn would use (None before the services come); called off the
        GUI thread by operations that ask the model something (a rule's reading)."""
        return None if self._make_runner is None else self._runner().provider

    def _runner(self):
        if self.session_api_key:
            return self._make_runner(self.session_api_key)
        return self._make_runner()

    def update_header(self) -> None:
        """The header read again (a Session renamed in the sidebar, the language switched)."""
        if self._services is None:
            return
        session_id = self._current.id
        try:
            info = None if session_id is None else self._services.chat.get_session(session_id)
        except AppError:
            info = None
        self._show_header(info)

    def _show_header(self, info) -> None:
        """The header of a Session as read (None: no Session, or gone)."""
        if self._current.id is None:
            self.page.set_title(_("Choose or create a Session"), "", external=None)
            return
        try:
            provider = self.provider_text()
        except AppError as err:
            provider = err.message
        self.page.set_title(
            info.title if info else "",
            provider,
            temporary=bool(info and info.temporary),
            external=info.external_client if info else None,
        )

    def show_session(self, *, now: bool = False) -> None:
        """Show the current Session from scratch, scrolled to its newest message: one read, on
        a worker the first time the Session is opened here (its frame shows meanwhile) unless
        `now` (the window's start, which the first screen's fast path makes quick)."""
        session_id = self._current.id
        if session_id is None or self._services is None:
            self._stop_opening()
            self._show_header(None)
            self.page.model.set_session(None, [])
            return
        if not self.turn_running() and self.page.model.session_id != session_id:
            # What the status line said ("Stopped. …") was about the Session left (issue 35).
            self.page.set_busy(False)
        if session_id not in self._opened and not now:
            self._open_in_background(session_id)
            return
        self._stop_opening()
        model = self.page.model
        view = self._services.views.chat_page(session_id, limit=TAIL, named_of=model.named_ids)
        self._show_view(session_id, view)

    def _show_view(self, session_id: int, view) -> None:
        """A Session read from scratch (`Views.chat_page`), shown scrolled to its newest."""
        model = self.page.model
        self._opened.add(session_id)
        self._show_header(view.session)
        notes = view.notes
        model.set_session(
            session_id,
            list(view.messages),
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            used=view.used,
            has_earlier=view.has_earlier,
            receipts=notes.receipts,
            as_suggested=notes.as_suggested,
        )
        self._show_approvals(notes.approvals)
        self._stale_annotations = False
        self.page.report_next_paint()
        if self.turn_running() and self._turn_session == session_id:
            self.page.begin_reply(again=True)  # the turn still running here shows its reply again
        self.page.scroll_to_end()
        self._settle_runs(view.messages)

    # ------------------------------------------------------------ a Session's first open

    def _open_in_background(self, session_id: int) -> None:
        """A Session's first open: its frame now (the title as listed, the list saying that its
        messages load; none of the Session left), its one read on a worker (issue 35: a big
        Session's first read kept the GUI thread)."""
        self._opening = session_id
        self._show_header(self._known(session_id))
        self.page.model.set_session(None, [])
        self._show_approvals(())
        self.page.set_loading(True)
        self._open_read.request()  # asked while another read runs: read once more after it

    def _read_opening(self):
        """The Session awaited, read (on a worker); (None, None) when none is awaited now."""
        session_id = self._opening
        if session_id is None:
            return None, None
        named_of = self.page.model.named_ids  # of the messages it is given: no model state
        return session_id, self._services.views.chat_page(session_id, limit=TAIL, named_of=named_of)

    def _show_opened(self, read) -> None:
        """A first open's read arrived: shown if its Session is still the one awaited (a switch
        meanwhile makes it another's, which is never shown)."""
        session_id, view = read
        if session_id is None or session_id != self._opening or session_id != self._current.id:
            return
        self._stop_opening()
        self._show_view(session_id, view)

    def _opening_failed(self, exc: Exception) -> None:
        if self._opening is None or self._opening != self._current.id:
            return
        self._stop_opening()
        if isinstance(exc, AppError):  # anything else the task runner has logged
            self._say_error(exc)

    def _stop_opening(self) -> None:
        """No Session awaited any more (shown, or another shown instead)."""
        if self._opening is not None:
            self._opening = None
            self.page.set_loading(False)

    def opening(self) -> bool:
        """A Session's first open is being read (its messages are not shown yet)."""
        return self._opening is not None

    def _show(self, session_id: int, shown, *, has_earlier: bool, has_later: bool = False) -> None:
        """Messages of a Session from scratch, with what the chat shows beside them."""
        self._stop_opening()
        self._opened.add(session_id)
        notes = self._services.views.chat_annotations(
            session_id, named=self.page.model.named_ids(shown), since=shown[0].id if shown else 0
        )
        self.page.model.set_session(
            session_id,
            shown,
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            used=self._services.memory.used_by([m.id for m in shown]),
            has_earlier=has_earlier,
            receipts=notes.receipts,
            has_later=has_later,
            as_suggested=notes.as_suggested,
        )
        self._show_approvals(notes.approvals)
        self._stale_annotations = False
        self.page.report_next_paint()

    def _settle_runs(self, shown) -> None:
        """A call shown as running whose program may be gone (Mindkeep crashed during it): find
        out off the GUI thread; the chat then says it may have run (issue 31). Not for the turn
        running here: its own call runs."""
        session_id = self._current.id
        if session_id is None or self._ops is None or self._turn_shown():
            return
        if any(running(m) for m in shown):
            self._ops.run(SettleRuns(session_id), initiator=IN_BACKGROUND)

    # ------------------------------------------------------------ an older stretch

    def show_message(self, message_id: int, *, words: str = "") -> bool:
        """Show the current Session at one of its messages, highlighted (a search result, a
        match of Find): the messages around it when it is not loaded, more as the user scrolls
        either way; with `words` (a search's), Find shows them, on this message. False when
        the Session has no such message."""
        if words:
            return self.find.open(words, at=message_id)
        session_id = self._current.id
        if session_id is None or self._services is None:
            return False
        if self.page.model.session_id == session_id and self.page.scroll_to_message(message_id):
            return True
        chat = self._services.chat
        try:
            older = chat.newest_messages(session_id, limit=AROUND + 1, before=message_id + 1)
            newer = chat.messages(session_id, after=message_id, limit=TAIL + 1)
        except AppError:
            return False
        if not older or older[-1].id != message_id:
            return False
        self._show(
            session_id,
            older[-AROUND:] + newer[:TAIL],
            has_earlier=len(older) > AROUND,
            has_later=len(newer) > TAIL,
        )
        return self.page.scroll_to_message(message_id)

    def on_page_start_requested(self) -> None:
        """Ctrl+Home: the Session's very first messages (not the first of those loaded)."""
        session_id = self._current.id
        if session_id is None or self._services is None:
            return
        model = self.page.model
        if model.session_id != session_id or model.has_earlier:
            first = self._services.chat.messages(session_id, limit=TAIL + 1)
            self._show(session_id, first[:TAIL], has_earlier=False, has_later=len(first) > TAIL)
        self.page.scroll_to_start()

    def on_page_end_requested(self) -> None:
        """Ctrl+End: the newest messages (read again when an older stretch is shown)."""
        if self.page.model.has_later:
            self.show_session()
        else:
            self.page.scroll_to_end()
        if self.page.model.rowCount():
            self.page.view.setCurrentIndex(self.page.model.index(self.page.model.rowCount() - 1))

    def on_page_later_requested(self) -> None:
        """The user scrolled down to the last message of an older stretch: the next page."""
        model = self.page.model
        session_id = self._current.id
        try:
            if self._services is not None and model.session_id == session_id and model.has_later:
                newer = self._services.chat.messages(
                    session_id, after=model.last_id(), limit=EARLIER_PAGE + 1
                )
                page = newer[:EARLIER_PAGE]
                model.append_messages(
                    page,
                    used=self._services.memory.used_by([m.id for m in page]),
                    has_later=len(newer) > EARLIER_PAGE,
                )
                self.refresh_annotations()
        except AppError as err:
            self._say_error(err)
        finally:
            self.page.later_loaded()

    def _say_error(self, err: AppError) -> None:
        self.page.notice.show_error(error_text(err), detail=err.message)

    def catch_up(self) -> None:
        """The Session the first screen showed: add what came since, and the annotations."""
        if self._current.id is not None:
            self._opened.add(self._current.id)
        self.show_new_messages()
        if self.page.wants_earlier():
            self.page.ask_for_earlier()
        self._settle_runs(self.page.model.messages())

    def on_page_earlier_requested(self) -> None:
        """The user scrolled up near the oldest message shown: read the page before it ahead
        (the chat measures it while idle and puts it above)."""
        model = self.page.model
        session_id = self._current.id
        try:
            if (
                self._services is not None
                and session_id is not None
                and model.session_id == session_id
                and model.has_earlier
                and model.first_id() is not None
            ):
                older = self._services.chat.newest_messages(
                    session_id, limit=EARLIER_PAGE + 1, before=model.first_id()
                )
                page = older[-EARLIER_PAGE:]
                named, as_suggested = self._services.views.named(session_id, model.named_ids(page))
                model.stage_earlier(
                    page,
                    has_earlier=len(older) > EARLIER_PAGE,
                    used=self._services.memory.used_by([m.id for m in page]),
                    named=named,
                    receipts=self._services.views.receipts([m.id for m in page]),
                    as_suggested=as_suggested,
                )
        except AppError as err:
            self._say_error(err)
        finally:
            self.page.earlier_loaded()

    def show_new_messages(self, *, since: int | None = None, again=()) -> None:
        """One read: what was stored in the current Session after message `since` (by default
        the last one shown), the shown messages `again` as they are now, the header, and what
        the chat shows beside the messages. Below an older stretch only the latter: newer
        messages lie between, they load as the user scrolls down."""
        model = self.page.model
        session_id = self._current.id
        if session_id is None or self._services is None:
            return
        if self._opening is not None:
            self._open_read.request()  # its first open is being read: read what is new too
            return
        if model.has_later or model.session_id != session_id:
            self.refresh_annotations()
            return
        view = self._services.views.chat_page(
            session_id,
            since=model.last_id() if since is None else since,
            first=model.first_id() or 0,
            again=again,
            named=model.named_ids(),
            named_of=model.named_ids,
        )
        self._show_header(view.session)
        if view.session is None:
            return  # gone: the sidebar lets it go
        shown = [m for m in view.messages if model.row_of(m.id) >= 0]
        if shown or view.changed:
            model.replace_messages([*shown, *view.changed])
        model.append_messages(view.messages, used=view.used)
        self._apply_notes(view.notes)

    def refresh_annotations(self) -> None:
        """Read again (in one read) what the chat shows beside the messages; while the chat is
        hidden, only when it is next shown."""
        session_id = self._current.id
        if session_id is None or self._opening is not None:
            return  # none, or its first open is being read (with the annotations)
        if not self.page.isVisibleTo(self.page.window()):  # another page is in front
            self._stale_annotations = True
            return
        model = self.page.model
        self._apply_notes(
            self._services.views.chat_annotations(
                session_id, named=model.named_ids(), since=model.first_id() or 0
            )
        )

    def _apply_notes(self, notes, *, focus: bool = False) -> None:
        """What the chat shows beside the messages, and the card of a call waiting."""
        self._stale_annotations = False
        self.page.model.set_annotations(
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            receipts=notes.receipts,
            as_suggested=notes.as_suggested,
        )
        self._show_approvals(notes.approvals, focus=focus)

    def _show_approvals(self, approvals, *, focus: bool = False) -> None:
        """The card of the first call waiting in this Session (they are asked about one at a
        time, in order), and the composer waiting with it; none while a turn runs here (but
        the card of the call it asked about). A card shown already stays as it is."""
        first = approvals[0] if approvals else None
        if first is not None and self._turn_shown() and first.id != self._asked:
            first = None
        was = self.page.approval.shown()
        if first is None or was is None or was.id != first.id or was != first:
            self.page.approval.show(first, focus=focus or (first is not None and was is None))
        elif focus:
            self.page.approval.card.setFocus()
        if first is not None:
            self.page.set_waiting(
                _("The agent waits for your approval to run {tool}.").format(
                    tool=shown_name(own_name(first.tool))
                )
            )
        elif was is not None and not self._turn_shown():
            self.page.set_busy(False)

    def on_page_shown(self) -> None:
        if self._stale_annotations and self._services is not None:
            # The Session may have gone meanwhile: the sidebar lets it go.
            with contextlib.suppress(AppError):
                self.show_new_messages()

    def on_changed(self, changes: Changes, initiator: object) -> None:
        """What changed, announced once (app.ui.bridge): this part's own changes it applied
        already; another's that touch the Session shown, or Memory, are read in one read."""
        session_id = self._current.id
        if any(key.startswith("model.") for key in changes.settings):
            self.model_changed()  # another model: the header names it
        if initiator is self or session_id is None or self._services is None:
            return
        if self.page.model.session_id != session_id:
            return  # not shown yet: showing it reads it
        if session_id in changes.sessions or changes.memory or changes.receipts:
            if not self.page.isVisibleTo(self.page.window()):
                self._stale_annotations = True  # another page is in front: read when shown
                return
            shown = self.page.model
            again = [i for i in changes.messages if shown.row_of(i) >= 0]
            with contextlib.suppress(AppError):  # the database went away: said elsewhere
                self.show_new_messages(again=again)

    # ------------------------------------------------------------ the agent's turn

    def turn_running(self) -> bool:
        return self._cancel is not None

    def on_page_send_requested(self, text: str) -> None:
        self._start_turn(text)

    def on_page_retry_requested(self, message_id: int) -> None:
        """Answer again a message whose turn failed (no reply was stored)."""
        message = self.page.model.message_by_id(message_id)
        if message is not None:
            self._start_turn(message.text, answer=message_id)

    def _start_turn(self, text: str, *, answer: int | None = None, make_op=None) -> bool:
        session_id = self._current.id
        if session_id is None or self._make_runner is None or self.turn_running():
            return False
        if self.page.model.has_later:
            self.show_session()  # the turn's messages and reply come at the end: show it
        self._cancel = load("app.agent.providers:Cancel")()
        self._turn_session = session_id
        self._turn_from = self.page.model.last_id()
        self.page.approval.show(None)
        self.page.set_busy(True, _("The agent is working…"))
        op = (
            make_op(self._runner, self._cancel)
            if make_op is not None
            else RunTurn(self._runner, session_id, text, self._cancel, answer)
        )
        self._ops.run(
            op,
            initiator=self,
            done=self.on_turn_finished,
            failed=self.on_turn_failed,
            progress=self.on_turn_progress,
        )
        return True

    def on_page_approval_decided(self, approval_id: int, decision: str, reason: str) -> None:
        """Allow once / Allow for this Session / Deny: the rest of the turn runs on a worker, as a
        turn does (progress, the streaming reply, Cancel). On the card of the turn that asked,
        before that turn is quite done (its card comes as the call is kept): right after it."""
        if self.turn_running() and approval_id == self._asked:
            self._decided = (approval_id, decision, reason)
            return
        self._start_turn(
            "",
            make_op=lambda make_runner, cancel: DecideApproval(
                make_runner, approval_id, decision, reason, cancel
            ),
        )

    def _turn_shown(self) -> bool:
        return self.turn_running() and self._turn_session == self._current.id

    def on_turn_progress(self, item) -> None:
        kind, value = item if isinstance(item, tuple) else ("step", item)
        if kind == "stored":
            self._show_stored(value)
            return
        if self._cancel is not None and self._cancel.is_set():
            return  # "Cancelling…" stays until the turn ends
        if kind == "text":
            if (
                self._turn_shown()
                and not self.page.model.has_later
                and self.page.model.stream_text() is None
            ):
                self.page.begin_reply()
            self.page.add_reply_text(value)
            self.page.set_busy(True, _("The agent is writing…"))
        elif value == "thinking":
            self.page.restart_reply()
            self.page.set_busy(True, _("The agent is thinking…"))
        else:
            # The tool's own name, as its row says it (the status line is plain text).
            self.page.set_busy(
                True, _("Running {tool}…").format(tool=shown_name(own_name(str(value))))
            )

    def _show_stored(self, messages) -> None:
        """Messages the running turn stored, shown as they come (no read): new ones below,
        those shown already (a call's running line, now its result) in place."""
        model = self.page.model
        if self._turn_session != self._current.id or model.session_id != self._turn_session:
            return
        if model.has_later:
            return  # an older stretch is shown: they load as the user scrolls down
        mine = [m for m in messages if isinstance(m, Message)]
        mine = [m for m in mine if m.session_id == model.session_id]
        model.replace_messages([m for m in mine if model.row_of(m.id) >= 0])
        model.append_messages(mine)
        asked = [a for a in messages if isinstance(a, Approval)]
        if asked and asked[-1].session_id == model.session_id:
            # The call the turn pauses on: its card now, not once the turn has put itself away.
            self._asked = asked[-1].id
            self._show_approvals(asked[-1:], focus=True)

    def _turn_ended(self, *, focus: bool = False) -> None:
        """The turn's messages and what the chat shows beside them, in one read (the reply's
        Memory, its receipt, a call the turn left waiting: its card, once)."""
        session_id, since = self._turn_session, self._turn_from
        self._cancel = None
        self._turn_session = None
        self.page.end_reply()
        if self._current.id is None or self._services is None:
            return
        model = self.page.model
        with contextlib.suppress(AppError):  # the Session may be gone meanwhile
            if session_id == self._current.id and (not since or since >= (model.first_id() or 0)):
                self.show_new_messages(since=min(since, model.last_id()))
            else:
                self.show_new_messages()
        if focus and self.page.approval.shown() is not None:
            self.page.approval.card.setFocus()

    def on_turn_finished(self, turned: Turned) -> None:
        self._finish_turn(turned)
        decided, self._decided, self._asked = self._decided, None, None
        if decided is not None and self.page.approval.shown() is not None:
            self.on_page_approval_decided(*decided)

    def _finish_turn(self, turned: Turned) -> None:
        result = turned.result
        cancelled = self._cancel is not None and self._cancel.is_set()
        if cancelled and result.pending_approval is not None:
            # Cancel was pressed as the turn stopped at a call: the call is given up as well.
            self._run(CancelApproval(result.pending_approval.id))
            result.pending_approval, result.error = None, {"code": "cancelled"}
        self._turn_ended(focus=result.pending_approval is not None)
        self._judge(turned)
        error = result.error or {}
        self._say_problems(result.problems)
        if result.pending_approval is not None:
            pass  # its card is up (the turn's read), with the keyboard
        elif error.get("code") == "cancelled" and result.stopped:
            self.page.set_busy(False, _("Stopped. What the agent had written is kept."))
        elif error.get("code") == "cancelled":
            self.page.set_busy(False, _("The turn was cancelled."))
        elif error:
            self.page.set_busy(False)
            self.page.notice.show_error(lambda: error["message"], detail=error.get("code", ""))
        else:
            self.page.set_busy(False)

    def _judge(self, turned: Turned) -> None:
        """With the setting on, the model judges the reply's rules the checker left unknown,
        on a worker after the turn (the reply is shown; the receipt changes when it answers:
        read then, as another part's change)."""
        runner, result = turned.runner, turned.result
        if not runner.judge_rules or result.agent_event_id is None:
            return
        self._ops.run(JudgeReply(runner, result), initiator=IN_BACKGROUND)

    def _say_problems(self, problems) -> None:
        """Tool servers that could not start or stopped: one line in the chat's notice bar (the
        turn went on without them)."""
        if not problems:
            return
        said = [p.describe() if hasattr(p, "describe") else p.message for p in problems]
        self.page.notice.show_error(
            lambda: " ".join(dict.fromkeys(said)), detail="; ".join(p.message for p in problems)
        )

    def on_turn_failed(self, err: AppError) -> None:
        self._decided = self._asked = None
        self._turn_ended()
        said = error_text(err)
        self.page.set_busy(False)
        self.page.notice.show_error(
            lambda: _("The turn failed: {error}").format(error=said()), detail=err.message
        )

    def on_page_cancel_requested(self) -> None:
        waiting = self.page.approval.shown()
        if self._cancel is None and waiting is not None:
            # The turn waits on a call: giving it up cancels the call, which never runs.
            if self._run(CancelApproval(waiting.id), failed=lambda _e: self.refresh_annotations()):
                self.page.approval.show(None)
                self.page.set_busy(False, _("The turn was cancelled."))
                self.page.composer.setFocus()
                self.show_new_messages()
            return
        if self._cancel is not None:
            self._cancel.set()
            self.page.cancel_button.setEnabled(False)
            self.page.set_busy(True, _("Cancelling…"))
            self.page.composer.setFocus()  # not the next widget after the disabled button

    def stop_for_close(self) -> None:
        """The window closes: stop the turn (its reply is kept, marked as cut by the closing)."""
        if self._cancel is not None:
            # Not "you cancelled" under what had arrived.
            self._cancel.reason = load("app.agent.loop:STOPPED_CLOSED")
            self._cancel.set()

    # ------------------------------------------------------------ Memory from the chat

    def _open_entry(self, entry_id: int) -> None:
        try:
            entry = self._services.memory.get(entry_id)
        except AppError as err:
            self.page.notice.show_error(error_text(err), detail=err.message)
            return
        self.sig_memory_requested.emit(
            ScopeRef(entry.scope, entry.scope_id), self._current.id, entry.id
        )

    def on_page_review_requested(self, message_id: int) -> None:
        session_id = self._current.id
        if session_id is None:
            return
        entry_ids = self._services.views.chat_annotations(session_id).pending.get(message_id)
        if entry_ids:
            self._open_entry(entry_ids[0])

    def on_page_entry_requested(self, entry_id: int) -> None:
        """Open the Memory page of an entry's scope on that entry (Manage, Review, a used rule):
        one of this Session's Memory only (what the chat's lines name)."""
        session_id = self._current.id
        if session_id is None:
            return
        try:
            mine = self._services.memory.in_session(session_id, [entry_id])
        except AppError:
            mine = {}
        if entry_id in mine:
            self._open_entry(entry_id)

    def on_page_undo_save_requested(self, entry_id: int) -> None:
        """Take back what a "Remember …" saved: the entry leaves Memory (archived, in its history).
        Only a save the chat shows under a message, still saved, as the user saw it (its
        version): any other entry is left as it is."""
        shown = self.page.model.saved_entry(entry_id)
        if shown is None or shown.status is not Status.ACTIVE:
            return
        decide = load("app.ui.operations.memory:Decide")
        decision = self._run(decide(entry_id, Action.ARCHIVE, shown.version))
        if decision is None:
            return
        self.refresh_annotations()
        content = decision.entry.content
        self.page.notice.show_message(
            lambda: _("Removed from Memory: “{content}”").format(content=content)
        )

    def on_page_used_requested(self, message_id: int) -> None:
        """Show under a reply the entries its Memory block held, as they are now."""
        used = self.page.model.used_of(message_id)
        found = []
        for entry_id, version in used:
            try:
                found.append((entry_id, version, self._services.memory.get(entry_id)))
            except AppError:
                found.append((entry_id, version, None))  # deleted for good since
        self.page.model.open_used(message_id, found)

    # ------------------------------------------------------------ attaching a file

    def on_page_attach_requested(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self.page, _("Attach a file"))
        if path:
            self.attach_file(Path(path))

    def attach_file(self, path: Path) -> None:
        """Add a text file's content to the Session as a `file` message (untrusted data)."""
        if self._current.id is not None:
            self._run(AttachFile(self._current.id, Path(path)))
