"""Every error clear (issue 31): arguments that cannot be encoded or are too long, odd database
URLs and a reader that closes the pipe get a clear message and a non-zero exit, never a
traceback, and nothing is written."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.bootstrap import build_core
from app.cli import main

BIN = str(Path(sys.executable).with_name("mindkeep"))
LONG = "n" * 5000
BAD = os.fsdecode(b"caf\xe9")  # Latin-1 bytes in a UTF-8 system: "caf\udce9"


@pytest.fixture
def db(tmp_path) -> Path:
    """A database with a Space, a Session, a Memory entry and a tool server."""
    path = tmp_path / "mindkeep.db"
    core = build_core(f"sqlite:///{path}")
    space = core.chat.create_space("Work").value
    session = core.chat.create_session(space.id, title="Sprint").value
    core.decisions.add_entry(
        core.memory.scope_ref(session.id, "session"), kind="fact", content="Deploys on Friday"
    )
    core.close()
    return path


def _dump(path: Path) -> list:
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return [(t, conn.execute(f'SELECT * FROM "{t}"').fetchall()) for t in sorted(tables)]
    finally:
        conn.close()


def _run(capsys, path: Path, *args: str) -> tuple[int, dict]:
    code = main(["--db", f"sqlite:///{path}", "--json", *args])
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    error = json.loads(out.err.strip().splitlines()[-1])["error"] if out.err.strip() else {}
    return code, error


@pytest.mark.parametrize(
    "args",
    [
        ["memory", "edit", "1", BAD],
        ["memory", "edit", "1", "fine", "--kind", BAD],
        ["tools", "remove", BAD],
        ["tools", "trust", BAD],
        ["tools", "add", "srv", "--url", f"http://{BAD}/mcp"],
        ["space", "create", BAD],
        ["session", "rename", "1", BAD],
        ["message", "add", "--session", "1", "--source", "user", BAD],
        ["db", "copy", "--to", f"postgresql://u@{BAD}/x"],
        ["settings", "model", "--base-url", "http://127.0.0.1:9/v1", "--model", BAD],
    ],
    ids=lambda a: " ".join(a[:2]),
)
def test_undecodable_bytes_in_stored_text_are_a_usage_error_and_nothing_is_written(
    capsys, db, args
):
    """Bytes that are not UTF-8 (as Python receives them from argv) in text that would be
    stored: exit 1, invalid_input naming the argument, the database unchanged (on main
    `memory edit` and `tools remove` ended in UnicodeEncodeError)."""
    before = _dump(db)
    code, error = _run(capsys, db, *args)
    assert code == 1 and error["code"] == "invalid_input"
    assert "not valid text" in error["message"]
    assert _dump(db) == before


def test_a_file_name_with_undecodable_bytes_is_still_a_file_name(capsysbinary, db, tmp_path):
    """A file name may hold such bytes: the export is written under exactly that name, and the
    result names it with its own bytes."""
    target = tmp_path / os.fsdecode(b"export-\xff.json")
    args = ["memory", "export", "--session", "1", "--output", str(target)]
    code = main(["--db", f"sqlite:///{db}", "--json", *args])
    out = capsysbinary.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out.decode("utf-8", "surrogateescape"))["written"] == str(target)
    assert b"export-\xff.json" in os.listdir(os.fsencode(tmp_path))
    assert json.loads(target.read_text())["entries"][0]["content"] == "Deploys on Friday"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["db", "copy", "--to", f"postgresql://u@{LONG}/x"], "host name is too long"),
        (["db", "copy", "--to", "postgresql://u:pw@[::1/x"], "is not a database URL"),
        (["db", "copy", "--to", "postgresql://u:pw@host:abc/x"], "is not a database URL"),
        (["db", "copy", "--to", "postgresql://u@host:0/x"], "a port is 1 to 65535"),
        (["db", "copy", "--to", f"sqlite:////tmp/{LONG}.db"], "File name too long"),
        (["db", "restore", LONG], "File name too long"),
        (["db", "restore", "~no-such-user-here"], "There is no backup file at ~no-such-user"),
        (["--screenshot", "~no-such-user-here/shot.png"], "~no-such-user-here"),
        (["memory", "export", "--session", "1", "--output", f"/tmp/{LONG}"], "File name too long"),
        (["settings", "model", "--base-url", f"http://{LONG}/v1", "--model", "m"], "too long"),
        (
            ["chat", "--session", "1", "--base-url", f"http://{LONG}/v1", "--model", "m", "hi"],
            "too long",
        ),
        (["--screenshot", f"/tmp/{LONG}.png"], "File name too long"),
        (["tools", "remove", LONG], "no tool server"),
        (["space", "create", LONG], "too long"),
    ],
    ids=[
        "copy-to-long-host",
        "copy-to-unclosed-ipv6",
        "copy-to-port-not-a-number",
        "copy-to-port-0",
        "copy-to-long-file-name",
        "restore-long-file-name",
        "restore-home-of-nobody",
        "screenshot-home-of-nobody",
        "export-long-file-name",
        "model-long-host",
        "chat-long-host",
        "screenshot-long-file-name",
        "tools-remove-long-name",
        "space-long-name",
    ],
)
def test_odd_urls_and_5000_character_arguments_are_said_plainly(capsys, db, args, said):
    """Too long for DNS or the file system, not a URL, a port out of range: exit 1 with a
    sentence that says so (on main several ended in ValueError, UnicodeError or OSError), the
    database unchanged, and no password in the message."""
    before = _dump(db)
    code, error = _run(capsys, db, *args)
    assert code == 1 and said in error["message"], error
    assert "pw@" not in error["message"]
    assert _dump(db) == before


@pytest.mark.parametrize(
    "db_url",
    [f"postgresql://u@{LONG}/x", "postgresql://u@[::1/x", f"sqlite:////tmp/{LONG}.db"],
    ids=["long-host", "unclosed-ipv6", "long-file-name"],
)
def test_an_odd_database_url_is_said_plainly(capsys, db_url):
    """--db with a host or a file name no system takes: a database_error sentence, exit 1."""
    code = main(["--db", db_url, "--json", "space", "list"])
    out = capsys.readouterr()
    assert code == 1 and "Traceback" not in out.err
    assert json.loads(out.err)["error"]["code"] == "database_error"


def test_undecodable_bytes_from_a_real_command_line(db):
    """The same through a real process given raw bytes: exit 1 and one JSON line on stderr."""
    r = subprocess.run(
        [BIN, "--db", f"sqlite:///{db}", "--json", "tools", "remove", b"\xff\xfe"],
        capture_output=True,
        timeout=120,
    )
    assert r.returncode == 1, r.stderr
    assert json.loads(r.stderr)["error"]["code"] == "invalid_input"


def test_a_reader_that_closes_the_pipe_ends_the_command_quietly(db):
    """`mindkeep message list … | head -c 10`: no BrokenPipeError traceback (main printed one)."""
    core = build_core(f"sqlite:///{db}")
    for i in range(300):
        core.chat.add_message(1, source="agent", text=f"{i} " + "x" * 1000)
    core.close()
    for json_flag in ([], ["--json"]):
        proc = subprocess.Popen(
            [BIN, "--db", f"sqlite:///{db}", *json_flag, "message", "list", "--session", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        proc.stdout.read(10)
        proc.stdout.close()  # what head does once it has its lines
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=120) in (0, 1)
        assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_a_data_folder_that_is_a_file_is_refused_before_anything_is_written(capsys, db, tmp_path):
    """--data-dir naming a file (with --db elsewhere): invalid_input, nothing written (found by
    the fuzzer: `chat` stored the message, then failed on the key file inside that "folder")."""
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("x")
    before = _dump(db)
    code, error = _run(capsys, db, "--data-dir", str(not_a_folder), "chat", "--session", "1", "hi")
    assert code == 1 and error["code"] == "database_error" and "is a file" in error["message"]
    assert _dump(db) == before


def test_a_tool_server_key_that_cannot_be_read_trusts_nothing_and_the_turn_goes_on(
    capsys, db, tmp_path
):
    """The key file that marks trusted servers cannot be read: the turn is answered without that
    Space's servers (named as not trusted), instead of failing after the message was stored."""
    data = tmp_path / "data"
    data.mkdir()
    core = build_core(f"sqlite:///{db}", data)
    core.tool_servers.add_stdio("files", sys.executable, ["-c", "pass"])
    core.tool_servers.set_enabled("files", space_id=1, enabled=True)
    core.close()
    key = data / "tool-servers.key"
    key.unlink()
    key.mkdir()  # unreadable as a file, even for root
    code = main(
        [
            "--db",
            f"sqlite:///{db}",
            "--data-dir",
            str(data),
            "--json",
            "chat",
            "--session",
            "1",
            "hello",
        ]
    )
    out = capsys.readouterr()
    assert code == 0, out.err
    result = json.loads(out.out)
    assert result["reply"] and "Traceback" not in out.err
