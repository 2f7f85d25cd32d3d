"""A command's short flags run together (the twenty-seventh round's east): "rm -rf build" runs rm
-r, "rm -fr" runs rm -rf, "git clean -fdx" runs git clean -f. A rule refusing a command with its
flag ("rm -r 로 지우지 마십시오", "Never run rm -r", "Never run rm -rf") named the flag as one word,
and a command word was matched only whole: the same command, its flags joined or reordered, went
through as another."""

from __future__ import annotations

import re

# a short flag or a cluster of them: one dash, a few letters ("-r", "-rf"); not a long option with
# one dash ("find -delete", "java -jar": more letters than a cluster holds) nor a number
_CLUSTER = re.compile(r"-[a-zA-Z]{1,4}")


def short_flags_hold(wanted: str, word: str) -> bool:
    """Whether a command's word `word`, a cluster of short flags, holds every flag of `wanted`, one
    (a cluster of at most three: "-r", "-rf") — the same letters, case kept."""
    return (
        len(wanted) <= 4
        and _CLUSTER.fullmatch(wanted) is not None
        and _CLUSTER.fullmatch(word) is not None
        and set(wanted[1:]) <= set(word[1:])
    )
