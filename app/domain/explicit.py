"""SPEC §2.1: recognising explicit "remember" and "I prefer" requests (pure text rules).

A request counts only at the start of the message or of a sentence. There are no
scope phrases and no one-off word lists: anything else is the agent's decision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.model import Kind, Scope

# Sentence ends: Latin and CJK full stops, question and exclamation marks, new lines.
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|[。！？；\n]+")


@dataclass(frozen=True, slots=True)
class ExplicitRequest:
    form: str  # "remember" | "prefer"
    content: str

    @property
    def scope(self) -> Scope:
        return Scope.SESSION if self.form == "remember" else Scope.USER

    @property
    def kind(self) -> Kind:
        return Kind.FACT if self.form == "remember" else Kind.PREFERENCE


# (form, pattern, keep_whole_sentence). A "remember" form stores what follows the verb;
# an "I prefer" form stores the whole sentence, which already reads as a preference.
_PATTERNS: list[tuple[str, re.Pattern[str], bool]] = [
    ("remember", re.compile(r"^(?:please[ ,]+)?remember\b(?:\s+that\b)?[\s,:：-]*(?P<rest>.+)$", re.I | re.S), False),
    ("remember", re.compile(r"^(?:请)?(?:你)?记住(?:[，,：:、\s]|一下)*(?P<rest>.+)$", re.S), False),
    ("prefer", re.compile(r"^I\s+(?:really\s+|usually\s+|generally\s+)?prefer\b(?P<rest>.+)$", re.I | re.S), True),
    ("prefer", re.compile(r"^我(?:更|比较|一般|通常)?喜欢(?P<rest>.+)$", re.S), True),
]


def _sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]


def _tidy(content: str) -> str:
    content = content.strip().strip("\"'“”‘’「」").strip()
    if content and content[0].isascii() and content[0].isalpha():
        content = content[0].upper() + content[1:]
    return content


def detect_explicit_requests(text: str) -> list[ExplicitRequest]:
    """Every explicit request in a user message, in order, at most one per sentence."""
    found: list[ExplicitRequest] = []
    for sentence in _sentences(text):
        for form, pattern, whole in _PATTERNS:
            m = pattern.match(sentence)
            if not m or not m.group("rest").strip(" ,.:;，。：；"):
                continue
            content = _tidy(sentence if whole else m.group("rest"))
            if content:
                found.append(ExplicitRequest(form=form, content=content))
            break
    return found
