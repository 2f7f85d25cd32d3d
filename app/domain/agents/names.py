"""The names of other agents' clients and of their hook events (SPEC §10): what the command
line, the MCP tools' definitions and app.domain.agents.events list. Their own module because they are
read before anything else is loaded: `mindkeep mcp` answers `tools/list` (check_action's
`client`) and the parser lists `connect`'s choices without loading the clients' words."""

from __future__ import annotations

# The clients `mindkeep connect` knows: the id on the command line → the name the user sees
# (and the name of its external Sessions; the MCP server names a client the same way).
CLIENTS = {
    "claude-code": "Claude Code",
    "codex": "Codex",
    "gemini-cli": "Gemini CLI",
    "cursor": "Cursor",
    "windsurf": "Windsurf",
    "vscode": "VS Code",
}

SESSION_START, PROMPT, PRE_TOOL, POST_TOOL, STOP = (
    "session-start",
    "prompt-submit",
    "pre-tool",
    "post-tool",
    "stop",
)
EVENTS = (SESSION_START, PROMPT, PRE_TOOL, POST_TOOL, STOP)
