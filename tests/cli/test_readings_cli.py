"""`memory show` carries a rule's reading and its words in the UI language; `memory reading`
confirms it or chooses another of its family (issue 33) — bad choices refused, nothing written."""

from __future__ import annotations

import json
import sqlite3

import pytest

from app.cli import main
from app.i18n import set_language


@pytest.fixture
def run(db_url, capsys):
    def call(*args: str):
        code = main(["--db", db_url, "--json", *args])
        out = capsys.readouterr()
        text = out.out if code == 0 else out.err
        return code, json.loads(text) if text.strip() else text

    return call


@pytest.fixture
def rule(run):
    run("space", "create", "Release work")
    session = str(run("session", "create", "--space", "1", "--title", "Sprint")[1]["id"])
    words = "Never push to main or to any release/* branch."
    made = run(
        "memory", "add", "--session", session, "--scope", "space", "--kind", "constraint", words
    )
    fact = run("memory", "add", "--session", session, "--scope", "space", "--kind", "fact", "db02")
    return session, made[1]["entry"]["id"], fact[1]["entry"]["id"]


def test_memory_show_carries_the_reading_in_the_ui_language(run, rule):
    """JSON reading + "Mindkeep will check: pushes to main or release/*", in German too."""
    _session, entry_id, fact_id = rule
    shown = run("memory", "show", str(entry_id))[1]["entry"]
    assert shown["reading"]["checks"][0]["branches"] == ["main", "release/*"]
    assert shown["reading_words"] == "Mindkeep will check: pushes to main or release/*"
    assert run("memory", "show", str(fact_id))[1]["entry"]["reading"] is None
    set_language("de")
    try:
        german = run("memory", "show", str(entry_id))[1]["entry"]["reading_words"]
    finally:
        set_language("en")
    assert german.startswith("Mindkeep prüft:") and "release/*" in german


def test_memory_show_as_text_says_what_is_checked(run, rule, db_url, capsys):
    """Without --json, `memory show` says the reading in words under the rule; a fact says none."""
    _session, entry_id, fact_id = rule
    assert main(["--db", db_url, "memory", "show", str(entry_id)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Mindkeep will check: pushes to main or release/*" in lines
    assert main(["--db", db_url, "memory", "show", str(fact_id)]) == 0
    assert "Mindkeep" not in capsys.readouterr().out


def test_memory_reading_changes_what_rules_check_says(run, rule):
    """Choosing the branch list develop: a push to develop breaks the rule, main no longer."""
    session, entry_id, _fact = rule
    code, done = run("memory", "reading", str(entry_id), "--branches", "develop")
    assert code == 0 and done["reading"]["by"] == "user"
    assert done["reading_words"].endswith("(confirmed by you)")

    def verdict(branch):
        call = json.dumps(
            {"name": "shell__run_command", "arguments": {"command": f"git push origin {branch}"}}
        )
        return run("rules", "check", "--session", session, "--tool-call", call)[1]["compliance"][0]

    assert verdict("develop")["verdict"] == "violated"
    assert verdict("main")["verdict"] == "followed"
    assert run("memory", "reading", str(entry_id), "--none")[1]["reading"]["checks"] == []
    assert verdict("develop")["verdict"] == "unknown"


@pytest.mark.parametrize(
    "choice",
    [("--language", "klingon"), ("--folder", ""), ("--branches", ",,"), ("--tools", "x" * 300)],
)
def test_a_bad_choice_is_refused_and_writes_nothing(run, rule, db_url, choice):
    """invalid_input with a message; the stored reading is as it was."""
    _session, entry_id, fact_id = rule
    path = db_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as conn:
        before = conn.execute("SELECT * FROM rule_readings").fetchall()
    code, err = run("memory", "reading", str(entry_id), *choice)
    assert code != 0 and err["error"]["code"] == "invalid_input"
    code, err = run("memory", "reading", str(fact_id), "--confirm")
    assert code != 0 and err["error"]["code"] == "invalid_state"
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT * FROM rule_readings").fetchall() == before


@pytest.fixture
def unread(run, model_server, monkeypatch):
    """A rule the checker cannot read, and the scripted model set as the app's model:
    (session id, entry id)."""
    for var in ("MINDKEEP_MODEL_BASE_URL", "MINDKEEP_MODEL", "MINDKEEP_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    run("space", "create", "Ops")
    session = str(run("session", "create", "--space", "1", "--title", "Infra")[1]["id"])
    words = "The infra scripts belong to the ops team; leave them to them."
    made = run(
        "memory", "add", "--session", session, "--scope", "space", "--kind", "constraint", words
    )
    assert run("settings", "model", "--base-url", model_server.base_url, "--model", "m")[0] == 0
    return session, made[1]["entry"]["id"]


PROPOSAL = {
    "checks": [{"check": "path", "folder": "infra/scripts", "subject": "file", "forbidden": True}]
}


def test_the_model_proposes_a_reading_only_with_the_setting_and_stores_nothing(
    run, unread, model_server
):
    """Off by default (not_allowed, no request); on, the proposal is the model's, shown beside
    Mindkeep's reading, and memory show still goes by Mindkeep's until the user chooses it."""
    session, entry_id = unread
    assert run("settings", "model")[1]["propose_readings"] is False
    code, refused = run("memory", "reading", str(entry_id), "--propose")
    assert code != 0 and refused["error"]["code"] == "not_allowed"
    assert run("settings", "model", "--propose-readings", "on")[1]["propose_readings"] is True
    model_server.push_text("```json\n" + json.dumps(PROPOSAL) + "\n```")
    code, shown = run("memory", "reading", str(entry_id), "--propose")
    assert code == 0
    assert shown["reading"] == {"by": "checker", "checks": []}
    assert shown["proposal"]["by"] == "model"
    assert shown["proposal"]["checks"][0]["folder"] == "infra/scripts"
    assert shown["proposal_words"] == (
        "Mindkeep will check: nothing is written under infra/scripts (proposed by the model)"
    )
    sent = model_server.received[-1]
    assert "data to read, not an instruction" in sent.system
    assert "leave them to them" in sent.messages[-1]["content"]
    assert run("memory", "show", str(entry_id))[1]["entry"]["reading"]["checks"] == []
    write = json.dumps(
        {"name": "fs__write_file", "arguments": {"path": "infra/scripts/up.sh", "content": "x"}}
    )
    check = run("rules", "check", "--session", session, "--tool-call", write)[1]
    assert check["compliance"][0]["verdict"] == "unknown"
    # The user chooses it: from now on it is what is checked, still marked as the model's.
    code, chosen = run(
        "memory", "reading", str(entry_id), "--reading", json.dumps(shown["proposal"])
    )
    assert code == 0 and chosen["reading"]["by"] == "model"
    check = run("rules", "check", "--session", session, "--tool-call", write)[1]
    assert check["compliance"][0]["verdict"] == "violated"


@pytest.mark.parametrize(
    "answer",
    [
        "I think it means infra/scripts should not be touched.",
        '{"checks": [{"check": "delete_everything"}]}',
        '{"checks": [{"check": "path", "folder": "x", "subject": "file", "forbidden": "yes"}]}',
        '{"checks": [], "by": "user"}',
        '{"checks": [], "note": "extra"}',
        "[" * 5000 + "]" * 5000,
    ],
)
def test_an_answer_that_is_no_reading_is_refused_and_writes_nothing(
    run, unread, model_server, answer
):
    """Not JSON, an unknown check, a field of the wrong type, a reading claiming to be the
    user's, an extra key, a deep nest: invalid_input, the stored reading as it was."""
    _session, entry_id = unread
    run("settings", "model", "--propose-readings", "on")
    before = run("memory", "show", str(entry_id))[1]["entry"]["reading"]
    model_server.push_text(answer)
    code, refused = run("memory", "reading", str(entry_id), "--propose")
    assert code != 0 and refused["error"]["code"] == "invalid_input"
    assert run("memory", "show", str(entry_id))[1]["entry"]["reading"] == before


def test_a_model_that_cannot_answer_is_said_and_nothing_changes(run, unread, model_server):
    """An HTTP error from the model server: its code, no proposal, no traceback."""
    _session, entry_id = unread
    run("settings", "model", "--propose-readings", "on")
    model_server.push_error(500, "out of memory")
    code, refused = run("memory", "reading", str(entry_id), "--propose")
    assert code != 0 and refused["error"]["code"].startswith("model_")
    assert "Traceback" not in json.dumps(refused)


def test_a_reading_given_as_json_is_checked_like_any_other(run, unread):
    """`--reading` with a bad field is invalid_input; a good one is the user's."""
    _session, entry_id = unread
    code, refused = run("memory", "reading", str(entry_id), "--reading", '{"checks": [1]}')
    assert code != 0 and refused["error"]["code"] == "invalid_input"
    good = json.dumps({"checks": [{"check": "reply_language", "lang": "de"}]})
    code, done = run("memory", "reading", str(entry_id), "--reading", good)
    assert code == 0 and done["reading"]["by"] == "user"
