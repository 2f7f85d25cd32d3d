"""A branch's deletion, read in every language (fix-zd-noticed, issue 33).

1. A branch kept from deletion ("Never delete the release branch", "не удаляй ветку release", "Die
   Branch release wird nicht gelöscht", "release 브랜치는 삭제하지 마세요", "release ブランチは消さ
   ないで", "不要删除 release 分支", "Non cancellare il branch stable", …): no room read a
   deletion, so `git push origin --delete release`, `git push origin :release`, `git branch -D
   release` and a host's delete_branch were unknown. Now (branch_deletes, model.DELETE_BRANCH) the
   deletion of the branch is refused, another's keeps the rule, a push to it or a file's deletion
   gives it no occasion.
2. A branch's deletion read as a deleted thing of another kind: a rule refusing SQL's DELETE
   ("Delete no SQL dumps." as it reads, "本番 DB で DELETE は控えて", "Never run DELETE queries
   against the database") found its statement in `git push --delete`'s option and denied the push;
   an option of that name deletes a branch or files, never rows (termrule).

Every sentence here was written for this file; on 46f4325d each sibling read otherwise (unknown,
or violated for the second class), the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    codex,
    gemini,
    hook_answers,
    pool_case,
    push,
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE


def delete_branch(branch: str):
    """A git host server's delete_branch, as an agent calls it."""
    return ("github__delete_branch", {"owner": "acme", "repo": "app", "branch": branch})


# (rule, the branch it keeps from deletion)
KEPT = [
    ("Never delete the stable branch.", "stable"),
    ("The hotfix-live branch must never be deleted.", "hotfix-live"),
    ("The qa branch stays.", "qa"),
    ("trunk, release/* and keep-me are never deleted.", "keep-me"),
    ("Do not remove the develop branch.", "develop"),
    ("не удаляй ветку stable.", "stable"),
    ("Ветку qa не сносить — ни-ни.", "qa"),
    ("Den Branch stable bitte niemals löschen.", "stable"),
    ("Ne supprime jamais la branche stable.", "stable"),
    ("Non eliminare mai il branch qa.", "qa"),
    ("No borres nunca la rama stable.", "stable"),
    ("لا تحذف فرع stable أبدا.", "stable"),
    ("千万不要删除 stable 分支。", "stable"),
    ("請勿刪除 qa 分支。", "qa"),
    ("stable ブランチは削除しないでください。", "stable"),
    ("qa 브랜치는 절대 지우지 마세요.", "qa"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), KEPT)
def test_the_branch_kept_from_deletion(verdict, rule, branch):
    """Its deletion, by any way git or a host has, is refused; another's is free; a push to it
    or a file's deletion is no deletion of it."""
    check(verdict, rule, bash(f"git push origin --delete {branch}"), V)
    check(verdict, rule, gemini(f"git push origin :{branch}"), V)
    check(verdict, rule, codex(f"git branch -D {branch}"), V)
    check(verdict, rule, bash(f"git branch -d {branch}"), V)
    check(verdict, rule, delete_branch(branch), V)
    check(verdict, rule, bash("git push origin --delete feature/old-menu"), F)
    check(verdict, rule, bash("git branch -D feature/old-menu"), F)
    check(verdict, rule, push(branch), NA)
    check(verdict, rule, bash("rm -rf build/"), NA)


# (rule, a deletion, the verdict): SQL's DELETE refused, in the east, the west and English; the
# rule that reads so in English ("Delete no SQL dumps."). A branch deleted, by either form of the
# option, keeps it; the statement run is refused.
STATEMENT = [
    "Delete no SQL dumps.",
    "Never run DELETE queries against the database.",
    "本番 DB で DELETE は控えて",
    "请勿在正式資料庫执行 DELETE",
    "프로덕션 DB에서 DELETE 쓰지 마세요",
    "no se lanzan DELETE en la base de datos",
    "DELETE не выполняются в БД",
    "niente DELETE sul database",
    "لا تُنفَّذ أوامر DELETE على قاعدة البيانات",
]


@pytest.mark.parametrize("rule", STATEMENT)
def test_a_branch_deleted_is_no_sql_delete(verdict, rule):
    """`git push --delete` deletes a branch: a rule refusing DELETE statements is kept by it."""
    check(verdict, rule, bash("git push origin --delete release"), F)
    check(verdict, rule, bash("git push --delete origin feature/x"), F)
    check(verdict, rule, bash("rsync -a --delete site/ /srv/site/"), F)
    check(verdict, rule, bash("psql -c 'DELETE FROM users'"), V)
    check(verdict, rule, bash("psql -c 'DELETE FROM users' && git push origin --delete x"), V)


# Pushes to the branch, merges into it, deletions asked for or allowed, a rule on files: each
# reads as on 46f4325d.
NEAR = [
    ("Never push to the release branch.", bash("git push origin --delete release"), V),
    ("Never push to the release branch.", push("release"), V),
    ("Never push to the release branch.", bash("git branch -D release"), NA),
    ("Never force-push to main.", bash("git push origin --delete main"), F),
    ("Don't merge into the release branch.", bash("git push origin --delete release"), F),
    ("Delete the old feature branches when you are done.", bash("git branch -D feature/x"), U),
    ("You may delete merged branches.", bash("git push origin --delete feature/x"), U),
    ("Feel free to delete the feature branches.", bash("git branch -D feature/x"), U),
    ("Ask me before deleting the release branch.", bash("git branch -D release"), U),
    ("Demande-moi avant de supprimer la branche main.", bash("git push origin --delete main"), U),
    ("Deleting rows from the prod table by hand is not done.", bash("git branch -D prod"), U),
    ("The release branch stays protected.", bash("git push origin --delete release"), U),
    ("Nothing in backups/ is deleted.", bash("git push origin --delete backups/x"), NA),
    ("Nothing in backups/ is deleted.", bash("rm -r backups"), V),
    ("Never delete files in data/.", bash("git branch -D data/x"), NA),
    ("Never use the delete_branch tool.", delete_branch("old"), V),
    # (the second class) an option named by the rule is still its; a command's own word, a
    # file's deletion and another statement read as they did
    ("Don't use rsync --delete.", bash("rsync -a --delete a/ b/"), V),
    ("Never use kubectl delete.", bash("kubectl delete pod web-1"), V),
    ("Never run DROP TABLE on the database.", bash("git push origin --delete feature/x"), F),
    ("Never run DROP TABLE on the database.", bash("psql -c 'DROP TABLE users'"), V),
    ("Delete no SQL dumps.", bash("rm dump.sql"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_near_rules_read_as_before(verdict, rule, output, expected):
    """Rules beside a branch's deletion keep the reading they had."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    probes = [(r, None, None) for r, _b in KEPT] + [(r, None, None) for r in STATEMENT] + NEAR
    assert_probes_in_no_set(probes)


# The labelled sets' cases of the first class, misread before (unknown): the spent
# dev33zc_frozen's and dev33zc's deletions refused in ru, fr, it. The second class has none there
# (no set refuses DELETE beside a branch's deletion).
POOL = [
    ("dev33zc_frozen", "dev33zc-ru-020"),
    ("dev33zc_frozen", "dev33zc-ru-032"),
    ("dev33zc_frozen", "dev33zc-fr-021"),
    ("dev33zc_frozen", "dev33zc-it-021"),
    ("dev33zc", "dev33zc-ru-021"),
    ("dev33zc", "dev33zc-ru-033"),
    ("dev33zc", "dev33zc-fr-020"),
    ("dev33zc", "dev33zc-it-020"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_it_mends(folder, case_id):
    """Each labelled case of the class reads as its label."""
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_hook_denies_the_kept_branchs_deletion(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: deleting another branch goes on, deleting
    the kept one is denied."""
    rule = "Никогда не удаляй ветку stable."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin --delete feature/x", "git branch -D stable"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_hook_lets_a_branch_deletion_by_a_delete_rule_go(core, tmp_path):
    """`mindkeep hook pre-tool`: under a rule refusing SQL's DELETE, a branch's deletion goes on
    (it was denied), the statement is denied."""
    rule = "Never run DELETE queries against the database."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin --delete release", "psql -c 'DELETE FROM users'"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_reading_names_the_deletion_and_is_stored_as_it_reads():
    """The reading shown beside the rule (and confirmed there) names the deletion, not the pushes
    and commits a branch reading falls back to, and reads back from its JSON unchanged."""
    from app.domain.compliance.reading import Reading, reading_of
    from app.services.reading_words import reading_what

    reading = reading_of("Never delete the stable branch.")
    assert reading_what(reading) == "deleting stable"
    assert Reading.from_json(reading.to_json()) == reading


# (integrator, found driving the real hook) A branch's deletion and a folder's refused in one rule:
# the branch's reading took the folder for a branch ("backups/*" kept from deletion) and read_actions,
# which reads no path in words naming a branch, left the folder's deletion unread: `rm backups/a.sql`
# went through. The folder's deletion refused in a clause of its own is read from the rest.
BRANCH_AND_FOLDER = [
    "Never delete the release branch, and never delete anything in backups/.",
    "Never delete the release branch. Never delete anything in backups/.",
    "Never delete anything in backups/. Never delete the release branch.",
    "Do not remove the release branch; do not remove anything in backups/ either.",
    "release ブランチは消さないで。backups/ の中も何も消さないで。",
]


@pytest.mark.parametrize("rule", BRANCH_AND_FOLDER)
def test_a_folders_deletion_beside_a_branchs_is_read_too(verdict, rule):
    check(verdict, rule, bash("git push origin --delete release"), V)
    check(verdict, rule, bash("git branch -D feature/x"), F)
    check(verdict, rule, bash("rm backups/a.sql"), V)
    check(verdict, rule, bash("rm src/a.py"), F)
    check(verdict, rule, bash("mkdir backups/2025"), NA)


def test_the_folder_is_no_branch_kept_from_deletion():
    from app.domain.compliance.branch_deletes import kept_from_deletion

    text = BRANCH_AND_FOLDER[0]
    (kept,), _said = kept_from_deletion(text, text)
    assert "backups/*" not in kept.branches and "release" in kept.branches


# the rest with no verb of its own is left unread, as before (read alone it would refuse every
# write to the folder): near misses
BRANCH_AND_FOLDER_NEAR = [
    ("Ne supprime jamais la branche release, ni rien dans backups/.", bash("mkdir backups/x"), NA),
    ("Never delete the release branch and don't touch backups/.", bash("mkdir backups/x"), NA),
    ("Never delete the release branch.", bash("rm backups/a.sql"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), BRANCH_AND_FOLDER_NEAR)
def test_a_branchs_deletion_with_no_folder_rule_reads_as_before(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_hook_denies_the_folders_deletion_beside_the_branchs(core, tmp_path):
    """The real hook: making a folder under backups/ goes on, removing a file there is denied."""
    rule = BRANCH_AND_FOLDER[0]
    went, denied = hook_answers(core, tmp_path, rule, ["mkdir backups/2025", "rm backups/a.sql"])
    assert "permissionDecision" not in json.dumps(went)
    assert denied["hookSpecificOutput"]["permissionDecision"] == "deny"
