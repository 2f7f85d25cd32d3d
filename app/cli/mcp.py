"""`mindkeep mcp`: your Memory for other agents (SPEC §9), over stdio, or Streamable HTTP with
`--http`.

A client's health check waits for the first answers (`initialize`, `tools/list`): they need
the SDK and the tools' definitions alone (app/mcp/definitions.py). The database, SQLAlchemy
and the services are opened on a worker thread behind them (app.mcp.server.Opening: once the
`tools/list` answer is out, at once for a call that needs them, or a moment after serving
begins). A database or a `--space` that cannot be used stops the server with its error."""

from __future__ import annotations

import contextlib
import json
import sys

import anyio

from app.bootstrap import Core, build_core, resolve_data_dir
from app.i18n import _
from app.mcp.http import load_token, serve_http
from app.mcp.server import MindkeepMcp, Opening
from app.mcp.stdio import serve_stdio


def mcp_command(args) -> dict | str:
    """Serve until the client goes (stdio) or the server is stopped (HTTP)."""
    if args.print_token:
        token = load_token(resolve_data_dir(args.data_dir))
        return {"token": token} if args.json else token

    def open_core() -> Core:
        core = build_core(args.db, args.data_dir)
        try:
            if args.space is not None:
                core.external.space(args.space)  # a clear error, and the server stops
            # What a tool call and rules.md use, built here rather than on the event loop.
            core.warm("external", "memory", "proposals", "transfer", "hooks")
        except BaseException:
            core.close()
            raise
        return core

    opening = Opening(open_core)
    server = MindkeepMcp(opening, space_id=args.space, inline=not args.http)
    try:
        if args.http:
            _serve_http(server, args)
        else:
            with contextlib.suppress(KeyboardInterrupt):
                anyio.run(serve_stdio, server)
            sys.stdout.flush()
        if server.failed is not None:
            raise server.failed
        if opening.started or args.space is not None:
            opening.result()  # its error, if any; a --space is checked even if nothing asked
    finally:
        opening.close()
    return ""


def _serve_http(server: MindkeepMcp, args) -> None:
    def ready(url: str, port: int) -> None:
        if args.json:
            print(json.dumps({"url": url, "port": port}), flush=True)
        else:
            print(
                _("Mindkeep serves your Memory at {url} (stop with Ctrl+C).").format(url=url),
                flush=True,
            )
            print(
                _("Clients send the token of `mindkeep mcp --print-token` as a bearer token."),
                flush=True,
            )

    token = load_token(resolve_data_dir(args.data_dir))
    with contextlib.suppress(KeyboardInterrupt):
        serve_http(server, port=args.port, token=token, ready=ready)
