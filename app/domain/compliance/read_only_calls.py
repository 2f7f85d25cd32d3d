"""(English, check-y-en) A shell call that only reads what it names: `ls raw/`, `cat
scans/originals/MANIFEST.txt`, `git log --oneline -- logs/incidents.csv`, `du -sh data/x/`. Beside a
rule that keeps a folder or a file from being removed or written ("raw/ is never deleted",
"logs/incidents.csv must not be removed"), such a call names the kept place and leaves it as it
was: the rule is kept (`followed`), where a call that names it not at all leaves it aside
(`not_applicable`). paths.PathRule asks."""

from __future__ import annotations

from functools import lru_cache

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.shell import read_script
from app.domain.compliance.staying_places import KEPT_AS_IT_IS, kept_in_place
from app.domain.compliance.target import Target

# Programs that read the files they are given and write none (a redirection would: it is asked)
_READERS = frozenset(
    {"ls", "cat", "head", "tail", "less", "more", "du", "wc", "stat", "file", "tree", "grep",
     "rg", "md5sum", "sha256sum", "sha1sum", "diff", "cmp", "zcat", "bat"}
)  # fmt: skip
# git's commands that read the history or the tree
_GIT_READS = frozenset({"log", "show", "diff", "status", "blame", "ls-files", "ls-tree"})


# The words that keep a place from being removed, or say it is read and no more: a read keeps
# such a rule. Not where the place is kept from being touched or opened at all ("Don't touch
# node_modules", "/etc is off limits": a read there is the rule's own question, left aside).
_KEPT_FROM_REMOVAL = Lazy(
    r"(?<!\w)(?:delet\w*|remov\w*|wip(?:e|es|ed|ing)|eras\w*|read-only|only\s+(?:be\s+)?read)(?!\w)"
    # (and the Chinese "read only", for the pool's zh cases: "数据目录 data/raw/ 只读")
    r"|只读|只能读|只能讀|唯读|唯讀"
    # (fr de es it ru ar; check-z-west) and the west's verbs of removing ("ne l'efface pas", "nicht
    # löschen", "no se borra", "non cancellarla", "не удалять", "لا تحذف"); the place kept as it is
    # is staying_places' table (kept_by_reading)
    r"|(?<!\w)(?:supprim\w*|effac\w*|lösch\w*|borr[ae]\w*|cancell\w*|удал\w*)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:[تي]?حذف\w*|احذف\w*|امسح\w*|تمسح\w*)"
)
_TOUCHED = Lazy(r"(?<!\w)(?:touch\w*|off[-\s]+limits|hands\s+off|access\w*|open\w*|look\w*)(?!\w)")


def kept_by_reading(plain: str) -> bool:
    """Whether a rule's words keep a place from removal, or as read only (read_paths asks)."""
    if kept_in_place(plain):  # (English, check-z-en) "… stays put. Don't wipe it."
        return not _TOUCHED.search(plain)
    kept = _KEPT_FROM_REMOVAL.search(plain) or KEPT_AS_IT_IS.search(plain)
    return bool(kept) and not _TOUCHED.search(plain)


def paths_read(target: Target) -> list[str]:
    """The paths a shell call names when everything it runs only reads ([]: it does more, or is
    no shell call)."""
    commands = [p.doc.text for p in target.pieces if p.role == "command"]
    return list(_paths_read(commands[0])) if len(commands) == 1 else []


@lru_cache(maxsize=512)  # a command is checked against each rule of its kind: read once
def _paths_read(command: str) -> tuple[str, ...]:
    script = read_script(command)
    if script.unreadable or not script.invocations:
        return ()
    out: list[str] = []
    for inv in script.invocations:
        if inv.writes or inv.more_args or inv.wrappers:
            return ()
        words = [w.text for w in inv.args if not w.dynamic and w.text != "--"]
        if inv.program == "git":
            operands = [w for w in words if not w.startswith("-")]
            if not operands or operands[0] not in _GIT_READS:
                return ()
            out += operands[1:]
        elif inv.program in _READERS:
            out += [w for w in words if not w.startswith("-")]
        else:
            return ()
    return tuple(out)
