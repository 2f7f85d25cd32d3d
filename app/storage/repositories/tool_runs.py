"""Statements on allowed actions written ahead (issue 31) and on the `tool` message that shows
each, on a caller's unit of work; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from sqlalchemy import bindparam, insert, select, update

from app.domain.model import Message
from app.domain.tools.runs import RunRecord, RunState
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import MessageRow, ToolRunRow, utcnow
from app.storage.repositories.common import _conn, _reads, storable_id, stored_time
from app.storage.values import NAME_MAX, Row, each, one

_RUNS = ToolRunRow.__table__
_MESSAGES = MessageRow.__table__

_COLUMNS = (
    _RUNS.c.id,
    _RUNS.c.session_id,
    _RUNS.c.message_id,
    _RUNS.c.user_event_id,
    _RUNS.c.approval_id,
    _RUNS.c.tool,
    _RUNS.c.state,
    _RUNS.c.host,
    _RUNS.c.lock,
    _RUNS.c.pid,
    stored_time(_RUNS.c.started_at),
    stored_time(_RUNS.c.ended_at),
)
_Q_RUNNING = select(*_COLUMNS).where(_RUNS.c.state == RunState.RUNNING.value).order_by(_RUNS.c.id)
_Q_RUNNING_HERE = _Q_RUNNING.where(_RUNS.c.host == bindparam("host"))
_Q_OF_APPROVAL = (
    select(*_COLUMNS).where(_RUNS.c.approval_id == bindparam("approval_id")).order_by(_RUNS.c.id)
)
_Q_INTERRUPTED_TOOLS = select(_RUNS.c.tool).where(
    _RUNS.c.session_id == bindparam("session_id"),
    _RUNS.c.state == RunState.INTERRUPTED.value,
)
_Q_NEWEST_ID = (
    select(_MESSAGES.c.id)
    .where(_MESSAGES.c.session_id == bindparam("session_id"))
    .order_by(_MESSAGES.c.id.desc())
    .limit(1)
)

_STATES = {s.value: s for s in RunState}


def _run(r) -> RunRecord:
    row = Row("tool_runs", r[0])
    return RunRecord(
        id=row.id("id", r[0]),
        session_id=row.id("session_id", r[1]),
        message_id=row.id("message_id", r[2]),
        user_event_id=row.id("user_event_id", r[3]),
        approval_id=None if r[4] is None else row.id("approval_id", r[4]),
        tool=row.text("tool", r[5], NAME_MAX),
        state=row.known("state", r[6], _STATES),
        host=row.text("host", r[7], 255),
        lock=row.text("lock", r[8], 4096),
        pid=row.count("pid", r[9]),
        started_at=row.time("started_at", r[10]),
        ended_at=None if r[11] is None else row.time("ended_at", r[11]),
    )


def add_run(
    s: UnitOfWork,
    *,
    session_id: int,
    message_id: int,
    user_event_id: int,
    approval_id: int | None,
    tool: str,
    host: str,
    lock: str,
    pid: int,
) -> RunRecord:
    """Record that an allowed call is about to start (shown by message `message_id`)."""
    now = utcnow()
    run_id = (
        _conn(s)
        .execute(
            insert(_RUNS),
            {
                "session_id": session_id,
                "message_id": message_id,
                "user_event_id": user_event_id,
                "approval_id": approval_id,
                "tool": tool,
                "state": RunState.RUNNING.value,
                "host": host,
                "lock": lock,
                "pid": pid,
                "started_at": now,
            },
        )
        .inserted_primary_key[0]
    )
    return RunRecord(
        run_id,
        session_id,
        message_id,
        user_event_id,
        approval_id,
        tool,
        RunState.RUNNING,
        host,
        lock,
        pid,
        now,
    )


def end_run(s: UnitOfWork, run_id: int, state: RunState, *, was: tuple[RunState, ...]) -> bool:
    """Move a run to `state` if it is still in one of `was` (compare-and-set); False when not."""
    changed = (
        _conn(s)
        .execute(
            update(_RUNS)
            .where(_RUNS.c.id == run_id, _RUNS.c.state.in_([w.value for w in was]))
            .values(state=state.value, ended_at=utcnow())
        )
        .rowcount
    )
    return changed == 1


@_reads
def running_runs(s: UnitOfWork, *, host: str | None = None) -> list[RunRecord]:
    """The runs still recorded as running (those of programs on `host` when given)."""
    if host is None:
        return each(_run, _conn(s).execute(_Q_RUNNING))
    return each(_run, _conn(s).execute(_Q_RUNNING_HERE, {"host": host}))


@_reads
def run_of_approval(s: UnitOfWork, approval_id: int) -> RunRecord | None:
    """The run of an approval's call (None: it never started)."""
    if not storable_id(approval_id):
        return None
    return one(_run, _conn(s).execute(_Q_OF_APPROVAL, {"approval_id": approval_id}).first())


@_reads
def interrupted_tools(s: UnitOfWork, session_id: int) -> frozenset[str]:
    """The tools of a Session whose call was left running by a program that went."""
    rows = _conn(s).execute(_Q_INTERRUPTED_TOOLS, {"session_id": session_id})
    return frozenset(r[0] for r in rows if type(r[0]) is str)


@_reads
def newest_message_id(s: UnitOfWork, session_id: int) -> int | None:
    """The id of a Session's newest message."""
    return _conn(s).execute(_Q_NEWEST_ID, {"session_id": session_id}).scalar()


def replace_tool_message(s: UnitOfWork, message: Message, text: str, meta: dict) -> Message:
    """A run's `tool` message with its new text and meta (running → its result, or
    interrupted)."""
    _conn(s).execute(
        update(_MESSAGES).where(_MESSAGES.c.id == message.id).values(text=text, meta=meta)
    )
    note_change(s, "message", "update", session_id=message.session_id, message_id=message.id)
    return Message(message.id, message.session_id, message.source, text, message.created_at, meta)
