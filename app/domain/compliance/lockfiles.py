"""The lock file named by what it is ("the lockfile", "die Lock-Datei", "锁文件", "ロックファイル",
"락 파일") rather than by its name: a rule said of it is said of each package manager's lock file
(yarn.lock, poetry.lock, Cargo.lock, package-lock.json, pnpm-lock.yaml, bun.lockb …)."""

from __future__ import annotations

from dataclasses import replace

from app.domain.compliance.paths import PathRule
from app.domain.compliance.word_tables import table

# "the lockfile", "la Lock-Datei", "锁文件", "ロックファイル", "락 파일": a package manager's lock
# file, whichever it is (`LOCKFILES`), named by what it is rather than by its name.
LOCKFILE_WORD = table(
    r"lock[- ]?files?;lock[- ]?datei(?:en)?;fichiers?\s+de\s+verrouillage;archivos?\s+de\s+bloqueo;"
    r"file\s+di\s+lock;лок-файл\w*;lock-файл\w*;ملفات?\s+القفل;锁文件;鎖檔;鎖定檔;lock\s*文件;"
    r"lock\s*檔;ロックファイル;락\s*파일;lock\s*파일"
)
LOCKFILE = "<lockfile>"
LOCKFILES = ("*.lock", "*-lock.json", "*-lock.yaml", "npm-shrinkwrap.json", "*.lockb")


def each_lockfile(rules: list[PathRule]) -> list[PathRule]:
    """A rule said of the lockfile is said of each of a package manager's lock files."""
    return [
        replace(r, folder=g) if r.folder == LOCKFILE else r
        for r in rules
        if r.forbidden or r.folder != LOCKFILE
        for g in (LOCKFILES if r.folder == LOCKFILE else (r.folder,))
    ]
