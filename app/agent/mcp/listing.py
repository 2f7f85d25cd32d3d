"""A server's tools as the agent offers them: named `SERVER__TOOL`, their schema checked,
their safety read from the server's annotations; and a call's outcome as the model gets it.

Nothing here imports the SDK: the listed tools are read by their attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from app.agent.mcp.schema import SchemaRefused, argument_checker, prepare_schema
from app.agent.tools import Safety
from app.domain.tools.definitions import Definitions, ToolDefinition
from app.domain.tools.servers import tool_names

DESCRIPTION_MAX = 4_000


@dataclass(frozen=True, slots=True)
class McpTool:
    """One tool of a running server."""

    name: str  # as the model sees it: SERVER__TOOL
    server: str
    tool: str  # the server's own name for it
    description: str
    parameters: dict  # the input schema, as the server wrote it
    safety: Safety  # READ_ONLY when the server marks it readOnlyHint: true, else NEEDS_APPROVAL
    title: str | None = None
    annotations: dict = field(default_factory=dict)  # the server's hints, as it sent them
    check: Callable[[object], dict] | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "tool": self.tool,
            "title": self.title,
            "description": self.description,
            "safety": self.safety.value,
            "reads_outside": True,
            "annotations": self.annotations,
            "parameters": self.parameters,
        }


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A tool the server lists that is not offered to a model, and why."""

    tool: str
    reason: str

    def to_json(self) -> dict:
        return {"tool": self.tool, "reason": self.reason}


def _hints(tool: object) -> dict:
    """The server's hints on a tool, as it sent them."""
    hints = getattr(tool, "annotations", None)
    if hints is None:
        return {}
    dump = getattr(hints, "model_dump", None)
    return dump(by_alias=True, exclude_none=True) if dump else dict(hints)


def _annotations(tool: object) -> dict:
    return {k: v for k, v in _hints(tool).items() if isinstance(v, str | bool | int | float)}


def definitions_of(listed: Sequence[object], instructions: object = None) -> Definitions:
    """What a server tells the model, as it listed it (SDK `Tool` objects) and as its
    instructions say: what is pinned and compared (app.domain.tools.definitions)."""

    def text(value: object) -> str | None:
        return value if isinstance(value, str) else None

    tools = []
    for item in listed:
        schema = getattr(item, "input_schema", None)
        tools.append(
            ToolDefinition(
                str(getattr(item, "name", "")),
                text(getattr(item, "title", None)),
                text(getattr(item, "description", None)),
                dict(schema) if isinstance(schema, dict) else {},
                _hints(item),
            )
        )
    return Definitions(tuple(tools), text(instructions))


def safety_of(annotations: dict) -> Safety:
    """Only a tool the server marks read-only runs without asking; every other call (a hint
    missing, false, or not a boolean) needs the user's approval."""
    return Safety.READ_ONLY if annotations.get("readOnlyHint") is True else Safety.NEEDS_APPROVAL


def build_tools(server: str, listed: Sequence[object]) -> tuple[list[McpTool], list[LeftOut]]:
    """The tools a server listed (SDK `Tool` objects), named and checked."""
    names = tool_names(server, [str(getattr(t, "name", "")) for t in listed])
    tools: list[McpTool] = []
    left_out: list[LeftOut] = []
    seen: set[str] = set()
    for item in listed:
        raw_name = str(getattr(item, "name", ""))
        if raw_name in seen or raw_name not in names:
            left_out.append(LeftOut(raw_name, "another tool of this server has the same name"))
            continue
        seen.add(raw_name)
        try:
            schema = prepare_schema(getattr(item, "input_schema", None))
        except SchemaRefused as why:
            left_out.append(LeftOut(raw_name, str(why)))
            continue
        hints = _annotations(item)
        title = getattr(item, "title", None) or hints.get("title")
        description = str(getattr(item, "description", None) or title or raw_name)
        if len(description) > DESCRIPTION_MAX:
            description = description[: DESCRIPTION_MAX - 1] + "…"
        name = names[raw_name]
        tools.append(
            McpTool(
                name=name,
                server=server,
                tool=raw_name,
                description=description,
                parameters=schema,
                safety=safety_of(hints),
                title=title if isinstance(title, str) else None,
                annotations=hints,
                check=argument_checker(name, schema),
            )
        )
    return tools, left_out


@dataclass(frozen=True, slots=True)
class ServerTools:
    """A server's tools for `tools list` or a turn; `error` when it could not start."""

    server: str
    tools: tuple[McpTool, ...] = ()
    left_out: tuple[LeftOut, ...] = ()
    error: Exception | None = None


@dataclass(frozen=True, slots=True)
class CallOutcome:
    """What a tool call came back with; the output is the server's, untrusted."""

    server: str
    tool: str
    ok: bool  # False when the server reported the call as failed (isError)
    output: str

    def to_json(self) -> dict:
        data: dict = {"ok": self.ok, "server": self.server, "tool": self.tool}
        if not self.ok:
            data["error"] = {
                "code": "tool_failed",
                "message": f"the {self.server} server reported that {self.tool} failed; its "
                "output says why.",
                "field": None,
            }
        data["output"] = self.output
        return data
