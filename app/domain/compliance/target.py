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

from app.domain.compliance.document import Document, document_of_file
from app.domain.compliance.git import branch_of, git_actions
from app.domain.compliance.langid import Identifier
from app.domain.compliance.model import (
    CHECKOUT,
    COMMIT,
    CREATE_BRANCH,
    MKDIR,
    OPAQUE,
    PUSH,
    WRITE,
    Action,
    Reply,
    ToolCall,
    TurnActions,
)
from app.domain.compliance.shell import read_script


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


def call_actions(call: ToolCall) -> list[Action]:
    """The actions of one tool call (empty when it does nothing the checker knows)."""
    tool, args = call.tool.lower(), call.arguments
    if tool == "git_push":
        found = _first(args, "branch", "remoteBranch", "remote_branch", "refspec", "ref")
        force = args.get("force") is True
        lease = any(args.get(k) is True for k in ("forceWithLease", "force_with_lease"))
        if found is None:  # the server pushes the branch checked out
            return [Action(PUSH, "branch", None, force=force, lease=lease, current=True)]
        if found[0] == "branch" and _first(args, "remoteBranch", "remote_branch"):
            found = _first(args, "remoteBranch", "remote_branch")
        if not isinstance(found[1], str):
            return [Action(PUSH, found[0], None, unresolved=True)]
        return [_remote_push(found[0], found[1], force=force, lease=lease)]
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
        stdin = args.get("stdin", args.get("input"))
        return shell_actions(command[1], command[0], stdin if isinstance(stdin, str) else None)
    return _branch_writes(tool, args)


def _remote_push(argument: str, ref: str, *, force: bool = False, lease: bool = False) -> Action:
    """A push to the branch a tool's argument names (a branch name or a refspec's destination)."""
    plus = ref.startswith("+")
    dest = ref.lstrip("+").rpartition(":")[2] if ":" in ref else ref.lstrip("+")
    branch = branch_of(dest.strip())
    if not isinstance(branch, str):
        return Action(PUSH, argument, None, unresolved=True)
    if "*" in branch:
        return Action(PUSH, argument, None, force=force or plus, lease=lease, pattern=branch)
    return Action(PUSH, argument, branch, force=force or plus, lease=lease)


def shell_actions(
    text: str, argument: str, stdin: str | None = None, depth: int = 0
) -> list[Action]:
    """What a shell command line does (git's pushes, commits and branches), read with a shell's
    grammar; a part nobody can read may be a push: an `opaque` action."""
    script = read_script(text, stdin=stdin)
    out: list[Action] = [Action(OPAQUE, argument, None)] if script.unreadable else []

    def expand(code: str) -> list[Action]:
        if depth >= 4:
            return [Action(OPAQUE, argument, None)]
        return shell_actions(code, argument, None, depth + 1)

    for inv in script.invocations:
        if inv.program is None:
            out.append(Action(OPAQUE, argument, None))  # "$GIT push …": what runs is not shown
        elif inv.program == "git":
            out += git_actions(inv, argument, expand=expand)
    return out


# Tools of the git hosts' servers that write a branch on the remote (GitHub's `push_files`,
# `create_or_update_file`, `delete_file`, GitLab's likewise): by their words and arguments.
_WRITES_REMOTE = re.compile(
    r"(?:^|_)(?:push|commit)(?:_|$)|create_or_update|(?:^|_)(?:update|delete|put|upload|write)_"
    r"(?:files?|contents?)(?:_|$)|(?:^|_)merge_(?:pull|merge)_request|update_pull_request_branch"
)
_REPO_ARGS = ("owner", "repo", "repository", "project_id", "projectId", "repo_name")
_BRANCH_ARGS = ("branch", "branch_name", "branchName", "ref", "target_branch", "targetBranch")


def _branch_writes(tool: str, args: Mapping[str, Any]) -> list[Action]:
    if tool in ("create_branch",) and _first(args, *_REPO_ARGS):
        found = _first(args, "branch", "branch_name", "branchName", "ref", "name")
        return [Action(CREATE_BRANCH, found[0], str(found[1]))] if found else []
    if not _WRITES_REMOTE.search(tool) or not _first(args, *_REPO_ARGS):
        return []
    out: list[Action] = []
    found = _first(args, *_BRANCH_ARGS)
    if "merge" in tool or "pull_request" in tool or found is None:
        # A merge writes the request's base branch, a missing branch the repository's default:
        # neither is in the call.
        out.append(Action(PUSH, found[0] if found else "branch", None, unresolved=True))
    elif not isinstance(found[1], str):
        out.append(Action(PUSH, found[0], None, unresolved=True))
    else:
        out.append(_remote_push(found[0], found[1], force=args.get("force") is True))
    path = _first(args, *_PATH_ARGS)
    if path is not None and isinstance(path[1], str):
        out.append(Action(WRITE, path[0], path[1], new_file="delete" not in tool))
    files = args.get("files")
    if isinstance(files, list):
        for i, item in enumerate(files):
            if isinstance(item, Mapping):
                found_path = _first(item, *_PATH_ARGS, "file_path")
                if found_path is not None and isinstance(found_path[1], str):
                    out.append(Action(WRITE, f"files[{i}].{found_path[0]}", found_path[1]))
    return out


def _shell_command(call: ToolCall) -> tuple[str, str] | None:
    if not _SHELL_TOOL.search(call.tool.lower()):
        return None
    args = call.arguments
    found = _first(args, "command", "cmd", "script", "commandLine", "command_line", "args")
    if found is None:
        return None
    text = _text(found[1])
    if text is None:
        return None
    extra = args.get("args") if found[0] != "args" else None
    if isinstance(extra, list) and all(isinstance(a, str) for a in extra):
        text = shlex.join([text, *extra]) if " " not in text else text + " " + shlex.join(extra)
    return found[0], text


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

    def __init__(
        self,
        output: Reply | ToolCall,
        turn: TurnActions | None = None,
        identify: Identifier | None = None,
    ):
        self.output = output
        self.turn = turn
        self.identify = identify  # the language identifier (None: the domain's own reading)
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
