"""Issue 33, mends from the last read of the thirtieth round's judgement (west): each reading the
reviewer found reaching further than its comment says, mended as a class. Each finding: the
reviewer's probes and their siblings (wrong before the mend, right after) and near misses (the forms
the round's reading was written for, and close wordings that read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge, unprompted
from app.domain.memory.judgement.engine import probe_of, view_of
from app.domain.model import Scope
from tests.judgement_sets import wrong_readings


def _scope(text: str):
    found = judge(text)
    return None if found.suggestion is None else found.suggestion.scope


# 7. The speaker's pronoun alone as the heading (headed_for_me): "Yo" is also English's greeting,
# the heading only before Spanish; and a "we" said by the verb alone, its pronoun dropped, is the
# team's as the pronoun is.
HEADED_WE_SIBLINGS = [
    "Yo: always squash commits before merging.",
    "Yo: never push to main.",
    "Yo: siempre usamos tabs.",
    "Io: usiamo sempre i tab.",
    "Io: facciamo sempre il deploy il venerdì.",
    "Я: всегда деплоим по пятницам.",
    "أنا: دايمًا بنعمل ديبلوي يوم الجمعة.",
    "Я: всегда пишем тесты перед мержем.",
    "Yo: escribimos siempre los tests antes del merge.",
    "أنا: بنكتب دايمًا تستات قبل الميرج.",
]
HEADED_WE_NEAR = [
    "Yo: nada de tablas, solo listas. Pantalla chica.",
    "Yo: respuestas cortas, por favor.",
    "Yo: siempre respuestas cortas.",
    "Yo: nunca tablas, siempre listas.",
    "Io: risposte brevi, sempre.",
    "Io: sempre risposte brevi, niente tabelle.",
    "Я: всегда короткие ответы.",
    "أنا: دايمًا بنفس الخط الكبير.",
    "أنا: دايمًا ردود قصيرة.",
]


@pytest.mark.parametrize("text", HEADED_WE_SIBLINGS)
def test_yo_before_english_and_a_dropped_we_keep_the_rule_the_spaces(text):
    assert _scope(text) is Scope.SPACE


@pytest.mark.parametrize("text", HEADED_WE_NEAR)
def test_the_pronoun_heading_before_the_speakers_own_wants_stays_theirs(text):
    assert _scope(text) is Scope.USER


# 8. French's "on" before its verb is the team's after a French heading only: English's and
# German's "on mobile" after "Me:" / "Ich:" is a time of the speaker's own wants.
ON_HEADED_SIBLINGS = [
    "Me: on mobile, always keep answers short.",
    "Ich: on mobile immer kurze Antworten.",
    "Ich: on mobile immer die kurze Fassung.",
]
ON_HEADED_NEAR = [
    ("SPACE", "Moi : on passe en revue les PR le lundi."),
    ("SPACE", "Moi : on ne merge jamais le vendredi."),
    ("SPACE", "Pour ma pomme : on déploie toujours le mardi."),
    ("USER", "Me: on trips, always keep answers short."),
    ("USER", "Me: on the phone, always keep answers short."),
]


@pytest.mark.parametrize("text", ON_HEADED_SIBLINGS)
def test_on_after_an_english_or_german_heading_is_no_team(text):
    assert _scope(text) is Scope.USER


@pytest.mark.parametrize(("scope", "text"), ON_HEADED_NEAR)
def test_french_on_after_a_french_heading_stays_the_teams(scope, text):
    assert _scope(text) is Scope[scope]


# 10. The Arabic "I don't know" / "not sure" after a comma is the speaker's doubt only closing its
# sentence or clause; with a complement of its own it is a reason given for the rule.
AR_DOUBT_SIBLINGS = [
    "دايمًا اكتب الكود بتعليقات، والله ما بعرف أقرأ كود من غير تعليقات.",
    "دايمًا صحح الإملاء، بس مش متأكد من الهمزات.",
    "دايمًا اشرح الخطوات، بس مش متأكد من المصطلحات التقنية.",
]
AR_DOUBT_NEAR = [
    ("none", "الفواتير نرسلها للعملاء كل خميس، مدري."),
    ("none", "يمكن نخلي الجرد كل أسبوعين، ما أدري، نشوف."),
    ("none", "نقفل المحل الساعة عشرة كل يوم، مش عارف والله."),
    ("none", "يمكن المكتبة لازم تطوّل ساعات الإعارة، بس مش متأكد أبدًا."),
    ("none", "دايمًا اكتب التاريخ بالميلادي، مش متأكد منه."),
    ("none", "دايمًا صحح الإملاء، بس مش متأكد."),
    ("suggest", "دايمًا رد بالعربي، أنا مش عارف أقرأ إنجليزي."),
]


@pytest.mark.parametrize("text", AR_DOUBT_SIBLINGS)
def test_a_reason_after_the_comma_is_no_doubt_of_the_rule(text):
    assert _scope(text) is Scope.SPACE


def test_the_doubt_closing_its_clause_still_takes_the_rule_back():
    assert wrong_readings(AR_DOUBT_NEAR) == []


# 11. A machine's own act (unprompted.said): an order put first is asked before the by-itself too,
# and "نفسه / نفسها" after a present is a thing's own self only with the thing as the subject (its
# article just before the verb, or no subject said), never a person's ("كل مطور بيراجع نفسه").
AR_SELF_SIBLINGS = [
    "في فريقنا كل واحد يختبر نفسه قبل العرض.",
    "كل مطور بيراجع نفسه قبل ما يعمل ميرج.",
    "كل موظف بيسجل نفسه في الحضور الساعة تسعة.",
]
AR_ORDER_FIRST = [
    "دايمًا شغل التستات أوتوماتيك قبل الميرج.",
    "دايمًا شغل اللينتر أوتوماتيك قبل الكوميت.",
]
AR_MACHINE_NEAR = [
    "الغسالة بتنضف نفسها كل ليلة.",
    "الفرن بيطفي نفسه الساعة عشرة.",
    "بتطفي نفسها الساعة عشرة كل ليلة.",
    "المكيف دايمًا بيطفي نفسه بالليل.",
    "الطابعة بتوقف أوتوماتيك بعد ساعة.",
    "دايمًا في طابور على الدش الوحيد في النزل الصبح.",
]


def _said(text: str) -> bool:
    return unprompted.said(probe_of(view_of(text)), ["ar"])


@pytest.mark.parametrize("text", AR_SELF_SIBLINGS)
def test_a_persons_own_self_is_the_teams_way(text):
    assert not _said(text)
    assert _scope(text) is Scope.SPACE


@pytest.mark.parametrize("text", AR_ORDER_FIRST)
def test_an_order_put_first_is_no_machines_own_act(text):
    # (the engine's everyday reading and the second opinion decide the rest; the by-itself no
    # longer sets the order aside)
    assert not _said(text)


@pytest.mark.parametrize("text", AR_MACHINE_NEAR)
def test_a_machines_own_act_is_still_set_aside(text):
    assert _said(text)
    assert judge(text).suggestion is None


# 12. A place's smell or queue (unprompted._SMELL_OR_QUEUE) with an order after its "so" ("donc",
# "поэтому", German's "also" after its comma) is the reason given for the order, as a "because" is.
QUEUE_SO_SIBLINGS = [
    "У нас всегда очередь на код-ревью, поэтому пиши маленькие PR.",
    "Il y a toujours la queue pour le review, donc fais des petites PR.",
    "In der Kantine ist mittags immer die Hölle los, also komm früh.",
]
QUEUE_SO_NEAR = [
    ("none", "Il y a toujours la queue à la boulangerie le dimanche."),
    ("none", "У нас всегда очередь в столовой."),
    ("none", "У нас почти всегда закрыта смотровая площадка."),
    ("none", "There's always a queue at the canteen, it also smells of fish."),
    ("none", "Auf dem Markt ist samstags immer die Hölle los."),
]


@pytest.mark.parametrize("text", QUEUE_SO_SIBLINGS)
def test_an_order_after_its_so_keeps_the_rule(text):
    assert _scope(text) is Scope.SPACE


def test_the_place_told_alone_stays_no_rule():
    assert wrong_readings(QUEUE_SO_NEAR) == []
