"""Tools from MCP servers, through the official `mcp` SDK's client (SPEC §3).

`ToolHub` (hub.py) runs the configured servers on an event loop of its own and gives the
agent's worker threads blocking, time-limited, cancellable calls; `tools_for_session`
(session.py) makes a Session's registry of Mindkeep's tools and the enabled servers'. The
SDK is imported only by connection.py, on the hub's thread, the first time a server starts.
Import each from its own module: this package imports none of them.
"""
