"""Issue 33, twenty-second round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33v was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33V, DEV33V_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
)

TWENTY_SECOND_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_second_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33V, DEV33V_FROZEN, TWENTY_SECOND_ROUND_WEST, "twenty-second-round")


# The weather or the traffic as what comes round, said with an always or an every: the world's,
# no way of the team's (world.py); near misses: the team's rule under the weather, a cork.
WEATHER = [
    "À Dunkerque, il vente presque toujours en hiver.",
    "Auf der A1 vor Bremen steht man freitags immer ewig.",
    "In Zürich liegt im Januar fast immer Nebel über dem See.",
    "En Bilbao casi siempre llueve en primavera.",
    "A Genova d'inverno soffia sempre la tramontana.",
    "В Мурманске в декабре почти всегда метёт метель.",
    "На Ленинградке по вечерам всегда стоит пробка до Химок.",
    "شارع التحلية دايماً زحمة وقت الظهر.",
]
WEATHER_RULES = [
    "When it rains, we always cover the grape press.",
    "Les sorties en mer sont toujours annulées en cas de mistral.",
    "Bei Glatteis streuen wir den Parkplatz immer vor sieben.",
    "Si llueve, siempre cerramos la terraza del albergue.",
    "Винодел всегда проверяет пробки перед розливом.",
    "إذا كان فيه غبار، دايماً نسكّر شبابيك المختبر.",
]


@pytest.mark.parametrize("text", WEATHER)
def test_the_weather_or_the_traffic_with_an_always_is_none(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", WEATHER_RULES)
def test_the_teams_rule_under_the_weather_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_the_weather_reading_mends_earlier_rounds_messages():
    for case in pool("frozen33u-de-016", "frozen33u-de-022", "frozen33u-it-022", "dev33u-ar-016"):
        assert reading(case.text) == "none", case.id


# The gate said first, then the team's or nobody's negated present: a requirement (forms.py);
# near misses: what cannot be done without it, the speaker's own habit, a past.
GATE_FIRST = [
    "Without a boarding pass, we don't let anyone onto the ramp.",
    "Sans licence à jour, on ne prête pas les kayaks.",
    "Sin reserva previa no servimos menús de grupo.",
    "Senza prenotazione non accettiamo gruppi in cantina.",
    "В лаборатории без очков никто не работает с лазером.",
    "Без каски на стройку никто не заходит.",
]
GATE_FIRST_NONE = [
    "Without the VPN, we can't reach the lab's robots.",
    "Sans café, je ne démarre pas ma journée.",
    "Without a coat, we didn't last ten minutes on deck.",
    "Sin paraguas no salimos ayer.",
]


@pytest.mark.parametrize("text", GATE_FIRST)
def test_the_gate_said_first_is_a_requirement(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", GATE_FIRST_NONE)
def test_what_cannot_be_done_without_it_is_none(text):
    assert reading(text) == "none"


def test_the_gate_first_reading_mends_an_earlier_rounds_russian_rule():
    (case,) = pool("dev33s-ru-004")
    assert reading(case.text) == "suggest"


# A role's duty at a recurring time whose verb takes to whom or where first, then what it acts on
# (role_duties.TEAM_DOES, Italian and Spanish); near misses: a past, one day, the speaker's family.
ROLE_TO_WHOM = [
    "Ogni lunedì il custode consegna alle classi i registri nuovi.",
    "Ogni mattina la receptionist manda agli ospiti il programma delle escursioni.",
    "Il sabato il maestro del coro distribuisce ai coristi le parti nuove.",
    "Ogni venerdì il dentista manda in laboratorio le impronte della settimana.",
    "Cada mañana el conserje reparte a los huéspedes las toallas limpias.",
    "Ogni sera il barista porta in cantina i fusti vuoti.",
]
ROLE_TO_WHOM_NONE = [
    "Ieri la segreteria ha mandato ai genitori il riepilogo.",
    "Domani la segreteria manda ai genitori il riepilogo delle assenze.",
    "Mio fratello manda ai nonni le foto ogni domenica.",
]


@pytest.mark.parametrize("text", ROLE_TO_WHOM)
def test_a_roles_duty_to_whom_then_what_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", ROLE_TO_WHOM_NONE)
def test_the_same_verb_once_or_in_the_family_is_none(text):
    assert reading(text) == "none"


def test_the_to_whom_reading_mends_the_last_frozen_italian_duty():
    (case,) = pool("frozen33u-it-009")  # (written with it in view: see the README)
    assert reading(case.text) == "suggest"


# Remember asked as a question about a thing not yet said, the thing in the next sentence
# (asked_ahead.py; outside the rule of evidence: no earlier western message of the class is
# misread); near misses: a question about memory, a question naming what to keep.
ASKED_AHEAD = [
    (
        "Could you remember a number for me? The marina's night gate code is 8812.",
        "the marina's night gate code is 8812",
    ),
    (
        "Peux-tu retenir une info ? Le chef de chœur habite à Vannes.",
        "le chef de chœur habite à vannes",
    ),
    (
        "Kannst du dir bitte etwas merken? Unser Fährticket gilt bis März.",
        "unser fährticket gilt bis märz",
    ),
    (
        "¿Puedes memorizar un número? El casillero de la pileta es el 118.",
        "el casillero de la pileta es el 118",
    ),
    (
        "Potresti ricordare una cosa per me? Il turno della bagnina finisce alle 20.",
        "il turno della bagnina finisce alle 20",
    ),
    (
        "Сможешь кое-что запомнить? Ключ от хостела висит у администратора.",
        "ключ от хостела висит у администратора",
    ),
    ("ممكن تتذكر شي عشاني؟ المختبر يفتح الساعة ثمانية.", "المختبر يفتح الساعة ثمانية"),
]
ASKED_AHEAD_NONE = [
    "Do you remember the old ferry? It was painted green.",
    "Ti ricordi una cosa? Ieri il traghetto era pieno.",
    "Tu te souviens de quelque chose ? Moi, rien du tout.",
]


@pytest.mark.parametrize(("text", "kept"), ASKED_AHEAD)
def test_remember_asked_of_a_thing_keeps_the_next_sentence(text, kept):
    assert [(e.form, e.content.rstrip(" .").lower()) for e in judge(text).explicit] == [
        ("remember", kept)
    ]


@pytest.mark.parametrize("text", ASKED_AHEAD_NONE)
def test_a_question_about_memory_before_a_statement_is_none(text):
    assert reading(text) == "none"


def test_a_question_naming_what_to_keep_keeps_it():
    found = judge("Tu peux retenir que le bac part à 7 h ?").explicit
    assert [e.content for e in found] == ["Le bac part à 7 h"]


# A lasting order with the speaker as its receiver or owner, or the speaker's want with an always
# after what is wanted: Personal (errands.py); near misses: the same order for someone else.
OWN_ORDER = [
    "Always send me the tide tables in metres, not feet.",
    "Never book my dentist appointments before ten.",
    "Envoie-moi toujours les devis en PDF, jamais en Word.",
    "Schick mir Protokolle bitte immer als PDF.",
    "Ich möchte Rechnungen von dir immer mit Kundennummer.",
    "Mándame siempre los horarios del ferry en una tabla.",
    "A me scrivimi sempre in italiano, anche se la fonte è inglese.",
    "Io voglio le bozze sempre in doppia spaziatura.",
    "Пиши мне всегда коротко, без вступлений.",
    "Мне отчёты всегда в Excel, пожалуйста.",
    "ارسل لي دايماً الفواتير بصيغة PDF.",
    "أنا أبغى المواعيد دايماً بالتاريخ الهجري.",
]
ORDER_FOR_OTHERS = [
    "Envoie toujours les devis à la comptable.",
    "Schick dem Kunden immer eine Kopie.",
    "Mándale siempre los horarios al capitán.",
    "Пиши клиентам всегда на «Вы».",
]


@pytest.mark.parametrize("text", OWN_ORDER)
def test_a_lasting_order_for_the_speaker_is_personal(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", ORDER_FOR_OTHERS)
def test_the_same_order_for_someone_else_stays_the_spaces(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.SPACE


def test_the_own_order_reading_mends_an_earlier_rounds_scope():
    (case,) = pool("dev33t-en-013")  # (seen among the pool's misses before it was written)
    found = judge(case.text).suggestion
    assert found is not None and found.scope is Scope.USER


# Arabic: a saving verb whose object is a file, a sheet, a picture or a report, then by what name,
# in what format or where: a file saved, no fact kept (ar_requests' not_remembered); near misses:
# a fact naming a name, a file named in what is kept after a colon, a report's day.
AR_FILE_SAVED = [
    "احفظ المستند باسم عقد_المرسى_النهائي.docx",
    "احفظ الجدول بصيغة CSV.",
    "احفظي الصورة باسم شعار_الكورال.png",
    "احفظ التقرير على سطح المكتب.",
    "احفظ النسخة الأخيرة باسم مسودة_ثالثة.pdf",
]
AR_FACT_KEPT = [
    ("احفظ إن العميل مسجل باسم شركة النخبة.", "العميل مسجل باسم شركة النخبة"),
    ("احفظ هذا: الملف الأصلي عند سارة.", "الملف الأصلي عند سارة"),
    ("تذكر إن التقرير الشهري يطلع يوم خمسة.", "التقرير الشهري يطلع يوم خمسة"),
]


@pytest.mark.parametrize("text", AR_FILE_SAVED)
def test_an_arabic_file_saved_is_no_request(text):
    assert not judge(text).explicit


@pytest.mark.parametrize(("text", "kept"), AR_FACT_KEPT)
def test_an_arabic_fact_naming_a_file_or_a_name_is_kept(text, kept):
    assert [e.content.rstrip(" .") for e in judge(text).explicit] == [kept]


def test_the_file_reading_mends_the_last_frozen_arabic_save():
    (case,) = pool("frozen33u-ar-514")  # (the brief's example)
    assert not judge(case.text).explicit


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        WEATHER
        + WEATHER_RULES
        + GATE_FIRST
        + GATE_FIRST_NONE
        + ROLE_TO_WHOM
        + ROLE_TO_WHOM_NONE
        + [t for t, _ in ASKED_AHEAD]
        + ASKED_AHEAD_NONE
        + ["Tu peux retenir que le bac part à 7 h ?"]
        + OWN_ORDER
        + ORDER_FOR_OTHERS
        + AR_FILE_SAVED
        + [t for t, _ in AR_FACT_KEPT]
    )
