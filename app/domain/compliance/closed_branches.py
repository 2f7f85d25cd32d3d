"""A branch said closed, frozen, shut or left alone (English, check-x-en): "hotfix-2.3.1 is closed",
"release/7 is frozen for good", "Treat playout/v3 as shut", "Leave maint/3.9 alone until the audit
is over", "Hands off the legacy branch". No verb of pushing is said, yet nothing may land there:
read as "don't touch the branch" is, no commit and no push onto it."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# The branch's state said of it ("is closed", "stays frozen", "as shut"; not "is not frozen", nor
# "closed two bugs", a verb of its own), or the agent told to leave it be.
_CLOSED = Lazy(
    r"\b(?:is|are|stays|remains|as)\s+(?:now\s+|already\s+)?(?:closed|frozen|shut|locked)\b"
    r"|\bleave\s+\S.{0,80}?\s+alone\b"
    r"|\bhands\s+off\b"
    # "nothing goes onto the live branch": nothing lands there, whoever pushes
    r"|\bnothing\s+(?:more\s+|else\s+)?(?:goes|lands|gets\s+pushed)\s+(?:on|onto|to|in)\b"
)
# A sentence ends at a stop a space or the end follows (a version's dots are inside its name).
_SENTENCE = Lazy(r"[^;!?]+?(?:[;!?]|\.(?=\s|$)|$)")
# A branch by its name with a version ("release/11", "summer-2025", "playout/v3", "maint/2.7"), or
# a name the word "branch" follows ("the legacy branch", "the app's summer-2025 branch").
_VERSIONED = Lazy(
    r"(?<![\w./-])([a-z][a-z0-9_]*(?:[/-][a-z0-9_.]+)*[/-]v?\d[\w.]*?)(?=[.,:;]?(?:\s|$))"
)
_BEFORE_BRANCH = Lazy(r"(?<![\w./-])([a-z0-9][\w./-]*)\s+branch\b")
_NOT_NAMES = frozenset({"the", "a", "this", "that", "its", "their", "our", "your", "my", "old"})


def closed_branches(plain: str) -> frozenset[str]:
    """The branches a rule's words say closed, frozen or left alone."""
    if not re.search(r"closed|frozen|shut|locked|alone|hands|nothing", plain):
        return frozenset()
    out: set[str] = set()
    for s in _SENTENCE.finditer(plain):
        sentence = s.group()
        if not _CLOSED.search(sentence):
            continue
        out |= {m.group(1).rstrip(".") for m in _VERSIONED.finditer(sentence)}
        out |= {
            m.group(1) for m in _BEFORE_BRANCH.finditer(sentence) if m.group(1) not in _NOT_NAMES
        }
    return frozenset(out)


# "… until the audit is over", "until the inspection wraps up": a span that runs from now to a
# period's end, so the rule holds now — not a condition left in doubt (as "until the tests pass",
# which no period's end says, stays one).
_UNTIL_OVER = Lazy(
    r"\buntil\s+(?:the\s+|this\s+|our\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:is\s+over|is\s+done|is\s+finished|wraps\s+up|ends|finishes|is\s+signed\s+off)\b"
)


def until_over(plain: str) -> list[tuple[int, int]]:
    """The spans of "until <a period> is over" in a rule's words."""
    return [m.span() for m in _UNTIL_OVER.finditer(plain)] if "until" in plain else []
