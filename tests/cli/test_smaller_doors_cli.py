"""Issue 30: arguments that used to end in a traceback are refused with a clear error, a
stable code and a non-zero exit, and nothing is written (the database file is compared
before and after)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from app.cli import EXIT_ERROR, EXIT_USAGE, main

LONG_NUMBER = "9" * 5_000


def run(capsys, db_url, *args) -> tuple[int, dict | str, dict | str]:
    code = main(["--db", db_url, "--json", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else "", json.loads(err) if err.strip() else ""


def _dump(db_url: str) -> list[str]:
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        return list(conn.iterdump())


@pytest.fixture
def session(core):
    space = core.chat.create_space("Shop").value
    return core.chat.create_session(space.id, title="Work").value


@pytest.mark.parametrize("timeout", ["nan", "inf", "-inf", "-1", "0", "1e400", "99999999999"])
def test_chat_with_a_timeout_that_is_no_number_of_seconds_stores_nothing(
    capsys, core, db_url, session, timeout
):
    """`chat --timeout nan` (inf, negative, huge): invalid_input on the timeout before the turn,
    so the message is not stored first; no connection is tried."""
    before = _dump(db_url)
    code, out, err = run(
        capsys,
        db_url,
        "chat",
        "--session",
        str(session.id),
        "--base-url",
        "http://127.0.0.1:9/v1",
        "--model",
        "m",
        f"--timeout={timeout}",
        "Hello there",
    )
    assert (code, out) == (EXIT_ERROR, "")
    assert err["error"]["code"] == "invalid_input" and "timeout" in err["error"]["message"]
    assert _dump(db_url) == before


@pytest.mark.parametrize(
    ("args", "exit_code", "error"),
    [
        (
            [
                "rules",
                "check",
                "--session",
                "1",
                "--tool-call",
                f'{{"name": "git__push", "arguments": {{"n": {LONG_NUMBER}}}}}',
            ],
            EXIT_ERROR,
            "invalid_input",
        ),
        (
            ["rules", "check", "--session", "1", "--tool-call", LONG_NUMBER],
            EXIT_ERROR,
            "invalid_input",
        ),
        (
            [
                "rules",
                "check",
                "--session",
                "1",
                "--tool-call",
                '{"name": "x"}',
                "--turn",
                f'{{"earlier": [], "n": {LONG_NUMBER}}}',
            ],
            EXIT_ERROR,
            "invalid_input",
        ),
        (["space", "bind", "1", "/tmp/" + "a" * 5_000], EXIT_ERROR, "invalid_input"),
        (["space", "bind", "1", "/tmp/" + "a" * 300], EXIT_ERROR, "invalid_input"),
        (["space", "unbind", "/tmp/" + "a" * 5_000], EXIT_ERROR, "invalid_input"),
        (["tools", "add", "web", "--url", "http://[::1"], EXIT_ERROR, "invalid_input"),
        (
            ["tools", "add", "web", "--url", "http://127.0.0.1:70000/mcp"],
            EXIT_ERROR,
            "invalid_input",
        ),
        (["tools", "add", "web", "--url", "http://127.0.0.1:0/mcp"], EXIT_ERROR, "invalid_input"),
        (
            ["settings", "model", "--base-url", "http://[::1", "--model", "m"],
            EXIT_ERROR,
            "invalid_input",
        ),
        (
            ["settings", "model", "--base-url", "http://localhost:99999/v1", "--model", "m"],
            EXIT_ERROR,
            "invalid_input",
        ),
        (["mcp", "--http", "--port", "65536"], EXIT_USAGE, "usage"),
    ],
    ids=[
        "tool-call-5000-digits",
        "tool-call-bare-5000-digits",
        "turn-5000-digits",
        "bind-5000-characters",
        "bind-name-too-long",
        "unbind-5000-characters",
        "tools-add-unclosed-ipv6",
        "tools-add-port-70000",
        "tools-add-port-0",
        "model-unclosed-ipv6",
        "model-port-99999",
        "mcp-port-65536",
    ],
)
def test_a_bad_argument_is_a_clear_error_and_writes_nothing(
    capsys, core, db_url, session, args, exit_code, error
):
    """Each is refused with its stable code on stderr, nothing on stdout, the database as it was."""
    before = _dump(db_url)
    code, out, err = run(capsys, db_url, *args)
    assert (code, out) == (exit_code, "")
    assert err["error"]["code"] == error and err["error"]["message"]
    assert _dump(db_url) == before
