"""One agent turn's own cost (issue 16): the user's message stored and read by the explicit
saver, the prompt built with its Memory block, one streamed model step asking for
`search_memory`, the tool run and its result stored, a second streamed step, the reply
stored, against a zero-latency model server in its own process (`_model_child.py`).

The floor, in the same run and interleaved: the same two requests to the same server with
`http.client` on one kept-alive connection, a prompt of the same messages and tools, each
answer's events parsed with `json`, and the three messages written with raw sqlite3, each in
its own transaction, on a twin copy of the workload.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from http.client import HTTPConnection
from pathlib import Path

from benchmarks import workload
from benchmarks.common import Figure, ms_of_call

CHILD = Path(__file__).with_name("_model_child.py")
_INSERT = "INSERT INTO messages (session_id, source, text, created_at) VALUES (?, ?, ?, ?)"


def _floor_turn(
    conn: sqlite3.Connection,
    http: HTTPConnection,
    sid: int,
    text: str,
    history: list[dict],
    tools: list[dict],
) -> None:
    def store(source: str, body: str) -> None:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(_INSERT, (sid, source, body, "2024-06-07 10:00:00.000000"))
        conn.execute("COMMIT")

    def step(messages: list[dict]) -> list[dict]:
        body = json.dumps({"model": "bench", "messages": messages, "stream": True, "tools": tools})
        http.request(
            "POST", "/v1/chat/completions", body=body, headers={"Content-Type": "application/json"}
        )
        events = http.getresponse().read().decode().split("\n\n")
        return [json.loads(e[6:]) for e in events if e.startswith("data: {")]

    store("user", text)
    messages = [*history, {"role": "user", "content": text}]
    chunks = step(messages)
    call_id = chunks[1]["choices"][0]["delta"]["tool_calls"][0]["id"]
    result = json.dumps({"ok": True, "count": 0, "entries": []})
    store("tool", result)
    messages += [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": "search_memory", "arguments": '{"query": "branch"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": result},
    ]
    reply = "".join(c["choices"][0]["delta"].get("content") or "" for c in step(messages))
    store("agent", reply)


def bench_agent_turn(work: Path, turns: int) -> Figure:
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.bootstrap import build_core, make_runner
    from app.deferred import set_start_aside
    from app.domain.model import MessageSource

    db_path, facts = workload.working_copy(work / "agent")
    floor_path, _ = workload.working_copy(work / "agent-floor")
    server = subprocess.Popen([sys.executable, str(CHILD)], stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline())
        base_url = f"http://127.0.0.1:{port}/v1"
        core = build_core(f"sqlite:///{db_path}")
        runner = make_runner(
            core, OpenAICompatibleProvider(ModelConfig(base_url=base_url, model="bench"))
        )
        # What the start made is set aside, as the window does once it is ready
        # (app.deferred.set_start_aside): the collector's full passes walk only what came since.
        set_start_aside()
        http = HTTPConnection("127.0.0.1", port)
        tools = core.tools.schemas()
        conn = sqlite3.connect(floor_path, isolation_level=None)
        for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"):
            conn.execute(f"PRAGMA {pragma}")
        sessions = facts.fresh_session_ids
        assert turns + 20 <= len(sessions), "not enough Sessions for one turn each"
        samples, floor = [], []
        for i in range(turns + 20):
            sid = sessions[i]
            text = f"Could you check which branch the release notes of step {i} are on?"
            # The floor's prompt: the same system text and history the app sends (not timed).
            system = core.memory.memory_block(sid).text
            history = [{"role": "system", "content": system}] + [
                {
                    "role": "user" if m.source is MessageSource.USER else "assistant",
                    "content": m.text,
                }
                for m in core.chat.messages(sid)
            ]
            t_floor = ms_of_call(lambda: _floor_turn(conn, http, sid, text, history, tools))
            outcome = []
            t_app = ms_of_call(lambda: outcome.append(runner.run_turn(sid, text).value))
            result = outcome[0]
            if result.error or len(result.tool_calls) != 1 or not result.reply:
                raise RuntimeError(f"the agent turn did not go as scripted: {result.to_json()}")
            if i >= 20:  # the first turns warm the client's connection and compiled SQL
                samples.append(t_app)
                floor.append(t_floor)
        conn.close()
        http.close()
        core.close()
    finally:
        server.kill()
        server.wait()
    return Figure("agent_turn_overhead", "ms", samples, floor, None, 15.0)
