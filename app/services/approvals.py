"""Tool calls waiting for the user's approval (SPEC §3): kept when a turn pauses, decided by
the user (Allow once, Allow for this Session, Deny), expired when the Session moves on,
cancelled with the turn. Every change is a compare-and-set on the call's status in one
transaction: of two decisions at once exactly one wins, and a call that did not win never
runs. Continuing the turn is the agent loop's (`AgentRunner.resume`).
"""

from __future__ import annotations

from typing import Any

from app.domain.approvals import (
    Approval,
    ApprovalStatus,
    Decision,
    Preview,
    RuleOnCall,
    cancelled_result,
    check_decision,
    check_reason,
    expired_result,
    tool_record,
)
from app.domain.errors import AppError, Code
from app.domain.model import MessageSource
from app.services.events import ChatChanged, EventBus
from app.storage import approvals as approval_rows
from app.storage import repo
from app.storage.database import Database, UnitOfWork


def _id(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AppError(Code.INVALID_INPUT, f"{field} must be a whole number.", field)
    return value


class Approvals:
    """Ask, decide, expire and cancel tool calls waiting for the user; the tools allowed for
    a Session."""

    def __init__(self, db: Database, bus: EventBus):
        self._db = db
        self._bus = bus

    # ------------------------------------------------------------ reading

    def get(self, approval_id: int) -> Approval:
        """One approval by id, whatever became of it; not_found when there is none."""
        with self._db.read() as s:
            found = approval_rows.approval(s, _id(approval_id, "id"))
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

    @staticmethod
    def pending_in(s: UnitOfWork, session_id: int) -> list[Approval]:
        """The same, in a caller's unit of work (a screen's one read)."""
        return approval_rows.pending_approvals(s, session_id)

    def allowed_tools(self, session_id: int) -> frozenset[str]:
        """The tools the user allowed for the rest of this Session."""
        with self._db.read() as s:
            return approval_rows.allowed_tools(s, _id(session_id, "session"))

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
        initiator: object | None = None,
    ) -> Approval:
        """Keep a call that waits for the user, with its turn's state."""
        with self._db.write() as s:
            if repo.session_info(s, session_id) is None:
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
        self._changed(session_id, (), initiator)
        return approval

    def decide(
        self,
        approval_id: int,
        decision: Decision | str,
        *,
        reason: str | None = None,
        initiator: object | None = None,
    ) -> Approval:
        """The user's decision on a waiting call (a reason only with Deny). Refused, with
        nothing changed, when it does not wait any more: approval_decided, approval_expired,
        not_found. "Allow for this Session" also allows the tool for the rest of the Session."""
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
            approval = self._waiting(s, approval_id)
            if not approval_rows.settle_approval(
                s, approval.id, decision.status, decision=decision, reason=reason
            ):
                check_decision(approval_rows.approval(s, approval.id))  # decided meanwhile: say how
            if decision is Decision.ALLOW_SESSION:
                approval_rows.allow_tool(s, approval.session_id, approval.tool)
            decided = approval_rows.approval(s, approval.id)
        self._changed(decided.session_id, (), initiator)
        return decided

    def cancel(self, approval_id: int, *, initiator: object | None = None) -> Approval:
        """The user cancelled the turn while the call waited: it never runs; the chat keeps a
        line saying so."""
        with self._db.write() as s:
            approval = self._waiting(s, approval_id)
            if not approval_rows.settle_approval(s, approval.id, ApprovalStatus.CANCELLED):
                check_decision(approval_rows.approval(s, approval.id))
            message = self._not_run(s, approval, cancelled_result(approval))
            cancelled = approval_rows.approval(s, approval.id)
        self._changed(cancelled.session_id, (message,), initiator)
        return cancelled

    def expire_in_session(self, session_id: int, *, initiator: object | None = None) -> list[int]:
        """A new turn starts in the Session: every call still waiting there expires (its turn
        will not be continued) and never runs; the chat keeps a line for each."""
        messages = []
        with self._db.write() as s:
            waiting = approval_rows.pending_approvals(s, _id(session_id, "session"))
            expired = set(approval_rows.expire_approvals(s, session_id))
            for approval in waiting:
                if approval.id in expired:
                    messages.append(self._not_run(s, approval, expired_result(approval)))
        if messages:
            self._changed(session_id, messages, initiator)
        return sorted(expired) if messages else []

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
        return repo.add_message(s, approval.session_id, MessageSource.TOOL, text, meta).id

    def _changed(self, session_id: int, message_ids, initiator: object | None) -> None:
        self._bus.publish(
            ChatChanged(
                session_ids=frozenset({session_id}),
                message_ids=frozenset(message_ids),
                initiator=initiator,
            )
        )
