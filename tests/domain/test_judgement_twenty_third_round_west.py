"""Issue 33, twenty-third round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33w was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33W, DEV33W_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
)

TWENTY_THIRD_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_third_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33W, DEV33W_FROZEN, TWENTY_THIRD_ROUND_WEST, "twenty-third-round")


# A note for the agent's memory named as a noun before a colon, the memory or the agent named in it
# (memory_notes.py); near misses: a bare note or reminder, a question about memory, the speaker's own.
MEMORY_NOTES = [
    "For your memory: the bakery's van is a white Transit with the plate KX19 RTA.",
    "Mémo pour ta mémoire : la clé du local à vélos est chez Odile.",
    "Für dein Gedächtnis: Die Gruppe B probt im Musiksaal zwei.",
    "Dato para tu memoria: la furgoneta grande pasa la ITV en octubre.",
    "Promemoria per te: la chiave del deposito la tiene Carmela.",
    "На заметку: ключ от склада висит у вахтёра.",
    "ملاحظة لذاكرتك: مفتاح المخزن عند أبو سامي.",
]
MEMORY_NOTES_NONE = [
    "Note: the build is flaky on Mondays.",
    "Reminder for you: call the plumber before noon.",
    "Was ist gut fürs Gedächtnis?",
    "Recordatorio: mañana hay reunión a las nueve.",
    "My memory is terrible: I lost my keys twice this week.",
]


@pytest.mark.parametrize("text", MEMORY_NOTES)
def test_a_note_for_the_memory_before_a_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert text.split(":", 1)[1].strip().lower().startswith(found[0].content[:12].lower())


@pytest.mark.parametrize("text", MEMORY_NOTES_NONE)
def test_a_bare_note_or_a_question_about_memory_keeps_nothing(text):
    assert reading(text) == "none"


def test_the_memory_note_reading_mends_earlier_rounds_messages():
    for case in pool(
        "dev33v-fr-512", "dev33v-de-512", "dev33v-es-512", "dev33v-ar-512", "frozen33v-it-512"
    ):
        assert reading(case.text) == "explicit", case.id


# After a comma, the agent told to keep what was just said or not to forget it (memory_notes.py);
# near misses: the speaker's own not forgetting, a forget with nothing pointed back at.
CLOSINGS = [
    "The van keys live in the blue tin, don't forget that.",
    "Die Werkstatt schliesst freitags um drei, vergiss das nicht.",
    "Le local à vélos ferme à 19 h, ne l'oublie pas.",
    "La furgoneta pequeña gasta gasoil, grábatelo.",
    "Склад по воскресеньям закрыт, заруби себе на носу.",
    "الورشة تسكّر الجمعة بدري، خلّيك فاكر.",
    "Il deposito chiude alle sei, non dimenticarlo.",
]
CLOSINGS_SAME = [
    ("none", "I never forget that day at the lake."),
    ("none", "Ce concert, je ne l'oublie pas."),
    ("none", "Tu me l'as dit hier, je ne l'oublie pas."),
    # (twenty-eighth round: one errand with a bare "don't forget" is no rule either, frozen33zb-en-513)
    ("none", "Bring the keys, don't forget."),
]


@pytest.mark.parametrize("text", CLOSINGS)
def test_a_closing_keep_or_forget_not_keeps_what_was_said(text):
    (found,) = judge(text).explicit
    assert found.form == "remember" and text.startswith(found.content.rstrip(".")[:10])


@pytest.mark.parametrize("want, text", CLOSINGS_SAME)
def test_the_speakers_own_not_forgetting_is_no_closing(want, text):
    assert reading(text) == want


def test_the_closing_reading_mends_earlier_rounds_messages():
    for case in pool("frozen33v-de-506", "frozen33v-es-506", "frozen33v-ar-506", "dev33v-ru-506"):
        assert reading(case.text) == "explicit", case.id


# A title or an address's word cut short, a street or a number closing a compound, one Cyrillic or
# Arabic letter: no sentence ends at its period (text.py); near misses: a sentence ending in "я",
# a real end after a title's sentence, a plain end.
ABBREVIATED = [
    ("Remember that the youth band's physio is Sra. Lozano at the sports centre.", "Lozano"),
    ("Souviens-toi que le comptable reçoit au 18 bd. Voltaire, au troisième.", "Voltaire"),
    ("Merk dir, dass die Werkstatt an der Industriestr. 4 liegt.", "liegt"),
    ("Ricorda che il tecnico delle caldaie è l'ing. Marino di Salerno.", "Salerno"),
    ("Запомни, что склад переехал на ул. Ленина, 7.", "Ленина"),
    ("تذكّر إن مدير المخيم هو م. خالد الرشيد من الخبر.", "الرشيد"),
]
ABBREVIATED_SAME = [
    ("none", "Запомни: это сделал я. Больше никто не трогал пилу."),
    ("explicit", "Remember to call Dr. Patel. Then book the hall."),
    ("none", "The meeting ended at five. Everyone went home."),
]


@pytest.mark.parametrize("text, word", ABBREVIATED)
def test_an_abbreviations_period_does_not_cut_the_fact(text, word):
    (found,) = judge(text).explicit
    assert word in found.content


@pytest.mark.parametrize("want, text", ABBREVIATED_SAME)
def test_a_sentence_still_ends_at_a_whole_words_period(want, text):
    assert reading(text) == want
    if want == "explicit":
        assert "book" not in judge(text).explicit[0].content


def test_the_abbreviation_reading_mends_earlier_rounds_messages():
    for case, word in zip(
        pool("frozen33v-ar-502", "frozen33u-de-503"), ("العتيبي", "284"), strict=True
    ):
        assert word in judge(case.text).explicit[0].content, case.id


# Russian: after a condition on any case, the team acting in the first person plural or whoever
# handles it named by a role noun, in the present (consequences.py); near misses: a modal, a future,
# what goes wrong with the one named, a feeling, a past.
RU_THEN_ACTS = [
    "Когда поставщик привозит мокрые доски, мы отправляем всю партию обратно.",
    "Если турист шумит после одиннадцати, охранник выписывает ему предупреждение.",
    "Когда курьер теряет посылку, менеджер сразу оформляет претензию.",
    "Когда автобус задерживается, мы звоним родителям каждого ребёнка.",
    "Если гость теряет ключ, администратор выдаёт ему новый за триста рублей.",
]
RU_THEN_ACTS_NONE = [
    "Если пекарь заболевает, мы можем закрыться пораньше.",
    "Если пила ломается, мастер опаздывает на полдня.",
    "Когда гость уезжает, мы будем рады отзыву.",
    "Вчера, когда курьер опоздал, мы отменили бронь.",
]


@pytest.mark.parametrize("text", RU_THEN_ACTS)
def test_the_teams_or_a_roles_present_after_a_russian_condition_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", RU_THEN_ACTS_NONE)
def test_a_modal_a_future_a_mishap_or_a_past_after_it_is_none(text):
    assert reading(text) == "none"


def test_the_russian_consequence_reading_mends_an_earlier_rounds_rule():
    (case,) = pool("frozen33v-ru-004")
    assert reading(case.text) == "suggest"


# After a condition on any case, whoever handles it acting on the person it names: taking something
# off them or them off (English), or a dative pronoun before a present (Spanish, Italian;
# consequences.py); near misses: how long it takes, saying, seeming, a past.
TO_THEM = [
    "When a player turns up without the right shoes, the coach takes them out of the match.",
    "If a camper lights a fire outside the pits, the warden takes their permit back.",
    "Quando un cliente perde lo scontrino, la cassiera gli stampa una copia.",
    "Se un corista salta due prove, il direttore gli affida una parte minore.",
    "Quando un socio dimentica la tessera, la segretaria gli stampa un pass giornaliero.",
]
TO_THEM_NONE = [
    "If the job is big, it takes them two days.",
    "The build takes an hour when the cache is cold.",
    "Si un cliente se queja, el médico le dice que espere.",
    "Se il bambino piange, la maestra gli sembra severa.",
    "Cuando el cliente pagó, el cajero le dio el recibo.",
]


@pytest.mark.parametrize("text", TO_THEM)
def test_a_role_acting_on_the_person_a_condition_names_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", TO_THEM_NONE)
def test_how_long_it_takes_saying_or_a_past_is_none(text):
    assert reading(text) == "none"


def test_the_role_acting_on_them_reading_mends_an_earlier_rounds_rule():
    (case,) = pool("frozen33v-en-011")
    assert reading(case.text) == "suggest"


# A product's name or a machine's or an app's noun, its verb, then "by itself" (Spanish "solo",
# Italian "da solo" after a two-word name, Arabic "لحاله"): the tool's behaviour (world.py); near
# misses: a person or a role doing it alone, a bare "only", the one addressed.
BY_ITSELF = [
    "Holded te manda sola la factura rectificativa cuando cambias el importe.",
    "Calendly te confirma sola la cita después de cada reserva.",
    "Trello Butler sposta da solo la scheda dopo ogni consegna.",
    "Fatture Cloud ti manda da solo il sollecito quando una rata scade.",
    "برنامج الرواتب يرسل الكشوفات لحاله كل شهر.",
    "الجهاز يطفي الأضواء لحاله كل ليلة الساعة عشرة.",
]
BY_ITSELF_RULES = [
    "La recepcionista llama sola a los clientes morosos cada lunes.",
    "المدير يراجع العقود لحاله كل أسبوع.",
    "Le consegne partono solo dopo il controllo qualità.",
    "Puedes hacer el merge solo si los tests pasan.",
    # (a capitalised word opening the sentence is no product's name)
    "Ai genitori si manda il menù solo via mail.",
]


@pytest.mark.parametrize("text", BY_ITSELF)
def test_a_tool_acting_by_itself_is_none(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", BY_ITSELF_RULES)
def test_a_person_alone_or_an_only_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_the_tool_by_itself_reading_mends_earlier_rounds_messages():
    for case in pool("dev33v-es-021", "dev33s-es-020", "dev33r-it-019", "dev33v-ar-021"):
        assert reading(case.text) == "none", case.id


# The weather and the roads said with an always in new forms: the sea's state, a road flooded or cut
# by the tide, a named wind, a weather verb or a season's weather adjective alone, the humidity
# (world.py); near misses: the team's rule under the same weather.
WEATHER_NEW = [
    "À Étretat, la mer est presque toujours houleuse en février.",
    "Auf dem Flüelapass liegt im Mai fast immer noch Schnee.",
    "El camino de la ermita siempre se anega con las lluvias de otoño.",
    "In Sardegna d'estate tira quasi sempre il maestrale.",
    "В Архангельске в октябре почти всегда моросит.",
    "Март в Мурманске всегда промозглый и ветреный.",
    "في الدمام الرطوبة دايماً عالية في الصيف.",
]
WEATHER_NEW_RULES = [
    "Quand la mer est agitée, on annule toujours la sortie en kayak.",
    "Если моросит, мы всегда закрываем террасу кафе.",
    "Wenn die Strasse unter Wasser steht, schicken wir die Camper immer über den Feldweg.",
    "Le ciel, on le photographie toujours au lever du jour.",
]


@pytest.mark.parametrize("text", WEATHER_NEW)
def test_the_weather_or_a_road_with_an_always_in_new_forms_is_none(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", WEATHER_NEW_RULES)
def test_the_teams_rule_under_that_weather_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_the_new_weather_forms_mend_an_earlier_rounds_message():
    (case,) = pool("frozen33v-ru-016")
    assert reading(case.text) == "none"


# A start to come put first (a day, a month, a season, the next week or term), then how things are
# done from then on: read as "from now on", its words kept (starts.py); near misses: the speaker's
# own leave, tomorrow, a question, a place.
STARTS = [
    "From next term, the orchestra rehearses in the sports hall on Wednesdays.",
    "Starting in September, the bakery bakes sourdough on weekends only.",
    "À partir de mars, la scierie livre les planches le jeudi.",
    "Ab Oktober schliesst der Campingplatz die Duschen um zehn.",
    "Desde el próximo mes, la notaría firma las escrituras por la tarde.",
    "С марта курьеры забирают посылки со склада до девяти утра.",
    "اعتبارا من يناير، المخبز يوصل الطلبات للفنادق بالسيارة الكبيرة.",
]
STARTS_NONE = [
    "From Monday I'm on leave for two weeks.",
    "From tomorrow, the office is closed for the move.",
    "Starting Monday, can you cover the morning shift?",
    "Ab März bin ich in Elternzeit.",
    "Desde el lunes estoy de vacaciones.",
    "From the car park you can see the lighthouse.",
]


@pytest.mark.parametrize("text", STARTS)
def test_a_start_to_come_put_first_makes_the_way_after_it_a_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.content.startswith(text.split()[0])


@pytest.mark.parametrize("text", STARTS_NONE)
def test_the_speakers_own_leave_tomorrow_or_a_question_is_none(text):
    assert reading(text) == "none"


def test_the_start_reading_mends_an_earlier_rounds_rule():
    (case,) = pool("frozen33v-en-007")
    assert reading(case.text) == "suggest"


# The speaker named alone as the lead before a comma, or as the one the agent writes to in the
# condition: the rule is Personal (errands.py); near misses: the team, a supplier, the clients.
FOR_ME = [
    "For me, put the deadline in bold at the top of every summary.",
    "Pour moi, mets les prix toujours hors taxes dans tes tableaux.",
    "Für mich, bitte jede Zusammenfassung mit dem Fazit beginnen.",
    "Para mí, escribe las fechas siempre con el mes en letras.",
    "Quando scrivi a me, metti sempre le cifre in grassetto.",
    "When you write to me, always put the figures in a table.",
]
FOR_OTHERS = [
    "For the team, put the deadline in bold at the top of every summary.",
    "When you write to the supplier, always put the order number first.",
    "Quando scrivi ai clienti, usa sempre il Lei.",
    "Pour l'équipe, mets les prix toujours hors taxes dans les tableaux.",
]


def _scope(text):
    found = judge(text).suggestion
    return found and found.scope


@pytest.mark.parametrize("text", FOR_ME)
def test_a_rule_for_the_speaker_alone_is_personal(text):
    assert _scope(text) == Scope.USER


@pytest.mark.parametrize("text", FOR_OTHERS)
def test_the_same_rule_for_others_is_the_spaces(text):
    assert _scope(text) == Scope.SPACE


def test_the_for_me_reading_mends_an_earlier_rounds_scope():
    (case,) = pool("dev33v-en-009")
    assert _scope(case.text) == Scope.USER


# German and Swiss German: a role's duty at a recurring time with the Swiss article (d', de, dr), a
# role in -wart, or where the role works between it and its verb (de_kinds.py); near misses: being,
# having, a past.
ROLE_SWISS = [
    "D'Platzwartin kontrolliert jede Mäntig d'Stromkäschte.",
    "D'Hauswartin putzt jede Friitig d'Vitrine im Foyer.",
    "Der Bootswart kontrolliert jeden Morgen die Rettungsringe.",
    "D'Kassiererin zählt jede Abig d'Kasse.",
    "D'Lehrerin korrigiert jede Wuche d'Hefter vo de Chind.",
]
ROLE_SWISS_NONE = [
    "Der Platzwart ist jeden Abend müde.",
    "Der Platzwart im Verein hat jeden Montag frei.",
    "D'Chorleiterin hät letscht Wuche d'Note verteilt.",
]


@pytest.mark.parametrize("text", ROLE_SWISS)
def test_a_roles_duty_with_the_swiss_article_or_a_warden_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", ROLE_SWISS_NONE)
def test_a_roles_state_or_past_is_none(text):
    assert reading(text) == "none"


def test_the_swiss_role_reading_mends_an_earlier_rounds_rule():
    (case,) = pool("frozen33v-de-012")
    assert reading(case.text) == "suggest"


# Spanish and Italian: a condition on the work's own thing named by its article, in the plain
# present, then what is done (consequences.py); near misses: the boss calling, a past, tomorrow.
THING_CASE = [
    "Si la furgoneta llega sin albarán, se devuelve la mercancía entera.",
    "Se la caldaia perde pressione, chiamiamo subito il tecnico.",
    "Se il fornitore consegna in ritardo, gli addebitiamo una penale.",
    "Quando il forno supera i 250 gradi, spegniamo la seconda camera.",
    "Cuando la báscula marca de más, se calibra con las pesas del armario.",
]
THING_CASE_NONE = [
    "Si el jefe llama, se le pasa enseguida.",
    "Se la lama si è rotta ieri, chiamiamo il tecnico.",
    "Si el proveedor mandó la mercancía incompleta, se rechazó el lote.",
    "Se il fornitore consegna in ritardo domani, gli scriviamo noi.",
]


@pytest.mark.parametrize("text", THING_CASE)
def test_a_condition_on_the_works_own_thing_then_what_is_done_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", THING_CASE_NONE)
def test_the_boss_a_past_or_tomorrow_is_none(text):
    assert reading(text) == "none"


def test_the_thing_case_reading_mends_an_earlier_rounds_rule():
    (case,) = pool("dev33t-es-008")
    assert reading(case.text) == "suggest"


# Outside the rule of evidence (no earlier message of the class is misread): remember asked as a
# question about a thing not yet said, in new words (asked_ahead.py: "garder une info en mémoire",
# "удержать в голове имя", "تفصيلة", "اسم"); near misses: a thing named, a question about memory.
ASKED_AHEAD_NEW = [
    ("Tu peux garder un détail en mémoire ? Le code du portail est 4410.", "4410"),
    ("Vous pouvez conserver une info en tête pour moi ? Le traiteur s'appelle Marcel.", "Marcel"),
    ("Сможешь удержать в голове одну деталь? Ключ от котельной у Семёна.", "Семёна"),
    ("Можешь удержать в голове имя? Нашего настройщика зовут Глеб.", "Глеб"),
    ("ممكن تتذكر تفصيلة؟ باب المخزن يفتح بالكود 7731.", "7731"),
    ("تقدر تحفظ لي اسم؟ الخباز الجديد اسمه وليد.", "وليد"),
]
ASKED_AHEAD_NEW_NONE = [
    "Tu peux garder la clé en mémoire ?",
    "Ты помнишь его имя?",
    "Можешь удержать в голове столько цифр?",
]


@pytest.mark.parametrize("text, word", ASKED_AHEAD_NEW)
def test_remember_asked_of_a_thing_not_yet_said_keeps_the_next_sentence(text, word):
    (found,) = judge(text).explicit
    assert word in found.content


@pytest.mark.parametrize("text", ASKED_AHEAD_NEW_NONE)
def test_a_thing_named_or_a_question_about_memory_keeps_nothing(text):
    assert reading(text) == "none"


# Outside the rule of evidence (no earlier message of the class is misread): the closing voice-typed
# in a message with no punctuation at all keeps what stands before it (memory_notes.py); near
# misses: an infinitive, a modal, a report.
VOICE_CLOSINGS = [
    ("the spare van keys hang in the dispatch office make a note of that", "dispatch office"),
    ("le local à vélos ferme à sept heures mémorise ça", "sept heures"),
    ("die werkstatt hat montags zu merk dir das", "montags"),
    ("la chiave del deposito la tiene carmela segnatelo", "carmela"),
    ("la furgoneta pequeña gasta gasoil apúntatelo", "gasoil"),
]
VOICE_CLOSINGS_NONE = [
    "i told him to make a note of that",
    "she said she would make a note of that",
    "je lui ai dit de retiens ça",
]


@pytest.mark.parametrize("text, words", VOICE_CLOSINGS)
def test_a_voice_typed_closing_keeps_what_stands_before_it(text, words):
    (found,) = judge(text).explicit
    assert words in found.content


@pytest.mark.parametrize("text", VOICE_CLOSINGS_NONE)
def test_an_infinitive_a_modal_or_a_report_before_it_keeps_nothing(text):
    assert reading(text) == "none"


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        MEMORY_NOTES
        + MEMORY_NOTES_NONE
        + CLOSINGS
        + [t for _, t in CLOSINGS_SAME + ABBREVIATED + ABBREVIATED_SAME]
        + RU_THEN_ACTS
        + RU_THEN_ACTS_NONE
        + TO_THEM
        + TO_THEM_NONE
        + BY_ITSELF
        + BY_ITSELF_RULES
        + WEATHER_NEW
        + WEATHER_NEW_RULES
        + STARTS
        + STARTS_NONE
        + FOR_ME
        + FOR_OTHERS
        + ROLE_SWISS
        + ROLE_SWISS_NONE
        + [t for t, _ in ASKED_AHEAD_NEW]
        + ASKED_AHEAD_NEW_NONE
        + THING_CASE
        + THING_CASE_NONE
        + [t for t, _ in VOICE_CLOSINGS]
        + VOICE_CLOSINGS_NONE
    )
