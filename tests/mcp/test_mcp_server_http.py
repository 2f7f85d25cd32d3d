"""`mindkeep mcp --http`: Streamable HTTP on 127.0.0.1, its token and its Origin/Host checks,
and many clients at once (SPEC §9), through the SDK's own client over real HTTP."""

from __future__ import annotations

import os
import stat
from collections import Counter

import anyio
import httpx2 as httpx
import pytest
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_server_helpers import RULE, http_server, info, result, token

from app.domain.memory.rules.limits import MAX_PENDING_SUGGESTIONS
from app.domain.model import Scope, ScopeRef, Status
from app.mcp.http import TOKEN_FILE

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "curl", "version": "0"},
    },
}
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@pytest.fixture
def project(core, tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    return folder, space


def _client(url: str, bearer: str, name: str = "codex-mcp-client") -> Client:
    http = httpx.AsyncClient(headers={"Authorization": f"Bearer {bearer}"}, timeout=60)
    return Client(
        streamable_http_client(url, http_client=http), mode="legacy", client_info=info(name)
    )


def test_the_token_is_kept_private_in_the_data_folder(core):
    """--print-token makes the token once, in a file only its owner may read, and keeps it."""
    first = token()
    path = core.data_dir / TOKEN_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert len(first) >= 40 and token() == first
    os.chmod(path, 0o644)
    assert token() == first and stat.S_IMODE(path.stat().st_mode) == 0o600


def test_without_the_token_401_with_a_foreign_origin_403(core, db_url, project):
    """No token or a wrong one: 401. A foreign Origin or Host (DNS rebinding): 403 / 421, even
    with the token. Only 127.0.0.1 listens. Nothing is written."""
    folder, space = project
    secret = token()
    with http_server(db_url, cwd=folder) as (url, _proc):
        assert url.startswith("http://127.0.0.1:")
        port = url.split(":")[2].split("/")[0]
        good = {**ACCEPT, "Authorization": f"Bearer {secret}"}
        with httpx.Client(timeout=30) as http:
            assert http.post(url, json=INIT, headers=ACCEPT).status_code == 401
            wrong = {**ACCEPT, "Authorization": "Bearer not-the-token"}
            assert http.post(url, json=INIT, headers=wrong).status_code == 401
            evil = {**good, "Origin": "http://evil.example"}
            assert http.post(url, json=INIT, headers=evil).status_code == 403
            rebound = {**good, "Host": f"evil.example:{port}"}
            assert http.post(url, json=INIT, headers=rebound).status_code == 421
            same = {**good, "Origin": f"http://localhost:{port}"}
            assert http.post(url, json=INIT, headers=same).status_code == 200
        with pytest.raises(httpx.ConnectError), httpx.Client(timeout=5) as http:
            http.post(url.replace("127.0.0.1", _other_address()), json=INIT, headers=good)
    assert [s for s in core.chat.list_sessions(space.id) if s.external] == []


def test_a_401_says_bearer_and_where_its_metadata_is_and_offers_no_oauth(core, db_url, project):
    """A 401 carries `WWW-Authenticate: Bearer` with `resource_metadata`; that document is served
    without the token (at the path the well-known string is inserted into, and at the root's),
    names this server as the resource and offers no authorization server, so a client reports a
    missing token instead of starting OAuth. A wrong token is RFC 6750's invalid_token; other
    well-known paths are 404; a foreign Origin is still refused."""
    folder, _space = project
    with http_server(db_url, cwd=folder) as (url, _proc):
        origin = url.removesuffix("/mcp")
        with httpx.Client(timeout=30) as http:
            missing = http.post(url, json=INIT, headers=ACCEPT)
            assert missing.status_code == 401
            challenge = missing.headers["WWW-Authenticate"]
            assert challenge.startswith("Bearer ")
            where = f"{origin}/.well-known/oauth-protected-resource/mcp"
            assert f'resource_metadata="{where}"' in challenge
            assert "error=" not in challenge  # RFC 6750: no error code when none was sent
            wrong = {**ACCEPT, "Authorization": "Bearer not-the-token"}
            refused = http.post(url, json=INIT, headers=wrong)
            assert refused.status_code == 401
            assert 'error="invalid_token"' in refused.headers["WWW-Authenticate"]
            for path in (where, f"{origin}/.well-known/oauth-protected-resource"):
                metadata = http.get(path)
                assert metadata.status_code == 200, path
                assert metadata.json()["resource"] == url
                assert metadata.json()["authorization_servers"] == []
                assert metadata.json()["bearer_methods_supported"] == ["header"]
            assert http.get(f"{origin}/.well-known/oauth-authorization-server").status_code == 404
            evil = http.get(where, headers={"Origin": "http://evil.example"})
            assert evil.status_code == 403


def _other_address() -> str:
    """An address of this machine that is not the loopback one the server listens on."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))  # no packet is sent: UDP connect picks a route
            return s.getsockname()[0]
    except OSError:
        return "127.0.0.2"


def test_a_client_over_http_reads_context_and_proposes(core, db_url, project):
    """The SDK's client over real HTTP with the bearer token: tools, context, a suggestion."""
    folder, space = project
    secret = token()
    with http_server(db_url, cwd=folder) as (url, _proc):

        async def run():
            async with _client(url, secret) as client:
                names = {t.name for t in (await client.list_tools()).tools}
                context = result(await client.call_tool("memory_context", {}))
                proposed = result(await client.call_tool("propose_memory_rule", RULE))
                return names, context, proposed

        names, context, proposed = anyio.run(run)
    assert "propose_memory_rule" in names and context["ok"]
    assert proposed["created"] and proposed["entry"]["scope_id"] == space.id
    (external,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    assert external.external_client == "Codex"


def _many_clients(core, db_url, folder, space_id: int) -> None:
    """8 clients at once, 100 proposals each (distinct words, some shared): the per-scope limits
    hold, no words are suggested twice, and no call fails."""
    secret = token()
    outcomes: Counter = Counter()
    failures: list = []
    with http_server(db_url, cwd=folder) as (url, _proc):

        async def one(n: int) -> None:
            async with _client(url, secret, name=f"agent-{n}") as client:
                for i in range(100):
                    words = f"Rule number {i % 12} for the shop"
                    scope = "space" if i % 2 else "user"
                    call = await client.call_tool(
                        "propose_memory_rule", {**RULE, "content": words, "scope": scope}
                    )
                    data = result(call)
                    if data["ok"]:
                        outcomes["created" if data["created"] else data["status"]] += 1
                    elif data["error"]["code"] in ("suggestion_limit", "room_limit"):
                        outcomes[data["error"]["code"]] += 1
                    else:
                        failures.append(data)

        async def run():
            async with anyio.create_task_group() as tg:
                for n in range(8):
                    tg.start_soon(one, n)

        anyio.run(run)
    assert failures == []
    assert sum(outcomes.values()) == 800
    personal = core.memory.scope_ref(core.chat.list_sessions()[0].id, "user")
    for ref in (ScopeRef(Scope.SPACE, space_id), personal):
        waiting = core.memory.list_entries(ref, statuses=[Status.SUGGESTED])
        keys = [e.content.casefold() for e in waiting]
        assert len(keys) == len(set(keys))  # no duplicate
        assert len(waiting) <= MAX_PENDING_SUGGESTIONS
        room = core.memory.settings(ref).room
        assert sum(len(e.content) for e in waiting) <= room // 4
    assert outcomes["created"] == sum(
        len(core.memory.list_entries(r, statuses=[Status.SUGGESTED]))
        for r in (ScopeRef(Scope.SPACE, space_id), personal)
    )
    quotes = [
        m for s in core.chat.list_sessions(space_id) if s.external for m in core.chat.messages(s.id)
    ]
    assert len(quotes) == outcomes["created"]  # a quote is stored only with a new suggestion


def test_eight_clients_at_once_keep_the_limits(core, db_url, project):
    """8 clients × 100 proposals over HTTP on a SQLite file: limits hold, no duplicate, no error."""
    folder, space = project
    _many_clients(core, db_url, folder, space.id)


def test_eight_clients_at_once_on_postgresql(tmp_path):
    """The same on a shared PostgreSQL database (MINDKEEP_TEST_PG_URL)."""
    from shared_db import fresh_database

    from app.bootstrap import build_core

    admin = os.environ.get("MINDKEEP_TEST_PG_URL")
    if not admin:
        pytest.skip("MINDKEEP_TEST_PG_URL names no PostgreSQL server (scripts/ci_postgres.sh)")
    with fresh_database(admin) as url:
        core = build_core(url)
        try:
            folder = tmp_path / "project"
            folder.mkdir()
            space = core.chat.create_space("Shop").value
            core.external.bind(space.id, folder)
            core.chat.create_session(space.id, title="Mine")
            _many_clients(core, url, folder, space.id)
        finally:
            core.close()
