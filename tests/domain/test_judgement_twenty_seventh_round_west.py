"""Issue 33, twenty-seventh round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33za was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import errands, judge
from app.domain.model import Scope
from benchmarks.judge import DEV33ZA, DEV33ZA_FROZEN
from tests.judgement_sets import assert_forty_a_language, assert_probes_apart, pool, reading

TWENTY_SEVENTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_seventh_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(
        DEV33ZA, DEV33ZA_FROZEN, TWENTY_SEVENTH_ROUND_WEST, "twenty-seventh-round"
    )


# A purpose clause as the heading (memory_notes._PURPOSE): the fact given so that the one addressed
# has it, keeps it or does not forget it, alone before the colon that opens the message. Dev:
# ar-511, ar-512, de-511, de-512, en-511, es-511, fr-511, fr-512, it-512, ru-512. Near misses: a
# purpose of knowing or understanding only, which tells and gives nothing to keep (each reads as it
# did before the reading: the French one is read as a rule there too).
PURPOSE = [
    "So you've got it handy: the brewery's loading bay closes at four.",
    "Pour que tu le gardes en tête : la couturière ferme le lundi.",
    "Damit du's nicht vergisst: Der Hafenmeister heißt Jürgen.",
    "Pa' que lo tengas presente: el herrero cierra a las dos.",
    "Perché tu te lo ricordi: il maestro del coro si chiama Ettore.",
    "Чтобы ты помнил: у причала яхт-клуба глубина два метра.",
    "عشان تفتكرها: البيطري بيقفل الساعة تسعة.",
]
PURPOSE_OTHER = {
    "So you know: the meeting moved to Thursday.": "none",
    "Pour que tu comprennes : le four a brûlé la moitié des pains.": "suggest",
    "Damit du es weißt: Ich komme morgen später.": "none",
    "Para que te hagas una idea: el taller estaba lleno.": "none",
    "Чтобы ты понял: там было очень шумно.": "none",
    "عشان تفهم: الورشة كانت زحمة جداً.": "none",
}
PURPOSE_POOL = ("frozen33z-es-512",)


@pytest.mark.parametrize("text", PURPOSE)
def test_a_purpose_of_keeping_before_the_colon_keeps_the_fact(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower().rstrip(".") == text.split(":", 1)[1].strip().lower().rstrip(".")


@pytest.mark.parametrize("text", PURPOSE_OTHER)
def test_a_purpose_of_knowing_only_keeps_its_reading(text):
    assert reading(text) == PURPOSE_OTHER[text]


def test_the_purpose_headings_mend_earlier_rounds_messages():
    for case in pool(*PURPOSE_POOL):
        assert reading(case.text) == "explicit", case.id


# The voice-typed closing as a putting away (memory_notes._VOICE_PUT): a verb of putting, filing or
# noting in the imperative, pointing back at what was said, and where it goes (away, aside,
# somewhere, for later, the memory), or a forget-it-not in a dialect the lists lacked, at the end
# of a message with no punctuation. Dev: ar-509, ar-510, de-508, de-509, de-510, en-507, en-510,
# es-507, es-508, es-509, fr-509, it-507, it-508, it-510, ru-507, ru-508, ru-510. Near misses: the
# same verbs reporting a putting away, or putting a thing to a place that is no memory.
PUT_AWAY = {
    "the harbour master is called Duncan squirrel that away": "the harbour master is called Duncan",
    "our tailor's hem allowance is four centimetres stash that somewhere safe": (
        "our tailor's hem allowance is four centimetres"
    ),
    "la chorale répète à la salle paroissiale range ça quelque part": (
        "la chorale répète à la salle paroissiale"
    ),
    "die Brauerei hat Ruhetag am Montag leg dir das irgendwo ab": "die Brauerei hat Ruhetag am Montag",
    "el sastre cobra el dobladillo aparte apuntatelo en algún lado": (
        "el sastre cobra el dobladillo aparte"
    ),
    "il corriere passa alle dieci scrivitelo da qualche parte": "il corriere passa alle dieci",
    "радиостудия закрывается в полночь сохрани это где-нибудь": "радиостудия закрывается в полночь",
    "مفتاح الورشة مع الحارس سجلها عندك": "مفتاح الورشة مع الحارس",
}
PUT_AWAY_NONE = [
    "i finished the sewing pattern and tucked it into the drawer",
    "we filed that away last year with the old invoices",
    "ho messo le monete da parte in un barattolo",
    "the tent is dry now put it away in the garage",
    "he told me to file that away somewhere",
]
PUT_AWAY_POOL = ("frozen33z-en-509", "frozen33z-en-511")


@pytest.mark.parametrize("text", PUT_AWAY)
def test_a_putting_away_voice_typed_keeps_what_stands_before_it(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == PUT_AWAY[text].lower()


@pytest.mark.parametrize("text", PUT_AWAY_NONE)
def test_a_putting_away_reported_or_to_another_place_keeps_nothing(text):
    assert reading(text) == "none"


def test_the_puttings_away_mend_earlier_rounds_messages():
    for case in pool(*PUT_AWAY_POOL):
        assert reading(case.text) == "explicit", case.id


# Remember asked in a soft, formal or regional voice (asked_ahead._SOFT): the ask, the speaker's
# clitic, a verb of remembering or noting with any small thing, or a verb of keeping with a piece of
# information or the memory as the place, the speaker as beneficiary; the fact is the next sentence.
# Dev: ar-502 (words), ar-505, de-501, en-501, en-502, en-503, en-504, en-505, en-506, es-501,
# es-502, es-503, fr-501, fr-502, fr-506, it-501, it-505, ru-501, ru-503, ru-504, ru-505 (words).
# Near misses: a keeping verb with an object and no memory, which keeps the object; a bare "do you
# remember a thing?" with no ask, no speaker and no memory named.
SOFT_ASK = [
    "Would you ever keep a wee detail in your head for me? The vet's out-of-hours line is 0161 220 4471.",
    "Any chance you could hang on to a name for me? The sailmaker in the harbour is called Morag.",
    "Ça t'ennuierait de retenir un nom pour moi ? Le luthier de la rue Haute s'appelle Barnabé.",
    "Chönntsch dir e Nummere für mi merke? De Schlüsselsafe vom Chor hät 3318.",
    "¿Me podés anotar un numerito en la cabeza? La taquilla del coro es la 14.",
    "Te può tené a mente nu nomme pe' me? 'O sarto d'o vico se chiamma Gennaro.",
    "Будь другом, запомнишь мне одну цифру? Код от раздевалки лыжной школы — 3318.",
    "واش تقدر تشد ليا واحد الرقم؟ كود خزانة المدرسة 3318.",
]
SOFT_ASK_NONE = [
    "Could you keep a seat for me? I'm running ten minutes late.",
    "Would you mind holding on to my coat for me? It's raining again.",
    "Tu peux garder un truc pour moi ? Je reviens le chercher demain.",
    "¿Me guardás el abrigo? Vuelvo en un rato.",
    "Сохранишь для меня одну коробку? Я заберу её завтра.",
    # (no ask, no speaker, no memory named: whether the one addressed remembers)
    "¿Recordás un dato? Ayer llovió.",
]
SOFT_ASK_POOL = (
    "dev33y-ru-508",
    "frozen33z-de-507",
    "frozen33z-en-505",
    "frozen33z-es-506",
    "frozen33z-fr-507",
    "frozen33z-it-506",
    "frozen33z-it-507",
)


@pytest.mark.parametrize("text", SOFT_ASK)
def test_remember_asked_in_a_soft_voice_keeps_the_next_sentence(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


@pytest.mark.parametrize("text", SOFT_ASK_NONE)
def test_a_keeping_asked_of_an_object_keeps_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_in_a_soft_voice_mends_earlier_rounds_messages():
    for case in pool(*SOFT_ASK_POOL):
        assert reading(case.text) == "explicit", case.id


# The speaker's own order with a reason about the speaker (errands._OWN_REASON): an imperative with
# the speaker as its receiver right after the verb (Russian's object first too), then, after a
# comma, the speaker in the first person: Personal. Only the scope is read. Dev: en-011, fr-012,
# ru-011, ru-012. Near misses: the same order with a reason about others, and a call asked with a
# time after the verb, which stay the team's.
OWN_REASON = [
    "Fais-moi les comptes-rendus en deux phrases, je n'ai pas le temps de lire plus.",
    "Schreib mir die Termine mit Wochentag, ich verwechsle sonst alles.",
    "Pásame los horarios en formato de 24 horas, que yo con am y pm me lío.",
    "Scrivimi gli orari in formato 24 ore, io con am e pm mi confondo.",
    "Пиши мне время в 24-часовом формате, я путаюсь в am и pm.",
    "Send me the shift rota as a PDF, my laptop won't open spreadsheets.",
    "اكتبلي المواعيد بالأرقام، أنا بتلخبط في الحروف.",
]
OWN_REASON_TEAM = [
    "Écris-moi les horaires en chiffres, les bénévoles se trompent sinon.",
    "Пиши мне время в 24-часовом формате, курьеры путаются в am и pm.",
    "Schreib mir die Termine mit Wochentag, das Team verwechselt sonst alles.",
    "Call me when you land, I'll be at the station.",
    "Avísame cuando llegues, yo estoy en casa.",
]
OWN_REASON_POOL = ("dev33y-ar-011", "dev33z-ar-011", "dev33z-it-013", "frozen33z-ru-013")


def _scope(text):
    found = judge(text).suggestion
    return None if found is None else found.scope


@pytest.mark.parametrize("text", OWN_REASON)
def test_the_speakers_order_with_a_reason_about_the_speaker_is_personal(text):
    # the reading is the scope: the English and Arabic ones are read as no rule at all (before and
    # after), their shape is asked directly
    assert errands.for_the_user(text)
    assert _scope(text) in (Scope.USER, None)


@pytest.mark.parametrize("text", OWN_REASON_TEAM)
def test_a_reason_about_others_or_a_call_at_a_time_stays_the_teams(text):
    assert _scope(text) is Scope.SPACE


def test_the_speakers_reason_mends_earlier_rounds_messages():
    for case in pool(*OWN_REASON_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# An onset put first, read by its shape (starts._ONSET): a preposition of onset only time takes, a
# short noun phrase and, where the language sets one, the comma; read as the spans are. Near
# misses: the speaker's own plans or state after the same onset (each reads as it did before).
ONSET = [
    "Come the first snow, the sailing club hauls every dinghy out of the water.",
    "À partir de la Chandeleur, la chorale répète dans la crypte.",
    "Ab der Fastenzeit probt der Kirchenchor nur noch am Donnerstag.",
    "Desde que empieza la temporada de bodas, el catering no acepta pedidos de menos de cincuenta.",
    "Con l'arrivo dell'autunno, la scuola di vela tiene le lezioni solo al mattino.",
    "С приходом холодов яхт-клуб закрывает причал в шесть вечера.",
    "مع بداية رمضان، مكتب التوصيل بيفتح بعد العصر بس.",
]
ONSET_OTHER = {
    "Come the first snow, I'm taking the kids up the mountain.": "none",
    "Dès la fin des vendanges, je pars en vacances.": "none",
    "Desde que empieza la temporada, estoy agotado.": "none",
    "À partir de la gare, prends le bus 12.": "none",
    "С первого взгляда мне понравился этот дом.": "none",
}
ONSET_POOL = ("frozen33z-fr-002", "frozen33z-de-002", "frozen33z-ar-002")


@pytest.mark.parametrize("text", ONSET)
def test_an_onset_put_first_holds_the_way_from_then_on(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", ONSET_OTHER)
def test_the_speakers_plans_or_a_place_after_an_onset_keep_their_reading(text):
    assert reading(text) == ONSET_OTHER[text]


def test_the_onsets_mend_earlier_rounds_messages():
    for case in pool(*ONSET_POOL):
        assert reading(case.text) == "suggest", case.id


# A machine's own act with no one's hand said after it (unprompted._NO_ONE_AFTER: "…, no one has to
# start it", "…, personne ne la règle", "…, nessuno la programma", "…, никто её не включает"), and
# Arabic's "لوحده / لوحدها" after an active present (unprompted._BY_ITSELF): no one's rule. Dev:
# en-024, fr-024, it-018. Near misses: the team doing it, no one alone with no machine's act, a
# passive's charge adding itself up (each reads as it did before).
NO_ONE_AFTER = [
    "The harbour pump empties the bilge every night at two, nobody needs to switch it on.",
    "The studio's dehumidifier drains itself every evening, no one has to empty it.",
    "La machine à café du studio se détartre la nuit, personne ne la règle.",
    "Le lave-vaisselle du traiteur démarre chaque soir à dix heures, personne ne le lance.",
    "Die Kaffeemaschine im Studio entkalkt sich jeden Sonntag, niemand muss sie anfassen.",
    "Посудомойка в кафе каждый вечер запускается в десять, никто её не включает.",
    "مكنة القهوة في الاستوديو بتطفي لوحدها بعد نص ساعة.",
]
NO_ONE_AFTER_OTHER = {
    "We switch the harbour pump on overnight, nobody else touches it.": "none",
    "Nobody needs to tell me twice.": "suggest",
    "Personne ne le sait encore.": "none",
    "Nessuno lo sa.": "suggest",
    "الحساب بيتحسب لوحده في آخر الشهر.": "suggest",
}
NO_ONE_AFTER_POOL = ("dev33x-ar-016", "dev33y-ar-020", "frozen33z-ar-018")


@pytest.mark.parametrize("text", NO_ONE_AFTER)
def test_a_machines_act_with_no_ones_hand_after_it_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", NO_ONE_AFTER_OTHER)
def test_no_one_with_no_machines_act_keeps_its_reading(text):
    assert reading(text) == NO_ONE_AFTER_OTHER[text]


def test_no_ones_hand_after_the_act_mends_earlier_rounds_messages():
    for case in pool(*NO_ONE_AFTER_POOL):
        assert reading(case.text) == "none", case.id


# How the speaker is to be written to or answered, asked in formal words (errands._ADDRESS, beside
# the names and forms of address): a Personal rule for every reply. Dev: de-013, fr-013, ru-013.
# Near misses: another act asked in the same formal words, and a leave to write.
FORMAL_WAY = [
    "I would ask that you write to me in plain English, as I am no lawyer.",
    "Je vous saurais gré de me répondre en français, je lis mal l'anglais.",
    "Ich bitte Sie, mir auf Deutsch zu antworten, mein Englisch ist schwach.",
    "Le agradecería que me respondiera en castellano, el inglés no lo domino.",
    "Прошу вас отвечать мне по-русски, английский я знаю плохо.",
    "أرجو أن ترد علي بالعربي، إنجليزيتي ضعيفة.",
]
FORMAL_WAY_OTHER = {
    "I would ask that you close the door behind you.": "none",
    "Je vous saurais gré de fermer la porte en sortant.": "none",
    "Ich bitte Sie, das Formular bis Freitag auszufüllen.": "none",
    "Прошу вас закрыть дверь за собой.": "none",
    "Писать мне можно в любое время.": "suggest",
}
FORMAL_WAY_POOL = ("dev33y-es-013", "dev33y-it-013", "dev33y-ru-013")


@pytest.mark.parametrize("text", FORMAL_WAY)
def test_a_formal_ask_of_how_to_write_to_the_speaker_is_personal(text):
    assert reading(text) == "suggest"
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", FORMAL_WAY_OTHER)
def test_another_act_asked_formally_or_a_leave_keeps_its_reading(text):
    assert reading(text) == FORMAL_WAY_OTHER[text]
    assert _scope(text) in (Scope.SPACE, None)


def test_the_formal_ways_mend_earlier_rounds_messages():
    for case in pool(*FORMAL_WAY_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# A place's crowd, always or on a day (unprompted._CROWDED): the world's state, no one's way. Dev:
# it-016. Near misses: the team crowded (then an order), and the crowd given as an order's reason.
CROWDED = [
    "Le marché aux puces est toujours bondé le premier dimanche du mois.",
    "La cervecería siempre está hasta los topes los viernes por la noche.",
    "El mercado de pulgas está siempre abarrotado el primer domingo.",
    "La sala prove è sempre strapiena il giovedì sera.",
    "Il mercatino è sempre affollato la prima domenica del mese.",
    "الكافيتيريا دايماً زحمة يوم الجمعة بعد الصلاة.",
    "سوق السمك دايماً زحمة يوم الخميس الصبح.",
]
CROWDED_OTHER = {
    "We're always packed on Saturdays, so book ahead.": "none",
    "Always book the hall two weeks ahead because it gets packed.": "suggest",
    "On est toujours plein le samedi, réservez.": "suggest",
    "Wir sind am Wochenende immer voll, bitte reservieren.": "suggest",
}
CROWDED_POOL = ("frozen33s-fr-015", "dev33x-ar-018")


@pytest.mark.parametrize("text", CROWDED)
def test_a_places_crowd_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", CROWDED_OTHER)
def test_the_team_crowded_or_a_crowd_as_a_reason_keeps_its_reading(text):
    assert reading(text) == CROWDED_OTHER[text]


def test_the_crowds_mend_earlier_rounds_messages():
    for case in pool(*CROWDED_POOL):
        assert reading(case.text) == "none", case.id


# Outside the rule of evidence (written knowing the pool's wording; no dev message mended): the gate
# said first in Russian, then nobody as the object or the impersonal plural negated
# (forms._GATE_FIRST): "Без расписки никого не пускают …", "Без расписки мы никого … не подпускаем".
# Near misses: the speaker's own lack, a past, what cannot be done (each reads as before).
RU_GATE = [
    "Без подписанной расписки никого не пускают на стену.",
    "Без расписки на стену не пускают.",
    "Без пропуска никого не пускают.",
    "Без пропуска в цех не пускают никого.",
    "Без шлема на трассу мы никого не выпускаем.",
]
RU_GATE_OTHER = {
    "Без очков я ничего не вижу.": "none",
    "Без ключа туда никого не пустили.": "none",
    "Без зонта вчера никто не пришёл.": "none",
}
RU_GATE_POOL = ("frozen33y-ru-009", "frozen33z-ru-004")


@pytest.mark.parametrize("text", RU_GATE)
def test_a_gate_first_then_nobody_let_in_is_a_requirement(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", RU_GATE_OTHER)
def test_the_speakers_lack_or_a_past_after_a_gate_keeps_its_reading(text):
    assert reading(text) == RU_GATE_OTHER[text]


def test_the_russian_gates_mend_earlier_rounds_messages():
    for case in pool(*RU_GATE_POOL):
        assert reading(case.text) == "suggest", case.id


def test_the_twenty_seventh_round_west_probes_are_in_no_set():
    """Every sibling and near miss written for this round's readings: each once, in no set."""
    assert_probes_apart(
        [
            *PURPOSE,
            *PURPOSE_OTHER,
            *PUT_AWAY,
            *PUT_AWAY_NONE,
            *SOFT_ASK,
            *SOFT_ASK_NONE,
            *OWN_REASON,
            *OWN_REASON_TEAM,
        ]
    )
