"""Mends from the reviewer's last read of the twenty-ninth round's judgement (issue 33): readings
that reached further than their comments said and suggested (or dropped) a rule. Each finding's
siblings read wrong on the round's merge (7e3eb830) and right here; its near misses are the forms
the round's reading was written for and close wordings, which read the same before and after."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, judge
from app.domain.model import Kind, Scope
from tests.judgement_sets import reading

# G1: an order for the speaker with a limit of the speaker's own is a lasting way only when the
# order names a lasting manner; a help verb, or a preposition whose object is this one thing,
# someone's thing or a question, names the errand's matter (own_limits._FOR_ME_ORDER, _MANNER).
HELP_WITH_THIS = [
    "Help me with this bug, I don't understand the error.",
    "Help me with this form, I don't understand question 4.",
    "Aide-moi avec ce bug, je comprends rien.",
    "Ayúdame con esto, no entiendo nada.",
    "Aiutami con questo esercizio, non capisco.",
    "Помоги мне с задачей, я ничего не понимаю.",
    "Скажи мне в чём дело, я ничего не понимаю.",
]
# two more the rooms no longer take, which the second opinion retrained in the twenty-ninth round (its
# threshold 0.45) suggested by itself; retrained in the thirtieth (0.85) it suggests them no more, so
# what the user sees (judge()) is asserted beside the rooms' reading (engine.read)
HELP_WITH_THIS_ROOMS_ONLY = [
    "قلي مع مين رايح، أنا ما أفهم",
    "Bring me the kids with their coats, I lose track of them at the park.",
]
OWN_LIMIT_KEPT = [
    "Give me the ferry times with the weekday attached, I lose track of dates easily.",
    "Give me the weights in pounds, I don't understand kilos.",
    "Tell me the prices with VAT, I get confused by net prices.",
    "Donne-moi les distances en kilomètres, je me perds avec les miles.",
    "عطني الأوزان بالرطل، أنا ما أفهم بالكيلو",
]


@pytest.mark.parametrize("text", HELP_WITH_THIS)
def test_an_errand_for_the_speaker_with_this_one_matter_is_no_lasting_way(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", HELP_WITH_THIS_ROOMS_ONLY)
def test_the_rooms_take_no_errand_with_this_one_matter_as_a_lasting_way(text):
    found = engine.read(text)
    assert found.suggestion is None and not found.explicit


@pytest.mark.parametrize("text", HELP_WITH_THIS_ROOMS_ONLY)
def test_no_errand_with_this_one_matter_is_suggested_to_the_user(text):
    found = judge(text)
    assert found.suggestion is None and not found.explicit


@pytest.mark.parametrize("text", OWN_LIMIT_KEPT)
def test_an_order_naming_a_lasting_manner_with_an_own_limit_still_lasts(text):
    found = judge(text).suggestion
    assert found is not None and found.kind is Kind.CONSTRAINT and found.scope is Scope.USER


# G2: a ban on a branch joins the next sentence only where that sentence places work on another
# branch with a verb of placing in the present (place_instead._placed); news, an errand or the
# speaker's own doing beside the ban stays out of the saved words, and a file is no branch.
BAN_THEN_NEWS = [
    ("Don't push to main. I pushed my fix to feature/login yesterday.", "Don't push to main"),
    ("Don't merge to main. Ask Sam about release/2.1.", "Don't merge to main"),
    ("Don't touch production. Tom deployed staging/v2 this morning.", "Don't touch production"),
    ("No pushes to master. I'm on feature/search now.", "No pushes to master"),
    ("Never push to main. We deleted release/1.0 last week.", "Never push to main"),
    ("Nie auf main pushen! Ich arbeite gerade auf feature/login.", "Nie auf main pushen"),
    ("Never commit to main. Release notes go in docs/CHANGELOG.md.", "Never commit to main"),
]
BAN_THEN_PLACE = [
    "Never push to main! Features go on feature/*.",
    "Don't push to develop. Bugfixes go to bugfix/*.",
    "Never push to main. Hotfixes belong on hotfix/*.",
    "Nie auf main pushen! Hotfixes kommen auf hotfix/*.",
    "Не пушь в main! Фичи идут в feature/*.",
]


@pytest.mark.parametrize(("text", "words"), BAN_THEN_NEWS)
def test_a_ban_keeps_its_own_words_beside_news_of_a_branch(text, words):
    found = judge(text).suggestion
    assert found is not None and found.content.rstrip(".!") == words


@pytest.mark.parametrize("text", BAN_THEN_PLACE)
def test_a_ban_and_where_the_work_goes_are_still_saved_together(text):
    found = judge(text).suggestion
    assert found is not None and found.content.rstrip(".!") == text.rstrip(".!")


# G3: the bare heading "Me:" / "Ich:" is also how a pasted chat names its speakers; another
# speaker's name and colon after it, or a rule said as "we", keeps the rule the team's
# (headed_for_me._ANOTHER_SPEAKER, _WE).
TRANSCRIPT = [
    "Me: can we talk?\nBoss: All PRs need two reviews from now on.",
    "Me: ok\nLead: We always squash-merge PRs.",
    "Ich: Wir deployen immer dienstags.",
    "Me: we always deploy on Tuesdays. Him: no, Thursdays.",
]
HEADED_OWN = [
    "Me: big letters. No colours. Old eyes.",
    "Ich: kurze Sätze. Keine Links. Kleines Display.",
    "Me: short answers. No links. Bad eyes.",
]


@pytest.mark.parametrize("text", TRANSCRIPT)
def test_a_pasted_chat_keeps_the_teams_rule_the_teams(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.SPACE


@pytest.mark.parametrize("text", HEADED_OWN)
def test_the_speaker_alone_as_heading_still_makes_the_wants_theirs(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


# G4: the world answering the weather is set aside only where what it does is a sound, a motion or
# a reaction (unprompted._REACTS); a verb of scheduling with a bare noun is a house's rule.
WEATHER_SCHEDULE = [
    "Outdoor classes always move inside when it rains.",
    "Das Training fällt immer aus, wenn Gewitter ist.",
    "Las clases siempre pasan al gimnasio cuando llueve.",
    "Le lezioni si spostano sempre in palestra quando piove.",
    "Les cours passent toujours en salle quand il pleut.",
    "Shipments always pause when a storm warning is issued.",
    "Deploys always pause when a storm warning is out.",
]
WEATHER_REACTS = [
    "The wind turbine always slows down when a gale comes in.",
    "Les moutons bêlent toujours plus fort quand le vent se lève.",
    "Die Hühner gackern immer lauter, wenn ein Gewitter kommt.",
    "Los perros siempre ladran más fuerte cuando hay tormenta.",
    "Il mulino si ferma sempre quando soffia il vento.",
    "Dogs always bark louder when thunder rolls in.",
]


@pytest.mark.parametrize("text", WEATHER_SCHEDULE)
def test_a_schedule_that_answers_the_weather_is_a_house_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.kind is Kind.CONSTRAINT and found.scope is Scope.SPACE


@pytest.mark.parametrize("text", WEATHER_REACTS)
def test_a_beast_or_machine_answering_the_weather_is_still_nobodys_way(text):
    assert reading(text) == "none"


# G5: a Japanese start to come ("来週から、…は") is a place's new way, never a family member's
# thing, hearsay closed by って, what passes by nature (a break, works), nor tomorrow's one-off with
# no lasting form after it (east_spans.JA).
JA_START_NEWS = [
    "来週から、娘の学校は午前中だけです。",
    "明日から、会社は休みだよ。",
    "来週から、ジムは24時間営業になるんだって。",
    "今週から、駅前の工事は夜間だけです。",
]
JA_START_WAY = [
    "この夏から、屋台の営業は二十三時までになります。",
    "来週から、ネットカフェのシャワーは有料です。",
    "明日から、カプセルホテルの受付は二階に移ります。",
    "来週から、ジムは24時間営業になります。",
    "明日から、食堂は毎朝七時に開きます。",
]


@pytest.mark.parametrize("text", JA_START_NEWS)
def test_news_from_a_start_to_come_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", JA_START_WAY)
def test_a_places_new_way_from_a_start_to_come_is_still_suggested(text):
    assert reading(text) == "suggest"


# G6: a gate said as a condition of lacking is a place's rule for anyone of a kind ("a climber",
# "the dog", "you"), never a warning about one person (a pronoun, a name: forms._LACK_FIRST).
LACK_ONE_PERSON = [
    "If he doesn't have his passport, the airline won't let him board.",
    "If Sam doesn't have his card, the gym won't let him in.",
    "Si él no tiene el pasaporte, la aerolínea no lo deja subir.",
    "Если у него нет паспорта, авиакомпания его не пускает.",
]
LACK_ANYONE = [
    "If a climber hasn't got a belay card, the gym won't let them on the wall.",
    "Si el perro no tiene su cartilla, la residencia no lo acepta.",
    "If a guest doesn't have a wristband, the pool won't let them in.",
    "If you don't have a ticket, the bus won't let you board.",
]


@pytest.mark.parametrize("text", LACK_ONE_PERSON)
def test_a_warning_about_one_person_lacking_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", LACK_ANYONE)
def test_a_gate_for_anyone_lacking_is_still_a_rule(text):
    assert reading(text) == "suggest"


# G7: a house's rule in Kansai's or Hakata's words is a practice kept, never an end decided once
# (a もう, the house closing down: ja_rules' dialect house rule).
JA_HOUSE_ENDS = [
    "うちの店はもう潰れるって決めとるわ",
    "うちの店は来月で畳むって決めとるねん。",
    "うちの食堂はもう閉めることにしとるねん。",
]
JA_HOUSE_PRACTICE = [
    "うちの屋台は、持ち帰りは十本からって決めとるけん。",
    "うちの店は、日曜は閉めることにしとるねん。",
    "うちの店は、予約は電話だけって決めとるわ。",
]


@pytest.mark.parametrize("text", JA_HOUSE_ENDS)
def test_a_house_closing_down_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", JA_HOUSE_PRACTICE)
def test_a_house_practice_in_dialect_is_still_suggested(text):
    assert reading(text) == "suggest"
