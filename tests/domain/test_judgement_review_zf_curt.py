"""Issue 33, mends from the read of the thirty-second round's merge (west): the speaker's heading
before wants with no verb (curt_wants.py) and the phrases of regard as that heading
(headed_for_me._REGARD), each reaching further than its comment says, mended as a class. Each
finding: the reviewer's probes, near misses of our own (none of them in a dev set) and siblings
(the wants the reading was written for, in new wordings), each asserting what it should read."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart


def _scope(text: str) -> str | None:
    found = judge(text).suggestion
    return None if found is None else found.scope.value


# C. curt_wants went by shape alone (a heading, two to four short items, one with a no, only,
# first, sans or без) and made the speaker's rule of an order, a state or a family told. The list
# must now name a way of being answered (replies, words, jargon, examples, lists, units, format,
# details, …): every one of these reads nothing.
CURT_NOT_A_WANT = [
    # the reviewer's
    "Me: the chicken salad, no dressing. What are you all getting?",
    "As for me: long day, no sleep. Can we talk tomorrow?",
    "Personally: great food, slow service, no complaints overall.",
    "Me: 3 kids, no pets, a small garden.",
    "Myself: first time here, no idea what to do.",
    "Me: no idea, honestly no clue.",
    "For my part: two weeks in Spain, no laptop at all!",
    "Perso : trois enfants, pas de chien, un chat.",
    "Ich persönlich: tolles Essen, nur langsamer Service.",
    "En mi caso: dos hijos, sin mascotas.",
    "Yo: un café con leche, sin azúcar, por favor.",
    "Per quanto mi riguarda: ottimo cibo, niente da dire.",
    "Лично мне: отличная еда, только обслуживание медленное.",
    "Мне бы: два кофе, без сахара.",
    "أنا: قهوة كبيرة، بدون سكر",
    # ours: a noun that is a way of answering only in other company ("lines", "words"), an order,
    # a trip, a family
    "Me: a table for two, no smoking.",
    "As for me: long lines at the airport, no food since noon.",
    "Personally: no words, just tears.",
    "Ich: zwei Brötchen, kein Käse.",
    "Para mí: una cerveza, sin hielo.",
    "Мне: чай с лимоном, без сахара.",
    "بالنسبة لي: شاي بالنعناع، بدون سكر.",
    "Personally: first day at work, no clue yet.",
    "Me: 10,000 steps today, no car.",
    "Quant à moi : deux semaines à Rome, pas d'ordinateur.",
    "Mir persönlich: zwei Kinder, kein Hund.",
    "Da parte mia: una pizza margherita, niente funghi.",
    "Что касается меня: два билета, без багажа.",
]
# the siblings: wants with no verb that name a way of being answered stay the speaker's rule
CURT_WANTS = [
    # the reviewer's
    "As for me: short answers, no jargon.",
    "Personally: metric units only, no feet or pounds.",
    "Pour ma part : des réponses courtes, pas d'emojis.",
    "Ich für meinen Teil: kurze Sätze, keine Fachbegriffe.",
    # ours
    "Me: plain words, no acronyms.",
    "Personally: the summary first, details after.",
    "De mon côté : des exemples concrets, pas de jargon.",
    "Was mich angeht: kurze Absätze, keine Emojis.",
    "Por mi parte: respuestas breves, sin emojis.",
    "Dal canto mio: esempi concreti, niente gergo.",
    "С моей стороны: короткие ответы, без жаргона.",
    "من جهتي: أجوبة قصيرة، بلا مصطلحات.",
]


@pytest.mark.parametrize("text", CURT_NOT_A_WANT)
def test_an_order_a_state_or_a_family_after_the_heading_is_no_want(text):
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", CURT_WANTS)
def test_wants_naming_a_way_of_being_answered_stay_the_speakers(text):
    assert _scope(text) == "user"


# D. A phrase of regard ("As for me:", "In my case:", "Perso :", "Was mich angeht:", "Лично:")
# also heads the speaker's view of the work: a rule after it that names no way of being answered,
# or names the project, the repo, the team or "we", is the space's, as at the round's start.
REGARD_THE_WORK = [
    # the reviewer's
    "As for me: all PRs in this project need two approvals from now on.",
    "In my case: the staging server must always be restarted after a deploy.",
    "On my end: always run the migrations before merging to main.",
    "Perso : dans ce projet, toujours écrire les commits en anglais.",
    "Was mich angeht: in diesem Repo immer Tabs verwenden.",
    "Лично: в этом проекте всегда пишем тесты перед кодом.",
    # ours (one with a way of answering, but in our repo)
    "As for me: in our repo, always answer reviewers within a day.",
    "Personally: the team should always squash commits before merging.",
    "Pour ma part : dans ce dépôt, toujours rebaser avant de fusionner.",
    "Meinerseits: in unserem Projekt immer Tests vor dem Merge.",
    "En mi caso: en este proyecto siempre hay que revisar el código en pareja.",
    "Dal canto mio: in questo progetto fare sempre il rebase prima del merge.",
    "С моей стороны: в этом репозитории всегда делаем ребейз перед мержем.",
]
# the siblings: a way of being answered after the phrase of regard stays the speaker's
REGARD_ANSWERED = [
    # the reviewer's
    "As for me: always answer in British English.",
    "Da parte mia: rispondimi sempre in italiano.",
    # ours
    "As for me: always reply in short paragraphs.",
    "Personnellement : réponds-moi toujours en français.",
    "Was mich angeht: antworte mir immer auf Deutsch.",
    "En mi caso: explícame siempre las cosas paso a paso.",
    "Лично мне: всегда отвечай по-русски.",
]


@pytest.mark.parametrize("text", REGARD_THE_WORK)
def test_the_work_after_a_phrase_of_regard_is_the_spaces(text):
    assert _scope(text) == "space"


@pytest.mark.parametrize("text", REGARD_ANSWERED)
def test_a_way_of_being_answered_after_a_phrase_of_regard_is_the_speakers(text):
    assert _scope(text) == "user"


def test_the_review_zf_curt_probes_are_new_texts():
    assert_probes_apart(CURT_NOT_A_WANT + CURT_WANTS + REGARD_THE_WORK + REGARD_ANSWERED)
