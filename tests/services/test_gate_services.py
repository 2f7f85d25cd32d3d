"""Issue 22 in the services: decided words outlive a delete (only their keyed hash is kept),
an undo is done whole or refused whole, and a tainted note behaves as a suggestion."""

from __future__ import annotations

import hashlib

import pytest

from app.domain.errors import AppError, Code, UndoRefused
from app.domain.memory.taint import tainted_by
from app.domain.model import Scope, Status
from app.storage.repositories import settings_store


@pytest.fixture
def said(core, session):
    return core.chat.add_message(
        session.id, source="user", text="From now on, keep commit subjects short."
    ).value.message.id


def propose(core, session, said, content, scope="session"):
    return core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope=scope,
        content=content,
        reason="You said so.",
        source_event_ids=[said],
    ).value


def test_an_edited_suggestion_deleted_for_good_stays_decided(core, session, said):
    """The user edited a suggestion into other words and deleted it: the suggested words are
    already_decided; the database keeps a keyed hash of them, not the words nor a plain hash."""
    entry = propose(core, session, said, "Keep commit subjects short").entry
    core.decisions.edit(entry.id, "Commit subjects under 50 characters")
    core.decisions.delete(entry.id)
    with pytest.raises(AppError) as info:
        propose(core, session, said, "keep commit subjects short")
    assert info.value.code is Code.ALREADY_DECIDED
    with core.db.read() as s:
        rows = s.connection.exec_driver_sql("SELECT digest, why FROM memory_forgotten").all()
    plain = hashlib.sha256(b"keep commit subjects short").hexdigest()
    assert [why for _, why in rows] == ["decided"] and rows[0][0] != plain


def test_the_user_can_still_save_words_kept_decided(core, session, said):
    """Decided words are the agent's to leave alone: the user may still save them."""
    entry = propose(core, session, said, "Keep commit subjects short").entry
    core.decisions.dismiss(entry.id)
    core.decisions.delete(entry.id)
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    assert core.decisions.add_entry(
        ref, kind="constraint", content="Keep commit subjects short"
    ).value


def test_a_deleted_words_key_is_the_databases_own(core, session, said):
    """The key for the hashes is made once per database and kept in its app settings."""
    entry = propose(core, session, said, "Keep commit subjects short").entry
    core.decisions.dismiss(entry.id)
    core.decisions.delete(entry.id)
    with core.db.read() as s:
        key = settings_store.get_app_setting(s, settings_store.WORDS_KEY_SETTING)
    assert key and len(bytes.fromhex(key)) == 32


def test_an_undo_that_cannot_be_done_whole_changes_nothing(core, session, said):
    """Clear two entries, then a suggestion takes one's words: undo is refused whole, naming it."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    for text in ("Use tabs", "Sign commits"):
        core.decisions.add_entry(ref, kind="fact", content=text)
    core.decisions.clear(ref)
    propose(core, session, said, "use tabs")
    with pytest.raises(UndoRefused) as info:
        core.decisions.undo()
    assert info.value.content == "Use tabs" and info.value.cause.code is Code.ALREADY_SAVED
    statuses = {e.content: e.status for e in core.memory.list_entries(ref, statuses=list(Status))}
    assert statuses == {
        "Use tabs": Status.ARCHIVED,
        "Sign commits": Status.ARCHIVED,
        "use tabs": Status.SUGGESTED,
    }
    # Once the suggestion is dismissed, the same undo is done whole.
    pending = next(e for e in core.memory.list_entries(ref, statuses=[Status.SUGGESTED]))
    core.decisions.dismiss(pending.id)
    core.decisions.undo()  # takes back the dismissal first
    with pytest.raises(UndoRefused):
        core.decisions.undo()


def test_a_tainted_note_is_a_suggestion_a_retry_returns(core, session):
    """save_agent_note with written_after: suggested, its taint stored; the same call again
    returns the same suggestion without writing."""
    taint = tainted_by("file", [3])
    first = core.proposals.save_agent_note(
        session.id, kind="fact", content="The API is at /v2", written_after=taint
    ).value
    again = core.proposals.save_agent_note(
        session.id, kind="fact", content="the api is at /v2", written_after=taint
    ).value
    assert (first.status, first.created, first.entry.status) == (
        "suggested",
        True,
        Status.SUGGESTED,
    )
    assert first.entry.written_after == taint
    assert (again.created, again.entry.id) == (False, first.entry.id)
    assert core.memory.get(first.entry.id).written_after == taint
