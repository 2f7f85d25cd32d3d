"""Issue 30: a tool server's secrets (a key in its URL, a password argument) live only in the
OS keyring, so what is said when it cannot start (shown, and kept with the turn) never holds
them: its URL reads as stored, with "<secret>", and the server's own last words are cleaned."""

from __future__ import annotations

import keyring
import pytest
from keyring_backends import MemoryKeyring
from mcp_helpers import PY

from app.agent.mcp.errors import Failure

KEY = "k3y-SECRET-8675309"


@pytest.fixture
def memory_keyring():
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def test_a_server_url_with_a_key_is_named_without_it(hub_core, memory_keyring):
    """Nothing listens: "cannot connect to http://127.0.0.1:9/mcp?api_key=<secret>"."""
    hub_core.tool_servers.add_http("web", f"http://127.0.0.1:9/mcp?api_key={KEY}")
    (listing,) = hub_core.tool_hub.server_tools()
    assert listing.error.failure is Failure.START_FAILED
    assert "cannot connect to http://127.0.0.1:9/mcp?api_key=<secret>" in listing.error.message
    assert KEY not in listing.error.message and KEY not in listing.error.describe()


def test_a_server_that_prints_its_password_is_quoted_without_it(hub_core, memory_keyring, tmp_path):
    """A server that writes its `-p` value on standard error and exits: its words are quoted,
    the password is not."""
    script = tmp_path / "server.py"
    script.write_text(
        "import sys\n"
        "sys.stderr.write('login failed with ' + sys.argv[sys.argv.index('-p') + 1] + '\\n')\n"
        "sys.exit(3)\n"
    )
    hub_core.tool_servers.add_stdio("db", PY, [str(script), "-p", KEY])
    (listing,) = hub_core.tool_hub.server_tools()
    assert "login failed with <secret>" in listing.error.message
    assert KEY not in listing.error.message and KEY not in listing.error.describe()
