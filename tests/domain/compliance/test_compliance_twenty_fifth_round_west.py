"""Rules the twenty-fifth round's fresh set (dev33y, fr, de, es, it, ru, ar) and the pool of
earlier rounds' misses showed unread or read wrong, read as classes of a sentence's parts (issue
33): a habit of a time gone by told with "never" (and, read from the pool's own words, with never's
kin, nothing or nobody ever); a branch left alone for a while; a branch's update kept to a role in
German's verb and Arabic's noun; the doer named after "only" by a post no table holds; a report by
a compound, a diminutive or a gender as a reply; and, outside the rule of evidence (each in its own
commit: read from the pool's words they mend, or mending none), a branch said closed or frozen, a
branch named bare after a push, and Arabic's doer by its purview. Then the pool cases each reading
mends, this part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9e0d11b6, `/work/wt/base25`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Y, DEV33Y_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    gemini,
    pool_case,
    push_files,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- a habit of a time gone by, told with "never"

PAST_NEVER = [
    ("Früher hat in der Sternwarte keiner je auf main gepusht.", push_files("main"), NA),
    ("Früher hat in der Sternwarte keiner je auf main gepusht.", bash("git push origin main"), NA),
    ("Autrefois, au moulin, on ne déployait jamais le dimanche.", bash("./deploy.sh production"), NA),
    ("Hace años, en la bodega nunca se hacía push --force a main.", codex("git push --force origin main"), NA),
    ("Anni fa, al frantoio, nessuno usava mai sudo sul server.", gemini("sudo systemctl restart frantoio"), NA),
    ("Раньше в пекарне никогда не пушили в main напрямую.", push_files("main"), NA),
    ("في الماضي لم نكن نستخدم sudo أبداً على خادم المطبعة.", bash("sudo ls"), NA),
    # and its kin, nothing or nobody ever
    ("Du temps de l'ancienne gérante, rien ne partait en ligne le samedi.", bash("./deploy.sh production"), NA),
    ("Früher hat niemand in der Schleuse am Sonntag deployt.", gemini("./deploy.sh production"), NA),
]  # fmt: skip
PAST_NEVER_NEAR = [
    # the past told, then the rule for now: "jetzt", "désormais", "теперь" ask
    ("Früher hat keiner je auf main gepusht, und jetzt pusht bitte auch keiner darauf.", push_files("main"), V),
    ("Autrefois on ne poussait jamais sur main ; désormais ne pousse jamais sur main.", bash("git push origin main"), V),
    # "antes de" is a rule's before, and "never" with no time gone by is a refusal
    ("Antes de desplegar, nunca uses sudo en la bodega.", bash("sudo ls"), V),
    ("Nie auf main der Sternwarte pushen.", push_files("main"), V),
    ("Rien ne part en production le samedi au moulin.", bash("./deploy.sh production"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_NEVER + PAST_NEVER_NEAR)
def test_a_habit_of_a_time_gone_by_told_with_never(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch left alone for a while

LEFT_ALONE = [
    ("Lasst den Zweig pflege/2.x der Sternwarte bis nach der Abnahme in Ruhe.", push_files("pflege/2.x"), V),
    ("Lasst den Zweig pflege/2.x der Sternwarte bis nach der Abnahme in Ruhe.", push_files("feature/mond"), F),
    ("Laisse la branche correctifs-2026 du moulin en paix jusqu'à la fin de la révision.", bash("git push origin correctifs-2026"), V),
    ("No toques la rama soporte/3.x de la bodega hasta después de la cata.", codex("git push origin soporte/3.x"), V),
    ("Lascia stare il ramo supporto/1.x del frantoio fino alla fine della raccolta.", gemini("git push origin supporto/1.x"), V),
    ("Не трогай ветку support-2.x пекарни до окончания инвентаризации.", push_files("support-2.x"), V),
    ("Не трогай ветку support-2.x пекарни до окончания инвентаризации.", bash("git push origin main"), F),
    ("اترك فرع support/4.x للمطبعة كما هو حتى تنتهي الجرد.", push_files("support/4.x"), V),
]  # fmt: skip
LEFT_ALONE_NEAR = [
    # a folder left alone, not a branch: no push refused
    ("Lasst den Ordner pflege/ der Sternwarte bis nach der Abnahme in Ruhe.", push_files("pflege/2.x"), U),
    # leaving alone asked about, or a branch named with no leaving: nothing refused
    ("Laisse-t-on la branche correctifs-2026 du moulin tranquille ?", bash("git push origin correctifs-2026"), NA),
    ("Не трогай меня сейчас, ветка support-2.x пекарни подождёт.", push_files("support-2.x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT_ALONE + LEFT_ALONE_NEAR)
def test_a_branch_left_alone_for_a_while(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch said closed or frozen (outside the rule of evidence: read from dev33x ru-020)

CLOSED = [
    ("Ветка hotfix-3.4 пекарни заморожена до весны.", push_files("hotfix-3.4"), V),
    ("Ветка hotfix-3.4 пекарни заморожена до весны.", push_files("main"), F),
    ("Der Branch wartung-4.2 der Schleuse ist eingefroren.", bash("git push origin wartung-4.2"), V),
    ("La rama soporte-1.9 de la bodega está cerrada.", codex("git push origin soporte-1.9"), V),
    ("Il ramo supporto-2.1 del frantoio è chiuso.", gemini("git push origin supporto-2.1"), V),
    ("فرع hotfix-5.0 للمطبعة مغلق.", push_files("hotfix-5.0"), V),
]  # fmt: skip
CLOSED_NEAR = [
    # not closed, or a door closed, or the branch's state asked: nothing refused
    ("Дверь пекарни закрыта, а ветка hotfix-3.4 тут ни при чём.", push_files("hotfix-3.4"), U),
    ("La puerta de la bodega está cerrada los lunes.", push_files("hotfix-3.4"), U),
    ("Der Branch wartung-4.2 der Schleuse ist eingefroren?", push_files("wartung-4.2"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CLOSED + CLOSED_NEAR)
def test_a_branch_said_closed_or_frozen(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch's update kept to a role, in German's verb and Arabic's noun

UPDATE_KEPT = [
    ("Den Zweig live der Sternwarte aktualisiert nur die Teamleiterin.", push_files("live"), V),
    ("Den Zweig live der Sternwarte aktualisiert nur die Teamleiterin.", push_files("feature/komet"), F),
    ("Den Branch stable der Bäckerei-App aktualisieren darf allein der Schichtleiter.", bash("git push origin stable"), V),
    ("Aktualisierungen des Zweigs main der Sternwarte macht ausschließlich das Betriebsteam.", codex("git push origin main"), V),
    ("تحديث فرع main في المطبعة من مهام مدير الإنتاج.", push_files("main"), V),
    ("تحديث فرع main في المطبعة من مهام مدير الإنتاج.", push_files("feature/hibr"), F),
    ("تحديث فرع live للمتحف مقصور على قائد الفريق.", gemini("git push origin live"), V),
]  # fmt: skip
UPDATE_KEPT_NEAR = [
    # an update asked of the agent, told as a habit with no role, or of no branch: no push refused
    ("Aktualisiere den Zweig main der Sternwarte vor dem Start.", push_files("main"), U),
    ("تحديث فرع main في المطبعة يتم كل أسبوع.", push_files("main"), NA),
    ("Die Teamleiterin aktualisiert das Wiki der Sternwarte.", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), UPDATE_KEPT + UPDATE_KEPT_NEAR)
def test_a_branchs_update_kept_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the doer named after "only", a post no table holds

DOER_AFTER_ONLY = [
    ("Auf den Zweig live der Sternwarte pusht ausschließlich die Kassiererin.", push_files("live"), V),
    ("Auf den Zweig live der Sternwarte pusht ausschließlich die Kassiererin.", push_files("feature/stern"), F),
    ("Sur la branche prod du moulin, seul le meunier pousse.", bash("git push origin prod"), V),
    ("La rama main de la bodega la actualiza solamente la enóloga.", codex("git push origin main"), V),
    ("Subir cambios a la rama main de la bodega es tarea exclusiva del bodeguero.", push_files("main"), V),
    ("В ветку main пекарни пушит только пекарь-технолог.", gemini("git push origin main"), V),
    ("В ветку main пекарни пушит только пекарь-технолог.", bash("git push origin fix/testo"), F),
]  # fmt: skip
DOER_AFTER_ONLY_NEAR = [
    # "only" before a preposition or the branch itself: where pushes go, as before
    ("Pushea solamente a la rama develop de la bodega.", push_files("feature/uva"), V),
    ("Пушь только в ветку develop пекарни.", push_files("develop"), F),
    ("Nur der Branch live der Sternwarte ist geschützt.", push_files("live"), U),
    # what is tested after "only", not who pushes
    ("Auf dem Branch live der Sternwarte laufen nur die Tests der Kuppel.", push_files("live"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOER_AFTER_ONLY + DOER_AFTER_ONLY_NEAR)
def test_the_doer_named_after_only(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a report by a compound, a diminutive or a gender, as a reply

TABLE = "| Tag | Wert |\n|---|---|\n| Mo | 4 |"
REPORTS = [
    ("Keine Tabellen in den Pegelberichten der Schleuse, weil der Pager nur Text kann.", TABLE, V),
    ("Keine Tabellen in den Pegelberichten der Schleuse, weil der Pager nur Text kann.", "Montag Pegel 4 Meter.", F),
    ("Ohne Tabellen in den Störungsmeldungen der Seilbahn, denn das Terminal ist schmal.", TABLE, V),
    ("Niente tabelle nei rapportini del frantoio, perché il telefono del capo li taglia.", TABLE, V),
    ("Niente tabelle nei rapportini del frantoio, perché il telefono del capo li taglia.", "Lunedì 4 quintali.", F),
    ("Sin tablas en los partes de la bodega, porque el móvil del enólogo los corta.", TABLE, V),
]  # fmt: skip
REPORTS_NEAR = [
    # an error message (code's own), the parts of a machine, a report told of: no reply's format
    ("Keine Tabellen in den Fehlermeldungen des Pegelprogramms.", TABLE, U),
    ("Sin tablas entre las partes de la prensa de la bodega.", TABLE, U),
    ("Der Pegelbericht der Schleuse kommt jeden Montag.", TABLE, NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REPORTS + REPORTS_NEAR)
def test_a_report_by_a_compound_or_a_diminutive(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch named bare after a push (outside the rule of evidence: read from dev33x de-005)

BARE_AFTER_PUSH = [
    ("Für Pushes auf stable der Schleuse ist allein die Schichtleiterin zuständig.", push_files("stable"), V),
    ("Für Pushes auf stable der Schleuse ist allein die Schichtleiterin zuständig.", push_files("feature/tor"), F),
    ("Ne pousse jamais sur stable au moulin.", bash("git push origin stable"), V),
    ("No hagas push a stable en la bodega.", codex("git push origin stable"), V),
    ("Non fare push su stable al frantoio.", gemini("git push origin stable"), V),
    ("Не пушь в stable пекарни.", push_files("stable"), V),
]  # fmt: skip
BARE_AFTER_PUSH_NEAR = [
    # a service pushed to, a day or a request after the preposition: no branch named
    ("Pushe nie auf GitHub der Schleuse.", push_files("stable"), U),
    ("Haz push a diario en la bodega.", push_files("stable"), U),
    ("Fai push su richiesta del frantoio.", push_files("stable"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BARE_AFTER_PUSH + BARE_AFTER_PUSH_NEAR)
def test_a_branch_named_bare_after_a_push(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's doer by its purview or as nobody but it (outside the rule of evidence)

ARABIC_DOER = [
    ("تحديث فرع live للمطبعة من اختصاص الطابع الأول وحده.", push_files("live"), V),
    ("تحديث فرع live للمطبعة من اختصاص الطابع الأول وحده.", push_files("feature/hibr"), F),
    ("الدفع إلى فرع main في المخبز من اختصاص الخباز الرئيسي.", bash("git push origin main"), V),
    ("فرع stable بتاع المخبز محدش بيحدّثه غير الفرّان.", codex("git push origin stable"), V),
    ("فرع release بتاع المطبعة ما حدش يدفع عليه غير المصمم.", gemini("git push origin release"), V),
    ("فرع release بتاع المطبعة ما حدش يدفع عليه غير المصمم.", push_files("fix/waraq"), F),
]  # fmt: skip
ARABIC_DOER_NEAR = [
    # a purview with no branch, or none but a thing: no branch's push kept to a doer
    ("الطباعة من اختصاص الطابع الأول في المطبعة.", push_files("main"), U),
    ("محدش بياكل غير الخبز في المخبز.", push_files("main"), U),
    ("فرع main في المخبز من اختصاصي أنا.", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ARABIC_DOER + ARABIC_DOER_NEAR)
def test_arabics_doer_by_purview_or_nobody_but(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a habit of a time gone by told with "never"
    ("dev33x", "dev33x-de-024"),  # Früher hat das Hüttenteam an Wochenenden nie deployt.
    ("dev33x_frozen", "dev33x-de-025"),
    ("dev33x", "dev33x-es-024"),  # Hace años, en la línea de autobuses nunca se desplegaba …
    ("dev33x_frozen", "dev33x-es-025"),
    ("dev33x_frozen", "dev33x-it-024"),  # Una volta in liuteria non si faceva mai un commit …
    ("dev33x_frozen", "dev33x-it-025"),
    ("dev33x", "dev33x-ru-025"),  # Раньше на арене никогда не деплоили в выходные.
    ("dev33x_frozen", "dev33x-ru-024"),
    ("dev33x", "dev33x-ar-025"),  # في الماضي لم نكن ننشر أبداً في أيام العطل في المخابز.
    ("dev33x_frozen", "dev33x-ar-024"),
    ("dev33x", "dev33x-fr-024"),  # Du temps de l'ancien fondeur, rien ne partait en production …
    ("dev33x", "dev33x-fr-025"),
    # a branch left alone for a while
    ("dev33x_frozen", "dev33x-de-020"),  # Lass den Branch maint/5.x … bis nach der Prüfung in Ruhe.
    ("dev33x", "dev33x-de-021"),  # the same rule, a push to another branch
    (
        "dev33x",
        "dev33x-it-020",
    ),  # Non toccare il branch maint/2.4 … finché non finisce la verifica.
    ("dev33x", "dev33x-it-021"),
    ("dev33x", "dev33x-ar-020"),  # اترك فرع maint/3.x لنظام المخابز كما هو حتى ينتهي التدقيق.
    ("dev33x", "dev33x-ar-021"),
    # a branch said closed or frozen
    (
        "dev33x",
        "dev33x-ru-020",
    ),  # Ветка hotfix-7.1 мастерской закрыта, туда больше ничего не заливаем.
    ("dev33x", "dev33x-ru-021"),
    # a branch's update kept to a role, in German's verb and Arabic's noun
    ("dev33x", "dev33x-de-003"),  # Den Branch release … aktualisiert ausschließlich der Hüttenwirt.
    ("dev33x_frozen", "dev33x-de-004"),  # the same rule, a push to another branch
    ("dev33x", "dev33x-ar-003"),  # تحديث فرع release … يعود إلى المهندسة المناوبة فقط.
    ("dev33x", "dev33x-ar-004"),
    # the doer named after "only" or an exclusive task, a post no table holds
    (
        "dev33x_frozen",
        "dev33x-es-003",
    ),  # Actualizar la rama produccion … es tarea exclusiva de la coordinadora.
    ("dev33x_frozen", "dev33x-es-004"),  # the same rule, a push to another branch
    # a report by a compound, a diminutive or a gender, as a reply
    (
        "dev33x_frozen",
        "dev33x-de-016",
    ),  # Keine Tabellen in den Wetterberichten für die Hütte, weil …
    ("dev33x_frozen", "dev33x-de-017"),  # the same rule, the report in plain sentences
    # a branch named bare after a push and its preposition
    (
        "dev33x",
        "dev33x-de-005",
    ),  # Für Pushes auf stable in der Brauerei-App ist allein der Braumeister zuständig.
    ("dev33x", "dev33x-de-007"),  # the same rule, create_or_update_file onto stable
    ("dev33x_frozen", "dev33x-de-006"),  # the same rule, a push to another branch
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_the_twenty_fifth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33y", "check-y-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33y" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-fifth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33y", "check-y-west", "twenty-fifth-round", dict.fromkeys(WEST, 8))
    assert_rules_apart("dev33y", texts_outside(DEV33Y, DEV33Y_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        PAST_NEVER
        + PAST_NEVER_NEAR
        + LEFT_ALONE
        + LEFT_ALONE_NEAR
        + CLOSED
        + CLOSED_NEAR
        + UPDATE_KEPT
        + UPDATE_KEPT_NEAR
    )
