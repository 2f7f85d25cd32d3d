"""`mindkeep rules check` (issue 27): the checker on any output against a Session's rules, as
scripts call it — the JSON shape, the readable text, and bad input refused (in-process `main`)."""

from __future__ import annotations

import io
import json
import sqlite3

import pytest

from app.cli import main
from app.i18n import set_language


@pytest.fixture
def run(db_url, capsys):
    """Run `mindkeep --db URL [--json] ARGS…`: (exit code, parsed stdout or stderr)."""

    def call(*args: str, as_json: bool = True):
        code = main(["--db", db_url, *(["--json"] if as_json else []), *args])
        out = capsys.readouterr()
        text = out.out if code == 0 else out.err
        return code, (json.loads(text) if as_json and text.strip() else text)

    return call


@pytest.fixture
def world(run):
    """A Session with a rule in each scope and a fact: (session id, {name: entry id})."""
    run("space", "create", "Release work")
    session = str(run("session", "create", "--space", "1", "--title", "Sprint")[1]["id"])
    ids = {}
    for name, scope, kind, text in (
        ("push", "session", "constraint", "Never push to main."),
        ("fact", "session", "fact", "The staging server is db02."),
        ("pnpm", "space", "constraint", "Use pnpm, not npm."),
        ("french", "user", "preference", "Always answer in French."),
    ):
        entry = run("memory", "add", "--session", session, "--scope", scope, "--kind", kind, text)
        ids[name] = entry[1]["entry"]["id"]
    return session, ids


def _dump(db_url: str) -> list[str]:
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        return list(conn.iterdump())


def test_json_has_one_item_per_rule_in_the_spec_shape(run, world):
    """--json: {"compliance": [...]}, each item exactly entry_id, version, verdict, evidence, by."""
    session, ids = world
    code, out = run("rules", "check", "--session", session, "--text", "```bash\nnpm install\n```")
    assert code == 0 and list(out) == ["compliance"]
    items = out["compliance"]
    assert [(i["entry_id"], i["verdict"]) for i in items] == [
        (ids["push"], "not_applicable"),
        (ids["pnpm"], "violated"),
        (ids["french"], "not_applicable"),  # a reply of code alone has no prose
    ]
    assert all(list(i) == ["entry_id", "version", "verdict", "evidence", "by"] for i in items)
    assert all(i["by"] == "checker" and i["version"] == 1 for i in items)
    assert items[1]["evidence"]["text"] == "npm install"


def test_a_tool_call_by_its_prefixed_name_and_its_turn(run, world):
    """--tool-call takes the server-prefixed name; --turn gives the calls that ran before it."""
    session, _ids = world
    call = json.dumps({"name": "git__git_push", "arguments": {"path": "/work/app"}})
    code, out = run("rules", "check", "--session", session, "--tool-call", call)
    assert code == 0 and out["compliance"][0]["verdict"] == "unknown"
    turn = json.dumps({"earlier": [], "branch_at_start": "main"})
    code, out = run("rules", "check", "--session", session, "--tool-call", call, "--turn", turn)
    assert code == 0 and out["compliance"][0]["verdict"] == "violated"
    assert out["compliance"][0]["evidence"]["value"] == "main"


def test_a_file_or_standard_input_holds_the_reply(run, world, tmp_path, monkeypatch):
    """--file F reads a UTF-8 reply; --file - reads it from standard input."""
    session, _ids = world
    path = tmp_path / "reply.md"
    path.write_text("Voici la correction : la migration tournait trop tard, c'est réglé.", "utf-8")
    code, out = run("rules", "check", "--session", session, "--file", str(path))
    assert code == 0 and out["compliance"][2]["verdict"] == "followed"
    monkeypatch.setattr("sys.stdin", io.StringIO("Here is the fix: the migration ran too late."))
    code, out = run("rules", "check", "--session", session, "--file", "-")
    assert code == 0 and out["compliance"][2]["verdict"] == "violated"


def test_readable_output_is_in_the_ui_language(run, world):
    """Without --json, each rule with its verdict and evidence, translated (here German)."""
    session, _ids = world
    set_language("de")
    code, text = run(
        "rules", "check", "--session", session, "--text", "```bash\nnpm ci\n```", as_json=False
    )
    assert code == 0
    assert text.splitlines()[0] == "3 Regeln des Gedächtnisblocks dieser Sitzung:"
    assert "✗ verletzt" in text and "Use pnpm, not npm." in text
    assert "„npm ci“ bei den Zeichen" in text
    set_language("en")
    code, text = run("rules", "check", "--session", session, "--text", "Done.", as_json=False)
    assert text.splitlines()[0] == "3 rules of this Session's Memory block:"
    assert "does not apply" in text


@pytest.mark.parametrize(
    ("args", "code", "error"),
    [
        (["--file", "/no/such/file.md"], 1, "invalid_input"),
        (["--tool-call", "{not json"], 1, "invalid_input"),
        (["--tool-call", "[1, 2]"], 1, "invalid_input"),
        (["--tool-call", '{"name": "git_push", "arguments": [1]}'], 1, "invalid_input"),
        (["--tool-call", '{"tool": "git_push"}'], 1, "invalid_input"),
        (["--text", "x", "--turn", "{}"], 1, "invalid_input"),
        (["--tool-call", '{"name": "git_push"}', "--turn", '{"earlier": {}}'], 1, "invalid_input"),
        ([], 2, "usage"),
        (["--text", "a", "--file", "b"], 2, "usage"),
    ],
)
def test_bad_input_is_refused_with_a_stable_code_and_nothing_written(
    run, world, db_url, args, code, error
):
    """A missing file, malformed JSON, a wrong shape or missing/competing options: a clear
    error, its code, a non-zero exit, and the database as it was."""
    session, _ids = world
    before = _dump(db_url)
    got, err = run("rules", "check", "--session", session, *args)
    assert got == code and err["error"]["code"] == error and err["error"]["message"]
    assert _dump(db_url) == before


def test_an_unknown_session_and_an_unreadable_file(run, world, tmp_path):
    """A Session that does not exist is not_found; a file that is not UTF-8 is invalid_input."""
    code, err = run("rules", "check", "--session", "99", "--text", "x")
    assert (code, err["error"]["code"]) == (1, "not_found")
    binary = tmp_path / "x.bin"
    binary.write_bytes(b"\xff\xfe\x00bad")
    code, err = run("rules", "check", "--session", world[0], "--file", str(binary))
    assert (code, err["error"]["code"]) == (1, "invalid_input")
    code, text = run("rules", "check", "--session", world[0], "--file", "/nope", as_json=False)
    assert code == 1 and "Cannot read /nope" in text
