"""Mindkeep as an MCP server for other agents (SPEC §9): `mindkeep mcp`.

`server` (the SDK's server: tools, resources, which Space and external Session a connection
uses), `tools` (what an outside agent may call: read and suggest, never decide), `http`
(Streamable HTTP on 127.0.0.1 with a bearer token and Origin/Host checks). The only package
besides app/agent/mcp that imports the `mcp` SDK.
"""
