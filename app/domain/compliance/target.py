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

import posixpath
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from app.domain.compliance.document import Document, document_of_file
from app.domain.compliance.emptied import empty_content
from app.domain.compliance.git import branch_of, git_actions
from app.domain.compliance.langid import Identifier
from app.domain.compliance.model import (
    CHECKOUT,
    COMMIT,
    CREATE_BRANCH,
    DELETE_BRANCH,
    MKDIR,
    OPAQUE,
    PR_TITLE,
    PULL_REQUEST,
    PUSH,
    STAGE,
    WRITE,
    Action,
    Reply,
    ToolCall,
    TurnActions,
)
from app.domain.compliance.patches import PATCH_ARGS, patch_actions, patch_files
from app.domain.compliance.shell import read_script
from app.domain.compliance.shell_files import files_written
from app.domain.compliance.sweeps import SWEEP, SWEEP_NAMED


@dataclass(frozen=True, slots=True)
class Piece:
    """A text a call writes or an output holds, as a document, and where it comes from."""

    argument: str | None  # None: the reply itself
    doc: Document
    role: str  # "reply", "file", "command", "commit", "pr_title"
    path: str | None = None  # a file's path, as the call names it


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
    if tool == "git_add":
        found = _first(args, "files", "paths", "file", "path", "pathspec")
        files = found[1] if found else None
        if isinstance(files, str):
            files = [files]
        if not isinstance(files, list) or not files or not all(isinstance(f, str) for f in files):
            return [Action(STAGE, "files", None, unresolved=True)]
        if any(f in (".", "./", "*", "-A") or "*" in f for f in files):
            return [Action(STAGE, found[0], None, unresolved=True)]
        return [Action(STAGE, found[0], f) for f in files]
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
        if op == "delete" and found:  # (fix-zd-noticed)
            return [Action(DELETE_BRANCH, found[0], str(found[1]))]
        return []
    if tool in ("write_file", "create_file", "append_file", "write", "create"):
        found = _first(args, *_PATH_ARGS)
        return (
            [
                Action(
                    WRITE,
                    found[0],
                    str(found[1]),
                    new_file=tool != "append_file",
                    removes=tool != "append_file" and empty_content(args),  # (mend-zd-shell)
                )
            ]
            if found
            else []
        )
    if tool in ("edit_file", "str_replace", "replace_in_file", "patch_file", "apply_patch"):
        found = _first(args, *_PATH_ARGS)
        if found is None:
            return patch_actions(args)
        return [Action(WRITE, found[0], str(found[1]), new_file=False)]
    patch = patch_actions(args) if PATCH_ARGS.intersection(args) else []
    if patch:  # a shell tool handed Codex's patch (["apply_patch", "*** Begin Patch…"])
        return patch
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
    return _branch_writes(tool, args) or _file_tool(tool, args)


# Any other tool that writes a local file by its name's verb and a path argument (Claude Code's
# Edit and MultiEdit, Cline's write_to_file and replace_in_file, desktop-commander's edit_block,
# the text editor tool's create/str_replace/insert): a write, an edit, or a deletion.
_FILE_VERB = re.compile(
    r"(write|edit|create|append|replace|patch|insert|save|overwrite|apply_diff|delete|remove|"
    r"unlink|move|rename|copy|mkdir|make_dir)"
)
_NEW_FILE_VERB = re.compile(r"(?:^|_)(?:write|create|save|overwrite)(?:_|$)|^write")
# (fix-zd-files) a tool that takes its file away (delete_file, remove_file, unlink)
_GONE_VERB = re.compile(r"delete|remove|unlink")
_MORE_PATH_ARGS = ("absolute_path", "target", "dest", "destination", "new_path", "file_name")


def _file_tool(tool: str, args: Mapping[str, Any]) -> list[Action]:
    if not _FILE_VERB.search(tool) or _first(args, *_REPO_ARGS):
        return []
    if str(args.get("command", "")).lower() in ("view", "read", "list"):
        return []
    kind = MKDIR if re.search(r"mkdir|make_dir|director", tool) else WRITE
    found = _first(args, *_PATH_ARGS, *_MORE_PATH_ARGS)
    if found is None or not isinstance(found[1], str):
        return []
    command = str(args.get("command", "")).lower()
    new = bool(_NEW_FILE_VERB.search(tool)) or command == "create"
    gone = bool(_GONE_VERB.search(tool)) or command == "delete"  # (fix-zd-files)
    gone = gone or (new and empty_content(args))  # (mend-zd-shell) a file written empty
    return [Action(kind, found[0], found[1], new_file=new, removes=gone)]


def _remote_push(argument: str, ref: str, *, force: bool = False, lease: bool = False) -> Action:
    """A push to the branch a tool's argument names (a branch name or a refspec's destination)."""
    plus = ref.startswith("+")
    dest = ref.lstrip("+").rpartition(":")[2] if ":" in ref else ref.lstrip("+")
    branch = branch_of(dest.strip())
    if not isinstance(branch, str):
        return Action(PUSH, argument, None, unresolved=True)
    if "*" in branch:
        return Action(PUSH, argument, None, force=force or plus, lease=lease, pattern=branch)
    src = ref.lstrip("+").rpartition(":")[0].strip() if ":" in ref else branch
    source = "HEAD" if src in ("HEAD", "@") else (src or None)
    return Action(PUSH, argument, branch, force=force or plus, lease=lease, source=source)


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

    cwd: str | None = ""  # where relative paths start, as `cd` moved it ("": where it began)
    for inv in script.invocations:
        if inv.program is None:
            out.append(Action(OPAQUE, argument, None))  # "$GIT push …": what runs is not shown
        elif inv.program == "git":
            out += git_actions(inv, argument, expand=expand)
        elif inv.program == "gh":
            out += gh_actions(inv, argument)
        elif inv.program == "cd" and inv.depth == 0:
            cwd = _moved(cwd, inv.args)
        for what, word in files_written(inv):
            out.append(_file_action(what, word, cwd, argument))
    return out


# `gh pr create`'s options: those that take a value (the title's and the base's are read).
_GH_VALUE = frozenset(
    {"-t", "--title", "-B", "--base", "-b", "--body", "-F", "--body-file", "-H", "--head", "-a",
     "--assignee", "-l", "--label", "-m", "--milestone", "-p", "--project", "-r", "--reviewer",
     "-R", "--repo", "-T", "--template", "--recover"}
)  # fmt: skip


def gh_actions(inv, argument: str) -> list[Action]:
    """What GitHub's CLI does as the checker reads it: `gh pr create` opens a pull request onto
    its `--base` (the repository's default branch without one: not in the call) with its
    `--title` (`--fill`, `--fill-first` and an interactive run take the title from elsewhere);
    `gh pr merge` writes the request's base branch, which the call does not name."""
    words = [w.text for w in inv.args]
    if any(w.dynamic for w in inv.args) or inv.more_args:
        pr = words[:2] in (["pr", "create"], ["pr", "merge"])
        return [Action(OPAQUE, argument, None)] if pr else []
    if words[:2] == ["pr", "merge"]:  # writes the request's base, which the call does not name
        return [Action(PUSH, argument, None, unresolved=True)]
    if words[:2] != ["pr", "create"]:
        return []
    values: dict[str, str] = {}
    i = 2
    while i < len(words):
        w = words[i]
        name, eq, value = w.partition("=")
        if name in _GH_VALUE:
            if eq:
                values[name] = value
                i += 1
            else:
                if i + 1 < len(words):
                    values[name] = words[i + 1]
                i += 2
            continue
        i += 1
    base = values.get("--base", values.get("-B"))
    title = values.get("--title", values.get("-t"))
    return [
        Action(PULL_REQUEST, argument, base, unresolved=base is None),
        Action(PR_TITLE, argument, title, unresolved=title is None),
    ]


def _moved(cwd: str | None, args) -> str | None:
    """Where `cd ARGS` leaves a line that was in `cwd` (None: nobody can tell)."""
    operands = [a for a in args if not a.text.startswith("-") or a.text == "-"]
    if not operands:
        return None  # a bare `cd` goes home
    word = operands[0]
    if word.dynamic or word.text == "-" or word.text.startswith("~"):
        return None
    if word.text.startswith("/"):
        return word.text
    if cwd is None:
        return None
    return posixpath.join(cwd, word.text) if cwd else word.text


def _file_action(what: str, word, cwd: str | None, argument: str) -> Action:
    """A write (a deletion, a new folder) of one shell word's path, from where the line is."""
    kind = MKDIR if what == "mkdir" else WRITE
    text = word.text
    gone = what in ("delete", SWEEP, SWEEP_NAMED)  # (fix-zd-files) a removal, for such a ban
    if word.dynamic or (cwd is None and not text.startswith(("/", "~"))):
        return Action(kind, argument, None, unresolved=True, removes=gone)
    path = posixpath.join(cwd, text) if cwd and not text.startswith(("/", "~")) else text
    # (mend-zd-shell) a sweep's start: the path itself, or its folder when a name narrows it
    start = path if what == SWEEP else posixpath.dirname(path) if what == SWEEP_NAMED else None
    return Action(kind, argument, path, new_file=what == "write", removes=gone, swept=start)


# Tools of the git hosts' servers that write a branch on the remote (GitHub's `push_files`,
# `create_or_update_file`, `delete_file`, GitLab's likewise): by their words and arguments.
_WRITES_REMOTE = re.compile(
    r"(?:^|_)(?:push|commit)(?:_|$)|create_or_update|(?:^|_)(?:update|delete|put|upload|write)_"
    r"(?:files?|contents?)(?:_|$)|(?:^|_)merge_(?:pull|merge)_request|update_pull_request_branch"
)
# A pull or merge request opened onto a base branch (GitHub's create_pull_request, GitLab's
# create_merge_request).
_OPENS_REQUEST = re.compile(r"(?:^|_)(?:create|open)_(?:pull|merge)_request(?:_|$)")
_REPO_ARGS = ("owner", "repo", "repository", "project_id", "projectId", "repo_name")
_BRANCH_ARGS = ("branch", "branch_name", "branchName", "ref", "target_branch", "targetBranch")


def _branch_writes(tool: str, args: Mapping[str, Any]) -> list[Action]:
    if _OPENS_REQUEST.search(tool) and _first(args, *_REPO_ARGS):
        found = _first(args, "base", "target_branch", "targetBranch", "base_branch", "into")
        title = _first(args, "title")
        named = title is not None and isinstance(title[1], str)
        titled = Action(
            PR_TITLE,
            title[0] if title else "title",
            title[1] if named else None,
            unresolved=not named,
        )
        if found is None or not isinstance(found[1], str):
            base = Action(PULL_REQUEST, found[0] if found else "base", None, unresolved=True)
            return [base, titled]
        return [Action(PULL_REQUEST, found[0], found[1]), titled]
    if tool in ("delete_branch", "delete_a_branch") and _first(args, *_REPO_ARGS):
        # (fix-zd-noticed) a git host's tool deleting a branch: a deletion, nothing pushed
        found = _first(args, *_BRANCH_ARGS, "name")
        named = found is not None and isinstance(found[1], str)
        return [
            Action(
                DELETE_BRANCH,
                found[0] if found else "branch",
                found[1] if named else None,
                unresolved=not named,
            )
        ]
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
        pushed = _remote_push(found[0], found[1], force=args.get("force") is True)
        out.append(replace(pushed, remote=True))
        message = _first(args, "message", "commit_message")
        if message is not None and isinstance(message[1], str):
            out.append(Action(COMMIT, message[0], message[1], remote=True))
    # the files such a tool writes are committed on the remote as they are written
    committed = not re.search(r"merge|pull_request|delete", tool)
    path = _first(args, *_PATH_ARGS)
    if path is not None and isinstance(path[1], str):
        out.append(Action(WRITE, path[0], path[1], new_file="delete" not in tool))
        if committed:
            out.append(Action(STAGE, path[0], path[1], remote=True))
    files = args.get("files")
    if isinstance(files, list):
        for i, item in enumerate(files):
            if isinstance(item, Mapping):
                found_path = _first(item, *_PATH_ARGS, "file_path")
                if found_path is not None and isinstance(found_path[1], str):
                    where = f"files[{i}].{found_path[0]}"
                    out.append(Action(WRITE, where, found_path[1]))
                    if committed:
                        out.append(Action(STAGE, where, found_path[1], remote=True))
    return out


def _shell_command(call: ToolCall) -> tuple[str, str] | None:
    if not _SHELL_TOOL.search(call.tool.lower()):
        return None
    args = call.arguments
    found = _first(args, "command", "cmd", "script", "commandLine", "command_line", "args")
    if found is None:
        return None
    value = found[1]
    if (
        isinstance(value, list)
        and len(value) == 3
        and value[0] in _SHELLS
        and value[1] in ("-c", "-lc", "-ic")
        and isinstance(value[2], str)
    ):  # Codex's ["bash", "-lc", "script"]: the script is what runs, not a quoted string
        value = value[2]
    text = _text(value)
    if text is None:
        return None
    extra = args.get("args") if found[0] != "args" else None
    if isinstance(extra, list) and all(isinstance(a, str) for a in extra):
        text = shlex.join([text, *extra]) if " " not in text else text + " " + shlex.join(extra)
    return found[0], text


_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "/bin/bash", "/bin/sh", "/bin/zsh"})
_NEW_TEXT_ARGS = ("new_str", "new_string", "newText", "new_text", "replacement", "new_content")


def _file_pieces(args: Mapping[str, Any], path_text: str, base: str = "") -> list[Piece]:
    """The texts a call writes into one file: its whole content, or each edit's new text."""
    out = []
    found = _first(args, *_CONTENT_ARGS)
    if found and isinstance(found[1], str):
        out.append(Piece(base + found[0], document_of_file(path_text, found[1]), "file", path_text))
    edits = args.get("edits")
    if isinstance(edits, list):
        for i, edit in enumerate(edits):
            new = _first(edit, *_NEW_TEXT_ARGS) if isinstance(edit, Mapping) else None
            if new and isinstance(new[1], str):
                where = f"{base}edits[{i}].{new[0]}"
                out.append(Piece(where, document_of_file(path_text, new[1]), "file", path_text))
    new = _first(args, *_NEW_TEXT_ARGS)
    if new and isinstance(new[1], str):
        out.append(Piece(base + new[0], document_of_file(path_text, new[1]), "file", path_text))
    return out


def call_pieces(call: ToolCall) -> list[Piece]:
    """The texts a call writes: a file's content (or each edit's new text) — locally or through
    a git host's server —, a shell command, a commit message."""
    tool, args = call.tool.lower(), call.arguments
    path = _first(args, *_PATH_ARGS, *_MORE_PATH_ARGS)
    path_text = str(path[1]) if path else ""
    writes = [a for a in call_actions(call) if a.kind == WRITE]
    if tool == "apply_patch" and path is None:
        return [
            Piece(where, document_of_file(p, text), "file", p)
            for where, p, _added, text in patch_files(args)
            if text.strip()
        ]
    if tool not in ("git_commit",) and _shell_command(call) is None and writes:
        out = _file_pieces(args, path_text)
        files = args.get("files")
        if isinstance(files, list):  # push_files: several files at once
            for i, item in enumerate(files):
                if isinstance(item, Mapping):
                    found = _first(item, *_PATH_ARGS)
                    where = str(found[1]) if found else ""
                    out += _file_pieces(item, where, f"files[{i}].")
        return out + _remote_commits(call)
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
    return _remote_commits(call)


def _remote_commits(call: ToolCall) -> list[Piece]:
    """The message a git host's tool commits with (push_files, create_or_update_file)."""
    return [
        Piece(action.argument, Document(action.value), "commit")
        for action in call_actions(call)
        if action.kind == COMMIT and action.remote and action.value
    ]


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
