"""Agent tools: a name, a JSON schema (what a model sees), a safety class, a handler.

A tool validates its arguments, calls a service and returns a JSON-serialisable dict.
It never knows a window exists.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TypeVar

from app.domain.errors import AppError, Code
from app.domain.memory.taint import tainted_by, written_after
from app.domain.model import Message, Untrusted, WrittenAfter

if TYPE_CHECKING:
    from app.services.changes import Done
    from app.services.memory.proposals import Proposals
    from app.services.memory.queries import MemoryQueries

if TYPE_CHECKING:
    from app.services.agent_hooks import AgentHooks


T = TypeVar("T")


class Safety(StrEnum):
    READ_ONLY = "read_only"  # reads only; runs without asking
    NO_APPROVAL = "no_approval"  # writes only what the user reviews later; never pauses a task
    NEEDS_APPROVAL = "needs_approval"  # the user must approve each call


@dataclass(frozen=True, slots=True)
class ToolContext:
    """What a tool call runs against: the Session the agent works in, the services, and what
    untrusted content the turn has read so far (SPEC §2.7): a Memory write made with
    `written_after` set waits for the user."""

    session_id: int
    memory: MemoryQueries
    proposals: Proposals
    written_after: WrittenAfter | None = None
    # The turn's cancel flag: a tool that waits (a call to a tool server) stops waiting.
    cancel: threading.Event | None = None
    # Told of a tool server that could not start or stopped during a call (the chat says so;
    # the turn goes on without it). It hears the error before the call's refusal is returned.
    on_problem: Callable[[AppError], None] | None = None
    # What other agents' hooks do (SPEC §10): `check_action` over MCP asks it.
    hooks: AgentHooks | None = None
    # Told what third-party text a call of Mindkeep's own gives the model (a search returning
    # an outside agent's suggestions, SPEC §2.7): the turn is tainted from then on.
    on_untrusted: Callable[[tuple[Untrusted, ...]], None] | None = None
    # Told what a write of Mindkeep's own made (a Memory tool's `Done`), for whoever ran the
    # call to announce with the rest of what it changed (nobody: `mindkeep mcp`, the CLI).
    on_written: Callable[[Done], None] | None = None

    def wrote(self, done: Done[T]) -> T:
        """Say what a call's write changed, to whoever ran the call; its result."""
        if self.on_written is not None:
            self.on_written(done)
        return done.value

    def read_untrusted(self, kinds: tuple[Untrusted, ...]) -> None:
        """Say that this call gives the model third-party text of these kinds (if any)."""
        if kinds and self.on_untrusted is not None:
            self.on_untrusted(kinds)


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    description: str
    parameters: dict
    safety: Safety
    handler: Callable[[ToolContext, dict], dict]
    # Missing arguments reported with a more helpful code than invalid_arguments.
    missing_codes: dict[str, Code] = field(default_factory=dict)
    # The tool reads (or acts on) what is outside Mindkeep: files, programs, the network.
    # Its output is untrusted data: once it has run, the rest of the turn is tainted
    # (SPEC §2.7). Every tool from an MCP server sets it; the Memory tools read only
    # Mindkeep's own Memory.
    reads_outside: bool = False
    # The tool's own check of its arguments (a full JSON Schema), instead of the shape
    # checks below: returns the arguments or raises AppError(invalid_arguments).
    check: Callable[[Any], dict] | None = None
    # Its name, description and schema were written by a tool server that is not Mindkeep's
    # own: a third party's text the model reads on every step, which taints the turn
    # (SPEC §2.7). Every tool from an MCP server sets it.
    defined_outside: bool = False

    def schema(self) -> dict:
        """The tool as an OpenAI-compatible chat-completions `tools` item."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }


def rejection(error: AppError) -> dict:
    """The result a model gets for a refused call: nothing was written."""
    return {"ok": False, "written": False, "error": error.to_json()}


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
}


def _type_ok(value: Any, spec: dict) -> bool:
    kind = spec.get("type")
    if kind is None:
        return True
    if isinstance(kind, list):  # one of several JSON types
        return any(_type_ok(value, {**spec, "type": k}) for k in kind)
    if kind == "integer" and isinstance(value, bool):
        return False
    if not isinstance(value, _JSON_TYPES[kind]):
        return False
    if kind == "array" and "items" in spec:
        return all(_type_ok(v, spec["items"]) for v in value)
    return True


def check_arguments(tool: Tool, arguments: Any) -> dict:
    """Shape checks from the schema: an object, no unknown fields, required present, right types.

    Value rules (kinds, lengths, citations) are left to the Memory policy, which has
    the specific error codes. A tool with a check of its own (an MCP tool's schema) uses it.
    """
    if tool.check is not None:
        return tool.check(arguments)
    if not isinstance(arguments, dict):
        raise AppError(
            Code.INVALID_ARGUMENTS, f"{tool.name} takes a JSON object of named arguments.", None
        )
    props: dict = tool.parameters.get("properties", {})
    unknown = sorted(set(arguments) - set(props))
    if unknown:
        raise AppError(
            Code.INVALID_ARGUMENTS,
            f"unknown argument {unknown[0]!r}; {tool.name} takes: {', '.join(props)}.",
            unknown[0],
        )
    for name in tool.parameters.get("required", []):
        if name not in arguments:
            code = tool.missing_codes.get(name, Code.INVALID_ARGUMENTS)
            raise AppError(code, f"the argument {name!r} is required.", name)
    for name, value in arguments.items():
        if not _type_ok(value, props[name]):
            expected = props[name].get("type")
            if isinstance(expected, list):
                expected = " or ".join(expected)
            if expected == "array":
                expected = f"array of {props[name].get('items', {}).get('type', 'values')}"
            raise AppError(Code.INVALID_ARGUMENTS, f"{name} must be of type {expected}.", name)
    return arguments


class ToolRegistry:
    """The tools an agent has, by name."""

    def __init__(self, tools: list[Tool] | None = None):
        self._tools: dict[str, Tool] = {}
        for tool in tools or []:
            self.register(tool)

    def register(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name} is registered twice")
        self._tools[tool.name] = tool

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return list(self._tools)

    def schemas(self) -> list[dict]:
        return [t.schema() for t in self._tools.values()]

    def reads_outside(self, name: str) -> bool:
        """Whether a tool's output is outside content; a tool not registered (any more) is
        taken to be, since nothing says what it read."""
        tool = self._tools.get(name)
        return True if tool is None else tool.reads_outside

    def turn_taint(self, history: Iterable[Message]) -> WrittenAfter | None:
        """What untrusted content the model reads from the start of a turn (SPEC §2.7): the
        history given to it, and the definitions of the tools it is offered that a tool server
        wrote; as a turn and `mindkeep tool call` both compute it."""
        taint = written_after(history, reads_outside=self.reads_outside)
        if any(t.defined_outside for t in self._tools.values()):
            taint = tainted_by(Untrusted.SERVER, (), taint)
        return taint

    def call(self, name: str, context: ToolContext, arguments: Any) -> dict:
        """Run a tool exactly as the agent would; a refused call returns `ok: false`."""
        tool = self._tools.get(name)
        if tool is None:
            return rejection(
                AppError(
                    Code.INVALID_ARGUMENTS,
                    f"there is no tool named {name!r}; available: {', '.join(self._tools)}.",
                    None,
                )
            )
        try:
            return tool.handler(context, check_arguments(tool, arguments))
        except AppError as error:
            return rejection(error)
