"""SPEC §9 in the policy: an outside agent's write over MCP may cite the relayed quotes of its
own external Session, Mindkeep's own agent never; accepting relayed words confirms them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules.validate import CitedMessage, Draft, check_quote, validate_entry
from app.domain.memory.taint import relayed, relayed_by, tainted_by
from app.domain.model import (
    Actor,
    Kind,
    MemoryEntry,
    MessageSource,
    Provenance,
    Scope,
    Status,
    Untrusted,
    WrittenAfter,
)

QUOTE = CitedMessage(7, 3, MessageSource.RELAYED, "From now on, use tabs")


def _draft(**changes) -> Draft:
    values = {
        "scope": "space",
        "scope_id": 1,
        "kind": "preference",
        "content": "Use tabs",
        "status": "suggested",
        "source": "user_stated",
        "created_by": "agent",
        "source_event_ids": [7],
        "written_after": relayed_by("Claude Code"),
    }
    return Draft(**(values | changes))


def test_an_outside_agent_may_cite_its_relayed_quote():
    """Over MCP (written_after names the agent): a relayed message of this Session is cited."""
    done = validate_entry(_draft(), actor=Actor.AGENT, session_id=3, cited={7: QUOTE})
    assert done.source_event_ids == (7,)


@pytest.mark.parametrize(
    "after",
    [None, tainted_by(Untrusted.AGENT, [7]), tainted_by(Untrusted.WEB, [7])],
    ids=["untainted", "read relayed words", "read a web page"],
)
def test_mindkeeps_own_agent_never_cites_relayed_words(after):
    """Mindkeep's own agent (no agent named): a relayed message is not the user's words."""
    with pytest.raises(AppError) as refused:
        validate_entry(
            _draft(written_after=after), actor=Actor.AGENT, session_id=3, cited={7: QUOTE}
        )
    assert refused.value.code is Code.SOURCE_NOT_USER


def test_a_relayed_quote_of_another_session_is_refused():
    """Even over MCP, the quote must be of the agent's own external Session."""
    with pytest.raises(AppError) as refused:
        validate_entry(_draft(), actor=Actor.AGENT, session_id=4, cited={7: QUOTE})
    assert refused.value.code is Code.SOURCE_NOT_IN_SESSION


def test_an_outside_agent_still_writes_only_suggestions():
    """A rule over MCP saved active is refused: every write over MCP waits for the user."""
    with pytest.raises(AppError) as refused:
        validate_entry(_draft(status="active"), actor=Actor.AGENT, session_id=3, cited={7: QUOTE})
    assert refused.value.code is Code.NOT_ALLOWED


def test_the_agent_named_is_kept_in_the_stored_form():
    """written_after keeps the agent's name through JSON; without one the form is as before."""
    after = relayed_by("Claude Code", [7])
    assert after.to_json() == {"sources": ["agent"], "event_ids": [7], "agent": "Claude Code"}
    assert WrittenAfter.from_json(after.to_json()) == after
    assert "agent" not in tainted_by(Untrusted.WEB, [3]).to_json()
    assert tainted_by(Untrusted.WEB, [3], also=after).relayed_by == "Claude Code"
    with pytest.raises(ValueError):
        WrittenAfter((Untrusted.WEB,), (), "Claude Code")


@pytest.mark.parametrize(
    ("quote", "code"),
    [
        (5, Code.INVALID_ARGUMENTS),
        ("   ", Code.SOURCE_REQUIRED),
        ("x" * 2001, Code.INVALID_ARGUMENTS),
        ("\ud800 lone", Code.INVALID_ARGUMENTS),
        ("my password is hunter2hunter2", Code.SECRET_CONTENT),
    ],
)
def test_a_bad_quote_is_refused_before_anything(quote, code):
    """The user's words as relayed: a string of some words, not too long, storable, no secret."""
    with pytest.raises(AppError) as refused:
        check_quote(quote)
    assert refused.value.code is code


def test_relayed_tells_an_outside_agents_quoted_suggestion():
    """Only an entry written over MCP that cites a quote is 'relayed' (Accept confirms it)."""
    now = datetime.now(UTC)
    entry = MemoryEntry(
        1, Scope.SPACE, 1, Kind.PREFERENCE, "Use tabs", Status.SUGGESTED,
        Provenance.USER_STATED, Actor.AGENT, "", (7,), False, 1, now, now,
        relayed_by("Claude Code", [7]),
    )  # fmt: skip
    assert relayed(entry)
    from dataclasses import replace

    assert not relayed(replace(entry, source_event_ids=()))
    assert not relayed(replace(entry, written_after=tainted_by(Untrusted.AGENT, [7])))
