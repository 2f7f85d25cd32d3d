"""A hand-written MCP server (newline-delimited JSON-RPC over stdio, the 2025-11-25
handshake) that lists what the SDK's own server refuses to send: input schemas a provider
would refuse, and tool names no provider accepts. Other MCP servers (other languages, other
SDKs) do send such things; the client side must cope.

    python tests/mcp_raw_server.py          # the tools below
    python tests/mcp_raw_server.py scalar   # and one whose input schema is a string (not MCP)
"""

from __future__ import annotations

import json
import sys

LONG = "a_tool_with_a_name_far_too_long_to_fit_in_sixty_four_characters_at_all"
TOOLS = [
    {"name": "a.b", "description": "dotted", "inputSchema": {"type": "object"}},
    {"name": "a_b", "description": "underscored", "inputSchema": {"type": "object"}},
    {"name": LONG, "description": "long", "inputSchema": {"type": "object"}},
    {
        "name": "remote_ref",
        "inputSchema": {"type": "object", "properties": {"x": {"$ref": "https://x/s.json"}}},
    },
    {
        "name": "local_ref",
        "inputSchema": {
            "type": "object",
            "$defs": {"n": {"type": "integer", "minimum": 1}},
            "properties": {"count": {"$ref": "#/$defs/n"}},
            "required": ["count"],
        },
    },
    {
        "name": "broken_ref",
        "inputSchema": {"type": "object", "properties": {"x": {"$ref": "#/$defs/none"}}},
    },
    {"name": "any_of", "inputSchema": {"type": "object", "anyOf": [{"required": ["a"]}]}},
    {"name": "not_schema", "inputSchema": {"type": "object", "properties": {"x": {"type": 5}}}},
    {"name": "twice", "inputSchema": {"type": "object"}},
    {"name": "twice", "inputSchema": {"type": "object"}},
    {"name": "looks", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": True}},
]


def answer(message: dict) -> dict | None:
    method, ident = message.get("method"), message.get("id")
    if ident is None:
        return None  # a notification
    if method == "initialize":
        result = {
            "protocolVersion": "2025-11-25",
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "raw", "version": "1"},
        }
    elif method == "tools/list":
        result = {"tools": TOOLS}
    elif method == "tools/call":
        params = message.get("params") or {}
        text = f"{params.get('name')} {json.dumps(params.get('arguments'), sort_keys=True)}"
        result = {"content": [{"type": "text", "text": text}], "isError": False}
    elif method == "ping":
        result = {}
    else:
        return {"jsonrpc": "2.0", "id": ident, "error": {"code": -32601, "message": method}}
    return {"jsonrpc": "2.0", "id": ident, "result": result}


def main() -> None:
    if sys.argv[1:] == ["scalar"]:
        TOOLS.append({"name": "scalar", "inputSchema": {"type": "string"}})
    for line in sys.stdin:
        if not line.strip():
            continue
        reply = answer(json.loads(line))
        if reply is not None:
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
