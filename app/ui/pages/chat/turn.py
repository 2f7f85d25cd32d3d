"""What the user sends and the agent's turn that answers it: a message (Send), Retry of one
left unanswered, a file attached; the turn on a worker (`RunTurn`, or the rest of a turn after
an answer on its card), its progress (steps, the streaming reply, the messages it stores shown
as they come, the call it pauses on), Cancel, its end (what it stored and what the chat shows
beside it, in one read; problems of tool servers; the model's judgement of the reply after
it), and the window's closing, which stops it.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from app.deferred import load
from app.domain.errors import AppError
from app.domain.model import Message
from app.domain.tools.approvals import Approval
from app.domain.tools.call_text import own_name
from app.i18n import _
from app.services.refusals import error_text
from app.ui.models.session import CurrentSession
from app.ui.models.tool_text import shown_name
from app.ui.operations.chat import AttachFile, CancelApproval, JudgeReply, RunTurn, Turned
from app.ui.pages.chat.reading import IN_BACKGROUND


class ChatTurn:
    """The agent's turn in the chat (one at a time). Wired by the presenter: `reading` (what
    the turn's end reads), `approval` (the card of the call it pauses on); its operations run
    with the chat as their initiator (`run`, `ops`)."""

    def __init__(self, page, current: CurrentSession):
        self.page = page
        self._current = current
        self._services = None
        self._ops = None
        self._initiator = None
        self._make_runner = None
        self.reading = None
        self.approval = None
        self.session_api_key: str | None = None  # from Settings, without a keyring
        self._cancel = None
        self.session_id: int | None = None  # the Session the running turn answers in
        self._turn_from = 0  # the last message shown when the running turn started

    def attach(self, services, ops, make_runner, initiator) -> None:
        self._services, self._ops, self._make_runner = services, ops, make_runner
        self._initiator = initiator

    def run(self, op, **kwargs):
        """Run an operation of the chat's (its refusals said on the chat's notice line)."""
        return self._ops.run(op, initiator=self._initiator, errors=self.page.notice, **kwargs)

    def model_provider(self):
        """The model the next turn would use (None before the services come); called off the
        GUI thread by operations that ask the model something (a rule's reading)."""
        return None if self._make_runner is None else self._runner().provider

    def _runner(self):
        if self.session_api_key:
            return self._make_runner(self.session_api_key)
        return self._make_runner()

    def running(self) -> bool:
        return self._cancel is not None

    def on_page_send_requested(self, text: str) -> None:
        self.start(text)

    def on_page_retry_requested(self, message_id: int) -> None:
        """Answer again a message whose turn failed (no reply was stored)."""
        message = self.page.model.message_by_id(message_id)
        if message is not None:
            self.start(message.text, answer=message_id)

    def start(self, text: str, *, answer: int | None = None, make_op=None) -> bool:
        session_id = self._current.id
        if session_id is None or self._make_runner is None or self.running():
            return False
        if self.page.model.has_later:
            self.reading.show_session()  # the turn's messages and reply come at the end: show it
        self._cancel = load("app.agent.providers:Cancel")()
        self.session_id = session_id
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
            initiator=self._initiator,
            done=self.on_turn_finished,
            failed=self.on_turn_failed,
            progress=self.on_turn_progress,
        )
        return True

    def shown(self) -> bool:
        return self.running() and self.session_id == self._current.id

    def on_turn_progress(self, item) -> None:
        kind, value = item if isinstance(item, tuple) else ("step", item)
        if kind == "stored":
            self._show_stored(value)
            return
        if self._cancel is not None and self._cancel.is_set():
            return  # "Cancelling…" stays until the turn ends
        if kind == "text":
            if (
                self.shown()
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
        if self.session_id != self._current.id or model.session_id != self.session_id:
            return
        if model.has_later:
            return  # an older stretch is shown: they load as the user scrolls down
        mine = [m for m in messages if isinstance(m, Message)]
        mine = [m for m in mine if m.session_id == model.session_id]
        model.replace_messages([m for m in mine if model.row_of(m.id) >= 0])
        model.append_messages(mine)
        asked = [a for a in messages if isinstance(a, Approval)]
        if asked and asked[-1].session_id == model.session_id:
            self.approval.asked(asked[-1])

    def _turn_ended(self, *, focus: bool = False) -> None:
        """The turn's messages and what the chat shows beside them, in one read (the reply's
        Memory, its receipt, a call the turn left waiting: its card, once)."""
        session_id, since = self.session_id, self._turn_from
        self._cancel = None
        self.session_id = None
        self.page.end_reply()
        if self._current.id is None or self._services is None:
            return
        model = self.page.model
        with contextlib.suppress(AppError):  # the Session may be gone meanwhile
            if session_id == self._current.id and (not since or since >= (model.first_id() or 0)):
                self.reading.show_new_messages(since=min(since, model.last_id()))
            else:
                self.reading.show_new_messages()
        if focus and self.page.approval.shown() is not None:
            self.page.approval.card.setFocus()

    def on_turn_finished(self, turned: Turned) -> None:
        self._finish_turn(turned)
        self.approval.turn_done(finished=True)

    def _finish_turn(self, turned: Turned) -> None:
        result = turned.result
        cancelled = self._cancel is not None and self._cancel.is_set()
        if cancelled and result.pending_approval is not None:
            # Cancel was pressed as the turn stopped at a call: the call is given up as well.
            self.run(CancelApproval(result.pending_approval.id))
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
        self.approval.turn_done(finished=False)
        self._turn_ended()
        said = error_text(err)
        self.page.set_busy(False)
        self.page.notice.show_error(
            lambda: _("The turn failed: {error}").format(error=said()), detail=err.message
        )

    def on_page_cancel_requested(self) -> None:
        # The turn waits on a call: giving it up cancels the call, which never runs.
        if self._cancel is None and self.approval.cancel_waiting(self.run):
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

    # ------------------------------------------------------------ attaching a file

    def on_page_attach_requested(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self.page, _("Attach a file"))
        if path:
            self.attach_file(Path(path))

    def attach_file(self, path: Path) -> None:
        """Add a text file's content to the Session as a `file` message (untrusted data)."""
        if self._current.id is not None:
            self.run(AttachFile(self._current.id, Path(path)))
