"""A `git …` invocation read as git reads it: its global options, its aliases given on the line,
its subcommand, and for `git push` the refspecs resolved to the branches they write
(git-push(1), gitrevisions(7), git(1) "OPTIONS").

Push destinations, as git resolves them on the remote:
- `main`, `+main` (force), `HEAD:main`, `feature:main`, `@:main` → the branch `main`;
- `HEAD:heads/main`, `HEAD:refs/heads/main` → `main` (a short name is tried as `refs/<name>`
  before `refs/heads/<name>`); `refs/tags/…`, `tags/…`, `refs/notes/…` → not a branch;
- `:main`, `--delete main` → `main`, deleted;
- `HEAD`, no refspec at all → the branch checked out (known only from the turn);
- globs (`refs/heads/*:refs/heads/*`), `--all`, `--branches`, `--mirror`, `--prune` → every
  branch the pattern can name (which exist is not known);
- anything else (a dynamic word, an option git-push does not have, a source that is not a ref
  with no destination, a subcommand that may be an alias) → unresolved.
"""

from __future__ import annotations

import re

from app.domain.compliance.model import (
    CHECKOUT,
    COMMIT,
    CREATE_BRANCH,
    DELETE_BRANCH,
    MERGE,
    OPAQUE,
    PUSH,
    REBASE,
    STAGE,
    Action,
)
from app.domain.compliance.shell import Invocation, Word

# git(1)'s options before the subcommand: those that take a value (also as --opt=value).
_GLOBAL_VALUE = frozenset(
    {"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env",
     "--attr-source", "--list-cmds"}
)  # fmt: skip
_GLOBAL_FLAG = frozenset(
    {"--no-pager", "-p", "--paginate", "-P", "--bare", "--no-replace-objects",
     "--literal-pathspecs", "--glob-pathspecs", "--noglob-pathspecs", "--icase-pathspecs",
     "--no-optional-locks", "--no-lazy-fetch", "--no-advice", "--exec-path", "--html-path",
     "--man-path", "--info-path", "-v", "--version", "-h", "--help"}
)  # fmt: skip
# Subcommands git has itself: a word that is none of these may be an alias (which can push).
_BUILTIN = frozenset(
    [
        "add",
        "am",
        "annotate",
        "apply",
        "archive",
        "bisect",
        "blame",
        "branch",
        "bundle",
        "cat-file",
        "check-attr",
        "check-ignore",
        "check-mailmap",
        "check-ref-format",
        "checkout",
        "checkout-index",
        "cherry",
        "cherry-pick",
        "citool",
        "clean",
        "clone",
        "column",
        "commit",
        "commit-graph",
        "commit-tree",
        "config",
        "count-objects",
        "credential",
        "describe",
        "diff",
        "diff-files",
        "diff-index",
        "diff-tree",
        "difftool",
        "fast-export",
        "fast-import",
        "fetch",
        "fetch-pack",
        "filter-branch",
        "for-each-ref",
        "format-patch",
        "fsck",
        "gc",
        "grep",
        "gui",
        "hash-object",
        "help",
        "init",
        "instaweb",
        "interpret-trailers",
        "log",
        "ls-files",
        "ls-remote",
        "ls-tree",
        "maintenance",
        "merge",
        "merge-base",
        "merge-file",
        "merge-tree",
        "mergetool",
        "mv",
        "name-rev",
        "notes",
        "pull",
        "push",
        "range-diff",
        "read-tree",
        "rebase",
        "reflog",
        "remote",
        "repack",
        "replace",
        "request-pull",
        "rerere",
        "reset",
        "restore",
        "rev-list",
        "rev-parse",
        "revert",
        "rm",
        "send-pack",
        "shortlog",
        "show",
        "show-branch",
        "show-ref",
        "sparse-checkout",
        "stash",
        "status",
        "submodule",
        "switch",
        "symbolic-ref",
        "tag",
        "update-index",
        "update-ref",
        "var",
        "verify-commit",
        "verify-tag",
        "version",
        "whatchanged",
        "worktree",
        "write-tree",
        "lfs",
    ]
)
# git-push(1): options that take a value as the next word, and flags.
_PUSH_VALUE = frozenset({"--repo", "-o", "--push-option", "--receive-pack", "--exec"})
_PUSH_FLAG = frozenset(
    {"--all", "--branches", "--mirror", "--tags", "--follow-tags", "--no-follow-tags",
     "--delete", "-d", "--force", "-f", "--prune", "-u", "--set-upstream", "-n", "--dry-run",
     "--porcelain", "-q", "--quiet", "-v", "--verbose", "--progress", "--no-progress",
     "--verify", "--no-verify", "--atomic", "--no-atomic", "--thin", "--no-thin", "-4", "-6",
     "--ipv4", "--ipv6", "--force-if-includes", "--no-force-if-includes", "--force-with-lease",
     "--no-force-with-lease", "--signed", "--no-signed", "--no-recurse-submodules"}
)  # fmt: skip
_PUSH_SHORT = frozenset("dfunqv46")
_NOT_A_REF = re.compile(r"[~^:\s\\]|@\{|\.\.|^[0-9a-f]{7,40}$")


def _global_options(args: tuple[Word, ...]) -> tuple[int, dict[str, str | None], bool]:
    """(where the subcommand is, aliases the line gives `-c alias.NAME=…` — None when their value
    is not on the line —, whether the options read as git reads them)."""
    aliases: dict[str, str | None] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if word.dynamic and word.text.startswith("-"):
            return i, aliases, False
        w = word.text
        if not w.startswith("-"):
            return i, aliases, True
        name, eq, value = w.partition("=")
        if w in _GLOBAL_FLAG or name in ("--exec-path",):
            i += 1
            continue
        if name in _GLOBAL_VALUE or (w[:2] in ("-C", "-c") and len(w) > 2):
            if w[:2] in ("-C", "-c") and len(w) > 2:
                name, value, eq = w[:2], w[2:], "="
            if not eq:
                if i + 1 >= len(args):
                    return i + 1, aliases, False
                value_word = args[i + 1]
                value, i = value_word.text, i + 2
                if value_word.dynamic and name in ("-c", "--config-env"):
                    return i, aliases, False  # config nobody can see: aliases unknown
            else:
                i += 1
            if name in ("-c", "--config-env"):
                key, _eq, setting = value.partition("=")
                if key.lower().startswith("alias."):
                    aliases[key[6:].lower()] = setting if name == "-c" else None
            continue
        return i, aliases, False  # an option git does not have
    return i, aliases, True


def git_actions(inv: Invocation, argument: str, *, expand) -> list[Action]:
    """What one `git …` invocation does, as actions. `expand(text)` reads shell code (an alias
    that starts with "!", `submodule foreach`), returning its actions."""
    args = inv.args
    at, aliases, readable = _global_options(args)
    if not readable or at >= len(args):
        return [Action(OPAQUE, argument, None)] if not readable else []
    sub_word, rest = args[at], args[at + 1 :]
    if sub_word.dynamic:
        return [Action(OPAQUE, argument, None)]
    sub = sub_word.text
    if sub.lower() in aliases:
        value = aliases[sub.lower()]
        if value is None:
            return [Action(OPAQUE, argument, None)]
        if value.startswith("!"):
            return expand(value[1:] + " " + " ".join(w.text for w in rest))
        alias_words = tuple(Word(w) for w in value.split())
        if not alias_words:
            return [Action(OPAQUE, argument, None)]
        sub, rest = alias_words[0].text, alias_words[1:] + rest
    if sub not in _BUILTIN:
        return [Action(OPAQUE, argument, None)]  # an alias, or git-<name> on the PATH
    if inv.more_args and sub in ("push", "commit", "checkout", "switch", "branch"):
        return [Action(OPAQUE, argument, None)]
    if sub == "push":
        return _push(rest, argument)
    if sub == "commit":
        return [*_staged_by_commit(rest, argument), _commit(rest, argument)]
    if sub == "add":
        return _add(rest, argument)
    if sub in ("checkout", "switch"):
        return _checkout(rest, argument)
    if sub == "branch":
        return _branch(rest, argument)
    if sub == "submodule" and rest[:1] and rest[0].text == "foreach":
        cmd = [w for w in rest[1:] if w.text not in ("--recursive", "-q", "--quiet")]
        return expand(" ".join(w.text for w in cmd))
    if sub == "rebase":
        out: list[Action] = _rebase(rest, argument)
        for k, w in enumerate(rest):
            if w.text in ("-x", "--exec") and k + 1 < len(rest):
                out += expand(rest[k + 1].text)
            elif w.text.startswith("--exec="):
                out += expand(w.text.split("=", 1)[1])
        return out
    if sub == "pull":
        return _pull_rebase(rest, argument)
    if sub == "send-pack":
        return [Action(OPAQUE, argument, None)]
    if sub == "merge":  # (check-y-east)
        return _merge(rest, argument)
    return []


def _words(rest: tuple[Word, ...]) -> list[str]:
    return [w.text for w in rest]


def _commit(rest: tuple[Word, ...], argument: str) -> Action:
    words = _words(rest)
    message = None
    for i, w in enumerate(words):
        if w in ("-m", "--message") and i + 1 < len(words):
            message = words[i + 1] if message is None else message + "\n\n" + words[i + 1]
        elif w.startswith("--message="):
            message = w.split("=", 1)[1]
        elif re.fullmatch(r"-[a-zA-Z]*m", w) and i + 1 < len(words):
            message = words[i + 1]
        elif re.fullmatch(r"-m.+", w):
            message = w[2:]
    return Action(COMMIT, argument, message)


# `git add`'s options that take a value, those that stage what the line does not name, and
# those that stage nothing.
_ADD_VALUE = frozenset({"--chmod", "--pathspec-from-file"})
_ADD_ALL = frozenset({"-A", "--all", "-u", "--update", "--no-ignore-removal"})
_ADD_NOTHING = frozenset({"-n", "--dry-run", "--refresh", "-h", "--help"})


def _add(rest: tuple[Word, ...], argument: str) -> list[Action]:
    """The files `git add` stages: each path named, or one unresolved stage where the files are
    not on the line (`-A`, `-u`, `.`, a glob, a word an expansion makes, `--pathspec-from-file`);
    nothing for a dry run."""
    if any(w in _ADD_NOTHING for w in _words(rest)):
        return []
    out: list[Action] = []
    paths_only = False
    for word in rest:
        w = word.text
        if not paths_only and w == "--":
            paths_only = True
            continue
        if not paths_only and w.startswith("-"):
            if w in _ADD_ALL or w.split("=", 1)[0] in _ADD_VALUE:
                return [Action(STAGE, argument, None, unresolved=True)]
            continue
        if word.dynamic or w in (".", "./", "*", ":/", ":") or any(c in w for c in "*?["):
            return [Action(STAGE, argument, None, unresolved=True)]
        out.append(Action(STAGE, argument, w))
    return out or [Action(STAGE, argument, None, unresolved=True)]


def _staged_by_commit(rest: tuple[Word, ...], argument: str) -> list[Action]:
    """What `git commit` itself stages: every tracked change with `-a`/`--all` (`-am`, `-av`),
    or the paths it names (`git commit -m msg -- a.py`); nothing otherwise (what was staged
    before)."""
    words = _words(rest)
    if any(w in ("-a", "--all") or re.fullmatch(r"-[a-zA-Z]*a[a-zA-Z]*", w) for w in words):
        return [Action(STAGE, argument, None, unresolved=True)]
    if "--" in words:
        return [Action(STAGE, argument, w) for w in words[words.index("--") + 1 :]]
    return []


def _checkout(rest: tuple[Word, ...], argument: str) -> list[Action]:
    words = _words(rest)
    for i, w in enumerate(words):
        if w in ("-b", "-B", "-c", "-C", "--create", "--orphan") and i + 1 < len(words):
            return [Action(CREATE_BRANCH, argument, words[i + 1], checkout=True)]
    plain = [w for w in words if not w.startswith("-")]
    if "--" in words or not plain or plain[0] == ".":
        return []
    return [Action(CHECKOUT, argument, plain[0])]


def _merge(rest: tuple[Word, ...], argument: str) -> list[Action]:
    """(check-y-east) A merge of the branch named into the one checked out; none for a merge
    stopped or resumed (`--abort`, `--quit`, `--continue`), which lands nothing new."""
    words = _words(rest)
    if any(w in ("--abort", "--quit", "--continue") for w in words):
        return []
    plain = [w for w in words if not w.startswith("-")]
    return [Action(MERGE, argument, plain[-1] if plain else None)]


# (fix-zb-noticed) `git rebase`'s options that take a value; a rebase stopped or resumed lands
# nothing new; a remote's name before the branch (`origin/main`) is where the branch comes from
_REBASE_VALUE = frozenset({"-x", "--exec", "-s", "--strategy", "-X", "--strategy-option", "--onto"})
_REBASE_RESUMED = frozenset(
    {"--abort", "--continue", "--skip", "--quit", "--edit-todo", "--show-current-patch"}
)
_REMOTE_PREFIX = re.compile(r"^(?:refs/remotes/[^/]+/|refs/heads/|(?:origin|upstream)/)")


def _rebase(rest: tuple[Word, ...], argument: str) -> list[Action]:
    """The branch the one checked out is rebased onto: `--onto`'s, else the upstream named (None:
    git's configuration names it); none for a rebase stopped or resumed."""
    words = _words(rest)
    if any(w in _REBASE_RESUMED for w in words):
        return []
    onto, plain, i = None, [], 0
    while i < len(words):
        w = words[i]
        if w == "--onto" and i + 1 < len(words):
            onto = words[i + 1]
        elif w.startswith("--onto="):
            onto = w.split("=", 1)[1]
        if w in _REBASE_VALUE:
            i += 2
            continue
        if not w.startswith("-"):
            plain.append(w)
        i += 1
    upstream = onto or (plain[0] if plain else None)
    # (`git rebase -i HEAD~3`: one's own commits rewritten, onto no branch — its value no branch's)
    value = _REMOTE_PREFIX.sub("", upstream) if upstream else None
    return [Action(REBASE, argument, value, unresolved=value is None)]


def _pull_rebase(rest: tuple[Word, ...], argument: str) -> list[Action]:
    """`git pull --rebase [remote] [branch]`: a rebase onto the branch fetched (None: the one
    configured); a pull that merges rebases nothing."""
    words = _words(rest)
    if not any(w in ("--rebase", "-r") or w.startswith("--rebase=") for w in words) or any(
        w in ("--no-rebase", "--rebase=false") for w in words
    ):
        return []
    plain = [w for w in words if not w.startswith("-")]
    value = _REMOTE_PREFIX.sub("", plain[1].split(":")[0]) if len(plain) > 1 else None
    return [Action(REBASE, argument, value, unresolved=value is None)]


def _branch(rest: tuple[Word, ...], argument: str) -> list[Action]:
    words = _words(rest)
    flags = [w for w in words if w.startswith("-")]
    plain = [w for w in words if not w.startswith("-")]
    listing = ("-d", "-D", "--delete", "-m", "-M", "-l", "--list", "-a", "-r", "--show-current")
    if plain and not any(f in listing for f in flags):
        return [Action(CREATE_BRANCH, argument, plain[0])]
    # (fix-zd-noticed) `git branch -d/-D X Y`: each local branch named is deleted (with -r, a
    # remote-tracking ref is, no branch)
    deletes = any(f in ("-d", "-D", "--delete") for f in flags) and "-r" not in flags
    return [Action(DELETE_BRANCH, argument, name) for name in plain] if deletes else []


# ---------------------------------------------------------------- git push


def _push(rest: tuple[Word, ...], argument: str) -> list[Action]:
    force = lease = delete = False
    patterns: list[str] = []
    positional: list[Word] = []
    tags_only = False
    i = 0
    while i < len(rest):
        word = rest[i]
        w = word.text
        if w == "--":
            positional += rest[i + 1 :]
            break
        if not w.startswith("-") or w == "-":  # options may follow the repository too
            positional.append(word)
            i += 1
            continue
        if word.dynamic:
            return [Action(PUSH, argument, None, unresolved=True)]
        name = w.split("=", 1)[0]
        if name in _PUSH_VALUE and "=" not in w:
            i += 2
            continue
        if name in _PUSH_VALUE or name in ("--recurse-submodules", "--signed"):
            i += 1
            continue
        if name == "--force-with-lease":
            lease = True
        elif w in _PUSH_FLAG:
            force |= w in ("--force", "-f")
            delete |= w in ("--delete", "-d")
            if w in ("--all", "--branches", "--mirror", "--prune"):
                patterns.append("*")
            force |= w == "--mirror"
            tags_only |= w == "--tags"
        elif re.fullmatch(r"-[a-zA-Z0-9]+", w) and set(w[1:]) <= _PUSH_SHORT:
            force |= "f" in w
            delete |= "d" in w
        else:
            return [Action(PUSH, argument, None, unresolved=True)]  # not an option git has
        i += 1
    specs = positional[1:]
    out = [
        Action(PUSH, argument, None, force=force, lease=lease, pattern=p, delete=delete)
        for p in patterns
    ]
    for spec in specs:
        out.append(_refspec_action(spec, argument, force=force, lease=lease, delete=delete))
    if not specs and not patterns and not tags_only:
        # No refspec: the branch checked out, as push.default says (known only from the turn).
        out.append(
            Action(PUSH, argument, None, force=force, lease=lease, current=True, configured=True)
        )
    out = [a for a in out if a is not None]
    # (fix-zd-noticed) a push that deletes a branch deletes it: said beside the push, so a rule
    # keeping a branch from deletion reads it (and one on pushes still reads the push)
    gone = [a for a in out if a.delete or (delete and a.unresolved)]
    return out + [Action(DELETE_BRANCH, a.argument, a.value, unresolved=a.unresolved) for a in gone]


def _refspec_action(
    spec: Word, argument: str, *, force: bool, lease: bool, delete: bool
) -> Action | None:
    if spec.dynamic:
        return Action(PUSH, argument, None, unresolved=True, force=force)
    text = spec.text
    plus = text.startswith("+")
    text = text[1:] if plus else text
    if delete:
        src, dst = "", text
    elif ":" in text:
        src, _colon, dst = text.rpartition(":")
    else:
        src, dst = text, ""
    deleted = delete or (src == "" and dst != "")
    force = force or plus
    if "*" in src or "*" in dst:
        glob = branch_of(dst or src)
        if glob is False:
            return None  # tags, notes: not a branch
        return Action(PUSH, argument, None, force=force, lease=lease, pattern=glob or "*")
    if not dst:
        if src in ("HEAD", "@"):
            return Action(PUSH, argument, None, force=force, lease=lease, current=True)
        if _NOT_A_REF.search(src) or not src:
            return Action(PUSH, argument, None, force=force, unresolved=True)
        dst = src
    if dst in ("HEAD", "@"):
        return Action(PUSH, argument, None, force=force, unresolved=True)
    branch = branch_of(dst)
    if branch is False:
        return None
    if branch is None:
        return Action(PUSH, argument, None, force=force, unresolved=True)
    source = None if deleted else ("HEAD" if src in ("HEAD", "@") else _local_branch(src))
    return Action(
        PUSH,
        argument,
        branch,
        force=force,
        lease=lease and not deleted,
        delete=deleted,
        source=source,
    )


def _local_branch(src: str) -> str | None:
    """The local branch a refspec's source names ("hotfix/x", "refs/heads/hotfix/x"); None for
    anything else (a commit, a tag, a remote-tracking ref)."""
    if src.startswith("refs/heads/"):
        return src[len("refs/heads/") :] or None
    if src.startswith("refs/") or _NOT_A_REF.search(src) or re.fullmatch(r"[0-9a-f]{7,40}", src):
        return None
    return src


def branch_of(ref: str) -> str | bool | None:
    """The branch a destination ref names on the remote (False: a ref that is not a branch;
    None: cannot tell)."""
    if ref.startswith("refs/"):
        if ref.startswith("refs/heads/"):
            return ref[len("refs/heads/") :] or None
        return False
    if ref.startswith("heads/"):
        return ref[len("heads/") :] or None
    if ref.startswith(("tags/", "remotes/", "notes/")):
        return False
    return ref or None
