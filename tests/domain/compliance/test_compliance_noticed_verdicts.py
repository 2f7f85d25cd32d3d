"""Wrong verdicts the hooks act on, found by probing and left open (issue 33, fix-za-noticed): each
class is asserted through `app.domain.compliance.check`, and the false denies also through the
real hook (`mindkeep hook pre-tool`). Every sentence here was written for this file; on 24cb6be2
each sibling read the wrong way (or unknown where a verdict is due), the near misses read as now.

The labelled sets (tests/data/compliance/**, heldout and dev33za never read) hold no case of any
class here misread: their cases of these words ("Die Regel mit main … gilt nicht mehr, der
Betriebsleiter hat sie gestern gestrichen", "Non fare push su main né sui rami release/*", "The
vineyard's data/harvest-2019/ folder stays put. Don't wipe it.") read right on 24cb6be2, so each
class's POOL is empty."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, hook_answers, push

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

POOL: list[tuple[str, str]] = []  # (set, case id) of a class misread: none (see the module)


def _refused_by_the_hook(core, tmp_path, rule, allowed: str, refused: str | None) -> None:
    """The hook lets the allowed push through and denies the refused one (if any), naming the
    rule."""
    commands = [f"git push origin {allowed}"] + ([f"git push origin {refused}"] if refused else [])
    answers = hook_answers(core, tmp_path, rule, commands)
    assert "permissionDecision" not in json.dumps(answers[0])
    if refused:
        denied = answers[1]["hookSpecificOutput"]
        assert denied["permissionDecision"] == "deny"
        assert rule in denied["permissionDecisionReason"]


# ---------------------------------------------------------------- 2. "without hesitating"
# "迷わず feature ブランチに push してください" read 迷わず's ず as a refusal, so the branch the rule
# urges was denied and main followed. "Without hesitating", "don't hesitate" urge, in every
# language: the phrase is a permission (forbidding.PERMISSION), taken out before the rule is read —
# what is left names no refusal and no "only", so no push is refused by it.
HESITATE = [
    ("迷わず feature ブランチに push してください。", "feature/x"),
    ("ためらわずに develop へ push してください。", "develop"),
    ("恐れず feature ブランチに push して大丈夫です。", "feature/x"),
    ("構わず feature ブランチに push してください。", "feature/x"),
    ("迷わないで feature ブランチに push してください。", "feature/x"),
    ("Push to feature branches without hesitation.", "feature/x"),
    ("Sans hésiter, pousse sur les branches feature.", "feature/x"),
    ("Ohne zu zögern auf Feature-Branches pushen.", "feature/x"),
    ("Sin dudarlo, haz push a las ramas feature.", "feature/x"),
    ("Senza esitare, pusha sui branch feature.", "feature/x"),
    ("Не раздумывая, пушь в feature-ветки.", "feature/x"),
    ("ادفع إلى فروع feature دون تردد.", "feature/x"),
    ("망설이지 말고 feature 브랜치에 푸시하세요.", "feature/x"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), HESITATE)
def test_without_hesitating_refuses_nothing(verdict, rule, branch):
    """The branch a rule urges without hesitation is never refused, nor is main kept by it."""
    assert verdict(rule, push(branch)).verdict is not V
    assert verdict(rule, push("main")).verdict is not V


# 思わず (without meaning to), a real ず or ないで of refusal, and a refusal said "without
# hesitation" keep their reading.
HESITATE_NEAR = [
    ("思わず main に push しないでください。", push("main"), V),
    ("思わず main に push しないでください。", push("feature/x"), F),
    ("main には push せずに PR を出してください。", push("main"), V),
    ("main には push せずに PR を出してください。", push("feature/x"), F),
    ("main に push しないでください。", push("main"), V),
    ("Never push to main without hesitation.", push("main"), V),
    ("Sans hésiter, ne pousse jamais sur main.", push("main"), V),
    ("Sans hésiter, ne pousse jamais sur main.", push("feature/x"), F),
    ("Ne pousse jamais sur main.", push("main"), V),
    ("Don't hesitate to push to feature branches, but never to main.", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HESITATE_NEAR)
def test_a_refusal_beside_hesitating_keeps_its_reading(verdict, rule, output, expected):
    """A real refusal, with or without "without hesitation" beside it, reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_the_urged_branch_go(core, tmp_path):
    """`mindkeep hook pre-tool`: the feature branch a rule urges without hesitation is pushed."""
    _refused_by_the_hook(core, tmp_path, HESITATE[0][0], "feature/x", None)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    tables = [
        v for k, v in globals().items() if k.isupper() and isinstance(v, list) and k != "POOL"
    ]
    assert_probes_in_no_set([(row[0], None, None) for table in tables for row in table])
