"""The review of the thirtieth round's checker, its readings of words (issue 33, mend-zd-words).

1. A ban on writing read as "removals only" when any delete word stood anywhere in the rule
   (removals_only): "Nothing goes into backups/, it gets wiped nightly" let `echo x >
   backups/a.sql` through. Only a clause that refuses deleting narrows the place; a deletion told
   as a fact is none, and read-only, leave … alone, truncate, store, drop into are other acts.
8. A format's word read as a kind of file in any refusing clause (kept_files._data_kinds): "the
   SQL dump script" is a script (no noun after "dump(s)"), and "Don't run SQL files against prod"
   refuses running, not writing (the clause's verb must delete, write or commit).
9. A ban on one dotfile reached its variants (paths._variant): "Don't edit the .env file" and
   "Don't touch .env" denied `echo X=1 >> .env.local`. Only a dotfile said as a kind (".env
   files", "fichiers .env", ".env 파일") reaches them (dotfile_kinds, PathRule.variants).
Code. The verbs of deleting were written twice and out of step (branch_deletes._DELETE_WORDS
   lacked purge, apag, eras; removals_only._REMOVE lacked drop, nuke, get rid of, снос): one list
   now, removals_only.DELETE_WORDS.

Each sibling read otherwise on 8bb9dcd8; the near misses read as they did."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.paths import PathRule
from app.domain.compliance.reading import check_from_json, check_to_json
from tests.compliance_sets import bash, check

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# ---------------------------------------------------------------- 1. a deletion told is no refusal

WRITE_BANNED = [
    ("Nothing goes into backups/, it gets wiped nightly", bash("echo x > backups/a.sql")),
    ("No guardes nada en backups/, se borra cada noche", bash("echo x > backups/a.sql")),
    ("Ne dépose rien dans tmp/, c'est effacé chaque nuit", bash("echo x > tmp/a")),
    ("Never store anything in secrets/; it gets deleted each night", bash("echo x > secrets/a")),
    ("backups/ is read-only; never delete anything there", bash("echo x > backups/a.sql")),
    ("Leave backups/ alone and never delete anything there", bash("echo x > backups/a.sql")),
    ("Don't truncate or delete the files in backups/", bash("echo x > backups/a.sql")),
    ("Nothing goes into backups/ and it gets wiped nightly", bash("echo x > backups/a.sql")),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output"), WRITE_BANNED)
def test_a_ban_beside_a_deletion_told_keeps_the_place_whole(verdict, rule, output):
    check(verdict, rule, output, V)


NEAR_REMOVALS = [
    ("Never delete anything in backups/.", bash("echo x > backups/a.sql"), NA),
    ("Never delete anything in backups/.", bash("rm backups/a.sql"), V),
    ("Lösche nichts im Ordner backups/.", bash("echo x > backups/a.sql"), NA),
    ("Don't delete anything in backups/, it gets wiped nightly anyway", bash("echo x > backups/a.sql"), NA),
    ("Don't delete anything in backups/, it gets wiped nightly anyway", bash("rm backups/a.sql"), V),
    ("Nothing goes into backups/, it gets wiped nightly", bash("ls backups/"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_REMOVALS)
def test_a_refusal_of_deleting_alone_still_reads_as_removals_only(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 8. a format's word as a kind

KIND_SIBLINGS = [
    ("Don't delete the SQL dump script, just rerun it", bash("rm scripts/dump_sql.sh"), U),
    ("Don't run SQL files against prod; edit them freely.", bash("echo 'select 1;' > migrations/x.sql"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KIND_SIBLINGS)
def test_a_format_word_is_a_kind_only_where_a_file_is_kept(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


NEAR_KINDS = [
    ("Don't delete SQL dumps.", bash("rm backups/prod.sql"), V),
    ("Don't delete SQL dumps in backups/.", bash("rm backups/prod.sql"), V),
    ("Lösche keine SQL-Dumps aus dem Ordner backups/.", bash("rm backups/prod.sql"), V),
    ("Don't delete SQL dumps.", bash("rm scripts/dump_sql.sh"), F),
    ("Never delete PNGs.", bash("rm img/a.png"), V),
    ("Ne supprime pas les fichiers PDF.", bash("rm docs/a.pdf"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_KINDS)
def test_a_kind_kept_from_deleting_reads_as_before(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 9. one dotfile, not its kind

ONE_DOTFILE = [
    ("Don't edit the .env file", "echo X=1 >> .env.local"),
    ("Don't edit the .env file", "echo X=1 >> .env.production"),
    ("Don't touch .env", "echo X=1 >> .env.local"),
    ("Don't touch .env", "echo X=1 >> .env.production"),
]


@pytest.mark.parametrize(("rule", "command"), ONE_DOTFILE)
def test_a_ban_on_one_dotfile_keeps_its_variants_free(verdict, rule, command):
    check(verdict, rule, bash(command), F)


NEAR_DOTFILES = [
    ("Don't edit the .env file", bash("echo X=1 >> .env"), V),
    ("Don't touch .env", bash("rm .env"), V),
    ("Don't edit .env files", bash("echo X=1 >> .env.local"), V),
    ("Never delete .env files.", bash("rm .env.local"), V),
    ("Never delete .env files.", bash("rm .env.example"), F),
    ("Ne modifie pas les fichiers .env.", bash("echo X=1 >> .env.local"), V),
    (".env 파일은 수정하지 마", bash("echo X=1 >> .env.local"), V),
    ("Never commit .env.", bash("git add .env.local && git commit -m x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_DOTFILES)
def test_a_dotfile_said_as_a_kind_still_reaches_its_variants(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_a_dotfile_kind_is_kept_when_the_reading_is_stored():
    """PathRule.variants is written only when set, so older readings keep their JSON."""
    kind = PathRule(".env", forbidden=True, variants=True)
    assert check_from_json(check_to_json(kind)) == kind
    assert "variants" not in check_to_json(PathRule(".env", forbidden=True))


# ---------------------------------------------------------------- code: one list of deleting verbs

ONE_LIST = [
    ("Never purge the release branch.", bash("git push origin --delete release"), V),
    ("Don't erase the release branch.", bash("git branch -D release"), V),
    ("Never nuke anything in backups/.", bash("echo x > backups/a.sql"), NA),
    ("Don't get rid of anything in backups/.", bash("echo x > backups/a.sql"), NA),
    ("Ничего не сноси в папке backups/.", bash("echo x > backups/a.sql"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONE_LIST)
def test_every_verb_of_deleting_reads_for_files_and_branches(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


NEAR_ONE_LIST = [
    ("Never delete the release branch.", bash("git branch -D release"), V),
    ("Never nuke anything in backups/.", bash("rm backups/a.sql"), V),
    ("Ничего не сноси в папке backups/.", bash("rm backups/a.sql"), V),
    ("Exclude backups/ from the search.", bash("echo x > backups/a.sql"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_ONE_LIST)
def test_the_deletions_read_before_still_read(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
