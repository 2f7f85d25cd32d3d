"""Issue 33, twenty-ninth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33zc was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33ZC, DEV33ZC_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    with_lost,
)

TWENTY_NINTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_ninth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZC, DEV33ZC_FROZEN, TWENTY_NINTH_ROUND_WEST, "twenty-ninth-round")


# Remember asked by its shape (asked_ahead._asked), in the verbs, places and asks its lists lacked:
# putting verbs ("park", "llevar en mente", Neapolitan "miette", "закинуть", "внести", "взять на
# заметку", "تدوّن", "الاحتفاظ"), the memory as the notes or the mind ("в заметки", Sicilian "'ntâ
# testa", "في ذهنك"), a verb of taking note ("prendre bonne note", "усвоить") and the formal "may I
# ask you to" as the speaker's stake where no "for me" is said. Dev: ar-502, ar-506, de-501,
# es-506, fr-506, it-503, it-505, it-506, ru-501, ru-502, ru-505, ru-506. Near misses: the same
# asks and verbs with an errand, a vehicle parked, a window closed (no thing to keep).
ASKED_MORE = [
    "Would you ever park a detail in that noggin of yours? The greenhouse key hangs by the door.",
    "Puis-je vous demander de prendre bonne note d'une chose ? Le jardin ferme ses grilles à dix-neuf heures.",
    "¿Podría pedirle que tome buena nota de algo? La farmacia de guardia cambia los domingos.",
    "Posso chiederle di prendere buona nota di una cosa? La chiave della serra sta sotto il vaso.",
    "Закинешь мне в черепушку одну дату? Концерт оркестра — девятого марта.",
    "Можно попросить вас усвоить одну мелочь? Ключ от теплицы висит у двери.",
    "هل لي أن أطلب منك الاحتفاظ برقم في ذهنك؟ خزانتي في النادي رقم ١٢.",
    "Ma mi miette nu numero 'ntâ testa? U me armadiettu è u vintidui.",
]
ASKED_MORE_NONE = [
    "Can I ask you to take the bins out tonight? The lorry comes at six.",
    "Would you park the van in the yard for me? The keys are on the hook.",
    "Posso chiederti di prendere il pane? Il forno chiude alle sette.",
    "Позвольте попросить вас закрыть окно? Здесь сильно дует.",
    "Je peux te demander de passer à la pharmacie ? Elle ferme à dix-neuf heures.",
    "¿Puedo pedirte que revises el correo? Lo escribí con prisa.",
]
ASKED_MORE_POOL = (
    "frozen33zb-en-503",
    "frozen33zb-es-502",
    "frozen33zb-ru-503",
    "frozen33zb-ru-506",
)


@pytest.mark.parametrize("text", ASKED_MORE)
def test_remember_asked_in_more_verbs_and_places_keeps_the_next_sentence(text):
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert found.explicit[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")
    assert found.suggestion is None


@pytest.mark.parametrize("text", ASKED_MORE_NONE)
def test_the_same_asks_with_an_errand_keep_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_in_more_verbs_and_places_mends_earlier_rounds_messages():
    for case in pool(*ASKED_MORE_POOL):
        assert reading(case.text) == "explicit", case.id
        assert judge(case.text).suggestion is None, case.id


def test_the_probes_are_new():
    assert_probes_apart(ASKED_MORE + ASKED_MORE_NONE)


# The speaker's own want with a limit of the speaker's own as its reason (errands.own_limit): an
# order with the speaker as receiver naming a lasting manner (a unit, a format, a thing attached),
# a comma, then what the speaker cannot follow or keeps getting wrong, or the speaker's device that
# cannot open a thing; it lasts, and it is the speaker's (scope user). The device alone in its own
# sentence is the speaker's too (errands.my_device). Dev: ar-009, de-008, en-006, en-008, es-007,
# es-008, fr-008, it-007, it-008. Near misses: an order naming no manner with a limit about one
# thing ("Give me a minute, I don't understand the question"), a reason of need (each reads none).
OWN_LIMIT = [
    "Schick mir die Preise mit Mehrwertsteuer, ich komm mit Nettopreisen nicht zurecht.",
    "Pasame las recetas en gramos, que con las tazas me confundo.",
    "Scrivimi le ricette in grammi, con le tazze non ci capisco niente.",
    "Envoie-moi le menu en texte brut, ma tablette n'affiche pas les images.",
    "Рецепты мне в граммах пиши, в чашках я ни бельмеса.",
    "Dammi le distanze in chilometri, con le miglia vado in tilt.",
]
OWN_LIMIT_NONE = [
    "Give me a minute, I don't understand the question.",
    "Dime dónde está la estación, no me aclaro con el mapa.",
    "Скажи мне адрес, я не понимаю карту.",
    "قلي الطريق، أنا مش فاهم الخريطة.",
    "Send me the file, I need it for the meeting.",
    "Tell me the time, my watch doesn't work.",
]
OWN_LIMIT_POOL = (
    "frozen33zb-en-011",
    "frozen33zb-it-009",
    "frozen33zb-it-011",
    "frozen33zb-ru-013",
    "frozen33zb-ar-013",
    "dev33za-ar-010",
    "dev33zb-ar-009",
    "dev33zb-es-011",
    "dev33zb-fr-013",
)


@pytest.mark.parametrize("text", OWN_LIMIT)
def test_an_order_for_the_speaker_with_a_limit_of_their_own_lasts_for_them(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", OWN_LIMIT_NONE)
def test_an_errand_with_a_reason_of_the_moment_is_no_way(text):
    assert reading(text) == "none"


def test_the_speaker_s_own_limit_mends_earlier_rounds_messages():
    for case in pool(*OWN_LIMIT_POOL):
        found = judge(case.text).suggestion
        assert found is not None and found.scope is Scope.USER, case.id


def test_the_own_limit_probes_are_new():
    assert_probes_apart(OWN_LIMIT + OWN_LIMIT_NONE)


# A message headed by the speaker (headed_for_me): the heading says whose the rule after it is, the
# second opinion's rule too (engine.judge), and the speaker alone or in a colloquial turn is such a
# heading before its colon ("Me: …", "Ich: …", "A me: …", "Conmigo: …", "Pour ma pomme : …", "إلي:
# …", "لي أنا: …"). Dev: en-010, ru-012. Near misses: the same heading with a report, an opinion
# (each reads none).
HEADED = [
    "Me: big letters. No colours. Old eyes.",
    "Ich: kurze Sätze. Keine Links. Kleines Display.",
    "Для меня: коротко, без таблиц. Экран маленький.",
    "Réponses brèves pour moi. Sans liens. Je lis dans le train.",
    "Respuestas breves para mí. Sin enlaces. Leo en el tren.",
]
HEADED_NONE = [
    "Me: I booked the hall for Friday.",
    "For me, the concert was too long.",
    "Ich: Ich habe den Schlüssel vergessen.",
    "Для меня это слишком дорого.",
]
HEADED_POOL = (
    "dev33za-de-014",
    "dev33za-en-014",
    "dev33za-es-014",
    "dev33za-fr-014",
    "frozen33za-it-014",
    "frozen33za-ru-014",
)


@pytest.mark.parametrize("text", HEADED)
def test_a_heading_of_the_speaker_makes_the_rule_after_it_personal(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", HEADED_NONE)
def test_the_speaker_heading_a_report_or_an_opinion_states_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("case_id", with_lost(HEADED_POOL))
def test_a_heading_of_the_speaker_mends_earlier_rounds_messages(case_id):
    (case,) = pool(case_id)
    found = judge(case.text).suggestion
    assert found is not None and found.scope is Scope.USER, case.id


def test_the_heading_probes_are_new():
    assert_probes_apart(HEADED + HEADED_NONE)


# The world answering the weather, with its always (unprompted.weather_when): an always or a
# usually, no object taken between it and a when whose clause names the weather ("Les chèvres
# bêlent toujours plus fort quand l'orage approche", "Подъёмник всегда встаёт, когда поднимается
# ветер"): nobody's way. Dev: ar-018, es-018, fr-018, it-018, ru-018. Near misses: the team or an
# order in it, a household's act with its object (each stays a rule).
WEATHER_WHEN = [
    "The wind turbine always slows down when a gale comes in.",
    "Les moutons bêlent toujours plus fort quand le vent se lève.",
    "Die Hühner gackern immer lauter, wenn ein Gewitter kommt.",
    "Los perros siempre ladran más fuerte cuando hay tormenta.",
    "Il mulino si ferma sempre quando soffia il vento.",
    "Паром всегда встаёт, когда начинается туман.",
    "الكلاب دايماً تنبح أكثر لما ييجي المطر.",
]
WEATHER_WHEN_RULES = [
    "We always close the lifts when the wind picks up.",
    "Always shut the greenhouse when a storm comes.",
    "Les enfants rentrent toujours les vélos quand il pleut.",
    "Cierra siempre la puerta cuando llueve.",
]
WEATHER_WHEN_POOL = ("dev33za-es-016", "dev33za-ru-016")


@pytest.mark.parametrize("text", WEATHER_WHEN)
def test_the_world_answering_the_weather_is_no_one_s_way(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", WEATHER_WHEN_RULES)
def test_the_team_or_an_order_when_it_rains_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_the_world_answering_the_weather_mends_earlier_rounds_messages():
    for case in pool(*WEATHER_WHEN_POOL):
        assert reading(case.text) == "none", case.id


def test_the_weather_probes_are_new():
    assert_probes_apart(WEATHER_WHEN + WEATHER_WHEN_RULES)


# The gate said as a condition of lacking put first, then a place's negated taking in, letting or
# serving (forms._LACK_FIRST, asked by forms.gated beside the gate said with "without"): "Si t'as pas
# ton brevet, la salle te laisse pas grimper", "Если у собаки нет прививок, гостиница её не берёт".
# Dev: fr-002. Near misses: a lack and what follows of itself, the speaker's own one-off, the team's
# choice, a taking of a thing (each reads none).
LACK_FIRST = [
    "If a climber hasn't got a belay card, the gym won't let them on the wall.",
    "Si el perro no tiene su cartilla, la residencia no lo acepta.",
    "Se il cane non ha il libretto, la pensione non lo prende.",
    "Если у собаки нет прививок, гостиница её не берёт.",
    "Si l'enfant a pas son billet, le tram le laisse pas monter.",
]
LACK_FIRST_NONE = [
    "If the dog hasn't eaten, it won't sleep.",
    "If you don't have the key, I can't let you in tonight.",
    "Если нет дождя, мы не берём зонты.",
    "If the shop hasn't got it, they won't take an order.",
]
LACK_FIRST_POOL = ("frozen33zb-fr-002",)


@pytest.mark.parametrize("text", LACK_FIRST)
def test_a_lack_put_first_then_a_place_refusing_is_a_requirement(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", LACK_FIRST_NONE)
def test_a_lack_put_first_with_no_place_refusing_states_no_rule(text):
    assert reading(text) == "none"


def test_a_lack_put_first_mends_earlier_rounds_messages():
    for case in pool(*LACK_FIRST_POOL):
        assert reading(case.text) == "suggest", case.id


def test_the_lack_probes_are_new():
    assert_probes_apart(LACK_FIRST + LACK_FIRST_NONE)
