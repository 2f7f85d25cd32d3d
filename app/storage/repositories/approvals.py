"""Statements on tool calls waiting for the user's approval and on tools allowed for a
Session, on a caller's unit of work; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import bindparam, delete, insert, select, update

from app.domain.tools.approvals import Approval, ApprovalStatus, Decision, Preview, RuleOnCall
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import ToolAllowanceRow, ToolApprovalRow, utcnow
from app.storage.repositories.common import _conn, _reads, storable_id, stored, stored_time
from app.storage.values import _BAD, NAME_MAX, Row, Unreadable, each, one

_APPROVALS = ToolApprovalRow.__table__
_ALLOWANCES = ToolAllowanceRow.__table__

_COLUMNS = (
    _APPROVALS.c.id,
    _APPROVALS.c.session_id,
    _APPROVALS.c.user_event_id,
    _APPROVALS.c.tool,
    _APPROVALS.c.server,
    stored(_APPROVALS.c.arguments),
    _APPROVALS.c.status,
    stored_time(_APPROVALS.c.created_at),
    stored(_APPROVALS.c.rules),
    stored(_APPROVALS.c.preview),
    _APPROVALS.c.decision,
    _APPROVALS.c.reason,
    stored_time(_APPROVALS.c.decided_at),
    _APPROVALS.c.mark,
)
_Q_ONE = select(*_COLUMNS).where(_APPROVALS.c.id == bindparam("id"))
_Q_STATE = select(stored(_APPROVALS.c.state)).where(_APPROVALS.c.id == bindparam("id"))
_Q_PENDING = (
    select(*_COLUMNS)
    .where(
        _APPROVALS.c.session_id == bindparam("session_id"),
        _APPROVALS.c.status == ApprovalStatus.PENDING.value,
    )
    .order_by(_APPROVALS.c.id)
)
_Q_ALLOWED = select(_ALLOWANCES.c.tool, _ALLOWANCES.c.mark).where(
    _ALLOWANCES.c.session_id == bindparam("session_id")
)


_STATUSES = {s.value: s for s in ApprovalStatus}
_DECISIONS = {d.value: d for d in Decision}


def _rules(row: Row, value: object) -> tuple[RuleOnCall, ...]:
    data = row.json("rules", value)
    if data is None or data is _BAD:
        return ()
    try:
        return tuple(RuleOnCall.from_json(x) for x in data)
    except (AttributeError, KeyError, TypeError, ValueError):
        row._note("rules", "replaced")
        return ()


def _approval(r) -> Approval:
    """A stored call; one another program left so that it cannot be shown or decided (its
    status, tool or arguments unreadable) is left out, and noted."""
    row = Row("tool_approvals", r[0])
    arguments = row.json("arguments", r[5])
    if type(arguments) is not dict:
        raise Unreadable("tool_approvals", r[0], "arguments")
    preview = row.json("preview", r[9])
    return Approval(
        id=row.id("id", r[0]),
        session_id=row.id("session_id", r[1]),
        user_event_id=row.id("user_event_id", r[2]),
        tool=row.text("tool", r[3], NAME_MAX),
        server=row.text("server", r[4], NAME_MAX),
        arguments=arguments,
        status=row.known("status", r[6], _STATUSES),
        created_at=row.time("created_at", r[7]),
        rules=_rules(row, r[8]),
        preview=Preview.from_json(preview if type(preview) is dict else None),
        decision=None if r[10] is None else row.known("decision", r[10], _DECISIONS),
        reason=None if r[11] is None else row.text("reason", r[11]),
        decided_at=None if r[12] is None else row.time("decided_at", r[12]),
        mark=r[13] if type(r[13]) is str else None,
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


def set_approval_mark(s: UnitOfWork, approval_id: int, mark: str) -> None:
    """Keep this computer's mark on a call it asked for (app.domain.marks)."""
    _conn(s).execute(update(_APPROVALS).where(_APPROVALS.c.id == approval_id).values(mark=mark))


@_reads
def approval(s: UnitOfWork, approval_id: int) -> Approval | None:
    if not storable_id(approval_id):
        return None
    return one(_approval, _conn(s).execute(_Q_ONE, {"id": approval_id}).first())


@_reads
def approval_state(s: UnitOfWork, approval_id: int) -> dict | None:
    """What continuing the call's turn takes (as the loop stored it)."""
    r = _conn(s).execute(_Q_STATE, {"id": approval_id}).first()
    if r is None:
        return None
    data = Row("tool_approvals", approval_id).json("state", r[0])
    return data if type(data) is dict else {}  # unreadable: the turn cannot be continued


@_reads
def pending_approvals(s: UnitOfWork, session_id: int) -> list[Approval]:
    """The Session's calls waiting for the user, oldest first."""
    return each(_approval, _conn(s).execute(_Q_PENDING, {"session_id": session_id}))


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
def allowances(s: UnitOfWork, session_id: int) -> dict[str, str | None]:
    """The tools allowed for the rest of this Session, each with the mark its row carries
    (None: none, or not text); which of them count is the service's to check."""
    rows = _conn(s).execute(_Q_ALLOWED, {"session_id": session_id})
    return {r[0]: (r[1] if type(r[1]) is str else None) for r in rows if type(r[0]) is str}


def forget_allowances(s: UnitOfWork, server: str) -> None:
    """Every Session's allowances of a server's tools (`SERVER__…`) go: the server is removed."""
    conn = _conn(s)
    prefix = server + "__"
    doomed = [
        (r[0], r[1])
        for r in conn.execute(select(_ALLOWANCES.c.session_id, _ALLOWANCES.c.tool))
        if type(r[1]) is str and r[1].startswith(prefix)
    ]
    for session_id, tool in doomed:
        conn.execute(
            delete(_ALLOWANCES).where(
                _ALLOWANCES.c.session_id == session_id, _ALLOWANCES.c.tool == tool
            )
        )


def allow_tool(s: UnitOfWork, session_id: int, tool: str, mark: str) -> None:
    """Allow a tool for the rest of a Session, with this computer's mark (a row there already,
    written by anyone, takes the new mark)."""
    conn = _conn(s)
    changed = conn.execute(
        update(_ALLOWANCES)
        .where(_ALLOWANCES.c.session_id == session_id, _ALLOWANCES.c.tool == tool)
        .values(mark=mark, created_at=utcnow())
    ).rowcount
    if not changed:
        conn.execute(
            insert(_ALLOWANCES),
            {"session_id": session_id, "tool": tool, "created_at": utcnow(), "mark": mark},
        )
