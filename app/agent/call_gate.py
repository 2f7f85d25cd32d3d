"""What becomes of one tool call the model asks for, before anything runs (SPEC §3):

- refused with a tool error, and nothing run: arguments that are not JSON or not of the
  tool's shape, a tool that is not this turn's (its server off in this Space, not started,
  or no such tool), a call after one the user denied in the same step;
- told, once, that it would break one of the user's rules (the model may do it another way,
  or ask again, and then the user is asked, with the warning);
- asked: a tool not marked read-only pauses the turn for the user's approval, unless the user
  allowed that tool for this Session (on this computer, for its server as configured now) and
  the call breaks none of their rules, and no "never" rule bears on it that the checker cannot
  decide (SPEC §3: an `unknown` on such a call asks, whatever was allowed);
- run: the Memory tools and read-only tools, and allowed calls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.agent.providers import parse_arguments
from app.agent.tools import Safety, Tool, check_arguments, rejection
from app.domain.errors import AppError, Code
from app.domain.tools.approvals import (
    Preview,
    RuleOnCall,
    breaks_rule_message,
    file_write_path,
    not_run,
    preview,
)

# The most tool calls one model step may make; a step asking for more gets every one of them
# refused (nothing runs, nothing is asked), so that the model asks again for fewer.
MAX_CALLS_PER_STEP = 16
# A file whose current text a write_file diff shows is read only up to this size.
DIFF_READ_MAX = 1_000_000


@dataclass(frozen=True, slots=True)
class Run:
    tool: Tool
    arguments: dict


@dataclass(frozen=True, slots=True)
class Refuse:
    result: dict
    arguments: object


@dataclass(frozen=True, slots=True)
class Ask:
    tool: Tool
    arguments: dict
    rules: tuple[RuleOnCall, ...]


Gate = Run | Refuse | Ask


def too_many_calls(count: int) -> dict:
    return not_run(
        Code.TOO_MANY_CALLS,
        f"{count} tool calls in one step; at most {MAX_CALLS_PER_STEP} may be made in one step, "
        "so none of them was run. Ask for fewer at a time.",
    )


def skipped() -> dict:
    return not_run(
        Code.SKIPPED,
        "Not run: the user denied an earlier call of this step. Take the user's reason into "
        "account; ask again for this call if it is still needed.",
    )


def gate(
    call: dict,
    *,
    tool_of: Callable[[str], Tool | None],
    missing: Callable[[str], AppError],
    denied_before: bool,
    allowed: Callable[[str], bool],
    can_ask: bool,
    rules_for: Callable[[str, dict], tuple[RuleOnCall, ...]],
    warned: list[int],
) -> Gate:
    """What to do with one call (see the module's docstring). `warned` holds the rules the
    model was already told about this turn (a rule newly told is added to it)."""
    name, raw = call["name"], call["arguments"]
    try:
        arguments = parse_arguments(raw)
    except AppError as err:
        return Refuse(rejection(err), raw)
    if denied_before:
        return Refuse(skipped(), arguments)
    tool = tool_of(name)
    if tool is None:
        return Refuse(rejection(missing(name)), arguments)
    try:
        arguments = check_arguments(tool, arguments)
    except AppError as err:
        return Refuse(rejection(err), arguments)
    if tool.safety is not Safety.NEEDS_APPROVAL:
        return Run(tool, arguments)
    if not can_ask:
        return Refuse(
            rejection(
                AppError(
                    Code.NOT_ALLOWED,
                    f"{name} needs the user's approval, which this agent cannot ask for.",
                )
            ),
            arguments,
        )
    rules = rules_for(name, arguments)
    breaking = [r for r in rules if r.breaks]
    new = [r for r in breaking if r.entry_id not in warned]
    if new:
        warned.extend(r.entry_id for r in new if r.entry_id is not None)
        told = not_run(Code.BREAKS_RULE, breaks_rule_message(new))
        told["rules"] = [r.to_json() for r in new]
        return Refuse(told, arguments)
    unsure = [r for r in rules if r.unsure]
    if allowed(name) and not breaking and not unsure:
        return Run(tool, arguments)
    return Ask(tool, arguments, rules)


def read_current(path: str) -> str | None:
    """The text of a file a write_file would replace, for its diff (None: no such file, not
    an absolute path, too large, or not text). Shown to the user only, never to the model."""
    try:
        target = Path(path)
        if not target.is_absolute() or not target.is_file():
            return None
        if target.stat().st_size > DIFF_READ_MAX:
            return None
        return target.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def call_preview(name: str, arguments: dict) -> Preview:
    """The call in readable form for the approval card (a write_file's diff against the file
    as it is now)."""
    path = file_write_path(name, arguments)
    return preview(name, arguments, current=read_current(path) if path else None)
