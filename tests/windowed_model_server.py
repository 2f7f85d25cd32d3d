"""A local OpenAI-compatible server with a context window, as real ones have (issue 31).

It counts the tokens of each chat request as a tokenizer would, roughly (a run of up to four
Latin letters, up to three digits, any other character: one token each; a few per message;
the tools' definitions; and, like vLLM, the `max_tokens` asked for), and refuses a request over
its window with HTTP 400 in the words of the server it plays:

- `vllm`: `GET /v1/models` says `max_model_len`; a refusal says "This model's maximum context
  length is N tokens…", code `context_length_exceeded` (OpenAI's words too);
- `llamacpp`: `GET /props` says `default_generation_settings.n_ctx`; a refusal is
  `exceed_context_size_error` with `n_ctx`;
- `ollama`: `GET /api/ps` and `POST /api/show` (`num_ctx N` in its parameters); a request over
  the window is not refused but cut from its beginning, silently, as Ollama does (`truncated`
  counts them);
- `silent`: says nothing about its window; refuses as vLLM does.

`report=False` makes a server keep its window to itself. Answers come from a queue (`push_text`,
`push_tool_call`), "OK" when it is empty, streamed when asked. Every request is kept with its
token count (`received`, `counts`), refused ones too (`refused`).
"""

from __future__ import annotations

import json
import re
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from model_server import sse_chunks
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

_TOKEN = re.compile(r"[A-Za-z]{1,4}|[0-9]{1,3}|[^\sA-Za-z0-9]")


def count_tokens(text: str) -> int:
    return len(_TOKEN.findall(text))


def request_tokens(body: dict) -> int:
    """The tokens of a request's messages, tools and reply room, as this server counts them."""
    total = 0
    for message in body.get("messages", []):
        total += 4 + count_tokens(message.get("content") or "")
        for call in message.get("tool_calls") or ():
            total += count_tokens(json.dumps(call.get("function", {})))
    if body.get("tools"):
        total += count_tokens(json.dumps(body["tools"]))
    return total


@dataclass
class WindowedModelServer:
    flavor: str = "vllm"  # vllm | llamacpp | ollama | silent
    window: int = 4096
    report: bool = True
    model: str = "windowed-model"
    received: list[dict] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
    truncated: int = 0
    _queue: deque = field(default_factory=deque)
    _server: HTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self) -> WindowedModelServer:
        self._server = HTTPServer(host="127.0.0.1", port=0)
        s = self._server
        s.expect_request("/v1/models", method="GET").respond_with_handler(self._models)
        s.expect_request("/props", method="GET").respond_with_handler(self._props)
        s.expect_request("/api/ps", method="GET").respond_with_handler(self._ps)
        s.expect_request("/api/show", method="POST").respond_with_handler(self._show)
        s.expect_request("/v1/chat/completions", method="POST").respond_with_handler(self._chat)
        s.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.clear()
            self._server.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.port}/v1"

    # ------------------------------------------------------------ scripting

    def push_text(self, text: str) -> WindowedModelServer:
        self._queue.append(lambda _body: {"role": "assistant", "content": text})
        return self

    def push_tool_call(self, name: str, arguments: dict | Callable) -> WindowedModelServer:
        def answer(body: dict) -> dict:
            args = arguments(body) if callable(arguments) else arguments
            call = {
                "id": f"call_{len(self.received)}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)},
            }
            return {"role": "assistant", "content": None, "tool_calls": [call]}

        self._queue.append(answer)
        return self

    # ------------------------------------------------------------ what it says of itself

    @staticmethod
    def _json(data: object, status: int = 200) -> Response:
        return Response(json.dumps(data), status=status, content_type="application/json")

    def _models(self, _request: Request) -> Response:
        entry = {"id": self.model, "object": "model", "owned_by": self.flavor}
        if self.flavor == "vllm" and self.report:
            entry["max_model_len"] = self.window
        return self._json({"object": "list", "data": [entry]})

    def _props(self, _request: Request) -> Response:
        if self.flavor != "llamacpp" or not self.report:
            return Response("Not Found", status=404)
        return self._json({"default_generation_settings": {"n_ctx": self.window}})

    def _ps(self, _request: Request) -> Response:
        if self.flavor != "ollama":
            return Response("404 page not found", status=404)
        return self._json({"models": []})  # the model is not loaded yet

    def _show(self, _request: Request) -> Response:
        if self.flavor != "ollama":
            return Response("404 page not found", status=404)
        parameters = f"num_ctx                        {self.window}" if self.report else ""
        return self._json(
            {"parameters": parameters, "model_info": {"llama.context_length": 131072}}
        )

    # ------------------------------------------------------------ chat

    def _refusal(self, tokens: int, asked: int) -> Response:
        if self.flavor == "llamacpp":
            error = {
                "code": 400,
                "message": "the request exceeds the available context size, try increasing it",
                "type": "exceed_context_size_error",
                "n_prompt_tokens": tokens,
                "n_ctx": self.window,
            }
        else:
            error = {
                "message": (
                    f"This model's maximum context length is {self.window} tokens. However, you "
                    f"requested {tokens + asked} tokens ({tokens} in the messages, {asked} in "
                    "the completion). Please reduce the length of the messages or completion."
                ),
                "type": "invalid_request_error",
                "param": "messages",
                "code": "context_length_exceeded",
            }
        return self._json({"error": error}, status=400)

    def _chat(self, request: Request) -> Response:
        body = json.loads(request.get_data(as_text=True))
        tokens = request_tokens(body)
        asked = int(body.get("max_tokens") or 0) if self.flavor != "llamacpp" else 0
        with self._lock:
            self.received.append(body)
            self.counts.append(tokens)
            if tokens + asked > self.window:
                if self.flavor == "ollama":
                    self.truncated += 1  # Ollama cuts the prompt's beginning and answers
                else:
                    self.refused.append(tokens)
                    return self._refusal(tokens, asked)
            answer = self._queue.popleft() if self._queue else None
        message = answer(body) if answer else {"role": "assistant", "content": "OK"}
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        if body.get("stream"):
            return Response(
                sse_chunks(message, finish, len(self.received)),
                content_type="text/event-stream",
            )
        return self._json(
            {
                "id": "chatcmpl-w",
                "object": "chat.completion",
                "model": self.model,
                "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            }
        )
