"""Issue 33, the last read of the twenty-ninth round's judgement (mend-zc-saves): readings that
reached further than their comments said and saved what the user never asked to keep. Each finding
as a class: its siblings (the reviewer's probes and others of their shape, each saved on 7e3eb830
and kept out here) and its near misses (the forms the round's reading was written for, and close
wordings that read the same before and after). None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart, reading

# S1: asked_ahead's new putting verbs and places (_MORE_PUT, _MORE_PLACE) read a question about the
# listener's own habit or past as an ask; now only in a favour, or with the verb taking a piece of
# information itself, and never with a habit word or a past form of the verb
HABIT_OR_PAST = [
    "¿Siempre llevas algo en la cabeza cuando vas a la playa? Yo uso gorra.",
    "¿Y tú llevas algo en la cabeza para el disfraz? Yo iré de pirata.",
    "¿Anotaste algo en tus notas de la clase? Yo me dormí.",
    "Ты закинул что-то в мозги перед экзаменом? Я всю ночь учил.",
    "Ты уже внесла что-то в заметки? Сроки горят.",
    "Ты взял что-то в голове на заметку? Я нет.",
    "¿Siempre llevas algo en mente cuando sales a correr? Yo pienso en el trabajo.",
    "¿Me anotaste algo en tus notas del curso? Yo no fui.",
    "Ты мне закинул что-то в заметки? Я не помню.",
]
FAVOUR_STILL_ASKED = [
    "¿Puedes llevar en mente una fecha? El concierto es el nueve de marzo.",
    "Можешь внести в заметки одну дату? Концерт девятого марта.",
    "Могли бы вы закинуть в заметки одну дату? Концерт начинается в семь.",
    "¿Me metes un número en la cabesa? Es el 45.",
    "¿Me guardarías un dato en la mente? Mi taquilla es la 12.",
]


@pytest.mark.parametrize("text", HABIT_OR_PAST)
def test_a_question_about_the_listeners_habit_or_past_keeps_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", FAVOUR_STILL_ASKED)
def test_the_same_verbs_in_a_favour_keep_the_next_sentence(text):
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert found.explicit[0].content == text.split("? ", 1)[-1].rstrip(".")


# S2: the Chinese frame of putting or carving into the head (east_asked.ZH_AT_END) in request_parts'
# `retain` read any clause after a comma as "remember", opening or closing; now only asked (a
# modal, 请, 你, 帮我 … right before it): with a bare comma it is a memory told
MEMORY_TOLD = [
    "那天的画面，印在脑海里，怎么也忘不掉。",
    "童年的回忆，印在脑海中，挥之不去。",
    "毕业那天的合影，刻在脑海里，至今清晰。",
    "那天的画面，印在脑海里。",
    "童年的回忆，刻在心里。",
]
FRAME_ASKED = [
    "车库密码是4721，你给我揣在脑瓜里。",
    "车库密码是4721，帮我钉在脑子里。",
    "请帮我刻在脑海里：车库密码是4721。",
    "车库密码是4721，请记在脑子里。",
]


@pytest.mark.parametrize("text", MEMORY_TOLD)
def test_the_carving_into_the_head_told_after_a_comma_keeps_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", FRAME_ASKED)
def test_the_frame_asked_still_keeps_the_fact(text):
    found = judge(text)
    assert [(e.form, e.content) for e in found.explicit] == [("remember", "车库密码是4721。")]


# S3: east_asked's verbs of putting (挂 / 装 / 搁 …) let the heart through with a thing already said
# ("把这件事挂在心上": taking it to heart, keeping a secret); now in the heart only an indefinite thing
# or after a matter announced, in the head or the memory any
TAKEN_TO_HEART = [
    ("你可以把这件事挂在心上吗？我很担心。", "none"),
    ("你能把这个装在心里吗？别告诉别人。", "suggest"),
    ("你能把这件事挂在心上吗？别让我失望。", "suggest"),
    ("你能搁在心里吗？我很难过。", "none"),
    ("你能把这件事搁在心里吗？我不想再提。", "none"),
]
KEPT_IN_HEAD_OR_AHEAD = [
    ("你能帮我把一件事挂在心上吗？周五交房租。", "周五交房租"),
    ("你能帮我把这个装在脑子里吗？车库密码是4721。", "车库密码是4721"),
    ("你能帮我挂在脑海里吗？车库密码是4721。", "车库密码是4721"),
]


@pytest.mark.parametrize(("text", "read"), TAKEN_TO_HEART)
def test_a_thing_said_put_in_the_heart_is_no_remember(text, read):
    found = judge(text)
    assert not found.explicit
    assert reading(text) == read


@pytest.mark.parametrize(("text", "fact"), KEPT_IN_HEAD_OR_AHEAD)
def test_a_thing_to_come_or_the_head_still_keeps_the_next_sentence(text, fact):
    assert [(e.form, e.content) for e in judge(text).explicit] == [("remember", fact)]


# S4: frame_pronouns.after_pronoun set the frame's pronoun aside and kept what followed whatever it
# was: a form of address (no fact), a please-word (kept as the fact's first word), the fact's own
# subject after a colon, the thing a fact after the comma points back at
ADDRESS_ONLY = [
    "Recuerda esto, amigo mío.",
    "Ricordati questo, caro mio.",
    "Запомни это, дружище мой.",
    "Retiens ça, mon ami.",
    "Merk dir des, mei Freind.",
    "Remember this, my friend.",
]
PRONOUN_KEPT_RIGHT = [
    ("Recuerda esto, por favor, la reunión es el martes.", "La reunión es el martes."),
    ("Запомни это, пожалуйста, ключ под ковриком.", "Ключ под ковриком."),
    ("Remember this, please, the bus leaves at six.", "The bus leaves at six."),
    (
        "Ricordati questo, per favore, la palestra chiude alle nove.",
        "La palestra chiude alle nove.",
    ),
    ("Merk dir des, bitte, da Bus fahrt um sechse.", "Da Bus fahrt um sechse."),
    ("Keep in mind: this, above all, is a public repo.", "This, above all, is a public repo."),
    (
        "Remember this one, it's the best pizza place in town.",
        "This one, it's the best pizza place in town.",
    ),
    # near misses: the frames the round's reading was written for, a possessive in a fact
    ("Remember this, the bus leaves at six.", "The bus leaves at six."),
    (
        "Merk dir des: da Schlüssel liegt unterm Blumentopf.",
        "Da Schlüssel liegt unterm Blumentopf.",
    ),
    ("Remember this, my flight is at six.", "My flight is at six."),
    ("Recuerda esto: la farmacia cierra a las nueve.", "La farmacia cierra a las nueve."),
]


@pytest.mark.parametrize("text", ADDRESS_ONLY)
def test_a_form_of_address_after_the_frame_keeps_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize(("text", "fact"), PRONOUN_KEPT_RIGHT)
def test_the_frame_pronoun_goes_only_before_the_fact(text, fact):
    assert [(e.form, e.content) for e in judge(text).explicit] == [("remember", fact)]


# S5: "вот что: …" after the Russian verb of keeping in any of its forms (-ка, себе, a comma) is the
# frame pointing ahead, never text handed over nor the fact's first words; the Bavarian "da" for "dir"
# before the frame's pronoun
FRAME_POINTING_AHEAD = [
    ("Запомни-ка вот что: ключ под горшком.", "Ключ под горшком."),
    ("Запомните-ка вот что: собрание в четверг в семь.", "Собрание в четверг в семь."),
    (
        "Запомни себе вот что: хлеб покупаем в пекарне у вокзала.",
        "Хлеб покупаем в пекарне у вокзала.",
    ),
    ("Запомни, вот что важно: ключ под горшком.", "Ключ под горшком."),
    ("Merk da des: da Schlüssel liegt unterm Blumentopf.", "Da Schlüssel liegt unterm Blumentopf."),
    ("Merk da des, da Bus fahrt um sechse.", "Da Bus fahrt um sechse."),
    # near miss: the form the round's reading was written for
    ("Запомни вот что: ключ под горшком.", "Ключ под горшком."),
]
FRAME_NONE = ["Перепиши вот это: ключ под горшком.", "Merk da den Weg zum Bahnhof."]


@pytest.mark.parametrize(("text", "fact"), FRAME_POINTING_AHEAD)
def test_the_frame_pointing_ahead_keeps_the_fact_after_the_colon(text, fact):
    assert [(e.form, e.content) for e in judge(text).explicit] == [("remember", fact)]


@pytest.mark.parametrize("text", FRAME_NONE)
def test_text_handed_over_or_a_way_named_keeps_nothing(text):
    assert reading(text) == "none"


# C1: lists written twice, now once (the Arabic noting verbs of _MORE_PUT / _MORE_NOTING, the
# Chinese putting verbs of east_asked._PUT / ZH_AT_END, "dat"): the same readings as before
WRITTEN_ONCE = [
    ("ممكن تحتفظ برقم في ذهنك؟ خزانتي في النادي رقم ٣٤.", "خزانتي في النادي رقم ٣٤"),
    ("أطلب منك تدوين معلومة لي؟ موعد الطبيب يوم الخميس.", "موعد الطبيب يوم الخميس"),
    ("车库密码是4721，你给我装脑子里。", "车库密码是4721。"),
    ("车库密码是4721，装脑子里。", "车库密码是4721。"),
    ("Remember dat, de bus leaves at six.", "De bus leaves at six."),
]


@pytest.mark.parametrize(("text", "fact"), WRITTEN_ONCE)
def test_the_lists_written_once_read_as_before(text, fact):
    assert [(e.form, e.content) for e in judge(text).explicit] == [("remember", fact)]


def test_the_probes_are_new():
    assert_probes_apart(
        HABIT_OR_PAST
        + FAVOUR_STILL_ASKED
        + MEMORY_TOLD
        + FRAME_ASKED
        + [t for t, _ in TAKEN_TO_HEART + KEPT_IN_HEAD_OR_AHEAD]
        + ADDRESS_ONLY
        + [t for t, _ in PRONOUN_KEPT_RIGHT + FRAME_POINTING_AHEAD + WRITTEN_ONCE]
        + FRAME_NONE
    )
