"""A rule's reading stored with its version (issue 33): the checker's reading when a rule is
accepted, edited or added; the user's correction used by the checker and the approval card's
rules; kept through a pin, read again when the words change — on a real SQLite file."""

from __future__ import annotations

import sqlite3

import pytest

from app.domain.compliance import Outcome, ToolCall
from app.domain.errors import AppError, Code
from app.domain.model import Scope

WIDER = {
    "checks": [{"check": "protected_branch", "branches": ["main", "release/*"], "on": ["push"]}]
}


def _rows(core):
    with sqlite3.connect(core.db.engine.url.database) as conn:
        return conn.execute(
            "SELECT entry_id, version, read_by FROM rule_readings ORDER BY entry_id"
        ).fetchall()


@pytest.fixture
def push_rule(core, session):
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    return core.decisions.add_entry(ref, kind="constraint", content="Never push to main.").value


def test_a_rule_added_by_hand_is_stored_with_the_checker_s_reading(core, session, push_rule):
    """Added → a row for its version, by the checker, naming main; a fact gets none."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.add_entry(ref, kind="fact", content="Staging is db02.")
    assert _rows(core) == [(push_rule.id, 1, "checker")]
    reading = core.memory.reading(push_rule)
    assert reading.by == "checker"
    assert reading.to_json()["checks"][0]["branches"] == ["main"]


def test_an_accepted_suggestion_gets_its_reading(core, session, user_msg):
    """Accept stores the reading the card showed for the accepted version."""
    result = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Never push to main or to any release/* branch.",
        reason="The user said so.",
        source_event_ids=[user_msg("Never push to main or to any release/* branch.")],
    ).value
    entry_id = result.entry.id if hasattr(result, "entry") else result["entry"]["id"]
    shown = core.memory.reading(core.memory.get(entry_id))
    assert _rows(core) == []  # a suggestion's reading is shown, not stored
    accepted = core.decisions.accept(entry_id).value
    assert _rows(core) == [(entry_id, accepted.version, "checker")]
    assert core.memory.reading(accepted) == shown


def test_the_user_s_correction_is_what_the_checker_and_the_card_use(core, session, push_rule):
    """Widened to release/*: a push to release/2.4 now breaks it, in check_rules (the card's
    rules) — the words stay the user's."""
    push = ToolCall("shell__run_command", {"command": "git push origin release/2.4"})
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.FOLLOWED
    entry, reading = core.decisions.set_reading(push_rule.id, WIDER).value
    assert reading.by == "user" and entry.content == "Never push to main."
    v = core.memory.check_rules(session.id, push)[0]
    assert v.verdict is Outcome.VIOLATED and v.words == "Never push to main."
    assert _rows(core) == [(push_rule.id, 1, "user")]


def test_a_pin_keeps_the_confirmed_reading_and_an_edit_reads_the_new_words(
    core, session, push_rule
):
    """Same words, new version: the user's reading follows; new words: the checker's again."""
    core.decisions.set_reading(push_rule.id, WIDER)
    pinned = core.decisions.set_pinned(push_rule.id, True).value
    assert core.memory.reading(pinned).by == "user"
    edited = core.decisions.edit(pinned.id, "Never push to develop.").value
    reading = core.memory.reading(edited)
    assert reading.by == "checker"
    assert reading.to_json()["checks"][0]["branches"] == ["develop"]


def test_a_bad_reading_or_entry_is_refused_and_writes_nothing(core, session, push_rule):
    """A malformed reading, a fact, a stale version, a reading by someone else: refused."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    fact = core.decisions.add_entry(ref, kind="fact", content="Staging is db02.").value
    before = _rows(core)
    for call in (
        lambda: core.decisions.set_reading(push_rule.id, {"checks": [{"check": "nope"}]}).value,
        lambda: core.decisions.set_reading(push_rule.id, "main").value,
        lambda: core.decisions.set_reading(fact.id, WIDER).value,
        lambda: core.decisions.set_reading(push_rule.id, WIDER, expected_version=7).value,
        lambda: core.decisions.set_reading(push_rule.id, WIDER, by="checker").value,
    ):
        with pytest.raises(AppError) as caught:
            call()
        assert caught.value.code in (Code.INVALID_INPUT, Code.INVALID_STATE, Code.VERSION_CONFLICT)
    assert _rows(core) == before


def test_a_row_another_program_wrote_badly_is_read_as_no_reading(core, session, push_rule):
    """Garbage in rule_readings: the checker reads the rule's words instead (never crashes)."""
    with sqlite3.connect(core.db.engine.url.database) as conn:
        conn.execute("UPDATE rule_readings SET reading = '{\"checks\": 5}'")
    push = ToolCall("shell__run_command", {"command": "git push origin main"})
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.VIOLATED
    assert core.memory.reading(push_rule).by == "checker"


def test_readings_on_postgresql(pg_core):
    """Stored, replaced in one statement and read back on the shared database too."""
    core = pg_core
    space = core.chat.create_space("Release work").value
    session = core.chat.create_session(space.id, title="Sprint").value
    ref = core.memory.scope_ref(session.id, Scope.SPACE)
    entry = core.decisions.add_entry(ref, kind="constraint", content="Never push to main.").value
    assert core.memory.reading(entry).by == "checker"
    core.decisions.set_reading(entry.id, WIDER)
    core.decisions.set_reading(entry.id, WIDER)  # the row is replaced, never doubled
    push = ToolCall("shell__run_command", {"command": "git push origin release/2.4"})
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.VIOLATED
    assert core.memory.reading(core.memory.get(entry.id)).by == "user"
