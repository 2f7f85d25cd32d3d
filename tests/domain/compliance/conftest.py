"""Helpers for the compliance checker's tests: one rule checked against one output."""

from __future__ import annotations

import pytest

from app.domain.compliance import Reply, RuleText, ToolCall, TurnActions, check


@pytest.fixture
def verdict():
    """check(rule words, a reply text or a (name, arguments) call, turn) → the Verdict."""

    def run(words: str, output, *, turn: TurnActions | None = None, kind: str = "constraint"):
        if isinstance(output, str):
            output = Reply(output)
        elif isinstance(output, tuple):
            output = ToolCall(*output)
        return check(RuleText(words, kind, 7, 2), output, turn=turn)

    return run


@pytest.fixture
def turn_of():
    """A TurnActions from (name, arguments) pairs of earlier calls and the branch it began on."""

    def make(*pairs, start: str | None = None) -> TurnActions:
        return TurnActions(tuple(ToolCall(name, args) for name, args in pairs), start)

    return make
