"""Checking rules against an output: each rule's readings checked, and their verdicts made one."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from app.domain.compliance.model import (
    Family,
    Outcome,
    Reply,
    RuleText,
    ToolCall,
    TurnActions,
    Verdict,
)
from app.domain.compliance.reader import read_rule, why_unread
from app.domain.compliance.target import Target
from app.domain.errors import AppError, Code


def _target(output: Reply | ToolCall, turn: TurnActions | None) -> Target:
    if not isinstance(output, Reply | ToolCall):
        raise AppError(Code.INVALID_INPUT, "an output is a Reply or a ToolCall.", "output")
    if turn is not None and not isinstance(turn, TurnActions):
        raise AppError(Code.INVALID_INPUT, "a turn is a TurnActions.", "turn")
    return Target(output, turn)


def check(rule: RuleText, output: Reply | ToolCall, *, turn: TurnActions | None = None) -> Verdict:
    """One rule's verdict on a reply or a tool call (with the turn's earlier calls, when known)."""
    return verdict_for(rule, _target(output, turn))


def check_all(
    rules: Iterable[RuleText], output: Reply | ToolCall, *, turn: TurnActions | None = None
) -> list[Verdict]:
    """Every rule's verdict on one output, in the rules' order (the output is read once)."""
    target = _target(output, turn)
    return [verdict_for(rule, target) for rule in rules]


@lru_cache(maxsize=8192)
def cannot_check(words: str, kind: object) -> str | None:
    """Why Mindkeep cannot check a rule (`reader.CONDITIONAL` or `reader.UNREAD`), or None
    when it can, or when the entry is not a rule (a fact asks nothing of an output). The one
    question the window asks before it says "Mindkeep cannot check this rule" (cached: the
    Memory page asks it of every rule it lays out)."""
    if not RuleText(words, kind).is_rule:
        return None
    return why_unread(words)


def verdict_for(rule: RuleText, target: Target) -> Verdict:
    """One rule's verdict on an output already read (`check_all` reads it once for all rules).

    A rule of several readings ("answer in French, no emoji") is violated when one of them is;
    otherwise not applicable when all are, unknown when one that applies is, else followed."""
    if not isinstance(rule, RuleText):
        raise AppError(Code.INVALID_INPUT, "a rule is a RuleText.", "rule")

    def verdict(outcome: Outcome, evidence=None, family=Family.OTHER, aspect="") -> Verdict:
        return Verdict(
            rule.entry_id, rule.version, outcome, evidence, "checker", family, aspect, rule.words
        )

    if not rule.is_rule:  # a fact, decision, todo or lesson asks nothing of an output
        return verdict(Outcome.NOT_APPLICABLE, aspect="not_a_rule")
    readings = read_rule(rule.words)
    if not readings:
        return verdict(Outcome.UNKNOWN)
    results = [(reading, *reading.check(target)) for reading in readings]
    for reading, outcome, evidence in results:
        if outcome is Outcome.VIOLATED:
            return verdict(outcome, evidence, reading.family, reading.aspect)
    live = [r for r in results if r[1] is not Outcome.NOT_APPLICABLE]
    if not live:
        return verdict(Outcome.NOT_APPLICABLE, None, readings[0].family, readings[0].aspect)
    for reading, outcome, _evidence in live:
        if outcome is Outcome.UNKNOWN:
            return verdict(outcome, None, reading.family, reading.aspect)
    reading, outcome, evidence = live[0]
    return verdict(outcome, evidence, reading.family, reading.aspect)
