"""`mindkeep mcp` on the wire: bad input gets a JSON-RPC or tool error and writes nothing, and
a subscribed client hears of a rule the user accepts in another program (SPEC §9)."""

from __future__ import annotations

import json
import subprocess

import anyio
import mcp_types as types
import pytest
from mcp_server_helpers import BIN, RULE, env, result, stdio_client

from app.domain.model import Scope, ScopeRef, Status


class Raw:
    """`mindkeep mcp` spoken to line by line, as a careless or hostile client would."""

    def __init__(self, db_url: str, cwd):
        self.proc = subprocess.Popen(
            [BIN, "--db", db_url, "mcp"],
            cwd=str(cwd),
            env=env(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )

    def send(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def request(self, id_: int, method: str, params: dict | None = None) -> None:
        message = {"jsonrpc": "2.0", "id": id_, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message))

    def answer(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, "the server closed its output"
        return json.loads(line)

    def answers(self, n: int) -> dict:
        return {(a := self.answer()).get("id"): a for _ in range(n)}

    def start(self) -> None:
        self.request(
            0,
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "raw-client", "version": "0"},
            },
        )
        assert self.answer()["result"]["serverInfo"]["name"] == "mindkeep"
        self.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=20)


def _written(core) -> tuple[int, int]:
    entries = sum(
        len(core.memory.list_entries(ScopeRef(Scope.SPACE, sp.id), statuses=list(Status)))
        for sp in core.chat.list_spaces()
    )
    return entries, sum(len(core.chat.messages(s.id)) for s in core.chat.list_sessions())


@pytest.fixture
def folder(core, tmp_path):
    path = tmp_path / "project"
    path.mkdir()
    core.external.bind(core.chat.create_space("Shop").value.id, path)
    return path


def test_bad_input_over_the_wire_gets_errors_and_writes_nothing(core, db_url, folder):
    """Not JSON, wrong JSON-RPC, an unknown method, arguments of the wrong type, a 1 MB string:
    each gets a JSON-RPC or tool error, the server goes on, and nothing is written."""
    raw = Raw(db_url, folder)
    try:
        raw.start()
        before = _written(core)
        raw.send("this is not JSON {")
        raw.send(json.dumps({"jsonrpc": "1.0", "id": 1, "method": "tools/list"}))
        raw.send(json.dumps([1, 2, 3]))
        raw.request(2, "memory/accept", {"id": 1})
        raw.request(3, "tools/call", {"name": "propose_memory_rule", "arguments": [1, 2]})
        raw.request(
            4, "tools/call", {"name": "propose_memory_rule", "arguments": {**RULE, "kind": 7}}
        )
        big = "x" * 1_000_000
        raw.request(
            5, "tools/call", {"name": "propose_memory_rule", "arguments": {**RULE, "content": big}}
        )
        raw.request(6, "tools/call", {"name": "search_memory", "arguments": {"query": big}})
        raw.request(
            7,
            "tools/call",
            {"name": "propose_memory_rule", "arguments": {**RULE, "user_quote": big}},
        )
        raw.request(8, "tools/list")
        got: dict = {}
        unanswerable = []
        while not set(range(2, 9)) <= set(got):
            answer = raw.answer()
            if answer.get("id") in (None, 1):
                unanswerable.append(answer)
            got[answer.get("id")] = answer
        assert got[2]["error"]["code"] == types.METHOD_NOT_FOUND
        assert got[3]["error"]["code"] == types.INVALID_PARAMS
        for id_, code in (
            (4, "invalid_arguments"),
            (5, "content_too_long"),
            (6, "invalid_arguments"),
            (7, "invalid_arguments"),
        ):
            assert got[id_]["result"]["isError"] is True, got[id_]
            assert got[id_]["result"]["structuredContent"]["error"]["code"] == code
        assert {t["name"] for t in got[8]["result"]["tools"]} >= {"memory_context"}
        # Not JSON, and a message that is not JSON-RPC 2.0: errors, the server goes on.
        assert unanswerable and all("error" in a for a in unanswerable)
        assert _written(core) == (before[0], before[1] + 0)
    finally:
        raw.close()
    # The external Session exists (a tool was called) and holds no message.
    (external,) = [s for s in core.chat.list_sessions() if s.external]
    assert core.chat.messages(external.id) == []


def test_ten_thousand_calls_in_a_burst_are_each_answered_and_write_nothing(core, db_url, folder):
    """10,000 refused calls sent at once: 10,000 answers, the server still serves, no write."""
    raw = Raw(db_url, folder)
    try:
        raw.start()
        before = _written(core)
        bad = json.dumps({"name": "propose_memory_rule", "arguments": {**RULE, "kind": "rule"}})
        lines = [
            f'{{"jsonrpc":"2.0","id":{i},"method":"tools/call","params":{bad}}}'
            for i in range(1, 10_001)
        ]
        raw.proc.stdin.write("\n".join(lines) + "\n")
        raw.proc.stdin.flush()
        answers = raw.answers(10_000)
        assert set(answers) == set(range(1, 10_001))
        codes = {a["result"]["structuredContent"]["error"]["code"] for a in answers.values()}
        assert codes == {"invalid_kind"}
        raw.request(10_001, "tools/list")
        assert raw.answer()["id"] == 10_001
        assert _written(core)[0] == before[0]
    finally:
        raw.close()


# Today's coding agents speak the handshake era, whose resources/subscribe the SDK deprecates.
@pytest.mark.filterwarnings("ignore::mcp.shared.exceptions.MCPDeprecationWarning")
def test_a_subscribed_client_hears_of_an_accept_in_another_program(core, db_url, folder):
    """resources/subscribe, then the user accepts the suggestion (here, another program on the
    same database): notifications/resources/updated, and rules.md holds the rule."""
    heard = anyio.Event()
    uris: list[str] = []

    async def on_message(message) -> None:
        root = getattr(message, "root", message)
        if isinstance(root, types.ResourceUpdatedNotification):
            uris.append(str(root.params.uri))
            heard.set()

    async def run():
        async with stdio_client(db_url, cwd=folder, message_handler=on_message) as client:
            proposed = result(await client.call_tool("propose_memory_rule", RULE))
            (resource,) = (await client.list_resources()).resources
            uri = str(resource.uri)
            before = (await client.read_resource(uri)).contents[0].text
            await client.subscribe_resource(uri)
            await anyio.to_thread.run_sync(core.decisions.accept, proposed["entry"]["id"])
            with anyio.fail_after(20):
                await heard.wait()
            after = (await client.read_resource(uri)).contents[0].text
            return uri, before, after

    uri, before, after = anyio.run(run)
    assert uris == [uri]
    assert RULE["content"] not in before  # a suggestion is not saved Memory
    assert RULE["content"] in after


def test_a_2026_client_hears_of_an_edit_on_its_listen_stream(core, db_url, folder):
    """The 2026-07-28 era: subscriptions/listen carries the update of an edit in the window."""

    async def run():
        async with stdio_client(db_url, cwd=folder, mode="auto") as client:
            proposed = result(await client.call_tool("propose_memory_rule", RULE))
            entry_id = proposed["entry"]["id"]
            (resource,) = (await client.list_resources()).resources
            uri = str(resource.uri)
            async with client.listen(resource_subscriptions=[uri]) as events:
                await anyio.to_thread.run_sync(
                    lambda: core.decisions.edit(entry_id, "Create a branch for each task").value
                )
                with anyio.fail_after(20):
                    async for event in events:
                        return (
                            uri,
                            str(event.uri),
                            (await client.read_resource(uri)).contents[0].text,
                        )

    uri, event_uri, text = anyio.run(run)
    assert event_uri == uri
    assert "Create a branch for each task" in text


def test_another_spaces_rules_are_not_readable(core, db_url, folder):
    """A connection reads its own Space's rules.md; another Space's is 'not found'."""
    from mcp.shared.exceptions import MCPError

    other = core.chat.create_space("Private").value

    async def run():
        async with stdio_client(db_url, cwd=folder) as client:
            with pytest.raises(MCPError) as refused:
                await client.read_resource(f"mindkeep://space/{other.id}/rules.md")
            return refused.value.error.code

    assert anyio.run(run) == -32002
