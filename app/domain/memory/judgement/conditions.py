"""A condition clause and the main clause it governs ("If a test fails, *fix it first*", "*Ask
me* before you delete any file", "cuando termines una tarea muévela a hecho"), read alike in every
language from each table's `condition_lead`, `condition_tail`, `relative` and `directive` words;
and whether a clause asks for an act (`governed`). The questions clauses.py asks of a sentence's
structure start from this split.
"""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement.lexicon import Slot

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any


def conditional_order(probe: str, group: Group) -> bool:
    """A condition clause that governs an order ("If a test fails, fix it first")."""
    parts = split_parts(probe, group)
    return (
        parts is not None
        and bool(parts[0].strip())
        and (
            governed(parts[1], group)
            or bool(IT_MUST.match(parts[1]) and group.generic.search(parts[0]))
        )
    )


# A pronoun taking up the item of the condition, with a verb of necessity ("…, it must be marked
# slow", "…, il doit être marqué", "…, muss er markiert werden", "…, debe llevar", "…, deve avere"):
# what every such item must be or have.
IT_MUST = re.compile(
    r"\s*(?:(?:it|they|il|elle|ils|elles|er|sie|es|él|ella|ellos|esso|essa|lui|lei)\s+(?:must|has\s+to|have\s+to|"
    r"needs?\s+to|should|doit|doivent|devra|devront|muss|müssen|soll|sollen|sollte|debe|deben|tiene\s+que|"
    r"deve|devono|va|vanno)|(?:muss|müssen|soll|sollen|sollte)\s+(?:er|sie|es))(?!\w)",
    re.I,
)


def governed(main: str, group: Group) -> bool:
    """True when a clause asks for an act: a directive in so many words, or a clause that
    opens with its verb in every language the sentence may be in (when the function words do
    not tell French from Italian, "me tomo la tarde" must read as a verb in both)."""
    if not main.strip():
        return False
    lead = SEQUENCE_LEAD.match(main)
    if lead and lead.end() and main[lead.end() :].strip():
        main = main[lead.end() :]  # "Каждое утро первым делом проверяй …": the verb after it
    if group.directive.search(main) or group.may.search(main) or group.you_then.match(main):
        return True  # an order, or a permission ("…, you can push to main")
    patterns = group.verb_first.patterns
    return bool(patterns) and all(p.search(main) for p in patterns)


def split(probe: str, group: Group) -> tuple[str, str]:
    """(condition clause, main clause) of a sentence; ("", the sentence) when it has no
    condition: "If a test fails, fix it" says nothing everyday ("it fails") of its own."""
    parts = split_parts(probe, group)
    return ("", probe) if parts is None else parts


def split_parts(probe: str, group: Group) -> tuple[str, str] | None:
    main = _main_clause(probe, group)
    if main is None:
        return None
    condition = probe[len(main) :] if probe.startswith(main) else probe[: len(probe) - len(main)]
    return condition, main


def _main_clause(probe: str, group: Group) -> str | None:
    """The main clause a condition clause governs ("If a test fails, *fix it first*", "*Ask
    me* before you delete any file"), or None when the sentence has no condition clause."""
    lead = group.condition_lead.match(probe)
    if lead and lead.end() < len(probe.rstrip()):
        return probe[lead.end() :]
    tail = _first(group.condition_tail, probe)
    if tail is not None and probe[:tail].strip():
        # "Add a section explaining that contributors must sign before their first PR": a
        # condition after a relative or complement clause's opening is that clause's own.
        if any(p.search(probe, 0, tail) for p in group.relative.runnable(probe)) and not any(
            lex.head_final for lex in group.lexicons
        ):
            return None
        return probe[:tail]
    return _unpunctuated_main(probe, group)


# A word after which an order is the object of a wish or a modal, not a main clause ("if you
# could fix …", "si tu peux regarder …"): no clause boundary there.
_MODAL_BEFORE = re.compile(
    r"(?:could|would|can|will|should|may|might|must|want|wanna|like|need|needs|have|has|to|please|"
    r"pourrais|pourriez|peux|pouvez|veux|voulez|puedes|podrías|quieres|puoi|potresti|vuoi|"
    r"kannst|könntest|willst|möchtest|musst|sollst|de|d['’]|à|di|a|zu)",
    re.I,
)
_WORD_START = re.compile(r"(?<=\s)(?=\w)")
# A conjunction opening a condition clause (a preposition, "after the migration", opens none).
SUBORDINATOR = re.compile(
    r"^\s*(?:if|when|whenever|once|as\s+soon\s+as|si|s['’]|quand|lorsque?|dès\s+que|chaque\s+fois\s+que|cuando|"
    r"siempre\s+que|en\s+cuanto|se|quando|ogni\s+volta\s+che|appena|wenn|falls|sobald|immer\s+wenn|"
    r"если|когда|как\s+только|إذا|اذا|لو|عندما|كلما)(?!\w)",
    re.I,
)


def _unpunctuated_main(probe: str, group: Group) -> str | None:
    """The main clause of a condition said with no punctuation at all, as voice-typed text has it
    ("if the build breaks on main drop everything and fix it first", "cuando termines una tarea
    muévela a hecho"): the condition clause runs until the first word from which an order is read
    (not after a modal or "to": "if you could fix …" is a request, no rule)."""
    if (
        any(c in probe for c in ",;:，；：")
        or not SUBORDINATOR.match(probe)
        or not group.condition_lead.match(probe.rstrip(" .!") + ",")
    ):
        return None
    words = 0
    for m in _WORD_START.finditer(probe):
        words += 1
        k = m.start()
        if words < 3:
            continue
        before = probe[:k].split()
        if before and _MODAL_BEFORE.fullmatch(before[-1]):
            continue
        if group.directive.match(probe[k:]):
            return probe[k:]
    return None


def _first(slot: Slot, text: str) -> int | None:
    """Where the first of the slot's patterns matches first in `text`, or None."""
    found = [m.start() for p in slot.runnable(text) if (m := p.search(text))]
    return min(found) if found else None


# An adverb of sequence before the verb ("first thing", "первым делом", "en premier", "zuerst",
# "lo primero", "per prima cosa", "أول شي"): the order opens after it.
SEQUENCE_LEAD = re.compile(
    r"^\s*(?:first\s+thing|first\s+of\s+all|first\s+off|first|d['’]abord|en\s+premier|avant\s+tout|"
    r"tout\s+d['’]abord|zuerst|als\s+Erstes|erst\s+mal|erstmal|primero|lo\s+primero|antes\s+que\s+nada|"
    r"prima\s+di\s+tutto|per\s+prima\s+cosa|innanzitutto|первым\s+делом|в\s+первую\s+очередь|"
    r"прежде\s+всего|أول\s+شي|أولاً|أولا|قبل\s+كل\s+شيء)(?!\w)\s*,?\s*",
    re.I,
)
