"""Checking rules against an output: each rule's readings checked, and their verdicts made one."""

from __future__ import annotations

from collections.abc import Iterable

from app.domain.compliance.langid import Identifier
from app.domain.compliance.model import (
    Family,
    Outcome,
    Reply,
    RuleText,
    ToolCall,
    TurnActions,
    Verdict,
)
from app.domain.compliance.reader import ACTIONS_ONLY, REPLY_ONLY, asks_nothing, unread_scope
from app.domain.compliance.reading import Reading, forbids, reading_of
from app.domain.compliance.target import Target
from app.domain.errors import AppError, Code


def _target(
    output: Reply | ToolCall, turn: TurnActions | None, identify: Identifier | None
) -> Target:
    if not isinstance(output, Reply | ToolCall):
        raise AppError(Code.INVALID_INPUT, "an output is a Reply or a ToolCall.", "output")
    if turn is not None and not isinstance(turn, TurnActions):
        raise AppError(Code.INVALID_INPUT, "a turn is a TurnActions.", "turn")
    return Target(output, turn, identify)


def check(
    rule: RuleText,
    output: Reply | ToolCall,
    *,
    turn: TurnActions | None = None,
    identify: Identifier | None = None,
) -> Verdict:
    """One rule's verdict on a reply or a tool call (with the turn's earlier calls, when known).
    `identify`: the language identifier the composition root wires (langid.Identifier)."""
    return verdict_for(rule, _target(output, turn, identify))


def check_all(
    rules: Iterable[RuleText],
    output: Reply | ToolCall,
    *,
    turn: TurnActions | None = None,
    identify: Identifier | None = None,
) -> list[Verdict]:
    """Every rule's verdict on one output, in the rules' order (the output is read once)."""
    target = _target(output, turn, identify)
    return [verdict_for(rule, target) for rule in rules]


def check_action(
    rules: Iterable[RuleText], action: ToolCall, *, turn: TurnActions | None = None
) -> list[Verdict]:
    """The entry point of other agents' hooks (SPEC §10): every active rule's verdict, with its
    evidence, on one action — a shell command (`ToolCall.shell(…)`), a file write
    (`ToolCall.file_write(…)`) or an MCP tool call (its name, its arguments). Give each
    `RuleText` the reading the user confirmed (`reading=Reading.from_json(…)`): then the rule's
    words are not read at all, and importing and running this stays within the standard
    library and the domain. `Verdict.forbids` says which rules are "never" rules."""
    if not isinstance(action, ToolCall):
        raise AppError(Code.INVALID_INPUT, "an action is a ToolCall.", "action")
    return check_all(rules, action, turn=turn)


def verdict_for(rule: RuleText, target: Target) -> Verdict:
    """One rule's verdict on an output already read (`check_all` reads it once for all rules).

    A rule of several readings ("answer in French, no emoji") is violated when one of them is;
    otherwise not applicable when all are, unknown when one that applies is, else followed."""
    if not isinstance(rule, RuleText):
        raise AppError(Code.INVALID_INPUT, "a rule is a RuleText.", "rule")

    if rule.reading is not None and not isinstance(rule.reading, Reading):
        raise AppError(Code.INVALID_INPUT, "a rule's reading is a Reading.", "reading")
    reading = rule.reading if rule.reading is not None else reading_of(rule.words)
    readings = reading.checks
    forbidding = any(forbids(r) for r in readings)

    def verdict(outcome: Outcome, evidence=None, family=Family.OTHER, aspect="") -> Verdict:
        return Verdict(
            rule.entry_id,
            rule.version,
            outcome,
            evidence,
            "checker",
            family,
            aspect,
            rule.words,
            forbidding,
        )

    if not rule.is_rule:  # a fact, decision, todo or lesson asks nothing of an output
        return verdict(Outcome.NOT_APPLICABLE, aspect="not_a_rule")
    if not readings:
        if rule.reading is None and asks_nothing(rule.words):
            # a remark, a retraction, a plan, the user's own question: nothing is asked of it
            return verdict(Outcome.NOT_APPLICABLE, aspect="not_a_rule")
        if rule.reading is None and _beside(unread_scope(rule.words), target):
            # a reply's voice and a tool call, deploying and a reply of prose: not about it
            return verdict(Outcome.NOT_APPLICABLE)
        return verdict(Outcome.UNKNOWN)
    results = [(check, *check.check(target)) for check in readings]
    for check, outcome, evidence in results:
        if outcome is Outcome.VIOLATED:
            if reading.unless:  # the rule's exception may hold: a break is in doubt
                return verdict(Outcome.UNKNOWN, None, check.family, check.aspect)
            return verdict(outcome, evidence, check.family, check.aspect)
    live = [r for r in results if r[1] is not Outcome.NOT_APPLICABLE]
    if not live:
        return verdict(Outcome.NOT_APPLICABLE, None, readings[0].family, readings[0].aspect)
    for check, outcome, _evidence in live:
        if outcome is Outcome.UNKNOWN:
            return verdict(outcome, None, check.family, check.aspect)
    check, outcome, evidence = live[0]
    return verdict(outcome, evidence, check.family, check.aspect)


def _beside(scope: str | None, target: Target) -> bool:
    """Whether an output is not the kind a rule's scope is about (`reader.unread_scope`)."""
    if scope == REPLY_ONLY:
        return target.call is not None
    if scope == ACTIONS_ONLY:
        return target.reply is not None and "`" not in target.reply.text
    return False
