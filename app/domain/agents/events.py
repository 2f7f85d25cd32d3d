"""Other agents' hook events (SPEC §10): how each client's hook JSON reads, and what its tool
calls are in the checker's words (`Call`, `HookEvent`, `read_event`).

Pure, and light on purpose: `mindkeep hook …` runs before every tool call of every connected
agent and imports this module first, so it uses only what a bare interpreter has loaded already
(no dataclasses, no typing). What the user's rules decide of a call is app.domain.agents.rules;
the answer in each client's words, app.domain.agents.answers.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Mapping, Sequence

from app.domain.agents.names import CLIENTS, EVENTS, POST_TOOL, PRE_TOOL, PROMPT, STOP

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
            # Codex sends an argv (["bash", "-lc", "git push origin main"]): quoted as a shell
            # would need it, so the script after -lc stays one word the shell reader unwraps (a
            # plain join read "bash -lc git push …" as bash alone, and every ban went through).
            command = shlex.join(command)
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
