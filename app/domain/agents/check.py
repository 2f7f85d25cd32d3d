"""The compliance checker as the hooks of other agents ask it (SPEC §10): one verdict per rule
on what an agent is about to do (or did, or replied), and whether each rule is a "never /
don't" rule the checker can decide, which sets its default (Block, else Remind).

Each rule is checked by its reading (issue 33): the one stored for its version — confirmed or
corrected by the user, or the checker's when the rule was saved — and only a rule with none
(saved before readings were kept, or a stored one another program spoiled) by the checker's
reading of its words, as the app's own gate does (MemoryQueries.readings). Whether a rule forbids
something, and whether it can be decided at all, is its reading's too (`Reading.forbids`,
`Reading.checkable`), so a rule the user narrowed or set to "do not check" is weighed as they
said, not as its words sound.

This is the one place the hooks call the checker (app.domain.compliance.check_action). Importing
it costs what importing the checker costs (its word tables compile, ~0.1 s), which is why a hook
asks a warm process for verdicts (app/cli/hook_serve.py) and imports this only when none
answers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache

from app.domain.agents.events import Call
from app.domain.agents.rules import FOLLOWED, NOT_APPLICABLE, UNKNOWN, VIOLATED, Rule
from app.domain.compliance import Reading, Reply, RuleText, ToolCall, check_action, check_all
from app.domain.compliance import reading_of as words_reading
from app.domain.errors import AppError

# When a call is several (a patch writes several files), a rule's verdict is its worst.
_RANK = {VIOLATED: 3, UNKNOWN: 2, FOLLOWED: 1, NOT_APPLICABLE: 0}


@lru_cache(maxsize=1024)
def _stored(text: str) -> Reading | None:
    """A stored reading's JSON (as text, for the cache) as a Reading; None when it is not one."""
    try:
        return Reading.from_json(json.loads(text))
    except (AppError, ValueError, TypeError, RecursionError):
        return None


def reading(rule: Rule) -> Reading:
    """What is checked of a rule: its stored reading, else the checker's reading of its words."""
    if isinstance(rule.reading, Mapping):
        try:
            kept = _stored(json.dumps(rule.reading, sort_keys=True, ensure_ascii=False))
        except (TypeError, ValueError, RecursionError):
            kept = None
        if kept is not None:
            return kept
    return words_reading(rule.words)


def verdicts(rules: Sequence[Rule], calls: Sequence[Call] = (), reply: str | None = None) -> dict:
    """entry id → {"verdict", "evidence", "family", "readable", "forbids", "version"} for the
    rules on the calls (each rule's worst verdict over them) or on a reply."""
    read = {r.entry_id: reading(r) for r in rules}
    texts = [RuleText(r.words, r.kind, r.entry_id, r.version, read[r.entry_id]) for r in rules]
    found: dict[int, dict] = {}
    results = [check_action(texts, ToolCall(c.name, c.arguments)) for c in calls]
    if reply is not None:
        results.append(check_all(texts, Reply(reply)))
    for verdict_list in results:
        for v in verdict_list:
            verdict = v.verdict.value
            held = found.get(v.entry_id)
            if held is not None and _RANK[held["verdict"]] >= _RANK[verdict]:
                continue
            found[v.entry_id] = {
                "verdict": verdict,
                "evidence": None if v.evidence is None else v.evidence.to_json(),
                "family": v.family.value,
                "version": v.version,
            }
    for rule in rules:
        item = found.setdefault(
            rule.entry_id,
            {"verdict": UNKNOWN, "evidence": None, "family": "other", "version": rule.version},
        )
        item["readable"] = read[rule.entry_id].checkable
        item["forbids"] = read[rule.entry_id].forbids
    return found
