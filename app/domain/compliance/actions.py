"""The actions family, checked on tool calls (a reply is never an action: `not_applicable`).

- Protected branches: "never push to main", "不要直接推送到 main", "nie direkt auf main pushen";
  also "never commit directly to main" (the branch checked out when the commit runs).
- Force pushes: "never force-push" (to the named branches, or anywhere).
- A branch for every task: a commit or push is `followed` when it runs on a branch this turn
  created, `violated` when this turn created none (or created one and stayed on another), and
  `unknown` when the turn began on a branch that is not a default one (main, master, trunk,
  develop): the task may have begun in an earlier turn. Creating the branch is `followed`.
- Branch names: a prefix ("feature/"), lower case, kebab-case, a length.
- Commit subjects and pull-request titles: in app.domain.compliance.messages.
- Paths: in app.domain.compliance.paths.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass

from app.domain.compliance.model import (
    CHECKOUT,
    COMMIT,
    CREATE_BRANCH,
    DELETE_BRANCH,
    MERGE,
    OPAQUE,
    PULL_REQUEST,
    PUSH,
    REBASE,
    REBASED,
    Action,
    Evidence,
    Family,
    Outcome,
)
from app.domain.compliance.target import Target

DEFAULT_BRANCHES = frozenset({"main", "master", "trunk", "develop", "development"})


def _arg(action: Action, finding: str, value: str | None = None) -> Evidence:
    shown = action.value if value is None else value
    return Evidence("arguments", finding, argument=action.argument, value=(shown or "")[:200])


# ---------------------------------------------------------------- protected branches, force


def matches(name: str, patterns: frozenset[str]) -> bool:
    """Whether a branch is one of the patterns ("main", "release/*": `*` is any run of
    characters, "/" included — "release/*" covers release/2.4/hotfix too). Case is folded."""
    low = name.lower()
    return any(fnmatch.fnmatchcase(low, p.lower()) for p in patterns)


def may_overlap(glob: str, patterns: frozenset[str]) -> bool:
    """Whether a push's glob ("*", "feature/*") can name a branch of the patterns."""
    g = glob.lower()
    for p in patterns:
        p = p.lower()
        if fnmatch.fnmatchcase(p, g) or fnmatch.fnmatchcase(g, p):
            return True
        a, b = g.split("*", 1)[0], p.split("*", 1)[0]
        if ("*" in g or "*" in p) and (a.startswith(b) or b.startswith(a)):
            return True
    return False


def push_destination(action: Action, target: Target) -> tuple[str | None, bool]:
    """(the branch a push writes, whether it is known). A push of the branch checked out is
    known from the turn; one its configuration decides is known only to land on that branch
    when nothing else could (the checker then says `violated` for a protected one, and never
    `followed`: push.default=matching pushes other branches too)."""
    if action.unresolved or action.pattern is not None:
        return None, False
    if not action.current:
        return action.value, action.value is not None
    _created, current, known = target.history
    return (current, True) if known and current is not None else (None, False)


def _source(action: Action, target: Target) -> str | None:
    """The local branch a push sends: its refspec's source, or the branch checked out (known
    from the turn) for `HEAD` and a push of the current branch."""
    if action.source not in (None, "HEAD"):
        return action.source
    if action.source == "HEAD" or action.current:
        _created, current, known = target.history
        return current if known else None
    return None


@dataclass(frozen=True, slots=True)
class ProtectedBranch:
    """No push (or commit) lands on these branches (names or patterns: "main", "release/*") —
    or, `only`, none lands anywhere else ("Only push to feature/* branches", "只能推送到 feature/*
    分支", "feature/* 브랜치에만 푸시하세요")."""

    branches: frozenset[str]
    on: frozenset[str]  # {"push"}, {"commit"} or both
    only: bool = False
    # Branches the rule names as its exception ("never push to release/* except release/next",
    # "除了 release/next 以外"): a push there keeps it, though a pattern above covers them.
    exempt: frozenset[str] = frozenset()
    # Branches whose pushes the rule allows onto the ones it protects ("hotfix 말고는 main 푸시
    # 금지": `hotfix/x:main`, or `HEAD:main` on a hotfix branch, keeps it).
    exempt_from: frozenset[str] = frozenset()

    def _barred(self, branch: str) -> bool:
        """Whether a push or commit landing on `branch` breaks the rule."""
        named = matches(branch, self.branches) and not matches(branch, self.exempt)
        return named != self.only

    family = Family.ACTIONS

    @property
    def aspect(self) -> str:
        return "protected_branch"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        acts = [
            a
            for a in target.actions
            if a.kind in self.on
            or a.kind == OPAQUE
            # a git host's tool commits onto the branch it pushes (push_files, create_or_update_file)
            or (a.kind == PUSH and a.remote and COMMIT in self.on)
            or (a.kind == REBASE and REBASED in self.on)  # the branch checked out rewritten
            or (a.kind == MERGE and self.on & {REBASE, REBASED})  # a merge, where no rebase is
            # (check-zb-east) and lands that change there as a merge would: a rule keeping the
            # merges into a branch to someone is kept by a host's push onto another branch
            # ("release 브랜치 머지는 운영팀장만 할 수 있습니다" and a push_files onto feat/x)
            or (a.kind == PUSH and a.remote and MERGE in self.on)
        ]
        if not acts:
            return Outcome.NOT_APPLICABLE, None
        _created, current, known = target.history
        on_branch = _branch_of_each(target.actions, current, known)
        unknown = False
        kept: Evidence | None = None
        for action in acts:
            if action.kind == OPAQUE:
                unknown = True
                continue
            if action.kind == MERGE and MERGE not in self.on:
                # (fix-zb-noticed) the branch updated by a merge rather than rebased keeps a rule
                # refusing the rebase (dev33s en-020)
                kept = kept or _arg(action, "merged_not_rebased")
                continue
            # a request onto its base branch; a rebase onto its upstream (fix-zb-noticed)
            # (fix-zd-noticed) a branch deleted, where the rule keeps one from deletion
            deleted = action.kind == DELETE_BRANCH
            if (
                action.kind == PULL_REQUEST
                or deleted
                or (action.kind == REBASE and REBASE in self.on)
            ):
                if action.value is None:
                    unknown = True
                elif self._barred(action.value):
                    return Outcome.VIOLATED, _arg(action, "protected_branch", action.value)
                else:
                    kept = kept or _arg(action, "other_branch", action.value)
                continue
            if action.kind == PUSH:
                if action.pattern is not None:
                    if self.only or may_overlap(action.pattern, self.branches):
                        unknown = True
                    else:
                        kept = kept or _arg(action, "other_branch", action.pattern)
                    continue
                dest, sure = push_destination(action, target)
                if not sure or dest is None:
                    unknown = True
                    continue
                if self._barred(dest) and self.exempt_from and not self.only:
                    source = _source(action, target)
                    if source is None:  # sent from a branch the call does not show
                        unknown = True
                        continue
                    if matches(source, self.exempt_from):
                        kept = kept or _arg(action, "exempt_source", source)
                        continue
                if self._barred(dest) and not self.on & {PUSH, COMMIT}:  # (check-zb-east)
                    unknown = True  # a host's push where only merges are kept: no merge seen
                    continue
                if self._barred(dest):
                    if action.current:
                        return Outcome.VIOLATED, Evidence("turn", "protected_branch", value=dest)
                    return Outcome.VIOLATED, _arg(action, "protected_branch", dest)
                if action.configured:
                    unknown = True  # push.default may push more than the branch checked out
                    continue
                kept = kept or (
                    Evidence("turn", "checked_out", value=dest)
                    if action.current
                    else _arg(action, "other_branch", dest)
                )
            elif action.remote:  # its push, beside it, says where the commit lands
                continue
            elif on_branch[id(action)][0]:  # a commit lands on the branch checked out
                branch, switched = on_branch[id(action)]
                if self._barred(branch):
                    if switched:  # checked out earlier in the same call
                        return Outcome.VIOLATED, _arg(action, "protected_branch", branch)
                    return Outcome.VIOLATED, Evidence("turn", "protected_branch", value=branch)
                kept = kept or (
                    _arg(action, "checked_out", branch)
                    if switched
                    else Evidence("turn", "checked_out", value=branch)
                )
            else:
                unknown = True
        if unknown or kept is None:
            return Outcome.UNKNOWN, None
        return Outcome.FOLLOWED, kept


def _branch_of_each(actions, current: str | None, known: bool) -> dict[int, tuple]:
    """Each action's branch checked out when it runs ((None, False) when not known), and whether
    the call itself checked it out before it (`git checkout main && git commit -am …`)."""
    out: dict[int, tuple] = {}
    switched = False
    for action in actions:
        out[id(action)] = (current if known else None, switched)
        if (action.kind == CHECKOUT and action.value) or (
            action.kind == CREATE_BRANCH and action.value and action.checkout
        ):
            current, known, switched = action.value, True, True
    return out


@dataclass(frozen=True, slots=True)
class NoForcePush:
    """No force push to these branches (None: to any). `exact`: the rule names the branches
    (a force push elsewhere follows it); otherwise they are the ones a rule about "shared"
    branches surely means, and a force push elsewhere is unknown. `lease_ok`: the rule allows
    `--force-with-lease`. `exempt`: with no branches, the ones a force push may go to ("Never
    force-push, except to hotfix/*", probe-zg)."""

    branches: frozenset[str] | None = None
    exact: bool = True
    lease_ok: bool = False
    exempt: frozenset[str] = frozenset()

    family = Family.ACTIONS
    aspect = "force_push"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        pushes = [a for a in target.actions if a.kind in (PUSH, OPAQUE)]
        if not pushes:
            return Outcome.NOT_APPLICABLE, None
        result: tuple[Outcome, Evidence | None] = (
            Outcome.FOLLOWED,
            _arg(pushes[0], "no_force", "no force"),
        )
        for action in pushes:
            if action.kind == OPAQUE or (action.unresolved and not action.force):
                result = (Outcome.UNKNOWN, None)
                continue
            if not (action.force or (action.lease and not self.lease_ok)):
                continue
            if self.branches is None and self.exempt:
                dest, sure = push_destination(action, target)
                if action.pattern is not None or not sure or dest is None:
                    result = (Outcome.UNKNOWN, None)
                elif not matches(dest, self.exempt):
                    return Outcome.VIOLATED, _arg(action, "force_push", dest)
                continue
            if self.branches is None:
                return Outcome.VIOLATED, _arg(action, "force_push", "force")
            if action.pattern is not None:
                if may_overlap(action.pattern, self.branches):
                    result = (Outcome.UNKNOWN, None)
                continue
            dest, sure = push_destination(action, target)
            if not sure or dest is None:
                result = (Outcome.UNKNOWN, None)
            elif matches(dest, self.branches):
                return Outcome.VIOLATED, _arg(action, "force_push", dest)
            elif not self.exact or action.configured:
                result = (Outcome.UNKNOWN, None)
        return result


# ---------------------------------------------------------------- a branch for every task


@dataclass(frozen=True, slots=True)
class BranchPerTask:
    """Work is committed and pushed on a branch made for it in this turn."""

    family = Family.ACTIONS
    aspect = "branch_per_task"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        for action in target.actions:
            if action.kind == CREATE_BRANCH:
                return Outcome.FOLLOWED, _arg(action, "branch_created")
        acts = [a for a in target.actions if a.kind in (COMMIT, PUSH, OPAQUE)]
        if not acts:
            return Outcome.NOT_APPLICABLE, None
        if target.turn is None or any(a.kind == OPAQUE or a.unresolved for a in acts):
            return Outcome.UNKNOWN, None
        created, current, _known = target.history
        push_dest = next((a.value for a in acts if a.kind == PUSH and a.value), None)
        on = push_dest or current
        if created:
            if on is not None and on in created:
                return Outcome.FOLLOWED, Evidence("turn", "branch_created", value=on)
            # created but not switched to (git_create_branch only creates): the work is elsewhere
            return Outcome.VIOLATED, Evidence(
                "turn", "not_on_new_branch", value=on or sorted(created)[0]
            )
        if on is not None and on.lower() not in DEFAULT_BRANCHES:
            return Outcome.UNKNOWN, None  # a task branch from an earlier turn, maybe
        return Outcome.VIOLATED, _arg(acts[0], "no_new_branch", acts[0].value or acts[0].kind)


# ---------------------------------------------------------------- branch names


@dataclass(frozen=True, slots=True)
class BranchName:
    """New branches are named so: one of `prefixes`, a `style` ("lower", "kebab", "snake",
    "no_underscore"), at
    most `max_length` characters."""

    prefixes: tuple[str, ...] = ()
    style: str | None = None
    max_length: int | None = None

    family = Family.ACTIONS
    aspect = "branch_name"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        acts = [a for a in target.actions if a.kind == CREATE_BRANCH and a.value]
        if not acts:
            return Outcome.NOT_APPLICABLE, None
        for action in acts:
            name = action.value
            if self.prefixes and not name.lower().startswith(self.prefixes):
                return Outcome.VIOLATED, _arg(action, "branch_name")
            rest = name
            for p in self.prefixes:
                if name.lower().startswith(p):
                    rest = name[len(p) :]
                    break
            if self.style == "lower" and name != name.lower():
                return Outcome.VIOLATED, _arg(action, "branch_name")
            if self.style == "kebab" and not re.fullmatch(r"[a-z0-9]+(?:[-/][a-z0-9]+)*", rest):
                return Outcome.VIOLATED, _arg(action, "branch_name")
            if self.style == "snake" and not re.fullmatch(r"[a-z0-9]+(?:[_/][a-z0-9]+)*", rest):
                return Outcome.VIOLATED, _arg(action, "branch_name")
            if self.style == "no_underscore" and "_" in name:
                return Outcome.VIOLATED, _arg(action, "branch_name")
            if self.max_length is not None and len(name) > self.max_length:
                return Outcome.VIOLATED, _arg(action, "branch_name")
        return Outcome.FOLLOWED, _arg(acts[0], "branch_name")
