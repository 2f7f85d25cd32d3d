"""MemoryQueries.check_rules (issue 27): the rules of a Session's Memory block, as the agent is
given them, checked against an output — on a real SQLite file, recording nothing."""

from __future__ import annotations

import sqlite3

import pytest

from app.domain.compliance import Outcome, Reply, ToolCall, TurnActions
from app.domain.errors import AppError, Code
from app.domain.model import Scope


def _dump(core) -> list[str]:
    """Every row of the database, as SQL (to see that nothing was written)."""
    path = core.db.engine.url.database
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


@pytest.fixture
def rules(core, session, user_msg):
    """Rules in the three scopes, a fact, and a pending suggestion (which the block never holds)."""
    add = core.decisions.add_entry
    ref = lambda scope: core.memory.scope_ref(session.id, scope)  # noqa: E731
    made = {
        "push": add(ref(Scope.SESSION), kind="constraint", content="Never push to main.").value,
        "fact": add(ref(Scope.SESSION), kind="fact", content="The staging server is db02.").value,
        "pnpm": add(ref(Scope.SPACE), kind="constraint", content="Use pnpm, not npm.").value,
        "french": add(ref(Scope.USER), kind="preference", content="Always answer in French.").value,
    }
    core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="No emoji.",
        reason="The user asked.",
        source_event_ids=[user_msg("From now on, no emoji.")],
    )
    return made


def test_every_rule_of_the_block_gets_one_verdict_in_its_order(core, session, rules):
    """Session, Space, then Personal rules; the fact and the suggestion are not rules given."""
    verdicts = core.memory.check_rules(session.id, Reply("```bash\nnpm install\n```"))
    assert [(v.entry_id, v.version) for v in verdicts] == [
        (rules["push"].id, 1),
        (rules["pnpm"].id, 1),
        (rules["french"].id, 1),
    ]
    assert [v.verdict for v in verdicts] == [
        Outcome.NOT_APPLICABLE,
        Outcome.VIOLATED,
        Outcome.NOT_APPLICABLE,
    ]
    block_ids = {i for i, _v in core.memory.memory_block(session.id).used}
    assert {v.entry_id for v in verdicts} <= block_ids


def test_a_tool_call_with_its_turn(core, session, rules):
    """A push with no branch lands where the turn checked out."""
    push = ToolCall("git__git_push", {"path": "/work/app"})
    (push_verdict, *_rest) = core.memory.check_rules(
        session.id, push, turn=TurnActions(branch_at_start="main")
    )
    assert push_verdict.verdict is Outcome.VIOLATED
    assert push_verdict.evidence.to_json() == {
        "where": "turn",
        "finding": "protected_branch",
        "value": "main",
    }


def test_scopes_with_use_memory_off_and_temporary_sessions_give_no_rules(core, session, rules):
    """What the agent is not given is not checked: Use Memory off, a temporary Session."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SPACE), use_memory=False)
    ids = [v.entry_id for v in core.memory.check_rules(session.id, Reply("Bonjour."))]
    assert rules["pnpm"].id not in ids and rules["push"].id in ids
    temporary = core.chat.create_session(session.space_id, title="Scratch", temporary=True).value
    assert core.memory.check_rules(temporary.id, Reply("npm install")) == []


def test_checking_records_nothing(core, session, rules):
    """The database is byte for byte the same after checking (no use, no history, no count)."""
    before = _dump(core)
    core.memory.check_rules(session.id, Reply("Here is the fix, in English."))
    core.memory.check_rules(session.id, ToolCall("git_push", {"branch": "main"}))
    assert _dump(core) == before


def test_an_unknown_session_is_refused(core):
    """A Session that does not exist: not_found, with the id in the message."""
    with pytest.raises(AppError) as err:
        core.memory.check_rules(999, Reply("x"))
    assert err.value.code is Code.NOT_FOUND and "999" in err.value.message
