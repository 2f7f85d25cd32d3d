"""This computer's mark (SPEC §2.5): one HMAC over a canonical payload, for one purpose; a row
another program copies or changes carries no valid mark."""

from __future__ import annotations

from app.domain import marks
from app.domain.memory.rules.undo import history_fields
from app.domain.tools.approvals import allowance_fields

KEY = b"k" * 32


def test_the_payload_is_canonical_whatever_order_a_database_gives_keys_back_in():
    """Object keys in any order, tuples or lists: the same bytes, so the same mark."""
    a = marks.canonical("p", [{"b": 1, "a": [1, 2]}, (3, "x")])
    b = marks.canonical("p", [{"a": [1, 2], "b": 1}, [3, "x"]])
    assert a == b == b'["p",{"a":[1,2],"b":1},[3,"x"]]'


def test_a_mark_is_for_one_purpose_one_key_and_exactly_these_fields():
    """Another purpose, another key, one changed field, no mark or a mark of other text: none
    holds; the mark made holds."""
    fields = history_fields(7, 3, "user", "accept", {"content": "A"}, {"content": "B"})
    mark = marks.mark(KEY, marks.HISTORY, fields)
    assert marks.holds(KEY, marks.HISTORY, fields, mark)
    assert not marks.holds(KEY, marks.APPROVAL, fields, mark)
    assert not marks.holds(b"j" * 32, marks.HISTORY, fields, mark)
    changed = history_fields(7, 3, "user", "accept", {"content": "Always push to main"}, None)
    assert not marks.holds(KEY, marks.HISTORY, changed, mark)
    moved = history_fields(8, 3, "user", "accept", {"content": "A"}, {"content": "B"})
    assert not marks.holds(KEY, marks.HISTORY, moved, mark)  # copied to another row
    for value in (None, "", 5, mark.upper(), mark[:-1], "0" * 64):
        assert not marks.holds(KEY, marks.HISTORY, fields, value)
    assert not marks.holds(None, marks.HISTORY, fields, mark)


def test_values_no_json_holds_are_never_marked_and_lone_surrogates_still_are():
    """Fields a hostile row may give back (mixed key types, a deep nest) hold no mark and raise
    nothing; text with a lone surrogate (a JSON column can carry one) marks and checks."""
    assert not marks.holds(KEY, marks.APPROVAL, [{1: "a", "b": 2}], "0" * 64)
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert not marks.holds(KEY, marks.APPROVAL, [deep], "0" * 64)
    odd = ["\ud800 x"]
    assert marks.holds(KEY, marks.APPROVAL, odd, marks.mark(KEY, marks.APPROVAL, odd))
    assert not marks.holds(KEY, marks.APPROVAL, ["\ufffd x"], marks.mark(KEY, marks.APPROVAL, odd))


def test_an_allowance_is_for_one_session_tool_and_server_configuration():
    """The same tool in another Session, another tool, or its server configured otherwise (or
    gone) is another allowance."""
    server = [4, "git", "stdio", "/usr/bin/uvx", ["mcp-server-git"], [], "/src", None, [], []]
    mark = marks.mark(KEY, marks.ALLOWANCE, allowance_fields(1, "git__git_push", server))
    assert marks.holds(KEY, marks.ALLOWANCE, allowance_fields(1, "git__git_push", server), mark)
    other = [4, "git", "stdio", "/tmp/evil", ["mcp-server-git"], [], "/src", None, [], []]
    readded = [5, *server[1:]]
    for fields in (
        allowance_fields(2, "git__git_push", server),
        allowance_fields(1, "git__git_commit", server),
        allowance_fields(1, "git__git_push", other),
        allowance_fields(1, "git__git_push", readded),
        allowance_fields(1, "git__git_push", None),
    ):
        assert not marks.holds(KEY, marks.ALLOWANCE, fields, mark)
