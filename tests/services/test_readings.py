"""A rule's reading stored with its version (issue 33): the checker's reading when a rule is
accepted, edited or added; the user's correction used by the checker and the approval card's
rules; kept through a pin, read again when the words change — on a real SQLite file."""

from __future__ import annotations

import json
import sqlite3

import pytest

from app.domain.compliance import Outcome, Reply, ToolCall
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


# ---------------------------------------------------------------- the model's proposal, new slots

LANES = "Keep pushes on the feature lanes."
ONLY_FEATURE = {
    "checks": [
        {"check": "protected_branch", "branches": ["feature/*"], "on": ["push"], "only": True}
    ]
}


def _model(model_server):
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider

    return OpenAICompatibleProvider(ModelConfig(base_url=model_server.base_url, model="m"))


def test_the_model_proposes_only_and_forbidden_and_the_checker_uses_them(
    core, session, model_server
):
    """Asked of words the checker cannot read, the model is told of "only" and "forbidden";
    its "pushes only on feature/*" and "replies not in English", stored as the model's, decide
    the next check (a push to main breaks it; an English reply breaks the other)."""
    from app.agent.propose_reading import propose_reading

    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    lanes = core.decisions.add_entry(ref, kind="constraint", content=LANES).value
    assert core.memory.reading(lanes).checks == ()
    model_server.push_text(json.dumps(ONLY_FEATURE))
    reading = propose_reading(_model(model_server), LANES)
    system = model_server.received[-1].messages[0]["content"]
    assert '"only": true' in system and '"forbidden": true' in system
    assert reading.by == "model" and reading.to_json()["checks"] == ONLY_FEATURE["checks"]
    core.decisions.set_reading(lanes.id, reading, by="model")
    to_main = ToolCall("shell__run_command", {"command": "git push origin main"})
    to_feature = ToolCall("shell__run_command", {"command": "git push origin feature/login"})
    assert core.memory.check_rules(session.id, to_main)[0].verdict is Outcome.VIOLATED
    assert core.memory.check_rules(session.id, to_feature)[0].verdict is Outcome.FOLLOWED
    assert _rows(core)[-1] == (lanes.id, 1, "model")

    words = "Replies: anything but English."
    other = core.decisions.add_entry(ref, kind="preference", content=words).value
    not_english = {"checks": [{"check": "reply_language", "lang": "en", "forbidden": True}]}
    model_server.push_text("```json\n" + json.dumps(not_english) + "\n```")
    reading = propose_reading(_model(model_server), words)
    assert reading.to_json()["checks"] == [
        {"check": "reply_language", "lang": "en", "variant": None, "forbidden": True}
    ]
    core.decisions.set_reading(other.id, reading, by="model")
    verdicts = {
        v.words: v.verdict
        for v in core.memory.check_rules(
            session.id, Reply("I changed the file and every test passes now, no errors left.")
        )
    }
    assert verdicts[words] is Outcome.VIOLATED


@pytest.mark.parametrize(
    "check",
    [
        {"check": "protected_branch", "branches": ["feature/*"], "on": ["push"], "only": "yes"},
        {"check": "protected_branch", "branches": ["feature/*"], "on": ["push"], "only": 1},
        {"check": "reply_language", "lang": "en", "forbidden": "true"},
        {"check": "reply_language", "lang": "en", "forbidden": None},
    ],
)
def test_a_bad_only_or_forbidden_is_refused_on_every_way_in(core, model_server, push_rule, check):
    """ "only": "yes", "forbidden": "true": the model's proposal, a client's JSON and a Reading
    built in code are all refused with invalid_input and a sentence naming the field; nothing
    is written."""
    from app.agent.propose_reading import propose_reading
    from app.domain.compliance.actions import ProtectedBranch
    from app.domain.compliance.language import LanguageRule
    from app.domain.compliance.reading import Reading

    before = _rows(core)
    model_server.push_text(json.dumps({"checks": [check]}))
    with pytest.raises(AppError) as caught:
        propose_reading(_model(model_server), "Keep pushes on the feature lanes.")
    assert caught.value.code is Code.INVALID_INPUT
    assert f"{check['check']}." in caught.value.message and "true or false" in caught.value.message
    with pytest.raises(AppError) as caught:
        core.decisions.set_reading(push_rule.id, {"checks": [check]})
    assert caught.value.code is Code.INVALID_INPUT and "true or false" in caught.value.message
    if check["check"] == "protected_branch":
        built = ProtectedBranch(frozenset({"feature/*"}), frozenset({"push"}), check["only"])
    else:
        built = LanguageRule("en", None, check["forbidden"])
    if check.get("only", check.get("forbidden")):  # a falsy non-bool is dropped, not stored
        with pytest.raises(AppError) as caught:
            core.decisions.set_reading(push_rule.id, Reading((built,), "user"))
        assert caught.value.code is Code.INVALID_INPUT
    assert _rows(core) == before
