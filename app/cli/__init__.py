"""The `mindkeep` command: the window by default, every Memory operation for scripts, and the
hooks other agents run before and after what they do (SPEC §10).

The ways in: `main` reads the command's first word before anything else is imported and hands
the command line to the module that answers it. `hook` runs before every tool call of every
connected agent, so it answers without the parser, the services or SQLAlchemy
(app/cli/hook.py); everything else goes through the parser (app/cli/command_line.py), whose
names (`parse_args`, `build_parser`, `UsageError`, the exit statuses) are given here too.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib import import_module

# The command word → the module whose `main(argv)` answers it, imported only then.
WAYS_IN = {"hook": "app.cli.hook"}
COMMAND_LINE = "app.cli.command_line"
# Global options that take a value (they stand before the command word).
_VALUED = frozenset(
    {"--db", "--data-dir", "--screenshot", "--page", "--session", "--locale", "--size"}
)


def command_word(argv: Sequence[str]) -> str | None:
    """The first word of a command line that is not a global option (None: the window)."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word in _VALUED:
            skip = True
        elif not word.startswith("-"):
            return word
        elif word == "--":
            return None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    return import_module(WAYS_IN.get(command_word(argv) or "", COMMAND_LINE)).main(argv)


def __getattr__(name: str):
    """The command line's names (`from app.cli import parse_args`), imported when asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    return getattr(import_module(COMMAND_LINE), name)
