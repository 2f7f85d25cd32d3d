"""How what goes into git is written, checked on tool calls: commit subjects (the message's first
line) and pull-request titles, which have a subject's aspects — a length, the imperative mood
(English verbs; anything else `unknown`), Conventional Commits or named prefixes ("feat:"), a
ticket number first, no final period, a capital letter, the language. Part of the actions family
(app.domain.compliance.actions)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.actions import _arg
from app.domain.compliance.document import Document
from app.domain.compliance.langid import identify, latin_language
from app.domain.compliance.language import judge_language
from app.domain.compliance.model import (
    COMMIT,
    OPAQUE,
    PR_TITLE,
    Evidence,
    Family,
    Outcome,
)
from app.domain.compliance.target import Target

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


# A prefix read as any tag in brackets ("'[모듈명] 설명' 형식": "[cart] …", "[api] …").
BRACKET_TAG = "[*]"
_BRACKET_TAG = re.compile(r"\[[^\]\s][^\]]{0,30}\]")


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
            return _none_seen(target)
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
        ok = subject.lower().startswith(tuple(p.lower() for p in rule.value if p != BRACKET_TAG))
        if BRACKET_TAG in rule.value and _BRACKET_TAG.match(subject):
            ok = True
        if rule.forbidden:  # "[WIP] は付けないで": the prefix named is the one refused
            ok = not ok
        return (Outcome.FOLLOWED if ok else Outcome.VIOLATED), ev
    if rule.aspect == "ticket_prefix":
        # a tracker's key ("[SHOP-12]", "SHOP-12:") or an issue's number ("#12")
        ok = re.match(r"\[?(?:[A-Z][A-Z0-9]{1,9}-|#)\d+\]?[:\s]", subject + " ") is not None
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
    English commit verb ("Fix payment") is English, a short Hangul one Korean."""
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
    if script == "hangul" and lang == "ko":
        return Outcome.FOLLOWED  # no other language writes Hangul: "쿠폰 수정" is Korean
    words = re.findall(r"[A-Za-z]+", rest)
    if script == "latin" and words and words[0].lower() in _IMPERATIVE and rest.isascii():
        return Outcome.FOLLOWED if lang == "en" else Outcome.UNKNOWN
    said = latin_language(rest) if script == "latin" and lang in _LATIN_LANGS else None
    if said is not None:
        # a short Latin subject whose small words show its language ("Corrige le calcul de la
        # franchise", "Suche repariert"): too short for the identifier, not for them
        return Outcome.FOLLOWED if said == lang else Outcome.VIOLATED
    return Outcome.UNKNOWN


_LATIN_LANGS = frozenset({"en", "fr", "de", "es", "it"})


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
            return _none_seen(target)
        action = acts[0]
        if action.value is None or not action.value.strip():
            return Outcome.UNKNOWN, None
        title = action.value.strip().split("\n", 1)[0].strip()
        return judge_subject(self, title, title, _arg(action, "pr_title", title), target)


def _none_seen(target: Target) -> tuple[Outcome, None]:
    """No message of the kind in the call: `unknown` when it ran what cannot be seen into (a
    script), else `not_applicable`."""
    opaque = any(a.kind == OPAQUE for a in target.actions)
    return (Outcome.UNKNOWN if opaque else Outcome.NOT_APPLICABLE), None
