"""Approvals (SPEC §3): a tool call that must wait for the user's Allow or Deny before it runs.

A call of a tool that is not marked read-only pauses its turn. What the user is shown is a
value made here: the call in readable form (`Preview`: key: value lines, the command of a shell
tool, a diff for a file write), the rules of the turn's Memory block that bear on it
(`RuleOnCall`, from the compliance checker's verdicts), and the state it is in
(`ApprovalStatus`). The one way out of `pending` is the user's decision, or its expiry; a call
that left `pending` without being allowed never runs (`check_decision`).

What runs here is decided here (SPEC §2.5): a waiting call counts only with this computer's mark
over the card the user sees and the turn the decision continues (`approval_fields`), and "Allow
for this Session" only with its mark over the Session, the tool and the configuration of the
server it was allowed for (`allowance_fields`). A call another program wrote or changed in a
shared database is shown, and can only be denied (`check_allow`).

Pure: the agent's loop and the approvals service ask these; nothing here reads a file.
"""

from __future__ import annotations

import difflib
import json
import shlex
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import MESSAGE_MAX
from app.domain.text import check_storable
from app.domain.tools.call_text import clip, own_name, value_text
from app.domain.tools.records import ran as ran_record


class ApprovalStatus(StrEnum):
    PENDING = "pending"  # waits for the user's click
    ALLOWED = "allowed"  # the user allowed it (once, or the tool for the Session)
    DENIED = "denied"  # the user said no; the model is told why
    EXPIRED = "expired"  # the Session moved on (a new message) before it was decided
    CANCELLED = "cancelled"  # the user cancelled the turn while it waited


class Decision(StrEnum):
    ALLOW_ONCE = "allow_once"
    ALLOW_SESSION = "allow_session"  # this call, and this tool for the rest of the Session
    DENY = "deny"

    @property
    def status(self) -> ApprovalStatus:
        return ApprovalStatus.DENIED if self is Decision.DENY else ApprovalStatus.ALLOWED


REASON_MAX = 500
# What the card shows of a diff or a command (one argument's value: call_text.VALUE_MAX).
PREVIEW_MAX = 20_000

# The tools whose call is a command line (shell servers name them so), and where it is.
SHELL_TOOLS = frozenset(
    {
        "bash",
        "exec",
        "execute",
        "execute_command",
        "run",
        "run_command",
        "run_shell_command",
        "run_terminal_cmd",
        "shell",
        "shell_exec",
        "terminal",
    }
)
COMMAND_ARGUMENTS = ("command", "cmd", "commandLine", "script")
# The filesystem server's tools that write a file (a diff is shown).
WRITE_FILE, EDIT_FILE = "write_file", "edit_file"


# ---------------------------------------------------------------- the rules on a call


@dataclass(frozen=True, slots=True)
class RuleOnCall:
    """A rule of the turn's Memory block that bears on a call: the checker found the call
    follows it or would break it (SPEC §2.11; `not_applicable` and `unknown` ones are left out)."""

    entry_id: int | None
    version: int | None
    content: str
    verdict: str  # "followed" | "violated"
    evidence: dict | None = None

    @property
    def breaks(self) -> bool:
        return self.verdict == "violated"

    @property
    def unsure(self) -> bool:
        """A "never" rule the checker cannot decide for this call: it asks, whatever was
        allowed (SPEC §3)."""
        return self.verdict == "unknown"

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "version": self.version,
            "content": self.content,
            "verdict": self.verdict,
            "evidence": self.evidence,
        }

    @staticmethod
    def from_json(data: Mapping) -> RuleOnCall:
        return RuleOnCall(
            data.get("entry_id"),
            data.get("version"),
            str(data["content"]),
            str(data["verdict"]),
            data.get("evidence"),
        )


def rules_bearing_on(
    verdicts: Iterable[Any], *, in_doubt: Callable[[Any], bool] | None = None
) -> tuple[RuleOnCall, ...]:
    """The verdicts (the checker's `Verdict`s, in the block's order) that bear on a call: those
    it would break first, then the "never" rules it cannot decide (`in_doubt`: the checker's
    app.domain.compliance.doubt), then those it follows."""
    bearing = [
        RuleOnCall(
            v.entry_id,
            v.version,
            v.words,
            v.verdict.value,
            None if v.evidence is None else v.evidence.to_json(),
        )
        for v in verdicts
        if v.verdict.value in ("followed", "violated")
        or (in_doubt is not None and v.verdict.value == "unknown" and in_doubt(v))
    ]
    order = {"violated": 0, "unknown": 1, "followed": 2}
    return tuple(sorted(bearing, key=lambda r: order[r.verdict]))


# ---------------------------------------------------------------- the call, readable


@dataclass(frozen=True, slots=True)
class Preview:
    """A call as the approval card and `mindkeep chat` show it: its arguments as key: value
    lines, and for a shell tool the command (`kind` "command"), for a file write a unified
    diff (`kind` "diff", with the file's `path`)."""

    kind: str = "fields"  # "fields" | "command" | "diff"
    fields: tuple[tuple[str, str], ...] = ()
    text: str = ""
    path: str | None = None
    # For a command or a diff: every other argument, which may change what runs (a command's
    # stdin, env, cwd…); the card and `mindkeep chat` show them beside it, never only in
    # Details (SPEC §3).
    also: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "fields": [list(f) for f in self.fields],
            "text": self.text,
            "path": self.path,
            "also": [list(f) for f in self.also],
        }

    @staticmethod
    def from_json(data: Any) -> Preview:
        if not isinstance(data, Mapping):
            return Preview()

        def pairs(value: Any) -> tuple[tuple[str, str], ...]:
            # Key: value lines as stored; anything else another program left is left out.
            if not isinstance(value, list | tuple):
                return ()
            return tuple(
                (str(p[0]), str(p[1])) for p in value if isinstance(p, list | tuple) and len(p) == 2
            )

        return Preview(
            str(data.get("kind") or "fields"),
            pairs(data.get("fields")),
            str(data.get("text") or ""),
            data.get("path") if isinstance(data.get("path"), str) else None,
            pairs(data.get("also")),
        )


def file_write_path(tool: str, arguments: Mapping) -> str | None:
    """The file a `write_file` call would write (whose current text a diff needs), or None."""
    path, content = arguments.get("path"), arguments.get("content")
    if own_name(tool) == WRITE_FILE and isinstance(path, str) and isinstance(content, str):
        return path
    return None


def _diff(old: str, new: str, path: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(keepends=True),
        new.splitlines(keepends=True),
        fromfile=f"a/{path.lstrip('/')}",
        tofile=f"b/{path.lstrip('/')}",
    )
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    return clip(text.rstrip("\n"), PREVIEW_MAX)


def _command(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return shlex.join(value)
    return None


def preview(tool: str, arguments: Mapping, *, current: str | None = None) -> Preview:
    """The call in readable form. `current`: the text of the file a `write_file` would replace
    as it is now (None: no such file, or not readable as text: the diff adds every line)."""
    fields = tuple((str(k), value_text(v)) for k, v in arguments.items())
    name = own_name(tool)
    path = arguments.get("path") if isinstance(arguments.get("path"), str) else None
    if path is not None and file_write_path(tool, arguments) is not None:
        diff = _diff(current or "", arguments["content"], path)
        return Preview("diff", fields, diff, path, _others(fields, ("path", "content")))
    edits = arguments.get("edits")
    if name == EDIT_FILE and path is not None and isinstance(edits, list) and edits:
        parts = []
        for edit in edits:
            if not isinstance(edit, Mapping):
                break
            old, new = edit.get("oldText"), edit.get("newText")
            if not isinstance(old, str) or not isinstance(new, str):
                break
            parts.append(_diff(old, new, path))
        else:
            text = clip("\n".join(parts), PREVIEW_MAX)
            return Preview("diff", fields, text, path, _others(fields, ("path", "edits")))
    if name in SHELL_TOOLS or any(k in arguments for k in COMMAND_ARGUMENTS[:2]):
        for key in COMMAND_ARGUMENTS:
            command = _command(arguments.get(key))
            if command is not None:
                text = clip(command, PREVIEW_MAX)
                return Preview("command", fields, text, None, _others(fields, (key,)))
    return Preview("fields", fields)


def _others(
    fields: tuple[tuple[str, str], ...], shown: tuple[str, ...]
) -> tuple[tuple[str, str], ...]:
    """The arguments a command or a diff does not show itself (stdin, env, cwd, a dry-run
    flag…): any of them may change what runs, so each is shown beside it."""
    return tuple((k, v) for k, v in fields if k not in shown)


# ---------------------------------------------------------------- the approval


@dataclass(frozen=True, slots=True)
class Approval:
    """One call that waited (or waits) for the user: which tool with which arguments, in which
    Session and turn, the rules that bear on it, and what became of it."""

    id: int
    session_id: int
    user_event_id: int  # the user's message whose turn asked for the call
    tool: str  # SERVER__TOOL, as the model called it
    server: str
    arguments: dict
    status: ApprovalStatus
    created_at: datetime
    rules: tuple[RuleOnCall, ...] = ()
    preview: Preview = field(default_factory=Preview)
    decision: Decision | None = None
    reason: str | None = None  # the user's words when denying
    decided_at: datetime | None = None
    # The mark the row carries (app.domain.marks), and whether it is this computer's over this
    # card and its turn (the approvals service checks it; a row not checked is not).
    mark: str | None = None
    asked_here: bool = False

    @property
    def waiting(self) -> bool:
        return self.status is ApprovalStatus.PENDING

    @property
    def breaks_rules(self) -> tuple[RuleOnCall, ...]:
        return tuple(r for r in self.rules if r.breaks)

    def to_json(self) -> dict:
        """`"pending_approval"` as `mindkeep chat --json` prints it (SPEC §3)."""
        return {
            "id": self.id,
            "tool": self.tool,
            "arguments": self.arguments,
            "rules": [r.to_json() for r in self.rules],
        }


def approval_fields(approval: Approval, state: Any) -> list:
    """What a waiting call's mark covers (app.domain.marks.APPROVAL): which call of which turn,
    everything its card shows (the tool, its server, its arguments, the rules on it, the call
    readably) and the turn's stored state, which names the call the decision runs and holds
    what the model reads when the turn goes on."""
    return [
        approval.id,
        approval.session_id,
        approval.user_event_id,
        approval.tool,
        approval.server,
        approval.arguments,
        [r.to_json() for r in approval.rules],
        approval.preview.to_json(),
        state,
    ]


def allowance_fields(session_id: int, tool: str, server: Sequence[Any] | None) -> list:
    """What an allowance's mark covers (app.domain.marks.ALLOWANCE): the Session, the tool, and
    which server configuration it was allowed for (app.domain.tools.servers.launch_identity):
    a server removed, or added again under its name with another command, ends it."""
    return [session_id, tool, None if server is None else list(server)]


def check_allow(approval: Approval) -> None:
    """A call this computer did not ask for (another program wrote or changed its row) is never
    allowed; it can be denied."""
    if not approval.asked_here:
        raise AppError(
            Code.WRITTEN_ELSEWHERE,
            f"approval {approval.id} was not asked for on this computer, or another program "
            "(perhaps another computer sharing this database) changed it since, so it cannot "
            "be allowed here; nothing was run. Deny it, or ask the agent again.",
            "id",
        )


def check_decision(approval: Approval) -> None:
    """Only a waiting call can be decided; anything else is refused with a stable code, and
    nothing runs."""
    if approval.status is ApprovalStatus.PENDING:
        return
    if approval.status in (ApprovalStatus.ALLOWED, ApprovalStatus.DENIED):
        raise AppError(
            Code.APPROVAL_DECIDED,
            f"approval {approval.id} was {approval.status.value} already; nothing was run again.",
            "id",
        )
    why = (
        "the turn was cancelled while it waited"
        if approval.status is ApprovalStatus.CANCELLED
        else "a newer message was sent in its Session before it was decided"
    )
    raise AppError(
        Code.APPROVAL_EXPIRED,
        f"approval {approval.id} can no longer be decided: {why}. Nothing was run; ask the agent "
        "again.",
        "id",
    )


def check_reason(reason: Any) -> str | None:
    """A denial's reason as given (trimmed; None when empty), or invalid_input."""
    if reason is None:
        return None
    if not isinstance(reason, str):
        raise AppError(Code.INVALID_INPUT, "a reason is text.", "reason")
    reason = reason.strip()
    if not reason:
        return None
    check_storable(reason, "reason")
    if len(reason) > REASON_MAX:
        raise AppError(
            Code.INVALID_INPUT, f"a reason is at most {REASON_MAX} characters.", "reason"
        )
    return reason


def denial_message(reason: str | None) -> str:
    """What the model is told as the result of a call the user denied (English, for a model)."""
    text = "The user denied this call; it was not run."
    if reason:
        text += f" The user's reason: {json.dumps(reason, ensure_ascii=False)}."
    return text + " Do not call it again unless the user asks; take the reason into account."


def breaks_rule_message(rules: Sequence[RuleOnCall]) -> str:
    """What the model is told, once, before the user is asked about a call that would break
    their rules (English, for a model)."""
    named = "; ".join(
        f"{json.dumps(r.content, ensure_ascii=False)} (entry {r.entry_id})" for r in rules
    )
    return (
        f"Not run: this call would break the user's rule: {named}. Do the task another way that "
        "follows the rule. If the user still wants exactly this call, make it again: the user "
        "will be asked to approve it, with a warning that it breaks the rule."
    )


# ---------------------------------------------------------------- what the chat keeps


def not_run(code: Code, message: str) -> dict:
    """The result of a call that did not run (denied, skipped, expired…), as the model and the
    stored tool message get it."""
    return {"ok": False, "written": False, "ran": False, "error": AppError(code, message).to_json()}


def tool_record(
    tool: str,
    arguments: Any,
    result: dict,
    *,
    approval_id: int | None = None,
    ran: bool = True,
    untrusted: tuple[str, ...] = (),
) -> tuple[str, dict]:
    """A tool call as the Session's history keeps it: the `tool` message's text (the raw
    result, which the window reads as a sentence) and its meta (the tool, its arguments, the
    approval it waited for, and what it did (`ran`, app.domain.tools.records: whether it ran at
    all among it; a call that never ran holds no outside content, so it taints nothing)."""
    text = json.dumps({"tool": tool, "result": result}, ensure_ascii=False)
    if len(text) > MESSAGE_MAX:
        text = text[: MESSAGE_MAX - 1] + "…"
    if not isinstance(arguments, dict):
        arguments = clip(str(arguments), MESSAGE_MAX // 10)
    meta: dict[str, Any] = {"tool": tool, "arguments": arguments}
    if approval_id is not None:
        meta["approval"] = approval_id
    meta["ran"] = ran_record(result, did_run=ran, untrusted=untrusted)
    return text, meta


def expired_result(approval: Approval) -> dict:
    return not_run(
        Code.APPROVAL_EXPIRED,
        f"{approval.tool} waited for the user's approval and was not run: a newer message was "
        "sent before the user decided.",
    )


def cancelled_result(approval: Approval) -> dict:
    return not_run(
        Code.CANCELLED,
        f"{approval.tool} waited for the user's approval and was not run: the user cancelled "
        "the turn.",
    )
