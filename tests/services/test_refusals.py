"""The one table that says each refusal to a person: the window's sentence and the chat's clause
come from the same place, in the UI language, with the numbers of the rules."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules import limits
from app.i18n import set_language
from app.services.refusals import error_text, known_reason, refusal_reason, scope_phrase


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_the_limits_are_said_with_the_rules_numbers(monkeypatch):
    """A changed quota is said as it is: the sentence and the clause read the domain's limits."""
    monkeypatch.setattr(limits, "MAX_PENDING_SUGGESTIONS", 3)
    monkeypatch.setattr(limits, "SUGGESTION_ROOM_SHARE", (1, 2))
    assert error_text(AppError(Code.SUGGESTION_LIMIT, "x"))().startswith(
        "3 suggestions already wait here."
    )
    assert refusal_reason("suggestion_limit") == "3 suggestions already wait for your review there"
    assert "50%" in refusal_reason("room_limit")
    assert "50%" in error_text(AppError(Code.ROOM_LIMIT, "x"))()


def test_the_default_limits_read_as_before():
    """Five suggestions and a quarter of the room, as SPEC §2.2 sets them."""
    assert refusal_reason("suggestion_limit") == "5 suggestions already wait for your review there"
    assert refusal_reason("room_limit") == (
        "the waiting suggestions already use 25% of that Memory room"
    )


def test_sentences_and_clauses_follow_the_language():
    """The same refusal is said in the UI language, both forms, when it is said."""
    said = error_text(AppError(Code.SECRET_CONTENT, "looks like a key"))
    english = said()
    set_language("de")
    assert said() != english and said()
    assert refusal_reason("auto_memory_off", "session") != "Auto Memory is off for this Session"
    assert scope_phrase("user") != "your Personal Memory"


def test_an_unknown_code_is_said_generically():
    """A code without a sentence says the service's words; without a clause, names the code."""
    assert error_text(AppError(Code.SCHEMA_TOO_NEW, "too new"))() == "That did not work: too new"
    assert refusal_reason("made_up") == "the request was not valid (made_up)"
    assert known_reason("made_up") is None
    assert known_reason("room_full") == "the Memory room is full"


def test_a_full_room_says_its_numbers():
    """Room full with the numbers as they are now."""
    text = error_text(AppError(Code.ROOM_FULL, "x"), room=(1230, 1500))()
    assert "1,230 of 1,500 characters" in text
