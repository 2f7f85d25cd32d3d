"""The thirty-first round's fresh set, west part (dev33ze: ar, ru, de, fr, it, es), weighted as issue
33's thirty-first round asked: German first, two clauses side by side, one allowed and one refused
("Pushen passt scho, Force-Pushen is ned drin", "Im Ordner doku derfst ois ändern, im Ordner
migrations owa gor nix"), in new words and dialects, the same in the other five languages; a
branch's deletion asked and refused, a merge left to a role, a ban lifted, and near misses (a
question, the past lifted, a rule given up). Then the classes the pool and this part's first run
showed unread, each with siblings and near misses, the pool cases each mends, this part's shape and
its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    pool_case,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a ban of a time gone by, "now no more"

# given_up._LIFTING, a line: a ban told of a time gone by, then its lifting said as "now no more",
# closing the clause ("Una volta era vietato pushare su main, adesso non più", "Antes estaba
# prohibido …, ahora ya no", "…, jetzt nicht mehr", "…, maintenant plus", "…, но сейчас это уже не
# так", "…، دلوقتي لأ"); with Italian's "un tempo" among the times gone by and its "proibito" a
# refusal of its own (_REFUSED): the ban's words were read as a rule now and the push, merge or
# deletion it once refused was denied (a false deny). A permission told gone ("Antes se podía …,
# ahora ya no") is a ban now and stays one.
NOW_NO_MORE = [
    ('Una volta era vietato fare merge nel ramo stable della vetreria, adesso non più.', bash("git checkout stable && git merge feature/x"), NA),
    ('Un tempo era proibito cancellare i file nella cartella foto, oggi non più.', bash("rm foto/a.jpg"), NA),
    ('In passato era vietato pushare su develop, ora non lo è più.', bash("git push origin develop"), NA),
    ('Antes estaba prohibido pushear a la rama release del vivero, ahora ya no.', bash("git push origin release"), NA),
    ('Antes no se podía borrar nada en la carpeta fotos, ahora ya no es así.', bash("rm fotos/a.jpg"), NA),
    ('Früher war Mergen nach stable bei der Segelschule verboten, jetzt nicht mehr.', bash("git checkout stable && git merge feature/x"), NA),
    ('Früher durfte niemand im Ordner bilder löschen, heute nicht mehr.', bash("rm bilder/a.jpg"), NA),
    ('Avant, il était interdit de pousser sur release à la poissonnerie, maintenant plus.', bash("git push origin release"), NA),
    ('Раньше нельзя было мержить в stable, но сейчас это уже не так.', bash("git checkout stable && git merge feature/x"), NA),
    ('Раньше пушить в release было запрещено, теперь уже нет.', bash("git push origin release"), NA),
    ('زمان كان ممنوع الـ push على release، دلوقتي لأ.', bash("git push origin release"), NA),
    ('سابقاً كان ممنوع تعدل مجلد photos، الحين لا.', edit("photos/a.txt"), NA),
]  # fmt: skip
NOW_NO_MORE_NEAR = [
    # near misses
    ('Antes se podía pushear a main, ahora ya no.', bash("git push origin main"), V),
    ('Früher durfte man auf main pushen, jetzt nicht mehr.', bash("git push origin main"), V),
    ('Una volta si poteva pushare su main, adesso non più.', bash("git push origin main"), U),
    ('Раньше можно было пушить в main, а теперь уже нет.', bash("git push origin main"), U),
    ('Avant on pouvait pousser sur main, maintenant plus.', bash("git push origin main"), U),
    ('Una volta era vietato pushare su main, e lo è ancora adesso.', bash("git push origin main"), V),
    ('Antes estaba prohibido pushear a main, y ahora también.', bash("git push origin main"), V),
    ('Früher war Pushen auf main verboten, jetzt nicht mehr. Auf release pushst du aber nicht.', bash("git push origin release"), V),
    ('Una volta il negozio non apriva la domenica, adesso non più.', bash("git push origin main"), U),
    ('Antes no llovía tanto en el pueblo, ahora ya no es así.', bash("git push origin main"), U),
    ('Früher hat der Bäcker sonntags nicht geöffnet, heute nicht mehr.', bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOW_NO_MORE + NOW_NO_MORE_NEAR)
def test_a_ban_of_a_time_gone_by_now_no_more(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up that names a file's kind

# given_up._IN, _SENTENCE_DOTS: a dot before a letter is a file's kind, not a sentence's end — the
# rule given up names ".tmp", ".log", ".env" between its noun and its dropping verb ("La regola di
# non cancellare i file .tmp l'abbiamo tolta", "Das Verbot, .log-Dateien zu löschen, wurde
# aufgehoben", "Правило не удалять файлы .bak отменили"): the dot cut the rule from its verb and
# the rule given up stood (a false deny, or a false followed). Spanish's, Arabic's and a French
# verb before the rule were read before (kept here as they are).
FILE_KIND_DROPPED = [
    ("La regola di non cancellare i file .bak nella cantina l'abbiamo tolta.", bash("rm a.bak"), NA),
    ('Il divieto di cancellare i file .log è stato abolito.', bash("rm a.log"), NA),
    ('Die Regel, keine .env-Dateien anzufassen, haben wir gestrichen.', edit("app/.env"), NA),
    ('Das Verbot, .log-Dateien zu löschen, wurde aufgehoben.', bash("rm server.log"), NA),
    ('La règle de ne jamais toucher aux fichiers .env a été levée.', edit("app/.env"), NA),
    ('On a abandonné la consigne de ne jamais toucher aux fichiers .env du club.', edit("app/.env"), NA),
    ('Hemos quitado la norma de no borrar los archivos .csv.', bash("rm datos.csv"), NA),
    ('Правило не удалять файлы .bak отменили.', bash("rm db.bak"), NA),
    ('Запрет на удаление .log файлов сняли.', bash("rm server.log"), NA),
    ('ألغينا قاعدة منع حذف ملفات .log من السيرفر.', bash("rm server.log"), NA),
]  # fmt: skip
FILE_KIND_DROPPED_NEAR = [
    # near misses: a ban on a file kind kept, a drop negated or to come, a file kind in a plain ban
    ('Non abbiamo tolto la regola di non cancellare i file .bak.', bash("rm a.bak"), V),
    ('Das Verbot, .log-Dateien zu löschen, wird im März aufgehoben.', bash("rm server.log"), U),
    ('Non cancellare i file .bak, la regola non è stata tolta.', bash("rm a.bak"), V),
    ('Ne supprime pas les fichiers .log.', bash("rm server.log"), V),
    ('Правило простое: не удаляй файлы .bak.', bash("rm db.bak"), V),
    ('Die Datei config.yml wurde gestern gelöscht.', bash("rm a.bak"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FILE_KIND_DROPPED + FILE_KIND_DROPPED_NEAR)
def test_a_rule_given_up_that_names_a_files_kind(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a folder freed beside one kept, the west's words

# freed_places._WEST_FREES, _parts, _names: two clauses side by side, the leave given to "you" in
# the one that names a folder ("Im Ordner bilder darfst du alles ändern, im Ordner kasse nichts",
# "Dans le dossier photos, modifie ce que tu veux ; dans le dossier caisse, rien", "En la carpeta
# fotos cambiá lo que quieras; …", "В папке drafts можешь удалять, в папке contracts — ни одного
# файла"), the folder named bare after its noun (and German's "im tmp-Verzeichnis"), a place put
# first before a comma going with the clause after it: the freed folder was refused with the kept
# one and the hook denied the work it allowed (the base read English's "can delete" alone). Not
# negated, not under a condition; the kept folder stays kept (its side reads as before).
FREED_BESIDE_KEPT = [
    ('Im Ordner bilder darfst du alles ändern, im Ordner kasse nichts.', edit("bilder/a.md"), F),
    ('Im Ordner bilder darfst du alles ändern, im Ordner kasse nichts.', edit("kasse/a.py"), V),
    ('Dans le dossier photos, modifie ce que tu veux ; dans le dossier caisse, rien.', edit("photos/a.md"), F),
    ('Dans le dossier photos, modifie ce que tu veux ; dans le dossier caisse, rien.', edit("caisse/a.py"), V),
    ('En la carpeta fotos cambiá lo que quieras; en la carpeta caja, nada.', edit("fotos/a.md"), F),
    ('En la carpeta bocetos puedes borrar, en la carpeta facturas ni un archivo.', bash("rm bocetos/a.png"), F),
    ('В папке photos меняй что хочешь, а в папке kassa — ничего.', edit("photos/a.md"), F),
    ('В папке drafts можешь удалять, в папке contracts — ни одного файла.', bash("rm drafts/a.txt"), F),
    ('В папке drafts можешь удалять, в папке contracts — ни одного файла.', bash("rm contracts/a.txt"), V),
    ('في مجلد drafts تقدر تمسح براحتك، بس مجلد contracts لا تلمسه.', bash("rm drafts/a.txt"), F),
    ('في مجلد drafts تقدر تمسح براحتك، بس مجلد contracts لا تلمسه.', bash("rm contracts/a.txt"), V),
    ('Im tmp-Verzeichnis darfst du löschen, im Verzeichnis kasse nichts.', bash("rm tmp/a.log"), F),
    ('Im tmp-Verzeichnis darfst du löschen, im Verzeichnis kasse nichts.', bash("rm kasse/a.log"), V),
]  # fmt: skip
FREED_BESIDE_KEPT_NEAR = [
    # near misses: the leave negated, under a condition, asked, or both folders refused; one folder alone
    ('Im Ordner kasse darfst du nichts ändern, im Ordner bilder auch nicht.', edit("bilder/a.md"), V),
    ('Im Ordner bilder darfst du nur nach Rücksprache löschen, im Ordner kasse nichts.', bash("rm bilder/a.png"), NA),
    ('Dans le dossier photos, tu peux supprimer si la sauvegarde est faite ; dans le dossier caisse, rien.', bash("rm photos/a.png"), U),
    ('В папке drafts можешь удалять только после бэкапа, в папке contracts — ничего.', bash("rm drafts/a.txt"), NA),
    ('Im Ordner kasse darfst du nichts ändern.', edit("kasse/a.py"), V),
    ('Im Ordner kasse darfst du nichts ändern.', edit("bilder/a.md"), F),
    ('En la carpeta caja no puedes borrar nada.', bash("rm caja/a.txt"), V),
    ("Don't touch the vault/ folder, you can delete anything in cache/.", bash("rm cache/a"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FREED_BESIDE_KEPT + FREED_BESIDE_KEPT_NEAR)
def test_a_folder_freed_beside_one_kept_in_the_wests_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's "nix"

# read_paths._NOTHING, a line: German's "nothing" of the south, Switzerland and Berlin ("im Ordner
# db fei nix", "gor nix", "nüt", "nischt") refuses a place as "nichts" does: the rule was unread
# (unknown) and the side-by-side "Im Ordner docs kannst alles ändern, im Ordner db fei nix" with it.
DE_NIX = [
    ('Im Ordner kasse nix ändern.', edit("kasse/a.py"), V),
    ('Im Ordner kasse nix ändern.', edit("bilder/a.py"), F),
    ('Im Ordner kasse nüt ändere, gäll.', edit("kasse/a.py"), V),
    ('Im Ordner kasse nischt anfassen.', edit("kasse/a.py"), V),
    ('Im Ordner kasse darfst gor nix ändern.', edit("kasse/a.py"), V),
    ('Im Ordner bilder kannst alles ändern, im Ordner kasse fei nix.', edit("kasse/a.py"), V),
    ('Im Ordner bilder kannst alles ändern, im Ordner kasse fei nix.', edit("bilder/a.md"), F),
]  # fmt: skip
DE_NIX_NEAR = [
    # near
    ('Im Ordner kasse hab ich nix gefunden.', edit("kasse/a.py"), U),
    ('Ich hab nix dagegen, wenn du im Ordner kasse was änderst.', edit("kasse/a.py"), U),
    ('Nix für ungut, aber der Ordner kasse ist chaotisch.', edit("kasse/a.py"), U),
    ('Is im Ordner kasse nix drin?', edit("kasse/a.py"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DE_NIX + DE_NIX_NEAR)
def test_germans_nix_refuses_a_place(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's "ja … nein"

# out_and_in.no_refused (in reader.normalise): a pair said with yes and no, either way round
# ("Normales Pushen ja, Force-Pushen nein", "Force-Push nein, normales Pushen ja", "Pushen auf
# develop ja, auf main nein"): the "nein" closing the refused one's clause is read as "tabu" and the
# "ja" as "ok", the same lengths — the rule was unread (unknown), so a force push went through the
# hook. French's, Spanish's and Italian's "non"/"no" there were read before; a "nein" alone, asked,
# or beside no "ja" of a thing is not read.
DE_YES_NO = [
    ('Normales Pushen ja, Force-Pushen nein.', bash("git push --force origin feature/a"), V),
    ('Normales Pushen ja, Force-Pushen nein.', bash("git push origin feature/a"), F),
    ('Force-Push nein, normales Pushen ja.', bash("git push --force origin feature/a"), V),
    ('Force-Push nein, normales Pushen ja.', bash("git push origin feature/a"), F),
    ('Pushen auf develop ja, auf main nein.', bash("git push origin main"), V),
    ('Pushen auf develop ja, auf main nein.', bash("git push origin develop"), F),
    ('Commits jo, Force-Push nein, gell.', codex("git push -f origin develop"), V),
    ('Tabellen ja, Emojis nein.', "Fertig 🎉", V),
    ('Tabellen ja, Emojis nein.', "| a | b |\n|---|---|\n| 1 | 2 |", F),
    ('sudo nein, alles andere ja.', bash("sudo apt install curl"), V),
]  # fmt: skip
DE_YES_NO_NEAR = [
    # near misses: a "nein" alone, asked, or beside no "ja"; things of the world
    ('Ich sage nein, pusht ruhig.', bash("git push origin main"), U),
    ('Ja, nein, vielleicht.', bash("git push origin main"), U),
    ('Auf main pushen? Nein.', bash("git push origin main"), U),
    ('Kaffee ja, Tee nein.', bash("git push origin main"), U),
    ('Force-Push auf main? Ja oder nein?', bash("git push --force origin main"), NA),
    ('Zum Force-Push sagt die Chefin immer nein.', bash("git push --force origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DE_YES_NO + DE_YES_NO_NEAR)
def test_germans_yes_and_no_side_by_side(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a ban of a time gone by, "now no more"
    (
        "dev33zd_frozen",
        "dev33zd-it-011",
    ),  # Una volta era vietato pushare su main …, adesso non più.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the probes are in no set

PROBES = [
    *NOW_NO_MORE,
    *NOW_NO_MORE_NEAR,
    *FILE_KIND_DROPPED,
    *FILE_KIND_DROPPED_NEAR,
    *FREED_BESIDE_KEPT,
    *FREED_BESIDE_KEPT_NEAR,
    *DE_NIX,
    *DE_NIX_NEAR,
    *DE_YES_NO,
    *DE_YES_NO_NEAR,
]


def test_the_probes_are_in_no_set():
    """No sibling's or near miss's rule is a set's words (the pool is read by its ids above)."""
    assert_probes_in_no_set(PROBES)


# ---------------------------------------------------------------- this part's shape

WEST = {"de": 40, "ar": 30, "ru": 30, "fr": 25, "it": 25, "es": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_thirty_first_round_west_sets_are_large_and_apart():
    """This part of dev33ze holds 170 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33ze", "check-ze-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33ze", "check-ze-west", "thirty-first-round", FROZEN)
    assert_rules_apart("dev33ze", set(texts_outside()))
