"""The review of the thirty-first round's checker, its path readings (issue 33, mend-ze-paths).

2. Read-only said with an "only" (只能看, 只能查看, nur lesbar, nur zum Lesen, solo lectura, только
   для чтения): when the words stood anywhere in the rule, every folder it named was kept, so the
   folder given beside them was refused ("src/ 随便改，docs/ 只能看" denied writing src/) and an
   only-place beside them lost its "only" ("Schreib nur in out/, src/ ist nur lesbar" let lib/
   through). The words now govern the folders of their own clause (read_paths._read_only_beside):
   the rest of the rule keeps its own reading, the read-only folders are refused beside it.
6. The dialect's nix / nüt / nischt (read_paths._NOTHING) refused wherever it stood: "Ich hab nix
   gegen Änderungen in src/", "In tmp/ ist nix Wichtiges, lösch ruhig" denied. It now counts only
   beside a verb of changing files in a rule of one folder (read_paths._NIX), and removals_only
   reads it as it reads nichts ("In logs/ nix löschen!" is about deleting only).

The reviewer's wordings and siblings of their own."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, write

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE


def w(path: str):
    return write(f"/srv/app/{path}")


# ------------------------------------------------------- 2. read-only governs its own clause only

READ_ONLY_BESIDE = [
    # the reviewer's
    ("src/ 随便改，docs/ 只能看", w("src/app.py"), F),
    ("src/ 随便改，docs/ 只能看", w("docs/x.md"), V),
    ("你可以改 src/，vendor/ 只能查看", w("src/x.py"), F),
    ("你可以改 src/，vendor/ 只能查看", w("vendor/x.js"), V),
    ("out/ 可以随便改，src/ 只能看", w("out/x.txt"), F),
    ("out/ 可以随便改，src/ 只能看", w("src/x.txt"), V),
    ("Schreib nur in out/, src/ ist nur lesbar.", w("out/x.txt"), F),
    ("Schreib nur in out/, src/ ist nur lesbar.", w("lib/x.txt"), V),
    ("Schreib nur in out/, src/ ist nur lesbar.", w("src/x.txt"), V),
    ("Änderungen bitte nur in out/, der Ordner src/ ist nur lesbar", w("out/x.txt"), F),
    ("Änderungen bitte nur in out/, der Ordner src/ ist nur lesbar", w("lib/x.txt"), V),
    ("Schreib in out/ was du willst, src/ ist nur zum Lesen", w("out/x.txt"), F),
    ("Schreib in out/ was du willst, src/ ist nur zum Lesen", w("src/x.txt"), V),
    ("Du darfst nur lesend auf prod/ zugreifen, schreiben nur in sandbox/", w("sandbox/x.py"), F),
    ("Du darfst nur lesend auf prod/ zugreifen, schreiben nur in sandbox/", w("src/x.py"), V),
    ("Du darfst nur lesend auf prod/ zugreifen, schreiben nur in sandbox/", w("prod/x.py"), V),
    ("Solo puedes escribir en out/; src/ es de solo lectura", w("tmp/x.txt"), V),
    ("Solo puedes escribir en out/; src/ es de solo lectura", w("out/x.txt"), F),
    ("Пиши только в build/, папка src/ только для чтения", w("lib/x.txt"), V),
    ("Пиши только в build/, папка src/ только для чтения", w("build/x.txt"), F),
    # siblings
    ("lib/ 随便改，config/ 只能看", w("lib/a.py"), F),
    ("lib/ 随便改，config/ 只能看", w("config/a.yml"), V),
    ("Schreib nur in dist/, lib/ ist nur lesbar.", w("dist/a.js"), F),
    ("Schreib nur in dist/, lib/ ist nur lesbar.", w("tmp/a.js"), V),
    ("Schreib nur in dist/, lib/ ist nur lesbar.", w("lib/a.js"), V),
    ("Du darfst nur lesend auf live/ zugreifen, schreiben nur in scratch/", w("scratch/a"), F),
    ("Du darfst nur lesend auf live/ zugreifen, schreiben nur in scratch/", w("other/a"), V),
    ("Solo puedes escribir en build/; docs/ es de solo lectura", w("misc/a.txt"), V),
    ("Solo puedes escribir en build/; docs/ es de solo lectura", w("docs/a.md"), V),
    ("Пиши только в dist/, папка lib/ только для чтения", w("tmp/a.txt"), V),
    ("Пиши только в dist/, папка lib/ только для чтения", w("dist/a.txt"), F),
    ("In app/ kannst du ändern, was du willst, assets/ ist nur zum Lesen da", w("assets/a.png"), V),
    # one folder: the words govern it, as the round read
    ("Der Ordner assets/ ist nur lesbar.", w("assets/a.png"), V),
    ("Der Ordner assets/ ist nur lesbar.", w("src/a.py"), F),
    ("migrations/ 目录只能查看", w("src/a.py"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), READ_ONLY_BESIDE)
def test_read_only_words_govern_their_own_clause(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ------------------------------------------------------------------------- 6. the dialect's nix

NIX = [
    # the reviewer's
    ("In logs/ nix löschen!", w("logs/app.log"), NA),
    ("In logs/ nix löschen!", bash("rm logs/a.log"), V),
    ("Ich hab nix gegen Änderungen in src/", w("src/a.py"), U),
    ("In tmp/ ist nix Wichtiges, lösch ruhig", bash("rm -rf tmp/a"), U),
    ("Passt scho, in tmp/ is eh nix drin", bash("rm -rf tmp/x"), U),
    ("Gegen Änderungen in docs/ spricht nix", w("docs/a.md"), U),
    ("In scratch/ kannst du nix kaputt machen, also mach ruhig", w("scratch/a.py"), U),
    ("Du kannst im Ordner logs nix löschen, im Ordner cache schon", bash("rm cache/x.txt"), U),
    ("Im Ordner vendor fei nix ändern", w("vendor/a.js"), V),
    ("In config/ änderst du nüt", w("config/a.yml"), V),
    # siblings
    ("In cache/ nix löschen!", w("cache/a"), NA),
    ("In cache/ nix löschen!", bash("rm cache/a"), V),
    ("Ich hab nix dagegen, wenn du in src/ was änderst", w("src/a.py"), U),
    ("In build/ is nix mehr drin", bash("rm -rf build/x"), U),
    ("In data/ ist nix Wertvolles, kannst ruhig löschen", bash("rm data/a.csv"), U),
    ("Im Ordner db fei nix ändern", w("db/a.sql"), V),
    ("Im Ordner db fei nix ändern", w("src/a.py"), F),
    ("In secrets/ schreibst du nüt", w("secrets/a"), V),
    ("In secrets/ schreibst du nüt", w("src/a"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NIX)
def test_the_dialects_nix_reads_as_nichts_only_beside_a_verb_of_changing(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)
