"""A rule's *reading*: what the checker will check of it, as a typed structure the user can see,
confirm and correct (issue 33), stored with the entry's version and used in place of the words.

    Reading(checks=(ProtectedBranch(branches={"main", "release/*"}, on={"push"}),), by="checker")

A reading is a tuple of *checks*, each of one family with its parameters (the family modules'
dataclasses: `LanguageRule`, `TermRule`, `FormatRule`, `ProtectedBranch`, `NoForcePush`,
`BranchPerTask`, `BranchName`, `CommitRule`, `PathRule`); no check at all means "Mindkeep cannot
check this rule: it is kept for the agent to read". `by` says whose reading it is: the
checker's (read from the words), the user's (chosen among the readings offered for the rule's
family), or the model's (proposed, waiting for the user to confirm).

Its JSON (`to_json` / `from_json`, one shape for the database, the CLI, MCP and the hooks):

    {"by": "user", "checks": [{"check": "protected_branch", "branches": ["main", "release/*"],
                               "on": ["push"]}]}

`from_json` checks every field (names, types, known values, sizes) and refuses anything else
with `invalid_input`: a reading another client wrote is never trusted to be well formed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, fields
from functools import lru_cache
from typing import Any

from app.domain.compliance import actions as act
from app.domain.compliance import messages as msg
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.language import LanguageRule
from app.domain.compliance.paths import SUBJECTS, PathRule
from app.domain.compliance.reader import read_words
from app.domain.compliance.reply_layout import LAYOUTS
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import KINDS as TERM_KINDS
from app.domain.compliance.terms import Term
from app.domain.errors import AppError, Code

BY = ("checker", "user", "model")
Check = (
    LanguageRule
    | TermRule
    | FormatRule
    | act.ProtectedBranch
    | act.NoForcePush
    | act.BranchPerTask
    | act.BranchName
    | msg.CommitRule
    | msg.PullRequestTitle
    | PathRule
)
NAMES: dict[type, str] = {
    LanguageRule: "reply_language",
    TermRule: "terms",
    FormatRule: "format",
    act.ProtectedBranch: "protected_branch",
    act.NoForcePush: "force_push",
    act.BranchPerTask: "branch_per_task",
    act.BranchName: "branch_name",
    msg.CommitRule: "commit",
    msg.PullRequestTitle: "pr_title",
    PathRule: "path",
}
CLASSES = {name: cls for cls, name in NAMES.items()}
TEXT_MAX = 200  # characters of one name, path or term
LIST_MAX = 50  # items of one list

# Known values of the fields that take one of a few.
_CHOICES: dict[tuple[str, str], frozenset] = {
    ("terms", "scope"): frozenset({"all", "commit", "reply", "docs", "pr_title"}),
    ("format", "aspect"): frozenset(
        {
            "indent_style",
            "indent_width",
            "line_length",
            "quotes",
            "naming",
            "reply_layout",
            "reply_length",
        }
    ),
    ("protected_branch", "on"): frozenset(
        {"push", "commit", "pull_request", "rebase", "rebased", "delete_branch"}  # (fix-zd-noticed)
    ),
    ("branch_name", "style"): frozenset({"lower", "kebab", "snake", "no_underscore"}),
    ("commit", "aspect"): frozenset(
        {
            "subject_length",
            "imperative",
            "conventional",
            "prefix",
            "ticket_prefix",
            "no_period",
            "capital",
            "commit_language",
        }
    ),
    ("path", "subject"): frozenset(SUBJECTS),
}
# A pull request's title has the aspects of a commit subject (messages.judge_subject).
_CHOICES[("pr_title", "aspect")] = _CHOICES[("commit", "aspect")]
_LANG_CODE = re.compile(r"[a-z]{2,3}")


@dataclass(frozen=True, slots=True)
class Reading:
    """What the checker checks of one rule (see the module's docstring)."""

    checks: tuple[Check, ...]
    by: str = "checker"
    # The rule makes an exception ("unless I ask", "sauf …", "除非…"): what breaks a check is in
    # doubt (`unknown`), since the exception may hold; what keeps it is kept.
    unless: bool = False

    @property
    def checkable(self) -> bool:
        return bool(self.checks)

    @property
    def forbids(self) -> bool:
        """A "never" rule: one of its checks forbids something (a push, a path, a term)."""
        return any(forbids(c) for c in self.checks)

    def to_json(self) -> dict:
        data: dict[str, Any] = {"by": self.by, "checks": [check_to_json(c) for c in self.checks]}
        if self.unless:
            data["unless"] = True
        return data

    @classmethod
    def from_json(cls, data: Any) -> Reading:
        if not isinstance(data, Mapping) or set(data) - {"by", "checks", "unless"}:
            raise _bad('a reading is {"by": …, "checks": […]}.')
        unless = data.get("unless", False)
        if not isinstance(unless, bool):
            raise _bad("a reading's unless is true or false.")
        by = data.get("by", "checker")
        if by not in BY:
            raise _bad(f"a reading is by {', '.join(BY)}.")
        checks = data.get("checks")
        if not isinstance(checks, list) or len(checks) > 8:
            raise _bad("a reading's checks are a list (at most 8).")
        return cls(tuple(check_from_json(c) for c in checks), by, unless)


@lru_cache(maxsize=4096)
def reading_of(words: str) -> Reading:
    """The checker's reading of a rule's words (no check: it cannot check the rule)."""
    checks, unless = read_words(words)
    return Reading(checks, "checker", unless)


def forbids(check: Check) -> bool:
    """Whether one check forbids something (the gate asks on `unknown` for such a rule)."""
    if isinstance(check, act.ProtectedBranch | act.NoForcePush):
        return True
    if isinstance(check, PathRule):
        return check.forbidden
    if isinstance(check, TermRule):
        return bool(check.forbidden)
    return False


def _bad(message: str) -> AppError:
    return AppError(Code.INVALID_INPUT, message, "reading")


# ---------------------------------------------------------------- one check


def _plain(value: Any) -> Any:
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Term):
        data = {"text": value.text, "kind": value.kind}
        if value.langs is not None:
            data["langs"] = sorted(value.langs)
        if value.in_comments:
            data["in_comments"] = True
        return data
    return value


# Fields added to a check after readings were first stored: written only when set, so a reading
# that does not use them keeps the JSON it always had ("only" of a protected branch: pushes only
# there; "forbidden" of a reply language: replies not in it).
_ONLY_WHEN_SET = frozenset(
    {
        ("protected_branch", "only"),
        ("reply_language", "forbidden"),
        ("reply_language", "unmixed"),  # (check-zb-east)
        ("reply_language", "unmixed_with"),  # (review of the twenty-eighth round)
        ("commit", "forbidden"),
        ("pr_title", "forbidden"),
        ("protected_branch", "exempt"),
        ("protected_branch", "exempt_from"),
        ("force_push", "exempt"),  # (probe-zg) "never force-push, except to hotfix/*"
        ("path", "exempt"),
        ("path", "commits"),
        ("path", "read_keeps"),  # (English, check-y-en)
        ("path", "removals"),  # (fix-zd-files)
        ("path", "variants"),  # (mend-zd-words)
        ("terms", "bare"),  # (mend-zg-runners)
    }
)


def check_to_json(check: Check) -> dict:
    name = NAMES[type(check)]
    return {
        "check": name,
        **{
            f.name: _plain(getattr(check, f.name))
            for f in fields(check)
            if (name, f.name) not in _ONLY_WHEN_SET or getattr(check, f.name)
        },
    }


def _text(value: Any, where: str, *, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > TEXT_MAX or (not empty and not value.strip()):
        raise _bad(f"{where} is a text of at most {TEXT_MAX} characters.")
    return value


def _texts(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > LIST_MAX:
        raise _bad(f"{where} is a list of at most {LIST_MAX} texts.")
    return tuple(_text(v, where) for v in value)


def _term(value: Any, where: str) -> Term:
    if not isinstance(value, Mapping) or set(value) - {"text", "kind", "langs", "in_comments"}:
        raise _bad(f"{where} is a term: {{'text', 'kind'}}.")
    kind = value.get("kind")
    if kind not in TERM_KINDS:
        raise _bad(f"{where}'s kind is one of {', '.join(sorted(TERM_KINDS))}.")
    langs = value.get("langs")
    comments = value.get("in_comments", False)
    if not isinstance(comments, bool):
        raise _bad(f"{where}'s in_comments is true or false.")
    text = _text(value.get("text"), where)
    return Term(
        # a word keeps its capitals: a spelling refused ("MindKeep") is matched as written
        text if kind == "word" else text.lower(),
        kind,
        None if langs is None else frozenset(_texts(langs, where)),
        comments,
    )


def _field(name: str, key: str, value: Any, default: Any) -> Any:
    """One field's value from JSON, of the type its default (or its dataclass) says."""
    where = f"{name}.{key}"
    choices = _CHOICES.get((name, key))
    if key in ("forbidden", "required") and name == "terms":
        if not isinstance(value, list) or len(value) > LIST_MAX:
            raise _bad(f"{where} is a list of terms.")
        return tuple(_term(v, where) for v in value)
    if key in ("branches", "on", "langs"):
        if value is None and key != "on" and (name != "protected_branch"):
            return None
        items = frozenset(_texts(value, where))
        if choices is not None and not items <= choices:
            raise _bad(f"{where} holds only {', '.join(sorted(choices))}.")
        if not items and key != "langs":
            raise _bad(f"{where} names at least one.")
        return items
    if key in ("prefixes", "unmixed_with") or (name == "terms" and key == "bare"):
        return _texts(value, where)
    if key == "exempt_from":  # the branches whose pushes a protected-branch rule allows
        return frozenset(_texts(value, where))
    if key == "exempt":  # the branches or paths a rule names as its exception
        items = _texts(value, where)
        return frozenset(items) if name in ("protected_branch", "force_push") else items
    if isinstance(default, bool) or key in ("at_start", "exact", "lease_ok", "forbidden"):
        if not isinstance(value, bool):
            raise _bad(f"{where} is true or false.")
        return value
    if key in ("max_length",) or (name == "format" and key == "value" and isinstance(value, int)):
        if value is None and key == "max_length":
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 1000:
            raise _bad(f"{where} is a whole number from 1 to 1000.")
        return value
    if name in ("commit", "pr_title") and key == "value":
        if value is None or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        if isinstance(value, list):
            return _texts(value, where)
        return _text(value, where)
    if key in ("variant", "style") and value is None:
        return None
    text = _text(value, where)
    if choices is not None and text not in choices:
        raise _bad(f"{where} is one of {', '.join(sorted(choices))}.")
    if key == "lang" and not _LANG_CODE.fullmatch(text):
        raise _bad(f"{where} is a language code such as de or pt.")
    if key == "variant" and text not in ("Hans", "Hant"):
        raise _bad(f"{where} is Hans or Hant.")
    return text


def check_from_json(data: Any) -> Check:
    if not isinstance(data, Mapping) or data.get("check") not in CLASSES:
        raise _bad(f"a check names one of {', '.join(sorted(CLASSES))}.")
    name = data["check"]
    if name == "path" and "committed" in data and "commits" not in data:
        # check-ko4 wrote PathRule.commits as "committed" (never on main): read as "commits"
        data = {("commits" if k == "committed" else k): v for k, v in data.items()}
    cls = CLASSES[name]
    known = {f.name: f for f in fields(cls)}
    extra = set(data) - set(known) - {"check"}
    if extra:
        raise _bad(f"{name} has no {', '.join(sorted(extra))}.")
    values = {}
    for key, f in known.items():
        if key not in data:
            if f.default is MISSING and f.default_factory is MISSING:
                raise _bad(f"{name} needs {key}.")
            continue
        values[key] = _field(name, key, data[key], f.default)
    if name == "format" and values.get("aspect") in ("reply_layout", "reply_length"):
        _reply_value(values["aspect"], values.get("value"))
    try:
        return cls(**values)
    except TypeError as exc:
        raise _bad(f"{name}: {exc}") from None


# (check-ze-en) or "short", a short reply asked with no number
_REPLY_LENGTH = re.compile(r"(?:sentences|words|chars|lines):[1-9]\d{0,3}|short")


def _reply_value(aspect: str, value: Any) -> None:
    """A reply's layout is one of LAYOUTS; its length a unit and a number ("sentences:3")."""
    if aspect == "reply_layout" and value not in LAYOUTS:
        raise _bad(f"format.value is one of {', '.join(LAYOUTS)}.")
    if aspect == "reply_length" and not (isinstance(value, str) and _REPLY_LENGTH.fullmatch(value)):
        raise _bad(
            "format.value is sentences, words, chars or lines, a colon and a number, or short."
        )
