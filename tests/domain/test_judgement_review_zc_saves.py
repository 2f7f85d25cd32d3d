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
]


@pytest.mark.parametrize("text", HABIT_OR_PAST)
def test_a_question_about_the_listeners_habit_or_past_keeps_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", FAVOUR_STILL_ASKED)
def test_the_same_verbs_in_a_favour_keep_the_next_sentence(text):
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert found.explicit[0].content == text.split("? ", 1)[-1].rstrip(".")


def test_the_probes_are_new():
    assert_probes_apart(HABIT_OR_PAST + FAVOUR_STILL_ASKED)
