"""The actions family, checked on tool calls (a reply is never an action: `not_applicable`).

- Protected branches: "never push to main", "不要直接推送到 main", "nie direkt auf main pushen";
  also "never commit directly to main" (the branch checked out when the commit runs).
- Force pushes: "never force-push" (to the named branches, or anywhere).
- A branch for every task: a commit or push is `followed` when it runs on a branch this turn
  created, `violated` when this turn created none (or created one and stayed on another), and
  `unknown` when the turn began on a branch that is not a default one (main, master, trunk,
  develop): the task may have begun in an earlier turn. Creating the branch is `followed`.
- Branch names: a prefix ("feature/"), lower case, kebab-case, a length.
- Commit subjects (the message's first line): a length, the imperative mood (English verbs;
  anything else `unknown`), Conventional Commits or named prefixes ("feat:"), no final period,
  a capital letter, the message's language.
- Paths: in app.domain.compliance.paths.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass

from app.domain.compliance.document import Document
from app.domain.compliance.langid import identify
from app.domain.compliance.language import judge_language
from app.domain.compliance.model import (
    COMMIT,
    CREATE_BRANCH,
    OPAQUE,
    PR_TITLE,
    PULL_REQUEST,
    PUSH,
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
        ]
        if not acts:
            return Outcome.NOT_APPLICABLE, None
        _created, current, known = target.history
        unknown = False
        kept: Evidence | None = None
        for action in acts:
            if action.kind == OPAQUE:
                unknown = True
                continue
            if action.kind == PULL_REQUEST:  # a request onto its base branch
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
            elif known and current is not None:  # a commit lands on the branch checked out
                if self._barred(current):
                    return Outcome.VIOLATED, Evidence("turn", "protected_branch", value=current)
                kept = kept or Evidence("turn", "checked_out", value=current)
            else:
                unknown = True
        if unknown or kept is None:
            return Outcome.UNKNOWN, None
        return Outcome.FOLLOWED, kept


@dataclass(frozen=True, slots=True)
class NoForcePush:
    """No force push to these branches (None: to any). `exact`: the rule names the branches
    (a force push elsewhere follows it); otherwise they are the ones a rule about "shared"
    branches surely means, and a force push elsewhere is unknown. `lease_ok`: the rule allows
    `--force-with-lease`."""

    branches: frozenset[str] | None = None
    exact: bool = True
    lease_ok: bool = False

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


# ---------------------------------------------------------------- commit subjects

_CONVENTIONAL = re.compile(
    r"^(?:feat|fix|docs|style|refactor|perf|test|tests|build|ci|chore|revert|security|deps)"
    r"(?:\([^)\n]+\))?!?: \S"
)
_PREFIX = re.compile(r"^(?:\w+(?:\([^)\n]*\))?!?:\s*|\[[^\]\n]{1,30}\]\s*|[A-Z][A-Z0-9]+-\d+:?\s+)")
_IMPERATIVE = frozenset(
    [
        "add",
        "fix",
        "update",
        "remove",
        "change",
        "implement",
        "refactor",
        "improve",
        "create",
        "delete",
        "move",
        "rename",
        "bump",
        "make",
        "use",
        "allow",
        "introduce",
        "handle",
        "support",
        "prevent",
        "ensure",
        "clean",
        "drop",
        "replace",
        "rewrite",
        "document",
        "test",
        "revert",
        "merge",
        "upgrade",
        "downgrade",
        "extract",
        "simplify",
        "split",
        "rework",
        "optimize",
        "optimise",
        "show",
        "hide",
        "enable",
        "disable",
        "set",
        "build",
        "avoid",
        "keep",
        "stop",
        "start",
        "let",
        "return",
        "read",
        "write",
        "load",
        "save",
        "check",
        "validate",
        "convert",
        "format",
        "reformat",
        "sort",
        "wrap",
        "inline",
        "expose",
        "release",
        "prepare",
        "migrate",
        "speed",
        "reduce",
        "increase",
        "limit",
        "skip",
        "restore",
        "reset",
        "raise",
        "catch",
        "log",
        "include",
        "exclude",
        "export",
        "import",
        "pass",
        "run",
        "call",
        "parse",
        "tidy",
        "polish",
        "correct",
        "adjust",
        "align",
        "apply",
        "bring",
        "clarify",
        "configure",
        "deprecate",
        "describe",
        "detect",
        "explain",
        "fetch",
        "generate",
        "ignore",
        "install",
        "mark",
        "pin",
        "publish",
        "reorder",
        "require",
        "resolve",
        "retry",
        "send",
        "serve",
        "store",
        "tweak",
        "unify",
        "unpin",
        "wire",
        "cache",
        "guard",
        "handle",
        "lower",
        "mention",
        "normalize",
        "normalise",
        "open",
        "close",
        "print",
        "refresh",
        "register",
        "remember",
        "rename",
        "repair",
        "report",
        "restrict",
        "reuse",
        "scope",
        "shorten",
        "show",
        "silence",
        "speed",
        "strip",
        "switch",
        "translate",
        "trim",
        "unblock",
        "undo",
        "upload",
        "verify",
        "lint",
        "tighten",
        "harden",
        "loosen",
        "relax",
        "pull",
        "push",
        "tag",
        "rebase",
        "squash",
        "split",
        "join",
        "move",
        "copy",
        "paste",
        "point",
        "link",
        "unlink",
        "sign",
        "bind",
        "mount",
        "drop",
        "clear",
        "fill",
        "shift",
        "swap",
        "hook",
        "patch",
        "track",
        "untrack",
        "watch",
        "list",
        "count",
        "measure",
        "profile",
        "benchmark",
        "mock",
        "stub",
        "deploy",
        "ship",
        "roll",
        "land",
        "revert",
        "redo",
        "refine",
        "rephrase",
        "reword",
        "fold",
        "flatten",
        "nest",
        "group",
        "merge",
        "rename",
    ]
)
_THIRD_PERSON = (
    frozenset(w + ("es" if w.endswith(("s", "x", "z", "ch", "sh")) else "s") for w in _IMPERATIVE)
    - _IMPERATIVE
)


_PREPOSITIONS = frozenset(
    ["in", "on", "for", "of", "to", "with", "from", "at", "about", "into", "after", "before"]
)
_IRREGULAR_PAST = frozenset(
    [
        "made",
        "wrote",
        "rewrote",
        "built",
        "rebuilt",
        "kept",
        "ran",
        "brought",
        "began",
        "took",
        "gave",
    ]
)


def imperative_of(subject: str) -> bool | None:
    """Whether an English subject's first verb is in the imperative (None: cannot tell)."""
    rest = _PREFIX.sub("", subject, count=1).strip()
    m = re.match(r"[A-Za-z]+", rest)
    if not m:
        return None
    word = m.group(0).lower()
    if word in _IMPERATIVE:
        return True
    if word in _THIRD_PERSON:
        return False
    if word in _IRREGULAR_PAST:
        return False
    past = {word[:-2], word[:-1], word[:-3], word[:-3] + "y"} if word.endswith("ed") else set()
    going = {word[:-3], word[:-3] + "e", word[:-4]} if word.endswith("ing") else set()
    if len(word) > 4 and (past | going) & _IMPERATIVE:
        return False
    # A noun before a preposition ("Typo in README", "Cleanup of old code") has no verb at all.
    after = rest[m.end() :].split()
    if after and after[0].lower() in _PREPOSITIONS and not word.endswith(("ize", "ise", "ify")):
        return False
    return None


@dataclass(frozen=True, slots=True)
class CommitRule:
    """How a commit message is written; `aspect` says which part ("subject_length",
    "imperative", "conventional", "prefix", "no_period", "capital", "commit_language")."""

    aspect: str
    value: str | int | tuple[str, ...] | None = None
    variant: str | None = None
    # commit_language: the messages are not in `value` ("커밋 메시지를 한국어로 쓰면 안 돼요",
    # "Don't write commit messages in German"): the same measure, its outcome turned round
    forbidden: bool = False

    family = Family.ACTIONS

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        acts = [a for a in target.actions if a.kind == COMMIT]
        if not acts:
            opaque = any(a.kind == OPAQUE for a in target.actions)
            return (Outcome.UNKNOWN if opaque else Outcome.NOT_APPLICABLE), None
        action = acts[0]
        if not action.value:
            return Outcome.UNKNOWN, None
        subject = action.value.strip().split("\n", 1)[0].strip()
        return judge_subject(
            self, subject, action.value, _arg(action, "commit_subject", subject), target
        )


def judge_subject(
    rule, subject: str, whole: str, ev: Evidence, target: Target
) -> tuple[Outcome, Evidence | None]:
    """A commit subject or a pull request's title (`subject`; `whole`: the message or the title)
    judged by one aspect of a CommitRule or a PullRequestTitle (the same aspects)."""
    if rule.aspect == "subject_length":
        return (Outcome.FOLLOWED if len(subject) <= int(rule.value) else Outcome.VIOLATED), ev
    if rule.aspect == "imperative":
        mood = imperative_of(subject)
        if mood is None:
            return Outcome.UNKNOWN, None
        return (Outcome.FOLLOWED if mood else Outcome.VIOLATED), ev
    if rule.aspect == "conventional":
        return (Outcome.FOLLOWED if _CONVENTIONAL.match(subject) else Outcome.VIOLATED), ev
    if rule.aspect == "prefix":
        ok = subject.lower().startswith(tuple(p.lower() for p in rule.value))
        return (Outcome.FOLLOWED if ok else Outcome.VIOLATED), ev
    if rule.aspect == "ticket_prefix":
        ok = re.match(r"\[?[A-Z][A-Z0-9]{1,9}-\d+\]?[:\s]", subject + " ") is not None
        return (Outcome.FOLLOWED if ok else Outcome.VIOLATED), ev
    if rule.aspect == "no_period":
        ok = not subject.endswith((".", "。"))
        return (Outcome.FOLLOWED if ok else Outcome.VIOLATED), ev
    if rule.aspect == "capital":
        rest = _PREFIX.sub("", subject, count=1) if _CONVENTIONAL.match(subject) else subject
        if not rest[:1].isalpha() or not rest[:1].isascii():
            return Outcome.UNKNOWN, None
        return (Outcome.FOLLOWED if rest[0].isupper() else Outcome.VIOLATED), ev
    if rule.aspect == "commit_language":
        outcome = _message_language(whole, str(rule.value), rule.variant, target)
        if rule.forbidden and outcome is not Outcome.UNKNOWN:
            turned = Outcome.FOLLOWED if outcome is Outcome.VIOLATED else Outcome.VIOLATED
            return turned, ev
        return outcome, (ev if outcome in (Outcome.FOLLOWED, Outcome.VIOLATED) else None)
    return Outcome.UNKNOWN, None


# The scripts a language is written in (a short message in another script is in another
# language, however short).
_SCRIPT_OF = {
    "en": "latin", "fr": "latin", "de": "latin", "es": "latin", "it": "latin", "pt": "latin",
    "nl": "latin", "pl": "latin", "tr": "latin", "sv": "latin", "cs": "latin", "vi": "latin",
    "id": "latin", "ru": "cyrillic", "uk": "cyrillic", "ar": "arabic", "fa": "arabic",
    "ur": "arabic", "el": "greek", "he": "hebrew", "th": "thai", "hi": "devanagari",
    "ko": "hangul",
}  # fmt: skip


def _script(ch: str) -> str | None:
    o = ord(ch)
    if ch.isascii():
        return "latin" if ch.isalpha() else None
    if 0x00C0 <= o <= 0x024F:
        return "latin"
    if 0x0400 <= o <= 0x04FF:
        return "cyrillic"
    if 0x0600 <= o <= 0x06FF or 0x0750 <= o <= 0x077F or 0xFB50 <= o <= 0xFEFF:
        return "arabic"
    if 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    if 0x3040 <= o <= 0x30FF:
        return "kana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF:
        return "han"
    if 0x0370 <= o <= 0x03FF:
        return "greek"
    if 0x0590 <= o <= 0x05FF:
        return "hebrew"
    return None


def _message_language(text: str, lang: str, variant: str | None, target: Target) -> Outcome:
    """Whether a commit message or a title is in `lang`: the identifier's word, and where a
    text too short for it is written in letters of one script only, that script's (a short
    Arabic or Chinese subject is not English); a short Latin subject whose first word is an
    English commit verb ("Fix payment") is English."""
    doc = Document(text)
    outcome, _ev = judge_language(identify(text, target.identify), lang, variant, doc)
    if outcome is not Outcome.UNKNOWN:
        return outcome
    rest = _PREFIX.sub("", text.strip().split("\n", 1)[0], count=1)
    scripts = {s for s in map(_script, rest) if s is not None}
    if len(scripts) != 1:
        return Outcome.UNKNOWN
    (script,) = scripts
    own = _SCRIPT_OF.get(lang)
    if lang in ("zh", "ja"):
        own = "han" if lang == "zh" else None
    if own is not None and script != own and not (lang == "ja" and script in ("kana", "han")):
        return Outcome.VIOLATED
    words = re.findall(r"[A-Za-z]+", rest)
    if script == "latin" and words and words[0].lower() in _IMPERATIVE and rest.isascii():
        return Outcome.FOLLOWED if lang == "en" else Outcome.UNKNOWN
    return Outcome.UNKNOWN


@dataclass(frozen=True, slots=True)
class PullRequestTitle:
    """How a pull request's title is written ("PR titles start with the ticket number", "PR 標題
    要用英文寫", "PR 제목은 feat: 로 시작"): the aspects of a commit subject (CommitRule's), judged
    on the title `gh pr create --title` or a git host's create_pull_request gives."""

    aspect: str
    value: str | int | tuple[str, ...] | None = None
    variant: str | None = None
    forbidden: bool = False

    family = Family.ACTIONS

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        acts = [a for a in target.actions if a.kind == PR_TITLE]
        if not acts:
            opaque = any(a.kind == OPAQUE for a in target.actions)
            return (Outcome.UNKNOWN if opaque else Outcome.NOT_APPLICABLE), None
        action = acts[0]
        if action.value is None or not action.value.strip():
            return Outcome.UNKNOWN, None
        title = action.value.strip().split("\n", 1)[0].strip()
        return judge_subject(self, title, title, _arg(action, "pr_title", title), target)
