"""The Memory block's order and its receipt line (issue 27, SPEC §2.11): pinned rules come
first, the rules it holds are listed for the receipt, and the rules the last reply broke are
named in one line."""

from __future__ import annotations

from app.domain.memory.formats import LAST_BROKEN, USER_RULES_HEADER, memory_block

# (id, version, scope, kind, source, content, pinned), in the storage's order: session, space,
# user, each scope's pinned entries first.
ROWS = [
    (1, 1, "session", "fact", "user_stated", "The release is on Friday", False),
    (2, 3, "space", "constraint", "user_confirmed", "Use pnpm, not npm", False),
    (3, 1, "user", "constraint", "user_stated", "Always answer in French", True),
    (4, 2, "user", "preference", "agent_inferred", "Short answers", False),
]


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("- [")]


def test_pinned_rules_come_first_across_scopes():
    """A pinned Personal rule stands before the Session's and the Space's unpinned entries."""
    block = memory_block(ROWS, 8000)
    assert lines(block.text)[0].endswith("Always answer in French")
    assert block.used[0] == (3, 1)
    assert list(block.used) == [(3, 1), (1, 1), (2, 3), (4, 2)]


def test_the_budget_leaves_out_unpinned_entries_before_a_pinned_rule():
    """When the budget is short, the pinned rule is kept and a later unpinned entry left out."""
    first = len("- [user · constraint · From your message] Always answer in French") + 1
    block = memory_block(ROWS, first + 5)
    assert block.used == ((3, 1),)
    assert "(3 more entries not shown.)" in block.text


def test_rows_without_a_pinned_flag_keep_their_order():
    """Rows of six values (no pinned flag) are given in the order they come."""
    block = memory_block([r[:6] for r in ROWS], 8000)
    assert block.used == ((1, 1), (2, 3), (3, 1), (4, 2))


def test_the_block_lists_its_rules_for_the_receipt():
    """`rules` holds the preferences and constraints the block gives, with their versions and
    words; facts and notes are not rules, and an entry the budget left out is not there."""
    block = memory_block(ROWS, 8000)
    assert block.rules == (
        (3, 1, "constraint", "Always answer in French"),
        (2, 3, "constraint", "Use pnpm, not npm"),
        (4, 2, "preference", "Short answers"),
    )
    assert memory_block(ROWS, 80).rules == ((3, 1, "constraint", "Always answer in French"),)


def test_the_rules_the_last_reply_broke_are_named_in_one_line():
    """The broken rules the block holds are named once each, in one line after the rules."""
    block = memory_block(ROWS, 8000, broken=[2, 3, 2, 99, 1])
    said = [line for line in block.text.splitlines() if line.startswith(LAST_BROKEN)]
    assert said == ["Last reply broke: “Use pnpm, not npm”; “Always answer in French”."]
    assert block.text.index(USER_RULES_HEADER) < block.text.index(LAST_BROKEN)


def test_no_line_when_nothing_was_broken_or_the_rule_is_gone():
    """Nothing broken, a broken fact id, or a broken rule no longer in the block: no line."""
    for broken in ((), (1,), (99,)):
        assert LAST_BROKEN not in memory_block(ROWS, 8000, broken=broken).text
