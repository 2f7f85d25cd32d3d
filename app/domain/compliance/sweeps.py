"""(mend-zd-shell) What a sweep takes away — `find START … -delete`, `git clean -f [PATH]` — and
whether it may reach a place a rule keeps from removal. A sweep removes files anywhere under its
start, so the start alone does not place it: `find . -delete` reaches backups/, `find backups
-mtime +7 -delete` may take .sql files. read as a path named "." (or the start with its first
`-name` glued on whatever else the expression said), such sweeps were `followed` under "Never
delete anything in backups/" and a `-prune` of the place was read as its deletion.

A sweep is read as its start, narrowed by a name only when `-name`/`-iname` is the expression's one
name test and nothing in it can widen or invert the match (`-o`, `!`, `-not`, parentheses) or
place it by path (`-path`, `-prune`, `-regex`): `find backups -type f -name '*.sql' -delete` is
"backups/*.sql". The rule's side (paths.PathRule) asks `_sweep_reaches` when the path lies outside its
place: a place under the start, a start above the project (`/`, `..`, `~`), or files of a kind
swept with no name to tell them, is `unknown`, never `followed`."""

from __future__ import annotations

from app.domain.compliance.shell import Word

# `what` of shell_files.files_written: a tree swept from the word, or from the word's folder for
# the files of the word's last name (a sole `-name`)
SWEEP, SWEEP_NAMED = "sweep", "sweep-named"
# tests that make a name glued on the start say more than find matches
_WIDENING = frozenset(
    {"-o", "-or", "!", "-not", "(", ")", "-prune", "-path", "-ipath", "-wholename",
     "-iwholename", "-regex", "-iregex", ","}
)  # fmt: skip
_NAMES = ("-name", "-iname")


def swept(name: str, args: tuple[Word, ...], operands) -> list[tuple[str, Word]]:
    """The sweeps of `find … -delete` (its starts; "." when none is given) and of `git clean`
    without `-n` (its paths; the folder it runs in when none is given)."""
    texts = [a.text for a in args]
    if name == "git":
        if any(t in ("-n", "--dry-run") for t in texts):
            return []
        rest = [w for w in operands(args[1:], frozenset({"-e", "--exclude"})) if w.text != "--"]
        return [(SWEEP, w) for w in rest or [Word(".", False)]]
    if "-delete" not in texts:  # (a remover it runs, `-exec rm {} +`, is read as that program)
        return []
    starts: list[Word] = []
    for word in args:
        if word.text.startswith(("-", "(", "!")) and not word.dynamic:
            break
        starts.append(word)
    expression = args[len(starts) :]
    names = [k for k, w in enumerate(expression[:-1]) if w.text in _NAMES]
    starts = starts or [Word(".", False)]  # GNU find starts where it runs
    if len(names) != 1 or any(w.text in _WIDENING for w in expression):
        return [(SWEEP, w) for w in starts]
    named = expression[names[0] + 1]
    if "/" in named.text:
        return [(SWEEP, w) for w in starts]
    return [
        (SWEEP_NAMED, Word(f"{w.text.rstrip('/')}/{named.text}", w.dynamic or named.dynamic))
        for w in starts
    ]
