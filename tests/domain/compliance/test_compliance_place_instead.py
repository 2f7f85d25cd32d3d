"""A ban on one branch, then the place where that work goes instead, in a second sentence or a
clause after ";", "—", ",": "Never push to main! Features go on feature/*.", "Никогда не пушь в
master. Исправления — в hotfix/*.", "لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*.", "main
には絶対にプッシュしないで。機能は feature/* に。", "main에는 절대 푸시하지 마세요. 기능은 feature/*로
보내세요." The checker's list of refused branches (read_branches.forbidden_branches) kept every
branch the rule named unless a clause allowed it, and its words of going (LANDS_ON) had none for
English beyond the usual branches, Russian's "уходят в", Arabic, Japanese or Korean, nor a place
after a dash with no verb (places_allowed): the allowed place read as refused, and the hook denied
a push there (issue 33, a false deny). The banned branch stays refused, a third branch is free.
Every sentence here was written for this file; on 46f4325d each sibling's place read `violated`,
the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    codex,
    gemini,
    hook_answers,
    push,
    push_files,
)

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

# (rule, the banned branch, a branch in the place named after the ban)
SIBLINGS = [
    # en: "go on", "go to", "belong on", "land on" a branch PUSH's own "goes to" does not list
    ("Never push to main! Features go on feature/*.", "main", "feature/login"),
    ("Don't push to develop. Bugfixes go to bugfix/*.", "develop", "bugfix/y"),
    ("Never push to main; features go on feature/*.", "main", "feature/login"),
    ("On the bakery's order app, never push to main — new screens belong on feature/*.", "main", "feature/cart"),
    ("Do not push to master. Experiments land on sandbox/*.", "master", "sandbox/oven"),
    # ru: a dash and "в" with no verb, or "уходят в"
    ("Никогда не пушь в master. Исправления — в hotfix/*.", "master", "hotfix/x"),
    ("В приложении пекарни не пушь в main. Новые экраны уходят в feature/*.", "main", "feature/cart"),
    # ar: "تذهب إلى"
    ("لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*.", "main", "feature/x"),
    ("لا تدفع إلى master. الإصلاحات تذهب إلى hotfix/*.", "master", "hotfix/oven"),
    # ja: a bare "に" closing the clause, "に出して", "に置いて"
    ("main には絶対にプッシュしないで。機能は feature/* に。", "main", "feature/x"),
    ("パン屋のアプリでは main にプッシュしないで。新しい画面は feature/* に出して。", "main", "feature/cart"),
    ("master にはプッシュ禁止。修正は hotfix/* に置いてください。", "master", "hotfix/oven"),
    # ko: "(으)로 보내세요"
    ("main에는 절대 푸시하지 마세요. 기능은 feature/*로 보내세요.", "main", "feature/x"),
    ("master에 푸시하지 마. 빵집 앱 수정은 hotfix/*으로 보내.", "master", "hotfix/oven"),
    # zh: "去" before the place
    ("面包店的应用不要推送到 main。新功能去 feature/*。", "main", "feature/cart"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "banned", "place"), SIBLINGS)
def test_the_place_after_the_ban_is_allowed(verdict, rule, banned, place):
    """A push to the place named after the ban keeps the rule; the banned branch stays refused."""
    check(verdict, rule, push(place), F)
    check(verdict, rule, codex(f"git push origin {place}"), F)
    check(verdict, rule, push_files(place), F)
    check(verdict, rule, push(banned), V)
    check(verdict, rule, gemini(f"git push origin {banned}"), V)
    check(verdict, rule, push("zz/elsewhere"), F)


# Both branches refused, a place with its own negation, its own "too" or a condition, a ban carried
# over after a dash ("Тем более — в release"), a place named first: each reads as on 46f4325d.
NEAR = [
    ("Never push to main or feature/*.", push("feature/x"), V),
    ("Never push to main or feature/*.", push("main"), V),
    ("Don't push to main, and features don't go on release/* either.", push("release/x"), V),
    ("Don't push to main, and features don't go on release/* either.", push("feature/x"), F),
    ("Features go on feature/*, never on main.", push("main"), U),
    ("Never push to main. Features don't go on feature/* either.", push("feature/x"), V),
    ("Never push to main. Features go on feature/* too.", push("feature/x"), V),
    ("Don't push to main. Nothing goes to release/* either.", push("release/x"), V),
    ("Не пушь в main. Тем более — в release.", push("release"), V),
    ("Не пушь в main. Особенно — в release.", push("release"), V),
    ("Не пушь в main — в release тоже.", push("release"), V),
    ("Не пушь в main. Фичи — в feature/*, но только после ревью.", push("feature/x"), V),
    ("main にプッシュしないで。release にも。", push("release"), V),
    ("main에 푸시하지 마. release로 가는 것도 금지.", push("release"), V),
    ("لا تدفع إلى main. ولا تذهب الميزات إلى release أيضا.", push("release"), V),
    ("不要推送到 main，也别去掉 release 分支。", push("release"), V),
    ("Исправления — в hotfix/*.", push("hotfix/x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_a_place_refused_too_keeps_its_reading(verdict, rule, output, expected):
    """A place refused too, doubted, or carried over by the ban keeps the reading it had."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _b, _p in SIBLINGS] + NEAR)


# The labelled sets (heldout and dev33zc never read) hold no case of this class misread: their
# rules with a verb of going and a branch either name no ban beside it ("Los PR van siempre contra
# develop", "nothing goes to main") or read right before this change.


@pytest.mark.parametrize(
    ("rule", "place", "banned"),
    [
        ("Never push to main! Features go on feature/*.", "feature/login", "main"),
        ("Никогда не пушь в master. Исправления — в hotfix/*.", "hotfix/x", "master"),
    ],
)
def test_the_hook_lets_the_place_go_and_denies_the_ban(core, tmp_path, rule, place, banned):
    """`mindkeep hook pre-tool --client claude-code` over a temp data folder: the push to the
    place named after the ban goes on; the push to the banned branch is denied."""
    went, denied = hook_answers(
        core, tmp_path, rule, [f"git push origin {place}", f"git push origin {banned}"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]
