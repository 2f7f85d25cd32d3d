"""What can go wrong with a tool server, as one typed error the chat, the CLI and the model
each render their own way."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from app.domain.errors import AppError, Code
from app.i18n import _


class Failure(StrEnum):
    START_FAILED = "start_failed"  # the command did not run, or the server never got ready
    STOPPED = "stopped"  # it was running and went away (exited, connection closed)
    TIMEOUT = "timeout"  # a call took longer than its time limit
    CANCELLED = "cancelled"  # the user cancelled the turn while a call waited
    CLOSED = "closed"  # the app is closing: no server is started any more
    # its configuration was added or changed by another program, not confirmed on this computer
    NOT_TRUSTED = "not_trusted"
    # its tools' definitions changed since they were pinned (MCP's "rug pull"): not confirmed
    CHANGED = "definitions_changed"


_CODES = {
    Failure.START_FAILED: Code.TOOL_SERVER_UNAVAILABLE,
    Failure.STOPPED: Code.TOOL_SERVER_UNAVAILABLE,
    Failure.TIMEOUT: Code.TOOL_TIMEOUT,
    Failure.CANCELLED: Code.CANCELLED,
    Failure.CLOSED: Code.TOOL_SERVER_UNAVAILABLE,
    Failure.NOT_TRUSTED: Code.TOOL_SERVER_NOT_TRUSTED,
    Failure.CHANGED: Code.TOOL_SERVER_NOT_TRUSTED,
}


class ToolServerError(AppError):
    """A server that could not start, stopped, or did not answer in time. `message` is English
    (for the model, JSON and logs); `describe()` says it in the UI language, for the chat."""

    def __init__(
        self,
        server: str,
        failure: Failure,
        detail: str = "",
        *,
        seconds: float = 0,
        local_detail: Callable[[], str] | None = None,
    ):
        self.server = server
        self.failure = failure
        self.detail = detail.strip()
        # The detail in the UI language at the time it is shown, where Mindkeep wrote it (a
        # server's own words are shown as they are).
        self._local_detail = local_detail
        self.seconds = seconds
        super().__init__(_CODES[failure], self._english(), "server")

    def _english(self) -> str:
        detail = f": {self.detail}" if self.detail else "."
        if self.failure is Failure.START_FAILED:
            return f"The {self.server} server could not start{detail}"
        if self.failure is Failure.STOPPED:
            return f"The {self.server} server stopped{detail}"
        if self.failure is Failure.TIMEOUT:
            return f"The {self.server} server did not answer within {self.seconds:g} seconds."
        if self.failure is Failure.CANCELLED:
            return f"The call to the {self.server} server was cancelled."
        if self.failure is Failure.NOT_TRUSTED:
            return (
                f"The {self.server} server was not started: it was added or changed by another "
                "program (e.g. another computer sharing this database) and has not been "
                f"confirmed on this computer. Check it with `mindkeep tools list`, then confirm "
                f"it with `mindkeep tools trust {self.server}` or in Settings → Tools."
            )
        if self.failure is Failure.CHANGED:
            return (
                f"The {self.server} server's tools are not used: their names, descriptions, "
                "schemas or hints (or the server's instructions) changed since it was trusted on "
                f"this computer. See what changed with `mindkeep tools trust {self.server}` (which "
                "confirms it) or in Settings → Tools."
            )
        return f"The {self.server} server is not available: Mindkeep is closing."

    def describe(self) -> str:
        """The error in the UI language, e.g. "The git server could not start: …"."""
        if self.failure is Failure.START_FAILED:
            text = (
                _("The {server} server could not start: {detail}")
                if self.detail
                else _("The {server} server could not start.")
            )
        elif self.failure is Failure.STOPPED:
            text = (
                _("The {server} server stopped: {detail}")
                if self.detail
                else _("The {server} server stopped.")
            )
        elif self.failure is Failure.TIMEOUT:
            text = _("The {server} server did not answer within {seconds} seconds.")
        elif self.failure is Failure.CANCELLED:
            text = _("The call to the {server} server was cancelled.")
        elif self.failure is Failure.NOT_TRUSTED:
            text = _(
                "The {server} server was not started: it was added or changed by another program "
                "(e.g. another computer sharing this database) and has not been confirmed on this "
                "computer. Check it in Settings → Tools and choose Trust on this computer, or run "
                "mindkeep tools trust {server}."
            )
        elif self.failure is Failure.CHANGED:
            text = _(
                "The {server} server's tools are not used: their descriptions, schemas or hints "
                "changed since you trusted it. See what changed in Settings → Tools and choose "
                "Trust on this computer, or run mindkeep tools trust {server}."
            )
        else:
            text = _("The {server} server is not available: Mindkeep is closing.")
        detail = self._local_detail().strip() if self._local_detail else self.detail
        return text.format(server=self.server, detail=detail, seconds=f"{self.seconds:g}")

    def to_json(self) -> dict:
        return {**super().to_json(), "server": self.server, "failure": self.failure.value}
