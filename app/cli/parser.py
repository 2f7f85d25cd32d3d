"""The `mindkeep` command line: its options, subcommands and argument types.

Usage errors are raised as exceptions, not printed, so that `main()` can shape them for
--json; kept apart from the commands so the window's start parses without loading them.
"""

from __future__ import annotations

import argparse
from typing import NoReturn

from app.cli import parser_agents as agent_ways
from app.cli.arg_values import json_here, port, positive_int, token_count, window_size
from app.deferred import load
from app.i18n import _


def _values(noun: str) -> list[str]:
    """The values of one of the domain's nouns (app.domain.model), read when a command's grammar
    is built: the window's command line (global options alone) does not load the nouns before
    its first paint (~69 M instructions, the dataclasses of app.domain.model)."""
    return [member.value for member in load(f"app.domain.model:{noun}")]


class UsageError(Exception):
    """A command line that cannot be run, with the usage of the (sub)command it was for."""

    def __init__(self, message: str, usage: str = ""):
        super().__init__(message)
        self.usage = usage


class Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as exceptions, so --json can shape them."""

    def error(self, message: str) -> NoReturn:
        # The usage of the parser that failed: `session create`'s, not the whole program's.
        raise UsageError(f"{self.prog}: {message}", self.format_usage())


def _tools_commands(sub) -> None:
    """`mindkeep tools add|list|refresh|remove|trust|enable|disable`: the MCP servers the agent
    may use."""
    tools = sub.add_parser(
        "tools", help=_("the MCP servers whose tools the agent may use")
    ).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = tools.add_parser(
        "add",
        help=_(
            "add a server: NAME -- COMMAND [ARGS…] (stdio), or NAME --url URL (Streamable HTTP)"
        ),
    )
    x.add_argument("name")
    x.add_argument("--url", metavar="URL", help=_("a Streamable HTTP server's URL"))
    x.add_argument(
        "--header",
        action="append",
        default=[],
        metavar='"K: V"',
        help=_("an HTTP header to send (secret values go to the OS keyring)"),
    )
    x.add_argument("server_command", nargs="*", metavar="-- COMMAND [ARGS…]")
    json_here(x)
    x = tools.add_parser("list", help=_("the servers, their tools and each tool's safety"))
    json_here(x)
    x = tools.add_parser(
        "refresh", help=_("start a server and list its tools again (a change untrusts it)")
    )
    x.add_argument("name")
    json_here(x)
    x = tools.add_parser("remove", help=_("forget a server (and its secrets)"))
    x.add_argument("name")
    json_here(x)
    x = tools.add_parser(
        "trust",
        help=_(
            "let this computer start a server added or changed by another program, as "
            "`tools list` shows it"
        ),
    )
    x.add_argument("name")
    json_here(x)
    for name, text in (
        ("enable", _("give the agent this server's tools in a Space")),
        ("disable", _("take this server's tools away in a Space")),
    ):
        x = tools.add_parser(name, help=text)
        x.add_argument("name")
        x.add_argument("--space", type=positive_int, required=True)
        json_here(x)


def _space_commands(sub) -> None:
    """`space create|list|rename|delete|bind|unbind|folders`."""
    space = sub.add_parser("space", help=_("create and list Spaces")).add_subparsers(
        dest="action", required=True, parser_class=Parser
    )
    x = space.add_parser("create")
    x.add_argument("name")
    json_here(x)
    json_here(space.add_parser("list"))
    x = space.add_parser("rename")
    x.add_argument("id", type=positive_int)
    x.add_argument("name")
    x = space.add_parser("delete")
    x.add_argument("id", type=positive_int)
    x = space.add_parser(
        "bind", help=_("bind a project folder to a Space: agents working there use its Memory")
    )
    x.add_argument("id", type=positive_int)
    x.add_argument("folder", metavar="DIR")
    x = space.add_parser("unbind", help=_("unbind a project folder from its Space"))
    x.add_argument("folder", metavar="DIR")
    x = space.add_parser("folders", help=_("the folders bound to Spaces"))
    x.add_argument("--space", type=positive_int)


def _session_commands(sub) -> None:
    """`session create|list|rename|delete`."""
    session = sub.add_parser("session", help=_("create and list Sessions")).add_subparsers(
        dest="action", required=True, parser_class=Parser
    )
    x = session.add_parser("create")
    x.add_argument("--space", type=positive_int, required=True)
    x.add_argument("--title")
    x.add_argument(
        "--temporary", action="store_true", help=_("a Session that neither reads nor writes Memory")
    )
    json_here(x)
    x = session.add_parser("list")
    x.add_argument("--space", type=positive_int)
    json_here(x)
    x = session.add_parser("rename")
    x.add_argument("id", type=positive_int)
    x.add_argument("title")
    x = session.add_parser("delete")
    x.add_argument("id", type=positive_int)


def _message_commands(sub) -> None:
    """`message add|list|search`."""
    message = sub.add_parser("message", help=_("add, list and search messages")).add_subparsers(
        dest="action", required=True, parser_class=Parser
    )
    x = message.add_parser("add")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument(
        "--source", choices=["user", "agent", "tool", "web", "file", "trigger"], required=True
    )
    x.add_argument("text")
    x = message.add_parser("list")
    x.add_argument("--session", type=positive_int, required=True)
    x = message.add_parser(
        "search",
        help=_("find messages holding every word of QUERY, in every Session, newest first"),
    )
    x.add_argument("query", metavar="QUERY")
    x.add_argument("--space", type=positive_int, help=_("only the Sessions of this Space"))
    json_here(x)


def _tool_commands(sub) -> None:
    """`tool call|list`: Mindkeep's own agent tools, run as the agent would."""
    tool = sub.add_parser("tool", help=_("run an agent tool as the agent would")).add_subparsers(
        dest="action", required=True, parser_class=Parser
    )
    x = tool.add_parser("call")
    x.add_argument("name")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--args", required=True, metavar="JSON")
    tool.add_parser("list")


def _memory_commands(sub) -> None:
    """`memory …`: list Memory and decide on it."""
    memory = sub.add_parser("memory", help=_("list and decide on Memory")).add_subparsers(
        dest="action", required=True, parser_class=Parser
    )
    x = memory.add_parser("list")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"), required=True)
    x.add_argument("--status", choices=[*_values("Status"), "all"])
    scopes = _values("Scope")
    for name in ("accept", "dismiss", "archive", "restore", "pin", "unpin", "keep", "delete"):
        x = memory.add_parser(name)
        x.add_argument("id", type=positive_int)
        x.add_argument("--version", type=positive_int, dest="expected_version")
        if name == "accept":
            x.add_argument("--scope", choices=scopes, help=_("save it to this scope instead"))
            x.add_argument(
                "--session", type=positive_int, help=_("the Session the scope is seen from")
            )
            x.add_argument(
                "--replace",
                type=positive_int,
                action="append",
                default=[],
                metavar="ID",
                help=_("archive this saved rule it conflicts with"),
            )
    x = memory.add_parser("edit")
    x.add_argument("id", type=positive_int)
    x.add_argument("text")
    x.add_argument("--kind")
    x.add_argument("--version", type=positive_int, dest="expected_version")
    x.add_argument("--scope", choices=scopes, help=_("save it to this scope instead"))
    x.add_argument("--session", type=positive_int, help=_("the Session the scope is seen from"))
    x.add_argument(
        "--replace",
        type=positive_int,
        action="append",
        default=[],
        metavar="ID",
        help=_("archive this saved rule it conflicts with"),
    )
    x = memory.add_parser("move", help=_("move a saved entry to another scope"))
    x.add_argument("id", type=positive_int)
    x.add_argument("--scope", choices=scopes, required=True)
    x.add_argument("--session", type=positive_int)
    x.add_argument("--version", type=positive_int, dest="expected_version")
    x = memory.add_parser(
        "clear", help=_("archive every saved entry of a scope (memory undo brings them back)")
    )
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=scopes, required=True)
    x = memory.add_parser("show")
    x.add_argument("id", type=positive_int)
    x = memory.add_parser(
        "set-enforcement",
        help=_("what a rule does to another agent's action that would break it"),
    )
    x.add_argument("id", type=positive_int)
    x.add_argument("mode", choices=["block", "remind", "off"])
    x = memory.add_parser(
        "reading", help=_("confirm or correct what Mindkeep checks of a saved rule")
    )
    x.add_argument("id", type=positive_int)
    chosen = x.add_mutually_exclusive_group(required=True)
    chosen.add_argument(
        "--confirm", action="store_true", help=_("keep the reading shown by memory show")
    )
    chosen.add_argument("--branches", metavar="A,B", help=_("pushes to these branches"))
    chosen.add_argument("--folder", metavar="DIR", help=_("nothing is written under this folder"))
    chosen.add_argument("--language", metavar="CODE", help=_("the language of replies"))
    chosen.add_argument("--tools", metavar="A,B", help=_("tools and commands it must not use"))
    chosen.add_argument("--none", action="store_true", help=_("do not check this rule"))
    chosen.add_argument(
        "--propose",
        action="store_true",
        help=_("ask the model for a reading and show it beside Mindkeep's; saves nothing"),
    )
    chosen.add_argument(
        "--reading",
        metavar="JSON",
        help=_("this reading, as memory show or --propose print it (the model's, if it says so)"),
    )
    x.add_argument("--version", type=positive_int, dest="expected_version")
    x = memory.add_parser(
        "conflicts", help=_("saved rules each suggestion contradicts or overlaps")
    )
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=scopes, required=True)
    x = memory.add_parser("unused", help=_("saved entries not used lately"))
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=scopes, required=True)
    x.add_argument("--days", type=positive_int)
    memory.add_parser("undo")
    x = memory.add_parser("history")
    x.add_argument("id", type=positive_int)
    memory.add_parser("directory")
    x = memory.add_parser("add")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"), required=True)
    x.add_argument("--kind", required=True)
    x.add_argument("--pin", action="store_true")
    x.add_argument("text")
    x = memory.add_parser("organise")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"), required=True)
    x = memory.add_parser("export")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"))
    x.add_argument("--format", choices=["json", "markdown", "agents-md"], default="json")
    x.add_argument("--output", metavar="FILE")
    x = memory.add_parser("import")
    x.add_argument("file")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"))
    x.add_argument("--format", choices=["json", "agents-md"], default="json")


def _settings_commands(sub) -> None:
    """`settings set|show|model`."""
    settings = sub.add_parser(
        "settings", help=_("Auto Memory, Use Memory and room per scope")
    ).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = settings.add_parser("set")
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--scope", choices=_values("Scope"), required=True)
    x.add_argument("key", choices=["auto-memory", "use-memory", "room"])
    x.add_argument("value")
    x = settings.add_parser("show")
    x.add_argument("--session", type=positive_int, required=True)

    x = settings.add_parser(
        "model", help=_("connect an OpenAI-compatible model, or go back to the offline assistant")
    )
    x.add_argument("--base-url", metavar="URL")
    x.add_argument("--model", metavar="NAME")
    x.add_argument("--timeout", type=float, metavar="SECONDS")
    x.add_argument(
        "--api-key-env",
        metavar="VAR",
        help=_("read the API key from this environment variable and keep it in the OS keyring"),
    )
    x.add_argument(
        "--api-key-prompt",
        action="store_true",
        help=_("ask for the API key and keep it in the OS keyring"),
    )
    x.add_argument(
        "--offline",
        action="store_true",
        help=_("forget the model and use the built-in offline assistant"),
    )
    x.add_argument(
        "--judge-rules",
        choices=["on", "off"],
        help=_(
            "on: after each reply, the model judges the rules the offline checker cannot "
            "check (one small extra request); off by default"
        ),
    )
    x.add_argument(
        "--propose-readings",
        choices=["on", "off"],
        help=_(
            "on: the model may propose what Mindkeep checks of a rule (memory reading ID "
            "--propose); nothing is stored until you choose it; off by default"
        ),
    )
    x.add_argument(
        "--context-window",
        type=token_count,
        metavar="TOKENS",
        help=_(
            "the model's context window in tokens, when its server does not say it "
            "(0: ask the server)"
        ),
    )
    x.add_argument(
        "--detect",
        action="store_true",
        help=_(
            "look for OpenAI-compatible servers on this machine (127.0.0.1) and list their models"
        ),
    )
    x.add_argument(
        "--port",
        type=port,
        action="append",
        metavar="N",
        help=_("with --detect: look on this port instead of the usual ones"),
    )
    x.add_argument(
        "--test",
        action="store_true",
        help=_(
            "send one tiny request to the model (the configured one, or --base-url/--model) "
            "and say what happened; saves nothing"
        ),
    )
    json_here(x)


def _chat_commands(sub) -> None:
    """`chat`: one agent turn."""
    x = sub.add_parser("chat", help=_("run one agent turn in a Session"))
    x.add_argument("--session", type=positive_int, required=True)
    x.add_argument("--base-url", metavar="URL")
    x.add_argument("--model", metavar="NAME")
    x.add_argument("--timeout", type=float, metavar="SECONDS")
    x.add_argument("--step-limit", type=positive_int, default=8)
    x.add_argument("text")


def _decide_commands(sub) -> None:
    """`approve` and `deny`: the user's answer to a call that waits."""
    for name, text in (
        ("approve", _("allow a tool call the agent waits on, and continue its turn")),
        ("deny", _("deny a tool call the agent waits on (it is told why), and continue its turn")),
    ):
        x = sub.add_parser(name, help=text)
        x.add_argument("id", type=positive_int, metavar="ID")
        if name == "approve":
            x.add_argument(
                "--for-session",
                action="store_true",
                help=_("allow this tool for the rest of the Session as well"),
            )
        else:
            x.add_argument("--reason", metavar="T", help=_("why not, for the agent"))
        x.add_argument("--base-url", metavar="URL")
        x.add_argument("--model", metavar="NAME")
        x.add_argument("--timeout", type=float, metavar="SECONDS")
        x.add_argument("--step-limit", type=positive_int, default=8)
        json_here(x)


def _rules_commands(sub) -> None:
    """`rules check`."""
    rules = sub.add_parser(
        "rules", help=_("check an output against the rules of a Session's Memory block")
    ).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = rules.add_parser(
        "check", help=_("whether a reply or a tool call follows each rule (records nothing)")
    )
    x.add_argument("--session", type=positive_int, required=True)
    given = x.add_mutually_exclusive_group(required=True)
    given.add_argument("--text", metavar="T", help=_("the text of a reply"))
    given.add_argument(
        "--file",
        metavar="F",
        help=_("a file holding the text of a reply (- reads it from standard input)"),
    )
    given.add_argument(
        "--tool-call",
        metavar="JSON",
        help=_('a tool call, e.g. {"name": "git__git_push", "arguments": {"branch": "main"}}'),
    )
    x.add_argument(
        "--turn",
        metavar="JSON",
        help=_(
            'with --tool-call: the calls that ran before it in its turn, e.g. {"earlier": [], "branch_at_start": "main"}'
        ),
    )


def _db_commands(sub) -> None:
    """`db copy` and `db restore`."""
    db = sub.add_parser(
        "db", help=_("copy the whole database to another one, or restore a backup")
    ).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = db.add_parser(
        "copy",
        help=_(
            "copy everything (the database chosen by --db or --data-dir) into a new, empty database, and verify the copy"
        ),
    )
    x.add_argument(
        "--to",
        metavar="URL",
        required=True,
        help=_("the empty database to fill, e.g. postgresql://USER:PASSWORD@HOST/NAME"),
    )
    x = db.add_parser(
        "restore",
        help=_(
            "put a backup back into the database (chosen by --db or --data-dir), safely while "
            "other Mindkeep programs have it open; what it held is kept beside it"
        ),
    )
    x.add_argument("backup", metavar="BACKUP", help=_("the backup file to restore"))


# Each command word and what adds its subcommands, in the order `mindkeep --help` lists them.
FAMILIES = {
    "space": _space_commands,
    "session": _session_commands,
    "message": _message_commands,
    "tool": _tool_commands,
    "tools": _tools_commands,
    "memory": _memory_commands,
    "settings": _settings_commands,
    "chat": _chat_commands,
    "mcp": agent_ways.mcp_commands,
    "approve": _decide_commands,
    "deny": _decide_commands,
    "connect": agent_ways.connect_commands,
    "disconnect": agent_ways.connect_commands,
    "hook": agent_ways.hook_commands,
    "context": agent_ways.context_commands,
    "rules": _rules_commands,
    "db": _db_commands,
}


def build_parser(*, commands: bool | str = True) -> Parser:
    """The whole command line; with commands=False only the global options (the window's);
    with a command word, the global options and that command's family alone (what running
    it needs: building all ~60 parsers cost ~40 ms of every command's start)."""
    p = Parser(
        prog="mindkeep",
        description=_("Mindkeep: work with an AI agent that remembers how you want work done."),
    )
    p.add_argument(
        "--db", metavar="URL", help=_("database URL (default: the SQLite file in the data folder)")
    )
    p.add_argument(
        "--data-dir", metavar="DIR", help=_("data folder (default: the user data folder)")
    )
    p.add_argument("--json", action="store_true", help=_("machine-readable output"))
    p.add_argument("--version", action="store_true", help=_("print the version and exit"))
    p.add_argument("--screenshot", metavar="PATH", help=_("render the window to a PNG and exit"))
    p.add_argument(
        "--page", choices=["chat", "memory", "directory"], default="chat", help=argparse.SUPPRESS
    )
    p.add_argument("--session", dest="shot_session", type=positive_int, help=argparse.SUPPRESS)
    p.add_argument("--locale", help=argparse.SUPPRESS)
    p.add_argument("--size", type=window_size, default=(1280, 800), help=argparse.SUPPRESS)
    if not commands:
        p.set_defaults(command=None)
        return p
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    if isinstance(commands, str):
        FAMILIES[commands](sub)
        return p
    for add in dict.fromkeys(FAMILIES.values()):  # approve and deny come from one
        add(sub)
    return p
