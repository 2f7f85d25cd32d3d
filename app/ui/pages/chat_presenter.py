"""What the chat page shows and does: the current Session's messages (its newest, earlier ones
as the user scrolls up, new ones as they are stored), what the chat shows beside them, the
agent's turn (progress, the streaming reply, cancel, its end, Retry of an unanswered message),
attaching a file, and the Memory a message links to (review, open, undo a save, what a reply
used).

A part that owns its state (the turn running, which Session it answers in), wired by the
window: it observes the current Session (app.ui.models.session), its changes are operations
(app.ui.operations.chat), and it asks the window for the Memory page with
`sig_memory_requested`. Part of the first frame: the agent, the domain rules and the dialogs
come when used.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.domain.approvals import own_name
from app.domain.errors import AppError
from app.i18n import _
from app.ui.components.chat_find import ChatFind
from app.ui.models.messages import EARLIER_PAGE, TAIL
from app.ui.models.session import CurrentSession
from app.ui.models.tool_text import running, shown_name
from app.ui.operations.chat import SettleRuns

# A Session opened at one of its messages (a search result, a match of Find) shows this many
# messages up to it, and TAIL after it; more load as the user scrolls either way.
AROUND = 10


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
        self._last_runner = None  # the runner of the last turn (its model judges its reply)
        self._stale_annotations = False  # Memory changed while the chat was hidden

    def attach(self, services, ops, make_runner) -> None:
        self._services, self._ops, self._make_runner = services, ops, make_runner
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
        if self._make_runner is None:
            return ""
        provider = self._runner().provider
        if provider.offline:
            return _("Built-in offline assistant")
        return _("Model: {name}").format(name=provider.name)

    def model_provider(self):
        """The model the next turn would use (None before the services come); called off the
        GUI thread by operations that ask the model something (a rule's reading)."""
        return None if self._make_runner is None else self._runner().provider

    def _runner(self):
        if self.session_api_key:
            return self._make_runner(self.session_api_key)
        return self._make_runner()

    def update_header(self) -> None:
        if self._services is None:
            return
        session_id = self._current.id
        if session_id is None:
            self.page.set_title(_("Choose or create a Session"), "", external=None)
            return
        try:
            info = self._services.chat.get_session(session_id)
        except AppError:
            info = None
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

    def show_session(self) -> None:
        """Show the current Session from scratch, scrolled to its newest message."""
        self.update_header()
        session_id = self._current.id
        if session_id is None:
            self.page.model.set_session(None, [])
            return
        if not self.turn_running() and self.page.model.session_id != session_id:
            # What the status line said ("Stopped. …") was about the Session left (issue 35).
            self.page.set_busy(False)
        newest = self._services.chat.newest_messages(session_id, limit=TAIL + 1)
        shown = newest[-TAIL:]
        self._show(session_id, shown, has_earlier=len(newest) > TAIL)
        if self.turn_running() and self._turn_session == session_id:
            self.page.begin_reply(again=True)  # the turn still running here shows its reply again
        self.page.scroll_to_end()
        self._settle_runs(shown)

    def _show(self, session_id: int, shown, *, has_earlier: bool, has_later: bool = False) -> None:
        """Messages of a Session from scratch, with what the chat shows beside them."""
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
            self._ops.run(SettleRuns(session_id), initiator=self)

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
        from app.services.refusals import error_text

        self.page.notice.show_error(error_text(err), detail=err.message)

    def catch_up(self) -> None:
        """The Session the first screen showed: add what came since, and the annotations."""
        self.show_new_messages()
        self.refresh_annotations()
        self.update_header()
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

    def show_new_messages(self) -> None:
        """Add what was stored in the current Session since the last message shown (not below
        an older stretch: newer messages lie between, they load as the user scrolls down)."""
        model = self.page.model
        if model.has_later:
            return
        new = self._services.chat.messages(self._current.id, after=model.last_id())
        if new:
            model.append_messages(new, used=self._services.memory.used_by([m.id for m in new]))
            self.refresh_annotations()

    def refresh_annotations(self) -> None:
        """Read again (in one read) what the chat shows beside the messages; while the chat is
        hidden, only when it is next shown."""
        session_id = self._current.id
        if session_id is None:
            return
        if not self.page.isVisibleTo(self.page.window()):  # another page is in front
            self._stale_annotations = True
            return
        self._stale_annotations = False
        model = self.page.model
        notes = self._services.views.chat_annotations(
            session_id, named=model.named_ids(), since=model.first_id() or 0
        )
        model.set_annotations(
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            receipts=notes.receipts,
            as_suggested=notes.as_suggested,
        )
        self._show_approvals(notes.approvals)

    def _show_approvals(self, approvals, *, focus: bool = False) -> None:
        """The card of the first call waiting in this Session (they are asked about one at a
        time, in order), and the composer waiting with it; none while a turn runs here."""
        first = approvals[0] if approvals and not self._turn_shown() else None
        was = self.page.approval.shown()
        self.page.approval.show(first, focus=focus or (first is not None and was is None))
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
                self.refresh_annotations()

    def on_bridge_chat_changed(self, event) -> None:
        session_id = self._current.id
        if event.space_ids or not event.message_ids:
            self.update_header()
        if session_id in event.session_ids:
            if event.message_ids and self.page.model.session_id == session_id:
                shown = [i for i in event.message_ids if self.page.model.row_of(i) >= 0]
                self.show_new_messages()
                if shown:  # stored anew (marked unanswered, or the mark taken off for Retry)
                    self.page.model.replace_messages(
                        [self._services.chat.get_message(i) for i in sorted(shown)]
                    )
            else:
                self.show_session()

    def on_bridge_memory_changed(self, event) -> None:
        """Memory changed: what the chat shows beside the messages, if it concerns this Session."""
        if self._current.id is not None:
            self.refresh_annotations()

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
        try:
            runner = self._runner()
        except AppError as err:
            from app.services.refusals import error_text

            self.page.notice.show_error(error_text(err), detail=err.message)
            return False
        from app.agent.providers import Cancel
        from app.ui.operations.chat import RunTurn

        self._cancel = Cancel()
        self._turn_session = session_id
        self._last_runner = runner
        self.page.approval.show(None)
        self.page.set_busy(True, _("The agent is working…"))
        op = (
            make_op(runner, self._cancel)
            if make_op is not None
            else RunTurn(runner, session_id, text, self._cancel, answer)
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
        turn does (progress, the streaming reply, Cancel)."""
        from app.ui.operations.chat import DecideApproval

        self._start_turn(
            "",
            make_op=lambda runner, cancel: DecideApproval(
                runner, approval_id, decision, reason, cancel
            ),
        )

    def _turn_shown(self) -> bool:
        return self.turn_running() and self._turn_session == self._current.id

    def on_turn_progress(self, item) -> None:
        kind, value = item if isinstance(item, tuple) else ("step", item)
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

    def _turn_ended(self) -> None:
        self._cancel = None
        self._turn_session = None
        self.page.end_reply()
        if self._current.id is not None and self._services is not None:
            self.show_new_messages()
            with contextlib.suppress(AppError):  # the Session may be gone meanwhile
                self.refresh_annotations()  # a call the turn left waiting: its card

    def on_turn_finished(self, result) -> None:
        cancelled = self._cancel is not None and self._cancel.is_set()
        if cancelled and result.pending_approval is not None:
            # Cancel was pressed as the turn stopped at a call: the call is given up as well.
            from app.ui.operations.chat import CancelApproval

            self._run(CancelApproval(result.pending_approval.id))
            result.pending_approval, result.error = None, {"code": "cancelled"}
        self._turn_ended()
        self._judge(result)
        error = result.error or {}
        self._say_problems(result.problems)
        if result.pending_approval is not None:
            if self.page.approval.shown() is not None:
                self.page.approval.card.setFocus()
        elif error.get("code") == "cancelled" and result.stopped:
            self.page.set_busy(False, _("Stopped. What the agent had written is kept."))
        elif error.get("code") == "cancelled":
            self.page.set_busy(False, _("The turn was cancelled."))
        elif error:
            self.page.set_busy(False)
            self.page.notice.show_error(lambda: error["message"], detail=error.get("code", ""))
        else:
            self.page.set_busy(False)

    def _judge(self, result) -> None:
        """With the setting on, the model judges the reply's rules the checker left unknown,
        on a worker after the turn (the reply is shown; the receipt changes when it answers)."""
        runner = self._last_runner
        if runner is None or not runner.judge_rules or result.agent_event_id is None:
            return
        from app.ui.operations.chat import JudgeReply

        self._ops.run(JudgeReply(runner, result), initiator=self)

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
        self._turn_ended()
        from app.services.refusals import error_text

        said = error_text(err)
        self.page.set_busy(False)
        self.page.notice.show_error(
            lambda: _("The turn failed: {error}").format(error=said()), detail=err.message
        )

    def on_page_cancel_requested(self) -> None:
        waiting = self.page.approval.shown()
        if self._cancel is None and waiting is not None:
            # The turn waits on a call: giving it up cancels the call, which never runs.
            from app.ui.operations.chat import CancelApproval

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
            from app.agent.loop import STOPPED_CLOSED

            self._cancel.reason = STOPPED_CLOSED  # not "you cancelled" under what had arrived
            self._cancel.set()

    # ------------------------------------------------------------ Memory from the chat

    def _open_entry(self, entry_id: int) -> None:
        from app.domain.model import ScopeRef

        try:
            entry = self._services.memory.get(entry_id)
        except AppError as err:
            from app.services.refusals import error_text

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
        from app.domain.model import Status
        from app.domain.rules.state import Action
        from app.ui.operations.memory import Decide

        shown = self.page.model.saved_entry(entry_id)
        if shown is None or shown.status is not Status.ACTIVE:
            return
        decision = self._run(Decide(entry_id, Action.ARCHIVE, shown.version))
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
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(self.page, _("Attach a file"))
        if path:
            self.attach_file(Path(path))

    def attach_file(self, path: Path) -> None:
        """Add a text file's content to the Session as a `file` message (untrusted data)."""
        from app.ui.operations.chat import AttachFile

        if self._current.id is not None:
            self._run(AttachFile(self._current.id, Path(path)))
