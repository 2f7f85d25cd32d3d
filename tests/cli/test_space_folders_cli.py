"""`mindkeep space bind|unbind|folders` and `mindkeep mcp --print-token`, as scripts call them
(SPEC §9): JSON shapes, clear errors with stable codes, nothing written on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import EXIT_ERROR, EXIT_USAGE, main


def run(capsys, db_url, *args) -> tuple[int, dict | str, dict | str]:
    code = main(["--db", db_url, "--json", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else "", json.loads(err) if err.strip() else ""


def test_bind_list_and_unbind_a_folder(capsys, core, db_url, tmp_path):
    """space bind ID DIR → {"bound"}; space folders → the list; space unbind DIR → {"unbound"}."""
    space = core.chat.create_space("Shop").value
    folder = tmp_path / "shop"
    folder.mkdir()
    code, out, _ = run(capsys, db_url, "space", "bind", str(space.id), str(folder))
    assert code == 0 and out["bound"]["space_id"] == space.id
    assert out["bound"]["path"] == str(folder.resolve())
    code, out, _ = run(capsys, db_url, "space", "folders", "--space", str(space.id))
    assert [f["path"] for f in out["folders"]] == [str(folder.resolve())]
    code, out, _ = run(capsys, db_url, "space", "unbind", str(folder))
    assert code == 0 and out["unbound"]["space_id"] == space.id
    assert run(capsys, db_url, "space", "folders")[1] == {"folders": []}


@pytest.mark.parametrize(
    ("args", "exit_code", "error"),
    [
        (["space", "bind", "1", "/no/such/folder"], EXIT_ERROR, "invalid_input"),
        (["space", "bind", "99", "."], EXIT_ERROR, "not_found"),
        (["space", "bind", "x", "."], EXIT_USAGE, "usage"),
        (["space", "unbind", "/never/bound"], EXIT_ERROR, "not_found"),
        (["space", "folders", "--space", "99"], EXIT_ERROR, "not_found"),
        (["mcp", "--http", "--port", "70000"], EXIT_USAGE, "usage"),
    ],
)
def test_bad_input_is_refused_and_writes_nothing(capsys, core, db_url, args, exit_code, error):
    """Each with its stable code; no folder is bound, no Space made."""
    core.chat.create_space("Shop")
    code, _out, err = run(capsys, db_url, *args)
    assert code == exit_code and err["error"]["code"] == error
    assert core.external.folders() == [] and len(core.chat.list_spaces()) == 1


@pytest.mark.parametrize("client_stays", [False, True])
def test_mcp_with_an_unknown_space_stops_with_not_found(core, db_url, client_stays):
    """mcp --space 99: the server answers nothing more and exits 1 with not_found, whether its
    client went at once (stdin closed) or stays connected (the database is opened behind the
    first answers, so the error comes from there)."""
    core.chat.create_space("Shop")
    proc = subprocess.Popen(
        [
            Path(sys.executable).with_name("mindkeep"),
            "--db",
            db_url,
            "--json",
            "mcp",
            "--space",
            "99",
        ],
        stdin=subprocess.PIPE if client_stays else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        proc.wait(timeout=60)  # the stdin of a client that stays is left open
        out, err = proc.stdout.read(), proc.stderr.read()
    finally:
        proc.kill()
        if proc.stdin is not None:
            proc.stdin.close()
    assert proc.returncode == EXIT_ERROR, err
    assert json.loads(err)["error"]["code"] == "not_found" and out == b""
    assert len(core.chat.list_spaces()) == 1 and core.external.folders() == []


def test_print_token_prints_the_same_token_each_time(capsys, core, db_url):
    """mcp --print-token: the bearer token of the HTTP server, made once, kept in the data folder."""
    _, first, _ = run(capsys, db_url, "mcp", "--print-token")
    _, again, _ = run(capsys, db_url, "mcp", "--print-token")
    assert first == again and len(first["token"]) >= 40
    assert (core.data_dir / "mcp-token").read_text().strip() == first["token"]


def test_session_list_names_an_external_sessions_client(capsys, core, db_url):
    """session list --json: an outside agent's Session says whose it is."""
    space = core.chat.create_space("Shop").value
    core.external.open_session(space.id, "Claude Code", title="Claude Code · Dec 1")
    _, out, _ = run(capsys, db_url, "session", "list")
    assert out["sessions"][0]["external_client"] == "Claude Code"
