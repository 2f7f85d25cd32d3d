"""Issue 33, twenty-fourth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33x was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33X, DEV33X_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
)

TWENTY_FOURTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_fourth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33X, DEV33X_FROZEN, TWENTY_FOURTH_ROUND_WEST, "twenty-fourth-round")


# Remember asked as a question about a thing not yet said, in new verbs (asked_ahead.py): held onto,
# minded, kept in the head, put aside or stored for the speaker; near misses: the same verbs on a
# thing that is no placeholder (a ladder, a seat, a file).
ASKED_AHEAD = [
    "Could you hold onto a number for me? The dairy's fridge alarm is set at six degrees.",
    "Mind keeping a detail for me? The band's spare mouthpieces are in the blue tin.",
    "Behältst du mir eine Sache? Der Bootsschlüssel hängt im Hafenbüro.",
    "Magst du dir was für mich aufheben? Die Hütte hat einen Notstromer im Keller.",
    "¿Te guardás un número? El teléfono del puerto es el 4471 2290.",
    "¿Puedes retener un dato? La quesería cierra por inventario el lunes.",
    "Mi tieni a mente una cosa? Il pulmino della banda ha le gomme nuove.",
    "Mi conservi un dato? La tipografia chiude il 15 agosto.",
    "Сохранишь для меня одну вещь? Ключ от лодочного сарая у Семёна.",
    "Можешь имя для меня запомнить? Нового настройщика зовут Олег.",
    "تحفظ لي معلومة؟ مفتاح المخزن مع أبو علي.",
]
ASKED_AHEAD_NONE = [
    "Could you hold onto the ladder for me?",
    "Behältst du den Überblick?",
    "¿Me guardás la silla un momento?",
    "Mi conservi il posto in fila?",
    "Сохранишь файл в папку?",
    "تحفظ الملف في المجلد؟",
]


@pytest.mark.parametrize("text", ASKED_AHEAD)
def test_remember_asked_in_new_verbs_keeps_the_next_sentence(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


@pytest.mark.parametrize("text", ASKED_AHEAD_NONE)
def test_the_same_verbs_on_a_thing_that_is_no_placeholder_keep_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_in_new_verbs_mends_earlier_rounds_messages():
    for case in pool(
        "frozen33w-en-509", "frozen33w-de-510", "frozen33w-es-510", "frozen33w-it-509"
    ):
        assert reading(case.text) == "explicit", case.id


# A noun that names the fact as worth keeping, or as a prop to the memory, before the colon opening
# the message (memory_notes.py); near misses: the same nouns inside a sentence.
NOTE_NOUNS = [
    "Worth keeping: the marina's crane takes boats up to twelve tonnes.",
    "À retenir : le fromager livre la tomme le jeudi.",
    "Gedächtnisstütze für dich: Die Blaskapelle probt im Pfarrsaal.",
    "Merkzettel: Der Fahrlehrer Bauer hat montags frei.",
    "Apunte mental: la banda ensaya en el salón parroquial.",
    "Nota bene: il rifugio accetta solo contanti.",
    "Pro memoria: la fanfara prova in oratorio il giovedì.",
    "Памятка: лодочная станция открывается в семь.",
    "Зарубка на память: у настройщика пианино новый номер.",
    "معلومة للحفظ: المطبعة بتقفل بدري يوم الخميس.",
]
NOTE_NOUNS_NONE = [
    "I lost the memory jogger my mother gave me.",
    "Le mémento du cours de conduite est sur la table.",
    "Der Merkzettel hängt am Kühlschrank.",
    "La nota bene in fondo al contratto era scritta piccola.",
    "Памятка для туристов лежит на стойке.",
]


@pytest.mark.parametrize("text", NOTE_NOUNS)
def test_a_noun_worth_keeping_before_a_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().lower()


@pytest.mark.parametrize("text", NOTE_NOUNS_NONE)
def test_the_same_nouns_inside_a_sentence_keep_nothing(text):
    assert reading(text) == "none"


def test_the_nouns_worth_keeping_mend_earlier_rounds_messages():
    for case in pool("frozen33w-fr-506", "frozen33w-de-506", "frozen33w-ru-506"):
        assert reading(case.text) == "explicit", case.id


# The frame at the end: after a comma, or voice-typed with no punctuation at all (memory_notes.py);
# near misses: the speaker's own keeping, a report, a third person.
CLOSINGS = [
    "The marina's fuel dock takes cards only, keep that in your head.",
    "Le refuge ferme le 15 octobre, mets-toi ça dans la tête.",
    "Die Käserei nimmt nur Bargeld, schreib dir das hinter die Ohren.",
    "La imprenta cierra en agosto, guardalo en la memoria.",
    "La banda suona il 2 giugno in piazza, stampatelo in testa.",
    "Автошкола принимает экзамены по четвергам, запомни это себе.",
    "مفتاح القبو عند الحارس، احفظها عندك.",
]
VOICE_CLOSINGS = [
    "the hospice car park closes at nine don't let that slip",
    "el guarda del refugio se llama Ramiro acordate de eso",
    "il pulmino ha nove posti non scordartelo",
    "у смотрителя приюта рация на третьем канале держи в уме",
    "بياع الورد بيجي الساعة ستة تذكّر هالشي",
]
CLOSINGS_NONE = [
    "I always keep that in my head when I drive.",
    "Er hat sich das hinter die Ohren geschrieben.",
    "Ich denk da dran, versprochen.",
    "Ho detto a Luca di non scordarselo.",
    "Он держит в уме все номера телефонов.",
    "هو بيحفظ أرقام التليفونات كلها في دماغه.",
]


@pytest.mark.parametrize("text", CLOSINGS)
def test_the_frame_at_the_end_after_a_comma_keeps_what_came_before(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.rstrip(".") == text.replace("،", ",").rsplit(",", 1)[0]


@pytest.mark.parametrize("text", VOICE_CLOSINGS)
def test_the_frame_at_the_end_voice_typed_keeps_what_came_before(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert text.lower().startswith(found[0].content.lower())


@pytest.mark.parametrize("text", CLOSINGS_NONE)
def test_the_speakers_own_keeping_or_a_report_keeps_nothing(text):
    assert reading(text) == "none"


def test_the_frame_at_the_end_mends_earlier_rounds_messages():
    for case in pool("frozen33w-ar-503", "frozen33w-ar-511"):
        assert reading(case.text) == "explicit", case.id


# A start to come put first, in Italian (its comma often left out) and in colloquial Arabic
# (starts.py); near misses: the speaker's own start, a place, a question about tomorrow.
STARTS = [
    "Da giugno il porticciolo accetta solo pagamenti con carta.",
    "Da lunedì prossimo, la banda prova nella palestra della scuola.",
    "A partire da settembre, il caseificio consegna il giovedì.",
    "Da ottobre in poi la tipografia chiude alle diciassette.",
    "Dal mese prossimo, i turni dell'hospice si prenotano sul foglio in cucina.",
    "من أول يونيو، المرسى بيقبل الدفع بالكارت بس.",
    "من أول مارس، المطبعة بتشتغل وردية واحدة بس.",
]
STARTS_NONE = [
    "Da giugno sono in ferie.",
    "Da lunedì prossimo lavoro da casa.",
    "Da Milano a Roma ci vogliono tre ore.",
    "من أول يونيو أنا في إجازة.",
    "Da domani il caseificio chiude alle cinque?",
]


@pytest.mark.parametrize("text", STARTS)
def test_a_start_put_first_in_italian_and_colloquial_arabic_is_a_lasting_rule(text):
    assert reading(text) == "suggest"
    assert judge(text).suggestion.scope is Scope.SPACE


@pytest.mark.parametrize("text", STARTS_NONE)
def test_the_speakers_own_start_a_place_or_a_question_is_no_rule(text):
    assert reading(text) == "none"


def test_the_italian_start_mends_earlier_rounds_messages():
    for case in pool("frozen33w-it-002", "frozen33w-it-004"):
        assert reading(case.text) == "suggest", case.id


# An order with the speaker as its receiver and a cadence, or the speaker's own reading, after it
# is the speaker's way (errands._OWN_ORDER); near misses: the same orders for someone else.
OWN_ORDERS = [
    "Пиши мне отчёты по причалу списком, я читаю с телефона в лодке.",
    "Присылай мне остатки по складу каждую пятницу.",
    "Envoie-moi le planning du refuge chaque lundi matin.",
    "Mandame el parte de la marina todos los lunes.",
    "Mandami il riepilogo della banda ogni domenica sera.",
    "Schick mir den Dienstplan vom Hospiz jeden Montag.",
    "Send me the hut's bookings every Monday morning.",
]
OTHERS_ORDERS = [
    "Пиши отчёты по причалу списком каждую пятницу.",
    "Envoie le planning du refuge aux guides chaque lundi.",
    "Mandá el parte de la marina al encargado todos los lunes.",
    "Schick dem Hafenmeister den Dienstplan jeden Montag.",
]


@pytest.mark.parametrize("text", OWN_ORDERS)
def test_an_order_for_the_speaker_with_a_cadence_or_their_reading_is_personal(text):
    assert judge(text).suggestion.scope is Scope.USER


@pytest.mark.parametrize("text", OTHERS_ORDERS)
def test_the_same_order_for_someone_else_is_not_personal(text):
    found = judge(text).suggestion
    assert found is None or found.scope is not Scope.USER


def test_the_speakers_orders_mend_earlier_rounds_messages():
    for case in pool("dev33w-ru-013", "frozen33w-ru-014"):
        assert judge(case.text).suggestion.scope is Scope.USER, case.id


# A machine's trouble in the condition and the team's own act after it (consequences.
# trouble_then_we); near misses: the same trouble with a cause or a screen's state after it.
TROUBLE_THEN_WE = [
    "If the cheese press leaks, we swap the seal before the next batch.",
    "If the boat hoist jams, we stop the lift and call the harbour office.",
    "Si la presse se met à fumer, on coupe le courant et on prévient le chef d'atelier.",
    "Si la pompe de la marina fuit, on ferme la vanne et on appelle le mécano.",
    "Falls der Kompressor qualmt, schalten wir ihn ab und rufen den Hüttenwirt.",
    "Wenn die Druckmaschine klemmt, stoppen wir den Lauf und holen den Meister.",
]
TROUBLE_ALONE = [
    "If the cheese press leaks, it's usually the old seal.",
    "Si la presse se met à fumer, c'est la courroie.",
    "Falls der Kompressor qualmt, ist meistens der Filter schuld.",
    "If the boat hoist jams, the screen turns red.",
]


@pytest.mark.parametrize("text", TROUBLE_THEN_WE)
def test_a_machines_trouble_then_the_teams_act_is_a_lasting_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", TROUBLE_ALONE)
def test_a_machines_trouble_with_a_cause_or_a_state_after_it_is_no_rule(text):
    assert reading(text) == "none"


def test_the_machines_trouble_mends_earlier_rounds_messages():
    for case in pool("frozen33w-fr-006", "frozen33w-de-007"):
        assert reading(case.text) == "suggest", case.id


def test_the_probes_are_in_no_set():
    assert_probes_apart(PROBES)


PROBES = [
    *ASKED_AHEAD,
    *ASKED_AHEAD_NONE,
    *NOTE_NOUNS,
    *NOTE_NOUNS_NONE,
    *CLOSINGS,
    *VOICE_CLOSINGS,
    *CLOSINGS_NONE,
    *STARTS,
    *STARTS_NONE,
    *OWN_ORDERS,
    *OTHERS_ORDERS,
    *TROUBLE_THEN_WE,
    *TROUBLE_ALONE,
]
