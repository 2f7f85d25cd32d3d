"""`mindkeep mcp` (your Memory for other agents, SPEC §9) and `mindkeep space bind|unbind|
folders` (which Space an agent working in a folder uses)."""

from __future__ import annotations

import contextlib
import json
import sys

from app.i18n import _


def space_folders_command(core, args) -> dict:
    """`space bind ID DIR`, `space unbind DIR`, `space folders [--space ID]`."""
    if args.action == "bind":
        return {"bound": core.external.bind(args.id, args.folder).to_json()}
    if args.action == "unbind":
        return {"unbound": core.external.unbind(args.folder).to_json()}
    return {"folders": [f.to_json() for f in core.external.folders(args.space)]}


def mcp_command(core, args) -> dict | str:
    """Serve until the client goes (stdio) or the server is stopped (HTTP)."""
    from app.mcp.http import load_token

    if args.print_token:
        token = load_token(core.data_dir)
        return {"token": token} if args.json else token
    if args.space is not None:
        core.external.space(args.space)  # a clear error before serving
    from app.mcp.server import MindkeepMcp

    server = MindkeepMcp(core, space_id=args.space, inline=not args.http)
    if args.http:
        from app.mcp.http import serve_http

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

        with contextlib.suppress(KeyboardInterrupt):
            serve_http(server, port=args.port, token=load_token(core.data_dir), ready=ready)
        return ""
    import anyio

    from app.mcp.server import serve_stdio

    with contextlib.suppress(KeyboardInterrupt):
        anyio.run(serve_stdio, server)
    sys.stdout.flush()
    return ""
