"""Codex's apply_patch as a tool call hands it over: which files a patch adds, updates, renames or
deletes, and the text it writes into each (the targets of a call read them, target.py)."""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from typing import Any

from app.domain.compliance.model import WRITE, Action

# Codex's apply_patch: one text of file sections, "*** Add File: p" (each line of the new file
# after a "+"), "*** Update File: p" (hunks of " ", "-" and "+" lines; "*** Move to: q" renames
# it), "*** Delete File: p", between "*** Begin Patch" and "*** End Patch".
# The patch is in `input`, `patch` or `diff`, or is the second word of a shell command
# (["apply_patch", "*** Begin Patch…"], ["bash", "-lc", "apply_patch <<'EOF' …"]).
PATCH_ARGS = frozenset({"input", "patch", "diff", "command"})
_PATCH_FILE = re.compile(r"^\*\*\* (Add|Update|Delete) File: (.+?)\s*$|^\*\*\* Move to: (.+?)\s*$")


def _shell_script(command: str) -> str | None:
    """The script of "bash -lc 'apply_patch …'" (sh, bash or zsh; -c or -lc), None for any other
    command."""
    if "*** Begin Patch" not in command or not re.match(
        r"\s*(?:\S*/)?(?:ba|z)?sh\s+-l?c\s", command
    ):
        return None
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if len(words) == 3 and words[2].lstrip().startswith("apply_patch"):
        return words[2]
    return None


def _patch_text(args: Mapping[str, Any]) -> tuple[str, str] | None:
    """(argument, text) of the patch a call hands over, None when it hands none."""
    for key in ("input", "patch", "diff", "command"):
        value = args.get(key)
        if key == "command":
            if isinstance(value, list) and len(value) == 2 and value[0] == "apply_patch":
                value = value[1]
            elif isinstance(value, list) and len(value) == 3 and isinstance(value[2], str):
                value = value[2] if value[2].lstrip().startswith("apply_patch") else None
            elif isinstance(value, str) and not value.lstrip().startswith("apply_patch"):
                # (mend-ze-kinds) Codex's argv joined by the hook's reader (events._call_of,
                # shlex.join): "bash -lc 'apply_patch <<…'" is the list form's third word
                value = _shell_script(value)
                if value is None:
                    continue
            elif not isinstance(value, str):
                continue
        if isinstance(value, str) and "*** Begin Patch" in value:
            return key, value
    return None


def patch_actions(args: Mapping[str, Any]) -> list[Action]:
    found = _patch_text(args)
    # (fix-zd-files) the files a "*** Delete File:" section takes away
    gone = {
        m.group(2)
        for m in map(_PATCH_FILE.match, found[1].splitlines() if found else ())
        if m is not None and m.group(1) == "Delete"
    }
    return [
        Action(WRITE, where, path, new_file=added, removes=path in gone)
        for where, path, added, _text in patch_files(args)
    ]


def patch_files(args: Mapping[str, Any]) -> list[tuple[str, str, bool, str]]:
    """(argument, path, whether the file is new, the text the patch writes into it) for each file
    an apply_patch call writes: a new file's whole text, an updated one's added lines."""
    found = _patch_text(args)
    if found is None:
        return []
    out: list[tuple[str, str, bool, list[str]]] = []
    for line in found[1].splitlines():
        m = _PATCH_FILE.match(line)
        if m is not None:
            if m.group(3) is not None and out:  # the updated file's new name
                where, _old, added, lines = out[-1]
                out[-1] = (where, m.group(3), added, lines)
            elif m.group(1) is not None:
                out.append((found[0], m.group(2), m.group(1) == "Add", []))
            continue
        if out and line.startswith("+") and not line.startswith("+++"):
            out[-1][3].append(line[1:])
    return [(w, p, a, "\n".join(lines) + ("\n" if lines else "")) for w, p, a, lines in out]
