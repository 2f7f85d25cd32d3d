"""A place a rule says is owned by something else — a tool, a bot, a process, a rota ("the
lockfile belongs to Dependabot", "is regenerated from anonymised dumps every night"): its files are
kept out of, as a place reserved to a role is (read_paths reads it); its owner is no term of the rule."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# A place English says is owned by something else, a tool, a bot, a process or a rota ("the
# lockfile belongs to Dependabot", "composer owns them", "is Renovate's job", "that folder stays
# theirs", "is regenerated from anonymised dumps every night", "synced from Crowdin, so changes
# there get overwritten"): its files are kept out of, as a place reserved to a role is.
_OWNED = Lazy(
    r"\b(?:belongs?\s+to|owned\s+by|owns\s+(?:it|them|this|that|those)|stays?\s+(?:theirs|hers|his)|"
    r"(?:re)?generated\s+(?:by|from)|rewritten\s+by|produced\s+by|synced\s+from|overwritten)\b|"
    r"\w's\s+(?:job|call|domain|turf)\b"
)
# the owner named beside the owning words: what owns the place is no term of the rule
OWNER_BEFORE = Lazy(
    r"(?:belongs?\s+to|owned\s+by|(?:re)?generated\s+(?:by|from)|synced\s+from|(?:re)?written\s+by|"
    r"produced\s+by|made\s+by|built\s+by)\s+(?:the\s+)?$"
)
OWNER_AFTER = Lazy(r"\s+owns\b|\s+(?:writes|builds|generates)\s+(?:it|them)\b|'s\s+(?:job|call)\b")
# the place written as one: a slash, a glob, a dot, or its noun after it ("the fixtures folder")
FOLDER_NOUN_AFTER = Lazy(r"\s+(?:folder|directory|dir)\b")


def owned(plain: str, text: str, folders) -> bool:
    """Whether the rule says its place owned by another (see _OWNED), the place written as one."""
    return bool(_OWNED.search(plain)) and as_a_place(text, folders)


def as_a_place(text: str, folders) -> bool:
    """Whether one of the rule's places is written as one (see FOLDER_NOUN_AFTER)."""
    return any(
        re.search(r"[/*.]", text[s:e]) or FOLDER_NOUN_AFTER.match(text, e) or f.startswith("<")
        for s, e, f in folders
    )
