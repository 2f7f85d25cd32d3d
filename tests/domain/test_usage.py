"""app.domain.memory.rules.usage: which saved entries are "not used lately" (SPEC §2.9), and
app.domain.text.word_diff, what a card shows while the user edits a suggestion."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import EntryUse
from app.domain.memory.rules.usage import not_used_lately
from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, Status
from app.domain.text import word_diff

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def _entry(entry_id: int, days_old: int, status=Status.ACTIVE) -> MemoryEntry:
    at = NOW - timedelta(days=days_old)
    return MemoryEntry(
        entry_id,
        Scope.SPACE,
        1,
        Kind.FACT,
        f"Fact {entry_id}",
        status,
        Provenance.USER_CONFIRMED,
        Actor.USER,
        "",
        (),
        False,
        1,
        at,
        at,
    )


def test_entries_unused_and_untouched_for_the_days_are_offered_longest_unused_first():
    """Never used and unchanged for 61+ days, or last used 90 days ago: offered; recent ones not."""
    entries = [
        _entry(1, 61),
        _entry(2, 200),
        _entry(3, 10),
        _entry(4, 300),
        _entry(5, 400, Status.ARCHIVED),
    ]
    uses = {2: EntryUse(5, NOW - timedelta(days=90)), 4: EntryUse(1, NOW - timedelta(days=3))}
    found = not_used_lately(entries, uses, now=NOW, days=60)
    assert [(u.entry.id, u.days(NOW)) for u in found] == [(2, 90), (1, 61)]
    assert found[0].last_used_at == NOW - timedelta(days=90) and found[1].last_used_at is None


def test_the_number_of_days_is_a_setting_with_bounds():
    """Fewer days offer more; 0, 3,651, a bool or text are refused with a stable code."""
    entries = [_entry(1, 61), _entry(2, 20)]
    assert [u.entry.id for u in not_used_lately(entries, {}, now=NOW, days=14)] == [1, 2]
    for bad in (0, 3651, True, "60"):
        with pytest.raises(AppError) as err:
            not_used_lately(entries, {}, now=NOW, days=bad)
        assert err.value.code is Code.INVALID_INPUT


def test_word_diff_marks_removed_and_added_words():
    """Latin text is compared word by word, with the spaces kept in reading order."""
    assert word_diff("Create a branch for every task", "Create a git branch for each task") == [
        ("same", "Create a"),
        ("added", " git"),
        ("same", " branch for "),
        ("removed", "every"),
        ("added", "each"),
        ("same", " task"),
    ]
    assert word_diff("Use tabs", "Use tabs") == [("same", "Use tabs")]


def test_word_diff_compares_chinese_character_by_character():
    """Chinese has no spaces between words: each character is a unit of the diff."""
    parts = word_diff("新建组件放在 src/components 下", "新组件放在 src/ui 下")
    assert (
        ("removed", "建") in parts
        and ("removed", "components") in parts
        and ("added", "ui") in parts
    )
    assert "".join(t for op, t in parts if op != "removed") == "新组件放在 src/ui 下"
