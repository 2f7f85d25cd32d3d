"""(mend-zd-words) A dotfile said as a kind of file: ".env files", "die .env-Dateien", "fichiers
.env", "any .env", ".env 파일". Only so said does a ban on a dotfile reach its variants
(.env.local, .env.production; paths.PathRule.variants): "Don't edit the .env file" and "Don't touch
.env" name one file, and `echo X=1 >> .env.local` was denied under them. A commit's rule reads
the variants however the file is named (paths.placement's kinds), as "never commit .env" is meant.
Asked in folder_kinds after read_paths.path_rules (read_paths.py and read_actions.py are full)."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.compliance.word_tables import Lazy

# A bare dotfile's name, as paths reads it (".env", not ".github/workflows" nor "*.env")
_DOTFILE = re.compile(r"\.[a-z0-9]{2,8}")
# the plural noun of files after the name, or an "s" joined to it: ".env files", ".env-Dateien",
# ".envs"
_KIND_AFTER = Lazy(
    r"(?:s|\s*(?:-\s*)?(?:files|dateien|fichiers|archivos|arquivos|ficheiros|файлы|файлов))(?![\w-])"
    # Korean, Japanese and Chinese do not mark the plural: their noun of files is the kind, as
    # folder_names' _KIND_FILES reads it (".env 파일은 수정하지 마")
    r"|\s*(?:파일|ファイル|文件|檔|档)",
    re.IGNORECASE,
)
# the plural noun or a word of every one before it: "fichiers .env", "i file .env", "any .env",
# "all .env", "Dateien mit der Endung .env", "ملفات .env"
_KIND_BEFORE = Lazy(
    r"(?:\b(?:files|fichiers|dateien|archivos|arquivos|ficheiros|i\s+file|gli\s+file|any|all|every|"
    r"toutes?|tous|alle|todos?|todas?|tutti|файлы|файлов|все)|ملفات|الملفات)\s+"
    r"(?:(?:de|mit\s+der\s+endung|with\s+the\s+extension|ending\s+in|con\s+estensione|"
    r"con\s+extensión|с\s+расширением|les|los|las|i|gli|die|the|of\s+the|your|our)\s+)?[`'\"“«]?$",
    re.IGNORECASE,
)


def variants_said(text: str, rules: list) -> list:
    """`rules` with each refused bare dotfile read with its variants where the words say its kind."""
    return [replace(r, variants=True) if _kind_said(text, r) else r for r in rules]


def _kind_said(text: str, rule) -> bool:
    folder = getattr(rule, "folder", None)
    if (
        not getattr(rule, "forbidden", False)
        or not folder
        or not _DOTFILE.fullmatch(folder.lower())
    ):
        return False
    for m in re.finditer(
        re.escape(folder) + r"(?!\w|\.\w|-(?!\s*(?:files|dateien)))[`'\"”»]?", text, re.IGNORECASE
    ):
        if _KIND_AFTER.match(text, m.end()) or _KIND_BEFORE.search(
            text, max(0, m.start() - 40), m.start()
        ):
            return True
    return False
