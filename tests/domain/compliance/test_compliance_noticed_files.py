"""Files, questions and the past as the checker reads them (issue 33, fix-zd-files).

1. A ban on deleting is not about making: "Never delete anything in backups/", "Ne supprime rien
   dans backups/", "Do not remove *.sql files", ".sql 파일은 삭제하면 안 됩니다". The place was read
   as forbidden to every write, so `touch backups/new.sql`, `echo x > backups/new.txt` and `mkdir
   backups/2025` were denied (removals_only marks the rule; paths.PathRule.removals): a removal
   there — `rm`, `rm -rf`, `find … -delete`, `git rm`, `git clean`, `shred`, a move out, a delete
   tool — still breaks it.

Every sentence here was written for this file; on 46f4325d each sibling read otherwise, the near
misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    codex,
    gemini,
    hook_answers,
    write,
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# ---------------------------------------------------------------- 1. a ban on deleting only

# (rule, the place's folder, a file kept there)
KEPT_FROM_REMOVAL = [
    ("Never delete anything in backups/.", "backups", "backups/a.sql"),
    ("Ne supprime rien dans backups/.", "backups", "backups/a.sql"),
    ("Do not remove *.sql files.", "backups", "backups/a.sql"),
    (".sql 파일은 삭제하면 안 됩니다.", "backups", "backups/a.sql"),
    ("Lösche nichts im Ordner exports/.", "exports", "exports/q3.csv"),
    ("No borres nada de la carpeta fotos/.", "fotos", "fotos/boda.jpg"),
    ("Non cancellare nulla in archivio/.", "archivio", "archivio/2024.pdf"),
    ("Ничего не удаляй из папки dumps/.", "dumps", "dumps/prod.sql"),
    ("لا تحذف أي شيء من مجلد records/.", "records", "records/a.json"),
    ("不要删除 backups/ 里的文件。", "backups", "backups/a.sql"),
    ("backups/ のファイルは削除しないで。", "backups", "backups/a.sql"),
    ("Don't ever wipe the ledgers/ folder.", "ledgers", "ledgers/2025.csv"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "folder", "kept"), KEPT_FROM_REMOVAL)
def test_making_a_file_in_a_place_kept_from_removal_is_not_about_the_rule(
    verdict, rule, folder, kept
):
    """A new file, a write, a new folder there: the ban on deleting is not about them."""
    new = f"{folder}/new.sql"
    check(verdict, rule, bash(f"touch {new}"), NA)
    check(verdict, rule, bash(f"echo x > {folder}/new.txt"), NA)
    check(verdict, rule, bash(f"mkdir {folder}/2025"), NA)
    check(verdict, rule, write(new), NA)  # Claude Code's Write of a new file
    check(verdict, rule, ("write_file", {"file_path": new, "content": "x"}), NA)  # Gemini
    check(verdict, rule, codex(f"touch {new}"), NA)


@pytest.mark.parametrize(("rule", "folder", "kept"), KEPT_FROM_REMOVAL)
def test_a_removal_there_still_breaks_it(verdict, rule, folder, kept):
    """rm, rm -rf, find -delete, git rm, shred, a move out, a delete tool: each a removal."""
    name = kept.rsplit(".", 1)[-1]
    check(verdict, rule, bash(f"rm {kept}"), V)
    check(verdict, rule, bash(f"find {folder} -name '*.{name}' -delete"), V)
    check(verdict, rule, bash(f"git rm {kept}"), V)
    check(verdict, rule, bash(f"shred -u {kept}"), V)
    check(verdict, rule, bash(f"mv {kept} /tmp/"), V)
    check(verdict, rule, codex(f"rm -f {kept}"), V)
    check(verdict, rule, gemini(f"rm {kept}"), V)
    check(verdict, rule, ("delete_file", {"path": kept}), V)


def test_a_whole_place_kept_from_removal_is_broken_by_removing_it(verdict):
    """rm -rf and git clean of the folder the rule keeps."""
    rule = "Never delete anything in backups/."
    check(verdict, rule, bash("rm -rf backups"), V)
    check(verdict, rule, bash("git clean -fd backups/"), V)
    check(verdict, rule, bash("git clean -n backups/"), NA)  # a dry run removes nothing


# A ban on another act beside the deleting, or on touching at all: the place stays whole.
NEAR_REMOVAL = [
    ("Never delete or edit anything in backups/.", bash("touch backups/new.sql"), V),
    ("Never touch backups/.", bash("echo x > backups/new.txt"), V),
    ("Ne modifie et ne supprime rien dans backups/.", bash("mkdir backups/2025"), V),
    ("Nichts in backups/ ändern oder löschen.", bash("touch backups/new.sql"), V),
    ("Don't write to vendor/.", bash("echo x > vendor/a.txt"), V),
    ("Don't write to vendor/.", bash("rm vendor/a.txt"), V),
    ("Never delete anything in backups/.", bash("ls backups/"), F),
    ("Never delete anything in backups/.", bash("rm tmp/a.sql"), F),
    ("Do not remove *.sql files.", bash("rm notes.txt"), F),
    ("Never commit .env files.", bash("git add .env && git commit -m x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_REMOVAL)
def test_a_place_kept_whole_reads_as_before(verdict, rule, output, expected):
    """A ban on writing, touching or deleting-and-editing reads as it did."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_a_new_backup_go_and_denies_removing_one(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: a file made in the place kept from removal
    goes on; a removal there is denied."""
    rule = "Never delete anything in backups/."
    went, denied = hook_answers(core, tmp_path, rule, ["touch backups/new.sql", "rm backups/a.sql"])
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _f, _k in KEPT_FROM_REMOVAL] + NEAR_REMOVAL)


# The labelled sets (heldout and dev33zd never read) hold no case of the classes misread: the
# dumps before and after each mend differ in no case.
POOL: list[tuple[str, str]] = []
