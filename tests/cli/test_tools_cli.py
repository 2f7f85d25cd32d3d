"""`mindkeep tools …` and `settings model --detect/--test` as a user or a script runs them: a
real process, a real SQLite file, real MCP servers, a real local model server, and a keyring
in a file (loaded through PYTHON_KEYRING_BACKEND, as a real backend is)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from local_model_server import LocalModelServer

TESTS = Path(__file__).resolve().parents[1]
FIXTURE = str(TESTS / "mcp_fixture_server.py")
PY = sys.executable
TOKEN = "tok-SECRET-cli-7777777777"


def _command() -> list[str]:
    script = shutil.which("mindkeep", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "app"]


@pytest.fixture
def keyring_file(tmp_path) -> Path:
    return tmp_path / "keyring.json"


@pytest.fixture
def mindkeep(core, db_url, keyring_file, tmp_path):
    """Run `mindkeep --db … ARGS` in a new process; `keyring=False` gives it none."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MINDKEEP_MODEL", "MINDKEEP_API_KEY", "OPENAI_"))
    }
    env.update(
        {
            "PYTHONPATH": os.pathsep.join([str(TESTS), env.get("PYTHONPATH", "")]),
            "MINDKEEP_TEST_KEYRING_FILE": str(keyring_file),
            "NO_PROXY": "127.0.0.1,localhost",
            "no_proxy": "127.0.0.1,localhost",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        }
    )

    def run(*args: str, keyring: bool = True, json_output: bool = True, **extra):
        backend = "keyring_backends.FileKeyring" if keyring else "keyring.backends.fail.Keyring"
        return subprocess.run(
            [*_command(), "--db", db_url, *(["--json"] if json_output else []), *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
            env={**env, "PYTHON_KEYRING_BACKEND": backend, **extra},
            cwd=tmp_path,
        )

    return run


def out(proc) -> dict:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def error(proc) -> dict:
    return json.loads(proc.stderr.strip().splitlines()[-1])["error"]


def stored(db_url: str) -> list:
    """What the database holds for tool servers, read with sqlite3."""
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        return [
            *conn.execute("SELECT * FROM tool_servers").fetchall(),
            *conn.execute("SELECT * FROM tool_server_spaces").fetchall(),
        ]


def test_tools_refresh_lists_a_server_and_tools_list_shows_its_tools_without_starting_it(
    mindkeep, tmp_path
):
    """`tools add fx -- python server.py`: `tools list` says its tools were not listed yet and
    starts nothing; `tools refresh fx --json` starts it once and lists each tool's name and
    safety; `tools list --json` then shows the same tools (as pinned) without starting it
    again; the same with --json before the command."""
    marker = tmp_path / "started.txt"
    added = out(mindkeep("tools", "add", "fx", "--", PY, FIXTURE, "mark", str(marker)))
    assert added["added"]["name"] == "fx" and added["added"]["args"] == [
        FIXTURE,
        "mark",
        str(marker),
    ]
    (server,) = out(mindkeep("tools", "list"))["servers"]
    assert server["status"] == "not_listed" and server["tools"] == [] and server["error"] is None
    assert server["pinned_at"] is None and not marker.exists()
    refreshed = out(mindkeep("tools", "refresh", "fx", "--json", json_output=False))["refreshed"]
    assert refreshed["status"] == "ready" and refreshed["trusted"] is True
    assert refreshed["pinned_at"] is not None and refreshed["listed_at"] is not None
    assert marker.read_text(encoding="utf-8").splitlines() == ["started"]
    listing = out(mindkeep("tools", "list", "--json", json_output=False))
    assert listing == out(mindkeep("tools", "list"))
    (server,) = listing["servers"]
    assert server["status"] == "ready" and server["error"] is None
    assert server["tools"] == refreshed["tools"]
    safety = {t["name"]: t["safety"] for t in server["tools"]}
    assert safety["fx__noop"] == "read_only" and safety["fx__write_note"] == "needs_approval"
    assert all(t["reads_outside"] for t in server["tools"])
    assert marker.read_text(encoding="utf-8").splitlines() == ["started"]  # not again


def test_tools_list_for_people_says_what_runs_without_asking(mindkeep):
    """The readable list: one server line, then each tool and whether it asks; before its tools
    were listed, how to list them."""
    mindkeep("tools", "add", "fx", "--", PY, FIXTURE)
    text = mindkeep("tools", "list", json_output=False).stdout
    assert "mindkeep tools refresh fx" in text.splitlines()[1]
    refreshed = mindkeep("tools", "refresh", "fx", json_output=False).stdout
    assert refreshed.splitlines()[0].startswith("fx  (stdio: ")
    text = mindkeep("tools", "list", json_output=False).stdout
    assert text.splitlines()[0].startswith("fx  (stdio: ")
    lines = {line.split()[0]: line for line in text.splitlines()[1:]}
    assert lines["fx__noop"].endswith("runs without asking")
    assert lines["fx__write_note"].endswith("asks for approval")


def test_the_command_line_after_dashes_is_kept_exactly(mindkeep, db_url):
    """Everything after the first `--` is the server's, a second `--` and options too."""
    out(mindkeep("tools", "add", "fx", "--", PY, FIXTURE, "main", "--", "-x", "--json", "-h"))
    (row,) = stored(db_url)
    assert json.loads(row[4]) == [FIXTURE, "main", "--", "-x", "--json", "-h"]
    # The server's own --json is not Mindkeep's: a refusal is for people, not JSON.
    again = mindkeep("tools", "add", "fx", "--", PY, "--json", json_output=False)
    assert again.returncode == 1 and again.stderr.startswith("Error: ")


def test_a_broken_server_is_refreshed_with_its_problem(mindkeep):
    """`tools refresh` of a server that cannot start is its error (exit 1, a stable code,
    saying why); `tools list` still lists it, its tools never listed."""
    mindkeep("tools", "add", "broken", "--", PY, FIXTURE, "exit")
    proc = mindkeep("tools", "refresh", "broken")
    assert proc.returncode == 1 and proc.stdout == ""
    error = json.loads(proc.stderr)["error"]
    assert error["code"] == "tool_server_unavailable" and "exited" in error["message"]
    (server,) = out(mindkeep("tools", "list"))["servers"]
    assert server["status"] == "not_listed" and server["tools"] == []


def test_tools_refresh_of_a_server_that_is_not_there_is_not_found(mindkeep):
    """`tools refresh nope`: not_found, exit 1, nothing started."""
    proc = mindkeep("tools", "refresh", "nope")
    assert proc.returncode == 1
    assert json.loads(proc.stderr)["error"]["code"] == "not_found"


def _insert_row(db_url: str, name: str, args: list[str]) -> None:
    """A stdio server's row written by another program, straight into the database."""
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        conn.execute(
            "INSERT INTO tool_servers (name, transport, command, args, secret_args, headers,"
            " secret_headers, enabled_by_default, created_at)"
            " VALUES (?, 'stdio', ?, ?, '[]', '{}', '[]', 1, '2026-01-01 00:00:00')",
            (name, PY, json.dumps(args)),
        )


def test_a_row_another_program_wrote_is_listed_untrusted_until_tools_trust(
    mindkeep, db_url, tmp_path
):
    """`tools list` shows it with "trusted": false, does not start it, and says how to trust
    it; `tools refresh` does not start it either; after `tools trust NAME` a refresh starts it;
    one changed argument untrusts it."""
    marker = tmp_path / "started.txt"
    mindkeep("tools", "add", "mine", "--", PY, FIXTURE)
    _insert_row(db_url, "shared", [FIXTURE, "mark", str(marker)])
    listing = {s["name"]: s for s in out(mindkeep("tools", "list"))["servers"]}
    assert listing["mine"]["trusted"] is True and listing["mine"]["status"] == "not_listed"
    shared = listing["shared"]
    assert shared["trusted"] is False and shared["status"] == "unavailable"
    assert shared["error"]["code"] == "tool_server_not_trusted" and shared["tools"] == []
    assert not marker.exists()
    text = mindkeep("tools", "list", json_output=False).stdout
    assert "mindkeep tools trust shared" in text and not marker.exists()
    refused = out(mindkeep("tools", "refresh", "shared"))["refreshed"]
    assert refused["trusted"] is False and refused["status"] == "unavailable"
    assert not marker.exists()
    trusted = out(mindkeep("tools", "trust", "shared"))["trusted"]
    assert trusted["name"] == "shared" and trusted["trusted"] is True
    (server,) = [s for s in out(mindkeep("tools", "list"))["servers"] if s["name"] == "shared"]
    assert server["trusted"] is True and server["status"] == "not_listed"
    assert not marker.exists()
    server = out(mindkeep("tools", "refresh", "shared"))["refreshed"]
    assert server["trusted"] is True and server["status"] == "ready"
    assert marker.read_text(encoding="utf-8").splitlines() == ["started"]
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        conn.execute(
            "UPDATE tool_servers SET args = ? WHERE name = 'shared'",
            (json.dumps([FIXTURE, "mark", str(marker), "-v"]),),
        )
    (server,) = [s for s in out(mindkeep("tools", "list"))["servers"] if s["name"] == "shared"]
    assert server["trusted"] is False and server["error"]["code"] == "tool_server_not_trusted"
    assert marker.read_text(encoding="utf-8").splitlines() == ["started"]


def test_tools_trust_for_people_says_what_it_trusted(mindkeep, db_url):
    """The readable answer names the server and says it is trusted here."""
    _insert_row(db_url, "shared", [FIXTURE])
    proc = mindkeep("tools", "trust", "shared", json_output=False)
    assert proc.returncode == 0 and "shared is trusted on this computer" in proc.stdout


def test_an_http_server_keeps_its_token_in_the_keyring_only(mindkeep, db_url, keyring_file):
    """`tools add web --url … --header "Authorization: Bearer …"`: the token is in the
    keyring, shown as <secret>, and nowhere in the database."""
    added = out(
        mindkeep(
            "tools",
            "add",
            "web",
            "--url",
            "https://mcp.example.com/mcp",
            "--header",
            f"Authorization: Bearer {TOKEN}",
            "--header",
            "X-Trace: 1",
        )
    )
    assert added["added"]["headers"] == {"X-Trace": "1", "Authorization": "<secret>"}
    assert TOKEN in keyring_file.read_text()
    assert TOKEN not in repr(stored(db_url))
    database = Path(db_url.removeprefix("sqlite:///"))
    assert all(TOKEN.encode() not in p.read_bytes() for p in database.parent.glob("mindkeep.db*"))
    out(mindkeep("tools", "remove", "web"))
    assert TOKEN not in keyring_file.read_text()


def test_enable_and_disable_switch_a_server_per_space(mindkeep, core):
    """`tools disable fx --space A`: off there, still on in B; `enable` turns it back on."""
    a, b = core.chat.create_space("A").value, core.chat.create_space("B").value
    mindkeep("tools", "add", "fx", "--", PY, FIXTURE)
    assert out(mindkeep("tools", "disable", "fx", "--space", str(a.id))) == {
        "server": "fx",
        "space_id": a.id,
        "enabled": False,
    }
    assert not core.tool_servers.get("fx").enabled_in(a.id)
    assert core.tool_servers.get("fx").enabled_in(b.id)
    assert out(mindkeep("tools", "enable", "fx", "--space", str(a.id)))["enabled"] is True


# Each bad command, its code and exit status (run one after another on one database: a
# process each, ~1 s apiece on a busy machine).
BAD = [
    (("tools", "add", "Git Tools", "--", PY), "invalid_input", 1),
    (("tools", "add", "mindkeep", "--", PY), "invalid_input", 1),
    (("tools", "add", "git", "--", "no-such-command-xyz"), "command_not_found", 1),
    (("tools", "add", "git", "--", "/no/such/server"), "command_not_found", 1),
    (("tools", "add", "git"), "usage", 2),
    (("tools", "add", "git", "--url", "https://x/mcp", "--", PY), "usage", 2),
    (("tools", "add", "git", "--header", "X-A: 1", "--", PY), "usage", 2),
    (("tools", "add", "web", "--url", "ftp://x/mcp"), "invalid_input", 1),
    (
        ("tools", "add", "web", "--url", "https://x/mcp", "--header", "nocolon"),
        "invalid_input",
        1,
    ),
    (("tools", "remove", "nope"), "not_found", 1),
    (("tools", "trust", "nope"), "not_found", 1),
    (("tools", "trust", "Bad Name"), "invalid_input", 1),
    (("tools", "trust"), "usage", 2),
    (("tools", "enable", "nope", "--space", "1"), "not_found", 1),
    (("tools", "enable", "fx", "--space", "999"), "not_found", 1),
    (("tools", "disable", "fx", "--space", "0"), "usage", 2),
    (("tools", "add", "fx", "--", PY, FIXTURE), "already_exists", 1),
]


def test_bad_input_is_a_clear_error_a_stable_code_and_writes_nothing(mindkeep, db_url):
    """Each bad command exits non-zero with its code, and the stored servers are unchanged."""
    mindkeep("tools", "add", "fx", "--", PY, FIXTURE)
    before = stored(db_url)
    for args, code, exit_code in BAD:
        proc = mindkeep(*args)
        assert (proc.returncode, error(proc)["code"]) == (exit_code, code), (args, proc.stderr)
        assert error(proc)["message"]
        assert stored(db_url) == before, args


def test_a_secret_header_without_a_keyring_is_refused_and_nothing_is_written(mindkeep, db_url):
    """No keyring: no_keyring, the server is not added."""
    proc = mindkeep(
        "tools",
        "add",
        "web",
        "--url",
        "https://x/mcp",
        "--header",
        f"X-Api-Key: {TOKEN}",
        keyring=False,
    )
    assert proc.returncode == 1 and error(proc)["code"] == "no_keyring"
    assert stored(db_url) == []


def test_the_singular_tool_commands_still_run_mindkeeps_own_tools(mindkeep, core):
    """`tool list` lists the Memory tools (not the servers'), and `tool call` runs one."""
    mindkeep("tools", "add", "fx", "--", PY, FIXTURE)
    names = [t["name"] for t in out(mindkeep("tool", "list"))["tools"]]
    assert names == core.tools.names()
    session = core.chat.create_session(core.chat.create_space("S").value.id).value
    result = out(
        mindkeep(
            "tool", "call", "search_memory", "--session", str(session.id), "--args", '{"query": ""}'
        )
    )
    assert result["ok"] is True


# ---------------------------------------------------------------- settings model


@pytest.fixture
def local_model():
    server = LocalModelServer().start()
    yield server
    server.stop()


def test_detect_lists_the_local_servers_and_their_models(mindkeep, local_model):
    """`settings model --detect --port P --json`: the server and its models."""
    data = out(mindkeep("settings", "model", "--detect", "--port", str(local_model.port)))
    assert data == {
        "detected": [
            {
                "name": "Ollama",
                "port": local_model.port,
                "base_url": local_model.base_url,
                "models": ["llama3.2:3b", "qwen2.5:7b"],
            }
        ],
        "ports": [local_model.port],
    }
    text = mindkeep(
        "settings", "model", "--detect", "--port", str(local_model.port), json_output=False
    ).stdout
    assert local_model.base_url in text and "qwen2.5:7b" in text


def test_test_connection_reports_ok_and_saves_nothing(mindkeep, local_model, core):
    """`--test --base-url … --model …` works, and the stored model is unchanged (offline)."""
    data = out(
        mindkeep(
            "settings",
            "model",
            "--test",
            "--base-url",
            local_model.base_url,
            "--model",
            "qwen2.5:7b",
        )
    )
    assert data["test"]["status"] == "ok" and data["test"]["ok"] is True
    assert not core.settings.model().configured


def test_test_connection_without_tool_calling_exits_1_with_its_status(mindkeep, core):
    """A model that refuses tools: exit 1, status no_tool_calling, the server's words."""
    server = LocalModelServer(tools=False).start()
    try:
        core.settings.set_model(base_url=server.base_url, model="llama3.2:3b")
        proc = mindkeep("settings", "model", "--test")
        assert proc.returncode == 1
        assert json.loads(proc.stdout)["test"]["status"] == "no_tool_calling"
        assert error(proc)["code"] == "no_tool_calling"
        assert "does not support tools" in error(proc)["message"]
    finally:
        server.stop()


def test_test_connection_without_a_model_says_how_to_find_one(mindkeep):
    """Nothing configured, nothing given: invalid_input pointing at --detect."""
    proc = mindkeep("settings", "model", "--test")
    assert proc.returncode == 1 and "--detect" in error(proc)["message"]


def test_detect_and_test_refuse_options_they_do_not_take(mindkeep):
    """`--detect --offline`, `--port` without --detect: usage errors, exit 2."""
    for args in (("--detect", "--offline"), ("--port", "1234"), ("--detect", "--port", "0")):
        proc = mindkeep("settings", "model", *args)
        assert proc.returncode == 2 and error(proc)["code"] == "usage"
