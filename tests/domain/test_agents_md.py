"""app.domain.memory.formats: the AGENTS.md-style file of rules (SPEC §2.10): stable, diffable, read back."""

from __future__ import annotations

from app.domain.memory.formats import AGENTS_MD_FORMAT, export_agents_md, parse_agents_md


def _e(entry_id, scope, kind, content, *, pinned=False, status="active"):
    return {
        "id": entry_id,
        "scope": scope,
        "kind": kind,
        "content": content,
        "pinned": pinned,
        "status": status,
    }


ENTRIES = [
    _e(4, "space", "constraint", "Create a branch for every task"),
    _e(2, "user", "preference", "Short answers", pinned=True),
    _e(7, "session", "fact", "Deploys happen on Fridays after 14:00"),
    _e(5, "space", "preference", "新建组件放在 src/components 下"),
    _e(6, "space", "decision", "Old decision", status="archived"),
]
NAMES = {"session": "Sprint 14", "space": "Release work"}


def test_export_has_a_section_per_scope_and_one_line_per_saved_rule():
    """Session, Space, Personal in that order; each rule "- [kind] text", oldest first; archived out."""
    text = export_agents_md(ENTRIES, NAMES)
    lines = text.splitlines()
    assert lines[0] == "# Memory rules" and AGENTS_MD_FORMAT in lines[2]
    body = [ln for ln in lines[3:] if ln]
    assert body == [
        "## Session: Sprint 14",
        "- [fact] Deploys happen on Fridays after 14:00",
        "## Space: Release work",
        "- [constraint] Create a branch for every task",
        "- [preference] 新建组件放在 src/components 下",
        "## Personal",
        "- [preference, pinned] Short answers",
    ]
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_export_is_stable_and_one_change_is_one_line():
    """The same entries give the same text in any order; an edited rule changes its line only."""
    assert export_agents_md(ENTRIES, NAMES) == export_agents_md(list(reversed(ENTRIES)), NAMES)
    changed = [dict(e) for e in ENTRIES]
    changed[0]["content"] = "Create a branch for each task"
    before = export_agents_md(ENTRIES, NAMES).splitlines()
    after = export_agents_md(changed, NAMES).splitlines()
    assert len(before) == len(after)
    assert [i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b] == [
        before.index("- [constraint] Create a branch for every task")
    ]


def test_parse_reads_back_what_export_wrote():
    """Round trip: every saved rule comes back with its scope, kind, pin and words."""
    rules = parse_agents_md(export_agents_md(ENTRIES, NAMES))
    got = {(r["scope"], r["kind"], r["content"], r["pinned"]) for r in rules}
    want = {
        (e["scope"], e["kind"], e["content"], e["pinned"])
        for e in ENTRIES
        if e["status"] == "active"
    }
    assert got == want
    assert all(isinstance(r["line"], int) for r in rules)


def test_parse_a_hand_written_agents_md():
    """Someone else's AGENTS.md: list items are rules (constraints by default), code blocks,
    comments, paragraphs and nested items are not; unknown headings leave the scope open."""
    text = """# AGENTS.md
Some introduction that is not a rule.

## Code style
- Use pnpm, not npm
* [WIP] keep the changelog current
  - a nested detail, not a rule
1. Run the tests before committing

```sh
- not a rule either
```
<!-- - nor this
-->
## Personal
- [preference] Short answers
"""
    rules = parse_agents_md(text)
    assert [(r["scope"], r["kind"], r["content"]) for r in rules] == [
        (None, "constraint", "Use pnpm, not npm"),
        (None, "constraint", "[WIP] keep the changelog current"),
        (None, "constraint", "Run the tests before committing"),
        ("user", "preference", "Short answers"),
    ]
    assert [r["line"] for r in rules] == [5, 6, 8, 16]


def test_in_a_mindkeep_file_an_unknown_kind_is_kept_for_the_import_to_refuse():
    """A typo in a tag of Mindkeep's own format is not silently made part of the words."""
    text = f"<!-- {AGENTS_MD_FORMAT} -->\n## Space\n- [prefernce] Short answers\n"
    [rule] = parse_agents_md(text)
    assert (rule["kind"], rule["content"], rule["line"]) == ("prefernce", "Short answers", 3)
