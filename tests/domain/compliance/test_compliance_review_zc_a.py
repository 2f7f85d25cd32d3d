"""Mends from the last read of the twenty-ninth round's checker (issue 33, mend-zc-cread-a): each
reading that reached further than its comment said, mended as a class. Every sentence here was
written for this file (none is in a set); on 7e3eb830 each sibling read the wrong way, each near
miss reads the same before and after."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, push

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- 1. a rule closed by a tag
# asked_if_so read a rule stated and closed by a tag ("…, ok?", "…, right?", "…よね？", "…，对吧？")
# or by a word it did not know ("…, capisce?"), and a reminder ("Remember: …", "Let's not …", "How
# many times: …", "Haven't I said …?"), as the user's question of fact: the push went through. The
# tag seeks the hearer's agreement or acknowledgment: the rule stands. A question with no tag
# ("Is it not allowed …?", "Darf man nicht …?") still asks nothing.
TAGGED = [
    "It's not allowed to push to main, ok?",
    "We never push to main, ok?",
    "Remember: we don't push to main, right?",
    "Let's not push to main, shall we?",
    "Main: no pushes, alright?",
    "Main is never pushed to, capisce?",
    "Haven't I said a hundred times that we never push to main?",
    "How many times: we don't push to main, okay?",
    "Wir pushen nie auf main, okay?",
    "Combien de fois : on ne pousse pas sur main, d'accord ?",
    "В main не пушим, ладно?",
    "Aquí no se hace push a main, ¿vale?",
    "Su main non si pusha, ok?",
    "لا نعمل push على main، تمام؟",
    "main には push しないよね？",
    "main 不能推，对吧？",
    # the class's other words
    "Pushing to main is not allowed, alright?",
    "Remember, we never push to main, correct?",
    "Main stays untouched, no pushes, all right?",
    "Have we not said that we never push to main?",
    "Man pusht nicht auf main, einverstanden?",
    "On ne pousse jamais sur main, c'est ça ?",
    "No se hace push a main, ¿cierto?",
    "main には push しないでしょう？",
    "We do not push to main, do we?",
]


@pytest.mark.parametrize("rule", TAGGED)
def test_a_rule_closed_by_a_tag_stays_a_rule(verdict, rule):
    """The push the rule refuses is denied, another goes."""
    check(verdict, rule, push("main"), V)
    check(verdict, rule, push("develop"), F)


# a true question with a negation and no tag asks nothing, as fix-zc-noticed read it; a Spanish
# question after an interjection is one too (violated on 7e3eb830: its "Oye" named no one)
QUESTIONS = [
    ("Isn't it forbidden to push to main?", NA),
    ("Hmm, aren't pushes to main blocked?", NA),
    ("Ist es nicht verboten, auf main zu pushen?", NA),
    ("Разве нельзя пушить в main?", NA),
    ("Is pushing to main not ok?", NA),
    ("Oye, ¿no se puede hacer push a main?", NA),
    # whom a question is put to, after its comma, is no tag
    ("Is it not allowed to push to main, Tunde?", NA),
    ("Darf man nicht auf main pushen, Chef?", NA),
    ("Нельзя пушить в main, Петя?", NA),
    ("main 现在不能推，可以推 develop 吗？", V),
    ("Никто не пушит в main, ясно?", V),
]


@pytest.mark.parametrize(("rule", "expected"), QUESTIONS)
def test_a_question_with_no_tag_keeps_its_reading(verdict, rule, expected):
    check(verdict, rule, push("main"), expected)


# ---------------------------------------------------------------- 2. a push allowed, then limited
# branch_things read "You can push" beside a branch's CI refused as the push onto that branch
# allowed, though the next words limit it by the branch's name ("just not to main", "but only to
# develop", "except to main"): the push they refuse went through. Such a limit leaves the rule to
# its reading without the room (violated; "except" unknown, as on 46f4325d).
LIMITED = [
    ("main's CI is off limits. You can push, just not to main.", V),
    ("La CI de main est intouchable ; tu peux pousser, mais pas sur main.", V),
    ("Die Pipeline von main fasst du nicht an. Pushen darfst du, aber nicht auf main.", V),
    ("CI ветки main не трогай. Пушить можно, но не в main.", V),
    ("main 的 CI 别动。可以推，但别推 main。", V),
    ("Don't touch main's pipeline. You may push, but only to develop.", V),
    ("main's CI is off limits, you can push anything except to main", U),
    ("The pipeline of main is off limits; you may push, only not to main.", V),
]


@pytest.mark.parametrize(("rule", "expected"), LIMITED)
def test_a_push_limited_by_the_branch_is_not_allowed_onto_it(verdict, rule, expected):
    check(verdict, rule, push("main"), expected)


# the round's own forms (the push onto the branch allowed, or a limit naming no branch) stay
CI_KEPT = [
    "La CI de main est intouchable, mais tu peux pousser sur main",
    "main's CI config is off limits, but pushing to main is fine",
    "CI ветки main не трогай, а пушить в main можно",
    "main 的 CI 配置别动，但可以推 main",
    "main's CI is off limits. You can push, just not the tags.",
    "The pipeline for main is untouchable, but you may push to main.",
]


@pytest.mark.parametrize("rule", CI_KEPT)
def test_the_branch_push_allowed_beside_its_ci_stays_allowed(verdict, rule):
    check(verdict, rule, push("main"), F)


# ---------------------------------------------------------------- 3. a ban said before, standing
# past_never read "以前" and a ban as a ban that is over, though a verb of saying or settling
# between them ("以前就说过不准 …", "以前就定好了，不准 …", "以前我讲过，唔准 …") makes it a reminder of
# a rule that stands: the push went through. Japanese's same words leave its past untold (unknown).
SAID_BEFORE = [
    ("以前就说过不准 push 到 main。", V),
    ("以前就定好了，不准 push 到 main。", V),
    ("以前我讲过，唔准 push 去 main。", V),
    ("以前就講過不許 push 到 main。", V),
    ("以前老板说了，不能 push 到 main。", V),
    ("以前言ったけど、main には誰も push しなかったよ。", U),
]
# a ban that is over, and a Japanese reminder that already refused, read the same
GONE_BY = [
    ("以前不准 push 到 main", NA),
    ("以前阿頭唔俾人 push 去 main 㗎", NA),
    ("前は main に push しなかった。", NA),
    ("前から言ってるけど、main には push しないで。", V),
    ("以前も言いましたが、main には push しないでください。", V),
]


@pytest.mark.parametrize(("rule", "expected"), SAID_BEFORE + GONE_BY)
def test_a_ban_said_before_still_stands(verdict, rule, expected):
    check(verdict, rule, push("main"), expected)


# ---------------------------------------------------------------- 7. this weekend beside another window
# day_groups.this_weekend read "this weekend" as now though the same words allow today or the
# weekdays ("…, but not this weekend", "unter der Woche ist es okay", "en semaine c'est bon", "平时
# 可以"): the push allowed now was denied. With another window named, which holds now is in doubt.
OTHER_WINDOW = [
    "You can push to prod today and tomorrow, but not this weekend.",
    "Kein Push auf prod dieses Wochenende, unter der Woche ist es okay.",
    "Ne pousse pas sur prod ce week-end, en semaine c'est bon.",
    "这个周末不要推 prod，平时可以。",
    "No pushes to prod this weekend; weekdays are fine.",
    # (mend-zc-left) the Spanish one too, once rule_scope.TIMED read "fin de semana" in the
    # singular: it was refused by that miss, not by a reading of this weekend as now
    "Este fin de semana no hagas push a prod; entre semana sí.",
]


@pytest.mark.parametrize("rule", OTHER_WINDOW)
def test_this_weekend_beside_another_window_is_in_doubt(verdict, rule):
    check(verdict, rule, push("prod"), U)


# this weekend alone, or beside a doer, still refuses
THIS_WEEKEND_ONLY = [
    "You are not to push to prod this weekend; only Kemi can do that one.",
    "Kein Push auf prod dieses Wochenende.",
    "这个周末不要推 prod。",
    "Este fin de semana no hagas push a prod.",
]


@pytest.mark.parametrize("rule", THIS_WEEKEND_ONLY)
def test_this_weekend_alone_still_refuses(verdict, rule):
    check(verdict, rule, push("prod"), V)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    tables = [v for k, v in globals().items() if k.isupper() and isinstance(v, list)]
    rows = [row if isinstance(row, str) else row[0] for table in tables for row in table]
    assert_probes_in_no_set([(rule, None, None) for rule in rows])
