"""A raw way in for tests/test_ways_in.py, as a hook of issue 34 is one: given the command line
as typed; it says whether the CLI's parser was loaded before it. And a way in that says whether
the cycle collector is on while it runs."""

import gc
import json
import sys


def hook(argv: list[str]) -> int:
    print(json.dumps({"argv": argv, "parser": "app.cli.parser" in sys.modules}))
    return 7


def collecting(args) -> int:  # a parsed way in's args, or a raw one's argv
    print(json.dumps({"collecting": gc.isenabled()}))
    return 0
