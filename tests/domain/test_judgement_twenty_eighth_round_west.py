"""Issue 33, twenty-eighth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33zb was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import errands, judge
from app.domain.model import Scope
from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN
from tests.judgement_sets import assert_forty_a_language, assert_probes_apart, pool, reading

TWENTY_EIGHTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_eighth_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(
        DEV33ZB, DEV33ZB_FROZEN, TWENTY_EIGHTH_ROUND_WEST, "twenty-eighth-round"
    )


# Remember asked by its shape (asked_ahead._ASKED): a question to the one addressed naming a piece
# of information and either the head or the memory, in any of its words, or the speaker as
# beneficiary with a verb of keeping, holding, noting or recalling; the fact is the next sentence.
# Dev: ar-501, ar-502, ar-505, de-501, de-502, de-503, de-506, en-502, en-504, en-506, es-501,
# es-503, es-504, es-506, es-507, fr-501, fr-502, fr-503, fr-504, fr-507, it-504, it-506, it-507,
# ru-501, ru-502, ru-504. Near misses: a question word, a having, a date held (a booking), a thing
# thought of, with a piece of information and a head or a speaker (each reads as it did before).
ASKED = [
    "Could you wedge a wee date into that noggin of yours for me? The bakery co-op's AGM is on 9 April.",
    "Tu sais me ficher un nom dans ta caboche ? La dentiste du labo s'appelle madame Roux.",
    "Dürfte ich Sie bitten, eine Nummer für mich aufzubewahren? Der Schlüsselkasten der Imkerei hat 5520.",
    "¿Me plantás un nombre en el coco? La jefa del taller se llama Nerea.",
    "Mi stipi 'na data nella capoccia? La fiera del libro apre l'8 maggio.",
    "Не откажешь придержать в башке одну цифру? Шкафчик на лодочной станции — сорок второй.",
    "تقدر تحشر لي اسم في مخك؟ مدربة السواقة اسمها نادية.",
]
ASKED_NONE = [
    "Could you hold a date for me? We might come on the 12th.",
    "Hast du eine Zahl im Kopf? Ich dachte an hundert.",
    "¿Tienes un número en la cabeza? Yo pensaba en cien.",
    "What name is in your head for the puppy? I like Biscuit.",
    "عندك رقم في بالك؟ أنا كنت بفكر في مية.",
    "Can you think of a name for me? The puppy needs one.",
]
ASKED_POOL = (
    "frozen33za-ar-501",
    "frozen33za-de-502",
    "frozen33za-de-503",
    "frozen33za-de-504",
    "frozen33za-fr-503",
    "frozen33za-it-504",
    "frozen33za-it-506",
    "frozen33za-ru-506",
    # (the keeping verb after Arabic's "ب" of the formal ask, mended with the placeholder's shape)
    "frozen33za-ar-506",
)


@pytest.mark.parametrize("text", ASKED)
def test_remember_asked_by_its_shape_keeps_the_next_sentence(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", ASKED_NONE)
def test_a_question_of_having_or_booking_keeps_nothing(text):
    assert reading(text) == "none"


def test_remember_asked_by_its_shape_mends_earlier_rounds_messages():
    for case in pool(*ASKED_POOL):
        assert reading(case.text) == "explicit", case.id
        assert judge(case.text).suggestion is None, case.id


# The placeholder by its shape (asked_ahead._ONE, in placeholder()): an indefinite word, a piece of
# information and the speaker, nothing else ("A time for me", "لي ميعاد", "Для меня сведения"),
# is no fact: the remember asked ahead keeps the next sentence (and a remember form keeps what
# follows the placeholder's colon: "Remember a name: Harriet." keeps "Harriet."). Dev: en-507 and
# ar-507 (words). Near misses: a remember form naming its fact, a thing or an appointment (each
# keeps what it kept).
ONE_PIECE = [
    "Could you remember an address for me? The print shop is at 12 Mill Lane.",
    "Tu peux retenir une adresse pour moi ? L'imprimerie est au 12 rue du Moulin.",
    "Kannst du dir eine Adresse für mich merken? Die Druckerei ist in der Mühlgasse 12.",
    "¿Puedes recordar una dirección por mí? La imprenta está en la calle Molino 12.",
    "Puoi ricordare un indirizzo per me? La tipografia è in via del Mulino 12.",
    "Запомнишь для меня один адрес? Типография на Мельничной, 12.",
    "ممكن تحفظ لي عنوان؟ المطبعة بتفتح الساعة تسعة.",
]
ONE_PIECE_KEPT = {
    "Remember my name is Sam.": "My name is Sam.",
    "Can you remember a dentist appointment on Friday at 3?": "A dentist appointment on Friday at 3",
    "Remember the dentist on Friday.": "The dentist on Friday.",
    "Запомни одно имя: Гарриет.": "Гарриет.",
}
ONE_PIECE_POOL = ("frozen33z-ru-508",)


@pytest.mark.parametrize("text", ONE_PIECE)
def test_a_piece_of_information_asked_for_is_no_fact_the_next_sentence_is(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


@pytest.mark.parametrize("text", ONE_PIECE_KEPT)
def test_a_remember_naming_its_fact_keeps_it(text):
    assert [e.content for e in judge(text).explicit] == [ONE_PIECE_KEPT[text]]


def test_the_placeholder_by_its_shape_mends_earlier_rounds_messages():
    for case in pool(*ONE_PIECE_POOL):
        found = judge(case.text).explicit
        assert [e.content for e in found] == [case.explicit[0]["content"]], case.id


# The keep-it frame at the end, read by its shape (kept_at_end): a verb of keeping or recalling
# pointing back, or any verb pointing back with the head or the memory as the place, or a
# forget-it-not or let-it-not-slip, with no punctuation or after a comma; what stands before it is
# the fact. Dev: ar-508, ar-510, ar-511, de-508, en-508, en-509, en-510, es-508, es-510, fr-508,
# fr-510, fr-511, it-509, ru-509. Near misses: the same verbs and clitics with a place that is no
# memory, or a having (each reads as it did before).
AT_END = {
    "the bakery co-op's oven lighter hangs by the back door wedge that into your noggin": (
        "The bakery co-op's oven lighter hangs by the back door"
    ),
    "la clé du local apicole est sous le pot de géranium, grave-toi ça dans la caboche": (
        "La clé du local apicole est sous le pot de géranium"
    ),
    "der Code vom Bootsschuppen ist 4471, präg dir das gut ein": "Der Code vom Bootsschuppen ist 4471",
    "la llave del colmenar está bajo la maceta, grabátela en el coco": (
        "La llave del colmenar está bajo la maceta"
    ),
    "la chiave dell'apiario sta sotto il vaso ficcatelo in testa": (
        "La chiave dell'apiario sta sotto il vaso"
    ),
    "ключ от пасеки лежит под цветочным горшком вбей себе это в башку": (
        "Ключ от пасеки лежит под цветочным горшком"
    ),
    "مفتاح المنحل تحت القصرية حطه في نافوخك": "مفتاح المنحل تحت القصرية",
}
AT_END_OTHER = {
    "the leftovers are in the fridge, put them in your lunchbox": "none",
    "il reste du gâteau, mets-le dans le frigo": "none",
    "queda pastel en la cocina, llévatelo en la mochila": "none",
    "пирог на столе, положи себе в тарелку": "none",
    "you have that in your head already i think": "none",
    "der Kuchen ist fertig, stell dir das in den Kühlschrank": "none",
}
AT_END_POOL = ("frozen33za-en-509", "frozen33za-fr-510")


@pytest.mark.parametrize("text", AT_END)
def test_a_keep_it_frame_at_the_end_keeps_what_stands_before_it(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == AT_END[text]


@pytest.mark.parametrize("text", AT_END_OTHER)
def test_a_putting_to_another_place_or_a_having_at_the_end_keeps_its_reading(text):
    assert reading(text) == AT_END_OTHER[text]


def test_the_keep_it_frames_at_the_end_mend_earlier_rounds_messages():
    for case in pool(*AT_END_POOL):
        assert reading(case.text) == "explicit", case.id


# A file saved under its name in Arabic (ar_requests' not_remembered): whatever the thing, "باسم"
# and a file name with its extension make the "احفظ" a saving of one file, no fact kept. Dev:
# ar-516. Near misses: a fact about a file's or a booking's name, which is kept.
AR_FILE = [
    "احفظ كشف حساب الجمعية باسم kashf-april.pdf في مجلد البنك.",
    "احفظ جدول مناوبات الحضانة باسم shifts.xlsx.",
    "احفظ عقد إيجار المحل باسم lease-2027.docx في الدرايف.",
    "احفظ فاتورة المخبز باسم bakery-march.pdf.",
    "احفظ صورة الإيصال باسم receipt-0412.jpg في الصور.",
    "احفظ قائمة الأعضاء باسم members.xlsx على سطح المكتب.",
]
AR_FILE_KEPT = [
    "احفظ إن ملف الميزانية اسمه budget.pdf.",
    "احفظ إن الحجز باسم سامي.",
    "احفظ: ملف العرض اسمه deck.pptx.",
    "احفظ إن فاتورة النت بتيجي باسم أبويا.",
]
AR_FILE_POOL = ("frozen33za-ar-516",)


@pytest.mark.parametrize("text", AR_FILE)
def test_a_file_saved_under_its_name_keeps_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", AR_FILE_KEPT)
def test_a_fact_about_a_files_name_is_kept(text):
    assert reading(text) == "explicit"


def test_the_arabic_files_saved_mend_earlier_rounds_messages():
    for case in pool(*AR_FILE_POOL):
        assert reading(case.text) == "none", case.id


# The speaker's own order with a reason about the speaker, in dialect (errands._OWN_REASON, new
# alternatives): the Sicilian or Neapolitan "I" after the comma ("…, ca iu …"), the Russian object
# put before the verb in two or three words ("Расписание парома давай мне …, … я …"), Arabic's "me"
# as the verb's object ("اديني …، أنا …"). Only the scope is read (as the twenty-seventh round's:
# `for_the_user` is asked of a rule already found). Dev: it-014, ru-011. Near misses: a call with a
# time, a one-off for tomorrow, the object first with one word (each reads as it did before).
DIALECT_REASON = [
    "Mannami i cunti cu WhatsApp, ca iu a posta nun a leggiu.",
    "Scrivimi l'orari cchiù granni, ca iu nun ci viru bonu.",
    "Отчёты по пасеке присылай мне списком, я с телефона читаю.",
    "Сводки по улью присылай мне коротко, я на ходу читаю.",
    "اديني المواعيد بالساعة، أنا مبعرفش أقرا التواريخ.",
    "عطني الأسعار بالريال، أنا ما أفهم بالدولار.",
]
DIALECT_REASON_OTHER = {
    "Chiamami quando arrivi, ca iu sugnu a casa.": "suggest",
    "Расписание парома дай мне завтра, я поеду.": "none",
    "Dammi una mano, io non ce la faccio.": "none",
}
DIALECT_REASON_POOL = ("frozen33za-it-012", "frozen33za-ar-011")


def _scope(text):
    found = judge(text).suggestion
    return None if found is None else found.scope


@pytest.mark.parametrize("text", DIALECT_REASON)
def test_the_speakers_order_with_a_reason_in_dialect_is_personal(text):
    assert errands.for_the_user(text)
    assert _scope(text) in (Scope.USER, None)


@pytest.mark.parametrize("text", DIALECT_REASON_OTHER)
def test_a_call_or_a_one_off_keeps_its_reading(text):
    assert reading(text) == DIALECT_REASON_OTHER[text]
    assert _scope(text) in (Scope.SPACE, None)


def test_the_reasons_in_dialect_mend_earlier_rounds_messages():
    for case in pool(*DIALECT_REASON_POOL):
        assert _scope(case.text) is Scope.USER, case.id


# An onset put first in Russian's "как" (starts._ONSET, one opener more): "как", a noun naming a
# time (snow, ice, frost, the holidays) and its perfective verb, then the comma: the way that follows
# holds from then on. Dev: ru-001. Near misses: a pronoun or an "as usual" after "как", a plan of
# ours, nature's own course, a past (each reads as it did before).
RU_ONSET = [
    "Как только лёд встанет, переправа работает только днём.",
    "Как мороз ударит, автошкола переносит вождение на площадку.",
    "Как дожди начнутся, ремонт-кафе принимает зонты только по записи.",
    "Как снег растает, кинологи выводят собак на утреннюю тренировку.",
    "Как каникулы начнутся, переплётная мастерская работает до шести.",
    "Как только зима наступит, паром ходит по сокращённому расписанию.",
]
RU_ONSET_OTHER = [
    "Как снег ляжет, поедем кататься на лыжах.",
    "Как я сказал, паром ходит два раза в день.",
    "Как обычно, пасека закрыта по понедельникам.",
    "Как снег растает, птицы возвращаются.",
    "Как лёд сошёл, катер вышел в море.",
]
RU_ONSET_POOL = ("frozen33za-ru-003",)


@pytest.mark.parametrize("text", RU_ONSET)
def test_a_russian_onset_with_kak_holds_the_way_from_then_on(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", RU_ONSET_OTHER)
def test_kak_of_a_pronoun_a_plan_nature_or_a_past_keeps_its_reading(text):
    assert reading(text) == "none"


def test_the_russian_onsets_mend_earlier_rounds_messages():
    for case in pool(*RU_ONSET_POOL):
        assert reading(case.text) == "suggest", case.id


# How the speaker is to be written to, asked as a gratitude on a condition (errands._ADDRESS, new
# alternatives; it_requests' not_preferred and ar_requests' not_remembered refuse the liking or
# the keeping its words were read as): "Le sarei grato se mi scrivesse …", "Ich wäre Ihnen dankbar,
# wenn Sie mir … schrieben", "Был бы вам признателен, если бы вы писали мне …", "أكون ممتناً لو كتبت
# لي …": a Personal rule. Dev: it-010, ar-010, ru-010. The Russian and German siblings are read as
# no rule at all (before and after): their shape is asked directly. Near misses: another act asked
# with the same gratitude, a one-off sending, a retention asked so (each reads as it did before).
GRATEFUL_WAY = [
    "Le sarei grata se mi rispondesse in italiano, l'inglese lo leggo a fatica.",
    "Le sarei grato se mi scrivesse senza sigle, non le conosco.",
    "أكون ممتناً لو كتبت لي بالعربي، إنجليزيتي ضعيفة.",
    "أكون شاكر لو رديت علي باختصار، وقتي ضيق.",
]
GRATEFUL_SHAPE = [
    "Был бы вам признателен, если бы вы отвечали мне по-русски, английский я знаю слабо.",
    "Была бы вам благодарна, если бы вы писали мне крупным шрифтом, я плохо вижу.",
    "Ich wäre Ihnen dankbar, wenn Sie mir auf Deutsch antworten würden, mein Englisch ist schwach.",
]
GRATEFUL_OTHER = {
    "Le sarei grato se chiudesse la porta uscendo.": "explicit",
    "Le sarei grato se mi mandasse il preventivo entro venerdì.": "explicit",
    "Le sarei grata se ricordasse che il corso inizia alle nove.": "explicit",
    "Ich wäre Ihnen dankbar, wenn Sie die Tür schließen würden.": "none",
    "Был бы вам признателен, если бы вы закрыли дверь.": "none",
    "أكون ممتناً لو قفلت الباب وانت خارج.": "none",
}
GRATEFUL_POOL = ("dev33za-it-013", "dev33za-ar-013")


@pytest.mark.parametrize("text", GRATEFUL_WAY)
def test_a_grateful_ask_of_how_to_write_to_the_speaker_is_personal(text):
    assert reading(text) == "suggest"
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize("text", GRATEFUL_SHAPE)
def test_a_grateful_ask_of_how_to_write_to_the_speaker_has_the_speakers_shape(text):
    assert errands.for_the_user(text)
    assert _scope(text) in (Scope.USER, None)


@pytest.mark.parametrize("text", GRATEFUL_OTHER)
def test_another_act_asked_with_gratitude_keeps_its_reading(text):
    assert reading(text) == GRATEFUL_OTHER[text]


def test_the_grateful_asks_mend_earlier_rounds_messages():
    for case in pool(*GRATEFUL_POOL):
        assert reading(case.text) == "suggest", case.id
        assert _scope(case.text) is Scope.USER, case.id


def test_the_twenty_eighth_round_west_probes_are_in_no_set():
    """Every sibling and near miss written for this round's readings: each once, in no set."""
    assert_probes_apart(
        [
            *ASKED,
            *ASKED_NONE,
            *ONE_PIECE,
            *ONE_PIECE_KEPT,
            *AT_END,
            *AT_END_OTHER,
            *AR_FILE,
            *AR_FILE_KEPT,
        ]
    )
