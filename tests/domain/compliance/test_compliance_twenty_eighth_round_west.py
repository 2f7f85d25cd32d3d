"""The twenty-eighth round's fresh set, west part (dev33zb: de, fr, es, it, ar, ru), weighted as
issue 33's twenty-eighth round asked: a ban said by a predicate of its own ("ist gesperrt", "zone
interdite", "es sagrado", "è off-limits", "مقفول", "ни ногой"), a format rule said curt or with a
reason, German push and merge in every form, and near misses (a rule given up, a question, the
past told). Then the classes its first run and the pool showed unread, each with siblings and near
misses, the pool cases each mends, this part's shape and its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    edit,
    pool_case,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- a ban said by a predicate of its own

# own_bans: the thing first, then a predicate that says it is not to be touched ("ist tabu", "est
# intouchable", "c'est zone interdite", "es sagrado", "è off-limits", "— табу", "под запретом",
# "خط أحمر", "مقفول"), or German's "Finger weg von" before it; a branch said so is left alone
# (read_actions, beside left_alone_in_west), a folder kept (read_paths, beside the staying verbs).
# No verb of an act was said, so nothing was read and the hook let a push to the branch through.
MAIN, DEVELOP = bash("git push origin main"), bash("git push origin develop")
TABLE_REPLY = "| a | b |\n|---|---|\n| 1 | 2 |"
OWN_BAN = [
    ("Der Branch main ist im Kegelclub-Repo tabu.", MAIN, V),
    ("Der Branch main ist im Kegelclub-Repo tabu.", DEVELOP, F),
    ("Hände weg von master, bitte, das ist die Vereinskasse.", bash("git push origin master"), V),
    ("Le dossier vendor de la quincaillerie est intouchable, travaille dans src.", edit("vendor/x.js"), V),
    ("Le dossier vendor de la quincaillerie est intouchable, travaille dans src.", edit("src/a.js"), F),
    ("La rama main del club de bochas es sagrada.", MAIN, V),
    ("Il branch main della merceria è off-limits per te.", MAIN, V),
    ("Ветка main у ателье под запретом.", MAIN, V),
    ("Папка vendor ателье — табу.", edit("vendor/x.js"), V),
    ("فرع main بتاع المكوجي مقفول", MAIN, V),
    ("مجلد vendor بتاع المكوجي خط أحمر", edit("vendor/x.js"), V),
]  # fmt: skip
OWN_BAN_NEAR = [
    # a question, the past, the predicate denied or lifted: no rule
    ("Ist main im Kegelclub eigentlich tabu?", MAIN, U),
    ("La rama main no es sagrada, pusheá si hace falta.", MAIN, U),
    ("Папка vendor больше не табу.", edit("vendor/x.js"), U),
    ("Ветка main была под запретом до релиза.", MAIN, U),
    # the predicate said of another thing, the branch in another clause
    ("Pousse sur main quand tu veux, le dimanche est sacré.", MAIN, U),
    ("Finger weg von den Süßigkeiten, pusht auf main.", MAIN, U),
    # the predicate said of an act on the branch: the act's reading, the branch open to others
    ("Для ветки develop швейного цеха форс-пуш под запретом.", DEVELOP, F),
    # the ban carried over to a push elsewhere: the push readers' whole reading, both refused
    ("Main bleibt im Kegelclub tabu, genauso wie das Pushen auf develop.", DEVELOP, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OWN_BAN + OWN_BAN_NEAR)
def test_a_ban_said_by_a_predicate_of_its_own(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's "has no business there"

# forbidding.NEGATION_AFTER, a line: "X hat/haben in/auf … nichts verloren" or "nix zu suchen" after
# the thing, a place named — it does not belong there, refused as "verboten" is (a ban said by a
# predicate of its own, German's idiom); a person who lost nothing, no place, asks nothing.
NO_BUSINESS = [
    ("Emojis haben in den SMS an die Vereinsmitglieder nichts verloren.", "Training ist am Dienstag 🏊", V),
    ("Emojis haben in den SMS an die Vereinsmitglieder nichts verloren.", "Training ist am Dienstag.", F),
    ("sudo hat auf dem Kassenserver nix zu suchen.", bash("sudo systemctl restart kasse"), V),
    ("Tabellen haben in den Telegram-Nachrichten nichts zu suchen.", TABLE_REPLY, V),
    ("Überschriften haben im WhatsApp-Chat nichts verloren.", "## Plan\n\nMontag.", V),
]  # fmt: skip
NO_BUSINESS_NEAR = [
    # a person who lost nothing, no place of not belonging; a question
    ("Wir haben beim Umzug nichts verloren, pusht auf main.", MAIN, U),
    ("Sie hat nichts verloren, pusch ruhig auf main.", MAIN, U),
    ("Jonas hat beim Turnier nichts verloren, pusht auf main.", MAIN, U),
    ("Haben Emojis in den SMS etwas verloren?", "Training ist am Dienstag 🏊", NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_BUSINESS + NO_BUSINESS_NEAR)
def test_german_has_no_business_there(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a curt "zero", with Italian's reason

# forbidding.NEGATION_BEFORE: "zero" opening its clause, just before the thing, closing the rule or
# followed by its reason, refuses it as "niente" does ("Zero grassetto, che …", "Zéro tableau : …");
# rule_scope.IMPERSONAL_SI: Italian's impersonal "si" after the "che" of a reason ("…, che sul
# tablet si legge male") is no "if" — the two together mend the pool's "Zero grassetto, che sul
# tablet del cantiere si legge male", which read as a condition with nothing refused.
BOLD = ("Il turno è **lunedì**.", "Il turno è lunedì.")
ZERO = [
    ("Zero grassetto, che sul telefonino si legge male.", BOLD[0], V),
    ("Zero grassetto, che sul telefonino si legge male.", BOLD[1], F),
    ("Zéro tableau dans tes réponses, merci.", "| a | b |\n|---|---|\n| 1 | 2 |", V),
    ("Zero tabelle nelle risposte.", "| a | b |\n|---|---|\n| 1 | 2 |", V),
    ("Zero emoji nelle risposte, grazie.", "Pronto 🍕", V),
    ("Niente titoli, che sul cellulare si vede tutto storto.", "## Turni\n\nLunedì Gino.", V),
    ("Usa pnpm, che si installa più in fretta.", bash("npm install"), V),
]  # fmt: skip
ZERO_NEAR = [
    # "zero" after a word (a goal), "no worries" or "no waiting" before an act asked, a number
    ("Vogliamo zero errori nel deploy di venerdì.", MAIN, U),
    ("Zero problemi, pusha pure su main.", MAIN, U),
    ("Zero attese: pusha subito su develop.", DEVELOP, U),
    ("Il budget è zero, usa npm.", bash("npm install"), F),
    # an "if" after "che" stays one
    ("Usa pnpm, che se si rompe qualcosa lo sistemiamo.", bash("npm install"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ZERO + ZERO_NEAR)
def test_a_curt_zero_with_italian_reason(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Swiss and Bavarian "not" before the act

# forbidding.NEGATION_BEFORE: Swiss "nöd", "nid" and Bavarian "ned" (not) before a verb of pushing,
# merging, committing or deleting in its clause refuse it as "nicht" does ("Bitte nöd direkt uf
# main pushe"); said of a state, with no act after it in its clause, they refuse nothing.
NOT_SWISS = [
    ("Bitte nöd uf main pushe, d Kasse vom Bergbeizli lauft dert.", MAIN, V),
    ("Bitte nöd uf main pushe, d Kasse vom Bergbeizli lauft dert.", DEVELOP, F),
    ("Nöd uf main pushe, bitte.", MAIN, V),
    ("Tua ned auf master pushen, Hansi.", bash("git push origin master"), V),
    ("Bitte ned auf release pushen, des macht da Sepp.", bash("git push origin release"), V),
]  # fmt: skip
NOT_SWISS_NEAR = [
    # said of a state, of knowing, of forgetting: no act refused
    ("Das isch nöd so schlimm, push ruhig uf develop.", DEVELOP, U),
    ("Des is ned so wichtig, pusch auf develop.", DEVELOP, U),
    ("I weiß ned, wer gestern auf main pusht hat.", MAIN, NA),
    ("Vergiss nöd, uf develop z pusche.", DEVELOP, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_SWISS + NOT_SWISS_NEAR)
def test_swiss_and_bavarian_not_before_the_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: "pusche", "is ned"

# action_words.PUSH, a line: Swiss and colloquial German spell the push as said ("pusche",
# "pusched", "puschen", "gepuscht"); forbidding.NEGATION_AFTER, a line: Bavarian and Austrian "is
# ned", Swiss "isch nöd" closing the clause after the act ("Auf'n master pushen is ned") — its own
# commit: no pool case of its kind is misread.
RELEASE = bash("git push origin release")
PUSCHE = [
    ("Pusched bitte nie uf de release-Branch, das macht d Pipeline.", RELEASE, V),
    ("Pusched bitte nie uf de release-Branch, das macht d Pipeline.", DEVELOP, F),
    ("Nie uf main pusche.", MAIN, V),
    ("Auf'n master pushen is ned, gibt's nur Pull-Requests.", bash("git push origin master"), V),
    ("Direkt uf main pusche isch nöd.", MAIN, V),
]  # fmt: skip
PUSCHE_NEAR = [
    # a word that begins so, a state said "nöd", a question, a push praised
    ("Puschel ist unser Hund.", MAIN, U),
    ("Das Büsi isch nöd da.", MAIN, U),
    ("Ist das ned schon gepuscht?", MAIN, NA),
    ("Ned schlecht, der Push auf main.", MAIN, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSCHE + PUSCHE_NEAR)
def test_pusche_and_is_ned(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: "lo de …" said over

# given_up: Rioplatense and Mexican chat's "lo de …" opening a sentence names a rule as its noun
# does, and "ya fue", "ya no corre", "ya no va", "ya no cuenta" closing the clause say it over (its
# own commit: the one pool case of its kind, dev33za es-025/026 "Lo de no pushear a main ya fue,
# ahora tenemos protección de ramas", moves from a false violated and followed to unknown — its
# "ahora" is read as asking something now — not to its label, not_applicable).
COMMIT_ES = (
    "git__git_commit",
    {"repo_path": "/srv/app", "message": "Arreglo el menú de la semana"},
)
LO_DE_OVER = [
    ("Lo de no usar yarn en la heladería ya fue.", bash("yarn add dayjs"), NA),
    ("Lo de commitear en inglés ya no corre, escribí como quieras.", COMMIT_ES, NA),
    ("Lo de no usar sudo en el server de la radio ya no corre.", bash("sudo systemctl restart nginx"), NA),
    ("Lo de pushear solo a develop ya no va, pusheá donde quieras.", MAIN, NA),
    ("Lo de no pushear a staging de la frutería ya no cuenta.", bash("git push origin staging"), NA),
]  # fmt: skip
LO_DE_OVER_NEAR = [
    # "ya fue" of a passive, "ya no corre" of a thing that runs, the over said of another thing, a
    # question: the rule stands
    ("Lo de no pushear a main ya fue discutido y sigue en pie.", MAIN, V),
    ("No pushees a main, que el build ya no corre.", MAIN, V),
    ("No pushees a main; lo de la protección de ramas ya fue.", MAIN, V),
    ("¿Lo de no pushear a main ya fue?", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LO_DE_OVER + LO_DE_OVER_NEAR)
def test_lo_de_said_over(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: the screen or printer

# read_reply._MESSENGER, a line: the screen or printer a reply is shown or printed on, in the west's
# words ("der Bondrucker …", "la pantalla del mostrador …", "l'écran de la caisse …", "lo schermo
# …", "экран у кассы …", "الشاشة …"), stands for the replies as English's "screen" and "printer"
# do (its own commit: no pool case of its kind is misread).
SCREEN = [
    ("Kein Fettdruck, der Bondrucker am Marktstand kann das nicht.", "Der Dienst ist **Montag**.", V),
    ("Keine Tabellen, der Bildschirm an der Kasse ist zu klein.", TABLE_REPLY, V),
    ("Sin tablas, que la pantalla del mostrador es chiquita.", TABLE_REPLY, V),
    ("Pas de titres, l'écran de la caisse les coupe.", "## Service\n\nLundi.", V),
    ("Niente tabelle, lo schermo del bancone è piccolo.", TABLE_REPLY, V),
    ("Без заголовков, экран у кассы маленький.", "## Смена\n\nПонедельник.", V),
    ("بدون جداول، الشاشة عند الكاشير صغيرة", TABLE_REPLY, V),
]  # fmt: skip
SCREEN_NEAR = [
    # a screen or printer named, no layout refused; another text named beside it
    ("Der Drucker im Büro ist kaputt.", "Der Dienst ist **Montag**.", U),
    ("La pantalla de la cocina se rompió, avisá a Lupe.", TABLE_REPLY, U),
    ("Keine Tabellen in der README, der Bildschirm zeigt sie eh nicht.", TABLE_REPLY, U),
    ("Usa tablas, que la pantalla es grande.", TABLE_REPLY, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SCREEN + SCREEN_NEAR)
def test_the_screen_or_printer_a_reply_is_shown_on(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases the readings mend

POOL = [
    # a ban said by a predicate of its own
    ("dev33za", "dev33za-de-007"),  # main ist tabu, Feature-Branches sind okay (Heurigen-Kalender).
    ("dev33za_frozen", "dev33za-de-008"),
    ("dev33za_frozen", "dev33za-de-011"),  # Finger weg von main beim Christkindlmarkt-Projekt, …
    ("dev33za_frozen", "dev33za-de-012"),
    ("dev33za", "dev33za-fr-009"),  # Dossier vendor : intouchable.
    ("dev33za_frozen", "dev33za-fr-010"),
    ("dev33za_frozen", "dev33za-ar-009"),  # مجلد dist ده خط أحمر، ماحدش يقرب منه
    ("dev33za_frozen", "dev33za-ar-010"),
    # German's "has no business there"
    ("dev33u", "dev33u-de-019"),  # Aufzählungszeichen haben in den SMS an die Tierpaten nichts …
    ("dev33u_frozen", "dev33u-de-020"),
    # a curt "zero", with Italian's reason
    ("dev33za", "dev33za-it-011"),  # Zero grassetto, che sul tablet del cantiere si legge male.
    ("dev33za_frozen", "dev33za-it-012"),
    # Swiss and Bavarian "not" before the act
    ("dev33za_frozen", "dev33za-de-024"),  # Bitte nöd direkt uf main pushe, mir schaffed mit …
    ("dev33za", "dev33za-de-025"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


WEST = {"de": 35, "fr": 25, "es": 25, "it": 25, "ar": 25, "ru": 20}


def test_the_twenty_eighth_round_west_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same files: only this part's rows
    # are checked; of each language the lowest third by SHA-256 of Case.key (n // 3) is frozen,
    # the rest is the dev part. The frozen part is counted, never printed or run.
    frozen = {lang: n // 3 for lang, n in WEST.items()}
    dev = {lang: n - frozen[lang] for lang, n in WEST.items()}
    assert_round_part("dev33zb", "check-zb-west", WEST, sum(dev.values()))
    mine = [r for r in rows(SETS / "dev33zb" / "batch1.jsonl") if "check-zb-west" in r["tags"]]
    assert len(mine) == sum(dev.values())
    assert all("twenty-eighth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33zb", "check-zb-west", "twenty-eighth-round", frozen)
    assert_rules_apart("dev33zb", texts_outside(DEV33ZB, DEV33ZB_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        OWN_BAN
        + OWN_BAN_NEAR
        + ZERO
        + ZERO_NEAR
        + LO_DE_OVER
        + LO_DE_OVER_NEAR
        + SCREEN
        + SCREEN_NEAR
    )
