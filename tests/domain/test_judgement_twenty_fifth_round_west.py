"""Issue 33, twenty-fifth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33y was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33Y, DEV33Y_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    with_lost,
)

TWENTY_FIFTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_fifth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33Y, DEV33Y_FROZEN, TWENTY_FIFTH_ROUND_WEST, "twenty-fifth-round")


# Remember asked as a question about a thing not yet said, in new verbs (asked_ahead.py): committed,
# stashed or tucked into the memory, imprinted or put aside in the memory, asked as a favour, in the
# speaker's stead ("al posto mio", "за меня", "تفتكر لي"), voseo; near misses: the same verbs on a
# thing that is no placeholder, or asking whether the agent remembers.
ASKED_AHEAD = [
    "Would you commit a number to memory for me? The ferry ramp takes lorries up to forty tonnes.",
    "Could you stash something in your head? The choir's spare robes are in the vestry.",
    "Kannst du dir für mich etwas einprägen? Die Sauna im Keller gehört zum Hotel.",
    "Legst du dir eine Sache im Gedächtnis ab? Der Wanderweg zur Alm ist drei Kilometer lang.",
    "¿Te podés acordar de un número por mí? El locker de la guardería es el 37.",
    "¿Me hacés el favor de anotar un dato? La panadería del barrio tiene horno a leña.",
    "Ti fissi in memoria una cosa? La palestra ha le docce al piano di sotto.",
    "Puoi ricordarti un numero al posto mio? Il box del garage è il 14.",
    "Запомнишь за меня кое-что? Лодочная станция на том берегу.",
    "Занесёшь в память одну деталь? Склад стройматериалов находится за мостом.",
    "تفتكر لي اسم؟ مدرّسة البيانو اسمها منى.",
    "Ça te dérange de retenir un numéro ? Le casier de la piscine, c'est le 212.",
]
ASKED_AHEAD_NONE = [
    "Would you commit the poem to memory for the recital?",
    "¿Te podés acordar de la fiesta de fin de año?",
    "تفتكر الحفلة بتاعة السنة اللي فاتت؟",
    "Ça te dérange de fermer la fenêtre ?",
    "Kannst du dir den Film für mich aufnehmen?",
    "Hebst du mir den Kuchen bis morgen auf?",
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
    for case in pool("frozen33x-es-502", "frozen33x-ar-502"):
        assert reading(case.text) == "explicit", case.id


# A noun naming the fact as kept for later, for the long-term memory, for history or the archive,
# before the colon opening the message (memory_notes._NOTE); near misses: the same nouns inside a
# sentence, and a bare "Для справки:" pointing at a source.
NOTE_NOUNS = [
    "For future reference: the allotment's water tap is shut off in November.",
    "For the long-term memory: my landlord's name is Ferreira.",
    "Zur späteren Erinnerung: Der Zahnarzt sitzt im zweiten Stock.",
    "Fürs Langzeitgedächtnis: Die Garage hat die Nummer 14.",
    "Per i posteri: la cantina del condominio ha due chiavi.",
    "Da archiviare: il meccanico di fiducia è in via Roma.",
    "В копилку памяти: соседа снизу зовут Игорь.",
    "Для справки на будущее: парковка у поликлиники платная.",
    "للتاريخ: شقة جدتي في الدور الخامس.",
    "للأرشيف: مفتاح السطح مع البواب.",
]
NOTE_NOUNS_NONE = [
    "Is this old ferry timetable worth filing, or should I bin it?",
    "Das Foto ist zur späteren Erinnerung an den Urlaub.",
    "Мы сохранили старые письма для истории семьи.",
    "Questi documenti sono da archiviare entro venerdì.",
    "الكتاب ده مهم للتاريخ بتاع المدينة.",
    "Для справки: см. раздел 4 инструкции.",
]


@pytest.mark.parametrize("text", NOTE_NOUNS)
def test_a_noun_kept_for_later_before_a_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().lower()


@pytest.mark.parametrize("text", NOTE_NOUNS_NONE)
def test_the_same_nouns_inside_a_sentence_keep_nothing(text):
    assert reading(text) == "none"


def test_the_nouns_kept_for_later_mend_earlier_rounds_messages():
    for case in pool("frozen33x-de-512", "frozen33x-ru-512"):
        assert reading(case.text) == "explicit", case.id


# The frame at the end, voice-typed with no punctuation at all, in new words (memory_notes.
# _VOICE_CLOSING): held on to, a mental note, kept somewhere, Rioplatense "guardá eso", "tenelo
# presente", "acordate", "tienilo a mente", a bare "не забудь", Egyptian "خليها في بالك"; near misses:
# the frame after an infinitive's "to", in the middle of a sentence, or in someone's reported words.
VOICE_CLOSINGS = [
    "the dentist moved up to the third floor hold on to that",
    "my locker at the swimming pool is number 212 make a mental note",
    "la boulangerie du coin ferme le mercredi garde ça quelque part",
    "le gardien de notre immeuble s'appelle Marcel souviens-toi de ça pour moi",
    "el vivero de la ruta cierra los martes guardá eso",
    "la profe de piano de mi hija se llama Inés tenelo presente",
    "il panificio sotto casa chiude il mercoledì tienilo a mente",
    "la palestra del quartiere apre alle sei segnatelo in testa",
    "у бабушки день рождения в марте не забудь",
    "الجنينة اللي جنبنا بتقفل الساعة ستة خليها في بالك",
]
VOICE_CLOSINGS_NONE = [
    "I told Sam to hold on to that",
    "she said she would make a mental note",
    "guardá eso en la heladera que se pone feo",
    "mi ha detto tienilo a mente",
    "il nonno mi ripeteva sempre segnatelo in testa",
    "صاحبي قال لي خليها في بالك",
]
_VOICE_HEADS = (
    " hold on",
    " make a mental",
    " garde ça",
    " souviens-toi",
    " guardá",
    " tenelo",
    " tienilo",
    " segnatelo",
    " не забудь",
    " خليها",
)


@pytest.mark.parametrize("text", VOICE_CLOSINGS)
def test_the_frame_at_the_end_voice_typed_keeps_what_stands_before_it(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    cut = min(text.index(h) for h in _VOICE_HEADS if h in text)
    assert found[0].content.lower() == text[:cut].lower()


@pytest.mark.parametrize("text", VOICE_CLOSINGS_NONE)
def test_the_same_closings_after_to_inside_or_reported_keep_nothing(text):
    assert reading(text) == "none"


def test_the_voice_typed_closings_mend_earlier_rounds_messages():
    for case in pool("frozen33x-en-509", "frozen33x-fr-511"):
        assert reading(case.text) == "explicit", case.id


# The speaker's own order or form of address in curt and formal voices is Personal (errands.py, and
# the second opinion's suggestion now asks errands.for_the_user as rules.py does): "text me … every
# morning", "Every Sunday, send me …", "Bitte siezen Sie mich …", "diríjase a mí de usted", "Кидай мне
# … каждое утро"; near misses: the same order for someone else keeps the team's scope or reads none.
OWN_ORDERS = [
    "hey just text me the tide times every morning, nothing else",
    "Every Sunday, send me the allotment rota as a short list.",
    "Every Monday, give me the choir's attendance in one line.",
    "Bitte siezen Sie mich auch in kurzen Nachrichten.",
    "Por favor, diríjase a mí de usted también en los correos.",
    "Кидай мне погоду каждое утро, коротко.",
]
OWN_ORDERS_NONE = [
    "hey just text the plumber the address every time he asks",
    "Every Sunday, send the allotment rota to the committee.",
    "Кидай цены поставщику каждое утро.",
    "ابعت لأحمد مواعيد القطر كل يوم.",
    "Bitte siezen Sie die Gäste an der Rezeption.",
]


@pytest.mark.parametrize("text", OWN_ORDERS)
def test_the_speakers_own_order_in_curt_and_formal_voices_is_personal(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", OWN_ORDERS_NONE)
def test_the_same_order_for_someone_else_is_not_personal(text):
    found = judge(text).suggestion
    assert found is None or found.scope is Scope.SPACE


@pytest.mark.parametrize(
    "case_id",
    with_lost(
        [
            "frozen33x-en-012",
            "frozen33w-en-013",
            "frozen33u-en-011",
            "frozen33u-ru-011",
            "dev33u-fr-011",
            "dev33x-de-013",
            "dev33x-es-014",
            "dev33x-it-014",
        ]
    ),
)
def test_the_speakers_own_orders_mend_earlier_rounds_messages(case_id):
    (case,) = pool(case_id)
    found = judge(case.text).suggestion
    assert found is not None and found.scope is Scope.USER, case.id


def test_a_speakers_own_order_found_by_the_second_opinion_alone_is_personal():
    # dev33u-it-014 ("Voglio che i miei report settimanali comincino con i numeri chiave") is found
    # by the second opinion alone, which says no at its threshold since the twenty-sixth round's
    # retrain: Personal whenever found
    found = judge(pool("dev33u-it-014")[0].text).suggestion
    assert found is None or found.scope is Scope.USER


# A machine's or an app's own act, or a place's state said with an almost-always, is no one's rule
# (unprompted.py, asked beside the tables' `everyday` and of the second opinion's candidates); near
# misses: the team or the one addressed in the sentence, which stays the rule it was.
UNPROMPTED = [
    "Le marché couvert est presque toujours bondé le dimanche matin.",
    "Der Bahnhofsvorplatz ist fast immer zugeparkt.",
    "La playa del pueblo casi siempre está llena en agosto.",
    "Il parcheggio dell'ospedale è quasi sempre pieno alle dieci.",
    "Пляж у пирса почти всегда переполнен в июле.",
    "التطبيق بيبعت الفاتورة من نفسه أول كل شهر.",
]
UNPROMPTED_RULES = [
    "On ferme presque toujours la billetterie à midi.",
    "Можешь сам выбирать время созвона.",
    "Puoi chiudere da solo i ticket doppi.",
    "Nosotros casi siempre cerramos a las ocho.",
]


@pytest.mark.parametrize("text", UNPROMPTED)
def test_a_things_own_act_or_a_places_almost_always_state_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", UNPROMPTED_RULES)
def test_the_team_or_the_one_addressed_keeps_the_rule(text):
    assert reading(text) == "suggest"


def test_no_ones_doing_mends_earlier_rounds_messages():
    for case in pool(
        "frozen33x-it-015",
        "frozen33x-it-017",
        "frozen33x-ru-016",
        "frozen33x-ru-017",
        "frozen33x-ar-024",
        "frozen33w-fr-015",
        "frozen33v-fr-021",
        "dev33s-ru-020",
        "dev33x-ar-015",
        "dev33x-de-016",
        "dev33x-de-017",
        "dev33x-es-017",
        "dev33x-fr-016",
        "dev33x-fr-017",
        "dev33x-fr-024",
    ):
        assert reading(case.text) == "none", case.id


# Remember asked as a question with the fact inside it after a colon (memory_notes._ASKED_COLON,
# the parts' `asked` heads): what stands between the colon and the question mark is kept; near
# misses: a question about what the agent remembers, and the same verbs with no colon and no fact.
ASKED_COLON = [
    "Could you stash this in your memory: the allotment key hangs behind the shed door?",
    "Kannst du dir folgendes merken: Die Hausverwaltung sitzt in der Lindenstraße?",
    "¿Podés anotar esto: el pediatra atiende los jueves por la tarde?",
    "Potresti ricordarti questo: la mia vicina si chiama Carla?",
    "Запомнишь себе в память: врача моей мамы зовут Ирина Петровна?",
    "تقدر تخلي في بالك دي: الصيدلية اللي تحت البيت بتفتح ٢٤ ساعة؟",
]
ASKED_COLON_NONE = [
    "Do you remember this: the old pier had a café?",
    "Tu peux retenir ceci pour la réunion ou pas ?",
    "Kannst du dir das merken oder soll ich es aufschreiben?",
    "¿Podés anotar esto en la agenda del club?",
]


@pytest.mark.parametrize("text", ASKED_COLON)
def test_remember_asked_with_the_fact_after_a_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().rstrip("?؟").lower()


@pytest.mark.parametrize("text", ASKED_COLON_NONE)
def test_a_question_about_memory_or_with_no_fact_keeps_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_with_the_fact_after_a_colon_mends_earlier_rounds_messages():
    for case in pool(
        "frozen33x-en-503",
        "frozen33x-ru-503",
        "frozen33x-ar-503",
        "dev33x-fr-503",
        "dev33x-de-503",
        "dev33x-it-503",
    ):
        assert reading(case.text) == "explicit", case.id


# "No need to keep this" before a colon opening the message (each table's `negated_memory`: the
# colon now closes the frame as a comma does, and German's "nicht zu behalten/speichern/merken");
# near misses: a duty to note ("لازم تسجل …"), and "nicht zu merken" said of a thing.
NO_NEED = [
    "مش لازم تفتكر ده: الجيران جابوا قطة جديدة.",
    "مش لازم تسجل دي: أخويا اتأخر في الشغل النهارده.",
    "لا داعي لأن تسجل هذا: ابني نجح في امتحان السواقة.",
    "مش لازم تكتبها: البقال رجّع لي الباقي غلط.",
    "Das musst du nicht zu speichern, aber: der Bus kam zu spät.",
]
NO_NEED_RULES = ["لازم تسجل كل طلب في الشيت: ده نظام المحل."]
NO_NEED_NONE = [
    "Das ist nicht zu merken, so lang ist die Liste.",
    "Die Quittungen sind nicht zu behalten: wir werfen sie nach einem Jahr weg.",
]


@pytest.mark.parametrize("text", NO_NEED)
def test_no_need_to_keep_this_before_a_colon_keeps_and_suggests_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", NO_NEED_RULES + NO_NEED_NONE)
def test_a_duty_to_note_or_a_thing_not_to_keep_reads_as_before(text):
    assert reading(text) == ("suggest" if text in NO_NEED_RULES else "none")


def test_no_need_to_keep_this_mends_earlier_rounds_messages():
    assert reading(pool("frozen33x-ar-515")[0].text) == "none"


# One file saved with its format or file name is a task done now, no rule (saved_files.py, refused
# in rules.py and never suggested by the second opinion); near misses: the same saving with an
# always (the team's way), where a kind of file goes, and a saving verb on no file.
SAVED_FILES = [
    "Store the vet's invoice as a PDF under Pets/2025.",
    "Range le bail de l'appartement en PDF sous Maison/2025.",
    "Leg die Stromrechnung als PDF unter Wohnung/2025 ab.",
    "Speicher die Nebenkostenabrechnung als PDF unter Wohnung/2025.",
    "Salva il verbale dell'assemblea come PDF in Condominio/2025.",
    "Metti il libretto della caldaia come PDF in Casa/2025.",
    "Сохрани расписание кружков под именем кружки_осень.xlsx.",
]
SAVED_FILES_RULES = [
    "Always save the invoices as PDF under Finance/2025.",
    "Enregistre toujours les devis en PDF dans Maison/Travaux.",
    "Put new club photos under Shared/Photos.",
]
SAVED_FILES_NONE = ["Save me a seat at the back.", "Store the ladders in the shed."]


@pytest.mark.parametrize("text", SAVED_FILES)
def test_one_file_saved_with_its_format_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", SAVED_FILES_RULES + SAVED_FILES_NONE)
def test_a_lasting_saving_or_no_file_reads_as_before(text):
    assert reading(text) == ("suggest" if text in SAVED_FILES_RULES else "none")


def test_one_file_saved_mends_earlier_rounds_messages():
    for case in pool("frozen33x-en-513", "dev33x-fr-513", "dev33x-de-513", "dev33v-ru-513"):
        assert reading(case.text) == "none", case.id


# (Outside the rule of evidence: no pool message has these words.) A weekday every other week is a
# cadence (times.EVERY_UNIT): "un samedi sur deux", "un sábado por medio", "un sabato sì e uno no",
# "через субботу", "كل أسبوعين"; near misses: the same words with no alternating weekday.
EVERY_OTHER = [
    "La gardienne du gymnase cire le parquet un mardi sur deux.",
    "Le concierge sort les poubelles vertes un jeudi sur deux.",
    "El portero del club riega la cancha un domingo por medio.",
    "El sereno del edificio baldea la vereda un viernes por medio.",
    "Сторож парка через пятницу красит скамейки.",
    "Вахтёр через субботу проверяет огнетушители.",
]
EVERY_OTHER_NONE = [
    "Je suis passé au gymnase un mardi, sur deux roues.",
    "Vino un sábado, por medio de un amigo.",
    "Il a plu un lundi sur deux jours de marché.",
]


@pytest.mark.parametrize("text", EVERY_OTHER)
def test_a_role_on_a_weekday_every_other_week_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", EVERY_OTHER_NONE)
def test_the_same_words_with_no_alternating_weekday_are_no_rule(text):
    assert reading(text) == "none"


# A start put first in French's "À compter de …", a month's middle or "d'" before a month
# (starts.py): "À compter de mars, …", "À compter de la mi-juin, …", "À partir d'octobre, …"; near
# misses: the speaker's own ("je suis en congé"), a question, and one occasion (tomorrow).
FRENCH_STARTS = [
    "À compter de mars, la piscine ouvre à sept heures le samedi.",
    "À compter de la mi-juin, le marché se tient place de l'Église.",
    "À compter de la mi-mars, le club ferme le vestiaire à vingt et une heures.",
    "À partir d'octobre, la ludothèque ouvre aussi le mercredi matin.",
    "À compter de février, le car scolaire part de la mairie.",
]
FRENCH_STARTS_NONE = [
    "À compter de lundi, je suis en congé.",
    "À compter de mars, est-ce que la piscine ouvre plus tôt ?",
    "À compter de demain, la piscine est fermée pour vidange.",
]


@pytest.mark.parametrize("text", FRENCH_STARTS)
def test_a_french_start_put_first_reads_the_way_after_it(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", FRENCH_STARTS_NONE)
def test_the_speakers_own_a_question_or_tomorrow_after_a_start_is_no_rule(text):
    assert reading(text) == "none"


def test_the_french_starts_mend_earlier_rounds_messages():
    assert reading(pool("frozen33x-fr-003")[0].text) == "suggest"


# The same class in an almost every day (unprompted._ALMOST_ALWAYS): the weather's or a place's or a
# bus's, no one's rule; near misses: the team doing something almost every day.
ALMOST_EVERY_DAY = [
    "À Rouen il bruine presque tous les jours en janvier.",
    "À Marseille le mistral souffle presque tous les jours en mars.",
    "Am Gardasee weht fast jeden Tag ab Mittag der Wind.",
    "Il tram numero nove è in ritardo quasi ogni giorno.",
    "الأتوبيس بيتأخر تقريباً كل يوم الصبح.",
    "في الشتا الكهربا بتقطع تقريباً كل يوم بالليل.",
]
ALMOST_EVERY_DAY_RULES = [
    "We water the greenhouse almost every day in July.",
    "On arrose la serre presque tous les jours en juillet.",
    "Noi apriamo il bar quasi ogni giorno alle sei.",
]


@pytest.mark.parametrize("text", ALMOST_EVERY_DAY)
def test_the_worlds_almost_every_day_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", ALMOST_EVERY_DAY_RULES)
def test_the_team_almost_every_day_keeps_the_rule(text):
    assert reading(text) == "suggest"


def test_the_worlds_almost_every_day_mends_earlier_rounds_messages():
    assert reading(pool("dev33u-fr-022")[0].text) == "none"


def test_the_probes_are_new_and_each_once():
    assert_probes_apart(
        ASKED_AHEAD
        + ASKED_AHEAD_NONE
        + NOTE_NOUNS
        + NOTE_NOUNS_NONE
        + VOICE_CLOSINGS
        + VOICE_CLOSINGS_NONE
        + OWN_ORDERS
        + OWN_ORDERS_NONE
        + UNPROMPTED
        + UNPROMPTED_RULES
        + ASKED_COLON
        + ASKED_COLON_NONE
        + NO_NEED
        + NO_NEED_RULES
        + NO_NEED_NONE
        + SAVED_FILES
        + SAVED_FILES_RULES
        + SAVED_FILES_NONE
        + EVERY_OTHER
        + EVERY_OTHER_NONE
        + FRENCH_STARTS
        + FRENCH_STARTS_NONE
        + ALMOST_EVERY_DAY
        + ALMOST_EVERY_DAY_RULES
    )
