"""(mend-zd-shell) A file left empty is a file's contents taken away: `: > backups/a.sql`,
`truncate -s 0 backups/a.sql`, `cp /dev/null backups/a.sql`, a Write of "" kept "Never delete
anything in backups/" (a ban on deleting reads removals only: paths.PathRule.removals). Each is read
as a removal beside the write it was (shell_files, target); an overwrite with something (`echo x >
f`, `cp a.sql backups/`), an append (`: >> f`) or `truncate -s 10` stays a write."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.domain.compliance.shell import Invocation, Word

_NOTHING = frozenset({"", ":", "true"})  # commands that write nothing to their output
_NULL = "/dev/null"
# the arguments a write tool takes its new contents from
_CONTENT_ARGS = ("content", "contents", "file_text", "text")


def emptied(inv: Invocation, operands: Callable, not_files: frozenset[str]) -> list[Word]:
    """The files the invocation leaves empty: a truncating redirection (`>`, not `>>`) of a command
    that writes nothing (`> f`, `: > f`, `true > f`, `cat /dev/null > f`), `truncate` to size 0,
    `cp /dev/null FILE`."""
    name, texts = inv.program, [a.text for a in inv.args]
    out: list[Word] = []
    if name in _NOTHING or (name == "cat" and texts and all(t == _NULL for t in texts)):
        out += [w for w in inv.emptied if w.text not in not_files]
    if name == "truncate" and _to_zero(texts):
        out += operands(inv.args, frozenset({"-s", "--size", "-r", "--reference"}))
    if name == "cp":
        found = operands(inv.args, frozenset({"-S", "--suffix", "-t", "--target-directory"}))
        into = found[-1].text if len(found) == 2 else "/"
        if found and found[0].text == _NULL and not into.endswith("/") and into not in not_files:
            out.append(found[-1])  # (into a folder, it makes a new empty file "null" there)
    return out


def _to_zero(texts: list[str]) -> bool:
    """`-s 0`, `-s0`, `--size 0`, `--size=0`."""
    for k, t in enumerate(texts):
        value = texts[k + 1] if t in ("-s", "--size") and k + 1 < len(texts) else None
        if t.startswith("--size="):
            value = t.split("=", 1)[1]
        elif t.startswith("-s") and len(t) > 2 and not t.startswith("--"):
            value = t[2:]
        if value is not None:
            return value == "0"
    return False


def empty_content(args: Mapping[str, Any]) -> bool:
    """Whether a write tool's call writes its file with nothing in it (Write's "content": "")."""
    given = [args[k] for k in _CONTENT_ARGS if k in args]
    return bool(given) and all(v == "" for v in given)
