"""The app's one error type, with the stable codes the CLI, the agent's tools and the window render."""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    # SPEC §2.2 codes (propose_memory_rule and the other agent tools)
    INVALID_ARGUMENTS = "invalid_arguments"
    INVALID_KIND = "invalid_kind"
    INVALID_SCOPE = "invalid_scope"
    CONTENT_EMPTY = "content_empty"
    CONTENT_TOO_LONG = "content_too_long"
    REASON_TOO_LONG = "reason_too_long"
    SOURCE_REQUIRED = "source_required"
    SOURCE_NOT_FOUND = "source_not_found"
    SOURCE_NOT_IN_SESSION = "source_not_in_session"
    SOURCE_NOT_USER = "source_not_user"
    AUTO_MEMORY_OFF = "auto_memory_off"
    SUGGESTION_LIMIT = "suggestion_limit"
    ROOM_LIMIT = "room_limit"
    DISMISSED_BEFORE = "dismissed_before"
    ALREADY_DECIDED = "already_decided"
    PENDING_SUGGESTION = "pending_suggestion"
    USE_PROPOSE_MEMORY_RULE = "use_propose_memory_rule"  # save_memory asked to save a rule
    # Policy (SPEC §2.5) and the user's decisions (SPEC §2.4)
    SECRET_CONTENT = "secret_content"
    POLICY_VIOLATION = "policy_violation"
    ROOM_FULL = "room_full"
    VERSION_CONFLICT = "version_conflict"
    NOT_ALLOWED = "not_allowed"
    INVALID_STATE = "invalid_state"
    ALREADY_SAVED = "already_saved"
    NOTHING_TO_UNDO = "nothing_to_undo"
    IMPORT_REFUSED = "import_refused"  # some entries of an import were refused (the rest written)
    # The conversation
    MESSAGE_TOO_LONG = "message_too_long"  # over MESSAGE_MAX characters: nothing is written
    TEMPORARY_SESSION = "temporary_session"  # a temporary Session neither reads nor writes Memory
    # Lookups and plumbing
    NOT_FOUND = "not_found"
    INVALID_INPUT = "invalid_input"
    SCHEMA_TOO_NEW = "schema_too_new"
    DATABASE_ERROR = "database_error"
    # another program holds the database's write lock: this write has not started (nothing
    # written); the window runs it again off its GUI thread, waiting with Cancel
    DATABASE_BUSY = "database_busy"
    NO_DISPLAY = "no_display"  # the window was asked for where there is no screen to show it
    # Tool servers (MCP, SPEC §3)
    ALREADY_EXISTS = "already_exists"  # a tool server of that name is configured already
    COMMAND_NOT_FOUND = "command_not_found"  # a stdio server's command is not on this machine
    NO_KEYRING = "no_keyring"  # a secret to keep, and no OS keyring to keep it in
    TOOL_SERVER_UNAVAILABLE = "tool_server_unavailable"  # could not start, or stopped answering
    # added or changed by another program (a shared database): not started until confirmed here
    TOOL_SERVER_NOT_TRUSTED = "tool_server_not_trusted"
    TOOL_TIMEOUT = "tool_timeout"  # a tool call took longer than its time limit
    TOOL_FAILED = "tool_failed"  # the server ran the tool and reported that it failed
    CANCELLED = "cancelled"  # the user cancelled the turn while it waited
    # Approvals (SPEC §3): a tool call waiting for the user's Allow or Deny
    APPROVAL_DECIDED = "approval_decided"  # it was allowed or denied already: nothing runs again
    APPROVAL_EXPIRED = "approval_expired"  # it can no longer be decided (expired or cancelled)
    DENIED = "denied"  # the user denied the call: it did not run (the model is told why)
    BREAKS_RULE = "breaks_rule"  # not run yet: it would break one of the user's rules
    SKIPPED = "skipped"  # not run: an earlier call of the same step was denied
    TOO_MANY_CALLS = "too_many_calls"  # a step asked for more tool calls than one step may make
    # Mindkeep stopped (a crash, the power) while an allowed call ran: it may have run, its
    # result is unknown, and it is never run again by itself (issue 31)
    CALL_INTERRUPTED = "call_interrupted"
    # A row that would make something run or be restored here (an approval, a history record)
    # without this computer's mark: another program wrote or changed it (SPEC §2.5). Shown,
    # never acted on.
    WRITTEN_ELSEWHERE = "written_elsewhere"


class AppError(Exception):
    """A refused operation: nothing was written. `code` is stable; `message` says what to do instead."""

    def __init__(self, code: Code, message: str, field: str | None = None):
        super().__init__(message)
        self.code = Code(code)
        self.message = message
        self.field = field
        # What was committed before the refusal (an app.services.changes.Changes: a turn's
        # stored messages, say), for whoever ran it to announce; None when nothing was.
        self.changes: object | None = None

    def to_json(self) -> dict:
        return {"code": str(self.code), "message": self.message, "field": self.field}

    def __repr__(self) -> str:
        return f"AppError({self.code!s}, {self.message!r}, field={self.field!r})"


class UndoRefused(AppError):
    """An undo refused whole (SPEC §2.6): which part could not be undone (`part`, an
    app.domain.memory.rules.undo.UndoPart, and the entry's words when it still exists) and why
    (`cause`, the rules' own refusal). Kept beside AppError, not with the plan of an undo:
    whoever says a refusal (app.services.refusals, on the chat's first screen) need not load
    the rules of Memory (~45 ms, app/startup.py)."""

    def __init__(self, message: str, part: object, content: str | None, cause: AppError | None):
        super().__init__(cause.code if cause is not None else Code.VERSION_CONFLICT, message)
        self.part = part
        self.content = content
        self.cause = cause
