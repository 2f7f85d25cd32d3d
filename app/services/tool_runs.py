"""Write-ahead for actions (issue 31, app.domain.tools.runs): an allowed call of a tool that needs
the user's approval is recorded as running, and committed, before it starts; its result replaces
the record when it returns. A program that dies mid-call (killed, out of memory, the power) leaves
the record running: the next program on this computer to look (a turn in that Session, the
window opening it, `mindkeep message list`, `approve`) finds that its owner is gone, and marks
the call interrupted: the Session shows it may have run, with what was asked, and nothing runs it
again by itself (a tool allowed for the Session asks again after such a call; `approve ID` says
what happened).

Whether the owner is alive is told by a lock file it holds while the call runs (in the data
folder's `running/`, named in the record): the operating system lets go of it when the program
dies, whatever killed it. A record another computer wrote (a shared database) is not settled
here: only that computer can tell.
"""

from __future__ import annotations

import contextlib
import os
import socket
import uuid
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from filelock import FileLock, Timeout

from app.domain.errors import AppError, Code
from app.domain.model import Message, MessageSource
from app.domain.tools.runs import RunRecord, RunState, interrupted_record, running_record
from app.i18n import _
from app.services.changes import NOTHING, Changes, Done
from app.services.chat import UNANSWERED
from app.storage.engine.database import Database
from app.storage.repositories import conversation
from app.storage.repositories import tool_runs as run_rows

T = TypeVar("T")

RUNNING_DIR = "running"


class RunLocks:
    """The lock files by which this computer's programs say that a call of theirs runs."""

    def __init__(self, data_dir: Path):
        self._dir = Path(data_dir) / RUNNING_DIR

    def hold(self) -> FileLock:
        """A new lock, held (released by `let_go`, or by the program's end)."""
        self._dir.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(self._dir / f"{uuid.uuid4().hex}.lock"))
        lock.acquire(timeout=0)
        return lock

    @staticmethod
    def let_go(lock: FileLock) -> None:
        lock.release()
        with contextlib.suppress(OSError):
            os.unlink(lock.lock_file)

    @staticmethod
    def alive(path: str) -> bool | None:
        """Whether the program that holds the lock at `path` still runs (None: cannot tell)."""
        if not path or not os.path.isabs(path):
            return None
        if not os.path.isdir(os.path.dirname(path)):
            return False  # its folder is gone: no one holds a lock there
        lock = FileLock(path)
        try:
            lock.acquire(timeout=0)
        except Timeout:
            return True
        except OSError:
            return None
        lock.release()
        with contextlib.suppress(OSError):
            os.unlink(path)
        return False


@dataclass(frozen=True, slots=True)
class Started:
    """An allowed call recorded as running: its record, its message, the lock held for it."""

    run: RunRecord
    message: Message
    lock: FileLock


class ToolRuns:
    """Record allowed calls ahead of running them, their results after, and the calls whose
    program went while they ran."""

    def __init__(self, db: Database, data_dir: Path):
        """Each write returns what it made and what it changed (a `Done`)."""
        self._db = db
        self._locks = RunLocks(data_dir)
        self.host = socket.gethostname()[:255]

    # ------------------------------------------------------------ one call

    def start(
        self,
        *,
        session_id: int,
        user_event_id: int,
        tool: str,
        arguments: Any,
        approval_id: int | None = None,
    ) -> Done[Started]:
        """Record (and commit) that an allowed call is about to start: the chat shows it running."""
        lock = self._locks.hold()
        try:
            text, meta = running_record(
                tool, arguments, started_at=datetime.now(UTC), approval_id=approval_id
            )
            with self._db.write() as s:
                message = conversation.add_message(s, session_id, MessageSource.TOOL, text, meta)
                run = run_rows.add_run(
                    s,
                    session_id=session_id,
                    message_id=message.id,
                    user_event_id=user_event_id,
                    approval_id=approval_id,
                    tool=tool,
                    host=self.host,
                    lock=str(lock.lock_file),
                    pid=os.getpid(),
                )
        except BaseException:
            self._locks.let_go(lock)
            raise
        return _changed(Started(run, message, lock), message)

    def finish(self, started: Started, text: str, meta: dict) -> Done[Message]:
        """The call returned: its result replaces the record (the same message, the same event
        id), and the lock goes."""
        try:
            with self._db.write() as s:
                run_rows.end_run(
                    s, started.run.id, RunState.DONE, was=(RunState.RUNNING, RunState.INTERRUPTED)
                )
                message = run_rows.replace_tool_message(s, started.message, text, meta)
        finally:
            self._locks.let_go(started.lock)
        return _changed(message, message)

    def abandon(self, started: Started) -> Done[list[RunRecord]]:
        """The call ended in an error of this program's (not the tool's): whether it ran is
        not known, so it is marked as a crash would leave it."""
        self._locks.let_go(started.lock)
        return self.settle(started.run.session_id)

    # ------------------------------------------------------------ calls left running

    def settle(self, session_id: int | None = None) -> Done[list[RunRecord]]:
        """Mark interrupted every call recorded as running (in `session_id`, or anywhere) by a
        program of this computer that is gone; the ones marked now. The turn whose call it was
        is marked unanswered (Retry) when nothing came after the call."""
        with self._db.read() as s:
            running = run_rows.running_runs(s, host=self.host)
        gone = [
            r
            for r in running
            if (session_id is None or r.session_id == session_id)
            and self._locks.alive(r.lock) is False
        ]
        if not gone:
            return Done([])
        settled, messages = [], []
        with self._db.write() as s:
            for run in gone:
                if not run_rows.end_run(s, run.id, RunState.INTERRUPTED, was=(RunState.RUNNING,)):
                    continue  # it finished, or another program settled it, meanwhile
                message = conversation.message_info(s, run.message_id)
                if message is not None:
                    meta = message.meta or {}
                    text, new = interrupted_record(
                        run.tool,
                        meta.get("arguments", {}),
                        started_at=run.started_at,
                        approval_id=run.approval_id,
                    )
                    run_rows.replace_tool_message(s, message, text, new)
                    messages.append(message.id)
                    if run_rows.newest_message_id(s, run.session_id) == message.id:
                        asked = conversation.message_info(s, run.user_event_id)
                        if asked is not None and UNANSWERED not in (asked.meta or {}):
                            conversation.set_message_meta(
                                s,
                                asked,
                                {**(asked.meta or {}), UNANSWERED: Code.CALL_INTERRUPTED.value},
                            )
                            messages.append(asked.id)
                settled.append(run)
        return Done(
            [replace(r, state=RunState.INTERRUPTED) for r in settled],
            Changes(sessions=frozenset(r.session_id for r in settled), messages=frozenset(messages))
            if settled
            else NOTHING,
        )

    def of_approval(self, approval_id: int) -> Done[RunRecord | None]:
        """The run of an approval's call, if it started (its call's program gone: interrupted,
        which is a write: what it changed comes with it)."""
        with self._db.read() as s:
            run = run_rows.run_of_approval(s, approval_id)
        if run is None or run.state is not RunState.RUNNING:
            return Done(run)
        settled = self.settle(run.session_id)
        with self._db.read() as s:
            return Done(run_rows.run_of_approval(s, approval_id)).fold(settled)

    def check_approval(self, approval_id: int) -> None:
        """Refuse, saying what happened, to decide an approval whose call started already: it
        is running now, or it was running when its program went (it may have run). Finding
        that it went is a write: the refusal carries what it changed."""
        found = self.of_approval(approval_id)
        run = found.value
        if run is None or run.state is RunState.DONE:
            return
        started = run.started_at.isoformat(timespec="seconds")
        if run.state is RunState.INTERRUPTED:
            message = _(
                "Approval {id} was allowed, and {tool} started at {at}, but Mindkeep stopped "
                "before the call finished: it may have run, and what it did is unknown. It is "
                "not run again; check what it did, then ask the agent again if it is still "
                "needed."
            )
        else:
            message = _(
                "Approval {id} was allowed, and {tool} is running since {at}; it is not run again."
            )
        refused = AppError(
            Code.APPROVAL_DECIDED, message.format(id=approval_id, tool=run.tool, at=started), "id"
        )
        refused.changes = found.changes or None
        raise refused

    def interrupted_tools(self, session_id: int) -> frozenset[str]:
        """The tools of a Session whose call was left running by a program that went: they ask
        again, whatever was allowed for the Session."""
        with self._db.read() as s:
            return run_rows.interrupted_tools(s, session_id)


def _changed(value: T, message: Message) -> Done[T]:
    """`value`, having stored one tool message (as it is now)."""
    return Done(
        value,
        Changes(sessions=frozenset({message.session_id}), messages=frozenset({message.id})),
        (message,),
    )
