"""Issue 30 over the wire (SPEC §9): a client working in / or the home folder is asked for
`--space` and nothing is written; a root above a bound project does not capture it; a
`subscriptions/listen` stream carries only the client's own Space's rules.md."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
import httpx2 as httpx
import mcp_types as types
import pytest
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp_server_helpers import BIN, RULE, env, http_server, info, result, token


@contextlib.asynccontextmanager
async def client_at(db_url: str, cwd: Path, home: Path, **options) -> AsyncIterator[Client]:
    """`mindkeep mcp` started in `cwd`, with `home` as the user's home folder."""
    params = StdioServerParameters(
        command=BIN, args=["--db", db_url, "mcp"], cwd=str(cwd), env={**env(), "HOME": str(home)}
    )
    async with Client(params, mode="legacy", client_info=info(), **options) as client:
        yield client


@pytest.fixture
def home(tmp_path) -> Path:
    folder = tmp_path / "home" / "ann"
    folder.mkdir(parents=True)
    return folder


def _nothing_written(core) -> bool:
    return core.chat.list_spaces() == [] and core.external.folders() == []


@pytest.mark.parametrize("where", ["home", "root"])
def test_a_client_in_a_broad_folder_is_asked_for_space(core, db_url, home, where):
    """In the home folder or /, a tool call is an MCP tool error (invalid_input on "space",
    naming --space); no Space is made, no folder bound, no Session opened."""
    cwd = home if where == "home" else Path("/")

    async def run():
        async with client_at(db_url, cwd, home) as client:
            call = await client.call_tool("propose_memory_rule", RULE)
            listed = await client.list_resources()
            return call, listed

    call, listed = anyio.run(run)
    data = result(call)
    assert call.is_error and data["written"] is False
    assert (data["error"]["code"], data["error"]["field"]) == ("invalid_input", "space")
    assert "--space" in data["error"]["message"]
    assert listed.resources == []
    assert _nothing_written(core)


def test_a_root_above_a_bound_project_does_not_capture_it(core, db_url, home):
    """The client declares a root above a bound project and works inside the project: the
    project's Space is used, the root is not bound."""
    project = home / "src" / "shop"
    work = project / "lib"
    work.mkdir(parents=True)
    shop = core.chat.create_space("Shop").value
    core.external.bind(shop.id, project)

    async def roots(_context) -> types.ListRootsResult:
        return types.ListRootsResult(roots=[types.Root(uri=(home / "src").as_uri(), name="src")])

    async def run():
        async with client_at(db_url, work, home, list_roots_callback=roots) as client:
            return result(await client.call_tool("propose_memory_rule", RULE))

    assert anyio.run(run)["entry"]["scope_id"] == shop.id
    assert [f.path for f in core.external.folders()] == [str(project)]
    assert [s.name for s in core.chat.list_spaces()] == ["Shop"]


# Client A speaks the handshake era (roots, resources/subscribe), which the SDK deprecates.
@pytest.mark.filterwarnings("ignore::mcp.shared.exceptions.MCPDeprecationWarning")
def test_a_listen_stream_carries_only_the_clients_own_space(core, db_url, home, tmp_path):
    """Over one HTTP server, client A (its roots: project A) and client B (the server's folder,
    project B, on the 2026 wire) share the process. B asks to listen to both rules.md: the
    acknowledgement honours only B's, and an accept in A reaches A, never B's stream."""
    a_folder, b_folder = tmp_path / "a", tmp_path / "b"
    a_folder.mkdir()
    b_folder.mkdir()
    a_space, b_space = core.chat.create_space("A").value, core.chat.create_space("B").value
    core.external.bind(a_space.id, a_folder)
    core.external.bind(b_space.id, b_folder)
    a_uri, b_uri = (
        f"mindkeep://space/{a_space.id}/rules.md",
        f"mindkeep://space/{b_space.id}/rules.md",
    )
    secret = token()
    heard_a = anyio.Event()

    async def a_roots(_context) -> types.ListRootsResult:
        return types.ListRootsResult(roots=[types.Root(uri=a_folder.as_uri(), name="a")])

    async def on_a_message(message) -> None:
        if isinstance(getattr(message, "root", message), types.ResourceUpdatedNotification):
            heard_a.set()

    def client(url: str, name: str, mode: str, **options) -> Client:
        http = httpx.AsyncClient(headers={"Authorization": f"Bearer {secret}"}, timeout=60)
        return Client(
            streamable_http_client(url, http_client=http),
            mode=mode,
            client_info=info(name),
            **options,
        )

    with http_server(db_url, cwd=b_folder) as (url, _proc):

        async def run():
            async with client(
                url, "agent-a", "legacy", list_roots_callback=a_roots, message_handler=on_a_message
            ) as a:
                a_rule = result(await a.call_tool("propose_memory_rule", RULE))
                await a.subscribe_resource(a_uri)
                async with client(url, "agent-b", "auto") as b:
                    b_rule = result(
                        await b.call_tool(
                            "propose_memory_rule", {**RULE, "content": "Sign commits"}
                        )
                    )
                    async with b.listen(resource_subscriptions=[a_uri, b_uri]) as events:
                        honored = events.honored.resource_subscriptions
                        await anyio.to_thread.run_sync(core.decisions.accept, a_rule["entry"]["id"])
                        with anyio.fail_after(20):
                            await heard_a.wait()  # the server announced A's change
                        await anyio.to_thread.run_sync(core.decisions.accept, b_rule["entry"]["id"])
                        with anyio.fail_after(20):
                            async for event in events:
                                return honored, str(event.uri)

        honored, first = anyio.run(run)
    assert [str(u) for u in honored] == [b_uri]
    assert first == b_uri
