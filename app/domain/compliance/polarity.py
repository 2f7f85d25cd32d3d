"""Which of the things a rule names it forbids and which it asks for: "use pnpm, not npm",
"pnpm instead of npm", "不要用 npm，用 pnpm", "npm の代わりに pnpm を使う", "Verwende npm nicht".

Read clause by clause (commas, semicolons and the like cut clauses). A named thing is
*forbidden* when a forbidding word stands before it in its clause ("never", "不要", "jamais",
"не", "لا"), or one stands right after it (Japanese and Korean verbs, "X is forbidden", German
"nicht" at the clause's end), or it is the alternative ("instead of X", "X の代わりに"). Otherwise
it is *required* when the rule asks for something ("use", "only", "用", "使う", "verwende", …),
and *neutral* when it only names it.
"""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import (
    ALTERNATIVE_AFTER,
    ALTERNATIVE_BEFORE,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    NICHT_AT_END,
    USE,
    Lazy,
    clauses,
)

FORBIDDEN, REQUIRED, NEUTRAL = "forbidden", "required", "neutral"
_LIST_GLUE = Lazy(
    r"^(?:\s|,|、|/|\bor\b|\band\b|\bou\b|\bet\b|\boder\b|\bund\b|\bo\b|\by\b|\be\b|\bили\b|\bи\b|"
    r"أو|و|或|和|与|與|や|と|나|이나|또는|및)*$",
    re.IGNORECASE,
)


_clauses = clauses


def polarity(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """For each (start, end) span of `text` (the things the rule names, in order), whether the
    rule forbids it, requires it, or only names it."""
    asks = USE.search(text) is not None or ALTERNATIVE_BEFORE.search(text) is not None
    out = []
    for s, e in spans:
        c0, c1 = next(((a, b) for a, b in _clauses(text) if a <= s < b), (0, len(text)))
        out.append(_one(text, spans, s, e, c0, c1, asks))
    return out


def _others_between(spans, a: int, b: int) -> list[tuple[int, int]]:
    return [(s, e) for s, e in spans if a <= s and e <= b]


def _only_list_between(text: str, spans, a: int, b: int) -> bool:
    """Between a and b stand only other named things and list words ("npm, yarn or bun")."""
    rest = text[a:b]
    for s, e in sorted(_others_between(spans, a, b), reverse=True):
        rest = rest[: s - a] + " " * (e - s) + rest[e - a :]
    return bool(_LIST_GLUE.match(rest))


def _one(text, spans, s, e, c0, c1, asks) -> str:
    clause_before = text[c0:s]
    clause_after = text[e:c1]
    # "instead of X", "rather than X", "而不是 X": X is the one not to use
    for m in ALTERNATIVE_BEFORE.finditer(clause_before):
        if _only_list_between(text, spans, c0 + m.end(), s):
            return FORBIDDEN
    # "X の代わりに", "X 대신", "X 말고": likewise, with the marker after the word
    for m in ALTERNATIVE_AFTER.finditer(clause_after):
        if _only_list_between(text, spans, e, e + m.start()):
            return FORBIDDEN
    # a forbidding word before it in its clause, with no new "use …" after another named thing
    negs = list(NEGATION_BEFORE.finditer(clause_before))
    if negs:
        last = negs[-1]
        between = text[c0 + last.end() : s]
        others = _others_between(spans, c0 + last.end(), s)
        restarted = any(USE.search(text[oe:s]) for _os, oe in others)
        if not restarted or _only_list_between(text, spans, c0 + last.end(), s) or not between:
            return FORBIDDEN
    # a forbidding word after it (SOV verbs, "X is forbidden"), for the things just before it
    m = NEGATION_AFTER.search(clause_after)
    if m is not None:
        gap_start, gap_end = e, e + m.start()
        between = text[gap_start:gap_end]
        others = _others_between(spans, gap_start, gap_end)
        listed = not others or _only_list_between(text, spans, gap_start, gap_end)
        if listed and (not USE.search(between) or len(between) <= 12):
            return FORBIDDEN
    if NICHT_AT_END.search(clause_after) and not _others_between(spans, e, c1):
        return FORBIDDEN
    return REQUIRED if asks else NEUTRAL
