"""The turn's step after its reply is stored: the compliance receipt (SPEC §2.11).

For exactly the rules (preferences and constraints) of the turn's Memory block, the checker's
verdict on the agent's reply, and on each tool call the agent made in the turn (with the calls
before it as `TurnActions`), stored per message. It runs on the turn's thread once the reply is
stored and shown, takes a few milliseconds, and never fails a turn: a checker or storage error
is logged and recorded as nothing. A temporary Session's block has no rules: nothing is recorded.

Which tool calls count: those that ran. A call refused before it reached its tool (arguments
that are not JSON or not what the tool takes, a call the user denied or could not be asked
about, a cancelled one, a server that did not answer) did not happen, so it neither followed
nor broke a rule; a call whose tool ran and reported a failure did happen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from app.deferred import load
from app.services.changes import Done

log = logging.getLogger(__name__)

# The codes of a result that says the call never reached its tool.
NOT_RUN = frozenset(
    {
        "invalid_arguments",
        "not_allowed",
        "denied",
        "cancelled",
        "tool_server_unavailable",
        "tool_server_not_trusted",
    }
)


def call_ran(outcome: Any) -> bool:
    """Whether a tool call's result says the tool ran (see the module's docstring)."""
    if not isinstance(outcome, Mapping) or outcome.get("ok", True) is not False:
        return True
    if outcome.get("ran") is False:  # the loop's own word: refused, denied, expired, skipped
        return False
    error = outcome.get("error")
    code = error.get("code") if isinstance(error, Mapping) else None
    return code not in NOT_RUN


def check_turn(
    rules: Sequence[tuple[int, int, str, str]],
    reply: tuple[int, str] | None,
    calls: Sequence[tuple[int, str, Any]],
    *,
    identify: Callable[[str], str | None] | None = None,
    readings: Mapping[int, Any] | None = None,
) -> list[tuple[int, list]]:
    """(message id, verdicts) for the reply (message id, text) and for each call that ran
    (message id, tool name, arguments), every rule once per output (`identify`: the language
    identifier wired at composition)."""
    # The checker's word tables (~0.1 s) load with the first receipt, not with the agent.
    compliance = load("app.domain.compliance")
    Reply, RuleText, ToolCall = compliance.Reply, compliance.RuleText, compliance.ToolCall
    TurnActions, check_all = compliance.TurnActions, compliance.check_all
    readings = readings or {}
    texts = [
        RuleText(words, kind, entry_id, version, readings.get(entry_id))
        for entry_id, version, kind, words in rules
    ]
    out: list[tuple[int, list]] = []
    earlier: list[ToolCall] = []
    for message_id, name, arguments in calls:
        call = ToolCall(name, arguments if isinstance(arguments, Mapping) else {})
        out.append((message_id, check_all(texts, call, turn=TurnActions(tuple(earlier)))))
        earlier.append(call)
    if reply is not None:
        out.append((reply[0], check_all(texts, Reply(reply[1]), identify=identify)))
    return out


def check_result(
    result,
    *,
    reply: str | None = None,
    identify: Callable[[str], str | None] | None = None,
    readings: Mapping[int, Any] | Callable[[], Mapping[int, Any]] | None = None,
) -> list[tuple[int | None, list]]:
    """(message id, verdicts) of the turn's messages that have no receipt yet: each call that
    ran, and the reply (`reply`: its text before it is stored, under the id None; else the
    stored reply of `result`). Pure: stores nothing."""
    if not result.rules:
        return []
    calls = [
        (c["event_id"], c["name"], c.get("arguments"))
        for c in result.tool_calls
        if c.get("event_id") is not None
        and c["event_id"] not in result.compliance  # recorded when the turn paused
        and call_ran(c.get("result"))
    ]
    if reply is not None:
        told = (None, reply)
    elif result.agent_event_id is not None and result.reply is not None:
        told = (result.agent_event_id, result.reply)
    else:
        told = None
    if told is not None and told[0] is not None and told[0] in result.compliance:
        told = None
    if not calls and told is None:
        return []
    if callable(readings):  # read only when there is something to check
        readings = readings()
    return check_turn(result.rules, told, calls, identify=identify, readings=readings)


def store_checked(
    records, result, checked: list[tuple[int | None, list]], *, reply_id: int | None = None
) -> Done[None]:
    """Store the receipts `check_result` made (the reply's, checked before it was stored, under
    `reply_id`); `result.compliance` gets what was stored; what they changed. Never raises."""
    receipts = []
    for message_id, verdicts in checked:
        message_id = reply_id if message_id is None else message_id
        if message_id is not None and message_id not in result.compliance:
            receipts.append((message_id, verdicts))
    if not receipts:
        return Done(None)
    try:
        stored = records.record_all(receipts)  # one unit: all of them, or none
    except Exception:  # the receipt is never worth a turn: said in the log, recorded as nothing
        log.exception("the compliance receipt of a turn could not be stored")
        return Done(None)
    result.compliance.update(stored.value)
    return Done(None).fold(stored)


def record_turn(
    records,
    result,
    *,
    identify: Callable[[str], str | None] | None = None,
    readings: Mapping[int, Any] | None = None,
) -> Done[None]:
    """Check the turn's reply and the calls that ran against its block's rules, and store the
    receipts (`result.compliance` gets what was stored); what they changed. Never raises."""
    try:
        checked = check_result(result, identify=identify, readings=readings)
    except Exception:  # the receipt is never worth a turn: said in the log, recorded as nothing
        log.exception("the compliance receipt of a turn could not be made")
        return Done(None)
    return store_checked(records, result, checked)
