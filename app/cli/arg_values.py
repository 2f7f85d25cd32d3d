"""The values a command line takes, each checked as argparse reads it (ids, numbers of tokens,
a window's size, ports), with the clear message that names what was expected."""

from __future__ import annotations

import argparse

from app.i18n import _


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value!r} is not a whole number").format(value=text)
        ) from None


def positive_int(text: str) -> int:
    """An id: 1 or more."""
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(_("ids start at 1, not {value}").format(value=value))
    return value


def token_count(text: str) -> int:
    """A number of tokens: 0 or more."""
    value = _whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(
            _("a number of tokens is 0 or more, not {value}").format(value=value)
        )
    return value


def window_size(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT, each 200 to 8000."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("size is WIDTHxHEIGHT, e.g. 1280x800")) from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(_("size is WIDTHxHEIGHT, e.g. 1280x800"))
    return w, h


def port(text: str) -> int:
    """A TCP port: 1 to 65535."""
    value = _whole_number(text)
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("a port is 1 to 65535, not {value}").format(value=value))
    return value


def port_or_any(text: str) -> int:
    """A port, or 0 for any free one (what `mindkeep mcp --http --port 0` then prints)."""
    if text.strip() == "0":
        return 0
    return port(text)


def json_here(parser: argparse.ArgumentParser) -> None:
    """`--json` after the command as well as before it (`mindkeep tools list --json`)."""
    parser.add_argument(
        "--json", action="store_true", default=argparse.SUPPRESS, help=_("machine-readable output")
    )
