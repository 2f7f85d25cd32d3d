"""Bad command-line input: a clear message, a non-zero exit code, and nothing written.

A table of malformed invocations runs against one seeded database, as `python -m app`
(what the `mindkeep` command runs). Each must exit with its code (2 for usage errors,
1 for refused operations), print its message on stderr (JSON with a stable code under
--json, a plain sentence without) and nothing on stdout, and leave the database — and
the folder it lives in — exactly as it was.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core

pytestmark = pytest.mark.slow

USAGE, ERROR = 2, 1

# (id, arguments after --db URL, exit code, error code under --json or None for usage)
CASES = [
    ("unknown-command", ["frobnicate"], USAGE, "usage"),
    ("unknown-option", ["--bogus-flag", "space", "list"], USAGE, "usage"),
    ("missing-action", ["space"], USAGE, "usage"),
    ("missing-name", ["space", "create"], USAGE, "usage"),
    ("extra-argument", ["space", "create", "A", "B"], USAGE, "usage"),
    ("missing-id", ["memory", "accept"], USAGE, "usage"),
    ("id-not-a-number", ["memory", "accept", "abc"], USAGE, "usage"),
    ("id-zero", ["memory", "accept", "0"], USAGE, "usage"),
    ("id-negative", ["memory", "accept", "-3"], USAGE, "usage"),
    ("id-fraction", ["memory", "accept", "1.5"], USAGE, "usage"),
    ("version-zero", ["memory", "accept", "1", "--version", "0"], USAGE, "usage"),
    ("bad-source", ["message", "add", "--session", "1", "--source", "robot", "x"], USAGE, "usage"),
    ("missing-source", ["message", "add", "--session", "1", "x"], USAGE, "usage"),
    ("bad-scope", ["memory", "list", "--session", "1", "--scope", "team"], USAGE, "usage"),
    (
        "bad-status",
        ["memory", "list", "--session", "1", "--scope", "session", "--status", "pending"],
        USAGE,
        "usage",
    ),
    (
        "switch-maybe",
        ["settings", "set", "--session", "1", "--scope", "session", "auto-memory", "maybe"],
        USAGE,
        "usage",
    ),
    (
        "unknown-setting",
        ["settings", "set", "--session", "1", "--scope", "session", "colour", "on"],
        USAGE,
        "usage",
    ),
    ("step-limit-zero", ["chat", "--session", "1", "--step-limit", "0", "hi"], USAGE, "usage"),
    (
        "bad-export-format",
        ["memory", "export", "--session", "1", "--format", "pdf"],
        USAGE,
        "usage",
    ),
    (
        "tool-without-args",
        ["tool", "call", "propose_memory_rule", "--session", "1"],
        USAGE,
        "usage",
    ),
    ("screenshot-size", ["--size", "10x10", "--screenshot", "x.png"], USAGE, "usage"),
    ("unknown-entry", ["memory", "accept", "99999"], ERROR, "not_found"),
    ("huge-entry-id", ["memory", "accept", "9" * 30], ERROR, "not_found"),
    (
        "huge-session-id",
        ["message", "add", "--session", "9" * 30, "--source", "user", "x"],
        ERROR,
        "not_found",
    ),
    (
        "unknown-session",
        ["message", "add", "--session", "999", "--source", "user", "x"],
        ERROR,
        "not_found",
    ),
    (
        "empty-message",
        ["message", "add", "--session", "1", "--source", "user", ""],
        ERROR,
        "invalid_input",
    ),
    (
        "blank-message",
        ["message", "add", "--session", "1", "--source", "user", " \t "],
        ERROR,
        "invalid_input",
    ),
    ("empty-space-name", ["space", "create", ""], ERROR, "invalid_input"),
    ("long-space-name", ["space", "create", "x" * 201], ERROR, "invalid_input"),
    ("not-text-space-name", ["space", "create", b"caf\xe9 \xff"], ERROR, "invalid_input"),
    ("rename-unknown-space", ["space", "rename", "999", "New"], ERROR, "not_found"),
    # Folders bound to Spaces and the MCP server (issue 25)
    ("bind-missing-folder", ["space", "bind", "1", "/no/such/folder"], ERROR, "invalid_input"),
    # A real folder (the file system's root is refused as a folder before the Space is looked up).
    ("bind-unknown-space", ["space", "bind", "999", "/tmp"], ERROR, "not_found"),
    ("bind-not-text-folder", ["space", "bind", "1", b"/tmp/caf\xe9\xff"], ERROR, "invalid_input"),
    ("unbind-never-bound", ["space", "unbind", "/never/bound"], ERROR, "not_found"),
    ("mcp-unknown-space", ["mcp", "--space", "999"], ERROR, "not_found"),
    ("mcp-port-out-of-range", ["mcp", "--http", "--port", "70000"], USAGE, "usage"),
    ("session-in-unknown-space", ["session", "create", "--space", "999"], ERROR, "not_found"),
    (
        "tool-args-not-json",
        ["tool", "call", "propose_memory_rule", "--session", "1", "--args", "{not json"],
        ERROR,
        "invalid_input",
    ),
    (
        "unknown-tool",
        ["tool", "call", "no_such_tool", "--session", "1", "--args", "{}"],
        ERROR,
        "not_found",
    ),
    (
        "tool-unknown-session",
        ["tool", "call", "propose_memory_rule", "--session", "999", "--args", "{}"],
        ERROR,
        "not_found",
    ),
    (
        "room-not-a-number",
        ["settings", "set", "--session", "1", "--scope", "session", "room", "abc"],
        ERROR,
        "invalid_input",
    ),
    (
        "room-too-small",
        ["settings", "set", "--session", "1", "--scope", "session", "room", "5"],
        ERROR,
        "invalid_input",
    ),
    (
        "room-too-big",
        ["settings", "set", "--session", "1", "--scope", "session", "room", "100000000"],
        ERROR,
        "invalid_input",
    ),
    (
        "add-unknown-kind",
        ["memory", "add", "--session", "1", "--scope", "session", "--kind", "rumour", "x"],
        ERROR,
        "invalid_kind",
    ),
    (
        "add-empty",
        ["memory", "add", "--session", "1", "--scope", "session", "--kind", "fact", ""],
        ERROR,
        "content_empty",
    ),
    (
        "add-invisible-only",
        [
            "memory",
            "add",
            "--session",
            "1",
            "--scope",
            "session",
            "--kind",
            "fact",
            "\u200b\u202e\u2066",
        ],
        ERROR,
        "content_empty",
    ),
    (
        "add-too-long",
        ["memory", "add", "--session", "1", "--scope", "session", "--kind", "fact", "y" * 301],
        ERROR,
        "content_too_long",
    ),
    (
        "add-secret",
        [
            "memory",
            "add",
            "--session",
            "1",
            "--scope",
            "session",
            "--kind",
            "fact",
            "password: hunter22",
        ],
        ERROR,
        "secret_content",
    ),
    ("edit-unknown", ["memory", "edit", "99999", "x"], ERROR, "not_found"),
    ("undo-nothing", ["memory", "undo"], ERROR, "nothing_to_undo"),
    (
        "import-missing-file",
        ["memory", "import", "{missing}", "--session", "1"],
        ERROR,
        "invalid_input",
    ),
    (
        "import-not-json",
        ["memory", "import", "{notjson}", "--session", "1"],
        ERROR,
        "invalid_input",
    ),
    (
        "import-wrong-format",
        ["memory", "import", "{wrongformat}", "--session", "1"],
        ERROR,
        "invalid_input",
    ),
    (
        "import-future-version",
        ["memory", "import", "{futureversion}", "--session", "1"],
        ERROR,
        "invalid_input",
    ),
    (
        "model-bad-url",
        ["settings", "model", "--base-url", "ftp://x", "--model", "m"],
        ERROR,
        "invalid_input",
    ),
    (
        "model-without-name",
        ["settings", "model", "--base-url", "http://localhost:1/v1"],
        ERROR,
        "invalid_input",
    ),
    (
        "model-timeout-zero",
        [
            "settings",
            "model",
            "--base-url",
            "http://localhost:1/v1",
            "--model",
            "m",
            "--timeout",
            "0",
        ],
        ERROR,
        "invalid_input",
    ),
    ("context-unknown-session", ["context", "--session", "999"], ERROR, "not_found"),
    ("chat-unknown-session", ["chat", "--session", "999", "hi"], ERROR, "not_found"),
]
# Where the database is: these replace the --db of the table above.
LOCATION_CASES = [
    ("db-url-unknown-scheme", ["--db", "notadb://x", "space", "list"], ERROR, "database_error"),
    ("db-url-garbage", ["--db", ":::", "space", "list"], ERROR, "database_error"),
    (
        "db-url-no-server",
        ["--db", "postgresql://me:secret@127.0.0.1:1/x", "space", "list"],
        ERROR,
        "database_error",
    ),
    ("db-is-a-folder", ["--db", "sqlite:///{folder}", "space", "list"], ERROR, "database_error"),
    ("data-dir-is-a-file", ["--data-dir", "{afile}", "space", "list"], ERROR, "database_error"),
]
PLAIN_SAMPLE = {
    "unknown-command",
    "id-zero",
    "unknown-entry",
    "empty-message",
    "add-secret",
    "db-url-unknown-scheme",
    "data-dir-is-a-file",
    "not-text-space-name",
}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    """A database with a Space, a Session, messages and a suggestion; files to import."""
    folder = tmp_path_factory.mktemp("cli")
    path = folder / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    space = core.chat.create_space("Release work").value
    session = core.chat.create_session(space.id, title="Sprint").value.id
    mid = core.chat.add_message(
        session, source="user", text="From now on, branch per task."
    ).value.message.id
    core.chat.add_message(session, source="user", text="Remember that we deploy on Fridays.")
    core.proposals.propose_rule(
        session,
        kind="constraint",
        scope="session",
        content="Create a branch for every task",
        reason="",
        source_event_ids=[mid],
    )
    core.close()
    files = folder / "files"
    files.mkdir()
    (files / "notes.txt").write_text("this is { not JSON", encoding="utf-8")
    (files / "wrong.json").write_text(json.dumps({"entries": []}), encoding="utf-8")
    (files / "future.json").write_text(
        json.dumps({"format": "mindkeep-memory", "version": 99, "entries": []}), encoding="utf-8"
    )
    (files / "afile").write_text("not a folder", encoding="utf-8")
    places = {
        "{missing}": str(files / "missing.json"),
        "{notjson}": str(files / "notes.txt"),
        "{wrongformat}": str(files / "wrong.json"),
        "{futureversion}": str(files / "future.json"),
        "{folder}": str(files),
        "{afile}": str(files / "afile"),
    }
    return path, places


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _fill(args: list, places: dict) -> list:
    out = []
    for a in args:
        if isinstance(a, str):
            for key, value in places.items():
                a = a.replace(key, value)
        out.append(a)
    return out


def _run(path: Path, args: list, places: dict, home: Path, *, as_json: bool, replace_db: bool):
    argv = [] if replace_db else ["--db", f"sqlite:///{path}"]
    argv += ["--json"] if as_json else []
    argv += _fill(args, places)
    env = child_env(home)
    return subprocess.run(
        [
            os.fsencode(PYTHON),
            b"-m",
            b"app",
            *[a if isinstance(a, bytes) else os.fsencode(a) for a in argv],
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("name", "args", "exit_code", "code"),
    [pytest.param(*c, id=c[0]) for c in CASES]
    + [pytest.param(*c, id=c[0]) for c in LOCATION_CASES],
)
def test_malformed_invocation_fails_clearly_and_writes_nothing(
    seeded, tmp_path, figures, name, args, exit_code, code
):
    """Each malformed invocation: its exit code, a clear message on stderr, nothing written."""
    path, places = seeded
    replace_db = any(c[0] == name for c in LOCATION_CASES)
    before, files_before = _dump(path), _files(path.parent)
    for as_json in (True, False) if name in PLAIN_SAMPLE else (True,):
        r = _run(path, args, places, tmp_path / "home", as_json=as_json, replace_db=replace_db)
        stdout, stderr = r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")
        assert r.returncode == exit_code, (r.returncode, stderr[-2000:])
        assert stdout == "", stdout
        assert "Traceback" not in stderr, stderr[-3000:]
        if as_json:
            error = json.loads(stderr)["error"]
            assert set(error) == {"code", "message"}
            assert error["code"] == code, error
            assert error["message"].strip()
        else:
            assert stderr.strip() and not stderr.lstrip().startswith("{"), stderr
            assert stderr.startswith("Error: ") or "usage: mindkeep" in stderr, stderr
        assert "me:secret@" not in stderr, "a password from the URL was printed"
        assert "hunter22" not in stderr, "a refused secret was printed back"
    assert _dump(path) == before, f"{name}: the database changed"
    assert _files(path.parent) == files_before, f"{name}: files appeared or went away"
    figures["cli: malformed invocations refused cleanly"] = (
        figures.get("cli: malformed invocations refused cleanly", 0) + 1
    )
