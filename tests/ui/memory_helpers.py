"""What the Memory page tests share: reading labels as the user sees them (without the bidi
isolates around user text), and finding cards."""

from __future__ import annotations

RULE = "Create a branch for every task"


def plain(text: str) -> str:
    """What a label says without the bidi isolates (U+2068 … U+2069) around user text."""
    return text.replace("\u2068", "").replace("\u2069", "")


def card_of(page, content: str):
    matches = [c for c in page.suggestion_cards() if c.content_label.text() == content]
    assert matches, [c.content_label.text() for c in page.suggestion_cards()]
    return matches[0]


def card_texts(page) -> list[str]:
    return [c.content_label.text() for c in page.suggestion_cards()]


def listed(page) -> list[str]:
    return [e.content for e in page.saved_entries()]
