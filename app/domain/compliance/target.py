"""An output as the checks read it: a reply's document, or a tool call's actions (push, commit,
create or check out a branch, write a file) and the texts it writes (a file's content, a shell
command, a commit message).

Tools are known by their MCP name after any `server__` prefix. The argument names are those of
the reference servers — `mcp-server-git` (PyPI: `git_commit(repo_path, message)`,
`git_create_branch(repo_path, branch_name, base_branch)` which creates without checking out,
`git_checkout(repo_path, branch_name)`) and `@modelcontextprotocol/server-filesystem`
(`write_file(path, content)`, `edit_file(path, edits[{oldText, newText}], dryRun)`,
`create_directory(path)`, `move_file(source, destination)`) — and of the common git servers
that add `git_push(path, remote, branch, force, forceWithLease, remoteBranch, …)` and
`git_checkout(path, target, createBranch)`. Shell tools (`run_command`, `shell`, `bash`, …)
are read as the git and other commands they run.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from app.domain.compliance.code import parse_line
from app.domain.compliance.document import Document, document_of_file
from app.domain.compliance.model import Reply, ToolCall, TurnActions

PUSH, COMMIT, CREATE_BRANCH, CHECKOUT, WRITE, MKDIR = (
    "push",
    "commit",
    "create_branch",
    "checkout",
    "write",
    "mkdir",
)


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a call does. `value`: the branch, message or path; `argument`: where in the
    call's arguments it stands. A push's `value` is its destination branch (None: the branch
    checked out)."""

    kind: str
    argument: str
    value: str | None
    force: bool = False  # a plain force push
    lease: bool = False  # a force push with lease (refused when the remote moved)
    checkout: bool = False  # a branch created and switched to at once
    new_file: bool = True  # a write of a whole file (write_file), not an edit of one


@dataclass(frozen=True, slots=True)
class Piece:
    """A text a call writes or an output holds, as a document, and where it comes from."""

    argument: str | None  # None: the reply itself
    doc: Document
    role: str  # "reply", "file", "command", "commit"


def _first(args: Mapping[str, Any], *names: str) -> tuple[str, Any] | None:
    for name in names:
        value = args.get(name)
        if value not in (None, ""):
            return name, value
    return None


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return shlex.join(value)
    return None


_SHELL_TOOL = re.compile(r"(?:^|_)(?:command|shell|bash|terminal|exec|execute|run|cmd|sh)(?:_|$)")
_PATH_ARGS = ("path", "file_path", "filePath", "filename", "file", "target_file")
_CONTENT_ARGS = ("content", "contents", "text", "file_text", "data", "code")


def _refspec_destination(spec: str) -> str:
    spec = spec.lstrip("+")
    dest = spec.split(":", 1)[1] if ":" in spec else spec
    return dest.removeprefix("refs/heads/")


def _git_actions(words: tuple[str, ...], argument: str) -> list[Action]:
    """What one `git …` command does, as actions."""
    if not words:
        return []
    sub, rest = words[0], list(words[1:])
    flags = [w for w in rest if w.startswith("-")]
    plain = [w for w in rest if not w.startswith("-")]
    if sub == "push":
        force = any(f in ("-f", "--force") for f in flags) or any(p.startswith("+") for p in plain)
        lease = any(f.startswith("--force-with-lease") for f in flags)
        positional = [
            p
            for i, p in enumerate(rest)
            if not p.startswith("-")
            and not (i and rest[i - 1] in ("-o", "--push-option", "--repo"))
        ]
        specs = positional[1:]
        dest = None if not specs or specs[0] == "HEAD" else _refspec_destination(specs[0])
        if dest == "HEAD":
            dest = None
        return [Action(PUSH, argument, dest, force=force, lease=lease)]
    if sub == "commit":
        message = None
        for i, w in enumerate(rest):
            if w in ("-m", "--message") and i + 1 < len(rest):
                message = rest[i + 1] if message is None else message + "\n\n" + rest[i + 1]
            elif w.startswith("--message="):
                message = w.split("=", 1)[1]
            elif re.fullmatch(r"-[a-zA-Z]*m", w) and i + 1 < len(rest):
                message = rest[i + 1]
        return [Action(COMMIT, argument, message)]
    if sub in ("checkout", "switch"):
        for i, w in enumerate(rest):
            if w in ("-b", "-B", "-c", "-C", "--create") and i + 1 < len(rest):
                return [Action(CREATE_BRANCH, argument, rest[i + 1], checkout=True)]
        if "--" in rest or not plain or plain[0] == ".":
            return []
        return [Action(CHECKOUT, argument, plain[0])]
    if (
        sub == "branch"
        and plain
        and not any(
            f in ("-d", "-D", "--delete", "-m", "-M", "-l", "--list", "-a", "-r") for f in flags
        )
    ):
        return [Action(CREATE_BRANCH, argument, plain[0])]
    return []


def call_actions(call: ToolCall) -> list[Action]:
    """The actions of one tool call (empty when it does nothing the checker knows)."""
    tool, args = call.tool.lower(), call.arguments
    if tool == "git_push":
        found = _first(args, "branch", "remoteBranch", "remote_branch", "refspec", "ref")
        if found is not None and isinstance(found[1], str):
            if found[0] == "branch" and _first(args, "remoteBranch", "remote_branch"):
                found = _first(args, "remoteBranch", "remote_branch")
            dest = _refspec_destination(found[1])
            arg = found[0]
        else:
            dest, arg = None, "branch"
        force = args.get("force") is True
        lease = any(args.get(k) is True for k in ("forceWithLease", "force_with_lease"))
        return [Action(PUSH, arg, dest or None, force=force, lease=lease)]
    if tool == "git_commit":
        found = _first(args, "message", "msg", "commit_message")
        return [
            Action(COMMIT, found[0] if found else "message", _text(found[1]) if found else None)
        ]
    if tool == "git_create_branch":
        found = _first(args, "branch_name", "branchName", "name", "branch")
        return [Action(CREATE_BRANCH, found[0], str(found[1]))] if found else []
    if tool in ("git_checkout", "git_switch"):
        found = _first(args, "branch_name", "branchName", "target", "branch", "name")
        if not found:
            return []
        create = any(
            args.get(k) is True for k in ("createBranch", "create_branch", "create", "new_branch")
        )
        kind = CREATE_BRANCH if create else CHECKOUT
        return [Action(kind, found[0], str(found[1]), checkout=create)]
    if tool == "git_branch":
        op = str(args.get("operation") or args.get("mode") or args.get("action") or "").lower()
        found = _first(args, "name", "branchName", "branch_name", "branch")
        if op == "create" and found:
            return [Action(CREATE_BRANCH, found[0], str(found[1]))]
        return []
    if tool in ("write_file", "create_file", "append_file", "write", "create"):
        found = _first(args, *_PATH_ARGS)
        return (
            [Action(WRITE, found[0], str(found[1]), new_file=tool != "append_file")]
            if found
            else []
        )
    if tool in ("edit_file", "str_replace", "replace_in_file", "patch_file", "apply_patch"):
        found = _first(args, *_PATH_ARGS)
        return [Action(WRITE, found[0], str(found[1]), new_file=False)] if found else []
    if tool in ("move_file", "rename_file"):
        found = _first(args, "destination", "dest", "target", "new_path")
        return [Action(WRITE, found[0], str(found[1]))] if found else []
    if tool in ("create_directory", "make_directory", "mkdir"):
        found = _first(args, *_PATH_ARGS)
        return [Action(MKDIR, found[0], str(found[1]))] if found else []
    command = _shell_command(call)
    if command is not None:
        arg, text = command
        out = []
        for line in text.splitlines():
            for cmd in parse_line(line, 0):
                if cmd.canonical == "git":
                    out += _git_actions(cmd.words, arg)
        return out
    return []


def _shell_command(call: ToolCall) -> tuple[str, str] | None:
    if not _SHELL_TOOL.search(call.tool.lower()):
        return None
    found = _first(
        call.arguments, "command", "cmd", "script", "commandLine", "command_line", "args"
    )
    if found is None:
        return None
    text = _text(found[1])
    return None if text is None else (found[0], text)


def call_pieces(call: ToolCall) -> list[Piece]:
    """The texts a call writes: a file's content (or each edit's new text), a shell command, a
    commit message."""
    tool, args = call.tool.lower(), call.arguments
    path = _first(args, *_PATH_ARGS)
    path_text = str(path[1]) if path else ""
    if tool in ("write_file", "create_file", "append_file", "write", "create"):
        found = _first(args, *_CONTENT_ARGS)
        if found and isinstance(found[1], str):
            return [Piece(found[0], document_of_file(path_text, found[1]), "file")]
        return []
    if tool in ("edit_file", "str_replace", "replace_in_file"):
        out = []
        edits = args.get("edits")
        if isinstance(edits, list):
            for i, edit in enumerate(edits):
                if isinstance(edit, Mapping):
                    new = _first(edit, "newText", "new_text", "new_str", "replacement")
                    if new and isinstance(new[1], str):
                        out.append(
                            Piece(
                                f"edits[{i}].{new[0]}", document_of_file(path_text, new[1]), "file"
                            )
                        )
        new = _first(args, "new_str", "new_string", "newText", "replacement")
        if new and isinstance(new[1], str):
            out.append(Piece(new[0], document_of_file(path_text, new[1]), "file"))
        return out
    if tool == "git_commit":
        found = _first(args, "message", "msg", "commit_message")
        text = _text(found[1]) if found else None
        return [Piece(found[0], Document(text), "commit")] if found and text else []
    command = _shell_command(call)
    if command is not None:
        pieces = [Piece(command[0], Document(command[1], lang="shell", markdown=False), "command")]
        for action in call_actions(call):
            if action.kind == COMMIT and action.value:
                pieces.append(Piece(command[0], Document(action.value), "commit"))
        return pieces
    return []


# ---------------------------------------------------------------- the output


class Target:
    """What a check is given: a reply, or a tool call (with the turn before it, when known)."""

    def __init__(self, output: Reply | ToolCall, turn: TurnActions | None = None):
        self.output = output
        self.turn = turn
        self.reply = output if isinstance(output, Reply) else None
        self.call = output if isinstance(output, ToolCall) else None

    @cached_property
    def pieces(self) -> list[Piece]:
        if self.reply is not None:
            return [Piece(None, Document(self.reply.text), "reply")]
        return call_pieces(self.call)

    @cached_property
    def actions(self) -> list[Action]:
        return [] if self.call is None else call_actions(self.call)

    @cached_property
    def history(self) -> tuple[frozenset[str], str | None, bool]:
        """(branches this turn created before the call, the branch checked out when it runs —
        None when not known —, and whether that branch is known)."""
        if self.turn is None:
            return frozenset(), None, False
        created: set[str] = set()
        current = self.turn.branch_at_start
        known = current is not None
        for call in self.turn.earlier:
            for action in call_actions(call):
                if action.kind == CREATE_BRANCH and action.value:
                    created.add(action.value)
                    if action.checkout:
                        current, known = action.value, True
                elif action.kind == CHECKOUT and action.value:
                    current, known = action.value, True
        return frozenset(created), current, known
