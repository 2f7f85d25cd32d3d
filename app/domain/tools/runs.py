"""Write-ahead for actions (issue 31): an allowed call of a tool that needs the user's approval
is recorded as running before it starts, so that a crash mid-call (the process killed, out of
memory, the power) leaves a trace: the Session shows that the call may have run, with what was
asked, and it is never run again by itself.

The record is a `tool` message the chat shows ("Running git_push…"), which the call's result
replaces when it returns, and a row (`RunRecord`) naming the program that runs it. When that
program is gone and the call never finished, the record becomes `interrupted`: the message then
says the call may have run, and the model reads the same when the Session goes on.

Pure: the shapes of the records and of what the model is told (English, for a model).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from app.domain.errors import Code
from app.domain.memory.rules.limits import MESSAGE_MAX


class RunState(StrEnum):
    RUNNING = "running"  # the call started; its program is (or was last known to be) running
    DONE = "done"  # it returned: its result is in the message
    INTERRUPTED = "interrupted"  # its program is gone: the call may have run; not run again


@dataclass(frozen=True, slots=True)
class RunRecord:
    """One allowed call written ahead: where it shows, which turn, approval and tool, the
    program that runs it, and what became of it."""

    id: int
    session_id: int
    message_id: int
    user_event_id: int
    approval_id: int | None
    tool: str
    state: RunState
    host: str
    lock: str  # the lock file its program holds while the call runs
    pid: int
    started_at: datetime
    ended_at: datetime | None = None

    def to_json(self) -> dict:
        return {
            "state": self.state.value,
            "tool": self.tool,
            "approval_id": self.approval_id,
            "event_id": self.message_id,
            "started_at": self.started_at.isoformat(),
            "ended_at": None if self.ended_at is None else self.ended_at.isoformat(),
        }


def _record(tool: str, arguments: Any, result: dict, meta_ran: dict, approval_id: int | None):
    text = json.dumps({"tool": tool, "arguments": arguments, "result": result}, ensure_ascii=False)
    if len(text) > MESSAGE_MAX:
        text = json.dumps({"tool": tool, "result": result}, ensure_ascii=False)[:MESSAGE_MAX]
    meta: dict[str, Any] = {"tool": tool, "arguments": arguments}
    if approval_id is not None:
        meta["approval"] = approval_id
    meta["ran"] = meta_ran
    return text, meta


def running_record(
    tool: str, arguments: Any, *, started_at: datetime, approval_id: int | None = None
) -> tuple[str, dict]:
    """The `tool` message (text, meta) of an allowed call about to start."""
    result = {
        "ok": False,
        "running": True,
        "message": f"{tool} started at {started_at.isoformat(timespec='seconds')}; its result "
        "is not in yet.",
    }
    return _record(tool, arguments, result, {"ok": False, "running": True}, approval_id)


def interrupted_result(tool: str, started_at: datetime) -> dict:
    """What the model is told of a call its program did not live to finish."""
    return {
        "ok": False,
        "ran": "unknown",
        "error": {
            "code": Code.CALL_INTERRUPTED.value,
            "message": (
                f"Mindkeep stopped while {tool} was running (it started at "
                f"{started_at.isoformat(timespec='seconds')}): it may have run, in full or in "
                "part, and its result is unknown. It was not run again. Check what it did "
                "before calling it again, or ask the user."
            ),
            "field": None,
        },
    }


def interrupted_record(
    tool: str, arguments: Any, *, started_at: datetime, approval_id: int | None = None
) -> tuple[str, dict]:
    """The `tool` message (text, meta) of a call that was running when its program went."""
    ran = {"ok": False, "interrupted": True, "code": Code.CALL_INTERRUPTED.value}
    return _record(tool, arguments, interrupted_result(tool, started_at), ran, approval_id)
