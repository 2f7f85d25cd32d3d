"""What an outside agent is told about Mindkeep's MCP tools before any is called: the Memory
tools as declared for an outside agent (app/agent/tools/memory_surface.py, the one surface the
app's own agent is told of too) and `check_action`, which only other agents' hooks need.

Plain data over the standard library and the domain's limits: `mindkeep mcp` answers
`tools/list` from it before the database or the services are opened (app/startup.py). The
handlers that run the calls are in app/mcp/tools.py; a test checks that both name the same
tools.
"""

from __future__ import annotations

from app.agent.tools.memory_surface import Caller, Definition, memory_definitions
from app.domain.agents.names import CLIENTS

CHECK_ACTION = Definition(
    name="check_action",
    description=(
        "Check an action before you take it (a shell command, a file write, a tool call) "
        "against the user's saved rules for this project and all their work. Read-only: it "
        "changes no Memory. The answer says deny (with the rule it would break, to quote) or "
        "allow (with rules to keep in mind). Connected clients call it from their hooks."
    ),
    parameters={
        "type": "object",
        "properties": {
            "tool_name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200,
                "description": "The tool as your client names it: Bash, Write, mcp__server__tool.",
            },
            "tool_input": {
                "anyOf": [{"type": "object"}, {"type": "string"}],
                "description": "The tool's arguments (a JSON object, or its JSON text).",
            },
            "cwd": {"type": "string", "maxLength": 4096, "description": "The working folder."},
            "session_id": {"type": "string", "maxLength": 200},
            "client": {
                "type": "string",
                "enum": list(CLIENTS),
                "description": "Answer also in this client's hook format (hook_output).",
            },
        },
        "required": ["tool_name"],
        "additionalProperties": False,
    },
    # Changes no Memory and no setting; a blocked action is kept as a receipt.
    read_only=True,
    idempotent=True,
)

DEFINITIONS = (*memory_definitions(Caller.OUTSIDE), CHECK_ACTION)
NAMES = tuple(d.name for d in DEFINITIONS)
