"""Compliance receipts stored and counted (issue 27, SPEC §2.11): one verdict per rule and
message, validated; the model only replaces what the checker left unknown; each entry's
followed and broken counts and the day it was last broken; the rules the last turn broke; a
temporary Session records nothing. On SQLite, and on PostgreSQL when a server is there."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError, Code
from app.domain.model import Scope


def _rule(core, session, words, scope="session"):
    ref = core.memory.scope_ref(session.id, scope)
    return core.decisions.add_entry(ref, kind="constraint", content=words).value


def _v(entry, verdict, by="checker", evidence=None):
    return {
        "entry_id": entry.id,
        "version": entry.version,
        "verdict": verdict,
        "evidence": evidence,
        "by": by,
    }


@pytest.fixture(params=["sqlite", "postgresql"])
def any_core(request, core):
    """The services over SQLite, and over PostgreSQL when a test server is there."""
    if request.param == "sqlite":
        return core
    return request.getfixturevalue("pg_core")


@pytest.fixture
def turn(any_core):
    """A Session with two rules, a user message and an agent reply (ids)."""
    core = any_core
    space = core.chat.create_space("Work").value
    session = core.chat.create_session(space.id, title="T").value
    french = _rule(core, session, "Always answer in French", "user")
    pnpm = _rule(core, session, "Use pnpm, not npm")
    core.chat.add_message(session.id, source="user", text="How do I install it?")
    reply = core.chat.add_message(session.id, source="agent", text="Run npm install.").value.message
    return core, session, french, pnpm, reply


def test_a_receipt_is_stored_and_read_back_in_the_shape_of_the_spec(turn):
    """Each rule's verdict on a reply is stored with its version, evidence and judge, and read
    back as `{"entry_id", "version", "verdict", "evidence", "by"}` (long evidence shortened)."""
    core, session, french, pnpm, reply = turn
    long_text = "Run npm install. " * 40
    stored = core.compliance.record(
        reply.id,
        [
            _v(
                french, "violated", evidence={"where": "reply", "language": "en", "text": long_text}
            ),
            _v(pnpm, "violated", evidence={"where": "reply", "text": "npm install"}),
        ],
    ).value
    assert [v.verdict for v in stored] == ["violated", "violated"]
    got = core.compliance.of_messages([reply.id])[reply.id]
    assert [list(v.to_json()) for v in got] == [
        ["entry_id", "version", "verdict", "evidence", "by"]
    ] * 2
    assert got[0].entry_id == french.id and got[0].by == "checker"
    assert len(got[0].evidence["text"]) == 200 and got[0].evidence["text"].endswith("…")
    assert core.compliance.in_session(session.id) == {reply.id: got}


def test_counts_say_how_often_a_rule_was_followed_and_broken(turn):
    """followed and violated are counted per entry over its replies and actions; the day it
    was last broken is the broken reply's; not_applicable and unknown count for nothing."""
    core, session, french, pnpm, reply = turn
    core.compliance.record(reply.id, [_v(french, "violated"), _v(pnpm, "not_applicable")])
    later = core.chat.add_message(session.id, source="agent", text="Voilà.").value.message
    core.compliance.record(later.id, [_v(french, "followed"), _v(pnpm, "unknown")])
    tool = core.chat.add_message(session.id, source="tool", text='{"ok": true}').value.message
    core.compliance.record(tool.id, [_v(french, "followed")])
    records = core.compliance.records([french.id, pnpm.id])
    assert (records[french.id].followed, records[french.id].violated) == (2, 1)
    assert records[french.id].last_violated_at == reply.created_at
    assert pnpm.id not in records  # never applied
    view = core.views.memory_page(core.memory.scope_ref(session.id, Scope.USER))
    assert view.records[french.id] == records[french.id]


def test_bad_receipts_are_refused_and_write_nothing(turn):
    """An unknown verdict or judge, a user message, a second receipt for a message, or two
    verdicts of one entry are refused with a stable code; nothing is stored."""
    core, session, french, pnpm, reply = turn
    user = core.chat.add_message(session.id, source="user", text="hi").value.message
    cases = [
        (reply.id, [_v(french, "obeyed")], Code.INVALID_INPUT),
        (reply.id, [_v(french, "followed", by="someone")], Code.INVALID_INPUT),
        (reply.id, [{**_v(french, "followed"), "version": "1"}], Code.INVALID_INPUT),
        (reply.id, [_v(french, "followed"), _v(french, "violated")], Code.INVALID_INPUT),
        (user.id, [_v(french, "followed")], Code.INVALID_INPUT),
        (10**9, [_v(french, "followed")], Code.NOT_FOUND),
    ]
    for message_id, verdicts, code in cases:
        with pytest.raises(AppError) as err:
            core.compliance.record(message_id, verdicts)
        assert err.value.code is code, verdicts
    assert core.compliance.in_session(session.id) == {}
    core.compliance.record(reply.id, [_v(french, "followed")])
    with pytest.raises(AppError) as err:
        core.compliance.record(reply.id, [_v(pnpm, "followed")])
    assert err.value.code is Code.INVALID_STATE
    assert len(core.compliance.of_messages([reply.id])[reply.id]) == 1


def test_a_temporary_session_records_nothing(any_core):
    """A temporary Session has no Memory: a receipt for its reply is refused."""
    core = any_core
    space = core.chat.create_space("Scratch").value
    temp = core.chat.create_session(space.id, title="T", temporary=True).value
    other = core.chat.create_session(space.id, title="S").value
    rule = _rule(core, other, "No emoji", "user")
    reply = core.chat.add_message(temp.id, source="agent", text="Hi 🎉").value.message
    with pytest.raises(AppError) as err:
        core.compliance.record(reply.id, [_v(rule, "violated")])
    assert err.value.code is Code.TEMPORARY_SESSION
    assert core.compliance.in_session(temp.id) == {}


def test_the_model_replaces_only_what_the_checker_left_unknown(turn):
    """A model verdict replaces an unknown of the checker's, marked `by: model`; on a rule the
    checker decided, or as `unknown` again, it changes nothing."""
    core, _session, french, pnpm, reply = turn
    core.compliance.record(reply.id, [_v(french, "violated"), _v(pnpm, "unknown")])
    changed = core.compliance.judged(
        reply.id,
        [
            _v(french, "followed"),
            _v(pnpm, "followed", evidence={"where": "reply", "text": "pnpm"}),
        ],
    ).value
    assert [(v.entry_id, v.verdict, v.by) for v in changed] == [(pnpm.id, "followed", "model")]
    got = {v.entry_id: v for v in core.compliance.of_messages([reply.id])[reply.id]}
    assert (got[french.id].verdict, got[french.id].by) == ("violated", "checker")
    assert (got[pnpm.id].verdict, got[pnpm.id].by) == ("followed", "model")
    assert core.compliance.judged(reply.id, [_v(pnpm, "violated")]).value == ()  # decided now


def test_a_receipt_announces_the_entries_whose_counts_changed(core, session):
    """After a receipt is stored, its Changes name its entries, their scopes and the message."""
    rule = _rule(core, session, "No emoji", "user")
    reply = core.chat.add_message(session.id, source="agent", text="Hi").value.message
    changed = core.compliance.record(reply.id, [_v(rule, "followed")]).changes
    assert changed.entries == {rule.id} and changed.receipts == {reply.id}
    assert [r.scope for r in changed.scopes] == [Scope.USER]


def test_the_rules_the_last_turn_broke(turn):
    """The rules broken by the last agent reply, or by a tool call of its turn, once each;
    what an earlier turn broke is not the last turn's."""
    core, session, french, pnpm, reply = turn
    core.compliance.record(reply.id, [_v(french, "violated"), _v(pnpm, "followed")])
    assert core.memory.memory_block(session.id).text.count("Last reply broke:") == 1
    core.chat.add_message(session.id, source="user", text="Again")
    tool = core.chat.add_message(session.id, source="tool", text='{"ok": true}').value.message
    core.compliance.record(tool.id, [_v(pnpm, "violated")])
    again = core.chat.add_message(session.id, source="agent", text="Voilà.").value.message
    core.compliance.record(again.id, [_v(french, "followed"), _v(pnpm, "violated")])
    text = core.memory.memory_block(session.id).text
    assert "Last reply broke: “Use pnpm, not npm”." in text


def test_an_entry_deleted_for_good_takes_its_verdicts_with_it(turn):
    """Deleting an entry for good removes its verdicts; the reply's other verdicts stay."""
    core, _session, french, pnpm, reply = turn
    core.compliance.record(reply.id, [_v(french, "violated"), _v(pnpm, "violated")])
    core.decisions.delete(pnpm.id)
    got = core.compliance.of_messages([reply.id])[reply.id]
    assert [v.entry_id for v in got] == [french.id]
    assert core.compliance.records([pnpm.id]) == {}


def test_a_turns_receipts_are_stored_together_or_not_at_all(turn):
    """record_all stores the receipts of a turn's messages in one unit of work, with what they
    changed; when one of them has its receipt already, none is stored."""
    core, session, french, pnpm, reply = turn
    tool = core.chat.add_message(session.id, source="tool", text="{}").value.message
    done = core.compliance.record_all(
        [(tool.id, [_v(pnpm, "followed")]), (reply.id, [_v(french, "violated")])]
    )
    assert {m: [v.verdict for v in vs] for m, vs in done.value.items()} == {
        tool.id: ["followed"],
        reply.id: ["violated"],
    }
    assert done.changes.receipts == {tool.id, reply.id}
    assert done.changes.entries == {french.id, pnpm.id}
    assert set(core.compliance.of_messages([tool.id, reply.id])) == {tool.id, reply.id}

    again = core.chat.add_message(session.id, source="agent", text="Done.").value.message
    with pytest.raises(AppError) as refused:
        core.compliance.record_all(
            [(again.id, [_v(pnpm, "followed")]), (reply.id, [_v(pnpm, "followed")])]
        )
    assert refused.value.code is Code.INVALID_STATE
    assert core.compliance.of_messages([again.id]) == {}
