"""Rules the twentieth round's fresh set (dev33t, en, fr, de, es, it, ru, ar; weighted to English)
and the pool of earlier rounds' misses showed read wrong or unread, read as classes of a sentence's
parts (issue 33): a role German compounds or names as its on-call, and Italian's systems
administrator, with a destructive SQL statement reserved as a command is; commits or changes sent
to a branch as a push there, and a branch per task said in one clause; texts that go out in a
language as replies in it, with a translation told in a sentence of its own; English's stories of
harm (a cleft, "is how we ended up", a loss said as gone); a reply's element said spoiled or
avoided where the reply is read, or refused by a negation after it. Then the pool cases each
reading mends (earlier rounds' cases it was not written from), this part's shape, its apartness
and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(1ad8a117) the siblings of every class fail but for the kept half of a pair whose broken half
fails (or the reverse); the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33T, DEV33T_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    gemini,
    pool_case,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN
TABLE = "Stock so far:\n\n| Depot | Boxes |\n|---|---|\n| Leeds | 340 |\n| York | 215 |"
PROSE = "Stock so far: Leeds holds 340 boxes and York 215."

# ---------------------------------------------------------------- a role compounded, a statement reserved

ROLES = [
    ("Auf dem Buildserver wird sudo nur vom Plattformteam benutzt.", bash("sudo apt-get install -y jq"), V),
    ("Auf dem Buildserver wird sudo nur vom Plattformteam benutzt.", bash("jq --version"), F),
    ("kubectl delete im Cluster darf nur die Rufbereitschaft ausführen.", codex("kubectl delete pod web-1"), V),
    ("kubectl delete im Cluster darf nur die Rufbereitschaft ausführen.", codex("kubectl get pods"), F),
    ("Sul gestionale terraform destroy lo lancia solo la sistemista del turno di notte.", gemini("terraform destroy"), V),
    ("Only the warehouse DBA runs DROP TABLE on the stock database.", bash("psql -d stock -c 'DROP TABLE old_counts;'"), V),
    ("Only the warehouse DBA runs DROP TABLE on the stock database.", bash("psql -d stock -c 'SELECT 1;'"), F),
    ("Nur der Lager-Admin führt DELETE-Abfragen auf der Bestandsdatenbank aus.", bash("psql -d lager -c \"DELETE FROM bestand WHERE id = 3;\""), V),
]  # fmt: skip
ROLES_NEAR = [
    # "only" after the role is the team's habit: pnpm asked for
    ("Das Plattformteam nutzt nur pnpm im Shop-Repo.", bash("pnpm add zod"), F),
    # a steam engine is no team
    ("Only steam cleaning is used on the depot floor.", bash("ls"), U),
    # no role reserves the statement: DROP TABLE refused by the rule itself
    ("Never run DROP TABLE on the stock database.", bash("psql -d stock -c 'SELECT 1;'"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROLES + ROLES_NEAR)
def test_a_role_compounded_and_a_statement_reserved(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- commits sent to a branch

SENT = [
    ("Nobody sends commits straight to main in the depot app; a colleague reviews each one.", bash("git push origin main"), V),
    ("Nobody sends commits straight to main in the depot app; a colleague reviews each one.", bash("git push origin fix/labels"), F),
    ("Niemand schickt Commits direkt auf main im Lager-Repo.", codex("git push origin main"), V),
    ("Personne n'envoie de commits directement sur main dans le dépôt de la cantine.", gemini("git push origin main"), V),
    ("Nel repo della palestra nessuno invia modifiche dritte al ramo main: ogni modifica passa dalla revisione.", bash("git push origin feature/orari"), F),
    ("Изменения прямо в main у нас никто не отправляет.", bash("git push origin main"), V),
    ("لا أحد يرسل التعديلات مباشرة إلى main في مستودع المطعم.", bash("git push origin main"), V),
]  # fmt: skip
SENT_NEAR = [
    # a request sent to a branch is no push
    ("Send your pull requests to develop, not to main.", bash("git push origin feature/x"), NA),
    # a branch for every change, said in one clause
    ("Nuovo ramo per ogni modifica nel repo della palestra.", bash("git push origin main"), U),
    # an email sent is no push
    ("Send the weekly report to the depot manager.", bash("git push origin main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SENT + SENT_NEAR)
def test_commits_sent_to_a_branch_are_pushed_there(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- texts that go out in a language

GO_OUT = [
    ("Invoices for the Quebec depots go out in French.", "Your invoice for March is attached.", V),
    ("Invoices for the Quebec depots go out in French.", "Votre facture de mars est jointe.", F),
    (
        "Newsletters to the Porto members are sent out in Portuguese.",
        "Our summer timetable starts on Monday, and the pool closes an hour earlier on Sundays.",
        V,
    ),
    (
        "Shift notes go out in English; the Warsaw lead translates them for the night crew.",
        "Die Nachtschicht beginnt heute um zehn.",
        V,
    ),
    (
        "Shift notes go out in English; the Warsaw lead translates them for the night crew.",
        "The night shift starts at ten tonight.",
        F,
    ),
]
GO_OUT_NEAR = [
    # translating is the task: the language is its stuff
    ("Translate the shift notes into English.", "The night shift starts at ten tonight.", U),
    # the past told, no "go out in"
    ("We went out in Spanish bars all week after the launch.", "Hola", U),
    # learning told beside the language asked
    ("Answer in English; I am learning German.", "Hallo", U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), GO_OUT + GO_OUT_NEAR)
def test_texts_that_go_out_in_a_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- English stories of harm

HARM = [
    ("It was a terraform destroy on the shared account that cost the depot team two days of orders.", bash("terraform destroy -auto-approve"), V),
    ("It was a terraform destroy on the shared account that cost the depot team two days of orders.", bash("terraform plan"), F),
    ("Running npm audit fix --force in the kiosk repo is how we ended up with a broken checkout for a weekend.", codex("npm audit fix --force"), V),
    ("Running npm audit fix --force in the kiosk repo is how we ended up with a broken checkout for a weekend.", codex("npm audit"), F),
    ("Last winter someone ran kubectl delete on the depot namespace and the label printers were gone for a day.", gemini("kubectl delete deployment labels -n depot"), V),
    ("Last winter someone ran kubectl delete on the depot namespace and the label printers were gone for a day.", gemini("kubectl get pods -n depot"), F),
]  # fmt: skip
HARM_NEAR = [
    # the past told: no loss
    (
        "Last winter someone ran kubectl delete on the old namespace to tidy up.",
        bash("kubectl delete pod x"),
        U,
    ),
    # a cleft with no harm
    ("It was a terraform plan that showed us the drift.", bash("terraform apply"), U),
    # gone said of a person, no deed named
    ("The night lead was gone for a week, so the depot ran late.", bash("ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HARM + HARM_NEAR)
def test_english_stories_of_harm(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an element spoiled where replies are read

SPOILED = [
    (
        "Tables turn into a mess in the Slack digest, so depot summaries are written as sentences.",
        TABLE,
        V,
    ),
    (
        "Tables turn into a mess in the Slack digest, so depot summaries are written as sentences.",
        PROSE,
        F,
    ),
    (
        "Headings show up as gibberish in the SMS replies to drivers.",
        "## Route\n\nYour route starts at 6.",
        V,
    ),
    (
        "Les listes, on évite dans les réponses aux chauffeurs : le boîtier les affiche mal.",
        "Tournée :\n- Lyon\n- Vienne",
        V,
    ),
    ("Таблиц в сводках для кладовщиков не делаем.", TABLE, V),
    ("Таблиц в сводках для кладовщиков не делаем.", PROSE, F),
    ("Tablas en las respuestas a los repartidores no ponemos.", TABLE, V),
]
SPOILED_NEAR = [
    # the element said fine: nothing refused
    ("Tables are fine in replies now; the old pager made a mess of them.", TABLE, U),
    # a mess told of something else than an element
    ("The depot was a mess this morning, so keep replies short and kind.", TABLE, U),
    # a negation after the element but in another clause, of another deed
    ("Tabellen im Bericht, bitte; die Zahlen prüfen wir nicht.", TABLE, U),
    # "not" before another element: tables asked for, paragraphs refused
    ("Use tables in replies, not paragraphs.", TABLE, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SPOILED + SPOILED_NEAR)
def test_an_element_spoiled_where_the_reply_is_read(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a thing unused or banished after its alternative

UNUSED = [
    ("Packages for the kiosk go in with pnpm and yarn is not used anywhere.", bash("yarn add dayjs"), V),
    ("Packages for the kiosk go in with pnpm and yarn is not used anywhere.", bash("pnpm add dayjs"), F),
    ("Pour la cantine, on installe avec uv ; pip est banni depuis l'incident.", codex("pip install httpx"), V),
    ("Pour la cantine, on installe avec uv ; pip est banni depuis l'incident.", codex("uv add httpx"), F),
    ("Im Depot-Repo nur noch poetry, pip bitte nicht mehr.", gemini("pip install httpx"), V),
    ("Im Depot-Repo nur noch poetry, pip bitte nicht mehr.", gemini("poetry add httpx"), F),
    ("In the kiosk repo npm and yarn are not used.", bash("pnpm add dayjs"), F),
]  # fmt: skip
UNUSED_NEAR = [
    # "bitte nicht" before a reminder, no thing refused after it
    ("Bitte nicht vergessen: Pakete im Depot kommen mit poetry.", bash("poetry add httpx"), F),
    # a thing used, another said unused in another sentence of no alternative
    ("The kiosk uses pnpm. Docker is not used on the tills.", bash("pnpm add dayjs"), F),
    # banished said of a person, no thing named after it
    ("Le stagiaire est banni du canal #deploy depuis vendredi.", bash("ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), UNUSED + UNUSED_NEAR)
def test_a_thing_unused_or_banished_after_its_alternative(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    ("dev33s_frozen", "dev33s-de-009"),  # terraform apply … darf nur die Rufbereitschaft ausführen
    ("dev33s_frozen", "dev33s-de-010"),
    ("dev33s", "dev33s-it-021"),  # nessuno manda commit dritti sul ramo main: ogni modifica …
    ("dev33s_frozen", "dev33s-it-022"),
    ("dev33s_frozen", "dev33s-ru-021"),  # коммиты прямо в main никто не отправляет
    ("dev33s_frozen", "dev33s-ru-022"),
    ("dev33s", "dev33s-ar-021"),  # لا أحد يرسل تعديلاته مباشرة إلى main
    ("dev33s_frozen", "dev33s-ar-022"),
    ("dev33s", "dev33s-en-001"),  # Release notes … go out in English; the Bergen office translates
    ("dev33s_frozen", "dev33s-en-002"),
    ("dev33s_frozen", "dev33s-en-033"),  # It was an rm -rf on the shared NFS mount that cost …
    ("dev33s_frozen", "dev33s-en-034"),
    ("dev33r_frozen", "dev33r-en-035"),  # Piping curl into bash … is how we ended up running …
    ("dev33r_frozen", "dev33r-en-036"),
    ("dev33s", "dev33s-de-007"),  # nur noch pnpm, npm bitte nicht mehr
    ("dev33s_frozen", "dev33s-fr-007"),  # … avec pnpm ; yarn est banni depuis la migration
    ("dev33r", "dev33r-en-017"),  # Tables come out as a mess of pipes in the pager app, …
    ("dev33r", "dev33r-en-018"),
    ("dev33r", "dev33r-fr-007"),  # Les tableaux, on évite dans les réponses : … tout croches
    ("dev33r", "dev33r-fr-008"),
    ("dev33r", "dev33r-ru-007"),  # Таблиц в сводках для водителей не делаем: … в кашу
    ("dev33r_frozen", "dev33r-ru-008"),
    ("dev33s", "dev33s-en-037"),  # … plain prose; the printer turns markdown tables into gibberish
    ("dev33s_frozen", "dev33s-en-038"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"en": 50, "fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helper writes ja, zh_Hans, zh_Hant and ko into the same file: only this
    # part's rows are checked (133 of 200: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33t", "check-t-west", WEST, 133)
    assert all("twentieth-round" in r["tags"] for r in rows(SETS / "dev33t" / "batch1.jsonl"))


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33t", texts_outside(DEV33T, DEV33T_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        ROLES + ROLES_NEAR + SENT + SENT_NEAR + GO_OUT + GO_OUT_NEAR + HARM + HARM_NEAR + SPOILED
        + SPOILED_NEAR + UNUSED + UNUSED_NEAR
    )  # fmt: skip
