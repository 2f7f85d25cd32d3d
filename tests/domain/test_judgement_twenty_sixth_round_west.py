"""Issue 33, twenty-sixth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33z was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import errands, judge
from app.domain.model import Scope
from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
from tests.judgement_sets import assert_forty_a_language, assert_probes_apart, pool, reading

TWENTY_SIXTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_sixth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33Z, DEV33Z_FROZEN, TWENTY_SIXTH_ROUND_WEST, "twenty-sixth-round")


# A heading read by its shape (memory_notes._heading): a few function words, a noun of keeping, an
# archive, a record, a file or the memory, a few words after it, then the colon opening the message
# and the fact; near misses: a verb or a subject before the noun, or the noun inside a sentence.
HEADINGS = [
    "For the records: the piano tuner's van is the white one with a ladder.",
    "Into the archive: the ferry's old timetable had a stop at Kerrera.",
    "Pour tes archives : la gardienne du parc s'appelle Josée.",
    "Zur Ablage für dich: Mein Fahrradschloss hat die Kombination 2048.",
    "Para tus registros: el barquero del puerto se llama Ramiro.",
    "Per l'archivio: la sarta del teatro abita al terzo piano.",
    "لملفاتك: ساعي البريد اسمه حسين.",
]
HEADINGS_NONE = [
    "I checked the files: nothing was missing from the boxes.",
    "Llevé los papeles al archivo: estaban todos mojados.",
    "Он сдал дело в архив: больше там ничего нет.",
    "Aggiorna il registro: la sarta ha consegnato due costumi.",
]
HEADINGS_POOL = (
    "frozen33y-en-502",
    "frozen33y-fr-502",
    "frozen33y-fr-504",
    "frozen33y-de-501",
    "frozen33y-es-501",
    "frozen33y-es-503",
    "frozen33y-es-504",
    "frozen33y-it-504",
    "frozen33y-ru-501",
    "frozen33y-ar-502",
)


@pytest.mark.parametrize("text", HEADINGS)
def test_a_heading_of_keeping_before_the_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().lower()


@pytest.mark.parametrize("text", HEADINGS_NONE)
def test_a_verb_or_a_subject_before_the_noun_is_no_heading(text):
    assert reading(text) == "none"


def test_the_headings_of_keeping_mend_earlier_rounds_messages():
    for case in pool(*HEADINGS_POOL):
        assert reading(case.text) == "explicit", case.id


# Remember asked by its shape (asked_ahead._SHAPE): the ask, a verb of any family and the memory
# named as the place ("in your brain", "dans ta tête", "в голову", "في دماغك"), or a verb of the
# keeping family and a placeholder for the speaker; the fact is the next sentence. Near misses: a
# question about what the memory holds, another errand for the speaker, a place that is no memory.
ASKED_SHAPE = [
    "Can you tuck a number into your brain for me? The allotment shed combination is 2719.",
    "Would you log a code for me? The puppet theatre's stage door takes 8080.",
    "Tu peux me ranger un numéro dans ta tête ? Le casier du vestiaire, c'est le 58.",
    "Könnten Sie sich bitte eine Nummer für mich notieren? Das Schließfach am Bahnhof ist die 77.",
    "¿Me grabás un número en la cabeza? El casillero del club es el 58.",
    "Mi stampi un numero in testa? L'armadietto della piscina è il 58.",
    "Положишь себе в голову номер? Шкафчик в бассейне — 58.",
    "تسجلي في دماغك رقم؟ دولاب الحمام رقمه 58.",
]
ASKED_SHAPE_NONE = [
    "What do you keep in your memory? I'm curious how it works.",
    "Could you find a number for me? The plumber never called back.",
    "Tu peux ranger un carton dans la cave ? Je descends tout à l'heure.",
    "Можешь положить ключи в ящик? Я ухожу.",
    "ممكن تحط الشنطة في العربية؟ أنا نازل.",
]
ASKED_SHAPE_POOL = (
    "frozen33y-de-507",
    "frozen33y-ru-512",
    "frozen33y-ar-506",
    "frozen33y-ar-507",
    "frozen33y-ar-512",
)


@pytest.mark.parametrize("text", ASKED_SHAPE)
def test_remember_asked_by_its_shape_keeps_the_next_sentence(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


@pytest.mark.parametrize("text", ASKED_SHAPE_NONE)
def test_a_question_of_another_errand_or_place_keeps_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_by_its_shape_mends_earlier_rounds_messages():
    for case in pool(*ASKED_SHAPE_POOL):
        assert reading(case.text) == "explicit", case.id


# The voice-typed closing as a class (memory_notes._VOICE_KEEP): a keep-it imperative pointing back
# with the memory named as where it goes, or a forget-it-not in the speaker's dialect, at the end of
# a message with no punctuation; near misses: the same words reported, after "to", or meaning "I
# mean".
VOICE_KEEP = [
    "the ferry ticket desk is upstairs now stick that in your head",
    "le vestiaire des marionnettistes est au sous-sol range ça dans ta mémoire",
    "die Töpferin im Hinterhof heißt Brigitte merk dir des",
    "el afinador viene los martes a la tarde que no se te pase",
    "la mensa chiude alle due tientelo in testa",
    "столовая закрывается в два часа имей в виду",
    "مطعم المدرسة بيقفل الساعة اتنين ما تنساش",
]
VOICE_KEEP_NONE = [
    "my mum always told me to keep that in mind",
    "elle m'a dit garde-le en tête",
    "я имею в виду другой паром",
    "أخويا قال لي حطها ببالك",
]
VOICE_KEEP_POOL = (
    "frozen33y-en-509",
    "frozen33y-en-510",
    "frozen33y-ru-510",
    "frozen33y-ar-510",
    "frozen33y-ar-511",
)
_KEEP_HEADS = (
    " stick that",
    " range ça",
    " merk dir",
    " que no se",
    " tientelo",
    " имей в",
    " ما تنساش",
)


@pytest.mark.parametrize("text", VOICE_KEEP)
def test_a_keep_it_closing_voice_typed_keeps_what_stands_before_it(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    cut = min(text.index(h) for h in _KEEP_HEADS if h in text)
    assert found[0].content.lower() == text[:cut].lower()


@pytest.mark.parametrize("text", VOICE_KEEP_NONE)
def test_the_same_closings_reported_or_meaning_otherwise_keep_nothing(text):
    assert reading(text) == "none"


def test_the_keep_it_closings_mend_earlier_rounds_messages():
    for case in pool(*VOICE_KEEP_POOL):
        assert reading(case.text) == "explicit", case.id


# With no one's hand in it (unprompted._NO_ONE): a machine's act "without me touching anything",
# "sans que je touche à rien", "ohne mein Zutun", "sin que nadie haga nada", "без моего участия", "من
# غير ما حد يلمس حاجة" is no one's rule, the speaker inside the phrase being the one who does nothing;
# near misses: the team doing the thing, with the same phrase beside it, stays the team's rule.
NO_ONE = [
    "The greenhouse vents open without anyone lifting a finger when it gets hot.",
    "Le four de la boulangerie se met en veille sans que je touche à rien.",
    "Die Heizung im Vereinsheim fährt ohne mein Zutun nachts herunter.",
    "La bomba del pozo arranca sin que nadie haga nada cuando baja el nivel.",
    "La caldaia della palestra si spegne senza che nessuno faccia nulla a mezzanotte.",
    "Насос в теплице включается без моего участия, когда сохнет земля.",
    "السخان في النادي بيطفي من غير ما حد يلمس حاجة.",
]
NO_ONE_TEAM = [
    "Nous fermons la serre chaque soir sans que personne nous le demande.",
    "Wir schalten die Pumpe jeden Abend ab, ohne dass jemand etwas sagen muss.",
    "Cerramos el pozo cada noche sin que nadie diga nada.",
    "Мы каждый вечер выключаем насос без всякого напоминания.",
]
NO_ONE_POOL = ("frozen33y-fr-020",)


@pytest.mark.parametrize("text", NO_ONE)
def test_a_machines_act_with_no_ones_hand_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", NO_ONE_TEAM)
def test_the_team_doing_it_beside_the_same_phrase_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_no_ones_hand_mends_earlier_rounds_messages():
    for case in pool(*NO_ONE_POOL):
        assert reading(case.text) == "none", case.id


# The speaker's own order read by its shape (errands._OWN_SHAPE): an imperative with the speaker as
# its receiver right after the verb and an always or a cadence after it, what the agent sends the
# speaker kept to a size, a name to be addressed by: Personal, in verbs no list held. Near misses:
# asking the speaker first (a check, the team's), and the same order with no speaker in it.
OWN_SHAPE = [
    "Cut everything you write me down to a single paragraph.",
    "Kindly address me as Professor Lindqvist in every email.",
    "Imprime-moi toujours le planning en gros caractères.",
    "Leg mir jeden Freitag die Dienstliste der Freiwilligen vor.",
    "Ordename siempre la lista por apellido.",
    "Preparami l'elenco dei volontari ogni venerdì.",
    "Собирай мне список волонтёров каждую пятницу.",
    "رتب لي الجدول دايماً حسب الاسم.",
]
OWN_SHAPE_TEAM = [
    "Ask me every time before you delete a branch.",
    "Demande-moi toujours avant de vider la corbeille.",
    "Imprime toujours le planning en gros caractères.",
    "Ordena siempre la lista por apellido.",
    "Собирай список волонтёров каждую пятницу.",
]
OWN_SHAPE_POOL = ("frozen33y-en-012", "frozen33y-fr-012", "frozen33y-de-014")


def _scope(text):
    found = judge(text).suggestion
    return None if found is None else found.scope


@pytest.mark.parametrize("text", OWN_SHAPE)
def test_the_speakers_own_order_by_its_shape_is_personal(text):
    # the reading is the scope; a few of these are found by the second opinion alone, which may
    # say no at its threshold (0.75 since the retrain after this round): Personal whenever found
    assert errands.for_the_user(text)
    assert _scope(text) in (Scope.USER, None)


@pytest.mark.parametrize("text", OWN_SHAPE_TEAM)
def test_a_check_asked_of_the_speaker_or_no_speaker_stays_the_teams(text):
    assert _scope(text) is Scope.SPACE


def test_the_speakers_own_order_by_its_shape_mends_earlier_rounds_messages():
    for case in pool(*OWN_SHAPE_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# "No need to keep this" said before the fact (en.py's negated_memory in place, "don't have to" and
# "hold / hang on to"; ar.py's in place, "مش محتاج / ضروري"; engine.judge: the second opinion's
# candidates set aside as the engine's refusals set them aside): the fact after it is no rule.
# Near misses: "don't have to" of another act keeps its reading.
NO_NEED = [
    "You don't have to hold on to this: the canteen switched to paper straws.",
    "You don't have to remember this: the piano tuner bought a new van.",
    "You don't have to store this: the film archive repainted its foyer.",
    "You don't have to save this: the allotment society elected a new treasurer.",
    "You do not have to note this: the kiln shed got a new roof.",
    "You don't have to memorise this: the ferry office moved its vending machine.",
]
NO_NEED_OTHER = {
    "You don't have to hold the door for me: the canteen opens at noon.": "suggest",
    "You don't have to wait for me: the ferry leaves at six.": "suggest",
    "مش محتاج تيجي بدري: الصالة بتفتح الساعة عشرة.": "none",
}
NO_NEED_POOL = ("frozen33y-ar-514",)


@pytest.mark.parametrize("text", NO_NEED)
def test_no_need_to_keep_before_the_fact_keeps_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", NO_NEED_OTHER)
def test_dont_have_to_of_another_act_keeps_its_reading(text):
    assert reading(text) == NO_NEED_OTHER[text]


def test_no_need_to_keep_mends_earlier_rounds_messages():
    for case in pool(*NO_NEED_POOL):
        assert reading(case.text) == "none", case.id


# A span put first (starts._SPAN): a whole season or month, until a thing is done, from a first
# frost on, read as a start put first is, the way holding through it. Near misses: the speaker's
# own plans or a question after the same span.
SPANS = [
    "For the entire winter term, the climbing gym closes its bouldering cave at eight.",
    "Tant que l'ascenseur est en panne, la chorale répète au rez-de-chaussée.",
    "Bis die Brücke saniert ist, fährt der Bus über Oberdorf.",
    "Hasta que cambien el techo, el taller cierra los días de lluvia.",
    "Finché non aggiustano la caldaia, la piscina chiude alle sei.",
    "Весь зимний сезон каток работает до десяти вечера.",
    "طول الشهر ده، المكتبة بتقفل الساعة تمانية.",
]
SPANS_NONE = [
    "For the whole season I'm working nights at the ferry.",
    "Bis der Bus kommt, warte ich hier.",
    "Finché non torni, ti aspetto qui.",
    "Пока ты не пришёл, я посижу тут.",
    "Hasta que llegue el técnico, ¿qué hacemos con la caldera?",
]
SPANS_POOL = ("frozen33y-it-003", "frozen33y-ru-004")


@pytest.mark.parametrize("text", SPANS)
def test_a_span_put_first_holds_the_way_through_it(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", SPANS_NONE)
def test_the_speakers_plans_or_a_question_after_a_span_are_no_rule(text):
    assert reading(text) == "none"


def test_the_spans_put_first_mend_earlier_rounds_messages():
    for case in pool(*SPANS_POOL):
        assert reading(case.text) == "suggest", case.id


# The same order for the speaker with the speaker's own reading as its reason (errands._OWN_SHAPE's
# lookaheads take "I only glance", "je lis", "leo", "читаю", "بقرا" as the earlier orders take "I
# read"): Personal. Near misses: the same reason with no speaker after the verb.
OWN_READING = [
    "Ping me short updates, I only glance at them between climbs.",
    "Fais-moi des messages courts, je lis sur mon téléphone.",
    "Hazme los avisos cortos, leo todo en el colectivo.",
    "Делай мне сводки короче, читаю в метро.",
    "اكتب لي رسايل قصيرة، بقرا من الموبايل.",
]
OWN_READING_OTHER = {
    "Делай сводки короче, читаю в метро.": Scope.SPACE,
    "Fais des messages courts, je lis sur mon téléphone.": None,
    "Mach die Liste kurz, ich les sie im Zug.": None,
}
OWN_READING_POOL = ("frozen33y-ru-011", "frozen33x-ar-014", "dev33y-fr-013")


@pytest.mark.parametrize("text", OWN_READING)
def test_the_speakers_order_with_their_own_reading_is_personal(text):
    # as above: Personal whenever found; two are found by the second opinion alone
    assert errands.for_the_user(text)
    assert _scope(text) in (Scope.USER, None)


@pytest.mark.parametrize("text", OWN_READING_OTHER)
def test_the_same_reason_with_no_speaker_after_the_verb_keeps_its_reading(text):
    assert _scope(text) is OWN_READING_OTHER[text]


def test_the_speakers_own_reading_mends_earlier_rounds_messages():
    for case in pool(*OWN_READING_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# A name or a form the speaker asks to be addressed by (errands._ADDRESS, asked by rules.py beside
# the other rule forms and by errands.for_the_user): a lasting rule, Personal, no always needed.
# Near misses: another thing named, a parcel addressed, things called by their names, a report.
ADDRESS = [
    "Please refer to me as Sister Agnes in your replies.",
    "Appelez-moi Docteur Moreau dans vos réponses, s'il vous plaît.",
    "Nennen Sie mich bitte Herr Professor Keller.",
    "Llámeme ingeniera Duarte en sus respuestas.",
    "La prego di chiamarmi dottoressa Ferri nelle risposte.",
    "Прошу величать меня Петром Ильичом в ответах.",
    "أرجو أن تناديني بالأستاذ كريم في ردودك.",
]
ADDRESS_NONE = [
    "Please refer to the manual as the handbook in replies.",
    "Address the parcel to me at the ferry office.",
    "Прошу называть вещи своими именами.",
    "Il dottore mi ha detto di chiamarlo domani.",
]
ADDRESS_POOL = ("frozen33y-en-014", "frozen33y-ar-013")


@pytest.mark.parametrize("text", ADDRESS)
def test_a_name_to_be_addressed_by_is_a_personal_rule(text):
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", ADDRESS_NONE)
def test_another_thing_named_or_addressed_is_no_rule(text):
    assert reading(text) == "none"


def test_a_name_to_be_addressed_by_mends_earlier_rounds_messages():
    for case in pool(*ADDRESS_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# What the agent sends the speaker, named by "what" too, with the speaker's own look at it as the
# reason (errands._OWN_SHAPE: "what" beside "whatever", "I only look" beside "I only read"):
# Personal. Near misses: what is sent to someone else, and no one named.
WHAT_YOU_SEND_ME = [
    "Keep what you write me brief, I only look at it between climbs.",
    "Keep what you show me to one screen, I only look at it on my phone.",
    "Keep what you pass me short, I only look at it at lunch.",
    "Keep what you hand me brief, I only glance at it in the car.",
    "Keep what you send me brief, I only read it at night.",
]
WHAT_YOU_SEND_OTHER = {
    "Keep what you send the committee short.": Scope.SPACE,
    "Make what you write plain and short.": None,
    "Keep what you send the club brief, they only look at it on Sundays.": Scope.SPACE,
}
WHAT_YOU_SEND_POOL = ("dev33x-en-014",)


@pytest.mark.parametrize("text", WHAT_YOU_SEND_ME)
def test_what_the_agent_sends_the_speaker_kept_short_is_personal(text):
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", WHAT_YOU_SEND_OTHER)
def test_what_is_sent_to_someone_else_keeps_its_reading(text):
    assert _scope(text) is WHAT_YOU_SEND_OTHER[text]


def test_what_the_agent_sends_the_speaker_mends_earlier_rounds_messages():
    for case in pool(*WHAT_YOU_SEND_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# The speaker's want itself said to last ("Je veux toujours …", "Quiero siempre …", "Ich will immer
# …") or the speaker's own things wanted a way ("Хочу, чтобы мои …"; errands._OWN_WANT): Personal.
# Near misses: the same want of what the team does keeps the team's scope.
OWN_WANT_LASTS = [
    "Je veux toujours la météo marine en premier.",
    "Je voudrais toujours les prix en francs suisses.",
    "Quiero siempre el parte del tiempo antes que nada.",
    "Ich will immer zuerst den Wetterbericht.",
    "Ich möchte immer die Zugzeiten zuerst.",
]
OWN_WANT_OTHERS = [
    "Je veux toujours que l'équipe signe le registre.",
    "Quiero siempre que el equipo firme el registro.",
    "Ich will immer, dass das Team das Protokoll unterschreibt.",
]
OWN_WANT_POOL = ("dev33v-fr-013", "frozen33u-ru-014")


@pytest.mark.parametrize("text", OWN_WANT_LASTS)
def test_the_speakers_want_said_to_last_is_personal(text):
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", OWN_WANT_OTHERS)
def test_the_same_want_of_what_the_team_does_stays_the_teams(text):
    assert _scope(text) is Scope.SPACE


def test_the_speakers_want_said_to_last_mends_earlier_rounds_messages():
    for case in pool(*OWN_WANT_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# The work the speaker and the agent do together as the lead (errands._ERRAND: "For everything we
# do together, …", "Para todo lo que hagamos juntos, …", "Für alles, was ich mit dir mache: …", "Где
# бы мы ни работали вместе, …"): what follows is the speaker's way. Near misses: the team's work as
# the same lead stays the team's.
TOGETHER = [
    "For everything we do together, always write dates as day, month, year.",
    "Pour tout ce qu'on fait ensemble, mets les montants hors taxes.",
    "Für alles, was wir zusammen machen: Uhrzeiten bitte immer im 24-Stunden-Format.",
    "Para todo lo que hagamos juntas, usa el sistema métrico.",
    "Per tutto quello che facciamo insieme, scrivi sempre le date per esteso.",
    "Где бы мы ни работали вместе, даты всегда пиши полностью.",
    "في كل اللي نعمله سوا، اكتب التواريخ دايماً بالأرقام.",
]
TOGETHER_TEAM = {
    "Pour tout ce que l'équipe fait, mets les montants hors taxes.": Scope.SPACE,
    "Где бы ни работала бригада, даты всегда пиши полностью.": Scope.SPACE,
    "For everything the team does, write dates as day, month, year.": None,
}
TOGETHER_POOL = ("dev33r-es-011", "dev33r-de-011", "dev33r-ru-011")


@pytest.mark.parametrize("text", TOGETHER)
def test_the_work_done_together_as_the_lead_is_personal(text):
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", TOGETHER_TEAM)
def test_the_teams_work_as_the_same_lead_keeps_its_reading(text):
    assert _scope(text) is TOGETHER_TEAM[text]


def test_the_work_done_together_mends_earlier_rounds_messages():
    for case in pool(*TOGETHER_POOL):
        assert _scope(case.text) is Scope.USER, case.id


PROBES = [
    *HEADINGS,
    *HEADINGS_NONE,
    *ASKED_SHAPE,
    *ASKED_SHAPE_NONE,
    *VOICE_KEEP,
    *VOICE_KEEP_NONE,
    *NO_ONE,
    *NO_ONE_TEAM,
]


def test_the_probes_are_in_no_set():
    assert_probes_apart(PROBES)


def test_most_of_the_speakers_own_orders_are_found_as_personal_rules():
    # the reading above holds whenever a rule is found; all but two a list are found (the rest
    # only by the second opinion, which says no to them at its threshold since the retrain)
    for texts in (OWN_SHAPE, OWN_READING):
        assert sum(_scope(t) is Scope.USER for t in texts) >= len(texts) - 2
