"""Issue 33, thirty-first round, the west's part (en, fr, de, es, it, ru, ar): the judgement's
suggestions and explicit requests. The set dev33ze was written by hand and committed before the
judgement ran on it or was changed; the integrator alone scores its frozen third (per language the
lowest third by SHA-256), once, at the end. For each reading: siblings written for it (new texts,
misread at the round's start), near misses (the same surface without the reading, read the same
before and after) and the earlier rounds' messages it mends, by id."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    saves_the_fact_after_its_colon,
    wrong_readings,
)

THIRTY_FIRST_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirty_first_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZE, DEV33ZE_FROZEN, THIRTY_FIRST_ROUND_WEST, "thirty-first-round")


# A fact headed for the next time or another time, or for the future alone (notes_for_later._NEXT):
# the time the fact is for, alone before the colon that opens the message or a sentence of it, then
# a fact, which is kept at once and never suggested. A team's way, an order, a condition, a "you"
# or an "I", a must or a please after it is a rule told for next time, read as before. Dev: ar-510,
# ar-512, de-512, en-509, en-510, en-512, es-510, es-512, fr-509, fr-510, fr-512, it-509, it-512,
# ru-509, ru-510, ru-512. Near misses: "next time" inside a sentence, and each heading before a rule.
NEXT_TIME = [
    "For next time: the bakery on Mill Lane takes cards now.",
    "Next time around: the ferry leaves from the north quay.",
    "Pour la prochaine fois : la médiathèque ferme à dix-huit heures le samedi.",
    "Pour une autre fois : le marchand de vélos a des chambres à air en promo.",
    "Fürs nächste Mal: Der Hofladen hat montags Ruhetag.",
    "Beim nächsten Mal: Die Fähre fährt vom Nordkai ab.",
    "Para la próxima vez: la ferretería del barrio abre los domingos por la mañana.",
    "Para otra vez: el quiosco de la plaza vende sellos.",
    "Per la prossima volta: il fornaio di via Roma accetta le carte.",
    "Per un'altra volta: la biblioteca presta anche i giochi da tavolo.",
    "На следующий раз: в пекарне на углу теперь принимают карты.",
    "На другой раз: паром отходит от северного причала.",
    "للمرة الجاية: المخبز اللي عالزاوية صار يقبل بطاقات.",
    "لمرة تانية: العبّارة بتطلع من الرصيف الشمالي.",
]
NEXT_TIME_SAME = [
    ("suggest", "Next time, bring cash for the bakery."),
    ("suggest", "For next time: always run the linter before you push."),
    ("suggest", "For next time: we review PRs on Mondays."),
    ("suggest", "For next time: if the build fails, ping me first."),
    ("suggest", "I'll bake more bread next time."),
    ("suggest", "Pour la prochaine fois : si le build casse, préviens-moi."),
    ("suggest", "Pour la prochaine fois : on relit les PR le lundi."),
    ("suggest", "Fürs nächste Mal: Wir deployen nur freitags."),
    ("suggest", "Fürs nächste Mal: bitte keine Wildcard-Imports mehr."),
    ("suggest", "Para la próxima vez: siempre usa tabuladores."),
    ("suggest", "Per la prossima volta: non fare il push su main."),
    ("suggest", "На следующий раз: всегда пиши тесты к новому коду."),
    ("suggest", "На будущее: если меняешь API, обновляй CHANGELOG."),
    ("suggest", "للمرة الجاية: لازم تكتب اختبارات لكل ميزة."),
    ("suggest", "للمستقبل: إذا تغيرت الواجهة، حدّث الملف."),
]
NEXT_TIME_POOL = (
    "dev33zc-ru-512",
    "frozen33zc-ar-512",
    "frozen33zd-ar-511",
    "frozen33zd-it-512",
    "frozen33zd-ru-510",
)


@pytest.mark.parametrize("text", NEXT_TIME)
def test_a_fact_headed_for_next_time_is_kept_at_once(text):
    saves_the_fact_after_its_colon(text)


def test_a_rule_headed_for_next_time_reads_as_before():
    assert wrong_readings(NEXT_TIME_SAME) == []


def test_a_fact_headed_for_next_time_mends_earlier_rounds_messages():
    for case in pool(*NEXT_TIME_POOL):
        saves_the_fact_after_its_colon(case.text)


def test_the_thirty_first_round_west_probes_are_new_texts():
    assert_probes_apart(
        NEXT_TIME
        + [text for _, text in NEXT_TIME_SAME]
        + PLACE_STATE
        + [text for _, text in PLACE_STATE_SAME]
        + FROM_NOW_OWN
        + [text for _, text in FROM_NOW_SAME]
        + FRENCH_IMPERFECT
        + [text for _, text in FRENCH_IMPERFECT_SAME]
    )


# The cold, the heat or the mud a place is in, said with its always (world._STATE, beside the
# weather and the traffic, with their guards: the team, the addressee, a must or a please refuse
# it): the world's state, no one's rule, when the state and the always stand in the sentence's first
# clause; after an order, as its reason ("Always wear boots, the paths are always muddy"), it stays
# the order's. Dev: ar-016, de-016, en-018, it-018, ru-018 (English's other states read as none
# before). Near misses: the state as an order's reason, the team's or our own cold, a must, the
# state today or yesterday.
PLACE_STATE = [
    "Le terrain de pétanque est toujours détrempé après l'orage.",
    "Dans la serre il fait toujours chaud dès dix heures.",
    "Au gymnase il fait toujours froid le matin.",
    "Im Bootshaus ist es morgens immer eiskalt.",
    "Der Trampelpfad zum See ist nach dem Tauwetter immer schlammig.",
    "El patio del colegio siempre queda encharcado cuando llueve.",
    "En la nave del taller siempre hace un calor horrible en agosto.",
    "En la nave del taller siempre hace un frío tremendo.",
    "Il sentiero del bosco è sempre fangoso in primavera.",
    "La cantina del circolo resta sempre gelida d'inverno.",
    "Il campetto dietro la chiesa è sempre allagato a novembre.",
    "На даче по утрам всегда собачий холод.",
    "Грунтовка к лодочной станции всегда раскисает весной.",
    "الملعب دايمًا بيصير طين بعد الشتوة.",
    "المستودع دايمًا برد قارس بالشتا.",
]
PLACE_STATE_SAME = [
    ("suggest", "Always wear boots, the allotment paths are always muddy."),
    ("none", "We're always freezing in that office, so bring a jumper."),
    ("suggest", "You must always check the ice, the pond gets icy overnight."),
    ("suggest", "Mets toujours des bottes, le jardin est toujours boueux."),
    ("suggest", "On a toujours froid dans ce bureau."),
    ("suggest", "Zieh immer Gummistiefel an, der Weg ist immer matschig."),
    ("suggest", "Wir sind immer eiskalt nach dem Training."),
    ("suggest", "Ponte siempre botas, el camino siempre está embarrado."),
    ("suggest", "Metti sempre gli stivali, il sentiero è sempre fangoso."),
    ("suggest", "Всегда надевай сапоги, в огороде всегда грязь."),
    ("suggest", "لازم دايمًا تلبس جزمة، الجنينة دايمًا بتصير طين."),
    ("none", "The path was muddy yesterday."),
    ("none", "Il fait froid aujourd'hui."),
]


@pytest.mark.parametrize("text", PLACE_STATE)
def test_a_places_cold_heat_or_mud_with_its_always_is_no_rule(text):
    assert reading(text) == "none"


def test_the_same_states_as_an_orders_reason_or_our_own_read_as_before():
    assert wrong_readings(PLACE_STATE_SAME) == []


# The speaker's own want with the time from which it holds put before the order (own_limits.
# _FROM_NOW): "From now on", "Désormais", "Ab jetzt", "De ahora en adelante", "D'ora in poi",
# "Впредь", "من هلق ورايح" before an order for the speaker, a comma, then a limit or a device of the
# speaker's as its reason; the opener is no part of the order, so the want is the speaker's own, as
# it is with no opener (and Russian's spoken "мобильник", "смартфон" are the speaker's phone). Dev:
# it-009. Near misses: a reason of need or of the moment, the world's fact after the opener, a team's
# rule after it.
FROM_NOW_OWN = [
    "From now on give me the ferry times with the weekday, I lose track of dates.",
    "Going forward, send me the minutes as plain text, my old tablet won't open attachments.",
    "Désormais, donne-moi les horaires en texte, mon vieux portable n'ouvre pas les pièces jointes.",
    "Dorénavant, écris-moi les prix en euros, je me perds avec les dollars.",
    "Ab jetzt schick mir die Termine als Text, mein altes Handy öffnet keine Anhänge.",
    "De ahora en adelante mándame las facturas en texto, mi móvil viejo no abre adjuntos.",
    "A partir de ahora dime las horas con el día de la semana, me pierdo con las fechas.",
    "D'ora in poi dammi i pesi in chili, con le libbre vado in confusione.",
    "Da ora in poi mandami gli orari in testo semplice, il mio vecchio tablet non apre i PDF.",
    "Впредь присылай мне счета с текстом, мой старый смартфон не открывает вложения.",
    "Отныне пиши мне время в двадцатичетырёхчасовом формате, с AM и PM я путаюсь.",
]
FROM_NOW_SAME = [
    ("space", "From now on give me a minute, I don't understand the question."),
    ("space", "From now on, the ferry leaves at nine, my old tablet won't open the timetable."),
    ("space", "Désormais, donne-moi ce fichier, j'en ai besoin pour la réunion."),
    (None, "Ab jetzt schick mir die Termine als Text, ich brauche sie für morgen."),
    ("space", "De ahora en adelante, los lunes no hay clase."),
    ("space", "D'ora in poi il corso comincia alle sei, il mio vecchio tablet non apre i PDF."),
    ("space", "Впредь всегда пиши тесты, мой старый ноутбук не тянет сборку."),
    (None, "Send me the timetable now, my phone is about to die."),
]


def _scope(text: str) -> str | None:
    found = judge(text).suggestion
    return None if found is None else found.scope.value


@pytest.mark.parametrize("text", FROM_NOW_OWN)
def test_an_own_want_after_from_now_on_is_the_speakers(text):
    assert _scope(text) == "user"


def test_the_same_openers_before_a_need_a_fact_or_a_team_rule_read_as_before():
    assert [(want, text) for want, text in FROM_NOW_SAME if _scope(text) != want] == []


# A habit told of the past in French's imperfect, any verb's third person (fr.py's `past`; the
# list named a few verbs only): "finissait toujours", "fermait chaque lundi" is what was, no rule.
# Never the conditional's -rait (nor, so, the imperfect of a verb in -rer, left to read as before),
# nor the nouns and adjectives in -ait. Dev: fr-022, fr-024. Near misses: a supposition in the
# imperfect before an order, the present, "fait", "lait", the conditional.
FRENCH_IMPERFECT = [
    "Le club de voile organisait toujours une régate en août.",
    "Le marché se tenait tous les jeudis sur la place de l'église.",
    "Le facteur passait toujours vers onze heures.",
    "Le gardien fermait toujours le parc à vingt heures.",
    "Les enfants jouaient chaque mercredi au square.",
]
FRENCH_IMPERFECT_SAME = [
    ("suggest", "S'il pleuvait, fermez toujours les fenêtres de l'atelier."),
    ("suggest", "Ferme toujours la porte du sauna, sinon il fait froid."),
    ("none", "Il faudrait toujours relire les PR avant de les fusionner."),
    ("suggest", "Le club de voile organise toujours une régate en août."),
    ("suggest", "Tout est fait à la main, toujours."),
    ("suggest", "Mets toujours du lait dans mon café."),
    ("suggest", "Ce serait bien que tu répondes toujours en français."),
]


@pytest.mark.parametrize("text", FRENCH_IMPERFECT)
def test_a_habit_told_in_the_french_imperfect_is_no_rule(text):
    assert reading(text) == "none"


def test_the_same_words_in_the_present_conditional_or_a_supposition_read_as_before():
    assert wrong_readings(FRENCH_IMPERFECT_SAME) == []
