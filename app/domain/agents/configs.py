"""What `mindkeep connect CLIENT` puts into another agent's own configuration (SPEC §10), and
how it finds it again to take it out: Mindkeep's MCP server entry, and its hooks, in each
client's layout. Pure: documents are the parsed files (JSON objects, or a TOML document that
behaves as one), changed in place; reading and writing the files is the services' work
(app/services/connections.py).

Every change records what was there before (`Change`), so `disconnect` puts back exactly that;
a hook is known as Mindkeep's by its command (`… hook EVENT --client CLIENT`) or, for Claude
Code's MCP hook, by the server and tool it calls.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from collections.abc import Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.domain.agents.names import POST_TOOL, PRE_TOOL, PROMPT, SESSION_START, STOP

SERVER = "mindkeep"  # the MCP server's name in every client
CHECK_TOOL = "check_action"  # the read-only tool Claude Code's PreToolUse calls over MCP
# Seconds a client waits for a hook: above the hook's own budget (app/cli/hook.py), so the
# hook answers (or fails open) before the client gives up on it.
HOOK_TIMEOUT_S = 30
# The environment variable a database URL with a password is passed in (never written inline).
DB_URL_ENV = "MINDKEEP_DB_URL"

MISSING = "<missing>"  # what a Change records for a key that was not there


@dataclass
class Change:
    """One key Mindkeep set in a document (`at`: its path) and what it held before."""

    at: tuple[str, ...]
    before: Any = MISSING

    def to_json(self) -> dict:
        return {"at": list(self.at), "before": self.before}

    @classmethod
    def from_json(cls, data: Mapping) -> Change:
        return cls(tuple(data["at"]), data.get("before", MISSING))


@dataclass
class Edit:
    """What connecting changed in one document: keys set, and whether hooks were added under
    `hooks_at` (a path; its containers that did not exist are in `made`)."""

    changes: list[Change] = field(default_factory=list)
    hooks_at: tuple[str, ...] | None = None
    made: list[tuple[str, ...]] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "changes": [c.to_json() for c in self.changes],
            "hooks_at": None if self.hooks_at is None else list(self.hooks_at),
            "made": [list(m) for m in self.made],
        }

    @classmethod
    def from_json(cls, data: Mapping) -> Edit:
        hooks_at = data.get("hooks_at")
        return cls(
            [Change.from_json(c) for c in data.get("changes") or ()],
            None if hooks_at is None else tuple(hooks_at),
            [tuple(m) for m in data.get("made") or ()],
        )


# ---------------------------------------------------------------- the command lines


def command_line(words: Sequence[str]) -> str:
    """A command as the client's shell runs it (quoted for sh, or for cmd.exe on Windows)."""
    if os.name == "nt":
        return subprocess.list2cmdline(list(words))
    return shlex.join(words)


def hook_command(base: Sequence[str], event: str, client: str) -> str:
    return command_line([*base, "hook", event, "--client", client])


_OURS = re.compile(
    r"\bhook (?:session-start|prompt-submit|pre-tool|post-tool|stop) --client [a-z-]+['\"]?\s*$"
)


def is_ours(handler: object) -> bool:
    """Whether a hook entry is one Mindkeep's connect wrote (whatever path it ran from)."""
    if not isinstance(handler, Mapping):
        return False
    if handler.get("type") == "mcp_tool":
        return handler.get("server") == SERVER and handler.get("tool") == CHECK_TOOL
    command = handler.get("command")
    return isinstance(command, str) and _OURS.search(command) is not None


# ---------------------------------------------------------------- each client's hooks

# (the client's event, Mindkeep's event, matcher or None) in the order they are written.
_CLAUDE = [
    ("SessionStart", SESSION_START, None),
    ("UserPromptSubmit", PROMPT, None),
    ("PreToolUse", PRE_TOOL, "*"),
    ("PostToolUse", POST_TOOL, "*"),
    ("Stop", STOP, None),
]
_CODEX = [
    ("SessionStart", SESSION_START, None),
    ("UserPromptSubmit", PROMPT, None),
    ("PreToolUse", PRE_TOOL, None),
    ("PostToolUse", POST_TOOL, None),
    ("Stop", STOP, None),
]
_GEMINI = [
    ("SessionStart", SESSION_START, None),
    ("BeforeAgent", PROMPT, None),
    ("BeforeTool", PRE_TOOL, ".*"),
    ("AfterTool", POST_TOOL, ".*"),
    ("AfterAgent", STOP, None),
]
_CURSOR = [
    ("sessionStart", SESSION_START, None),
    ("beforeSubmitPrompt", PROMPT, None),
    ("beforeShellExecution", PRE_TOOL, None),
    ("beforeMCPExecution", PRE_TOOL, None),
    ("afterShellExecution", POST_TOOL, None),
    ("afterFileEdit", POST_TOOL, None),
    ("afterMCPExecution", POST_TOOL, None),
    ("stop", STOP, None),
]
_WINDSURF = [
    ("pre_user_prompt", PROMPT, None),
    ("pre_run_command", PRE_TOOL, None),
    ("pre_write_code", PRE_TOOL, None),
    ("pre_mcp_tool_use", PRE_TOOL, None),
    ("post_run_command", POST_TOOL, None),
    ("post_write_code", POST_TOOL, None),
    ("post_mcp_tool_use", POST_TOOL, None),
    ("post_cascade_response", STOP, None),
]
_VSCODE = [
    ("SessionStart", SESSION_START, None),
    ("UserPromptSubmit", PROMPT, None),
    ("PreToolUse", PRE_TOOL, None),
    ("PostToolUse", POST_TOOL, None),
    ("Stop", STOP, None),
]
EVENTS_OF = {
    "claude-code": _CLAUDE,
    "codex": _CODEX,
    "gemini-cli": _GEMINI,
    "cursor": _CURSOR,
    "windsurf": _WINDSURF,
    "vscode": _VSCODE,
}
# Whose hook lists hold groups ({"matcher", "hooks": [...]}) rather than the handlers.
GROUPED = frozenset({"claude-code", "codex", "gemini-cli"})


def handler(client: str, event: str, base: Sequence[str]) -> dict:
    """One hook handler of Mindkeep's in `client`'s shape."""
    if client == "claude-code" and event == PRE_TOOL:
        # No process start: the connected `mindkeep mcp` checks the call (read-only).
        return {
            "type": "mcp_tool",
            "server": SERVER,
            "tool": CHECK_TOOL,
            "input": {
                "client": client,
                "tool_name": "${tool_name}",
                "tool_input": "${tool_input}",
                "cwd": "${cwd}",
                "session_id": "${session_id}",
            },
            "timeout": HOOK_TIMEOUT_S,
        }
    command = hook_command(base, event, client)
    if client == "gemini-cli":
        return {
            "type": "command",
            "command": command,
            "name": SERVER,
            "timeout": HOOK_TIMEOUT_S * 1000,
        }
    if client == "cursor":
        return {"command": command}
    if client == "windsurf":
        return {"command": command, "show_output": False}
    return {"type": "command", "command": command, "timeout": HOOK_TIMEOUT_S}


def hook_groups(client: str, base: Sequence[str]) -> list[tuple[str, dict]]:
    """(the client's event, what goes into its list) for every hook Mindkeep adds."""
    out = []
    for name, event, matcher in EVENTS_OF[client]:
        entry = handler(client, event, base)
        if client in GROUPED:
            group: dict = {} if matcher is None else {"matcher": matcher}
            group["hooks"] = [entry]
            entry = group
        out.append((name, entry))
    return out


def mcp_entry(client: str, command: str, args: Sequence[str], env: Mapping[str, str]) -> dict:
    """Mindkeep's MCP server entry in `client`'s shape."""
    entry: dict = {"command": command, "args": list(args)}
    if client in ("claude-code", "vscode"):
        entry = {"type": "stdio", **entry}
    if env:
        entry["env"] = dict(env)
    if client == "codex":
        # Codex starts a turn without a server that is not `required`; a secret comes from
        # the environment Codex runs in (`env_vars`), never from the file.
        entry = {"command": command, "args": list(args), "required": True}
        if env:
            entry["env_vars"] = sorted(env)
    return entry


def env_reference(client: str, name: str) -> str:
    """How `client` writes "the value of environment variable `name`" in its config."""
    if client in ("cursor", "vscode"):
        return f"${{env:{name}}}"
    if client == "gemini-cli":
        return f"${name}"
    return f"${{{name}}}"  # Claude Code's .mcp.json / .claude.json; Windsurf's mcp_config.json


# ---------------------------------------------------------------- editing a document


def _get(doc: Any, path: Sequence[str]) -> Any:
    for key in path:
        if not isinstance(doc, Mapping) or key not in doc:
            return MISSING
        doc = doc[key]
    return doc


def _plain(value: Any) -> Any:
    """A value as plain JSON (a TOML document's items unwrap to it)."""
    unwrap = getattr(value, "unwrap", None)
    if callable(unwrap):
        return unwrap()
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _container(doc: MutableMapping, path: Sequence[str], edit: Edit, new) -> MutableMapping:
    """The mapping at `path`, made (and noted in the edit) where it is missing."""
    here = doc
    for i, key in enumerate(path):
        if key not in here or not isinstance(here[key], MutableMapping):
            if key in here:
                raise ValueError(f"{'.'.join(path[: i + 1])} is not a table or object")
            here[key] = new()
            edit.made.append(tuple(path[: i + 1]))
        here = here[key]
    return here


def set_value(doc: MutableMapping, path: Sequence[str], value: Any, edit: Edit, new=dict) -> None:
    """Set `path` to `value` (its containers made as needed), noting what it was."""
    before = _get(doc, path)
    if before is not MISSING and _plain(before) == value:
        return
    parent = _container(doc, path[:-1], edit, new)
    edit.changes.append(Change(tuple(path), _plain(before)))
    parent[path[-1]] = value


def add_hooks(
    doc: MutableMapping,
    at: Sequence[str],
    groups: Sequence[tuple[str, dict]],
    edit: Edit,
    *,
    grouped: bool,
    new=dict,
    new_list=list,
) -> None:
    """Add Mindkeep's hooks under `at` (each client event's list), after the user's own; an
    older hook of Mindkeep's for the same event is replaced."""
    hooks = _container(doc, at, edit, new)
    edit.hooks_at = tuple(at)
    for name, entry in groups:
        if name not in hooks or not isinstance(hooks[name], list):
            if name in hooks:
                raise ValueError(f"{'.'.join([*at, name])} is not a list")
            hooks[name] = new_list()
            edit.made.append((*at, name))
        items = hooks[name]
        _drop_ours(items, grouped=grouped)
        items.append(entry)


def _drop_ours(items: list, *, grouped: bool) -> bool:
    """Take Mindkeep's handlers out of one event's list (a group left empty goes too)."""
    changed = False
    for i in range(len(items) - 1, -1, -1):
        item = items[i]
        if grouped and isinstance(item, MutableMapping) and isinstance(item.get("hooks"), list):
            inner = item["hooks"]
            mine = [j for j, h in enumerate(inner) if is_ours(h)]
            for j in reversed(mine):
                del inner[j]
                changed = True
            if mine and not inner:
                del items[i]
        elif is_ours(item):
            del items[i]
            changed = True
    return changed


def has_ours(doc: Mapping, at: Sequence[str], *, grouped: bool) -> list[Any]:
    """Mindkeep's hook handlers found under `at` (any event)."""
    hooks = _get(doc, at)
    found = []
    if isinstance(hooks, Mapping):
        for items in hooks.values():
            for item in items if isinstance(items, list) else ():
                inner = item.get("hooks") if grouped and isinstance(item, Mapping) else None
                for h in inner if isinstance(inner, list) else [item]:
                    if is_ours(h):
                        found.append(h)
    return found


def undo(doc: MutableMapping, edit: Edit, *, grouped: bool) -> None:
    """Take out what `edit` put in: each key set back to what it held (or removed), Mindkeep's
    hooks removed, and the containers it made removed when left empty."""
    if edit.hooks_at is not None:
        hooks = _get(doc, edit.hooks_at)
        if isinstance(hooks, MutableMapping):
            for items in hooks.values():
                if isinstance(items, list):
                    _drop_ours(items, grouped=grouped)
    for change in reversed(edit.changes):
        parent = _get(doc, change.at[:-1]) if len(change.at) > 1 else doc
        if not isinstance(parent, MutableMapping):
            continue
        if change.before == MISSING:
            parent.pop(change.at[-1], None)
        else:
            parent[change.at[-1]] = change.before
    for path in sorted(edit.made, key=len, reverse=True):
        here = _get(doc, path)
        if (isinstance(here, Mapping | list)) and not here:
            parent = _get(doc, path[:-1]) if len(path) > 1 else doc
            if isinstance(parent, MutableMapping):
                parent.pop(path[-1], None)


def remove_ours(
    doc: MutableMapping, server_at: Sequence[str], hooks_at: Sequence[str] | None, *, grouped: bool
) -> None:
    """Without a record of what connect did: Mindkeep's server entry and hooks out, and the
    event lists and tables they leave empty."""
    parent = _get(doc, server_at[:-1]) if len(server_at) > 1 else doc
    if isinstance(parent, MutableMapping):
        parent.pop(server_at[-1], None)
        if not parent and len(server_at) > 1:
            grand = _get(doc, server_at[:-2]) if len(server_at) > 2 else doc
            if isinstance(grand, MutableMapping):
                grand.pop(server_at[-2], None)
    if hooks_at is None:
        return
    hooks = _get(doc, hooks_at)
    if not isinstance(hooks, MutableMapping):
        return
    for name in list(hooks):
        items = hooks[name]
        if isinstance(items, list) and _drop_ours(items, grouped=grouped) and not items:
            del hooks[name]
    if not hooks:
        parent = _get(doc, hooks_at[:-1]) if len(hooks_at) > 1 else doc
        if isinstance(parent, MutableMapping):
            parent.pop(hooks_at[-1], None)
