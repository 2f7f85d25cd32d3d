"""The command line of `mindkeep` (every way in but the fast ones of app/cli/__init__.py):
the window by default, and every Memory operation for scripts.

The package: `parser` (options, subcommands, argument types), `commands` (what each does,
through the services), `output` (readable text; `--json` prints the result as it is), and
this entry point.

Only the window imports Qt; every other command starts without it.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from collections.abc import Sequence

from app import __version__
from app.cli.arguments import check_text
from app.cli.parser import Parser, UsageError, build_parser
from app.domain.errors import AppError, Code
from app.i18n import _

# Re-exported: tests and scripts import the parser from here. The commands and the
# readable output are imported only by the commands that need them, so the window's
# start (`parse_args`, then the window) loads no more than the parser.
__all__ = [
    "EXIT_ERROR",
    "EXIT_PENDING",
    "EXIT_USAGE",
    "Parser",
    "UsageError",
    "build_parser",
    "main",
    "parse_args",
]

EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_PENDING = 3  # a turn paused on a tool call waiting for approval (approve / deny continue it)


# ------------------------------------------------------------------ entry point


def _emit_error(as_json: bool, code: str, message: str) -> None:
    if as_json:
        print(
            json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False),
            file=sys.stderr,
        )
    else:
        print(_("Error: {message}").format(message=message), file=sys.stderr)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse a command line. One made of global options alone (how the window starts) is
    parsed without building the ~40 command parsers, which cost ~10 ms of the window's
    start; anything else, and every error, goes through the whole parser."""
    if not {"-h", "--help"} & set(argv):
        try:
            return build_parser(commands=False).parse_args(argv)
        except UsageError:
            pass
    if "--" in argv:
        # `tools add NAME -- COMMAND [ARGS…]`: everything after the first `--` is the
        # server's command line exactly as typed (argparse would drop a second `--`).
        cut = argv.index("--")
        try:
            args = build_parser().parse_args(argv[:cut])
        except UsageError:
            args = None
        if args is not None and args.command == "tools" and args.action == "add":
            args.command_line = argv[cut + 1 :]
            return args
    return build_parser().parse_args(argv)


def _reader_may_go(main):
    """`mindkeep … | head`: the reader closing the pipe ends the command quietly (exit 1), not
    in a BrokenPipeError traceback; a file name holding undecodable bytes is printed as its
    own bytes, as `ls` does."""

    @functools.wraps(main)
    def run(argv: Sequence[str] | None = None) -> int:
        if hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(errors="surrogateescape")
        try:
            return main(argv)
        except BrokenPipeError:
            # Python flushes stdout once more at exit: point it at nothing first.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return EXIT_ERROR

    return run


@_reader_may_go
def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # Not a `--json` of a tool server's own command line (`tools add NAME -- COMMAND …`).
    wants_json = "--json" in (argv[: argv.index("--")] if "--" in argv else argv)
    try:
        args = parse_args(argv)
    except UsageError as exc:
        _emit_error(wants_json, "usage", str(exc))
        if not wants_json:
            print(exc.usage or build_parser().format_usage(), file=sys.stderr, end="")
        return EXIT_USAGE
    problem = check_text(args)
    if problem is not None:  # before anything is opened or written
        _emit_error(wants_json, Code.INVALID_INPUT.value, problem)
        return EXIT_ERROR
    if args.version:
        print(json.dumps({"version": __version__}) if args.json else f"mindkeep {__version__}")
        return 0

    if args.command is None and not args.screenshot:
        # The window paints first and opens the database behind it.
        from app.startup import run_window

        try:
            return run_window(args.db, args.data_dir)
        except AppError as err:
            _emit_error(args.json, err.code.value, err.message)
            return EXIT_ERROR

    if args.command == "db":
        return _db_command(args)

    from app.bootstrap import build_core, check_screenshot_path

    try:
        if args.command is None:
            check_screenshot_path(args.screenshot)  # before anything is written
        core = build_core(args.db, args.data_dir)
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    try:
        return _run(core, args)
    finally:
        _say_skipped(core, args.json)
        core.close()


def _db_command(args: argparse.Namespace) -> int:
    """`db copy` and `db restore`: not through build_core (the database is read as it is,
    never created or upgraded by opening it)."""
    from app.bootstrap import copy_database, restore_database
    from app.cli.output import human

    try:
        if args.action == "restore":
            result = restore_database(args.backup, db=args.db, data_dir=args.data_dir)
        else:
            result = copy_database(args.to, db=args.db, data_dir=args.data_dir)
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    print(json.dumps(result, ensure_ascii=False) if args.json else human(result))
    return 0


def _run(core, args: argparse.Namespace) -> int:
    from app.cli.chat import Paused
    from app.cli.commands import PartlyFailed, run_command
    from app.cli.output import human

    try:
        if args.command is None:
            from app.bootstrap import take_screenshot

            take_screenshot(
                core,
                args.screenshot,
                page=args.page,
                session_id=args.shot_session,
                locale=args.locale,
                width=args.size[0],
                height=args.size[1],
            )
            return 0
        # Once more when a shared database's dropped connection undid the command whole.
        result = core.db.retrying(lambda: run_command(core, args))
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    except UsageError as exc:
        _emit_error(args.json, "usage", str(exc))
        return EXIT_USAGE
    except Paused as paused:
        if args.json:
            print(json.dumps(_with_skipped(paused.result, core), ensure_ascii=False))
        else:
            print(human(paused.result))
        return EXIT_PENDING
    except PartlyFailed as failed:
        if args.json:
            print(json.dumps(_with_skipped(failed.result, core), ensure_ascii=False))
        elif failed.readable and failed.result != "":
            print(human(failed.result))
        _emit_error(args.json, failed.code, failed.message)
        return EXIT_ERROR
    if args.json:
        print(json.dumps(_with_skipped(result, core), ensure_ascii=False))
    elif result != "":  # a chat's reply was streamed already
        print(human(result))
    return 0


def _with_skipped(result, core):
    """A --json result names the stored values it could not take as they are (issue 23):
    `"skipped": [{"table", "id", "column", "outcome"}, ...]`, only when there are any."""
    items = core.db.skipped.items()
    if not items or not isinstance(result, dict):
        return result
    return {**result, "skipped": [item.to_json() for item in items]}


def _say_skipped(core, as_json: bool) -> None:
    """On stderr: which stored values the command left out, showed as text or replaced."""
    items = core.db.skipped.items()
    if not items:
        return
    from app.cli.output import skipped_notice

    count = len(items) + core.db.skipped.more
    if as_json:
        warning = {
            "code": "values_skipped",
            "message": f"{count} stored value(s) could not be taken as they are (another "
            "program may have written them); the output says what was done with each "
            'under "skipped".',
            "count": count,
        }
        print(json.dumps({"warning": warning}, ensure_ascii=False), file=sys.stderr)
    else:
        print(skipped_notice(items, core.db.skipped.more), file=sys.stderr)
