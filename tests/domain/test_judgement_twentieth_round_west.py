"""Issue 33, twentieth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33t was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.domain.memory.judgement import judge
from app.domain.memory.judgement.engine import read
from app.domain.model import Scope
from benchmarks.judge import DEV33T, DEV33T_FROZEN
from tests.judgement_sets import assert_probes_apart, assert_round_set, pool, reading, round_part

TWENTIETH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twentieth_round_west_sets_are_large_and_apart():
    """36 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–512, 8 explicit requests and 4 near misses; the frozen
    third (12) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33T,
        DEV33T_FROZEN,
        TWENTIETH_ROUND_WEST,
        "twentieth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 513),
    )
    for lang in TWENTIETH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 513), {"explicit": 8, "none": 4}),
        ):
            both = round_part(DEV33T, lang, numbers) + round_part(DEV33T_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang


def _words(content: str) -> str:
    return content.rstrip(" .").lower()


# An errand the agent runs for the user (errands.py): the rule is the user's, Personal, wherever it
# is said; near misses: the same condition on the team's work or on someone else's act, the Space.
ERRANDS = [
    "Whenever you book a meeting room for me, pick one with a screen.",
    "Chaque fois que tu me prépares un devis, mets la TVA sur une ligne à part.",
    "Wenn du für mich Termine beim Kunden ausmachst, plane immer 30 Minuten Puffer ein.",
    "Cada vez que me redactes un acta, pon los acuerdos al principio.",
    "Ogni volta che mi prepari un verbale, metti le decisioni in cima.",
    "Когда составляешь мне письма поставщикам, всегда ставь номер договора в тему.",
    "لما تحجز لي مواعيد مع العملاء، خليها دايمًا بعد الظهر.",
    "Pour mes comptes rendus de chantier, mets toujours les photos à la fin.",
]
ERRANDS_SPACE = [
    "Whenever we ship a release, the changelog goes out the same day.",
    "Wenn du neue Kunden anlegst, trag immer die Steuernummer ein.",
    "Cuando llega un pedido urgente, se despacha el mismo día.",
]
# Left: "Dans mon équipe, les revues de code se font le matin." (a team's convention in the plain
# present, no condition) is read by neither the engine nor, since the retrain on the twenty-first
# round's merge, the second opinion (0.45 against its threshold 0.65).


@pytest.mark.parametrize("text", ERRANDS)
def test_an_errand_for_the_user_is_personal(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", ERRANDS_SPACE)
def test_the_teams_work_stays_the_spaces(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.SPACE


def test_the_errand_reading_mends_earlier_rounds_messages():
    """Six rules of the nineteenth round, in six languages, labelled Personal and read Space."""
    for case in pool(
        "frozen33s-en-011",
        "dev33s-fr-008",
        "dev33s-de-011",
        "dev33s-es-010",
        "dev33s-ru-010",
        "dev33s-ar-010",
    ):
        found = judge(case.text).suggestion
        assert found is not None and found.scope.value == case.suggest["scope"], case.id


# Italian: a present in -ivi/-evi after a clitic ("mi scrivi", "mi descrivi", "mi devi") is no
# imperfect of the addressee's ("mi lasciavi"); near misses: the imperfect, a past said of yesterday.
IT_PRESENT = [
    "Quando mi scrivi i verbali del consiglio di classe, metti sempre i presenti in cima.",
    "Ogni volta che mi descrivi un guasto, indica anche il numero di matricola della macchina.",
    "Quando mi trascrivi le note vocali, togli le ripetizioni.",
    "Ogni volta che mi iscrivi a un corso, mandami il calendario.",
    "Quando ci scrivi per un reso, indica sempre il numero d'ordine.",
]
IT_PAST = [
    "Mi scrivevi sempre in ritardo i verbali.",
    "Quando mi lasciavi le bozze sulla scrivania era tutto più semplice.",
    "Ieri mi scrivi che il carico è partito e invece no?",
]


@pytest.mark.parametrize("text", IT_PRESENT)
def test_an_italian_present_after_a_clitic_is_no_past(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", IT_PAST)
def test_the_italian_imperfect_after_a_clitic_stays_a_past(text):
    assert reading(text) == "none"


def test_the_italian_present_reading_mends_the_nineteenth_rounds_frozen_miss():
    (case,) = pool("frozen33s-it-010")
    found = judge(case.text).suggestion
    assert found is not None and found.scope is Scope.USER


# After a retraction, words saying nothing changes or the rule is gone (taking_back._AS_IS): no
# rule; near misses: a correction that mends the rule keeps it.
VOIDED = [
    "From now on, invoices go out on Mondays. Actually no, scrap that, nothing changes.",
    "À partir de lundi, badge obligatoire à l'entrée, enfin non, laisse tomber, rien ne change.",
    "Reisekosten werden binnen einer Woche abgerechnet – nein, vergiss es, das wurde abgeschafft.",
    "A partir de ahora las facturas van por correo... no, olvídalo, no cambia nada.",
    "Da domani le riunioni si fanno in presenza... anzi no, lascia stare, non cambia niente.",
    "Отчёты сдаём по пятницам — хотя нет, забудь, ничего не меняется.",
]
MENDED = [
    "Отчёты сдаём по пятницам, хотя нет, по четвергам.",
    "Invoices go out on Mondays, sorry, I mean Tuesdays.",
    "Las facturas se mandan los lunes, no, perdón, los martes.",
    "Le note spese si consegnano entro il 5, anzi no, entro il 10.",
]


@pytest.mark.parametrize("text", VOIDED)
def test_a_rule_voided_after_its_retraction_is_none(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", MENDED)
def test_a_rule_mended_after_its_retraction_stands(text):
    assert reading(text) == "suggest"


def test_the_voided_reading_mends_earlier_rounds_messages():
    for case in pool("dev33r-de-020", "dev33s-es-023", "dev33s-ru-023"):
        assert reading(case.text) == "none", case.id


# How well a thing is to be kept, after the remember verb (ru, it): not what is kept; near
# misses: the same adverb in a question or a memory of the speaker's.
KEPT_WELL = [
    ("Запомни как следует, что пропуска на завод оформляют за три дня.", "пропуска на завод"),
    ("Запомни хорошо: пропуск на склад заказывают за сутки.", "пропуск на склад"),
    ("Учти как следует, что аудиторы приезжают пятнадцатого.", "аудиторы приезжают"),
    ("Запомни раз и навсегда, что касса в бухгалтерии работает до четырёх.", "касса в бухгалтерии"),
    ("Ricorda bene che la palestra della scuola è chiusa il sabato.", "la palestra"),
    ("Ricordati per bene: il codice del cancello è 4821.", "il codice del cancello"),
]
KEPT_WELL_NONE = [
    "Ti ricordi bene che giorno era la riunione?",
    "Помнишь хорошо, где лежат ключи?",
    "Я хорошо помню, что склад раньше закрывался в пять.",
]


@pytest.mark.parametrize(("text", "start"), KEPT_WELL)
def test_how_well_to_keep_it_is_not_kept(text, start):
    (request,) = judge(text).explicit
    assert request.form == "remember" and _words(request.content).startswith(start)


@pytest.mark.parametrize("text", KEPT_WELL_NONE)
def test_how_well_in_a_question_or_a_memory_is_no_request(text):
    assert not judge(text).explicit


def test_the_kept_well_reading_mends_the_nineteenth_rounds_frozen_words():
    (case,) = pool("frozen33s-ru-508")
    (request,) = judge(case.text).explicit
    assert _words(request.content) == _words(case.explicit[0]["content"])


# A day's word under a cadence (ru "на завтра", de "jeden Morgen"): not one occasion; near misses:
# the same words with no cadence.
DAY_UNDER_CADENCE = [
    "Ночной портье каждый вечер распечатывает список заездов на завтра.",
    "Повар каждый вечер размораживает продукты на завтра.",
    "Кладовщик каждый вечер готовит накладные на завтра.",
    "Der Hausmeister kontrolliert jeden Morgen die Heizung im Altbau.",
    "Die Küchenchefin bestellt jeden Morgen das Gemüse beim Großmarkt.",
    "Der Disponent plant jeden Morgen die Touren.",
]
DAY_ONCE = [
    "Der Schichtleiter prüft morgen die Kühlkette.",
    "Дежурный администратор проверяет бронирования на завтра.",
    "Завтра кладовщик собирает заказы на следующий день.",
]


@pytest.mark.parametrize("text", DAY_UNDER_CADENCE)
def test_a_days_word_under_a_cadence_is_a_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", DAY_ONCE)
def test_a_days_word_alone_is_one_occasion(text):
    assert reading(text) == "none"


def test_the_day_reading_mends_the_nineteenth_rounds_russian_duty():
    (case,) = pool("frozen33s-ru-005")
    assert reading(case.text) == "suggest"


# Spanish "el turno de mañana" is the morning shift, a role, not tomorrow's; near misses: tomorrow.
MORNING_SHIFT = [
    "En planta, el turno de mañana limpia las máquinas antes de las 8.",
    "Las devoluciones las revisa el turno de mañana, nunca el de noche.",
    "Las llamadas de reclamos las atiende el turno de mañana, antes del mediodía.",
    "En la clínica, el turno de mañana confirma cada cita del día siguiente.",
    "Los inventarios los cuenta el turno de mañana cada lunes.",
]
TOMORROW = [
    "Mañana el turno de noche cierra la bodega.",
    "Los pedidos de mañana los prepara Julián.",
    "El turno de mañana lo cubre Rosa porque Pedro está enfermo, solo esta vez.",
]


@pytest.mark.parametrize("text", MORNING_SHIFT)
def test_the_morning_shift_is_a_role(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", TOMORROW)
def test_tomorrow_is_one_occasion(text):
    assert reading(text) == "none"


def test_the_morning_shift_reading_mends_the_fourteenth_rounds_duty():
    """ "Los pedidos urgentes los prepara el turno de mañana …" (dev33n's frozen third), which it
    was not written from."""
    (case,) = pool("frozen33n-es-008")
    assert reading(case.text) == "suggest"


# A queue closing the sentence (de; world.py, beside the roads' jams): the world's state. Read by the
# engine alone (`engine.read`): where the engine finds nothing the learned second opinion may still
# suggest a sentence (the integrator retrains it on these probes). Near misses: the team acts on it.
CROWD = [
    "Samstags ist an der Käsetheke immer eine lange Schlange.",
    "Zur Mittagszeit ist in der Mensa immer eine lange Schlange.",
    "Am Monatsanfang gibt es beim Jobcenter immer Schlangen.",
    "Montags gibt es beim Bürgeramt immer lange Warteschlangen.",
    "Am Freitagnachmittag ist vor dem Zollamt immer eine ewig lange Schlange.",
]
CROWD_RULE = [
    "Samstags ist an der Kasse immer eine Schlange, deshalb öffnen wir eine zweite Kasse.",
    "Wenn an der Kasse eine Schlange ist, ruf bitte Verstärkung.",
]
# Left: "Ist an der Kasse eine lange Schlange, ruf bitte jemanden aus dem Lager nach vorne." (a
# condition said by the verb first) is read by neither the engine nor, since the retrain on the
# twentieth round's merge, the second opinion (0.34 against its threshold 0.45).


@pytest.mark.parametrize("text", CROWD)
def test_a_queue_is_the_worlds_state(text):
    assert read(text).suggestion is None


@pytest.mark.parametrize("text", CROWD_RULE)
def test_what_the_team_does_about_a_queue_is_a_rule(text):
    assert reading(text) == "suggest"


# A role's duty said with a light verb and the act it names (fr, es), the night and door roles,
# the place said first; near misses: a mood, one evening, today.
LIGHT_DUTY = [
    "Le gardien fait sa ronde toutes les nuits à minuit.",
    "Au dépôt, le magasinier compte les palettes chaque vendredi.",
    "Le concierge fait le tour du parking chaque soir avant 22 h.",
    "La veilleuse de nuit fait la clôture de caisse tous les soirs à 3 h.",
    "El encargado de almacén pasa revista a los extintores cada lunes.",
    "La maestra pasa lista a los alumnos cada mañana antes de empezar.",
]
LIGHT_NONE = [
    "Le gardien fait la tête tous les lundis.",
    "Le veilleur de nuit fait la caisse ce soir, exceptionnellement.",
    "Le concierge fait le tour du parking ce soir, Karim est absent.",
    "El maestro de obras pasa lista hoy a las 7.",
]


@pytest.mark.parametrize("text", LIGHT_DUTY)
def test_a_light_verb_and_its_act_is_a_roles_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", LIGHT_NONE)
def test_a_light_verb_of_a_mood_or_one_day_is_none(text):
    assert reading(text) == "none"


def test_the_light_verb_reading_mends_the_nineteenth_rounds_french_duty():
    (case,) = pool("frozen33s-fr-012")
    assert reading(case.text) == "suggest"


# German "Speicher ab, dass …": a retention verb; near misses: saving a file, a question, a habit.
STORED = [
    ("Speichere dir bitte ab, dass die Kita freitags um 14 Uhr schließt.", "die kita"),
    ("Speichert euch ab: Das WLAN-Passwort im Lager ist Palette2024.", "das wlan-passwort"),
    ("Speichern Sie ab, dass der Notar nur vormittags erreichbar ist.", "der notar"),
    ("speicher ab dass unser Steuerberater Herr Brandt heißt", "unser steuerberater"),
    ("Speicher bitte ab: Die Halle 3 hat keine Rampe für Sattelzüge.", "die halle 3"),
]
STORED_NONE = [
    "Speicher die Datei als PDF ab.",
    "Hast du abgespeichert, dass die Lieferung am Montag kommt?",
    "Ich speichere die Protokolle immer im Teams-Ordner ab.",
]


@pytest.mark.parametrize(("text", "start"), STORED)
def test_speicher_ab_is_a_retention(text, start):
    (request,) = judge(text).explicit
    assert request.form == "remember" and _words(request.content).startswith(start)


@pytest.mark.parametrize("text", STORED_NONE)
def test_saving_a_file_is_no_retention(text):
    assert not judge(text).explicit


def test_the_speicher_reading_mends_the_eighteenth_rounds_request():
    (case,) = pool("dev33r-de-508")
    (request,) = judge(case.text).explicit
    assert _words(request.content) == _words(case.explicit[0]["content"])


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        ERRANDS
        + ERRANDS_SPACE
        + IT_PRESENT
        + IT_PAST
        + VOIDED
        + MENDED
        + [t for t, _ in KEPT_WELL]
        + KEPT_WELL_NONE
        + DAY_UNDER_CADENCE
        + DAY_ONCE
        + MORNING_SHIFT
        + TOMORROW
        + CROWD
        + CROWD_RULE
        + LIGHT_DUTY
        + LIGHT_NONE
        + [t for t, _ in STORED]
        + STORED_NONE
    )
