"""The files a shell command writes, as the programs that write them take their arguments: output
redirections (`> out`, `>> log`), `tee`, `touch`, `truncate`, `mkdir`, `cp`/`mv`/`install`/`ln`/
`rsync` (the destination, or `-t DIR`), `rm`/`rmdir`/`unlink`/`shred` (a deletion changes the
folder too), and in-place editors (`sed -i`, `perl -i`). What takes files away is a "delete" too:
a move's sources, a file left empty (emptied.py), and the sweeps of `find -delete`, `git clean`
and rsync's `--delete`/`--remove-source-files` (sweeps.py). A word whose value the line does not show
(`> "$OUT"`) is a write nobody can place: the path rules say `unknown` for it, never a guess.

Read over the invocations of app.domain.compliance.shell (so `bash -c "echo x > vendor/a"` and
`cd app && touch vendor/b` are seen)."""

from __future__ import annotations

from app.domain.compliance.emptied import emptied
from app.domain.compliance.shell import Invocation, Word
from app.domain.compliance.sweeps import SWEEP, swept

# Destinations that are no file of the project.
_NOT_FILES = frozenset({"/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "-"})
# Programs whose every operand (not an option) is a file they write or remove.
_OPERANDS = {
    "touch": frozenset({"-d", "-r", "-t", "--date", "--reference"}),
    "truncate": frozenset({"-s", "-r", "--size", "--reference"}),
    "rm": frozenset(),
    "rmdir": frozenset(),
    "unlink": frozenset(),
    "shred": frozenset({"-n", "-s", "--iterations", "--size"}),
    "tee": frozenset(),
    "mkdir": frozenset({"-m", "--mode"}),
    "chmod": frozenset(),
    "chown": frozenset(),
}
# Programs whose last operand (or `-t DIR`) is where they write.
_DESTINATION = {
    "cp": frozenset({"-S", "--suffix"}),
    "mv": frozenset({"-S", "--suffix"}),
    "install": frozenset({"-m", "-o", "-g", "-S", "--mode", "--owner", "--group"}),
    "ln": frozenset({"-S", "--suffix"}),
    "rsync": frozenset({"-e", "--rsh", "--exclude", "--include", "--filter", "-f"}),
    "scp": frozenset({"-P", "-i", "-o", "-F", "-l", "-c", "-J"}),
}
_IN_PLACE = {
    "sed": frozenset({"-e", "-f", "--expression", "--file", "-l"}),
    "perl": frozenset({"-e", "-E", "-M", "-I", "-m"}),
}
MKDIR, DELETE, WRITE = "mkdir", "delete", "write"


def _operands(args: tuple[Word, ...], with_value: frozenset[str]) -> list[Word]:
    out, i = [], 0
    while i < len(args):
        word = args[i]
        text = word.text
        if text == "--":
            out += args[i + 1 :]
            break
        if text.startswith("-") and len(text) > 1 and not word.dynamic:
            i += 2 if text in with_value else 1
            continue
        out.append(word)
        i += 1
    return out


def _in_place(flag: str) -> bool:
    """`-i`, `-i.bak`, `-Ei`, `-pi`, `--in-place[=SUFFIX]`."""
    if flag.startswith("--"):
        return flag == "--in-place" or flag.startswith("--in-place=")
    return flag.startswith("-") and "i" in flag[1:].split(".", 1)[0]


def files_written(inv: Invocation) -> list[tuple[str, Word]]:
    """(what: "write", "mkdir" or "delete", the path as a word) for each file the invocation
    writes, its redirections first."""
    found = [(WRITE, w) for w in inv.writes if w.text not in _NOT_FILES]
    # (mend-zd-shell) a file left empty (`: > f`, `truncate -s 0 f`): a removal beside the write
    found += [(DELETE, w) for w in emptied(inv, _operands, _NOT_FILES)]
    name, args = inv.program, inv.args
    if not name:
        return found
    if name in _OPERANDS:
        # (fix-zd-files) shred destroys what the file held, as a removal does ("-u" takes it away)
        what = MKDIR if name == "mkdir" else DELETE if name in _REMOVERS else WRITE
        operands = _operands(args, _OPERANDS[name])
        if name in ("chmod", "chown"):
            operands = operands[1:]  # the mode or owner comes first
        found += [(what, w) for w in operands if w.text not in _NOT_FILES]
    elif name in _DESTINATION:
        found += _copied(name, args)
    elif name == "git" and args and args[0].text in ("rm", "mv"):
        # git's own removal and move change the working tree as rm and mv do: `git rm -r
        # migrations/`, `git mv a.py vendor/a.py` (options before the paths; `-C DIR` before the
        # subcommand is left to the shell's reading of git)
        operands = _operands(args[1:], frozenset())
        if args[0].text == "rm":
            found += [(DELETE, w) for w in operands]
        elif len(operands) >= 2:
            found += [(WRITE, operands[-1])] + [(DELETE, w) for w in operands[:-1]]
    elif name in _IN_PLACE and any(_in_place(a.text) for a in args):
        operands = _operands(args, _IN_PLACE[name])
        explicit_script = any(a.text in ("-e", "--expression", "-f", "--file") for a in args)
        found += [(WRITE, w) for w in (operands if explicit_script else operands[1:])]
    elif name == "find" or (name == "git" and args and args[0].text == "clean"):
        found += swept(name, args, _operands)  # (mend-zd-shell) read as sweeps, not as paths
    return found


_REMOVERS = frozenset({"rm", "rmdir", "unlink", "shred"})

# (mend-zd-shell) the programs whose `-t DIR` names the destination (rsync's `-t` keeps times)
_TARGETED = frozenset({"cp", "mv", "install", "ln"})


def _copied(name: str, args: tuple[Word, ...]) -> list[tuple[str, Word]]:
    """A copy's or move's destination (the last operand, or `-t DIR`), and what it takes away: a
    move's sources (with `-t DIR` too), rsync's sources under `--remove-source-files` and what
    `--delete` sweeps out of its destination."""
    into = None
    for k, word in enumerate(args):
        if name in _TARGETED and word.text in ("-t", "--target-directory") and k + 1 < len(args):
            into = args[k + 1]
        elif name in _TARGETED and word.text.startswith("--target-directory="):
            into = Word(word.text.split("=", 1)[1], word.dynamic)
    with_value = _DESTINATION[name] | (_TARGET_OPTIONS if name in _TARGETED else frozenset())
    operands = _operands(args, with_value)
    if into is None and len(operands) < 2:
        return []
    sources, into = (operands, into) if into is not None else (operands[:-1], operands[-1])
    found = [(WRITE, into)]
    texts = [a.text for a in args]
    if name == "mv":  # a move takes the file away from where it was too
        found += [(DELETE, w) for w in sources]
    if name == "rsync" and "--remove-source-files" in texts:
        found += [(SWEEP, w) for w in sources]
    if name == "rsync" and any(t == "--del" or t.startswith("--delete") for t in texts):
        found.append((SWEEP, into))
    return found


_TARGET_OPTIONS = frozenset({"-t", "--target-directory"})
