"""A push rule's exception that says where the pushes come from ("never push to main except from
hotfix/*") in every language, not only in Korean: the exception is the push's source branch, the
protected branch stays protected, and an exception said with no word of origin ("except
release/next") stays a branch the pushes may go to."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import reading_of

FROM_HOTFIX = (
    "Never push to main except from hotfix/* branches",
    "Please don't push onto main, except from a hotfix/* branch.",
    "Ne pousse jamais sur main sauf depuis une branche hotfix/*",
    "Nie auf main pushen, außer von hotfix/*-Branches",
    "No hagas push a main salvo desde ramas hotfix/*",
    "Mai fare push su main tranne che dai rami hotfix/*",
    "Никогда не пушь в main, кроме как из веток hotfix/*",
    "لا تدفع إلى main إلا من فروع hotfix/*",
    "除了从 hotfix/* 分支，不要推送到 main",
    "hotfix/* ブランチから以外は main に push しない",
)


def bash(command: str):
    return ("Bash", {"command": command})


@pytest.mark.parametrize("words", FROM_HOTFIX)
def test_the_exception_is_where_the_pushes_come_from(words):
    (check,) = reading_of(words).checks
    assert check.branches == {"main"}
    assert check.exempt_from == {"hotfix/*"}
    assert not check.exempt


@pytest.mark.parametrize("words", FROM_HOTFIX)
@pytest.mark.parametrize(
    ("command", "start", "expected"),
    [
        ("git push origin hotfix/pay:main", None, Outcome.FOLLOWED),
        ("git push origin HEAD:main", "hotfix/pay", Outcome.FOLLOWED),
        ("git push origin HEAD:main", "feat/a", Outcome.VIOLATED),
        ("git push origin main", None, Outcome.VIOLATED),
        ("git push origin feat/a:main", None, Outcome.VIOLATED),
        ("git push origin hotfix/pay", None, Outcome.FOLLOWED),  # not onto main
    ],
)
def test_a_push_from_the_named_branch_keeps_the_rule(
    verdict, turn_of, words, command, start, expected
):
    turn = turn_of(start=start) if start else None
    assert verdict(words, bash(command), turn=turn).verdict is expected


@pytest.mark.parametrize(
    "words",
    [
        "Never push to main or release/* except release/next",
        "Ne pousse jamais sur main ni sur release/*, sauf release/next",
    ],
)
def test_an_exception_with_no_word_of_origin_is_a_branch_pushes_may_go_to(verdict, words):
    (check,) = reading_of(words).checks
    assert "release/next" in check.exempt and not check.exempt_from
    assert verdict(words, bash("git push origin release/next")).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("git push origin release/2.4")).verdict is Outcome.VIOLATED


def test_a_german_compound_after_the_exception_is_no_protected_branch(verdict):
    words = "Nie auf main pushen, außer von hotfix/*-Branches"
    assert verdict(words, bash("git push origin hotfix/pay")).verdict is not Outcome.VIOLATED
