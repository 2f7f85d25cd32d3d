"""A push kept to a doer "only" names in the east's words, the doer in Latin letters or by a
name's form: "只有Anna推送到production。", "只有小王推送到production。", "只有王工可以推送到production。",
"Annaだけがproductionにプッシュする。", "production には Anna だけがプッシュできる。",
"田中さんだけがproductionにプッシュする。", "Anna만 production에 푸시해요.", and French's first name
bare of an article, "Seule Anna pousse sur production.". No role table holds a name, so the east
read "only" as the branch's — production followed, every other branch refused, the wrong way round
— and French and Korean read nothing (unknown). The rule keeps production's push to Anna: the
agent's own push there is violated, other branches followed, as "Only Anna pushes to production."
reads (allowed_only_to._NAMED_ONLY_EAST; issue 33, mend-zc-doers). English's recurring window
before "only" ("On weekends only Anna pushes to production.") is a timed rule, unknown on the
doer's branch as with its comma, never followed. Every sentence here was written for this file; on
06da62a6 each sibling read the other way (or unknown), the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, hook_answers, push, push_files

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (rule, the branch it keeps to the doer)
SIBLINGS = [
    # zh: a Latin name or post after 只有, a surname's form (小王, 老李, 王工, 陳工)
    ("只有Anna推送到production。", "production"),
    ("只有Anna可以推送到production。", "production"),
    ("只有 PM 可以推送到production。", "production"),
    ("staging 只有 Marco 可以推。", "staging"),
    ("只有小王推送到production。", "production"),
    ("只有老李能推送到 main。", "main"),
    ("只有王工可以推送到production。", "production"),
    ("只有陳工可以推到 main。", "main"),
    # ja: a Latin name or post, or a name with さん, then だけが and the push
    ("Annaだけがproductionにプッシュする。", "production"),
    ("production には Anna だけがプッシュできる。", "production"),
    ("main には PM だけが push できます。", "main"),
    ("田中さんだけがproductionにプッシュする。", "production"),
    # ko: a Latin name, then 만 and the push
    ("Anna만 production에 푸시해요.", "production"),
    ("main 브랜치는 Minho만 푸시할 수 있어요.", "main"),
    # fr: a first name with no article after "seul(e)"
    ("Seule Anna pousse sur production.", "production"),
    ("Seul Marc peut pousser sur main.", "main"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_the_push_kept_to_the_named_doer(verdict, rule, branch):
    """The push onto the doer's branch is refused to the agent; other branches are free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, push("feature/x"), F)


@pytest.mark.parametrize(
    "rule",
    ["On weekends only Anna pushes to production.", "On Fridays only Anna pushes to production."],
)
def test_a_recurring_window_before_only_is_a_timed_rule(verdict, rule):
    """A recurring window before "only" reads as with its comma: unknown on the doer's branch (a
    timed rule), other branches followed — never production followed."""
    check(verdict, rule, push("production"), U)
    check(verdict, rule, push("feature/x"), F)


# Where pushes go ("只推送到", "にだけ", "Push only to"), a branch, a thing or a time after "only",
# an article's thing, a question, a window said of now: each reads as on 06da62a6.
NEAR = [
    ("只推送到 production。", push("production"), F),
    ("只推送到 production。", push("feature/x"), V),
    ("production にだけプッシュして", push("production"), F),
    ("production にだけプッシュして", push("feature/x"), V),
    ("Push only to develop.", push("production"), V),
    ("只有 main 可以推送。", push("production"), V),
    ("productionだけがプッシュできる。", push("production"), F),
    ("只有小改动可以推送到production。", push("production"), F),
    ("只有 bugfix 才能推到 main。", push("main"), F),
    ("只有周末能推送到production。", push("production"), U),
    ("hotfix만 production에 푸시해요.", push("production"), U),
    ("main 브랜치는 Anna만 승인하면 푸시해도 돼요.", push("main"), NA),
    ("Seul le code relu pousse sur production.", push("production"), U),
    ("Only Anna pushes to production.", push("production"), V),
    ("This weekend only Anna pushes to production.", push("production"), V),
    ("On weekends only push to develop.", push("production"), U),
    ("release 只有阿明可以推", push("feature/x"), F),
    ("店長だけがproductionにプッシュできる。", push("production"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_only_said_of_where_what_or_when(verdict, rule, output, expected):
    """Only said of where pushes go, what is pushed, or when keeps the reading it had."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _b in SIBLINGS] + NEAR)


# The labelled sets (heldout and dev33zc_frozen never read) hold no case of this class misread:
# the one "seule" doer before a push is articled ("seule la responsable technique", dev33u fr-013,
# fr-014), read right before this change; no east rule names a doer in Latin letters before "only".


def test_the_hook_denies_the_doers_branch_and_lets_a_feature_branch_go(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code` over a temp data folder: a push to production,
    kept to Anna, is denied; a push to a feature branch goes on."""
    rule = "只有Anna可以推送到production。"
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin feature/x", "git push origin production"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]
