"""Statements on tool calls waiting for the user's approval and on tools allowed for a
Session, on a caller's unit of work; reached through `app.storage.repo`."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import bindparam, insert, select, update

from app.domain.approvals import Approval, ApprovalStatus, Decision, Preview, RuleOnCall
from app.storage.database import UnitOfWork
from app.storage.decode import moment
from app.storage.models import ToolAllowanceRow, ToolApprovalRow, utcnow
from app.storage.notify import note_change
from app.storage.repo_common import _conn, _json, _reads, storable_id

_APPROVALS = ToolApprovalRow.__table__
_ALLOWANCES = ToolAllowanceRow.__table__

_COLUMNS = (
    _APPROVALS.c.id,
    _APPROVALS.c.session_id,
    _APPROVALS.c.user_event_id,
    _APPROVALS.c.tool,
    _APPROVALS.c.server,
    _APPROVALS.c.arguments,
    _APPROVALS.c.status,
    _APPROVALS.c.created_at,
    _APPROVALS.c.rules,
    _APPROVALS.c.preview,
    _APPROVALS.c.decision,
    _APPROVALS.c.reason,
    _APPROVALS.c.decided_at,
)
_Q_ONE = select(*_COLUMNS).where(_APPROVALS.c.id == bindparam("id"))
_Q_STATE = select(_APPROVALS.c.state).where(_APPROVALS.c.id == bindparam("id"))
_Q_PENDING = (
    select(*_COLUMNS)
    .where(
        _APPROVALS.c.session_id == bindparam("session_id"),
        _APPROVALS.c.status == ApprovalStatus.PENDING.value,
    )
    .order_by(_APPROVALS.c.id)
)
_Q_ALLOWED = select(_ALLOWANCES.c.tool).where(_ALLOWANCES.c.session_id == bindparam("session_id"))


def _approval(r) -> Approval:
    return Approval(
        id=r[0],
        session_id=r[1],
        user_event_id=r[2],
        tool=r[3],
        server=r[4],
        arguments=dict(_json(r[5]) or {}),
        status=ApprovalStatus(r[6]),
        created_at=moment(r[7]),
        rules=tuple(RuleOnCall.from_json(x) for x in _json(r[8]) or ()),
        preview=Preview.from_json(_json(r[9])),
        decision=Decision(r[10]) if r[10] else None,
        reason=r[11],
        decided_at=moment(r[12]) if r[12] is not None else None,
    )


def add_approval(
    s: UnitOfWork,
    *,
    session_id: int,
    user_event_id: int,
    tool: str,
    server: str,
    arguments: dict,
    rules: tuple[RuleOnCall, ...],
    preview: Preview,
    state: dict,
) -> Approval:
    """Store a call that waits for the user."""
    now = utcnow()
    approval_id = (
        _conn(s)
        .execute(
            insert(_APPROVALS),
            {
                "session_id": session_id,
                "user_event_id": user_event_id,
                "tool": tool,
                "server": server,
                "arguments": arguments,
                "rules": [r.to_json() for r in rules],
                "preview": preview.to_json(),
                "state": state,
                "status": ApprovalStatus.PENDING.value,
                "created_at": now,
            },
        )
        .inserted_primary_key[0]
    )
    note_change(s, "session", "update", session_id=session_id)
    return Approval(
        approval_id,
        session_id,
        user_event_id,
        tool,
        server,
        arguments,
        ApprovalStatus.PENDING,
        now,
        rules,
        preview,
    )


@_reads
def approval(s: UnitOfWork, approval_id: int) -> Approval | None:
    if not storable_id(approval_id):
        return None
    r = _conn(s).execute(_Q_ONE, {"id": approval_id}).first()
    return _approval(r) if r is not None else None


@_reads
def approval_state(s: UnitOfWork, approval_id: int) -> dict | None:
    """What continuing the call's turn takes (as the loop stored it)."""
    r = _conn(s).execute(_Q_STATE, {"id": approval_id}).first()
    return _json(r[0]) if r is not None else None


@_reads
def pending_approvals(s: UnitOfWork, session_id: int) -> list[Approval]:
    """The Session's calls waiting for the user, oldest first."""
    return [_approval(r) for r in _conn(s).execute(_Q_PENDING, {"session_id": session_id})]


def settle_approval(
    s: UnitOfWork,
    approval_id: int,
    status: ApprovalStatus,
    *,
    decision: Decision | None = None,
    reason: str | None = None,
    at: datetime | None = None,
) -> bool:
    """Move a waiting call to `status`, only if it still waits (compare-and-set: of two
    decisions at once exactly one wins); False when it did not wait any more."""
    conn = _conn(s)
    if not storable_id(approval_id):
        return False
    changed = conn.execute(
        update(_APPROVALS)
        .where(
            _APPROVALS.c.id == approval_id,
            _APPROVALS.c.status == ApprovalStatus.PENDING.value,
        )
        .values(
            status=status.value,
            decision=decision.value if decision is not None else None,
            reason=reason,
            decided_at=at or utcnow(),
        )
    ).rowcount
    if changed != 1:
        return False
    session_id = conn.execute(
        select(_APPROVALS.c.session_id).where(_APPROVALS.c.id == approval_id)
    ).scalar_one()
    note_change(s, "session", "update", session_id=session_id)
    return True


def expire_approvals(s: UnitOfWork, session_id: int) -> list[int]:
    """Every call still waiting in a Session expires (the Session moved on); their ids."""
    conn = _conn(s)
    waiting = [
        r[0]
        for r in conn.execute(
            select(_APPROVALS.c.id).where(
                _APPROVALS.c.session_id == session_id,
                _APPROVALS.c.status == ApprovalStatus.PENDING.value,
            )
        )
    ]
    if not waiting:
        return []
    conn.execute(
        update(_APPROVALS)
        .where(
            _APPROVALS.c.id.in_(waiting),
            _APPROVALS.c.status == ApprovalStatus.PENDING.value,
        )
        .values(status=ApprovalStatus.EXPIRED.value, decided_at=utcnow())
    )
    note_change(s, "session", "update", session_id=session_id)
    return sorted(waiting)


@_reads
def allowed_tools(s: UnitOfWork, session_id: int) -> frozenset[str]:
    """The tools allowed for the rest of this Session."""
    return frozenset(r[0] for r in _conn(s).execute(_Q_ALLOWED, {"session_id": session_id}))


def allow_tool(s: UnitOfWork, session_id: int, tool: str) -> None:
    """Allow a tool for the rest of a Session (once is enough)."""
    conn = _conn(s)
    if conn.execute(
        _Q_ALLOWED.where(_ALLOWANCES.c.tool == tool), {"session_id": session_id}
    ).first():
        return
    conn.execute(
        insert(_ALLOWANCES), {"session_id": session_id, "tool": tool, "created_at": utcnow()}
    )
