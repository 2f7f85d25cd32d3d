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
