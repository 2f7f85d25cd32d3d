"""The agent's own push said beside a push kept to a doer: "Auf main pushen darf nur die CI, du
pushst auf develop", "Only the CI pushes to main, you push to develop", "Sur main, seule la
trésorière pousse, vous poussez sur develop", "В main пушит только релизный бот, ты пушишь в
develop". A doer's clause runs to the sentence's stop (reserved.reserving_clauses), so the branch
the agent is told to push to fell inside it and was refused with the one kept to the CI — the hook
denied the very push the rule asks for. The part from the second person's (or the team's "we")
push to the next comma is the agent's: its branches are not the doer's (read_actions asks)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy, negated

# The second person or the team's first person plural, subject of a push: the one the rule speaks
# to, or the team it works in. Never the third person (the doer's own verb) nor the imperative,
# whose clause names no one else ("push to develop" beside a doer keeps the reading it had).
_AGENT_PUSHES = Lazy(
    r"(?<!\w)(?:(?:you|we)\s+(?:\w+\s+)?push(?:es)?\s+(?:to|onto|into)"
    r"|(?:du|ihr|wir)\s+(?:\w+\s+)?push(?:st|t|en)|push(?:st|t|en)\s+(?:du|ihr|wir)"
    r"|(?:tu|vous|nous|on)\s+pouss(?:es|ez|ons|e)"
    r"|(?:haces|hacéis|hacemos)\s+push|push(?:eas|eáis|eamos)"
    r"|(?:tu|voi|noi)\s+push(?:i|ate|iamo)|(?:fai|fate|facciamo)\s+push"
    r"|(?:ты\s+|вы\s+|мы\s+)?(?:за)?пуш(?:ишь|ите|им)"
    r")(?!\w)"
    r"|(?<![\u0600-\u06ff])و?(?:أنت|انت|أنتم|انتم|نحن)\s+[تن]دفع"
)
_PART_END = Lazy(r"[,،]")


def agents_own_parts(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The spans, inside the doer's clause a:b, where the agent's (or its team's) own push is said
    and not refused: from the push's subject to the next comma or the clause's end."""
    out = []
    for m in _AGENT_PUSHES.finditer(text, a, b):
        end = _PART_END.search(text, m.end(), b)
        part = (m.start(), end.start() if end else b)
        if not negated(text[part[0] : part[1]]):  # "you never push to release either": refused
            out.append(part)
    return out
