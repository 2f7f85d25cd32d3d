"""Issue 33, seventeenth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33q was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here."""

from __future__ import annotations

from collections import Counter

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import APART, DEV33Q, DEV33Q_FROZEN, load_corpus
from tests.judgement_sets import assert_probes_apart, assert_round_set, pool, reading, round_part

SEVENTEENTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_seventeenth_round_west_sets_are_large_and_apart():
    """36 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–512, 8 explicit requests and 4 near misses; the frozen
    third (12) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33Q,
        DEV33Q_FROZEN,
        SEVENTEENTH_ROUND_WEST,
        "seventeenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 513),
    )
    for lang in SEVENTEENTH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 513), {"explicit": 8, "none": 4}),
        ):
            both = round_part(DEV33Q, lang, numbers) + round_part(DEV33Q_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang


# A retention said with the verb of memorising or jotting down and its pronouns on it, and a time
# to come before the colon (es, it: request_parts_romance, request_slots): siblings (in no set)
# main's code (8d3876b4) reads wrong, then near misses (the same verbs with nothing to keep).
RETENTION_ROMANCE = [
    (
        "Memorízalo: la guardia de fin de semana empieza a las 7.",
        "La guardia de fin de semana empieza a las 7.",
    ),
    (
        "Memoriza que el buzón de la notaría se revisa solo los martes.",
        "El buzón de la notaría se revisa solo los martes.",
    ),
    ("Apúntatelo para siempre: la notaría no abre los sábados.", "La notaría no abre los sábados."),
    (
        "Appuntatelo: il magazzino di Prato chiude alle 17 il venerdì.",
        "Il magazzino di Prato chiude alle 17 il venerdì.",
    ),
    (
        "Appuntati che la palestra della scuola è libera solo il giovedì.",
        "La palestra della scuola è libera solo il giovedì.",
    ),
    (
        "Memorizzalo: la dottoressa Bini riceve solo al mattino.",
        "La dottoressa Bini riceve solo al mattino.",
    ),
]
RETENTION_ROMANCE_NONE = [
    "Apúntate al curso de Excel del jueves.",
    "Memoriza bien la tabla del 7 para el examen.",
    "Appunta le misure del soggiorno sul quaderno.",
    "Hai memorizzato il numero del corriere?",
]

# A German retention before a colon in its other imperative forms: "Vergiss nicht: …", the
# infinitive ("Nicht vergessen: …", "Bitte immer dran denken: …", "Bitte abspeichern: …") and a verb
# of saving pointed at what follows ("Speicher dir das ab: …"; de_requests).
RETENTION_GERMAN = [
    (
        "Nicht vergessen: die Kantine hat freitags nur bis 13 Uhr offen.",
        "Die Kantine hat freitags nur bis 13 Uhr offen.",
    ),
    (
        "Vergesst nicht: Rechnungen an die Stadt brauchen die Auftragsnummer.",
        "Rechnungen an die Stadt brauchen die Auftragsnummer.",
    ),
    ("Speicher dir das ab: die Kita schließt um 16 Uhr.", "Die Kita schließt um 16 Uhr."),
    (
        "Immer dran denken: Herr Pohl bekommt seine Rechnungen per Post.",
        "Herr Pohl bekommt seine Rechnungen per Post.",
    ),
    (
        "Bitte abspeichern: das Lager in Fulda hat eine neue Rampe.",
        "Das Lager in Fulda hat eine neue Rampe.",
    ),
]
RETENTION_GERMAN_NONE = [
    "Vergiss nicht, die Tür abzuschließen.",
    "Hast du dir das abgespeichert?",
    "Vergiss nicht, dass du morgen den Bericht schicken wolltest?",
]


@pytest.mark.parametrize(("text", "kept"), RETENTION_ROMANCE + RETENTION_GERMAN)
def test_a_retention_verb_in_its_other_forms_is_a_request(text, kept):
    found = judge(text).explicit
    assert [(e.form, e.content) for e in found] == [("remember", kept)]


@pytest.mark.parametrize("text", RETENTION_ROMANCE_NONE + RETENTION_GERMAN_NONE)
def test_the_same_verbs_with_nothing_to_keep_are_no_request(text):
    assert not judge(text).explicit


def test_the_retention_readings_mend_earlier_rounds_messages():
    """Pool messages the readings were not written from: "Bitte immer dran denken: …" (fifth
    round), "Apúntatelo para siempre: …" and "Tenlo presente de aquí en adelante: …" (sixteenth)."""
    for case in pool("frozen33e-de-006", "frozen33p-es-501", "frozen33p-es-503"):
        assert reading(case.text) == case.label == "explicit", case.id


# The public world as a sentence's subject (shops, malls, roads, what fuel or gold costs): a fact
# of the world, no one's practice (every table's `everyday`): siblings main's code read as rules,
# then near misses where the team says the shops are its own (rules, and read so).
WORLD = [
    "Las tiendas se llenan los sábados.",
    "Le dimanche, les routes vers la côte sont saturées.",
    "The roads into town are gridlocked every Friday afternoon.",
    "Les prix de l'essence grimpent avant chaque départ en vacances.",
    "I prezzi della benzina salgono sempre ad agosto.",
    "На рынке по выходным всегда очередь за мясом.",
    "Petrol prices always go up before a bank holiday weekend.",
    "أسعار الذهب ترتفع دائمًا قبل رمضان.",
]
WORLD_RULES = [
    "Our shops close at 6 on Sundays, so don't book deliveries after 5.",
    "In unseren Märkten werden Pfandflaschen nur bis 18 Uhr angenommen.",
    "The stores we manage are closed on Sundays, so no deliveries then.",
]

# What a tool does by itself, said with the words for it ("on its own", "tout seul", "von selbst")
# after a name and its verb (en, fr, de `everyday`): its behaviour, no team's way; near misses where a
# person or the team acts on its own (rules stay rules).
TOOL_BY_ITSELF = [
    "Zendesk reopens a ticket on its own whenever the customer replies.",
    "Lucca valide tout seul les congés de moins d'une journée à chaque demande.",
    "Notion archive toute seule les pages quand le projet est clos.",
    "DATEV legt bei jeder Buchung von selbst einen Beleg an.",
    # (read already: no time that comes round)
    "Das DMS verschlagwortet die Belege von selbst.",
]
TOOL_RULES = [
    "You can close tickets on your own once the customer confirms.",
]

# The rest of the conversation named by its end, what is left of it or while it lasts (every
# table's `scope_session`): a rule for this session; near misses with the same phrase and no rule.
SESSION = [
    (
        "Till we're done here, quote every price with VAT included.",
        "Quote every price with VAT included",
    ),
    ('For the remainder of our chat, call the client "the buyer".', 'Call the client "the buyer"'),
    (
        "Pour toute notre discussion, parle des patients par leurs initiales.",
        "Parle des patients par leurs initiales",
    ),
    ("Пока мы в этом чате, суммы пиши в тысячах рублей.", "Суммы пиши в тысячах рублей"),
    (
        "Finché siamo in questa chat, chiama i fornitori per codice, non per nome.",
        "Chiama i fornitori per codice, non per nome",
    ),
    (
        "Mientras sigamos en este chat, las fechas van en formato día/mes/año.",
        "Las fechas van en formato día/mes/año",
    ),
]
SESSION_NONE = [
    "Until we wrap up, can you tell me where the invoice template is?",
    "Finché parliamo qui ti mando gli allegati, un attimo.",
    "Mientras sigamos en este chat te paso los números de ayer.",
    "Pour toute cette conversation, j'ai mis les fichiers dans le dossier partagé.",
]


@pytest.mark.parametrize("text", WORLD + TOOL_BY_ITSELF + SESSION_NONE)
def test_a_fact_of_the_world_or_of_a_tool_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", WORLD_RULES + TOOL_RULES)
def test_the_teams_own_shops_and_acts_stay_rules(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize(("text", "words"), SESSION)
def test_the_rest_of_the_conversation_is_a_session_rule(text, words):
    found = judge(text).suggestion
    assert found is not None and (found.scope.value, found.content) == ("session", words)


def test_the_world_tool_and_session_readings_mend_earlier_rounds_messages():
    """Pool messages the readings were not written from: facts of the world read as rules
    ("Los precios de la luz se disparan en invierno", "Зимой дороги тут чистят плохо …", "В этом
    магазине всегда продаются свежие овощи", "يُباع الذهب بسعر أعلى في موسم الأعراس"), a tool's own
    act ("Shopify envoie automatiquement …", "Jira moves a ticket to Done on its own …"), and a
    session rule missed ("Pour toute cette conversation, les montants sont hors taxes …")."""
    for case in pool(
        "frozen33o-es-008",
        "frozen33p-ru-007",
        "frozen33p-ru-009",
        "frozen33o-ar-010",
        "frozen33o-fr-023",
        "frozen33p-en-024",
        "frozen33p-fr-015",
    ):
        assert reading(case.text) == case.label, case.id


# Whoever does a part of the work, named by what they do, as the subject (en, fr, de: as es, it, ru
# and ar read it already; duties.py), and a step such a one leaves out, negated (it, es): siblings
# main's code reads as no rule, then near misses (a past, one night, a modal, being, a proverb).
WHOEVER = [
    "Whoever locks up the warehouse sets the alarm and signs the logbook.",
    "Whoever opens the shop switches off the alarm and checks the fridges.",
    "The person who takes the first call logs every ticket in Zendesk.",
    "Celui qui ferme le bureau active l'alarme en partant.",
    "Celle qui tient l'accueil note chaque visiteur dans le registre.",
    "Wer als Letzter geht, schließt die Fenster.",
    "Wer die Kasse macht, zählt am Abend das Wechselgeld.",
    "Chi copre il turno di notte non timbra all'uscita.",
    "Quien teletrabaja los viernes no ficha.",
]
WHOEVER_NONE = [
    "Whoever did this owes me a coffee.",
    "Whoever closes the bar tonight can take the leftovers home.",
    "Celui qui a fait ça me doit un café.",
    "Wer das liest, ist selber schuld.",
    "Wer will, kann am Freitag früher gehen.",
    "Chi dorme non piglia pesci.",
]


@pytest.mark.parametrize("text", WHOEVER)
def test_whoever_does_a_part_of_the_work_has_a_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", WHOEVER_NONE)
def test_whoever_in_a_past_a_night_a_modal_or_a_proverb_is_no_duty(text):
    assert reading(text) == "none"


def test_the_whoever_reading_mends_an_earlier_rounds_message():
    """ "Chi lavora da remoto il venerdì non timbra" (the twelfth round's dev set)."""
    case = next(c for c in load_corpus(APART["dev33m"]) if c.id == "dev33m-it-007")
    assert reading(case.text) == case.label == "suggest"


# An Arabic condition's consequence said as an act done then with no one named ("…، يتم تأجيل
# موعده") or joined to it by "ف" with no comma ("… فلا تدفع …"; ar.py): the team's way under the
# condition; near misses asked, a past supposition, "ف" before a reason or the speaker's not knowing.
AR_CONSEQUENCE = [
    "إذا تأخر العميل في الدفع أكثر من شهر، يتم إيقاف الخدمة.",
    "لو وصل الطلب ناقص، يتم إبلاغ المورد في نفس اليوم.",
    "إذا تعطل الجهاز فلا تحاول إصلاحه بنفسك.",
    "إذا نقصت البضاعة فلا توقع على الاستلام.",
]
AR_CONSEQUENCE_NONE = [
    "إذا تأخر المريض اليوم، هل يتم تأجيل موعده؟",
    "لو كنت أعرف، كان تم تأجيل الموعد.",
    "إذا تأخر الباص فهذا بسبب الزحمة.",
    "إذا فشلت الاختبارات أمس فلا أعرف السبب.",
]


@pytest.mark.parametrize("text", AR_CONSEQUENCE)
def test_an_arabic_consequence_with_no_one_named_or_joined_by_fa_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", AR_CONSEQUENCE_NONE)
def test_the_same_arabic_surface_asked_past_or_explained_is_no_rule(text):
    assert reading(text) == "none"


def test_the_arabic_consequence_reading_mends_an_earlier_rounds_message():
    """ "إذا فشلت الاختبارات فلا تدفع أي شيء إلى الفرع الرئيسي" (the fifth round's frozen third)."""
    for case in pool("frozen33e-ar-002"):
        assert reading(case.text) == case.label == "suggest"


# A way the team refuses said with "man", its verb after or before it, and a format a document does
# not go out in (de_kinds.TEAM_REFUSES, which read "wir" alone): siblings main reads as no rule (the
# last with "wir"), then near misses (seeing, having in a past, receiving).
GERMAN_MAN_REFUSES = [
    "Man gibt hier keine Rabatte am Telefon.",
    "Man schickt keine Patientendaten per WhatsApp.",
    "Man verschickt bei uns keine Zeugnisse als Word-Datei.",
    "Wir schicken keine Angebote als Excel-Datei raus.",
    # (read already: "ohne" after a negative word, the sixteenth round's gate)
    "Hier nimmt man keine Ware ohne Lieferschein an.",
]
GERMAN_MAN_NONE = [
    "Man sieht ohne Brille nichts.",
    "Gestern hat man uns keine Ware ohne Lieferschein gegeben.",
    "Man bekommt hier ohne Termin keinen Platz.",
]


@pytest.mark.parametrize("text", GERMAN_MAN_REFUSES)
def test_a_way_refused_with_man_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", GERMAN_MAN_NONE)
def test_man_seeing_having_or_receiving_is_no_rule(text):
    assert reading(text) == "none"


def test_the_man_reading_mends_an_earlier_rounds_message():
    """ "Man schickt hier keine Verträge als Word-Datei raus, nur als PDF" (the sixteenth round's
    frozen third)."""
    for case in pool("frozen33p-de-017"):
        assert reading(case.text) == case.label == "suggest"


# A role in the plural under a recurring time, its present done or left out (es, ru:
# role_duties.TEAM_DOES, which named a role in the singular): siblings main reads as no rule, then
# near misses (coming late, arriving, a modal, a question).
PLURAL_ROLES = [
    "Las enfermeras de noche no firman el parte los domingos.",
    "Los comerciales actualizan el CRM todos los viernes.",
    "Los cajeros cuadran la caja al final de cada turno.",
    "Курьеры по понедельникам сдают путевые листы.",
    "Кассиры в конце каждой смены пересчитывают кассу.",
]
PLURAL_ROLES_NONE = [
    "Los becarios llegan tarde los lunes.",
    "Курьеры по пятницам приезжают позже.",
    "Стажёры по пятницам могут уйти пораньше.",
    "Los becarios fichan los días de formación?",
]


@pytest.mark.parametrize("text", PLURAL_ROLES)
def test_a_role_in_the_plural_under_a_recurring_time_has_a_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", PLURAL_ROLES_NONE)
def test_a_role_in_the_plural_coming_going_able_or_asked_is_no_duty(text):
    assert reading(text) == "none"


def test_the_plural_role_reading_mends_earlier_rounds_messages():
    """ "Los becarios no fichan los días de formación", "Стажёры в дни обучения табель не
    заполняют" (the twelfth round's dev set), "По четвергам после обеда дизайнеры показывают макеты
    продакту" (the fourteenth round's frozen third)."""
    cases = [c for c in load_corpus(APART["dev33m"]) if c.id in ("dev33m-es-008", "dev33m-ru-006")]
    for case in cases + pool("frozen33n-ru-006"):
        assert reading(case.text) == case.label == "suggest", case.id


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for t, _ in RETENTION_ROMANCE + RETENTION_GERMAN + SESSION]
        + RETENTION_ROMANCE_NONE
        + RETENTION_GERMAN_NONE
        + WORLD
        + WORLD_RULES
        + TOOL_BY_ITSELF
        + TOOL_RULES
        + SESSION_NONE
        + WHOEVER
        + WHOEVER_NONE
        + AR_CONSEQUENCE
        + AR_CONSEQUENCE_NONE
        + GERMAN_MAN_REFUSES
        + GERMAN_MAN_NONE
        + PLURAL_ROLES
        + PLURAL_ROLES_NONE
    )
