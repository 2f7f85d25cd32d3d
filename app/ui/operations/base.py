"""The one way the window changes data (Anki's `aqt/operations` is the model).

An `Operation` is a small typed value that says what to change; its `run()` calls the
service (no Qt, no widgets). What the service writes changed (`Changes`, app.services.changes)
is what it returns (a `Done`), announced once, on the GUI thread, when it is done:
`sig_changed(changes, initiator)`. Each screen decides whether to refresh; the one that
started it applies the result it gets back and skips the echo (its initiator is itself). A
refused or cancelled operation announces what it committed before it stopped, if anything.
A slow operation may tell its `progress` ("stored", messages) as its writes store them (a
turn's messages, shown as they come without a read: app/ui/operations/chat.py).

`Operations` runs them: on the GUI thread for the short writes (one transaction of a few
milliseconds, so the result is there for the very next line: focus, Undo, the next card),
on a worker for those marked `slow` (a whole agent turn, a file read). A refusal (`AppError`)
is said in one place: the sentence from app.services.refusals, with the numbers of a full
room, on the `errors` surface the caller names (its notice bar), then the caller's own
`failed` hook (to refresh what it shows, say). Every finished operation is announced on
`sig_done(operation, result, initiator)`, after its changes.

A short write never waits on the GUI thread (issue 31): it is tried there without waiting for
the database's write lock; when another program holds the lock (a long import), or a shared
database's connection dropped and undid it whole, the same operation runs again on a worker,
and the caller's notice says "Waiting for another program…" with Cancel until it is done.

A new kind of change (an approval card's Allow / Deny, a relayed suggestion's decision) is a
new `Operation` subclass beside the others in this package, run with `ops.run(...)` from the
card's page.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal, SignalInstance

from app.domain.errors import AppError, Code
from app.domain.model import ScopeRef
from app.i18n import _
from app.services.changes import Changes, Done
from app.services.refusals import error_text
from app.ui.operations.tasks import TaskRunner

R = TypeVar("R")
Progress = Callable[[Any], None]


class ErrorSurface(Protocol):
    """Where a refusal is said (a NoticeBar): the sentence, the service's words as a detail,
    and the signals that take it away again."""

    def show_error(
        self, text: Callable[[], str], *, detail: str = "", until: Sequence[SignalInstance] = ()
    ) -> None: ...


class Operation(Generic[R]):
    """One change. Subclasses are frozen dataclasses holding what to change; `run` makes it."""

    # Runs on a worker thread (the result comes back to `done` on the GUI thread).
    slow: ClassVar[bool] = False

    def run(self, services: Any, progress: Progress) -> R:
        """Call the service (the Core of app.bootstrap); raise AppError to refuse."""
        raise NotImplementedError

    def room_of(self) -> ScopeRef | None:
        """The scope whose numbers a "Memory room is full" refusal should say (None: none)."""
        return None


class Operations(QObject):
    """Runs operations for the window's parts (see the module's docstring)."""

    sig_done = Signal(object, object, object)  # operation, its result, initiator
    sig_changed = Signal(object, object)  # Changes, initiator: once per operation that wrote
    sig_failed = Signal(object, object, object)  # operation, the AppError, initiator

    def __init__(self, services: Any, parent: QObject | None = None):
        super().__init__(parent)
        self.services = services
        self.tasks = TaskRunner(self)

    def run(
        self,
        op: Operation[R],
        *,
        initiator: object,
        done: Callable[[R], None] | None = None,
        failed: Callable[[AppError], None] | None = None,
        errors: ErrorSurface | None = None,
        until: Sequence[SignalInstance] = (),
        progress: Progress | None = None,
    ) -> R | None:
        """Run `op`; its result (or None when refused, or when it runs on a worker) is returned
        and handed to `done`. A refusal is said on `errors` (until one of `until` fires), then
        handed to `failed`."""
        if op.slow:

            def finished(result: R) -> None:
                self._finished(op, result, initiator, done)

            def broke(exc: Exception) -> None:
                self._refused(op, _as_app_error(exc), initiator, failed, errors, until)

            def work(report: Progress) -> R:
                return op.run(self.services, report)

            self.tasks.start(work, finished, broke, progress)
            return None
        db = self.services.db
        before = db.commits()
        try:
            with db.lock_wait(0):  # never wait on the GUI thread
                result = op.run(self.services, progress or _ignore)
        except AppError as err:
            if db.commits() == before and (err.code is Code.DATABASE_BUSY or db.may_retry(err)):
                self._run_waiting(op, initiator, done, failed, errors, until, progress, err)
            else:
                self._refused(op, err, initiator, failed, errors, until)
            return None
        return self._finished(op, result, initiator, done)

    def _run_waiting(self, op, initiator, done, failed, errors, until, progress, err) -> None:
        """Run `op` again on a worker, waiting for the lock (or for the shared database to be
        back) as long as a write may, with Cancel on the notice meanwhile."""
        cancelled = threading.Event()
        db = self.services.db
        dropped = err.code is not Code.DATABASE_BUSY
        say = getattr(errors, "show_message", None)  # a NoticeBar; other surfaces say nothing
        shown = [False]

        def waiting_text() -> str:
            if dropped:
                return _("Waiting for the shared database to be back…")
            return _("Waiting for another program to finish writing to the database…")

        def cancel() -> None:
            cancelled.set()

        if say is not None:
            say(waiting_text, actions=[(lambda: _("Cancel"), cancel)])
            shown[0] = True

        def work(report):
            if dropped:
                db.wait_for_server()
            with db.lock_wait(None, cancelled):
                return op.run(self.services, report)

        def take_notice_away() -> None:
            if shown[0] and getattr(errors, "text", None) is not None:
                errors.clear()

        def finished(result) -> None:
            take_notice_away()
            self._finished(op, result, initiator, done)

        def broke(exc: Exception) -> None:
            take_notice_away()
            problem = _as_app_error(exc)
            if problem.code is Code.CANCELLED and cancelled.is_set():
                self._announce(problem.changes, initiator)
                if failed is not None:
                    failed(problem)  # (the caller's refresh comes before what is said)
                self.sig_failed.emit(op, problem, initiator)
                if say is not None:
                    say(lambda: _("Cancelled: nothing was saved."), until=until)
                return
            self._refused(op, problem, initiator, failed, errors, until)

        self.tasks.start(work, finished, broke, progress)

    def _announce(self, changes: object, initiator: object) -> None:
        """What the operation's writes changed (a `Done`'s or a refusal's), said once; nothing
        when it wrote nothing."""
        if isinstance(changes, Changes) and changes:
            self.sig_changed.emit(changes, initiator)

    def _finished(self, op, result, initiator, done):
        changes = None
        if isinstance(result, Done):  # the operation's result and what it changed
            changes, result = result.changes, result.value
        if done is not None:
            done(result)
        self._announce(changes, initiator)
        self.sig_done.emit(op, result, initiator)
        return result

    def _refused(self, op, err: AppError, initiator, failed, errors, until) -> None:
        self._announce(err.changes, initiator)  # what it committed before it stopped
        if errors is not None:
            errors.show_error(
                error_text(err, room=self._room(op, err)), detail=err.message, until=until
            )
        if failed is not None:
            failed(err)
        self.sig_failed.emit(op, err, initiator)

    def _room(self, op: Operation, err: AppError) -> tuple[int, int] | None:
        """(used, size) of the room a refused save aimed at, as they are now."""
        ref = op.room_of()
        if err.code is not Code.ROOM_FULL or ref is None:
            return None
        try:
            st = self.services.memory.settings(ref)
        except AppError:
            return None
        return st.used, st.room


def _ignore(_item: Any) -> None:
    pass


def _as_app_error(exc: Exception) -> AppError:
    """What a worker raised, as a refusal to say (an unexpected failure says its own words)."""
    if isinstance(exc, AppError):
        return exc
    return AppError(Code.INVALID_INPUT, str(exc) or type(exc).__name__)
