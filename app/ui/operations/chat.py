"""The window's changes to Spaces, Sessions and messages, and the agent's turn. Each returns the
service's `Done` (its result and what it changed), which `Operations` announces once."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import MESSAGE_MAX
from app.domain.model import SessionInfo, Space
from app.i18n import _
from app.services.changes import Done
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class CreateSpace(Operation[tuple[Space, SessionInfo]]):
    """A new Space, opened on its first Session (named after its first message)."""

    name: str
    session_title: str

    def run(self, services, progress) -> Done[tuple[Space, SessionInfo]]:
        space = services.chat.create_space(self.name)
        session = services.chat.create_session(
            space.value.id, title=self.session_title, auto_title=True
        )
        return Done((space.value, session.value)).fold(space, session)


@dataclass(frozen=True)
class OpenNewSession(Operation[SessionInfo]):
    """A new Session in a Space, or one of its unused new Sessions (`candidates`: their ids)
    when one is still empty, instead of adding another."""

    space_id: int
    title: str
    temporary: bool = False
    candidates: tuple[int, ...] = ()

    def run(self, services, progress) -> Done[SessionInfo]:
        for session_id in self.candidates:
            if not services.chat.newest_messages(session_id, limit=1):
                return Done(services.chat.get_session(session_id))
        return services.chat.create_session(
            self.space_id, title=self.title, temporary=self.temporary, auto_title=True
        )


@dataclass(frozen=True)
class Rename(Operation[Any]):
    """A new name for a Space, or a new title for a Session."""

    item: Space | SessionInfo
    name: str

    def run(self, services, progress):
        if isinstance(self.item, Space):
            return services.chat.rename_space(self.item.id, self.name)
        return services.chat.rename_session(self.item.id, self.name)


@dataclass(frozen=True)
class Delete(Operation[None]):
    """Delete a Space (with its Sessions) or a Session, with their messages and Memory."""

    item: Space | SessionInfo

    def run(self, services, progress) -> Done[None]:
        if isinstance(self.item, Space):
            return services.chat.delete_space(self.item.id)
        return services.chat.delete_session(self.item.id)


@dataclass(frozen=True)
class AttachFile(Operation):
    """A text file's content added to a Session as a `file` message (untrusted data); a file
    too long for one message is cut, and says so."""

    slow = True  # reading the file can take a moment
    session_id: int
    path: Path

    def run(self, services, progress):
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            raise AppError(
                Code.INVALID_INPUT,
                _("“{name}” cannot be read as text.").format(name=self.path.name),
            ) from None
        room = MESSAGE_MAX - len(self.path.name) - 4
        if len(text) > room:
            text = text[: room - 2] + "\n…"
        return services.chat.add_message(
            self.session_id, source="file", text=f"{self.path.name}\n\n{text}"
        )


@dataclass(frozen=True)
class Turned:
    """A turn's result (app.agent.turn_state.TurnResult: the messages it stored, the call
    waiting for approval), with the agent that ran it (its model judges the reply after)."""

    result: Any
    runner: Any


@dataclass(frozen=True)
class RunTurn(Operation[Turned]):
    """One agent turn on a worker: the agent made (`make_runner`: the settings, the key, the
    model's client; not on the GUI thread), the user's message (or, with `answer`, a stored
    message that went unanswered), the model and its tools, the reply. Progress reports
    ("step", name), ("text", piece) as the reply streams in, and ("stored", messages) as the
    turn stores them. Returns the turn's result with what all its writes changed."""

    slow = True
    make_runner: Any = field(compare=False)
    session_id: int
    text: str
    cancel: Any = field(compare=False)
    answer: int | None = None  # a stored user message to answer again (Retry)

    def run(self, services, progress) -> Done[Turned]:
        runner = self.make_runner()
        options = {"cancel": self.cancel, **_progress(progress)}
        if self.answer is not None:
            return _turned(runner.answer_again(self.session_id, self.answer, **options), runner)
        return _turned(runner.run_turn(self.session_id, self.text, **options), runner)


def _progress(progress) -> dict:
    """A turn's hooks, as the progress reports of its operation."""
    return {
        "on_step": lambda step: progress(("step", step)),
        "on_text": lambda piece: progress(("text", piece)),
        "on_stored": lambda stored: progress(("stored", stored)),
    }


def _turned(done: Done, runner) -> Done[Turned]:
    """A turn's result (with the agent that ran it) and what the turn changed."""
    return Done(Turned(done.value, runner), done.changes, done.stored)


@dataclass(frozen=True)
class JudgeReply(Operation):
    """After a turn, on a worker: the model judges the reply's rules the checker left unknown
    (SPEC §2.11; the setting is on). The receipt changes when it answers; nothing changes when
    it cannot be read. Returns the verdicts that changed."""

    slow = True
    runner: Any = field(compare=False)
    result: Any = field(compare=False)

    def run(self, services, progress):
        return self.runner.judge(self.result)


@dataclass(frozen=True)
class BindFolder(Operation):
    """Bind a project folder to a Space: outside agents working there use its Memory (SPEC §9)."""

    space_id: int
    folder: str

    def run(self, services, progress):
        return services.external.bind(self.space_id, self.folder)


@dataclass(frozen=True)
class UnbindFolder(Operation):
    """Unbind a project folder from its Space."""

    folder: str

    def run(self, services, progress):
        return services.external.unbind(self.folder)


@dataclass(frozen=True)
class DecideApproval(Operation[Turned]):
    """The user's Allow once / Allow for this Session / Deny on a call waiting for approval,
    and the rest of its turn on a worker (the call runs, the model goes on): a turn's result,
    with the same progress reports as RunTurn."""

    slow = True
    make_runner: Any = field(compare=False)
    approval_id: int
    decision: str
    reason: str
    cancel: Any = field(compare=False)

    def run(self, services, progress) -> Done[Turned]:
        runner = self.make_runner()
        return _turned(self._resume(runner, progress), runner)

    def _resume(self, runner, progress) -> Done:
        return runner.resume(
            self.approval_id,
            self.decision,
            reason=self.reason or None,
            cancel=self.cancel,
            **_progress(progress),
        )


@dataclass(frozen=True)
class CancelApproval(Operation):
    """Cancel the turn waiting on a call: the call never runs (the chat keeps a line)."""

    approval_id: int

    def run(self, services, progress):
        return services.approvals.cancel(self.approval_id)


@dataclass(frozen=True)
class SettleRuns(Operation):
    """A Session shown with a call recorded as running: if the program that ran it is gone
    (a crash), the call is marked as one that may have run (issue 31). Off the GUI thread: it
    looks at lock files and writes."""

    slow = True
    session_id: int

    def run(self, services, progress):
        return services.tool_runs.settle(self.session_id)
