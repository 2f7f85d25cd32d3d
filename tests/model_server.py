"""A real OpenAI-compatible chat-completions server on 127.0.0.1 for the tests.

`model_server` answers `POST /v1/chat/completions` from a queue of scripted responses
(plain text, tool calls, HTTP errors, slow answers, malformed arguments), as server-sent
events when the request asks for a stream (as the app does), and records
every request it received, so tests assert on exactly what a model was sent.
No SDK is mocked: the app's `openai` client talks HTTP to this server.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from werkzeug import Request, Response

API_KEY = "sk-test-SECRET-123456789"
MODEL = "test-model"
COMPLETIONS = "/v1/chat/completions"

_EVENT = re.compile(r"^\[event (\d+)\] ")

# A scripted response is either a finished werkzeug Response or a function of the
# request body (parsed JSON) that returns one, so a step can cite ids it has just seen.
Scripted = Callable[[dict], Response]


@dataclass
class Received:
    """One request the server got: its parsed JSON body and its headers."""

    body: dict
    headers: dict[str, str]

    @property
    def messages(self) -> list[dict]:
        return self.body.get("messages", [])

    @property
    def system(self) -> str:
        first = self.messages[0]
        assert first["role"] == "system"
        return first["content"]

    @property
    def history(self) -> list[dict]:
        """The prompt after the system message."""
        return self.messages[1:]


def event_id(content: str) -> int | None:
    """The id in a message's leading `[event <id>] `, or None."""
    match = _EVENT.match(content or "")
    return int(match.group(1)) if match else None


def last_user_event(body: dict) -> int:
    """The event id of the user's own last message (not a quoted untrusted one)."""
    for message in reversed(body["messages"]):
        content = message.get("content") or ""
        if (
            message["role"] == "user"
            and event_id(content) is not None
            and "Untrusted" not in content
        ):
            return event_id(content)
    raise AssertionError(f"no user message with an event id in {body['messages']!r}")


def event_of(body: dict, needle: str) -> int:
    """The event id of the (last) history message whose content contains `needle`."""
    for message in reversed(body["messages"][1:]):
        if needle in (message.get("content") or ""):
            found = event_id(message["content"])
            assert found is not None, message
            return found
    raise AssertionError(f"{needle!r} not in any message of {body['messages']!r}")


def _chunk(counter: int, delta: dict, finish_reason: str | None = None) -> bytes:
    payload = {
        "id": f"chatcmpl-test-{counter}",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": MODEL,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}],
    }
    return f"data: {json.dumps(payload, ensure_ascii=False)}\n\n".encode()


def _pieces(text: str, n: int = 3) -> list[str]:
    """A text cut into up to n pieces, as a model streams it (they join to the text)."""
    if not text:
        return []
    size = max(1, -(-len(text) // n))
    return [text[i : i + size] for i in range(0, len(text), size)]


def sse_chunks(message: dict, finish_reason: str, counter: int) -> list[bytes]:
    """One answer as the server-sent events of a streaming chat completion: the role, the
    text in pieces, each tool call's id and name first and its arguments in pieces, the
    finish reason, then [DONE]."""
    chunks = [_chunk(counter, {"role": "assistant", "content": ""})]
    chunks += [
        _chunk(counter, {"content": piece}) for piece in _pieces(message.get("content") or "")
    ]
    for index, call in enumerate(message.get("tool_calls") or []):
        chunks.append(
            _chunk(
                counter,
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": call["id"],
                            "type": "function",
                            "function": {"name": call["function"]["name"], "arguments": ""},
                        }
                    ]
                },
            )
        )
        chunks += [
            _chunk(counter, {"tool_calls": [{"index": index, "function": {"arguments": part}}]})
            for part in _pieces(call["function"]["arguments"], 2)
        ]
    chunks.append(_chunk(counter, {}, finish_reason))
    chunks.append(b"data: [DONE]\n\n")
    return chunks


def _completion(
    message: dict, finish_reason: str, counter: int, body: dict | None = None
) -> Response:
    if body is not None and body.get("stream"):
        return Response(
            sse_chunks(message, finish_reason, counter),
            status=200,
            content_type="text/event-stream",
        )
    payload = {
        "id": f"chatcmpl-test-{counter}",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": MODEL,
        "choices": [
            {"index": 0, "message": message, "finish_reason": finish_reason, "logprobs": None}
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }
    return Response(json.dumps(payload), status=200, content_type="application/json")


@dataclass
class ModelServer:
    """A scripted OpenAI-compatible model behind pytest-httpserver."""

    httpserver: Any
    api_key: str = API_KEY
    received: list[Received] = field(default_factory=list)
    _queue: deque = field(default_factory=deque)
    _default: Scripted | None = None
    _release: threading.Event = field(default_factory=threading.Event)
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    def __post_init__(self) -> None:
        self.httpserver.expect_request(COMPLETIONS, method="POST").respond_with_handler(
            self._handle
        )

    # -------------------------------------------------------------- where it is

    @property
    def base_url(self) -> str:
        return self.httpserver.url_for("/v1")

    @property
    def bodies(self) -> list[dict]:
        return [r.body for r in self.received]

    # -------------------------------------------------------------- scripting

    def push(self, response: Scripted | Response) -> ModelServer:
        """Queue one raw response (a Response, or a function of the request body)."""
        self._queue.append(
            response
            if callable(response) and not isinstance(response, Response)
            else (lambda _body, r=response: r)
        )
        return self

    def push_text(self, text: str) -> ModelServer:
        """Queue a final answer with no tool calls."""
        return self.push(
            lambda body: _completion(
                {"role": "assistant", "content": text}, "stop", next(self._ids), body
            )
        )

    def push_tool_calls(self, *calls: tuple, text: str | None = None) -> ModelServer:
        """Queue an answer with tool calls: each `(name, arguments)` or `(name, arguments, id)`.

        `arguments` is a dict (sent as JSON text), a str (sent verbatim: malformed JSON
        stays malformed), or a function of the request body returning either.
        """
        return self.push(self._tool_calls(calls, text))

    def _tool_calls(self, calls: tuple, text: str | None) -> Scripted:
        def respond(body: dict) -> Response:
            n = next(self._ids)
            tool_calls = []
            for i, call in enumerate(calls):
                name, arguments = call[0], call[1]
                call_id = call[2] if len(call) > 2 else f"call_{n}_{i}"
                if callable(arguments):
                    arguments = arguments(body)
                if not isinstance(arguments, str):
                    arguments = json.dumps(arguments, ensure_ascii=False)
                tool_calls.append(
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": name, "arguments": arguments},
                    }
                )
            return _completion(
                {"role": "assistant", "content": text, "tool_calls": tool_calls},
                "tool_calls",
                n,
                body,
            )

        return respond

    def push_error(self, status: int = 500, message: str = "the model crashed") -> ModelServer:
        """Queue an HTTP error answer in the OpenAI error shape."""
        body = json.dumps({"error": {"message": message, "type": "server_error", "code": None}})
        return self.push(Response(body, status=status, content_type="application/json"))

    def push_slow(self, seconds: float, text: str = "too late") -> ModelServer:
        """Queue an answer that only comes after `seconds` (released early when the test ends)."""

        def respond(body: dict) -> Response:
            self._release.wait(seconds)
            return _completion(
                {"role": "assistant", "content": text}, "stop", next(self._ids), body
            )

        return self.push(respond)

    def push_stream(
        self,
        *pieces: str,
        hold: threading.Event | None = None,
        hold_after: int = 1,
        drop: bool = False,
    ) -> ModelServer:
        """Queue a streamed text answer sent piece by piece. With `hold`, the server sends the
        first `hold_after` pieces, then waits for `hold` to be set (or the test to end) before
        the rest. With `drop`, the connection is cut after those pieces: no more text, no
        finish reason, no [DONE]."""

        def respond(body: dict) -> Response:
            assert body.get("stream") is True, "the app asks for a streamed answer"
            n = next(self._ids)

            def events():
                yield _chunk(n, {"role": "assistant", "content": ""})
                for i, piece in enumerate(pieces):
                    if i == hold_after:
                        if drop:
                            raise ConnectionAbortedError("the model server went away mid-answer")
                        if hold is not None:
                            while not (hold.is_set() or self._release.is_set()):
                                hold.wait(0.05)
                    yield _chunk(n, {"content": piece})
                yield _chunk(n, {}, "stop")
                yield b"data: [DONE]\n\n"

            return Response(events(), status=200, content_type="text/event-stream")

        return self.push(respond)

    def always_tool_call(self, name: str, arguments: dict | str | Callable) -> ModelServer:
        """When the queue is empty, answer every request with this tool call."""
        self._default = self._tool_calls(((name, arguments),), None)
        return self

    @property
    def pending(self) -> int:
        """Scripted responses not asked for yet."""
        return len(self._queue)

    # -------------------------------------------------------------- serving

    def _handle(self, request: Request) -> Response:
        body = json.loads(request.get_data(as_text=True))
        self.received.append(Received(body=body, headers=dict(request.headers)))
        if self._queue:
            return self._queue.popleft()(body)
        if self._default is not None:
            return self._default(body)
        return Response(
            json.dumps({"error": {"message": "no scripted response left"}}),
            status=599,
            content_type="application/json",
        )

    # Helpers for reading request bodies, reachable from tests as `model_server.<name>`.
    event_id = staticmethod(event_id)
    last_user_event = staticmethod(last_user_event)
    event_of = staticmethod(event_of)

    def close(self) -> None:
        """Let a slow handler finish now, so the next test's requests are not held up."""
        self._release.set()
