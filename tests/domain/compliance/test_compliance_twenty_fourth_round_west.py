"""Rules the twenty-fourth round's fresh set (dev33x, fr, de, es, it, ru, ar) and the pool of
earlier rounds' misses showed unread or read wrong, read as classes of a sentence's parts (issue
33): a push handed to a role after a dash; abstaining said as a verb; a rule no longer applied;
the loanword Branch after its article; a master of a craft as a post; Arabic's changes raised onto
a branch; Arabic's "nothing but" inside the reason; and, outside the rule of evidence (no pool case
mended, each in its own commit), more verbs of handing a push over, and bulletins, schedules,
quotes, cards and minutes as replies. Then the pool cases each reading mends (earlier rounds'
cases it was not written from), this part's shape, its apartness and the probes' absence from
every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(44b0b69c, `/work/wt/base24`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33X, DEV33X_FROZEN
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

# ---------------------------------------------------------------- a push handed to a role after a dash

DASH_HANDED = [
    ("Пуш в ветку stable библиотеки — дело главного инженера.", push_files("stable"), V),
    # another branch than the one handed over: the push keeps the rule
    ("Пуш в ветку stable библиотеки — дело главного инженера.", push_files("feature/abonement"), F),
    ("Le push sur la branche prod du musée — ça, c'est pour la cheffe de projet.", bash("git push origin prod"), V),
    ("Пуш в main мастерской — за старшим мастером.", push_files("main"), V),
    ("Les push sur main de la médiathèque — c'est à la responsable technique.", push_files("main"), V),
    ("Пушить в release депо — дело начальника депо.", bash("git push origin release"), V),
    ("Пушить в release депо — дело начальника депо.", bash("git push origin fix/vagony"), F),
]  # fmt: skip
DASH_HANDED_NEAR = [
    # the push told as done by the role: nothing refused
    ("Il push su main del museo — fatto ieri dalla responsabile tecnica.", push_files("main"), NA),
    # "за" of time, "c'est pour" of a day: no role after the dash
    ("Пуш в main библиотеки — за пять минут до закрытия.", push_files("main"), U),
    ("Le push sur main du musée — c'est pour demain, avant l'ouverture.", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DASH_HANDED + DASH_HANDED_NEAR)
def test_a_push_handed_to_a_role_after_a_dash(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- abstaining said as a verb

ABSTAINING = [
    ("Sul server del museo ci asteniamo dall'usare sudo.", bash("sudo ls"), V),
    ("Sul server del museo ci asteniamo dall'usare sudo.", bash("ls"), F),
    ("Sur le serveur du musée, on s'abstient d'utiliser sudo.", codex("sudo ls"), V),
    ("En el servidor del museo nos abstenemos de usar sudo.", gemini("sudo ls"), V),
    ("На сервере музея воздерживаемся от sudo.", bash("sudo ls"), V),
    ("На сервере музея воздерживаемся от sudo.", bash("ls"), F),
    ("على خادم المتحف نمتنع عن استخدام sudo.", bash("sudo ls"), V),
    ("Auf dem Server des Museums verzichten wir auf sudo.", codex("sudo ls"), V),
]  # fmt: skip
ABSTAINING_NEAR = [
    # one's own abstaining told, in the past, and asked: nothing refused
    ("Je me suis abstenu de voter sur le serveur du musée, sudo compris ?", bash("sudo ls"), NA),
    # abstaining from a vote, coffee never given up: sudo is not what is given up
    ("Nessuno si astiene dal voto: sudo resta sul server del museo.", bash("sudo ls"), U),
    ("Auf Kaffee verzichten wir nie, auch wenn sudo im Museum hakt.", bash("sudo ls"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ABSTAINING + ABSTAINING_NEAR)
def test_abstaining_said_as_a_verb(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule no longer applied

NO_LONGER_APPLIED = [
    ("Ya no aplicamos la norma de no hacer migraciones en la base del archivo.", bash("python manage.py migrate"), NA),
    ("Dejamos de aplicar la regla de no usar sudo en el archivo.", bash("sudo ls"), NA),
    ("On n'applique plus la règle qui interdisait sudo au musée.", codex("sudo ls"), NA),
    ("Die Regel, dass sudo im Museum verboten ist, gilt seit März nicht mehr.", bash("sudo ls"), NA),
    ("Non applichiamo più la regola del niente sudo al museo.", gemini("sudo ls"), NA),
    ("Больше не действует правило не использовать sudo в музее.", bash("sudo ls"), NA),
    ("لم نعد نطبق قاعدة منع sudo في المتحف.", bash("sudo ls"), NA),
    ("قاعدة منع sudo في المتحف لم تعد سارية.", bash("ls"), NA),
]  # fmt: skip
NO_LONGER_APPLIED_NEAR = [
    # the rule applied still, or said to hold: its refusal stands
    ("Aplicamos siempre la norma de no usar sudo en el archivo.", bash("sudo ls"), V),
    ("Die Regel gilt weiterhin: kein sudo im Museum.", bash("sudo ls"), V),
    # "no longer" of the act, no rule named: a stop asked, as before
    ("Больше не используй sudo в музее.", bash("sudo ls"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_LONGER_APPLIED + NO_LONGER_APPLIED_NEAR)
def test_a_rule_no_longer_applied(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the loanword Branch before a name, after its article

BRANCH_LOANWORD = [
    ("Pushes auf den Branch live des Museums macht nur die Teamleiterin.", push_files("live"), V),
    ("Pushes auf den Branch live des Museums macht nur die Teamleiterin.", push_files("feature/saal"), F),
    ("Pushe nie auf den Branch live des Museums.", codex("git push origin live"), V),
    ("Non pushare mai sul branch collaudo del museo.", push_files("collaudo"), V),
    ("Sul branch collaudo del museo non si fa push.", gemini("git push origin collaudo"), V),
    ("Il push sul branch collaudo del museo spetta alla responsabile.", bash("git push origin collaudo"), V),
]  # fmt: skip
BRANCH_LOANWORD_NEAR = [
    # no name after the loanword: a preposition, a verb, the sentence's own words
    ("Der Branch ist im Museum geschützt, pushe nie direkt.", push_files("live"), U),
    ("Non pushare mai sul branch di sviluppo del museo.", push_files("collaudo"), U),
    ("Den Branch zu löschen ist im Museum verboten.", push_files("live"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BRANCH_LOANWORD + BRANCH_LOANWORD_NEAR)
def test_the_loanword_branch_before_a_name(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a master of a craft as a post

MASTERS = [
    ("Subir cambios a la rama main del archivo le corresponde a la maestra archivera.", push_files("main"), V),
    ("Subir cambios a la rama main del archivo le corresponde a la maestra archivera.", push_files("feature/legajos"), F),
    ("Los push a la rama main del archivo son cosa del maestro impresor.", bash("git push origin main"), V),
    # before, "only" was said of where pushes go: main allowed, every other branch barred
    ("Auf den Zweig main der Bibliothek pusht nur die Bibliothekswirtin.", push_files("main"), V),
    ("Auf den Zweig main der Bibliothek pusht nur die Bibliothekswirtin.", push_files("feature/ausleihe"), F),
    ("Il push sul ramo main della biblioteca spetta al maestro legatore.", codex("git push origin main"), V),
]  # fmt: skip
MASTERS_NEAR = [
    # a master who explains, asks or told what he did: nothing reserved
    ("Il maestro della biblioteca ha spiegato come si fa il push sul ramo main.", push_files("main"), U),
    ("Der Hausmeister der Bibliothek fragt, ob wir auf den Zweig main pushen.", push_files("main"), U),
    ("El maestro del archivo ya hizo push a la rama main ayer.", push_files("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MASTERS + MASTERS_NEAR)
def test_a_master_of_a_craft_as_a_post(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's changes raised onto a branch as a push

RAISED = [
    ("لا ترفع التعديلات إلى فرع main في المتحف.", push_files("main"), V),
    ("لا ترفع التعديلات إلى فرع main في المتحف.", push_files("feature/qaat"), F),
    ("رفع التغييرات إلى فرع release للمتحف مقصور على المدير.", bash("git push origin release"), V),
    ("ممنوع رفع الكود إلى فرع production في المتحف.", gemini("git push origin production"), V),
    ("نرفع التعديلات إلى فرع develop فقط في المتحف.", push_files("main"), V),
    ("نرفع التعديلات إلى فرع develop فقط في المتحف.", codex("git push origin develop"), F),
]  # fmt: skip
RAISED_NEAR = [
    # weights, files onto a website, prices raised: no push
    ("رفع الأثقال ممنوع في صالة المتحف.", push_files("main"), U),
    ("رفع الملفات إلى الموقع يتم يوم الأحد في المتحف.", push_files("main"), U),
    ("رفع الأسعار في المتحف ليس من شأننا.", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RAISED + RAISED_NEAR)
def test_arabics_changes_raised_onto_a_branch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- more verbs and nouns of handing a push over (outside the rule of evidence)

HANDING_VERBS = [
    ("Pousser sur la branche main de la médiathèque, c'est le rôle de la responsable technique.", push_files("main"), V),
    ("Pousser sur la branche main de la médiathèque, c'est le rôle de la responsable technique.", push_files("feature/prets"), F),
    ("Mettre à jour la branche main de la médiathèque relève du chef de projet.", bash("git push origin main"), V),
    ("I push sul ramo main della biblioteca toccano alla responsabile.", push_files("main"), V),
    ("Aggiornare il ramo main della biblioteca è compito esclusivo del capo servizio.", codex("git push origin main"), V),
    ("Обновлять ветку main библиотеки поручено руководителю группы.", push_files("main"), V),
]  # fmt: skip
HANDING_VERBS_NEAR = [
    # "tocca" of what is to be done, a branch's role, a task given to the speaker: no role's push
    ("Il push sul ramo main della biblioteca tocca farlo domani.", push_files("main"), U),
    ("Le rôle de la branche main de la médiathèque est expliqué dans le wiki.", push_files("main"), U),
    ("Мне поручено проверить ветку main библиотеки.", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HANDING_VERBS + HANDING_VERBS_NEAR)
def test_more_verbs_of_handing_a_push_over(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's "nothing but" inside the reason

TABLE = "| القاعة | المعرض |\n|---|---|\n| 3 | الخرائط |"
ONLY_IN_REASON = [
    ("لا جداول في ردود المكتبة، لأن الشاشة لا تعرض إلا نصاً عادياً.", TABLE, V),
    ("بدون جداول في رسائل المكتبة، لأن الطابعة لا تطبع إلا الحروف.", TABLE, V),
    ("لا إيموجي في إشعارات المتحف، لأن الجهاز لا يفهم إلا الحروف العربية.", "🎉 افتتاح القاعة الجديدة", V),
    ("لا عناوين في ردود المتحف، لأن التطبيق لا يقبل إلا نصاً بسيطاً.", "## الموعد\n\nالأحد", V),
    ("بلا خط عريض في رسائل المتحف، لأن البوابة لا تنقل إلا النص الخام.", "القاعة **3** مغلقة", V),
]  # fmt: skip
ONLY_IN_REASON_NEAR = [
    # the exception the rule's own, before its reason or without one: a break in doubt, as before
    ("لا جداول في ردود المكتبة إلا إذا طلبتها، لأن الشاشة صغيرة.", TABLE, U),
    ("Pas de tableaux dans les réponses du musée, sauf si je les demande, parce que la borne est petite.", TABLE, U),
    ("Keine Tabellen in den Antworten des Museums, außer ich frage danach.", TABLE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONLY_IN_REASON + ONLY_IN_REASON_NEAR)
def test_nothing_but_inside_the_reason(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- bulletins, schedules, quotes, cards and minutes as replies (outside the rule of evidence)

PUT_OUT = [
    ("Niente grassetto nei bollettini della biblioteca.", "Il **martedì** chiude.", V),
    ("Расписание кружков библиотеки пиши без таблиц.", "| Кружок | День |\n|---|---|\n| Шахматы | Пн |", V),
    ("Los presupuestos de la imprenta van sin tablas.", "| Trabajo | Precio |\n|---|---|\n| Folletos | 40 € |", V),
    ("Los presupuestos de la imprenta van sin tablas.", "Folletos: 40 euros.", F),
    ("Die Ausleihprotokolle der Bibliothek ohne Überschriften.", "## Ausleihe\n\nZwei Bücher am Montag.", V),
    ("Le schede dei libri della biblioteca vanno senza titoli.", "## Romanzo\n\nEdizione del 1998.", V),
    ("Nei bollettini della biblioteca niente elenchi puntati.", "Orari:\n- lunedì 9-13\n- martedì 14-18", V),
]  # fmt: skip
PUT_OUT_NEAR = [
    # the bulletin, the opening hours, the minutes told of: no format refused
    ("Il bollettino della biblioteca esce ogni lunedì.", "Il **martedì** chiude.", NA),
    ("Los horarios de la biblioteca cambian en verano.", "| Día | Hora |\n|---|---|\n| Lunes | 9 |", U),
    ("Das Protokoll der Sitzung liegt im Büro der Bibliothek.", "## Ausleihe\n\nZwei Bücher.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUT_OUT + PUT_OUT_NEAR)
def test_bulletins_schedules_and_quotes_as_replies(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    (
        "dev33w_frozen",
        "dev33w-ru-012",
    ),  # Пуш в main в репозитории театра — за техническим директором.
    ("dev33w_frozen", "dev33w-ru-013"),  # the same rule, a push to feature/bilety
    ("dev33w", "dev33w-fr-004"),  # … on s'abstient de tout kubectl rollout restart (restart)
    ("dev33w_frozen", "dev33w-fr-005"),  # the same rule, kubectl rollout status
    ("dev33w_frozen", "dev33w-es-024"),  # Ya no aplicamos la norma de no hacer migraciones …
    ("dev33w_frozen", "dev33w-es-025"),
    ("dev33w", "dev33w-de-014"),  # Pushes auf den Branch live der Sternwarte übernimmt … (live)
    ("dev33w_frozen", "dev33w-de-015"),  # the same rule, a push to feature/mondphasen
    ("dev33w", "dev33w-es-012"),  # Subir cambios a main … le corresponde al maestro de almazara.
    ("dev33w_frozen", "dev33w-es-013"),  # the same rule, a push to feature/cosecha
    ("dev33w", "dev33w-ar-014"),  # رفع التعديلات إلى فرع release … يعود إلى قائد الفريق (release)
    ("dev33w_frozen", "dev33w-ar-015"),  # the same rule, a push to fix/manifest
    ("dev33w_frozen", "dev33w-ar-008"),  # لا جداول في الردود …، لأن الشاشة لا تعرض إلا نصاً عادياً.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_the_twenty_fourth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33x", "check-x-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33x" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-fourth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33x", "check-x-west", "twenty-fourth-round", dict.fromkeys(WEST, 8))
    assert_rules_apart("dev33x", texts_outside(DEV33X, DEV33X_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        DASH_HANDED + DASH_HANDED_NEAR + ABSTAINING + ABSTAINING_NEAR
        + NO_LONGER_APPLIED + NO_LONGER_APPLIED_NEAR + BRANCH_LOANWORD + BRANCH_LOANWORD_NEAR
        + MASTERS + MASTERS_NEAR + RAISED + RAISED_NEAR + HANDING_VERBS + HANDING_VERBS_NEAR
        + ONLY_IN_REASON + ONLY_IN_REASON_NEAR + PUT_OUT + PUT_OUT_NEAR
    )  # fmt: skip
