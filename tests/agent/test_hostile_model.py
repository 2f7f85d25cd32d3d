"""A model server that answers endlessly, hugely, with too many tool calls, or keeps the
connection open after [DONE] (issue 23, defects 8 and 9): real HTTP against a scripted
server (pytest-httpserver, threaded, so a held answer does not hold the next request)."""

from __future__ import annotations

import json
import threading

import pytest
from model_server import API_KEY, MODEL, ModelServer, _chunk, sse_chunks
from werkzeug import Response

from app.agent import event_stream, providers
from app.agent.event_stream import lines
from app.agent.loop import MAX_TOOL_CALLS_PER_STEP, AgentRunner
from app.agent.providers import (
    MAX_REPLY_TOKENS,
    REPLY_MAX,
    TOO_LONG,
    ModelConfig,
    OpenAICompatibleProvider,
)
from app.domain.model import MessageSource


@pytest.fixture
def hostile():
    """A scripted model server that serves each request on its own thread; `release` lets
    any answer still held finish when the test ends."""
    from pytest_httpserver import HTTPServer

    http = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    http.start()
    server = ModelServer(http)
    server.release = threading.Event()
    yield server
    server.release.set()
    server.close()
    http.clear()
    http.stop()


@pytest.fixture(autouse=True)
def _forget_refusals():
    providers._REFUSE_MAX_TOKENS.clear()
    yield
    providers._REFUSE_MAX_TOKENS.clear()


def _provider(server, timeout=10.0) -> OpenAICompatibleProvider:
    return OpenAICompatibleProvider(
        ModelConfig(base_url=server.base_url, model=MODEL, api_key=API_KEY, timeout=timeout)
    )


def _runner(core, server, timeout=10.0) -> AgentRunner:
    return AgentRunner(
        core.chat, core.memory, core.proposals, core.tools, _provider(server, timeout)
    )


def _stream(events, *, then=None):
    """A streamed answer: these events, then `then()` (which may hold the connection open)."""

    def body():
        yield from events
        if then is not None:
            yield from then()

    return Response(body(), status=200, content_type="text/event-stream")


# ---------------------------------------------------------------- defect 8: endless and huge


def test_max_tokens_is_asked_for(core, session, model_server, new_runner):
    """Every request says how much the model may write."""
    model_server.push_text("Short.")
    new_runner().run_turn(session.id, "Hi")
    assert model_server.bodies[0]["max_tokens"] == MAX_REPLY_TOKENS


def test_a_server_that_refuses_max_tokens_is_asked_again_without_it(
    core, session, model_server, new_runner
):
    """HTTP 400 about max_tokens (a model with a smaller output limit): the same request
    again without it, and without it from then on; the turn answers."""
    model_server.push_error(
        400, "max_tokens is too large: 16384. This model supports at most 4096 completion tokens"
    )
    model_server.push_text("Fine.")
    model_server.push_text("Again.")
    assert new_runner().run_turn(session.id, "Hi").value.reply == "Fine."
    assert new_runner().run_turn(session.id, "Hi again").value.reply == "Again."
    assert ["max_tokens" in b for b in model_server.bodies] == [True, False, False]


def test_another_bad_request_is_not_retried(core, session, model_server, new_runner):
    """A 400 about something else is the turn's error, after one request."""
    model_server.push_error(400, "the model 'x' does not exist")
    result = new_runner().run_turn(session.id, "Hi").value
    assert result.error["code"] == "model_http_error" and len(model_server.bodies) == 1


def test_an_endless_answer_is_read_to_what_can_be_kept_and_marked_cut(core, session, hostile):
    """A server that never stops writing: the reply keeps the first REPLY_MAX characters,
    says it was cut (meta stopped "too_long", the turn's "stopped"), and the turn ends."""
    sent = {"pieces": 0}

    def forever():
        yield _chunk(1, {"role": "assistant", "content": ""})
        while not hostile.release.is_set():
            sent["pieces"] += 1
            yield _chunk(1, {"content": "All work and no play. "})

    hostile.push(Response(forever(), status=200, content_type="text/event-stream"))
    result = _runner(core, hostile).run_turn(session.id, "Tell me everything.").value
    assert result.error is None and result.stopped == TOO_LONG
    assert result.to_json()["stopped"] == TOO_LONG
    stored = core.chat.messages(session.id)[-1]
    assert stored.source is MessageSource.AGENT and stored.stopped == TOO_LONG
    assert stored.text.startswith("All work and no play.") and len(stored.text) == REPLY_MAX
    assert sent["pieces"] < 3 * REPLY_MAX // 22  # it stopped reading (the server then stopped)


def test_an_answer_cut_by_the_models_own_limit_says_so(core, session, hostile):
    """finish_reason "length" (the model hit max_tokens): kept, marked cut, its half-written
    tool call not run."""
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "search_memory", "arguments": '{"que'},
    }
    hostile.push(Response(sse_chunks({"content": "Partly", "tool_calls": [call]}, "length", 1), content_type="text/event-stream"))  # fmt: skip
    result = _runner(core, hostile).run_turn(session.id, "Search").value
    assert result.stopped == TOO_LONG and result.tool_calls == []
    assert [m.source for m in core.chat.messages(session.id)] == [
        MessageSource.USER,
        MessageSource.AGENT,
    ]


def test_junk_without_text_ends_at_the_stream_limit(core, session, hostile, monkeypatch):
    """Empty deltas forever (no text to count): the bytes read are bounded too."""
    monkeypatch.setattr(event_stream, "STREAM_BYTES_MAX", 200_000)

    def junk():
        while not hostile.release.is_set():
            yield _chunk(1, {})

    hostile.push(Response(junk(), status=200, content_type="text/event-stream"))
    result = _runner(core, hostile).run_turn(session.id, "Hi").value
    assert result.stopped == TOO_LONG and result.reply == "…"


def test_one_endless_line_is_bounded():
    """A line that never ends is not kept whole in memory."""
    line_max = event_stream.LINE_MAX

    def endless():
        yield b"data: "
        for _ in range(line_max // 65536 + 2):
            yield b"x" * 65536

    with pytest.raises(event_stream.TooLong):
        list(lines(endless()))


def test_the_lines_of_an_event_stream_split_only_at_cr_and_lf():
    """CR LF, LF, CR (also across chunks), multi-byte characters cut between chunks; U+2028
    inside a JSON string is not a line break."""
    chunks = [b"a\r", b"\nb\rc", b"\n\nd\xe2", b"\x82\xac\r\n", "e\u2028f".encode()]
    assert list(lines(iter(chunks))) == ["a", "b", "c", "", "d€", "e\u2028f"]


def test_a_step_asking_for_too_many_tool_calls_runs_none(core, session, model_server, new_runner):
    """40 calls in one answer (more than MAX_TOOL_CALLS_PER_STEP): none runs, each call that was
    read is answered with too_many_calls, so the model asks again for fewer (issue 26: "50 calls
    in one step: refused each, nothing runs"); every call sent back is answered."""
    model_server.push_tool_calls(*[("search_memory", {"query": f"q{i}"}) for i in range(40)])
    model_server.push_text("Done.")
    result = new_runner().run_turn(session.id, "Search a lot").value
    assert result.reply == "Done."
    assert MAX_TOOL_CALLS_PER_STEP < providers.CALLS_READ_MAX
    assert not [c for c in result.tool_calls if c["result"]["ok"]]
    assert {c["result"]["error"]["code"] for c in result.tool_calls} == {"too_many_calls"}
    assert len(result.tool_calls) == providers.CALLS_READ_MAX
    second = model_server.bodies[1]["messages"]
    asked = [c["id"] for m in second if m["role"] == "assistant" for c in m["tool_calls"]]
    answered = [m["tool_call_id"] for m in second if m["role"] == "tool"]
    assert asked == answered and len(asked) == providers.CALLS_READ_MAX


def test_arguments_nested_too_deep_are_invalid_arguments(core, session, model_server, new_runner):
    """A call whose JSON arguments nest 100,000 deep: invalid_arguments, and the turn goes on."""
    model_server.push_tool_calls(("search_memory", "[" * 100_000 + "]" * 100_000))
    model_server.push_text("Sorry.")
    result = new_runner().run_turn(session.id, "Search").value
    assert result.tool_calls[0]["result"]["error"]["code"] == "invalid_arguments"
    assert result.reply == "Sorry."


def test_an_event_nested_too_deep_is_a_model_error(core, session, hostile):
    """An event whose JSON nests 100,000 deep ends the step with model_error, not a crash."""
    deep = b"data: " + b"[" * 100_000 + b"]" * 100_000 + b"\n\n"
    hostile.push(Response([deep], status=200, content_type="text/event-stream"))
    result = _runner(core, hostile).run_turn(session.id, "Hi").value
    assert result.error["code"] == "model_error"


def test_a_whole_answer_too_long_is_cut_and_its_text_must_be_text(core, session, hostile):
    """A server that ignores `stream`: content past REPLY_MAX is cut and marked; content that
    is not a string reads as none."""
    body = {"choices": [{"message": {"role": "assistant", "content": "w" * (REPLY_MAX + 10)}}]}
    hostile.push(Response(json.dumps(body), content_type="application/json"))
    body = {"choices": [{"message": {"role": "assistant", "content": ["parts"]}}]}
    hostile.push(Response(json.dumps(body), content_type="application/json"))
    first = _runner(core, hostile).run_turn(session.id, "Hi").value
    assert first.stopped == TOO_LONG and len(first.reply) == REPLY_MAX
    second = _runner(core, hostile).run_turn(session.id, "Hi").value
    assert second.error is None and second.reply == "…"


# ---------------------------------------------------------------- defect 9: [DONE] ends the step


def _held(release: threading.Event, comments: bool):
    """What a server sends after [DONE] while it keeps the connection open: nothing, or a
    keep-alive comment every 50 ms (until the test ends)."""

    def after():
        while not release.is_set():
            if comments:
                yield b": keep-alive\n\n"
            release.wait(0.05)

    return after


def _turn_within(runner, session_id: int, text: str, seconds: float = 15):
    """Run a turn on a thread; its result, or an AssertionError should it hang."""
    box = {}
    worker = threading.Thread(target=lambda: box.update(r=runner.run_turn(session_id, text).value))
    worker.daemon = True
    worker.start()
    worker.join(seconds)
    assert "r" in box, "the turn hung after the answer was complete"
    return box["r"]


@pytest.mark.parametrize("comments", [False, True], ids=["silent", "keep-alive"])
def test_done_ends_the_step_even_if_the_server_keeps_the_connection(
    core, session, hostile, comments
):
    """finish_reason "stop", [DONE], then the connection stays open (silent, or with keep-alive
    comments): the reply is stored and the turn ends, not in model_timeout, and not never."""
    then = _held(hostile.release, comments)
    hostile.push(_stream(sse_chunks({"content": "All done."}, "stop", 1), then=then))
    result = _turn_within(_runner(core, hostile, timeout=8), session.id, "Hi")
    assert result.error is None and result.reply == "All done."


@pytest.mark.parametrize("comments", [False, True], ids=["silent", "keep-alive"])
def test_a_tool_call_in_an_answer_held_open_runs(core, session, hostile, comments):
    """The same with a tool call in the held answer: it runs, and the next step answers."""
    then = _held(hostile.release, comments)
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "search_memory", "arguments": '{"query": "branch"}'},
    }
    hostile.push(_stream(sse_chunks({"content": None, "tool_calls": [call]}, "tool_calls", 1), then=then))  # fmt: skip
    hostile.push(_stream(sse_chunks({"content": "Nothing about branches."}, "stop", 2), then=then))
    result = _turn_within(_runner(core, hostile, timeout=8), session.id, "Branches?")
    assert result.error is None and result.reply == "Nothing about branches."
    assert [c["name"] for c in result.tool_calls] == ["search_memory"]
    assert result.tool_calls[0]["result"]["ok"] is True
