"""The window's quick parse of global options gives exactly what the whole parser gives."""

from __future__ import annotations

import pytest

from app.cli.parser import UsageError, build_parser
from app.cli.run import parse_args


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--db", "sqlite:////tmp/x.db"],
        ["--json"],
        ["--data-dir", "/tmp/data", "--db", "sqlite:////tmp/x.db"],
        [
            "--screenshot",
            "a.png",
            "--page",
            "memory",
            "--session",
            "3",
            "--locale",
            "ar",
            "--size",
            "800x600",
        ],
        ["--version", "--json"],
        ["--json", "memory", "list", "--session", "1", "--scope", "space"],
        ["space", "list"],
    ],
)
def test_the_same_arguments_whichever_parser_reads_them(argv):
    assert vars(parse_args(argv)) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize(
    "argv",
    [
        ["--size", "10x10"],
        ["--session", "0"],
        ["--page", "nope"],
        ["--db"],
        ["bogus"],
        ["memory", "list"],
        ["--db", "sqlite:////tmp/x.db", "space"],
        ["--unknown-option"],
    ],
)
def test_the_same_error_whichever_parser_reads_them(argv):
    with pytest.raises(UsageError) as whole:
        build_parser().parse_args(argv)
    with pytest.raises(UsageError) as quick:
        parse_args(argv)
    assert str(quick.value) == str(whole.value)
