"""The hub with servers a user adds: `mcp-server-git` from PyPI on a temporary repository
(stdio), and a Streamable HTTP server that wants a bearer token (the fixture server over
HTTP), with the token kept in the keyring."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import keyring
import pytest
from keyring_backends import MemoryKeyring
from mcp_helpers import FIXTURE, PY

from app.agent.mcp.errors import Failure
from app.agent.tools import Safety

GIT_SERVER = shutil.which("mcp-server-git", path=str(Path(sys.executable).parent)) or shutil.which(
    "mcp-server-git"
)
needs_git_server = pytest.mark.skipif(
    GIT_SERVER is None or shutil.which("git") is None,
    reason="mcp-server-git (pip install mcp-server-git, a test dependency) or git is not installed",
)


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


@pytest.fixture
def repo(tmp_path) -> Path:
    """A git repository with one commit on main."""
    path = tmp_path / "repo"
    path.mkdir()
    _git(path, "init", "-q", "-b", "main")
    _git(
        path,
        "-c",
        "user.name=T",
        "-c",
        "user.email=t@example.com",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "start",
    )
    return path


@needs_git_server
def test_mcp_server_git_lists_its_tools_with_their_safety(hub_core, repo):
    """git_status is read-only (runs without asking); git_create_branch, git_commit and
    git_reset need approval."""
    hub_core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = hub_core.chat.create_space("Repo").value.id
    found = hub_core.tool_hub.tools_for_space(space)
    assert found.problems == ()
    tools = {t.name: t for t in found.tools}
    assert tools["git__git_status"].safety is Safety.READ_ONLY
    assert tools["git__git_log"].safety is Safety.READ_ONLY
    for name in ("git__git_create_branch", "git__git_commit", "git__git_reset"):
        assert tools[name].safety is Safety.NEEDS_APPROVAL, name
    assert tools["git__git_create_branch"].annotations["readOnlyHint"] is False


@needs_git_server
def test_git_create_branch_through_the_hub_creates_the_branch(hub_core, repo):
    """A direct call: the branch exists in the repository afterwards; git_status reads it."""
    hub_core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = hub_core.chat.create_space("Repo").value.id
    assert "task-26" not in _git(repo, "branch", "--list")
    out = hub_core.tool_hub.call(
        "git__git_create_branch",
        {"repo_path": str(repo), "branch_name": "task-26"},
        space_id=space,
    )
    assert out.ok and "task-26" in out.output
    assert "task-26" in _git(repo, "branch", "--list")
    status = hub_core.tool_hub.call("git__git_status", {"repo_path": str(repo)}, space_id=space)
    assert status.ok and "On branch main" in status.output


@needs_git_server
def test_git_server_refusals_come_back_as_failed_outcomes(hub_core, repo, tmp_path):
    """A repository outside the one it was started for: the server says so (ok false), and
    nothing is created there."""
    other = tmp_path / "other"
    other.mkdir()
    _git(other, "init", "-q", "-b", "main")
    hub_core.tool_servers.add_stdio("git", GIT_SERVER, ["--repository", str(repo)])
    space = hub_core.chat.create_space("Repo").value.id
    out = hub_core.tool_hub.call(
        "git__git_create_branch", {"repo_path": str(other), "branch_name": "x"}, space_id=space
    )
    assert not out.ok
    assert _git(other, "branch", "--list") == ""


# ---------------------------------------------------------------- Streamable HTTP


@pytest.fixture
def http_server():
    """The fixture server over Streamable HTTP on a free port of 127.0.0.1, wanting a token."""
    token = "tok-SECRET-26-0000000000"
    proc = subprocess.Popen(
        [PY, FIXTURE, "http", token], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        port = int(proc.stdout.readline())
        yield f"http://127.0.0.1:{port}/mcp", token
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.fixture
def memory_keyring():
    """An OS keyring for this test (a dict behind the keyring library's own API)."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def test_an_http_server_is_reached_with_its_token_from_the_keyring(
    hub_core, http_server, memory_keyring
):
    """The token is read from the keyring at start and sent; the tools list and run."""
    url, token = http_server
    hub_core.tool_servers.add_http("web", url, [f"Authorization: Bearer {token}"])
    assert token in "".join(memory_keyring.saved.values())
    space = hub_core.chat.create_space("Web").value.id
    found = hub_core.tool_hub.tools_for_space(space)
    assert found.problems == () and "web__echo" in {t.name for t in found.tools}
    assert hub_core.tool_hub.call("web__echo", {"text": "over http"}, space_id=space).output == (
        "over http"
    )


def test_an_http_server_that_refuses_the_token_says_so(hub_core, http_server, memory_keyring):
    """A wrong token: could not start, "answered HTTP 401 … check the token"."""
    url, _token = http_server
    hub_core.tool_servers.add_http("web", url, ["Authorization: Bearer wrong-token-0000"])
    (listing,) = hub_core.tool_hub.server_tools()
    assert listing.error.failure is Failure.START_FAILED
    assert "HTTP 401" in listing.error.message and "token" in listing.error.message


def test_an_http_server_that_is_not_there_says_so(hub_core):
    """Nothing listens on the port: could not start, cannot connect."""
    hub_core.tool_servers.add_http("web", "http://127.0.0.1:9/mcp")
    (listing,) = hub_core.tool_hub.server_tools()
    assert listing.error.failure is Failure.START_FAILED
    assert "cannot connect to http://127.0.0.1:9/mcp" in listing.error.message
