"""The checker's nouns: a rule's words, the outputs it is checked against (a reply, a tool call,
the turn before it), and the verdict with its evidence (SPEC §2.11)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.model import Kind


class Outcome(StrEnum):
    """What the checker says of one rule and one output."""

    FOLLOWED = "followed"
    VIOLATED = "violated"
    NOT_APPLICABLE = "not_applicable"  # the rule is checkable, but this output gives it no occasion
    UNKNOWN = "unknown"  # the checker cannot tell (its words, or this output): never a guess


class Family(StrEnum):
    """Which kind of rule the reader found in a rule's words."""

    LANGUAGE = "language"  # the reply's language
    TERMS = "terms"  # required or forbidden tools, commands, code and words
    FORMAT = "format"  # code format in code blocks (and in files written)
    ACTIONS = "actions"  # branches, pushes, commit subjects, paths of written files
    OTHER = "other"  # nothing the checker can read: always `unknown`


CHECKABLE = (Family.LANGUAGE, Family.TERMS, Family.FORMAT, Family.ACTIONS)


@dataclass(frozen=True, slots=True)
class RuleText:
    """One rule as the checker reads it: its words and kind, and which entry (id, version) it is."""

    words: str
    kind: str = Kind.CONSTRAINT.value
    entry_id: int | None = None
    version: int | None = None
    # The reading the user confirmed (or the one stored when the rule was saved): a
    # app.domain.compliance.reading.Reading, checked instead of the words. None: read the words.
    reading: Any = None

    def __post_init__(self) -> None:
        if not isinstance(self.words, str):
            raise AppError(Code.INVALID_INPUT, "a rule's words are text.", "words")
        if self.kind not in {k.value for k in Kind}:
            raise AppError(Code.INVALID_KIND, f"{self.kind!r} is not a kind of entry.", "kind")

    @property
    def is_rule(self) -> bool:
        """Preferences and constraints are rules; facts, decisions, todos and lessons are not."""
        return Kind(self.kind).is_rule


@dataclass(frozen=True, slots=True)
class Reply:
    """An agent reply: Markdown text (prose, code blocks, quotes)."""

    text: str

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise AppError(Code.INVALID_INPUT, "a reply is text.", "text")


@dataclass(frozen=True)
class ToolCall:
    """A call the agent makes: the tool's name as the model called it (`git__git_push`, with its
    server's prefix, or `git_push` alone) and its arguments (a JSON object)."""

    name: str
    arguments: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise AppError(Code.INVALID_INPUT, "a tool call needs a tool name.", "name")
        if not isinstance(self.arguments, Mapping):
            raise AppError(
                Code.INVALID_INPUT, "a tool call's arguments are a JSON object.", "arguments"
            )

    @property
    def tool(self) -> str:
        """The MCP tool's own name, whatever server prefix stands before `__` ("git_push")."""
        return self.name.rpartition("__")[2].strip()

    @classmethod
    def shell(cls, command: str, *, stdin: str | None = None) -> ToolCall:
        """A shell command an agent runs (a hook's Bash tool, a terminal command)."""
        arguments: dict[str, Any] = {"command": command}
        if stdin is not None:
            arguments["stdin"] = stdin
        return cls("shell", arguments)

    @classmethod
    def file_write(cls, path: str, content: str = "", *, edit: bool = False) -> ToolCall:
        """A file an agent writes whole (or edits, `edit`)."""
        if edit:
            return cls("edit_file", {"path": path, "new_str": content})
        return cls("write_file", {"path": path, "content": content})

    @classmethod
    def from_json(cls, data: Any) -> ToolCall:
        """A call from `{"name": "git__git_push", "arguments": {...}}` (arguments may be left out);
        anything else is refused with `invalid_input`."""
        if not isinstance(data, Mapping):
            raise AppError(
                Code.INVALID_INPUT,
                'a tool call is a JSON object: {"name": "...", "arguments": {...}}.',
                "tool_call",
            )
        extra = set(data) - {"name", "arguments"}
        if extra:
            raise AppError(
                Code.INVALID_INPUT,
                f"a tool call has only `name` and `arguments`, not {', '.join(sorted(extra))}.",
                "tool_call",
            )
        arguments = data.get("arguments", {})
        if arguments is None:
            arguments = {}
        return cls(data.get("name"), arguments)  # type: ignore[arg-type]


@dataclass(frozen=True)
class TurnActions:
    """What the checker needs to know about the turn before the call it checks.

    `earlier`: the tool calls that ran earlier in this turn, in order (a call the user denied
    is not one). `branch_at_start`: the branch checked out when the turn began, when the caller
    knows it (None: not known). From these the checker learns which branches this turn created
    and which branch is checked out when the call runs (`mcp-server-git`'s `git_create_branch`
    creates a branch without checking it out; `git_checkout` switches to one).
    """

    earlier: Sequence[ToolCall] = ()
    branch_at_start: str | None = None

    def __post_init__(self) -> None:
        if not all(isinstance(c, ToolCall) for c in self.earlier):
            raise AppError(Code.INVALID_INPUT, "a turn's earlier calls are tool calls.", "turn")
        if self.branch_at_start is not None and not isinstance(self.branch_at_start, str):
            raise AppError(Code.INVALID_INPUT, "the turn's first branch is a name.", "turn")


# What a call does, as the actions family reads it (app.domain.compliance.target).
PUSH, COMMIT, CREATE_BRANCH, CHECKOUT, WRITE, MKDIR = (
    "push",
    "commit",
    "create_branch",
    "checkout",
    "write",
    "mkdir",
)
OPAQUE = "opaque"  # something runs that may push or commit, in a form nobody can read
# a file put into a commit (`git add <path>`, git_add's files, a git host's tool writing a file
# onto a branch); `value` None: files nobody can name (`git add -A`, `git add .`, `commit -a`)
STAGE = "stage"
PULL_REQUEST = "pull_request"  # a pull (merge) request opened onto a branch (its base)
# (check-y-east) a branch merged (`git merge X`: `value` X) into the branch checked out, where it
# lands as a commit does
MERGE = "merge"
# (fix-zb-noticed) the branch checked out rebased onto another (`git rebase main`, `git pull
# --rebase origin main`: `value` main; None where git's configuration names it)
REBASE = "rebase"
# what a rule refuses of a rebase: the branch checked out rebased ("Rebasing the shared release
# branch is a no-go": the branch rewritten), where REBASE in a rule is the rebase onto one
REBASED = "rebased"
# A pull request's title, as the call gives it (`value`; None with `unresolved`: `gh pr create
# --fill` or an interactive one takes it from elsewhere).
PR_TITLE = "pr_title"
# (fix-zd-noticed) A branch deleted (`value`; None with `unresolved`): `git branch -d/-D X`, `git
# push --delete origin X` or `:X` (beside that push), a git host's delete_branch. Its own kind so
# that a rule keeping a branch from deletion sees only deletions, and no push or commit rule sees one.
DELETE_BRANCH = "delete_branch"
# A file put into the next commit (`git add PATH`, git_add's files, a git host's tool committing
# it); `value` None with `unresolved`: which files is not in the call (`git add -A`, `.`,
# `git commit -a`).
STAGE = "stage"


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a call does. `value`: the branch, message or path; `argument`: where in the
    call's arguments it stands.

    A push's `value` is the branch it writes, when one is named; otherwise `current` (the branch
    checked out, known only from the turn), `pattern` (a glob over branch names, "*" for all of
    them: `--all`, `refs/heads/*:refs/heads/*`) or `unresolved` (its destination cannot be read)."""

    kind: str
    argument: str
    value: str | None
    force: bool = False  # a plain force push
    lease: bool = False  # a force push with lease (refused when the remote moved)
    checkout: bool = False  # a branch created and switched to at once
    new_file: bool = True  # a write of a whole file (write_file), not an edit of one
    current: bool = False
    pattern: str | None = None
    unresolved: bool = False
    delete: bool = False  # a push that deletes the branch (`:main`, `--delete`)
    configured: bool = False  # no refspec: git's configuration (push.default) decides
    # written on the remote by a git host's tool (push_files, create_or_update_file): its push
    # is also a commit onto that branch, and its commit carries the call's message
    remote: bool = False
    # the local branch a push sends ("hotfix/x" of `hotfix/x:main`; "HEAD": the one checked out),
    # when the call names it
    source: str | None = None
    # (fix-zd-files) a file taken away (`rm`, `git rm`, `find -delete`, a move's source, a delete
    # tool): what a rule that bans only deleting is about; a write or a new folder is not
    removes: bool = False
    # (mend-zd-shell) a removal that sweeps a tree (`find START -delete`, `git clean -f PATH`): the
    # folder it starts from, where `value` is the start or the start with the one name it matches
    swept: str | None = None


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the verdict rests on: a span of the reply, an argument of the call (and a span of its
    value), or what the turn's earlier calls did; `finding` is a stable code of what was seen.

    `where` is "reply", "arguments" or "turn". Offsets are characters of the reply (or of the
    argument's value); `value` is shortened to 200 characters."""

    where: str
    finding: str
    text: str | None = None
    start: int | None = None
    end: int | None = None
    argument: str | None = None
    value: str | None = None
    language: str | None = None

    def to_json(self) -> dict:
        data: dict[str, Any] = {"where": self.where, "finding": self.finding}
        for name in ("argument", "value", "text", "start", "end", "language"):
            v = getattr(self, name)
            if v is not None:
                data[name] = v
        return data


@dataclass(frozen=True, slots=True)
class Verdict:
    """One rule's verdict on one output, in SPEC §2.11's shape (`to_json`). `family` and `aspect`
    say what the reader found in the rule, `words` are the rule's (all three kept out of the JSON
    shape)."""

    entry_id: int | None
    version: int | None
    verdict: Outcome
    evidence: Evidence | None = None
    by: str = "checker"
    family: Family = Family.OTHER
    aspect: str = ""
    words: str = ""
    forbids: bool = False  # the rule forbids something ("never …"): an unknown asks (SPEC §3)

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "version": self.version,
            "verdict": self.verdict.value,
            "evidence": None if self.evidence is None else self.evidence.to_json(),
            "by": self.by,
        }
