"""`mindkeep connect CLIENT [--project DIR] [--space ID] [--dry-run]`, `connect --list` and
`mindkeep disconnect CLIENT` (SPEC §10): Mindkeep's MCP server and hooks in another agent's
own configuration, through app.services.connections."""

from __future__ import annotations

from app.cli.parser import UsageError
from app.i18n import _
from app.services.connections import Connections


def connect_command(core, args) -> dict:
    service = Connections.for_core(core)
    if args.command == "connect" and args.list:
        if args.client or args.project or args.space or args.dry_run:
            raise UsageError(_("connect --list lists the agents; use it alone"))
        return {"agents": service.list()}
    if not args.client:
        raise UsageError(_("name the agent to connect, or use --list"))
    if args.command == "disconnect":
        return service.disconnect(args.client, project=args.project, dry_run=args.dry_run).to_json()
    if args.space is not None:
        core.external.space(args.space)  # a clear error before anything is written
    result = service.connect(
        args.client, project=args.project, space=args.space, dry_run=args.dry_run
    )
    return result.to_json()
