"""The receipts on the command line (issue 27 item 4, SPEC §2.11): `chat --json` and `message
list --json` carry `"compliance"` per reply and per tool call's message, `memory show` has
`followed_count` and `violated_count`, `settings model --judge-rules on|off`, and the readable
output says the receipt in words. In-process `main`, a real SQLite file and the scripted
chat-completions server on 127.0.0.1."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.i18n import set_language

SHAPE = ["entry_id", "version", "verdict", "evidence", "by"]


@pytest.fixture
def run(db_url, capsys, monkeypatch):
    """Run `mindkeep --db URL [--json] ARGS…`: (exit code, parsed stdout or its text)."""
    for var in ("MINDKEEP_MODEL_BASE_URL", "MINDKEEP_MODEL", "MINDKEEP_API_KEY"):
        monkeypatch.delenv(var, raising=False)

    def call(*args: str, as_json: bool = True):
        code = main(["--db", db_url, *(["--json"] if as_json else []), *args])
        out = capsys.readouterr()
        text = out.out if code == 0 else out.err
        return code, (json.loads(text) if as_json and text.strip() else text)

    return call


@pytest.fixture
def world(run, model_server):
    """A Session with a Personal rule "Always answer in French" and a fact, and the scripted
    model set as the app's model: (session id, rule id)."""
    run("space", "create", "Work")
    session = str(run("session", "create", "--space", "1", "--title", "T")[1]["id"])
    rule = run(
        "memory",
        "add",
        "--session",
        session,
        "--scope",
        "user",
        "--kind",
        "constraint",
        "Always answer in French",
    )[1]["entry"]["id"]
    run(
        "memory",
        "add",
        "--session",
        session,
        "--scope",
        "session",
        "--kind",
        "fact",
        "The release is on Friday",
    )
    code, _out = run("settings", "model", "--base-url", model_server.base_url, "--model", "m")
    assert code == 0
    return session, rule


def test_chat_json_and_message_list_carry_the_receipt(run, world, model_server):
    """A reply in English breaks the rule: `chat --json` says so in the spec's shape, `message
    list --json` has the same receipt on the stored reply, and none on the user's message."""
    session, rule = world
    model_server.push_text("Sure, here it is in English.")
    code, turn = run("chat", "--session", session, "Plan?")
    assert code == 0
    [item] = turn["compliance"]
    assert list(item) == SHAPE
    assert (item["entry_id"], item["verdict"], item["by"]) == (rule, "violated", "checker")
    assert item["evidence"]["language"] == "en"
    code, listed = run("message", "list", "--session", session)
    by_id = {m["id"]: m for m in listed["messages"]}
    assert by_id[turn["agent_event_id"]]["compliance"] == turn["compliance"]
    assert "compliance" not in by_id[turn["user_event_id"]]


def test_memory_show_counts_followed_and_broken(run, world, model_server):
    """After one reply that broke the rule and one that followed it: 1 and 1, and the day."""
    session, rule = world
    model_server.push_text("Sure, here it is in English.")
    model_server.push_text("Voici le plan, en français, comme demandé.")
    run("chat", "--session", session, "Plan?")
    run("chat", "--session", session, "Encore")
    _code, shown = run("memory", "show", str(rule))
    entry = shown["entry"]
    assert (entry["followed_count"], entry["violated_count"]) == (1, 1)
    assert entry["last_violated_at"][:4].isdigit()
    _code, text = run("memory", "show", str(rule), as_json=False)
    assert "followed 1 of 2 times, last broken on " + entry["last_violated_at"][:10] in text


def test_an_entry_never_checked_counts_zero(run, world):
    """An entry no reply gave an occasion: 0 and 0, and never broken."""
    _session, rule = world
    entry = run("memory", "show", str(rule))[1]["entry"]
    assert (entry["followed_count"], entry["violated_count"], entry["last_violated_at"]) == (
        0,
        0,
        None,
    )


def test_readable_chat_says_the_receipt_in_words(run, world, model_server):
    """Without --json the reply is followed by the receipt: which rule may be broken."""
    session, _rule = world
    model_server.push_text("Sure, here it is in English.")
    code, text = run("chat", "--session", session, "Plan?", as_json=False)
    assert code == 0
    assert text.splitlines()[-1] == "1 rule may be broken: “Always answer in French”"


def test_readable_chat_in_french(run, world, model_server):
    """The receipt's words are translated (French here)."""
    session, _rule = world
    model_server.push_text("Voici le plan, en français, comme demandé.")
    set_language("fr")
    code, text = run("chat", "--session", session, "Plan ?", as_json=False)
    assert code == 0 and "Followed" not in text
    assert text.splitlines()[-1] == "1 règle respectée"


def test_judge_rules_setting_on_and_off(run, world, model_server):
    """`settings model --judge-rules on` is stored and shown; then a turn asks the model about
    the rule the checker cannot check, and chat --json has its verdict `by: model`."""
    session, _rule = world
    code, shown = run("settings", "model")
    assert shown["judge_rules"] is False
    code, shown = run("settings", "model", "--judge-rules", "on")
    assert code == 0 and shown["judge_rules"] is True and shown["model"] == "m"
    concise = run(
        "memory",
        "add",
        "--session",
        session,
        "--scope",
        "session",
        "--kind",
        "preference",
        "Be concise",
    )[1]["entry"]["id"]
    model_server.push_text("Voici le plan, en français, comme demandé.")
    model_server.push_text(
        '{"verdicts": [{"rule": 1, "verdict": "followed", "evidence": "short"}]}'
    )
    code, turn = run("chat", "--session", session, "Plan ?")
    judged = {i["entry_id"]: (i["verdict"], i["by"]) for i in turn["compliance"]}
    assert judged[concise] == ("followed", "model")
    code, shown = run("settings", "model", "--judge-rules", "off")
    assert shown["judge_rules"] is False


def test_judge_rules_takes_on_or_off_and_is_no_option_of_detect_or_test(run, world, db_url):
    """A value other than on/off, or --judge-rules beside --detect or --test, is a usage error
    and changes nothing."""
    for args in (
        ("--judge-rules", "yes"),
        ("--detect", "--judge-rules", "on"),
        ("--test", "--judge-rules", "on"),
    ):
        code, _err = run("settings", "model", *args)
        assert code == 2, args
    assert run("settings", "model")[1]["judge_rules"] is False
