"""A rule at the end of a chatty paragraph (English, check-w-en): "Hi! Thanks for yesterday, the
new rota looks great and Dele says hello. One more thing though: npm stays out of the repo." The
chat before the turn to the rule ("One more thing though:", "Oh and —", "Anyway,", "P.S.",
"Before I forget:") asks nothing; the past it tells ("thanks for yesterday") is the chat's, not a
past the rule tells, so it does not make the whole message a story that asks nothing. Only a turn
that opens a later sentence, after chat that asks nothing, is one."""

from __future__ import annotations

from collections.abc import Callable

from app.domain.compliance.lexicon import Lazy, blank

_TURN = Lazy(
    r"(?<=[.!?]\s)(?:(?:so|but|and|ok|okay),?\s+)?(?:"
    r"one\s+(?:more|last)\s+thing(?:\s+though)?|oh,?\s+and|and\s+oh|anyway|anyhow|"
    r"p\.?\s?s\.?|before\s+i\s+forget|last\s+thing|"
    r"something\s+i\s+(?:keep\s+forgetting|forgot|meant)\s+to\s+(?:say|mention|tell\s+you)"
    r")(?:\s*[:,—–]\s*|\s+-\s+|\s+(?=[a-z*.`]))"
)


def after_chat(text: str, asks: Callable[[str], bool]) -> str:
    """The words (normalised) with the chat before the last turn to the rule blanked (offsets
    kept), where that chat asks nothing (`asks`: the reader's test of asking or refusing)."""
    if "." not in text and "!" not in text and "?" not in text:
        return text
    turns = list(_TURN.finditer(text))
    for m in reversed(turns):
        if not asks(text[: m.start()]) and text[m.end() :].strip():
            return blank(text, [(0, m.end())])
    return text
