"""Push command lines generated from git's refspec grammar (git-push(1): `[+]<src>[:<dst>]`,
`--delete`, globs, `--all`/`--mirror`), git's global options (git(1)) and the shell's forms
(operators, subshells, groups, substitutions, `sh -c`, here-documents, wrappers): each line with
the branch it writes, as git and the shell would run it."""

from __future__ import annotations

import itertools
import random
import shlex
from dataclasses import dataclass


@dataclass(frozen=True)
class Form:
    command: str
    protected: bool  # it writes (or may write) the protected branch `main`
    parts: tuple[str, ...]  # how it was built, for a failure message


# Refspecs that write `main` (each as git resolves it on the remote).
TO_MAIN = (
    "main",
    "+main",
    "HEAD:main",
    "+HEAD:main",
    "@:main",
    "HEAD:heads/main",
    "HEAD:refs/heads/main",
    "+HEAD:refs/heads/main",
    "feature/x:main",
    "refs/heads/feature/x:refs/heads/main",
    "HEAD~1:main",
    "a1b2c3d:refs/heads/main",
    ":main",
    ":refs/heads/main",
    "refs/heads/main",
    "refs/heads/*:refs/heads/*",
    "+refs/heads/*:refs/heads/*",
    "*:*",
    "refs/heads/m*:refs/heads/m*",
)
# Whole-push forms that write `main` with no refspec of their own naming it.
TO_MAIN_FLAGS = ("--all", "--mirror", "--branches", "--delete main", "-d main", "--prune")
# Refspecs that write another branch (or no branch).
ELSEWHERE = (
    "feature/x",
    "HEAD:feature/x",
    "+HEAD:refs/heads/fix/readme",
    "main:feature/main-copy",
    "refs/tags/v1.0",
    "HEAD:refs/tags/main",
    "refs/heads/feature/*:refs/heads/feature/*",
    ":old-branch",
)
OPTIONS = ("", "-u", "--force", "-f", "--force-with-lease", "--no-verify", "-o ci.skip", "--atomic")
REMOTES = ("origin", "upstream", "git@github.com:me/app.git", "https://example.org/me/app.git")
GLOBAL = (
    "",
    "-C .",
    "-C /work/app",
    "-c core.quotepath=off",
    "--no-pager",
    "--git-dir=.git",
    "--git-dir .git --work-tree .",
    "-c user.name=x -C .",
    "-P",
    "--no-optional-locks",
)
PROGRAMS = ("git", "/usr/bin/git", "command git", "GIT_TRACE=1 git")


def _shells(cmd: str) -> list[str]:
    """The shell forms one command may take."""
    return [
        cmd,
        f"({cmd})",
        f"{{ {cmd}; }}",
        f"cd /work/app && {cmd}",
        f"{cmd} && echo ok",
        f"false || {cmd}",
        f"{cmd} 2>&1 | tee push.log",
        f'echo "$({cmd})"',
        f"out=`{cmd}`",
        f"bash -c {shlex.quote(cmd)}",
        f"sh -c {shlex.quote(cmd)}",
        f"bash -lc {shlex.quote('cd /work/app; ' + cmd)}",
        f"sudo -u dev {cmd}",
        f"env A=1 {cmd}",
        f"time {cmd}",
        f"nohup {cmd} &",
        f"eval {shlex.quote(cmd)}",
        f"if true; then {cmd}; fi",
        f"git status\n{cmd}\necho done",
        f"bash <<'EOF'\n{cmd}\nEOF",
        f"timeout 60 {cmd}",
        f"bash -c {shlex.quote('sh -c ' + shlex.quote(cmd))}",
    ]


# Forms nobody can resolve: they must read as `unknown` (or `violated`), never as a pass.
UNREADABLE = (
    "$GIT push origin main",
    '"$(command -v git)" push origin main',
    "git p origin main",
    "git -c alias.p=push p origin main",
    "git push origin $BRANCH",
    "git push origin HEAD:${TARGET:-main}",
    "echo main | xargs git push origin",
    "echo 'git push origin main' | bash",
    "git push origin {main,dev}",
    "for b in main dev; do git push origin $b; done",
    "git push origin 'main",
    "git push",
    "git push origin",
    "git push origin HEAD",
    "git --exec-path=/tmp push origin main",
    "git --unknown-option push origin main",
)


def forms(seed: int = 30, size: int = 700) -> list[Form]:
    """A fixed sample of `size` lines that write `main`, plus lines that write elsewhere."""
    rng = random.Random(seed)
    out: list[Form] = []
    specs = [(s, True) for s in TO_MAIN] + [(f, True) for f in TO_MAIN_FLAGS]
    combos = list(itertools.product(specs, OPTIONS, REMOTES, GLOBAL, PROGRAMS))
    rng.shuffle(combos)
    for (spec, protected), option, remote, glob, program in combos:
        if len(out) >= size:
            break
        if spec.startswith("-") or rng.random() < 0.5:
            push = " ".join(p for p in (program, glob, "push", option, remote, spec) if p)
        else:  # options after the refspec: git permutes them
            push = " ".join(p for p in (program, glob, "push", remote, spec, option) if p)
        shell = rng.choice(_shells(push))
        out.append(Form(shell, protected, (spec, option, remote, glob, program)))
    for cmd in UNREADABLE:
        out.append(Form(cmd, True, ("unreadable",)))
    for spec in ELSEWHERE:
        for shell in _shells(f"git push origin {spec}"):
            out.append(Form(shell, False, (spec,)))
    return out
