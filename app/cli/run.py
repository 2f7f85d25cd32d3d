"""A command line parsed and answered: the way in its first word names (app/startup.py,
WAYS_IN), with the database opened and the services built as the command uses them; its
result printed (JSON with --json, else readably), its errors said with their stable codes and
exit statuses, and the stored values it could not take as they are named (issue 23)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from app import __version__
from app.bootstrap import build_core, check_screenshot_path
from app.cli import EXIT_ERROR, EXIT_PENDING, EXIT_USAGE, WAYS_IN, command_word
from app.cli.arguments import check_text
from app.cli.output import PartlyFailed, Paused, human, skipped_notice
from app.cli.parser import UsageError, build_parser
from app.deferred import load, resume_collector
from app.domain.errors import AppError, Code
from app.i18n import _


def _emit_error(as_json: bool, code: str, message: str) -> None:
    if as_json:
        print(
            json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False),
            file=sys.stderr,
        )
    else:
        print(_("Error: {message}").format(message=message), file=sys.stderr)


def parse_args(argv: Sequence[str], *, family: str | None = None) -> argparse.Namespace:
    """Parse a command line. One made of global options alone (how the window starts) is
    parsed without building the command parsers; a command with its own family's parser
    (`family`, its first word); anything else, and every error, goes through the whole parser
    (its messages and usage are the whole command line's)."""
    if not {"-h", "--help"} & set(argv):
        try:
            return build_parser(commands=family or False).parse_args(argv)
        except UsageError:
            pass
    if "--" in argv:
        # `tools add NAME -- COMMAND [ARGS…]`: everything after the first `--` is the
        # server's command line exactly as typed (argparse would drop a second `--`).
        cut = argv.index("--")
        try:
            args = build_parser(commands=family or True).parse_args(argv[:cut])
        except UsageError:
            args = None
        if args is not None and args.command == "tools" and args.action == "add":
            args.command_line = argv[cut + 1 :]
            return args
    return build_parser().parse_args(argv)


def answer(argv: Sequence[str]) -> int:
    """Parse a command line (its command's family alone) and answer it: the window, or a
    command's result printed (JSON with --json), its errors said with their stable codes."""
    argv = list(argv)
    word = command_word(argv)
    way = WAYS_IN.get(word)
    # Not a `--json` of a tool server's own command line (`tools add NAME -- COMMAND …`).
    wants_json = "--json" in (argv[: argv.index("--")] if "--" in argv else argv)
    try:
        args = parse_args(argv, family=word if way is not None and word else None)
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
    way = WAYS_IN[args.command or ("--screenshot" if args.screenshot else "")]
    run = load(way.run)
    if way.lasts:
        resume_collector()
    if not way.core:
        try:
            result = run(args)
        except AppError as err:
            _emit_error(args.json, err.code.value, err.message)
            return EXIT_ERROR
        if way.exits:
            return result
        if args.json:
            print(json.dumps(result, ensure_ascii=False))
        elif result != "":
            print(human(result))
        return 0
    try:
        if args.command is None:
            check_screenshot_path(args.screenshot)  # before anything is written
        core = build_core(args.db, args.data_dir)
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    try:
        return _run(core, args, run)
    finally:
        _say_skipped(core, args.json)
        core.close()


def _run(core, args: argparse.Namespace, run) -> int:
    try:
        # Once more when a shared database's dropped connection undid the command whole.
        result = core.db.retrying(lambda: run(core, args))
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
