"""The checker's public API (app.domain.compliance): its types, its JSON shape, its refusals."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import (
    Evidence,
    Family,
    Outcome,
    Reading,
    Reply,
    RuleText,
    ToolCall,
    TurnActions,
    Verdict,
    check,
    check_all,
    read_rule,
    reading_of,
)
from app.domain.errors import AppError, Code


def test_a_verdict_serialises_to_exactly_the_spec_shape():
    """to_json has SPEC §2.11's five keys, the verdict as text, and `by` is the checker."""
    v = check(RuleText("Use pnpm, not npm.", "constraint", 12, 3), Reply("```bash\nnpm ci\n```"))
    data = v.to_json()
    assert list(data) == ["entry_id", "version", "verdict", "evidence", "by"]
    assert (data["entry_id"], data["version"], data["verdict"], data["by"]) == (
        12,
        3,
        "violated",
        "checker",
    )
    assert data["evidence"]["where"] == "reply" and data["evidence"]["text"] == "npm ci"
    assert json.loads(json.dumps(data)) == data


def test_evidence_of_a_span_points_at_the_reply_itself():
    """A span's offsets cut exactly the quoted text out of the reply."""
    text = "Sure.\n\n```bash\ncd web && npm install left-pad\n```\n"
    v = check(RuleText("Never use npm."), Reply(text))
    assert v.verdict is Outcome.VIOLATED
    assert text[v.evidence.start : v.evidence.end] == v.evidence.text == "npm install left-pad"


def test_followed_and_violated_always_carry_evidence_and_the_others_never():
    """Evidence comes with followed and violated; not_applicable and unknown have none."""
    rules = [
        RuleText(w, entry_id=i)
        for i, w in enumerate(
            ["No emoji.", "Use pnpm, not npm.", "Never push to main.", "Be concise.", "用中文回答"]
        )
    ]
    for output in (
        Reply("Done 🎉"),
        Reply("好的，已经修好了。"),
        ToolCall("git_push", {"branch": "x"}),
    ):
        for v in check_all(rules, output):
            assert (v.evidence is not None) == (v.verdict in (Outcome.FOLLOWED, Outcome.VIOLATED))


def test_check_all_keeps_the_rules_order_and_their_ids():
    """One verdict per rule, in the order given, each with its entry id and version."""
    rules = [
        RuleText("No emoji.", entry_id=5, version=1),
        RuleText("Be kind.", entry_id=9, version=4),
    ]
    out = check_all(rules, Reply("Done."))
    assert [(v.entry_id, v.version, v.verdict) for v in out] == [
        (5, 1, Outcome.FOLLOWED),
        (9, 4, Outcome.UNKNOWN),
    ]


def test_a_rule_with_no_reading_is_unknown_never_a_guess():
    """Words the checker cannot read give `unknown` and the family `other`."""
    v = check(RuleText("Write tests for every new function."), Reply("Here is the function."))
    assert (v.verdict, v.family, v.evidence) == (Outcome.UNKNOWN, Family.OTHER, None)
    assert read_rule("Write tests for every new function.") == ()


def test_a_conditional_rule_is_unknown():
    """A rule that holds only sometimes ("如果", "wenn", "if") is not read at all."""
    for words in (
        "如果是前端项目，用 pnpm。",
        "Wenn es ein Frontend-Projekt ist, verwende pnpm.",
        "If the build fails, don't push.",
    ):
        assert read_rule(words) == (), words


def test_a_rule_with_an_exception_is_read_and_a_break_of_it_is_in_doubt():
    """ "Never use npm unless …": read as a "never" rule whose break is `unknown` (the exception
    may hold), and whose keeping is `followed`; its reading says it has an exception."""
    words = "Never use npm unless the project has a package-lock.json."
    reading = reading_of(words)
    assert reading.unless and reading.to_json()["unless"] is True
    assert Reading.from_json(reading.to_json()) == reading
    assert check(RuleText(words), ToolCall.shell("npm ci")).verdict is Outcome.UNKNOWN
    assert check(RuleText(words), ToolCall.shell("pnpm install")).verdict is Outcome.FOLLOWED
    assert check(RuleText(words), ToolCall.shell("npm ci")).forbids


def test_entries_that_are_not_rules_do_not_apply():
    """A fact, decision, todo or lesson asks nothing of an output: not_applicable."""
    for kind in ("fact", "decision", "todo", "lesson"):
        v = check(RuleText("Never push to main.", kind), ToolCall("git_push", {"branch": "main"}))
        assert v.verdict is Outcome.NOT_APPLICABLE, kind


def test_the_rule_reading_is_cached_per_wording():
    """The same words are read once: the second reading is the same object."""
    assert read_rule("Keep lines under 80 characters.") is read_rule(
        "Keep lines under 80 characters."
    )


def test_a_tool_is_known_by_its_own_name_whatever_the_server_prefix():
    """`git__git_push`, `my-git__git_push` and `git_push` are the same tool."""
    for name in ("git__git_push", "my-git__git_push", "git_push", "work_repo__git_push"):
        assert ToolCall(name, {}).tool == "git_push"
        v = check(RuleText("Never push to main."), ToolCall(name, {"branch": "main"}))
        assert v.verdict is Outcome.VIOLATED, name


@pytest.mark.parametrize(
    "data",
    [
        [],
        "git_push",
        {"arguments": {}},
        {"name": ""},
        {"name": "git_push", "arguments": []},
        {"name": "git_push", "args": {}},
    ],
)
def test_a_malformed_tool_call_is_refused(data):
    """ToolCall.from_json refuses anything but {"name": text, "arguments": object}."""
    with pytest.raises(AppError) as err:
        ToolCall.from_json(data)
    assert err.value.code is Code.INVALID_INPUT


def test_bad_inputs_are_refused_with_stable_codes():
    """An unknown kind, words that are not text, or an output of another type are refused."""
    with pytest.raises(AppError) as err:
        RuleText("No emoji.", "rule")
    assert err.value.code is Code.INVALID_KIND
    with pytest.raises(AppError) as err:
        RuleText(None)  # type: ignore[arg-type]
    assert err.value.code is Code.INVALID_INPUT
    with pytest.raises(AppError) as err:
        check(RuleText("No emoji."), "Done 🎉")  # type: ignore[arg-type]
    assert err.value.code is Code.INVALID_INPUT
    with pytest.raises(AppError) as err:
        TurnActions(("git_push",))  # type: ignore[arg-type]
    assert err.value.code is Code.INVALID_INPUT


def test_evidence_json_leaves_out_what_it_does_not_have():
    """Evidence's JSON names where and what was found, and only the fields it has."""
    assert Evidence("arguments", "protected_branch", argument="branch", value="main").to_json() == {
        "where": "arguments",
        "finding": "protected_branch",
        "argument": "branch",
        "value": "main",
    }
    assert Verdict(1, 1, Outcome.UNKNOWN).to_json()["evidence"] is None
