"""SPEC §2.3, §2.7, §2.8: what the agent finds by search and what its Memory block holds."""

import re

import pytest

from app.domain.model import Scope, ScopeRef, Status


@pytest.fixture
def msg(user_msg):
    return user_msg("From now on, create a branch for every task.")


@pytest.fixture
def refs(core, session) -> dict[str, ScopeRef]:
    return {sc.value: core.memory.scope_ref(session.id, sc) for sc in Scope}


@pytest.fixture
def add(core, refs):
    """The user adds an active entry to a scope of the test Session."""

    def call(scope, content, kind="fact", pinned=False):
        return core.decisions.add_entry(
            refs[scope], kind=kind, content=content, pinned=pinned
        ).value

    return call


@pytest.fixture
def suggest(core, session, msg):
    """The agent suggests a rule in a scope of the test Session."""

    def call(scope, content, kind="constraint"):
        return core.proposals.propose_rule(
            session.id,
            kind=kind,
            scope=scope,
            content=content,
            reason="You said so.",
            source_event_ids=[msg],
        ).value.entry

    return call


def contents(entries) -> list[str]:
    return [e.content for e in entries]


def memory_lines(block: str) -> list[str]:
    return [line for line in block.splitlines() if line.startswith("- ")]


# ---------------------------------------------------------------- search


def test_search_returns_saved_and_pending_entries_of_all_three_scopes(core, session, add, suggest):
    """Search sees the Session, its Space and Personal, saved entries and suggestions."""
    add("session", "Session fact")
    suggest("session", "Session rule")
    add("space", "Space fact")
    suggest("space", "Space rule")
    add("user", "Personal fact")
    suggest("user", "Personal rule")
    found = core.memory.search(session.id, "")
    assert sorted(contents(found)) == sorted(
        [
            "Session fact",
            "Session rule",
            "Space fact",
            "Space rule",
            "Personal fact",
            "Personal rule",
        ]
    )
    assert {e.status for e in found} == {Status.ACTIVE, Status.SUGGESTED}


def test_search_orders_session_then_space_then_user(core, session, add, suggest):
    """Results come session → space → user, whatever order they were written in."""
    add("user", "Personal fact")
    suggest("space", "Space rule")
    add("session", "Session fact")
    add("space", "Space fact")
    suggest("user", "Personal rule")
    suggest("session", "Session rule")
    scopes = [e.scope for e in core.memory.search(session.id, "")]
    assert scopes == [Scope.SESSION] * 2 + [Scope.SPACE] * 2 + [Scope.USER] * 2


def test_search_puts_pinned_entries_first_within_a_scope(core, session, add, suggest):
    """Within a scope, pinned entries come before the others."""
    add("session", "Session fact")
    add("space", "Older space fact")
    suggest("space", "Space rule")
    add("space", "Pinned space fact", pinned=True)
    pinned_later = add("space", "Pinned later")
    core.decisions.set_pinned(pinned_later.id, True)
    add("user", "Personal fact")
    found = core.memory.search(session.id, "")
    assert contents(found)[0] == "Session fact"
    space = [e for e in found if e.scope is Scope.SPACE]
    assert {e.content for e in space[:2]} == {"Pinned space fact", "Pinned later"}
    assert all(e.pinned for e in space[:2])
    assert not any(e.pinned for e in space[2:])
    assert contents(found)[-1] == "Personal fact"


def test_search_leaves_out_dismissed_and_archived_entries(core, session, add, suggest):
    """What the user dismissed or archived is not found."""
    core.decisions.dismiss(suggest("session", "Dismissed rule").id)
    core.decisions.archive(add("space", "Archived fact").id)
    add("session", "Kept fact")
    assert contents(core.memory.search(session.id, "")) == ["Kept fact"]


@pytest.mark.parametrize("scope", ["session", "space", "user"])
def test_search_leaves_out_scopes_with_use_memory_off(core, session, refs, add, suggest, scope):
    """A scope with Use Memory off is not searched (saved entries nor suggestions)."""
    for sc in ("session", "space", "user"):
        add(sc, f"{sc} fact")
        suggest(sc, f"{sc} rule")
    core.decisions.set_settings(refs[scope], use_memory=False)
    found = core.memory.search(session.id, "")
    assert scope not in {e.scope.value for e in found}
    assert len(found) == 4


def test_search_leaves_out_other_sessions_and_other_spaces(core, session, user_msg, add):
    """Another Session's entries and another Space's entries are not found."""
    add("session", "Mine")
    sibling = core.chat.create_session(session.space_id, title="Sibling").value
    core.decisions.add_entry(
        core.memory.scope_ref(sibling.id, "session"), kind="fact", content="Sibling session fact"
    )
    sibling_msg = user_msg("Always squash merges.", session_id=sibling.id)
    core.proposals.propose_rule(
        sibling.id,
        kind="constraint",
        scope="session",
        content="Sibling rule",
        reason="",
        source_event_ids=[sibling_msg],
    )
    other_space = core.chat.create_space("Other client").value
    stranger = core.chat.create_session(other_space.id).value
    core.decisions.add_entry(
        core.memory.scope_ref(stranger.id, "space"), kind="fact", content="Other space fact"
    )
    assert contents(core.memory.search(session.id, "")) == ["Mine"]


def test_search_matches_words_ignoring_case_and_invisibles(core, session, add):
    """The query is compared by its normalized words; every word must be present."""
    add("session", "Deploys happen on Fridays")
    add("session", "Tests run with pytest")
    assert contents(core.memory.search(session.id, "FRIDAYS")) == ["Deploys happen on Fridays"]
    assert contents(core.memory.search(session.id, "de\u200bploys  fri")) == [
        "Deploys happen on Fridays"
    ]
    assert contents(core.memory.search(session.id, "pytest fridays")) == []


def test_search_with_nothing_saved_is_empty(core, session):
    """A fresh Session finds nothing."""
    assert core.memory.search(session.id, "") == []


# ---------------------------------------------------------------- context block


def test_context_block_lists_active_entries_with_labels(core, session, add, user_msg):
    """Each line names the scope, the kind and the provenance label of a saved entry."""
    add("session", "Deploys happen on Fridays", kind="fact")
    add("space", "Use pytest", kind="constraint")
    user_msg("I prefer short answers")  # saved at once: user scope, from your message
    block = core.memory.context_block(session.id)
    lines = memory_lines(block)
    assert len(lines) == 3
    by_content = {line.split("] ", 1)[1]: line for line in lines}
    fact = by_content["Deploys happen on Fridays"]
    assert "session" in fact and "fact" in fact and "Confirmed by you" in fact
    rule = by_content["Use pytest"]
    assert "space" in rule and "constraint" in rule and "Confirmed by you" in rule
    pref = next(line for c, line in by_content.items() if "short answers" in c.lower())
    assert "user" in pref and "preference" in pref and "From your message" in pref


def test_context_block_is_ordered_session_space_user(core, session, add):
    """The block lists the Session's entries, then the Space's, then Personal."""
    add("user", "Personal fact")
    add("space", "Space fact")
    add("session", "Session fact")
    lines = memory_lines(core.memory.context_block(session.id))
    assert [line.rsplit("] ", 1)[1] for line in lines] == [
        "Session fact",
        "Space fact",
        "Personal fact",
    ]


def test_context_block_is_introduced_as_reference_data_not_instructions(core, session, add):
    """The header tells the model the Memory is reference data, not instructions."""
    add("session", "Deploys happen on Fridays")
    block = core.memory.context_block(session.id)
    header = block.split("\n- ", 1)[0].lower()
    assert "reference data" in header
    assert "not instructions" in header


def test_context_block_never_contains_a_suggestion(core, session, add, suggest):
    """A pending suggestion never reaches the agent's prompt, in any scope."""
    add("session", "Deploys happen on Fridays")
    for scope in ("session", "space", "user"):
        suggest(scope, f"Zebra rule for {scope}")
    block = core.memory.context_block(session.id)
    assert "Deploys happen on Fridays" in block
    assert "zebra" not in block.lower()


def test_context_block_has_only_suggestions_is_empty(core, session, suggest):
    """When only suggestions exist, the agent is given no Memory block."""
    suggest("session", "Zebra rule")
    assert core.memory.context_block(session.id) == ""


def test_context_block_leaves_out_dismissed_and_archived(core, session, add, suggest):
    """Dismissed suggestions and archived entries are not given to the agent."""
    core.decisions.dismiss(suggest("session", "Dismissed zebra").id)
    core.decisions.archive(add("space", "Archived zebra").id)
    add("user", "Kept fact")
    block = core.memory.context_block(session.id)
    assert "zebra" not in block.lower()
    assert "Kept fact" in block


def test_context_block_includes_an_accepted_suggestion(core, session, suggest):
    """Once the user accepts a suggestion, it is saved Memory and reaches the agent."""
    entry = suggest("space", "Create a branch for every task")
    assert core.memory.context_block(session.id) == ""
    core.decisions.accept(entry.id)
    assert "Create a branch for every task" in core.memory.context_block(session.id)


@pytest.mark.parametrize("scope", ["session", "space", "user"])
def test_context_block_leaves_out_scopes_with_use_memory_off(core, session, refs, add, scope):
    """A scope with Use Memory off is not given to the agent."""
    for sc in ("session", "space", "user"):
        add(sc, f"{sc} fact")
    core.decisions.set_settings(refs[scope], use_memory=False)
    block = core.memory.context_block(session.id)
    assert f"{scope} fact" not in block
    assert len(memory_lines(block)) == 2


def test_context_block_is_empty_when_every_scope_is_off(core, session, refs, add):
    """With Use Memory off everywhere, nothing is given."""
    add("session", "A fact")
    for ref in refs.values():
        core.decisions.set_settings(ref, use_memory=False)
    assert core.memory.context_block(session.id) == ""


def test_context_block_leaves_out_other_sessions(core, session, add):
    """Another Session's entries are not in this Session's block."""
    add("session", "Mine")
    sibling = core.chat.create_session(session.space_id, title="Sibling").value
    core.decisions.add_entry(
        core.memory.scope_ref(sibling.id, "session"), kind="fact", content="Sibling fact"
    )
    block = core.memory.context_block(session.id)
    assert "Mine" in block and "Sibling fact" not in block


def test_context_block_respects_a_small_budget_and_says_how_many_were_left_out(core, session, add):
    """Entries beyond the budget are left out, and the block says how many."""
    for i in range(3):
        add("session", f"Fact number {i} " + "x" * 40)
    full_lines = memory_lines(core.memory.context_block(session.id))
    assert len(full_lines) == 3
    budget = len(full_lines[0]) + 1
    block = core.memory.context_block(session.id, budget=budget)
    lines = memory_lines(block)
    assert lines == full_lines[:1]
    assert sum(len(line) + 1 for line in lines) <= budget
    assert "Fact number 1" not in block and "Fact number 2" not in block
    assert re.search(r"\b2\b[^\n]*(more|left out|not shown)", block)


def test_context_block_within_budget_has_no_left_out_note(core, session, add):
    """When everything fits, nothing is said to be left out."""
    add("session", "Deploys happen on Fridays")
    block = core.memory.context_block(session.id)
    assert not re.search(r"(more entries|left out|not shown)", block)


def test_context_block_is_empty_when_there_is_nothing(core, session):
    """A Session without Memory gets no Memory block at all."""
    assert core.memory.context_block(session.id) == ""
