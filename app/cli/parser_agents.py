"""The command line's families for other agents: `mcp` (your Memory served over MCP),
`connect`/`disconnect` (an agent's configuration), `hook` (an agent's hook events) and
`context` (the Memory block an agent reads). `parser.FAMILIES` names them beside the user's own
families; each adds its subcommands only when its word is run."""

from __future__ import annotations

from app.cli.arg_values import json_here, port_or_any, positive_int
from app.domain.agents.names import CLIENTS, EVENTS
from app.i18n import _


def mcp_commands(sub) -> None:
    """`mcp`: your Memory for other agents."""
    x = sub.add_parser(
        "mcp",
        help=_(
            "serve your Memory to other agents over the Model Context Protocol (stdio, or --http)"
        ),
    )
    x.add_argument(
        "--http",
        action="store_true",
        help=_("serve Streamable HTTP on 127.0.0.1 (with a bearer token) instead of stdio"),
    )
    x.add_argument(
        "--port", type=port_or_any, default=8765, metavar="N", help=_("with --http: the port")
    )
    x.add_argument(
        "--space",
        type=positive_int,
        help=_("use this Space instead of the one bound to the agent's folder"),
    )
    x.add_argument(
        "--print-token", action="store_true", help=_("print the HTTP bearer token and exit")
    )
    json_here(x)


def connect_commands(sub) -> None:
    """`connect` and `disconnect`: Mindkeep's MCP server and hooks in another agent's own
    configuration (SPEC §10)."""
    clients = list(CLIENTS)
    x = sub.add_parser(
        "connect",
        help=_(
            "connect another agent to your Memory: Mindkeep's MCP server and hooks in its own "
            "configuration (connect --list shows the agents on this computer)"
        ),
    )
    x.add_argument("client", nargs="?", choices=clients, metavar="CLIENT")
    x.add_argument(
        "--project",
        metavar="DIR",
        help=_("write into this project's configuration instead of your user configuration"),
    )
    x.add_argument(
        "--space",
        type=positive_int,
        help=_("use this Space instead of the one bound to the agent's folder"),
    )
    x.add_argument(
        "--dry-run", action="store_true", help=_("show the change as a diff; write nothing")
    )
    x.add_argument(
        "--list",
        action="store_true",
        help=_("the agents on this computer: installed, connected, their hooks, last seen"),
    )
    json_here(x)
    x = sub.add_parser(
        "disconnect", help=_("take out of an agent's configuration exactly what connect put in")
    )
    x.add_argument("client", choices=clients, metavar="CLIENT")
    x.add_argument("--project", metavar="DIR", help=_("the project connect wrote into"))
    x.add_argument(
        "--dry-run", action="store_true", help=_("show the change as a diff; write nothing")
    )
    json_here(x)


def hook_commands(sub) -> None:
    """`hook EVENT --client CLIENT`, listed for --help: the hook's way in answers it before any
    parser is built (app/cli/hook.py reads its own command line)."""
    clients, events = list(CLIENTS), list(EVENTS)
    x = sub.add_parser(
        "hook",
        help=_(
            "what a connected agent runs at its session start, prompts, tool calls and stop: "
            "reads the agent's hook JSON on standard input and answers in its format"
        ),
    )
    x.add_argument("event", choices=events, metavar="EVENT")
    x.add_argument("--client", choices=clients, required=True, metavar="CLIENT")


def context_commands(sub) -> None:
    """`context`: the Memory block the agent would be given."""
    x = sub.add_parser("context", help=_("the Memory block the agent would be given"))
    x.add_argument("--session", type=positive_int, required=True)
