"""Issue 30: dismissed or decided words do not come back with a whole word written in another
script's look-alike letters ("Create а branch" with a Cyrillic "а", "Never сору"), also after
the entry is deleted for good, and a deletion from before revision 0016 keeps its words."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules.decided import forgotten_digest
from app.domain.model import Scope
from app.domain.text import word_by_word_key
from app.storage.repositories import memory_log, settings_store

CYR_A = "\u0430"
CYR_COPY = "\u0441\u043e\u0440\u0443"


@pytest.fixture
def said(core, session):
    return core.chat.add_message(
        session.id, source="user", text="From now on, create a branch for every task."
    ).value.message.id


def propose(core, session, said, content):
    return core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content=content,
        reason="You said so.",
        source_event_ids=[said],
    ).value


@pytest.mark.parametrize(
    ("dismissed", "again"),
    [
        ("Create a branch for every task", f"Create {CYR_A} branch for every task"),
        ("Never copy", f"Never {CYR_COPY}"),
        ("Никогда не делай copy", f"Никогда не делай {CYR_COPY}"),
    ],
)
def test_dismissed_words_do_not_come_back_with_a_look_alike_word(
    core, session, said, dismissed, again
):
    """The agent cannot suggest dismissed words again by writing one word in another script."""
    core.decisions.dismiss(propose(core, session, said, dismissed).entry.id)
    with pytest.raises(AppError) as info:
        propose(core, session, said, again)
    assert info.value.code is Code.DISMISSED_BEFORE


def test_deleted_dismissed_words_do_not_come_back_with_a_look_alike_word(core, session, said):
    """After a delete for good, only a keyed hash of the key is kept: it covers the look-alike."""
    entry = propose(core, session, said, "Create a branch for every task").entry
    core.decisions.dismiss(entry.id)
    core.decisions.delete(entry.id)
    with pytest.raises(AppError) as info:
        propose(core, session, said, f"Create {CYR_A} branch for every task")
    assert info.value.code is Code.DISMISSED_BEFORE


def test_a_hash_kept_before_revision_0016_still_keeps_its_words(core, session, said):
    """An entry deleted before the key changed kept the hash of its older key: the words it
    held are still refused, spelled as they were."""
    words = f"Never {CYR_COPY} the token"
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    with core.db.write() as s:
        digest = forgotten_digest(settings_store.words_key(s), word_by_word_key(words))
        memory_log.insert_forgotten(s, ref, digest, "dismissed")
    with pytest.raises(AppError) as info:
        propose(core, session, said, words)
    assert info.value.code is Code.DISMISSED_BEFORE


def test_the_agents_search_finds_a_latin_word_among_russian_words(core, session, said):
    """search_memory("review") finds a Russian rule holding the Latin word, whose key writes it
    in Cyrillic look-alikes."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.add_entry(ref, kind="constraint", content="Не пушь в main без review")
    found = core.memory.search(session.id, "review")
    assert [e.content for e in found] == ["Не пушь в main без review"]
