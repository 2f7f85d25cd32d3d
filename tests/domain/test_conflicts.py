"""app.domain.memory.rules.conflicts: which suggestion/saved-rule pairs the Memory page flags (SPEC
§2.10). A table of pairs that must be flagged, and of pairs that must not: offline,
deterministic and conservative."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.memory.rules.conflicts import Overlap, compare, find_conflicts, read
from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, Status

OPP, D, S = Overlap.OPPOSITE, Overlap.DIFFERENT, Overlap.SAME

MUST = [
    # English: one forbids what the other asks
    ("Push to main", "Never push to main", OPP),
    ("Always push to main", "Never push to main", OPP),
    ("Use tabs", "Don't use tabs", OPP),
    ("Reply in English", "Do not reply in English", OPP),
    ("Squash commits before merging", "Avoid squash commits before merging", OPP),
    # English: another option of the same choice
    ("Use tabs for indentation", "Use spaces for indentation", D),
    ("Use tabs", "Indent with spaces", D),
    ("Indent with 2 spaces", "Indent with 4 spaces", D),
    ("Keep commit subjects under 50 characters", "Keep commit subjects under 72 characters", D),
    ("Use pnpm", "Use npm", D),
    ("Deploy on Fridays", "Deploy on Mondays", D),
    ("Answer in English", "Answer in German", D),
    ("Prefer short answers", "Prefer detailed answers", D),
    ("Use single quotes for strings", "Use double quotes", D),
    ("Rebase before merging", "Squash before merging", D),
    # English: the same rule again
    ("Use tabs", "Use tabs.", S),
    ("Prefer short answers", "I prefer short answers", S),
    ("Use tabs", "Indent with tabs", S),
    # Chinese
    ("新建组件放在 src/components 下", "新建组件不要放在 src/components 下", OPP),
    ("提交前运行测试", "禁止提交前运行测试", OPP),
    ("用空格缩进", "用制表符缩进", D),
    ("提交信息用英文", "提交信息用中文", D),
    ("回答要简短", "回答要详细", D),
    ("用 pnpm", "我喜欢用 npm", D),
    ("每周五发布", "每周一发布", D),
    ("新建组件放在 src/components 下", "请新建组件放在 src/components 下", S),
    # Mixed scripts: a Chinese rule about a Latin tool name
    ("用 yarn 安装依赖", "用 pnpm 安装依赖", D),
]

MUST_NOT = [
    # agree: one asks for tabs, the other forbids spaces
    ("Use tabs", "Don't use spaces"),
    ("用空格缩进", "不要用制表符缩进"),
    # about different things
    ("Use spaces around operators", "Use tabs"),
    ("Create a branch for every task", "Never create a branch for small fixes"),
    ("Write tests before code", "Write docs before code"),
    ("Create a branch for every task", "Keep commit subjects under 50 characters"),
    ("Deploys happen on Fridays", "Never deploy on Fridays"),  # close, but not the same words
    ("Use spaces for indentation in Python", "Use tabs for indentation in Go"),
    ("Use pnpm", "Use pnpm workspaces for the monorepo"),
    ("Indent with 4 spaces", "Use spaces"),  # one says more, the other does not say otherwise
    ("新建组件放在 src/components 下", "工具函数放在 src/utils 下"),
    ("每个任务新建分支", "提交前运行测试"),
    ("回答要简短", "代码注释要详细"),
    # one text picks two options of a choice: not compared
    ("Use tabs, not spaces", "Use spaces"),
    # nothing left to compare
    ("Never", "Always"),
]

_NOW = datetime(2026, 12, 1, tzinfo=UTC)


def _entry(entry_id: int, content: str, status: Status = Status.ACTIVE) -> MemoryEntry:
    return MemoryEntry(
        entry_id,
        Scope.SPACE,
        1,
        Kind.CONSTRAINT,
        content,
        status,
        Provenance.USER_STATED,
        Actor.AGENT,
        "",
        (1,),
        False,
        1,
        _NOW,
        _NOW,
    )


@pytest.mark.parametrize("suggestion, saved, overlap", MUST)
def test_pairs_that_must_be_flagged(suggestion, saved, overlap):
    """Contradictions and overlaps of the table are found, both ways round, with their kind."""
    assert compare(read(suggestion), read(saved)) is overlap
    assert compare(read(saved), read(suggestion)) is overlap


@pytest.mark.parametrize("suggestion, saved", MUST_NOT)
def test_pairs_that_must_not_be_flagged(suggestion, saved):
    """Pairs that agree, or are about different things, are left alone, both ways round."""
    assert compare(read(suggestion), read(saved)) is None
    assert compare(read(saved), read(suggestion)) is None


def test_reading_is_deterministic_and_ignores_invisible_characters():
    """The same text reads the same every time, with or without invisible characters."""
    assert read("Never push to main") == read("Never push to main")
    assert read("Never push\u200b to main") == read("never push to main")


def test_find_conflicts_lists_contradictions_first_and_skips_the_suggestion_itself():
    """A suggestion's conflicts: contradictions before other choices before repeats; never itself."""
    suggestion = _entry(1, "Use tabs", Status.SUGGESTED)
    saved = [
        _entry(2, "Indent with tabs"),
        _entry(3, "Use spaces"),
        _entry(4, "Never use tabs"),
        _entry(5, "Write tests first"),
        suggestion,
    ]
    found = find_conflicts(suggestion, saved)
    assert [(c.entry.id, c.overlap) for c in found] == [(4, OPP), (3, D), (2, S)]
