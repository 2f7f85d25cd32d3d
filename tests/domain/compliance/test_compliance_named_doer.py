"""A doer named bare after "only", a first name with no article, keeps the push to them.

"Auf main pusht nur Anna." was read as where pushes may go: the hook let `git push origin main`
through and refused a push to a feature branch. The checker reads lowercased text, so the name is
told by its place (one word, the clause ending after it or the push in the third person right
before or after it), never a time, a thing pushed or a pronoun. Found by probing after the
twenty-sixth round's final CI; the labelled sets hold no case of this class (POOL is empty).
"""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, push

SIBLINGS = [
    "Auf main pusht nur Anna.",
    "Auf main pusht hier nur Jonas, sonst niemand.",
    "Nur Anna pusht auf main.",
    "Auf main wird ausschließlich vom Release-Bot gepusht.",
    "A main solo hace push Ana.",
    "Su main pusha solo Anna.",
    "На main пушит только Аня.",
    "Только Аня пушит в main.",
]
# the same surfaces with no doer after "only": read as on 0f60349f
NEAR_MISSES = {
    "Auf main pusht ihr nur heute.": ("followed", "violated"),
    "Auf main pusht man nur freitags.": ("followed", "unknown"),
    "Wir pushen nur auf develop.": ("violated", "violated"),
    "Pusht nur auf eure Feature-Branches.": ("violated", "followed"),
    "Auf develop pushen wir nur Code mit Tests.": ("violated", "violated"),
    "Мы пушим только в develop.": ("violated", "violated"),
    "Pushiamo solo su develop.": ("violated", "violated"),
    "Auf main wird nur nach dem Review gepusht.": ("unknown", "unknown"),
}
POOL: list[str] = []


@pytest.mark.parametrize("rule", SIBLINGS)
def test_the_named_doers_branch_is_refused_and_another_is_free(verdict, rule):
    check(verdict, rule, push("main"), Outcome.VIOLATED)
    check(verdict, rule, push("feature/kasse"), Outcome.FOLLOWED)


@pytest.mark.parametrize("rule", NEAR_MISSES)
def test_no_doer_after_only_reads_as_before(verdict, rule):
    on_main, on_feature = NEAR_MISSES[rule]
    check(verdict, rule, push("main"), Outcome(on_main))
    check(verdict, rule, push("feature/kasse"), Outcome(on_feature))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set([(rule, None, None) for rule in [*SIBLINGS, *NEAR_MISSES]])
