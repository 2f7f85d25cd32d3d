"""Readings of the thirtieth round that reached further than their comments (issue 33,
mend-zd-asks, after the review of 8bb9dcd8).

4. A Japanese past ending that recalls or confirms a rule still standing ("mainへのpushは禁止でし
   たね。", "…でしたよ。", "そういえば、…あかんかったわ。", "…ダメだったんです。") was read as a ban of
   the past (past_never._JA_BAN_WAS) and the push let through. A confirming ending or "そういえば"
   now needs its own past marker (昔, 以前, 前は); the plain past ending ("main には push したらあ
   かんかった。") is still what was so.

Every sibling here read otherwise on 8bb9dcd8; the near misses read the same before and after."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash, check

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

PUSH = "git push origin main"

# ---------------------------------------------------------------- 4. a Japanese past that recalls

JA_RECALLED = [
    ("mainへのpushは禁止でしたね。", bash(PUSH), V),
    ("mainへのpushは禁止でしたよ。", bash(PUSH), V),
    ("そういえば、mainにpushしたらあかんかったわ。", bash(PUSH), V),
    ("mainにはpushしちゃダメだったんです。", bash(PUSH), V),
    ("そういえば、main に push したらあかんかった。", bash(PUSH), V),
    ("release ブランチへの push はだめでしたね。", bash("git push origin release"), V),
]  # fmt: skip

JA_RECALLED_NEAR = [
    ("main には push したらあかんかった。", bash(PUSH), NA),
    ("main への push は禁止だった。", bash(PUSH), NA),
    ("main への push は禁止されていたそうです。", bash(PUSH), NA),
    ("以前は main への push は禁止でしたね。", bash(PUSH), NA),
    ("main への push は禁止でしたよね。", bash(PUSH), V),
    ("main への push は禁止です。", bash(PUSH), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_RECALLED + JA_RECALLED_NEAR)
def test_a_japanese_past_that_recalls_a_rule_is_the_rule(verdict, rule, output, expected):
    """A confirming ending or そういえば recalls a rule that stands; the plain past is what was."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every sentence here was written for this file."""
    assert_probes_in_no_set(JA_RECALLED + JA_RECALLED_NEAR)
