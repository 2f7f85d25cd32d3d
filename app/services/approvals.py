"""Tool calls waiting for the user's approval (SPEC §3): kept when a turn pauses, decided by
the user (Allow once, Allow for this Session, Deny), expired when the Session moves on,
cancelled with the turn. Every change is a compare-and-set on the call's status in one
transaction: of two decisions at once exactly one wins, and a call that did not win never
runs. Continuing the turn is the agent loop's (`AgentRunner.resume`).

What runs here is decided here (SPEC §2.5): a call asked for here carries this computer's mark
over its card and its turn's state, and only such a call can be allowed (one another program
wrote or changed is shown, and can be denied); an allowance counts only with its mark over the
Session, the tool and the configuration of its server as it is now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

from app.domain import marks
from app.domain.errors import AppError, Code
from app.domain.model import MessageSource
from app.domain.tools.approvals import (
    Approval,
    ApprovalStatus,
    Decision,
    Preview,
    RuleOnCall,
    allowance_fields,
    approval_fields,
    cancelled_result,
    check_allow,
    check_decision,
    check_reason,
    expired_result,
    tool_record,
)
from app.domain.tools.servers import launch_identity, split_tool_name
from app.services.changes import Changes, Done
from app.services.local_files import LocalKey
from app.services.tool_servers import ToolServers
from app.storage.engine.database import Database
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import approvals as approval_rows
from app.storage.repositories import conversation

T = TypeVar("T")


def _id(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AppError(Code.INVALID_INPUT, f"{field} must be a whole number.", field)
    return value


class Approvals:
    """Ask, decide, expire and cancel tool calls waiting for the user; the tools allowed for
    a Session."""

    def __init__(self, db: Database, *, key: LocalKey, servers: ToolServers):
        self._db = db
        self._key = key  # this computer's: its calls and allowances are marked with it
        self._servers = servers  # the configuration an allowance is for

    # ------------------------------------------------------------ reading

    def get(self, approval_id: int) -> Approval:
        """One approval by id, whatever became of it; not_found when there is none."""
        with self._db.read() as s:
            found = approval_rows.approval(s, _id(approval_id, "id"))
            found = None if found is None else self._checked(s, found)
        if found is None:
            raise AppError(
                Code.NOT_FOUND, f"there is no approval {approval_id}; nothing was run.", "id"
            )
        return found

    def state_of(self, approval_id: int) -> dict:
        """What continuing the approval's turn takes, as the loop stored it."""
        with self._db.read() as s:
            state = approval_rows.approval_state(s, _id(approval_id, "id"))
        if state is None:
            raise AppError(Code.NOT_FOUND, f"there is no approval {approval_id}.", "id")
        return state

    def pending(self, session_id: int) -> list[Approval]:
        """The Session's calls waiting for the user, oldest first."""
        with self._db.read() as s:
            return self.pending_in(s, _id(session_id, "session"))

    def pending_in(self, s: UnitOfWork, session_id: int) -> list[Approval]:
        """The same, in a caller's unit of work (a screen's one read); each says whether it
        was asked for here (`asked_here`)."""
        return [self._checked(s, a) for a in approval_rows.pending_approvals(s, session_id)]

    def allowed_tools(self, session_id: int) -> frozenset[str]:
        """The tools the user allowed on this computer for the rest of this Session, each for
        its server as configured now: an allowance without this computer's mark, or for a
        server removed or configured otherwise since, does not count (the call asks again)."""
        with self._db.read() as s:
            rows = approval_rows.allowances(s, _id(session_id, "session"))
        return frozenset(
            tool
            for tool, mark in rows.items()
            if self._key.holds(marks.ALLOWANCE, self._allowance(session_id, tool), mark)
        )

    def _allowance(self, session_id: int, tool: str) -> list:
        """What an allowance of this tool in this Session covers, its server as it is now."""
        split = split_tool_name(tool)
        server = self._servers.find(split[0]) if split is not None else None
        return allowance_fields(
            session_id, tool, None if server is None else launch_identity(server)
        )

    def _checked(self, s: UnitOfWork, approval: Approval) -> Approval:
        """The approval, saying whether it carries this computer's mark over what it shows and
        the turn it continues."""
        return self._checked_with_state(s, approval)[0]

    def _checked_with_state(self, s: UnitOfWork, approval: Approval) -> tuple[Approval, object]:
        """The same, and the turn's state exactly as the mark was checked over."""
        state = approval_rows.approval_state(s, approval.id)
        fields = approval_fields(approval, state)
        held = self._key.holds(marks.APPROVAL, fields, approval.mark)
        return replace(approval, asked_here=held), state

    # ------------------------------------------------------------ changing

    def ask(
        self,
        *,
        session_id: int,
        user_event_id: int,
        tool: str,
        server: str,
        arguments: dict,
        rules: tuple[RuleOnCall, ...],
        preview: Preview,
        state: dict,
    ) -> Done[Approval]:
        """Keep a call that waits for the user, with its turn's state, marked as asked here
        (returned as stored: the turn shows its card without a read)."""
        with self._db.write() as s:
            if conversation.session_info(s, session_id) is None:
                raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
            approval = approval_rows.add_approval(
                s,
                session_id=session_id,
                user_event_id=user_event_id,
                tool=tool,
                server=server,
                arguments=arguments,
                rules=rules,
                preview=preview,
                state=state,
            )
            # Marked over what is read back (a JSON column gives lists for tuples).
            approval = self._mark(s, approval_rows.approval(s, approval.id))
        return self._changed(approval, session_id, (), approval.id, asked=approval)

    def _mark(self, s: UnitOfWork, approval: Approval) -> Approval:
        fields = approval_fields(approval, approval_rows.approval_state(s, approval.id))
        try:
            mark = self._key.mark(marks.APPROVAL, fields)
        except OSError as exc:
            raise AppError(
                Code.INVALID_INPUT,
                f"cannot write to the data folder to keep the call asked for ({exc}); nothing "
                "was run.",
            ) from None
        approval_rows.set_approval_mark(s, approval.id, mark)
        return replace(approval, mark=mark, asked_here=True)

    def decide(
        self,
        approval_id: int,
        decision: Decision | str,
        *,
        reason: str | None = None,
    ) -> Done[Approval]:
        """The user's decision on a waiting call (a reason only with Deny). Refused, with
        nothing changed, when it does not wait any more: approval_decided, approval_expired,
        not_found; and an Allow of a call not asked for here (written_elsewhere). "Allow for
        this Session" also allows the tool for the rest of the Session, for its server as
        configured now."""
        done = self.decide_with_state(approval_id, decision, reason=reason)
        return Done(done.value[0], done.changes, done.stored)

    def decide_with_state(
        self,
        approval_id: int,
        decision: Decision | str,
        *,
        reason: str | None = None,
    ) -> Done[tuple[Approval, dict]]:
        """`decide`, and the state of the turn it continues, read in the same unit of work as
        the mark that covers it was checked (what the loop continues is what was marked)."""
        try:
            decision = Decision(decision)
        except ValueError:
            raise AppError(
                Code.INVALID_INPUT,
                "a decision is allow_once, allow_session or deny.",
                "decision",
            ) from None
        reason = check_reason(reason)
        if reason is not None and decision is not Decision.DENY:
            raise AppError(Code.INVALID_INPUT, "only a denial has a reason.", "reason")
        with self._db.write() as s:
            approval, state = self._checked_with_state(s, self._waiting(s, approval_id))
            if decision is not Decision.DENY:
                check_allow(approval)
            if not approval_rows.settle_approval(
                s, approval.id, decision.status, decision=decision, reason=reason
            ):
                check_decision(approval_rows.approval(s, approval.id))  # decided meanwhile: say how
            if decision is Decision.ALLOW_SESSION:
                self._allow(s, approval)
            # What was checked (the call, its arguments, its turn), not a later read: another
            # client's change in between (PostgreSQL reads each statement afresh) is not run.
            settled = approval_rows.approval(s, approval.id)
            decided = replace(
                approval,
                status=settled.status,
                decision=settled.decision,
                reason=settled.reason,
                decided_at=settled.decided_at,
            )
        state = state if isinstance(state, dict) else {}
        return self._changed((decided, state), decided.session_id, (), decided.id)

    def _allow(self, s: UnitOfWork, approval: Approval) -> None:
        """The tool allowed for the rest of the Session, for its server as configured now (only
        a server trusted here: the call itself runs once otherwise)."""
        split = split_tool_name(approval.tool)
        server = self._servers.find(split[0]) if split is not None else None
        if server is None or not self._servers.is_trusted(server):
            return
        fields = allowance_fields(approval.session_id, approval.tool, launch_identity(server))
        try:
            mark = self._key.mark(marks.ALLOWANCE, fields)
        except OSError:  # the data folder cannot be written: the call runs once
            return
        approval_rows.allow_tool(s, approval.session_id, approval.tool, mark)

    def cancel(self, approval_id: int) -> Done[Approval]:
        """The user cancelled the turn while the call waited: it never runs; the chat keeps a
        line saying so."""
        with self._db.write() as s:
            approval = self._waiting(s, approval_id)
            if not approval_rows.settle_approval(s, approval.id, ApprovalStatus.CANCELLED):
                check_decision(approval_rows.approval(s, approval.id))
            message = self._not_run(s, approval, cancelled_result(approval))
            cancelled = approval_rows.approval(s, approval.id)
        return self._changed(cancelled, cancelled.session_id, (message,), cancelled.id)

    def expire_in_session(self, session_id: int) -> Done[list[int]]:
        """A new turn starts in the Session: every call still waiting there expires (its turn
        will not be continued) and never runs; the chat keeps a line for each."""
        messages = []
        with self._db.write() as s:
            waiting = approval_rows.pending_approvals(s, _id(session_id, "session"))
            expired = set(approval_rows.expire_approvals(s, session_id))
            for approval in waiting:
                if approval.id in expired:
                    messages.append(self._not_run(s, approval, expired_result(approval)))
        if not messages:
            return Done([])
        return self._changed(sorted(expired), session_id, messages, *expired)

    # ------------------------------------------------------------ helpers

    @staticmethod
    def _waiting(s: UnitOfWork, approval_id: Any) -> Approval:
        approval = approval_rows.approval(s, _id(approval_id, "id"))
        if approval is None:
            raise AppError(
                Code.NOT_FOUND, f"there is no approval {approval_id}; nothing was run.", "id"
            )
        check_decision(approval)
        return approval

    @staticmethod
    def _not_run(s: UnitOfWork, approval: Approval, result: dict) -> int:
        text, meta = tool_record(
            approval.tool, approval.arguments, result, approval_id=approval.id, ran=False
        )
        return conversation.add_message(s, approval.session_id, MessageSource.TOOL, text, meta).id

    @staticmethod
    def _changed(
        value: T, session_id: int, message_ids, *approval_ids: int, asked: Approval | None = None
    ) -> Done[T]:
        """`value`, with what a committed write changed (and the call it asked to wait)."""
        return Done(
            value,
            Changes(
                sessions=frozenset({session_id}),
                messages=frozenset(message_ids),
                approvals=frozenset(approval_ids),
            ),
            () if asked is None else (asked,),
        )
