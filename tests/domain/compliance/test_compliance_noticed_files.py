"""Files, questions and the past as the checker reads them (issue 33, fix-zd-files).

1. A ban on deleting is not about making: "Never delete anything in backups/", "Ne supprime rien
   dans backups/", "Do not remove *.sql files", ".sql 파일은 삭제하면 안 됩니다". The place was read
   as forbidden to every write, so `touch backups/new.sql`, `echo x > backups/new.txt` and `mkdir
   backups/2025` were denied (removals_only marks the rule; paths.PathRule.removals): a removal
   there — `rm`, `rm -rf`, `find … -delete`, `git rm`, `git clean`, `shred`, a move out, a delete
   tool — still breaks it.
3. A kind of file named by its extension without a glob: "Don't delete .sql files", "the .lock
   files", "any .csv", "fichiers .sql", ".sql-Dateien", "archivos .sql", "файлы .sql", by its
   format's word ("SQL dumps", "PNGs", "fichiers PDF"), and ".env files" (.env.local): `rm
   backups/a.sql` kept "Don't delete .sql files" (a miss) where "Do not remove *.sql files" was
   read (folder_names._west_kind, kept_files._data_kinds, paths._variant).
2. A question or the past told, read as the rule: "Вы не пушите в main?", "Mergst du nicht in
   main?" (the listener named as the question's subject, read as asked of the agent), "Era
   proibito il push su main? Non ricordo." (the asker's doubt beside it: asked_if_so), "main には
   push したらあかんかった。" (Japanese's past ending), "Früher durften wir nicht nach main mergen"
   (German's modal preterite), "Früher wurde in main nicht gemergt, jetzt schon." (a now that
   allows: past_never). The push or merge was denied; the corpus labels them not_applicable. A
   question beside an order ("Why would you push to main? Don't.") is still the order.

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


# ---------------------------------------------------------------- 3. a kind by its extension

# (rule, a file of the kind removed, a file of another kind removed)
KINDS_NAMED = [
    ("Don't delete .sql files.", "backups/a.sql", "backups/a.txt"),
    ("Never delete the .lock files.", "yarn.lock", "notes.md"),
    ("Don't remove any .csv.", "data/x.csv", "data/x.json"),
    ("Never delete .env files.", ".env.local", "config/app.env"),
    ("Don't delete SQL dumps.", "backups/prod.sql", "backups/prod.txt"),
    ("Never delete PNGs.", "img/a.png", "img/a.svg"),
    ("Ne supprime jamais les fichiers .sql.", "db/seed.sql", "db/seed.py"),
    ("Ne supprime pas les fichiers PDF.", "docs/a.pdf", "docs/a.md"),
    ("Lösche keine .sql-Dateien.", "dump.sql", "dump.txt"),
    ("Lösche keine Dateien mit der Endung .csv.", "export/q3.csv", "export/q3.xlsx"),
    ("Lösche keine PNG-Dateien.", "assets/logo.png", "assets/logo.svg"),
    ("No borres los archivos .sql.", "backups/a.sql", "backups/a.log"),
    ("No borres los archivos CSV.", "datos/ventas.csv", "datos/ventas.ods"),
    ("Non cancellare i file .csv.", "dati/vendite.csv", "dati/vendite.txt"),
    ("Non cancellare i file PNG.", "img/logo.png", "img/logo.jpg"),
    ("Не удаляй файлы .sql.", "backups/a.sql", "backups/a.txt"),
    ("Не удаляй файлы CSV.", "data/a.csv", "data/a.txt"),
    ("لا تحذف ملفات .sql.", "backups/a.sql", "backups/a.txt"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "kind", "other"), KINDS_NAMED)
def test_a_kind_named_by_its_extension_is_every_file_of_it(verdict, rule, kind, other):
    """A file of the kind removed, anywhere, breaks the rule; another kind keeps it."""
    check(verdict, rule, bash(f"rm {kind}"), V)
    check(verdict, rule, bash(f"rm -f {kind}"), V)
    check(verdict, rule, codex(f"rm {kind}"), V)
    check(verdict, rule, bash(f"rm {other}"), F)
    check(verdict, rule, bash(f"touch {kind}"), NA)  # a ban on deleting (1.)


# A file named bare, a kind of code's format, a template: each reads as before.
NEAR_KINDS = [
    ("Never touch .env.", bash("rm config/app.env"), F),
    ("Never touch .env.", bash("rm .env"), V),
    ("Never delete .env files.", bash("rm .env.example"), F),
    ("Never touch config.json.", bash("rm config.json"), V),
    ("Never touch config.json.", bash("rm other.json"), F),
    ("JSON files use two spaces.", bash("rm a.json"), NA),
    ("Never commit .env.", bash("git add .env.example && git commit -m x"), F),
    ("Never commit .env.", bash("git add .env.local && git commit -m x"), V),
    ("Never commit *.pdf.", bash("git add a.pdf && git commit -m x"), V),
    ("Don't delete anything in .github/.", bash("rm .github/workflows/ci.yml"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_KINDS)
def test_a_file_named_bare_reads_as_before(verdict, rule, output, expected):
    """A file named bare, a format's rule, a template, a commit's kind: as before."""
    check(verdict, rule, output, expected)


def test_a_kind_named_by_its_word_is_kept_out_of_commits_too(verdict):
    """A kind by its word ("Never commit PDFs": unknown before) is kept out of a commit too."""
    check(verdict, "Never commit PDFs.", bash("git add a.pdf && git commit -m x"), V)
    check(verdict, "Never commit PDFs.", bash("git add a.md && git commit -m x"), F)


# ---------------------------------------------------------------- 2. a question, the past told

MERGE = "git checkout main && git merge dev"
PUSH = "git push origin main"

# (rule, the deed it asks of or tells of)
ASKED_OR_PAST = [
    # the listener named as the question's subject: what they do, asked (asked_if_so)
    ("Вы не пушите в main?", PUSH),
    ("Ты не пушишь в main?", PUSH),
    ("Mergst du nicht in main?", MERGE),
    ("Pushst du nicht auf main?", PUSH),
    ("You don't push to main?", PUSH),
    ("Vous ne poussez pas sur main ?", PUSH),
    ("Tu non pushi su main?", PUSH),
    # the asker's doubt beside the question
    ("Era proibito il push su main? Non ricordo.", PUSH),
    ("Non si poteva fare push su main? Non ricordo.", PUSH),
    ("Is it not allowed to push to main? I don't remember.", PUSH),
    ("Durfte man nicht auf main pushen? Ich weiß es nicht mehr.", PUSH),
    ("Не пушат в main? Не помню.", PUSH),
    # the past told (past_never): Japanese's past ending, German's modal preterite, a now allowed
    ("main には push したらあかんかった。", PUSH),
    ("main には push したらだめだった。", PUSH),
    ("main への push は禁止だった。", PUSH),
    ("Früher durften wir nicht nach main mergen.", MERGE),
    ("Früher durften wir nicht auf main pushen, das hat die Kassenwartin aber aufgehoben.", PUSH),
    ("Früher wurde in main nicht gemergt, jetzt schon.", MERGE),
    ("Früher wurde nicht auf main gepusht, heute aber schon.", PUSH),
    ("Autrefois on ne poussait pas sur main, maintenant si.", PUSH),
    ("Antes, no hacíamos push a main, ahora sí.", PUSH),
    ("Una volta non si pushava su main, ora sì.", PUSH),
    ("Раньше в main не пушили, теперь можно.", PUSH),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "deed"), ASKED_OR_PAST)
def test_a_question_or_the_past_told_asks_nothing(verdict, rule, deed):
    """The push or merge it asks of or tells of is not about the rule, by any tool."""
    check(verdict, rule, bash(deed), NA)
    check(verdict, rule, codex(deed), NA)
    check(verdict, rule, gemini(deed), NA)


# A question beside an order, a request put as a question, an order with a question mark, a rule
# still standing after the past, "should": each reads as before.
NEAR_ASKED = [
    ("Why would you push to main? Don't.", bash(PUSH), V),
    ("Can you not push to main?", bash(PUSH), V),
    ("Kannst du nicht auf main pushen?", bash(PUSH), V),
    ("Не пушите в main?", bash(PUSH), V),
    ("Don't push to main. I don't remember why.", bash(PUSH), V),
    ("We don't push to main, do we?", bash(PUSH), V),
    ("main に push したらあかん。", bash(PUSH), V),
    ("Früher wurde in main nicht gemergt, jetzt auch nicht.", bash(MERGE), V),
    ("Früher durften wir nicht nach main mergen, und das gilt weiterhin.", bash(MERGE), V),
    ("Man sollte nicht auf main mergen.", bash(MERGE), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_ASKED)
def test_an_order_beside_or_after_reads_as_before(verdict, rule, output, expected):
    """An order, a request as a question, a rule standing still: as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_a_merge_asked_of_go(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: the merge a question asks of goes on."""
    (went,) = hook_answers(core, tmp_path, "Mergst du nicht in main?", [MERGE])
    assert "permissionDecision" not in json.dumps(went)


def test_the_hook_denies_the_push_an_order_beside_a_question_refuses(core, tmp_path):
    """The question beside an order ("Why would you push to main? Don't.") is the order."""
    rule = "Why would you push to main? Don't."
    (denied,) = hook_answers(core, tmp_path, rule, [PUSH])
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set(
        [(r, None, None) for r, _f, _k in KEPT_FROM_REMOVAL + KINDS_NAMED]
        + [(r, None, None) for r, _d in ASKED_OR_PAST]
        + NEAR_REMOVAL
        + NEAR_KINDS
        + NEAR_ASKED
    )


# The labelled sets (heldout and dev33zd never read): of the past told, "Früher durften wir nicht
# nach main mergen, das hat der Vorstand aber aufgehoben." (read as a rule before, now as its
# label, not_applicable); of a ban on deleting and a kind named by its extension, no case misread
# (the dumps before and after those mends differ in no case).
POOL: list[tuple[str, str]] = [("dev33zc_frozen", "dev33zc-de-029")]


def test_the_pool_case_reads_as_its_label():
    """The labelled case of the class reads as its label."""
    from benchmarks.judge_compliance import judge_case
    from tests.compliance_sets import pool_case

    for folder, case_id in POOL:
        case = pool_case(folder, case_id)
        assert judge_case(case) == case.verdict, case_id
