"""Other agents on this computer (SPEC §10): the clients Mindkeep connects, how each one's hook
events read, what their tool calls are in the checker's words, what a rule decides about a call,
and how each client wants its answer.

Pure, and light on purpose: `mindkeep hook …` runs before every tool call of every connected
agent and imports this module first, so it uses only what a bare interpreter has loaded already
(no dataclasses, no typing). Nothing here reads a database or the checker: the rules and their
verdicts come in as plain values.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence

# The clients and their hook events: app/domain/agents/names.py (given here too).
from app.domain.agents.names import (
    CLIENTS,
    EVENTS,
    POST_TOOL,
    PRE_TOOL,
    PROMPT,
    SESSION_START,
    STOP,
)

# What a rule does to another agent's action that would break it (the user's choice per rule).
BLOCK, REMIND, OFF = "block", "remind", "off"
MODES = (BLOCK, REMIND, OFF)

# Verdicts, as the checker says them (app.domain.memory.outcomes).
FOLLOWED, VIOLATED, NOT_APPLICABLE, UNKNOWN = "followed", "violated", "not_applicable", "unknown"

# The most text a call may hold and still be checked in time (the checker reads a shell command
# of 100,000 characters in ~0.2 s, ten times that in ~1.6 s): a larger call is not checked, and
# goes on with a note (fail open), never checked in part.
CHECK_MAX = 200_000
# A hook's JSON larger than this is not read (an agent's hook input is a few kilobytes).
INPUT_MAX = 16 * 1024 * 1024

# The checker's names for what a call does (app.domain.compliance.target reads these).
SHELL = "shell"
WRITE_FILE = "write_file"
EDIT_FILE = "edit_file"


class HookInputError(ValueError):
    """What arrived on a hook's stdin cannot be read as that client's hook JSON."""


class Call:
    """One tool call of another agent, in the checker's words: a name it knows (`shell`,
    `write_file`, `edit_file`, `server__tool`) and its arguments; `tool` is the client's name."""

    __slots__ = ("arguments", "name", "tool")

    def __init__(self, name: str, arguments: Mapping, tool: str):
        self.name = name
        self.arguments = dict(arguments)
        self.tool = tool

    def to_json(self) -> dict:
        return {"name": self.name, "arguments": self.arguments}

    def summary(self, limit: int = 2_000) -> str:
        """The call as one readable line: the command, or the file written, or the tool."""
        args = self.arguments
        if self.name == SHELL:
            text = f"{args.get('command', '')}"
        elif self.name in (WRITE_FILE, EDIT_FILE):
            text = f"{self.tool}: {args.get('path', '')}"
        else:
            text = self.tool
        text = " ".join(text.split())
        return text if len(text) <= limit else text[: limit - 1] + "…"


class HookEvent:
    """What one hook of another agent says, in Mindkeep's words."""

    __slots__ = ("calls", "client", "cwd", "event", "prompt", "reply", "session", "tool")

    def __init__(
        self,
        client: str,
        event: str,
        *,
        cwd: str | None = None,
        session: str | None = None,
        prompt: str | None = None,
        tool: str | None = None,
        calls: Sequence[Call] = (),
        reply: str | None = None,
    ):
        self.client = client
        self.event = event
        self.cwd = cwd
        self.session = session
        self.prompt = prompt
        self.tool = tool
        self.calls = tuple(calls)
        self.reply = reply

    @property
    def agent(self) -> str:
        """The name the user sees: "Claude Code"."""
        return CLIENTS[self.client]

    @property
    def oversized(self) -> bool:
        """Whether its calls hold more text than can be checked in time (CHECK_MAX)."""
        return sum(len(json.dumps(c.arguments, ensure_ascii=False)) for c in self.calls) > CHECK_MAX

    def to_json(self) -> dict:
        return {
            "client": self.client,
            "event": self.event,
            "cwd": self.cwd,
            "session": self.session,
            "prompt": self.prompt,
            "tool": self.tool,
            "calls": [c.to_json() | {"tool": c.tool} for c in self.calls],
            "reply": self.reply,
        }

    @classmethod
    def from_json(cls, data: Mapping) -> HookEvent:
        """The form `to_json` gives back (a helper process hands events on this way)."""
        client, event = data.get("client"), data.get("event")
        if client not in CLIENTS or event not in EVENTS:
            raise HookInputError("not a hook event of a known client")
        calls = []
        for c in data.get("calls") or ():
            if not isinstance(c, Mapping) or not isinstance(c.get("name"), str):
                raise HookInputError("a call without a name")
            args = c.get("arguments")
            calls.append(
                Call(c["name"], args if isinstance(args, Mapping) else {}, str(c.get("tool", "")))
            )
        return cls(
            client,
            event,
            cwd=_text(data.get("cwd")),
            session=_text(data.get("session")),
            prompt=_text(data.get("prompt")),
            tool=_text(data.get("tool")),
            calls=calls,
            reply=_text(data.get("reply")),
        )


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


# ---------------------------------------------------------------- reading a client's hook JSON


def read_event(client: str, event: str, payload: object) -> HookEvent:
    """A client's hook JSON (already parsed) as a HookEvent; HookInputError when it is not one."""
    if client not in CLIENTS:
        raise HookInputError(f"unknown client {client!r}")
    if event not in EVENTS:
        raise HookInputError(f"unknown hook event {event!r}")
    if not isinstance(payload, Mapping):
        raise HookInputError("the hook input is not a JSON object")
    cwd = _first_text(payload, "cwd")
    if cwd is None:
        roots = payload.get("workspace_roots")
        if isinstance(roots, list) and roots and isinstance(roots[0], str):
            cwd = roots[0]
    info = payload.get("tool_info") if isinstance(payload.get("tool_info"), Mapping) else {}
    if cwd is None and isinstance(info.get("cwd"), str):
        cwd = info["cwd"]
    session = _first_text(payload, "session_id", "conversation_id", "trajectory_id")
    prompt = reply = tool = None
    calls: list[Call] = []
    if event == PROMPT:
        prompt = _first_text(payload, "prompt", "user_prompt")
        if prompt is None and isinstance(info.get("user_prompt"), str):
            prompt = info["user_prompt"]
    elif event in (PRE_TOOL, POST_TOOL):
        tool, calls = _calls(client, payload, info)
    elif event == STOP:
        reply = _first_text(payload, "last_assistant_message", "prompt_response", "response")
        if reply is None and isinstance(info.get("response"), str):
            reply = info["response"]
    return HookEvent(
        client,
        event,
        cwd=cwd,
        session=session,
        prompt=prompt,
        tool=tool,
        calls=calls,
        reply=reply,
    )


def _first_text(payload: Mapping, *keys: str) -> str | None:
    for key in keys:
        value = payload.get(key)
        if isinstance(value, str):
            return value
    return None


_SHELL_TOOLS = frozenset(
    {
        "bash",
        "exec_command",
        "shell",
        "local_shell",
        "run_shell_command",
        "run_in_terminal",
        "runinterminal",
        "run_command",
        "terminal",
    }
)
_WRITE_TOOLS = frozenset({"write", "write_file", "create_file", "writefile"})
_EDIT_TOOLS = frozenset(
    {"edit", "multiedit", "replace", "edit_file", "str_replace", "replace_string_in_file"}
)
_PATH_KEYS = ("file_path", "path", "filePath", "filename", "file", "target_file", "notebook_path")
# apply_patch's file headers (Codex): every file a patch adds, changes or moves to.
_PATCH_FILE = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$", re.M)


def _calls(client: str, payload: Mapping, info: Mapping) -> tuple[str | None, list[Call]]:
    """The client's tool call as the checker reads it (one call may write several files)."""
    name = payload.get("tool_name")
    args = payload.get("tool_input")
    if isinstance(args, str):  # Cursor sends an MCP tool's input as JSON text
        args = _json_object(args)
    if not isinstance(args, Mapping):
        args = {}
    if not isinstance(name, str):
        # Cursor's and Windsurf's own events: the shape says what the call is.
        command = payload.get("command")
        if not isinstance(command, str):
            command = info.get("command_line")
        if isinstance(command, str):
            return "shell", [Call(SHELL, {"command": command}, "shell")]
        path = payload.get("file_path") if isinstance(payload.get("file_path"), str) else None
        if path is None and isinstance(info.get("file_path"), str):
            path = info["file_path"]
        if path is not None:
            edits = payload.get("edits", info.get("edits"))
            return "edit", [_edit(path, edits, "edit")]
        mcp = info.get("mcp_tool_name") if isinstance(info.get("mcp_tool_name"), str) else None
        if mcp is not None:
            server = info.get("mcp_server_name")
            mcp_args = info.get("mcp_tool_arguments")
            full = f"{server}__{mcp}" if isinstance(server, str) else mcp
            return mcp, [Call(full, mcp_args if isinstance(mcp_args, Mapping) else {}, mcp)]
        raise HookInputError("the hook input names no tool call")
    return name, _call_of(name, args)


def _call_of(name: str, args: Mapping) -> list[Call]:
    key = name.strip().lower()
    if key.startswith("mcp__"):  # mcp__server__tool: the checker reads `server__tool`
        return [Call(name[len("mcp__") :], args, name)]
    if key in _SHELL_TOOLS:
        command = args.get("command", args.get("cmd"))
        if isinstance(command, list) and all(isinstance(w, str) for w in command):
            command = " ".join(command)
        if isinstance(command, str):
            return [Call(SHELL, {"command": command}, name)]
        return [Call(name, args, name)]
    if key == "apply_patch":
        patch = args.get("command", args.get("patch", args.get("input")))
        if isinstance(patch, str):
            paths = [a or b for a, b in _PATCH_FILE.findall(patch)]
            return [Call(WRITE_FILE, {"path": p.strip(), "content": ""}, name) for p in paths] or [
                Call(name, {}, name)
            ]
        return [Call(name, {}, name)]
    path = _path(args)
    if key in _WRITE_TOOLS and path is not None:
        content = args.get("content", args.get("file_text", ""))
        return [
            Call(
                WRITE_FILE,
                {"path": path, "content": content if isinstance(content, str) else ""},
                name,
            )
        ]
    if key in _EDIT_TOOLS and path is not None:
        edits = args.get("edits")
        if edits is None and isinstance(args.get("new_string"), str):
            edits = [{"old_string": args.get("old_string", ""), "new_string": args["new_string"]}]
        return [_edit(path, edits, name)]
    return [Call(name, args, name)]


def _edit(path: str, edits: object, tool: str) -> Call:
    out = []
    for e in edits if isinstance(edits, list) else ():
        if isinstance(e, Mapping):
            old = e.get("old_string", e.get("oldText", ""))
            new = e.get("new_string", e.get("newText", ""))
            out.append(
                {
                    "oldText": old if isinstance(old, str) else "",
                    "newText": new if isinstance(new, str) else "",
                }
            )
    return Call(EDIT_FILE, {"path": path, "edits": out}, tool)


def _path(args: Mapping) -> str | None:
    for key in _PATH_KEYS:
        value = args.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def _json_object(text: str) -> Mapping | None:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, Mapping) else None


# ---------------------------------------------------------------- what the rules decide


class Rule:
    """A saved rule as a hook weighs it: which entry, its words and kind, where it applies (scope
    and the Space's name), when the user said it (an ISO date, or None), the user's choice for
    other agents (`mode`: block, remind, off, or None for the default), and its stored reading
    (`reading`: the JSON of app.domain.compliance.Reading stored for this very version — the one
    the user confirmed, or the checker's when the rule was saved — or None: its words are read)."""

    __slots__ = (
        "entry_id",
        "kind",
        "mode",
        "reading",
        "said_on",
        "scope",
        "scope_name",
        "version",
        "words",
    )

    def __init__(
        self,
        entry_id: int,
        version: int,
        kind: str,
        words: str,
        *,
        scope: str = "space",
        scope_name: str = "",
        said_on: str | None = None,
        mode: str | None = None,
        reading: Mapping | None = None,
    ):
        self.entry_id = entry_id
        self.version = version
        self.kind = kind
        self.words = words
        self.scope = scope
        self.scope_name = scope_name
        self.said_on = said_on
        self.mode = mode if mode in MODES else None
        self.reading = dict(reading) if isinstance(reading, Mapping) else None

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "version": self.version,
            "kind": self.kind,
            "words": self.words,
            "scope": self.scope,
            "scope_name": self.scope_name,
            "said_on": self.said_on,
            "mode": self.mode,
            "reading": self.reading,
        }

    @classmethod
    def from_json(cls, data: Mapping) -> Rule:
        return cls(
            int(data["entry_id"]),
            int(data["version"]),
            str(data["kind"]),
            str(data["words"]),
            scope=str(data.get("scope", "space")),
            scope_name=str(data.get("scope_name", "")),
            said_on=_text(data.get("said_on")),
            mode=_text(data.get("mode")),
            reading=data.get("reading") if isinstance(data.get("reading"), Mapping) else None,
        )

    def where(self) -> str:
        """Its scope in words, for the model: `Space “Shop”` or `Personal`."""
        if self.scope == "user":
            return "Personal (all of the user's work)"
        return f"Space “{self.scope_name}”" if self.scope_name else "this project's Space"

    def quoted(self) -> str:
        said = f"; the user said it on {self.said_on}" if self.said_on else ""
        return f"“{self.words}” ({self.where()}{said})"


def default_mode(verdict: Mapping) -> str:
    """SPEC §10: Block for a "never / don't" rule the checker can decide, Remind otherwise —
    as the rule's reading says (`forbids`: one of its checks forbids something; `readable`: it
    has checks), not as its words sound."""
    return default_for(bool(verdict.get("forbids")), bool(verdict.get("readable")))


def default_for(forbids: bool, checkable: bool) -> str:
    """The default of a rule whose reading forbids something (or not) and has checks (or not):
    app.domain.compliance.Reading's `forbids` and `checkable`."""
    return BLOCK if forbids and checkable else REMIND


def mode_of(rule: Rule, verdict: Mapping) -> str:
    return rule.mode or default_mode(verdict)


class Decision:
    """What a hook answers about one call: deny it (with the reason), or allow it, with the
    rules given back as added context (broken rules set to Remind, rules the checker could not
    tell about). `blocked`, `reminded`, `unsure`: the entry ids of each."""

    __slots__ = ("blocked", "context", "reason", "reminded", "unsure")

    def __init__(self, blocked=(), reminded=(), unsure=(), reason=None, context=None):
        self.blocked = tuple(blocked)
        self.reminded = tuple(reminded)
        self.unsure = tuple(unsure)
        self.reason = reason
        self.context = context

    @property
    def deny(self) -> bool:
        return bool(self.blocked)

    @property
    def silent(self) -> bool:
        return not self.blocked and not self.context


def decide(rules: Sequence[Rule], verdicts: Mapping[int, Mapping]) -> Decision:
    """SPEC §10: a rule set to Block that the call breaks denies it, quoting the rule, its scope
    and when the user said it; a broken rule set to Remind, and a rule the checker could read
    but not decide on this call, come back as added context; anything else says nothing. A rule
    set to Off is not weighed."""
    blocked: list[Rule] = []
    reminded: list[Rule] = []
    unsure: list[Rule] = []
    for rule in rules:
        v = verdicts.get(rule.entry_id)
        if v is None:
            continue
        mode = mode_of(rule, v)
        if mode == OFF:
            continue
        if v.get("verdict") == VIOLATED:
            (blocked if mode == BLOCK else reminded).append(rule)
        elif v.get("verdict") == UNKNOWN and v.get("readable"):
            unsure.append(rule)
    reason = None
    if blocked:
        names = "; ".join(r.quoted() for r in blocked)
        one = len(blocked) == 1
        reason = (
            f"Mindkeep blocked this: it breaks the user's rule{'' if one else 's'} {names}. "
            "Do not try to get around it; do the task another way, or ask the user."
        )
    lines = []
    for r in reminded:
        lines.append(f"This breaks the user's rule {r.quoted()}; they asked to be reminded.")
    for r in unsure:
        lines.append(f"Mindkeep could not tell whether this follows the user's rule {r.quoted()}.")
    context = None
    if lines:
        context = "Mindkeep (the user's Memory): " + " ".join(lines) + " Follow the user's rules."
    return Decision(
        [r.entry_id for r in blocked],
        [r.entry_id for r in reminded],
        [r.entry_id for r in unsure],
        reason,
        context,
    )


def receipt(found: Mapping[int, Mapping]) -> list[dict]:
    """The verdicts worth a receipt (SPEC §2.11: followed or broken), in the stored shape."""
    return [
        {
            "entry_id": entry_id,
            "version": v["version"],
            "verdict": v["verdict"],
            "evidence": v.get("evidence"),
            "by": "checker",
        }
        for entry_id, v in found.items()
        if v.get("verdict") in (FOLLOWED, VIOLATED)
    ]


def weighed(rules: Iterable[Rule]) -> list[Rule]:
    """The rules a hook checks a call against: preferences and constraints not set to Off (a
    rule without a choice may still be Off by nothing: its default is Block or Remind)."""
    return [r for r in rules if r.kind in ("preference", "constraint") and r.mode != OFF]


# ---------------------------------------------------------------- answering in the client's words

# The client's name of each of Mindkeep's events, for the answers that name it.
_CLAUDE_EVENT = {
    SESSION_START: "SessionStart",
    PROMPT: "UserPromptSubmit",
    PRE_TOOL: "PreToolUse",
    POST_TOOL: "PostToolUse",
    STOP: "Stop",
}
_GEMINI_EVENT = {
    SESSION_START: "SessionStart",
    PROMPT: "BeforeAgent",
    PRE_TOOL: "BeforeTool",
    POST_TOOL: "AfterTool",
    STOP: "AfterAgent",
}


class Answer:
    """A hook's answer: what it prints on stdout (JSON, or nothing), on stderr, and its exit
    status (0, or 2 where a client blocks by exit status alone)."""

    __slots__ = ("exit_code", "stderr", "stdout")

    def __init__(self, stdout: object = None, *, stderr: str = "", exit_code: int = 0):
        self.stdout = stdout
        self.stderr = stderr
        self.exit_code = exit_code


def answer(
    client: str,
    event: str,
    *,
    deny: str | None = None,
    context: str | None = None,
    message: str | None = None,
) -> Answer:
    """The answer in `client`'s own format: `deny` (a reason) blocks a tool call, `context` is
    given to the model, `message` is shown to the user where the client shows one."""
    if client in ("claude-code", "codex", "vscode"):
        return _claude(event, deny, context, message, codex=client == "codex")
    if client == "gemini-cli":
        return _gemini(event, deny, context, message)
    if client == "cursor":
        return _cursor(event, deny, context, message)
    return _windsurf(event, deny)


def _claude(event, deny, context, message, *, codex: bool) -> Answer:
    out: dict = {}
    if event == PRE_TOOL and deny:
        out["hookSpecificOutput"] = {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": deny,
        }
    elif context and event != STOP:
        out["hookSpecificOutput"] = {
            "hookEventName": _CLAUDE_EVENT[event],
            "additionalContext": context,
        }
    if message and not codex:
        out["systemMessage"] = message
    return Answer(out or None)


def _gemini(event, deny, context, message) -> Answer:
    out: dict = {}
    if event == PRE_TOOL and deny:
        out = {"decision": "deny", "reason": deny}
    elif context and event in (SESSION_START, PROMPT, POST_TOOL):
        out["hookSpecificOutput"] = {
            "hookEventName": _GEMINI_EVENT[event],
            "additionalContext": context,
        }
    if message:
        out["systemMessage"] = message
    return Answer(out or None)


def _cursor(event, deny, context, message) -> Answer:
    if event == PRE_TOOL:
        if deny:
            return Answer(
                {
                    "permission": "deny",
                    "user_message": message or deny,
                    "agent_message": deny,
                }
            )
        out = {"permission": "allow"}
        if context:
            out["agent_message"] = context
        return Answer(out)
    if event == SESSION_START and context:
        return Answer({"additional_context": context})
    if event == PROMPT:
        return Answer({"continue": True})
    return Answer(None)


def _windsurf(event, deny) -> Answer:
    # Cascade's hooks answer by exit status: 2 blocks a pre-hook, its stderr says why.
    if event == PRE_TOOL and deny:
        return Answer(None, stderr=deny, exit_code=2)
    return Answer(None)


START_NOTE = (
    "These come from Mindkeep, the user's Memory. Tool calls that break a saved rule may be "
    "blocked."
)


def start_context(block: str, waiting: int) -> str:
    """What a session start gives the model: the Memory block (SPEC §2.8) and how many
    suggestions wait (never their words); empty when there is neither."""
    parts = [block] if block else []
    if waiting:
        parts.append(waiting_line(waiting))
    if parts:
        parts.append(START_NOTE)
    return "\n\n".join(parts)


def waiting_line(count: int) -> str:
    """The session start's count of suggestions (never their words)."""
    if count == 1:
        return "1 suggestion waits for the user in Mindkeep."
    return f"{count} suggestions wait for the user in Mindkeep."
