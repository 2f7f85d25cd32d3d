"""SPEC §2.7 taint: what untrusted content a turn's model read, as a domain value."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.memory.taint import tainted_by, written_after
from app.domain.model import EVENT_IDS_KEPT, Message, MessageSource, Untrusted, WrittenAfter

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def msg(i: int, source: str, meta: dict | None = None) -> Message:
    return Message(i, 1, MessageSource(source), "text", NOW, meta)


def never(_name: str) -> bool:
    return False


def test_a_history_of_the_users_and_agents_words_is_not_tainted():
    """User and agent messages, and the Memory tools' own output, taint nothing."""
    history = [msg(1, "user"), msg(2, "agent"), msg(3, "tool", {"tool": "search_memory"})]
    assert written_after(history, reads_outside=never) is None


@pytest.mark.parametrize("source", ["web", "file", "trigger"])
def test_web_file_and_trigger_messages_taint(source):
    """A web, file or trigger message in the history taints, naming its id."""
    found = written_after([msg(1, "user"), msg(7, source)], reads_outside=never)
    assert found == WrittenAfter((Untrusted(source),), (7,))


def test_a_tool_that_reads_outside_taints_and_an_unnamed_tool_message_too():
    """Output of a tool marked as reading outside taints; so does a tool message with no name."""
    history = [msg(4, "tool", {"tool": "web__fetch"}), msg(5, "tool", None)]
    found = written_after(history, reads_outside=lambda name: name == "web__fetch")
    assert found == WrittenAfter((Untrusted.TOOL,), (4, 5))


def test_a_call_that_never_ran_taints_nothing():
    """A tool message recording a call that was denied, refused or expired (`ran` false) holds
    no outside content (`ran.not_run`, as the loop records it); the same tool's output that ran
    does."""
    history = [
        msg(4, "tool", {"tool": "git__git_push", "ran": {"ok": False, "not_run": True}}),
        msg(5, "tool", {"tool": "git__git_status"}),
    ]
    found = written_after(history, reads_outside=lambda name: True)
    assert found == WrittenAfter((Untrusted.TOOL,), (5,))
    assert written_after(history[:1], reads_outside=lambda name: True) is None


def test_widening_keeps_every_kind_in_order_and_the_latest_ids():
    """Kinds are kept once in a fixed order; ids sorted, the latest EVENT_IDS_KEPT of them."""
    a = tainted_by("web", range(1, 30))
    b = tainted_by(Untrusted.FILE, [40], also=a)
    assert b.sources == (Untrusted.WEB, Untrusted.FILE)
    assert len(b.event_ids) == EVENT_IDS_KEPT and b.event_ids[-1] == 40


def test_json_round_trip_and_refusal_of_bad_shapes():
    """to_json / from_json give the same value; a malformed stored value is a ValueError."""
    value = tainted_by("web", [12])
    assert value.to_json() == {"sources": ["web"], "event_ids": [12]}
    assert WrittenAfter.from_json(value.to_json()) == value
    assert WrittenAfter.from_json(None) is None
    for bad in (
        [],
        {"sources": "web"},
        {"sources": ["moon"]},
        {"sources": ["web"], "event_ids": [True]},
    ):
        with pytest.raises(ValueError):
            WrittenAfter.from_json(bad)
    with pytest.raises(ValueError):
        WrittenAfter(())
