"""Issue 30: a tool server's secrets in its URL's query or its arguments, and a model's base URL
with a key in it, are never written to the database (real SQLite file, read back with sqlite3):
kept in the OS keyring where there is one, refused otherwise; nothing half-written."""

from __future__ import annotations

import sqlite3
import sys

import keyring
import pytest
from keyring_backends import MemoryKeyring

from app.domain.errors import AppError, Code

PY = sys.executable
KEY = "k3y-SECRET-8675309"


@pytest.fixture
def os_keyring():
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def no_keyring():
    from keyring.backends.fail import Keyring as Fail

    previous = keyring.get_keyring()
    keyring.set_keyring(Fail())
    yield
    keyring.set_keyring(previous)


def _database(core) -> str:
    """Everything the database file holds, as text (what another program could read)."""
    path = core.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as conn:
        return "\n".join(conn.iterdump())


@pytest.mark.parametrize(
    "url",
    [
        f"https://mcp.example.com/mcp?api_key={KEY}",
        f"https://mcp.example.com/mcp?token={KEY}",
        f"https://mcp.example.com/mcp?v=1&access_token={KEY}",
        f"https://mcp.example.com/mcp?key={KEY}",
    ],
)
def test_a_key_in_a_servers_url_goes_to_the_keyring(core, os_keyring, url):
    """The row's URL holds a placeholder, the keyring the value; the launch has the whole URL;
    removing the server removes the value from the keyring."""
    server = core.tool_servers.add_http("web", url)
    assert KEY not in _database(core) and KEY not in repr(server.to_json())
    assert "<secret>" in server.url
    assert core.tool_servers.launch(core.tool_servers.get("web")).url == url
    core.tool_servers.remove("web")
    assert KEY not in repr(os_keyring.saved)


def test_without_a_keyring_a_key_in_the_url_is_refused_and_nothing_is_written(core, no_keyring):
    """No keyring: the server is refused (no_keyring) and the database does not hold the key."""
    with pytest.raises(AppError) as err:
        core.tool_servers.add_http("web", f"https://mcp.example.com/mcp?api_key={KEY}")
    assert err.value.code is Code.NO_KEYRING
    assert KEY not in _database(core) and core.tool_servers.list() == []


@pytest.mark.parametrize(
    "args",
    [
        ["server.py", "--pass", KEY],
        ["server.py", "--pwd", KEY],
        ["server.py", "-p", KEY],
        ["server.py", "--key", KEY],
        ["server.py", "--auth", KEY],
        ["server.py", "--token", KEY],
        ["server.py", f"--api-key={KEY}"],
        ["server.py", "-e", f"SERVICE_TOKEN={KEY}"],
        ["server.py", "--url", f"https://api.example.com/v1?api_key={KEY}"],
    ],
)
def test_a_secret_argument_goes_to_the_keyring(core, os_keyring, args):
    """Each form of a secret argument is kept in the keyring and comes back at launch."""
    server = core.tool_servers.add_stdio("srv", PY, args)
    assert KEY not in _database(core) and KEY not in repr(server.to_json())
    assert core.tool_servers.launch(server).args == tuple(args)


def test_without_a_keyring_a_secret_argument_is_refused(core, no_keyring):
    """No keyring: `--pass X` is refused with no_keyring, nothing written."""
    with pytest.raises(AppError) as err:
        core.tool_servers.add_stdio("srv", PY, ["server.py", "--pass", KEY])
    assert err.value.code is Code.NO_KEYRING
    assert KEY not in _database(core) and core.tool_servers.list() == []


@pytest.mark.parametrize(
    "base_url",
    [
        f"https://llm.example.com/v1?api_key={KEY}",
        f"https://llm.example.com/v1?key={KEY}",
        f"https://me:{KEY}@llm.example.com/v1",
    ],
)
def test_a_model_base_url_with_a_key_is_refused_and_the_settings_stay(core, base_url):
    """`settings model` never stores a base URL with a credential in it: refused as a secret
    (the key goes to the keyring as the API key), and the model settings are as they were."""
    core.settings.set_model(base_url="http://localhost:11434/v1", model="llama3.2")
    with pytest.raises(AppError) as err:
        core.settings.set_model(base_url=base_url, model="gpt")
    assert (err.value.code, err.value.field) == (Code.SECRET_CONTENT, "base_url")
    assert KEY not in _database(core)
    assert core.settings.model().base_url == "http://localhost:11434/v1"


@pytest.mark.parametrize("base_url", ["http://[::1", "http://localhost:70000/v1"])
def test_an_unusable_model_base_url_is_a_clear_error(core, base_url):
    """An unclosed IPv6 address or a port over 65535 is invalid_input, not a traceback."""
    with pytest.raises(AppError) as err:
        core.settings.set_model(base_url=base_url, model="gpt")
    assert err.value.code is Code.INVALID_INPUT
    assert core.settings.model().base_url is None
