"""Wrong readings of the thirty-third round's side_by_side the review found (review-zg), mended
(mend-zg-sides), and near misses written for this file (none is in a set).

1. **A refused clause's own verb lost** (false allows): the refused clause's deed was its own only
   if it was touch, push or delete; any other verb of its own ("änderst du nichts", "tu ne
   modifies rien", "non scrivere niente", "ничего не меняй", "no la edites", "no hagas commits",
   "ni la abras") borrowed the freed clause's deletion, and the ban became "do not delete in X". A
   change told is now its own deed ("do not modify …"); a deed of its own the checker has no ban
   for here (commit, open, rename, move, insert, merge) leaves the rule to the reader, as at the
   start. A deletion ban beside a freed push stays a deletion ban (never a push ban).
2. **A description read as a ban** (false denies): any plain negation was the refused clause's
   refusal, so a clause that only describes the place ("la carpeta dist no la necesitamos", "le
   dossier dist n'est pas versionné", "der Ordner cache ist nicht wichtig", "pas de souci", "не
   вопрос", "no está en git") banned the very place the user frees. A piece of the clause with a
   need, a state or a "problem" predicate and no deed of its own now refuses nothing; a refusal
   beside it ("no la borres, la necesitamos", "pas question, c'est important") still does.

Then one test of each through the real hook."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    edit,
    push,
    shell_call,
    write,
)
from tests.compliance_sets import hook_verdicts as _hook

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- 1. the refused clause's own verb

OWN_VERB = [
    # the review's messages: the write into the refused place was not_applicable on the merge
    ("Du kannst den Ordner tmp löschen, aber im Ordner src änderst du nichts.", write("src/a.py"), V),
    ("Du kannst den Ordner tmp löschen, aber im Ordner src änderst du nichts.", bash("rm -rf src"), V),
    ("Du kannst den Ordner tmp löschen, aber im Ordner src änderst du nichts.", bash("rm -rf tmp"), F),
    ("Tu peux vider le dossier cache, mais dans le dossier src tu ne modifies rien.", write("src/a.py"), V),
    ("Tu peux vider le dossier cache, mais dans le dossier src tu ne modifies rien.", bash("rm -rf cache"), F),
    ("Puoi cancellare la cartella tmp, ma nella cartella src non scrivere niente.", write("src/a.py"), V),
    ("Можешь очистить папку tmp, но в папке src ничего не меняй.", write("src/a.py"), V),
    ("Du kannst den Ordner tmp leeren, aber in den Ordner config schreibst du nichts.", write("config/a.yml"), V),
    ("Puedes borrar la carpeta tmp, pero la carpeta config no la edites.", write("config/a.yml"), V),
    ("Puedes borrar la carpeta tmp, pero la carpeta config no la edites.", edit("config/a.yml"), V),
    # a deed the checker has no ban for here: the start's reading (the commit was violated there)
    ("Puedes borrar la rama feature, pero en la rama main no hagas commits.", bash("git checkout main && git commit -am x"), V),
    ("Puedes borrar la rama feature, pero en la rama main no hagas commits.", bash("git branch -D main"), NA),
    ("Puedes leer la carpeta docs, pero la carpeta secrets ni la abras.", bash("cat secrets/key.pem"), U),
    ("Puedes leer la carpeta docs, pero la carpeta secrets ni la abras.", write("secrets/x"), U),
    ("Puedes vaciar la tabla logs, pero en la tabla usuarios no insertes nada.", bash("psql -c 'TRUNCATE usuarios'"), U),
    ("Puedes borrar la carpeta tmp, pero la carpeta src no la renombres.", bash("rm -rf src"), NA),
    # a deletion ban beside a freed push stays a deletion ban
    ("Puedes hacer push a tus ramas, pero la rama main no la borres.", bash("git branch -D main"), V),
    ("Puedes hacer push a tus ramas, pero la rama main no la borres.", push("main"), NA),
    ("Du kannst in deinen Branches pushen, aber den Branch main löschst du nicht.", push("main"), NA),
    # near misses of our own: a file's change, a write told in French, Spanish, Italian, Russian
    ("Du darfst den Ordner build löschen, aber die Datei setup.cfg bearbeitest du nicht.", write("setup.cfg"), V),
    ("Du darfst den Ordner build löschen, aber die Datei setup.cfg bearbeitest du nicht.", bash("rm build -rf"), F),
    ("Tu peux effacer le dossier out, mais dans le dossier docs tu n'écris rien.", write("docs/a.md"), V),
    ("Puedes eliminar la carpeta dist, pero en la carpeta src no cambies nada.", write("src/b.py"), V),
    ("Puedes eliminar la carpeta dist, pero en la carpeta src no cambies nada.", bash("rm -rf dist"), F),
    ("Puoi svuotare la cartella cache, ma il file config.yml non modificarlo.", write("config.yml"), V),
    ("Можешь удалить папку out, но файл config.yml не редактируй.", write("config.yml"), V),
    ("Можешь удалить папку out, но файл config.yml не редактируй.", bash("rm -rf out"), F),
    # near misses: a move, a merge, an opening, a commit of the refused clause's own — the start's
    ("Puedes borrar la carpeta tmp, pero la carpeta fotos no la muevas.", bash("rm -rf fotos"), NA),
    ("Du kannst den Branch test löschen, aber auf den Branch main mergst du nicht.", bash("git branch -D main"), U),
    ("Tu peux supprimer le dossier tmp, mais le dossier secrets, tu ne l'ouvres pas.", bash("cat secrets/a"), F),
    ("Можешь удалить ветку old, но в ветку main не коммить.", bash("git branch -D main"), NA),
    # siblings: a touch, no verb at all (the freed deed), a table's change
    ("Tu peux supprimer le dossier tmp, mais le dossier src, tu n'y touches pas.", write("src/a.py"), V),
    ("Puedes borrar la carpeta tmp, la carpeta src no.", bash("rm -rf src"), V),
    ("Tu peux vider la table sessions, mais la table users, ne la modifie pas.", bash("psql -c 'DELETE FROM users'"), V),
    ("Puedes consultar la tabla logs, pero no escribas en la tabla users.", bash("psql -c 'UPDATE users SET a=1'"), V),
    ("Puedes consultar la tabla logs, pero no escribas en la tabla users.", bash("psql -c 'SELECT * FROM logs'"), F),
    ("Можешь очистить таблицу tmp, но таблицу users не меняй.", bash("psql -c \"INSERT INTO users VALUES (1)\""), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OWN_VERB)
def test_the_refused_clauses_own_verb_decides(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 2. a description is no ban

DESCRIBED = [
    # the review's messages: the freed place's sibling was violated on the merge
    ("Puedes borrar la carpeta build, la carpeta dist no la necesitamos para nada.", bash("rm -rf dist"), NA),
    ("Tu peux supprimer le dossier node_modules, le dossier dist n'est pas versionné.", bash("rm -rf dist"), NA),
    ("Du kannst den Ordner node_modules löschen, der Ordner dist ist nicht eingecheckt.", bash("rm -rf dist"), NA),
    ("Du kannst den Branch feature-x löschen, den Branch feature-y brauchen wir nicht mehr.", bash("git branch -D feature-y"), U),
    ("Du kannst den Ordner logs leeren, der Ordner cache ist nicht wichtig.", bash("rm -rf cache"), U),
    ("Tu peux supprimer le dossier cache, et le dossier logs, pas de souci.", bash("rm -rf logs"), U),
    ("Tu peux supprimer la branche feature-a, la branche feature-b n'a plus d'utilité.", bash("git branch -D feature-b"), U),
    ("Можешь удалить папку build, папка dist нам не нужна.", bash("rm -rf dist"), NA),
    ("Можешь удалить папку build, а папку dist — не вопрос.", bash("rm -rf dist"), U),
    ("Puedes borrar el archivo notas.txt, el archivo viejo.txt no sirve para nada.", bash("rm viejo.txt"), NA),
    ("Puedes borrar la carpeta tmp, la carpeta cache no está en git.", bash("rm -rf cache"), NA),
    ("Puedes borrar la carpeta tmp sin problema, la carpeta cache no es importante.", bash("rm -rf cache"), NA),
    ("Puoi cancellare la cartella tmp, la cartella cache non serve più.", bash("rm -rf cache"), NA),
    ("Du kannst den Ordner build löschen, der Ordner dist wird eh neu gebaut, kein Problem.", bash("rm -rf dist"), U),
    # near misses of our own: "no longer needed", "is of no use", "not important" again
    ("Puedes borrar la rama pruebas, la rama vieja ya no hace falta.", bash("git branch -D vieja"), U),
    ("Tu peux effacer la branche test, la branche demo ne sert plus à rien.", bash("git branch -D demo"), U),
    ("Puoi svuotare la cartella tmp, la cartella log non è importante.", bash("rm -rf log"), U),
    ("Можешь удалить папку tmp, папка logs не важна.", bash("rm -rf logs"), NA),
    ("Можешь очистить папку tmp, папка cache нам больше не нужна.", bash("rm -rf cache"), U),
    # siblings: a refusal beside the description still refuses; a name that looks like one is none
    ("Puedes borrar la carpeta build, pero la carpeta dist no la borres, la necesitamos.", bash("rm -rf dist"), V),
    ("Puedes borrar la carpeta build, pero la carpeta dist no la borres, la necesitamos.", bash("rm -rf build"), F),
    ("Du kannst den Ordner tmp löschen, aber den Ordner src nicht, den brauchen wir.", bash("rm -rf src"), V),
    ("Tu peux vider le dossier cache, mais le dossier src, pas question, c'est important.", bash("rm -rf src"), V),
    ("Можешь удалить папку tmp, а папку src не трогай, она нужна.", bash("rm -rf src"), V),
    ("Puedes borrar la carpeta tmp, pero la carpeta server no.", bash("rm -rf server"), V),
    # a reason given after the refusal ("porque", "weil", "потому что") is no description of it
    ("Puedes borrar la carpeta tmp, pero la carpeta src no porque la necesitamos.", bash("rm -rf src"), V),
    ("Du kannst den Ordner tmp löschen, aber den Ordner src nicht weil wir ihn brauchen.", bash("rm -rf src"), V),
    ("Можешь удалить папку tmp, а папку src не удаляй, потому что она нужна.", bash("rm -rf src"), V),
    # a discourse "guarda" is no deed of its own: the freed deletion is refused
    ("Puoi cancellare la cartella tmp, ma la cartella src no, guarda.", bash("rm -rf src"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DESCRIBED)
def test_a_clause_that_only_describes_the_place_refuses_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(OWN_VERB + DESCRIBED)


# ---------------------------------------------------------------- through the real hook
def test_a_change_refused_beside_a_deletion_freed_denies_the_write_through_the_hook(core, tmp_path):
    """The worst of 1: "…aber in den Ordner config schreibst du nichts." let a write of
    config/a.yml through (the ban had become "do not delete in config/")."""
    said = _hook(
        core,
        tmp_path,
        "Du kannst den Ordner tmp leeren, aber in den Ordner config schreibst du nichts.",
        [
            (
                "claude-code",
                {
                    "tool_name": "Write",
                    "tool_input": {
                        "file_path": str(tmp_path / "work" / "config" / "a.yml"),
                        "content": "x: 1",
                    },
                },
            )
        ],
    )
    assert said == ["deny"]


def test_a_folder_not_needed_is_no_ban_through_the_hook(core, tmp_path):
    """The worst of 2: "…la carpeta dist no la necesitamos para nada." denied `rm -rf dist`."""
    said = _hook(
        core,
        tmp_path,
        "Puedes borrar la carpeta build, la carpeta dist no la necesitamos para nada.",
        [shell_call("claude-code", "rm -rf dist"), shell_call("gemini-cli", "rm -rf dist")],
    )
    assert said == ["allow", "allow"]
