"""The compliance checker as the hooks of other agents ask it (SPEC §10): one verdict per rule
on what an agent is about to do (or did, or replied), and whether each rule is a "never /
don't" rule the checker can decide, which sets its default (Block, else Remind).

This is the one place the hooks call the checker (app.domain.compliance): when rules carry a
reading the user confirmed (issue 33), it is the one place to switch. Importing it costs what
importing the checker costs (its word tables compile, ~0.1 s), which is why a hook asks a warm
process for verdicts (app/cli/hook_serve.py) and imports this only when none answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from app.domain.agents import FOLLOWED, NOT_APPLICABLE, UNKNOWN, VIOLATED, Call, Rule
from app.domain.compliance import Reply, RuleText, ToolCall, check_all, read_rule
from app.domain.compliance.read_actions import negated
from app.domain.compliance.reader import normalise

# When a call is several (a patch writes several files), a rule's verdict is its worst.
_RANK = {VIOLATED: 3, UNKNOWN: 2, FOLLOWED: 1, NOT_APPLICABLE: 0}


@lru_cache(maxsize=1024)
def _nature(words: str) -> tuple[bool, bool]:
    """(the checker has a reading of these words, they forbid something: "never", "don't")."""
    return bool(read_rule(words)), negated(normalise(words))


def verdicts(rules: Sequence[Rule], calls: Sequence[Call] = (), reply: str | None = None) -> dict:
    """entry id → {"verdict", "evidence", "family", "readable", "forbids", "version"} for the
    rules on the calls (each rule's worst verdict over them) or on a reply."""
    texts = [RuleText(r.words, r.kind, r.entry_id, r.version) for r in rules]
    outputs = [ToolCall(c.name, c.arguments) for c in calls]
    if reply is not None:
        outputs.append(Reply(reply))
    found: dict[int, dict] = {}
    for output in outputs:
        for v in check_all(texts, output):
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
        readable, forbids = _nature(rule.words)
        item = found.setdefault(
            rule.entry_id,
            {"verdict": UNKNOWN, "evidence": None, "family": "other", "version": rule.version},
        )
        item["readable"] = readable
        item["forbids"] = forbids
    return found
