"""Issue 33, thirtieth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33zd was written by hand before the judgement was touched and committed
before its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by
the integrator, at the end, never here. Each reading below: its siblings (written for it, new
texts), its near misses (the same surface with nothing of the reading) and the earlier rounds'
messages it mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN
from tests.judgement_sets import (
    LOST_AT_085,
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    saves_the_fact_after_its_colon,
    with_lost,
    wrong_readings,
)

THIRTIETH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirtieth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZD, DEV33ZD_FROZEN, THIRTIETH_ROUND_WEST, "thirtieth-round")


# A note headed for later or for the speaker's own self (notes_for_later.py, joined to memory_notes'
# headings): a later time or a note's noun sent to the speaker alone before the colon, then the
# fact, which is kept and never suggested. Dev: ar-510, ar-512, en-510, en-511, es-510, es-511,
# fr-512, it-511, ru-512. Near misses: the speaker alone as a heading (the speaker's wants), a bare
# "Note:", a later time inside a sentence, a note to oneself told.
LATER_NOTES = [
    "Note to self: the sailing school's dinghy shed is unlocked by the warden at eight.",
    "Reminder to myself: the farmers' market stall fee went up to twelve euros.",
    "Pour plus tard : la piscine municipale vend des carnets de dix entrées.",
    "Zur Erinnerung für mich: Der Fahrradkeller hat jetzt ein Zahlenschloss.",
    "Für später: Die Bäckerei am Eck nimmt nur Bargeld.",
    "Nota para mí: el veterinario del refugio atiende en la calle Olmo.",
    "Para más adelante: el cobertizo de kayaks tiene la llave en la caseta.",
    "Promemoria per me: la falegnameria chiude per ferie ad agosto.",
    "Per dopo: la biblioteca di quartiere presta anche i semi dell'orto.",
    "Себе на заметку: в лодочной станции новый сторож, Михалыч.",
    "ملاحظة لنفسي: مفتاح مخزن الزوارق مع الحارس.",
]
LATER_NOTES_SAME = [
    ("none", "For later, I'd like a window seat on the train."),
    ("none", "Note: the build takes ten minutes."),
    ("suggest", "For me: plain words, no tables."),
    ("suggest", "Pour moi : des réponses courtes, pas de jargon."),
    ("none", "Later: we go swimming at the lake."),
    ("none", "I left a note for myself on the fridge."),
    ("none", "J'ai laissé une note pour moi-même sur la table."),
    ("none", "Ich hebe mir das Stück Kuchen für später auf."),
    ("none", "Lo dejo para más adelante, ahora no tengo tiempo."),
    ("none", "Per dopo ho prenotato il ristorante."),
    ("none", "لوقت لاحق، خلينا نأكل هلأ."),
]
LATER_NOTES_POOL = (
    "dev33zc-en-510",
    "dev33zc-en-511",
    "dev33zc-es-510",
    "dev33zc-es-511",
    "dev33zc-it-510",
    "frozen33zc-ar-511",
    "frozen33zc-de-512",
    "frozen33zc-es-512",
    "frozen33zc-fr-512",
)


def _saved_at_once(ids) -> None:
    """Each pool message is an explicit request and is not also suggested."""
    for case in pool(*ids):
        assert reading(case.text) == "explicit", case.id
        assert judge(case.text).suggestion is None, case.id


@pytest.mark.parametrize("text", LATER_NOTES)
def test_a_note_headed_for_later_or_for_oneself_keeps_its_fact(text):
    saves_the_fact_after_its_colon(text)


def test_the_same_words_with_no_note_heading_read_as_before():
    assert wrong_readings(LATER_NOTES_SAME) == []


def test_a_note_headed_for_later_or_for_oneself_mends_earlier_rounds_messages():
    _saved_at_once(LATER_NOTES_POOL)


# A machine acting by itself in the words unprompted._BY_ITSELF lacked: a Russian reflexive verb
# beside its "сам/сама" ("сама выключается"), Russian's "автоматически" and Arabic's borrowed
# "أوتوماتيك" (the other tables' "automatically" is rules.py's), and an Arabic present with its own
# self as object ("تطفي نفسها"); a joined clause opening with its "if" gives no order ("…, если
# открыть кожух"). Dev: ru-021, ar-021. Near misses: the one addressed told or let do it, the
# speaker's own act, an order with "automatically", "yourself" in Arabic.
BY_ITSELF = [
    "Кофемашина в хостеле сама промывается каждый вечер.",
    "Полив в теплице сам включается по утрам.",
    "غسالة الصحون في المطبخ تنظف نفسها بعد كل دورة.",
    "الفرن في المخبز يطفي نفسه بعد ساعتين بلا خبز.",
    "الإنارة في الحديقة تشعل نفسها عند المغرب كل يوم.",
]
BY_ITSELF_SAME = [
    ("suggest", "Выключай сушильный шкаф сам, когда закончишь."),
    ("suggest", "Ты можешь сам выключить подогрев бассейна."),
    ("none", "Я сама выключаю кофемашину по вечерам."),
    ("suggest", "اعرّف نفسك قبل ما تبدأ الاجتماع."),
    ("suggest", "شغّل المكيف أوتوماتيك قبل ما توصل."),
    ("suggest", "Если открыть кран, закрой его потом."),
    ("suggest", "Автоматически ничего не удаляй, спрашивай сначала."),
    ("suggest", "Всегда выключай насос после работы."),
    ("none", "Наш сторож сам проверяет замки каждый вечер."),
    ("suggest", "دايمًا اطفي الفرن قبل ما تطلع."),
]
BY_ITSELF_POOL = ("dev33z-ru-019", "dev33zc-ar-016", "frozen33zc-ru-016")


@pytest.mark.parametrize("text", BY_ITSELF)
def test_a_machine_acting_by_itself_is_no_rule(text):
    assert reading(text) == "none"


def test_the_same_verbs_with_a_person_read_as_before():
    assert (
        wrong_readings([(want, text) for want, text in BY_ITSELF_SAME if text not in LOST_AT_085])
        == []
    )


@pytest.mark.parametrize(
    ("want", "text"), with_lost([c for c in BY_ITSELF_SAME if c[1] in LOST_AT_085])
)
def test_the_same_verbs_with_a_person_found_by_the_second_opinion_alone(want, text):
    assert reading(text) == want


def test_a_machine_acting_by_itself_mends_earlier_rounds_messages():
    for case in pool(*BY_ITSELF_POOL):
        assert reading(case.text) == "none", case.id


# A place's smell or queue told with its always or usually (unprompted._SMELL_OR_QUEUE, beside the
# crowd and the heap): the world's state, no one's rule; the team in it, a reason given for an order
# or an order put first keep it out. Dev: ar-017, de-015, de-016, fr-016. Near misses: "we" smell,
# the queue as an order's reason, an order to smell, a must to queue.
SMELL_OR_QUEUE = [
    "La poissonnerie sent toujours la marée dès l'ouverture.",
    "Il y a toujours la queue devant la fromagerie le samedi.",
    "Im Bootsschuppen riecht es abends immer nach Teer.",
    "Auf dem Flohmarkt ist sonntags immer die Hölle los.",
    "En la carpintería siempre huele a serrín y barniz.",
    "La cantina profuma sempre di sugo la domenica.",
    "В подвале мастерской всегда пахнет стружкой.",
    "المطعم دايمًا فيه طابور عند الظهر.",
]
SMELL_OR_QUEUE_SAME = [
    ("suggest", "We always smell of smoke after the barbecue."),
    ("suggest", "Always book ahead, there's always a queue at the kiosk."),
    ("suggest", "Riech immer am Käse, bevor du ihn kaufst."),
    ("suggest", "Siempre hay que hacer cola para entrar, así que llegad pronto."),
    ("suggest", "Nosotros siempre olemos a pintura después del taller."),
    ("suggest", "Always smell the milk before you use it."),
    ("none", "The bakery smells of cinnamon right now."),
    ("none", "La boulangerie sent bon ce matin."),
    ("none", "В пекарне пахнет хлебом."),
    ("none", "There was always a queue when I was a kid."),
]
SMELL_OR_QUEUE_POOL = ("frozen33zc-es-017",)


@pytest.mark.parametrize("text", SMELL_OR_QUEUE)
def test_a_places_smell_or_queue_with_its_always_is_no_rule(text):
    assert reading(text) == "none"


def test_the_same_smells_and_queues_of_people_or_orders_read_as_before():
    assert wrong_readings(SMELL_OR_QUEUE_SAME) == []


def test_a_places_smell_or_queue_mends_earlier_rounds_messages():
    for case in pool(*SMELL_OR_QUEUE_POOL):
        assert reading(case.text) == "none", case.id


# The keep-it frame opening the message (kept_at_end.OPENING, given memory_notes' opening colon by
# notes_for_later.HEADING): a favour or a please at most, a verb of keeping or putting, the forward
# pronoun and the head, the memory or "your notes" as where it goes, then the colon and the fact.
# Dev: ar-504, ar-508, de-508, en-502, es-504, fr-504, it-504, ru-501, ru-504. Near misses: the
# same favour and verb with a place that is no memory (the fridge, a bag, a drawer), a song in the
# head, a favour of another errand.
OPENING = [
    "Be a star and tuck this into your noggin: the kayak club's locker code is 5521.",
    "Sois sympa, stocke ça dans ta caboche : le cours de poterie passe au mardi.",
    "Sei so lieb und verstau das in deinem Hirn: Der Schlüssel zum Vereinsheim liegt unterm "
    "Blumentopf.",
    "Haceme el favor y guardate esto en la cabeza: la vacuna del gato es el 3 de abril.",
    "Fammi un favore, stampati in zucca questa: la barca è al pontile quattro.",
    "Сделай милость, закинь себе в мозги: ворота яхт-клуба закрывают в девять.",
    "اعمل معروف وحط هادي في دماغك: كود الخزانة ٤٤١٨.",
]
OPENING_SAME = [
    ("none", "Do me a favour and put this in the fridge: it's the cake for tonight."),
    ("none", "Be a star and stash this in your bag: it's the spare key."),
    ("none", "Range ça dans le placard : ce sont les verres de la fête."),
    ("none", "Pack das in deinen Rucksack: Es ist die Brotzeit für morgen."),
    ("none", "Guarda esto en el cajón: son las facturas del mes."),
    ("none", "Metti questo in frigo: è la torta per stasera."),
    ("none", "Положи это в шкаф: там зимние вещи."),
    ("none", "حط هادي في الشنطة: فيها الأكل."),
    ("none", "I can't get this out of my head: the song from the radio."),
    ("none", "Tengo esto en la cabeza desde ayer: una canción."),
    ("none", "Do me a favour and call the plumber: the sink is leaking."),
]
OPENING_POOL = (
    "frozen33zc-en-509",
    "dev33zc-fr-509",
    "dev33zc-de-509",
    "dev33zc-es-509",
    "dev33zc-it-509",
    "dev33zc-ru-509",
    "dev33zc-ar-509",
)


@pytest.mark.parametrize("text", OPENING)
def test_the_keep_it_frame_opening_the_message_keeps_the_fact_after_its_colon(text):
    saves_the_fact_after_its_colon(text)


def test_the_same_favour_with_a_place_that_is_no_memory_reads_as_before():
    assert wrong_readings(OPENING_SAME) == []


def test_the_keep_it_frame_opening_the_message_mends_earlier_rounds_messages():
    _saved_at_once(OPENING_POOL)


# The subject pronoun alone as the heading of the speaker's wants (headed_for_me._ALONE): "Moi :",
# "Io:", "Yo:", "Я:", "أنا:" before the colon make the rule read after it the speaker's own; French's
# "on" before its verb after it is the team's, as "we" is. Dev: fr-010. Near misses: the heading
# before a thing told, a question, the team's "on" or "noi".
PRONOUN_HEADED = [
    "Moi : des listes à puces, pas de paragraphes. Je lis sur un petit écran.",
    "Yo: nada de tablas, solo listas. Pantalla chica.",
    "Я: короткие ответы, без таблиц. Читаю с телефона.",
    "Io: risposte brevi, niente tabelle. Leggo dal telefono.",
    "أنا: كلام بسيط، بدون مصطلحات. قراءتي ضعيفة.",
]
PRONOUN_HEADED_SAME = [
    ("none", "Moi : j'ai réservé la salle pour vendredi."),
    ("none", "Io: ho già prenotato il campo per sabato."),
    ("none", "Я: а ты когда приедешь?"),
    ("none", "Moi aussi."),
    ("none", "Yo también quiero ir."),
]
PRONOUN_HEADED_TEAM = [
    "Moi : on passe en revue les PR le lundi.",
    "Io: noi facciamo sempre il deploy di martedì.",
]
PRONOUN_HEADED_POOL = ("frozen33zc-fr-012", "frozen33zc-it-012")


@pytest.mark.parametrize("text", with_lost(PRONOUN_HEADED))
def test_the_pronoun_alone_as_heading_makes_the_rule_the_speakers(text):
    found = judge(text)
    assert found.suggestion is not None
    assert found.suggestion.scope is Scope.USER


def test_the_pronoun_heading_before_no_rule_reads_as_before():
    assert wrong_readings(PRONOUN_HEADED_SAME) == []


@pytest.mark.parametrize("text", PRONOUN_HEADED_TEAM)
def test_the_teams_rule_after_the_pronoun_heading_stays_the_spaces(text):
    found = judge(text)
    assert found.suggestion is not None
    assert found.suggestion.scope is Scope.SPACE


def test_the_pronoun_heading_mends_earlier_rounds_messages():
    for case in pool(*PRONOUN_HEADED_POOL):
        found = judge(case.text)
        assert found.suggestion is not None, case.id
        assert found.suggestion.scope is Scope.USER, case.id


# Remember asked in a voice-typed message, no punctuation at all, the fact straight after the ask
# (voiced_asks.py, added to each western language's frames and asked heads): the ask, a verb of
# keeping or putting, at most a placeholder thing and the head, the memory or the notes, then the
# fact. Dev: ar-507, de-506, en-506, en-507, es-506, es-507, fr-506, fr-507, it-506, ru-507. Near
# misses: the same asks with a place that is no memory, and voice-typed errands.
VOICED = [
    "could you tuck a number away in your head the ferry leaves from pier nine on sundays",
    "tu pourrais me ranger une info dans ta tête le cours de voile commence le douze",
    "könntest du dir eine nummer im kopf speichern mein spind im schwimmbad ist die siebzehn",
    "me podés anotar un dato en la cabeza el turno del veterinario es el martes a las cinco",
    "mi puoi segnare una cosa in testa la lezione di nuoto è giovedì alle sei",
    "ممكن تحفظلي معلومة في راسك موعد الطبيب يوم الثلاثاء الساعة خمسة",
]
VOICED_SAME = [
    ("none", "can you stash a thing up in the attic for me the boxes are heavy"),
    ("none", "tu peux me ranger un truc dans le placard les verres de la fête sont là"),
    ("none", "kannst du mir was im keller abstellen die kisten sind schwer"),
    ("none", "me guardas una cosa en el cajón son las llaves del coche"),
    ("none", "mi tieni una cosa in macchina è la borsa della palestra"),
    ("none", "можешь положить в шкаф одну вещь это зимняя куртка"),
    ("none", "ممكن تحط حاجة في الشنطة فيها الأكل للرحلة"),
    ("none", "can you call the plumber tomorrow the sink is leaking again"),
    ("none", "would you mind closing the window it's cold in here"),
    ("none", "can you keep an eye on the soup while i take a shower"),
]
VOICED_POOL = (
    "dev33zc-en-507",
    "dev33zc-de-507",
    "dev33zc-es-507",
    "dev33zc-ar-507",
    "frozen33zc-fr-507",
    "frozen33zc-it-507",
)


@pytest.mark.parametrize("text", VOICED)
def test_remember_asked_voice_typed_keeps_the_fact_after_the_ask(text):
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert text.lower().endswith(found.explicit[0].content.lower())
    assert found.suggestion is None


def test_the_same_voice_typed_asks_with_no_memory_read_as_before():
    assert wrong_readings(VOICED_SAME) == []


def test_remember_asked_voice_typed_mends_earlier_rounds_messages():
    _saved_at_once(VOICED_POOL)


# The Arabic speaker's doubt after a comma (ar_refusals.HEDGE) with "still" or an oath before it and
# the Levantine and Egyptian "not sure" ("…، بس لسه مش متأكد", "…، بس والله ما بعرف"): the rule
# before it is hedged. Dev: ar-022. Near misses: the doubt about a when, a why or a how after an
# order, the rule said sure.
AR_DOUBT = [
    "يمكن المسبح لازم يفتح بكير يوم السبت، بس لسه مش متأكد.",
    "يمكن الورشة تسكّر كل أحد، مش متأكد.",
    "يمكن لازم نغيّر مواعيد البروفة كل خميس، بس والله ما بعرف.",
    "يمكن المكتبة لازم تطوّل ساعات الإعارة، بس مش متأكد أبدًا.",
    "يمكن الملجأ لازم يمنع الزيارات يوم الجمعة، لسه مش متأكد.",
]
AR_DOUBT_SAME = [
    ("suggest", "لازم تقفل الباب كل ليلة، مش متأكد إذا سكّرته امبارح."),
    ("suggest", "احجز الطاولة دايمًا قبل بيومين، والله ما بعرف ليش نسيت."),
    ("suggest", "المسبح لازم يفتح بكير يوم السبت، أنا متأكد."),
    ("suggest", "دايمًا اطفي المكيف قبل ما تطلع، مش عارف كيف بنسى."),
    ("none", "والله ما بعرف وين المفتاح."),
]
AR_DOUBT_POOL = ("dev33u-ar-019", "dev33x-ar-021", "dev33za-ar-023", "frozen33zc-ar-022")


@pytest.mark.parametrize("text", AR_DOUBT)
def test_an_arabic_rule_with_the_speakers_doubt_after_it_is_hedged(text):
    assert reading(text) == "none"


def test_the_doubt_about_a_when_or_a_why_reads_as_before():
    assert wrong_readings(AR_DOUBT_SAME) == []


def test_the_arabic_doubt_mends_earlier_rounds_messages():
    for case in pool(*AR_DOUBT_POOL):
        assert reading(case.text) == "none", case.id


def test_the_probes_are_new():
    assert_probes_apart(
        LATER_NOTES
        + [text for _, text in LATER_NOTES_SAME]
        + BY_ITSELF
        + [text for _, text in BY_ITSELF_SAME]
        + SMELL_OR_QUEUE
        + [text for _, text in SMELL_OR_QUEUE_SAME]
        + OPENING
        + [text for _, text in OPENING_SAME]
        + PRONOUN_HEADED
        + [text for _, text in PRONOUN_HEADED_SAME]
        + PRONOUN_HEADED_TEAM
        + VOICED
        + [text for _, text in VOICED_SAME]
        + AR_DOUBT
        + [text for _, text in AR_DOUBT_SAME]
    )
