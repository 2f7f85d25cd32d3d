"""Tools the app's agent calls: tool servers (MCP) and their pinned definitions, approvals
(a call that waits for the user's Allow or Deny), the write-ahead record of an allowed call,
and what the agent loop records of a call it ran."""
