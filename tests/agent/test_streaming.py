"""Streamed replies from a real chat-completions server on 127.0.0.1 (server-sent events), the
exact "Memory used" record of each reply, and temporary Sessions (issue 12; SPEC §2.9, §3).

Every assertion is on what the server received over HTTP or on what the database holds.
"""

from __future__ import annotations

import json
import threading

import pytest
from werkzeug import Response

from app.agent.prompt import SAVED_HEADER, TEMPORARY_TEXT
from app.agent.providers import Cancel, ReplyAssembler
from app.domain.memory.formats import BLOCK_HEADER
from app.domain.model import MessageSource, Scope, Status


def _run_in_thread(fn):
    box = {}

    def run():
        box["result"] = fn()

    worker = threading.Thread(target=run)
    worker.start()
    return worker, box


def test_a_reply_streams_in_pieces_and_is_stored_whole(core, session, model_server, new_runner):
    """The app asks for a stream; each piece reaches on_text as it arrives; the reply is stored once, whole."""
    model_server.push_stream("Deploys ", "happen on ", "Fridays.")
    pieces = []

    result = new_runner().run_turn(session.id, "When do we deploy?", on_text=pieces.append).value

    assert model_server.bodies[0]["stream"] is True
    assert pieces == ["Deploys ", "happen on ", "Fridays."]
    assert result.error is None and result.reply == "Deploys happen on Fridays."
    stored = core.chat.messages(session.id)[-1]
    assert (stored.source, stored.text, stored.stopped) == (
        MessageSource.AGENT,
        "Deploys happen on Fridays.",
        None,
    )


def test_tool_calls_are_assembled_from_their_streamed_pieces(
    core, session, model_server, new_runner
):
    """A propose call streamed as id+name, then its JSON arguments in parts, runs as one call."""
    model_server.push_tool_calls(
        (
            "propose_memory_rule",
            lambda body: {
                "kind": "constraint",
                "scope": "space",
                "content": "Create a branch for every task",
                "reason": "Stated as a rule.",
                "source_event_ids": [model_server.last_user_event(body)],
            },
            "call_7",
        )
    )
    model_server.push_text("I suggested it.")

    result = new_runner().run_turn(session.id, "From now on, create a branch for every task.").value

    [call] = result.tool_calls
    assert (
        call["result"]["ok"] is True
        and call["result"]["entry"]["content"] == "Create a branch for every task"
    )
    sent_back = model_server.bodies[1]["messages"][-2]
    assert sent_back["tool_calls"][0]["id"] == "call_7"
    assert json.loads(sent_back["tool_calls"][0]["function"]["arguments"])["kind"] == "constraint"


def test_the_assembler_joins_pieces_by_index_and_takes_a_repeated_name_once():
    """Two interleaved calls, a name some servers send again in every piece, and text, in order."""

    def chunk(content=None, calls=(), finish=None):
        delta = {
            "content": content,
            "tool_calls": [
                {"index": i, "id": cid, "function": {"name": name, "arguments": args}}
                for i, cid, name, args in calls
            ],
        }
        return {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    assembler = ReplyAssembler()
    for c in (
        chunk("Let me "),
        chunk("check."),
        chunk(calls=[(0, "a", "search_memory", '{"qu')]),
        chunk(calls=[(1, "b", "save_memory", '{"kind"')]),
        chunk(calls=[(0, None, "search_memory", 'ery": "x"}')]),
        chunk(calls=[(1, None, None, ': "fact", "content": "y"}')]),
        chunk(finish="tool_calls"),
        # Not shaped like a chunk: passed over.
        None,
        {"choices": "x"},
        {"choices": [{"delta": {"tool_calls": [7]}}]},
    ):
        assembler.add(c)

    reply = assembler.reply()
    assert reply.text == "Let me check."
    assert [(c.id, c.name, json.loads(c.arguments)) for c in reply.tool_calls] == [
        ("a", "search_memory", {"query": "x"}),
        ("b", "save_memory", {"kind": "fact", "content": "y"}),
    ]
    assert assembler.finish_reason == "tool_calls"


def test_cancel_mid_stream_keeps_what_arrived_marked_as_stopped(
    core, session, model_server, new_runner
):
    """Cancel while the server holds the rest: the turn ends at once with the text that arrived, stored as stopped."""
    hold = threading.Event()
    model_server.push_stream("The plan: ", "first the tests, then the release.", hold=hold)
    arrived = threading.Event()
    cancel = Cancel()
    runner = new_runner(timeout=30)

    worker, box = _run_in_thread(
        lambda: (
            runner.run_turn(
                session.id, "What is the plan?", cancel=cancel, on_text=lambda _t: arrived.set()
            ).value
        )
    )
    assert arrived.wait(10)
    cancel.set()  # the server is silent now: only cutting the connection ends the wait
    worker.join(20)
    hold.set()

    assert not worker.is_alive()
    result = box["result"]
    assert result.error["code"] == "cancelled"
    assert result.stopped == "cancelled"
    stored = core.chat.messages(session.id)[-1]
    assert (stored.source, stored.text, stored.stopped) == (
        MessageSource.AGENT,
        "The plan:",
        "cancelled",
    )
    assert stored.id == result.agent_event_id


def test_a_connection_dropped_mid_stream_keeps_the_text_and_says_so(
    core, session, model_server, new_runner
):
    """The server goes away after the first piece: the piece is kept, marked, and the turn reports model_connection_lost."""
    model_server.push_stream("Half an ", "answer that never comes.", drop=True)

    result = new_runner().run_turn(session.id, "Explain the release.").value

    assert result.error["code"] == "model_connection_lost"
    assert "lost" in result.error["message"]
    stored = core.chat.messages(session.id)
    assert [m.source for m in stored] == [MessageSource.USER, MessageSource.AGENT]
    assert (stored[-1].text, stored[-1].stopped) == ("Half an", "connection_lost")


def test_a_server_that_ignores_stream_still_answers(core, session, model_server, new_runner):
    """A server that sends one JSON document instead of events is read as a whole answer."""
    body = {
        "id": "x",
        "object": "chat.completion",
        "created": 1,
        "model": "m",
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": "Plain answer."},
            }
        ],
    }
    model_server.push(Response(json.dumps(body), content_type="application/json"))

    result = new_runner().run_turn(session.id, "Hi").value

    assert result.error is None and result.reply == "Plain answer."


# ----------------------------------------------------------------- Memory used (SPEC §2.9)


def _block_lines(system: str) -> list[str]:
    """The entry lines of the Memory block a model was sent."""
    block = system.split(BLOCK_HEADER, 1)[1].split("\n\n## ", 1)[0]
    return [line for line in block.splitlines() if line.startswith("- [")]


def test_memory_used_is_exactly_what_the_request_body_held(
    core, session, user_msg, model_server, new_runner
):
    """The reply stores the id and version of each entry whose line the server received, in order; nothing else."""
    space = core.memory.scope_ref(session.id, Scope.SPACE)
    personal = core.memory.scope_ref(session.id, Scope.USER)
    a = core.decisions.add_entry(
        space, kind="constraint", content="Create a branch for every task"
    ).value
    b = core.decisions.add_entry(personal, kind="preference", content="Short answers").value
    a = core.decisions.edit(
        a.id, "Create a branch for every task, named after it"
    ).value  # version 2
    mid = user_msg("From now on, squash before merging.")
    pending = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="space",
        content="Squash before merging",
        reason="asked",
        source_event_ids=[mid],
    ).value.entry
    archived = core.decisions.add_entry(space, kind="fact", content="Old staging host").value
    core.decisions.archive(archived.id)
    model_server.push_text("Understood.")

    result = new_runner().run_turn(session.id, "Let's start the release.").value

    lines = _block_lines(model_server.received[0].system)
    held = [(e.id, e.version) for e in (a, b)]
    assert result.memory_used == tuple(held)
    assert [core.memory.get(i).content for i, _v in result.memory_used] == [
        line.split("] ", 1)[1] for line in lines
    ]
    assert pending.id not in dict(result.memory_used) and archived.id not in dict(
        result.memory_used
    )
    assert core.memory.used_in_session(session.id) == {result.agent_event_id: tuple(held)}
    uses = core.memory.uses([a.id, b.id, pending.id])
    assert uses[a.id].count == 1 and uses[b.id].count == 1 and pending.id not in uses


def test_a_reply_without_memory_uses_none(core, session, model_server, new_runner):
    """With nothing saved, no block is sent and the reply records no use."""
    model_server.push_text("Hello.")

    result = new_runner().run_turn(session.id, "Hello").value

    assert BLOCK_HEADER not in model_server.received[0].system
    assert result.memory_used == () and core.memory.used_in_session(session.id) == {}


def test_a_save_from_this_message_is_told_to_the_model(core, session, model_server, new_runner):
    """ "Remember …" is saved before the model runs; the prompt says what was saved, so the reply can confirm it."""
    model_server.push_text("Got it: bluebird.")

    result = (
        new_runner()
        .run_turn(session.id, "Remember that the staging server is called bluebird.")
        .value
    )

    [saved] = result.saved
    assert saved.content == "The staging server is called bluebird."
    system = model_server.received[0].system
    assert SAVED_HEADER in system
    assert "- [session · fact] The staging server is called bluebird." in system
    assert (saved.id, saved.version) in result.memory_used


# ----------------------------------------------------------------- temporary Sessions


@pytest.fixture
def temporary(core, session):
    """A temporary Session in the fixture's Space, with Memory saved in the Space it may not see."""
    core.decisions.add_entry(
        core.memory.scope_ref(session.id, Scope.SPACE),
        kind="constraint",
        content="Create a branch for every task",
    )
    return core.chat.create_session(session.space_id, title="Scratch", temporary=True).value


def test_a_temporary_session_sends_no_memory_and_no_memory_tools(
    core, temporary, model_server, new_runner
):
    """No Memory block, no tools, and the prompt tells the model nothing is saved here."""
    model_server.push_text("Nothing is saved in a temporary Session.")

    result = (
        new_runner()
        .run_turn(temporary.id, "Remember that the staging server is called bluebird.")
        .value
    )

    body = model_server.bodies[0]
    assert "tools" not in body
    assert BLOCK_HEADER not in body["messages"][0]["content"]
    assert TEMPORARY_TEXT in body["messages"][0]["content"]
    assert result.saved == [] and result.memory_used == ()
    for scope in Scope:
        ref = core.memory.scope_ref(temporary.id, scope)
        assert [e.content for e in core.memory.list_entries(ref, statuses=list(Status))] == (
            ["Create a branch for every task"] if scope is Scope.SPACE else []
        )


def test_a_model_calling_a_memory_tool_in_a_temporary_session_is_refused(
    core, temporary, model_server, new_runner
):
    """A Memory tool the model was not offered is refused with temporary_session; nothing is written."""
    model_server.push_tool_calls(
        (
            "propose_memory_rule",
            lambda body: {
                "kind": "constraint",
                "scope": "space",
                "content": "Never push to main",
                "reason": "r",
                "source_event_ids": [model_server.last_user_event(body)],
            },
        )
    )
    model_server.push_text("I cannot save anything here.")

    result = new_runner().run_turn(temporary.id, "Never push to main.").value

    assert result.tool_calls[0]["result"]["error"]["code"] == "temporary_session"
    ref = core.memory.scope_ref(temporary.id, Scope.SPACE)
    assert [e.content for e in core.memory.list_entries(ref, statuses=list(Status))] == [
        "Create a branch for every task"
    ]


def test_a_server_silent_mid_answer_past_the_timeout_keeps_the_text_and_says_so(
    core, session, model_server, new_runner
):
    """The first piece comes, then nothing for longer than the timeout: model_timeout, the piece kept."""
    model_server.push_stream("The first part ", "and the rest.", hold=threading.Event())

    result = new_runner(timeout=1.0).run_turn(session.id, "Explain the release.").value

    assert result.error["code"] == "model_timeout"
    stored = core.chat.messages(session.id)[-1]
    assert (stored.source, stored.text, stored.stopped) == (
        MessageSource.AGENT,
        "The first part",
        "connection_lost",
    )


@pytest.mark.parametrize(
    "event, says",
    [
        (b'data: {"error": {"message": "the model is overloaded"}}\n\n', "the model is overloaded"),
        (b"data: <html>502 Bad Gateway</html>\n\n", "not JSON"),
    ],
)
def test_an_error_or_garbage_mid_answer_ends_the_turn_with_model_error(
    core, session, model_server, new_runner, event, says
):
    """What the server says went wrong reaches the user; the text before it is kept."""
    first = (
        b'data: {"choices": [{"index": 0, "delta": {"content": "Partly "}, '
        b'"finish_reason": null}]}\n\n'
    )
    model_server.push(Response([first, event], content_type="text/event-stream"))

    result = new_runner().run_turn(session.id, "Explain the release.").value

    assert result.error["code"] == "model_error" and says in result.error["message"]
    assert core.chat.messages(session.id)[-1].text == "Partly"


def test_every_step_of_a_turn_reuses_one_connection(core, session):
    """The answer is read to its end, past [DONE], so the next step does not connect again
    (on a remote server that would be a new TLS handshake per step). The server's context
    window is asked once before (its own requests, not the steps')."""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from app.agent.loop import AgentRunner
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from tests.model_server import sse_chunks

    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "search_memory", "arguments": '{"query": "branch"}'},
    }
    answers = [
        b"".join(sse_chunks({"content": None, "tool_calls": [call]}, "tool_calls", 1)),
        b"".join(sse_chunks({"content": "Nothing saved about branches."}, "stop", 2)),
    ]
    connections = []

    class KeepAlive(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):  # the window's questions: not known here (kept alive, as servers do)
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def do_POST(self):
            connections.append(self.client_address)
            self.rfile.read(int(self.headers["Content-Length"]))
            answer = answers.pop(0)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), KeepAlive)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=f"http://127.0.0.1:{server.server_address[1]}/v1", model="m")
        )
        result = (
            AgentRunner(core.chat, core.memory, core.proposals, core.tools, provider)
            .run_turn(session.id, "Do we have a rule about branches?")
            .value
        )
    finally:
        server.shutdown()
        server.server_close()

    assert result.error is None and result.reply == "Nothing saved about branches."
    assert answers == [] and len(connections) == 2 and len(set(connections)) == 1
