"""The `mindkeep` command: the window by default, and every Memory operation for scripts.

The package: `parser` (options, subcommands, argument types), `commands` and the modules
named after a command (what each does, through the services), `output` (readable text;
`--json` prints the result as it is), `run` (parsing a command line and answering it), and
this entry point, which finds the way in (WAYS_IN, below; app/startup.py says what each
loads) from the first word: a way in that answers another program in its own format (a hook)
is given the command line as typed, with nothing else loaded; every other is parsed and
answered by `run`.

Only the window imports Qt; every other command starts without it.
"""

from __future__ import annotations

import os
import sys
from collections import namedtuple
from collections.abc import Sequence

from app.deferred import hold_collector, load, set_aside_for_exit

EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_PENDING = 3  # a turn paused on a tool call waiting for approval (approve / deny continue it)


WayIn = namedtuple("WayIn", "run core exits raw lasts", defaults=(True, False, False, False))
WayIn.__doc__ = """One way in: the function ("module:function") that answers it, and what it is given.

`run(core, args)` returns the result the CLI prints, after the database is open; with
`core=False`, `run(args)` opens what it needs itself; with `exits=True` it returns the exit
status instead of a result; with `raw=True` it gets the command line as typed, before any
parsing (a hook answering another program in its own format); with `lasts=True` it keeps
running after its first answer (a turn, a server), so the cycle collector, held while a
command starts (app.deferred.hold_collector), is resumed before it runs. A named tuple of
`collections`, not of `typing`, which this module does not import (a hook's way in is held to
3× a bare interpreter)."""


# Every way in but a raw one is parsed, opened and answered by this (app/cli/run.py).
COMMAND_LINE = "app.cli.run:answer"

# The first word of `mindkeep …` and its way in ("" is the window, "--screenshot" a picture of
# it). Each family's arguments are app.cli.parser.FAMILIES[word].
WAYS_IN: dict[str, WayIn] = {
    # What a connected agent runs before and after each of its actions (issue 34, SPEC §10): it
    # reads its client's JSON and answers in its format with the standard library and plain
    # `sqlite3` reads (app/cli/hook.py); `hook serve`, its warm helper, resumes the collector.
    "hook": WayIn("app.cli.hook:main", core=False, exits=True, raw=True),
    # The window resumes the cycle collector itself, once its first screen is painted.
    "": WayIn("app.startup:window_command", core=False, exits=True),
    "--screenshot": WayIn("app.startup:screenshot_command"),
    "space": WayIn("app.cli.commands:run_command"),
    "session": WayIn("app.cli.commands:run_command"),
    "message": WayIn("app.cli.commands:run_command"),
    "tool": WayIn("app.cli.tool:tool_command"),
    "tools": WayIn("app.cli.tools:tools_command"),
    "memory": WayIn("app.cli.commands:run_command"),
    "settings": WayIn("app.cli.commands:run_command"),
    "context": WayIn("app.cli.commands:run_command"),
    "chat": WayIn("app.cli.chat:chat_command", lasts=True),
    "approve": WayIn("app.cli.chat:decide_command", lasts=True),
    "deny": WayIn("app.cli.chat:decide_command", lasts=True),
    "rules": WayIn("app.cli.rules:rules_command"),
    "mcp": WayIn("app.cli.mcp:mcp_command", core=False, lasts=True),
    "db": WayIn("app.cli.commands:db_command", core=False),
    "connect": WayIn("app.cli.connect:connect_command"),
    "disconnect": WayIn("app.cli.connect:connect_command"),
}


# Options that take a value, before the command word (so that `--db memory` is not read as
# the `memory` command).
_VALUED = {"--db", "--data-dir", "--screenshot", "--page", "--session", "--locale", "--size"}


def command_word(argv: Sequence[str]) -> str:
    """The command the line asks for (its first word that is not an option or an option's
    value), or "" for none (the window)."""
    skip = False
    for token in argv:
        if skip:
            skip = False
        elif token == "--":
            return ""
        elif token.startswith("-"):
            skip = token in _VALUED
        else:
            return token
    return ""


def main(argv: Sequence[str] | None = None) -> int:
    """The `mindkeep` command. Called without `argv` it answers the process's own command
    line and the process ends after it: the cycle collector is held while the command starts
    and what it made is set aside before the interpreter's exit (app.deferred).

    `mindkeep … | head`: the reader closing the pipe ends the command quietly (exit 1), not in
    a BrokenPipeError traceback; a file name holding undecodable bytes is printed as its own
    bytes, as `ls` does."""
    whole_process = argv is None
    argv = list(sys.argv[1:] if whole_process else argv)
    if whole_process:
        hold_collector()
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="surrogateescape")
    try:
        way = WAYS_IN.get(command_word(argv))
        if way is not None and way.raw:
            return load(way.run)(argv)
        return load(COMMAND_LINE)(argv)
    except BrokenPipeError:
        # Python flushes stdout once more at exit: point it at nothing first.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_ERROR
    finally:
        if whole_process:
            set_aside_for_exit()
