"""Issue 33, twenty-ninth round (fix-zc-judge): noticed judgement readings that saved the wrong
words or none. Each class has siblings across languages (each misread on 46f4325d) and near misses
(read the same before and after the mend)."""

from __future__ import annotations

import pytest

from app.domain.compliance import check
from app.domain.compliance.model import Outcome, RuleText, ToolCall
from app.domain.memory.judgement import judge


def suggested(text: str) -> str | None:
    """The words of the message's suggestion, or None."""
    s = judge(text).suggestion
    return None if s is None else s.content


def remembered(text: str) -> list[str]:
    """The words of the message's explicit "remember" requests."""
    return [r.content for r in judge(text).explicit if r.form == "remember"]


# ------------------------------------------------ 1. a ban on a branch, then where the work goes

# POOL: none. No labelled judgement case (tests/data/memory_judgement/**, heldout and dev33zc left
# out) has a ban on a branch and its allowed place in two sentences: the reading is outside the
# rule of evidence.
BAN_AND_PLACE = [
    (
        "Nicht auf release/* pushen! Hotfixes kommen auf hotfix/*.",
        "Nicht auf release/* pushen! Hotfixes kommen auf hotfix/*",
        "release/1.2",
    ),
    (
        "Never push to main! Features go on feature/*.",
        "Never push to main! Features go on feature/*",
        "main",
    ),
    (
        "Ne pousse jamais sur main ! Les correctifs vont sur hotfix/*.",
        "Ne pousse jamais sur main ! Les correctifs vont sur hotfix/*",
        "main",
    ),
    (
        "Don't push to develop. Bugfixes go to bugfix/*.",
        "Don't push to develop. Bugfixes go to bugfix/*",
        "develop",
    ),
    (
        "No pushes to production! Hotfixes land on hotfix/*.",
        "No pushes to production! Hotfixes land on hotfix/*",
        "production",
    ),
    (
        "¡No hagas push a main! Las features van a feature/*.",
        "¡No hagas push a main! Las features van a feature/*",
        "main",
    ),
    (
        "Nunca empujes a main. Los arreglos van en hotfix/*.",
        "Nunca empujes a main. Los arreglos van en hotfix/*",
        "main",
    ),
    (
        "Mai fare push su release/*. Le correzioni vanno su hotfix/*.",
        "Mai fare push su release/*. Le correzioni vanno su hotfix/*",
        "release/2.0",
    ),
    (
        "Не пушь в main! Фичи идут в feature/*.",
        "Не пушь в main! Фичи идут в feature/*",
        "main",
    ),
    (
        "Никогда не пушь в master. Исправления — в hotfix/*.",
        "Никогда не пушь в master. Исправления — в hotfix/*",
        "master",
    ),
    (
        "لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*.",
        "لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*",
        "main",
    ),
    ("不要推到 main！功能分支推到 feature/*。", "不要推到 main！功能分支推到 feature/*", "main"),
    (
        "main には絶対にプッシュしないで。機能は feature/* に。",
        "Main には絶対にプッシュしないで。機能は feature/* に",
        "main",
    ),
    (
        "main에는 절대 푸시하지 마세요. 기능은 feature/*로 보내세요.",
        "Main에는 절대 푸시하지 마세요. 기능은 feature/*로 보내세요",
        "main",
    ),
    (
        "Pushe nie direkt auf main. Features kommen auf feature/*.",
        "Pushe nie direkt auf main. Features kommen auf feature/*",
        "main",
    ),
]


@pytest.mark.parametrize(("text", "words", "refused"), BAN_AND_PLACE)
def test_a_ban_and_its_allowed_place_are_suggested_as_one_rule(text, words, refused):
    """A ban on a branch and the sentence after it naming where the work goes are one rule."""
    assert suggested(text) == words


@pytest.mark.parametrize(("text", "words", "refused"), BAN_AND_PLACE)
def test_the_joined_words_still_refuse_a_push_to_the_banned_branch(text, words, refused):
    """The checker, reading the saved words, refuses a push to the banned branch."""
    verdict = check(RuleText(suggested(text)), ToolCall.shell(f"git push origin {refused}"))
    assert verdict.verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # two unrelated rules stay as they were: the first is suggested
        ("Never push to main! Run the linter before each commit.", "Never push to main"),
        (
            "Ne pousse jamais sur main. Lance les tests avant chaque commit.",
            "Ne pousse jamais sur main",
        ),
        # the same branch again, a question, a ban for one day, a place first then a ban
        ("Never push to main. Tag releases on main.", "Never push to main"),
        ("Never push to main. Is feature/* the right place?", "Never push to main"),
        ("Don't push to main today. Features go on feature/*.", "Features go on feature/*"),
        ("Always push to feature/*. Never force-push.", "Always push to feature/*"),
        ("Never push to main.", "Never push to main"),
        ("Features go on feature/*.", "Features go on feature/*"),
    ],
)
def test_near_misses_of_a_ban_and_its_place_read_as_before(text, words):
    """Two unrelated rules, one occasion or one sentence alone are suggested as before."""
    assert suggested(text) == words
