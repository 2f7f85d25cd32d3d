"""Issue 22's domain rules: the same-words key's look-alikes, JSON from outside, earned
provenance, which kinds each tool writes, standing rules, undo planned whole, decided words
kept after a delete, and the Memory block's two headers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.errors import AppError, Code
from app.domain.jsontext import MAX_DEPTH, parse_json
from app.domain.lookalikes import unmix
from app.domain.memory.formats import (
    AGENT_NOTES_HEADER,
    BLOCK_HEADER,
    USER_RULES_HEADER,
    memory_block,
)
from app.domain.memory.judgement.engine import states_standing_rule
from app.domain.memory.rules.decided import forgotten_digest, forgotten_words, keeps_words_decided
from app.domain.memory.rules.limits import check_room
from app.domain.memory.rules.state import ScopeState, should_organise
from app.domain.memory.rules.undo import Links, UndoRole, plan_undo_parts
from app.domain.memory.rules.validate import (
    CitedMessage,
    check_citations,
    check_tool_kind,
    earned_source,
)
from app.domain.memory.taint import tainted_by
from app.domain.model import (
    Actor,
    Held,
    HistoryEvent,
    Kind,
    MemoryEntry,
    MessageSource,
    Provenance,
    Scope,
    ScopeRef,
    Status,
)
from app.domain.text import same_words_key, words_within

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def entry(
    i=1, content="Use tabs", status=Status.ACTIVE, created_by=Actor.USER, kind=Kind.FACT, **kw
):
    return MemoryEntry(
        i,
        Scope.SESSION,
        1,
        kind,
        content,
        status,
        Provenance.USER_CONFIRMED,
        created_by,
        "",
        (),
        False,
        1,
        NOW,
        NOW,
        **kw,
    )


# ---------------------------------------------------------------- same words


@pytest.mark.parametrize(
    "variant",
    ["Don’t push to main", "Dоn't push to main", "“Don't push to main”", "DON‘T PUSH TO MAIN"],
)
def test_quotes_and_mixed_script_look_alikes_are_the_same_words(variant):
    """Typographic quotes fold; a Cyrillic "о" in a Latin word is the Latin "o" (SPEC §2.6)."""
    assert same_words_key(variant) == same_words_key("Don't push to main")


def test_words_of_one_script_are_left_as_they_are():
    """Russian, Greek or Chinese words are never rewritten into another script."""
    for text in ("новый компонент", "Ρόδος", "新建组件", "café"):
        assert unmix(text) == text


def test_the_key_of_a_key_is_the_key():
    """Folding look-alikes keeps the key idempotent (the migration relies on it)."""
    for text in ("Dоn’t  push, to main.", "ΡYTHON rocks", "新建组件放在 src/components 下"):
        assert same_words_key(same_words_key(text)) == same_words_key(text)


# ---------------------------------------------------------------- JSON from outside


@pytest.mark.parametrize(
    "text",
    [
        "[" * 50_000 + "]" * 50_000,
        '{"id": ' + "9" * 5_000 + "}",
        "{",
        "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
    ],
)
def test_json_from_outside_is_an_app_error_never_a_traceback(text):
    """Deep nesting, over-long numbers and broken JSON are refused with the caller's code."""
    with pytest.raises(AppError) as info:
        parse_json(text, code=Code.INVALID_ARGUMENTS, what="the arguments")
    assert info.value.code is Code.INVALID_ARGUMENTS


def test_ordinary_json_reads_as_itself():
    """A normal object parses unchanged."""
    assert parse_json('{"a": [1, {"b": 2}]}') == {"a": [1, {"b": 2}]}


# ---------------------------------------------------------------- provenance and kinds


def test_provenance_is_earned_from_the_cited_message():
    """user_stated only when the words stand in a cited user message (lead-in may go)."""
    cited = {
        1: CitedMessage(1, 5, MessageSource.USER, "Remember that the release is on Friday."),
        2: CitedMessage(2, 5, MessageSource.USER, "hello, summarise the page"),
    }
    assert earned_source("The release is on Friday", [1], cited) is Provenance.USER_STATED
    assert earned_source("The release is on Friday", [2], cited) is Provenance.AGENT_INFERRED
    assert earned_source("release is on", [1], cited) is Provenance.USER_STATED
    assert earned_source("lease is on", [1], cited) is Provenance.AGENT_INFERRED  # whole words
    assert words_within("组件放在", "新建组件放在 src 下")


def test_captured_words_are_the_users_own_and_relayed_ones_are_not():
    """SPEC §1: a `captured` message (typed in another agent, caught by its prompt hook) earns
    user_stated like a `user` one, and may be cited; a `relayed` quote earns nothing; quoted or
    pasted words in a captured message are not the user's statement either."""
    said = "Remember that the release is on Friday."
    cited = {
        1: CitedMessage(1, 5, MessageSource.CAPTURED, said),
        2: CitedMessage(2, 5, MessageSource.RELAYED, said),
        3: CitedMessage(3, 5, MessageSource.CAPTURED, "Bob wrote: 'the release is on Friday'?"),
    }
    assert earned_source("The release is on Friday", [1], cited) is Provenance.USER_STATED
    assert earned_source("The release is on Friday", [2], cited) is Provenance.AGENT_INFERRED
    assert earned_source("The release is on Friday", [3], cited) is Provenance.AGENT_INFERRED
    check_citations([1], session_id=5, cited=cited)
    with pytest.raises(AppError) as info:
        check_citations([2], session_id=5, cited=cited)
    assert info.value.code is Code.SOURCE_NOT_USER


def test_each_tool_writes_its_own_kinds():
    """propose_memory_rule takes rules; save_memory the rest, and a rule kind points to propose."""
    assert check_tool_kind("propose_memory_rule", "constraint") is Kind.CONSTRAINT
    assert check_tool_kind("save_memory", "lesson") is Kind.LESSON
    for tool, kind, code in [
        ("save_memory", "preference", Code.USE_PROPOSE_MEMORY_RULE),
        ("propose_memory_rule", "fact", Code.INVALID_KIND),
        ("save_memory", "rule", Code.INVALID_KIND),
        ("save_memory", 3, Code.INVALID_KIND),
    ]:
        with pytest.raises(AppError) as info:
            check_tool_kind(tool, kind)
        assert info.value.code is code


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Always push straight to main without review", True),
        ("Don’t push to main", True),
        ("永远不要直接推送到 main", True),
        ("I prefer tabs", True),
        ("The staging server is slow", False),
        ("The build takes four minutes", False),
    ],
)
def test_standing_rules_are_told_from_notes(text, rule):
    """The judgement tells a standing rule from a note, in any language."""
    assert states_standing_rule(text) is rule


def test_room_range_and_auto_organise_live_in_the_domain():
    """A room outside 100–100,000 is refused; organise runs at three quarters of the room."""
    assert check_room(2500) == 2500
    for bad in (99, 100_001, True, "500"):
        with pytest.raises(AppError):
            check_room(bad)
    state = ScopeState(ScopeRef(Scope.SESSION, 1), True, 4000, 2990, ())
    assert not should_organise(state, 9) and should_organise(state, 10)


# ---------------------------------------------------------------- undo, delete


def event(i, entry_id, after=None, undone=False):
    return HistoryEvent(i, entry_id, Actor.USER, "archive", NOW, {}, after, undone)


def test_an_undo_is_planned_whole_last_decision_first_with_what_each_decided():
    """Every decision of a batch, last first, each followed by the twins it decided and the
    rules it replaced; records already undone are left out."""
    batch = [
        event(10, 1, {"replaced": [7]}),
        event(11, 2, {"decided": [8]}),
        event(12, 3, undone=True),
    ]
    parts = plan_undo_parts(batch[1], batch)
    assert [(p.entry_id, p.role) for p in parts] == [
        (2, UndoRole.DECISION),
        (8, UndoRole.DECIDED),
        (1, UndoRole.DECISION),
        (7, UndoRole.REPLACED),
    ]
    assert Links.of({"batch": [1, "x", True, 2]}).batch == (1, 2)
    assert Links(decided=(3,)).to_after() == {"decided": [3]}


def test_deleting_dismissed_or_decided_words_keeps_their_key_only():
    """A dismissed entry leaves its key; a suggestion the user decided leaves the suggested key;
    an entry the user wrote leaves nothing."""
    dismissed = Held(
        entry(status=Status.DISMISSED, created_by=Actor.AGENT, kind=Kind.CONSTRAINT), "k", "k"
    )
    edited = Held(entry(created_by=Actor.AGENT, kind=Kind.CONSTRAINT), "new", "old")
    mine = Held(entry(), "k")
    assert forgotten_words(dismissed) == [("k", "dismissed")]
    assert forgotten_words(edited) == [("old", "decided")]
    assert forgotten_words(mine) == []
    assert keeps_words_decided(dismissed.entry) and keeps_words_decided(edited.entry)
    assert not keeps_words_decided(mine.entry)
    a, b = forgotten_digest(b"1" * 32, "k"), forgotten_digest(b"2" * 32, "k")
    assert a != b and len(a) == 64 and "k" not in a


def test_a_tainted_note_the_user_accepted_keeps_its_words_decided_when_deleted():
    """An agent's note written after untrusted content was a suggestion: deleting it keeps it decided."""
    note = entry(created_by=Actor.AGENT, written_after=tainted_by("web", [3]))
    assert keeps_words_decided(note)


# ---------------------------------------------------------------- the block


def test_the_block_puts_the_users_rules_and_the_agents_notes_under_separate_headers():
    """User-stated, confirmed and imported entries under the user's header; agent inferences
    under the header that says they are unverified notes, not instructions (SPEC §2.8)."""
    rows = [
        (1, 1, "session", "fact", "agent_inferred", "The CI is slow"),
        (2, 1, "space", "constraint", "user_stated", "Use tabs"),
        (3, 1, "user", "preference", "imported", "Short answers"),
    ]
    block = memory_block(rows, 8000)
    assert block.text.startswith(BLOCK_HEADER)
    users, agents = block.text.split(USER_RULES_HEADER)[1].split(AGENT_NOTES_HEADER)
    assert "Use tabs" in users and "Short answers" in users and "CI is slow" not in users
    assert "The CI is slow" in agents and "not instructions" in AGENT_NOTES_HEADER
    assert block.used == ((1, 1), (2, 1), (3, 1))
    only_notes = memory_block(rows[:1], 8000).text
    assert USER_RULES_HEADER not in only_notes and AGENT_NOTES_HEADER in only_notes
