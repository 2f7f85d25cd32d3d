"""The configured tool servers (MCP): added, listed, removed, turned on or off per Space, on a
real SQLite file (and the real PostgreSQL where one is named); secrets in the keyring only,
and bad input refused with nothing written."""

from __future__ import annotations

import sqlite3
import sys

import keyring
import pytest
from keyring_backends import MemoryKeyring

from app.domain.errors import AppError, Code
from app.domain.tools.servers import Transport
from app.services.tool_servers import arg_account, header_account

PY = sys.executable
TOKEN = "Bearer tok-SECRET-4242424242"


@pytest.fixture
def os_keyring():
    """An OS keyring is available for this test."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def no_keyring():
    """This machine has no OS keyring."""
    from keyring.backends.fail import Keyring as Fail

    previous = keyring.get_keyring()
    keyring.set_keyring(Fail())
    yield
    keyring.set_keyring(previous)


def _rows(core) -> list[tuple]:
    """Every stored row of the two tables, read with sqlite3 (what is on disk)."""
    path = core.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as conn:
        return (
            conn.execute("SELECT * FROM tool_servers").fetchall()
            + conn.execute("SELECT * FROM tool_server_spaces").fetchall()
        )


def test_a_stdio_server_is_kept_with_its_full_command_path_and_folder(core, tmp_path, monkeypatch):
    """`add_stdio` keeps the command as the path found now, its arguments, and the folder it
    was added from; `list` and `get` give it back."""
    monkeypatch.chdir(tmp_path)
    server = core.tool_servers.add_stdio("git", "python3", ["-m", "mcp_server_git"])
    assert server.transport is Transport.STDIO
    assert server.command.startswith("/") and server.command.endswith("python3")
    assert server.args == ("-m", "mcp_server_git") and server.cwd == str(tmp_path)
    assert core.tool_servers.list() == [core.tool_servers.get("git")]
    assert core.tool_servers.get("git").command == server.command


def test_an_http_server_keeps_plain_headers_and_sends_secret_ones_to_the_keyring(core, os_keyring):
    """The Authorization value is in the keyring, not in the database; X-Trace is stored."""
    server = core.tool_servers.add_http(
        "web", "https://mcp.example.com/mcp", ["Authorization: " + TOKEN, "X-Trace: on"]
    )
    assert server.headers == (("X-Trace", "on"),)
    assert server.secret_headers == ("Authorization",)
    assert os_keyring.saved[("Mindkeep", header_account("web", "Authorization"))] == TOKEN
    assert TOKEN not in repr(_rows(core)) and "tok-SECRET" not in repr(_rows(core))
    launch = core.tool_servers.launch(core.tool_servers.get("web"))
    assert launch.headers == {"X-Trace": "on", "Authorization": TOKEN}


def test_a_secret_argument_goes_to_the_keyring_and_comes_back_at_launch(core, os_keyring):
    """`--token X`: X is in the keyring, its slot empty in the database, whole at launch."""
    server = core.tool_servers.add_stdio("gh", PY, ["server.py", "--token", "ghs-123-abc"])
    assert server.secret_args == (2,) and server.args == ("server.py", "--token", "")
    assert "ghs-123-abc" not in repr(_rows(core))
    assert core.tool_servers.launch(server).args == ("server.py", "--token", "ghs-123-abc")
    core.tool_servers.remove("gh")
    assert ("Mindkeep", arg_account("gh", 2)) not in os_keyring.saved


def test_without_a_keyring_a_secret_is_refused_and_nothing_is_written(core, no_keyring):
    """No keyring: the server with a token is not added at all (no_keyring), the database
    is as it was; a server without secrets is added as usual."""
    with pytest.raises(AppError) as err:
        core.tool_servers.add_http("web", "https://x.example/mcp", ["Authorization: " + TOKEN])
    assert err.value.code is Code.NO_KEYRING
    assert _rows(core) == []
    core.tool_servers.add_http("open", "https://x.example/mcp", ["X-Trace: 1"])
    assert [s.name for s in core.tool_servers.list()] == ["open"]


def test_a_keyring_that_refuses_leaves_no_server_and_no_secret(core):
    """The keyring refuses the second secret: the row is rolled back, the first secret deleted."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    try:
        backend.accept = 1
        with pytest.raises(AppError) as err:
            core.tool_servers.add_http(
                "web", "https://x.example/mcp", ["Authorization: " + TOKEN, "X-Api-Key: k-99"]
            )
        assert err.value.code is Code.NO_KEYRING
        assert _rows(core) == [] and backend.saved == {}
    finally:
        keyring.set_keyring(previous)


@pytest.mark.parametrize(
    ("call", "code", "field"),
    [
        (lambda s: s.add_stdio("Git Tools", PY, []), Code.INVALID_INPUT, "name"),
        (lambda s: s.add_stdio("mindkeep", PY, []), Code.INVALID_INPUT, "name"),
        (
            lambda s: s.add_stdio("git", "no-such-command-xyz", []),
            Code.COMMAND_NOT_FOUND,
            "command",
        ),
        (lambda s: s.add_stdio("git", "/no/such/file", []), Code.COMMAND_NOT_FOUND, "command"),
        (lambda s: s.add_stdio("git", "", []), Code.INVALID_INPUT, "command"),
        (lambda s: s.add_http("web", "ftp://x/mcp"), Code.INVALID_INPUT, "url"),
        (lambda s: s.add_http("web", "https://x/mcp", ["bad"]), Code.INVALID_INPUT, "header"),
        (lambda s: s.add_stdio("git", PY, ["\ud800"]), Code.INVALID_INPUT, "args"),
    ],
)
def test_bad_input_is_refused_with_a_stable_code_and_nothing_is_written(core, call, code, field):
    """Each bad add is refused with its code and field, and the tables stay empty."""
    with pytest.raises(AppError) as err:
        call(core.tool_servers)
    assert (err.value.code, err.value.field) == (code, field)
    assert _rows(core) == []


def test_a_second_server_of_the_same_name_is_refused(core):
    """A name is one server: the second add is already_exists and changes nothing."""
    core.tool_servers.add_stdio("git", PY, ["a.py"])
    before = _rows(core)
    with pytest.raises(AppError) as err:
        core.tool_servers.add_http("git", "https://x/mcp")
    assert err.value.code is Code.ALREADY_EXISTS
    assert _rows(core) == before


def test_unknown_servers_and_spaces_are_not_found(core):
    """Removing or switching an unknown server, or switching one in an unknown Space, is
    not_found and writes nothing."""
    core.tool_servers.add_stdio("git", PY, ["a.py"])
    before = _rows(core)
    for call in (
        lambda: core.tool_servers.remove("nope"),
        lambda: core.tool_servers.set_enabled("nope", space_id=1, enabled=False),
        lambda: core.tool_servers.set_enabled("git", space_id=999, enabled=False),
        lambda: core.tool_servers.set_enabled("git", space_id=2**70, enabled=False),
        lambda: core.tool_servers.get("nope"),
    ):
        with pytest.raises(AppError) as err:
            call()
        assert err.value.code is Code.NOT_FOUND
    assert _rows(core) == before


def test_a_new_server_is_on_in_every_space_until_turned_off_in_one(core):
    """Enabled by default; `disable` in Space A leaves Space B; `enable` turns it back on."""
    a, b = core.chat.create_space("A").value, core.chat.create_space("B").value
    core.tool_servers.add_stdio("git", PY, ["a.py"])
    assert [s.name for s in core.tool_servers.enabled_in_space(a.id)] == ["git"]
    server = core.tool_servers.set_enabled("git", space_id=a.id, enabled=False)
    assert not server.enabled_in(a.id) and server.enabled_in(b.id)
    assert core.tool_servers.enabled_in_space(a.id) == []
    assert [s.name for s in core.tool_servers.enabled_in_space(b.id)] == ["git"]
    assert core.tool_servers.set_enabled("git", space_id=a.id, enabled=True).enabled_in(a.id)
    assert core.tool_servers.get("git").spaces == ((a.id, True),)


def test_deleting_a_space_or_a_server_removes_its_switches(core):
    """A Space's on/off rows go with the Space, a server's with the server."""
    a = core.chat.create_space("A").value
    core.tool_servers.add_stdio("git", PY, ["a.py"])
    core.tool_servers.set_enabled("git", space_id=a.id, enabled=False)
    core.chat.delete_space(a.id)
    assert core.tool_servers.get("git").spaces == ()
    b = core.chat.create_space("B").value
    core.tool_servers.set_enabled("git", space_id=b.id, enabled=False)
    core.tool_servers.remove("git")
    assert _rows(core) == []


def test_a_secret_the_keyring_lost_makes_the_server_unavailable(core, os_keyring):
    """The keyring was emptied: launching says so (tool_server_unavailable), never sends a
    header without its value."""
    server = core.tool_servers.add_http("web", "https://x/mcp", ["X-Api-Key: k-1234"])
    os_keyring.saved.clear()
    with pytest.raises(AppError) as err:
        core.tool_servers.launch(server)
    assert err.value.code is Code.TOOL_SERVER_UNAVAILABLE and "keyring" in err.value.message


def test_tool_servers_on_postgresql(pg_core):
    """The same add, switch and remove on the shared database."""
    space = pg_core.chat.create_space("Team").value
    pg_core.tool_servers.add_stdio("git", PY, ["a.py"])
    pg_core.tool_servers.add_http("web", "https://x/mcp", ["X-Trace: 1"])
    pg_core.tool_servers.set_enabled("web", space_id=space.id, enabled=False)
    assert [s.name for s in pg_core.tool_servers.enabled_in_space(space.id)] == ["git"]
    with pytest.raises(AppError) as err:
        pg_core.tool_servers.add_stdio("git", PY, [])
    assert err.value.code is Code.ALREADY_EXISTS
    pg_core.tool_servers.remove("web")
    assert [s.name for s in pg_core.tool_servers.list()] == ["git"]
